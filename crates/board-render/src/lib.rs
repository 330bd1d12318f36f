//! Game-independent toolkit for board pictures.
//!
//! Everything expensive is prepared once (sprites, glyphs, the palette and
//! its lookup table); a frame is composed on small RGB canvases with plain
//! blend loops, quantised through the fixed palette into an indexed image,
//! and encoded as an indexed PNG (deflated by zlib-rs in bands of rows,
//! each distinct band compressed once). A game's renderer decides what to draw and where;
//! how it is set up (the square size checked, its sprites, its empty boards
//! and their palette) is written once, in [`Prepared`].

mod animate;
mod bands;
mod canvas;
mod indexed;
mod kit;
mod palette;
mod prepare;
mod sprite;
pub mod staged;
mod text;
mod tiles;
mod vision;

pub use animate::{AnimateError, animate};
pub use bands::{BAND_ROWS, clear_band_cache};
pub use canvas::{Area, Canvas, Rgb};
pub use indexed::{BandLayout, DEFLATE_LEVEL, EncodeError, IndexedImage};
pub use kit::{
    AssetError, CHESS_SIDES, DEFAULT_SQUARE, FONT, MAX_ALT, MAX_NAME_CHARS, MAX_SQUARE, MIN_SQUARE,
    Picture, RenderError, SideColors, check_square, clip_alt, drawn_name, paint, sprite_samples,
    tinted,
};
pub use palette::Palette;
pub use prepare::{Backgrounds, Prepare, Prepared, svg_sprites, text_samples};
pub use sprite::{Mask, Sprite, SpriteError};
pub use text::{FALLBACKS, FontError, Text, runs};
pub use tiles::TileCache;
pub use tiny_skia;
pub use vision::deuteranopia;
