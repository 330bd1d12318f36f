//! Render + encode time of a 4-player Throne picture in mid-game (target
//! ≤ 1.5 ms median): `cargo bench -p throne-render`.

use criterion::{Criterion, criterion_group, criterion_main};
use throne::{Phase, Position};
use throne_render::{BoardRequest, Renderer};

fn midgame() -> Position {
    let mut pos = Position::new(4, 11).unwrap();
    let mut events = Vec::new();
    let mut pick = 11u64;
    for _ in 0..260 {
        match pos.phase() {
            Phase::Won(_) => break,
            Phase::Throw => pos.throw(&mut events).unwrap(),
            Phase::Move => {
                let moves = pos.legal_moves();
                pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
                pos.apply(&moves[(pick >> 33) as usize % moves.len()], &mut events)
                    .unwrap();
            }
        }
    }
    pos
}

fn bench(c: &mut Criterion) {
    let renderer = Renderer::new().unwrap();
    let pos = midgame();
    let names = ["alice", "bob", "carol", "dave"];
    let req = BoardRequest {
        position: &pos,
        players: &names,
        ended: None,
        speak: &game_api::Ids,
    };
    c.bench_function("throne board 4 players, render + encode", |b| {
        b.iter(|| renderer.board(&req).unwrap())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
