//! Game-tree search for the bot's engine opponent (issue 23), generic over
//! [`SearchGame`], a small trait each rules crate implements for its typed
//! position: legal moves, copy-make, a key, the score when no move is
//! left, a static evaluation and which moves are noisy.
//!
//! - [`search`]: negamax alpha-beta with iterative deepening, principal
//!   variation first, quiescence on noisy moves, stopping by depth, node
//!   budget, deadline or a shared stop flag.
//! - [`table`]: the transposition table.
//! - [`ordering`]: the table's move, then noisy moves by hint, killers and
//!   the history heuristic.
//! - [`level`]: levels 1–5, their time and depth, and their deliberate,
//!   seeded imperfection.
//! - [`draws`]: the seeded draws behind every choice left to chance.
//! - [`analyse`]: a position judged at a fixed node budget (score, best
//!   move, line) and the score's win chance, for game analysis.
//! - [`puzzle`]: positions with exactly one winning turn, and their
//!   solutions.
//! - [`ladder`]: repeatable matches between a random mover, a greedy
//!   player and the levels, for measuring them.
//!
//! Pure library: no I/O, no threads of its own; the host runs searches on
//! its own workers and owns cancellation through [`Limits::stop`].

#![warn(missing_docs)]

pub mod analyse;
pub mod draws;
mod game;
pub mod ladder;
pub mod level;
pub mod ordering;
pub mod puzzle;
pub mod search;
pub mod table;

pub use analyse::{Judged, judge, judge_without, win_chance};
pub use draws::Draws;
pub use game::{MATE, SearchGame, hashed_key, is_mate, no_moves_score};
pub use level::{Level, choose};
pub use search::{Limits, Report, Searcher};
