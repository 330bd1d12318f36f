//! Throne's engine levels in two-player games (issue 23): each pairing
//! plays GAMES seeded games (default 200), seats alternating, and prints
//! the first player's share of wins.
//! `cargo run --release -p throne --example ladder -- [GAMES] [all|top] [PAIRING]`,
//! or `-- times` for each level's time per move.
//!
//! Players: a random mover, the one-ply greedy player (the move whose
//! position evaluates best), the careful bot of `simulate.rs` (the
//! engine's one-move score, which is level 3) and levels 1–5. Throws come
//! from each game's seeded generator, which no player looks at.

use engine::{Draws, Level};
use std::time::Instant;
use throne::search::{self, eval};
use throne::{Move, Phase, Position};

/// Who plays a seat.
#[derive(Clone, Copy, Debug)]
enum Player {
    Random,
    Greedy,
    Level(u8),
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Greedy => "greedy".into(),
            Player::Level(3) => "level 3 (careful)".into(),
            Player::Level(n) => format!("level {n}"),
        }
    }

    fn choose(self, pos: &Position, seed: u64) -> Option<Move> {
        let moves = pos.legal_moves();
        let mut draws = Draws::new(seed);
        match self {
            Player::Random => moves.get(draws.below(moves.len())).copied(),
            Player::Greedy => {
                let me = pos.turn();
                moves
                    .iter()
                    .map(|m| {
                        let mut next = pos.clone();
                        let _ = next.apply(m, &mut Vec::new());
                        (eval::evaluate(&next, me), draws.next_u64(), *m)
                    })
                    .max_by_key(|(s, t, _)| (*s, *t))
                    .map(|(_, _, m)| m)
            }
            Player::Level(n) => search::choose_move(pos, Level::new(n)?, seed, None),
        }
    }
}

/// One game between `a` (seat 0) and `b` (seat 1): the winner's seat.
fn play(a: Player, b: Player, seed: u64) -> Option<usize> {
    let mut pos = Position::new(2, seed).ok()?;
    let mut events = Vec::new();
    let mut turn = 0u64;
    while pos.rounds() < 2000 {
        events.clear();
        match pos.phase() {
            Phase::Won(s) => return Some(s.index()),
            Phase::Throw => pos.throw(&mut events).ok()?,
            Phase::Move => {
                turn += 1;
                let player = if pos.turn().index() == 0 { a } else { b };
                let m = player.choose(&pos, seed ^ turn.wrapping_mul(0x9E37_79B9))?;
                pos.apply(&m, &mut events).ok()?;
            }
        }
    }
    None
}

/// `a`'s share of `games` games against `b`, seats alternating.
fn share(a: Player, b: Player, games: u32) -> (f64, f64) {
    let mut won = 0.0;
    for g in 0..games {
        let seed = 1000 + u64::from(g) / 2;
        let a_first = g % 2 == 0;
        let winner = if a_first {
            play(a, b, seed)
        } else {
            play(b, a, seed)
        };
        won += match winner {
            Some(0) if a_first => 1.0,
            Some(1) if !a_first => 1.0,
            None => 0.5,
            _ => 0.0,
        };
    }
    let p = won / f64::from(games);
    // The 95% interval of the share.
    (p, 1.96 * (p * (1.0 - p) / f64::from(games)).sqrt())
}

/// Each level's time per move (p50, p99) on the move positions of ten
/// careful two-player games.
fn times() {
    let mut positions = Vec::new();
    for seed in 0..10u64 {
        let mut pos = Position::new(2, 500 + seed).expect("two players");
        let mut events = Vec::new();
        while pos.rounds() < 2000 {
            match pos.phase() {
                Phase::Won(_) => break,
                Phase::Throw => pos.throw(&mut events).expect("a throw"),
                Phase::Move => {
                    positions.push(pos.clone());
                    let m = Player::Level(3).choose(&pos, seed).expect("a move");
                    pos.apply(&m, &mut events).expect("a legal move");
                }
            }
        }
    }
    println!("{} positions", positions.len());
    println!("| level | p50 | p99 | max |");
    println!("|---|---|---|---|");
    for n in 1..=5u8 {
        let mut spent: Vec<f64> = positions
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let start = Instant::now();
                let _ = Player::Level(n).choose(p, i as u64);
                start.elapsed().as_secs_f64() * 1000.0
            })
            .collect();
        spent.sort_by(f64::total_cmp);
        let at = |q: f64| spent[((spent.len() - 1) as f64 * q).round() as usize];
        println!(
            "| {n} | {:.2} ms | {:.2} ms | {:.2} ms |",
            at(0.5),
            at(0.99),
            at(1.0)
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "times") {
        times();
        return;
    }
    let games: u32 = args.first().and_then(|g| g.parse().ok()).unwrap_or(200);
    let top = args.iter().any(|a| a == "top");
    let only: Option<usize> = args.get(2).and_then(|n| n.parse().ok());
    let mut pairings = vec![
        (Player::Level(5), Player::Random),
        (Player::Level(5), Player::Greedy),
        (Player::Level(5), Player::Level(3)),
    ];
    if !top {
        pairings.extend([
            (Player::Level(5), Player::Level(4)),
            (Player::Level(4), Player::Level(3)),
            (Player::Level(3), Player::Level(2)),
            (Player::Level(2), Player::Level(1)),
        ]);
    }
    println!("| pairing | games | first player's share | 95% | time |");
    println!("|---|---|---|---|---|");
    for (i, (a, b)) in pairings.into_iter().enumerate() {
        if only.is_some_and(|o| o != i) {
            continue;
        }
        let start = Instant::now();
        let (p, e) = share(a, b, games);
        println!(
            "| {} vs {} | {games} | {:.1}% | ±{:.1} | {:.0} s |",
            a.name(),
            b.name(),
            100.0 * p,
            100.0 * e,
            start.elapsed().as_secs_f64()
        );
    }
}
