//! Perft from the start position: bulk-counted (the last turn counted, not
//! played) and with every leaf played. Throughput is in legal turns.
//!
//! `cargo bench -p masters`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use masters::Position;
use std::hint::black_box;

fn perft(c: &mut Criterion) {
    let start = Position::start();
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    let bulk = start.perft(4);
    group.throughput(Throughput::Elements(bulk));
    group.bench_function("start_depth4_bulk", |b| {
        b.iter(|| black_box(&start).perft(4))
    });
    let played = start.perft(3);
    group.throughput(Throughput::Elements(played));
    group.bench_function("start_depth3_every_leaf_played", |b| {
        b.iter(|| black_box(&start).perft_played(3))
    });
    group.finish();

    let mut group = c.benchmark_group("turn");
    let turns = start.legal_turns();
    group.throughput(Throughput::Elements(turns.len() as u64));
    group.bench_function("legal_turns_start", |b| {
        b.iter(|| black_box(&start).legal_turns())
    });
    group.bench_function("validate_and_play_start", |b| {
        b.iter(|| {
            turns
                .iter()
                .map(|t| {
                    black_box(&start)
                        .play(t)
                        .map(|(p, _)| p.turn())
                        .unwrap_or(0)
                })
                .sum::<u32>()
        })
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
