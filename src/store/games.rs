//! The `games` table: every game, its state and version, clock and
//! result. A change is a conditional update on the version, so two
//! commits on one game never both succeed.

use super::Conn;
use super::now;
use game_api::{GameRecord, GameStatus, User, Words};
use sqlx::Row;

/// When a turn's player is reminded in the channel that time runs low: a
/// quarter of the turn's time before its deadline, at most an hour
/// before (the default of a DM's low-time reminder,
/// `host::notify::low_threshold`). The index `games_reminder` is on this
/// very expression.
macro_rules! reminder_at {
    () => {
        "(deadline - CASE WHEN turn_seconds / 4 < 3600 THEN turn_seconds / 4 ELSE 3600 END)"
    };
}

/// A game as stored (JSON text for the players and the captured kinds).
#[derive(sqlx::FromRow)]
struct GameColumns {
    id: i64,
    channel: String,
    game: String,
    players: String,
    start_state: String,
    state: String,
    version: i64,
    status: String,
    result: Option<String>,
    draw_offer: Option<String>,
    last_move: Option<String>,
    captured: String,
    turn_seconds: Option<i64>,
    deadline: Option<i64>,
    reminded: i64,
    server: String,
    rated: i64,
    draw_message: Option<String>,
    places: Option<String>,
}

/// A status as the `status` column writes it: the only place a game's
/// status is text.
pub fn status_text(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Running => "running",
        GameStatus::Won => "won",
        GameStatus::Resigned => "resigned",
        GameStatus::Drawn => "drawn",
        GameStatus::Timeout => "timeout",
        GameStatus::Aborted => "aborted",
    }
}

/// A `status` column's text read back.
fn status_of(text: &str) -> Result<GameStatus, sqlx::Error> {
    [
        GameStatus::Running,
        GameStatus::Won,
        GameStatus::Resigned,
        GameStatus::Drawn,
        GameStatus::Timeout,
        GameStatus::Aborted,
    ]
    .into_iter()
    .find(|s| status_text(*s) == text)
    .ok_or_else(|| sqlx::Error::Decode(format!("unknown game status `{text}`").into()))
}

fn record(r: GameColumns) -> Result<GameRecord, sqlx::Error> {
    let json = |e: serde_json::Error| sqlx::Error::Decode(Box::new(e));
    Ok(GameRecord {
        id: r.id,
        channel: r.channel,
        game: r.game,
        players: serde_json::from_str(&r.players).map_err(json)?,
        start_state: r.start_state,
        state: r.state,
        version: r.version,
        status: status_of(&r.status)?,
        result: r.result.as_deref().map(Words::from_stored),
        draw_offer: r.draw_offer,
        last_move: r.last_move,
        captured: serde_json::from_str(&r.captured).map_err(json)?,
        turn_seconds: r.turn_seconds,
        deadline: r.deadline,
        reminded: r.reminded != 0,
        server: r.server,
        rated: r.rated != 0,
        draw_message: r.draw_message,
        places: r
            .places
            .as_deref()
            .map(serde_json::from_str)
            .transpose()
            .map_err(json)?,
    })
}

/// Running games with a clock whose deadline or half-time reminder is due at `now`.
pub async fn games_due(c: &mut Conn, now: i64) -> Result<Vec<GameRecord>, sqlx::Error> {
    // Two indexed ranges (deadlines, then reminders not yet sent).
    let mut rows = sqlx::query_as::<_, GameColumns>(
        "SELECT * FROM games WHERE status = 'running' AND deadline IS NOT NULL AND deadline <= $1 \
         ORDER BY deadline",
    )
    .bind(now)
    .fetch_all(&mut *c)
    .await?;
    rows.extend(
        sqlx::query_as::<_, GameColumns>(concat!(
            "SELECT * FROM games WHERE status = 'running' AND deadline IS NOT NULL \
                 AND reminded = 0 AND ",
            reminder_at!(),
            " <= $1 AND deadline > $2"
        ))
        .bind(now)
        .bind(now)
        .fetch_all(&mut *c)
        .await?,
    );
    rows.into_iter().map(record).collect()
}

/// When the next clock event of a running game is due (a deadline, or a
/// low-time reminder not yet sent), if any game runs with a clock.
pub async fn next_game_event(c: &mut Conn) -> Result<Option<i64>, sqlx::Error> {
    // Each minimum comes from its own index.
    let deadline: Option<i64> = sqlx::query_scalar(
        "SELECT MIN(deadline) FROM games WHERE status = 'running' AND deadline IS NOT NULL",
    )
    .fetch_one(&mut *c)
    .await?;
    let reminder: Option<i64> = sqlx::query_scalar(concat!(
        "SELECT MIN(",
        reminder_at!(),
        ") FROM games WHERE status = 'running' AND deadline IS NOT NULL AND reminded = 0"
    ))
    .fetch_one(&mut *c)
    .await?;
    Ok(match (deadline, reminder) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    })
}

