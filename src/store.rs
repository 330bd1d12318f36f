//! SQLite storage through sqlx: challenges, games, the turn log, drafts.
//!
//! WAL journal, checkpointed by a background task every half second so a
//! checkpoint's fsync never lands inside a player's commit; `synchronous` as configured: NORMAL by default (a commit is
//! in the WAL before it returns, so an acknowledged turn survives kill -9
//! and a restart), FULL to survive power loss too. Every change runs in a
//! `BEGIN IMMEDIATE` transaction, which
//! takes SQLite's single write lock up front; game updates also check the
//! version they read, so two commits on one game can never both succeed.

use crate::config::Synchronous;
use game_api::User;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, Sqlite, SqliteConnection, SqlitePool, Transaction};
use std::path::Path;
use std::time::Duration;

/// The database.
#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

/// A challenge.
#[derive(Clone, Debug)]
pub struct ChallengeRow {
    /// Its id (in button ids).
    pub id: i64,
    /// Its channel.
    pub channel: String,
    /// Who challenged.
    pub challenger: User,
    /// Who is challenged (at a table: who is invited, if anyone).
    pub opponent: Option<User>,
    /// Which game (`masters`, `regions`).
    pub game: String,
    /// The challenger's side choice: a seat word of the game (`ember`, `white`, …) or `random`.
    pub side: String,
    /// When it expires (unix seconds).
    pub expires_at: i64,
    /// The message that shows it, once a front end has recorded one.
    pub message_id: Option<String>,
    /// For a game of more than two: the table's seats.
    pub table: Option<Table>,
    /// The time each turn of its game may take (seconds), or `None` for no clock.
    pub turn_seconds: Option<i64>,
    /// Whether its game is rated.
    pub rated: bool,
}

/// A table that players join before its game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Who sits there, in joining order (the opener first).
    pub seats: Vec<User>,
    /// How many seats it has.
    pub size: usize,
}

impl ChallengeRow {
    /// Whether its time to be answered is up.
    pub fn expired(&self) -> bool {
        self.expires_at <= now()
    }
}

pub use game_api::{GameRecord, LogEntry};

/// Unix seconds now.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

fn game_from_row(r: &sqlx::sqlite::SqliteRow) -> Result<GameRecord, sqlx::Error> {
    let players: String = r.try_get("players")?;
    let captured: String = r.try_get("captured")?;
    Ok(GameRecord {
        id: r.try_get("id")?,
        channel: r.try_get("channel")?,
        game: r.try_get("game")?,
        players: serde_json::from_str(&players).map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
        start_state: r.try_get("start_state")?,
        state: r.try_get("state")?,
        version: r.try_get("version")?,
        status: r.try_get("status")?,
        result: r.try_get("result")?,
        draw_offer: r.try_get("draw_offer")?,
        last_move: r.try_get("last_move")?,
        captured: serde_json::from_str(&captured).map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
        turn_seconds: r.try_get("turn_seconds")?,
        deadline: r.try_get("deadline")?,
        reminded: r.try_get::<i64, _>("reminded")? != 0,
        server: r.try_get("server")?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        draw_message: r.try_get("draw_message")?,
    })
}

fn challenge_from_row(r: &sqlx::sqlite::SqliteRow) -> Result<ChallengeRow, sqlx::Error> {
    Ok(ChallengeRow {
        id: r.try_get("id")?,
        channel: r.try_get("channel")?,
        challenger: User {
            id: r.try_get("challenger")?,
            name: r.try_get("challenger_name")?,
        },
        opponent: {
            let id: String = r.try_get("opponent")?;
            (!id.is_empty())
                .then(|| -> Result<User, sqlx::Error> {
                    Ok(User {
                        id,
                        name: r.try_get("opponent_name")?,
                    })
                })
                .transpose()?
        },
        game: r.try_get("game")?,
        side: r.try_get("side")?,
        expires_at: r.try_get("expires_at")?,
        message_id: r.try_get("message_id")?,
        turn_seconds: r.try_get("turn_seconds")?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        table: {
            let seats: Option<String> = r.try_get("seats")?;
            let size: Option<i64> = r.try_get("table_size")?;
            match (seats, size) {
                (Some(seats), Some(size)) => Some(Table {
                    seats: serde_json::from_str(&seats)
                        .map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
                    size: size.max(0) as usize,
                }),
                _ => None,
            }
        },
    })
}

