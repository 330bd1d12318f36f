//! The host's own duties, which nobody asks for in a chat: the clock (a
//! challenge expires, a turn's time runs out, an event starts), the
//! engine's turns, events' games waiting for a channel and events that
//! ended. Each is a unit of work like a command ([`Host::transact`]), and
//! what it did is told on the event stream ([`Host::subscribe`]); no front
//! end looks for any of it.
//!
//! A bot runs them in the background ([`Host::run_duties`]: the engine's
//! turns each in a task of their own); the console runs them between its
//! lines ([`Host::do_duties`]: one after another, so that its output reads
//! the same every time).

use super::Host;
use super::events::Happened;
use std::time::Duration;

/// Most engine turns played in one go (a table where only engine seats
/// are left plays on to its end).
const ENGINE_TURNS_AT_ONCE: usize = 10_000;

/// Longest wait between two looks at the duties (another process may have
/// opened a challenge or committed a turn meanwhile).
const LOOK_AT_LEAST_EVERY: Duration = Duration::from_secs(5);

impl Host {
    /// Applies whatever the clock has made due (expired challenges and
    /// tables, half-time reminders, losses on time, events starting or
    /// closing), telling each on the event stream.
    pub async fn clock_duty(&self) {
        match self.next_deadline().await {
            Ok(Some(at)) if at <= self.now() => {}
            Ok(_) => return,
            Err(e) => {
                tracing::warn!("could not look at the clock: {e}");
                return;
            }
        }
        match self.sweep().await {
            Ok(expired) => {
                for e in expired {
                    self.publish_said(&e.channel, vec![e.reply], e.retired)
                        .await;
                }
            }
            Err(e) => tracing::warn!("could not apply the clock: {e}"),
        }
    }

    /// Plays the engine turns due, one after another, those in `first`
    /// (the channel a command just changed) before the rest, until none is
    /// due; each turn told on the event stream.
    pub async fn engine_duty(&self, first: Option<&str>) {
        for _ in 0..ENGINE_TURNS_AT_ONCE {
            let due = match self.engine_turns().await {
                Ok(due) => due,
                Err(e) => {
                    tracing::error!("cannot read the engine's games: {e}");
                    return;
                }
            };
            let next = due
                .iter()
                .find(|t| first.is_some_and(|c| c == t.channel))
                .or(due.first())
                .cloned();
            let Some(turn) = next else {
                return;
            };
            if !self.engine_turn_duty(&turn).await {
                // Nothing was played: what is due next is for later.
                return;
            }
        }
    }

    /// Plays one engine turn and tells it; whether it was played.
    async fn engine_turn_duty(&self, turn: &super::engine::EngineTurn) -> bool {
        let answer = self.play_engine_turn(turn).await;
        if answer.replies.is_empty() {
            return false;
        }
        self.publish_said(&turn.channel, answer.replies, answer.retired)
            .await;
        true
    }

    /// Tells the events' games waiting for a channel, for a front end to
    /// place, and announces the events that ended.
    pub async fn events_duty(&self) {
        match self.waiting_boards().await {
            Ok(waiting) if !waiting.is_empty() => self.publish(Happened::BoardsWaiting(waiting)),
            Ok(_) => {}
            Err(e) => tracing::warn!("cannot read the events' games: {e}"),
        }
        let mut by_channel: Vec<(String, Vec<game_api::Reply>)> = vec![];
        for (channel, reply) in self.event_ends().await {
            match by_channel.last_mut() {
                Some((c, replies)) if *c == channel => replies.push(reply),
                _ => by_channel.push((channel, vec![reply])),
            }
        }
        for (channel, replies) in by_channel {
            self.publish_said(&channel, replies, vec![]).await;
        }
    }

    /// Every duty due now, one after another: the clock, then the engine's
    /// turns (those in `first` first), then the events'.
    pub async fn do_duties(&self, first: Option<&str>) {
        self.clock_duty().await;
        self.engine_duty(first).await;
        self.events_duty().await;
        self.alert_duty().await;
        self.daily_puzzle_duty().await;
    }

    /// The host's duties for as long as the process runs (a bot): the
    /// clock at its next deadline, each engine turn due in a task of its
    /// own, events looked at after every change; at least every few
    /// seconds, for what other processes did.
    pub async fn run_duties(self) {
        loop {
            self.clock_duty().await;
            match self.engine_turns().await {
                Ok(due) => {
                    for turn in due {
                        let host = self.clone();
                        tokio::spawn(async move {
                            host.engine_turn_duty(&turn).await;
                        });
                    }
                }
                Err(e) => tracing::warn!("could not look for engine turns: {e}"),
            }
            self.events_duty().await;
            self.alert_duty().await;
            self.daily_puzzle_duty().await;
            let next = match (self.next_deadline().await, self.next_alert().await) {
                (Ok(Some(a)), Some(b)) => Some(a.min(b)),
                (Ok(a), b) => a.or(b),
                (Err(_), b) => b,
            };
            let wait = match next {
                Some(at) => Duration::from_secs((at - self.now()).clamp(1, 5) as u64),
                None => LOOK_AT_LEAST_EVERY,
            };
            tokio::select! {
                () = tokio::time::sleep(wait) => {}
                () = self.changed() => {}
            }
        }
    }
}
