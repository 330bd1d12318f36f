//! What a turn did, in order, as sentences.

use crate::position::Blocker;
use crate::square::{Color, Facing, Role, Square};
use std::fmt;

/// One thing that happened in a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A piece moved.
    Moved {
        /// Whose.
        color: Color,
        /// Which.
        role: Role,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// Castling.
    Castled {
        /// Who castled.
        color: Color,
        /// Whether king side.
        king_side: bool,
    },
    /// A piece was captured.
    Captured {
        /// Whose piece.
        color: Color,
        /// Which.
        role: Role,
        /// Where it stood.
        square: Square,
    },
    /// A pawn promoted.
    Promoted {
        /// Where.
        square: Square,
        /// Into what.
        role: Role,
        /// Whether by displacement (always a queen, E50).
        displaced: bool,
    },
    /// A capture was blocked (E30).
    Blocked {
        /// The attacker's role.
        attacker: Role,
        /// The attacker's square.
        from: Square,
        /// The defender's role.
        defender: Role,
        /// The defender's square.
        square: Square,
        /// What blocked it.
        by: Blocker,
    },
    /// Sturdy was used up (E14).
    SturdyUsed {
        /// The surviving piece.
        square: Square,
    },
    /// The attacker was knocked back (E13).
    KnockedBack {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A drawn knockback was cancelled: it would have exposed the king (E40).
    KnockbackCancelled {
        /// The attacker, who stays.
        square: Square,
    },
    /// An extra step (Side Step, Tailwind).
    Stepped {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A Quantum Step swap (E27).
    Swapped {
        /// The moved piece's square before.
        from: Square,
        /// The friend's square before.
        with: Square,
    },
    /// A Block Piece turned (E25).
    Faced {
        /// The piece (its square after the turn).
        square: Square,
        /// Its new facing.
        facing: Facing,
    },
    /// A king is in check.
    Check {
        /// Whose king.
        color: Color,
    },
    /// Checkmate.
    Checkmate {
        /// The winner.
        winner: Color,
    },
    /// Stalemate (E1).
    Stalemate,
    /// 150 plies without capture, removal, Sturdy use or pawn movement (E1).
    SeventyFiveMoves,
    /// The same position for the fifth time (E1).
    Fivefold,
}

impl Event {
    /// How the game ended, if this event ends it.
    pub fn ending(&self) -> Option<crate::Status> {
        match self {
            Event::Checkmate { winner } => Some(crate::Status::Checkmate { winner: *winner }),
            Event::Stalemate => Some(crate::Status::Stalemate),
            Event::SeventyFiveMoves => Some(crate::Status::SeventyFiveMoves),
            Event::Fivefold => Some(crate::Status::Fivefold),
            _ => None,
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Moved {
                color,
                role,
                from,
                to,
            } => write!(f, "{} {} {from}-{to}.", color.name(), role.name()),
            Event::Castled { color, king_side } => write!(
                f,
                "{} castled {}.",
                color.name(),
                if *king_side {
                    "king side"
                } else {
                    "queen side"
                }
            ),
            Event::Captured {
                color,
                role,
                square,
            } => write!(
                f,
                "{}'s {} on {square} is captured.",
                color.name(),
                role.name()
            ),
            Event::Promoted {
                square,
                role,
                displaced,
            } => {
                if *displaced {
                    write!(
                        f,
                        "The pawn displaced onto {square} promotes to a queen (E50)."
                    )
                } else {
                    write!(f, "The pawn on {square} promotes to a {}.", role.name())
                }
            }
            Event::Blocked {
                attacker,
                from,
                defender,
                square,
                by,
            } => write!(
                f,
                "The {} on {from} cannot capture the {} on {square}: blocked by {}, the capture does not happen (E30).",
                attacker.name(),
                defender.name(),
                by.title()
            ),
            Event::SturdyUsed { square } => {
                write!(
                    f,
                    "The piece on {square} survives: its Sturdy is used up (E14)."
                )
            }
            Event::KnockedBack { from, to } => {
                write!(
                    f,
                    "Bastion knocks the attacker back from {from} to {to} (E13)."
                )
            }
            Event::KnockbackCancelled { square } => write!(
                f,
                "The knockback drawn for the attacker on {square} would expose its king, so it stays (E40)."
            ),
            Event::Stepped { from, to } => write!(f, "It steps {from}-{to}."),
            Event::Swapped { from, with } => {
                write!(
                    f,
                    "Quantum Step: it swaps with the friend on {with} and stands there; the friend goes to {from} (E27)."
                )
            }
            Event::Faced { square, facing } => {
                write!(
                    f,
                    "The Block Piece on {square} now faces {}.",
                    facing.name()
                )
            }
            Event::Check { color } => write!(f, "{} is in check.", color.name()),
            Event::Checkmate { winner } => {
                write!(f, "Checkmate: {} wins.", winner.name())
            }
            Event::Stalemate => write!(f, "Stalemate: drawn (E1)."),
            Event::SeventyFiveMoves => write!(
                f,
                "Drawn by the 75-move rule: 150 plies without a capture, removal, Sturdy use or pawn movement (E1)."
            ),
            Event::Fivefold => write!(f, "Drawn: the same position for the fifth time (E1)."),
        }
    }
}
