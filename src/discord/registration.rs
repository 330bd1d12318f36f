//! The slash commands as registered, built from the declarations: the
//! host's own commands and every registered game's ([`game_api::Verb`]).
//! A command only one game has, or several with the same options, is one
//! command; a command several games declare with options of their own
//! (`/move`, `/turn`) has one subcommand per game (`/move masters`), so a
//! player is offered only their game's options.
//!
//! [`all`] is what the framework dispatches on; [`payload`] is what is
//! registered with Discord, built from the same declarations, with each
//! option's declared integer range.

use super::{Bot, Error, autocomplete};
use crate::host::Games;
use crate::host::verbs::{HOST_VERBS, choice_id, game_about_id, host_about_id};
use crate::speech::catalogue;
use game_api::{Arg, Join, Locale, OptionKind, OptionSpec, Phrase};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use std::borrow::Cow;

/// Discord's longest description.
pub(super) const MAX_DESCRIPTION: usize = 100;

/// The largest integer Discord takes in an option, either sign: its
/// published schema types option values as at most 2⁵³ − 1 (the largest
/// integer a double holds exactly), the stricter of its two statements.
pub(super) const DISCORD_INTEGER: i64 = (1 << 53) - 1;

/// Where a command works, as Discord is told (`contexts`,
/// `integration_types`) and as the framework enforces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reach {
    /// In a server the bot was added to: a server's settings and boards.
    Servers,
    /// Anywhere, installed to a server or to the player: in a DM with the
    /// bot, and in DMs and group DMs between people, where every public
    /// step of a game is the answer to the interaction that caused it.
    Anywhere,
}

impl Reach {
    /// Where the command `name` (the host's or a game's) works.
    pub(crate) fn of(name: &str) -> Reach {
        match name {
            "tournament" | "leaderboard" | "archive" => Reach::Servers,
            _ => Reach::Anywhere,
        }
    }

    /// Discord's interaction contexts: 0 a server, 1 the bot's DMs, 2
    /// other DMs and group DMs.
    fn contexts(self) -> Value {
        match self {
            Reach::Servers => json!([0]),
            Reach::Anywhere => json!([0, 1, 2]),
        }
    }

    /// Discord's installation contexts: 0 installed to a server, 1 to a
    /// user.
    fn integration_types(self) -> Value {
        match self {
            Reach::Servers => json!([0]),
            Reach::Anywhere => json!([0, 1]),
        }
    }
}

/// A slash command as registered.
struct Slash {
    name: String,
    about: About,
    body: Body,
}

/// A description: its message, and the message each locale must have for
/// the description to be registered in it (the declaration's own, when the
/// message wraps it: `Masters and Regions: …`).
#[derive(Clone)]
struct About {
    said: Phrase,
    own: String,
}

impl About {
    /// The declaration's message `id`, as it is.
    fn of(id: String) -> About {
        About {
            said: Phrase::keyed(id.clone()),
            own: id,
        }
    }

    /// The declaration's message `id`, naming the games of `titles` that
    /// have it.
    fn for_games(id: String, titles: &[&str]) -> About {
        let games = titles
            .iter()
            .map(|t| Phrase::new("game-title").code("title", t))
            .collect();
        About {
            said: Phrase::new("command-for-games")
                .with("games", Arg::List(Join::And, games))
                .with("about", Phrase::keyed(id.clone())),
            own: id,
        }
    }

    /// In en-US, as long as Discord takes.
    fn english(&self) -> String {
        clip(&catalogue().say(Locale::EnUs, &self.said))
    }

    /// In every shipped locale that has the declaration's message, by
    /// Discord's locale code.
    fn localized(&self) -> Value {
        let catalogue = catalogue();
        let said: serde_json::Map<String, Value> = catalogue
            .shipped()
            .iter()
            .filter(|&&l| l != Locale::EnUs && catalogue.has(l, &self.own))
            .map(|&l| {
                (
                    l.code().to_string(),
                    json!(clip(&catalogue.say(l, &self.said))),
                )
            })
            .collect();
        Value::Object(said)
    }
}

