//! Discord's published rules for registering application commands
//! (developer documentation, "Application Commands": names, descriptions,
//! options, choices, integer ranges, the combined length), checked on a
//! registration payload: a registration Discord would refuse is a test
//! failure here, not a bot that cannot start.

use serde_json::Value;

/// The largest integer an option may hold, either sign (2⁵³ − 1).
const MOST_INTEGER: i64 = (1 << 53) - 1;
/// Most commands of one kind an application registers.
const MOST_COMMANDS: usize = 100;
/// Most options (or subcommands) in one command or subcommand.
const MOST_OPTIONS: usize = 25;
/// Most choices in one option.
const MOST_CHOICES: usize = 25;
/// Most characters of all names, descriptions and choice names and
/// values of one command together.
const MOST_COMBINED: usize = 4000;

/// Everything in `payload` (a bulk overwrite's body) that Discord's rules
/// forbid, one line each; empty when it would be accepted.
pub(super) fn problems(payload: &Value) -> Vec<String> {
    let mut out = vec![];
    let Some(commands) = payload.as_array() else {
        return vec!["the payload is not a list of commands".into()];
    };
    if commands.len() > MOST_COMMANDS {
        out.push(format!(
            "{} commands (most {MOST_COMMANDS})",
            commands.len()
        ));
    }
    let mut names = vec![];
    for c in commands {
        let name = c["name"].as_str().unwrap_or_default().to_string();
        if names.contains(&name) {
            out.push(format!("/{name} is registered twice"));
        }
        names.push(name.clone());
        let at = format!("/{name}");
        if c["type"] != 1 {
            out.push(format!(
                "{at}: type {} is not a chat-input command",
                c["type"]
            ));
        }
        if let Some(contexts) = c.get("contexts") {
            check_numbers(&mut out, &at, "contexts", contexts, &[0, 1, 2]);
        }
        if let Some(kinds) = c.get("integration_types") {
            check_numbers(&mut out, &at, "integration_types", kinds, &[0, 1]);
        }
        check_named(&mut out, &at, c);
        let options = c["options"].as_array().map_or(&[][..], Vec::as_slice);
        check_options(&mut out, &at, options, Level::Command);
        let combined = combined_length(c);
        if combined > MOST_COMBINED {
            out.push(format!(
                "{at}: {combined} characters in all (most {MOST_COMBINED})"
            ));
        }
    }
    out
}

/// Where a list of options sits.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    /// A command's own options.
    Command,
    /// A subcommand group's.
    Group,
    /// A subcommand's.
    Subcommand,
}

fn check_numbers(out: &mut Vec<String>, at: &str, field: &str, value: &Value, allowed: &[u64]) {
    match value.as_array() {
        Some(list) if !list.is_empty() => {
            for v in list {
                if !v.as_u64().is_some_and(|n| allowed.contains(&n)) {
                    out.push(format!("{at}: {field} holds {v}"));
                }
            }
        }
        _ => out.push(format!("{at}: {field} is not a list of values")),
    }
}

/// A name as Discord takes it: 1–32 letters, digits, `-`, `_` or `'`
/// (any script's), lower case where the script has case.
fn name_ok(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() || matches!(c, '-' | '_' | '\'')) && !c.is_uppercase())
}

/// A description as Discord takes it: 1–100 characters.
fn description_ok(text: &str) -> bool {
    (1..=100).contains(&text.chars().count())
}

fn check_named(out: &mut Vec<String>, at: &str, item: &Value) {
    let name = item["name"].as_str().unwrap_or_default();
    if !name_ok(name) {
        out.push(format!(
            "{at}: the name {name:?} is not 1–32 lower-case letters, digits, - or _"
        ));
    }
    match item["description"].as_str() {
        Some(d) if description_ok(d) => {}
        other => out.push(format!(
            "{at}: description {other:?} is not 1–100 characters"
        )),
    }
    for field in ["name_localizations", "description_localizations"] {
        if let Some(map) = item.get(field).and_then(Value::as_object) {
            for (locale, text) in map {
                if game_api::Locale::from_code(locale).is_none_or(|l| l == game_api::Locale::Pseudo)
                {
                    out.push(format!(
                        "{at}: {field} has {locale:?}, not a Discord locale"
                    ));
                }
                let text = text.as_str().unwrap_or_default();
                let fits = if field == "name_localizations" {
                    name_ok(text)
                } else {
                    description_ok(text)
                };
                if !fits {
                    out.push(format!("{at}: {field}[{locale}] {text:?} does not fit"));
                }
            }
        }
    }
}

fn check_options(out: &mut Vec<String>, at: &str, options: &[Value], level: Level) {
    if options.len() > MOST_OPTIONS {
        out.push(format!(
            "{at}: {} options (most {MOST_OPTIONS})",
            options.len()
        ));
    }
    let kinds: Vec<u64> = options.iter().filter_map(|o| o["type"].as_u64()).collect();
    let nesting = kinds.iter().filter(|k| matches!(k, 1 | 2)).count();
    if nesting > 0 && nesting < options.len() {
        out.push(format!("{at}: subcommands mixed with other options"));
    }
    let mut optional_seen = false;
    let mut names: Vec<&str> = vec![];
    for o in options {
        let name = o["name"].as_str().unwrap_or_default();
        let here = format!("{at} {name}");
        if names.contains(&name) {
            out.push(format!("{here}: named twice"));
        }
        names.push(name);
        check_named(out, &here, o);
        let kind = o["type"].as_u64().unwrap_or(0);
        match (kind, level) {
            (1, Level::Command | Level::Group) => {
                let inner = o["options"].as_array().map_or(&[][..], Vec::as_slice);
                check_options(out, &here, inner, Level::Subcommand);
                continue;
            }
            (2, Level::Command) => {
                let inner = o["options"].as_array().map_or(&[][..], Vec::as_slice);
                if inner.iter().any(|i| i["type"] != 1) {
                    out.push(format!("{here}: a group holds only subcommands"));
                }
                check_options(out, &here, inner, Level::Group);
                continue;
            }
            (1 | 2, _) => {
                out.push(format!("{here}: nested too deep"));
                continue;
            }
            (3..=11, Level::Group) => {
                out.push(format!("{here}: a group holds only subcommands"));
            }
            (3..=11, _) => {}
            _ => out.push(format!("{here}: unknown option type {kind}")),
        }
        let required = o["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            out.push(format!("{here}: a required option after an optional one"));
        }
        optional_seen |= !required;
        check_values(out, &here, o, kind);
    }
}

