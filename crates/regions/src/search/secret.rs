//! The engine's choices where a secret is unknown (R13, R14): the enemy
//! piece it picks as its infiltrator, and its action when the opponent's
//! infiltrator has not been revealed. It never reads the opponent's pick:
//! it searches the same position with guesses of which of its own pieces
//! the opponent picked, drawn from the pieces that could be, and plays the
//! action most guesses agree on (determinized search).

use crate::action::Action;
use crate::piece::{Kind, Side};
use crate::position::{Infiltrator, Position};
use crate::search::eval;
use crate::square::Square;
use engine::{Draws, Level, Limits, Searcher};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Kinds a player may pick as an infiltrator (R13).
fn pickable(kind: Kind) -> bool {
    !matches!(kind, Kind::King | Kind::Queen | Kind::Tower | Kind::Scout)
}

/// The enemy piece `side` picks as its infiltrator (R13). At levels 3–5
/// the most valuable one, then the one nearest the air files (a piece
/// there captures in any region, R4), then the lowest square; below, one
/// drawn with `seed`. `None` if there is nothing to pick.
pub fn pick(pos: &Position, side: Side, level: Level, seed: u64) -> Option<Square> {
    let choices = pos.pick_choices(side);
    if level.number() < 3 {
        return choices.get(Draws::new(seed).below(choices.len())).copied();
    }
    choices.into_iter().max_by_key(|sq| {
        let kind = pos.piece_at(*sq).map_or(Kind::Pawn, |p| p.kind);
        let to_air = match sq.file() {
            4 | 5 => 0,
            f => (i32::from(f) - 4).abs().min((i32::from(f) - 5).abs()),
        };
        (eval::value(kind), -to_air, std::cmp::Reverse(sq.index()))
    })
}

/// The pieces of `side` its opponent's unrevealed infiltrator could be:
/// every piece of a kind that may be picked (R13).
pub fn suspects(pos: &Position, side: Side) -> Vec<Square> {
    pos.pieces(side)
        .filter(|sq| pos.piece_at(*sq).is_some_and(|p| pickable(p.kind)))
        .collect()
}

/// Whether `side` does not know its opponent's infiltrator: picked and
/// neither revealed nor known to be lost (a capture of it is not shown,
/// so a lost pick looks like a hidden one).
pub fn unknown(pos: &Position, side: Side) -> bool {
    matches!(
        pos.infiltrator(side.other()),
        Infiltrator::Hidden(_) | Infiltrator::Lost
    )
}

/// The position as the side to move may know it, the opponent's pick
/// replaced by `guess` (none left: lost).
pub fn with_guess(pos: &Position, guess: Option<Square>) -> Position {
    let mut setup = pos.to_setup();
    let them = pos.to_move().other();
    setup.infiltrators[them.index()] = guess.map_or(Infiltrator::Lost, Infiltrator::Hidden);
    Position::from_setup(setup).unwrap_or(*pos)
}

/// How many guesses a level searches.
fn guesses(level: Level) -> usize {
    [1, 1, 2, 3, 4][level.number() as usize - 1]
}

/// The engine's action for the side to move at `level`, drawn with `seed`
/// where a level allows imperfection. Its time (or `nodes`, for a
/// repeatable search) is shared among the guesses; `stop` ends it early.
/// `None` when there is no action.
pub fn choose(
    pos: &Position,
    level: Level,
    seed: u64,
    nodes: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
) -> Option<Action> {
    let us = pos.to_move();
    let mut draws = Draws::new(seed);
    let views: Vec<Position> = if unknown(pos, us) {
        let mut pool = suspects(pos, us);
        (0..guesses(level))
            .map(|_| {
                let guess = (!pool.is_empty()).then(|| pool.swap_remove(draws.below(pool.len())));
                with_guess(pos, guess)
            })
            .collect()
    } else {
        vec![*pos]
    };
    // Each guess gets an equal share of the time or the node budget.
    let share = views.len() as u32;
    let mut searcher = Searcher::<Position>::new(1 << 16);
    let mut votes: Vec<(Action, usize)> = Vec::new();
    for view in &views {
        let limits = Limits {
            depth: level.depth(),
            nodes: nodes.map_or(u64::MAX, |n| n / u64::from(share)),
            deadline: nodes
                .is_none()
                .then(|| Instant::now() + level.time() / share),
            stop: stop.clone(),
        };
        let Some(action) = engine::choose(&mut searcher, view, level, limits, draws.state()) else {
            continue;
        };
        match votes.iter_mut().find(|(a, _)| *a == action) {
            Some(v) => v.1 += 1,
            None => votes.push((action, 1)),
        }
    }
    // The most votes; among equals, the one voted for first.
    let most = votes.iter().map(|v| v.1).max()?;
    votes.into_iter().find(|v| v.1 == most).map(|v| v.0)
}