/// What a slash command takes.
enum Body {
    /// Options of its own.
    Options(Vec<Declared>),
    /// One subcommand per game that declares it, each with that game's
    /// options: the subcommand's name is the game's.
    PerGame(Vec<(&'static str, About, Vec<Declared>)>),
}

/// Every command's declaration: the host's, then each game command once;
/// in server channels only (games are played in a channel with an
/// opponent; a direct message has none).
fn slashes(games: &Games) -> Vec<Slash> {
    let mut commands = vec![];
    for verb in HOST_VERBS {
        commands.push(Slash {
            name: verb.name.to_string(),
            about: About::of(host_about_id(verb.name, None)),
            body: Body::Options(
                verb.options
                    .iter()
                    .map(|o| own(o, host_about_id(verb.name, Some(o.name)), games))
                    .collect(),
            ),
        });
    }
    let all = games.iter().count();
    for name in games.verb_names() {
        let declared = games.with_verb(name);
        // The first declaring game's description stands for all of them.
        let first = declared.first().map_or("", |(g, _)| g.meta().name);
        let id = game_about_id(first, name, None);
        // A command only some games have says which, like its options do.
        let about = if declared.len() < all {
            let titles: Vec<&str> = declared.iter().map(|(g, _)| g.meta().title).collect();
            About::for_games(id, &titles)
        } else {
            About::of(id)
        };
        let names = |v: &game_api::Verb| v.options.iter().map(|o| o.name).collect::<Vec<_>>();
        let same = declared.windows(2).all(|w| names(w[0].1) == names(w[1].1));
        let body = if same {
            Body::Options(union(&declared, games))
        } else {
            Body::PerGame(
                declared
                    .iter()
                    .map(|(g, v)| {
                        let game = g.meta().name;
                        let about =
                            About::for_games(game_about_id(game, v.name, None), &[g.meta().title]);
                        let options = v
                            .options
                            .iter()
                            .map(|o| own(o, game_about_id(game, v.name, Some(o.name)), games))
                            .collect();
                        (game, about, options)
                    })
                    .collect(),
            )
        };
        commands.push(Slash {
            name: name.to_string(),
            about,
            body,
        });
    }
    commands
}

/// Every command, as the framework dispatches them.
pub fn all(games: &Games) -> Vec<poise::Command<Bot, Error>> {
    slashes(games)
        .into_iter()
        .map(|slash| match slash.body {
            Body::Options(options) => {
                command(&slash.name, &slash.name, &slash.about.english(), options)
            }
            Body::PerGame(subs) => {
                let subcommands = subs
                    .into_iter()
                    .map(|(game, about, options)| {
                        let about = about.english();
                        command(game, &format!("{} {game}", slash.name), &about, options)
                    })
                    .collect();
                poise::Command {
                    subcommands,
                    subcommand_required: true,
                    ..command(&slash.name, &slash.name, &slash.about.english(), vec![])
                }
            }
        })
        .collect()
}

/// Every command as Discord registers it (the body of a bulk overwrite):
/// each where it works ([`Reach`]), required options first, fixed choices as
/// numbered choices (as the framework reads them back), declared integer
/// ranges as Discord's `min_value` and `max_value`.
pub fn payload(games: &Games) -> Value {
    let commands: Vec<Value> = slashes(games)
        .into_iter()
        .map(|slash| {
            let options: Vec<Value> = match slash.body {
                Body::Options(options) => options_json(options),
                Body::PerGame(subs) => subs
                    .into_iter()
                    .map(|(game, about, options)| {
                        json!({
                            "type": 1,
                            "name": game,
                            "description": about.english(),
                            "description_localizations": about.localized(),
                            "options": options_json(options),
                        })
                    })
                    .collect(),
            };
            json!({
                "type": 1,
                "name": slash.name,
                "description": slash.about.english(),
                "description_localizations": slash.about.localized(),
                "contexts": Reach::of(&slash.name).contexts(),
                "integration_types": Reach::of(&slash.name).integration_types(),
                "options": options,
            })
        })
        .collect();
    Value::Array(commands)
}

/// The options of one command (or subcommand), as Discord takes them.
fn options_json(mut options: Vec<Declared>) -> Vec<Value> {
    options.sort_by_key(|d| !d.required);
    options
        .into_iter()
        .map(|d| {
            let mut option = json!({
                "name": d.spec.name,
                "description": d.about.english(),
                "description_localizations": d.about.localized(),
                "required": d.required,
            });
            match (&d.words, d.spec.kind) {
                (Some(words), _) => {
                    option["type"] = json!(4);
                    option["choices"] = words
                        .iter()
                        .enumerate()
                        .map(|(i, w)| choice_json(d.spec.name, w, i))
                        .collect();
                }
                (None, OptionKind::User) => option["type"] = json!(6),
                (None, OptionKind::Bool) => option["type"] = json!(5),
                (None, OptionKind::Integer { min, max }) => {
                    option["type"] = json!(4);
                    option["min_value"] = json!(min.clamp(-DISCORD_INTEGER, DISCORD_INTEGER));
                    option["max_value"] = json!(max.clamp(-DISCORD_INTEGER, DISCORD_INTEGER));
                }
                (None, _) => option["type"] = json!(3),
            }
            if d.spec.autocomplete && d.words.is_none() {
                option["autocomplete"] = json!(true);
            }
            option
        })
        .collect()
}

/// An option declared by one command alone, as registered, described by
/// the message `id`.
fn own(o: &OptionSpec, id: String, games: &Games) -> Declared {
    Declared {
        spec: *o,
        about: About::of(id),
        required: o.required,
        words: words_of(o.kind, games),
    }
}

/// One option as registered: its declaration, with what the games that
/// share the command agree on.
struct Declared {
    spec: OptionSpec,
    about: About,
    required: bool,
    /// Fixed choices, if every declaring game gives fixed choices.
    words: Option<Vec<String>>,
}

/// A fixed choice as Discord takes it: named by the word players type
/// (`on`), which every client without a name of its own shows, and in
/// every shipped locale (en-US too) by its message (`On`, `An`); its
/// number is its value.
fn choice_json(option: &str, word: &str, number: usize) -> Value {
    let catalogue = catalogue();
    let id = choice_id(option, word);
    let localized: serde_json::Map<String, Value> = catalogue
        .shipped()
        .iter()
        .filter(|&&l| catalogue.has(l, &id))
        .map(|&l| {
            let name = clip(&catalogue.say(l, &Phrase::keyed(id.clone())));
            (l.code().to_string(), json!(name))
        })
        .collect();
    json!({"name": word, "name_localizations": localized, "value": number})
}

/// Every fixed choice's message id (`choice-state-on`), for the checks
/// that each is in the catalogue.
pub fn choice_ids(games: &Games) -> std::collections::BTreeSet<String> {
    let mut ids = std::collections::BTreeSet::new();
    let host = crate::host::verbs::HOST_VERBS
        .iter()
        .flat_map(|v| v.options);
    let of_games = games
        .iter()
        .flat_map(|g| g.meta().verbs.iter().flat_map(|v| v.options));
    for o in host.chain(of_games) {
        for w in words_of(o.kind, games).unwrap_or_default() {
            ids.insert(choice_id(o.name, &w));
        }
    }
    ids
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
    for (game, verb) in declared {
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
            let id = game_about_id(game.meta().name, verb.name, Some(o.name));
            let about = if everywhere {
                About::of(id)
            } else {
                let titles: Vec<&str> = having.iter().map(|(t, _)| *t).collect();
                About::for_games(id, &titles)
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

/// A framework command for `name` (`qualified` with its parent's, for a
/// subcommand) with `options`, run by [`super::commands::slash`]. What
/// Discord is told is [`payload`]'s; this is what the framework reads an
/// interaction with.
fn command(
    name: &str,
    qualified: &str,
    about: &str,
    mut options: Vec<Declared>,
) -> poise::Command<Bot, Error> {
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
                    (OptionKind::Integer { .. }, _) => {
                        |b| b.kind(serenity::CommandOptionType::Integer)
                    }
                    _ => |b| b.kind(serenity::CommandOptionType::String),
                };
            poise::CommandParameter {
                name: Cow::Owned(d.spec.name.to_string()),
                name_localizations: Cow::Borrowed(&[]),
                description: Some(Cow::Owned(d.about.english())),
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
        qualified_name: Cow::Owned(qualified.to_string()),
        identifying_name: Cow::Owned(qualified.to_string()),
        source_code_name: Cow::Owned(name.to_string()),
        description: Some(Cow::Owned(clip(about))),
        parameters,
        slash_action: Some(super::commands::slash),
        guild_only: Reach::of(name) == Reach::Servers,
        ..Default::default()
    }
}

#[cfg(test)]
mod schema;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::command::{Command, User};
    use crate::host::verbs::HOST_VERBS;

    /// Every description in `payload` (commands, subcommands, options), in
    /// every locale.
    fn descriptions(item: &Value, out: &mut Vec<String>) {
        if let Some(d) = item["description"].as_str() {
            out.push(d.to_string());
        }
        if let Some(map) = item["description_localizations"].as_object() {
            out.extend(map.values().filter_map(|v| v.as_str().map(str::to_string)));
        }
        for list in [item.as_array(), item["options"].as_array()]
            .into_iter()
            .flatten()
        {
            for inner in list {
                descriptions(inner, out);
            }
        }
    }

    #[test]
    fn every_description_fits_discord_in_every_locale_without_clipping() {
        let mut all = vec![];
        descriptions(&payload(&crate::test_support::games()), &mut all);
        assert!(all.len() > 100, "{}", all.len());
        let clipped: Vec<&String> = all
            .iter()
            .filter(|d| d.ends_with('…') || d.chars().count() > MAX_DESCRIPTION)
            .collect();
        assert!(clipped.is_empty(), "{clipped:?}");
    }

    /// Each leaf command the framework dispatches: its verb, the game its
    /// subcommand names, and the command.
    fn leaves(
        commands: &[poise::Command<Bot, Error>],
    ) -> Vec<(String, Option<String>, &poise::Command<Bot, Error>)> {
        let mut out = vec![];
        for c in commands {
            if c.subcommands.is_empty() {
                out.push((c.name.to_string(), None, c));
            }
            for sub in &c.subcommands {
                out.push((c.name.to_string(), Some(sub.name.to_string()), sub));
            }
        }
        out
    }

    #[test]
    fn every_command_is_a_slash_command_with_descriptions_and_its_options() {
        let games = crate::test_support::games();
        let slash = all(&games);
        let mut names: Vec<&str> = HOST_VERBS.iter().map(|v| v.name).collect();
        names.extend(games.verb_names());
        assert_eq!(slash.len(), names.len());
        for name in &names {
            assert!(slash.iter().any(|c| c.name == *name), "/{name} is missing");
        }
        for (verb, game, command) in leaves(&slash) {
            let description = command.description.as_deref().unwrap_or("");
            assert!(
                !description.is_empty() && description.chars().count() <= MAX_DESCRIPTION,
                "/{verb} {game:?}: {description:?}"
            );
            // A host command has its own options; a game's has the union
            // of the games that share it, or a subcommand per game with
            // exactly that game's.
            let mut want: Vec<&str> = match (HOST_VERBS.iter().find(|v| v.name == verb), &game) {
                (Some(v), _) => v.options.iter().map(|o| o.name).collect(),
                (None, Some(game)) => games
                    .with_verb(&verb)
                    .into_iter()
                    .find(|(g, _)| g.meta().name == game)
                    .map(|(_, v)| v.options.iter().map(|o| o.name).collect())
                    .unwrap_or_default(),
                (None, None) => {
                    let mut all = vec![];
                    for (_, v) in games.with_verb(&verb) {
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
            assert_eq!(have, want, "/{verb} {game:?} options");
            for p in &command.parameters {
                assert!(
                    p.description
                        .as_deref()
                        .is_some_and(|d| !d.is_empty() && d.chars().count() <= MAX_DESCRIPTION),
                    "/{verb} {}",
                    p.name
                );
                assert!(p.type_setter.is_some(), "/{verb} {} has a type", p.name);
            }
            // Required options come first, as Discord wants.
            let required: Vec<bool> = command.parameters.iter().map(|p| p.required).collect();
            assert!(required.windows(2).all(|w| w[0] || !w[1]), "/{verb}");
        }
        // The two commands the games share with options of their own are
        // per game.
        for verb in ["move", "turn"] {
            let c = slash.iter().find(|c| c.name == verb).unwrap();
            assert!(c.subcommands.len() >= 3, "/{verb}");
        }
    }

    /// What Discord is told is what the framework reads: the same
    /// commands, subcommands, options (in order) and numbered choices, and
    /// every declared integer range.
    #[test]
    fn the_registration_matches_the_dispatched_commands_and_keeps_integer_ranges() {
        let games = crate::test_support::games();
        let slash = all(&games);
        let payload = payload(&games);
        let registered = payload.as_array().unwrap();
        assert_eq!(registered.len(), slash.len());
        for (verb, game, command) in leaves(&slash) {
            let top = registered
                .iter()
                .find(|c| c["name"] == verb.as_str())
                .unwrap();
            let reach = Reach::of(&verb);
            assert_eq!(top["contexts"], reach.contexts(), "/{verb}");
            assert_eq!(
                top["integration_types"],
                reach.integration_types(),
                "/{verb}"
            );
            let options = match &game {
                None => &top["options"],
                Some(game) => {
                    let sub = top["options"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|o| o["name"] == game.as_str())
                        .unwrap();
                    assert_eq!(sub["type"], 1);
                    &sub["options"]
                }
            };
            let options = options.as_array().unwrap();
            assert_eq!(options.len(), command.parameters.len(), "/{verb} {game:?}");
            for (o, p) in options.iter().zip(&command.parameters) {
                assert_eq!(o["name"], p.name.as_ref());
                assert_eq!(o["required"], p.required);
                let choices: Vec<&str> = p.choices.iter().map(|c| c.name.as_ref()).collect();
                let numbered: Vec<(String, u64)> = o["choices"]
                    .as_array()
                    .map(|c| {
                        c.iter()
                            .map(|c| {
                                (
                                    c["name"].as_str().unwrap().to_string(),
                                    c["value"].as_u64().unwrap(),
                                )
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                let expected: Vec<(String, u64)> = choices
                    .iter()
                    .enumerate()
                    .map(|(i, c)| (c.to_string(), i as u64))
                    .collect();
                assert_eq!(numbered, expected, "/{verb} {}", p.name);
            }
        }
        let option = |verb: &str, name: &str| -> Value {
            registered
                .iter()
                .find(|c| c["name"] == verb)
                .and_then(|c| c["options"].as_array())
                .and_then(|o| o.iter().find(|o| o["name"] == name).cloned())
                .unwrap()
        };
        for verb in HOST_VERBS {
            for o in verb.options {
                if let OptionKind::Integer { min, max } = o.kind {
                    let registered = option(verb.name, o.name);
                    assert_eq!(registered["type"], 4);
                    assert_eq!(
                        registered["min_value"].as_i64(),
                        Some(min.max(-DISCORD_INTEGER))
                    );
                    assert_eq!(
                        registered["max_value"].as_i64(),
                        Some(max.min(DISCORD_INTEGER))
                    );
                }
            }
        }
        assert_eq!(option("challenge", "level")["max_value"], 5);
    }

    #[test]
    fn every_registered_command_keeps_to_discords_schema() {
        let games = crate::test_support::games();
        let payload = payload(&games);
        let problems = schema::problems(&payload);
        assert_eq!(problems, Vec::<String>::new());
    }

    #[test]
    fn fixed_choices_are_words_the_parser_accepts() {
        let games = crate::test_support::games();
        let bob = |_: &str| Some(User::named("bob"));
        for (verb, _, c) in leaves(&all(&games)) {
            for p in &c.parameters {
                for choice in p.choices.iter() {
                    let mut options = vec![(p.name.to_string(), choice.name.to_string())];
                    if verb == "challenge" {
                        options.push(("opponent".into(), "bob".into()));
                        if p.name == "side" && matches!(&*choice.name, "white" | "black") {
                            options.push(("game".into(), "regions".into()));
                        }
                    }
                    if verb == "language" && p.name == "for" {
                        options.push(("locale".into(), "auto".into()));
                    }
                    if verb == "tournament" {
                        // Each choice with what it goes with.
                        match (p.name.as_ref(), choice.name.as_ref()) {
                            ("action", "withdraw") => options.push(("player".into(), "bob".into())),
                            ("action", _) => {}
                            ("format", "tables") => {
                                options.push(("action".into(), "create".into()));
                                options.push(("game".into(), "throne".into()));
                            }
                            ("draws", _) => {
                                options.push(("action".into(), "create".into()));
                                options.push(("format".into(), "knockout".into()));
                            }
                            _ => options.push(("action".into(), "create".into())),
                        }
                    }
                    let parsed = Command::from_options(&verb, &options, &games, bob);
                    assert!(
                        parsed.is_ok(),
                        "/{verb} {}:{}: {parsed:?}",
                        p.name,
                        choice.name
                    );
                }
            }
        }
    }
}
