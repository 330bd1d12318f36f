//! Commands as games declare them ([`Verb`], [`OptionSpec`]) and as a
//! player gives them ([`GameCommand`]). The host builds the console parser
//! and the Discord registration from the declarations; the game in the
//! channel reads the given options with the helpers here, which answer a
//! mistake with one sentence saying what to write instead.

use crate::failure::Refusal;
use crate::say::{Arg, Join, Phrase};
use crate::words::shorten;
use std::fmt;

/// What kind of value an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// Text the game checks itself (squares, places, lists).
    Text,
    /// One of these words (Discord offers them as fixed choices).
    Choice(&'static [&'static str]),
    /// A member of the channel (Discord's user picker).
    User,
    /// A whole number in this range.
    Integer {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// `true` or `false`.
    Bool,
    /// The name of a hosted game (the host offers the registered ones).
    GameName,
    /// A side of a hosted game, or `random` (the host offers every game's side words).
    Side,
}

/// One option of a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name, as in `from:E2`.
    pub name: &'static str,
    /// What it is for, in a few words (Discord shows it; at most 100 characters).
    pub about: &'static str,
    /// What it takes.
    pub kind: OptionKind,
    /// Whether the command needs it.
    pub required: bool,
    /// Whether the game suggests values while it is typed ([`crate::Game::suggest`]).
    pub autocomplete: bool,
}

impl OptionSpec {
    /// An optional text option.
    pub const fn text(name: &'static str, about: &'static str) -> OptionSpec {
        OptionSpec {
            name,
            about,
            kind: OptionKind::Text,
            required: false,
            autocomplete: false,
        }
    }

    /// An optional option with fixed choices.
    pub const fn choice(
        name: &'static str,
        about: &'static str,
        words: &'static [&'static str],
    ) -> OptionSpec {
        OptionSpec {
            name,
            about,
            kind: OptionKind::Choice(words),
            required: false,
            autocomplete: false,
        }
    }

    /// The same option, required.
    pub const fn required(mut self) -> OptionSpec {
        self.required = true;
        self
    }

    /// The same option, with suggestions while it is typed.
    pub const fn suggested(mut self) -> OptionSpec {
        self.autocomplete = true;
        self
    }
}

/// What a game command does, so the host knows which ones it stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The game answers it at once (`/throw`, `/pick`, `/loadout`).
    Act,
    /// It adds to the player's staged turn, previewed privately and played
    /// with End turn (`/move` in a chess-like game). The host keeps the
    /// staged turn, its revision, Undo and End turn.
    Stage,
    /// It stages a whole turn and plays it at once (`/turn`).
    Turn,
}

/// One command (`/move`, `/throw`), as its game declares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verb {
    /// Its name without the slash.
    pub name: &'static str,
    /// What it does, in one line (`/help` and Discord show it; at most 100 characters).
    pub about: &'static str,
    /// Its options.
    pub options: &'static [OptionSpec],
    /// Whether a successful answer goes to the sender alone (previews,
    /// private choices), so a front end can acknowledge it privately.
    pub private: bool,
    /// What it does: answered at once, staged, or a whole turn.
    pub role: Role,
}

/// A square as typed: a file A–J and a rank 1–12 (the largest board any
/// chess-like game has). The game checks it against its own board.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SquareName(String);

impl SquareName {
    /// The square as typed (trimmed).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::str::FromStr for SquareName {
    type Err = ();

    fn from_str(s: &str) -> Result<SquareName, ()> {
        let t = s.trim();
        let mut chars = t.chars();
        let file = chars.next().ok_or(())?.to_ascii_lowercase();
        let rank = chars.as_str();
        let ok_rank = !rank.is_empty()
            && rank.len() <= 2
            && !rank.starts_with('0')
            && rank.bytes().all(|b| b.is_ascii_digit())
            && rank.parse::<u8>().is_ok_and(|r| (1..=12).contains(&r));
        if ('a'..='j').contains(&file) && ok_rank {
            Ok(SquareName(t.to_string()))
        } else {
            Err(())
        }
    }
}

/// Reads `value` (given for `option`) as a square.
pub fn square(option: &str, value: &str) -> Result<SquareName, Refusal> {
    value.parse::<SquareName>().map_err(|_| {
        Refusal::new(
            Phrase::new("game-not-a-square")
                .code("option", option)
                .name("value", shorten(value)),
        )
    })
}

/// A game command as the player gave it: the verb and its options as
/// text, in lower-case names. The game reads them with the helpers below.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameCommand {
    /// The verb, without the slash, in lower case.
    pub verb: String,
    /// The options given, `name` → `value` (names in lower case, values as typed).
    pub options: Vec<(String, String)>,
}

