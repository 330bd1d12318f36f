//! Perft speed, side by side with shakmaty in one run (abilities off), and
//! the cost of the loadout machinery.
//!
//! `cargo bench -p elemental`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use elemental::{Board, Game, Loadout, Position};
use shakmaty::{CastlingMode, Chess, fen::Fen};
use std::hint::black_box;

const POSITIONS: [(&str, &str, u32); 2] = [
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        4,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        3,
    ),
];

fn perft(c: &mut Criterion) {
    for (name, fen, depth) in POSITIONS {
        let board: Board = fen.parse().expect("fen");
        let reference: Chess = fen
            .parse::<Fen>()
            .expect("fen")
            .into_position(CastlingMode::Standard)
            .expect("position");
        let nodes = board.perft(depth);
        assert_eq!(nodes, shakmaty::perft(&reference, depth));
        let mut group = c.benchmark_group(format!("perft_{name}_depth{depth}"));
        group.sample_size(20);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function("elemental_core", |b| {
            b.iter(|| black_box(&board).perft(depth))
        });
        group.bench_function("shakmaty", |b| {
            b.iter(|| shakmaty::perft(black_box(&reference), depth))
        });
        // The same count through the ability-aware generator, no abilities.
        let machinery = Position::from_board(board);
        assert_eq!(machinery.perft(depth), nodes);
        group.bench_function("elemental_turn_generator_no_abilities", |b| {
            b.iter(|| black_box(&machinery).perft(depth))
        });
        group.finish();
    }
    // With loadouts switched on: Air with Side Step against Earth with
    // Block Piece (phasing, Tailwind steps, cones, Sturdy, knockbacks).
    let loadouts: [Loadout; 2] = [
        "air side-step/-/-".parse().expect("loadout"),
        "earth block-piece/-/-".parse().expect("loadout"),
    ];
    let game = Game::new(loadouts, 1).expect("offered");
    let pos = *game.position();
    let mut group = c.benchmark_group("perft_start_depth2_loadouts_on");
    group.sample_size(10);
    group.throughput(Throughput::Elements(pos.perft(2)));
    group.bench_function("air_side_step_vs_earth_block_piece", |b| {
        b.iter(|| black_box(&pos).perft(2))
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
