//! The engine opponent for Throne (issue 23): what a seat does on its
//! round. Throws decide much of the game, so the search is over the seat's
//! own round (every move it may still make with the values thrown) and,
//! at the top level, a Monte Carlo expectimax over the next rounds' throws.
//!
//! The stored generator (T9) is never used to look ahead: it is hidden
//! from the players, and the engine plays as one of them. Future throws
//! are drawn from the engine's own seeded draws with the shells' true
//! odds (T7, T8).
//!
//! Levels: 1 plays a random legal move; 2 the careful one-move look
//! ([`eval::move_score`]); 3 and 4 plan the rest of their round two and
//! three moves deep; 5 also plays each of its best first moves out against
//! sampled throws and careful opponents, and keeps the best on average.

pub mod eval;

use crate::board::Seat;
use crate::moves::{Action, Move};
use crate::position::{Phase, Position};
use crate::throw::{is_power, value_of};
use engine::{Draws, Level};
use std::sync::atomic::{AtomicBool, Ordering};

/// Moves kept at each inner step of a round plan (by the one-move score).
const BEAM: usize = 8;
/// First moves level 5 plays out.
const CANDIDATES: usize = 6;
/// Sampled futures per first move at level 5.
const FUTURES: usize = 24;
/// Rounds of the other seats played out in each future.
const OTHER_ROUNDS: usize = 3;

/// The engine's action for the seat on turn at `level`: throw when the
/// round's throws are due, else a move; draws from `seed`; `stop` ends the
/// level-5 look-ahead early. `None` once the game is won.
pub fn choose(
    pos: &Position,
    level: Level,
    seed: u64,
    stop: Option<&AtomicBool>,
) -> Option<Action> {
    match pos.phase() {
        Phase::Won(_) => None,
        Phase::Throw => Some(Action::Throw(Vec::new())),
        Phase::Move => choose_move(pos, level, seed, stop).map(Action::Move),
    }
}

/// The move for the seat on turn (in its move phase).
pub fn choose_move(
    pos: &Position,
    level: Level,
    seed: u64,
    stop: Option<&AtomicBool>,
) -> Option<Move> {
    let moves = pos.legal_moves();
    let mut draws = Draws::new(seed);
    match level.number() {
        1 => moves.get(draws.below(moves.len())).copied(),
        2 => best_by(&moves, &mut draws, |m| eval::move_score(pos, m)),
        3 | 4 => {
            let depth = if level.number() == 3 { 2 } else { 3 };
            let me = pos.turn();
            best_by(&moves, &mut draws, |m| plan(&after(pos, m), me, depth - 1))
        }
        _ => monte_carlo(pos, &moves, &mut draws, stop),
    }
}

/// The move with the highest `score`, ties broken by a draw.
fn best_by(moves: &[Move], draws: &mut Draws, mut score: impl FnMut(&Move) -> i32) -> Option<Move> {
    moves
        .iter()
        .map(|m| (score(m), draws.next_u64(), *m))
        .max_by_key(|(s, tie, _)| (*s, *tie))
        .map(|(_, _, m)| m)
}

/// The position after a legal move.
fn after(pos: &Position, m: &Move) -> Position {
    let mut next = pos.clone();
    let mut events = Vec::new();
    // Moves come from the legal list: a refusal leaves the position as it was.
    let _ = next.apply(m, &mut events);
    next
}

/// The best `me` can reach with `depth` more moves of its own round
/// (inner steps keep the [`BEAM`] best moves by the one-move score).
fn plan(pos: &Position, me: Seat, depth: u32) -> i32 {
    let own_round = pos.phase() == Phase::Move && pos.turn() == me;
    if depth == 0 || !own_round {
        let bonus = if pos.phase() == Phase::Throw && pos.turn() == me {
            60
        } else {
            0
        };
        return eval::evaluate(pos, me) + bonus;
    }
    let mut moves = pos.legal_moves();
    if moves.len() > BEAM {
        moves.sort_by_cached_key(|m| std::cmp::Reverse(eval::move_score(pos, m)));
        moves.truncate(BEAM);
    }
    moves
        .iter()
        .map(|m| plan(&after(pos, m), me, depth - 1))
        .max()
        .unwrap_or_else(|| eval::evaluate(pos, me))
}

/// One round's chain of throws, drawn with the shells' odds (T7, T8).
fn sample_chain(draws: &mut Draws) -> Vec<u8> {
    let mut chain = Vec::with_capacity(2);
    loop {
        let value = value_of((draws.next_u64() & 0xff).count_ones());
        chain.push(value);
        if !is_power(value) {
            return chain;
        }
    }
}

/// Plays on from `pos` with sampled throws: `me` finishes its round by
/// its plan, the others play careful moves, for up to [`OTHER_ROUNDS`]
/// rounds of theirs; the position reached.
fn play_out(mut pos: Position, me: Seat, draws: &mut Draws) -> Position {
    let mut events = Vec::new();
    let mut others = 0;
    for _ in 0..200 {
        match pos.phase() {
            Phase::Won(_) => break,
            Phase::Throw => {
                if pos.turn() != me {
                    if others == OTHER_ROUNDS {
                        break;
                    }
                    others += 1;
                } else if others > 0 {
                    break;
                }
                let chain = sample_chain(draws);
                if pos.throw_given(&chain, &mut events).is_err() {
                    break;
                }
            }
            Phase::Move => {
                let moves = pos.legal_moves();
                let pick = if pos.turn() == me {
                    best_by(&moves, draws, |m| plan(&after(&pos, m), me, 1))
                } else {
                    best_by(&moves, draws, |m| eval::move_score(&pos, m))
                };
                let Some(m) = pick else { break };
                if pos.apply(&m, &mut events).is_err() {
                    break;
                }
            }
        }
        events.clear();
    }
    pos
}

/// Level 5: the [`CANDIDATES`] best first moves by a three-move plan, each
/// played out over [`FUTURES`] sampled futures; the best on average.
fn monte_carlo(
    pos: &Position,
    moves: &[Move],
    draws: &mut Draws,
    stop: Option<&AtomicBool>,
) -> Option<Move> {
    let me = pos.turn();
    let mut planned: Vec<(i32, Move)> = moves
        .iter()
        .map(|m| (plan(&after(pos, m), me, 2), *m))
        .collect();
    planned.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
    planned.truncate(CANDIDATES);
    let first = planned.first().map(|(_, m)| *m)?;
    if planned.len() == 1 {
        return Some(first);
    }
    let mut best = (i64::MIN, first);
    for (_, m) in &planned {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            break;
        }
        let start = after(pos, m);
        let total: i64 = (0..FUTURES)
            .map(|_| i64::from(eval::evaluate(&play_out(start.clone(), me, draws), me)))
            .sum();
        if total > best.0 {
            best = (total, *m);
        }
    }
    Some(best.1)
}
