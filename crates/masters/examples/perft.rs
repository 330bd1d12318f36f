//! Prints perft counts:
//! `cargo run --release -p masters --example perft -- [--played] DEPTH [POSITION]`.
//!
//! Prints one line per depth from 1 to DEPTH with the count, the time and
//! the rate; the last line is `perft(DEPTH) = N`. With `--played` every leaf
//! is played instead of counted in bulk.

use masters::Position;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let usage = "usage: perft [--played] DEPTH [POSITION]";
    let played = args.next_if(|a| a == "--played").is_some();
    let Some(depth) = args.next().and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let rest: Vec<String> = args.collect();
    let pos = if rest.is_empty() {
        Position::start()
    } else {
        match rest.join(" ").parse::<Position>() {
            Ok(pos) => pos,
            Err(e) => {
                eprintln!("invalid position: {e}");
                std::process::exit(2);
            }
        }
    };
    let mut last = 0;
    for d in 1..=depth {
        let started = Instant::now();
        last = if played {
            pos.perft_played(d)
        } else {
            pos.perft(d)
        };
        let secs = started.elapsed().as_secs_f64();
        eprintln!(
            "depth {d}: {last} turns in {secs:.3} s ({:.1} M turns/s)",
            last as f64 / secs / 1e6
        );
    }
    println!("perft({depth}) = {last}");
}
