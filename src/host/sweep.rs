//! The clock: every deadline due is applied once, even with several
//! processes on one database (each change is a conditional update):
//! half-time reminders, losses on time, a seat leaving a game that plays
//! on, and aborts before the second turn.

use super::ending::{ENGINES_ALONE, only_engines_left, rate};
use super::play::{adapter, name};
use super::reply::Reply;
use super::{Expired, Games, clock};
use crate::store::{self, Store};

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
            let mut engines_alone = false;
            if let Some((status, result)) = timed.ended {
                next.status = status;
                next.result = Some(result);
                next.deadline = None;
            } else if only_engines_left(g, &next) {
                engines_alone = true;
                next.status = "timeout".into();
                next.result = Some(format!(
                    "{loser} ran out of time and left; only the bot's seats were left, so the game ended there."
                ));
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
                let mut text = if engines_alone {
                    format!(
                        "{loser} ran out of time and leaves the game (at {when}).\n{ENGINES_ALONE}"
                    )
                } else {
                    format!("{} (at {when})", timed.text)
                };
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
