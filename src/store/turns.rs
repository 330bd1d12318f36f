//! The `turns` table: every game's log, one entry per committed action.

use super::Conn;
use super::now;
use game_api::LogEntry;

/// A log entry as stored.
#[derive(sqlx::FromRow)]
struct TurnColumns {
    number: i64,
    user_id: String,
    seat: i64,
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
    notation: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO turns (game_id, number, user_id, seat, notation, committed_at) \
         SELECT $1, COALESCE(MAX(number), 0) + 1, $2, $3, $4, $5 FROM turns WHERE game_id = $1",
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
pub async fn turns(c: &mut Conn, game_id: i64) -> Result<Vec<LogEntry>, sqlx::Error> {
    let rows = sqlx::query_as::<_, TurnColumns>(
        "SELECT number, user_id, seat, notation FROM turns WHERE game_id = $1 ORDER BY number",
    )
    .bind(game_id)
    .fetch_all(&mut *c)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| LogEntry {
            number: r.number,
            user_id: r.user_id,
            seat: r.seat,
            notation: r.notation,
        })
        .collect())
}

/// Who committed the last turn of a game, if any turn was played.
pub async fn last_mover(c: &mut Conn, game_id: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM turns WHERE game_id = $1 ORDER BY number DESC LIMIT 1")
        .bind(game_id)
        .fetch_optional(&mut *c)
        .await
}
