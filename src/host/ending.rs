//! How a game ends off the board: `/resign`, `/draw`, `/abort`, and the
//! ratings of a finished game.

use super::command::DrawAction;
use super::commit::apply;
use super::commit::{Cause, Change, commit_command};
use super::lookup::{adapter, name, player, running, seat, seated};
use super::reply::{Audience, Button, ButtonStyle, Reply};
use super::{Ctx, NotDone, Session, refuse};
use crate::store::Conn;
use crate::store::{self};
use game_api::{
    Arg, ButtonId, Ending, GameMeta, GameRecord, GameStatus, Join, Out, Phrase, Play, Viewer, Words,
};

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
        return refuse(Phrase::new("ending-no-draws").code("game", g.meta().title));
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
        return refuse(Phrase::new("ending-abort-event"));
    }
    let log = store::turns(c, game.id).await?;
    let played = adapter(session.games, &game)?.turns_played(&log);
    if played >= 2 {
        return refuse(Phrase::new("ending-abort-too-late").with("played", played));
    }
    let who = name(&game, me);
    let result = Phrase::new("ending-aborted-result").name("who", who);
    let text = Phrase::new("ending-aborted").name("who", who).into();
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
    text: Words,
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
        text,
        picture,
        buttons: vec![],
    }];
    let mut change = Change::new(Cause::Seat(ctx.user.id.clone(), seat), session.now, outs);
    change.ended = Some((ending, places));
    commit_command(session, c, game, change).await
}

/// A seated player and their seat: `alice (Ember)`.
pub(super) fn player_seat(game: &GameRecord, meta: &GameMeta, s: usize) -> Phrase {
    Phrase::new("host-player-seat")
        .name("who", name(game, s))
        .with("seat", meta.seat(s))
}

/// `name (Side)` for each seat but `me`, joined as the language writes
/// lists, and how many they are.
fn others(game: &GameRecord, meta: &GameMeta, me: usize) -> (Arg, usize) {
    let list: Vec<Phrase> = (0..game.players.len())
        .filter(|&s| s != me)
        .map(|s| player_seat(game, meta, s))
        .collect();
    let count = list.len();
    (Arg::List(Join::And, list), count)
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
    let meta = adapter(session.games, &game)?.meta();
    let side = meta.seat(me);
    let (winners, count) = others(&game, meta, me);
    let result = Phrase::new("ending-resigned-result")
        .name("who", name(&game, me))
        .with("seat", side.clone())
        .with("winners", winners.clone())
        .with("count", count);
    let text = Phrase::new("ending-resigns")
        .name("who", name(&game, me))
        .with("seat", side)
        .with("winners", winners)
        .with("count", count)
        .into();
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
    let side = adapter(session.games, &game)?.meta().seat(me);
    let others: Vec<Phrase> = (0..game.players.len())
        .filter(|&s| s != me)
        .map(|s| player(name(&game, s)))
        .collect();
    let others = Arg::List(Join::And, others);
    let offerer = game
        .draw_offer
        .as_deref()
        .and_then(|id| seat(&game, id))
        .map_or(Phrase::new("ending-your-opponent"), |s| {
            player(name(&game, s))
        });
    let offer = game.draw_offer.clone();
    let mine = offer.as_deref() == Some(ctx.user.id.as_str());
    match action {
        DrawAction::Offer => {
            if mine {
                return refuse(Phrase::new("ending-draw-already-offered"));
            }
            if offer.is_some() {
                return refuse(Phrase::new("ending-draw-offered-you").with("offerer", offerer));
            }
            if !store::set_draw_offer(c, game.id, Some(&ctx.user.id)).await? {
                return refuse(Phrase::new("ending-ended-meanwhile"));
            }
            let text = Phrase::new("ending-draw-offer")
                .name("who", name(&game, me))
                .with("seat", side.clone())
                .with("others", others);
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
            refuse(Phrase::new("ending-no-draw-offer"))
        }
        DrawAction::Accept | DrawAction::Decline if mine => {
            refuse(Phrase::new("ending-own-offer").with("others", others))
        }
        DrawAction::Accept => {
            let text = Phrase::new("ending-draw-accepted")
                .name("who", name(&game, me))
                .with("seat", side.clone())
                .into();
            let places = vec![1; game.players.len()];
            let ending = Ending::new(GameStatus::Drawn, Phrase::new("ending-drawn-by-agreement"));
            finish(session, c, ctx, game, ending, text, Some(places)).await
        }
        DrawAction::Decline => {
            if !store::set_draw_offer(c, game.id, None).await? {
                return refuse(Phrase::new("ending-ended-meanwhile"));
            }
            let mut answered = GameRecord {
                draw_offer: None,
                ..game.clone()
            };
            super::shown::settle_draw(session, c, &mut answered).await?;
            Ok(vec![Out::Plain(Reply::public(
                Phrase::new("ending-draw-declined")
                    .name("who", name(&game, me))
                    .with("seat", side.clone()),
            ))])
        }
    }
}
