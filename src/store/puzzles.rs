//! Puzzles found in analysed games (issue 48), stored in the transaction
//! that stores the game's analysis.

use super::Conn;

/// A query of stored puzzles (`p`): their columns as [`StoredPuzzle`]
/// reads them, then the rest of the query.
macro_rules! puzzles_where {
    ($rest:literal) => {
        concat!(
            "SELECT p.id, p.game_id, CAST(p.entry AS BIGINT) AS entry, p.server, p.game, \
             CAST(p.seat AS BIGINT) AS seat, p.state, p.solution, p.made_at FROM puzzles p ",
            $rest
        )
    };
}

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
    sqlx::query_as::<_, StoredPuzzle>(puzzles_where!("WHERE p.game_id = $1 ORDER BY p.entry"))
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

/// Puzzle `id`, if stored.
pub async fn puzzle(c: &mut Conn, id: i64) -> Result<Option<StoredPuzzle>, sqlx::Error> {
    sqlx::query_as::<_, StoredPuzzle>(puzzles_where!("WHERE p.id = $1"))
        .bind(id)
        .fetch_optional(&mut *c)
        .await
}

/// The next puzzle for `solver`: of those they have not tried (of
/// `game` if given), found in a game of `server` first, then in any; the
/// one rated nearest their puzzle rating in its game (1500 before they
/// have one), the oldest of equals.
pub async fn next_puzzle(
    c: &mut Conn,
    server: &str,
    game: Option<&str>,
    solver: &str,
) -> Result<Option<StoredPuzzle>, sqlx::Error> {
    // The server's own first ($2), then any other's; $3 is the game, or
    // '' for any.
    let queries = [
        puzzles_where!(
            "LEFT JOIN puzzle_ratings r ON r.player = $1 AND r.game = p.game \
             WHERE p.server = $2 AND ($3 = '' OR p.game = $3) AND NOT EXISTS \
             (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = p.id AND a.solver = $1) \
             ORDER BY ABS(p.rating - COALESCE(r.rating, 1500.0)), p.id LIMIT 1"
        ),
        puzzles_where!(
            "LEFT JOIN puzzle_ratings r ON r.player = $1 AND r.game = p.game \
             WHERE p.server <> $2 AND ($3 = '' OR p.game = $3) AND NOT EXISTS \
             (SELECT 1 FROM puzzle_attempts a WHERE a.puzzle_id = p.id AND a.solver = $1) \
             ORDER BY ABS(p.rating - COALESCE(r.rating, 1500.0)), p.id LIMIT 1"
        ),
    ];
    for sql in queries {
        let found = sqlx::query_as::<_, StoredPuzzle>(sql)
            .bind(solver)
            .bind(server)
            .bind(game.unwrap_or(""))
            .fetch_optional(&mut *c)
            .await?;
        if found.is_some() {
            return Ok(found);
        }
    }
    Ok(None)
}

/// The `n`th puzzle found in `server`'s games (counting from 0, wrapping
/// round), or of all games when the server has none: a server's puzzle
/// of day `n`.
pub async fn puzzle_of_day(
    c: &mut Conn,
    server: &str,
    n: i64,
) -> Result<Option<StoredPuzzle>, sqlx::Error> {
    let own: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM puzzles WHERE server = $1")
        .bind(server)
        .fetch_one(&mut *c)
        .await?;
    if own > 0 {
        return sqlx::query_as::<_, StoredPuzzle>(puzzles_where!(
            "WHERE p.server = $1 ORDER BY p.id LIMIT 1 OFFSET $2"
        ))
        .bind(server)
        .bind(n.rem_euclid(own))
        .fetch_optional(&mut *c)
        .await;
    }
    let all: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM puzzles")
        .fetch_one(&mut *c)
        .await?;
    if all > 0 {
        return sqlx::query_as::<_, StoredPuzzle>(puzzles_where!(
            "ORDER BY p.id LIMIT 1 OFFSET $1"
        ))
        .bind(n.rem_euclid(all))
        .fetch_optional(&mut *c)
        .await;
    }
    Ok(None)
}

