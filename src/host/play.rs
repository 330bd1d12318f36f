//! Playing a game, whatever the game: finding the channel's game and the
//! user's seat, handing game commands to the game's adapter and storing
//! what it did, resigning, draws, and looking at the game.

use super::command::{Command, DrawAction};
use super::reply::{Attachment, Audience, Button, ButtonStyle, Reply};
use super::view::Out;
use super::{Ctx, Refusal, refuse};
use crate::games::{Effect, Game, GameKind, Play, Viewer};
use crate::store::{self, GameRow};
use sqlx::SqliteConnection;

/// The game's adapter, or a refusal if the stored kind is unknown.
pub(super) fn adapter(game: &GameRow) -> Result<&'static dyn Game, Refusal> {
    GameKind::from_name(&game.game)
        .map(GameKind::game)
        .ok_or_else(|| {
            tracing::error!("game {} is of an unknown kind `{}`", game.id, game.game);
            Refusal::User(
                "This game's stored record is damaged; an admin can check it with `gamehost verify`."
                    .into(),
            )
        })
}

/// The running game in the channel, or a refusal saying how to start one.
async fn running(c: &mut SqliteConnection, ctx: &Ctx) -> Result<GameRow, Refusal> {
    match store::running_game(c, &ctx.channel).await? {
        Some(game) => Ok(game),
        None => refuse(
            "There is no game running in this channel; start one with /challenge opponent:<name>.",
        ),
    }
}

/// The latest game in the channel (running or finished), or a refusal.
async fn latest(c: &mut SqliteConnection, ctx: &Ctx) -> Result<GameRow, Refusal> {
    match store::latest_game(c, &ctx.channel).await? {
        Some(game) => Ok(game),
        None => refuse(
            "No game has been played in this channel yet; start one with /challenge opponent:<name>.",
        ),
    }
}

/// The seat `user` plays, if seated.
pub(super) fn seat(game: &GameRow, user_id: &str) -> Option<usize> {
    game.players.iter().position(|p| p.id == user_id)
}

fn name(game: &GameRow, seat: usize) -> &str {
    game.players.get(seat).map_or("?", |u| u.name.as_str())
}

/// Who is looking: their seat if they play, else the public.
fn viewer(game: &GameRow, ctx: &Ctx) -> Viewer {
    seat(game, &ctx.user.id).map_or(Viewer::Public, Viewer::Seat)
}

/// The user's seat, if they are seated; otherwise a refusal.
fn seated(game: &GameRow, ctx: &Ctx) -> Result<usize, Refusal> {
    seat(game, &ctx.user.id).ok_or_else(|| Refusal::User(crate::games::not_seated(game)))
}

fn picture_refusal(e: String) -> Refusal {
    Refusal::User(e)
}

/// `/board`: the current (or last finished) game, for everyone.
pub(super) async fn board(c: &mut SqliteConnection, ctx: &Ctx) -> Result<Vec<Out>, Refusal> {
    let game = latest(c, ctx).await?;
    let g = adapter(&game)?;
    let text = g.status_line(&game)?;
    let picture = g.board(&game, Viewer::Public).map_err(picture_refusal)?;
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text,
        picture,
        buttons: vec![],
    }])
}

/// `/game`: the state of play in words, privately, as the user may see it.
pub(super) async fn game_info(c: &mut SqliteConnection, ctx: &Ctx) -> Result<Vec<Out>, Refusal> {
    let game = latest(c, ctx).await?;
    let lines = adapter(&game)?.describe(&game, viewer(&game, ctx))?;
    Ok(vec![Out::Plain(Reply::private(
        &ctx.user.id,
        lines.join("\n"),
    ))])
}