impl Store {
    /// Opens (creating if missing) the database file and applies the migrations.
    pub async fn open(path: &Path, synchronous: Synchronous) -> Result<Store, sqlx::Error> {
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(match synchronous {
                Synchronous::Full => SqliteSynchronous::Full,
                Synchronous::Normal => SqliteSynchronous::Normal,
            })
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(10))
            // Checkpoints run in the background (below), never inside a commit.
            .pragma("wal_autocheckpoint", "0");
        let pool = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        let checkpointer = pool.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_millis(500));
            loop {
                tick.tick().await;
                if checkpointer.is_closed() {
                    break;
                }
                // PASSIVE: copies what it can without blocking writers.
                let done = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                    .execute(&checkpointer)
                    .await;
                if let Err(e) = done {
                    if checkpointer.is_closed() {
                        break;
                    }
                    tracing::warn!("WAL checkpoint failed: {e}");
                }
            }
        });
        Ok(Store { pool })
    }

    /// A write transaction (`BEGIN IMMEDIATE`).
    pub async fn write(&self) -> Result<Transaction<'static, Sqlite>, sqlx::Error> {
        self.pool.begin_with("BEGIN IMMEDIATE").await
    }

    /// A read-only connection.
    pub async fn read(&self) -> Result<sqlx::pool::PoolConnection<Sqlite>, sqlx::Error> {
        self.pool.acquire().await
    }

    /// Closes the pool, waiting for connections to finish.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// The open challenge in `channel`, if any.
pub async fn open_challenge(
    c: &mut SqliteConnection,
    channel: &str,
) -> Result<Option<ChallengeRow>, sqlx::Error> {
    sqlx::query("SELECT * FROM challenges WHERE channel = ? AND status = 'open'")
        .bind(channel)
        .fetch_optional(&mut *c)
        .await?
        .map(|r| challenge_from_row(&r))
        .transpose()
}

/// What a new challenge is.
#[derive(Clone, Copy, Debug)]
pub struct NewChallenge<'a> {
    /// Its channel.
    pub channel: &'a str,
    /// Which game.
    pub game: &'a str,
    /// Who challenges (a table's opener).
    pub challenger: &'a User,
    /// Who is challenged or invited.
    pub opponent: Option<&'a User>,
    /// The challenger's side word, or `random`.
    pub side: &'a str,
    /// When it expires (unix seconds).
    pub expires_at: i64,
    /// For a table: its number of seats (the opener takes the first).
    pub table_size: Option<usize>,
    /// The time each turn may take (seconds), or `None` for no clock.
    pub turn_seconds: Option<i64>,
    /// Whether its game is rated.
    pub rated: bool,
}