/// An attempt at a puzzle: a game of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleAttempt {
    /// The attempt's game.
    pub game_id: i64,
    /// The puzzle.
    pub puzzle_id: i64,
    /// Who solves it.
    pub solver: String,
    /// Turns refused so far as not the answer.
    pub misses: i64,
    /// Whether it moves ratings (the solver's first attempt at it).
    pub rated: bool,
    /// How it was rated, once it was: `solved` or `missed`.
    pub outcome: Option<String>,
}

/// Whether `solver` has tried puzzle `id` before.
pub async fn tried_puzzle(c: &mut Conn, id: i64, solver: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM puzzle_attempts WHERE puzzle_id = $1 AND solver = $2",
    )
    .bind(id)
    .bind(solver)
    .fetch_one(&mut *c)
    .await?;
    Ok(n > 0)
}

/// Whether an attempt at puzzle `id` was played in `channel` before (its
/// answer may be in the channel's messages).
pub async fn puzzle_played_in(c: &mut Conn, id: i64, channel: &str) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar(
        "SELECT COUNT(*) FROM puzzle_attempts a JOIN games g ON g.id = a.game_id \
         WHERE a.puzzle_id = $1 AND g.channel = $2",
    )
    .bind(id)
    .bind(channel)
    .fetch_one(&mut *c)
    .await?;
    Ok(n > 0)
}

/// Game `id`'s stored version, its row locked for this transaction on
/// PostgreSQL (SQLite's write transaction holds the whole database).
pub async fn lock_game_version(c: &mut Conn, id: i64) -> Result<Option<i64>, sqlx::Error> {
    let sql = if c.backend_name() == "PostgreSQL" {
        "SELECT version FROM games WHERE id = $1 FOR UPDATE"
    } else {
        "SELECT version FROM games WHERE id = $1"
    };
    sqlx::query_scalar(sql)
        .bind(id)
        .fetch_optional(&mut *c)
        .await
}

/// Records game `game_id` as `solver`'s attempt at puzzle `puzzle_id`.
pub async fn start_attempt(
    c: &mut Conn,
    game_id: i64,
    puzzle_id: i64,
    solver: &str,
    rated: bool,
    now: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO puzzle_attempts (game_id, puzzle_id, solver, misses, rated, made_at) \
         VALUES ($1, $2, $3, 0, $4, $5)",
    )
    .bind(game_id)
    .bind(puzzle_id)
    .bind(solver)
    .bind(i64::from(rated))
    .bind(now)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// The attempt game `game_id` is, if it is one.
pub async fn attempt(c: &mut Conn, game_id: i64) -> Result<Option<PuzzleAttempt>, sqlx::Error> {
    let row: Option<(i64, i64, String, i64, i64, Option<String>)> = sqlx::query_as(
        "SELECT game_id, puzzle_id, solver, CAST(misses AS BIGINT), CAST(rated AS BIGINT), \
         outcome FROM puzzle_attempts WHERE game_id = $1",
    )
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await?;
    Ok(row.map(
        |(game_id, puzzle_id, solver, misses, rated, outcome)| PuzzleAttempt {
            game_id,
            puzzle_id,
            solver,
            misses,
            rated: rated != 0,
            outcome,
        },
    ))
}

/// Counts one more turn of attempt `game_id` refused as not the answer.
pub async fn count_miss(c: &mut Conn, game_id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE puzzle_attempts SET misses = misses + 1 WHERE game_id = $1")
        .bind(game_id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Records how attempt `game_id` was rated (once: `false` when it was
/// already).
pub async fn set_outcome(c: &mut Conn, game_id: i64, outcome: &str) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE puzzle_attempts SET outcome = $2 WHERE game_id = $1 AND outcome IS NULL",
    )
    .bind(game_id)
    .bind(outcome)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// A Glicko-2 rating as stored: rating, deviation, volatility.
pub type Glicko = (f64, f64, f64);

/// Puzzle `id`'s rating, locked for this transaction on PostgreSQL.
pub async fn puzzle_rating(c: &mut Conn, id: i64) -> Result<Option<Glicko>, sqlx::Error> {
    let sql = if c.backend_name() == "PostgreSQL" {
        "SELECT rating, deviation, volatility FROM puzzles WHERE id = $1 FOR UPDATE"
    } else {
        "SELECT rating, deviation, volatility FROM puzzles WHERE id = $1"
    };
    let row: Option<(f64, f64, f64)> = sqlx::query_as(sql).bind(id).fetch_optional(&mut *c).await?;
    Ok(row)
}

/// Sets puzzle `id`'s rating after one more rated attempt.
pub async fn set_puzzle_rating(c: &mut Conn, id: i64, r: Glicko) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, plays = plays + 1 \
         WHERE id = $1",
    )
    .bind(id)
    .bind(r.0)
    .bind(r.1)
    .bind(r.2)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// A player's puzzle rating in one game.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct PuzzleRating {
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 deviation.
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
    /// Rated puzzles solved.
    pub solved: i64,
    /// Rated puzzles missed.
    pub missed: i64,
}

