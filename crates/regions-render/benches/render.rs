//! Render + encode of a mid-game Regions board, public and private.
//!
//! `cargo bench -p regions-render`

use criterion::{Criterion, criterion_group, criterion_main};
use regions::{Position, Side};
use regions_render::{BoardRequest, Renderer, Viewer};
use std::hint::black_box;

const MIDGAME: &str = "t1bsqks2t/pj1pccp1j1/2h2bH1p'1/2p'4h2/4P'5/1Q1P'4J1/3H1C'P'3/10/P1P3P1BP/T2S1K1B1T b 14 + c8/d4 -";

fn render(c: &mut Criterion) {
    let renderer = Renderer::new().expect("renderer");
    let pos: Position = MIDGAME.parse().expect("position");
    let last = Some(("e7".parse().unwrap(), "g8".parse().unwrap()));
    let public = BoardRequest {
        players: ["alice", "bob"],
        last_move: last,
        ..BoardRequest::new(&pos)
    };
    let private = BoardRequest {
        viewer: Viewer::Player(Side::White),
        ..public
    };
    eprintln!(
        "mid-game board: {} bytes",
        renderer.board(&public, &game_api::Ids).unwrap().png.len()
    );
    let mut group = c.benchmark_group("regions_render");
    group.bench_function("midgame_public", |b| {
        b.iter(|| renderer.board(black_box(&public), &game_api::Ids).unwrap())
    });
    group.bench_function("midgame_private", |b| {
        b.iter(|| renderer.board(black_box(&private), &game_api::Ids).unwrap())
    });
    group.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
