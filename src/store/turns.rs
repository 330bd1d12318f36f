//! Every game's log: a running game's in the `turns` table, one row per
//! committed action; a finished game's in `game_logs`, one compact value
//! per game ([`super::log_codec`]), moved there as the game ends
//! ([`compact_log`]). A log is read the same from either: the compact
//! entries first, then any rows.

use super::Conn;
use super::log_codec::{LogDamaged, StoredEntry, decode, encode};
use super::now;
use game_api::{EntryKind, LogEntry};

/// A kind as the `kind` column writes it: the only place it is text.
pub fn kind_text(kind: EntryKind) -> &'static str {
    match kind {
        EntryKind::Turn => "turn",
        EntryKind::Setup => "setup",
        EntryKind::Note => "note",
    }
}

/// A `kind` column's text read back.
fn kind_of(text: &str) -> Result<EntryKind, sqlx::Error> {
    [EntryKind::Turn, EntryKind::Setup, EntryKind::Note]
        .into_iter()
        .find(|k| kind_text(*k) == text)
        .ok_or_else(|| sqlx::Error::Decode(format!("unknown log entry kind `{text}`").into()))
}

/// A log entry as stored.
#[derive(sqlx::FromRow)]
struct TurnColumns {
    number: i64,
    user_id: String,
    seat: i64,
    kind: String,
    notation: String,
}

impl TurnColumns {
    /// The entry these columns store.
    fn entry(self) -> Result<LogEntry, sqlx::Error> {
        Ok(LogEntry {
            number: self.number,
            user_id: self.user_id,
            seat: self.seat,
            kind: kind_of(&self.kind)?,
            notation: self.notation,
        })
    }
}

/// How many turns game `id` has in its log.
pub async fn turn_count(c: &mut Conn, id: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COALESCE((SELECT entries FROM game_logs WHERE game_id = $1), 0) \
         + (SELECT COUNT(*) FROM turns WHERE game_id = $1)",
    )
    .bind(id)
    .fetch_one(&mut *c)
    .await
}

/// Appends a committed action to the log, numbered after the last entry
/// (from 1).
pub async fn append_turn(
    c: &mut Conn,
    game_id: i64,
    user_id: &str,
    seat: usize,
    entry: &game_api::LogLine,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO turns (game_id, number, user_id, seat, kind, notation, committed_at) \
         SELECT $1, COALESCE(MAX(number), (SELECT entries FROM game_logs WHERE game_id = $1), 0) + 1, \
         $2, $3, $4, $5, $6 FROM turns WHERE game_id = $1",
    )
    .bind(game_id)
    .bind(user_id)
    .bind(seat as i64)
    .bind(kind_text(entry.kind))
    .bind(&entry.text)
    .bind(now())
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// The logs of the games with ids from `first` to `last`, each entry with
/// its game's id, in order of game and entry (two reads for a page of
/// games: the compact logs and the rows).
pub async fn turns_of_games(
    c: &mut Conn,
    first: i64,
    last: i64,
) -> Result<Vec<(i64, LogEntry)>, sqlx::Error> {
    let compact = sqlx::query_as::<_, (i64, Vec<u8>)>(
        "SELECT game_id, log FROM game_logs WHERE game_id >= $1 AND game_id <= $2 ORDER BY game_id",
    )
    .bind(first)
    .bind(last)
    .fetch_all(&mut *c)
    .await?;
    let rows = sqlx::query_as::<_, GameTurnColumns>(
        "SELECT game_id, number, user_id, seat, kind, notation FROM turns \
         WHERE game_id >= $1 AND game_id <= $2 ORDER BY game_id, number",
    )
    .bind(first)
    .bind(last)
    .fetch_all(&mut *c)
    .await?;
    let mut out = Vec::with_capacity(rows.len() + compact.len() * 64);
    let mut rows = rows.into_iter().peekable();
    for (game_id, log) in compact {
        while let Some(r) = rows.next_if(|r| r.game_id < game_id) {
            out.push((r.game_id, r.entry.entry()?));
        }
        for e in unpack(&log)? {
            out.push((game_id, e));
        }
        while let Some(r) = rows.next_if(|r| r.game_id == game_id) {
            out.push((r.game_id, r.entry.entry()?));
        }
    }
    for r in rows {
        out.push((r.game_id, r.entry.entry()?));
    }
    Ok(out)
}

/// A log entry with its game's id, as stored.
#[derive(sqlx::FromRow)]
struct GameTurnColumns {
    game_id: i64,
    #[sqlx(flatten)]
    entry: TurnColumns,
}

