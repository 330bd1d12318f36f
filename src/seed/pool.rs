//! The distinct games a seeded database is made of: whole games played
//! through the host on a scratch database, each action a random legal one
//! typed as a person would type it (the load benchmark's players), ended
//! the ways real games end: on the board, by a resignation, by an agreed
//! draw, or on time; some with a draw offer that lapsed on the way. What
//! the host stored for them is read back as [`Template`]s.

use crate::bench::table::{Played, Table};
use crate::bench::turns::below;
use crate::bench::{MIXABLE, Mix};
use crate::host::clock::{Clock, ManualClock, SystemClock};
use crate::host::command::{DrawAction, User};
use crate::host::{Games, Host};
use crate::store::{self, Store};
use sqlx::Row;
use std::collections::HashMap;
use std::sync::Arc;

/// Seconds per turn of the games that end on time.
const TIMED_TURN_SECONDS: i64 = 86_400;

/// One finished game as the host stored it, its players still the pool's.
#[derive(Clone, Debug)]
pub struct Template {
    /// The game's registered name.
    pub game: String,
    /// The pool's players, in seat order.
    pub players: Vec<User>,
    /// `start_state`, `state`, `version`, `status`, `result`, `last_move`,
    /// `captured`, `turn_seconds`, `places` as stored.
    pub start_state: String,
    /// The final state.
    pub state: String,
    /// The version it ended at.
    pub version: i64,
    /// Its status (`won`, `resigned`, `drawn`, `timeout`, `aborted`).
    pub status: String,
    /// The stored result (names in it are the pool's players').
    pub result: Option<String>,
    /// The last move.
    pub last_move: Option<String>,
    /// Kinds lost per seat (JSON).
    pub captured: String,
    /// The turn clock, if it had one.
    pub turn_seconds: Option<i64>,
    /// The stored places (JSON), for games whose state says them.
    pub places_column: Option<String>,
    /// The log: who (a seat in [`Template::players`]) made each entry.
    pub entries: Vec<Entry>,
    /// Each seat's place (1 = first) when the game was rated with a result.
    pub places: Option<Vec<u8>>,
}

/// One log entry of a template.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The seat whose player committed it.
    pub player: usize,
    /// The `seat` column.
    pub seat: i64,
    /// The `kind` column.
    pub kind: String,
    /// The notation.
    pub notation: String,
}

/// How a pool game is brought to its end when the board has not ended it
/// by its target length.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Close {
    Resign,
    Draw,
    Timeout,
}

