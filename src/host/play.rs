//! Playing a game, whatever the game: finding the channel's game and the
//! user's seat, handing game commands to the game's adapter and storing
//! what it did, resigning, draws, and looking at the game.

use super::command::DrawAction;
use super::reply::{Attachment, Audience, Button, ButtonStyle, Reply};
use super::staging;
use super::{Ctx, Expired, Games, Refusal, clock, refuse};
use crate::ratings;
use crate::store::{self, Store};
use game_api::out::{append_first_public, due_first_public, ping_first_public};
use game_api::{ButtonId, Effect, Game, GameCommand, GameRecord, Out, Play, Role, Viewer};
use sqlx::SqliteConnection;

/// The game a stored record is of, or a fault if no registered game has its name.
pub(super) fn adapter<'g>(games: &'g Games, game: &GameRecord) -> Result<&'g dyn Game, Refusal> {
    games.get(&game.game).ok_or_else(|| {
        Refusal::Fault(game_api::Fault::new(format!(
            "game {} is of a game not registered here: `{}`",
            game.id, game.game
        )))
    })
}

/// The running game in the channel, or a refusal saying how to start one.
async fn running(c: &mut SqliteConnection, ctx: &Ctx) -> Result<GameRecord, Refusal> {
    match store::running_game(c, &ctx.channel).await? {
        Some(game) => Ok(game),
        None => refuse(
            "There is no game running in this channel; start one with /challenge opponent:<name>.",
        ),
    }
}

/// The latest game in the channel (running or finished), or a refusal.
async fn latest(c: &mut SqliteConnection, ctx: &Ctx) -> Result<GameRecord, Refusal> {
    match store::latest_game(c, &ctx.channel).await? {
        Some(game) => Ok(game),
        None => refuse(
            "No game has been played in this channel yet; start one with /challenge opponent:<name>.",
        ),
    }
}

/// The seat `user` plays, if seated.
pub(super) fn seat(game: &GameRecord, user_id: &str) -> Option<usize> {
    game.players.iter().position(|p| p.id == user_id)
}

fn name(game: &GameRecord, seat: usize) -> &str {
    game.players.get(seat).map_or("?", |u| u.name.as_str())
}

/// Who is looking: their seat if they play, else the public.
fn viewer(game: &GameRecord, ctx: &Ctx) -> Viewer {
    seat(game, &ctx.user.id).map_or(Viewer::Public, Viewer::Seat)
}

/// The user's seat, if they are seated; otherwise a refusal.
fn seated(game: &GameRecord, ctx: &Ctx) -> Result<usize, Refusal> {
    seat(game, &ctx.user.id).ok_or_else(|| Refusal::from(game_api::not_seated(game)))
}

/// `/board`: the current (or last finished) game, for everyone.
pub(super) async fn board(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
) -> Result<Vec<Out>, Refusal> {
    let game = latest(c, ctx).await?;
    let g = adapter(games, &game)?;
    let text = g.status_line(&game)?;
    let picture = g.board(&game, Viewer::Public)?;
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text,
        picture,
        buttons: vec![],
    }])
}

