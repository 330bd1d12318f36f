//! Plays random games and prints how they went, to compare with the
//! table in the rules file ("Decisions"):
//! `cargo run --release -p throne --example simulate -- [GAMES]`.
//!
//! For 2, 3 and 4 players: GAMES (default 1,000) seeded games with a bot
//! playing uniformly random legal moves, then with a careful bot (a
//! one-move look-ahead that captures, finishes, forms and avoids
//! exposure, as the rules file describes its bot: the engine's
//! `throne::search::eval::move_score`); won %, median and p90
//! rounds per player (rounds of all seats, bonus rounds included, ÷
//! players, over won games), games stuck at the 2,000-round cap, and
//! complete games per second on one core.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::time::Instant;
use throne::search::eval::move_score;
use throne::{Phase, Position};

/// Rounds after which a game counts as stuck.
const CAP: u32 = 2000;

/// Which bot plays.
#[derive(Clone, Copy, PartialEq)]
enum Bot {
    Random,
    Careful,
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
                        .max_by_key(|m| (move_score(&pos, m), choice.next_u32() & 0xff))
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
