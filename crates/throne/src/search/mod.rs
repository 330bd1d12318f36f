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
//! ([`eval::move_score`], the rules file's careful bot) with a deliberate
//! slip, a random move one time in two; 3 the careful look; 4 and 5 plan
//! the rest of their round three moves deep for their best first moves,
//! then weigh each against sampled futures (4: 4 moves × 24 futures;
//! 5: 10 × 256): the others' careful gains in their next round, less what
//! this seat can gain in its round after theirs. Every first move meets
//! the same sampled throws (common random numbers), so their comparison
//! is not blurred by luck.

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
const CANDIDATES: usize = 10;
/// Sampled futures per first move at level 5.
const FUTURES: usize = 256;
/// Rounds of the other seats played out in each future.
const OTHER_ROUNDS: usize = 1;

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
        // The careful look, with a deliberate slip: a random move one time in two.
        2 if draws.below(2) == 0 => moves.get(draws.below(moves.len())).copied(),
        2 | 3 => best_by(&moves, &mut draws, |m| eval::move_score(pos, m)),
        4 => monte_carlo(pos, &moves, &mut draws, stop, 4, 24),
        _ => monte_carlo(pos, &moves, &mut draws, stop, CANDIDATES, FUTURES),
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

/// The most `me` gains with `depth` more moves of its own round: the sum
/// of their one-move scores (inner steps keep the [`BEAM`] best moves).
fn plan(pos: &Position, me: Seat, depth: u32) -> i32 {
    if depth == 0 || pos.phase() != Phase::Move || pos.turn() != me {
        return 0;
    }
    let mut scored: Vec<(i32, Move)> = pos
        .legal_moves()
        .into_iter()
        .map(|m| (eval::move_score(pos, &m), m))
        .collect();
    if scored.len() > BEAM {
        scored.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
        scored.truncate(BEAM);
    }
    scored
        .iter()
        .map(|(s, m)| s.saturating_add(plan(&after(pos, m), me, depth - 1)))
        .max()
        .unwrap_or(0)
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

/// What the other seats gain in their next round after `pos` (where `me`
/// has finished its round, or goes on with its plan), with sampled throws
/// and careful moves (the sum of their one-move scores), less what `me`
/// can gain in its own round after theirs.
///
/// Throws come from `throws` and ties from `ties`, so that one seed gives
/// every candidate the same throws (common random numbers).
fn others_gain(mut pos: Position, me: Seat, throws: &mut Draws, ties: &mut Draws) -> i64 {
    let mut events = Vec::new();
    let mut gained = 0i64;
    let mut rounds = 0;
    for _ in 0..200 {
        match pos.phase() {
            Phase::Won(w) => {
                if w != me {
                    gained += i64::from(eval::WON);
                }
                break;
            }
            Phase::Throw => {
                if pos.turn() == me {
                    if rounds > 0 {
                        // Back to `me`: what its next round can gain counts for it.
                        if pos.throw_given(&sample_chain(throws), &mut events).is_ok() {
                            gained -= i64::from(plan(&pos, me, 2));
                        }
                        break;
                    }
                } else {
                    if rounds == OTHER_ROUNDS {
                        break;
                    }
                    rounds += 1;
                }
                if pos.throw_given(&sample_chain(throws), &mut events).is_err() {
                    break;
                }
            }
            Phase::Move => {
                let moves = pos.legal_moves();
                // Everyone plays the careful move here (`me` in a bonus round too).
                let Some(m) = best_by(&moves, ties, |m| eval::move_score(&pos, m)) else {
                    break;
                };
                if pos.turn() != me {
                    gained += i64::from(eval::move_score(&pos, &m).max(0));
                }
                if pos.apply(&m, &mut events).is_err() {
                    break;
                }
            }
        }
        events.clear();
    }
    gained
}

/// Level 5: the [`CANDIDATES`] best first moves by a three-move plan of
/// its round; for each, what the others gain over [`FUTURES`] sampled
/// throws is taken off its plan (a sampled expectimax: chance at their
/// throws, their careful best at their moves). The best on balance.
fn monte_carlo(
    pos: &Position,
    moves: &[Move],
    draws: &mut Draws,
    stop: Option<&AtomicBool>,
    candidates: usize,
    futures: usize,
) -> Option<Move> {
    let me = pos.turn();
    let mut planned: Vec<(i32, Move)> = moves
        .iter()
        .map(|m| {
            let next = after(pos, m);
            (
                eval::move_score(pos, m).saturating_add(plan(&next, me, 2)),
                *m,
            )
        })
        .collect();
    planned.sort_by_key(|(s, _)| std::cmp::Reverse(*s));
    planned.truncate(candidates);
    let first = planned.first().map(|(_, m)| *m)?;
    if planned.len() == 1 {
        return Some(first);
    }
    let base = draws.next_u64();
    let mut best = (i64::MIN, first);
    for (value, m) in &planned {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            break;
        }
        let start = after(pos, m);
        // Future `f` throws the same for every candidate.
        let lost: i64 = (0..futures as u64)
            .map(|f| {
                let mut throws = Draws::new(base ^ f.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                others_gain(start.clone(), me, &mut throws, draws)
            })
            .sum();
        let balance = i64::from(*value) * futures as i64 - lost;
        if balance > best.0 {
            best = (balance, *m);
        }
    }
    Some(best.1)
}
