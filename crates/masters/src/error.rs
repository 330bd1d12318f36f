//! Why a turn was rejected, as one sentence a player understands.

use crate::piece::{Kind, KindSet, Piece, Side};
use crate::square::Square;
use std::fmt;

/// A piece on a square, named from the point of view of the side to move:
/// "your horseman on B1", "Frost's scout on E7".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceOn {
    /// The piece.
    pub piece: Piece,
    /// Where it stands.
    pub square: Square,
    /// The side reading the message.
    pub viewer: Side,
}

impl fmt::Display for PieceOn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.piece.owner == self.viewer {
            write!(f, "your {} on {}", self.piece.kind, self.square)
        } else {
            write!(f, "{} on {}", self.piece, self.square)
        }
    }
}

/// Capitalises the first letter of a sentence fragment.
struct Cap<T>(T);

impl<T: fmt::Display> fmt::Display for Cap<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = self.0.to_string();
        let mut chars = s.chars();
        if let Some(c) = chars.next() {
            write!(f, "{}{}", c.to_uppercase(), chars.as_str())?;
        }
        Ok(())
    }
}

fn list(kinds: KindSet) -> String {
    kinds.iter().map(Kind::name).collect::<Vec<_>>().join(", ")
}

/// Why a claim is not allowed (M21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimError {
    /// The claiming side's puppeteer has been captured.
    NoPuppeteer,
    /// The claiming side's puppeteer is itself claimed.
    PuppeteerHeld {
        /// Where it stands.
        puppeteer: Square,
        /// Who holds it.
        by: Side,
    },
    /// The target square is empty.
    Empty {
        /// The target.
        target: Square,
    },
    /// The target is owned by the claiming side (M29).
    OwnPiece {
        /// The target.
        target: PieceOn,
    },
    /// This puppeteer already holds the target.
    AlreadyHeld {
        /// The target.
        target: PieceOn,
    },
    /// Puppeteer and target share no rank or file.
    NoLine {
        /// The puppeteer's square.
        puppeteer: Square,
        /// The target.
        target: Square,
    },
    /// A piece stands between puppeteer and target.
    Blocked {
        /// The puppeteer's square.
        puppeteer: Square,
        /// The target.
        target: Square,
        /// The first piece in the way.
        blocker: Kind,
        /// Where it stands.
        blocker_square: Square,
    },
    /// The target stands in a cardinal's aura (M17).
    Protected {
        /// The target.
        target: PieceOn,
        /// A cardinal whose aura covers it.
        cardinal: Square,
    },
}

impl fmt::Display for ClaimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ClaimError::NoPuppeteer => {
                write!(f, "you have no puppeteer left to claim with.")
            }
            ClaimError::PuppeteerHeld { puppeteer, by } => write!(
                f,
                "your puppeteer on {puppeteer} is held by {by} and cannot claim."
            ),
            ClaimError::Empty { target } => write!(f, "there is no piece on {target} to claim."),
            ClaimError::OwnPiece { target } => write!(
                f,
                "{target} is your own piece: you can claim only {}'s pieces.",
                target.viewer.other()
            ),
            ClaimError::AlreadyHeld { target } => {
                write!(f, "your puppeteer already holds {target}.")
            }
            ClaimError::NoLine { puppeteer, target } => write!(
                f,
                "your puppeteer on {puppeteer} cannot see {target}: they share no rank or file."
            ),
            ClaimError::Blocked {
                puppeteer,
                target,
                blocker,
                blocker_square,
            } => write!(
                f,
                "your puppeteer on {puppeteer} cannot see {target}: the {blocker} on {blocker_square} is in the way."
            ),
            ClaimError::Protected { target, cardinal } => write!(
                f,
                "{target} stands in the aura of the cardinal on {cardinal} and cannot be claimed."
            ),
        }
    }
}

