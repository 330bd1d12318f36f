//! The engine's judgement of one position for game analysis (issue 48):
//! its score, best move and principal line at a fixed node budget (so the
//! same position gives the same answer on any machine), and the curve
//! that turns a score into a chance of winning.

use crate::game::{MATE, SearchGame, is_mate};
use crate::search::{Limits, Searcher};

/// Table slots of an analysis search.
const SLOTS: usize = 1 << 16;

/// What a fixed-effort search found in one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged<M> {
    /// The score for the side to move (centipawns for the chess games,
    /// `±(MATE - n)` for a forced result).
    pub score: i32,
    /// The best move (none when the side to move has none).
    pub best: Option<M>,
    /// The principal line from the best move on (at most [`LINE`] moves),
    /// read from the search's table.
    pub line: Vec<M>,
    /// Nodes searched.
    pub nodes: u64,
}

/// The longest principal line kept.
pub const LINE: usize = 6;

/// Searches `root` to `nodes` nodes (no deadline: the answer does not
/// depend on the machine) and reads its line.
pub fn judge<G: SearchGame>(root: &G, nodes: u64) -> Judged<G::Move> {
    judge_without(root, nodes, &[])
}

/// [`judge`] with the root moves `excluded` left out: the best of the
/// others, and its line. With no move left, no best move and the score
/// of a lost position.
pub fn judge_without<G: SearchGame>(root: &G, nodes: u64, excluded: &[G::Move]) -> Judged<G::Move> {
    let mut searcher = Searcher::<G>::new(SLOTS);
    let mut report = searcher.search_without(
        root,
        Limits {
            depth: 64,
            nodes,
            deadline: None,
            stop: None,
        },
        excluded,
    );
    if report.depth == 0 && !excluded.is_empty() {
        // Nothing was left to search.
        report.best = None;
        report.score = -MATE;
    }
    let line = match &report.best {
        Some(best) => searcher.line(root, best.clone(), LINE),
        None => Vec::new(),
    };
    Judged {
        score: report.score,
        best: report.best,
        line,
        nodes: report.nodes,
    }
}

/// The side to move's chance of winning (a draw counting half) for a
/// search `score`: `1 / (1 + e^(−slope·score))`, the logistic curve
/// fitted per game to the engine's own results; certain for a forced
/// result.
pub fn win_chance(score: i32, slope: f64) -> f64 {
    if is_mate(score) {
        return if score > 0 { 1.0 } else { 0.0 };
    }
    let score = f64::from(score.clamp(-MATE, MATE));
    1.0 / (1.0 + (-slope * score).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn win_chance_is_even_at_zero_rises_with_the_score_and_is_certain_at_mate() {
        assert_eq!(win_chance(0, 0.004), 0.5);
        assert!(win_chance(100, 0.004) > 0.5);
        assert!(win_chance(200, 0.004) > win_chance(100, 0.004));
        assert!((win_chance(-150, 0.004) + win_chance(150, 0.004) - 1.0).abs() < 1e-12);
        assert_eq!(win_chance(MATE - 3, 0.004), 1.0);
        assert_eq!(win_chance(-MATE + 3, 0.004), 0.0);
    }
}
