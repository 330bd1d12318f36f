//! Reading a command: a console line (`/move from:E2 to:E4`) or a front
//! end's name and options, checked against the host's declarations and
//! every registered game's. A game command's options are checked again,
//! against its own rules, by the game in the channel.

use super::alerts::{self as notify, NotifyChoice, NotifyMode};
use super::refusal::{name_of_game, one_of, typed, typed_phrase};
use super::{
    Command, DrawAction, GameCommand, LanguageScope, MAX_LINE, SideChoice, TURN_TIMES, TurnTime,
    User,
};
use crate::host::registry::Games;
use crate::host::verbs::{AUTO_LANGUAGE, HOST_VERBS, LANGUAGES};
use game_api::words::shorten;
use game_api::{Phrase, Words};

fn member(mention: &impl Fn(&str) -> Option<User>, who: &str) -> Result<User, Words> {
    mention(who).ok_or_else(|| typed("parse-unknown-member", who))
}

impl Command {
    /// Builds a command from its name and `option:value` pairs, checking
    /// every value the host reads itself; a game command's options are
    /// checked for their names here and for their values by the game.
    pub fn from_options(
        name: &str,
        options: &[(String, String)],
        games: &Games,
        mention: impl Fn(&str) -> Option<User>,
    ) -> Result<Command, Words> {
        let name = name.trim_start_matches('/').to_ascii_lowercase();
        let allowed: Vec<&str> = if let Some(v) = HOST_VERBS.iter().find(|v| v.name == name) {
            v.options.iter().map(|o| o.name).collect()
        } else {
            let declared = games.with_verb(&name);
            if declared.is_empty() {
                return Err(typed("parse-no-such-command", &name));
            }
            let mut all: Vec<&str> = vec![];
            for (_, verb) in declared {
                for o in verb.options {
                    if !all.contains(&o.name) {
                        all.push(o.name);
                    }
                }
            }
            all
        };
        for (key, _) in options {
            if !allowed.contains(&key.as_str()) {
                let refusal = if allowed.is_empty() {
                    typed_phrase("parse-no-options", key)
                } else {
                    typed_phrase("parse-no-such-option", key).code("options", allowed.join(", "))
                };
                return Err(refusal.code("verb", &name).into());
            }
        }
        let given = GameCommand {
            verb: name.clone(),
            options: options.to_vec(),
        };
        let get = |key: &str| given.get(key);
        let need = |key: &str, example: &str| given.need(key, example).map_err(|r| r.into_text());
        Ok(match name.as_str() {
            "challenge" => {
                let game = match get("game") {
                    None => games.first(),
                    Some(g) => games
                        .get(&name_of_game(games, g)?)
                        .unwrap_or_else(|| games.first()),
                };
                let meta = game.meta();
                let counts = meta.players.clone();
                let table = *counts.end() > 2;
                let opponent = match get("opponent") {
                    Some(who) => Some(member(&mention, who)?),
                    None if table => None,
                    None => {
                        return Err(Phrase::new("parse-needs-opponent").into());
                    }
                };
                let players = match get("players") {
                    None => None,
                    Some(n) => match n.trim().parse::<usize>() {
                        Ok(n) if table && counts.contains(&n) => Some(n),
                        _ if !table => {
                            return Err(Phrase::new("parse-players-not-a-table")
                                .code("game", meta.title)
                                .into());
                        }
                        _ => {
                            return Err(typed_phrase("parse-not-a-table-size", n)
                                .with("min", *counts.start())
                                .with("max", *counts.end())
                                .into());
                        }
                    },
                };
                let words = meta.side_words;
                let side = match get("side").map(str::to_ascii_lowercase).as_deref() {
                    None | Some("random") => SideChoice::Random,
                    Some(w) if words.contains(&w) => {
                        SideChoice::Seat(words.iter().position(|x| *x == w).unwrap_or(0))
                    }
                    Some(other) if words.is_empty() => {
                        return Err(typed_phrase("parse-no-side-to-choose", other)
                            .code("game", meta.title)
                            .into());
                    }
                    Some(other) => {
                        let mut all = words.to_vec();
                        all.push("random");
                        return Err(typed_phrase("parse-not-a-side", other)
                            .with("sides", one_of(&all))
                            .into());
                    }
                };
                let time = match get("time").map(|t| t.trim().to_ascii_lowercase()) {
                    None => None,
                    Some(t) if t == "none" => Some(TurnTime::Unlimited),
                    Some(t) => match TURN_TIMES.iter().find(|(name, _)| *name == t) {
                        Some(&(_, seconds)) => Some(TurnTime::Seconds(seconds)),
                        None => {
                            let mut names: Vec<&str> = TURN_TIMES.iter().map(|(n, _)| *n).collect();
                            names.push("none");
                            return Err(typed_phrase("parse-not-a-turn-time", &t)
                                .with("times", one_of(&names))
                                .into());
                        }
                    },
                };
                let rated = match get("rated").map(|r| r.trim().to_ascii_lowercase()) {
                    None => true,
                    Some(r) if r == "true" || r == "yes" => true,
                    Some(r) if r == "false" || r == "no" => false,
                    Some(r) => {
                        return Err(typed("parse-not-a-rated-answer", &r));
                    }
                };
                let level = get("level").map(super::engine_level).transpose()?;
                let bots = match get("bots") {
                    None => None,
                    Some(n) => match n.trim().parse::<usize>() {
                        Ok(n) if table && n >= 1 && n < *counts.end() => Some(n),
                        _ if !table => {
                            return Err(Phrase::new("parse-bots-not-a-table")
                                .code("game", meta.title)
                                .into());
                        }
                        _ => {
                            return Err(typed_phrase("parse-not-bot-seats", n)
                                .with("max", counts.end() - 1)
                                .into());
                        }
                    },
                };
                Command::Challenge {
                    opponent,
                    game: meta.name.to_string(),
                    side,
                    players,
                    time,
                    rated,
                    level,
                    bots,
                }
            }
            "replay" => Command::Replay {
                game: game_number(get("game"))?,
            },
            "analyse" => Command::Analyse {
                game: game_number(get("game"))?,
            },
            "puzzle" => Command::Puzzle {
                game: get("game").map(|g| name_of_game(games, g)).transpose()?,
                daily: get("daily").map(|v| on_or_off(v, "/puzzle")).transpose()?,
            },
            "leaderboard" => Command::Leaderboard {
                game: get("game").map(|g| name_of_game(games, g)).transpose()?,
            },
            "profile" => Command::Profile {
                user: get("user").map(|who| member(&mention, who)).transpose()?,
            },
            "archive" => Command::Archive {
                on: on_or_off(need("state", "/archive state:on")?, "/archive")?,
            },
            "anonymous" => Command::Anonymous {
                on: on_or_off(need("state", "/anonymous state:on")?, "/anonymous")?,
            },
            "language" => Command::Language {
                locale: language(need("locale", "/language locale:de")?)?,
                scope: match get("for").map(|w| w.trim().to_ascii_lowercase()).as_deref() {
                    None | Some("me") => LanguageScope::Me,
                    Some("server") => LanguageScope::Server,
                    Some(other) => {
                        return Err(Words::from(
                            Phrase::new("host-language-whose").code("given", shorten(other)),
                        ));
                    }
                },
            },
            "notify" => Command::Notify(notify_choice(games, &get)?),
            "abort" => Command::Abort,
            "join" => Command::Join,
            "leave" => Command::Leave,
            "start" => Command::Start,
            "accept" => Command::Accept,
            "decline" => Command::Decline,
            "cancel" => Command::Cancel,
            "board" => Command::Board,
            "game" => Command::Game,
            "history" => Command::History,
            "mygames" => Command::MyGames,
            "resign" => Command::Resign,
            "undo" => Command::Undo,
            "play" => Command::Choices,
            "endturn" => Command::EndTurn,
            "draw" => Command::Draw {
                action: match need("action", "/draw action:offer")?
                    .to_ascii_lowercase()
                    .as_str()
                {
                    "offer" => DrawAction::Offer,
                    "accept" => DrawAction::Accept,
                    "decline" => DrawAction::Decline,
                    other => {
                        return Err(typed("parse-not-a-draw-action", other));
                    }
                },
            },
            "rules" => {
                let game = get("game").map(|g| name_of_game(games, g)).transpose()?;
                let piece = match get("piece") {
                    None => None,
                    Some(p) => {
                        let lower = p.trim().to_ascii_lowercase();
                        let mut known: Vec<&str> = vec![];
                        for g in games.iter() {
                            for w in g.meta().pieces {
                                if !known.contains(w) {
                                    known.push(w);
                                }
                            }
                        }
                        if !known.contains(&lower.as_str()) {
                            let names: Vec<&str> = games.iter().map(|g| g.meta().name).collect();
                            return Err(typed_phrase("parse-not-a-piece", p)
                                .code("first", names.first().copied().unwrap_or("masters"))
                                .with("others", one_of(names.get(1..).unwrap_or_default()))
                                .into());
                        }
                        Some(lower)
                    }
                };
                Command::Rules { game, piece }
            }
            "help" => Command::Help,
            "tournament" => Command::Tournament {
                action: super::event::parse(
                    |key| get(key).map(str::to_string),
                    games,
                    |who| member(&mention, who),
                )?,
            },
            _ => Command::Play {
                command: given,
                game: None,
            },
        })
    }

