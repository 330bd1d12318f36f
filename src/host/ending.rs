//! How a game ends off the board: `/resign`, `/draw`, `/abort`, and the
//! ratings of a finished game.

use super::command::DrawAction;
use super::commit::{Cause, Change, commit_command};
use super::play::{adapter, apply, name, running, seat, seated};
use super::reply::{Audience, Button, ButtonStyle, Reply};
use super::{Ctx, Games, NotDone, refuse};
use crate::ratings;
use crate::store::Conn;
use crate::store::{self};
use game_api::{ButtonId, Ending, GameRecord, GameStatus, Out, Play, Viewer};

/// `/resign` in the running game: the game's own rule if it has one,
/// else the host's.
pub(super) async fn resign_command(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(games, &game)?;
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
            apply(games, c, ctx, game, effect, now).await
        }
        None => resign(games, c, ctx, game, now).await,
    }
}

/// `/draw` in the running game.
pub(super) async fn draw_command(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    action: DrawAction,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let g = adapter(games, &game)?;
    if !g.meta().draws {
        return refuse(format!(
            "{} has no draws: play on, or /resign.",
            g.meta().title
        ));
    }
    draw(games, c, ctx, game, action, now).await
}

/// `/abort`: either player ends the game before its second turn; no result.
pub(super) async fn abort(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let game = running(c, ctx).await?;
    let me = seated(&game, ctx)?;
    let log = store::turns(c, game.id).await?;
    let played = adapter(games, &game)?.turns_played(&log);
    if played >= 2 {
        return refuse(format!(
            "Too late to abort: {played} turns have been played. /resign ends the game instead."
        ));
    }
    let who = name(&game, me).to_string();
    let result = format!("Aborted by {who} before the second turn; no result.");
    let text = format!("{who} aborted the game before the second turn. No result.");
    let ending = Ending::new(GameStatus::Aborted, result);
    finish(games, c, ctx, game, ending, text, None, now).await
}

/// What the channel is told when the last person leaves a game that
/// plays on (Throne): the bot does not play on alone in a channel nobody
/// plays in, so the game ends there, with no result to rate (tables with
/// the bot are not rated).
pub(super) const ENGINES_ALONE: &str =
    "Only the bot's seats are left, so the game ends here: the bot does not play on alone.";

/// Whether every seat still playing in `game` is the engine's (and at
/// least one person sat in it).
pub(super) fn only_engines_left(g: &dyn game_api::Game, game: &GameRecord) -> bool {
    let people = game.players.iter().any(|u| !u.is_engine());
    let in_play = g.in_play(&game.state);
    people
        && !in_play.is_empty()
        && in_play
            .iter()
            .all(|&s| game.players.get(s).is_some_and(|u| u.is_engine()))
}

/// Rates a finished game when it is rated and `places` (per seat, 1 =
/// first) says how it ended; the line that announces the new ratings.
pub(super) async fn rate(
    games: &Games,
    c: &mut Conn,
    game: &GameRecord,
    places: Option<Vec<u8>>,
    now: i64,
) -> Result<Option<String>, sqlx::Error> {
    if !game.rated {
        return Ok(None);
    }
    let Some(places) = places.filter(|p| p.len() == game.players.len()) else {
        return Ok(None);
    };
    let Ok(g) = adapter(games, game) else {
        return Ok(None);
    };
    let system = ratings::System::for_players(*g.meta().players.end());
    let changes = ratings::record(c, game, system, &places, now).await?;
    let parts: Vec<String> = changes
        .iter()
        .map(|ch| {
            format!(
                "{} {} → {}",
                ch.user.name,
                system.show(ch.before),
                system.show(ch.after)
            )
        })
        .collect();
    Ok(Some(format!("Ratings: {}.", parts.join(", "))))
}

/// Ends `game` off the board (a resignation, an agreed draw, an abort by
/// the seated player `ctx`): the public board with `text`, through the
/// one commit path.
#[allow(clippy::too_many_arguments)]
pub(super) async fn finish(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    ending: Ending,
    text: String,
    places: Option<Vec<u8>>,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let seat = seated(&game, ctx)?;
    // The picture shows the game as it ends.
    let mut shown = game.clone();
    shown.status = ending.status;
    shown.result = Some(ending.result.clone());
    let picture = adapter(games, &game)?.board(&shown, Viewer::Public)?;
    let outs = vec![Out::Board {
        audience: Audience::Everyone,
        text,
        picture,
        buttons: vec![],
    }];
    let mut change = Change::new(Cause::Seat(ctx.user.id.clone(), seat), now, outs);
    change.ended = Some((ending, places));
    commit_command(games, c, game, change, now).await
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
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let me = seated(&game, ctx)?;
    let seats = adapter(games, &game)?.meta().seat_names;
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
    finish(games, c, ctx, game, ending, text, Some(places), now).await
}

/// Offer, accept or decline a draw (M39 and the same in every game): an
/// offer stands for every other player; any of them answers it.
pub(super) async fn draw(
    games: &Games,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    action: DrawAction,
    now: i64,
) -> Result<Vec<Out>, NotDone> {
    let me = seated(&game, ctx)?;
    let seats = adapter(games, &game)?.meta().seat_names;
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
                    label: "Accept draw".into(),
                    style: ButtonStyle::Primary,
                },
                Button {
                    id: ButtonId::game(game.id, None, &["draw-decline"]).to_string(),
                    label: "Decline draw".into(),
                    style: ButtonStyle::Secondary,
                },
            ];
            Ok(vec![Out::Plain(Reply::public(text).with_buttons(buttons))])
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
            finish(games, c, ctx, game, ending, text, Some(places), now).await
        }
        DrawAction::Decline => {
            if !store::set_draw_offer(c, game.id, None).await? {
                return refuse("This game has ended meanwhile.");
            }
            Ok(vec![Out::Plain(Reply::public(format!(
                "{} ({side}) declines the draw. Play on.",
                name(&game, me)
            )))])
        }
    }
}
