//! The engine's ladder on Masters (issue 23): level 5 against a random
//! mover and a one-ply greedy player, then each level against the one
//! below, colours alternating, every game from the start, at most 300
//! plies (then a draw); each level thinks within its ladder node budget.
//! `cargo run --release -p masters --example ladder -- [GAMES]` (200 by
//! default).

fn main() {
    let games = std::env::args()
        .nth(1)
        .and_then(|g| g.parse().ok())
        .unwrap_or(200);
    engine::ladder::run_ladder(|_| masters::Position::start(), games, 300);
}
