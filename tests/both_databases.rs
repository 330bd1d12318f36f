//! The store's guarantees on the embedded SQLite file and on a PostgreSQL
//! server (issue 24): the same tests, each run on both databases. A game
//! is played, rated and verified; two bot processes (two hosts with pools
//! of their own on one database) never both commit one turn, also when 24
//! presses and /endturn race over both; two clock
//! sweepers apply a deadline once; the migrations apply once; a database
//! that is down at start-up is one clear error; and a PostgreSQL that
//! goes away mid-game asks the player to try again, with nothing written.
//!
//! PostgreSQL is the throwaway server `scripts/with-postgres` starts for
//! the README's test command (and so for `.ci/run`); each test makes a
//! fresh database on it.

mod common;

use common::{Backend, fresh_database, texts};
use gamehost::host::Host;
use gamehost::host::clock::ManualClock;
use gamehost::speech::InEnglish;
use gamehost::store::{self, Store};
use std::sync::Arc;

common::on_both!(
    two_processes_each_tell_only_what_they_did,
    a_game_is_played_rated_and_verified,
    two_hosts_never_both_commit_one_turn,
    twenty_four_racing_end_turns_and_presses_commit_once,
    two_sweepers_apply_a_deadline_once,
    the_migrations_apply_once,
    another_process_hears_of_each_commit_where_the_database_tells,
    a_puzzle_is_served_refused_solved_and_rated,
);

const START: i64 = 1_795_000_000;

/// Two hosts on one fresh database (two bot processes), a Masters game
/// started through the first, and the clock they share; `None` without
/// a PostgreSQL server for the tests.
async fn two_processes(
    backend: Backend,
    dir: &tempfile::TempDir,
) -> Option<(Host, Host, Arc<ManualClock>)> {
    let how = fresh_database(backend, dir).await?;
    let clock = Arc::new(ManualClock::at(START));
    let a = common::clocked_host(&how, &clock).await;
    let b = common::clocked_host(&how, &clock).await;
    masters_started(&a).await;
    Some((a, b, clock))
}

/// The latest game in channel `m`.
async fn game(h: &Host) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::latest_game(&mut c, "m").await.unwrap().unwrap()
}

/// How many turns game `id` has logged.
async fn turns(h: &Host, id: i64) -> i64 {
    let mut c = h.store().read().await.unwrap();
    store::turn_count(&mut c, id).await.unwrap()
}

/// A Masters game in channel `m` between alice (Ember) and bob, with an
/// hour per turn.
async fn masters_started(h: &Host) {
    common::say(
        h,
        "m",
        "alice",
        "/challenge opponent:bob side:ember time:1h",
    )
    .await;
    let started = texts(&common::say(h, "m", "bob", "/accept").await);
    assert!(started.contains("Game on"), "{started}");
}

async fn a_game_is_played_rated_and_verified(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = Arc::new(ManualClock::at(START));
    let h = common::clocked_host(&how, &clock).await;
    masters_started(&h).await;
    for (who, line) in [
        ("alice", "/turn move:E2-E4"),
        ("bob", "/turn move:E11-E9"),
        ("alice", "/resign"),
    ] {
        let said = texts(&common::say(&h, "m", who, line).await);
        assert!(!said.contains("went wrong"), "{line}: {said}");
    }
    let g = game(&h).await;
    assert_eq!(g.status, gamehost::store::GameStatus::Resigned);
    assert_eq!(turns(&h, g.id).await, 2);
    // The rating changed in the transaction that ended the game.
    let board = texts(&common::say(&h, "m", "alice", "/leaderboard game:masters").await);
    assert!(board.contains("bob") && board.contains("alice"), "{board}");
    let report = gamehost::verify::verify(h.store(), &gamehost::default_games(64).unwrap())
        .await
        .unwrap();
    assert_eq!((report.games, report.turns), (1, 2), "{}", report.summary());
    assert!(report.mismatches.is_empty(), "{}", report.summary());
    h.store().close().await;
}

