//! Rules engine for **Regions chess**: chess on a 10 × 10 board split into
//! water, land and air files, with commander pawns that carry their
//! neighbours and a secret infiltrator for each player.
//!
//! Pure library: no I/O, no async, no rendering. Rule ids (R1, R2, …) refer
//! to `docs/rules/regions.md`.
//!
//! # Use
//!
//! ```
//! use regions::{Action, Position, Side};
//!
//! // Both players pick an enemy piece as their secret infiltrator (R13).
//! let pos = Position::start()
//!     .pick(Side::White, "e9".parse()?)?
//!     .pick(Side::Black, "c2".parse()?)?;
//! assert_eq!(pos.legal_actions().len(), 32);
//!
//! let action: Action = "e2-e5".parse()?;
//! let (next, events) = pos.play(&action)?;
//! assert_eq!(next.turn(), 2);
//! assert_eq!(events[0].to_string(), "White's commander moved e2-e5.");
//!
//! // A rejected action says why, naming the rule, and changes nothing.
//! let err = next.validate(&"reveal".parse()?).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "You can reveal your infiltrator only once a check has happened in the game (R14)."
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Action notation
//!
//! | form | example | meaning |
//! |---|---|---|
//! | move | `e2-e4` | the piece on e2 goes to e4 (a jumper's chain by where it lands) |
//! | promotion | `c9-c10=queen` | a pawn reaching its last rank and its choice (R6) |
//! | carry | `e2-e4 &d2` | the commander carries the pawn on d2 as far (R7) |
//! | carried promotion | `e9-e10=queen &d9=hussar` | both reach the last rank |
//! | reveal | `reveal` | reveal your infiltrator (R14) |
//!
//! Squares and names in any case on input; inputs over 64 characters are
//! refused.
//!
//! # Position notation
//!
//! Six fields separated by single spaces:
//!
//! 1. **Board**, rank 10 first, ranks separated by `/`: `K` king, `Q` queen,
//!    `T` tower, `B` bishop, `S` scout, `H` hussar, `J` jumper, `P` pawn,
//!    `C` commander pawn; upper case White, lower case Black; a `'` after a
//!    pawn or commander that has moved (R6); a number 1–10 counts empty
//!    squares.
//! 2. **Side to move**: `w` or `b`.
//! 3. **Turn number**, from 1; White plays the odd turns.
//! 4. **Check**: `+` once any check has happened (R12), else `-`.
//! 5. **Infiltrators**, White's then Black's: `?` not picked, the square of
//!    the hidden enemy piece, `r` revealed or `x` lost (R13, R14). The
//!    picks are secret: this is the server's full state.
//! 6. **Recapture**: the square where the side to move's commander may
//!    recapture this turn (R7), or `-`.
//!
//! ```
//! use regions::Position;
//! let text = "thbsqksbht/pjppccppjp/10/10/10/10/10/10/PJPPCCPPJP/THBSQKSBHT w 1 - ?/? -";
//! let pos: Position = text.parse()?;
//! assert_eq!(pos, Position::start());
//! assert_eq!(pos.to_string(), text);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every text that parses formats back to exactly the same text; parsing
//! never panics and refuses inputs over 512 characters.

mod action;
mod error;
mod event;
mod generate;
mod geometry;
mod notation;
mod piece;
mod position;
mod rules;
pub mod search;
mod square;

pub use action::{Action, Carry, Move};
pub use error::{ActionError, CarryShortened, PickError};
pub use event::Event;
pub use notation::{
    MAX_ACTION_LEN, MAX_POSITION_LEN, ParseActionError, ParsePositionError, parse_position,
};
pub use piece::{Kind, ParseKindError, ParsePromotionError, Piece, Promotion, Side};
pub use position::{Infiltrator, Position, Setup, SetupError};
pub use square::{FILES, ParseSquareError, RANKS, Region, SQUARES, Square};
