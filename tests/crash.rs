//! Crash test: the load runs in a child process that is killed with SIGKILL
//! at random moments, several times, and restarted on the same database.
//! Every turn the child acknowledged (written to a file only after its
//! commit returned) must be in the turn log, and `gamehost verify` must pass.

use sqlx::Row;
use std::process::{Command, Stdio};
use std::time::Duration;

const ROUNDS: u64 = 5;

#[tokio::test(flavor = "current_thread")]
async fn acknowledged_turns_survive_kill_9() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.db");
    let ack = dir.path().join("ack.tsv");
    let mut seed = 0x5EED_u64;
    for round in 0..ROUNDS {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gamehost"))
            .args([
                "bench",
                "--games",
                "12",
                "--turns",
                "1000000",
                "--seed",
                &round.to_string(),
                "--db",
            ])
            .arg(&db)
            .arg("--ack")
            .arg(&ack)
            .current_dir(dir.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("gamehost starts");
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let wait = 400 + (seed >> 33) % 1200;
        tokio::time::sleep(Duration::from_millis(wait)).await;
        assert!(
            child.try_wait().unwrap().is_none(),
            "round {round}: the load ended before the kill"
        );
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
    }

    let text = std::fs::read_to_string(&ack).unwrap();
    // Each acknowledgement is one write of a whole line, so a kill leaves no
    // torn line (one cut off would be completed by the next round's first
    // line into a wrong acknowledgement). Only whole lines of exactly three
    // fields count, and every line must be one.
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
    let lines = complete.lines().count();
    assert_eq!(acked.len(), lines, "torn acknowledgement lines");
    assert!(acked.len() > 100, "only {} turns acknowledged", acked.len());

    let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&db);
    let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
    for (game, number, notation) in &acked {
        let row = sqlx::query("SELECT notation FROM turns WHERE game_id = ? AND number = ?")
            .bind(game)
            .bind(number)
            .fetch_optional(&pool)
            .await
            .unwrap();
        let stored: Option<String> = row.map(|r| r.get(0));
        assert_eq!(
            stored.as_deref(),
            Some(notation.as_str()),
            "acknowledged turn {number} of game {game} is missing"
        );
    }
    pool.close().await;

    let out = Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["verify", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    let summary = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success() && summary.contains("every stored position matches"),
        "{summary}"
    );
    eprintln!(
        "{ROUNDS} kills, {} acknowledged turns all present; {summary}",
        acked.len()
    );
}