/// Issue 48: a puzzle served, a wrong turn refused and counted as a miss
/// (in a transaction of its own after the refusal), the engine's reply,
/// the solution's last turn; the puzzle's and the solver's ratings as
/// Glicko-2 says; the daily puzzle posted once the next day.
async fn a_puzzle_is_served_refused_solved_and_rated(backend: Backend) {
    use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = Arc::new(ManualClock::at(START));
    let h = common::clocked_host(&how, &clock).await;
    common::puzzles::stored_puzzle(&h).await;
    let say = async |line: &str| texts(&common::say(&h, "p", "carol", line).await);
    assert!(
        say("/puzzle game:masters")
            .await
            .starts_with("Puzzle 1 (Masters")
    );
    assert_eq!(
        say("/turn move:G2-F3").await,
        "That is not the puzzle's answer: this attempt now counts as missed for your \
         puzzle rating. Look again, and try another turn."
    );
    assert!(say("/turn move:E2-E4").await.contains("Right!"));
    assert_eq!(h.drain_engine_turns(Some("p"), 5).await.len(), 1);
    assert!(say("/turn move:G2-F3").await.contains("Solved!"));
    let (carol, puzzle) = glicko2(
        &Glicko2Rating::new(),
        &Glicko2Rating::new(),
        &skillratings::Outcomes::LOSS,
        &Glicko2Config::new(),
    );
    let mut c = h.store().read().await.unwrap();
    let stored = store::player_puzzle_rating(&mut c, "carol", "masters")
        .await
        .unwrap()
        .unwrap();
    assert_eq!((stored.rating, stored.missed), (carol.rating, 1));
    let own = store::puzzle_rating(&mut c, 1).await.unwrap().unwrap();
    assert_eq!(own, (puzzle.rating, puzzle.deviation, puzzle.volatility));
    let attempt = store::attempt(&mut c, 2).await.unwrap().unwrap();
    assert_eq!(
        (attempt.misses, attempt.outcome.as_deref()),
        (1, Some("missed"))
    );
    drop(c);
    let manager = gamehost::host::Ctx {
        server: "s".into(),
        channel: "d".into(),
        user: gamehost::host::command::User::named("mia"),
        manages_server: true,
    };
    let on = h
        .handle(&manager, h.parse("/puzzle daily:on", |_| None).unwrap())
        .await;
    assert!(texts(&on).contains("Today's puzzle"), "{}", texts(&on));
    let mut events = h.subscribe();
    clock.advance(gamehost::host::puzzle::DAY);
    h.do_duties(None).await;
    h.do_duties(None).await;
    let posted = std::iter::from_fn(|| events.try_recv().ok())
        .filter(|e| matches!(e, gamehost::host::events::Happened::Said { channel, .. } if channel == "d"))
        .count();
    assert_eq!(posted, 1);
    h.store().close().await;
}

/// Issue 47: a process that serves pages beside another's bot hears of
/// each commit from PostgreSQL (`LISTEN`/`NOTIFY`), only once it is
/// committed; SQLite tells nothing (its pages keep looking).
async fn another_process_hears_of_each_commit_where_the_database_tells(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((bot, site, _)) = two_processes(backend, &dir).await else {
        return;
    };
    let (moves, mut heard) = tokio::sync::broadcast::channel(16);
    let listening = store::moves::listen_for_moves(site.store(), moves).await;
    assert_eq!(listening, backend == Backend::Postgres);
    if !listening {
        return;
    }
    let id = game(&bot).await.id;
    // A commit that fails (another process got there first) tells nothing.
    let stale = {
        let mut g = game(&bot).await;
        let expected = g.version - 1;
        g.last_move = Some("stale".into());
        let mut tx = bot.store().write().await.unwrap();
        let done = store::update_game(&mut tx, &g, expected).await.unwrap();
        tx.commit().await.unwrap();
        done
    };
    assert!(!stale);
    common::say(&bot, "m", "alice", "/turn move:E2-E4").await;
    let told = tokio::time::timeout(std::time::Duration::from_secs(60), heard.recv())
        .await
        .expect("no notice within a minute")
        .unwrap();
    assert_eq!(told, id);
    assert!(heard.try_recv().is_err(), "one notice per commit");
}

async fn two_hosts_never_both_commit_one_turn(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b, _)) = two_processes(backend, &dir).await else {
        return;
    };
    // The same first turn reaches both processes at once, five times over
    // (each round on a new game).
    for round in 0..5 {
        let (x, y) = tokio::join!(
            common::say(&a, "m", "alice", "/turn move:E2-E4"),
            common::say(&b, "m", "alice", "/turn move:E2-E4"),
        );
        let both = format!("{}\n{}", texts(&x), texts(&y));
        let committed = both.matches("Turn 1 ·").count();
        assert_eq!(committed, 1, "round {round}: {both}");
        let g = game(&a).await;
        assert_eq!(turns(&a, g.id).await, 1, "round {round}: {both}");
        common::say(&a, "m", "alice", "/resign").await;
        masters_started(&b).await;
    }
    a.store().close().await;
    b.store().close().await;
}

