//! Who plays and who looks.

use crate::say::{Arg, Phrase, Speak};

/// A user as the host knows them: a stable id and a display name.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct User {
    /// Stable id (a Discord snowflake, or the name in the console).
    pub id: String,
    /// Display name.
    pub name: String,
}

/// The id that stands for the engine (the console's reserved name; a
/// front end maps the bot's own user to it). Its seats' ids are
/// `engine:LEVEL:N`, a shape no person's id has (Discord ids are numbers;
/// the console refuses the name `engine`).
pub const ENGINE_ID: &str = "engine";

impl User {
    /// A user whose id is their name (the console).
    pub fn named(name: &str) -> User {
        User {
            id: name.to_string(),
            name: name.to_string(),
        }
    }

    /// The player who plays engine seat `n` (1-based) at `level`.
    pub fn engine(level: u8, n: usize) -> User {
        let name = if n <= 1 {
            format!("Engine (level {level})")
        } else {
            format!("Engine {n} (level {level})")
        };
        User {
            id: format!("{ENGINE_ID}:{level}:{n}"),
            name,
        }
    }

    /// The level of this engine seat; `None` for a person.
    pub fn engine_level(&self) -> Option<u8> {
        engine_level(&self.id)
    }

    /// Whether this is an engine seat: it plays by itself, so nothing is
    /// addressed to it (no instructions, no mentions, no buttons).
    pub fn is_engine(&self) -> bool {
        self.engine_level().is_some()
    }

    /// How a message names this user: a person by their name as it is, an
    /// engine seat by the catalogue's `engine-name` (its level and number),
    /// so the engine is named in the reader's language and its stored
    /// (English) name is never shown.
    pub fn named_arg(&self) -> Arg {
        match engine_seat(&self.id) {
            Some((level, n)) => Arg::Phrase(Box::new(engine_name(level, n))),
            None => Arg::Name(self.name.clone()),
        }
    }

    /// This user's name as text in `speak`'s language, for a picture or a
    /// page: a person's name as it is, an engine seat's from the catalogue.
    pub fn shown(&self, speak: &dyn Speak) -> String {
        match engine_seat(&self.id) {
            Some((level, n)) => speak.say(&engine_name(level, n)),
            None => self.name.clone(),
        }
    }
}

/// The message naming engine seat `n` (1-based) at `level`.
pub fn engine_name(level: u8, n: usize) -> Phrase {
    Phrase::new("engine-name")
        .with("level", level)
        .with("n", i64::try_from(n).unwrap_or(i64::MAX))
}

/// The level and seat number of the engine seat with this user id; `None`
/// for a person.
fn engine_seat(id: &str) -> Option<(u8, usize)> {
    let level = engine_level(id)?;
    let n = id.rsplit_once(':')?.1.parse().ok()?;
    Some((level, n))
}

/// The level of the engine seat with this user id; `None` for a person.
pub fn engine_level(id: &str) -> Option<u8> {
    let rest = id.strip_prefix(ENGINE_ID)?.strip_prefix(':')?;
    let (level, n) = rest.split_once(':')?;
    n.parse::<usize>().ok()?;
    level
        .parse::<u8>()
        .ok()
        .filter(|l| crate::engine::LEVELS.contains(l))
}

/// Whether this user id is the engine's: one of its seats, or the engine
/// named as an opponent ([`ENGINE_ID`]).
pub fn is_engine_id(id: &str) -> bool {
    id == ENGINE_ID || engine_level(id).is_some()
}

/// Whether `c` would hide in a name or change the text around it:
/// control, zero-width, soft-hyphen or direction-changing characters.
pub fn is_hidden_char(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{200B}'..='\u{200F}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2060}'..='\u{2069}'
                | '\u{061C}'
                | '\u{FEFF}'
                | '\u{00AD}'
        )
}

/// `name` as it may be shown: without the characters
/// [`is_hidden_char`] finds (a name that held only those reads `?`), so a
/// name cannot reorder or hide the sentence around it.
pub fn visible_name(name: &str) -> std::borrow::Cow<'_, str> {
    if !name.chars().any(is_hidden_char) {
        return std::borrow::Cow::Borrowed(name);
    }
    let kept: String = name.chars().filter(|c| !is_hidden_char(*c)).collect();
    std::borrow::Cow::Owned(if kept.trim().is_empty() {
        "?".to_string()
    } else {
        kept
    })
}

#[cfg(test)]
mod name_tests {
    use super::*;

    #[test]
    fn hidden_characters_are_taken_out_of_names() {
        assert_eq!(visible_name("\u{202E}niw ecila"), "niw ecila");
        assert_eq!(visible_name("a\u{2067}b\u{2069}\u{200F}c\u{200B}"), "abc");
        assert_eq!(visible_name("\u{202E}"), "?");
        assert!(matches!(
            visible_name("محمد"),
            std::borrow::Cow::Borrowed("محمد")
        ));
    }
}

/// Who a text or picture is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The channel, spectators, the record: no secret may show.
    Public,
    /// The player in this seat (0-based): their own secrets may show.
    Seat(usize),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_seats_are_told_apart_from_people() {
        assert_eq!(User::engine(4, 2).engine_level(), Some(4));
        assert_eq!(engine_level("engine:6:1"), None);
        assert_eq!(engine_level("engine"), None);
        assert_eq!(engine_level("123456789012345678"), None);
        assert_eq!(engine_level("engineer"), None);
        assert!(is_engine_id(ENGINE_ID));
        assert!(!is_engine_id("alice"));
        assert!(
            !User::named(ENGINE_ID).is_engine(),
            "the opponent's name is no seat"
        );
        assert_ne!(User::engine(2, 1).id, User::engine(2, 2).id);
    }
}
