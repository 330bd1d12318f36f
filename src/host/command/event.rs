//! `/tournament action:…`: what a tournament command asks, read from its
//! options. The event itself is the host's (`crate::host::tournament`).

use super::refusal::{one_of, typed, typed_phrase};
use super::{TURN_TIMES, TurnTime, User};
use crate::host::registry::Games;
use game_api::{Phrase, Words};
pub use tournament::knockout::DrawRule;

/// The formats `/tournament create format:` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventFormat {
    /// Swiss: `rounds:` rounds, paired by score.
    Swiss,
    /// Everyone meets everyone once.
    RoundRobin,
    /// Everyone meets everyone twice, seats reversed.
    DoubleRoundRobin,
    /// A bracket seeded by rating.
    Knockout,
    /// Finished players paired again at once until the window closes.
    Arena,
    /// Games for more than two (Throne): rounds of tables by standings,
    /// then a final table.
    Tables,
}

/// The format names, as typed.
pub const FORMAT_NAMES: [(&str, EventFormat); 6] = [
    ("swiss", EventFormat::Swiss),
    ("roundrobin", EventFormat::RoundRobin),
    ("double", EventFormat::DoubleRoundRobin),
    ("knockout", EventFormat::Knockout),
    ("arena", EventFormat::Arena),
    ("tables", EventFormat::Tables),
];

/// What `/tournament create` sets up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventTerms {
    /// The game played (a registered game's name).
    pub game: String,
    /// How it is played.
    pub format: EventFormat,
    /// Swiss and tables: rounds to play.
    pub rounds: Option<usize>,
    /// Time per turn in every game; the host's default when not given.
    pub time: Option<TurnTime>,
    /// Starts by itself this many seconds after it is created.
    pub starts_in: Option<i64>,
    /// Arena: how long pairing goes on, in seconds.
    pub length: Option<i64>,
    /// Knockout: what decides a drawn game.
    pub draws: DrawRule,
}

/// What a `/tournament` command asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventAction {
    /// Create an event in this channel.
    Create(EventTerms),
    /// Join the channel's event (the organiser may enter someone else,
    /// or the bot at a level).
    Join {
        /// Who joins, when not the sender.
        player: Option<User>,
        /// The bot's level, when the bot joins.
        level: Option<u8>,
    },
    /// Leave before it starts.
    Leave,
    /// Start it (the organiser).
    Start,
    /// The pairings and standings.
    Standings,
    /// Withdraw a player (the organiser).
    Withdraw {
        /// Who.
        player: User,
    },
    /// Pause pairing (the organiser).
    Pause,
    /// Resume pairing (the organiser).
    Resume,
    /// End the event now (the organiser).
    End,
}

/// Reads a duration like `30m`, `2h`, `1d` or `90s`, in seconds.
pub fn duration(text: &str) -> Option<i64> {
    let t = text.trim().to_ascii_lowercase();
    let split = t.find(|c: char| !c.is_ascii_digit())?;
    let (n, unit) = t.split_at(split);
    let n: i64 = n.parse().ok().filter(|n| *n > 0)?;
    let unit = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return None,
    };
    n.checked_mul(unit).filter(|s| *s <= 366 * 86_400)
}

/// Builds a `/tournament` command from its options (`get` reads one).
pub fn parse(
    get: impl Fn(&str) -> Option<String>,
    games: &Games,
    player: impl Fn(&str) -> Result<User, Words>,
) -> Result<EventAction, Words> {
    let Some(action) = get("action") else {
        return Err(Phrase::new("event-needs-action").into());
    };
    Ok(match action.trim().to_ascii_lowercase().as_str() {
        "create" => EventAction::Create(terms(&get, games)?),
        "join" => EventAction::Join {
            player: get("player").map(|p| player(&p)).transpose()?,
            level: get("level").map(|l| super::engine_level(&l)).transpose()?,
        },
        "leave" => EventAction::Leave,
        "start" => EventAction::Start,
        "standings" => EventAction::Standings,
        "withdraw" => EventAction::Withdraw {
            player: match get("player") {
                Some(p) => player(&p)?,
                None => {
                    return Err(Phrase::new("event-withdraw-needs-player").into());
                }
            },
        },
        "pause" => EventAction::Pause,
        "resume" => EventAction::Resume,
        "end" => EventAction::End,
        other => {
            return Err(typed("event-not-an-action", other));
        }
    })
}

