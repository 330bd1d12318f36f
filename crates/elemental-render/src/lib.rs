//! Elemental chess board pictures: the 8 × 8 board with original piece
//! art; each piece shows its element (an emblem with the element's colour
//! and shape) and a badge for its augmentor; Block Piece facings as
//! arrows; a pip for an unused Sturdy; markers for part two's scorched
//! squares, locks and marks; the last move and a king in check; alt text
//! that names the loadouts.
//!
//! ```no_run
//! use elemental::{Element, Game, Loadout};
//! use elemental_render::{BoardRequest, Renderer};
//!
//! let renderer = Renderer::new()?; // once, at start-up
//! let game = Game::new([Loadout::new(Element::Earth), Loadout::new(Element::Air)], 1)?;
//! let headline = elemental_render::status(&game);
//! let req = BoardRequest {
//!     loadouts: [Some(game.loadout(elemental::Color::White)), Some(game.loadout(elemental::Color::Black))],
//!     headline: &headline,
//!     ..BoardRequest::new(game.position())
//! };
//! let picture = renderer.board(&req)?;
//! std::fs::write("board.png", &picture.png)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Modules, one job each, as in the other games' pictures: `request`
//! (what to draw and for whom), `theme` (colours and sizes), `layout`
//! (where things go), `assets` (everything prepared once), `render`
//! (composing a frame), `alt` (descriptions). A side's abilities are drawn
//! only when the request gives its loadout.

#![warn(missing_docs)]

mod alt;
mod assets;
mod diagram;
pub mod layout;
mod render;
mod request;
pub mod theme;

pub use alt::{MAX_ALT, status};
pub use assets::badge_letters;
pub use diagram::diagram_squares;
pub use render::{RenderError, Renderer};
pub use request::{BoardRequest, MAX_NAME_CHARS, Marker, Picture, Staged, Viewer};
