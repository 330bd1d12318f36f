//! The clock: every deadline due is applied once, even with several
//! processes on one database (each change is a conditional update):
//! low-time reminders, losses on time, a seat leaving a game that plays
//! on, and aborts before the second turn.

use super::commit::{Cause, Change, commit};
use super::lookup::{adapter, name};
use super::reply::Reply;
use super::{Expired, NotDone, Session, clock};
use crate::store::{self, Conn};
use game_api::{Arg, Ending, GameRecord, GameStatus, Join, Out, Phrase};

/// A message for the channel.
fn public(text: impl Into<game_api::Words>) -> Out {
    Out::Plain(Reply::public(text))
}

/// Applies every clock event due at `now`: low-time reminders (once per
/// turn, [`store::games_due`]) and timeouts (a loss on time, a seat leaving a Throne game, or an
/// abort before the second turn). Each is a conditional update, so with
/// several processes on one database each happens once.
pub(super) async fn sweep_games(
    session: &Session<'_>,
    tx: &mut Conn,
) -> Result<Vec<Expired>, sqlx::Error> {
    let mut out = Vec::new();
    for game in store::games_due(tx, session.now).await? {
        let (Some(deadline), Some(seconds)) = (game.deadline, game.turn_seconds) else {
            continue;
        };
        let Ok(g) = adapter(session.games, &game) else {
            continue;
        };
        let on_turn = g.to_act(&game.state).unwrap_or_default();
        if deadline > session.now {
            // Time runs low: remind the seats on turn, once, in the
            // channel; those who asked for DM reminders get theirs there.
            if store::mark_reminded(tx, game.id, game.version).await? {
                let by_dm = reminded_by_dm(tx, &game, &on_turn).await?;
                let told: Vec<usize> = on_turn
                    .iter()
                    .copied()
                    .filter(|s| !by_dm.contains(s))
                    .filter(|&s| game.players.get(s).is_some_and(|u| !u.is_engine()))
                    .collect();
                if told.is_empty() {
                    continue;
                }
                let reply =
                    clock::time_running_low(&game, g.meta().title, &told, seconds, deadline);
                out.push(Expired {
                    channel: game.channel.clone(),
                    retired: vec![],
                    reply,
                });
            }
            continue;
        }
        let log = store::turns(tx, game.id).await?;
        let Some(&seat) = on_turn.first() else {
            continue;
        };
        let loser = name(&game, seat).clone();
        let when = clock::utc(deadline);
        let change = if g.turns_played(&log) < 2 {
            // Everyone who had to act (both players of a secret pick
            // phase, perhaps) is named.
            let late: Vec<Phrase> = on_turn
                .iter()
                .map(|&s| super::lookup::player(name(&game, s)))
                .collect();
            let late = Arg::List(Join::And, late);
            let text = Phrase::new("clock-aborted").with("late", late.clone());
            let mut change = Change::new(Cause::Clock(None), session.now, vec![public(text)]);
            change.ended = Some((
                Ending::new(
                    GameStatus::Aborted,
                    Phrase::new("clock-aborted-result")
                        .with("late", late)
                        .code("when", &when),
                ),
                None,
            ));
            change
        } else if let Some(timed) = g.time_out(&game, seat) {
            let timed = match timed {
                Ok(timed) => timed,
                Err(e) => {
                    // Never dropped unseen: the game stays due, and an
                    // admin can look (`gamehost verify`).
                    tracing::error!(
                        "game {}: the time-out of seat {seat} failed: {e:?}",
                        game.id
                    );
                    continue;
                }
            };
            let text = timed.text.then(Phrase::new("clock-at").code("when", &when));
            let mut change = Change::new(Cause::Clock(Some(seat)), session.now, vec![public(text)]);
            change.next = Some(timed.state);
            change.log = Some((seat, timed.log));
            change.ended = timed.ended.map(|e| (e, None));
            // The next seat's clock runs from when this one expired.
            change.clock_from = deadline;
            change
        } else {
            let winner_seat = (0..game.players.len()).find(|&s| s != seat).unwrap_or(0);
            let winner = name(&game, winner_seat).clone();
            let (side, other) = (g.meta().seat(seat), g.meta().seat(winner_seat));
            let said = |id: &'static str| {
                Phrase::new(id)
                    .name("loser", &loser)
                    .with("seat", side.clone())
                    .name("winner", &winner)
                    .with("other", other.clone())
            };
            let text = said("clock-timeout");
            let mut places = vec![1; game.players.len()];
            if let Some(p) = places.get_mut(seat) {
                *p = 2;
            }
            let mut change = Change::new(Cause::Clock(Some(seat)), session.now, vec![public(text)]);
            change.ended = Some((
                Ending::new(
                    GameStatus::Timeout,
                    said("clock-timeout-result").code("when", &when),
                ),
                Some(places),
            ));
            change
        };
        let (id, channel) = (game.id, game.channel.clone());
        // Another process may have applied it first: then nothing is done.
        let outs = match commit(session, tx, game, change).await {
            Ok(Some(outs)) => outs,
            Ok(None) => continue,
            Err(NotDone::Store(e)) => return Err(e),
            Err(e) => {
                tracing::error!("game {id}: its time-out could not be applied: {e:?}");
                continue;
            }
        };
        // A game the clock ended takes its standing draw offer with it.
        let mut retired = super::shown::retired(session, tx, &channel, None).await?;
        out.extend(outs.into_iter().filter_map(|o| match o {
            Out::Plain(reply) => Some(Expired {
                channel: channel.clone(),
                retired: std::mem::take(&mut retired),
                reply,
            }),
            _ => None,
        }));
    }
    Ok(out)
}

/// The seats among `seats` whose players asked for DM reminders for this
/// game (`/notify` every turn or low time): the channel does not mention
/// them again.
async fn reminded_by_dm(
    c: &mut Conn,
    game: &GameRecord,
    seats: &[usize],
) -> Result<Vec<usize>, sqlx::Error> {
    let ids: Vec<&str> = seats
        .iter()
        .filter_map(|&s| game.players.get(s).map(|u| u.id.as_str()))
        .collect();
    let chosen = store::notify_of(c, &ids, &game.game).await?;
    Ok(seats
        .iter()
        .copied()
        .filter(|&s| {
            game.players
                .get(s)
                .and_then(|u| chosen.get(&u.id))
                .and_then(|row| super::notify::NotifyMode::from_word(&row.mode))
                .is_some_and(|m| {
                    matches!(
                        m,
                        super::notify::NotifyMode::Every | super::notify::NotifyMode::Low
                    )
                })
        })
        .collect())
}
