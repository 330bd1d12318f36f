//! Schema changes upgrade an existing database in place: a database as the
//! release before the game seam wrote it (its two migrations, applied by
//! sqlx as that release did, and a running Masters game with its log and a
//! staged move kept as text) is opened by this release; the new migrations
//! run, the staged move is played, and `verify` replays the game.

use gamehost::config::{GameSettings, Synchronous};

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
        replies[0].text.starts_with("Turn 3 · Ember (alice): E4-E5"),
        "{}",
        replies[0].text
    );
    let report = gamehost::verify::verify(&store, host.games())
        .await
        .unwrap();
    assert_eq!((report.games, report.turns), (1, 3));
    assert!(report.mismatches.is_empty(), "{}", report.summary());
    store.close().await;
}