async fn twenty_four_racing_end_turns_and_presses_commit_once(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b, _)) = two_processes(backend, &dir).await else {
        return;
    };
    // A staged turn, then its "end turn" button pressed and /endturn typed
    // 24 times at once, spread over both processes.
    let preview = common::say(&a, "m", "alice", "/move from:E2 to:E4").await;
    let button = preview[0].buttons[0].id.clone();
    let attempts = (0..24).map(|i| {
        let h = if i % 3 == 0 { b.clone() } else { a.clone() };
        let line = if i % 2 == 0 {
            format!("/press {button}")
        } else {
            "/endturn".to_string()
        };
        tokio::spawn(async move { texts(&common::say(&h, "m", "alice", &line).await) })
    });
    let (mut committed, mut refused) = (0, 0);
    for attempt in attempts {
        let said = attempt.await.unwrap();
        if said.starts_with("Turn 1 · Ember (alice): E2-E4") {
            committed += 1;
        } else if said.contains("This board is out of date")
            || said.starts_with("You have nothing staged")
        {
            // A button from before the commit is stale; a typed /endturn
            // after it finds nothing left to play.
            refused += 1;
        } else {
            panic!("unexpected reply: {said}");
        }
    }
    assert_eq!((committed, refused), (1, 23));
    let g = game(&a).await;
    assert_eq!((turns(&a, g.id).await, g.version), (1, 1));
    a.store().close().await;
    b.store().close().await;
}

async fn two_sweepers_apply_a_deadline_once(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b, clock)) = two_processes(backend, &dir).await else {
        return;
    };
    common::say(&a, "m", "alice", "/turn move:E2-E4").await;
    common::say(&b, "m", "bob", "/turn move:E11-E9").await;
    clock.advance(3601);
    let (x, y) = tokio::join!(a.sweep(), b.sweep());
    let all: Vec<String> = x
        .unwrap()
        .into_iter()
        .chain(y.unwrap())
        .map(|e| e.reply.text.en())
        .collect();
    assert_eq!(all.len(), 1, "{all:?}");
    assert!(all[0].contains("ran out of time"), "{all:?}");
    assert_eq!(game(&a).await.status, gamehost::store::GameStatus::Timeout);
    a.store().close().await;
    b.store().close().await;
}

/// Two bot processes on one database: each tells on its event stream
/// only what its own units of work did (a turn committed through the
/// other is not told twice).
async fn two_processes_each_tell_only_what_they_did(backend: Backend) {
    use gamehost::host::events::Happened;
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b, _clock)) = two_processes(backend, &dir).await else {
        return;
    };
    let (mut told_a, mut told_b) = (a.subscribe(), b.subscribe());
    let played = common::say(&a, "m", "alice", "/turn move:E2-E4").await;
    assert!(
        played[0].text.en().contains("E2-E4"),
        "{}",
        played[0].text.en()
    );
    let id = game(&a).await.id;
    match told_a.try_recv() {
        Ok(Happened::Game(g)) => {
            assert_eq!(
                (g.id, g.version, g.to_act.as_slice()),
                (id, 1, ["bob".to_string()].as_slice())
            )
        }
        other => panic!("the first process told {other:?}"),
    }
    assert!(
        told_b.try_recv().is_err(),
        "the other process tells nothing of it"
    );
    common::say(&b, "m", "bob", "/turn move:E11-E9").await;
    assert!(matches!(told_b.try_recv(), Ok(Happened::Game(g)) if g.version == 2));
    assert!(told_a.try_recv().is_err());
    a.store().close().await;
    b.store().close().await;
}

