//! Render + encode time and size of a mid-game board with aura and claim
//! markers, and renderer start-up. `cargo bench -p masters-render`

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use masters::{Move, Position};
use masters_render::{BoardRequest, Renderer};
use std::hint::black_box;
use std::time::Instant;

fn midgame() -> Position {
    // Claims both ways, an aura over occupied squares, witch movesets.
    "nha1g1wahn/sssD*1p3s/10/4s1d*ss1/10/8c1/10/7S2/1S2H5/5S2S1/S1S1S1P2S/N2AG1WAHN f 22 C/s -/- -"
        .parse()
        .expect("valid position")
}

fn render(c: &mut Criterion) {
    let started = Instant::now();
    let renderer = Renderer::new().expect("renderer starts");
    eprintln!(
        "renderer start-up: {:.1} ms",
        started.elapsed().as_secs_f64() * 1e3
    );
    let pos = midgame();
    let mut req = BoardRequest::new(&pos);
    req.players = ["alice", "bob"];
    req.last_move = Some(Move::new("C4".parse().unwrap(), "C5".parse().unwrap()));
    board_render::clear_band_cache();
    let size = renderer.board(&req, &game_api::Ids).unwrap().png.len();
    eprintln!("mid-game board: {size} bytes");
    // The same board again: every band of the picture is in the cache.
    c.bench_function("board_midgame_render_and_encode", |b| {
        b.iter(|| renderer.board(black_box(&req), &game_api::Ids).unwrap())
    });
    // Nothing cached: every band compressed.
    c.bench_function("board_midgame_cold", |b| {
        b.iter_batched(
            board_render::clear_band_cache,
            |()| renderer.board(black_box(&req), &game_api::Ids).unwrap(),
            BatchSize::PerIteration,
        )
    });
    // The board one turn later, with the board before it cached (what a
    // game's next picture costs).
    let turn = pos
        .legal_turns()
        .into_iter()
        .find(|t| t.mv().is_some())
        .expect("a move to make");
    let (after, _) = pos.play(&turn).expect("a legal turn");
    let mut next_req = BoardRequest::new(&after);
    next_req.players = ["alice", "bob"];
    next_req.last_move = turn.mv();
    let before_req = &req;
    eprintln!(
        "next board: {} bytes",
        renderer.board(&next_req, &game_api::Ids).unwrap().png.len()
    );
    c.bench_function("board_next_turn", |b| {
        b.iter_batched(
            || {
                board_render::clear_band_cache();
                renderer.board(before_req, &game_api::Ids).unwrap();
            },
            |()| {
                renderer
                    .board(black_box(&next_req), &game_api::Ids)
                    .unwrap()
            },
            BatchSize::PerIteration,
        )
    });
    let start = Position::start();
    let start_req = BoardRequest::new(&start);
    c.bench_function("board_start_render_and_encode", |b| {
        b.iter(|| {
            renderer
                .board(black_box(&start_req), &game_api::Ids)
                .unwrap()
        })
    });
    c.bench_function("renderer_start_up", |b| b.iter(|| Renderer::new().unwrap()));
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = render
}
criterion_main!(benches);