/// Records the low-time reminder of game `id` at `version`; false when
/// it was already sent (by this or another process) or the game moved on.
pub async fn mark_reminded(c: &mut Conn, id: i64, version: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE games SET reminded = 1 WHERE id = $1 AND version = $2 AND reminded = 0",
    )
    .bind(id)
    .bind(version)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The running game in `channel`, if any.
pub async fn running_game(c: &mut Conn, channel: &str) -> Result<Option<GameRecord>, sqlx::Error> {
    sqlx::query_as::<_, GameColumns>(
        "SELECT * FROM games WHERE channel = $1 AND status = 'running'",
    )
    .bind(channel)
    .fetch_optional(&mut *c)
    .await?
    .map(record)
    .transpose()
}

/// The running games, newest first (at most `limit`), with their page
/// keys (the local console's home page lists them).
pub async fn running_games(
    c: &mut Conn,
    limit: i64,
) -> Result<Vec<(GameRecord, String)>, sqlx::Error> {
    let rows: Vec<(i64, Option<String>)> = sqlx::query_as(
        "SELECT id, page_key FROM games WHERE status = 'running' ORDER BY id DESC LIMIT $1",
    )
    .bind(limit)
    .fetch_all(&mut *c)
    .await?;
    let mut out = vec![];
    for (id, key) in rows {
        if let (Some(g), Some(key)) = (game(c, id).await?, key) {
            out.push((g, key));
        }
    }
    Ok(out)
}

/// `user`'s running games, newest first (at most `limit`), in every
/// server and channel.
pub async fn running_games_of(
    c: &mut Conn,
    user: &str,
    limit: i64,
) -> Result<Vec<GameRecord>, sqlx::Error> {
    // The players' JSON names each seat `{"id":"…",…}`: a pattern finds
    // the candidates, the parsed seats decide (an id JSON would escape
    // is looked for among every running game).
    let pattern = if user
        .chars()
        .any(|ch| ch == '"' || ch == '\\' || ch.is_control())
    {
        "%".to_string()
    } else {
        let escaped: String = user
            .chars()
            .flat_map(|ch| match ch {
                '%' | '_' => vec!['\\', ch],
                _ => vec![ch],
            })
            .collect();
        format!("%\"id\":\"{escaped}\"%")
    };
    let rows = sqlx::query_as::<_, GameColumns>(
        "SELECT * FROM games WHERE status = 'running' AND players LIKE $1 ESCAPE '\\' \
         ORDER BY id DESC",
    )
    .bind(pattern)
    .fetch_all(&mut *c)
    .await?;
    let mut out = vec![];
    for row in rows {
        let game = record(row)?;
        if game.players.iter().any(|p| p.id == user) {
            out.push(game);
            if out.len() as i64 >= limit {
                break;
            }
        }
    }
    Ok(out)
}

/// The most recent game in `channel`, running or finished.
pub async fn latest_game(c: &mut Conn, channel: &str) -> Result<Option<GameRecord>, sqlx::Error> {
    sqlx::query_as::<_, GameColumns>(
        "SELECT * FROM games WHERE channel = $1 ORDER BY id DESC LIMIT 1",
    )
    .bind(channel)
    .fetch_optional(&mut *c)
    .await?
    .map(record)
    .transpose()
}

/// A game by id.
pub async fn game(c: &mut Conn, id: i64) -> Result<Option<GameRecord>, sqlx::Error> {
    sqlx::query_as::<_, GameColumns>("SELECT * FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *c)
        .await?
        .map(record)
        .transpose()
}

/// How many games are stored.
pub async fn game_count(c: &mut Conn) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(&mut *c)
        .await
}

/// How many games are finished.
pub async fn finished_count(c: &mut Conn) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status <> 'running'")
        .fetch_one(&mut *c)
        .await
}

/// Up to `limit` games with ids above `after`, oldest first (a page of
/// every stored game, read through the primary key).
pub async fn games_after(
    c: &mut Conn,
    after: i64,
    limit: i64,
) -> Result<Vec<GameRecord>, sqlx::Error> {
    sqlx::query_as::<_, GameColumns>("SELECT * FROM games WHERE id > $1 ORDER BY id LIMIT $2")
        .bind(after)
        .bind(limit)
        .fetch_all(&mut *c)
        .await?
        .into_iter()
        .map(record)
        .collect()
}

/// Where a new game is played and how: its server, whether it is rated,
/// and its clock (seconds per turn and the first deadline).
#[derive(Clone, Copy, Debug, Default)]
pub struct GameTerms<'a> {
    /// The server.
    pub server: &'a str,
    /// Whether it is rated.
    pub rated: bool,
    /// Seconds per turn and the first deadline.
    pub clock: Option<(i64, i64)>,
}

