//! Why something did nothing: a sentence for the player ([`Refusal`]) or a
//! fault on our side ([`Fault`]), kept apart so that a player never reads
//! internal error text. A fault is logged and answered with an apology.

use crate::say::Words;
use std::fmt;

/// A sentence for the player who asked: what the rules or the game do not
/// allow, and what to do instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    why: Why,
    text: Words,
}

/// What kind of refusal it is, for the code that acts on it (the
/// sentence is for people; code never reads it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Why {
    /// Any other refusal: its sentence says why.
    #[default]
    Other,
    /// The game moved on since what was pressed or seen (an older
    /// message's button, a page showing an earlier version).
    MovedOn,
    /// Another change to the game was committed first.
    CommittedFirst,
    /// The chooser has chosen since, elsewhere (another message, another
    /// tab): this choice belongs to an older step.
    ChosenSince,
    /// It is not this player's turn.
    NotYourTurn,
    /// The game is over.
    GameOver,
    /// Not allowed here: no such game in this channel, not one of its
    /// players, another channel's button.
    NotAllowedHere,
    /// A puzzle's turn that is not its answer (counted as a miss).
    NotTheAnswer,
}

impl Refusal {
    /// A refusal with this sentence.
    pub fn new(text: impl Into<Words>) -> Refusal {
        Refusal::because(Why::Other, text)
    }

    /// A refusal of kind `why`, with this sentence.
    pub fn because(why: Why, text: impl Into<Words>) -> Refusal {
        Refusal {
            why,
            text: text.into(),
        }
    }

    /// The sentence.
    pub fn text(&self) -> &Words {
        &self.text
    }

    /// The sentence, owned.
    pub fn into_text(self) -> Words {
        self.text
    }

    /// Its kind.
    pub fn why(&self) -> Why {
        self.why
    }
}

/// Something that should not happen: damaged stored state, a picture that
/// could not be drawn. For the logs, never for a player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault(pub String);

impl Fault {
    /// A fault described by `text`.
    pub fn new(text: impl Into<String>) -> Fault {
        Fault(text.into())
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Fault {}

/// Why a game command did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The player asked for something not allowed; tell them.
    Refused(Refusal),
    /// Something broke on our side; log it, apologise.
    Fault(Fault),
}

impl Failure {
    /// A refusal with this sentence.
    pub fn refused(text: impl Into<Words>) -> Failure {
        Failure::Refused(Refusal::new(text))
    }

    /// A fault described by `text`.
    pub fn fault(text: impl Into<String>) -> Failure {
        Failure::Fault(Fault::new(text))
    }
}

impl From<Refusal> for Failure {
    fn from(r: Refusal) -> Failure {
        Failure::Refused(r)
    }
}

impl From<Fault> for Failure {
    fn from(f: Fault) -> Failure {
        Failure::Fault(f)
    }
}

/// Short for `Err(Failure::refused(text))`.
pub fn refuse<T>(text: impl Into<Words>) -> Result<T, Failure> {
    Err(Failure::refused(text))
}

/// Short for a refusal of kind `why` with this sentence.
pub fn refuse_because<T>(why: Why, text: impl Into<Words>) -> Result<T, Failure> {
    Err(Failure::Refused(Refusal::because(why, text)))
}

/// The result of a game command.
pub type Outcome<T> = Result<T, Failure>;
