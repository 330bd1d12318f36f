//! The seam between the game host and the games it hosts.
//!
//! A game is one value implementing [`Game`]: its metadata ([`GameMeta`]),
//! its own commands ([`Verb`]), and what those commands do ([`Effect`]),
//! with every text and picture made for a [`Viewer`]. The host holds a list
//! of games and knows nothing else about them; a game knows nothing of the
//! host, the database or Discord. Everything that crosses between the two
//! is a type of this crate.

#![warn(missing_docs)]

pub mod button;
pub mod choice;
pub mod draft;
pub mod engine;
pub mod failure;
pub mod game;
pub mod out;
pub mod picture;
pub mod record;
pub mod reply;
pub mod rules;
pub mod user;
pub mod verbs;
pub mod words;

pub use button::{ButtonId, ChallengeAction};
pub use choice::{Choice, Step, Target, TrieStep, TurnTrie};
pub use draft::GameDraft;
pub use engine::Think;
pub use failure::{Failure, Fault, Outcome, Refusal, refuse};
pub use game::{
    Commit, Effect, Game, GameMeta, Next, Play, Setup, Stage, Staged, TimeOut, not_seated,
};
pub use out::Out;
pub use picture::{Art, Drawn, Frame, Picture};
pub use record::{Ending, EntryKind, GameRecord, GameStatus, LogEntry, LogLine, Replayed};
pub use reply::{Attachment, Audience, Button, ButtonStyle, Menu, MenuOption, Posted, Reply};
pub use rules::{Rules, Typed};
pub use user::{User, Viewer};
pub use verbs::{Field, GameCommand, OptionKind, OptionSpec, Role, SquareName, Suggestion, Verb};

/// Discord shows at most this many autocomplete choices (and a select menu
/// at most this many options).
pub const MAX_SUGGESTIONS: usize = 25;