/// The running games in which the engine plays a seat, oldest first.
pub async fn engine_games(c: &mut Conn) -> Result<Vec<GameRecord>, sqlx::Error> {
    sqlx::query_as::<_, GameColumns>(
        "SELECT * FROM games WHERE status = 'running' AND engine_seats > 0 ORDER BY id",
    )
    .fetch_all(&mut *c)
    .await?
    .into_iter()
    .map(record)
    .collect()
}

/// Records a new running game; returns its id.
pub async fn insert_game(
    c: &mut Conn,
    channel: &str,
    game: &str,
    players: &[User],
    state: &str,
    terms: GameTerms<'_>,
) -> Result<i64, sqlx::Error> {
    let clock = terms.clock;
    let engine_seats = players.iter().filter(|p| p.is_engine()).count() as i64;
    let mut seats: Vec<&str> = players.iter().map(|p| p.id.as_str()).collect();
    seats.sort_unstable();
    seats.dedup();
    let players = serde_json::to_string(players).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let row = sqlx::query(
        "INSERT INTO games (channel, game, players, start_state, state, created_at, updated_at, turn_seconds, deadline, server, rated, engine_seats, page_key) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id",
    )
    .bind(channel)
    .bind(game)
    .bind(players)
    .bind(state)
    .bind(state)
    .bind(now())
    .bind(now())
    .bind(clock.map(|(seconds, _)| seconds))
    .bind(clock.map(|(_, deadline)| deadline))
    .bind(terms.server)
    .bind(i64::from(terms.rated))
    .bind(engine_seats)
    .bind(new_page_key())
    .fetch_one(&mut *c)
    .await?;
    let id: i64 = row.try_get(0)?;
    for user in &seats {
        sqlx::query(
            "INSERT INTO game_players (user_id, server, game_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
        )
        .bind(user)
        .bind(terms.server)
        .bind(id)
        .execute(&mut *c)
        .await?;
    }
    Ok(id)
}

/// A new game's page key: 96 random bits as 24 hex digits.
fn new_page_key() -> String {
    let bits: [u8; 12] = rand::random();
    bits.iter().map(|b| format!("{b:02x}")).collect()
}

/// The game whose page key is `key`, with its key checked for shape first
/// (16–64 hex digits), so no other text reaches the query.
pub async fn game_by_page_key(c: &mut Conn, key: &str) -> Result<Option<GameRecord>, sqlx::Error> {
    let shaped = (16..=64).contains(&key.len()) && key.bytes().all(|b| b.is_ascii_hexdigit());
    if !shaped {
        return Ok(None);
    }
    sqlx::query_as::<_, GameColumns>("SELECT * FROM games WHERE page_key = $1")
        .bind(key)
        .fetch_optional(&mut *c)
        .await?
        .map(record)
        .transpose()
}

/// `server`'s latest `limit` games, newest first, each with its page key
/// (games without one are left out); only games of `game` when given.
/// One statement, through the index on the server (and the game).
pub async fn recent_games(
    c: &mut Conn,
    server: &str,
    game: Option<&str>,
    limit: i64,
) -> Result<Vec<(GameRecord, String)>, sqlx::Error> {
    let rows = match game {
        Some(game) => {
            sqlx::query_as::<_, GameWithKey>(
                "SELECT * FROM games WHERE server = $1 AND game = $2 ORDER BY id DESC LIMIT $3",
            )
            .bind(server)
            .bind(game)
            .bind(limit)
            .fetch_all(&mut *c)
            .await?
        }
        None => {
            sqlx::query_as::<_, GameWithKey>(
                "SELECT * FROM games WHERE server = $1 ORDER BY id DESC LIMIT $2",
            )
            .bind(server)
            .bind(limit)
            .fetch_all(&mut *c)
            .await?
        }
    };
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        if let Some(key) = r.page_key {
            out.push((record(r.game)?, key));
        }
    }
    Ok(out)
}

/// `user`'s latest `limit` games on `server`, newest first, each with its
/// page key; only games of `game` when given. Read through the players'
/// index, however many other games the server has.
pub async fn recent_games_of(
    c: &mut Conn,
    server: &str,
    user: &str,
    game: Option<&str>,
    limit: i64,
) -> Result<Vec<(GameRecord, String)>, sqlx::Error> {
    let rows = sqlx::query_as::<_, GameWithKey>(
        "SELECT g.* FROM game_players p JOIN games g ON g.id = p.game_id \
         WHERE p.user_id = $1 AND p.server = $2 AND ($3 = '' OR g.game = $3) \
         ORDER BY p.game_id DESC LIMIT $4",
    )
    .bind(user)
    .bind(server)
    .bind(game.unwrap_or(""))
    .bind(limit)
    .fetch_all(&mut *c)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        if let Some(key) = r.page_key {
            out.push((record(r.game)?, key));
        }
    }
    Ok(out)
}

