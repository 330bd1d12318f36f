//! SQLite storage through sqlx: challenges, games, the turn log, drafts.
//!
//! WAL journal, checkpointed by a background task every half second so a
//! checkpoint's fsync never lands inside a player's commit; `synchronous` as configured: NORMAL by default (a commit is
//! in the WAL before it returns, so an acknowledged turn survives kill -9
//! and a restart), FULL to survive power loss too. Every change runs in a
//! `BEGIN IMMEDIATE` transaction, which
//! takes SQLite's single write lock up front; game updates also check the
//! version they read, so two commits on one game can never both succeed.

mod challenges;
mod drafts;
mod games;
mod turns;

pub use challenges::{
    ChallengeRow, NewChallenge, Table, expire_due_challenges, insert_challenge,
    next_challenge_expiry, open_challenge, set_challenge_message, set_challenge_status,
    set_table_seats,
};
pub use drafts::{clear_draft, clear_drafts, draft, put_draft};
pub use games::{
    GameTerms, engine_games, game, game_ids, games_due, insert_game, latest_game, mark_reminded,
    next_game_event, running_game, set_draw_message, set_draw_offer, update_game,
};
pub use turns::{append_turn, last_mover, turn_count, turns};

use crate::config::Synchronous;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Sqlite, SqlitePool, Transaction};
use std::path::Path;
use std::time::Duration;

/// The database.
#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

pub use game_api::{GameRecord, LogEntry};

/// Unix seconds now.
pub fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
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
