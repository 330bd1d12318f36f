//! Crash test, on both databases: the load runs in child processes that
//! are killed with SIGKILL mid-load, each time after a random number of
//! acknowledged turns (never after a wall-clock time, so a slow machine
//! only waits longer), several times, and restarted on the same database. On SQLite one process is killed and restarted; on
//! PostgreSQL two processes play their own channels on one database (as
//! two shard ranges do) and one of them is killed and restarted while the
//! other plays on. Every turn a process acknowledged (written to its file
//! only after the commit returned) must be in the turn log, and `gamehost
//! verify` must pass. Every player asked for an alert each turn, written
//! in the turn's transaction and left unsent by the load (it has no
//! mailer): after the kills, two bot processes started on the database
//! send each alert the games' latest turns made due exactly once between
//! them (issue 46: an alert due when the process died is sent after the
//! restart, once).

mod common;

use common::{Backend, fresh_database};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const ROUNDS: u64 = 5;
/// Games each process plays.
const GAMES: usize = 12;
/// How long a round may wait for its turns: generous, so that only a load
/// that stopped making progress fails, however slow the machine.
const PATIENCE: Duration = Duration::from_secs(300);

#[tokio::test(flavor = "current_thread")]
async fn acknowledged_turns_survive_kill_9_on_sqlite() {
    crash(Backend::Sqlite, 1).await;
}

#[tokio::test(flavor = "current_thread")]
async fn acknowledged_turns_survive_kill_9_of_one_of_two_processes_on_postgres() {
    crash(Backend::Postgres, 2).await;
}

/// A bench process on `db` playing games from channel `first` on, its
/// acknowledgements appended to `ack`.
fn load(dir: &Path, db: &str, ack: &Path, seed: u64, first: usize) -> Child {
    Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["bench", "--games", &GAMES.to_string(), "--turns", "1000000"])
        .args([
            "--seed",
            &seed.to_string(),
            "--first-channel",
            &first.to_string(),
        ])
        .args(["--db", db, "--alerts"])
        .arg("--ack")
        .arg(ack)
        .current_dir(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("gamehost starts")
}

/// How many whole lines `ack` holds so far (0 before it exists).
fn acknowledged_lines(ack: &Path) -> usize {
    std::fs::read(ack).map_or(0, |bytes| bytes.iter().filter(|&&b| b == b'\n').count())
}

/// The acknowledged turns in `ack`: (game, number, notation). Each is one
/// write of a whole line, so a kill leaves no torn line (one cut off would
/// be completed by the next round's first line into a wrong one): only
/// whole lines of exactly three fields count, and every line must be one.
fn acknowledged(ack: &Path) -> Vec<(i64, i64, String)> {
    let text = std::fs::read_to_string(ack).unwrap();
    let complete = &text[..text.rfind('\n').map_or(0, |i| i + 1)];
    let acked: Vec<(i64, i64, String)> = complete
        .lines()
        .filter_map(|l| match l.split('\t').collect::<Vec<_>>().as_slice() {
            [game, number, notation] => Some((
                game.parse().ok()?,
                number.parse().ok()?,
                notation.to_string(),
            )),
            _ => None,
        })
        .collect();
    assert_eq!(
        acked.len(),
        complete.lines().count(),
        "torn acknowledgement lines"
    );
    acked
}

