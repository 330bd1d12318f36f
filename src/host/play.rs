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
use game_api::{ChoiceAsk, Game, GameCommand, GameRecord, GameStaging, Out, Phrase, Role};

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
        return refuse(
            Phrase::new("play-wrong-game")
                .code("verb", &command.verb)
                .code("game", title)
                .code("playing", g.meta().title)
                .code("name", g.meta().name),
        );
    }
    let Some(verb) = g.meta().verbs.iter().find(|v| v.name == command.verb) else {
        return refuse(session.games.elsewhere(&command.verb, g));
    };
    let draft = match (verb.role, g.staging()) {
        (Role::Stage, Some(s)) => return staging::stage(c, ctx, &game, s, &command).await,
        // The registry refuses a game whose commands stage without staging.
        (Role::Stage, None) => {
            return Err(game_api::Fault::new(format!(
                "{} stages /{} without staged turns",
                g.meta().title,
                command.verb
            ))
            .into());
        }
        (Role::Turn, _) => staging::before_turn(c, ctx, &game, g).await?,
        (Role::Act, _) => staging::load(c, &game, &ctx.user.id).await?,
    };
    session.read_draft(game.id, &ctx.user.id, draft == staging::Draft::default());
    let effect = g.act(staging::play(&game, ctx, &draft), &command)?;
    apply(session, c, ctx, game, effect).await
}

/// The running game in the channel and its staged turns, when it stages
/// them; otherwise the refusal naming the games that do.
async fn staging_game<'g>(
    session: &Session<'g>,
    c: &mut Conn,
    ctx: &Ctx,
    verb: &str,
) -> Result<(GameRecord, &'g dyn Game, &'g dyn GameStaging), NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    let Some(staging) = g.staging() else {
        return refuse(staging::not_staged_here(session.games, verb, g));
    };
    Ok((game, g, staging))
}

/// `/undo`: clears the staged turn.
pub(super) async fn undo_command(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let (game, g, _) = staging_game(session, c, ctx, "undo").await?;
    staging::undo(c, ctx, &game, g).await
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
    let (game, g, staging) = staging_game(session, c, ctx, "endturn").await?;
    let Some(seat) = game.seat_of(&ctx.user.id) else {
        return Err(game_api::not_seated(&game).into());
    };
    let draft = staging::load(c, &game, &ctx.user.id).await?;
    staging::current(&draft, revision)?;
    if draft.staged.is_none() {
        // A turn chosen step by step (/play) is played the same way.
        if revision.is_none() && staging::has_choices(&draft, &game, g, seat) {
            return super::choosing::end(session, c, ctx, game).await;
        }
        // Also a second /endturn right after one's own: it was played.
        return refuse(staging::nothing_staged(g));
    }
    let effect = staging.play_staged(staging::play(&game, ctx, &draft))?;
    apply(session, c, ctx, game, effect).await
}

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
        return refuse(Phrase::new("play-unknown-game"));
    };
    if version != game.version || !game.running() {
        return Err(staging::moved_on());
    }
    super::choosing::end_at(session, c, ctx, game, revision).await
}

/// What an older release's game button (a Regions pick menu, an
/// Elemental loadout menu, a Throne move button) is told: every game
/// button now goes through the choice session.
fn retired() -> Phrase {
    Phrase::new("play-retired-button")
}

/// What a game button asks, read once from its action (the parts after
/// `g:ID:VERSION:`): one of the host's own buttons, a choice session's
/// (every button a game shows), or one no release makes any more.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum GameButton {
    /// Accept the standing draw offer.
    DrawAccept,
    /// Decline it.
    DrawDecline,
    /// End turn under a staged preview of this revision.
    EndTurn(String),
    /// Undo under a staged preview.
    Undo,
    /// A choice session's.
    Choose(ChoiceAsk),
    /// An older release's (a game's own words: `pick`, `lo`, `mv` …).
    Retired,
}

impl GameButton {
    /// Reads a game button's action.
    pub(super) fn read(action: &[&str]) -> GameButton {
        match action {
            ["draw-accept"] => GameButton::DrawAccept,
            ["draw-decline"] => GameButton::DrawDecline,
            ["endturn", revision] => GameButton::EndTurn(revision.to_string()),
            ["undo", _] => GameButton::Undo,
            _ => ChoiceAsk::read(action).map_or(GameButton::Retired, GameButton::Choose),
        }
    }

    /// Whether it is answered to the presser alone (a step of a choice
    /// session, Undo; a retired button's answer too).
    pub(super) fn is_private(&self) -> bool {
        match self {
            GameButton::Undo | GameButton::Retired => true,
            GameButton::Choose(ask) => ask.is_private(),
            GameButton::DrawAccept | GameButton::DrawDecline | GameButton::EndTurn(_) => false,
        }
    }
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
        return refuse(Phrase::new("host-button-unknown-game"));
    };
    if game.channel != ctx.channel {
        return refuse(Phrase::new("host-button-other-channel"));
    }
    let button = GameButton::read(action);
    let moved_on = version.is_some_and(|v| v != game.version);
    if moved_on && game.running() {
        match &button {
            // An older turn's Play button: the player is told, and given
            // the current turn as if they had pressed the newest one.
            GameButton::Choose(ChoiceAsk::Open) => {
                let mut outs = vec![Out::Plain(Reply::private(
                    &ctx.user.id,
                    // What an older turn's Play button says before the current turn.
                    Phrase::new("play-moved-on"),
                ))];
                outs.extend(super::choosing::open(session, c, ctx, game).await?);
                return Ok(outs);
            }
            // A step's button: its session decides (it may have outlived
            // another seat's change).
            GameButton::Choose(ask) if !matches!(ask, ChoiceAsk::Path(_)) => {}
            _ => return Err(staging::moved_on()),
        }
    }
    if !game.running() {
        return Err(staging::moved_on());
    }
    match button {
        GameButton::DrawAccept => draw(session, c, ctx, game, DrawAction::Accept).await,
        GameButton::DrawDecline => draw(session, c, ctx, game, DrawAction::Decline).await,
        GameButton::EndTurn(revision) => end_turn(session, c, ctx, Some(&revision)).await,
        GameButton::Undo => {
            let g = adapter(session.games, &game)?;
            staging::undo(c, ctx, &game, g).await
        }
        GameButton::Choose(ask) => {
            super::choosing::press(session, c, ctx, game, version, ask).await
        }
        GameButton::Retired => refuse(retired()),
    }
}
