//! Button and menu ids, parsed in one place. An id says everything a
//! click needs (which challenge or game, at which version, what to do),
//! so a click works the same after a restart and a stale one is refused.
//!
//! Written forms: `ch:ID:ACTION` (a challenge or table), `rm:ID` (rematch
//! of a finished game), `g:ID:VERSION:ACTION…` (a game; VERSION is `*` when
//! the game alone decides whether the button still applies). A menu's id
//! has the same form; the value chosen is added as the last part.

use std::fmt;

/// What a challenge or table button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeAction {
    /// Accept the challenge.
    Accept,
    /// Decline it.
    Decline,
    /// Take a seat at the table.
    Join,
    /// Give up a seat at the table.
    Leave,
    /// Start the table's game.
    Start,
}

impl ChallengeAction {
    const ALL: [(ChallengeAction, &'static str); 5] = [
        (ChallengeAction::Accept, "accept"),
        (ChallengeAction::Decline, "decline"),
        (ChallengeAction::Join, "join"),
        (ChallengeAction::Leave, "leave"),
        (ChallengeAction::Start, "start"),
    ];

    /// Its word in an id.
    pub fn word(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(a, _)| *a == self)
            .map_or("accept", |(_, w)| w)
    }

    fn from_word(word: &str) -> Option<ChallengeAction> {
        Self::ALL.iter().find(|(_, w)| *w == word).map(|(a, _)| *a)
    }
}

/// A button's (or menu's) id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonId {
    /// A challenge or table button.
    Challenge {
        /// The challenge.
        id: i64,
        /// What it does.
        action: ChallengeAction,
    },
    /// Rematch after a finished game.
    Rematch {
        /// The finished game.
        id: i64,
    },
    /// A button of a game.
    Game {
        /// The game.
        id: i64,
        /// The game's version it was made for; `None` when the game alone
        /// decides whether it still applies (a pick stays valid while the
        /// other player picks).
        version: Option<i64>,
        /// What it does, in the game's own words (`endturn`, `3`).
        action: Vec<String>,
    },
}

impl ButtonId {
    /// A game button for `version` (or any version) doing `action`.
    pub fn game(id: i64, version: Option<i64>, action: &[&str]) -> ButtonId {
        ButtonId::Game {
            id,
            version,
            action: action.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// Reads an id; `None` when it is not one of ours.
    pub fn parse(text: &str) -> Option<ButtonId> {
        let parts: Vec<&str> = text.split(':').collect();
        let number = |s: &str| s.parse::<i64>().ok();
        match parts.as_slice() {
            ["rm", id] => Some(ButtonId::Rematch { id: number(id)? }),
            ["ch", id, action] => Some(ButtonId::Challenge {
                id: number(id)?,
                action: ChallengeAction::from_word(action)?,
            }),
            ["g", id, version, first, rest @ ..] => {
                let version = match *version {
                    "*" => None,
                    v => Some(number(v)?),
                };
                let action = std::iter::once(first)
                    .chain(rest)
                    .map(|s| s.to_string())
                    .collect();
                Some(ButtonId::Game {
                    id: number(id)?,
                    version,
                    action,
                })
            }
            _ => None,
        }
    }

    /// The id with a menu's chosen `value` added as its last part.
    pub fn parse_choice(menu: &str, value: &str) -> Option<ButtonId> {
        if value.contains(':') {
            return None;
        }
        ButtonId::parse(&format!("{menu}:{value}"))
    }
}

impl fmt::Display for ButtonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ButtonId::Challenge { id, action } => write!(f, "ch:{id}:{}", action.word()),
            ButtonId::Rematch { id } => write!(f, "rm:{id}"),
            ButtonId::Game {
                id,
                version,
                action,
            } => {
                match version {
                    Some(v) => write!(f, "g:{id}:{v}")?,
                    None => write!(f, "g:{id}:*")?,
                }
                for part in action {
                    write!(f, ":{part}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_read_back_as_written() {
        for text in [
            "ch:4:accept",
            "ch:4:start",
            "rm:12",
            "g:1:7:endturn:3",
            "g:1:*:pick",
            "g:9:2:mv:red-1:squad:6+5",
        ] {
            let id = ButtonId::parse(text).unwrap();
            assert_eq!(id.to_string(), text);
        }
        assert_eq!(
            ButtonId::parse_choice("g:1:*:pick", "e9"),
            Some(ButtonId::game(1, None, &["pick", "e9"]))
        );
    }

    #[test]
    fn foreign_ids_are_not_ours() {
        for text in [
            "",
            "ch:x:accept",
            "ch:1:fly",
            "rm:",
            "g:1:2",
            "g:a:2:x",
            "g:1:v:x",
            "zz:1",
        ] {
            assert_eq!(ButtonId::parse(text), None, "{text}");
        }
        assert_eq!(ButtonId::parse_choice("g:1:*:pick", "a:b"), None);
    }
}
