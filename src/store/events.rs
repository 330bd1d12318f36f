//! A server's tournaments: each event's state (the tournament crate's
//! JSON, changed only at the version it was read at) and its pairings,
//! each waiting for a channel until a front end places its game there.

use super::Conn;

/// An event as stored.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct StoredEvent {
    /// Its id.
    pub id: i64,
    /// The server it belongs to.
    pub server: String,
    /// The channel it was created in (its announcements go there).
    pub channel: String,
    /// The game it plays (`masters`, `throne`, …).
    pub game: String,
    /// Who created it.
    pub organiser: String,
    /// Its state, as the tournament crate writes it.
    pub state: String,
    /// Bumped by every change.
    pub version: i64,
}

/// A pairing of an event: its round, board and seats (players by entry
/// number), and once placed, its channel and game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredBoard {
    /// The event.
    pub event_id: i64,
    /// The round (from 1).
    pub round: i64,
    /// The board in the round (from 1).
    pub board: i64,
    /// The seats: the players' entry numbers.
    pub seats: Vec<usize>,
    /// Where its game is played, once placed.
    pub channel: Option<String>,
    /// Its game, once placed.
    pub game_id: Option<i64>,
}

/// A pairing as stored (its seats a JSON list), read into a
/// [`StoredBoard`] here and nowhere else.
#[derive(sqlx::FromRow)]
struct BoardRow {
    event_id: i64,
    round: i64,
    board: i64,
    seats: String,
    channel: Option<String>,
    game_id: Option<i64>,
}

impl TryFrom<BoardRow> for StoredBoard {
    type Error = sqlx::Error;

    /// The pairing; seats that do not read are an error, never none.
    fn try_from(r: BoardRow) -> Result<StoredBoard, sqlx::Error> {
        let seats = serde_json::from_str(&r.seats).map_err(|e| {
            sqlx::Error::Decode(
                format!(
                    "event {} round {} board {}: seats `{}`: {e}",
                    r.event_id, r.round, r.board, r.seats
                )
                .into(),
            )
        })?;
        Ok(StoredBoard {
            event_id: r.event_id,
            round: r.round,
            board: r.board,
            seats,
            channel: r.channel,
            game_id: r.game_id,
        })
    }
}

/// Stores a new event; its id.
pub async fn create_event(c: &mut Conn, event: &StoredEvent, now: i64) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar(
        "INSERT INTO events (server, channel, game, organiser, state, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
    )
    .bind(&event.server)
    .bind(&event.channel)
    .bind(&event.game)
    .bind(&event.organiser)
    .bind(&event.state)
    .bind(now)
    .fetch_one(&mut *c)
    .await
}

/// The event of `channel` that has not finished, if any (the latest).
pub async fn current_event(
    c: &mut Conn,
    channel: &str,
) -> Result<Option<StoredEvent>, sqlx::Error> {
    sqlx::query_as::<_, StoredEvent>(
        "SELECT id, server, channel, game, organiser, state, version FROM events \
         WHERE channel = $1 AND finished = 0 ORDER BY id DESC LIMIT 1",
    )
    .bind(channel)
    .fetch_optional(&mut *c)
    .await
}

/// Event `id`.
pub async fn event(c: &mut Conn, id: i64) -> Result<Option<StoredEvent>, sqlx::Error> {
    sqlx::query_as::<_, StoredEvent>(
        "SELECT id, server, channel, game, organiser, state, version FROM events WHERE id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *c)
    .await
}

/// What a change writes to an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventChange<'a> {
    /// Its new state.
    pub state: &'a str,
    /// Whether it is over.
    pub finished: bool,
    /// When it next has something due by the clock (a start, an arena's
    /// close), if anything.
    pub due_at: Option<i64>,
}

/// Stores `change` as event `id`'s if its version is still `expected`,
/// bumping it; false (and nothing written) when another change got there
/// first.
pub async fn save_event(
    c: &mut Conn,
    id: i64,
    change: &EventChange<'_>,
    expected: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE events SET state = $1, finished = $2, due_at = $3, version = version + 1 \
         WHERE id = $4 AND version = $5",
    )
    .bind(change.state)
    .bind(i64::from(change.finished))
    .bind(change.due_at)
    .bind(id)
    .bind(expected)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Adds a pairing of event `event_id`, waiting for a channel.