async fn the_migrations_apply_once(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    // Two processes start on one new database at once, then one restarts.
    let (x, y) = tokio::join!(Store::connect(&how), Store::connect(&how));
    let (x, y) = (x.unwrap(), y.unwrap());
    x.close().await;
    y.close().await;
    let again = Store::connect(&how).await.unwrap();
    let mut c = again.read().await.unwrap();
    let applied: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM _sqlx_migrations")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    let expected = match backend {
        Backend::Sqlite => std::fs::read_dir("migrations")
            .unwrap()
            .filter(|e| {
                e.as_ref()
                    .unwrap()
                    .path()
                    .extension()
                    .is_some_and(|x| x == "sql")
            })
            .count(),
        Backend::Postgres => std::fs::read_dir("migrations/postgres").unwrap().count(),
    };
    assert_eq!(applied, expected as i64);
    drop(c);
    again.close().await;
}

#[tokio::test]
async fn a_database_that_is_down_is_one_clear_error_and_no_password_is_shown() {
    // Nothing listens on port 1.
    let url = "postgres://gamehost:secret@127.0.0.1:1/gamehost";
    let how = store::Connect {
        pool_size: 1,
        statement_timeout: std::time::Duration::from_secs(2),
        ..store::Connect::url(url.into())
    };
    assert!(Store::connect(&how).await.is_err());
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["verify", "--db", url])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = said.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(lines.len(), 1, "{said}");
    assert!(
        lines[0].contains("cannot open the database postgres://gamehost:…@127.0.0.1:1/gamehost"),
        "{said}"
    );
    assert!(!said.contains("secret"), "{said}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgresql_that_goes_away_mid_game_asks_to_try_again_and_the_game_goes_on() {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let Some(mut how) = fresh_database(Backend::Postgres, &dir).await else {
        return;
    };
    how.statement_timeout = std::time::Duration::from_secs(30);
    let clock = Arc::new(ManualClock::at(START));
    let h = common::clocked_host(&how, &clock).await;
    masters_started(&h).await;
    assert!(texts(&common::say(&h, "m", "alice", "/turn move:E2-E4").await).contains("Turn 1"));
    let before = game(&h).await;

    // The database goes away: no new connections, every open one cut.
    let name = how.url.rsplit_once('/').unwrap().1.to_string();
    let server = std::env::var("POSTGRES_TEST_URL").unwrap();
    let mut admin = sqlx::PgConnection::connect(&server).await.unwrap();
    let away = [
        format!("ALTER DATABASE {name} ALLOW_CONNECTIONS false"),
        format!(
            "SELECT pg_terminate_backend(pid)::TEXT FROM pg_stat_activity WHERE datname = '{name}'"
        ),
    ];
    for sql in away {
        sqlx::raw_sql(sqlx::AssertSqlSafe(sql))
            .execute(&mut admin)
            .await
            .unwrap();
    }
    let said = texts(&common::say(&h, "m", "bob", "/turn move:E11-E9").await);
    assert!(said.contains("Please try again"), "{said}");

    // It comes back: nothing was half-written, and the same turn now goes through.
    let back = format!("ALTER DATABASE {name} ALLOW_CONNECTIONS true");
    sqlx::raw_sql(sqlx::AssertSqlSafe(back))
        .execute(&mut admin)
        .await
        .unwrap();
    let g = game(&h).await;
    assert_eq!((g.version, &g.state), (before.version, &before.state));
    assert_eq!(turns(&h, g.id).await, 1);
    let said = texts(&common::say(&h, "m", "bob", "/turn move:E11-E9").await);
    assert!(said.contains("Turn 2"), "{said}");
    assert_eq!(turns(&h, g.id).await, 2);
    admin.close().await.unwrap();
    h.store().close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgresql_is_reached_over_tls_when_the_url_asks_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let Some(mut how) = fresh_database(Backend::Postgres, &dir).await else {
        return;
    };
    how.url.push_str("?sslmode=require");
    let store = Store::connect(&how).await.unwrap();
    let mut c = store.read().await.unwrap();
    let encrypted: String =
        sqlx::query_scalar("SELECT ssl::TEXT FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            .fetch_one(&mut *c)
            .await
            .unwrap();
    assert_eq!(encrypted, "true");
    drop(c);
    store.close().await;
}

#[tokio::test]
async fn an_sqlite_file_under_a_non_ascii_name_opens_where_it_was_asked() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("spiele ä#1");
    std::fs::create_dir(&folder).unwrap();
    let file = folder.join("g.db");
    let store = Store::connect(&store::Connect::file(&file)).await.unwrap();
    store.close().await;
    assert!(
        file.is_file(),
        "{:?}",
        std::fs::read_dir(dir.path()).unwrap().collect::<Vec<_>>()
    );
}
