//! Placing an event's games: each pairing waits for a channel until a
//! front end makes one (a Discord thread from the event's channel, a
//! console channel of its own) and hands it over; the game is then
//! created there as any host game, both players mentioned and the event's
//! clock on it. One process places each pairing (`UPDATE … WHERE channel
//! IS NULL`); a front end whose placing lost removes what it made.

use super::Loaded;
use crate::host::command::User;
use crate::host::{Ctx, Host, NotDone, opening, refuse};
use crate::store::{self, StoredBoard};
use game_api::{Arg, Phrase, Reply};

/// A game of an event waiting for its channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitingBoard {
    /// The event's id.
    pub event_id: i64,
    /// Its round (from 1).
    pub round: i64,
    /// Its board in the round (from 1).
    pub board: i64,
    /// The event's channel, where it was created: a thread for the game
    /// starts there, and the game's place is announced there.
    pub event_channel: String,
    /// A name for the game's thread or channel:
    /// `Masters · R2 B1 · alice vs bob` (a front end keeps it short).
    pub name: Phrase,
    stored: StoredBoard,
}

impl WaitingBoard {
    /// Whether it still waits for a channel (a front end told of it twice
    /// makes no second place for it).
    pub async fn still_waits(&self, host: &Host) -> bool {
        match host.store.read().await {
            Ok(mut c) => store::board_waits(&mut c, &self.stored)
                .await
                .unwrap_or(false),
            Err(_) => false,
        }
    }
}

/// What placing a game sends.
#[derive(Debug)]
pub struct Placed {
    /// The game's first messages, for its own channel.
    pub game: Vec<Reply>,
    /// The line for the event's channel saying where the game is.
    pub notice: Reply,
}

impl Host {
    /// The events' games waiting for a channel, oldest first.
    pub async fn waiting_boards(&self) -> Result<Vec<WaitingBoard>, sqlx::Error> {
        let mut c = self.store.read().await?;
        let mut out = vec![];
        for stored in store::unplaced_boards(&mut c).await? {
            let Some(row) = store::event(&mut c, stored.event_id).await? else {
                continue;
            };
            let Ok(loaded) = Loaded::read(row) else {
                continue;
            };
            if loaded.state.event.phase == tournament::event::Phase::Finished {
                // Ended by its organiser before this game was placed.
                continue;
            }
            let names = stored
                .seats
                .iter()
                .map(|p| Arg::Name(loaded.name(*p).to_string()));
            let title = self
                .games
                .get(&loaded.row.game)
                .map_or(loaded.row.game.as_str(), |g| g.meta().title);
            out.push(WaitingBoard {
                event_id: stored.event_id,
                round: stored.round,
                board: stored.board,
                event_channel: loaded.row.channel.clone(),
                name: Phrase::new("tournament-board-name")
                    .code("game", title)
                    .with("round", stored.round)
                    .with("board", stored.board)
                    .with("players", super::versus(names)),
                stored,
            });
        }
        Ok(out)
    }

