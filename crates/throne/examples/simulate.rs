//! Plays random games and prints how they went, to compare with the
//! table in the rules file ("Decisions"):
//! `cargo run --release -p throne --example simulate -- [GAMES]`.
//!
//! For 2, 3 and 4 players: GAMES (default 1,000) seeded games with a bot
//! playing uniformly random legal moves, then with a careful bot (a
//! one-move look-ahead that captures, finishes, forms and avoids
//! exposure, as the rules file describes its bot); won %, median and p90
//! rounds per player (rounds of all seats, bonus rounds included, ÷
//! players, over won games), games stuck at the 2,000-round cap, and
//! complete games per second on one core.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::time::Instant;
use throne::board::{self, Place};
use throne::{Event, Kind, Move, Phase, Position, Seat};

/// Rounds after which a game counts as stuck.
const CAP: u32 = 2000;

/// Which bot plays.
#[derive(Clone, Copy, PartialEq)]
enum Bot {
    Random,
    Careful,
}

/// Distances a single throw value can carry a piece of `kind`.
fn reach(kind: Kind, d: u32) -> bool {
    let values: &[u32] = match kind {
        Kind::Soldier => &[2, 3, 4, 5, 6, 7, 8, 11, 16],
        Kind::Unit => &[1, 2, 3, 4, 8],
        Kind::Squad => &[1, 2, 4],
    };
    values.contains(&d)
}

/// Whether a `kind` of `seat` on ring square `square` could be captured
/// by another seat's piece of the same kind with one throw.
fn exposed(pos: &Position, seat: Seat, square: u8, kind: Kind) -> bool {
    let players = pos.players();
    if board::is_shield(players, square) {
        return false;
    }
    pos.active().filter(|&o| o != seat).any(|o| {
        let target = board::step_of(players, o, square);
        pos.pieces(o)
            .iter()
            .any(|&(step, k, _)| k == kind && step < target && reach(kind, (target - step) as u32))
    })
}

/// The careful bot's score for a move: a one-move look-ahead.
fn score(pos: &Position, m: &Move) -> i32 {
    let seat = pos.turn();
    let mut after = pos.clone();
    let mut events = Vec::new();
    if after.apply(m, &mut events).is_err() {
        return i32::MIN;
    }
    let mut s = 0;
    for e in &events {
        s += match e {
            Event::Won { .. } => 10_000,
            Event::Captured { count, kind, .. } => 300 * *count as i32 * kind.size() as i32,
            Event::Finished { .. } => 200,
            Event::Formed { .. } => 120,
            Event::BonusEarned { .. } => 50,
            Event::Moved {
                from,
                to,
                kind,
                lost,
                ..
            } => {
                let a = from.step_for(pos.players(), seat).unwrap_or(0) as i32;
                let b = to.step_for(pos.players(), seat).unwrap_or(0) as i32;
                let gained = if pos.gate_open(seat) {
                    b - a
                } else {
                    (b - a).rem_euclid(12)
                };
                let mut v = gained * kind.size() as i32 - 2 * *lost as i32;
                // Gathering on the gate, where formations happen (T17).
                if b == 12 && *kind != Kind::Squad {
                    v += 25;
                }
                if let Place::Ring(q) = to
                    && exposed(&after, seat, *q, *kind)
                {
                    v -= 40 * kind.size() as i32;
                }
                if let Place::Ring(q) = from
                    && exposed(pos, seat, *q, *kind)
                {
                    v += 20 * kind.size() as i32;
                }
                v
            }
            _ => 0,
        };
    }
    s
}

/// One game: `Some(rounds)` when it was won.
fn play(players: usize, seed: u64, bot: Bot) -> Option<u32> {
    let mut pos = Position::new(players, seed).expect("2–4 players");
    let mut choice = ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut moves = Vec::new();
    let mut events = Vec::new();
    while pos.rounds() < CAP {
        events.clear();
        match pos.phase() {
            Phase::Won(_) => return Some(pos.rounds()),
            Phase::Throw => pos.throw(&mut events).expect("a throw"),
            Phase::Move => {
                pos.legal_moves_into(&mut moves);
                let pick = match bot {
                    Bot::Random => moves[(choice.next_u32() as usize) % moves.len()],
                    Bot::Careful => *moves
                        .iter()
                        .max_by_key(|m| (score(&pos, m), choice.next_u32() & 0xff))
                        .expect("a legal move"),
                };
                pos.apply(&pick, &mut events).expect("a legal move");
            }
        }
    }
    None
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = p * (sorted.len() - 1) as f64;
    let (lo, hi) = (rank.floor() as usize, rank.ceil() as usize);
    sorted[lo] + (sorted[hi] - sorted[lo]) * (rank - lo as f64)
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|g| g.parse().ok())
        .unwrap_or(1000);
    println!("players  bot      won %  median  p90  stuck  games/s");
    for (bot, label) in [(Bot::Random, "random "), (Bot::Careful, "careful")] {
        for players in 2..=4 {
            let started = Instant::now();
            let mut per_player = Vec::new();
            let mut stuck = 0;
            for seed in 1..=games {
                match play(players, seed, bot) {
                    Some(rounds) => per_player.push(rounds as f64 / players as f64),
                    None => stuck += 1,
                }
            }
            let secs = started.elapsed().as_secs_f64();
            per_player.sort_by(f64::total_cmp);
            println!(
                "{players}        {label}  {:5.1}  {:6.1}  {:4.1}  {stuck:5}  {:7.0}",
                100.0 * per_player.len() as f64 / games as f64,
                percentile(&per_player, 0.5),
                percentile(&per_player, 0.9),
                games as f64 / secs
            );
        }
    }
}
