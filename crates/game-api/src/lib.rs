//! The seam between the game host and the games it hosts.
//!
//! A game is one value implementing [`Game`]: its metadata ([`GameMeta`]),
//! its own commands ([`Verb`]), and what those commands do ([`Effect`]),
//! with every text and picture made for a [`Viewer`]. The host holds a list
//! of games and knows nothing else about them; a game knows nothing of the
//! host, the database or Discord. Everything that crosses between the two
//! is a type of this crate.
//!
//! A game implements [`Rules`] over its own state type, with [`Choices`]
//! (a turn as a path of choices) and [`Engine`] (a turn in its own
//! notation played, and the engine's choice of one), and is registered as
//! [`Typed`]`(rules)`, which reads and writes the stored state around each
//! call. Those three are the small required core; everything else has a
//! provided default, and what only some games have is a capability handed
//! out through an accessor ([`Rules::staging`], [`Rules::setup`],
//! [`Rules::notes`]). The host sees the same split in [`Game`]: methods
//! every game answers, and [`Game::staging`] and [`Game::setup`].
//!
//! # The life of a turn
//!
//! 1. **A front end** (the console, Discord, later the web) turns what a
//!    player did into a command: a typed `/move from:E2 to:E4`, a button
//!    id ([`ButtonId`]: every game button is a choice session's,
//!    [`ChoiceAsk`]), or a choice key from a [`Step`]. The host finds the
//!    channel's game and the player's seat and builds a [`Play`]: the
//!    stored [`GameRecord`], who asks, their seat, and what they have
//!    staged or drafted ([`GameDraft`]).
//! 2. **The game decides.** [`Game::act`] (or [`Game::play_choice`],
//!    [`GameStaging::stage`], [`GameStaging::play_staged`]) reads
//!    the state, checks the rules and answers an [`Effect`]: a reply only,
//!    a new draft, or a committed turn ([`Commit`]: the next state and who
//!    acts ([`Next`]), the log entry ([`LogLine`]), an [`Ending`] if the
//!    game is over, and the messages ([`Out`]) for each audience). A turn
//!    the rules forbid is a [`Refusal`] and changes nothing; a damaged
//!    state is a [`Fault`], logged and never shown to a player.
//! 3. **The host commits** every change the same way (`src/host/commit.rs`):
//!    the version check (of two racing commits only one succeeds), the log
//!    entry, the drafts, the clock, ratings, who is notified, the Play and
//!    Rematch buttons, all in the command's one transaction.
//! 4. **After the commit**, pictures ([`Picture`]) are drawn off the async
//!    workers and the replies go out: the channel sees the public board,
//!    each seat only what [`Viewer::Seat`] may see.
//!
//! A turn made of choices takes the same road: [`Game::choices`] answers
//! each [`Step`] (the options, each a [`Target`] on the board or a named
//! option, and whether the turn may end there); a complete path is the
//! game's own notation of the turn, played by [`Game::play_choice`]. The
//! engine ([`Game::think`]) answers in the same notation, so its turns
//! commit through the same path.

#![warn(missing_docs)]

pub mod analysis;
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
pub mod say;
pub mod user;
pub mod verbs;
pub mod words;

pub use analysis::{Decision, Effort, FoundPuzzle, Judgement};
pub use button::{ButtonId, ChallengeAction, ChoiceAsk};
pub use choice::{Choice, Plays, Step, Target, TrieStep, TurnTrie};
pub use draft::GameDraft;
pub use engine::Think;
pub use failure::{Failure, Fault, Outcome, Refusal, Why, refuse, refuse_because};
pub use game::{
    Commit, Effect, Game, GameMeta, GameSetup, GameStaging, Next, Play, Stage, Staged, TimeOut,
    not_seated,
};
pub use out::Out;
pub use picture::{Art, Drawn, Frame, Picture, Places, Spot};
pub use record::{Ending, EntryKind, GameRecord, GameStatus, LogEntry, LogLine, Replayed};
pub use reply::{Attachment, Audience, Button, ButtonStyle, Menu, MenuOption, Posted, Reply};
pub use rules::{Choices, Engine, Notes, Rules, SecretSetup, Staging, Typed, any_turn};
pub use say::{Arg, Bit, Ids, Join, Locale, Phrase, Speak, Words};
pub use user::{User, Viewer};
pub use verbs::{
    Expected, Field, GameCommand, OptionKind, OptionSpec, Role, SquareName, Suggestion, Verb,
};

/// Discord shows at most this many autocomplete choices (and a select menu
/// at most this many options).
pub const MAX_SUGGESTIONS: usize = 25;
