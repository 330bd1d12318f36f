//! `/language`: the language the bot answers a player in, or a server's
//! public messages in; and the languages chosen, for the front ends.

use super::command::LanguageScope;
use super::reply::Reply;
use super::{Ctx, Host, NotDone};
use crate::speech::Voices;
use crate::store::{self, Conn, LocaleOf};
use game_api::{Locale, Out, Phrase};
use std::collections::HashMap;
use std::sync::Mutex;

/// The most channels (and players) whose language is remembered; beyond
/// it the memory starts again (a channel then reads its server's choice
/// from the store).
const REMEMBERED: usize = 10_000;

/// How long a channel's server language read from the store is used
/// before it is read again (a `/language … for:server` in this process
/// forgets them at once; another process's is seen within this time).
const STORED_FRESH: std::time::Duration = std::time::Duration::from_secs(60);

/// The languages front ends told with their interactions: each channel's
/// public language and each player's own, as last heard. Pictures are
/// drawn in them, and messages no interaction prompted (a clock's, an
/// engine's turn) are said in the channel's.
#[derive(Debug, Default)]
pub(crate) struct Heard {
    channels: Mutex<HashMap<String, Locale>>,
    players: Mutex<HashMap<String, Locale>>,
    /// The language where nothing was heard nor chosen (en-US, or the
    /// one language of a front end like the console).
    otherwise: Mutex<Locale>,
    /// Each channel's server language as last read from the store, and
    /// when: a channel no interaction was heard in (the console, a clock's
    /// message) reads it once a minute, not once a message.
    stored: Mutex<HashMap<String, (Option<Locale>, std::time::Instant)>>,
}

impl Heard {
    fn remember(memory: &Mutex<HashMap<String, Locale>>, key: &str, locale: Locale) {
        let mut memory = memory.lock().unwrap_or_else(|e| e.into_inner());
        if memory.len() >= REMEMBERED && !memory.contains_key(key) {
            memory.clear();
        }
        memory.insert(key.to_string(), locale);
    }

    fn recall(memory: &Mutex<HashMap<String, Locale>>, key: &str) -> Option<Locale> {
        let memory = memory.lock().unwrap_or_else(|e| e.into_inner());
        memory.get(key).copied()
    }

    /// `channel`'s server language as read from the store less than
    /// [`STORED_FRESH`] ago (`Some(None)`: it has none).
    fn stored(&self, channel: &str) -> Option<Option<Locale>> {
        let stored = self.stored.lock().unwrap_or_else(|e| e.into_inner());
        stored
            .get(channel)
            .filter(|(_, at)| at.elapsed() < STORED_FRESH)
            .map(|(locale, _)| *locale)
    }

    fn store_read(&self, channel: &str, locale: Option<Locale>) {
        let mut stored = self.stored.lock().unwrap_or_else(|e| e.into_inner());
        if stored.len() >= REMEMBERED && !stored.contains_key(channel) {
            stored.clear();
        }
        stored.insert(channel.to_string(), (locale, std::time::Instant::now()));
    }

    /// Forgets every server language read from the store (one was set).
    pub(super) fn forget_stored(&self) {
        self.stored
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clear();
    }
}

/// The languages a player and their server chose (each `None` where they
/// follow Discord's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Chosen {
    /// The player's own, for the replies only they see.
    pub player: Option<Locale>,
    /// The server's, for its public messages.
    pub server: Option<Locale>,
}

/// `/language locale:… [for:me|server]`.
pub(super) async fn set_language(
    c: &mut Conn,
    ctx: &Ctx,
    locale: Option<Locale>,
    scope: LanguageScope,
) -> Result<Vec<Out>, NotDone> {
    let code = locale.map(|l| Phrase::new("language-name").code("code", l.code()));
    let reply = match scope {
        LanguageScope::Me => {
            store::set_locale(c, LocaleOf::Player(&ctx.user.id), locale).await?;
            let said = match code {
                Some(name) => Phrase::new("host-language-mine").with("language", name),
                None => Phrase::new("host-language-mine-auto"),
            };
            Reply::private(&ctx.user.id, said)
        }
        LanguageScope::Server => {
            if !ctx.manages_server {
                return Err(NotDone::refused(Phrase::new(
                    "host-language-server-not-manager",
                )));
            }
            store::set_locale(c, LocaleOf::Server(&ctx.server), locale).await?;
            let said = match code {
                Some(name) => Phrase::new("host-language-server").with("language", name),
                None => Phrase::new("host-language-server-auto"),
            };
            Reply::public(said)
        }
    };
    Ok(vec![Out::Plain(reply)])
}

