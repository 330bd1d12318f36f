//! Tables: a game for more than two (Throne) opens a table in the channel
//! that players join and leave with buttons or `/join`, `/leave`; its
//! opener starts it with `/start` once enough sit. Seats go by joining
//! order (T1). A table nobody starts expires like a challenge.

use super::command::User;
use super::reply::{Button, ButtonStyle, Reply};
use super::{Ctx, NotDone, Session, refuse};
use crate::store::Conn;
use crate::store::{self, ChallengeRow, Table};
use game_api::{ButtonId, ChallengeAction, Game, Out, Phrase, Words};

/// Who sits at a new table: its size, and the engine's seats and level.
#[derive(Clone, Copy, Debug)]
pub(super) struct Seats {
    /// Seats at the table (`players:`); the game's most by default.
    pub players: Option<usize>,
    /// Seats the engine takes at once (`bots:`).
    pub bots: Option<usize>,
    /// The engine's level (`level:`).
    pub level: Option<u8>,
}

/// The public message that shows a table: its seats and the buttons.
fn table_message(id: i64, kind: &dyn Game, table: &Table, opener: &User, lead: Words) -> Out {
    let game = kind;
    let mut text = lead;
    for i in 0..table.size {
        let line = match table.seats.get(i) {
            Some(u) => Phrase::new("table-seat").name("who", u),
            None => Phrase::new("table-seat-open"),
        };
        text = text.line(line.with("number", i + 1).with("seat", game.meta().seat(i)));
    }
    let min = *game.meta().players.clone().start();
    let sitting = table.seats.len();
    let full = sitting >= table.size;
    let how = if full {
        Phrase::new("table-full-start")
    } else if sitting >= min {
        Phrase::new("table-join-or-start")
    } else {
        Phrase::new("table-join").with("min", min)
    };
    text = text.line(how.name("opener", opener));
    let button = |action: ChallengeAction, label: &'static str, style| Button {
        id: ButtonId::Challenge { id, action }.to_string(),
        label: Phrase::new(label).into(),
        style,
    };
    let mut buttons = vec![
        button(ChallengeAction::Join, "button-join", ButtonStyle::Primary),
        button(
            ChallengeAction::Leave,
            "button-leave",
            ButtonStyle::Secondary,
        ),
        button(
            ChallengeAction::Start,
            "button-start",
            ButtonStyle::Secondary,
        ),
    ];
    if full {
        // No seat to take: Start leads.
        buttons.remove(0);
        buttons[1].style = ButtonStyle::Primary;
    }
    Out::Plain(
        Reply::public(text)
            .with_buttons(buttons)
            .posting(game_api::Posted::Challenge(id)),
    )
}

/// `/challenge game:throne [players:N] [opponent:…] [bots:N level:L]`:
/// opens a table, with the engine in `bots` seats at once (the bot as
/// `opponent:` takes one seat). A table with the engine is not rated.
pub(super) async fn open_table(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    invited: Option<User>,
    kind: &dyn Game,
    seats: Seats,
    (turn_seconds, rated): (Option<i64>, bool),
) -> Result<Vec<Out>, NotDone> {
    if invited.as_ref().is_some_and(|u| u.id == ctx.user.id) {
        return refuse(Phrase::new("table-own-table"));
    }
    let bot_invited = invited
        .as_ref()
        .is_some_and(|u| game_api::user::is_engine_id(&u.id));
    let invited = invited.filter(|_| !bot_invited);
    let bots = seats.bots.or(bot_invited.then_some(1)).unwrap_or(0);
    if seats.level.is_some() && bots == 0 {
        return refuse(Phrase::new("table-level-without-bot"));
    }
    if store::running_game(c, &ctx.channel).await?.is_some() {
        return refuse(Phrase::new("table-channel-busy"));
    }
    if let Some(open) = super::opening::live_challenge(session, c, &ctx.channel).await? {
        return refuse(super::opening::already_open(&open));
    }
    let game = kind;
    let size = seats.players.unwrap_or(*game.meta().players.clone().end());
    if bots >= size {
        return refuse(
            Phrase::new("table-too-many-bots")
                .with("size", size)
                .with("most", size - 1),
        );
    }
    // A direct message with the bot has no one else to sit down.
    if ctx.server == super::DIRECT && (invited.is_some() || bots + 1 < size) {
        return refuse(Phrase::new("table-direct-message").with("bots", size - 1));
    }
    let level = seats.level.unwrap_or(game_api::engine::DEFAULT_LEVEL);
    let mut sitting = vec![ctx.user.clone()];
    sitting.extend((1..=bots).map(|n| User::engine(level, n)));
    let rated = rated && bots == 0;
    insert_table(
        session,
        c,
        ctx,
        kind,
        sitting,
        size,
        invited,
        (turn_seconds, rated),
    )
    .await
}