/// Records a new open challenge or table; returns its id.
pub async fn insert_challenge(
    c: &mut SqliteConnection,
    new: NewChallenge<'_>,
) -> Result<i64, sqlx::Error> {
    let seats = match new.table_size {
        Some(_) => Some(
            serde_json::to_string(&[new.challenger])
                .map_err(|e| sqlx::Error::Encode(Box::new(e)))?,
        ),
        None => None,
    };
    let row = sqlx::query(
        "INSERT INTO challenges (channel, game, challenger, challenger_name, opponent, opponent_name, side, created_at, expires_at, seats, table_size, turn_seconds, rated) \
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(new.channel)
    .bind(new.game)
    .bind(&new.challenger.id)
    .bind(&new.challenger.name)
    .bind(new.opponent.map_or("", |o| o.id.as_str()))
    .bind(new.opponent.map_or("", |o| o.name.as_str()))
    .bind(new.side)
    .bind(now())
    .bind(new.expires_at)
    .bind(seats)
    .bind(new.table_size.map(|n| n as i64))
    .bind(new.turn_seconds)
    .bind(i64::from(new.rated))
    .fetch_one(&mut *c)
    .await?;
    row.try_get(0)
}

/// Stores who sits at table `id`.
pub async fn set_table_seats(
    c: &mut SqliteConnection,
    id: i64,
    seats: &[User],
) -> Result<(), sqlx::Error> {
    let seats = serde_json::to_string(seats).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query("UPDATE challenges SET seats = ? WHERE id = ?")
        .bind(seats)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Records (or clears) the message that shows game `id`'s draw offer.
pub async fn set_draw_message(
    c: &mut SqliteConnection,
    id: i64,
    message_id: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET draw_message = ? WHERE id = ?")
        .bind(message_id)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Records the message that shows challenge `id`.
pub async fn set_challenge_message(
    c: &mut SqliteConnection,
    id: i64,
    message_id: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE challenges SET message_id = ? WHERE id = ?")
        .bind(message_id)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// When the next open challenge expires (unix seconds), if any is open.
pub async fn next_challenge_expiry(c: &mut SqliteConnection) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT MIN(expires_at) FROM challenges WHERE status = 'open'")
        .fetch_one(&mut *c)
        .await
}

/// Marks every open challenge whose time is up as expired and returns
/// them. The update is conditional, so when several processes share the
/// database each expiry is returned to exactly one of them.
pub async fn expire_due_challenges(
    c: &mut SqliteConnection,
    now: i64,
) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    let rows = sqlx::query(
        "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at <= ? RETURNING *",
    )
    .bind(now)
    .fetch_all(&mut *c)
    .await?;
    rows.iter().map(challenge_from_row).collect()
}

/// Running games with a clock whose deadline or half-time reminder is due at `now`.
pub async fn games_due(c: &mut SqliteConnection, now: i64) -> Result<Vec<GameRecord>, sqlx::Error> {
    // Two indexed ranges (deadlines, then reminders not yet sent).
    let mut rows = sqlx::query(
        "SELECT * FROM games WHERE status = 'running' AND deadline IS NOT NULL AND deadline <= ? \
         ORDER BY deadline",
    )
    .bind(now)
    .fetch_all(&mut *c)
    .await?;
    rows.extend(
        sqlx::query(
            "SELECT * FROM games WHERE status = 'running' AND deadline IS NOT NULL AND reminded = 0 \
             AND deadline - turn_seconds / 2 <= ? AND deadline > ?",
        )
        .bind(now)
        .bind(now)
        .fetch_all(&mut *c)
        .await?,
    );
    rows.iter().map(game_from_row).collect()
}

/// When the next clock event of a running game is due (a deadline, or a
/// half-time reminder not yet sent), if any game runs with a clock.
pub async fn next_game_event(c: &mut SqliteConnection) -> Result<Option<i64>, sqlx::Error> {
    // Each minimum comes from its own index.
    let deadline: Option<i64> = sqlx::query_scalar(
        "SELECT MIN(deadline) FROM games WHERE status = 'running' AND deadline IS NOT NULL",
    )
    .fetch_one(&mut *c)
    .await?;
    let reminder: Option<i64> = sqlx::query_scalar(
        "SELECT MIN(deadline - turn_seconds / 2) FROM games \
         WHERE status = 'running' AND deadline IS NOT NULL AND reminded = 0",
    )
    .fetch_one(&mut *c)
    .await?;
    Ok(match (deadline, reminder) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    })
}

/// Records the half-time reminder of game `id` at `version`; false when
/// it was already sent (by this or another process) or the game moved on.
pub async fn mark_reminded(
    c: &mut SqliteConnection,
    id: i64,
    version: i64,
) -> Result<bool, sqlx::Error> {
    let done =
        sqlx::query("UPDATE games SET reminded = 1 WHERE id = ? AND version = ? AND reminded = 0")
            .bind(id)
            .bind(version)
            .execute(&mut *c)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// How many turns game `id` has in its log.
pub async fn turn_count(c: &mut SqliteConnection, id: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM turns WHERE game_id = ?")
        .bind(id)
        .fetch_one(&mut *c)
        .await
}

/// Sets a challenge's status.
pub async fn set_challenge_status(
    c: &mut SqliteConnection,
    id: i64,
    status: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE challenges SET status = ? WHERE id = ?")
        .bind(status)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// The running game in `channel`, if any.
pub async fn running_game(
    c: &mut SqliteConnection,
    channel: &str,
) -> Result<Option<GameRecord>, sqlx::Error> {
    sqlx::query("SELECT * FROM games WHERE channel = ? AND status = 'running'")
        .bind(channel)
        .fetch_optional(&mut *c)
        .await?
        .map(|r| game_from_row(&r))
        .transpose()
}

/// The most recent game in `channel`, running or finished.
pub async fn latest_game(
    c: &mut SqliteConnection,
    channel: &str,
) -> Result<Option<GameRecord>, sqlx::Error> {
    sqlx::query("SELECT * FROM games WHERE channel = ? ORDER BY id DESC LIMIT 1")
        .bind(channel)
        .fetch_optional(&mut *c)
        .await?
        .map(|r| game_from_row(&r))
        .transpose()
}

/// A game by id.
pub async fn game(c: &mut SqliteConnection, id: i64) -> Result<Option<GameRecord>, sqlx::Error> {
    sqlx::query("SELECT * FROM games WHERE id = ?")
        .bind(id)
        .fetch_optional(&mut *c)
        .await?
        .map(|r| game_from_row(&r))
        .transpose()
}

/// Every game id, oldest first.
pub async fn game_ids(c: &mut SqliteConnection) -> Result<Vec<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(&mut *c)
        .await
}

/// Where a new game is played and how: its server, whether it is rated,
/// and its clock (seconds per turn and the first deadline).
#[derive(Clone, Copy, Debug, Default)]
pub struct GameTerms<'a> {
    /// The server.
    pub server: &'a str,
    /// Whether it is rated.
    pub rated: bool,
    /// Seconds per turn and the first deadline.
    pub clock: Option<(i64, i64)>,
}

/// Records a new running game; returns its id.
pub async fn insert_game(
    c: &mut SqliteConnection,
    channel: &str,
    game: &str,
    players: &[User],
    state: &str,
    terms: GameTerms<'_>,
) -> Result<i64, sqlx::Error> {
    let clock = terms.clock;
    let players = serde_json::to_string(players).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let row = sqlx::query(
        "INSERT INTO games (channel, game, players, start_state, state, created_at, updated_at, turn_seconds, deadline, server, rated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(channel)
    .bind(game)
    .bind(players)
    .bind(state)
    .bind(state)
    .bind(now())
    .bind(now())
    .bind(clock.map(|(seconds, _)| seconds))
    .bind(clock.map(|(_, deadline)| deadline))
    .bind(terms.server)
    .bind(i64::from(terms.rated))
    .fetch_one(&mut *c)
    .await?;
    row.try_get(0)
}

/// Stores `g` as the new state of its game if its version is still
/// `expected`, bumping the version. Returns false (and changes nothing)
/// when another change got there first.
pub async fn update_game(
    c: &mut SqliteConnection,
    g: &GameRecord,
    expected: i64,
) -> Result<bool, sqlx::Error> {
    let captured =
        serde_json::to_string(&g.captured).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let done = sqlx::query(
        "UPDATE games SET state = ?, version = version + 1, status = ?, result = ?, draw_offer = ?, last_move = ?, captured = ?, updated_at = ?, deadline = ?, reminded = ? \
         WHERE id = ? AND version = ?",
    )
    .bind(&g.state)
    .bind(&g.status)
    .bind(&g.result)
    .bind(&g.draw_offer)
    .bind(&g.last_move)
    .bind(captured)
    .bind(now())
    .bind(g.deadline)
    .bind(i64::from(g.reminded))
    .bind(g.id)
    .bind(expected)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Sets or clears a running game's draw offer (the user id of the
/// offerer). The version is unchanged: an offer changes no position, so
/// the players' staged-turn buttons stay valid (M39).
pub async fn set_draw_offer(
    c: &mut SqliteConnection,
    game_id: i64,
    offer: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE games SET draw_offer = ?, updated_at = ? WHERE id = ? AND status = 'running'",
    )
    .bind(offer)
    .bind(now())
    .bind(game_id)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Appends a committed action to the log, numbered after the last entry
/// (from 1).
pub async fn append_turn(
    c: &mut SqliteConnection,
    game_id: i64,
    user_id: &str,
    seat: usize,
    notation: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO turns (game_id, number, user_id, seat, notation, committed_at) \
         SELECT ?1, COALESCE(MAX(number), 0) + 1, ?2, ?3, ?4, ?5 FROM turns WHERE game_id = ?1",
    )
    .bind(game_id)
    .bind(user_id)
    .bind(seat as i64)
    .bind(notation)
    .bind(now())
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// A game's turn log, in order.
pub async fn turns(c: &mut SqliteConnection, game_id: i64) -> Result<Vec<LogEntry>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT number, user_id, seat, notation FROM turns WHERE game_id = ? ORDER BY number",
    )
    .bind(game_id)
    .fetch_all(&mut *c)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(LogEntry {
                number: r.try_get(0)?,
                user_id: r.try_get(1)?,
                seat: r.try_get(2)?,
                notation: r.try_get(3)?,
            })
        })
        .collect()
}

