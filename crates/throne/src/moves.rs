//! Moves and actions, and their text notation.
//!
//! | action | example | meaning |
//! |---|---|---|
//! | throw | `throw 6 6 5` | the round's chain, in throw order (T8) |
//! | move | `home soldier 6+5` | a home soldier moves 11 (T10) |
//! | move | `3 unit 6` | the unit on ring square 3 moves 3 (T11) |
//! | move | `red-1 squad 8` | the squad on red's first bridge square moves 2 |
//! | resign | `resign blue` | blue leaves the game (T21) |

use crate::board::{Place, PlaceError, Seat};
use crate::piece::Kind;
use crate::throw::{Values, ValuesError, is_value};
use std::fmt;

/// A move: a piece group (home soldiers, or one kind on one place) and a
/// combination of the round's unused values (T10). Places are as players
/// name them; the piece belongs to the seat on turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece stands.
    pub from: Place,
    /// Its kind (a home piece is a soldier).
    pub kind: Kind,
    /// The values it spends.
    pub values: Values,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.from, self.kind, self.values)
    }
}

/// Something a player does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The round's chain of throws, in order.
    Throw(Vec<u8>),
    /// A move for the seat on turn.
    Move(Move),
    /// A seat resigns.
    Resign(Seat),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Throw(values) => {
                f.write_str("throw")?;
                for v in values {
                    write!(f, " {v}")?;
                }
                Ok(())
            }
            Action::Move(m) => m.fmt(f),
            Action::Resign(s) => write!(f, "resign {}", s.colour()),
        }
    }
}

/// Why an action's text was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// A bad place.
    #[error(transparent)]
    Place(#[from] PlaceError),
    /// Bad values.
    #[error(transparent)]
    Values(#[from] ValuesError),
    /// Anything else.
    #[error(
        "`{0}` is not an action: write `throw 6 5`, `home soldier 6+5`, `3 unit 6` or `resign red`."
    )]
    Malformed(String),
}

impl std::str::FromStr for Move {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Move, NotationError> {
        let parts: Vec<&str> = s.split_whitespace().collect();
        let bad = || NotationError::Malformed(s.trim().to_string());
        let (from, kind, values) = match parts.as_slice() {
            [from, kind, values] => (from, Kind::from_name(kind).ok_or_else(bad)?, values),
            [from, values] => (from, Kind::Soldier, values),
            _ => return Err(bad()),
        };
        Ok(Move {
            from: from.parse()?,
            kind,
            values: values.parse()?,
        })
    }
}

impl std::str::FromStr for Action {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Action, NotationError> {
        let t = s.trim();
        let bad = || NotationError::Malformed(t.to_string());
        let mut words = t.split_whitespace();
        match words.next() {
            Some("throw") => {
                let values: Result<Vec<u8>, _> = words.map(str::parse::<u8>).collect();
                match values {
                    Ok(v) if !v.is_empty() && v.iter().all(|&x| is_value(x)) => {
                        Ok(Action::Throw(v))
                    }
                    _ => Err(bad()),
                }
            }
            Some("resign") => {
                let seat = words.next().and_then(Seat::from_colour).ok_or_else(bad)?;
                if words.next().is_some() {
                    return Err(bad());
                }
                Ok(Action::Resign(seat))
            }
            Some(_) => Ok(Action::Move(t.parse()?)),
            None => Err(bad()),
        }
    }
}
