//! An event's results so far: each round's pairings and outcomes, who
//! withdrew; from them each player's score (in half points), colours,
//! opponents, byes and tie-breaks.

use std::collections::BTreeSet;

/// The first seat (White, Ember) or the second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Colour {
    /// The first seat.
    First,
    /// The second seat.
    Second,
}

/// How a game ended, for its first seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// The first seat won.
    FirstWins,
    /// A draw.
    Draw,
    /// The second seat won.
    SecondWins,
}

/// One pairing of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Pairing {
    /// A game: the first seat, the second, and its outcome once played.
    Game {
        /// Who has the first seat.
        first: usize,
        /// Who has the second.
        second: usize,
        /// How it ended, once it has.
        outcome: Option<Outcome>,
    },
    /// A bye: a full point without a game.
    Bye(usize),
}

impl Pairing {
    /// A game not played yet.
    pub fn game(first: usize, second: usize) -> Pairing {
        Pairing::Game {
            first,
            second,
            outcome: None,
        }
    }

    /// The same pairing, its game ended `outcome` (a bye stays a bye).
    pub fn played(self, outcome: Outcome) -> Pairing {
        match self {
            Pairing::Game { first, second, .. } => Pairing::Game {
                first,
                second,
                outcome: Some(outcome),
            },
            bye => bye,
        }
    }

    /// The players it names.
    pub fn players(&self) -> Vec<usize> {
        match *self {
            Pairing::Game { first, second, .. } => vec![first, second],
            Pairing::Bye(p) => vec![p],
        }
    }
}

/// Points are counted in halves: a win 2, a draw 1, a bye 2.
pub const WIN: u32 = 2;

/// An event's record.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// How many players entered.
    pub players: usize,
    /// Each round's pairings, in order.
    pub rounds: Vec<Vec<Pairing>>,
    /// Who has withdrawn (paired no more).
    pub withdrawn: BTreeSet<usize>,
}

impl Record {
    /// An event of `players` players, nothing played.
    pub fn new(players: usize) -> Record {
        Record {
            players,
            ..Record::default()
        }
    }

    /// The players still paired, in entry order.
    pub fn active(&self) -> Vec<usize> {
        (0..self.players)
            .filter(|p| !self.withdrawn.contains(p))
            .collect()
    }

    /// `p`'s score in half points.
    pub fn score(&self, p: usize) -> u32 {
        self.rounds
            .iter()
            .flatten()
            .map(|pairing| points(pairing, p))
            .sum()
    }

    /// Everyone's scores in half points.
    pub fn scores(&self) -> Vec<u32> {
        let mut out = vec![0; self.players];
        for pairing in self.rounds.iter().flatten() {
            for p in pairing.players() {
                out[p] += points(pairing, p);
            }
        }
        out
    }

    /// The colours `p` has played, in order.
    pub fn colours(&self, p: usize) -> Vec<Colour> {
        self.rounds
            .iter()
            .flatten()
            .filter_map(|pairing| match *pairing {
                Pairing::Game { first, .. } if first == p => Some(Colour::First),
                Pairing::Game { second, .. } if second == p => Some(Colour::Second),
                _ => None,
            })
            .collect()
    }

    /// First seats minus second seats for `p`.
    pub fn colour_difference(&self, p: usize) -> i32 {
        self.colours(p)
            .iter()
            .map(|c| match c {
                Colour::First => 1,
                Colour::Second => -1,
            })
            .sum()
    }

    /// Whom `p` has been paired with.
    pub fn opponents(&self, p: usize) -> Vec<usize> {
        self.rounds
            .iter()
            .flatten()
            .filter_map(|pairing| match *pairing {
                Pairing::Game { first, second, .. } if first == p => Some(second),
                Pairing::Game { first, second, .. } if second == p => Some(first),
                _ => None,
            })
            .collect()
    }

    /// Whether `a` and `b` have been paired.
    pub fn met(&self, a: usize, b: usize) -> bool {
        self.opponents(a).contains(&b)
    }