/// A rematch table: `seats` already filled (rotated from the last game),
/// opened by the user who pressed Rematch.
pub(super) async fn open_table_with(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    kind: &dyn Game,
    seats: Vec<User>,
    terms: (Option<i64>, bool),
) -> Result<Vec<Out>, NotDone> {
    if store::running_game(c, &ctx.channel).await?.is_some() {
        return refuse(Phrase::new("table-game-running"));
    }
    if let Some(open) = super::opening::live_challenge(session, c, &ctx.channel).await? {
        return refuse(super::opening::already_open(&open));
    }
    let size = seats.len();
    insert_table(session, c, ctx, kind, seats, size, None, terms).await
}

/// Stores a new table with `seats` and announces it.
#[allow(clippy::too_many_arguments)]
async fn insert_table(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    kind: &dyn Game,
    seats: Vec<User>,
    size: usize,
    invited: Option<User>,
    (turn_seconds, rated): (Option<i64>, bool),
) -> Result<Vec<Out>, NotDone> {
    let game = kind;
    let minutes = session.settings.challenge_expiry_minutes;
    let expires = session.now + (minutes as i64) * 60;
    let id = store::insert_challenge(
        c,
        store::NewChallenge {
            channel: &ctx.channel,
            game: kind.meta().name,
            challenger: &ctx.user,
            opponent: invited.as_ref(),
            side: "random",
            expires_at: expires,
            table_size: Some(size),
            turn_seconds,
            rated,
        },
    )
    .await?;
    if seats.len() > 1 {
        store::set_table_seats(c, id, &seats).await?;
    }
    let table = Table { seats, size };
    let invite = invited
        .as_ref()
        .map(|u| Phrase::new("table-invited").name("invited", u));
    let lead = Words::from(
        Phrase::new("table-open")
            .name("opener", &ctx.user)
            .code("game", game.meta().title)
            .with("size", size)
            .with("terms", super::clock::terms(turn_seconds, rated))
            .with("minutes", minutes),
    )
    .then(invite.map(Words::from).unwrap_or_default());
    let mut out = table_message(id, kind, &table, &ctx.user, lead);
    if let (Out::Plain(reply), Some(u)) = (&mut out, invited) {
        reply.pings = vec![u.id];
    }
    Ok(vec![out])
}

/// The open table in the channel (the one `id` names, if given).
async fn my_table<'g>(
    session: &Session<'g>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
) -> Result<(ChallengeRow, Table, &'g dyn Game), NotDone> {
    let open = super::opening::live_challenge(session, c, &ctx.channel).await?;
    let Some(ch) = open.filter(|ch| id.is_none_or(|id| id == ch.id)) else {
        return refuse(Phrase::new(match id {
            Some(_) => "table-no-longer-open",
            None => "table-none-here",
        }));
    };
    let Some(table) = ch.table.clone() else {
        return refuse(Phrase::new("table-two-players"));
    };
    let Some(kind) = session.games.get(&ch.game) else {
        return refuse(Phrase::new("table-game-gone"));
    };
    Ok((ch, table, kind))
}

/// `/join` or the Join button.
pub(super) async fn join(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
) -> Result<Vec<Out>, NotDone> {
    let (ch, mut table, kind) = my_table(session, c, ctx, id).await?;
    if table.seats.iter().any(|u| u.id == ctx.user.id) {
        return refuse(Phrase::new("table-sitting-already"));
    }
    if table.seats.len() >= table.size {
        return refuse(
            Phrase::new("table-full")
                .with("seats", table.size)
                .name("opener", &ch.challenger),
        );
    }
    table.seats.push(ctx.user.clone());
    store::set_table_seats(c, ch.id, &table.seats).await?;
    let seat = kind.meta().seat(table.seats.len() - 1);
    let lead = Phrase::new("table-joins")
        .name("who", &ctx.user)
        .with("seat", seat);
    let mut out = table_message(ch.id, kind, &table, &ch.challenger, lead.into());
    // The table's message says it is full (and who starts it); its host
    // is pinged.
    if let Out::Plain(reply) = &mut out
        && table.seats.len() == table.size
    {
        reply.pings = vec![ch.challenger.id.clone()];
    }
    Ok(vec![out])
}

