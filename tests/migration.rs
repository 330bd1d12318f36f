//! Schema changes upgrade an existing database in place: a database as the
//! release before the game seam wrote it (its two migrations, applied by
//! sqlx as that release did, and a running Masters game with its log and a
//! staged move kept as text) is opened by this release; the new migrations
//! run, the staged move is played, and `verify` replays the game. On
//! PostgreSQL, page keys from a weak random source are made anew.

mod common;

use gamehost::config::{GameSettings, Synchronous};
use gamehost::speech::InEnglish;

use gamehost::host::command::User;
use gamehost::host::{Ctx, Host};
use gamehost::store::{self, Store};
use masters::{Position, Turn};
use sqlx::migrate::Migrator;
use sqlx::sqlite::{SqliteConnectOptions, SqlitePoolOptions};
use std::path::Path;

/// Writes the previous release's database: migrations 0001 and 0002 and a
/// Masters game two turns in, rows as that release inserted them.
async fn previous_release_database(dir: &Path, path: &Path) -> (String, String) {
    let old = dir.join("previous-migrations");
    std::fs::create_dir_all(&old).unwrap();
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    for name in ["0001_init.sql", "0002_challenge_message.sql"] {
        std::fs::copy(here.join(name), old.join(name)).unwrap();
    }
    let pool = SqlitePoolOptions::new()
        .connect_with(
            SqliteConnectOptions::new()
                .filename(path)
                .create_if_missing(true),
        )
        .await
        .unwrap();
    Migrator::new(old.as_path())
        .await
        .unwrap()
        .run(&pool)
        .await
        .unwrap();
    let start = Position::start();
    let mut pos = start;
    for t in ["E2-E4", "E11-E9"] {
        pos = pos.play(&t.parse::<Turn>().unwrap()).unwrap().0;
    }
    let players = r#"[{"id":"alice","name":"alice"},{"id":"bob","name":"bob"}]"#;
    sqlx::query(
        "INSERT INTO games (channel, game, players, start_state, state, version, last_move, created_at, updated_at) \
         VALUES ('lobby', 'masters', ?, ?, ?, 2, 'E11-E9', 0, 0)",
    )
    .bind(players)
    .bind(start.to_string())
    .bind(pos.to_string())
    .execute(&pool)
    .await
    .unwrap();
    for (n, user, t) in [(1, "alice", "E2-E4"), (2, "bob", "E11-E9")] {
        sqlx::query("INSERT INTO turns (game_id, number, user_id, notation, committed_at) VALUES (1, ?, ?, ?, 0)")
            .bind(n)
            .bind(user)
            .bind(t)
            .execute(&pool)
            .await
            .unwrap();
    }
    // Alice's staged move, as a later release kept it: the game's draft as
    // JSON written into a string inside the host's JSON.
    sqlx::query("INSERT INTO drafts (game_id, user_id, draft) VALUES (1, 'alice', ?)")
        .bind(r#"{"revision":1,"staged":"{\"mv\":\"E4-E5\",\"claim\":null,\"inherit\":null}"}"#)
        .execute(&pool)
        .await
        .unwrap();
    pool.close().await;
    (start.to_string(), pos.to_string())
}

#[tokio::test]
async fn a_database_of_the_previous_release_upgrades_and_its_masters_game_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("gamehost.db");
    let (_, before) = previous_release_database(dir.path(), &path).await;

    let store = Store::open(&path, Synchronous::Normal).await.unwrap();
    {
        let mut c = store.read().await.unwrap();
        let game = store::running_game(&mut c, "lobby").await.unwrap().unwrap();
        assert_eq!(
            (game.game.as_str(), game.state.as_str()),
            ("masters", before.as_str())
        );
        let seats: Vec<i64> = store::turns(&mut c, game.id)
            .await
            .unwrap()
            .iter()
            .map(|t| t.seat)
            .collect();
        assert_eq!(
            seats,
            [0, 1],
            "the new seat column is filled in for old logs"
        );
    }
    let host = Host::new(
        store.clone(),
        gamehost::default_games(64).unwrap(),
        GameSettings::default(),
    );
    let alice = Ctx {
        server: "test".into(),
        channel: "lobby".into(),
        user: User::named("alice"),
        manages_server: false,
    };
    // The staged move kept in the older form is played as it was staged.
    let replies = host
        .handle(
            &alice,
            host.parse("/endturn", |n| Some(User::named(n))).unwrap(),
        )
        .await;
    assert!(
        replies[0]
            .text
            .en()
            .starts_with("Turn 3 · Ember (alice): E4-E5"),
        "{}",
        replies[0].text.en()
    );
    let report = gamehost::verify::verify(&store, host.games())
        .await
        .unwrap();
    assert_eq!((report.games, report.turns), (1, 3));
    assert!(report.mismatches.is_empty(), "{}", report.summary());
    store.close().await;
}

