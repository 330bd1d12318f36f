//! Direct messages and group DMs between people ([`super::PRIVATE`]): the
//! bot is not a member there and can only answer interactions. What no
//! interaction prompted there (an engine's turn, the clock, a turn played
//! on a page or from a DM) cannot be posted: it is told by DM to the
//! people it concerns and held for the channel's next interaction, whose
//! answer shows it first.

use super::notify::Delivery;
use super::{Ctx, Host, PRIVATE};
use crate::store;
use game_api::{Audience, Phrase, Reply, Words};
use std::collections::HashMap;
use std::sync::Mutex;

/// Most channels whose kind, or held messages, are remembered.
const REMEMBERED: usize = 10_000;

/// Most messages held for one channel's next interaction (the newest
/// kept): with the interaction's own answer they stay within what Discord
/// lets an app send for one interaction it is not installed for.
pub const HELD_PER_CHANNEL: usize = 2;

/// How often a told message is tried when Discord asks to wait.
const TRIES: usize = 3;

/// What the host keeps about private channels.
#[derive(Default)]
pub(crate) struct PrivateChannels {
    /// Whether each channel looked at is private (a channel never changes
    /// kind).
    known: Mutex<HashMap<String, bool>>,
    /// The messages each private channel has not shown yet.
    held: Mutex<HashMap<String, Vec<Reply>>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl PrivateChannels {
    fn known(&self, channel: &str) -> Option<bool> {
        lock(&self.known).get(channel).copied()
    }

    fn remember(&self, channel: &str, private: bool) {
        let mut known = lock(&self.known);
        if known.len() >= REMEMBERED && !known.contains_key(channel) {
            known.clear();
        }
        known.insert(channel.to_string(), private);
    }

    fn hold(&self, channel: &str, replies: &[Reply]) {
        let mut held = lock(&self.held);
        if held.len() >= REMEMBERED && !held.contains_key(channel) {
            held.clear();
        }
        let kept = held.entry(channel.to_string()).or_default();
        kept.extend(replies.iter().cloned());
        let over = kept.len().saturating_sub(HELD_PER_CHANNEL);
        kept.drain(..over);
    }

    fn take(&self, channel: &str) -> Vec<Reply> {
        lock(&self.held).remove(channel).unwrap_or_default()
    }
}

impl Host {
    /// Notes, once per process, that `ctx`'s channel is a DM or group DM
    /// between people (for every process, in the store).
    pub(super) async fn note_private_channel(&self, ctx: &Ctx) {
        if ctx.server != PRIVATE || self.private.known(&ctx.channel) == Some(true) {
            return;
        }
        let kept = self
            .transact(async |_, c| Ok(store::keep_private_channel(c, &ctx.channel).await?))
            .await;
        match kept {
            Ok(()) => self.private.remember(&ctx.channel, true),
            Err(e) => tracing::warn!("cannot note a private channel: {e:?}"),
        }
    }

    /// Whether `channel` is a DM or group DM between people, where nothing
    /// can be posted without an interaction.
    pub(super) async fn is_private_channel(&self, channel: &str) -> bool {
        if let Some(private) = self.private.known(channel) {
            return private;
        }
        let read = async {
            let mut c = self.store().read().await?;
            store::is_private_channel(&mut c, channel).await
        };
        match read.await {
            Ok(private) => {
                self.private.remember(channel, private);
                private
            }
            Err(e) => {
                tracing::warn!("cannot tell whether a channel is private: {e}");
                false
            }
        }
    }

    /// What could not be posted in the private `channel`: held for its
    /// next interaction, and told now by DM to everyone it mentions and
    /// every person playing the channel's latest game.
    pub(super) async fn tell_unposted(&self, channel: &str, replies: Vec<Reply>) {
        self.private.hold(channel, &replies);
        let Some(mailer) = self.alerts.mailer() else {
            return;
        };
        let mut people: Vec<game_api::User> = vec![];
        if let Ok(mut c) = self.store().read().await
            && let Ok(Some(game)) = store::latest_game(&mut c, channel).await
        {
            people.extend(game.players.iter().filter(|p| !p.is_engine()).cloned());
        }
        for reply in &replies {
            for id in &reply.pings {
                if !people.iter().any(|p| &p.id == id) {
                    people.push(game_api::User {
                        id: id.clone(),
                        name: String::new(),
                    });
                }
            }
        }
        for user in people {
            if self.cannot_reach(&user.id) {
                continue;
            }
            let locale = self.voices(channel, &user.id).await.private;
            for reply in &replies {
                let mut told = reply.clone();
                told.audience = Audience::Private(user.id.clone());
                told.pings.clear();
                told.text = Words::from(
                    Phrase::new("host-told-from-channel")
                        .code("channel", super::mine::channel_mention(channel)),
                )
                .line(told.text);
                let mailer = std::sync::Arc::clone(&mailer);
                let host = self.clone();
                let user = user.clone();
                tokio::spawn(async move {
                    for _ in 0..TRIES {
                        match mailer.send(&user, told.clone(), locale).await {
                            Delivery::Sent => return,
                            Delivery::Unreachable => {
                                host.mark_unreachable(&user.id);
                                return;
                            }
                            Delivery::Later(seconds) => {
                                let wait = u64::try_from(seconds.max(1)).unwrap_or(1);
                                tokio::time::sleep(std::time::Duration::from_secs(wait)).await;
                            }
                        }
                    }
                    tracing::warn!("a message for a private channel was not told by DM");
                });
            }
        }
    }

    /// The messages held for the private channel of `ctx`, to show before
    /// its interaction's own answer (none elsewhere).
    pub(super) fn take_held(&self, ctx: &Ctx) -> Vec<Reply> {
        if ctx.server != PRIVATE {
            return vec![];
        }
        self.private.take(&ctx.channel)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_channel_holds_its_newest_messages_until_taken() {
        let channels = PrivateChannels::default();
        let said = |n: i64| Reply::public(Phrase::new("reply-due").with("when", n));
        channels.hold("c", &[said(1), said(2)]);
        channels.hold("c", &[said(3)]);
        assert_eq!(channels.take("c"), vec![said(2), said(3)]);
        assert_eq!(channels.take("c"), vec![]);
        assert_eq!(channels.take("elsewhere"), vec![]);
    }
}
