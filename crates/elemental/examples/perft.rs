//! Prints perft counts of the chess core (abilities off):
//! `cargo run --release -p elemental --example perft -- DEPTH [FEN]`.
//!
//! Without a FEN it counts from the standard start. Prints one line per
//! depth from 1 to DEPTH with the count, the time and the rate; the last
//! line is `perft(DEPTH) = N`.

use elemental::Board;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(depth) = args.next().and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("usage: perft DEPTH [FEN]");
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
    let mut last = 0;
    for d in 1..=depth {
        let started = Instant::now();
        last = board.perft(d);
        let secs = started.elapsed().as_secs_f64();
        eprintln!(
            "depth {d}: {last} moves in {secs:.3} s ({:.1} M moves/s)",
            last as f64 / secs / 1e6
        );
    }
    println!("perft({depth}) = {last}");
}
