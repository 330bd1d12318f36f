//! The `challenges` table: open challenges and tables, until they are
//! accepted, started, declined, withdrawn or expire.

use super::Conn;
use super::now;
use game_api::User;
use sqlx::Row;

/// A challenge as stored (JSON text for the table's seats).
#[derive(sqlx::FromRow)]
struct ChallengeColumns {
    id: i64,
    channel: String,
    challenger: String,
    challenger_name: String,
    opponent: String,
    opponent_name: String,
    game: String,
    side: String,
    expires_at: i64,
    message_id: Option<String>,
    turn_seconds: Option<i64>,
    rated: i64,
    seats: Option<String>,
    table_size: Option<i64>,
}

impl TryFrom<ChallengeColumns> for ChallengeRow {
    type Error = sqlx::Error;

    fn try_from(r: ChallengeColumns) -> Result<ChallengeRow, sqlx::Error> {
        let table = match (r.seats, r.table_size) {
            (Some(seats), Some(size)) => Some(Table {
                seats: serde_json::from_str(&seats)
                    .map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
                size: size.max(0) as usize,
            }),
            _ => None,
        };
        Ok(ChallengeRow {
            id: r.id,
            channel: r.channel,
            challenger: User {
                id: r.challenger,
                name: r.challenger_name,
            },
            opponent: (!r.opponent.is_empty()).then_some(User {
                id: r.opponent,
                name: r.opponent_name,
            }),
            game: r.game,
            side: r.side,
            expires_at: r.expires_at,
            message_id: r.message_id,
            table,
            turn_seconds: r.turn_seconds,
            rated: r.rated != 0,
        })
    }
}

/// A challenge.
#[derive(Clone, Debug)]
pub struct ChallengeRow {
    /// Its id (in button ids).
    pub id: i64,
    /// Its channel.
    pub channel: String,
    /// Who challenged.
    pub challenger: User,
    /// Who is challenged (at a table: who is invited, if anyone).
    pub opponent: Option<User>,
    /// Which game (`masters`, `regions`).
    pub game: String,
    /// The challenger's side choice: a seat word of the game (`ember`, `white`, …) or `random`.
    pub side: String,
    /// When it expires (unix seconds).
    pub expires_at: i64,
    /// The message that shows it, once a front end has recorded one.
    pub message_id: Option<String>,
    /// For a game of more than two: the table's seats.
    pub table: Option<Table>,
    /// The time each turn of its game may take (seconds), or `None` for no clock.
    pub turn_seconds: Option<i64>,
    /// Whether its game is rated.
    pub rated: bool,
}

/// A table that players join before its game starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// Who sits there, in joining order (the opener first).
    pub seats: Vec<User>,
    /// How many seats it has.
    pub size: usize,
}

/// The open challenge in `channel`, if any.
pub async fn open_challenge(
    c: &mut Conn,
    channel: &str,
) -> Result<Option<ChallengeRow>, sqlx::Error> {
    sqlx::query_as::<_, ChallengeColumns>(
        "SELECT * FROM challenges WHERE channel = $1 AND status = 'open'",
    )
    .bind(channel)
    .fetch_optional(&mut *c)
    .await?
    .map(ChallengeRow::try_from)
    .transpose()
}

/// What a new challenge is.
#[derive(Clone, Copy, Debug)]
pub struct NewChallenge<'a> {
    /// Its channel.
    pub channel: &'a str,
    /// Which game.
    pub game: &'a str,
    /// Who challenges (a table's opener).
    pub challenger: &'a User,
    /// Who is challenged or invited.
    pub opponent: Option<&'a User>,
    /// The challenger's side word, or `random`.
    pub side: &'a str,
    /// When it expires (unix seconds).
    pub expires_at: i64,
    /// For a table: its number of seats (the opener takes the first).
    pub table_size: Option<usize>,
    /// The time each turn may take (seconds), or `None` for no clock.
    pub turn_seconds: Option<i64>,
    /// Whether its game is rated.
    pub rated: bool,
}

/// Records a new open challenge or table; returns its id.
pub async fn insert_challenge(c: &mut Conn, new: NewChallenge<'_>) -> Result<i64, sqlx::Error> {
    let seats = match new.table_size {
        Some(_) => Some(
            serde_json::to_string(&[new.challenger])
                .map_err(|e| sqlx::Error::Encode(Box::new(e)))?,
        ),
        None => None,
    };
    let row = sqlx::query(
        "INSERT INTO challenges (channel, game, challenger, challenger_name, opponent, opponent_name, side, created_at, expires_at, seats, table_size, turn_seconds, rated) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id",
    )
    .bind(new.channel)
    .bind(new.game)
    .bind(&new.challenger.id)
    .bind(&new.challenger.name)
    .bind(new.opponent.map_or("", |o| o.id.as_str()))
    .bind(new.opponent.map_or("", |o| o.name.as_str()))
    .bind(new.side)
    .bind(now())
    .bind(new.expires_at)
    .bind(seats)
    .bind(new.table_size.map(|n| n as i64))
    .bind(new.turn_seconds)
    .bind(i64::from(new.rated))
    .fetch_one(&mut *c)
    .await?;
    row.try_get(0)
}

/// Stores who sits at table `id`.
pub async fn set_table_seats(c: &mut Conn, id: i64, seats: &[User]) -> Result<(), sqlx::Error> {
    let seats = serde_json::to_string(seats).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query("UPDATE challenges SET seats = $1 WHERE id = $2")
        .bind(seats)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Records the message that shows challenge `id`; returns the message it
/// replaces (a table shown again after a seat changed), if another, and
/// whether the challenge is still open.
pub async fn set_challenge_message(
    c: &mut Conn,
    id: i64,
    message_id: &str,
) -> Result<(Option<String>, bool), sqlx::Error> {
    let before: Option<(Option<String>, String)> =
        sqlx::query_as("SELECT message_id, status FROM challenges WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *c)
            .await?;
    sqlx::query("UPDATE challenges SET message_id = $1 WHERE id = $2")
        .bind(message_id)
        .bind(id)
        .execute(&mut *c)
        .await?;
    let Some((replaced, status)) = before else {
        return Ok((None, false));
    };
    Ok((replaced.filter(|m| m != message_id), status == "open"))
}

/// When the next open challenge expires (unix seconds), if any is open.
pub async fn next_challenge_expiry(c: &mut Conn) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT MIN(expires_at) FROM challenges WHERE status = 'open'")
        .fetch_one(&mut *c)
        .await
}

/// Marks every open challenge whose time is up as expired and returns
/// them. The update is conditional, so when several processes share the
/// database each expiry is returned to exactly one of them.
pub async fn expire_due_challenges(
    c: &mut Conn,
    now: i64,
) -> Result<Vec<ChallengeRow>, sqlx::Error> {
    let rows = sqlx::query_as::<_, ChallengeColumns>(
        "UPDATE challenges SET status = 'expired' WHERE status = 'open' AND expires_at <= $1 RETURNING *",
    )
    .bind(now)
    .fetch_all(&mut *c)
    .await?;
    rows.into_iter().map(ChallengeRow::try_from).collect()
}

/// Sets a challenge's status.
pub async fn set_challenge_status(c: &mut Conn, id: i64, status: &str) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE challenges SET status = $1 WHERE id = $2")
        .bind(status)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}
