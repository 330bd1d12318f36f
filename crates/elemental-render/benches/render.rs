//! Render + encode of a mid-game Elemental chess board, public and private.
//!
//! `cargo bench -p elemental-render`

use criterion::{Criterion, criterion_group, criterion_main};
use elemental::{Color, Game, Loadout, Turn};
use elemental_render::{BoardRequest, Renderer, Viewer};
use std::hint::black_box;

fn render(c: &mut Criterion) {
    let renderer = Renderer::new().expect("renderer");
    let loadouts: [Loadout; 2] = [
        "earth block-piece/-/-".parse().unwrap(),
        "air side-step/-/-".parse().unwrap(),
    ];
    let mut game = Game::new(loadouts, 7).unwrap();
    for t in [
        "e2-e4",
        "d7-d5",
        "e4-d5",
        "g8-f6 then:g5,h4",
        "d1-e2",
        "b8-c6",
    ] {
        game = game.play(&t.parse::<Turn>().unwrap()).unwrap().0;
    }
    let headline = elemental_render::status(&game);
    let public = BoardRequest {
        players: ["alice", "bob"],
        loadouts: [
            Some(game.loadout(Color::White)),
            Some(game.loadout(Color::Black)),
        ],
        headline: &headline,
        last_move: Some(("b8".parse().unwrap(), "c6".parse().unwrap())),
        ..BoardRequest::new(game.position())
    };
    let private = BoardRequest {
        viewer: Viewer::Player(Color::Black),
        ..public
    };
    eprintln!(
        "mid-game board: {} bytes",
        renderer.board(&public).unwrap().png.len()
    );
    let mut group = c.benchmark_group("elemental_render");
    group.bench_function("midgame_public", |b| {
        b.iter(|| renderer.board(black_box(&public)).unwrap())
    });
    group.bench_function("midgame_private", |b| {
        b.iter(|| renderer.board(black_box(&private)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);