async fn crash(backend: Backend, processes: usize) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let db = gamehost::store::sqlite_file(&how.url)
        .map(|f| f.display().to_string())
        .unwrap_or_else(|| how.url.clone());
    let ack = |p: usize| dir.path().join(format!("ack-{p}.tsv"));
    // Processes 1.. play on throughout; process 0 is killed and restarted.
    let mut others: Vec<Child> = (1..processes)
        .map(|p| load(dir.path(), &db, &ack(p), 100 + p as u64, p * GAMES))
        .collect();
    let mut seed = 0x5EED_u64;
    // Each round kills process 0 once it has acknowledged a number of new
    // turns (drawn per round), not after a time: a slow machine waits
    // longer for them, and the kill still lands mid-load.
    let mut wanted = 0;
    for round in 0..ROUNDS {
        let mut child = load(dir.path(), &db, &ack(0), round, 0);
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        wanted += 40 + (seed >> 33) as usize % 120;
        let deadline = Instant::now() + PATIENCE;
        while acknowledged_lines(&ack(0)) < wanted {
            assert!(
                child.try_wait().unwrap().is_none(),
                "round {round}: the load ended before the kill"
            );
            assert!(
                Instant::now() < deadline,
                "round {round}: {} of {wanted} turns acknowledged within {PATIENCE:?}",
                acknowledged_lines(&ack(0))
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
    }
    // The other processes play on until they too have acknowledged as many.
    for p in 1..processes {
        let deadline = Instant::now() + PATIENCE;
        while acknowledged_lines(&ack(p)) < wanted {
            assert!(
                Instant::now() < deadline,
                "process {p}: {} of {wanted} turns acknowledged within {PATIENCE:?}",
                acknowledged_lines(&ack(p))
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
    for other in &mut others {
        assert!(
            other.try_wait().unwrap().is_none(),
            "the other process stopped"
        );
        other.kill().unwrap();
        other.wait().unwrap();
    }

    let store = gamehost::store::Store::connect(&how).await.unwrap();
    let mut c = store.read().await.unwrap();
    let mut total = 0;
    for p in 0..processes {
        let acked = acknowledged(&ack(p));
        assert!(
            acked.len() >= wanted,
            "process {p}: {} turns acknowledged, {wanted} were waited for",
            acked.len()
        );
        total += acked.len();
        for (game, number, notation) in &acked {
            // A finished game's log is kept compactly: read it as a log.
            let log = gamehost::store::turns(&mut c, *game).await.unwrap();
            let stored = log.iter().find(|e| e.number == *number);
            assert_eq!(
                stored.map(|e| e.notation.as_str()),
                Some(notation.as_str()),
                "acknowledged turn {number} of game {game} is missing"
            );
        }
    }
    drop(c);
    store.close().await;

    let out = Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["verify", "--db", &db])
        .output()
        .unwrap();
    let summary = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && summary.contains("every stored position matches"),
        "{summary}"
    );
    let alerts = alerts_sent_once_after_the_kills(&how).await;
    eprintln!(
        "{ROUNDS} kills, {total} acknowledged turns all present, {alerts} alerts sent once; {summary}"
    );
}

/// The alerts the running games' latest turns made due: (user, game).
async fn current_alerts(c: &mut gamehost::store::Conn) -> Vec<(String, i64)> {
    let mut due: Vec<(String, i64)> = sqlx::query_as(
        "SELECT a.user_id, a.game_id FROM alerts a JOIN games g ON g.id = a.game_id \
         WHERE a.kind = 'turn' AND a.version = g.version AND g.status = 'running'",
    )
    .fetch_all(&mut *c)
    .await
    .unwrap();
    due.sort();
    due
}

/// Two bot processes' hosts on the database, an hour after the load (no
/// player is at their game any more): each due alert is sent once between
/// them, and a second look sends nothing. How many were sent.
async fn alerts_sent_once_after_the_kills(how: &gamehost::store::Connect) -> usize {
    use gamehost::host::events::Happened;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64;
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(now + 3600));
    let host = || async {
        let store = gamehost::store::Store::connect(how).await.unwrap();
        let h = gamehost::host::Host::with_clock(
            store,
            gamehost::default_games(64).unwrap(),
            gamehost::config::GameSettings::default(),
            std::sync::Arc::clone(&clock) as std::sync::Arc<dyn gamehost::host::clock::Clock>,
        );
        h.tell_alerts();
        h
    };
    let (a, b) = (host().await, host().await);
    let expected = {
        let mut c = a.store().read().await.unwrap();
        current_alerts(&mut c).await
    };
    assert!(!expected.is_empty(), "the load made alerts due");
    let (mut told_a, mut told_b) = (a.subscribe(), b.subscribe());
    let mut sent: Vec<(String, i64)> = vec![];
    let mut read = |told: &mut tokio::sync::broadcast::Receiver<Happened>| {
        while let Ok(happened) = told.try_recv() {
            if let Happened::Direct { user, reply } = happened {
                let game = reply
                    .buttons
                    .iter()
                    .find_map(|b| match game_api::ButtonId::parse(&b.id) {
                        Some(game_api::ButtonId::Game { id, .. }) => Some(id),
                        _ => None,
                    })
                    .expect("an alert carries its game's Play button");
                sent.push((user, game));
            }
        }
    };
    // Until none is left to look at (the stale ones, made by turns played
    // since, are settled unsent), then once more: nothing is sent again.
    for _ in 0..1000 {
        tokio::join!(a.alert_duty(), b.alert_duty());
        read(&mut told_a);
        read(&mut told_b);
        let mut c = a.store().read().await.unwrap();
        let left: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM alerts WHERE sent_at IS NULL AND due_at <= $1",
        )
        .bind(now + 3600)
        .fetch_one(&mut *c)
        .await
        .unwrap();
        if left == 0 {
            break;
        }
    }
    tokio::join!(a.alert_duty(), b.alert_duty());
    read(&mut told_a);
    read(&mut told_b);
    sent.sort();
    assert_eq!(sent, expected, "each due alert sent once");
    sent.len()
}
