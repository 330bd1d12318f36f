//! Speaking every player's language. What the bot says travels as data
//! ([`game_api::Phrase`], [`game_api::Words`]) to the front ends, which say
//! it here in their reader's locale: the Fluent catalogue
//! ([`catalogue`]), the pseudo-locale tests read ([`pseudo`]), and which
//! locale a reader gets ([`choose`]).

pub mod catalogue;
pub mod choose;
pub mod controls;
pub mod coverage;
pub mod pseudo;

pub use catalogue::{Catalogue, Speaker, Times, catalogue, speaker};

use game_api::{Audience, Locale, Speak, Words};

/// `words` in en-US, for the logs (which are the operators', in English).
pub fn english(words: &Words) -> String {
    speaker(Locale::EnUs).words(words)
}

/// Anything that reads as en-US text: what the bot said, for the logs and
/// for tests that read a sentence the way an English-speaking player would.
pub trait InEnglish {
    /// The text in en-US.
    fn en(&self) -> String;
}

impl InEnglish for Words {
    fn en(&self) -> String {
        english(self)
    }
}

impl InEnglish for str {
    fn en(&self) -> String {
        self.to_owned()
    }
}

impl InEnglish for String {
    fn en(&self) -> String {
        self.clone()
    }
}

impl<T: InEnglish + ?Sized> InEnglish for &T {
    fn en(&self) -> String {
        (**self).en()
    }
}

/// The languages of one conversation: a private reply's (its reader's) and
/// a public one's (the server's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Voices {
    /// Replies only their reader sees.
    pub private: Locale,
    /// Replies everyone in the channel sees.
    pub public: Locale,
}

impl Voices {
    /// One language for both.
    pub fn one(locale: Locale) -> Voices {
        Voices {
            private: locale,
            public: locale,
        }
    }

    /// The language of a reply for `audience`.
    pub fn of(&self, audience: &Audience) -> Locale {
        match audience {
            Audience::Everyone => self.public,
            Audience::Private(_) => self.private,
        }
    }
}
