//! Challenges between two players: opening one, accepting (which starts
//! the game), declining and withdrawing it; a challenge nobody answers in
//! time expires.

use super::command::{SideChoice, User};
use super::reply::{Button, ButtonStyle, Reply};
use super::{Ctx, NotDone, Session, opening, refuse, store};
use crate::store::Conn;
use game_api::{ButtonId, ChallengeAction, Game, Out, Phrase};

/// How a challenge is played: its clock, whether rated, and the engine's
/// level when the bot is the opponent.
#[derive(Clone, Copy, Debug)]
pub(super) struct Terms {
    /// Seconds per turn, or no clock.
    pub turn_seconds: Option<i64>,
    /// Whether the game counts for ratings.
    pub rated: bool,
    /// The engine's level, as asked.
    pub level: Option<u8>,
}

pub(super) async fn challenge(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    opponent: User,
    game: &dyn Game,
    side: SideChoice,
    terms: Terms,
) -> Result<Vec<Out>, NotDone> {
    let Terms {
        turn_seconds,
        rated,
        level,
    } = terms;
    // The bot itself (or, in a rematch, the engine seat of the last game).
    let engine_level = opponent.engine_level().or_else(|| {
        (opponent.id == game_api::user::ENGINE_ID)
            .then(|| level.unwrap_or(game_api::engine::DEFAULT_LEVEL))
    });
    if engine_level.is_none() && level.is_some() {
        return refuse(Phrase::new("challenge-level-without-bot"));
    }
    if opponent.id == ctx.user.id {
        return refuse(Phrase::new("challenge-yourself"));
    }
    // A direct message with the bot has no one else to accept.
    if engine_level.is_none() && ctx.server == super::DIRECT {
        return refuse(Phrase::new("challenge-direct-message"));
    }
    if store::running_game(c, &ctx.channel).await?.is_some() {
        return refuse(Phrase::new("challenge-game-running"));
    }
    if let Some(open) = opening::live_challenge(session, c, &ctx.channel).await? {
        return refuse(opening::already_open(&open));
    }
    if let Some(level) = engine_level {
        return engine_game(session, c, ctx, game, side, level, turn_seconds).await;
    }
    let meta = game.meta();
    let minutes = session.settings.challenge_expiry_minutes;
    let side_word = match side {
        SideChoice::Seat(seat) => meta.side_words.get(seat).copied().unwrap_or("random"),
        SideChoice::Random => "random",
    };
    let expires = session.now + (minutes as i64) * 60;
    let id = store::insert_challenge(
        c,
        store::NewChallenge {
            channel: &ctx.channel,
            game: meta.name,
            challenger: &ctx.user,
            opponent: Some(&opponent),
            side: side_word,
            expires_at: expires,
            table_size: None,
            turn_seconds,
            rated,
        },
    )
    .await?;
    let plays = match side {
        SideChoice::Seat(seat) => Phrase::new("challenge-playing").with("side", meta.seat(seat)),
        SideChoice::Random => Phrase::new("challenge-coin-flip"),
    };
    let text = Phrase::new("challenge-open")
        .name("challenger", &ctx.user)
        .name("opponent", &opponent)
        .code("game", meta.title)
        .with("plays", plays)
        .with("terms", super::clock::terms(turn_seconds, rated))
        .with("minutes", minutes);
    let buttons = vec![
        Button {
            id: ButtonId::Challenge {
                id,
                action: ChallengeAction::Accept,
            }
            .to_string(),
            label: Phrase::new("button-accept").into(),
            style: ButtonStyle::Primary,
        },
        Button {
            id: ButtonId::Challenge {
                id,
                action: ChallengeAction::Decline,
            }
            .to_string(),
            label: Phrase::new("button-decline").into(),
            style: ButtonStyle::Secondary,
        },
    ];
    let mut reply = Reply::public(text)
        .with_buttons(buttons)
        .posting(game_api::Posted::Challenge(id));
    reply.pings = vec![opponent.id.clone()];
    Ok(vec![Out::Plain(reply)])
}