    /// Parses a typed line: `/name option:value …` (the console; `/press ID` too).
    pub fn parse(
        line: &str,
        games: &Games,
        mention: impl Fn(&str) -> Option<User>,
    ) -> Result<Command, Words> {
        if line.len() > MAX_LINE {
            return Err(Phrase::new("parse-too-long").with("max", MAX_LINE).into());
        }
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return Err(Phrase::new("parse-empty").into());
        };
        if !first.starts_with('/') {
            return Err(typed("parse-no-slash", first));
        }
        if first.eq_ignore_ascii_case("/choose") {
            let rest: Vec<&str> = words.collect();
            if let [n] = rest[..] {
                return match n.parse::<usize>() {
                    Ok(n) if n >= 1 => Ok(Command::ChooseNumber { n }),
                    _ => Err(typed("parse-choose-not-a-number", n)),
                };
            }
            let [menu, value] = rest[..] else {
                return Err(Phrase::new("parse-choose-needs").into());
            };
            // Read once, here, like a menu Discord sends.
            return game_api::ButtonId::parse_choice(menu, value)
                .map(|button| Command::Press { button })
                .ok_or_else(|| Phrase::new("parse-not-my-menu").into());
        }
        if first.eq_ignore_ascii_case("/press") {
            let button = words
                .next()
                .ok_or_else(|| Words::from(Phrase::new("parse-press-needs")))?;
            if words.next().is_some() {
                return Err(Phrase::new("parse-press-one").into());
            }
            return game_api::ButtonId::parse(button)
                .map(|button| Command::Press { button })
                .ok_or_else(|| Phrase::new("parse-not-my-button").into());
        }
        let mut options = Vec::new();
        for word in words {
            let Some((key, value)) = word.split_once(':') else {
                return Err(typed("parse-not-an-option", word));
            };
            if options
                .iter()
                .any(|(k, _): &(String, String)| k.eq_ignore_ascii_case(key))
            {
                return Err(typed("parse-option-twice", key));
            }
            options.push((key.to_ascii_lowercase(), value.to_string()));
        }
        Command::from_options(first, &options, games, mention)
    }
}

