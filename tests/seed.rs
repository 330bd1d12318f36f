//! Issue 47: `gamehost seed` stores finished games as a year of play
//! leaves them, on SQLite and on PostgreSQL. What it stores is a real
//! database: every log replays to its stored position (`verify`), every
//! player's rating is the last of their results and counts them, the
//! games end every way games end, and the games' pages open.

mod common;

use common::{Backend, fresh_database};
use gamehost::seed::{SeedOptions, seed};
use gamehost::store::Store;
use sqlx::Row;
use std::collections::BTreeMap;

common::on_both!(a_seeded_database_verifies_and_its_ratings_sum_its_results);

/// Games stored, and how many distinct games they are made of.
const GAMES: usize = 300;
const DISTINCT: usize = 12;

async fn a_seeded_database_verifies_and_its_ratings_sum_its_results(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let store = Store::connect(&how).await.unwrap();
    let games = gamehost::default_games(64).unwrap();
    let options = SeedOptions {
        games: GAMES,
        distinct: DISTINCT,
        servers: Some(3),
        batch: 70,
        ..SeedOptions::default()
    };
    let report = seed(
        &store,
        games.clone(),
        gamehost::config::GameSettings::default(),
        &options,
        false,
    )
    .await
    .unwrap();
    assert_eq!(report.games, GAMES);
    // Whole games: 40 entries or more, but for the few the board ends sooner.
    assert!(report.entries > GAMES * 30, "{} entries", report.entries);

    let verified = gamehost::verify::verify(&store, &games).await.unwrap();
    assert_eq!(verified.mismatches, Vec::<String>::new());
    assert_eq!((verified.games, verified.turns), (GAMES, report.entries));

    let mut c = store.read().await.unwrap();
    // Every game finished, on three servers, of all four games, each log
    // at most 120 entries (the longest a pool game is played to, plus
    // the closing entry a game may make).
    let rows = sqlx::query(
        "SELECT g.game, g.status, g.server, (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id) AS entries FROM games g",
    )
    .fetch_all(&mut *c)
    .await
    .unwrap();
    let mut kinds = BTreeMap::new();
    let mut servers = std::collections::BTreeSet::new();
    for r in &rows {
        let (game, status): (String, String) = (r.get("game"), r.get("status"));
        assert_ne!(status, "running");
        assert!(r.get::<i64, _>("entries") <= 121);
        *kinds.entry(game).or_insert(0) += 1;
        servers.insert(r.get::<String, _>("server"));
    }
    assert_eq!(
        kinds.keys().cloned().collect::<Vec<String>>(),
        ["elemental", "masters", "regions", "throne"]
    );
    assert_eq!(servers.len(), 3);

    // Every seat of every game is found by its player.
    let seats: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM game_players")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    let players: Vec<String> = sqlx::query_scalar("SELECT players FROM games")
        .fetch_all(&mut *c)
        .await
        .unwrap();
    let sat: usize = players
        .iter()
        .map(|p| {
            serde_json::from_str::<Vec<serde_json::Value>>(p)
                .unwrap()
                .len()
        })
        .sum();
    assert_eq!(seats as usize, sat);

    // A rating counts its player's results, and is their last result's.
    let ratings = sqlx::query("SELECT server, game, user_id, rating, games FROM ratings")
        .fetch_all(&mut *c)
        .await
        .unwrap();
    assert_eq!(ratings.len(), report.rated_players);
    let mut counted = 0;
    for r in &ratings {
        let (server, game, user): (String, String, String) =
            (r.get("server"), r.get("game"), r.get("user_id"));
        let results = sqlx::query(
            "SELECT rating_after FROM results WHERE server = $1 AND game = $2 AND user_id = $3 ORDER BY game_id",
        )
        .bind(&server)
        .bind(&game)
        .bind(&user)
        .fetch_all(&mut *c)
        .await
        .unwrap();
        assert_eq!(results.len() as i64, r.get::<i64, _>("games"));
        let last: f64 = results.last().unwrap().get("rating_after");
        assert_eq!(last, r.get::<f64, _>("rating"));
        counted += results.len();
    }
    assert_eq!(counted, report.results);

    // Seeding the same world again is refused: its players would be
    // rated twice over.
    let again = seed(
        &store,
        games,
        gamehost::config::GameSettings::default(),
        &options,
        false,
    )
    .await;
    assert!(again.is_err());
}
