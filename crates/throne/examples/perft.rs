//! Prints move-sequence counts for the fixed setup of the perft vectors:
//! `cargo run --release -p throne --example perft -- DEPTH`.
//!
//! A 2-player game from the start (red first, all soldiers home, both
//! gates locked) whose i-th throw is the i-th value of [`THROWS`]. A ply
//! is one move (a piece group and a combination); throws are automatic.
//! Prints one line per depth with the count, the time and the rate; the
//! last line is `perft(DEPTH) = N`.

use std::time::Instant;
use throne::Position;

/// The throws of the fixed setup, in order.
const THROWS: [u8; 40] = [
    6, 6, 5, 4, 3, 11, 2, 8, 4, 7, 3, 16, 5, 6, 2, 4, 4, 3, 7, 5, 4, 6, 2, 3, 11, 4, 5, 8, 7, 2, 6,
    4, 3, 5, 4, 4, 2, 7, 3, 6,
];

fn main() {
    let Some(depth) = std::env::args().nth(1).and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("usage: perft DEPTH");
        std::process::exit(2);
    };
    let start = Position::new(2, 0).expect("two players");
    let mut last = 0;
    for d in 1..=depth {
        let started = Instant::now();
        let Some(n) = start.perft(d, &THROWS, 0) else {
            eprintln!("depth {d}: the 40 fixed throws run out on some line");
            std::process::exit(1);
        };
        last = n;
        let secs = started.elapsed().as_secs_f64();
        eprintln!(
            "depth {d}: {n} lines in {secs:.3} s ({:.1} M lines/s)",
            n as f64 / secs / 1e6
        );
    }
    println!("perft({depth}) = {last}");
}
