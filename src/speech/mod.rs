//! Speaking every player's language. What the bot says travels as data
//! ([`game_api::Phrase`], [`game_api::Words`]) to the front ends, which say
//! it here in their reader's locale: the Fluent catalogue
//! ([`catalogue`]), the pseudo-locale tests read ([`pseudo`]), and which
//! locale a reader gets ([`choose`]).

pub mod catalogue;
pub mod choose;
pub mod pseudo;

pub use catalogue::{Catalogue, Speaker, catalogue, speaker};
