//! Engine speed: perft from the fixed setup, and complete random games
//! (target ≥ 10,000 random 4-player games per second on one core):
//! `cargo bench -p throne`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use throne::{Phase, Position};

const THROWS: [u8; 40] = [
    6, 6, 5, 4, 3, 11, 2, 8, 4, 7, 3, 16, 5, 6, 2, 4, 4, 3, 7, 5, 4, 6, 2, 3, 11, 4, 5, 8, 7, 2, 6,
    4, 3, 5, 4, 4, 2, 7, 3, 6,
];

fn random_game(players: usize, seed: u64) -> u32 {
    let mut pos = Position::new(players, seed).unwrap();
    let mut moves = Vec::new();
    let mut events = Vec::new();
    let mut pick = seed | 1;
    loop {
        events.clear();
        match pos.phase() {
            Phase::Won(_) => return pos.rounds(),
            Phase::Throw => pos.throw(&mut events).unwrap(),
            Phase::Move => {
                pos.legal_moves_into(&mut moves);
                pick ^= pick << 13;
                pick ^= pick >> 7;
                pick ^= pick << 17;
                let m = moves[(pick % moves.len() as u64) as usize];
                pos.apply(&m, &mut events).unwrap();
            }
        }
    }
}

fn bench(c: &mut Criterion) {
    let start = Position::new(2, 0).unwrap();
    c.bench_function("throne perft(8) fixed setup", |b| {
        b.iter(|| start.perft(black_box(8), &THROWS, 0))
    });
    for players in [2, 4] {
        let mut seed = 0;
        c.bench_function(&format!("throne random {players}-player game"), |b| {
            b.iter(|| {
                seed += 1;
                random_game(players, seed)
            })
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
