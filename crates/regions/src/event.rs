//! What happened during an action, in order, for the host to announce.
//!
//! Most events are public; [`Event::InfiltratorLost`] tells which enemy
//! piece a player had secretly picked, so only that player may see it
//! ([`Event::visible_to`]).

use crate::piece::{Kind, Piece, Promotion, Side};
use crate::square::Square;
use std::fmt;

/// One thing that happened while an action was applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A piece moved (a jumper's chain by its landing square).
    Moved {
        /// The piece, before any promotion.
        piece: Piece,
        /// Where it started.
        from: Square,
        /// Where it ended.
        to: Square,
    },
    /// A commander carried a pawn along (R7).
    Carried {
        /// The carried pawn.
        piece: Piece,
        /// Where it started.
        from: Square,
        /// Where it ended.
        to: Square,
    },
    /// A piece was captured.
    Captured {
        /// The captured piece.
        piece: Piece,
        /// Where it stood.
        square: Square,
    },
    /// A pawn or commander promoted on its last rank (R6).
    Promoted {
        /// Its side.
        side: Side,
        /// Where it stands.
        square: Square,
        /// What it became.
        to: Promotion,
    },
    /// A commander may recapture on this square on its side's next turn (R7).
    RecaptureOpen {
        /// The side that may recapture.
        side: Side,
        /// The square.
        square: Square,
    },
    /// A player revealed their infiltrator: it changed side in place (R14).
    Revealed {
        /// The side that revealed it and now owns the piece.
        side: Side,
        /// Where it stands.
        square: Square,
        /// What it is.
        kind: Kind,
    },
    /// A hidden infiltrator was captured before its reveal (R14). Secret:
    /// only `picker` may see it.
    InfiltratorLost {
        /// The side that had picked it.
        picker: Side,
        /// Where it was captured.
        square: Square,
    },
    /// After the mover's action, `side` is in check (R12).
    Check {
        /// The side in check.
        side: Side,
    },
    /// A king was captured: `winner` wins (R15).
    KingCaptured {
        /// The winner.
        winner: Side,
    },
    /// The side to move has no legal action: the game is drawn (R15).
    NoLegalAction {
        /// The side that cannot act.
        side: Side,
    },
}

impl Event {
    /// Whether `viewer` (a side, or `None` for a spectator or the channel)
    /// may see this event.
    pub fn visible_to(&self, viewer: Option<Side>) -> bool {
        match self {
            Event::InfiltratorLost { picker, .. } => viewer == Some(*picker),
            _ => true,
        }
    }
}

impl fmt::Display for Event {
    /// One sentence for the channel (or, for the secret event, its owner).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::Moved { piece, from, to } => write!(f, "{piece} moved {from}-{to}."),
            Event::Carried { piece, from, to } => {
                write!(f, "{piece} was carried {from}-{to}.")
            }
            Event::Captured { piece, square } => write!(f, "{piece} on {square} was captured."),
            Event::Promoted { side, square, to } => {
                write!(f, "{side}'s pawn on {square} was promoted to a {to}.")
            }
            Event::RecaptureOpen { side, square } => write!(
                f,
                "{side}'s commander may recapture on {square} on its next turn."
            ),
            Event::Revealed { side, square, kind } => write!(
                f,
                "{side} reveals an infiltrator: the {kind} on {square} is now {side}'s."
            ),
            Event::InfiltratorLost { square, .. } => write!(
                f,
                "Your infiltrator on {square} was captured before you revealed it."
            ),
            Event::Check { side } => write!(f, "{side} is in check."),
            Event::KingCaptured { winner } => write!(
                f,
                "{winner} wins: {}'s king has been captured.",
                winner.other()
            ),
            Event::NoLegalAction { side } => {
                write!(f, "{side} has no legal action: the game is drawn.")
            }
        }
    }
}
