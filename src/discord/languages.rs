//! Which language a Discord message is said in: a player's private replies
//! in their `/language` choice, else their Discord locale; a channel's
//! public messages in its server's `/language` choice, else the server's
//! preferred locale (as Discord tells with every interaction). Messages no
//! interaction prompted (a clock's, an engine's turn) are said in the
//! language last heard in their channel, else the server's choice, else
//! en-US.

use crate::host::command::{Command, LanguageScope};
use crate::host::{Ctx, Host};
use crate::speech::Voices;
use game_api::Locale;

/// The languages of an interaction from `ctx`, whose Discord client says
/// `locale` and whose server prefers `guild_locale`, that asks `command`
/// (a `/language` command is answered in the language it chooses).
pub async fn of_interaction(
    host: &Host,
    ctx: &Ctx,
    locale: &str,
    guild_locale: Option<&str>,
    command: Option<&Command>,
) -> Voices {
    let chosen = host.chosen_languages(&ctx.server, &ctx.user.id).await;
    let discord = discord(locale, guild_locale);
    let mut voices = Voices {
        private: chosen.player.unwrap_or(discord.private),
        public: chosen.server.unwrap_or(discord.public),
    };
    match command {
        Some(Command::Language {
            locale,
            scope: LanguageScope::Me,
        }) => voices.private = locale.unwrap_or(discord.private),
        Some(Command::Language {
            locale,
            scope: LanguageScope::Server,
        }) if ctx.manages_server => voices.public = locale.unwrap_or(discord.public),
        _ => {}
    }
    host.hear(ctx, voices);
    voices
}

/// The languages of messages no interaction prompted in `channel`.
pub async fn of_channel(host: &Host, channel: &str) -> Voices {
    Voices::one(host.voices(channel, "").await.public)
}

/// The languages Discord tells: the user's locale for private replies,
/// the server's preferred locale for public ones (a direct message's, or
/// an unknown one's, is the user's own).
pub fn discord(locale: &str, guild_locale: Option<&str>) -> Voices {
    let private = Locale::from_code(locale).unwrap_or_default();
    let public = guild_locale.and_then(Locale::from_code).unwrap_or(private);
    Voices { private, public }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_locales_read_as_private_and_public_voices() {
        assert_eq!(
            discord("de", Some("ja")),
            Voices {
                private: Locale::De,
                public: Locale::Ja
            }
        );
        assert_eq!(
            discord("pt-BR", None),
            Voices {
                private: Locale::PtBr,
                public: Locale::PtBr
            }
        );
        assert_eq!(discord("xx", Some("yy")), Voices::default());
    }
}
