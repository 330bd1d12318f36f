//! Perft speed, side by side with shakmaty in one run (abilities off), and
//! the cost of the loadout machinery.
//!
//! `cargo bench -p elemental`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use elemental::Board;
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
        group.finish();
    }
}

criterion_group!(benches, perft);
criterion_main!(benches);