/// `/game`: the state of play in words, privately, as the user may see it.
pub(super) async fn game_info(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
) -> Result<Vec<Out>, Refusal> {
    let game = latest(c, ctx).await?;
    let g = adapter(games, &game)?;
    let mut lines = g.describe(&game, viewer(&game, ctx))?;
    let mut reply = Reply::private(&ctx.user.id, String::new());
    match (game.turn_seconds, game.deadline) {
        (Some(s), Some(due)) if game.status == "running" => {
            let on_turn = g.to_act(&game.state).unwrap_or_default();
            let waiting: Vec<&str> = (0..game.players.len())
                .filter(|s| !on_turn.contains(s))
                .map(|s| name(&game, s))
                .collect();
            lines.push(format!("Clock: {} per turn.", clock::words(s)));
            if !waiting.is_empty() {
                lines.push(format!(
                    "{}: the full {} when their turn comes.",
                    waiting.join(", "),
                    clock::words(s)
                ));
            }
            let movers: Vec<&str> = on_turn.iter().map(|&s| name(&game, s)).collect();
            lines.push(format!("{}: this turn is due", movers.join(", ")));
            reply.due = Some(due);
        }
        (Some(s), _) => lines.push(format!("Clock: {} per turn.", clock::words(s))),
        (None, _) => lines.push("No clock: turns may take as long as they take.".into()),
    }
    if game.status != "running" {
        let changes = ratings::changes_of(c, game.id).await?;
        if !changes.is_empty() {
            let sys = ratings::System::for_players(*g.meta().players.end());
            let parts: Vec<String> = changes
                .iter()
                .map(|(id, before, after)| {
                    let who = game
                        .players
                        .iter()
                        .find(|p| &p.id == id)
                        .map_or(id.as_str(), |p| p.name.as_str());
                    format!("{who} {} → {}", sys.show(*before), sys.show(*after))
                })
                .collect();
            lines.push(format!("Rating change: {}.", parts.join(", ")));
        } else if !game.rated {
            lines.push("A friendly game: no rating change.".into());
        }
    }
    reply.text = lines.join("\n");
    Ok(vec![Out::Plain(reply)])
}

/// `/history`: the game record as the user may see it, as text and as a file.
pub(super) async fn history(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
) -> Result<Vec<Out>, Refusal> {
    let game = latest(c, ctx).await?;
    let g = adapter(games, &game)?;
    let turns = store::turns(c, game.id).await?;
    let seats = g.meta().seat_names;
    let sides: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} ({})", p.name, seats.get(i).copied().unwrap_or("?")))
        .collect();
    let mut record = format!("{}: {}\n", g.meta().title, sides.join(" vs "));
    let looking = viewer(&game, ctx);
    let setup = g.meta().setup;
    for t in &turns {
        let mover = seat(&game, &t.user_id);
        // A set-up choice reads in full for its owner alone (E6, R13).
        let secret =
            setup.is_some_and(|s| s.owns(t)) && mover.is_none_or(|m| looking != Viewer::Seat(m));
        let line = match (secret, setup) {
            (true, Some(s)) => s.public_entry.to_string(),
            _ => match g.record_line(t, mover, looking) {
                Some(line) => line,
                None => continue,
            },
        };
        let who = mover.map_or(t.user_id.as_str(), |s| name(&game, s));
        record.push_str(&format!("{}. {line} ({who})\n", t.number));
    }
    if let Some(result) = &game.result {
        record.push_str(&format!("{result}\n"));
    }
    if !turns.is_empty() {
        record.push_str(&format!("{}\n", super::rematch::replay_line(game.id)));
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
        filename: format!("{}-game-{}.txt", g.meta().name, game.id),
        bytes: record.into_bytes(),
        description: "The game record in turn notation.".into(),
    });
    Ok(vec![Out::Plain(reply)])
}

/// `/resign` in the running game: the game's own rule if it has one,
/// else the host's.
pub(super) async fn resign_command(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    now: i64,
) -> Result<Vec<Out>, Refusal> {
    let game = running(c, ctx).await?;
    let g = adapter(games, &game)?;
    let play = Play {
        game: &game,
        user: &ctx.user,
        seat: seat(&game, &ctx.user.id),
        draft: None,
        staged: None,
        last_mover: None,
    };
    match g.resign(play) {
        Some(effect) => {
            let effect = effect?;
            apply(games, c, ctx, game, effect, now).await
        }
        None => resign(games, c, ctx, game).await,
    }
}

/// `/draw` in the running game.
pub(super) async fn draw_command(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    action: DrawAction,
) -> Result<Vec<Out>, Refusal> {
    let game = running(c, ctx).await?;
    let g = adapter(games, &game)?;
    if !g.meta().draws {
        return refuse(format!(
            "{} has no draws: play on, or /resign.",
            g.meta().title
        ));
    }
    draw(games, c, ctx, game, action).await
}

/// A command of the running game's own (`/move`, `/throw`, …).
pub(super) async fn game_command(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    command: GameCommand,
    now: i64,
) -> Result<Vec<Out>, Refusal> {
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
    let effect = g.act(staging::play(&game, ctx, &draft, None), &command)?;
    apply(games, c, ctx, game, effect, now).await
}