/// A game as stored, with its page key.
#[derive(sqlx::FromRow)]
struct GameWithKey {
    #[sqlx(flatten)]
    game: GameColumns,
    page_key: Option<String>,
}

/// Game `id`'s page key.
pub async fn page_key(c: &mut Conn, id: i64) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT page_key FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *c)
        .await
        .map(Option::flatten)
}

/// When game `id` was created (unix seconds).
pub async fn created_at(c: &mut Conn, id: i64) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT created_at FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut *c)
        .await
}

/// Stores `g` as the new state of its game if its version is still
/// `expected`, bumping the version. Returns false (and changes nothing)
/// when another change got there first.
pub async fn update_game(c: &mut Conn, g: &GameRecord, expected: i64) -> Result<bool, sqlx::Error> {
    Ok(update_game_asking(c, g, expected, &[]).await?.is_some())
}

/// Most people [`update_game_asking`] asks about in its one statement (a
/// game's other seats and the one who acted).
pub const ASKED_AT_ONCE: usize = 5;

/// [`update_game`], asking in the same statement whether any of `asked`
/// (at most [`ASKED_AT_ONCE`]; more count as yes) chose any `/notify`
/// setting: `None` when the game changed meanwhile (nothing written),
/// else whether their choices need reading. One round trip to the
/// database instead of two on every turn of players who asked for
/// nothing.
pub async fn update_game_asking(
    c: &mut Conn,
    g: &GameRecord,
    expected: i64,
    asked: &[&str],
) -> Result<Option<bool>, sqlx::Error> {
    let captured =
        serde_json::to_string(&g.captured).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let places = g
        .places
        .as_ref()
        .map(serde_json::to_string)
        .transpose()
        .map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let mut query = sqlx::query_scalar::<_, i64>(
        "UPDATE games SET state = $1, version = version + 1, status = $2, result = $3, draw_offer = $4, last_move = $5, captured = $6, updated_at = $7, deadline = $8, reminded = $9, places = $10 \
         WHERE id = $11 AND version = $12 \
         RETURNING (SELECT COUNT(*) FROM notify_settings WHERE user_id IN ($13, $14, $15, $16, $17))",
    )
    .bind(&g.state)
    .bind(status_text(g.status))
    .bind(g.result.as_ref().map(Words::to_stored))
    .bind(&g.draw_offer)
    .bind(&g.last_move)
    .bind(captured)
    .bind(now())
    .bind(g.deadline)
    .bind(i64::from(g.reminded))
    .bind(places)
    .bind(g.id)
    .bind(expected);
    for i in 0..ASKED_AT_ONCE {
        // Unused places ask about nobody (no user's id is empty).
        query = query.bind(asked.get(i).copied().unwrap_or(""));
    }
    let found = query.fetch_optional(&mut *c).await?;
    if found.is_some() {
        super::moves::tell_moved(c, g.id).await?;
    }
    Ok(found.map(|n| n > 0 || asked.len() > ASKED_AT_ONCE))
}

/// Sets or clears a running game's draw offer (the user id of the
/// offerer). The version is unchanged: an offer changes no position, so
/// the players' staged-turn buttons stay valid (M39).
pub async fn set_draw_offer(
    c: &mut Conn,
    game_id: i64,
    offer: Option<&str>,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE games SET draw_offer = $1, updated_at = $2 WHERE id = $3 AND status = 'running'",
    )
    .bind(offer)
    .bind(now())
    .bind(game_id)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The recorded messages of draw offers in `channel` that no longer stand
/// (answered, lapsed, or the game over), forgotten as they are returned.
pub async fn settled_draw_messages(
    c: &mut Conn,
    channel: &str,
) -> Result<Vec<String>, sqlx::Error> {
    let settled: Vec<(i64, String)> = sqlx::query_as(
        "SELECT id, draw_message FROM games WHERE channel = $1 AND draw_message IS NOT NULL \
         AND (draw_offer IS NULL OR status <> 'running')",
    )
    .bind(channel)
    .fetch_all(&mut *c)
    .await?;
    for (id, _) in &settled {
        set_draw_message(c, *id, None).await?;
    }
    Ok(settled.into_iter().map(|(_, message)| message).collect())
}

/// Records (or clears) the message that shows game `id`'s draw offer.
pub async fn set_draw_message(
    c: &mut Conn,
    id: i64,
    message_id: Option<&str>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE games SET draw_message = $1 WHERE id = $2")
        .bind(message_id)
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(())
}