/// Why a turn was rejected. The position is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum TurnError {
    /// The game has been won (M37, M40).
    #[error("The game is over: {winner} has won.")]
    GameOver {
        /// The winner.
        winner: Side,
    },
    /// The move starts on an empty square.
    #[error("There is no piece on {from} to move.")]
    NoPiece {
        /// The square.
        from: Square,
    },
    /// The mover does not control the piece (M4).
    #[error("{}", match held_by { Some(s) => format!("{} is held by {s}'s puppeteer: you cannot move it until the claim ends.", Cap(piece)), None => format!("{} is not yours to move.", Cap(piece)) })]
    NotYours {
        /// The piece.
        piece: PieceOn,
        /// The enemy claimer holding it, if the piece is the mover's own.
        held_by: Option<Side>,
    },
    /// The witch has no moveset yet (M30).
    #[error(
        "{} has no moveset yet: she moves only after accepting an inheritance.",
        Cap(witch)
    )]
    WitchCannotMove {
        /// The witch.
        witch: PieceOn,
    },
    /// From and to are the same square.
    #[error("A move must go somewhere: {from} to {from} stays put.")]
    NullMove {
        /// The square.
        from: Square,
    },
    /// The destination is not in the piece's pattern (M6–M13).
    #[error("{} cannot reach {to}{}.", Cap(piece), match moves_as { Some(k) => format!(" (she moves as a {k})"), None => String::new() })]
    OutOfReach {
        /// The moving piece.
        piece: PieceOn,
        /// The destination.
        to: Square,
        /// For a witch, her moveset.
        moves_as: Option<Kind>,
    },
    /// A piece stands in the way (M10, M11, M6).
    #[error(
        "{} cannot reach {to}: the {blocker} on {blocker_square} is in the way.",
        Cap(piece)
    )]
    Blocked {
        /// The moving piece.
        piece: PieceOn,
        /// The destination.
        to: Square,
        /// The first piece in the way.
        blocker: Kind,
        /// Where it stands.
        blocker_square: Square,
    },
    /// A scout stepping forward onto an occupied square (M13).
    #[error(
        "{} cannot step onto {to}: it is occupied, and a scout captures only diagonally forward.",
        Cap(piece)
    )]
    ScoutBlocked {
        /// The scout.
        piece: PieceOn,
        /// The destination.
        to: Square,
    },
    /// A scout moving diagonally onto an empty square (M13).
    #[error("{} moves diagonally only to capture, and {to} is empty.", Cap(piece))]
    ScoutDiagonalToEmpty {
        /// The scout.
        piece: PieceOn,
        /// The destination.
        to: Square,
    },
    /// The destination holds a piece the mover controls (M14).
    #[error("{} cannot land on {}: you control that piece.", Cap(piece), occupant.square)]
    OwnPieceThere {
        /// The moving piece.
        piece: PieceOn,
        /// The piece on the destination.
        occupant: PieceOn,
    },
    /// The destination holds a protected hostile piece (M14, M17).
    #[error(
        "{} stands in the aura of the cardinal on {cardinal} and cannot be captured.",
        Cap(target)
    )]
    Protected {
        /// The piece that would be captured.
        target: PieceOn,
        /// A cardinal whose aura covers it.
        cardinal: Square,
    },
    /// A promoting move without a choice (M36).
    #[error(
        "Your scout reaches the far rank on {to}: choose what it becomes, dragon, sentinel, archer or horseman (for example {from}-{to}=dragon)."
    )]
    PromotionMissing {
        /// Where the scout starts.
        from: Square,
        /// The far-rank square.
        to: Square,
    },
    /// A promotion choice on a move that does not promote (M36).
    #[error(
        "Only a scout reaching its far rank is promoted: leave the promotion out of {from}-{to}."
    )]
    PromotionNotAllowed {
        /// Where the piece starts.
        from: Square,
        /// Where it ends.
        to: Square,
    },
    /// The claim is not allowed; `after_move` says it was checked after the turn's move (M23).
    #[error("{}{}{}", if *after_move { "After your move, " } else { "" }, if *after_move { reason.to_string() } else { Cap(reason).to_string() }, if *after_move { " Change the move or the claim." } else { "" })]
    Claim {
        /// What is wrong with it.
        reason: ClaimError,
        /// Whether it was checked in the position after the move (M23).
        after_move: bool,
    },
    /// An inheritance answer with no offer pending (M32).
    #[error("Your witch has no inheritance offer to answer: leave the answer out.")]
    NoOffer,
    /// Accepting a kind that was not offered (M32).
    #[error("Your witch was not offered the {kind}'s moveset; she was offered: {}.", list(*offers))]
    NotOffered {
        /// The kind named.
        kind: Kind,
        /// What is on offer.
        offers: KindSet,
    },
    /// Declining or choosing another offer while one is forced (M34).
    #[error("Your witch must inherit the {kind}'s moveset (forced): leave the answer out.")]
    ForcedInheritance {
        /// The forced kind.
        kind: Kind,
    },
    /// Accepting with no witch on the board (M31).
    #[error("Your witch has been captured: there is nobody to inherit.")]
    NoWitch,
}