/// Who committed the last turn of a game, if any turn was played.
pub async fn last_mover(
    c: &mut SqliteConnection,
    game_id: i64,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM turns WHERE game_id = ? ORDER BY number DESC LIMIT 1")
        .bind(game_id)
        .fetch_optional(&mut *c)
        .await
}

/// A user's staged draft in a game (JSON), if any.
pub async fn draft(
    c: &mut SqliteConnection,
    game_id: i64,
    user_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT draft FROM drafts WHERE game_id = ? AND user_id = ?")
        .bind(game_id)
        .bind(user_id)
        .fetch_optional(&mut *c)
        .await
}

/// Stores a user's draft.
pub async fn put_draft(
    c: &mut SqliteConnection,
    game_id: i64,
    user_id: &str,
    draft: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO drafts (game_id, user_id, draft) VALUES (?, ?, ?) ON CONFLICT (game_id, user_id) DO UPDATE SET draft = excluded.draft")
        .bind(game_id)
        .bind(user_id)
        .bind(draft)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Drops one user's draft in a game (after their commit: the other
/// players' private choices, like an Elemental loadout being chosen, stay).
pub async fn clear_draft(
    c: &mut SqliteConnection,
    game_id: i64,
    user_id: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM drafts WHERE game_id = ? AND user_id = ?")
        .bind(game_id)
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Drops every draft of a game (when it ends, or a clock moves it on).
pub async fn clear_drafts(c: &mut SqliteConnection, game_id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM drafts WHERE game_id = ?")
        .bind(game_id)
        .execute(&mut *c)
        .await?;
    Ok(())
}
