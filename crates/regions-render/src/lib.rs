//! Regions chess board pictures: squares tinted by region (water, land and
//! the air channel), the nine piece kinds, the last move, a king in check,
//! and in a player's private view their own hidden infiltrator (once the
//! game is over, every hidden infiltrator in every view, R16); alt text
//! for each.
//!
//! ```no_run
//! use regions::Position;
//! use regions_render::{BoardRequest, Renderer};
//!
//! let renderer = Renderer::new()?; // once, at start-up
//! let start = Position::start();
//! // The words drawn and the alt text are said by the reader's speaker
//! // (the bot's catalogue; here, message ids as they are).
//! let picture = renderer.board(&BoardRequest::new(&start), &game_api::Ids)?;
//! std::fs::write("board.png", &picture.png)?;
//! println!("{}", picture.alt);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Modules, one job each, as in the Masters pictures: `request` (what to
//! draw and for whom, limited at the boundary), `theme` (colours and
//! sizes), `layout` (where things go), `assets` (everything prepared once),
//! `render` (composing a frame), `alt` (descriptions). Secrets are drawn
//! only for [`Viewer::Player`] of their owner.

mod alt;
mod assets;
mod diagram;
pub mod layout;
mod legend;
mod render;
mod request;
pub mod theme;

pub use alt::{MAX_ALT, kind, piece, region, side, status, words as alt_words};
pub use legend::LEGEND;
pub use render::{RenderError, Renderer};
pub use request::{BoardRequest, MAX_NAME_CHARS, Picture, Staged, Viewer};
