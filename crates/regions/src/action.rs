//! What a player submits on their turn: a move (perhaps with a carried
//! pawn and promotions) or the reveal of their infiltrator (R6–R11, R14).

use crate::piece::Promotion;
use crate::square::Square;

/// The friendly pawn a commander takes along on its forward move (R7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Carry {
    /// Where the carried pawn stands; it moves straight forward as far as the commander.
    pub from: Square,
    /// What the carried pawn becomes if it reaches its last rank.
    pub promotion: Option<Promotion>,
}

/// A piece move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it ends on (a jumper's chain by where it lands, R10).
    pub to: Square,
    /// What a pawn reaching its last rank becomes (R6); absent otherwise.
    pub promotion: Option<Promotion>,
    /// A commander's carried pawn (R7).
    pub carry: Option<Carry>,
}

impl Move {
    /// A plain move.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
            carry: None,
        }
    }

    /// The same move with a promotion choice.
    pub const fn promoting(mut self, promotion: Promotion) -> Move {
        self.promotion = Some(promotion);
        self
    }

    /// The same move carrying the pawn on `pawn` (R7).
    pub const fn carrying(mut self, pawn: Square, promotion: Option<Promotion>) -> Move {
        self.carry = Some(Carry {
            from: pawn,
            promotion,
        });
        self
    }
}

/// One turn's action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// Move a piece.
    Move(Move),
    /// Reveal one's infiltrator: it changes side in place and the turn ends (R14).
    Reveal,
}

impl Action {
    /// The move, if the action is one.
    pub const fn mv(&self) -> Option<Move> {
        match self {
            Action::Move(m) => Some(*m),
            Action::Reveal => None,
        }
    }
}

impl From<Move> for Action {
    fn from(m: Move) -> Action {
        Action::Move(m)
    }
}
