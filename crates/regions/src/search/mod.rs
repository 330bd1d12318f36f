//! The engine opponent's view of Regions chess (issue 23): the position as
//! an [`engine::SearchGame`], its evaluation ([`eval`]), and the engine's
//! choices where a secret is unknown ([`secret`]): its own infiltrator
//! pick, and a turn searched over the pieces the opponent's infiltrator
//! could be, never the real one.

pub mod eval;
pub mod secret;

use crate::action::Action;
use crate::position::Position;

impl engine::SearchGame for Position {
    type Move = Action;

    fn moves(&self, out: &mut Vec<Action>) {
        // R15: a captured king ends the game.
        if self.winner().is_none() {
            out.extend(self.legal_actions());
        }
    }

    fn play(&self, action: Action) -> Position {
        self.after_unchecked(&action)
    }

    fn key(&self) -> u64 {
        engine::hashed_key(self)
    }

    fn no_moves_score(&self) -> i32 {
        // R15: the side to move's king was taken (a loss), or it has no
        // action at all (a draw).
        engine::no_moves_score(self.winner().is_some())
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn is_noisy(&self, action: Action) -> bool {
        match action {
            Action::Reveal => true,
            Action::Move(m) => m.promotion.is_some() || self.piece_at(m.to).is_some(),
        }
    }

    fn hint(&self, action: Action) -> i32 {
        match action {
            Action::Reveal => eval::REVEAL_HINT,
            Action::Move(m) => {
                let victim = self.piece_at(m.to).map_or(0, |p| eval::value(p.kind));
                let attacker = self.piece_at(m.from).map_or(0, |p| eval::value(p.kind));
                10 * victim - attacker / 10
            }
        }
    }
}
