//! Rules engine for **Elemental chess**: chess in which each army is
//! slotted, before the match, with an element and three abilities.
//!
//! Pure library: no I/O, no async, no rendering. Rule ids (E1, E2, …) refer
//! to `docs/rules/elemental.md`.
//!
//! - [`chess`]: the plain chess core (E1): bitboards, FEN, legal moves,
//!   perft. With abilities off a game is exactly this.
//! - [`Loadout`]: elements and slots (E4–E8), and what this release offers.
//! - [`Position`]: the position with what each piece carries; check as
//!   E1a counts it and the blocked-capture tests (E30).
//! - [`Position::candidates`]: every legal turn with abilities; each turn
//!   resolved by [`Position::resolve`] (knockbacks from the seeded
//!   generator, E41).
//! - [`Game`]: a game with loadouts, generator and repetition history;
//!   [`Game::play`] takes a submitted [`Turn`] (E39) and says why one is refused.
//! - The stored text of a game: see [`notation`].
//!
//! ```
//! use elemental::{Element, Game, Loadout, Turn};
//! let game = Game::new([Loadout::new(Element::Air), Loadout::new(Element::Earth)], 7)?;
//! // Tailwind (E16): after a quiet move an Air piece may take 2 extra steps.
//! let (next, events) = game.play(&"g1-f3 then:g4,h5".parse::<Turn>()?)?;
//! assert_eq!(events[0].to_string(), "White knight g1-f3.");
//! assert_eq!(next.turn(), elemental::Color::Black);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

mod bitboard;
pub mod chess;
mod conceal;
mod effects;
mod event;
mod game;
mod generate;
mod laugh;
mod loadout;
pub mod notation;
mod position;
mod raijin;
mod refusal;
mod resolve;
mod rewind;
mod rng;
mod sadist;
mod scorch;
pub mod search;
mod square;
mod turn;

pub use chess::{Board, FenError, Move, MoveKind, MoveList, START_FEN};
pub use conceal::Revealed;
pub use event::{Event, story};
pub use game::{Game, Status};
pub use generate::{Candidate, Outcome, PendingBlock};
pub use loadout::{
    Ability, Augmentor, Element, Loadout, LoadoutError, Offense, Slots, Temporal, check_slots,
    describe_slots, side_from_text,
};
pub use position::{Blocker, Missing, PieceInfo, Position, in_cone};
pub use refusal::{Choice, Chosen, TurnError};
pub use rng::SplitMix64;
pub use sadist::Mark;
pub use scorch::Tag;
pub use square::{Color, Facing, ParseSquareError, Role, Square};
pub use turn::{Extra, MAX_THEN, MAX_TURN_LEN, ParseTurnError, Revival, Turn};
