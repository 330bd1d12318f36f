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

/// A game's turn log, in order.
pub async fn turns(c: &mut Conn, game_id: i64) -> Result<Vec<LogEntry>, sqlx::Error> {
    let rows = sqlx::query_as::<_, TurnColumns>(
        "SELECT number, user_id, seat, kind, notation FROM turns WHERE game_id = $1 ORDER BY number",
    )
    .bind(game_id)
    .fetch_all(&mut *c)
    .await?;
    rows.into_iter()
        .map(|r| {
            Ok(LogEntry {
                number: r.number,
                user_id: r.user_id,
                seat: r.seat,
                kind: kind_of(&r.kind)?,
                notation: r.notation,
            })
        })
        .collect()
}
