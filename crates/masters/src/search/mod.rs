//! The engine opponent's view of Masters (issue 23): the position as an
//! [`engine::SearchGame`] and its evaluation ([`eval`]). A first slice:
//! material of the pieces each side controls, leaders weighted; auras,
//! claims threatened and the witch's inheritance come later.

pub mod eval;

use crate::position::Position;
use crate::turn::Turn;

impl engine::SearchGame for Position {
    type Move = Turn;

    fn moves(&self, out: &mut Vec<Turn>) {
        // M37: a finished game has no turns.
        if self.winner().is_none() {
            self.push_legal_turns(out);
        }
    }

    fn play(&self, turn: Turn) -> Position {
        self.play_unchecked(&turn)
    }

    fn key(&self) -> u64 {
        engine::hashed_key(self)
    }

    fn no_moves_score(&self) -> i32 {
        // The side to move has lost every leader (M37), or cannot move.
        engine::no_moves_score(self.winner().is_some())
    }

    fn evaluate(&self) -> i32 {
        eval::evaluate(self)
    }

    fn is_noisy(&self, turn: Turn) -> bool {
        turn.claim().is_some() || turn.mv().is_some_and(|m| self.piece_at(m.to).is_some())
    }

    fn hint(&self, turn: Turn) -> i32 {
        let victim = turn
            .mv()
            .and_then(|m| self.piece_at(m.to))
            .map_or(0, |p| eval::value(p.kind));
        let claimed = turn
            .claim()
            .and_then(|sq| self.piece_at(sq))
            .map_or(0, |p| eval::value(p.kind) / 2);
        victim + claimed
    }
}

/// The engine's turn for the side to move at `level`, drawn with `seed`
/// where the level allows imperfection, within the level's time (or
/// `nodes`, repeatably); `stop` ends it early. `None` when there is no turn.
pub fn choose(
    pos: &Position,
    level: engine::Level,
    seed: u64,
    nodes: Option<u64>,
    stop: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
) -> Option<Turn> {
    let limits = engine::Limits {
        stop,
        ..level.limits(std::time::Instant::now(), nodes)
    };
    engine::choose(
        &mut engine::Searcher::<Position>::new(1 << 16),
        pos,
        level,
        limits,
        seed,
    )
}