/// `/history`: the game record as the user may see it, as text and as a file.
pub(super) async fn history(c: &mut SqliteConnection, ctx: &Ctx) -> Result<Vec<Out>, Refusal> {
    let game = latest(c, ctx).await?;
    let g = adapter(&game)?;
    let turns = store::turns(c, game.id).await?;
    let seats = g.seat_names();
    let sides: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} ({})", p.name, seats.get(i).copied().unwrap_or("?")))
        .collect();
    let mut record = format!("{}: {}\n", g.title(), sides.join(" vs "));
    let looking = viewer(&game, ctx);
    for t in &turns {
        let mover = seat(&game, &t.user_id);
        let Some(line) = g.record_line(t, mover, looking) else {
            continue;
        };
        let who = mover.map_or(t.user_id.as_str(), |s| name(&game, s));
        record.push_str(&format!("{}. {line} ({who})\n", t.number));
    }
    if let Some(result) = &game.result {
        record.push_str(&format!("{result}\n"));
    }
    let shown = if record.len() > 1800 {
        format!(
            "{}…\n(the whole record is attached)",
            &record[..record.floor_char_boundary(1800)]
        )
    } else {
        record.clone()
    };
    let text = if turns.is_empty() {
        "No turns have been played yet.".to_string()
    } else {
        shown
    };
    let reply = Reply::private(&ctx.user.id, text).with_file(Attachment {
        filename: format!("{}-game-{}.txt", g.kind().name(), game.id),
        bytes: record.into_bytes(),
        description: "The game record in turn notation.".into(),
    });
    Ok(vec![Out::Plain(reply)])
}

/// Every command that acts on the running game.
pub(super) async fn game_command(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    command: Command,
) -> Result<Vec<Out>, Refusal> {
    let game = running(c, ctx).await?;
    let g = adapter(&game)?;
    match command {
        Command::Resign => {
            let play = Play {
                game: &game,
                user: &ctx.user,
                seat: seat(&game, &ctx.user.id),
                draft: None,
                last_mover: None,
            };
            match g.resign(play) {
                Some(effect) => {
                    let effect = effect?;
                    apply(c, ctx, game, effect).await
                }
                None => resign(c, ctx, game).await,
            }
        }
        Command::Draw { .. } if !g.draws() => {
            refuse(format!("{} has no draws: play on, or /resign.", g.title()))
        }
        Command::Draw { action } => draw(c, ctx, game, action).await,
        command => {
            // Only commands that stage, play or refuse over a staged turn read the draft.
            let draft = match command {
                Command::Reveal | Command::Pick { .. } => None,
                _ => store::draft(c, game.id, &ctx.user.id).await?,
            };
            let last_mover = match command {
                Command::EndTurn => store::last_mover(c, game.id).await?,
                _ => None,
            };
            let play = Play {
                game: &game,
                user: &ctx.user,
                seat: seat(&game, &ctx.user.id),
                draft: draft.as_deref(),
                last_mover: last_mover.as_deref(),
            };
            let effect = g.act(play, &command)?;
            apply(c, ctx, game, effect).await
        }
    }
}

/// A button on a game message (`g:ID:VERSION:ACTION…`) or a choice from a
/// game's menu (the menu id, then the value chosen). Without a version the
/// game alone decides whether the button still applies.
pub(super) async fn press(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    id: i64,
    version: Option<i64>,
    action: &[&str],
) -> Result<Vec<Out>, Refusal> {
    let Some(game) = store::game(c, id).await? else {
        return refuse("That button belongs to a game I don't know.");
    };
    if game.channel != ctx.channel {
        return refuse("That button belongs to a game in another channel.");
    }
    if version.is_some_and(|v| v != game.version) || game.status != "running" {
        return refuse(
            "This board is out of date: the game has moved on since. Use /board to see the current position.",
        );
    }
    match action {
        ["draw-accept"] => draw(c, ctx, game, DrawAction::Accept).await,
        ["draw-decline"] => draw(c, ctx, game, DrawAction::Decline).await,
        _ => {
            let g = adapter(&game)?;
            let draft = store::draft(c, game.id, &ctx.user.id).await?;
            let play = Play {
                game: &game,
                user: &ctx.user,
                seat: seat(&game, &ctx.user.id),
                draft: draft.as_deref(),
                last_mover: None,
            };
            let effect = g.press(play, action)?;
            apply(c, ctx, game, effect).await
        }
    }
}

