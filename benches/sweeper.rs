//! The sweeper's cost with 10,000 running games with clocks: how long one
//! wake-up takes (the next deadline, and a sweep with nothing due), and
//! the memory it holds (none per game: one timer for the nearest
//! deadline): `cargo bench --bench sweeper`.

use gamehost::config::{GameSettings, Synchronous};

use gamehost::host::Host;
use gamehost::host::clock::ManualClock;
use gamehost::host::command::User;
use gamehost::store::{self, Store};
use std::sync::Arc;
use std::time::Instant;

const GAMES: i64 = 10_000;
const NOW: i64 = 1_795_000_000;

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = Store::open(&dir.path().join("g.db"), Synchronous::Normal)
        .await
        .expect("the database");
    let players = [User::named("a"), User::named("b")];
    let start = masters::Position::start().to_string();
    let mut tx = store.write().await.expect("a transaction");
    for i in 0..GAMES {
        // Deadlines spread over the next day; reminders not yet due.
        let deadline = NOW + 86_400 + i * 86_400 / GAMES;
        let terms = store::GameTerms {
            server: "s",
            rated: true,
            clock: Some((86_400, deadline)),
        };
        store::insert_game(
            &mut tx,
            &format!("c{i}"),
            "masters",
            &players,
            &start,
            terms,
        )
        .await
        .expect("a game");
    }
    tx.commit().await.expect("stored");
    let before = rss_kib();
    let host = Host::with_clock(
        store,
        gamehost::default_games(64).expect("games"),
        GameSettings::default(),
        Arc::new(ManualClock::at(NOW)),
    );
    let mut next = Vec::new();
    let mut sweeps = Vec::new();
    for _ in 0..200 {
        let t = Instant::now();
        let at = host.next_deadline().await.expect("a deadline");
        next.push(t.elapsed().as_secs_f64() * 1e6);
        assert!(at.is_some());
        let t = Instant::now();
        let due = host.sweep().await.expect("a sweep");
        sweeps.push(t.elapsed().as_secs_f64() * 1e6);
        assert!(due.is_empty());
    }
    let after = rss_kib();
    println!(
        "{GAMES} running games with clocks: next deadline median {:.0} µs, empty sweep median {:.0} µs; resident memory {} MiB before the host, {} MiB after 200 wake-ups",
        median(next),
        median(sweeps),
        before / 1024,
        after / 1024
    );
}
