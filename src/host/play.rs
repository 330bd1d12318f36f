//! Playing a game, whatever the game: finding the channel's game and the
//! user's seat, handing game commands to the game's adapter and storing
//! what it did, resigning, draws, and looking at the game.

use super::command::DrawAction;
use super::commit::{Cause, Change, commit_command};
use super::ending::draw;
use super::staging;
use super::{Ctx, Games, NotDone, refuse};
use crate::store::Conn;
use crate::store::{self};
use game_api::{Effect, Game, GameCommand, GameRecord, Out, Role, Viewer};

/// The game a stored record is of, or a fault if no registered game has its name.
pub(super) fn adapter<'g>(games: &'g Games, game: &GameRecord) -> Result<&'g dyn Game, NotDone> {
    games.get(&game.game).ok_or_else(|| {
        NotDone::Fault(game_api::Fault::new(format!(
            "game {} is of a game not registered here: `{}`",
            game.id, game.game
        )))
    })
}

/// The running game in the channel, or a refusal saying how to start one.
pub(super) async fn running(c: &mut Conn, ctx: &Ctx) -> Result<GameRecord, NotDone> {
    match store::running_game(c, &ctx.channel).await? {
        Some(game) => {
            traced(&game, ctx);
            Ok(game)
        }
        None => refuse(
            "There is no game running in this channel; start one with /challenge opponent:<name>.",
        ),
    }
}

/// The latest game in the channel (running or finished), or a refusal.
pub(super) async fn latest(c: &mut Conn, ctx: &Ctx) -> Result<GameRecord, NotDone> {
    match store::latest_game(c, &ctx.channel).await? {
        Some(game) => {
            traced(&game, ctx);
            Ok(game)
        }
        None => refuse(
            "No game has been played in this channel yet; start one with /challenge opponent:<name>.",
        ),
    }
}

/// Adds the game and the asker's seat to the command's log span.
fn traced(game: &GameRecord, ctx: &Ctx) {
    let span = tracing::Span::current();
    span.record("game", game.id);
    if let Some(seat) = seat(game, &ctx.user.id) {
        span.record("seat", seat);
    }
}

/// The seat `user` plays, if seated.
pub(super) fn seat(game: &GameRecord, user_id: &str) -> Option<usize> {
    game.players.iter().position(|p| p.id == user_id)
}

pub(super) fn name(game: &GameRecord, seat: usize) -> &str {
    game.players.get(seat).map_or("?", |u| u.name.as_str())
}

/// Who is looking: their seat if they play, else the public.
pub(super) fn viewer(game: &GameRecord, ctx: &Ctx) -> Viewer {
    seat(game, &ctx.user.id).map_or(Viewer::Public, Viewer::Seat)
}

/// The user's seat, if they are seated; otherwise a refusal.
pub(super) fn seated(game: &GameRecord, ctx: &Ctx) -> Result<usize, NotDone> {
    seat(game, &ctx.user.id).ok_or_else(|| NotDone::from(game_api::not_seated(game)))
}

/// A command of the running game's own (`/move`, `/throw`, …).
pub(super) async fn game_command(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    command: GameCommand,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(games, &game)?;
    let Some(verb) = g.verbs().iter().find(|v| v.name == command.verb) else {
        return refuse(games.elsewhere(&command.verb, g));
    };
    let draft = match verb.role {
        Role::Stage => return staging::stage(c, ctx, &game, g, &command).await,
        Role::Turn => staging::before_turn(c, ctx, &game, g).await?,
        Role::Act => staging::load(c, &game, &ctx.user.id).await?,
    };
    let effect = g.act(staging::play(&game, ctx, &draft), &command)?;
    apply(games, c, ctx, game, effect, now).await
}

