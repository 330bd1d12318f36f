//! How the engine opponent thinks about a plain chess position (issue 23):
//! `cargo run --release -p elemental --example think -- MILLISECONDS [FEN]`.
//!
//! Searches the position (the start without a FEN) for the given time and
//! prints the move, its score, the depth reached, the nodes and the rate.

use elemental::Board;
use engine::{Limits, Searcher};
use std::time::{Duration, Instant};

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(ms) = args.next().and_then(|m| m.parse::<u64>().ok()) else {
        eprintln!("usage: think MILLISECONDS [FEN]");
        std::process::exit(2);
    };
    let rest: Vec<String> = args.collect();
    let board = if rest.is_empty() {
        Board::start()
    } else {
        match rest.join(" ").parse::<Board>() {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2);
            }
        }
    };
    let started = Instant::now();
    let limits = Limits {
        deadline: Some(started + Duration::from_millis(ms)),
        ..Limits::depth(64)
    };
    let report = Searcher::new(1 << 20).search(&board, limits);
    let secs = started.elapsed().as_secs_f64();
    println!(
        "best {} score {} depth {} nodes {} in {:.2} s ({:.2} M nodes/s)",
        report.best.map_or("none".to_string(), |m| m.to_string()),
        report.score,
        report.depth,
        report.nodes,
        secs,
        report.nodes as f64 / secs / 1e6
    );
}