pub async fn add_board(
    c: &mut Conn,
    event_id: i64,
    round: i64,
    board: i64,
    seats: &[usize],
) -> Result<(), sqlx::Error> {
    let seats = serde_json::to_string(seats).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query("INSERT INTO event_boards (event_id, round, board, seats) VALUES ($1, $2, $3, $4)")
        .bind(event_id)
        .bind(round)
        .bind(board)
        .bind(seats)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// The pairings waiting for a channel, oldest first.
pub async fn unplaced_boards(c: &mut Conn) -> Result<Vec<StoredBoard>, sqlx::Error> {
    sqlx::query_as::<_, BoardRow>(
        "SELECT event_id, round, board, seats, channel, game_id FROM event_boards \
         WHERE channel IS NULL ORDER BY event_id, round, board",
    )
    .fetch_all(&mut *c)
    .await?
    .into_iter()
    .map(StoredBoard::try_from)
    .collect()
}

/// Whether a pairing still waits for its channel.
pub async fn board_waits(c: &mut Conn, board: &StoredBoard) -> Result<bool, sqlx::Error> {
    let channel: Option<Option<String>> = sqlx::query_scalar(
        "SELECT channel FROM event_boards WHERE event_id = $1 AND round = $2 AND board = $3",
    )
    .bind(board.event_id)
    .bind(board.round)
    .bind(board.board)
    .fetch_optional(&mut *c)
    .await?;
    Ok(matches!(channel, Some(None)))
}

/// Places a waiting pairing's game in `channel` as game `game_id`; false
/// when it was placed already (by another process).
pub async fn place_board(
    c: &mut Conn,
    board: &StoredBoard,
    channel: &str,
    game_id: i64,
) -> Result<bool, sqlx::Error> {
    let done = sqlx::query(
        "UPDATE event_boards SET channel = $1, game_id = $2 \
         WHERE event_id = $3 AND round = $4 AND board = $5 AND channel IS NULL",
    )
    .bind(channel)
    .bind(game_id)
    .bind(board.event_id)
    .bind(board.round)
    .bind(board.board)
    .execute(&mut *c)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// The pairing game `game_id` plays, if it is an event's.
pub async fn board_of_game(c: &mut Conn, game_id: i64) -> Result<Option<StoredBoard>, sqlx::Error> {
    sqlx::query_as::<_, BoardRow>(
        "SELECT event_id, round, board, seats, channel, game_id FROM event_boards WHERE game_id = $1",
    )
    .bind(game_id)
    .fetch_optional(&mut *c)
    .await?
    .map(StoredBoard::try_from)
    .transpose()
}

/// The events with something due by the clock at `now`, oldest first.
pub async fn due_events(c: &mut Conn, now: i64) -> Result<Vec<StoredEvent>, sqlx::Error> {
    sqlx::query_as::<_, StoredEvent>(
        "SELECT id, server, channel, game, organiser, state, version FROM events \
         WHERE finished = 0 AND due_at IS NOT NULL AND due_at <= $1 ORDER BY id",
    )
    .bind(now)
    .fetch_all(&mut *c)
    .await
}

/// When the next event has something due by the clock, if any has.
pub async fn next_event_due(c: &mut Conn) -> Result<Option<i64>, sqlx::Error> {
    sqlx::query_scalar("SELECT MIN(due_at) FROM events WHERE finished = 0")
        .fetch_one(&mut *c)
        .await
}

/// The finished events whose end has not been announced yet.
pub async fn untold_ends(c: &mut Conn) -> Result<Vec<StoredEvent>, sqlx::Error> {
    sqlx::query_as::<_, StoredEvent>(
        "SELECT id, server, channel, game, organiser, state, version FROM events \
         WHERE finished = 1 AND end_told = 0 ORDER BY id",
    )
    .fetch_all(&mut *c)
    .await
}

/// Marks event `id`'s end as announced; false when another process did.
pub async fn tell_end(c: &mut Conn, id: i64) -> Result<bool, sqlx::Error> {
    let done = sqlx::query("UPDATE events SET end_told = 1 WHERE id = $1 AND end_told = 0")
        .bind(id)
        .execute(&mut *c)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// Event `event_id`'s pairings, in order.
pub async fn boards_of_event(c: &mut Conn, event_id: i64) -> Result<Vec<StoredBoard>, sqlx::Error> {
    sqlx::query_as::<_, BoardRow>(
        "SELECT event_id, round, board, seats, channel, game_id FROM event_boards \
         WHERE event_id = $1 ORDER BY round, board",
    )
    .bind(event_id)
    .fetch_all(&mut *c)
    .await?
    .into_iter()
    .map(StoredBoard::try_from)
    .collect()
}

/// The latest event of `channel`, finished or not.
pub async fn latest_event(c: &mut Conn, channel: &str) -> Result<Option<StoredEvent>, sqlx::Error> {
    sqlx::query_as::<_, StoredEvent>(
        "SELECT id, server, channel, game, organiser, state, version FROM events \
         WHERE channel = $1 ORDER BY id DESC LIMIT 1",
    )
    .bind(channel)
    .fetch_optional(&mut *c)
    .await
}

/// `server`'s latest events, newest first.
pub async fn events_of_server(
    c: &mut Conn,
    server: &str,
    limit: i64,
) -> Result<Vec<StoredEvent>, sqlx::Error> {
    sqlx::query_as::<_, StoredEvent>(
        "SELECT id, server, channel, game, organiser, state, version FROM events \
         WHERE server = $1 ORDER BY id DESC LIMIT $2",
    )
    .bind(server)
    .bind(limit)
    .fetch_all(&mut *c)
    .await
}