    /// Creates `board`'s game in `channel` (shown to people as `label`,
    /// like `<#123>` or `#lobby-e1r2b1`; `None`: the event's own channel):
    /// its first messages and the event channel's notice; `None` when it
    /// was placed already (by another process) or cannot be (logged).
    pub async fn open_board(
        &self,
        board: &WaitingBoard,
        channel: &str,
        label: Option<&str>,
    ) -> Option<Placed> {
        let result = self
            .transact(async |session, tx| {
                let Some(loaded) = Loaded::by_id(tx, board.event_id).await? else {
                    return refuse(Phrase::new("tournament-gone"));
                };
                let players: Vec<User> = board
                    .stored
                    .seats
                    .iter()
                    .filter_map(|p| loaded.state.players.get(*p).cloned())
                    .collect();
                let Some(game) = session.games.get(&loaded.row.game) else {
                    return refuse(Phrase::new("tournament-game-gone"));
                };
                let ctx = Ctx {
                    server: loaded.row.server.clone(),
                    channel: channel.to_string(),
                    user: User::named(&loaded.row.organiser),
                    manages_server: false,
                };
                let terms = (Some(loaded.state.turn_seconds), true);
                let mut outs =
                    opening::open_game(session, tx, &ctx, game, &players, terms, None).await?;
                let Some(row) = store::running_game(tx, channel).await? else {
                    return refuse(Phrase::new("tournament-unreadable"));
                };
                if !store::place_board(tx, &board.stored, channel, row.id).await? {
                    return refuse(Phrase::new("tournament-placed-already"));
                }
                let meta = game.meta();
                let vs = super::versus(players.iter().enumerate().map(|(i, u)| {
                    if meta.seat_names.len() == players.len() {
                        Phrase::new("tournament-seated")
                            .name("who", u)
                            .with("seat", meta.seat(i))
                            .into()
                    } else {
                        Arg::Name(u.name.clone())
                    }
                }));
                let heading = Phrase::new("tournament-board-heading")
                    .with("round", board.round)
                    .with("board", board.board)
                    .with("players", vs.clone());
                game_api::out::prepend_first_public(&mut outs, heading);
                let people: Vec<String> = players
                    .iter()
                    .filter(|u| !u.is_engine())
                    .map(|u| u.id.clone())
                    .collect();
                game_api::out::ping_first_public(&mut outs, people);
                session.wrote(game, &row);
                Ok((outs, vs))
            })
            .await;
        let (outs, vs) = match result {
            Ok(done) => done,
            Err(NotDone::Refused(why)) => {
                tracing::info!(
                    "event {} board not placed: {}",
                    board.event_id,
                    crate::speech::english(why.text())
                );
                return None;
            }
            Err(e) => {
                tracing::error!("event {} board not placed: {e:?}", board.event_id);
                return None;
            }
        };
        let ctx = Ctx {
            server: String::new(),
            channel: channel.to_string(),
            user: User::named("event"),
            manages_server: false,
        };
        let answer = self.deliver(&ctx, Ok((outs, vec![]))).await;
        Some(Placed {
            game: answer.replies,
            notice: Reply::public(
                Phrase::new("tournament-board-placed")
                    .with("round", board.round)
                    .with("board", board.board)
                    .with("players", vs)
                    .with(
                        "place",
                        match label {
                            Some(label) => Arg::Code(label.to_string()),
                            None => Phrase::new("tournament-this-channel").into(),
                        },
                    ),
            ),
        })
    }

    /// The events that ended and have not been announced: each one's
    /// final standings for its channel (each told by one process only).
    pub async fn event_ends(&self) -> Vec<(String, Reply)> {
        // Most looks find nothing: a read, before any write transaction.
        let untold = async {
            let mut c = self.store.read().await?;
            store::untold_ends(&mut c).await
        };
        match untold.await {
            Ok(rows) if rows.is_empty() => return vec![],
            Ok(_) => {}
            Err(e) => {
                tracing::warn!("cannot look for events' ends: {e}");
                return vec![];
            }
        }
        let result = self
            .transact(async |session, tx| {
                let mut outs = vec![];
                for row in store::untold_ends(tx).await? {
                    if !store::tell_end(tx, row.id).await? {
                        continue;
                    }
                    let loaded = Loaded::read(row)?;
                    let mut out = super::standings_message(session, &loaded);
                    game_api::out::prepend_first_public(
                        std::slice::from_mut(&mut out),
                        Phrase::new("tournament-over-final"),
                    );
                    outs.push((loaded.row.channel.clone(), out));
                }
                Ok(outs)
            })
            .await;
        let outs = match result {
            Ok(outs) => outs,
            Err(e) => {
                tracing::error!("cannot announce the events' ends: {e:?}");
                return vec![];
            }
        };
        let mut told = vec![];
        for (channel, out) in outs {
            let voices = self.voices(&channel, "").await;
            let replies = self
                .drawing
                .run(move || crate::host::view::render(vec![out], voices))
                .await
                .unwrap_or_default();
            told.extend(replies.into_iter().map(|r| (channel.clone(), r)));
        }
        told
    }
}
