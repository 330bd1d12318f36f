//! Opening a game, for challenges and tables alike: the channel's live
//! challenge or table (one at a time), the refusal while one is open, and
//! the game's first messages once its seats are settled.

use super::command::User;
use super::{Ctx, NotDone, Session, refuse};
use crate::store::{self, ChallengeRow, Conn};
use game_api::{Game, Out, Phrase};

/// The open challenge in the channel, after expiring it if its time is up.
pub(super) async fn live_challenge(
    session: &Session<'_>,
    c: &mut Conn,
    channel: &str,
) -> Result<Option<store::ChallengeRow>, NotDone> {
    match store::open_challenge(c, channel).await? {
        Some(ch) if ch.expires_at <= session.now => {
            store::set_challenge_status(c, ch.id, "expired").await?;
            Ok(None)
        }
        other => Ok(other),
    }
}

/// The refusal for a second challenge while one is open.
pub(super) fn already_open(open: &ChallengeRow) -> Phrase {
    let who = open.challenger.name.as_str();
    match (&open.table, &open.opponent) {
        (Some(_), _) => Phrase::new("challenge-table-open-here").name("opener", who),
        (None, Some(o)) => Phrase::new("challenge-already-challenged")
            .name("challenger", who)
            .name("opponent", o.name.as_str()),
        (None, None) => Phrase::new("challenge-open-here").name("challenger", who),
    }
}

/// Starts a game of `kind` for `players` (in seat order) in the
/// channel (or `game_channel`): the messages after Accept or Start.
pub(super) async fn open_game(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: &dyn Game,
    players: &[User],
    (turn_seconds, rated): (Option<i64>, bool),
    game_channel: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let start = game.start_state(players.len())?;
    let channel = game_channel.unwrap_or(&ctx.channel);
    if store::running_game(c, channel).await?.is_some() {
        return refuse(Phrase::new("host-game-running-there"));
    }
    let clock = turn_seconds.map(|s| (s, session.now + s));
    // A game with the engine in it is never rated (a challenge of the bot,
    // an event's pairing): the engine has no rating to win or lose.
    let rated = rated && !players.iter().any(User::is_engine);
    let terms = store::GameTerms {
        server: &ctx.server,
        rated,
        clock,
    };
    let id = store::insert_game(c, channel, game.meta().name, players, &start, terms).await?;
    let Some(row) = store::game(c, id).await? else {
        return refuse(Phrase::new("host-game-not-read-back"));
    };
    let mut outs = game.started(&row)?;
    let first: Vec<String> = game
        .to_act(&row.state)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|s| row.players.get(s).map(|u| u.id.clone()))
        .collect();
    if !first.is_empty() && first.iter().all(|id| game_api::user::is_engine_id(id)) {
        game_api::out::drop_turn_controls(&mut outs);
    } else {
        // Whoever is to act may choose their turn without typing.
        game_api::out::button_first_public(&mut outs, super::controls::play_button(&row));
    }
    game_api::out::ping_first_public(&mut outs, first);
    if let Some((_, due)) = clock {
        game_api::out::due_first_public(&mut outs, due);
    }
    if let Some(button) = super::controls::page_button(session, c, row.id).await? {
        game_api::out::button_first_public(&mut outs, button);
    }
    Ok(outs)
}
