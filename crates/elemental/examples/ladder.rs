//! The engine's ladder on plain chess (Elemental chess with empty
//! loadouts, issue 23): level 5 against a random mover and a one-ply
//! greedy player, then each level against the one below, at most 300
//! plies (then a draw); each level thinks within its ladder node budget.
//! Each pair of games (colours swapped) starts from the same opening: four
//! random plies from the start, drawn by the pair's number.
//! With `low` after GAMES: only the two lowest level gaps. With `times`
//! instead of GAMES: each level's time per turn (p50, p99)
//! on 30 positions of a level-3 game, and level 5's nodes per second.
//! `cargo run --release -p elemental --example ladder -- [GAMES]` (200 by
//! default).

use elemental::Board;
use engine::SearchGame;

/// The opening of game `game`: the start and four plies drawn by its pair.
fn opening(game: u32) -> Board {
    let mut state = u64::from(game / 2) + 1;
    let mut board = Board::start();
    for _ in 0..4 {
        let mut moves = Vec::new();
        board.moves(&mut moves);
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let m = moves[((state >> 33) % moves.len() as u64) as usize];
        board = SearchGame::play(&board, m);
    }
    board
}

fn main() {
    engine::ladder::cli(opening, 300);
}
