//! How long one position's legal turns take with abilities on (issue 22's
//! target: under 1 ms at p99 on mid-game positions):
//! `cargo run --release -p elemental --example turn_times -- [GAMES]`.
//!
//! Plays GAMES random games (default 200) with random loadouts drawn from
//! every ability this release offers, seeded by the game's number; times
//! `legal_turns` on every position from ply 20 to 80; prints the median,
//! p99 and maximum in microseconds, and turns per second overall.

use elemental::{Ability, Augmentor, Element, Game, Loadout, Offense, Slots, Temporal};
use std::time::Instant;

/// A small deterministic generator for the picks (SplitMix64).
struct Picks(elemental::SplitMix64);

impl Picks {
    fn below(&mut self, n: usize) -> usize {
        (self.0.next_u64() % n as u64) as usize
    }
    fn pick<A: Ability>(&mut self) -> Option<A> {
        let offered: Vec<A> = A::ALL.iter().copied().filter(|a| a.available()).collect();
        let i = self.below(offered.len() + 1);
        offered.get(i).copied()
    }
}

fn loadout(p: &mut Picks) -> Loadout {
    let elements: Vec<Element> = Element::ALL
        .iter()
        .copied()
        .filter(|e| e.available())
        .collect();
    let mut l = Loadout::new(elements[p.below(elements.len())]);
    l.army = Slots {
        augmentor: p.pick::<Augmentor>(),
        // Every piece with an offense and a temporal ability: the heavy case.
        offense: p.pick::<Offense>().or(Some(Offense::QuantumKill)),
        temporal: p.pick::<Temporal>().or(Some(Temporal::TemporalLock)),
    };
    l
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|g| g.parse().ok())
        .unwrap_or(200);
    let mut times = Vec::new();
    let mut counts: Vec<(f64, usize)> = Vec::new();
    let (mut turns, mut total) = (0u64, 0f64);
    for n in 0..games {
        let mut p = Picks(elemental::SplitMix64::new(n));
        let mut g = Game::new([loadout(&mut p), loadout(&mut p)], n).expect("offered loadouts");
        for ply in 0..80 {
            let started = Instant::now();
            let legal = g.legal_turns();
            let secs = started.elapsed().as_secs_f64();
            if legal.is_empty() {
                break;
            }
            if ply >= 20 {
                times.push(secs * 1e6);
                counts.push((secs * 1e6, legal.len()));
                turns += legal.len() as u64;
                total += secs;
            }
            let pick = &legal[p.below(legal.len())].turn;
            // E53: a concealed ability may refuse the turn, revealing itself.
            g = match g.play(pick) {
                Ok((next, _)) => next,
                Err(e) => {
                    g.reveal_on_rejection(pick)
                        .unwrap_or_else(|| panic!("a generated turn is legal: {pick}: {e}"))
                        .0
                }
            };
        }
    }
    times.sort_by(f64::total_cmp);
    counts.sort_by(|a, b| a.0.total_cmp(&b.0));
    let slow = &counts[counts.len() * 99 / 100..];
    let per = slow.iter().map(|(t, n)| t / *n as f64).sum::<f64>() / slow.len() as f64;
    println!(
        "the slowest 1 %: {} to {} turns each, {:.2} µs a turn",
        slow.iter().map(|c| c.1).min().unwrap_or(0),
        slow.iter().map(|c| c.1).max().unwrap_or(0),
        per
    );
    let at = |q: f64| times[((times.len() as f64 - 1.0) * q) as usize];
    println!(
        "{} positions: median {:.0} µs, p99 {:.0} µs, max {:.0} µs; {:.2} M turns/s",
        times.len(),
        at(0.5),
        at(0.99),
        times.last().copied().unwrap_or(0.0),
        turns as f64 / total / 1e6
    );
}
