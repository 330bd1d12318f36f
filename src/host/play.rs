//! Playing a game, whatever the game: finding the channel's game and the
//! user's seat, handing game commands to the game's adapter and storing
//! what it did, resigning, draws, and looking at the game.

use super::command::DrawAction;
use super::commit::apply;
use super::ending::draw;
use super::lookup::{adapter, running};
use super::reply::Reply;
use super::staging;
use super::{Ctx, NotDone, Session, refuse};
use crate::store::Conn;
use crate::store::{self};
use game_api::{Game, GameCommand, GameRecord, Out, Role};

/// A command of the running game's own (`/move`, `/throw`, …), perhaps
/// given for a named game (`for_game`, Discord's `/move masters`).
pub(super) async fn game_command(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    command: GameCommand,
    for_game: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    if let Some(other) = for_game.filter(|name| *name != g.meta().name) {
        let title = session.games.get(other).map_or(other, |o| o.meta().title);
        return refuse(format!(
            "That is /{verb} for {title}; this channel plays {}: use /{verb} {}.",
            g.meta().title,
            g.meta().name,
            verb = command.verb,
        ));
    }
    let Some(verb) = g.verbs().iter().find(|v| v.name == command.verb) else {
        return refuse(session.games.elsewhere(&command.verb, g));
    };
    let draft = match verb.role {
        Role::Stage => return staging::stage(c, ctx, &game, g, &command).await,
        Role::Turn => staging::before_turn(c, ctx, &game, g).await?,
        Role::Act => staging::load(c, &game, &ctx.user.id).await?,
    };
    let effect = g.act(staging::play(&game, ctx, &draft), &command)?;
    apply(session, c, ctx, game, effect).await
}

/// The running game in the channel, when it stages turns; otherwise the
/// refusal naming the games that do.
async fn staging_game<'g>(
    session: &Session<'g>,
    c: &mut Conn,
    ctx: &Ctx,
    verb: &str,
) -> Result<(GameRecord, &'g dyn Game), NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    if !staging::stages(g) {
        return refuse(staging::not_staged_here(session.games, verb, g));
    }
    Ok((game, g))
}

/// `/undo`: clears the staged turn.
pub(super) async fn undo_command(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let (game, _) = staging_game(session, c, ctx, "undo").await?;
    staging::undo(c, ctx, &game).await
}

/// `/endturn`, or End turn under the preview of `revision`: plays the
/// staged turn. A second one right after one's own commit is told the
/// turn is already played.
pub(super) async fn end_turn(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    revision: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let (game, g) = staging_game(session, c, ctx, "endturn").await?;
    if game.seat_of(&ctx.user.id).is_none() {
        return Err(game_api::not_seated(&game).into());
    }
    let draft = staging::load(c, &game, &ctx.user.id).await?;
    staging::current(&draft, revision)?;
    if draft.staged.is_none() {
        // A turn chosen step by step (/play) is played the same way.
        if revision.is_none() && staging::has_choices(&draft, &game) {
            return super::choosing::end(session, c, ctx, game).await;
        }
        // Also a second /endturn right after one's own: it was played.
        return refuse(staging::nothing_staged(g));
    }
    let effect = g.play_staged(staging::play(&game, ctx, &draft))?;
    apply(session, c, ctx, game, effect).await
}

/// The answer to a button of a version the game has left.
fn moved_on_refusal() -> NotDone {
    NotDone::Refused(game_api::Refusal::because(
        game_api::Why::MovedOn,
        "This board is out of date: the game has moved on since. Use /board to see the current position.",
    ))
}

/// What an older turn's Play button says before the current turn.
const PLAY_MOVED_ON: &str =
    "The turn that message showed has been played since; here is the game as it stands now.";

/// End turn on a page (its seat's session at `revision`, the game seen
/// at `version`): the same checks and the same commit as End turn under a
/// Play step, asked without a button.
pub(super) async fn end_chosen(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: i64,
    version: i64,
    revision: u32,
) -> Result<Vec<Out>, NotDone> {
    let Some(game) = store::game(c, id).await? else {
        return refuse("That game is not one I know.");
    };
    if version != game.version || !game.running() {
        return Err(moved_on_refusal());
    }
    super::choosing::end_at(session, c, ctx, game, revision).await
}

/// A button on a game message (`g:ID:VERSION:ACTION…`) or a choice from a
/// game's menu (the menu id, then the value chosen). Without a version the
/// game alone decides whether the button still applies.
pub(super) async fn press(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: i64,
    version: Option<i64>,
    action: &[&str],
) -> Result<Vec<Out>, NotDone> {
    let Some(game) = store::game(c, id).await? else {
        return refuse("That button belongs to a game I don't know.");
    };
    if game.channel != ctx.channel {
        return refuse("That button belongs to a game in another channel.");
    }
    let moved_on = version.is_some_and(|v| v != game.version);
    // An older turn's Play button: the player is told, and given the
    // current turn as if they had pressed the newest one.
    if moved_on && game.running() && matches!(action, ["cs"]) {
        let mut outs = vec![Out::Plain(Reply::private(&ctx.user.id, PLAY_MOVED_ON))];
        outs.extend(super::choosing::open(session, c, ctx, game).await?);
        return Ok(outs);
    }
    if moved_on || !game.running() {
        return Err(moved_on_refusal());
    }
    match action {
        ["draw-accept"] => draw(session, c, ctx, game, DrawAction::Accept).await,
        ["draw-decline"] => draw(session, c, ctx, game, DrawAction::Decline).await,
        ["endturn", revision] => end_turn(session, c, ctx, Some(revision)).await,
        ["undo", _] => staging::undo(c, ctx, &game).await,
        _ if super::choosing::owns(action) => {
            super::choosing::press(session, c, ctx, game, action).await
        }
        _ => {
            let g = adapter(session.games, &game)?;
            let draft = staging::load(c, &game, &ctx.user.id).await?;
            let effect = g.press(staging::play(&game, ctx, &draft), action)?;
            apply(session, c, ctx, game, effect).await
        }
    }
}