    /// How many byes `p` has had.
    pub fn byes(&self, p: usize) -> usize {
        self.rounds
            .iter()
            .flatten()
            .filter(|pairing| **pairing == Pairing::Bye(p))
            .count()
    }

    /// Buchholz: the sum of `p`'s opponents' scores (FIDE Handbook C.07,
    /// tie-break "Buchholz"; a bye adds nothing), in half points.
    pub fn buchholz(&self, p: usize) -> u32 {
        let scores = self.scores();
        self.opponents(p).iter().map(|o| scores[*o]).sum()
    }

    /// Sonneborn–Berger: the scores of the opponents `p` beat, plus half
    /// the scores of those `p` drew with (FIDE Handbook C.07), in quarter
    /// points (so that halves stay whole).
    pub fn sonneborn_berger(&self, p: usize) -> u32 {
        let scores = self.scores();
        self.rounds
            .iter()
            .flatten()
            .map(|pairing| match *pairing {
                Pairing::Game {
                    first,
                    second,
                    outcome: Some(_),
                } if first == p || second == p => {
                    let other = if first == p { second } else { first };
                    let got = points(pairing, p);
                    scores[other] * got
                }
                _ => 0,
            })
            .sum()
    }

    /// The standings: players by score, then Buchholz, then
    /// Sonneborn–Berger, then entry order.
    pub fn standings(&self) -> Vec<usize> {
        let scores = self.scores();
        let mut order: Vec<usize> = (0..self.players).collect();
        order.sort_by_key(|p| {
            (
                std::cmp::Reverse(scores[*p]),
                std::cmp::Reverse(self.buchholz(*p)),
                std::cmp::Reverse(self.sonneborn_berger(*p)),
                *p,
            )
        });
        order
    }
}

/// What `pairing` gave `p`, in half points.
fn points(pairing: &Pairing, p: usize) -> u32 {
    match *pairing {
        Pairing::Bye(q) if q == p => WIN,
        Pairing::Game {
            first,
            second,
            outcome: Some(o),
        } if first == p || second == p => match (o, first == p) {
            (Outcome::Draw, _) => WIN / 2,
            (Outcome::FirstWins, true) | (Outcome::SecondWins, false) => WIN,
            _ => 0,
        },
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_tie_breaks_count_as_the_handbook_says() {
        // 0 beats 1, 2 draws 3; then 0 draws 2, 3 beats 1.
        let mut r = Record::new(4);
        r.rounds.push(vec![
            Pairing::Game {
                first: 0,
                second: 1,
                outcome: Some(Outcome::FirstWins),
            },
            Pairing::Game {
                first: 2,
                second: 3,
                outcome: Some(Outcome::Draw),
            },
        ]);
        r.rounds.push(vec![
            Pairing::Game {
                first: 2,
                second: 0,
                outcome: Some(Outcome::Draw),
            },
            Pairing::Game {
                first: 1,
                second: 3,
                outcome: Some(Outcome::SecondWins),
            },
        ]);
        assert_eq!(r.scores(), vec![3, 0, 2, 3]);
        // Buchholz of 0: opponents 1 (0) and 2 (2).
        assert_eq!(r.buchholz(0), 2);
        // Buchholz of 3: opponents 2 (2) and 1 (0).
        assert_eq!(r.buchholz(3), 2);
        // Sonneborn–Berger of 0: beat 1 (0 × 2) + drew 2 (2 × 1) = 2.
        assert_eq!(r.sonneborn_berger(0), 2);
        // Of 3: drew 2 (2 × 1) + beat 1 (0 × 2) = 2.
        assert_eq!(r.sonneborn_berger(3), 2);
        assert_eq!(r.colour_difference(0), 0);
        assert_eq!(r.colour_difference(2), 2);
        assert_eq!(r.standings()[..2], [0, 3]);
        let mut bye = r.clone();
        bye.rounds.push(vec![Pairing::Bye(1)]);
        assert_eq!(bye.score(1), 2);
        assert_eq!(bye.byes(1), 1);
    }
}
