//! Storage through sqlx: challenges, games, the turn log, drafts, on an
//! embedded SQLite file or a PostgreSQL server (issue 24), with the same
//! queries and the same guarantees.
//!
//! SQLite: WAL journal, checkpointed by a background task every half second so a
//! checkpoint's fsync never lands inside a player's commit; `synchronous` as configured: NORMAL by default (a commit is
//! in the WAL before it returns, so an acknowledged turn survives kill -9
//! and a restart), FULL to survive power loss too. Every change runs in a
//! `BEGIN IMMEDIATE` transaction, which
//! takes SQLite's single write lock up front; game updates also check the
//! version they read, so two commits on one game can never both succeed.

mod analyses;
mod challenges;
mod drafts;
mod events;
mod games;
pub mod log_codec;
pub mod moves;
mod notify;
mod places;
mod puzzles;
mod seat_links;
mod settings;
mod turns;

pub use analyses::{
    StoredAnalysis, analyses_ahead, analysis, analysis_count, analysis_wanted, drop_wanted,
    next_wanted, save_analysis, want_analysis,
};
pub use challenges::{
    ChallengeRow, NewChallenge, Table, expire_due_challenges, insert_challenge,
    next_challenge_expiry, open_challenge, set_challenge_message, set_challenge_status,
    set_table_seats,
};
pub use drafts::{clear_draft, clear_drafts, draft, put_draft};
pub use events::{
    EventChange, StoredBoard, StoredEvent, add_board, board_of_game, board_waits, boards_of_event,
    create_event, current_event, due_events, event, events_of_server, latest_event, next_event_due,
    place_board, save_event, tell_end, unplaced_boards, untold_ends,
};
pub use games::{
    GameTerms, created_at, engine_games, finished_count, game, game_by_page_key, game_count,
    games_after, games_due, insert_game, latest_game, mark_reminded, next_game_event, page_key,
    recent_games, recent_games_of, running_game, running_games, running_games_of, set_draw_message,
    set_draw_offer, settled_draw_messages, update_game, update_game_asking,
};
pub use notify::{
    Alert, NotifyRow, add_alert, claim_alert, delay_alert, dm_channel, due_alerts, keep_dm_channel,
    next_alert, notify, notify_of, saw_game, seen_game, set_notify, settle_alert,
};
pub use places::{is_private_channel, keep_private_channel};
pub use puzzles::{
    DailyPuzzle, Glicko, NewPuzzle, PuzzleAttempt, PuzzleRating, StoredPuzzle, attempt, count_miss,
    daily_puzzle_posted, daily_puzzles_due, lock_game_version, next_puzzle, player_puzzle_rating,
    puzzle, puzzle_count, puzzle_of_day, puzzle_played_in, puzzle_rating, puzzles_of_game,
    save_puzzle, set_daily_puzzle, set_outcome, set_player_puzzle_rating, set_puzzle_rating,
    start_attempt, tried_puzzle,
};
pub use seat_links::{next_seat_link, seat_link};
pub use settings::{
    LocaleOf, anonymous_among, anonymous_players, archive_on, channel_locale, locale,
    set_anonymous, set_archive, set_locale,
};
pub use turns::{
    append_turn, compact_finished, compact_log, kind_text, turn_count, turns, turns_of_games,
    uncompacted_logs,
};

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyConnection, AnyPool, Connection, Executor, Transaction};
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

/// The database driver: SQLite or PostgreSQL, chosen at start-up by the
/// database URL. Queries are written once, with `$1, $2, …` placeholders,
/// which both understand.
pub type Db = sqlx::Any;

/// One database connection (a transaction dereferences to one).
pub type Conn = sqlx::AnyConnection;

/// Which database server the store talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// An embedded SQLite file (the default).
    Sqlite,
    /// A PostgreSQL server, shared by any number of bot processes.
    Postgres,
}

/// How to reach the database: its URL and the pool's limits.
#[derive(Clone, Debug)]
pub struct Connect {
    /// `sqlite://PATH` or `postgres://USER@HOST:PORT/DB?sslmode=…`.
    pub url: String,
    /// SQLite `synchronous` (SQLite only).
    pub synchronous: Synchronous,
    /// Connections in the pool.
    pub pool_size: u32,
    /// How long one statement may run before the server cancels it
    /// (PostgreSQL), and how long to wait for a connection.
    pub statement_timeout: Duration,
}

/// SQLite durability level.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Synchronous {
    /// fsync on every commit.
    Full,
    /// fsync at checkpoints only.
    Normal,
}

/// Connections each process keeps open unless told otherwise.
pub const DEFAULT_POOL_SIZE: u32 = 8;

/// How long a statement may run, and the longest wait for a connection,
/// unless told otherwise.
pub const DEFAULT_STATEMENT_TIMEOUT: Duration = Duration::from_secs(10);

