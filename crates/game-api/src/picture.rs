//! Pictures: made by a game for one viewer while a command runs, drawn by
//! the host after the change is stored (off the async workers).

use crate::failure::Fault;
use std::sync::{Arc, OnceLock};

/// A finished picture or animation file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    /// File name, like `board.png` or `replay.gif`.
    pub filename: String,
    /// The encoded file (PNG or GIF).
    pub bytes: Vec<u8>,
    /// Alt text for screen readers.
    pub alt: String,
}

/// A board as an indexed frame in its game's fixed palette, for animated replays.
pub struct Frame<'a> {
    /// The pixels as palette indices.
    pub image: board_render::IndexedImage,
    /// The game's palette.
    pub palette: &'a board_render::Palette,
}

/// A picture to draw once the change is stored. Made by a game for one
/// viewer; it carries everything it needs (its renderer included).
pub trait Picture: Send + std::fmt::Debug {
    /// Draws it, its words (headers, legends, alt text) said by `speak`
    /// in its reader's language.
    fn draw(&self, speak: &dyn crate::say::Speak) -> Result<Drawn, Fault>;
    /// The same picture as an indexed frame for animated replays; `None`
    /// for pictures that are not boards.
    fn frame(&self, _speak: &dyn crate::say::Speak) -> Option<Result<Frame<'_>, Fault>> {
        None
    }
    /// Where each place of the board is drawn, in the drawn picture's
    /// pixels (the same geometry the picture is drawn with): what a click
    /// on the picture means. Empty for pictures that are not boards.
    fn places(&self) -> Places {
        Places::default()
    }
}

/// Where a picture's places are: its size and one box per place.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Places {
    /// The picture's width in pixels.
    pub width: u32,
    /// The picture's height in pixels.
    pub height: u32,
    /// The places, each once.
    pub spots: Vec<Spot>,
}

/// One place of a board picture: its name (as choices name places) and
/// its box in pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Spot {
    /// The place's name, as a [`crate::Target::Place`] names it.
    pub place: String,
    /// Left edge.
    pub x: u32,
    /// Top edge.
    pub y: u32,
    /// Width.
    pub w: u32,
    /// Height.
    pub h: u32,
}

impl Places {
    /// The place drawn at pixel (`x`, `y`), if any.
    pub fn at(&self, x: u32, y: u32) -> Option<&str> {
        self.spots
            .iter()
            .find(|s| x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h)
            .map(|s| s.place.as_str())
    }
}

/// A renderer made on first use (a server that plays one game does not
/// carry the others' sprites) and shared by every picture of its game.
pub struct Art<R> {
    square_px: u32,
    make: fn(u32) -> Result<R, String>,
    made: OnceLock<Result<R, String>>,
}

impl<R> std::fmt::Debug for Art<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Art({} px)", self.square_px)
    }
}

impl<R> Art<R> {
    /// A renderer for squares of `square_px`, made by `make` when first needed.
    pub fn new(square_px: u32, make: fn(u32) -> Result<R, String>) -> Arc<Art<R>> {
        Arc::new(Art {
            square_px,
            make,
            made: OnceLock::new(),
        })
    }

    /// A renderer made now (so a bad setting shows at start-up).
    pub fn ready(square_px: u32, make: fn(u32) -> Result<R, String>) -> Result<Arc<Art<R>>, Fault> {
        let art = Art::new(square_px, make);
        art.get()?;
        Ok(art)
    }

    /// The square size in pixels.
    pub fn square_px(&self) -> u32 {
        self.square_px
    }

    /// The renderer (made now if this is its first use).
    pub fn get(&self) -> Result<&R, Fault> {
        self.made
            .get_or_init(|| (self.make)(self.square_px))
            .as_ref()
            .map_err(|e| Fault::new(format!("cannot prepare the pictures: {e}")))
    }
}
