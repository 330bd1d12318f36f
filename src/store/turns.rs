//! The `turns` table: every game's log, one entry per committed action.

use super::Conn;
use super::now;
use game_api::{EntryKind, LogEntry};

/// A kind as the `kind` column writes it: the only place it is text.
fn kind_text(kind: EntryKind) -> &'static str {
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
    sqlx::query_scalar("SELECT COUNT(*) FROM turns WHERE game_id = $1")
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
         SELECT $1, COALESCE(MAX(number), 0) + 1, $2, $3, $4, $5, $6 FROM turns WHERE game_id = $1",
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
/// its game's id, in order of game and entry (one read for a page of games).
pub async fn turns_of_games(
    c: &mut Conn,
    first: i64,
    last: i64,
) -> Result<Vec<(i64, LogEntry)>, sqlx::Error> {
    let rows = sqlx::query_as::<_, GameTurnColumns>(
        "SELECT game_id, number, user_id, seat, kind, notation FROM turns \
         WHERE game_id >= $1 AND game_id <= $2 ORDER BY game_id, number",
    )
    .bind(first)
    .bind(last)
    .fetch_all(&mut *c)
    .await?;
    rows.into_iter()
        .map(|r| Ok((r.game_id, r.entry.entry()?)))
        .collect()
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
    let rows = sqlx::query_as::<_, TurnColumns>(
        "SELECT number, user_id, seat, kind, notation FROM turns WHERE game_id = $1 ORDER BY number",
    )
    .bind(game_id)
    .fetch_all(&mut *c)
    .await?;
    rows.into_iter().map(TurnColumns::entry).collect()
}
