//! Issue 47: finished games' logs kept compactly. A database as today's
//! release leaves it (every log in rows of `turns`, `gamehost seed
//! --rows`) is moved in place, on SQLite and on PostgreSQL, in two runs as
//! if the first had been stopped: afterwards `verify` is clean and every
//! game's pages, record and replay are the same bytes as before; a game
//! that ends from now on keeps its log compactly at once; a running game
//! keeps its rows.

mod common;

use common::{Backend, fresh_database};
use gamehost::host::Host;
use gamehost::host::clock::ManualClock;
use gamehost::progress::Progress;
use gamehost::seed::{SeedOptions, seed};
use gamehost::store;
use std::sync::Arc;

common::on_both!(a_database_of_rows_is_moved_in_place_and_reads_the_same);

const GAMES: usize = 120;

/// What every page of every game answers (its status and bytes), in order.
async fn pages(h: &Host, base: &str) -> Vec<(String, u16, Vec<u8>)> {
    let mut c = h.store().read().await.unwrap();
    let games = store::games_after(&mut c, 0, i64::MAX).await.unwrap();
    let mut out = vec![];
    for (i, g) in games.iter().enumerate() {
        let key = store::page_key(&mut c, g.id).await.unwrap().unwrap();
        let entries = store::turn_count(&mut c, g.id).await.unwrap();
        let mut paths = vec![
            format!("/g/{key}"),
            format!("/g/{key}/1"),
            format!("/g/{key}/{}", entries / 2),
            format!("/g/{key}/record.txt"),
        ];
        // Replays are slow to draw: one game in twenty.
        if i % 20 == 0 {
            paths.push(format!("/g/{key}/replay.gif"));
        }
        for path in paths {
            let response = reqwest::get(format!("{base}{path}")).await.unwrap();
            let status = response.status().as_u16();
            out.push((path, status, response.bytes().await.unwrap().to_vec()));
        }
    }
    out
}

/// Rows left in `turns`, and compact logs.
async fn counts(h: &Host) -> (i64, i64) {
    use sqlx::Row;
    let mut c = h.store().read().await.unwrap();
    let row = sqlx::query(
        "SELECT (SELECT COUNT(*) FROM turns) AS rows_left, (SELECT COUNT(*) FROM game_logs) AS logs",
    )
    .fetch_one(&mut *c)
    .await
    .unwrap();
    (row.get("rows_left"), row.get("logs"))
}

async fn a_database_of_rows_is_moved_in_place_and_reads_the_same(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = Arc::new(ManualClock::at(1_795_000_000));
    let h = common::clocked_host(&how, &clock).await;
    let options = SeedOptions {
        games: GAMES,
        distinct: 8,
        servers: Some(2),
        rows: true,
        ..SeedOptions::default()
    };
    let seeded = seed(
        h.store(),
        h.shared_games(),
        gamehost::config::GameSettings::default(),
        &options,
        false,
    )
    .await
    .unwrap();
    // A game still running keeps its rows through the move.
    common::two_player_game(&h, "running", "masters").await;
    let game = common::latest_game(&h, "running").await;
    let g = h.games().get("masters").unwrap();
    let seat = g.to_act(&game.state).unwrap()[0];
    let turn = gamehost::bench::turns::line("masters", &game.state, seat, &mut 7).unwrap();
    common::say(&h, "running", &game.players[seat].id, &turn).await;
    // The pages of every game twice over: more than one visitor may ask
    // for in a minute.
    let site = gamehost::web::Site::new(
        h.store().clone(),
        h.shared_games(),
        gamehost::config::WebSettings {
            requests_per_minute: u32::MAX,
            ..gamehost::config::WebSettings::default()
        },
        &gamehost::config::GameSettings::default(),
    );
    let base = gamehost::web::serve_on_loopback(site).await.unwrap();
    let before = pages(&h, &base).await;
    assert_eq!(counts(&h).await, (seeded.entries as i64 + 1, 0));

    // The first run stops after one batch; the second resumes.
    let first = {
        let mut tx = h.store().write().await.unwrap();
        let done = store::compact_finished(&mut tx, 0, 40).await.unwrap();
        tx.commit().await.unwrap();
        done
    };
    assert_eq!((first.looked, first.games), (40, 40));
    let rest = gamehost::compact::compact(h.store(), &Progress::hidden())
        .await
        .unwrap();
    assert_eq!(rest.games, GAMES - 40);
    assert_eq!(first.entries + rest.entries, seeded.entries);
    assert_eq!(counts(&h).await, (1, GAMES as i64));
    let again = gamehost::compact::compact(h.store(), &Progress::hidden())
        .await
        .unwrap();
    assert_eq!(again, gamehost::compact::Moved::default());

    let verified = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert_eq!(verified.mismatches, Vec::<String>::new());
    assert_eq!(verified.turns, seeded.entries + 1);
    let after = pages(&h, &base).await;
    assert_eq!(before.len(), after.len());
    let opened = before
        .iter()
        .filter(|(_, status, _)| *status == 200)
        .count();
    assert!(opened >= GAMES * 3, "{opened} pages opened");
    for (b, a) in before.iter().zip(&after) {
        if b != a {
            let at = b.2.iter().zip(&a.2).position(|(x, y)| x != y).unwrap_or(0);
            let around = |bytes: &[u8]| {
                String::from_utf8_lossy(&bytes[at.saturating_sub(200)..(at + 200).min(bytes.len())])
                    .into_owned()
            };
            panic!(
                "{} differs after the move:\nbefore: {}\nafter:  {}",
                b.0,
                around(&b.2),
                around(&a.2)
            );
        }
    }

    // A game that ends now keeps its log compactly at once.
    common::say(&h, "running", "alice", "/resign").await;
    assert_eq!(counts(&h).await, (0, GAMES as i64 + 1));
    let game = common::latest_game(&h, "running").await;
    let mut c = h.store().read().await.unwrap();
    assert_eq!(store::turn_count(&mut c, game.id).await.unwrap(), 1);
}