impl Connect {
    /// The database at `url`, with the default settings.
    pub fn url(url: String) -> Connect {
        Connect {
            url,
            synchronous: Synchronous::Normal,
            pool_size: DEFAULT_POOL_SIZE,
            statement_timeout: DEFAULT_STATEMENT_TIMEOUT,
        }
    }

    /// The SQLite file at `path`, with the default settings.
    pub fn file(path: &Path) -> Connect {
        Connect::url(sqlite_url(path))
    }
}

/// The database.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// Where it connects (for a connection of its own, to listen).
    url: Arc<str>,
    /// SQLite (unused on PostgreSQL): this process's writers queue here, first come first served,
    /// before one of them takes the file's write lock. Without it several
    /// pooled connections contend for that lock, and SQLite's busy handler
    /// makes the losers sleep 1, 2, 5, 10 ms…: at 500 turns/s that set the
    /// p99 at 20 ms (BENCHMARKS.md). Other processes still wait on the lock.
    writers: Arc<tokio::sync::Mutex<()>>,
}

/// A write transaction; it keeps this process's place at the SQLite write
/// lock until it is committed or dropped (rolled back).
pub struct WriteTx {
    tx: Transaction<'static, Db>,
    _turn: Option<tokio::sync::OwnedMutexGuard<()>>,
}

impl WriteTx {
    /// Commits the transaction.
    pub async fn commit(self) -> Result<(), sqlx::Error> {
        self.tx.commit().await
    }
}

impl std::ops::Deref for WriteTx {
    type Target = Conn;
    fn deref(&self) -> &Conn {
        &self.tx
    }
}

impl std::ops::DerefMut for WriteTx {
    fn deref_mut(&mut self) -> &mut Conn {
        &mut self.tx
    }
}

pub use game_api::{GameRecord, GameStatus, LogEntry};

/// Unix seconds now: when a row was written, for the record. Deadlines
/// and every other time a command acts on are the host's clock's.
pub(crate) fn now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

/// What a path in a `sqlite://` URL escapes: what the URL would read as
/// its own structure, and control characters.
const URL_PATH: &percent_encoding::AsciiSet = &percent_encoding::CONTROLS
    .add(b'%')
    .add(b'?')
    .add(b'#')
    .add(b' ');

/// The `sqlite://` URL of the file at `path` (created if missing).
pub fn sqlite_url(path: &Path) -> String {
    let path = path.to_string_lossy();
    let encoded = percent_encoding::utf8_percent_encode(&path, URL_PATH);
    format!("sqlite://{encoded}?mode=rwc")
}

/// The SQLite file a `sqlite://` URL names, if it is one.
pub fn sqlite_file(url: &str) -> Option<std::path::PathBuf> {
    let rest = url
        .strip_prefix("sqlite://")
        .or(url.strip_prefix("sqlite:"))?;
    let path = rest.split('?').next().unwrap_or("");
    let decoded = percent_encoding::percent_decode_str(path).decode_utf8_lossy();
    Some(std::path::PathBuf::from(decoded.into_owned()))
}

