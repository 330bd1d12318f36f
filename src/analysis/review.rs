//! A finished game's judgements turned into its review: each turn's loss
//! of win chance, its accuracy and mark, each player's accuracy and marks
//! (issue 48). Pure arithmetic over typed values, the way Lichess reads
//! an engine's evaluations:
//! - a turn's **loss** is how much the mover's chance of winning fell
//!   against the engine's best turn (none when the turn played is the
//!   best), on the winning-chance scale −1…1 (twice the chance, less one);
//! - its **mark** is an inaccuracy, a mistake or a blunder at a loss of
//!   0.1, 0.2 or 0.3 on that scale (Lichess's `Advice`);
//! - its **accuracy** is `103.1668·e^(−0.04354·d) − 3.1669`, plus 1 for the
//!   analysis's own imperfection, within 0–100, where `d` is the fall in
//!   win chance in percentage points (Lichess's `AccuracyPercent`);
//! - a player's accuracy is the mean of their turns' (Lichess weights
//!   them by the game's volatility; a plain mean keeps a short game's
//!   figure readable and is said so on the page).

use game_api::Judgement;
use serde::{Deserialize, Serialize};

/// How bad a turn was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Mark {
    /// A loss of 0.1 or more on the winning-chance scale.
    Inaccuracy,
    /// A loss of 0.2 or more.
    Mistake,
    /// A loss of 0.3 or more.
    Blunder,
}

impl Mark {
    /// Every mark, mildest first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// The mark for a `loss` on the winning-chance scale (−1…1), if any.
    pub fn of_loss(loss: f64) -> Option<Mark> {
        if loss >= 0.3 {
            Some(Mark::Blunder)
        } else if loss >= 0.2 {
            Some(Mark::Mistake)
        } else if loss >= 0.1 {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// Its place in [`Mark::ALL`] (and in [`Review::marks`]).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// One turn of the review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TurnReview {
    /// The log entry it was (0-based).
    pub entry: usize,
    /// The seat that played it.
    pub seat: usize,
    /// The mover's chance of winning before (with the engine's best turn)
    /// and after the turn played, 0–1.
    pub before: f64,
    /// See [`TurnReview::before`].
    pub after: f64,
    /// The fall in win chance on the winning-chance scale (−1…1), never
    /// below 0.
    pub loss: f64,
    /// Its accuracy, 0–100.
    pub accuracy: f64,
    /// Its mark, if it earned one.
    pub mark: Option<Mark>,
    /// The engine's best turn in the game's notation.
    pub best: String,
    /// The line the engine expected, best turn first.
    pub line: Vec<String>,
    /// Whether the turn played was the engine's best.
    pub played_best: bool,
}

/// A finished game's review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// Each seat's chance of winning at each position: before each log
    /// entry and after the last.
    pub chances: Vec<Vec<f64>>,
    /// Every turn that was a decision, in log order.
    pub turns: Vec<TurnReview>,
    /// Each seat's accuracy (the mean of its turns'), `None` for a seat
    /// that made no decision.
    pub accuracy: Vec<Option<f64>>,
    /// Each seat's count of each mark, in [`Mark::ALL`] order.
    pub marks: Vec<[u32; 3]>,
}

/// The accuracy of a turn whose mover's win chance fell by `drop` (0–1).
pub fn turn_accuracy(drop: f64) -> f64 {
    let points = (drop * 100.0).max(0.0);
    (103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * points).exp() - 3.166_924_740_191_411
        + 1.0)
        .clamp(0.0, 100.0)
}

