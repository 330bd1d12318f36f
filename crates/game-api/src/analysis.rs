//! The engine's judgement of a finished game's positions (issue 48):
//! what each game says of one position, which the host turns into each
//! turn's loss of win chance, marks and accuracy. Typed values only: the
//! front ends put them into words and pictures.

/// The engine's judgement of one position of a log.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// Each seat's chance of winning here (0 to 1, a draw counting half),
    /// in seat order.
    pub chances: Vec<f64>,
    /// The choice made here, when the entry played from this position was
    /// a decision of its seat (not a throw of the shells, a set-up pick
    /// or a note), and always absent at the end of the log.
    pub decision: Option<Decision>,
}

impl Judgement {
    /// Each seat's chance in a finished game from its places (see
    /// [`crate::Rules::standings`]): the seats placed first share the win
    /// (two of two is a draw), the others have none. No decision.
    pub fn settled(places: &[u8]) -> Judgement {
        let best = places.iter().copied().min().unwrap_or(1);
        let winners = places.iter().filter(|&&p| p == best).count().max(1);
        Judgement {
            chances: places
                .iter()
                .map(|&p| if p == best { 1.0 / winners as f64 } else { 0.0 })
                .collect(),
            decision: None,
        }
    }

    /// Even chances among `seats` and no decision: a position before the
    /// first turn (a secret set-up still being chosen).
    pub fn even(seats: usize) -> Judgement {
        Judgement {
            chances: vec![1.0 / seats.max(1) as f64; seats],
            decision: None,
        }
    }
}

/// A seat's decision in a position: what the engine would have played.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    /// The seat that decided.
    pub seat: usize,
    /// Its chance of winning after the engine's best turn (on the same
    /// scale as [`Judgement::chances`]).
    pub best_chance: f64,
    /// The engine's best turn, in the game's notation.
    pub best: String,
    /// The line it expects from there, in the game's notation (the best
    /// turn first).
    pub line: Vec<String>,
    /// Whether the turn played is the engine's best.
    pub played_best: bool,
}

/// How hard the engine looks at each position, in the game's own fixed
/// unit, never time (so the same game gets the same analysis on any
/// machine): nodes of search for the chess games, the level of its
/// look-ahead (with sampled futures from a fixed seed) for Throne.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Effort(pub u64);

/// A puzzle found in a finished game's log: a position where the seat to
/// move has exactly one winning turn (issue 48).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundPuzzle {
    /// The log entry played from the position (0-based).
    pub entry: usize,
    /// The solver's seat (to move in the position).
    pub seat: usize,
    /// The position, as the game stores a state.
    pub state: String,
    /// The solution in the game's notation: the solver's turns, with the
    /// opponent's replies between them.
    pub solution: Vec<String>,
}
