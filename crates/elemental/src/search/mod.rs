//! The engine opponent's view of Elemental chess (issue 23): with empty
//! loadouts, plain chess — the chess core as an [`engine::SearchGame`],
//! its Zobrist key ([`zobrist`]) and its evaluation ([`eval`]); with
//! loadouts, the whole game ([`game`]); the engine's loadout and turn
//! as an opponent may choose them ([`choose`]).

pub mod choose;
pub mod eval;
pub mod game;
pub mod zobrist;

use crate::chess::{Board, Move, MoveKind, MoveList};
use crate::square::Role;

impl engine::SearchGame for Board {
    type Move = Move;

    fn moves(&self, out: &mut Vec<Move>) {
        let mut list = MoveList::new();
        self.legal_moves(&mut list);
        out.extend_from_slice(list.as_slice());
    }

    fn play(&self, m: Move) -> Board {
        Board::play(self, m)
    }

    fn key(&self) -> u64 {
        zobrist::key(self)
    }

    fn no_moves_score(&self) -> i32 {
        if self.in_check() { -engine::MATE } else { 0 }
    }

    fn drawn(&self) -> bool {
        // E1: the 75-move rule.
        self.halfmoves() >= 150
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn is_noisy(&self, m: Move) -> bool {
        self.piece_at(m.to).is_some()
            || matches!(m.kind, MoveKind::EnPassant | MoveKind::Promotion(_))
    }

    fn hint(&self, m: Move) -> i32 {
        // Most valuable victim, least valuable attacker.
        let victim = match m.kind {
            MoveKind::EnPassant => Role::Pawn,
            _ => self.piece_at(m.to).map_or(Role::Pawn, |(_, r)| r),
        };
        let attacker = self.piece_at(m.from).map_or(Role::Pawn, |(_, r)| r);
        let promotion = match m.kind {
            MoveKind::Promotion(r) => eval::value(r),
            _ => 0,
        };
        10 * eval::value(victim) - eval::value(attacker) + promotion
    }
}