/// Plays `distinct` games of the four games (40–120 log entries each) on
/// a scratch database in `scratch`, with `parallel` games at a time, and
/// reads them back.
pub async fn play(
    games: Arc<Games>,
    settings: crate::config::GameSettings,
    scratch: &std::path::Path,
    distinct: usize,
    seed: u64,
    parallel: usize,
    progress: &crate::progress::Progress,
) -> anyhow::Result<Vec<Template>> {
    let store = Store::open(&scratch.join("pool.db"), store::Synchronous::Normal).await?;
    let clock = Arc::new(ManualClock::at(SystemClock.now()));
    let host = Host::with_clock(store.clone(), games, settings, clock.clone());
    let mix = Mix::default();
    let mut set = tokio::task::JoinSet::new();
    for i in 0..distinct {
        if set.len() >= parallel.max(1)
            && let Some(done) = set.join_next().await
        {
            done??;
            progress.inc(1);
        }
        let host = host.clone();
        let game = mix.game(i).to_string();
        let mut seed = seed ^ (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        set.spawn(async move { play_one(&host, i, &game, &mut seed).await });
    }
    while let Some(done) = set.join_next().await {
        done??;
        progress.inc(1);
    }
    // The games left to run out of time do.
    clock.advance(2 * TIMED_TURN_SECONDS);
    host.sweep().await?;
    let templates = read(&store).await?;
    store.close().await;
    Ok(templates)
}

/// Plays the pool's `i`th game of `game` to its end (or, for one to end
/// on time, to its length).
async fn play_one(host: &Host, i: usize, game: &str, seed: &mut u64) -> anyhow::Result<()> {
    let draws = host.games().get(game).is_some_and(|g| g.meta().draws);
    let close = match below(seed, 20) {
        0..=13 => Close::Resign,
        14..=16 if draws => Close::Draw,
        14..=16 => Close::Resign,
        _ => Close::Timeout,
    };
    let mut table = Table::new(format!("pool-{i}"), game, i);
    if close == Close::Timeout {
        table = table.timed(TIMED_TURN_SECONDS);
    }
    table.open(host).await?;
    let length = 40 + below(seed, 81) as i64;
    // A third of the games with draws see an offer that lapses.
    let offer_at = (draws && below(seed, 3) == 0).then(|| below(seed, 40) as i64);
    loop {
        let Some(running) = table.running(host).await? else {
            return Ok(());
        };
        let entries = {
            let mut c = host.store().read().await?;
            store::turn_count(&mut c, running.id).await?
        };
        if entries >= length {
            break;
        }
        if offer_at == Some(entries) {
            let who = &table.people()[below(seed, table.people().len())];
            table.draw(host, who, DrawAction::Offer).await;
        }
        match table.play_one(host, seed, &None).await? {
            Played::Done => {}
            Played::Refused | Played::Waiting => {
                anyhow::bail!("pool game {i} of {game}: a generated action was refused")
            }
        }
    }
    match close {
        Close::Timeout => {}
        Close::Draw => {
            let [a, b] = [&table.people()[0], &table.people()[1]];
            if !(table.draw(host, a, DrawAction::Offer).await
                && table.draw(host, b, DrawAction::Accept).await)
            {
                table.resign(host).await;
            }
        }
        Close::Resign => {
            let who = table.people()[below(seed, table.people().len())].clone();
            table.resign_one(host, &who).await;
            if table.running(host).await?.is_some() {
                table.resign(host).await;
            }
        }
    }
    Ok(())
}

/// Every finished game of the scratch database, with its log and places.
async fn read(store: &Store) -> anyhow::Result<Vec<Template>> {
    let mut c = store.read().await?;
    let mut places: HashMap<i64, Vec<(String, i64)>> = HashMap::new();
    for r in sqlx::query("SELECT game_id, user_id, place FROM results")
        .fetch_all(&mut *c)
        .await?
    {
        places
            .entry(r.try_get("game_id")?)
            .or_default()
            .push((r.try_get("user_id")?, r.try_get("place")?));
    }
    // Every log, wherever it is kept (a finished game's compactly).
    let mut logs: HashMap<i64, Vec<(String, Entry)>> = HashMap::new();
    for (game_id, e) in store::turns_of_games(&mut c, 0, i64::MAX).await? {
        let entry = Entry {
            player: 0,
            seat: e.seat,
            kind: store::kind_text(e.kind).to_string(),
            notation: e.notation,
        };
        logs.entry(game_id).or_default().push((e.user_id, entry));
    }
    let rows = sqlx::query(
        "SELECT id, game, players, start_state, state, version, status, result, last_move, captured, turn_seconds, places, rated \
         FROM games WHERE status <> 'running' ORDER BY id",
    )
    .fetch_all(&mut *c)
    .await?;
    let mut templates = Vec::with_capacity(rows.len());
    for r in rows {
        let id: i64 = r.try_get("id")?;
        let players: Vec<User> = serde_json::from_str(&r.try_get::<String, _>("players")?)?;
        let seat_of = |user: &str| players.iter().position(|p| p.id == user);
        let mut entries = vec![];
        for (user, mut entry) in logs.remove(&id).unwrap_or_default() {
            entry.player = seat_of(&user)
                .ok_or_else(|| anyhow::anyhow!("game {id}: an entry by {user}, not a player"))?;
            entries.push(entry);
        }
        let rated = r.try_get::<i64, _>("rated")? != 0;
        let places = match places.remove(&id) {
            Some(list) if rated => {
                let mut by_seat = vec![0u8; players.len()];
                for (user, place) in list {
                    let seat = seat_of(&user)
                        .ok_or_else(|| anyhow::anyhow!("game {id}: a result for {user}"))?;
                    by_seat[seat] = u8::try_from(place)?;
                }
                Some(by_seat)
            }
            _ => None,
        };
        templates.push(Template {
            game: r.try_get("game")?,
            players,
            start_state: r.try_get("start_state")?,
            state: r.try_get("state")?,
            version: r.try_get("version")?,
            status: r.try_get("status")?,
            result: r.try_get("result")?,
            last_move: r.try_get("last_move")?,
            captured: r.try_get("captured")?,
            turn_seconds: r.try_get("turn_seconds")?,
            places_column: r.try_get("places")?,
            entries,
            places,
        });
    }
    debug_assert!(templates.iter().all(|t| MIXABLE.contains(&t.game.as_str())));
    Ok(templates)
}