/// `player`'s puzzle rating in `game`, if they have one.
pub async fn player_puzzle_rating(
    c: &mut Conn,
    player: &str,
    game: &str,
) -> Result<Option<PuzzleRating>, sqlx::Error> {
    sqlx::query_as::<_, PuzzleRating>(
        "SELECT rating, deviation, volatility, CAST(solved AS BIGINT) AS solved, \
         CAST(missed AS BIGINT) AS missed FROM puzzle_ratings WHERE player = $1 AND game = $2",
    )
    .bind(player)
    .bind(game)
    .fetch_optional(&mut *c)
    .await
}

/// Stores `player`'s puzzle rating in `game`.
pub async fn set_player_puzzle_rating(
    c: &mut Conn,
    player: &str,
    game: &str,
    r: &PuzzleRating,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO puzzle_ratings (player, game, rating, deviation, volatility, solved, missed) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (player, game) DO UPDATE SET \
         rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, solved = excluded.solved, missed = excluded.missed",
    )
    .bind(player)
    .bind(game)
    .bind(r.rating)
    .bind(r.deviation)
    .bind(r.volatility)
    .bind(r.solved)
    .bind(r.missed)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// A server's daily puzzle: where it is posted and the last day it was.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct DailyPuzzle {
    /// The server.
    pub server: String,
    /// The channel it is posted in.
    pub channel: String,
    /// The last day posted (days since 1970-01-01, UTC).
    pub posted_day: i64,
}

/// Turns `server`'s daily puzzle on in `channel`, next posted on day
/// `from`, or off.
pub async fn set_daily_puzzle(
    c: &mut Conn,
    server: &str,
    on: Option<(&str, i64)>,
) -> Result<(), sqlx::Error> {
    match on {
        Some((channel, from)) => {
            sqlx::query(
                "INSERT INTO daily_puzzles (server, channel, posted_day) VALUES ($1, $2, $3) \
                 ON CONFLICT (server) DO UPDATE SET channel = excluded.channel, \
                 posted_day = excluded.posted_day",
            )
            .bind(server)
            .bind(channel)
            .bind(from - 1)
            .execute(&mut *c)
            .await?;
        }
        None => {
            sqlx::query("DELETE FROM daily_puzzles WHERE server = $1")
                .bind(server)
                .execute(&mut *c)
                .await?;
        }
    }
    Ok(())
}

/// The daily puzzles not yet posted on `day`.
pub async fn daily_puzzles_due(c: &mut Conn, day: i64) -> Result<Vec<DailyPuzzle>, sqlx::Error> {
    sqlx::query_as::<_, DailyPuzzle>(
        "SELECT server, channel, CAST(posted_day AS BIGINT) AS posted_day FROM daily_puzzles \
         WHERE posted_day < $1 ORDER BY server",
    )
    .bind(day)
    .fetch_all(&mut *c)
    .await
}

/// Records `server`'s daily puzzle as posted on `day` (`false` when
/// another process posted it first).
pub async fn daily_puzzle_posted(
    c: &mut Conn,
    server: &str,
    day: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE daily_puzzles SET posted_day = $2 WHERE server = $1 AND posted_day < $2",
    )
    .bind(server)
    .bind(day)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}