/// The terms of `/tournament action:create`.
fn terms(get: &impl Fn(&str) -> Option<String>, games: &Games) -> Result<EventTerms, Words> {
    let game = match get("game") {
        None => games.first(),
        Some(g) => games
            .get(&super::refusal::name_of_game(games, &g)?)
            .unwrap_or_else(|| games.first()),
    };
    let meta = game.meta();
    let tables = *meta.players.end() > 2;
    let format = match get("format").map(|f| f.trim().to_ascii_lowercase()) {
        None if tables => EventFormat::Tables,
        None => EventFormat::Swiss,
        Some(f) => match FORMAT_NAMES.iter().find(|(n, _)| *n == f) {
            Some((_, format)) => *format,
            None => {
                let names: Vec<&str> = FORMAT_NAMES.iter().map(|(n, _)| *n).collect();
                return Err(typed_phrase("event-not-a-format", &f)
                    .with("formats", one_of(&names))
                    .into());
            }
        },
    };
    if tables && format != EventFormat::Tables {
        return Err(Phrase::new("event-tables-only")
            .code("game", meta.title)
            .into());
    }
    if !tables && format == EventFormat::Tables {
        return Err(Phrase::new("event-tables-not-for-two")
            .code("game", meta.title)
            .into());
    }
    let rounds = match get("rounds") {
        None => None,
        Some(r) => match r.trim().parse::<usize>() {
            Ok(n) if (1..=MAX_ROUNDS).contains(&n) => Some(n),
            _ => {
                return Err(typed_phrase("event-not-rounds", &r)
                    .with("max", MAX_ROUNDS)
                    .into());
            }
        },
    };
    if rounds.is_some() && !matches!(format, EventFormat::Swiss | EventFormat::Tables) {
        return Err(Phrase::new("event-rounds-not-here").into());
    }
    let time = match get("time").map(|t| t.trim().to_ascii_lowercase()) {
        None => None,
        Some(t) if t == "none" => {
            return Err(Phrase::new("event-needs-clock").into());
        }
        Some(t) => match TURN_TIMES.iter().find(|(name, _)| *name == t) {
            Some(&(_, seconds)) => Some(TurnTime::Seconds(seconds)),
            None => {
                let names: Vec<&str> = TURN_TIMES.iter().map(|(n, _)| *n).collect();
                return Err(typed_phrase("parse-not-a-turn-time", &t)
                    .with("times", one_of(&names))
                    .into());
            }
        },
    };
    let starts_in = match get("starts") {
        None => None,
        Some(s) => Some(duration(&s).ok_or_else(|| typed("event-not-starts", &s))?),
    };
    let length = match get("length") {
        None => None,
        Some(_) if format != EventFormat::Arena => {
            return Err(Phrase::new("event-length-not-here").into());
        }
        Some(s) => Some(duration(&s).ok_or_else(|| typed("event-not-length", &s))?),
    };
    let draws = match get("draws").map(|d| d.trim().to_ascii_lowercase()) {
        None => DrawRule::Replay,
        Some(_) if format != EventFormat::Knockout => {
            return Err(Phrase::new("event-draws-not-here").into());
        }
        Some(d) if d == "replay" => DrawRule::Replay,
        Some(d) if d == "seed" => DrawRule::HigherSeed,
        Some(d) => {
            return Err(typed("event-not-draw-rule", &d));
        }
    };
    Ok(EventTerms {
        game: meta.name.to_string(),
        format,
        rounds,
        time,
        starts_in,
        length,
        draws,
    })
}

/// Most rounds a Swiss or tables event may have.
pub const MAX_ROUNDS: usize = 30;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_units_and_refuse_nonsense() {
        assert_eq!(duration("30m"), Some(1800));
        assert_eq!(duration("2h"), Some(7200));
        assert_eq!(duration("1d"), Some(86_400));
        assert_eq!(duration("90s"), Some(90));
        for bad in ["", "m", "0m", "5", "5w", "-5m", "99999d", "1.5h"] {
            assert_eq!(duration(bad), None, "{bad}");
        }
    }
}
