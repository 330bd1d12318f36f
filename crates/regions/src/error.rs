//! Why an action or a pick is refused, as one sentence a player
//! understands, naming the rule.

use crate::piece::{Kind, Side};
use crate::square::Square;

/// Why an action is not legal now. The position is unchanged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    /// A king has been captured (R15).
    #[error("The game is over: {winner} captured the king (R15).")]
    GameOver {
        /// The winner.
        winner: Side,
    },
    /// Somebody has not picked an infiltrator yet (R13).
    #[error("Both players pick their infiltrator before the first move (R13).")]
    PicksPending,
    /// Nothing stands on the square.
    #[error("There is no piece on {0}.")]
    Empty(Square),
    /// The piece belongs to the opponent.
    #[error("The {kind} on {square} is {owner}'s, not yours to move.")]
    NotYours {
        /// Its kind.
        kind: Kind,
        /// Where it stands.
        square: Square,
        /// Its side.
        owner: Side,
    },
    /// The destination holds one of the mover's own pieces.
    #[error("Your {kind} on {from} cannot go to {to}: your own piece stands there.")]
    OwnPiece {
        /// The moving kind.
        kind: Kind,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A region-bound piece tries to capture across the sky channel (R4).
    #[error(
        "Your {kind} on {from} cannot capture on {to}: the sky channel lies between them, and only scouts, towers and the queen capture across it from land or water (R4)."
    )]
    AcrossSky {
        /// The capturing kind.
        kind: Kind,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// The piece does not move that way.
    #[error("Your {kind} on {from} cannot reach {to} ({rule}).", rule = kind.rule())]
    OutOfReach {
        /// The moving kind.
        kind: Kind,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A pawn reaches its last rank without a choice (R6).
    #[error(
        "Your {kind} reaches the last rank on {square}: choose what it becomes (queen, tower, bishop, scout or hussar) (R6)."
    )]
    PromotionNeeded {
        /// The promoting kind.
        kind: Kind,
        /// The last-rank square.
        square: Square,
    },
    /// A promotion given for a move that does not promote (R6).
    #[error("Only a pawn reaching its last rank promotes; the piece going to {0} does not (R6).")]
    PromotionNotAllowed(Square),
    /// A carry with a piece that is not a commander, or with a capture or a move that is not straight forward (R7).
    #[error("Only a commander pawn's non-capturing forward move can carry a pawn (R7).")]
    CarryNeedsCommanderAdvance,
    /// The carry square does not hold a friendly plain pawn next to the commander (R7).
    #[error(
        "The commander can only carry one of your plain pawns on a square next to it; {0} holds none (R7)."
    )]
    NoPawnToCarry(Square),
    /// The carried pawn cannot move as far as the commander (R7).
    #[error(
        "The pawn on {pawn} can move only {reach} square(s) forward, so the commander goes only as far: {shorter} (R7)."
    )]
    CarryTooFar {
        /// The carried pawn's square.
        pawn: Square,
        /// How far it can go (0 if not at all).
        reach: u8,
        /// The carry cut to the pawn's reach, in action notation, or a note that there is none.
        shorter: CarryShortened,
    },
    /// The carried pawn reaches its last rank without a choice, or has one it may not use (R6, R7).
    #[error(
        "The carried pawn ends on {0}: give a promotion for it exactly when that is its last rank (R7)."
    )]
    CarryPromotion(Square),
    /// A reveal before any check (R14).
    #[error("You can reveal your infiltrator only once a check has happened in the game (R14).")]
    RevealBeforeCheck,
    /// A second reveal (R14).
    #[error("You have already revealed your infiltrator; each player reveals once (R14).")]
    AlreadyRevealed,
    /// The infiltrator was captured before its reveal (R14).
    #[error(
        "Your infiltrator was captured before you revealed it, so there is nothing to reveal (R14)."
    )]
    InfiltratorLost,
}

/// The carry of [`ActionError::CarryTooFar`] cut to what the pawn can do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CarryShortened {
    /// No carry is possible with that pawn.
    None,
    /// The commander's destination with the shortened carry.
    To(Square),
}

impl std::fmt::Display for CarryShortened {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CarryShortened::None => f.write_str("it cannot be carried"),
            CarryShortened::To(sq) => write!(f, "move the commander to {sq} instead"),
        }
    }
}

/// Why an infiltrator pick is refused (R13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PickError {
    /// The player has picked already.
    #[error("You have already picked your infiltrator (R13).")]
    AlreadyPicked,
    /// Nothing stands there.
    #[error("There is no piece on {0}: pick one of your opponent's pieces (R13).")]
    Empty(Square),
    /// The player's own piece.
    #[error("The {kind} on {square} is yours: pick one of your opponent's pieces (R13).")]
    OwnPiece {
        /// Where.
        square: Square,
        /// What.
        kind: Kind,
    },
    /// A king, queen, tower or scout (R13).
    #[error(
        "The {kind} on {square} cannot be an infiltrator: kings, queens, towers and scouts cannot be picked (R13)."
    )]
    Forbidden {
        /// Where.
        square: Square,
        /// What.
        kind: Kind,
    },
}
