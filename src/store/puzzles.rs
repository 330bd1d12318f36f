//! Puzzles found in analysed games (issue 48), stored in the transaction
//! that stores the game's analysis.

use super::Conn;

/// A stored puzzle.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct StoredPuzzle {
    /// Its number.
    pub id: i64,
    /// The game it came from.
    pub game_id: i64,
    /// The log entry played from its position in that game.
    pub entry: i64,
    /// The server of that game.
    pub server: String,
    /// Which game (`masters`).
    pub game: String,
    /// The solver's seat.
    pub seat: i64,
    /// The position, as the game stores a state.
    pub state: String,
    /// The solution, a JSON list of turns in the game's notation.
    pub solution: String,
    /// When it was found (unix seconds).
    pub made_at: i64,
}

/// A puzzle to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPuzzle<'a> {
    /// The game it came from, and that game's server and kind.
    pub game_id: i64,
    /// See [`StoredPuzzle::server`].
    pub server: &'a str,
    /// See [`StoredPuzzle::game`].
    pub game: &'a str,
    /// What was found.
    pub found: &'a game_api::FoundPuzzle,
    /// When.
    pub made_at: i64,
}

/// Stores a puzzle (nothing if that game's position has one already).
pub async fn save_puzzle(c: &mut Conn, p: &NewPuzzle<'_>) -> Result<(), sqlx::Error> {
    let solution =
        serde_json::to_string(&p.found.solution).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query(
        "INSERT INTO puzzles (game_id, entry, server, game, seat, state, solution, made_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (game_id, entry) DO NOTHING",
    )
    .bind(p.game_id)
    .bind(p.found.entry as i64)
    .bind(p.server)
    .bind(p.game)
    .bind(p.found.seat as i64)
    .bind(&p.found.state)
    .bind(solution)
    .bind(p.made_at)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// The puzzles found in game `id`, in log order.
pub async fn puzzles_of_game(c: &mut Conn, id: i64) -> Result<Vec<StoredPuzzle>, sqlx::Error> {
    sqlx::query_as::<_, StoredPuzzle>(
        "SELECT id, game_id, CAST(entry AS BIGINT) AS entry, server, game, CAST(seat AS BIGINT) AS seat, \
         state, solution, made_at FROM puzzles WHERE game_id = $1 ORDER BY entry",
    )
    .bind(id)
    .fetch_all(&mut *c)
    .await
}

/// How many puzzles are stored.
pub async fn puzzle_count(c: &mut Conn) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM puzzles")
        .fetch_one(&mut *c)
        .await
}