fn check_values(out: &mut Vec<String>, here: &str, o: &Value, kind: u64) {
    let choices = o["choices"].as_array();
    if let Some(choices) = choices {
        if !matches!(kind, 3 | 4 | 10) {
            out.push(format!("{here}: choices on an option that takes none"));
        }
        if choices.len() > MOST_CHOICES {
            out.push(format!(
                "{here}: {} choices (most {MOST_CHOICES})",
                choices.len()
            ));
        }
        for ch in choices {
            let name = ch["name"].as_str().unwrap_or_default();
            if !description_ok(name) {
                out.push(format!(
                    "{here}: choice name {name:?} is not 1–100 characters"
                ));
            }
            for (locale, text) in ch["name_localizations"].as_object().into_iter().flatten() {
                if game_api::Locale::from_code(locale).is_none_or(|l| l == game_api::Locale::Pseudo)
                {
                    out.push(format!(
                        "{here}: choice {name:?} is named in {locale:?}, not a Discord locale"
                    ));
                }
                if !text.as_str().is_some_and(description_ok) {
                    out.push(format!(
                        "{here}: choice {name:?} in {locale} {text} is not 1–100 characters"
                    ));
                }
            }
            let value = &ch["value"];
            let fits = match kind {
                3 => value.as_str().is_some_and(|v| v.chars().count() <= 100),
                4 => value.as_i64().is_some_and(|v| v.abs() <= MOST_INTEGER),
                _ => value.is_number(),
            };
            if !fits {
                out.push(format!(
                    "{here}: choice value {value} does not fit the option"
                ));
            }
        }
    }
    if o["autocomplete"].as_bool() == Some(true) {
        if choices.is_some() {
            out.push(format!("{here}: autocomplete with fixed choices"));
        }
        if !matches!(kind, 3 | 4 | 10) {
            out.push(format!("{here}: autocomplete on an option that takes none"));
        }
    }
    let bound = |field: &str| o.get(field).filter(|v| !v.is_null());
    let (min, max) = (bound("min_value"), bound("max_value"));
    for (field, v) in [("min_value", min), ("max_value", max)] {
        let Some(v) = v else { continue };
        let fits = match kind {
            4 => v.as_i64().is_some_and(|n| n.abs() <= MOST_INTEGER),
            10 => v.as_f64().is_some_and(|n| n.abs() <= MOST_INTEGER as f64),
            _ => false,
        };
        if !fits {
            out.push(format!("{here}: {field} {v} is out of Discord's range"));
        }
    }
    if let (Some(a), Some(b)) = (min.and_then(Value::as_f64), max.and_then(Value::as_f64))
        && a > b
    {
        out.push(format!("{here}: min_value above max_value"));
    }
    for (field, least) in [("min_length", 0), ("max_length", 1)] {
        if let Some(v) = bound(field) {
            let fits = kind == 3 && v.as_u64().is_some_and(|n| (least..=6000).contains(&n));
            if !fits {
                out.push(format!("{here}: {field} {v} does not fit"));
            }
        }
    }
}

/// The characters Discord counts towards a command's combined length:
/// names, descriptions, choice names and values, at every level.
fn combined_length(item: &Value) -> usize {
    let text = |v: &Value| v.as_str().map_or(0, |s| s.chars().count());
    let mut n = text(&item["name"]) + text(&item["description"]);
    for ch in item["choices"].as_array().into_iter().flatten() {
        n += text(&ch["name"]);
        n += match &ch["value"] {
            Value::String(s) => s.chars().count(),
            other => other.to_string().len(),
        };
    }
    for o in item["options"].as_array().into_iter().flatten() {
        n += combined_length(o);
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn one(option: Value) -> Value {
        json!([{ "type": 1, "name": "replay", "description": "Replays a game",
                 "contexts": [0], "options": [option] }])
    }

    #[test]
    fn the_check_finds_what_discord_refuses() {
        let good = json!({ "type": 4, "name": "game", "description": "Which game",
                           "min_value": 1, "max_value": MOST_INTEGER });
        assert_eq!(problems(&one(good)), Vec::<String>::new());
        let too_big = json!({ "type": 4, "name": "game", "description": "Which game",
                              "min_value": 1, "max_value": 9_007_199_254_740_992_i64 });
        assert_eq!(
            problems(&one(too_big)),
            ["/replay game: max_value 9007199254740992 is out of Discord's range"]
        );
        let loud = json!({ "type": 3, "name": "Game", "description": "", "required": true });
        assert_eq!(problems(&one(loud)).len(), 2);
        let both = json!({ "type": 3, "name": "side", "description": "x",
                           "autocomplete": true, "choices": [{"name": "a", "value": "a"}] });
        assert_eq!(
            problems(&one(both)),
            ["/replay side: autocomplete with fixed choices"]
        );
    }
}
