//! Replay size and time for a 120-turn Masters game at the default size
//! (targets: ≤ 2 MB and ≤ 400 ms): `cargo bench --bench replay`.
//! The game is random legal play from a fixed seed; the figure is the
//! median of 11 runs of frames + GIF. `REPLAY_TURNS=N` changes the
//! length; `REPLAY_GIF=PATH` writes the GIF.

use game_api::Picture;
use gamehost::host::command::User;
use gamehost::store::{GameRecord, LogEntry};
use masters::{Position, Turn};
use std::time::Instant;

fn main() {
    let mut pos = Position::start();
    let start = pos.to_string();
    let mut log = Vec::new();
    let mut seed = 12345u64;
    let turns_wanted: usize = std::env::var("REPLAY_TURNS")
        .ok()
        .and_then(|t| t.parse().ok())
        .unwrap_or(120);
    while log.len() < turns_wanted {
        let turns: Vec<Turn> = pos.legal_turns();
        if turns.is_empty() || pos.winner().is_some() {
            break;
        }
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let t = turns[(seed >> 33) as usize % turns.len()];
        let number = log.len() as i64 + 1;
        log.push(LogEntry {
            number,
            user_id: if number % 2 == 1 { "alice" } else { "bob" }.into(),
            seat: (number - 1) % 2,
            kind: game_api::EntryKind::Turn,
            notation: t.to_string(),
        });
        pos = pos.play(&t).expect("legal").0;
    }
    let game = GameRecord {
        start_state: start,
        version: log.len() as i64,
        ..GameRecord::unstored(
            "masters",
            vec![User::named("alice"), User::named("bob")],
            pos.to_string(),
        )
    };
    let games = gamehost::default_games(64).expect("games");
    let g = games.get("masters").expect("masters");
    let mut times = Vec::new();
    let mut size = 0;
    let english = gamehost::speech::speaker(game_api::Locale::EnUs);
    for _ in 0..11 {
        let started = Instant::now();
        let (frames, _) = gamehost::host::replay::frames(g, &game, &log).expect("frames");
        let replay = gamehost::host::replay::Replay::new(frames, game_api::Words::new());
        let drawn = replay.draw(&english).expect("a GIF");
        times.push(started.elapsed().as_secs_f64() * 1000.0);
        size = drawn.bytes.len();
    }
    // `REPLAY_GIF=path` also writes the last GIF (for docs/replay.gif).
    if let Ok(path) = std::env::var("REPLAY_GIF") {
        let (frames, _) = gamehost::host::replay::frames(g, &game, &log).expect("frames");
        let drawn = gamehost::host::replay::Replay::new(frames, game_api::Words::new())
            .draw(&english)
            .expect("a GIF");
        std::fs::write(&path, &drawn.bytes).expect("written");
    }
    times.sort_by(f64::total_cmp);
    println!(
        "replay of a {}-turn Masters game: {} frames, {:.0} KB, median {:.0} ms (min {:.0}, max {:.0})",
        log.len(),
        log.len() + 1,
        size as f64 / 1024.0,
        times[times.len() / 2],
        times[0],
        times[times.len() - 1]
    );
}
