//! Prints perft counts: of the chess core, or with abilities (E82).
//!
//! `cargo run --release -p elemental --example perft -- DEPTH [FEN]
//! [--white ELEMENT/AUGMENTOR/OFFENSE/TEMPORAL] [--black …] [--seed N]`
//!
//! Without a FEN it counts from the standard start. `-` leaves a slot (or
//! the element, E92) empty. Without `--white` and `--black` it counts with
//! the bitboard core; with either, with the ability-aware generator and the
//! game's generator seeded `N` (0 by default, E41): every optional choice
//! is a turn (E82). Prints one line per depth from 1 to DEPTH with the
//! count, the time and the rate; the last line is `perft(DEPTH) = N`.

use elemental::{Board, Position, Slots};
use std::time::Instant;

/// One side's `ELEMENT/AUGMENTOR/OFFENSE/TEMPORAL`.
fn side(text: &str) -> Result<(Option<elemental::Element>, Slots), String> {
    elemental::side_from_text(text).map_err(|e| e.to_string())
}

fn main() {
    if let Err(e) = run() {
        eprintln!("{e}");
        eprintln!(
            "usage: perft DEPTH [FEN] [--white ELEMENT/AUGMENTOR/OFFENSE/TEMPORAL] [--black …] [--seed N]"
        );
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let depth = args
        .next()
        .and_then(|d| d.parse::<u32>().ok())
        .ok_or("DEPTH is a number")?;
    let (mut fen, mut white, mut black, mut seed) = (Vec::new(), None, None, 0u64);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--white" => white = Some(side(&args.next().ok_or("--white needs a loadout")?)?),
            "--black" => black = Some(side(&args.next().ok_or("--black needs a loadout")?)?),
            "--seed" => {
                seed = args
                    .next()
                    .and_then(|s| s.parse().ok())
                    .ok_or("--seed needs a number")?
            }
            _ => fen.push(a),
        }
    }
    let board = if fen.is_empty() {
        Board::start()
    } else {
        fen.join(" ").parse::<Board>().map_err(|e| e.to_string())?
    };
    let abilities = (white.is_some() || black.is_some()).then(|| {
        let none = (None, Slots::default());
        Position::with_slots(board, [white.unwrap_or(none), black.unwrap_or(none)])
    });
    let mut last = 0;
    for d in 1..=depth {
        let started = Instant::now();
        last = match &abilities {
            Some(pos) => pos.perft_with(d, seed),
            None => board.perft(d),
        };
        let secs = started.elapsed().as_secs_f64();
        eprintln!(
            "depth {d}: {last} turns in {secs:.3} s ({:.2} M turns/s)",
            last as f64 / secs / 1e6
        );
    }
    println!("perft({depth}) = {last}");
    Ok(())
}
