//! Direct messages (turn alerts): one queue per process, paced under
//! Discord's limits, each person's DM channel opened once and kept (in
//! the store, so a restart or another process does not open it again). A
//! person who cannot be reached (Discord's 50007: DMs closed, the bot
//! blocked) is told so to the host, which tries them again only after they
//! next use the bot; 40003 (opening DMs too fast) and 429 slow the queue
//! and the alert waits instead of being dropped.

use super::respond;
use crate::host::notify::{Delivery, Mailer};
use crate::host::reply::Reply;
use crate::speech::Voices;
use game_api::{Locale, User};
use poise::serenity_prelude as serenity;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The least time between two direct messages of one process (Discord
/// allows a bot about five messages a second overall, and opening many
/// DM channels fast is refused with 40003).
const PACE: Duration = Duration::from_millis(250);

/// How long an alert waits when a DM fails otherwise (40003: opening DM
/// channels too fast; Discord unavailable).
const SLOWED_SECONDS: i64 = 60;

/// How long an alert waits after a 429 (Discord asks for seconds).
const RATE_LIMITED_SECONDS: i64 = 5;

/// How long an alert waits after 40003 (opening DM channels too fast,
/// which Discord answers with no time to wait).
const OPENING_TOO_FAST_SECONDS: i64 = 10;

/// Most DM channels remembered.
const REMEMBERED: usize = 10_000;

/// The Discord mailer.
pub struct Direct {
    http: Arc<serenity::Http>,
    store: crate::store::Store,
    channels: Mutex<HashMap<u64, serenity::ChannelId>>,
    /// When the next message may go.
    next: tokio::sync::Mutex<tokio::time::Instant>,
}

impl Direct {
    /// A mailer sending through `http`, keeping DM channels in `store`.
    pub fn new(http: Arc<serenity::Http>, store: crate::store::Store) -> Direct {
        Direct {
            http,
            store,
            channels: Mutex::default(),
            next: tokio::sync::Mutex::new(tokio::time::Instant::now()),
        }
    }

    async fn channel(&self, user: u64) -> Result<serenity::ChannelId, serenity::Error> {
        if let Some(c) = self.known(user) {
            return Ok(c);
        }
        let id = match self.kept(user).await {
            Some(id) => id,
            None => {
                let dm = serenity::UserId::new(user)
                    .create_dm_channel(&self.http)
                    .await?;
                self.keep(user, dm.id).await;
                dm.id
            }
        };
        let mut channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        if channels.len() >= REMEMBERED {
            channels.clear();
        }
        channels.insert(user, id);
        Ok(id)
    }

    /// The DM channel kept in the store, if any (a store that cannot be
    /// read only costs an opening).
    async fn kept(&self, user: u64) -> Option<serenity::ChannelId> {
        let mut c = self.store.read().await.ok()?;
        let channel = crate::store::dm_channel(&mut c, &user.to_string())
            .await
            .ok()??;
        channel
            .parse::<u64>()
            .ok()
            .filter(|id| *id != 0)
            .map(serenity::ChannelId::new)
    }

    async fn keep(&self, user: u64, channel: serenity::ChannelId) {
        let kept = async {
            let mut tx = self.store.write().await?;
            crate::store::keep_dm_channel(&mut tx, &user.to_string(), &channel.to_string()).await?;
            tx.commit().await
        };
        if let Err(e) = kept.await {
            tracing::warn!("a DM channel was not kept: {e}");
        }
    }

    fn known(&self, user: u64) -> Option<serenity::ChannelId> {
        let channels = self.channels.lock().unwrap_or_else(|e| e.into_inner());
        channels.get(&user).copied()
    }

    async fn paced(&self) {
        let mut next = self.next.lock().await;
        tokio::time::sleep_until(*next).await;
        *next = tokio::time::Instant::now() + PACE;
    }

    /// Holds the whole queue for `seconds`: Discord asked the process to
    /// slow down, not just this message.
    async fn slow_down(&self, seconds: i64) {
        let wait = Duration::from_secs(u64::try_from(seconds.max(1)).unwrap_or(1));
        let mut next = self.next.lock().await;
        *next = (*next).max(tokio::time::Instant::now() + wait);
    }

    async fn deliver(&self, user: &User, reply: Reply, locale: Locale) -> Delivery {
        let Ok(id) = user.id.parse::<u64>() else {
            return Delivery::Unreachable;
        };
        self.paced().await;
        let sent = match self.channel(id).await {
            Ok(channel) => channel
                .send_message(&self.http, respond::message(reply, Voices::one(locale)))
                .await
                .map(|_| ()),
            Err(e) => Err(e),
        };
        let delivery = match sent {
            Ok(()) => Delivery::Sent,
            Err(e) => delivery_after(&e),
        };
        if let Delivery::Later(seconds) = delivery {
            self.slow_down(seconds).await;
        }
        delivery
    }
}

impl Mailer for Direct {
    fn send<'a>(
        &'a self,
        user: &'a User,
        reply: Reply,
        locale: Locale,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Delivery> + Send + 'a>> {
        Box::pin(self.deliver(user, reply, locale))
    }
}

/// What a failed request means for the alert.
fn delivery_after(e: &serenity::Error) -> Delivery {
    let (status, code) = match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            (Some(r.status_code.as_u16()), Some(r.error.code))
        }
        _ => (None, None),
    };
    match (status, code) {
        (_, Some(50007)) => Delivery::Unreachable,
        (_, Some(40003)) => {
            tracing::warn!("direct messages are opened too fast: an alert waits");
            Delivery::Later(OPENING_TOO_FAST_SECONDS)
        }
        (Some(429), _) => {
            tracing::warn!("direct messages are rate limited: an alert waits");
            Delivery::Later(RATE_LIMITED_SECONDS)
        }
        _ => {
            tracing::warn!("a direct message was not sent: {e}");
            Delivery::Later(SLOWED_SECONDS)
        }
    }
}
