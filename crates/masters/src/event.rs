//! What happened in a turn, in order, for the host to announce.

use crate::piece::{Kind, Piece, Side};
use crate::square::Square;
use std::fmt;

/// Why a claim ended (M27).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReleaseReason {
    /// The held piece was captured.
    PieceCaptured,
    /// The claiming puppeteer was captured.
    PuppeteerCaptured,
    /// The claiming puppeteer is itself claimed.
    PuppeteerClaimed,
    /// Puppeteer and piece no longer share a rank or file.
    OutOfLine,
    /// A piece now stands between them, on this square.
    Blocked(Square),
}

/// One thing that happened while a turn was applied, in the order of the rules' steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// A witch took a moveset (M32), automatically when `forced` (M34).
    InheritanceAccepted {
        /// The witch's side.
        side: Side,
        /// The moveset she now has.
        kind: Kind,
        /// Whether the acceptance was forced (M34).
        forced: bool,
    },
    /// A side declined its witch's pending offers.
    InheritanceDeclined {
        /// The witch's side.
        side: Side,
    },
    /// A claim was established (M21, M28).
    ClaimEstablished {
        /// The side whose puppeteer claims.
        claimer: Side,
        /// The claimed piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// A puppeteer let go of one piece and took another in the same turn (M22, M28).
    ClaimRetargeted {
        /// The side whose puppeteer claims.
        claimer: Side,
        /// The piece let go.
        released: Piece,
        /// Where the piece let go stands.
        released_square: Square,
        /// The newly claimed piece.
        piece: Piece,
        /// Where it stands.
        square: Square,
    },
    /// A claim ended (M27, M28).
    ClaimReleased {
        /// The side whose puppeteer held the piece.
        claimer: Side,
        /// The piece that was held.
        piece: Piece,
        /// Where it stood when released.
        square: Square,
        /// Why.
        reason: ReleaseReason,
    },
    /// A piece moved.
    Moved {
        /// The side that moved it (its controller).
        mover: Side,
        /// The piece, before any promotion.
        piece: Piece,
        /// Where it started.
        from: Square,
        /// Where it ended.
        to: Square,
    },
    /// A piece was captured on `square`.
    Captured {
        /// The captured piece.
        piece: Piece,
        /// Where it stood.
        square: Square,
    },
    /// A scout was promoted (M36).
    Promoted {
        /// The scout's owner.
        owner: Side,
        /// Where it stands.
        square: Square,
        /// What it became.
        to: Kind,
    },
    /// A witch was offered a moveset (M31), `forced` when she must take it (M34).
    OfferMade {
        /// The witch's side.
        side: Side,
        /// The moveset offered.
        kind: Kind,
        /// Whether the offer is forced.
        forced: bool,
    },
    /// The game is won (M37).
    GameWon {
        /// The winner.
        winner: Side,
    },
}

impl Event {
    /// Whether the event is one of the quiet claim lines of M28.
    pub fn is_claim_line(&self) -> bool {
        matches!(
            self,
            Event::ClaimEstablished { .. }
                | Event::ClaimRetargeted { .. }
                | Event::ClaimReleased { .. }
        )
    }
}

impl fmt::Display for Event {
    /// One sentence for the channel. Claim lines follow M28 word for word.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Event::InheritanceAccepted {
                side,
                kind,
                forced: false,
            } => {
                write!(f, "{side}'s witch inherits the {kind}'s moveset.")
            }
            Event::InheritanceAccepted {
                side,
                kind,
                forced: true,
            } => {
                write!(
                    f,
                    "{side}'s witch is forced to inherit the {kind}'s moveset."
                )
            }
            Event::InheritanceDeclined { side } => {
                write!(f, "{side}'s witch declines her inheritance.")
            }
            Event::ClaimEstablished { claimer, piece, .. } => {
                write!(f, "{claimer} puppeteer claimed control of {piece}.")
            }
            Event::ClaimRetargeted {
                claimer,
                released,
                piece,
                ..
            } => write!(
                f,
                "{claimer} puppeteer lost control of {released} and claimed control of {piece}."
            ),
            Event::ClaimReleased { claimer, piece, .. } => {
                write!(f, "{claimer} puppeteer lost control of {piece}.")
            }
            Event::Moved {
                piece, from, to, ..
            } => write!(f, "{piece} moved {from}-{to}."),
            Event::Captured { piece, square } => write!(f, "{piece} on {square} was captured."),
            Event::Promoted { owner, square, to } => {
                write!(f, "{owner}'s scout on {square} was promoted to a {to}.")
            }
            Event::OfferMade {
                side,
                kind,
                forced: false,
            } => {
                write!(f, "{side}'s witch is offered the {kind}'s moveset.")
            }
            Event::OfferMade {
                side,
                kind,
                forced: true,
            } => write!(
                f,
                "{side}'s witch is offered the {kind}'s moveset and must accept it."
            ),
            Event::GameWon { winner } => write!(
                f,
                "{winner} wins: all three of {}'s leaders have fallen.",
                winner.other()
            ),
        }
    }
}
