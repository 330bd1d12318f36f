//! Masters board pictures: the board with its markers (aura dots, claim
//! dots, the witch's badge), the last move, private previews of a staged
//! turn, piece diagrams for the rules help, and alt text for each.
//!
//! ```no_run
//! use masters::Position;
//! use masters_render::{BoardRequest, Renderer};
//!
//! let renderer = Renderer::new()?; // once, at start-up
//! let start = Position::start();
//! let picture = renderer.board(&BoardRequest::new(&start), &game_api::Ids)?;
//! std::fs::write("board.png", &picture.png)?;
//! println!("{}", picture.alt);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Modules, one job each: `request` (what to draw, limited at the
//! boundary), `theme` (colours and sizes), `layout` (where things go),
//! `assets` (everything prepared once), `render` (composing a frame),
//! `diagram` (piece diagrams), `alt` (descriptions), `words` (the
//! game's vocabulary as catalogue messages). The words drawn and the alt
//! text are said by the reader's [`game_api::Speak`].

mod alt;
mod assets;
mod diagram;
pub mod layout;
mod render;
mod request;
pub mod theme;
pub mod words;

pub use alt::MAX_ALT;
pub use render::{RenderError, Renderer};
pub use request::{BoardRequest, MAX_CAPTURED, MAX_NAME_CHARS, Picture, Preview};
