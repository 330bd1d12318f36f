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
    let first = std::env::args().nth(1);
    if first.as_deref() == Some("times") {
        // Each level's real time per turn on positions of a level-3 game.
        let positions = engine::ladder::sample_positions(&masters::Position::start(), 30, 1);
        engine::ladder::time_levels(&positions);
        return;
    }
    let games = first.and_then(|g| g.parse().ok()).unwrap_or(200);
    let low = std::env::args().any(|a| a == "low");
    engine::ladder::run_ladder(|_| masters::Position::start(), games, 300, low);
}
