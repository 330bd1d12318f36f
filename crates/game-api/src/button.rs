//! Button and menu ids, parsed in one place. An id says everything a
//! click needs (which challenge or game, at which version, what to do),
//! so a click works the same after a restart and a stale one is refused.
//!
//! Written forms: `ch:ID:ACTION` (a challenge or table), `rm:ID` (rematch
//! of a finished game), `g:ID:VERSION:ACTION…` (a game; VERSION is `*` when
//! the game alone decides whether the button still applies). A menu's id
//! has the same form; the value chosen is added as the last part.
//!
//! Every button or menu a game puts under a message is a choice
//! session's ([`ChoiceAsk`], `g:ID:VERSION:cs…`): games make them here
//! and never read an id; the host reads them.

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
    /// The engine's analysis of a finished game.
    Analyse {
        /// The finished game.
        id: i64,
    },
    /// A puzzle to solve: this one (a daily puzzle's post), or the
    /// presser's next (`None`, under a finished attempt).
    Puzzle {
        /// The puzzle.
        id: Option<i64>,
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
            ["an", id] => Some(ButtonId::Analyse { id: number(id)? }),
            ["pz"] => Some(ButtonId::Puzzle { id: None }),
            ["pz", id] => Some(ButtonId::Puzzle {
                id: Some(number(id)?),
            }),
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

/// The first part of every choice session's action.
const CHOOSE: &str = "cs";

/// Between the keys of a whole path written in one part of an id (a
/// menu's value has one part).
const PATH_JOIN: char = '|';

/// What a choice session's button or menu asks, the actions of
/// `g:ID:VERSION:cs…`: the one way a game's buttons act. A game makes
/// them ([`ButtonId::choice`], [`ChoiceAsk::path_menu`]) and the host's
/// choice session answers them; no game reads a button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChoiceAsk {
    /// Show the presser's current step (`cs`): the Play button, or a
    /// game's own button for its secret set-up (`Pick your infiltrator`).
    Open,
    /// Add the choice `key` to the presser's session at `revision`
    /// (`cs:p:REV:KEY`; a menu of a step's choices is `cs:p:REV:~N`, the
    /// key its value).
    Pick {
        /// The session's revision the step was shown at.
        revision: u32,
        /// The choice's key.
        key: String,
    },
    /// Take the last choice back (`cs:b:REV`).
    Back {
        /// The session's revision the step was shown at.
        revision: u32,
    },
    /// Drop every choice (`cs:a:REV`).
    Again {
        /// The session's revision the step was shown at.
        revision: u32,
    },
    /// Play the session's complete path (`cs:e:REV`).
    End {
        /// The session's revision the step was shown at.
        revision: u32,
    },
    /// Play this whole path of choices at once, for whoever presses it
    /// (`cs:go:KEY|KEY…`, `cs:go` for the empty path; a menu of paths is
    /// `cs:go:~N`, a path its value): a move's button under a turn
    /// message, Throne's Throw.
    Path(Vec<String>),
}

impl ChoiceAsk {
    /// Reads a game button's action (the parts after `g:ID:VERSION:`);
    /// `None` when it is not a choice session's (an older release's
    /// button, say).
    pub fn read(action: &[&str]) -> Option<ChoiceAsk> {
        let revision = |r: &str| r.parse::<u32>().ok();
        let path = |p: &str| p.split(PATH_JOIN).map(str::to_string).collect();
        Some(match action {
            [CHOOSE] => ChoiceAsk::Open,
            // A menu's choice: its number (`~0`) before the value chosen.
            [CHOOSE, "p", rev, menu, key] if menu.starts_with('~') => ChoiceAsk::Pick {
                revision: revision(rev)?,
                key: key.to_string(),
            },
            [CHOOSE, "p", rev, key] => ChoiceAsk::Pick {
                revision: revision(rev)?,
                key: key.to_string(),
            },
            [CHOOSE, "b", rev] => ChoiceAsk::Back {
                revision: revision(rev)?,
            },
            [CHOOSE, "a", rev] => ChoiceAsk::Again {
                revision: revision(rev)?,
            },
            [CHOOSE, "e", rev] => ChoiceAsk::End {
                revision: revision(rev)?,
            },
            [CHOOSE, "go"] => ChoiceAsk::Path(vec![]),
            [CHOOSE, "go", menu, keys] if menu.starts_with('~') => ChoiceAsk::Path(path(keys)),
            [CHOOSE, "go", keys] => ChoiceAsk::Path(path(keys)),
            _ => return None,
        })
    }

    /// The action's parts, as an id writes them.
    pub fn action(&self) -> Vec<String> {
        let with = |word: &str, rest: &[String]| {
            let mut out = vec![CHOOSE.to_string(), word.to_string()];
            out.extend_from_slice(rest);
            out
        };
        match self {
            ChoiceAsk::Open => vec![CHOOSE.to_string()],
            ChoiceAsk::Pick { revision, key } => with("p", &[revision.to_string(), key.clone()]),
            ChoiceAsk::Back { revision } => with("b", &[revision.to_string()]),
            ChoiceAsk::Again { revision } => with("a", &[revision.to_string()]),
            ChoiceAsk::End { revision } => with("e", &[revision.to_string()]),
            ChoiceAsk::Path(keys) if keys.is_empty() => with("go", &[]),
            ChoiceAsk::Path(keys) => with("go", &[ChoiceAsk::path_value(keys)]),
        }
    }