/// `url` fit for a log line: any password replaced by `…`.
pub fn shown_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let user = &url[scheme + 3..at];
            match user.split_once(':') {
                Some((name, _)) => format!("{}{name}:…{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

impl Store {
    /// Opens (creating if missing) the SQLite file at `path` and applies
    /// the migrations.
    pub async fn open(path: &Path, synchronous: Synchronous) -> Result<Store, sqlx::Error> {
        Store::connect(&Connect {
            synchronous,
            ..Connect::file(path)
        })
        .await
    }

    /// Connects to the database `how.url` names (SQLite or PostgreSQL),
    /// creating an SQLite file if missing, and applies that backend's
    /// migrations.
    pub async fn connect(how: &Connect) -> Result<Store, sqlx::Error> {
        sqlx::any::install_default_drivers();
        let backend = if how.url.starts_with("postgres://") || how.url.starts_with("postgresql://")
        {
            Backend::Postgres
        } else if how.url.starts_with("sqlite:") {
            Backend::Sqlite
        } else {
            return Err(sqlx::Error::Configuration(
                "database.url must start with sqlite:// or postgres://".into(),
            ));
        };
        let options = AnyConnectOptions::from_str(&how.url)?;
        let synchronous = match how.synchronous {
            Synchronous::Full => "PRAGMA synchronous = FULL",
            Synchronous::Normal => "PRAGMA synchronous = NORMAL",
        };
        let timeout_ms = how.statement_timeout.as_millis();
        // PostgreSQL's migrator locks the database itself; SQLite's does
        // not, and a new file's switch to WAL may refuse a second process
        // at once, so processes starting on one SQLite file take turns
        // from their first connection to their last migration.
        let _turn = match (backend, sqlite_file(&how.url)) {
            (Backend::Sqlite, Some(file)) => Some(migration_lock(&file).await?),
            _ => None,
        };
        // One connection first: a database that is down, or a file that is
        // not a database, is one clear error at once (the pool would retry
        // until its timeout).
        let mut probe =
            tokio::time::timeout(how.statement_timeout, AnyConnection::connect_with(&options))
                .await
                .map_err(|_| sqlx::Error::PoolTimedOut)??;
        prepare(&mut probe, backend, synchronous, timeout_ms).await?;
        probe.close().await?;
        let pool = AnyPoolOptions::new()
            .max_connections(how.pool_size.max(1))
            .acquire_timeout(how.statement_timeout)
            .after_connect(move |c, _| {
                Box::pin(async move { prepare(c, backend, synchronous, timeout_ms).await })
            })
            .connect_with(options)
            .await?;
        match backend {
            Backend::Sqlite => {
                sqlx::migrate!("./migrations").run(&pool).await?;
                spawn_checkpointer(pool.clone());
            }
            Backend::Postgres => sqlx::migrate!("./migrations/postgres").run(&pool).await?,
        }
        Ok(Store {
            pool,
            backend,
            url: Arc::from(how.url.as_str()),
            writers: Arc::new(tokio::sync::Mutex::new(())),
        })
    }

    /// A write transaction: on SQLite `BEGIN IMMEDIATE`, which takes the
    /// single write lock up front, once this process's earlier writers are
    /// done; on PostgreSQL a plain transaction, where
    /// the conditional updates on a game's version keep two commits of one
    /// turn from both succeeding.
    pub async fn write(&self) -> Result<WriteTx, sqlx::Error> {
        Ok(match self.backend {
            Backend::Sqlite => {
                let turn = Arc::clone(&self.writers).lock_owned().await;
                WriteTx {
                    tx: self.pool.begin_with("BEGIN IMMEDIATE").await?,
                    _turn: Some(turn),
                }
            }
            Backend::Postgres => WriteTx {
                tx: self.pool.begin().await?,
                _turn: None,
            },
        })
    }

    /// The URL it connects to (a password in it included: never shown;
    /// see [`shown_url`]).
    pub(crate) fn url(&self) -> &str {
        &self.url
    }

    /// Which database server this store talks to.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// A read-only connection.
    pub async fn read(&self) -> Result<sqlx::pool::PoolConnection<Db>, sqlx::Error> {
        self.pool.acquire().await
    }

    /// Closes the pool, waiting for connections to finish.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

/// An exclusive lock on the file `<database>.lock` next to the SQLite
/// file, held until the returned file is dropped (Linux `flock`;
/// elsewhere no lock is taken).
async fn migration_lock(database: &Path) -> Result<std::fs::File, sqlx::Error> {
    let mut name = database.as_os_str().to_owned();
    name.push(".lock");
    let file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(std::path::PathBuf::from(name))?;
    tokio::task::spawn_blocking(move || {
        #[cfg(target_os = "linux")]
        {
            use std::os::fd::AsRawFd;
            // SAFETY: flock reads the descriptor of a file this closure owns.
            if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) } != 0 {
                return Err(std::io::Error::last_os_error());
            }
        }
        Ok(file)
    })
    .await
    .map_err(|e| sqlx::Error::Io(std::io::Error::other(e)))?
    .map_err(sqlx::Error::Io)
}

/// Sets up a new connection: SQLite's journal, durability, foreign keys
/// and lock wait (`synchronous` is its PRAGMA); PostgreSQL's statement
/// timeout (`timeout_ms`).
async fn prepare(
    c: &mut AnyConnection,
    backend: Backend,
    synchronous: &'static str,
    timeout_ms: u128,
) -> Result<(), sqlx::Error> {
    match backend {
        Backend::Sqlite => {
            // Waiting for a lock comes first: switching a new file to WAL
            // takes one, and another process may be starting at once.
            c.execute("PRAGMA busy_timeout = 10000").await?;
            // WAL; checkpoints run in the background, never inside a commit.
            c.execute("PRAGMA journal_mode = WAL").await?;
            c.execute(synchronous).await?;
            c.execute("PRAGMA foreign_keys = ON").await?;
            c.execute("PRAGMA wal_autocheckpoint = 0").await?;
        }
        Backend::Postgres => {
            // A number: nothing in it is read as SQL.
            let set = format!("SET statement_timeout = {timeout_ms}");
            c.execute(sqlx::AssertSqlSafe(set)).await?;
        }
    }
    Ok(())
}

/// Copies the WAL into the SQLite file every half second (PASSIVE: without
/// blocking writers), so a checkpoint's fsync never lands inside a commit.
fn spawn_checkpointer(pool: AnyPool) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_millis(500));
        loop {
            tick.tick().await;
            if pool.is_closed() {
                break;
            }
            let done = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(&pool)
                .await;
            if let Err(e) = done {
                if pool.is_closed() {
                    break;
                }
                tracing::warn!("WAL checkpoint failed: {e}");
            }
        }
    });
}
