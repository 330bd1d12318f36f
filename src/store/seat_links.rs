//! The generations of the links that let a seated player play on the web
//! (a new link retires the oldest of those still playing).

use super::Conn;

/// Starts a new generation of `seat`'s links to game `game_id` and returns
/// it (the host lets the latest few generations play).
pub async fn next_seat_link(c: &mut Conn, game_id: i64, seat: usize) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO seat_links (game_id, seat, generation) VALUES ($1, $2, 1) \
         ON CONFLICT (game_id, seat) DO UPDATE SET generation = seat_links.generation + 1 \
         RETURNING generation",
    )
    .bind(game_id)
    .bind(seat as i64)
    .fetch_one(&mut *c)
    .await
}

/// The current generation of `seat`'s links to game `game_id` (0: none made).
pub async fn seat_link(c: &mut Conn, game_id: i64, seat: usize) -> Result<i64, sqlx::Error> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT generation FROM seat_links WHERE game_id = $1 AND seat = $2")
            .bind(game_id)
            .bind(seat as i64)
            .fetch_optional(&mut *c)
            .await?;
    Ok(found.unwrap_or(0))
}