/// Stores what a game command did: a draft, or a committed action (one
/// transaction appends it to the log and updates the game if its version
/// is unchanged).
async fn apply(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    mut game: GameRow,
    effect: Effect,
) -> Result<Vec<Out>, Refusal> {
    match effect {
        Effect::Reply(outs) => Ok(outs),
        Effect::Draft { draft, outs } => {
            store::put_draft(c, game.id, &ctx.user.id, &draft).await?;
            Ok(outs)
        }
        Effect::Commit(commit) => {
            let expected = game.version;
            game.state = commit.state;
            game.last_move = commit.last_move;
            game.captured = commit.captured;
            if commit.lapses_draw {
                game.draw_offer.take_if(|o| *o != ctx.user.id);
            }
            if let Some((status, result)) = commit.ended {
                game.status = status;
                game.result = Some(result);
            }
            if !store::update_game(c, &game, expected).await? {
                return refuse(
                    "This board is out of date: another turn was committed first. Use /board to see the current position.",
                );
            }
            let seat = seat(&game, &ctx.user.id).unwrap_or(0);
            store::append_turn(c, game.id, &ctx.user.id, seat, &commit.log).await?;
            store::clear_drafts(c, game.id).await?;
            let mut outs = commit.outs;
            // Whoever must act next is notified (not the one who just acted).
            let next: Vec<String> = adapter(&game)?
                .to_act(&game.state)
                .unwrap_or_default()
                .into_iter()
                .filter_map(|s| game.players.get(s))
                .filter(|u| u.id != ctx.user.id)
                .map(|u| u.id.clone())
                .collect();
            super::view::ping_first_public(&mut outs, next);
            Ok(outs)
        }
    }
}

async fn finish(
    c: &mut SqliteConnection,
    mut game: GameRow,
    status: &str,
    result: String,
    text: String,
) -> Result<Vec<Out>, Refusal> {
    let expected = game.version;
    game.status = status.to_string();
    game.result = Some(result);
    game.draw_offer = None;
    if !store::update_game(c, &game, expected).await? {
        return refuse(
            "This board is out of date: the game changed meanwhile. Use /board to see the current position.",
        );
    }
    store::clear_drafts(c, game.id).await?;
    let picture = adapter(&game)?
        .board(&game, Viewer::Public)
        .map_err(picture_refusal)?;
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text,
        picture,
        buttons: vec![],
    }])
}

/// Either seated player, on either side's turn (M38 and the same in every game).
async fn resign(c: &mut SqliteConnection, ctx: &Ctx, game: GameRow) -> Result<Vec<Out>, Refusal> {
    let me = seated(&game, ctx)?;
    let other = 1 - me;
    let seats = adapter(&game)?.seat_names();
    let (side, winner) = (seats[me], seats[other]);
    let result = format!(
        "{} ({side}) resigned; {} ({winner}) wins.",
        name(&game, me),
        name(&game, other)
    );
    let text = format!(
        "{} ({side}) resigns. {} ({winner}) wins the game.",
        name(&game, me),
        name(&game, other)
    );
    finish(c, game, "resigned", result, text).await
}

/// Offer, accept or decline a draw (M39 and the same in every game).
async fn draw(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    game: GameRow,
    action: DrawAction,
) -> Result<Vec<Out>, Refusal> {
    let me = seated(&game, ctx)?;
    let other = 1 - me;
    let side = adapter(&game)?.seat_names()[me];
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
                    "{} has already offered you a draw: /draw action:accept or /draw action:decline.",
                    name(&game, other)
                ));
            }
            if !store::set_draw_offer(c, game.id, Some(&ctx.user.id)).await? {
                return refuse("This game has ended meanwhile.");
            }
            let text = format!(
                "{} ({side}) offers a draw. {}, accept with /draw action:accept or decline with /draw action:decline; playing a turn declines it.",
                name(&game, me),
                name(&game, other)
            );
            // The buttons work for as long as the offer stands (it
            // survives the offerer's own turns, M39): no version in them.
            let buttons = vec![
                Button {
                    id: format!("g:{}:*:draw-accept", game.id),
                    label: "Accept draw".into(),
                    style: ButtonStyle::Primary,
                },
                Button {
                    id: format!("g:{}:*:draw-decline", game.id),
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
            "That is your own offer; only {} can answer it.",
            name(&game, other)
        )),
        DrawAction::Accept => {
            let text = format!(
                "{} ({side}) accepts the draw. The game is drawn.",
                name(&game, me)
            );
            finish(c, game, "drawn", "Drawn by agreement.".to_string(), text).await
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
