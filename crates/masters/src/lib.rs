//! Rules engine for **Masters**: Ember against Frost on a 10 × 12 board.
//!
//! Pure library: no I/O, no async, no rendering. Rule ids (M1, M2, …) refer
//! to `docs/rules/masters.md`.
//!
//! # Use
//!
//! ```
//! use masters::{Position, Turn};
//!
//! let start = Position::start();
//! assert_eq!(start.legal_turns().len(), 54);
//!
//! let turn: Turn = "E2-E4".parse()?;
//! let (next, events) = start.play(&turn)?;
//! assert_eq!(next.turn(), 2);
//! assert_eq!(events[0].to_string(), "Ember's scout moved E2-E4.");
//!
//! // A rejected turn says why and leaves the position as it was.
//! let err = next.validate(&"E4-E5".parse()?).unwrap_err();
//! assert_eq!(err.to_string(), "Ember's scout on E4 is not yours to move.");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Turn notation
//!
//! Space-separated parts, each at most once, in any order on input and in
//! this order on output; squares and piece names in any case on input:
//!
//! | part | example | meaning |
//! |---|---|---|
//! | move | `E2-E4` | the piece on E2 goes to E4 |
//! | promoting move | `C11-C12=dragon` | a scout reaching its far rank and its choice (M36) |
//! | claim | `^F9` | the puppeteer claims the piece on F9 (M21) |
//! | accept | `+horseman` | the witch accepts the horseman offer (M32) |
//! | decline | `+decline` | the witch declines her offers |
//!
//! `D1-D7 ^F9 +horseman` moves, claims and accepts. A turn needs a move or a
//! claim (M20); inputs over 64 characters are refused.
//!
//! ```
//! use masters::Turn;
//! let t: Turn = "+Horseman ^f9 d1-d7".parse()?;
//! assert_eq!(t.to_string(), "D1-D7 ^F9 +horseman");
//! assert!("+horseman".parse::<Turn>().is_err()); // an answer alone is no turn
//! # Ok::<(), masters::ParseTurnError>(())
//! ```
//!
//! # Position notation
//!
//! Six fields separated by single spaces:
//!
//! 1. **Board**, rank 12 first, ranks separated by `/`. A letter is a piece:
//!    `G` general, `P` puppeteer, `W` witch, `C` cardinal, `D` dragon,
//!    `N` sentinel, `A` archer, `H` horseman, `S` scout; upper case for
//!    pieces Ember owns, lower case for Frost's. A `*` after a piece means the
//!    enemy puppeteer holds it (the claimer is always the owner's enemy, M4).
//!    A number 1–10 counts empty squares.
//! 2. **Side to move**: `e` or `f`.
//! 3. **Turn number**, from 1; Ember plays the odd turns.
//! 4. **Witch movesets**, Ember's then Frost's: a piece letter (Ember's
//!    upper case, Frost's lower case) or `-`, like `H/-`.
//! 5. **Pending offers**, Ember's then Frost's: letters in the order above,
//!    a forced one (M34) followed by `!`, or `-`, like `-/g!s`.
//! 6. **Forced offers made**: `-`, `e`, `f` or `ef` (only the first forced
//!    offer of a side is forced, M34).
//!
//! ```
//! use masters::Position;
//! let text = "nhadgpwahn/ssscsscsss/10/10/10/10/10/10/10/10/SSSCSSCSSS/NHADGPWAHN e 1 -/- -/- -";
//! let pos: Position = text.parse()?;
//! assert_eq!(pos, Position::start());
//! assert_eq!(pos.to_string(), text);
//!
//! // Frost's horseman on D7 held by Ember; Ember's witch moves as a horseman.
//! let text = "nhadgpwa1n/ssscsscsss/10/10/10/3h*6/10/10/3P6/10/SSSCSSCSSS/NHADG1WAHN f 6 H/- -/- -";
//! let pos: Position = text.parse()?;
//! assert_eq!(pos.claimer("D7".parse()?), Some(masters::Side::Ember));
//! assert_eq!(pos.to_string(), text);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every text that parses formats back to exactly the same text; parsing
//! never panics and refuses inputs over 512 characters.

mod attacks;
mod bitboard;
mod error;
mod event;
mod generate;
mod notation;
mod piece;
mod position;
mod rules;
pub mod search;
mod square;
mod turn;

pub use bitboard::{Bitboard, Squares};
pub use error::{ClaimError, PieceOn, TurnError};
pub use event::{Event, ReleaseReason};
pub use notation::{
    MAX_POSITION_LEN, MAX_TURN_LEN, ParsePositionError, ParseTurnError, format_position,
    parse_position,
};
pub use piece::{Kind, KindSet, ParseKindError, Piece, Promotion, Side};
pub use position::{Position, Setup, SetupError};
pub use square::{FILES, ParseSquareError, RANKS, SQUARES, Square};
pub use turn::{Action, Inheritance, Move, Turn};