impl Host {
    /// Remembers the languages a front end settled on for an interaction
    /// from `ctx` (its channel's public one, its player's own).
    pub fn hear(&self, ctx: &Ctx, voices: Voices) {
        self.reachable_again(&ctx.user.id);
        Heard::remember(&self.heard.channels, &ctx.channel, voices.public);
        Heard::remember(&self.heard.players, &ctx.user.id, voices.private);
    }

    /// Says everything nothing else decides in `locale` (a front end of
    /// one language, like the console, sets it once).
    pub fn speak_by_default(&self, locale: Locale) {
        *self
            .heard
            .otherwise
            .lock()
            .unwrap_or_else(|e| e.into_inner()) = locale;
    }

    /// The languages of `channel`'s public messages and of `user`'s
    /// private ones: as last heard, else the server's choice (for both),
    /// else the default ([`Host::speak_by_default`], en-US unless set).
    pub async fn voices(&self, channel: &str, user: &str) -> Voices {
        let public = match Heard::recall(&self.heard.channels, channel) {
            Some(locale) => locale,
            None => match self.stored_channel_language(channel).await {
                Some(locale) => locale,
                None => *self
                    .heard
                    .otherwise
                    .lock()
                    .unwrap_or_else(|e| e.into_inner()),
            },
        };
        Voices {
            private: Heard::recall(&self.heard.players, user).unwrap_or(public),
            public,
        }
    }

    /// The languages `user` and `server` chose (none where the store
    /// cannot say: the front end then follows Discord's).
    pub async fn chosen_languages(&self, server: &str, user: &str) -> Chosen {
        let read = async {
            let mut c = self.store().read().await?;
            let player = store::locale(&mut c, LocaleOf::Player(user)).await?;
            let server = store::locale(&mut c, LocaleOf::Server(server)).await?;
            Ok::<_, sqlx::Error>(Chosen { player, server })
        };
        read.await.unwrap_or_else(|e| {
            tracing::warn!("cannot read the chosen languages: {e}");
            Chosen::default()
        })
    }

    /// The language chosen for the server of `channel`'s games, if any:
    /// for messages no interaction prompted (a clock's, an engine's turn).
    async fn stored_channel_language(&self, channel: &str) -> Option<Locale> {
        if let Some(locale) = self.heard.stored(channel) {
            return locale;
        }
        let read = self.read_channel_language(channel).await;
        // Kept only once a game tells the channel's server.
        if let Some(locale) = read {
            self.heard.store_read(channel, locale);
        }
        read.flatten()
    }

    /// The language `channel`'s server chose for its public messages, read
    /// from the store.
    pub async fn channel_language(&self, channel: &str) -> Option<Locale> {
        self.read_channel_language(channel).await.flatten()
    }

    async fn read_channel_language(&self, channel: &str) -> Option<Option<Locale>> {
        let read = async {
            let mut c = self.store().read().await?;
            store::channel_locale(&mut c, channel).await
        };
        read.await.unwrap_or_else(|e| {
            tracing::warn!("cannot read a channel's language: {e}");
            None
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::speech::Voices;
    use crate::test_support::{ctx, host};
    use game_api::Locale;

    #[tokio::test]
    async fn pictures_and_unprompted_messages_follow_the_languages_last_heard() {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        assert_eq!(h.voices("c", "alice").await, Voices::default());
        let mut alice = ctx("alice");
        alice.channel = "1".into();
        h.hear(
            &alice,
            Voices {
                private: Locale::De,
                public: Locale::Ja,
            },
        );
        let mut bob = ctx("bob");
        bob.channel = "2".into();
        h.hear(&bob, Voices::one(Locale::Fr));
        h.hear(
            &alice,
            Voices {
                private: Locale::De,
                public: Locale::Ko,
            },
        );
        assert_eq!(
            h.voices("1", "alice").await,
            Voices {
                private: Locale::De,
                public: Locale::Ko
            }
        );
        assert_eq!(h.voices("2", "").await, Voices::one(Locale::Fr));
        // A player never heard reads the channel's language.
        assert_eq!(h.voices("1", "carol").await, Voices::one(Locale::Ko));
    }
}
