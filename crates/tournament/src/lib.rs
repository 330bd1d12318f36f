//! Pairing and standings for a server's tournaments, the same for every
//! game: who plays whom each round, and how the players stand.
//!
//! - [`record`]: an event's results so far (who met whom with which
//!   colour, byes, withdrawals), its scores and tie-breaks;
//! - [`swiss`]: a Swiss round, paired as a minimum-cost perfect matching
//!   (score groups, no repeated pairing, colours within two, one bye at
//!   most);
//! - [`round_robin`]: every pair once (or twice), by Berger tables;
//! - [`knockout`]: a bracket seeded by rating, byes to the top seeds;
//! - [`arena`]: players who have finished paired again at once, nearest in
//!   score;
//! - [`tables`]: Throne's tables of 3–4 seated by standings;
//! - [`event`]: an event from its opening to its end in any format: what
//!   to play next as results come in.
//!
//! Players are numbered from 0 in the order they entered; a "colour" is
//! the first seat (White, Ember) or the second.

pub mod arena;
pub mod event;
pub mod knockout;
pub mod record;
pub mod round_robin;
pub mod swiss;
pub mod tables;

pub use record::{Colour, Outcome, Pairing, Record};