/// The running game in the channel, when it stages turns; otherwise the
/// refusal naming the games that do.
async fn staging_game<'g>(
    games: &'g Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    verb: &str,
) -> Result<(GameRecord, &'g dyn Game), Refusal> {
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
    c: &mut SqliteConnection,
    ctx: &Ctx,
) -> Result<Vec<Out>, Refusal> {
    let (game, _) = staging_game(games, c, ctx, "undo").await?;
    staging::undo(c, ctx, &game).await
}

/// `/endturn`, or End turn under the preview of `revision`: plays the
/// staged turn. A second one right after one's own commit is told the
/// turn is already played.
pub(super) async fn end_turn(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    revision: Option<&str>,
    now: i64,
) -> Result<Vec<Out>, Refusal> {
    let (game, g) = staging_game(games, c, ctx, "endturn").await?;
    let last_mover = store::last_mover(c, game.id).await?;
    if let Some(me) = game.seat_of(&ctx.user.id)
        && last_mover.as_deref() == Some(ctx.user.id.as_str())
        && !g.to_act(&game.state)?.contains(&me)
    {
        return refuse(staging::ALREADY_PLAYED);
    }
    let draft = staging::load(c, &game, &ctx.user.id).await?;
    staging::current(&draft, revision)?;
    let effect = g.play_staged(staging::play(&game, ctx, &draft, last_mover.as_deref()))?;
    apply(games, c, ctx, game, effect, now).await
}

/// A button on a game message (`g:ID:VERSION:ACTION…`) or a choice from a
/// game's menu (the menu id, then the value chosen). Without a version the
/// game alone decides whether the button still applies.
pub(super) async fn press(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    id: i64,
    version: Option<i64>,
    action: &[&str],
    now: i64,
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
        ["draw-accept"] => draw(games, c, ctx, game, DrawAction::Accept).await,
        ["draw-decline"] => draw(games, c, ctx, game, DrawAction::Decline).await,
        ["endturn", revision] => end_turn(games, c, ctx, Some(revision), now).await,
        ["undo", _] => staging::undo(c, ctx, &game).await,
        _ => {
            let g = adapter(games, &game)?;
            let draft = staging::load(c, &game, &ctx.user.id).await?;
            let effect = g.press(staging::play(&game, ctx, &draft, None), action)?;
            apply(games, c, ctx, game, effect, now).await
        }
    }
}

/// Stores what a game command did: a draft, or a committed action (one
/// transaction appends it to the log and updates the game if its version
/// is unchanged).
async fn apply(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    mut game: GameRecord,
    effect: Effect,
    now: i64,
) -> Result<Vec<Out>, Refusal> {
    match effect {
        Effect::Reply(outs) => Ok(outs),
        Effect::Draft { draft, outs } => {
            let mut stored = staging::load(c, &game, &ctx.user.id).await?;
            stored.own = Some(draft);
            staging::save(c, &game, &ctx.user.id, &stored).await?;
            Ok(outs)
        }
        Effect::Commit(commit) => {
            let expected = game.version;
            let game_api::Next {
                text,
                to_act,
                standings,
            } = commit.state;
            game.state = text;
            game.last_move = commit.last_move;
            game.captured = commit.captured;
            if commit.lapses_draw {
                game.draw_offer.take_if(|o| *o != ctx.user.id);
            }
            if let Some((status, result)) = commit.ended {
                game.status = status;
                game.result = Some(result);
            }
            // The next seat's clock runs from this commit.
            game.deadline = match game.turn_seconds {
                Some(s) if game.status == "running" => Some(now + s),
                _ => None,
            };
            game.reminded = false;
            if !store::update_game(c, &game, expected).await? {
                return refuse(
                    "This board is out of date: another turn was committed first. Use /board to see the current position.",
                );
            }
            let seat = seat(&game, &ctx.user.id).unwrap_or(0);
            store::append_turn(c, game.id, &ctx.user.id, seat, &commit.log).await?;
            if game.status == "running" {
                store::clear_draft(c, game.id, &ctx.user.id).await?;
            } else {
                store::clear_drafts(c, game.id).await?;
            }
            let mut outs = commit.outs;
            // Whoever must act next is notified (not the one who just acted).
            let next: Vec<String> = to_act
                .into_iter()
                .filter_map(|s| game.players.get(s))
                .filter(|u| u.id != ctx.user.id)
                .map(|u| u.id.clone())
                .collect();
            ping_first_public(&mut outs, next);
            if let Some(due) = game.deadline {
                due_first_public(&mut outs, due);
            }
            if game.status != "running" {
                if let Some(line) = rate(games, c, &game, standings, now).await? {
                    append_first_public(&mut outs, &line);
                }
                game_api::out::button_first_public(&mut outs, super::rematch::button(game.id));
                append_first_public(&mut outs, &super::rematch::replay_line(game.id));
            }
            Ok(outs)
        }
    }
}

