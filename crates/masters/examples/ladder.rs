//! The engine's ladder on Masters (issue 23): level 5 against a random
//! mover and a one-ply greedy player, then each level against the one
//! below, colours alternating, every game from the start, at most 300
//! plies (then a draw); each level thinks within its ladder node budget.
//! With `low` after GAMES: only the two lowest level gaps. With `times`
//! instead of GAMES: each level's time per turn (p50, p99)
//! on 30 positions of a level-3 game, and level 5's nodes per second.
//! `cargo run --release -p masters --example ladder -- [GAMES]` (200 by
//! default).

fn main() {
    engine::ladder::cli(|_| masters::Position::start(), 300);
}
