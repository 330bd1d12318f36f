//! A Swiss round of 1,000 players: `cargo bench -p tournament --bench swiss`.
//! Rounds 1 to 9 of one event, random results, each round's pairing timed
//! (target: ≤ 1 s a round on this machine).

use std::time::Instant;
use tournament::{Outcome, Pairing, Record, swiss};

fn main() {
    let players: usize = std::env::var("SWISS_PLAYERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1000);
    let ratings: Vec<i32> = (0..players).map(|p| 2400 - (p as i32 * 7) % 1000).collect();
    let mut record = Record::new(players);
    let mut seed = 7u64;
    let mut times = vec![];
    for round in 1..=9 {
        let t = Instant::now();
        let pairings = swiss::pair(&record, &ratings).expect("a pairing");
        let took = t.elapsed();
        times.push(took);
        println!(
            "round {round}: {} pairings in {:.1} ms",
            pairings.len(),
            took.as_secs_f64() * 1e3
        );
        let played = pairings
            .into_iter()
            .map(|p| match p {
                Pairing::Game { .. } => {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    p.played(match (seed >> 33) % 3 {
                        0 => Outcome::FirstWins,
                        1 => Outcome::Draw,
                        _ => Outcome::SecondWins,
                    })
                }
                bye => bye,
            })
            .collect();
        record.rounds.push(played);
    }
    times.sort();
    println!(
        "{players} players, 9 rounds: median {:.1} ms, slowest {:.1} ms a round",
        times[times.len() / 2].as_secs_f64() * 1e3,
        times.last().unwrap().as_secs_f64() * 1e3
    );
}