/// `/abort`: either player ends the game before its second turn; no result.
pub(super) async fn abort(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
) -> Result<Vec<Out>, Refusal> {
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
    finish(games, c, game, "aborted", result, text, None).await
}

/// Applies every clock event due at `now`: half-time reminders (once per
/// turn) and timeouts (a loss on time, a seat leaving a Throne game, or an
/// abort before the second turn). Each is a conditional update, so with
/// several processes on one database each happens once.
pub(super) async fn sweep_games(
    games: &Games,
    store: &Store,
    now: i64,
) -> Result<Vec<Expired>, sqlx::Error> {
    let mut tx = store.write().await?;
    let mut out = Vec::new();
    for game in store::games_due(&mut tx, now).await? {
        let (Some(deadline), Some(seconds)) = (game.deadline, game.turn_seconds) else {
            continue;
        };
        let Ok(g) = adapter(games, &game) else {
            continue;
        };
        let on_turn = g.to_act(&game.state).unwrap_or_default();
        let pings: Vec<String> = on_turn
            .iter()
            .filter_map(|&s| game.players.get(s).map(|u| u.id.clone()))
            .collect();
        if deadline > now {
            // Half the time is gone: remind the seat on turn, once.
            if store::mark_reminded(&mut tx, game.id, game.version).await? {
                let names: Vec<&str> = on_turn.iter().map(|&s| name(&game, s)).collect();
                let mut reply = Reply::public(format!(
                    "{}: half your time for this {} turn is gone ({} per turn); it is due",
                    names.join(", "),
                    g.meta().title,
                    clock::words(seconds)
                ));
                reply.pings = pings;
                reply.due = Some(deadline);
                out.push(Expired {
                    channel: game.channel.clone(),
                    message_id: None,
                    reply,
                });
            }
            continue;
        }
        let log = store::turns(&mut tx, game.id).await?;
        let Some(&seat) = on_turn.first() else {
            continue;
        };
        let loser = name(&game, seat).to_string();
        let when = clock::utc(deadline);
        let mut next = game.clone();
        let text;
        if g.turns_played(&log) < 2 {
            // Everyone who had to act (both players of a secret pick
            // phase, perhaps) is named.
            let late: Vec<&str> = on_turn.iter().map(|&s| name(&game, s)).collect();
            let late = game_api::words::all_of(&late);
            next.status = "aborted".into();
            next.result = Some(format!(
                "Aborted: {late} did not play in time before the second turn (at {when}); no result."
            ));
            next.deadline = None;
            text = format!(
                "{late} did not play in time, before the second turn: the game is aborted, with no result."
            );
        } else if let Some(timed) = g.time_out(&game, seat) {
            let Ok(timed) = timed else { continue };
            let game_api::Next {
                text: state,
                to_act,
                standings,
            } = timed.state;
            next.state = state;
            if let Some((status, result)) = timed.ended {
                next.status = status;
                next.result = Some(result);
                next.deadline = None;
            } else {
                // The next seat's clock runs from when this one expired.
                next.deadline = Some(deadline + seconds);
            }
            next.reminded = false;
            let updated = store::update_game(&mut tx, &next, game.version).await?;
            if updated {
                let user = game.players.get(seat).map_or("", |u| u.id.as_str());
                store::append_turn(&mut tx, game.id, user, seat, &timed.log).await?;
                store::clear_drafts(&mut tx, game.id).await?;
                let mut text = format!("{} (at {when})", timed.text);
                if next.status != "running"
                    && let Some(line) = rate(games, &mut tx, &next, standings, now).await?
                {
                    text = format!("{text}\n{line}");
                }
                let mut reply = Reply::public(text);
                if next.status != "running" {
                    reply.buttons.push(super::rematch::button(game.id));
                }
                if next.status == "running" {
                    reply.pings = to_act
                        .into_iter()
                        .filter_map(|s| next.players.get(s).map(|u| u.id.clone()))
                        .collect();
                    reply.due = next.deadline;
                }
                out.push(Expired {
                    channel: game.channel.clone(),
                    message_id: None,
                    reply,
                });
            }
            continue;
        } else {
            let seats = g.meta().seat_names;
            let winner_seat = (0..game.players.len()).find(|&s| s != seat).unwrap_or(0);
            let winner = name(&game, winner_seat).to_string();
            let (side, other) = (
                seats.get(seat).copied().unwrap_or("?"),
                seats.get(winner_seat).copied().unwrap_or("?"),
            );
            next.status = "timeout".into();
            next.result = Some(format!(
                "{loser} ({side}) ran out of time at {when}; {winner} ({other}) wins."
            ));
            next.deadline = None;
            text = format!("{loser} ({side}) ran out of time. {winner} ({other}) wins the game.");
        }
        next.draw_offer = None;
        if store::update_game(&mut tx, &next, game.version).await? {
            store::clear_drafts(&mut tx, game.id).await?;
            let mut text = text;
            if next.status == "timeout" {
                let mut places = vec![1; next.players.len()];
                if let Some(p) = places.get_mut(seat) {
                    *p = 2;
                }
                if let Some(line) = rate(games, &mut tx, &next, Some(places), now).await? {
                    text = format!("{text}\n{line}");
                }
            }
            out.push(Expired {
                channel: game.channel.clone(),
                message_id: None,
                reply: Reply::public(text).with_buttons(vec![super::rematch::button(game.id)]),
            });
        }
    }
    tx.commit().await?;
    Ok(out)
}

