//! The slash commands as registered, built from the declarations: the
//! host's own commands and every registered game's ([`game_api::Verb`]).
//! A command several games share (`/move`) is registered once with the
//! union of their options; the game in the channel checks its own.

use super::{Bot, Error, autocomplete};
use crate::host::Games;
use crate::host::verbs::HOST_VERBS;
use game_api::{OptionKind, OptionSpec};
use poise::serenity_prelude as serenity;
use std::borrow::Cow;

/// Discord's longest description.
pub(super) const MAX_DESCRIPTION: usize = 100;

/// Every command, for registration: the host's, then each game command
/// once; in server channels only (games are played in a channel with an
/// opponent; a direct message has none).
pub fn all(games: &Games) -> Vec<poise::Command<Bot, Error>> {
    let mut commands = vec![];
    for verb in HOST_VERBS {
        let options: Vec<Declared> = verb
            .options
            .iter()
            .map(|o| Declared {
                spec: *o,
                about: o.about.to_string(),
                required: o.required,
                words: words_of(o.kind, games),
            })
            .collect();
        commands.push(command(verb.name, verb.about, options));
    }
    let all = games.iter().count();
    for name in games.verb_names() {
        let declared = games.with_verb(name);
        let about = declared.first().map_or("", |(_, v)| v.about);
        // A command only some games have says which, like its options do.
        let about = if declared.len() < all {
            let titles: Vec<&str> = declared.iter().map(|(g, _)| g.meta().title).collect();
            format!("{}: {about}", game_api::words::all_of(&titles))
        } else {
            about.to_string()
        };
        commands.push(command(name, &about, union(&declared, games)));
    }
    commands
}

/// One option as registered: its declaration, with what the games that
/// share the command agree on.
struct Declared {
    spec: OptionSpec,
    about: String,
    required: bool,
    /// Fixed choices, if every declaring game gives fixed choices.
    words: Option<Vec<String>>,
}

fn words_of(kind: OptionKind, games: &Games) -> Option<Vec<String>> {
    match kind {
        OptionKind::Choice(words) => Some(words.iter().map(|w| w.to_string()).collect()),
        OptionKind::GameName => Some(games.names().iter().map(|n| n.to_string()).collect()),
        OptionKind::Side => {
            let mut words: Vec<String> = vec![];
            for g in games.iter() {
                for w in g.meta().side_words {
                    if !words.iter().any(|x| x == w) {
                        words.push(w.to_string());
                    }
                }
            }
            words.push("random".into());
            Some(words)
        }
        OptionKind::Text | OptionKind::User | OptionKind::Integer { .. } | OptionKind::Bool => None,
    }
}