/// A game's turn log, in order.
pub async fn turns(c: &mut Conn, game_id: i64) -> Result<Vec<LogEntry>, sqlx::Error> {
    let compact: Option<Vec<u8>> =
        sqlx::query_scalar("SELECT log FROM game_logs WHERE game_id = $1")
            .bind(game_id)
            .fetch_optional(&mut *c)
            .await?;
    let rows = sqlx::query_as::<_, TurnColumns>(
        "SELECT number, user_id, seat, kind, notation FROM turns WHERE game_id = $1 ORDER BY number",
    )
    .bind(game_id)
    .fetch_all(&mut *c)
    .await?;
    let mut log = match compact {
        Some(compact) => unpack(&compact)?,
        None => Vec::with_capacity(rows.len()),
    };
    for r in rows {
        log.push(r.entry()?);
    }
    Ok(log)
}

/// The entries of a compact log, as a log reads them.
fn unpack(compact: &[u8]) -> Result<Vec<LogEntry>, sqlx::Error> {
    let damaged = |e: LogDamaged| sqlx::Error::Decode(Box::new(e));
    decode(compact)
        .map_err(damaged)?
        .into_iter()
        .map(|e| {
            Ok(LogEntry {
                number: e.number,
                user_id: e.user_id,
                seat: e.seat,
                kind: kind_of(&e.kind)?,
                notation: e.notation,
            })
        })
        .collect()
}

/// Moves game `id`'s rows from `turns` into its compact log (merged with
/// what it held already), in the caller's transaction; the entries it
/// moved. A game with no rows is left as it is.
pub async fn compact_log(c: &mut Conn, id: i64) -> Result<usize, sqlx::Error> {
    let rows = sqlx::query_as::<_, StoredColumns>(
        "SELECT number, user_id, seat, kind, notation, committed_at FROM turns WHERE game_id = $1 ORDER BY number",
    )
    .bind(id)
    .fetch_all(&mut *c)
    .await?;
    if rows.is_empty() {
        return Ok(0);
    }
    let moved = rows.len();
    let before: Option<Vec<u8>> =
        sqlx::query_scalar("SELECT log FROM game_logs WHERE game_id = $1")
            .bind(id)
            .fetch_optional(&mut *c)
            .await?;
    let mut entries = match before {
        Some(compact) => decode(&compact).map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
        None => Vec::with_capacity(moved),
    };
    entries.extend(rows.into_iter().map(StoredColumns::entry));
    sqlx::query(
        "INSERT INTO game_logs (game_id, entries, log) VALUES ($1, $2, $3) \
         ON CONFLICT (game_id) DO UPDATE SET entries = excluded.entries, log = excluded.log",
    )
    .bind(id)
    .bind(entries.len() as i64)
    .bind(encode(&entries))
    .execute(&mut *c)
    .await?;
    sqlx::query("DELETE FROM turns WHERE game_id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(moved)
}

/// A log entry with every column, as stored.
#[derive(sqlx::FromRow)]
struct StoredColumns {
    number: i64,
    user_id: String,
    seat: i64,
    kind: String,
    notation: String,
    committed_at: i64,
}

impl StoredColumns {
    fn entry(self) -> StoredEntry {
        StoredEntry {
            number: self.number,
            user_id: self.user_id,
            seat: self.seat,
            kind: self.kind,
            notation: self.notation,
            committed_at: self.committed_at,
        }
    }
}

/// What one batch of [`compact_finished`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Compacted {
    /// The last game id looked at (`None`: there was none left).
    pub last: Option<i64>,
    /// Finished games looked at.
    pub looked: usize,
    /// Games whose rows were moved.
    pub games: usize,
    /// Entries moved.
    pub entries: usize,
}

/// The finished games with ids above `after` (up to `limit`, oldest
/// first) have their rows moved into compact logs, in the caller's
/// transaction.
pub async fn compact_finished(
    c: &mut Conn,
    after: i64,
    limit: i64,
) -> Result<Compacted, sqlx::Error> {
    let ids: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM games WHERE id > $1 AND status <> 'running' ORDER BY id LIMIT $2",
    )
    .bind(after)
    .bind(limit)
    .fetch_all(&mut *c)
    .await?;
    let mut done = Compacted {
        last: ids.last().copied(),
        looked: ids.len(),
        ..Compacted::default()
    };
    for &id in &ids {
        let moved = compact_log(c, id).await?;
        done.games += usize::from(moved > 0);
        done.entries += moved;
    }
    Ok(done)
}

/// Whether some finished game still keeps its log in rows.
pub async fn uncompacted_logs(c: &mut Conn) -> Result<bool, sqlx::Error> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT t.game_id FROM turns t JOIN games g ON g.id = t.game_id WHERE g.status <> 'running' LIMIT 1",
    )
    .fetch_optional(&mut *c)
    .await?
    .is_some())
}
