//! Analyses of finished games (issue 48): the queue of games waiting for
//! one and the stored reviews. A game leaves the queue in the transaction
//! that stores its review, so nothing asked for is lost to a crash.

use super::Conn;

/// A stored analysis.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct StoredAnalysis {
    /// The game.
    pub game_id: i64,
    /// The analysis's version (its effort and curves).
    pub version: i64,
    /// The review as JSON.
    pub review: String,
    /// When it was made (unix seconds).
    pub made_at: i64,
    /// The CPU time it took (milliseconds).
    pub cpu_ms: i64,
}

/// Asks for game `id`'s analysis at `at` (unix seconds); nothing if it is
/// asked for already. Whether it was newly asked.
pub async fn want_analysis(c: &mut Conn, id: i64, at: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "INSERT INTO analysis_queue (game_id, asked_at) VALUES ($1, $2) ON CONFLICT (game_id) DO NOTHING",
    )
    .bind(id)
    .bind(at)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// Whether game `id` waits for its analysis.
pub async fn analysis_wanted(c: &mut Conn, id: i64) -> Result<bool, sqlx::Error> {
    let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM analysis_queue WHERE game_id = $1")
        .bind(id)
        .fetch_one(&mut *c)
        .await?;
    Ok(n > 0)
}

/// The game that has waited longest for its analysis, with how many wait.
pub async fn next_wanted(c: &mut Conn) -> Result<Option<(i64, i64)>, sqlx::Error> {
    let next: Option<i64> =
        sqlx::query_scalar("SELECT game_id FROM analysis_queue ORDER BY asked_at, game_id LIMIT 1")
            .fetch_optional(&mut *c)
            .await?;
    let Some(id) = next else {
        return Ok(None);
    };
    let waiting: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM analysis_queue")
        .fetch_one(&mut *c)
        .await?;
    Ok(Some((id, waiting)))
}

/// Stores game `id`'s analysis (replacing an older one) and takes it off
/// the queue, in the caller's transaction.
pub async fn save_analysis(c: &mut Conn, analysis: &StoredAnalysis) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO analyses (game_id, version, review, made_at, cpu_ms) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, review = excluded.review, \
         made_at = excluded.made_at, cpu_ms = excluded.cpu_ms",
    )
    .bind(analysis.game_id)
    .bind(analysis.version)
    .bind(&analysis.review)
    .bind(analysis.made_at)
    .bind(analysis.cpu_ms)
    .execute(&mut *c)
    .await?;
    drop_wanted(c, analysis.game_id).await
}

/// Takes game `id` off the queue without an analysis (a game that cannot
/// be analysed: its kind has none, or its log does not replay).
pub async fn drop_wanted(c: &mut Conn, id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM analysis_queue WHERE game_id = $1")
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Game `id`'s stored analysis, if it has one.
pub async fn analysis(c: &mut Conn, id: i64) -> Result<Option<StoredAnalysis>, sqlx::Error> {
    sqlx::query_as::<_, StoredAnalysis>(
        "SELECT game_id, version, review, made_at, cpu_ms FROM analyses WHERE game_id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *c)
    .await
}

/// How many games wait for their analysis ahead of game `id`.
pub async fn analyses_ahead(c: &mut Conn, id: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT COUNT(*) FROM analysis_queue q, analysis_queue me WHERE me.game_id = $1 \
         AND (q.asked_at < me.asked_at OR (q.asked_at = me.asked_at AND q.game_id < me.game_id))",
    )
    .bind(id)
    .fetch_one(&mut *c)
    .await
}

/// How many analyses are stored.
pub async fn analysis_count(c: &mut Conn) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM analyses")
        .fetch_one(&mut *c)
        .await
}
