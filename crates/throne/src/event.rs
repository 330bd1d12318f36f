//! What an action did, in order, for announcements and pictures.

use crate::board::{Place, Seat};
use crate::piece::Kind;
use crate::throw::{Throw, Values};
use std::fmt;

/// Why a gate unlocked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unlock {
    /// The seat's first capture (T13, T15).
    Capture,
    /// A piece entered the Throne (T13b).
    Throne,
}

/// One thing that happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// One throw of the shells (T7).
    Threw {
        /// Who threw.
        seat: Seat,
        /// The shells.
        throw: Throw,
    },
    /// A power value: the chain goes on (T8).
    ChainContinued {
        /// Who throws again.
        seat: Seat,
        /// The power value.
        value: u8,
    },
    /// A piece moved.
    Moved {
        /// Whose.
        seat: Seat,
        /// Its kind.
        kind: Kind,
        /// From.
        from: Place,
        /// To.
        to: Place,
        /// The values spent.
        values: Values,
        /// Steps lost by stopping on the gate (T13a).
        lost: u8,
    },
    /// Pieces captured and sent home as soldiers (T14, T15).
    Captured {
        /// The capturer.
        by: Seat,
        /// The owner of the captured pieces.
        seat: Seat,
        /// Their kind.
        kind: Kind,
        /// How many.
        count: u8,
        /// Where.
        place: Place,
    },
    /// A squad or unit formed on the formation square (T17).
    Formed {
        /// Whose.
        seat: Seat,
        /// Squad or unit.
        kind: Kind,
        /// Where.
        place: Place,
    },
    /// A gate unlocked for the rest of the game.
    GateUnlocked {
        /// Whose gate.
        seat: Seat,
        /// Why.
        cause: Unlock,
    },
    /// A bonus round earned by a capturing move (T15).
    BonusEarned {
        /// Who.
        seat: Seat,
    },
    /// A bonus round begins: throw again (T15).
    BonusRound {
        /// Who.
        seat: Seat,
    },
    /// Values no legal move can use, forfeited (T16).
    Forfeited {
        /// Whose.
        seat: Seat,
        /// The values.
        values: Values,
    },
    /// A piece entered the Throne (T19).
    Finished {
        /// Whose.
        seat: Seat,
        /// Its kind.
        kind: Kind,
        /// How many of the seat's 5 are in now.
        count: u8,
    },
    /// The turn passes (T1, T16).
    TurnPassed {
        /// The next seat to throw.
        to: Seat,
    },
    /// A player resigned (T21).
    Resigned {
        /// Who.
        seat: Seat,
    },
    /// The game is won (T20, T21).
    Won {
        /// The winner.
        seat: Seat,
    },
}

impl fmt::Display for Event {
    /// One sentence for the channel.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Threw { seat, throw } => {
                write!(
                    f,
                    "{seat} threw {} ({} white).",
                    throw.value(),
                    throw.shells.count_ones()
                )
            }
            Event::ChainContinued { seat, value } => {
                write!(f, "{value} is a power value: {seat} throws again.")
            }
            Event::Moved {
                seat,
                kind,
                from,
                to,
                values,
                lost,
            } => {
                let to_words = match to {
                    Place::Throne => "into the Throne".to_string(),
                    other => format!("to {other}"),
                };
                write!(
                    f,
                    "{seat} moved a {kind} from {from} {to_words} with {values}"
                )?;
                if *lost > 0 {
                    write!(
                        f,
                        ", stopping on the gate ({lost} step{} lost)",
                        if *lost == 1 { "" } else { "s" }
                    )?;
                }
                f.write_str(".")
            }
            Event::Captured {
                by,
                seat,
                kind,
                count,
                place,
            } => {
                let what = if *count == 1 {
                    format!("{seat}'s {kind}")
                } else {
                    format!("{count} of {seat}'s {kind}s")
                };
                write!(f, "{by} captured {what} on {place}: back home as soldiers.")
            }
            Event::Formed { seat, kind, place } => write!(f, "{seat} formed a {kind} on {place}."),
            Event::GateUnlocked { seat, cause } => match cause {
                Unlock::Capture => write!(f, "{seat}'s gate is unlocked by its first capture."),
                Unlock::Throne => {
                    write!(f, "{seat}'s gate is unlocked: a piece entered the Throne.")
                }
            },
            Event::BonusEarned { seat } => write!(f, "{seat} earns a bonus round."),
            Event::BonusRound { seat } => write!(f, "{seat} plays a bonus round: throw again."),
            Event::Forfeited { seat, values } => {
                write!(f, "{seat} has no legal move for {values}: forfeited.")
            }
            Event::Finished { seat, kind, count } => {
                write!(f, "{seat}'s {kind} entered the Throne ({count} of 5).")
            }
            Event::TurnPassed { to } => write!(f, "{to} to throw."),
            Event::Resigned { seat } => write!(f, "{seat} resigned."),
            Event::Won { seat } => write!(f, "{seat} wins the Throne!"),
        }
    }
}