impl GameCommand {
    /// A command with these options.
    pub fn new(verb: &str, options: &[(&str, &str)]) -> GameCommand {
        GameCommand {
            verb: verb.to_string(),
            options: options
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    /// The value given for `key`, if any.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// The value given for `key`, or a refusal showing an `example`.
    pub fn need(&self, key: &str, example: &str) -> Result<&str, Refusal> {
        self.get(key).ok_or_else(|| {
            Refusal::new(
                Phrase::new("game-needs-option")
                    .code("verb", &self.verb)
                    .code("option", key)
                    .code("example", example),
            )
        })
    }

    /// `key` read as a square, if given.
    pub fn square(&self, key: &str) -> Result<Option<SquareName>, Refusal> {
        self.get(key).map(|v| square(key, v)).transpose()
    }

    /// `key` read as a square, which the command needs.
    pub fn need_square(&self, key: &str, example: &str) -> Result<SquareName, Refusal> {
        square(key, self.need(key, example)?)
    }

    /// `key` read as one of `words` (in any case), if given; `what` says
    /// what the words are (choices, answers).
    pub fn word(
        &self,
        key: &str,
        words: &[&str],
        what: Expected,
    ) -> Result<Option<String>, Refusal> {
        self.get(key).map(|v| word(key, v, words, what)).transpose()
    }

    /// Refuses an option the verb does not have in this game: `game` is
    /// the game's title, `allowed` its options of this verb.
    pub fn only(&self, game: &str, allowed: &[&str]) -> Result<(), Refusal> {
        for (key, _) in &self.options {
            if !allowed.contains(&key.as_str()) {
                let refusal = if allowed.is_empty() {
                    Phrase::new("game-no-options")
                } else {
                    Phrase::new("game-no-such-option").code("options", allowed.join(", "))
                };
                return Err(Refusal::new(
                    refusal
                        .code("game", game)
                        .code("verb", &self.verb)
                        .name("option", shorten(key)),
                ));
            }
        }
        Ok(())
    }
}

/// What the words an option takes are, as its refusal names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// One of several choices (`promote:`).
    Choice,
    /// An answer (`inherit:`).
    Answer,
}

/// `value` (given for `option`) as one of `words`, in lower case.
pub fn word(option: &str, value: &str, words: &[&str], what: Expected) -> Result<String, Refusal> {
    let lower = value.trim().to_ascii_lowercase();
    if words.contains(&lower.as_str()) {
        Ok(lower)
    } else {
        let what = match what {
            Expected::Choice => "choice",
            Expected::Answer => "answer",
        };
        let words = words
            .iter()
            .map(|w| Phrase::new("game-value").code("value", w))
            .collect();
        Err(Refusal::new(
            Phrase::new("game-not-one-of")
                .code("option", option)
                .name("value", shorten(value))
                .code("what", what)
                .with("words", Arg::List(Join::Or, words)),
        ))
    }
}

/// Which option a player is typing (Discord's autocomplete), and what
/// they have filled in so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Field {
    /// The verb (`move`).
    pub verb: String,
    /// The option being typed (`to`).
    pub option: String,
    /// The other options filled in so far.
    pub given: Vec<(String, String)>,
}

impl Field {
    /// A field of `verb`'s `option`, with `given` filled in.
    pub fn new(verb: &str, option: &str, given: &[(&str, &str)]) -> Field {
        Field {
            verb: verb.to_string(),
            option: option.to_string(),
            given: given
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    /// What was filled in for `key`, if anything.
    pub fn get(&self, key: &str) -> Option<String> {
        self.given
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.clone())
    }
}

/// One suggestion: what the list shows and the value it fills in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// Shown in the list, like `E2 · scout`, said in the reader's
    /// language.
    pub label: crate::say::Words,
    /// Filled in, like `E2`.
    pub value: String,
}

#[cfg(test)]
mod tests {
    use crate::say::{Ids, Speak, Words};

    trait PipeIds {
        fn pipe_ids(&self) -> String;
    }

    impl PipeIds for Words {
        fn pipe_ids(&self) -> String {
            Ids.words(self)
        }
    }

    use super::*;

    #[test]
    fn options_are_read_with_a_sentence_for_each_mistake() {
        let c = GameCommand::new("move", &[("from", "K2"), ("promote", "King")]);
        assert_eq!(
            c.square("from").unwrap_err().text().pipe_ids(),
            "game-not-a-square(option: from, value: K2)"
        );
        assert_eq!(
            c.need("to", "/move from:E2 to:E4")
                .unwrap_err()
                .text()
                .pipe_ids(),
            "game-needs-option(verb: move, option: to, example: /move from:E2 to:E4)"
        );
        assert_eq!(
            c.word("promote", &["queen"], Expected::Choice)
                .unwrap_err()
                .text()
                .pipe_ids(),
            "game-not-one-of(option: promote, value: King, what: choice, words: game-value(value: queen))"
        );
        assert_eq!(
            c.only("Throne", &["piece"]).unwrap_err().text().pipe_ids(),
            "game-no-such-option(options: piece, game: Throne, verb: move, option: from)"
        );
        let ok = GameCommand::new("move", &[("from", "e2"), ("promote", "Queen")]);
        assert_eq!(ok.square("from").unwrap().unwrap().as_str(), "e2");
        assert_eq!(
            ok.word("promote", &["queen"], Expected::Choice)
                .unwrap()
                .as_deref(),
            Some("queen")
        );
    }

    #[test]
    fn squares_are_files_a_to_j_and_ranks_1_to_12() {
        for ok in ["a1", "J12", " e4 "] {
            assert!(ok.parse::<SquareName>().is_ok(), "{ok}");
        }
        for bad in ["", "k1", "a0", "a13", "a01", "aa", "e4x"] {
            assert!(bad.parse::<SquareName>().is_err(), "{bad}");
        }
    }
}
