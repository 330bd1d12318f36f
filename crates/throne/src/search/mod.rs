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
//! slip, a random move one time in two; 3 the careful look; 4 and 5 rank
//! their first moves by a three-move plan of their round, then judge the
//! best of them by the win-chance model ([`value`]) at the end of sampled
//! futures, every seat playing careful moves meanwhile:
//! - level 4: 4 moves, 1 future each, judged when this seat is next about
//!   to throw (after the others' round);
//! - level 5: 10 moves, 256 futures each, judged one round later (after
//!   this seat's next round too, when the next other seat is about to throw).
//!
//! Every first move meets the same sampled throws (common random numbers),
//! so their comparison is not blurred by luck.

pub mod eval;
pub mod value;

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
        4 => monte_carlo(pos, &moves, &mut draws, stop, 4, 1, Horizon::TheirRound),
        _ => monte_carlo(
            pos,
            &moves,
            &mut draws,
            stop,
            CANDIDATES,
            FUTURES,
            Horizon::MyNextRound,
        ),
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

/// How far a sampled future is played before the model judges it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Horizon {
    /// The rest of this seat's round and the other seats' next round:
    /// judged when this seat is next about to throw.
    TheirRound,
    /// One round more, this seat's next: judged when the next other seat
    /// is about to throw.
    MyNextRound,
}

/// `me`'s chance to win at the end of one sampled future from `pos`
/// (where `me` has just moved): every seat plays careful moves (`me` too,
/// bonus rounds included), throws come from `throws` and ties from `ties`.
fn chance_after(
    mut pos: Position,
    me: Seat,
    horizon: Horizon,
    throws: &mut Draws,
    ties: &mut Draws,
) -> f32 {
    let mut events = Vec::new();
    let mut others_played = false;
    let mut mine_again = false;
    // A bound on the moves played, far above a few rounds' worth.
    for _ in 0..600 {
        match pos.phase() {
            Phase::Won(w) => return if w == me { 1.0 } else { 0.0 },
            Phase::Throw => {
                let seat = pos.turn();
                if seat == me && others_played {
                    if horizon == Horizon::TheirRound {
                        return value::win_chance(&pos, me);
                    }
                    mine_again = true;
                } else if seat != me {
                    if mine_again {
                        // The model judges for the seat about to throw.
                        return 1.0 - value::win_chance(&pos, seat);
                    }
                    others_played = true;
                }
                if pos.throw_given(&sample_chain(throws), &mut events).is_err() {
                    break;
                }
            }
            Phase::Move => {
                let moves = pos.legal_moves();
                let Some(m) = best_by(&moves, ties, |m| eval::move_score(&pos, m)) else {
                    break;
                };
                if pos.apply(&m, &mut events).is_err() {
                    break;
                }
            }
        }
        events.clear();
    }
    value::win_chance(&pos, me)
}

/// Levels 4 and 5: the `candidates` best first moves by a three-move plan
/// of the round; each is played into `futures` sampled futures (the same
/// throws for every candidate) and judged by the model at `horizon`. The
/// move with the best summed chance.
fn monte_carlo(
    pos: &Position,
    moves: &[Move],
    draws: &mut Draws,
    stop: Option<&AtomicBool>,
    candidates: usize,
    futures: usize,
    horizon: Horizon,
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
    let mut best = (f64::MIN, first);
    for (_, m) in &planned {
        if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
            break;
        }
        let start = after(pos, m);
        // Future `f` throws the same for every candidate.
        let chance: f64 = (0..futures as u64)
            .map(|f| {
                let mut throws = Draws::new(base ^ f.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                f64::from(chance_after(start.clone(), me, horizon, &mut throws, draws))
            })
            .sum();
        if chance > best.0 {
            best = (chance, *m);
        }
    }
    Some(best.1)
}
