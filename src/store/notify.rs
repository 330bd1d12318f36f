//! Turn alerts: what each player asked `/notify` for, and the alerts due,
//! each claimed by the one process that sends it.

use super::Conn;
use sqlx::Row;

/// A player's `/notify` choice for one game kind (`game` empty: every kind).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NotifyRow {
    /// `off`, `every`, `low` or `digest`.
    pub mode: String,
    /// The low-time threshold in seconds, when the player set one.
    pub low_seconds: Option<i64>,
    /// Quiet hours: from and to, in minutes after local midnight.
    pub quiet: Option<(i64, i64)>,
    /// The player's time zone (an IANA name).
    pub zone: Option<String>,
}

/// Stores `user`'s choice for `game` (empty: every game kind).
pub async fn set_notify(
    c: &mut Conn,
    user: &str,
    game: &str,
    row: &NotifyRow,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO notify_settings (user_id, game, mode, low_seconds, quiet_from, quiet_to, zone) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (user_id, game) DO UPDATE SET mode = $3, low_seconds = $4, \
         quiet_from = $5, quiet_to = $6, zone = $7",
    )
    .bind(user)
    .bind(game)
    .bind(&row.mode)
    .bind(row.low_seconds)
    .bind(row.quiet.map(|q| q.0))
    .bind(row.quiet.map(|q| q.1))
    .bind(row.zone.as_deref())
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// `user`'s choice for `game`: the one for that game kind, else the one
/// for every kind, else none.
pub async fn notify(
    c: &mut Conn,
    user: &str,
    game: &str,
) -> Result<Option<NotifyRow>, sqlx::Error> {
    let row = sqlx::query(
        "SELECT mode, low_seconds, quiet_from, quiet_to, zone FROM notify_settings \
         WHERE user_id = $1 AND (game = $2 OR game = '') ORDER BY game DESC LIMIT 1",
    )
    .bind(user)
    .bind(game)
    .fetch_optional(&mut *c)
    .await?;
    row.map(|r| {
        let from: Option<i64> = r.try_get("quiet_from")?;
        let to: Option<i64> = r.try_get("quiet_to")?;
        Ok(NotifyRow {
            mode: r.try_get("mode")?,
            low_seconds: r.try_get("low_seconds")?,
            quiet: from.zip(to),
            zone: r.try_get("zone")?,
        })
    })
    .transpose()
}

/// The choices of each of `users` for `game` (as [`notify`] reads one
/// user's), in one query: a turn reads its actor's and its next players'
/// together. Users without any choice are absent.
pub async fn notify_of(
    c: &mut Conn,
    users: &[&str],
    game: &str,
) -> Result<std::collections::HashMap<String, NotifyRow>, sqlx::Error> {
    let mut out = std::collections::HashMap::new();
    if users.is_empty() {
        return Ok(out);
    }
    let marks: Vec<String> = (0..users.len()).map(|i| format!("${}", i + 2)).collect();
    let sql = format!(
        "SELECT user_id, game, mode, low_seconds, quiet_from, quiet_to, zone \
         FROM notify_settings WHERE (game = $1 OR game = '') AND user_id IN ({}) \
         ORDER BY game",
        marks.join(", ")
    );
    // Only numbered placeholders are formatted in; every value is bound.
    let mut query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(game);
    for user in users {
        query = query.bind(*user);
    }
    // Every kind's row first, so a row for this kind replaces it.
    for r in query.fetch_all(&mut *c).await? {
        let from: Option<i64> = r.try_get("quiet_from")?;
        let to: Option<i64> = r.try_get("quiet_to")?;
        let row = NotifyRow {
            mode: r.try_get("mode")?,
            low_seconds: r.try_get("low_seconds")?,
            quiet: from.zip(to),
            zone: r.try_get("zone")?,
        };
        out.insert(r.try_get("user_id")?, row);
    }
    Ok(out)
}

/// One alert due: to whom, about which game and turn (the game's version
/// when it became due), what kind, when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Alert {
    /// Its id.
    pub id: i64,
    /// Whom it tells.
    pub user: String,
    /// The game.
    pub game: i64,
    /// The game's version it is about.
    pub version: i64,
    /// `turn` or `low`.
    pub kind: String,
    /// When it is due (unix seconds).
    pub due_at: i64,
}

