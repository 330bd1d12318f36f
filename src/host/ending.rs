//! How a game ends off the board: `/resign`, `/draw`, `/abort`, and the
//! ratings of a finished game.

use super::command::DrawAction;
use super::commit::apply;
use super::commit::{Cause, Change, commit_command};
use super::lookup::{adapter, name, running, seat, seated};
use super::reply::{Audience, Button, ButtonStyle, Reply};
use super::{Ctx, NotDone, Session, refuse};
use crate::store::Conn;
use crate::store::{self};
use game_api::{ButtonId, Ending, GameRecord, GameStatus, Out, Phrase, Play, Viewer};

/// `/resign` in the running game: the game's own rule if it has one,
/// else the host's.
pub(super) async fn resign_command(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    let play = Play {
        game: &game,
        user: &ctx.user,
        seat: seat(&game, &ctx.user.id),
        draft: None,
        staged: None,
    };
    match g.resign(play) {
        Some(effect) => {
            let effect = effect?;
            apply(session, c, ctx, game, effect).await
        }
        None => resign(session, c, ctx, game).await,
    }
}

/// `/draw` in the running game.
pub(super) async fn draw_command(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    action: DrawAction,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    if !g.meta().draws {
        return refuse(format!(
            "{} has no draws: play on, or /resign.",
            g.meta().title
        ));
    }
    draw(session, c, ctx, game, action).await
}

/// `/abort`: either player ends the game before its second turn; no result.
pub(super) async fn abort(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let me = seated(&game, ctx)?;
    if store::board_of_game(c, game.id).await?.is_some() {
        // An event's game must have a result: the one who does not move
        // loses on time.
        return refuse("An event's game cannot be aborted; /resign ends it instead.");
    }
    let log = store::turns(c, game.id).await?;
    let played = adapter(session.games, &game)?.turns_played(&log);
    if played >= 2 {
        return refuse(format!(
            "Too late to abort: {played} turns have been played. /resign ends the game instead."
        ));
    }
    let who = name(&game, me).to_string();
    let result = format!("Aborted by {who} before the second turn; no result.");
    let text = format!("{who} aborted the game before the second turn. No result.");
    let ending = Ending::new(GameStatus::Aborted, result);
    finish(session, c, ctx, game, ending, text, None).await
}

/// Ends `game` off the board (a resignation, an agreed draw, an abort by
/// the seated player `ctx`): the public board with `text`, through the
/// one commit path.
#[allow(clippy::too_many_arguments)]
pub(super) async fn finish(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    ending: Ending,
    text: String,
    places: Option<Vec<u8>>,
) -> Result<Vec<Out>, NotDone> {
    let seat = seated(&game, ctx)?;
    // The picture shows the game as it ends.
    let mut shown = game.clone();
    shown.status = ending.status;
    shown.result = Some(ending.result.clone());
    shown.places = places.clone();
    let picture = adapter(session.games, &game)?.board(&shown, Viewer::Public)?;
    let outs = vec![Out::Board {
        audience: Audience::Everyone,
        text: text.into(),
        picture,
        buttons: vec![],
    }];
    let mut change = Change::new(Cause::Seat(ctx.user.id.clone(), seat), session.now, outs);
    change.ended = Some((ending, places));
    commit_command(session, c, game, change).await
}

/// `name (Side)` for each seat but `me`, joined as people write lists.
fn others(game: &GameRecord, seats: &[&str], me: usize) -> (String, usize) {
    let list: Vec<String> = (0..game.players.len())
        .filter(|&s| s != me)
        .map(|s| {
            format!(
                "{} ({})",
                name(game, s),
                seats.get(s).copied().unwrap_or("?")
            )
        })
        .collect();
    let refs: Vec<&str> = list.iter().map(String::as_str).collect();
    (game_api::words::all_of(&refs), list.len())
}

