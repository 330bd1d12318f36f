//! The engine's ladder on Regions chess (issue 23): level 5 against a
//! random mover and a one-ply greedy player, then each level against the
//! one below, colours alternating, at most 300 plies (then a draw); each
//! level thinks within its ladder node budget. Each game starts after
//! both infiltrators are picked, drawn by the game's number; both players
//! search the whole position (the secret-aware choice is tested apart).
//! With `low` after GAMES: only the two lowest level gaps. With `times`
//! instead of GAMES: each level's time per turn (p50, p99)
//! on 30 positions of a level-3 game, and level 5's nodes per second.
//! `cargo run --release -p regions --example ladder -- [GAMES]` (200 by
//! default).

use regions::{Position, Side};

/// The start with both picks drawn from `game`.
fn start(game: u32) -> Position {
    let level = engine::Level::new(1).expect("level 1");
    let mut pos = Position::start();
    for (i, side) in [Side::White, Side::Black].into_iter().enumerate() {
        let sq = regions::search::secret::pick(&pos, side, level, u64::from(game) * 2 + i as u64)
            .expect("a piece to pick");
        pos = pos.pick(side, sq).expect("a legal pick");
    }
    pos
}

fn main() {
    engine::ladder::cli(start, 300);
}