/// Rates a finished game when it is rated and `places` (per seat, 1 =
/// first) says how it ended; the line that announces the new ratings.
pub(super) async fn rate(
    games: &Games,
    c: &mut SqliteConnection,
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

async fn finish(
    games: &Games,
    c: &mut SqliteConnection,
    mut game: GameRecord,
    status: &str,
    result: String,
    text: String,
    places: Option<Vec<u8>>,
) -> Result<Vec<Out>, Refusal> {
    let expected = game.version;
    game.status = status.to_string();
    game.result = Some(result);
    game.draw_offer = None;
    game.deadline = None;
    if !store::update_game(c, &game, expected).await? {
        return refuse(
            "This board is out of date: the game changed meanwhile. Use /board to see the current position.",
        );
    }
    store::clear_drafts(c, game.id).await?;
    let text = match rate(games, c, &game, places, store::now()).await? {
        Some(line) => format!("{text}\n{line}"),
        None => text,
    };
    let text = format!("{text}\n{}", super::rematch::replay_line(game.id));
    let picture = adapter(games, &game)?.board(&game, Viewer::Public)?;
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text,
        picture,
        buttons: vec![super::rematch::button(game.id)],
    }])
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
async fn resign(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    game: GameRecord,
) -> Result<Vec<Out>, Refusal> {
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
    finish(games, c, game, "resigned", result, text, Some(places)).await
}

/// Offer, accept or decline a draw (M39 and the same in every game): an
/// offer stands for every other player; any of them answers it.
async fn draw(
    games: &Games,
    c: &mut SqliteConnection,
    ctx: &Ctx,
    game: GameRecord,
    action: DrawAction,
) -> Result<Vec<Out>, Refusal> {
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
            finish(
                games,
                c,
                game,
                "drawn",
                "Drawn by agreement.".to_string(),
                text,
                Some(places),
            )
            .await
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