/// The options of a command several games declare: each option once,
/// required only when every game requires it, with choices only when every
/// game gives fixed ones (their union), and a description that names the
/// games when not all of them have it.
fn union(
    declared: &[(&dyn game_api::Game, &'static game_api::Verb)],
    games: &Games,
) -> Vec<Declared> {
    let mut out: Vec<Declared> = vec![];
    for (_, verb) in declared {
        for o in verb.options {
            if out.iter().any(|d| d.spec.name == o.name) {
                continue;
            }
            let having: Vec<(&str, &OptionSpec)> = declared
                .iter()
                .filter_map(|(g, v)| {
                    v.options
                        .iter()
                        .find(|p| p.name == o.name)
                        .map(|p| (g.meta().title, p))
                })
                .collect();
            let everywhere = having.len() == declared.len();
            let required = everywhere && having.iter().all(|(_, p)| p.required);
            let mut words: Option<Vec<String>> = Some(vec![]);
            for (_, p) in &having {
                match (words_of(p.kind, games), words.as_mut()) {
                    (Some(list), Some(all)) => {
                        for w in list {
                            if !all.contains(&w) {
                                all.push(w);
                            }
                        }
                    }
                    _ => words = None,
                }
            }
            let about = if everywhere {
                o.about.to_string()
            } else {
                let titles: Vec<&str> = having.iter().map(|(t, _)| *t).collect();
                format!("{}: {}", game_api::words::all_of(&titles), o.about)
            };
            let mut spec = *o;
            spec.autocomplete = having.iter().any(|(_, p)| p.autocomplete);
            out.push(Declared {
                spec,
                about,
                required,
                words,
            });
        }
    }
    out
}

fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_DESCRIPTION {
        text.to_string()
    } else {
        let cut: String = text.chars().take(MAX_DESCRIPTION - 1).collect();
        format!("{cut}…")
    }
}

/// A poise command for `name` with `options`, run by [`slash`].
fn command(name: &str, about: &str, mut options: Vec<Declared>) -> poise::Command<Bot, Error> {
    // Discord wants required options first.
    options.sort_by_key(|d| !d.required);
    let parameters = options
        .into_iter()
        .map(|d| {
            let choices: Vec<poise::CommandParameterChoice> = d
                .words
                .clone()
                .unwrap_or_default()
                .into_iter()
                .map(|w| poise::CommandParameterChoice {
                    name: Cow::Owned(w),
                    localizations: Cow::Borrowed(&[]),
                    __non_exhaustive: (),
                })
                .collect();
            let type_setter: fn(serenity::CreateCommandOption) -> serenity::CreateCommandOption =
                match (d.spec.kind, d.words.is_some()) {
                    (_, true) => |b| b.kind(serenity::CommandOptionType::Integer),
                    (OptionKind::User, _) => |b| b.kind(serenity::CommandOptionType::User),
                    (OptionKind::Bool, _) => |b| b.kind(serenity::CommandOptionType::Boolean),
                    (OptionKind::Integer { min: 2, max: 4 }, _) => |b| {
                        b.kind(serenity::CommandOptionType::Integer)
                            .min_int_value(2)
                            .max_int_value(4)
                    },
                    (OptionKind::Integer { .. }, _) => |b| {
                        b.kind(serenity::CommandOptionType::Integer)
                            .min_int_value(1)
                    },
                    _ => |b| b.kind(serenity::CommandOptionType::String),
                };
            poise::CommandParameter {
                name: Cow::Owned(d.spec.name.to_string()),
                name_localizations: Cow::Borrowed(&[]),
                description: Some(Cow::Owned(clip(&d.about))),
                description_localizations: Cow::Borrowed(&[]),
                required: d.required,
                channel_types: None,
                choices: Cow::Owned(choices),
                type_setter: Some(type_setter),
                autocomplete_callback: if d.spec.autocomplete && d.words.is_none() {
                    Some(autocomplete::complete)
                } else {
                    None
                },
                __non_exhaustive: (),
            }
        })
        .collect();
    poise::Command {
        name: Cow::Owned(name.to_string()),
        qualified_name: Cow::Owned(name.to_string()),
        identifying_name: Cow::Owned(name.to_string()),
        source_code_name: Cow::Owned(name.to_string()),
        description: Some(Cow::Owned(clip(about))),
        parameters,
        slash_action: Some(super::commands::slash),
        guild_only: true,
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::command::{Command, User};
    use crate::host::verbs::HOST_VERBS;

    #[test]
    fn every_command_is_a_slash_command_with_descriptions_and_its_options() {
        let games = crate::test_support::games();
        let slash = all(&games);
        let mut names: Vec<&str> = HOST_VERBS.iter().map(|v| v.name).collect();
        names.extend(games.verb_names());
        assert_eq!(slash.len(), names.len());
        for name in names {
            let command = slash
                .iter()
                .find(|c| c.name == name)
                .unwrap_or_else(|| panic!("/{name} is missing"));
            let description = command.description.as_deref().unwrap_or("");
            assert!(
                !description.is_empty() && description.chars().count() <= MAX_DESCRIPTION,
                "/{name}: {description:?}"
            );
            let mut want: Vec<&str> = match HOST_VERBS.iter().find(|v| v.name == name) {
                Some(v) => v.options.iter().map(|o| o.name).collect(),
                None => {
                    let mut all = vec![];
                    for (_, v) in games.with_verb(name) {
                        for o in v.options {
                            if !all.contains(&o.name) {
                                all.push(o.name);
                            }
                        }
                    }
                    all
                }
            };
            let mut have: Vec<&str> = command.parameters.iter().map(|p| p.name.as_ref()).collect();
            have.sort_unstable();
            want.sort_unstable();
            assert_eq!(have, want, "/{name} options");
            for p in &command.parameters {
                assert!(
                    p.description
                        .as_deref()
                        .is_some_and(|d| !d.is_empty() && d.chars().count() <= MAX_DESCRIPTION),
                    "/{name} {}",
                    p.name
                );
                assert!(p.type_setter.is_some(), "/{name} {} has a type", p.name);
            }
            // Required options come first, as Discord wants.
            let required: Vec<bool> = command.parameters.iter().map(|p| p.required).collect();
            assert!(required.windows(2).all(|w| w[0] || !w[1]), "/{name}");
        }
    }

    #[test]
    fn fixed_choices_are_words_the_parser_accepts() {
        let games = crate::test_support::games();
        let bob = |_: &str| Some(User::named("bob"));
        for c in all(&games) {
            for p in &c.parameters {
                for choice in p.choices.iter() {
                    let mut options = vec![(p.name.to_string(), choice.name.to_string())];
                    if c.name == "challenge" {
                        options.push(("opponent".into(), "bob".into()));
                        if p.name == "side" && matches!(&*choice.name, "white" | "black") {
                            options.push(("game".into(), "regions".into()));
                        }
                    }
                    let parsed = Command::from_options(&c.name, &options, &games, bob);
                    assert!(
                        parsed.is_ok(),
                        "/{} {}:{}: {parsed:?}",
                        c.name,
                        p.name,
                        choice.name
                    );
                }
            }
        }
    }
}