/// The `locale:` of `/language`: one of [`LANGUAGES`], `auto` for none.
fn language(value: &str) -> Result<Option<game_api::Locale>, Words> {
    let value = value.trim();
    if value.eq_ignore_ascii_case(AUTO_LANGUAGE) {
        return Ok(None);
    }
    LANGUAGES
        .iter()
        .find(|code| code.eq_ignore_ascii_case(value))
        .and_then(|code| game_api::Locale::from_code(code))
        .map(Some)
        .ok_or_else(|| {
            Words::from(
                Phrase::new("host-language-unknown")
                    .code("given", shorten(value))
                    .code("known", LANGUAGES.join(", ")),
            )
        })
}

/// `/notify`'s options, read once: the mode, a game kind, quiet hours
/// with their time zone, the low-time threshold.
fn notify_choice<'a>(
    games: &Games,
    get: &impl Fn(&str) -> Option<&'a str>,
) -> Result<NotifyChoice, Words> {
    let mode = get("mode").unwrap_or("every").trim().to_ascii_lowercase();
    let mode = NotifyMode::from_word(&mode).ok_or_else(|| {
        Words::from(Phrase::new("notify-mode-unknown").code("given", shorten(&mode)))
    })?;
    let game = match get("game") {
        Some(g) => Some(name_of_game(games, g)?),
        None => None,
    };
    let quiet = match get("quiet") {
        Some(q) => Some(notify::parse_quiet(q).ok_or_else(|| {
            Words::from(Phrase::new("notify-quiet-unreadable").code("given", shorten(q)))
        })?),
        None => None,
    };
    let zone_name = get("zone").map(|z| z.trim().to_string());
    let zone = match &zone_name {
        Some(z) => Some(notify::parse_zone(z).ok_or_else(|| {
            Words::from(Phrase::new("notify-zone-unknown").code("given", shorten(z)))
        })?),
        None => None,
    };
    if quiet.is_some() && zone.is_none() {
        return Err(Phrase::new("notify-quiet-needs-zone").into());
    }
    let low_seconds = match get("low") {
        Some(m) => Some(
            m.trim()
                .parse::<i64>()
                .ok()
                .filter(|m| (1..=10_080).contains(m))
                .ok_or_else(|| {
                    Words::from(Phrase::new("notify-low-unreadable").code("given", shorten(m)))
                })?
                * 60,
        ),
        None => None,
    };
    Ok(NotifyChoice {
        mode,
        game,
        quiet,
        zone,
        zone_name,
        low_seconds,
    })
}

/// `on` or `off` for `verb`'s `state:` option.
fn on_or_off(value: &str, verb: &str) -> Result<bool, Words> {
    match value.trim().to_ascii_lowercase().as_str() {
        "on" => Ok(true),
        "off" => Ok(false),
        other => Err(typed_phrase("parse-not-on-or-off", other)
            .code("verb", verb)
            .into()),
    }
}

/// A `game:` option's number (`12` or `#12`), when given.
fn game_number(value: Option<&str>) -> Result<Option<i64>, Words> {
    value
        .map(|n| {
            n.trim()
                .trim_start_matches('#')
                .parse::<i64>()
                .map_err(|_| typed("parse-not-a-game-number", n))
        })
        .transpose()
}
