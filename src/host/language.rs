//! `/language`: the language the bot answers a player in, or a server's
//! public messages in; and the languages chosen, for the front ends.

use super::command::LanguageScope;
use super::reply::Reply;
use super::{Ctx, Host, NotDone};
use crate::store::{self, Conn, LocaleOf};
use game_api::{Locale, Out, Phrase};

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
    pub async fn channel_language(&self, channel: &str) -> Option<Locale> {
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