impl Review {
    /// The review of a log from its judgements, one per position (before
    /// each entry and after the last; see [`game_api::Game::judge_log`]).
    pub fn of(judgements: &[Judgement]) -> Review {
        let seats = judgements.first().map_or(0, |j| j.chances.len());
        let mut turns = Vec::new();
        for (entry, pair) in judgements.windows(2).enumerate() {
            let (here, next) = (&pair[0], &pair[1]);
            let Some(decision) = &here.decision else {
                continue;
            };
            let seat = decision.seat;
            let after = next.chances.get(seat).copied().unwrap_or(0.0);
            let before = decision.best_chance;
            let drop = if decision.played_best {
                0.0
            } else {
                (before - after).max(0.0)
            };
            let loss = 2.0 * drop;
            turns.push(TurnReview {
                entry,
                seat,
                before,
                after,
                loss,
                accuracy: turn_accuracy(drop),
                mark: Mark::of_loss(loss),
                best: decision.best.clone(),
                line: decision.line.clone(),
                played_best: decision.played_best,
            });
        }
        let accuracy = (0..seats)
            .map(|s| {
                let mine: Vec<f64> = turns
                    .iter()
                    .filter(|t| t.seat == s)
                    .map(|t| t.accuracy)
                    .collect();
                (!mine.is_empty()).then(|| mine.iter().sum::<f64>() / mine.len() as f64)
            })
            .collect();
        let mut marks = vec![[0u32; 3]; seats];
        for t in &turns {
            if let (Some(m), Some(counts)) = (t.mark, marks.get_mut(t.seat)) {
                counts[m.index()] += 1;
            }
        }
        Review {
            chances: judgements.iter().map(|j| j.chances.clone()).collect(),
            turns,
            accuracy,
            marks,
        }
    }

    /// The `n` turns that lost the most, biggest first (ties in log order);
    /// turns that lost nothing are left out.
    pub fn swings(&self, n: usize) -> Vec<&TurnReview> {
        let mut swings: Vec<&TurnReview> = self.turns.iter().filter(|t| t.loss > 0.0).collect();
        swings.sort_by(|a, b| b.loss.total_cmp(&a.loss).then(a.entry.cmp(&b.entry)));
        swings.truncate(n);
        swings
    }

    /// The review of log entry `entry`, if it was a decision.
    pub fn turn_at(&self, entry: usize) -> Option<&TurnReview> {
        self.turns.iter().find(|t| t.entry == entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_api::Decision;

    fn at(chance0: f64, decision: Option<(usize, f64, bool)>) -> Judgement {
        Judgement {
            chances: vec![chance0, 1.0 - chance0],
            decision: decision.map(|(seat, best_chance, played_best)| Decision {
                seat,
                best_chance,
                best: "best".into(),
                line: vec!["best".into()],
                played_best,
            }),
        }
    }

    #[test]
    fn marks_follow_the_loss_on_the_winning_chance_scale() {
        assert_eq!(Mark::of_loss(0.099), None);
        assert_eq!(Mark::of_loss(0.1), Some(Mark::Inaccuracy));
        assert_eq!(Mark::of_loss(0.2), Some(Mark::Mistake));
        assert_eq!(Mark::of_loss(0.3), Some(Mark::Blunder));
        assert_eq!(Mark::of_loss(1.5), Some(Mark::Blunder));
    }

    #[test]
    fn a_turn_that_is_the_best_loses_nothing_and_is_fully_accurate() {
        assert_eq!(turn_accuracy(0.0), 100.0);
        // The best turn loses nothing even when the next search reads the
        // position a little lower than this one did.
        let review = Review::of(&[at(0.6, Some((0, 0.6, true))), at(0.55, None)]);
        assert_eq!(review.turns[0].loss, 0.0);
        assert_eq!(review.accuracy, vec![Some(100.0), None]);
        assert_eq!(review.marks, vec![[0, 0, 0], [0, 0, 0]]);
    }

    #[test]
    fn a_drop_from_winning_to_losing_is_a_blunder_of_that_seat() {
        let review = Review::of(&[
            at(0.5, Some((0, 0.5, true))),
            at(0.5, Some((1, 0.5, false))),
            at(0.9, Some((0, 0.9, true))),
            at(0.9, None),
        ]);
        let blunder = review.turn_at(1).expect("entry 1 was a decision");
        assert_eq!(blunder.seat, 1);
        assert!((blunder.loss - 0.8).abs() < 1e-9);
        assert_eq!(blunder.mark, Some(Mark::Blunder));
        assert_eq!(review.marks, vec![[0, 0, 0], [0, 0, 1]]);
        assert_eq!(review.swings(3).len(), 1);
        assert!(review.accuracy[1].expect("seat 1 moved") < 20.0);
    }

    #[test]
    fn accuracy_falls_as_the_drop_grows() {
        let mut last = 101.0;
        for drop in [0.0, 0.01, 0.05, 0.1, 0.3, 0.6, 1.0] {
            let a = turn_accuracy(drop);
            assert!(a < last && (0.0..=100.0).contains(&a), "{drop}: {a}");
            last = a;
        }
    }
}