/// The running game in the channel, when it stages turns; otherwise the
/// refusal naming the games that do.
async fn staging_game<'g>(
    games: &'g Games,
    c: &mut Conn,
    ctx: &Ctx,
    verb: &str,
) -> Result<(GameRecord, &'g dyn Game), NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(games, &game)?;
    if !staging::stages(g) {
        return refuse(staging::not_staged_here(games, verb, g));
    }
    Ok((game, g))
}

/// `/undo`: clears the staged turn.
pub(super) async fn undo_command(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let (game, _) = staging_game(games, c, ctx, "undo").await?;
    staging::undo(c, ctx, &game).await
}

/// `/endturn`, or End turn under the preview of `revision`: plays the
/// staged turn. A second one right after one's own commit is told the
/// turn is already played.
pub(super) async fn end_turn(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    revision: Option<&str>,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let (game, g) = staging_game(games, c, ctx, "endturn").await?;
    if game.seat_of(&ctx.user.id).is_none() {
        return Err(game_api::not_seated(&game).into());
    }
    let draft = staging::load(c, &game, &ctx.user.id).await?;
    staging::current(&draft, revision)?;
    if draft.staged.is_none() {
        // A turn chosen step by step (/play) is played the same way.
        if revision.is_none() && super::choosing::has_choices(&draft, &game) {
            return super::choosing::end(games, c, ctx, game, now).await;
        }
        // Also a second /endturn right after one's own: it was played.
        return refuse(staging::nothing_staged(g));
    }
    let effect = g.play_staged(staging::play(&game, ctx, &draft))?;
    apply(games, c, ctx, game, effect, now).await
}

/// A button on a game message (`g:ID:VERSION:ACTION…`) or a choice from a
/// game's menu (the menu id, then the value chosen). Without a version the
/// game alone decides whether the button still applies.
pub(super) async fn press(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    id: i64,
    version: Option<i64>,
    action: &[&str],
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let Some(game) = store::game(c, id).await? else {
        return refuse("That button belongs to a game I don't know.");
    };
    if game.channel != ctx.channel {
        return refuse("That button belongs to a game in another channel.");
    }
    if version.is_some_and(|v| v != game.version) || game.status != game_api::GameStatus::Running {
        return refuse(
            "This board is out of date: the game has moved on since. Use /board to see the current position.",
        );
    }
    match action {
        ["draw-accept"] => draw(games, c, ctx, game, DrawAction::Accept, now).await,
        ["draw-decline"] => draw(games, c, ctx, game, DrawAction::Decline, now).await,
        ["endturn", revision] => end_turn(games, c, ctx, Some(revision), now).await,
        ["undo", _] => staging::undo(c, ctx, &game).await,
        _ if super::choosing::owns(action) => {
            super::choosing::press(games, c, ctx, game, action, now).await
        }
        _ => {
            let g = adapter(games, &game)?;
            let draft = staging::load(c, &game, &ctx.user.id).await?;
            let effect = g.press(staging::play(&game, ctx, &draft), action)?;
            apply(games, c, ctx, game, effect, now).await
        }
    }
}

/// Stores what a game command did: a draft, or a committed action (through
/// the one commit path, [`super::commit`]).
pub(super) async fn apply(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    effect: Effect,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    match effect {
        Effect::Reply(outs) => Ok(outs),
        Effect::Draft { draft, outs } => {
            let mut stored = staging::load(c, &game, &ctx.user.id).await?;
            stored.own = Some(draft);
            staging::save(c, &game, &ctx.user.id, &stored).await?;
            Ok(outs)
        }
        Effect::Commit(done) => {
            let seat = seat(&game, &ctx.user.id).unwrap_or(0);
            let cause = Cause::Seat(ctx.user.id.clone(), seat);
            let mut change = Change::new(cause, now, done.outs);
            change.next = Some(done.state);
            change.log = Some((seat, done.log));
            change.last_move = Some(done.last_move);
            change.captured = Some(done.captured);
            change.ended = done.ended.map(|e| (e, None));
            change.lapses_draw = done.lapses_draw;
            commit_command(games, c, game, change, now).await
        }
    }
}