    /// Whether it is answered to the presser alone: every step is; End
    /// and a whole path play the turn for everyone.
    pub fn is_private(&self) -> bool {
        !matches!(self, ChoiceAsk::End { .. } | ChoiceAsk::Path(_))
    }

    /// The id of game `game`'s `n`th menu (from 0) of a step's choices at
    /// session `revision`: each option's value is a choice's key.
    pub fn pick_menu(game: i64, version: Option<i64>, revision: u32, n: usize) -> ButtonId {
        let action = [CHOOSE, "p", &revision.to_string(), &format!("~{n}")];
        ButtonId::game(game, version, &action)
    }

    /// The id of game `game`'s `n`th menu (from 0) of whole paths: each
    /// option's value is a path's [`ChoiceAsk::path_value`].
    pub fn path_menu(game: i64, version: Option<i64>, n: usize) -> ButtonId {
        ButtonId::game(game, version, &[CHOOSE, "go", &format!("~{n}")])
    }

    /// A whole path of choices as a menu option's value (its keys joined).
    pub fn path_value(keys: &[String]) -> String {
        let mut out = String::new();
        for (i, key) in keys.iter().enumerate() {
            if i > 0 {
                out.push(PATH_JOIN);
            }
            out.push_str(key);
        }
        out
    }
}

impl ButtonId {
    /// A choice session's button for `version` (or any version) asking `ask`.
    pub fn choice(game: i64, version: Option<i64>, ask: &ChoiceAsk) -> ButtonId {
        ButtonId::Game {
            id: game,
            version,
            action: ask.action(),
        }
    }
}

impl fmt::Display for ButtonId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ButtonId::Challenge { id, action } => write!(f, "ch:{id}:{}", action.word()),
            ButtonId::Rematch { id } => write!(f, "rm:{id}"),
            ButtonId::Analyse { id } => write!(f, "an:{id}"),
            ButtonId::Puzzle { id: None } => write!(f, "pz"),
            ButtonId::Puzzle { id: Some(id) } => write!(f, "pz:{id}"),
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
    fn choice_asks_read_back_as_written() {
        let path = |keys: &[&str]| ChoiceAsk::Path(keys.iter().map(|k| k.to_string()).collect());
        for ask in [
            ChoiceAsk::Open,
            ChoiceAsk::Pick {
                revision: 3,
                key: "face.e2=north".into(),
            },
            ChoiceAsk::Back { revision: 0 },
            ChoiceAsk::Again { revision: 7 },
            ChoiceAsk::End { revision: 12 },
            path(&[]),
            path(&["home"]),
            path(&["red-1", "kind.squad", "values.16+8+4"]),
        ] {
            let id = ButtonId::choice(4, Some(9), &ask).to_string();
            let Some(ButtonId::Game { action, .. }) = ButtonId::parse(&id) else {
                panic!("{id} does not read");
            };
            let parts: Vec<&str> = action.iter().map(String::as_str).collect();
            assert_eq!(ChoiceAsk::read(&parts), Some(ask.clone()), "{id}");
        }
        assert_eq!(
            ButtonId::choice(4, None, &path(&["5", "values.6+5"])).to_string(),
            "g:4:*:cs:go:5|values.6+5"
        );
        // A menu's value comes back after its id.
        let keys = ["home".to_string(), "values.11".to_string()];
        let menu = ChoiceAsk::path_menu(4, Some(9), 2).to_string();
        let Some(ButtonId::Game { action, .. }) =
            ButtonId::parse_choice(&menu, &ChoiceAsk::path_value(&keys))
        else {
            panic!("{menu} does not read");
        };
        let parts: Vec<&str> = action.iter().map(String::as_str).collect();
        assert_eq!(
            ChoiceAsk::read(&parts),
            Some(ChoiceAsk::Path(keys.to_vec()))
        );
        let menu = ChoiceAsk::pick_menu(4, Some(9), 5, 0).to_string();
        let Some(ButtonId::Game { action, .. }) = ButtonId::parse_choice(&menu, "e2") else {
            panic!("{menu} does not read");
        };
        let parts: Vec<&str> = action.iter().map(String::as_str).collect();
        assert_eq!(
            ChoiceAsk::read(&parts),
            Some(ChoiceAsk::Pick {
                revision: 5,
                key: "e2".into()
            })
        );
        // An older release's words are not a choice session's.
        for old in [
            &["pick"][..],
            &["mv", "home", "s", "6"],
            &["cs", "p", "x", "e2"],
        ] {
            assert_eq!(ChoiceAsk::read(old), None, "{old:?}");
        }
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