/// PostgreSQL's page keys of the games stored before keys existed came
/// from `md5(random())` (migration 0004): the release after re-keys them
/// from a cryptographic source, in place, and leaves the bot's own keys
/// (24 hex digits) as they were (issue 42).
#[tokio::test]
async fn postgresqls_md5_page_keys_are_made_anew_from_a_strong_source() {
    use sqlx::postgres::PgPoolOptions;
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = common::fresh_database(common::Backend::Postgres, &dir).await else {
        return;
    };
    let pool = PgPoolOptions::new().connect(&how.url).await.unwrap();
    let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/postgres");
    let apply = |names: &'static [&'static str]| {
        let (dir, here, pool) = (dir.path().to_path_buf(), here.clone(), pool.clone());
        async move {
            let old = dir.join("previous-migrations");
            std::fs::create_dir_all(&old).unwrap();
            for name in names {
                std::fs::copy(here.join(name), old.join(name)).unwrap();
            }
            Migrator::new(old.as_path())
                .await
                .unwrap()
                .run(&pool)
                .await
                .unwrap();
        }
    };
    apply(&[
        "0001_schema.sql",
        "0002_entry_kinds.sql",
        "0003_draw_message_index.sql",
    ])
    .await;
    let insert = "INSERT INTO games (channel, game, players, start_state, state, status, created_at, updated_at) \
                  VALUES ($1, 'masters', '[]', 's', 's', 'won', 0, 0)";
    for channel in ["a", "b"] {
        sqlx::query(insert)
            .bind(channel)
            .execute(&pool)
            .await
            .unwrap();
    }
    apply(&[
        "0001_schema.sql",
        "0002_entry_kinds.sql",
        "0003_draw_message_index.sql",
        "0004_page_keys.sql",
        "0005_archive.sql",
        "0006_seat_links.sql",
        "0007_events.sql",
        "0008_event_clock.sql",
    ])
    .await;
    // A game the bot itself keyed, after 0004.
    sqlx::query(insert).bind("c").execute(&pool).await.unwrap();
    sqlx::query("UPDATE games SET page_key = 'a1b2c3d4e5f60718293a4b5c' WHERE channel = 'c'")
        .execute(&pool)
        .await
        .unwrap();
    let keys = |pool: sqlx::PgPool| async move {
        sqlx::query_as::<_, (String, String)>(
            "SELECT channel, page_key FROM games ORDER BY channel",
        )
        .fetch_all(&pool)
        .await
        .unwrap()
    };
    let before = keys(pool.clone()).await;
    assert!(before[..2].iter().all(|(_, k)| k.len() == 32), "{before:?}");
    pool.close().await;
    // This release opens it: the migrations run.
    let store = Store::connect(&how).await.unwrap();
    store.close().await;
    let pool = PgPoolOptions::new().connect(&how.url).await.unwrap();
    let after = keys(pool.clone()).await;
    for ((channel, old), (_, new)) in before.iter().zip(&after).take(2) {
        assert_eq!(new.len(), 24, "{channel}: {new}");
        assert!(new.bytes().all(|b| b.is_ascii_hexdigit()), "{new}");
        assert!(!old.starts_with(new.as_str()), "{channel}: made anew");
    }
    assert_ne!(after[0].1, after[1].1);
    assert_eq!(after[2], before[2], "the bot's own key stays");
    pool.close().await;
}