/// Makes an alert due, once: a second one for the same player, game,
/// version and kind is not added.
pub async fn add_alert(
    c: &mut Conn,
    user: &str,
    game: i64,
    version: i64,
    kind: &str,
    due_at: i64,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO alerts (user_id, game_id, version, kind, due_at) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (user_id, game_id, version, kind) DO NOTHING",
    )
    .bind(user)
    .bind(game)
    .bind(version)
    .bind(kind)
    .bind(due_at)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// Up to `most` alerts due at `now`, unsent and unclaimed (or claimed by a
/// process that did not finish before `now`), earliest first.
pub async fn due_alerts(c: &mut Conn, now: i64, most: i64) -> Result<Vec<Alert>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT id, user_id, game_id, version, kind, due_at FROM alerts \
         WHERE sent_at IS NULL AND due_at <= $1 AND (claimed_until IS NULL OR claimed_until < $1) \
         ORDER BY due_at, id LIMIT $2",
    )
    .bind(now)
    .bind(most)
    .fetch_all(&mut *c)
    .await?;
    rows.into_iter()
        .map(|r| {
            Ok(Alert {
                id: r.try_get("id")?,
                user: r.try_get("user_id")?,
                game: r.try_get("game_id")?,
                version: r.try_get("version")?,
                kind: r.try_get("kind")?,
                due_at: r.try_get("due_at")?,
            })
        })
        .collect()
}

/// Claims `alert` for this process until `until`: whether it was still
/// free (another process that claimed it first sends it).
pub async fn claim_alert(
    c: &mut Conn,
    alert: i64,
    now: i64,
    until: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE alerts SET claimed_until = $3 WHERE id = $1 AND sent_at IS NULL \
         AND (claimed_until IS NULL OR claimed_until < $2)",
    )
    .bind(alert)
    .bind(now)
    .bind(until)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Settles `alert` at `now`: `sent`, or `skipped` (the player acted or
/// looked first, the game moved on), or `unreachable`.
pub async fn settle_alert(
    c: &mut Conn,
    alert: i64,
    now: i64,
    outcome: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE alerts SET sent_at = $2, outcome = $3 WHERE id = $1")
        .bind(alert)
        .bind(now)
        .bind(outcome)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Puts `alert` off until `due_at` (quiet hours, a slowed queue).
pub async fn delay_alert(c: &mut Conn, alert: i64, due_at: i64) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE alerts SET due_at = $2, claimed_until = NULL WHERE id = $1")
        .bind(alert)
        .bind(due_at)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// When the next unsent alert is due, if any.
pub async fn next_alert(c: &mut Conn) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT MIN(due_at) FROM alerts WHERE sent_at IS NULL")
        .fetch_one(&mut *c)
        .await
}

/// Notes that `user` acted in `game` at `at`.
pub async fn saw_game(c: &mut Conn, user: &str, game: i64, at: i64) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO seen_games (user_id, game_id, at) VALUES ($1, $2, $3) \
         ON CONFLICT (user_id, game_id) DO UPDATE SET at = $3",
    )
    .bind(user)
    .bind(game)
    .bind(at)
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// When `user` last acted in `game`, if ever.
pub async fn seen_game(c: &mut Conn, user: &str, game: i64) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT at FROM seen_games WHERE user_id = $1 AND game_id = $2")
        .bind(user)
        .bind(game)
        .fetch_optional(&mut *c)
        .await
}

/// `user`'s direct-message channel with the bot, if it was kept.
pub async fn dm_channel(c: &mut Conn, user: &str) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT channel FROM dm_channels WHERE user_id = $1")
        .bind(user)
        .fetch_optional(&mut *c)
        .await
}

/// Keeps `user`'s direct-message channel with the bot.
pub async fn keep_dm_channel(c: &mut Conn, user: &str, channel: &str) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO dm_channels (user_id, channel) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET channel = excluded.channel",
    )
    .bind(user)
    .bind(channel)
    .execute(&mut *c)
    .await?;
    Ok(())
}
