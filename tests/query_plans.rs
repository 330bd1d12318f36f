//! Issue 47: the queries the commands and pages run on a database of
//! stored games use indexes. A few hundred finished games are seeded
//! (`gamehost seed`) and a dozen more played through the host (their
//! turns are recorded too); then `/history`, `/replay`, `/profile`,
//! `/leaderboard`, `/mygames`, `/game`, and the pages (a game at its end
//! and at a turn, its record, the archive with each filter, a player's
//! page) are asked for, every statement the store ran is recorded (from
//! sqlx's own log of them), and SQLite's plan of each (`EXPLAIN QUERY
//! PLAN`) must not scan the `games` or `turns` table whole.

mod common;

use gamehost::host::command::User;
use gamehost::host::{Ctx, Host};
use std::collections::BTreeSet;
use std::sync::{Arc, Mutex};
use tracing_subscriber::layer::SubscriberExt;

/// Records the SQL of every statement sqlx logs.
struct Statements(Arc<Mutex<BTreeSet<String>>>);

/// Reads a statement's text from a `sqlx::query` event: the whole
/// statement when sqlx shortened its summary, else the summary.
#[derive(Default)]
struct Sql {
    summary: String,
    statement: String,
}

impl tracing::field::Visit for Sql {
    fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
        match field.name() {
            "summary" => self.summary = value.to_string(),
            "db.statement" => self.statement = value.to_string(),
            _ => {}
        }
    }

    fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
        let text = format!("{value:?}");
        let text = text
            .trim_matches('"')
            .replace("\\n", "\n")
            .replace("\\\"", "\"");
        self.record_str(field, &text);
    }
}

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for Statements {
    fn on_event(
        &self,
        event: &tracing::Event<'_>,
        _ctx: tracing_subscriber::layer::Context<'_, S>,
    ) {
        if event.metadata().target() != "sqlx::query" {
            return;
        }
        let mut sql = Sql::default();
        event.record(&mut sql);
        let text = match sql.statement.trim() {
            "" => sql.summary,
            whole => whole.to_string(),
        };
        self.0.lock().unwrap().insert(text);
    }
}

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx {
        server: "bench".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: true,
    }
}

async fn say(h: &Host, channel: &str, user: &str, line: &str) {
    let command = h.parse(line, |n| Some(User::named(n))).unwrap();
    h.handle(&ctx(channel, user), command).await;
}

/// The plan's lines that read the games or turns table whole.
async fn full_scans(c: &mut sqlx::SqliteConnection, sql: &str) -> Vec<String> {
    use sqlx::Row;
    // Parameters are left unbound (NULL): the plan does not depend on them.
    let params = (1..=40)
        .rev()
        .find(|n| sql.contains(&format!("${n}")))
        .unwrap_or(0);
    let explain = format!("EXPLAIN QUERY PLAN {sql}");
    let mut query = sqlx::query(sqlx::AssertSqlSafe(explain));
    for _ in 0..params {
        query = query.bind(None::<i64>);
    }
    let rows = query.fetch_all(&mut *c).await.unwrap();
    rows.iter()
        .map(|r| r.get::<String, _>("detail"))
        .filter(|d| {
            let d = d.trim();
            (d.starts_with("SCAN games") || d.starts_with("SCAN turns"))
                && !d.contains("USING INDEX")
                && !d.contains("USING COVERING INDEX")
                && !d.contains("USING INTEGER PRIMARY KEY")
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_commands_and_pages_read_games_and_turns_through_indexes() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    // A year of play in small: finished games seeded (their own reads
    // are a bulk job's, not a command's, and are not recorded), then
    // games played turn by turn through the host.
    let seeded = gamehost::seed::SeedOptions {
        games: 300,
        distinct: 12,
        servers: Some(2),
        ..gamehost::seed::SeedOptions::default()
    };
    gamehost::seed::seed(
        h.store(),
        h.shared_games(),
        gamehost::config::GameSettings::default(),
        &seeded,
        false,
    )
    .await
    .unwrap();
    let world = gamehost::seed::world::World::new(2, seeded.members, seeded.seed);
    let (server, regular) = (world.server_id(0), world.player(0).id);
    let seen = Arc::new(Mutex::new(BTreeSet::new()));
    let subscriber = tracing_subscriber::registry().with(Statements(Arc::clone(&seen)));
    tracing::subscriber::set_global_default(subscriber).unwrap();

    let options = gamehost::bench::BenchOptions {
        games: 12,
        turns: 30,
        rate: None,
        ack: None,
        seed: 3,
        stored: 0,
        engines: 0,
        first_channel: 0,
        mix: gamehost::bench::Mix::default(),
        alerts: true,
        analyse: false,
    };
    gamehost::bench::run(h.clone(), options).await.unwrap();

    // What players and the pages ask for.
    let (channel, player) = ("bench-0", "bench-0-a");
    let game = {
        let mut c = h.store().read().await.unwrap();
        gamehost::store::latest_game(&mut c, channel)
            .await
            .unwrap()
            .unwrap()
    };
    say(&h, channel, player, "/archive state:on").await;
    for line in [
        "/game".to_string(),
        "/history".to_string(),
        format!("/replay game:{}", game.id),
        "/profile".to_string(),
        "/leaderboard".to_string(),
        "/mygames".to_string(),
        "/board".to_string(),
    ] {
        say(&h, channel, player, &line).await;
    }
    let base = common::web::serve(&h).await;
    let key = {
        let mut c = h.store().read().await.unwrap();
        gamehost::store::page_key(&mut c, game.id)
            .await
            .unwrap()
            .unwrap()
    };
    for path in [
        format!("/g/{key}"),
        format!("/g/{key}/1"),
        format!("/g/{key}/record.txt"),
        "/s/bench".to_string(),
        "/s/bench?game=masters".to_string(),
        format!("/s/bench?player={player}"),
        format!("/s/bench/p/{player}"),
        format!("/s/{server}"),
        format!("/s/{server}?game=throne"),
        format!("/s/{server}?player={regular}"),
        format!("/s/{server}/p/{regular}"),
    ] {
        let status = reqwest::get(format!("{base}{path}"))
            .await
            .unwrap()
            .status();
        assert!(status.is_success(), "{path}: {status}");
    }

    let statements: Vec<String> = seen.lock().unwrap().iter().cloned().collect();
    let reads: Vec<&String> = statements
        .iter()
        .filter(|s| {
            let head = s.trim_start().to_ascii_uppercase();
            ["SELECT", "UPDATE", "DELETE", "WITH"]
                .iter()
                .any(|k| head.starts_with(k))
        })
        .collect();
    // The capture works: the turn log and the games were read.
    for table in ["FROM turns", "FROM games", "UPDATE games"] {
        assert!(
            reads.iter().any(|s| s.contains(table)),
            "no {table} recorded"
        );
    }
    let url = gamehost::store::sqlite_url(&dir.path().join("h.db"));
    let mut c = <sqlx::SqliteConnection as sqlx::Connection>::connect(&url)
        .await
        .unwrap();
    let mut scans = vec![];
    for sql in reads {
        let found = full_scans(&mut c, sql).await;
        if !found.is_empty() {
            scans.push(format!("{sql}\n  -> {found:?}"));
        }
    }
    assert!(scans.is_empty(), "full scans:\n{}", scans.join("\n\n"));
}