/// Any seated player, on any seat's turn (M38 and the same in every game):
/// the others share the win.
pub(super) async fn resign(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
) -> Result<Vec<Out>, NotDone> {
    let me = seated(&game, ctx)?;
    let seats = adapter(session.games, &game)?.meta().seat_names;
    let side = seats.get(me).copied().unwrap_or("?");
    let (winners, count) = others(&game, seats, me);
    let wins = if count == 1 { "wins" } else { "win" };
    let result = format!("{} ({side}) resigned; {winners} {wins}.", name(&game, me));
    let text = format!(
        "{} ({side}) resigns. {winners} {wins} the game.",
        name(&game, me)
    );
    let mut places = vec![1; game.players.len()];
    places[me] = 2;
    let ending = Ending::new(GameStatus::Resigned, result);
    finish(session, c, ctx, game, ending, text, Some(places)).await
}

/// Offer, accept or decline a draw (M39 and the same in every game): an
/// offer stands for every other player; any of them answers it.
pub(super) async fn draw(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    action: DrawAction,
) -> Result<Vec<Out>, NotDone> {
    let me = seated(&game, ctx)?;
    let seats = adapter(session.games, &game)?.meta().seat_names;
    let side = seats.get(me).copied().unwrap_or("?");
    let others: Vec<&str> = (0..game.players.len())
        .filter(|&s| s != me)
        .map(|s| name(&game, s))
        .collect();
    let others = game_api::words::all_of(&others);
    let offerer = game
        .draw_offer
        .as_deref()
        .and_then(|id| seat(&game, id))
        .map_or("Your opponent", |s| name(&game, s))
        .to_string();
    let offer = game.draw_offer.clone();
    let mine = offer.as_deref() == Some(ctx.user.id.as_str());
    match action {
        DrawAction::Offer => {
            if mine {
                return refuse(
                    "You have already offered a draw; it stands until your opponent answers or plays a turn.",
                );
            }
            if offer.is_some() {
                return refuse(format!(
                    "{offerer} has already offered you a draw: /draw action:accept or /draw action:decline."
                ));
            }
            if !store::set_draw_offer(c, game.id, Some(&ctx.user.id)).await? {
                return refuse("This game has ended meanwhile.");
            }
            let text = format!(
                "{} ({side}) offers a draw. {others}, accept with /draw action:accept or decline with /draw action:decline; playing a turn declines it.",
                name(&game, me)
            );
            // The buttons work for as long as the offer stands (it
            // survives the offerer's own turns, M39): no version in them.
            let buttons = vec![
                Button {
                    id: ButtonId::game(game.id, None, &["draw-accept"]).to_string(),
                    label: Phrase::new("button-accept-draw").into(),
                    style: ButtonStyle::Primary,
                },
                Button {
                    id: ButtonId::game(game.id, None, &["draw-decline"]).to_string(),
                    label: Phrase::new("button-decline-draw").into(),
                    style: ButtonStyle::Secondary,
                },
            ];
            let reply = Reply::public(text)
                .with_buttons(buttons)
                .posting(game_api::Posted::DrawOffer(game.id));
            Ok(vec![Out::Plain(reply)])
        }
        DrawAction::Accept | DrawAction::Decline if offer.is_none() => {
            refuse("There is no draw offer to answer; offer one with /draw action:offer.")
        }
        DrawAction::Accept | DrawAction::Decline if mine => refuse(format!(
            "That is your own offer; only {others} can answer it."
        )),
        DrawAction::Accept => {
            let text = format!(
                "{} ({side}) accepts the draw. The game is drawn.",
                name(&game, me)
            );
            let places = vec![1; game.players.len()];
            let ending = Ending::new(GameStatus::Drawn, "Drawn by agreement.");
            finish(session, c, ctx, game, ending, text, Some(places)).await
        }
        DrawAction::Decline => {
            if !store::set_draw_offer(c, game.id, None).await? {
                return refuse("This game has ended meanwhile.");
            }
            let mut answered = GameRecord {
                draw_offer: None,
                ..game.clone()
            };
            super::shown::settle_draw(session, c, &mut answered).await?;
            Ok(vec![Out::Plain(Reply::public(format!(
                "{} ({side}) declines the draw. Play on.",
                name(&game, me)
            )))])
        }
    }
}