/// `/leave` or the Leave button.
pub(super) async fn leave(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
) -> Result<Vec<Out>, NotDone> {
    if id.is_none()
        && super::opening::live_challenge(session, c, &ctx.channel)
            .await?
            .is_none()
        && let Some(game) = store::running_game(c, &ctx.channel).await?
        && game.seat_of(&ctx.user.id).is_some()
    {
        return refuse(Phrase::new("table-game-started"));
    }
    let (ch, mut table, kind) = my_table(session, c, ctx, id).await?;
    if ch.challenger.id == ctx.user.id {
        return refuse(Phrase::new("table-opener-cancels"));
    }
    let Some(at) = table.seats.iter().position(|u| u.id == ctx.user.id) else {
        return refuse(Phrase::new("table-not-sitting"));
    };
    table.seats.remove(at);
    store::set_table_seats(c, ch.id, &table.seats).await?;
    let lead = Phrase::new("table-leaves").name("who", &ctx.user);
    Ok(vec![table_message(
        ch.id,
        kind,
        &table,
        &ch.challenger,
        lead.into(),
    )])
}

/// `/start` or the Start button: the opener starts the game.
pub(super) async fn start(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
    game_channel: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let (ch, table, kind) = my_table(session, c, ctx, id).await?;
    if ch.challenger.id != ctx.user.id {
        return refuse(Phrase::new("table-opener-starts").name("opener", &ch.challenger));
    }
    let min = *kind.meta().players.clone().start();
    if table.seats.len() < min {
        return refuse(
            Phrase::new("table-too-few")
                .with("min", min)
                .with("now", table.seats.len()),
        );
    }
    store::set_challenge_status(c, ch.id, "accepted").await?;
    super::opening::open_game(
        session,
        c,
        ctx,
        kind,
        &table.seats,
        (ch.turn_seconds, ch.rated),
        game_channel,
    )
    .await
}

#[cfg(test)]
mod tests {
    use crate::host::command::User;
    use crate::test_support::{ctx, host};

    async fn say(h: &crate::host::Host, user: &str, line: &str) -> String {
        let replies = h
            .handle(&ctx(user), h.parse(line, |n| Some(User::named(n))).unwrap())
            .await;
        replies
            .iter()
            .map(|r| crate::speech::english(&r.text))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[tokio::test]
    async fn a_table_nobody_starts_expires_like_a_challenge() {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        assert!(
            say(&h, "alice", "/challenge game:throne players:3")
                .await
                .contains("opens a Throne table")
        );
        assert!(say(&h, "bob", "/join").await.contains("bob joins as Blue"));
        // Its time runs out.
        let mut c = h.store().write().await.unwrap();
        sqlx::query("UPDATE challenges SET expires_at = 0")
            .execute(&mut *c)
            .await
            .unwrap();
        c.commit().await.unwrap();
        assert!(
            say(&h, "carol", "/join")
                .await
                .contains("There is no open table in this channel")
        );
        assert!(
            say(&h, "alice", "/start")
                .await
                .contains("There is no open table")
        );
        // The channel is free for a new table.
        assert!(
            say(&h, "carol", "/challenge game:throne")
                .await
                .contains("carol opens a Throne table for 4 players")
        );
    }

    #[tokio::test]
    async fn each_expiry_is_announced_once_even_by_two_hosts_on_one_database() {
        let dir = tempfile::tempdir().unwrap();
        let a = host(&dir).await;
        let b = host(&dir).await;
        assert!(
            say(&a, "alice", "/challenge opponent:bob")
                .await
                .contains("challenges bob")
        );
        assert!(a.next_deadline().await.unwrap().is_some());
        let mut c = a.store().write().await.unwrap();
        sqlx::query("UPDATE challenges SET expires_at = 0")
            .execute(&mut *c)
            .await
            .unwrap();
        c.commit().await.unwrap();
        let (x, y) = tokio::join!(a.sweep(), b.sweep());
        let announced: Vec<String> = x
            .unwrap()
            .into_iter()
            .chain(y.unwrap())
            .map(|e| crate::speech::english(&e.reply.text))
            .collect();
        assert_eq!(announced.len(), 1, "{announced:?}");
        assert!(announced[0].contains("alice's challenge to bob expired unanswered"));
        assert!(a.sweep().await.unwrap().is_empty());
        assert_eq!(a.next_deadline().await.unwrap(), None);
    }
}
