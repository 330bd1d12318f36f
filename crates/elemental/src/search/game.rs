//! The engine opponent's view of Elemental chess with loadouts: a whole
//! [`Game`] as an [`engine::SearchGame`], every ability the rules crate
//! implements in its turns (issue 23, first slice: slower than plain chess,
//! since each turn is played through the same checks as a player's).

use crate::game::Game;
use crate::square::{Role, Square};
use crate::turn::Turn;

impl engine::SearchGame for Game {
    type Move = Turn;

    fn moves(&self, out: &mut Vec<Turn>) {
        out.extend(self.legal_turns().into_iter().map(|c| c.turn));
    }

    fn play(&self, turn: Turn) -> Game {
        // Generated turns are legal; a refusal would leave the game as it is.
        self.play(&turn)
            .map_or_else(|_| self.clone(), |(next, _)| next)
    }

    fn key(&self) -> u64 {
        self.position().key()
    }

    fn no_moves_score(&self) -> i32 {
        if self.position().in_check(self.turn()) {
            -engine::MATE
        } else {
            0
        }
    }

    fn drawn(&self) -> bool {
        // E1: the 75-move rule and fivefold repetition.
        self.position().board().halfmoves() >= 150 || self.repetitions() >= 5
    }

    fn evaluate(&self) -> i32 {
        let p = self.position();
        let us = self.turn();
        let mut score = 0;
        for sq in Square::all() {
            if let Some((c, role, info)) = p.piece(sq) {
                let mut v = super::eval::value(role);
                // What a piece still carries is worth a little (E14, E34).
                if p.sturdy(sq) {
                    v += 40;
                }
                if info.locked > 0 {
                    v -= 20;
                }
                score += if c == us { v } else { -v };
            }
        }
        score
    }

    fn is_noisy(&self, turn: Turn) -> bool {
        let enemy = |sq: Square| {
            self.position()
                .piece(sq)
                .is_some_and(|(c, _, _)| c != self.turn())
        };
        enemy(turn.to) || turn.chain.is_some() || turn.raijin.is_some() || turn.promotion.is_some()
    }

    fn hint(&self, turn: Turn) -> i32 {
        let victim = self
            .position()
            .piece(turn.to)
            .map_or(0, |(_, r, _)| super::eval::value(r));
        let removals = [turn.double_kill, turn.quantum_kill]
            .iter()
            .flatten()
            .filter_map(|sq| self.position().piece(*sq))
            .map(|(_, r, _)| super::eval::value(r))
            .sum::<i32>();
        let attacker = self
            .position()
            .piece(turn.from)
            .map_or(Role::Pawn, |(_, r, _)| r);
        10 * (victim + removals) - super::eval::value(attacker)
    }
}
