//! Prints perft counts:
//! `cargo run --release -p regions --example perft -- [--played] DEPTH [POSITION]`.
//!
//! Without a position it counts from the start array with the infiltrators
//! picked on e9 (White's pick, Black's commander) and e2 (Black's pick),
//! as `tests/start.perft` does. Prints one line per depth from 1 to DEPTH
//! with the count, the time and the rate; the last line is
//! `perft(DEPTH) = N`. With `--played` every leaf is played instead of
//! counted in bulk.

use regions::Position;
use std::time::Instant;

/// The start position the perft vectors use.
const START: &str = "thbsqksbht/pjppccppjp/10/10/10/10/10/10/PJPPCCPPJP/THBSQKSBHT w 1 - e9/e2 -";

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let usage = "usage: perft [--played] DEPTH [POSITION]";
    let played = args.next_if(|a| a == "--played").is_some();
    let Some(depth) = args.next().and_then(|d| d.parse::<u32>().ok()) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let rest: Vec<String> = args.collect();
    let text = if rest.is_empty() {
        START.to_string()
    } else {
        rest.join(" ")
    };
    let pos = match text.parse::<Position>() {
        Ok(pos) => pos,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
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
            "depth {d}: {last} actions in {secs:.3} s ({:.1} M actions/s)",
            last as f64 / secs / 1e6
        );
    }
    println!("perft({depth}) = {last}");
}
