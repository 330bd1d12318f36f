//! The engine opponent on plain chess behind the UCI protocol, so a match
//! harness (python-chess, a GUI) can play it against Stockfish:
//! `cargo run --release -p elemental --example uci`.
//!
//! Understands `uci`, `isready`, `ucinewgame`, `position startpos|fen …
//! [moves …]`, `go` with `movetime`, `depth`, `nodes` or `wtime`/`btime`
//! (and `winc`/`binc`), `setoption name Level value 1-5` and `quit`.

use elemental::Board;
use engine::{Level, Limits, SearchGame, Searcher, choose};
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

fn main() {
    let mut board = Board::start();
    let mut level = Level::MAX;
    let mut searcher: Searcher<Board> = Searcher::new(1 << 20);
    let mut seed = 1u64;
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                let _ = writeln!(out, "id name gamehost-engine\nid author gamehost");
                let _ = writeln!(out, "option name Level type spin default 5 min 1 max 5");
                let _ = writeln!(out, "uciok");
            }
            Some("isready") => {
                let _ = writeln!(out, "readyok");
            }
            Some("ucinewgame") => searcher = Searcher::new(1 << 20),
            Some("setoption") => {
                if let Some(v) = words.iter().position(|w| *w == "value")
                    && let Some(n) = words.get(v + 1).and_then(|n| n.parse().ok())
                    && let Some(l) = Level::new(n)
                {
                    level = l;
                }
            }
            Some("position") => match position(&words[1..]) {
                Some(b) => board = b,
                None => eprintln!("bad position: {line}"),
            },
            Some("go") => {
                let limits = limits(&words[1..], &board, level);
                seed = seed.wrapping_add(1);
                let best = choose(&mut searcher, &board, level, limits, seed);
                let text = best.map_or("0000".to_string(), |m| m.to_string());
                let _ = writeln!(out, "bestmove {text}");
            }
            Some("quit") => break,
            _ => {}
        }
        let _ = out.flush();
    }
}

/// `startpos|fen … [moves …]`.
fn position(words: &[&str]) -> Option<Board> {
    let moves_at = words.iter().position(|w| *w == "moves");
    let setup = &words[..moves_at.unwrap_or(words.len())];
    let mut board = match *setup.first()? {
        "startpos" => Board::start(),
        "fen" => setup[1..].join(" ").parse().ok()?,
        _ => return None,
    };
    for text in moves_at.map_or(&[][..], |i| &words[i + 1..]) {
        let mut legal = Vec::new();
        board.moves(&mut legal);
        let m = legal.into_iter().find(|m| m.to_string() == *text)?;
        board = board.play(m);
    }
    Some(board)
}

/// The limits `go` asks for; a clock gives about a thirtieth of the time
/// left plus most of the increment.
fn limits(words: &[&str], board: &Board, level: Level) -> Limits {
    let get = |key: &str| -> Option<u64> {
        let i = words.iter().position(|w| *w == key)?;
        words.get(i + 1)?.parse().ok()
    };
    let now = Instant::now();
    let mut limits = level.limits(now, None);
    if let Some(d) = get("depth") {
        limits.depth = d as u32;
        limits.deadline = None;
    }
    if let Some(n) = get("nodes") {
        limits.nodes = n;
        limits.deadline = None;
    }
    let white = board.turn() == elemental::Color::White;
    let (time, inc) = if white {
        (get("wtime"), get("winc"))
    } else {
        (get("btime"), get("binc"))
    };
    if let Some(ms) = get("movetime") {
        limits.deadline = Some(now + Duration::from_millis(ms));
    } else if let Some(t) = time {
        let budget = t / 30 + inc.unwrap_or(0) * 4 / 5;
        let budget = budget.min(t.saturating_sub(50)).max(10);
        limits.deadline = Some(now + Duration::from_millis(budget));
    }
    limits
}
