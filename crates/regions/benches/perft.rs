//! Perft from the start position (infiltrators picked on e9 and e2):
//! bulk-counted (the last ply counted, not played) and with every leaf
//! played. Throughput is in legal actions.
//!
//! `cargo bench -p regions`

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use regions::Position;
use std::hint::black_box;

const START: &str = "thbsqksbht/pjppccppjp/10/10/10/10/10/10/PJPPCCPPJP/THBSQKSBHT w 1 - e9/e2 -";

fn perft(c: &mut Criterion) {
    let start: Position = START.parse().expect("start position");
    let mut group = c.benchmark_group("regions_perft");
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
}

criterion_group!(benches, perft);
criterion_main!(benches);
