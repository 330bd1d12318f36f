//! What a player submits: a move, a claim or both, and perhaps an
//! inheritance answer (M20, M32, M36).

use crate::piece::{Kind, Promotion};
use crate::square::Square;

/// A piece move: from, to, and the promotion choice when a scout reaches its far rank (M36).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square it ends on.
    pub to: Square,
    /// What a promoting scout becomes; must be absent on any other move.
    pub promotion: Option<Promotion>,
}

impl Move {
    /// A move without promotion.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }

    /// A promoting move.
    pub const fn promoting(from: Square, to: Square, promotion: Promotion) -> Move {
        Move {
            from,
            to,
            promotion: Some(promotion),
        }
    }
}

/// The board part of a turn: at least one of a move and a claim (M20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Action {
    /// A move alone.
    Move(Move),
    /// A claim alone; the board does not change (M20).
    Claim(Square),
    /// A move and a claim on the given target square.
    MoveAndClaim(Move, Square),
}

/// The answer to the witch's pending offers (M32).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Inheritance {
    /// Accept the offer of this kind; she moves with it from this turn on.
    Accept(Kind),
    /// Decline every pending offer (the same as saying nothing: they lapse).
    Decline,
}

/// One turn. An empty turn cannot be built (M20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Turn {
    /// The move and/or claim.
    pub action: Action,
    /// The inheritance answer, if the player gives one.
    pub inheritance: Option<Inheritance>,
}

impl Turn {
    /// A turn from its optional parts; `None` when it has neither move nor claim.
    pub fn new(
        mv: Option<Move>,
        claim: Option<Square>,
        inheritance: Option<Inheritance>,
    ) -> Option<Turn> {
        let action = match (mv, claim) {
            (Some(m), Some(c)) => Action::MoveAndClaim(m, c),
            (Some(m), None) => Action::Move(m),
            (None, Some(c)) => Action::Claim(c),
            (None, None) => return None,
        };
        Some(Turn {
            action,
            inheritance,
        })
    }

    /// A turn that only moves.
    pub const fn moving(mv: Move) -> Turn {
        Turn {
            action: Action::Move(mv),
            inheritance: None,
        }
    }

    /// A turn that only claims.
    pub const fn claiming(target: Square) -> Turn {
        Turn {
            action: Action::Claim(target),
            inheritance: None,
        }
    }

    /// The same turn with an inheritance answer.
    pub const fn with_inheritance(mut self, answer: Inheritance) -> Turn {
        self.inheritance = Some(answer);
        self
    }

    /// The move, if any.
    pub const fn mv(&self) -> Option<Move> {
        match self.action {
            Action::Move(m) | Action::MoveAndClaim(m, _) => Some(m),
            Action::Claim(_) => None,
        }
    }

    /// The claim target, if any.
    pub const fn claim(&self) -> Option<Square> {
        match self.action {
            Action::Claim(c) | Action::MoveAndClaim(_, c) => Some(c),
            Action::Move(_) => None,
        }
    }

    /// Whether the claim targets the moving piece, checked before the move (M24).
    pub fn claims_mover(&self) -> bool {
        matches!(self.action, Action::MoveAndClaim(m, c) if m.from == c)
    }
}
