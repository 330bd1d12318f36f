//! What happened, told once: one stream of typed events every front end
//! reads ([`Host::subscribe`]), beside the answer to its own command.
//!
//! A unit of work publishes what it did once it has committed (the
//! runner, `host::unit`): the games it wrote, and — for work nobody
//! asked for in a chat (an engine's turn, the clock, a turn played on a
//! page, an event's end) — the messages to post and the buttons that no
//! longer apply. A process tells only what its own units did: several
//! processes on one database each announce their own.

use super::Host;
use super::tournament::placing::WaitingBoard;
use game_api::{GameStatus, Reply};

/// One thing that happened.
#[derive(Clone, Debug)]
pub enum Happened {
    /// A game was written to: started, a turn or a choice committed, ended.
    Game(GameChanged),
    /// Messages to post in `channel` that no asker's answer carries: an
    /// engine's turn, a turn played on a seat page, the clock (a reminder,
    /// a loss on time, an expired challenge), an event's start or end.
    Said {
        /// Where.
        channel: String,
        /// What, in order.
        replies: Vec<Reply>,
    },
    /// Messages on show in `channel` whose buttons no longer apply (ids a
    /// front end recorded with [`Host::note_posted`]), settled by work no
    /// asker's answer carries.
    Retired {
        /// Where.
        channel: String,
        /// Which messages.
        messages: Vec<String>,
    },
    /// An event's games wait for a channel: a front end that can make one
    /// places each ([`Host::open_board`]).
    BoardsWaiting(Vec<WaitingBoard>),
    /// A direct message a front end that shows them all (the console)
    /// prints: see [`crate::host::notify::Mailer`].
    Direct {
        /// To whom (their id).
        user: String,
        /// What.
        reply: Reply,
    },
}

/// A game as a unit of work left it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameChanged {
    /// The game.
    pub id: i64,
    /// Its channel.
    pub channel: String,
    /// Its version now.
    pub version: i64,
    /// Whether it runs, and how it ended.
    pub status: GameStatus,
    /// Who is to act now (user ids; none once it ended).
    pub to_act: Vec<String>,
}

impl GameChanged {
    /// `game` as it was written (of the game `g`).
    pub(super) fn of(g: &dyn game_api::Game, game: &game_api::GameRecord) -> GameChanged {
        let to_act = match game.running() {
            true => g
                .to_act(&game.state)
                .unwrap_or_default()
                .into_iter()
                .filter_map(|s| game.players.get(s).map(|u| u.id.clone()))
                .collect(),
            false => vec![],
        };
        GameChanged {
            id: game.id,
            channel: game.channel.clone(),
            version: game.version,
            status: game.status,
            to_act,
        }
    }
}

/// How many events a slow reader may fall behind by before it is told it
/// lagged (it then reads on from the newest).
pub(super) const EVENTS_KEPT: usize = 4096;

impl Host {
    /// A reader of everything this process's host does from now on.
    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Happened> {
        self.events.subscribe()
    }

    /// Tells every reader that `what` happened (nobody reading is fine).
    pub(super) fn publish(&self, what: Happened) {
        let _ = self.events.send(what);
    }

    /// Tells the readers to post `replies` in `channel` and take the
    /// buttons off `retired` there, when there is anything to tell. In a
    /// DM or group DM between people, where nothing can be posted, they
    /// are told by DM and held for the channel's next interaction instead.
    pub(super) async fn publish_said(
        &self,
        channel: &str,
        replies: Vec<Reply>,
        retired: Vec<String>,
    ) {
        if self.is_private_channel(channel).await {
            if !replies.is_empty() {
                self.tell_unposted(channel, replies).await;
            }
            return;
        }
        if !retired.is_empty() {
            self.publish(Happened::Retired {
                channel: channel.to_string(),
                messages: retired,
            });
        }
        if !replies.is_empty() {
            self.publish(Happened::Said {
                channel: channel.to_string(),
                replies,
            });
        }
    }
}
