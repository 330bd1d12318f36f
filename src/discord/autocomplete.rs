//! Autocomplete: only the values the rules allow the player now, from
//! [`Host::suggest`](crate::host::Host::suggest), for whichever option is
//! being typed; `/rules piece:` offers every game's piece names.

use super::{Bot, Error, host_ctx};
use game_api::{Field, Speak};
use poise::serenity_prelude as serenity;

/// The longest name of an autocomplete choice Discord takes.
const MAX_CHOICE_NAME: usize = 100;

/// The one autocomplete callback: the command's name and the focused
/// option say what is typed; the other filled options narrow it.
pub fn complete<'a>(
    app: poise::ApplicationContext<'a, Bot, Error>,
    typed: &'a str,
) -> poise::BoxFuture<'a, serenity::CreateAutocompleteResponse> {
    Box::pin(async move {
        let interaction = app.interaction;
        let (verb, _) = super::commands::invoked(&app);
        let mut focused = None;
        let mut given = vec![];
        // A per-game subcommand (`/move masters`) carries the options inside.
        let options = match interaction.data.options.first().map(|o| &o.value) {
            Some(serenity::CommandDataOptionValue::SubCommand(inner)) => inner,
            _ => &interaction.data.options,
        };
        for o in options {
            match &o.value {
                serenity::CommandDataOptionValue::Autocomplete { value, .. } => {
                    focused = Some(o.name.clone());
                    given.push((o.name.clone(), value.clone()));
                }
                serenity::CommandDataOptionValue::String(s) => {
                    given.push((o.name.clone(), s.clone()));
                }
                _ => {}
            }
        }
        let Some(option) = focused else {
            return serenity::CreateAutocompleteResponse::new();
        };
        let host = &app.data().host;
        let choices: Vec<serenity::AutocompleteChoice> = if verb == "rules" {
            pieces(host.games(), typed)
                .into_iter()
                .map(|n| serenity::AutocompleteChoice::new(n, n))
                .collect()
        } else {
            let who = host_ctx(
                interaction.channel_id,
                &interaction.user,
                interaction.member.as_deref(),
                interaction.context,
            );
            let field = Field {
                verb,
                option,
                given,
            };
            // Said in the player's language: a private answer, and
            // Discord shows at most 100 characters of a choice's name.
            let voices = super::languages::of_interaction(
                host,
                &who,
                &interaction.locale,
                interaction.guild_locale.as_deref(),
                None,
            )
            .await;
            let speak = crate::speech::speaker(voices.private);
            host.suggest(&who, &field, typed)
                .await
                .into_iter()
                .map(|s| {
                    let label = speak.words(&s.label);
                    let label = crate::speech::controls::fit(label, MAX_CHOICE_NAME);
                    serenity::AutocompleteChoice::new(label, s.value)
                })
                .collect()
        };
        serenity::CreateAutocompleteResponse::new().set_choices(choices)
    })
}

/// Every registered game's piece names starting with `typed`.
fn pieces(games: &crate::host::Games, typed: &str) -> Vec<&'static str> {
    let typed = typed.trim().to_ascii_lowercase();
    let mut names: Vec<&'static str> = vec![];
    for g in games.iter() {
        for w in g.meta().pieces {
            if !names.contains(w) && w.starts_with(&typed) {
                names.push(w);
            }
        }
    }
    names.truncate(game_api::MAX_SUGGESTIONS);
    names
}