/// A game against the engine at `level` (the channel already checked
/// free): it accepts at once. Engine games are not rated, so they never
/// mix with ratings between people and the engine is never on a
/// leaderboard.
async fn engine_game(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: &dyn Game,
    side: SideChoice,
    level: u8,
    turn_seconds: Option<i64>,
) -> Result<Vec<Out>, NotDone> {
    let meta = game.meta();
    let seat = match side {
        SideChoice::Seat(seat) => seat.min(1),
        SideChoice::Random => usize::from(rand::random::<bool>()),
    };
    let bot = User::engine(level, 1);
    let players = if seat == 0 {
        vec![ctx.user.clone(), bot]
    } else {
        vec![bot, ctx.user.clone()]
    };
    let mut outs = vec![Out::Plain(Reply::public(
        Phrase::new("challenge-engine-game")
            .name("player", &ctx.user)
            .with("level", level)
            .code("game", meta.title),
    ))];
    outs.extend(
        opening::open_game(session, c, ctx, game, &players, (turn_seconds, false), None).await?,
    );
    Ok(outs)
}

/// The open challenge addressed to the user, or why there is none.
pub(super) async fn my_challenge(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
) -> Result<store::ChallengeRow, NotDone> {
    let Some(ch) = opening::live_challenge(session, c, &ctx.channel).await? else {
        return refuse(match id {
            Some(_) => Phrase::new("challenge-closed"),
            None => Phrase::new("challenge-none-here"),
        });
    };
    if id.is_some_and(|id| id != ch.id) {
        return refuse(Phrase::new("challenge-closed"));
    }
    if ch.table.is_some() {
        return refuse(Phrase::new("challenge-is-a-table").name("opener", &ch.challenger));
    }
    match &ch.opponent {
        Some(o) if o.id == ctx.user.id => {}
        Some(o) => {
            return refuse(Phrase::new("challenge-for-someone-else").name("opponent", o));
        }
        None => return refuse(Phrase::new("challenge-closed")),
    }
    Ok(ch)
}

pub(super) async fn accept(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
    game_channel: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let ch = my_challenge(session, c, ctx, id).await?;
    let Some(game) = session.games.get(&ch.game) else {
        return refuse(Phrase::new("challenge-game-gone"));
    };
    let words = game.meta().side_words;
    let challenger_seat = match words.iter().position(|w| *w == ch.side) {
        Some(seat) => seat,
        None => usize::from(rand::random::<bool>()),
    };
    let opponent = ctx.user.clone();
    let players = if challenger_seat == 0 {
        vec![ch.challenger.clone(), opponent]
    } else {
        vec![opponent, ch.challenger.clone()]
    };
    store::set_challenge_status(c, ch.id, "accepted").await?;
    opening::open_game(
        session,
        c,
        ctx,
        game,
        &players,
        (ch.turn_seconds, ch.rated),
        game_channel,
    )
    .await
}

pub(super) async fn decline(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
) -> Result<Vec<Out>, NotDone> {
    let ch = my_challenge(session, c, ctx, id).await?;
    store::set_challenge_status(c, ch.id, "declined").await?;
    Ok(vec![Out::Plain(Reply::public(
        Phrase::new("challenge-declined")
            .name("opponent", &ctx.user)
            .name("challenger", &ch.challenger),
    ))])
}

pub(super) async fn cancel(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let Some(ch) = opening::live_challenge(session, c, &ctx.channel).await? else {
        return refuse(Phrase::new("challenge-none-to-cancel"));
    };
    if ch.challenger.id != ctx.user.id {
        return refuse(Phrase::new("challenge-not-yours").name("challenger", &ch.challenger));
    }
    store::set_challenge_status(c, ch.id, "cancelled").await?;
    let text = match (&ch.table, &ch.opponent) {
        (Some(_), _) => Phrase::new("table-closed").name("opener", &ctx.user),
        (None, Some(o)) => Phrase::new("challenge-withdrawn-from")
            .name("challenger", &ctx.user)
            .name("opponent", o),
        (None, None) => Phrase::new("challenge-withdrawn").name("challenger", &ctx.user),
    };
    Ok(vec![Out::Plain(Reply::public(text))])
}
