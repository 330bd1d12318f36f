//! Throne pictures: the ring round the Throne with its numbered squares,
//! shields, each seat's entry, gate (with a lock while locked and cart
//! slots for formations), bridge and home; stacked soldier, unit and squad
//! icons in seat colours with an emblem per seat; the Throne with each
//! seat's finished pieces; the last throw's 8 shells and the round's
//! values; a badge on every square the player to move can reach; and alt
//! text that reads the race out. Every word is a catalogue message
//! ([`game_api::Phrase`]) said by the request's speaker.
//!
//! ```no_run
//! use throne::Position;
//! use throne_render::{BoardRequest, Renderer};
//!
//! let renderer = Renderer::new()?; // once, at start-up
//! let pos = Position::new(4, 1)?;
//! let picture = renderer.board(&BoardRequest::new(&pos))?;
//! std::fs::write("throne.png", &picture.png)?;
//! println!("{}", picture.alt);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Modules, one job each, as in the other games' pictures: `request` (what
//! to draw), `theme` (colours, emblems and sizes), `layout` (where things
//! go), `assets` (everything prepared once), `render` (composing a frame),
//! `alt` (descriptions).

mod alt;
mod assets;
pub mod layout;
mod render;
mod request;
pub mod theme;

pub use alt::{MAX_ALT, status, words as alt_words};
pub use render::{RenderError, Renderer};
pub use request::{BoardRequest, MAX_NAME_CHARS, Picture, seat_phrase};
