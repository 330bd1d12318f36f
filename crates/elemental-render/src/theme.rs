//! Colours and sizes of Elemental chess pictures.

use board_render::Rgb;
use elemental::{Color, Element};

/// Light and dark squares: a cool stone board, so the element colours of
/// the emblems stand out on it.
pub const SQUARES: [Rgb; 2] = [[0xE6, 0xE1, 0xD3], [0x9C, 0xA8, 0xA0]];
/// The frame around the board and the header.
pub const FRAME: Rgb = [0x26, 0x2A, 0x33];
/// Header text.
pub const INK: Rgb = [0xEE, 0xEA, 0xE2];
/// File letters and rank numbers.
pub const MUTED: Rgb = [0xA9, 0xA4, 0x9A];
/// The last move's squares are tinted with this.
pub const HIGHLIGHT: Rgb = [0xE8, 0xC8, 0x2D];
/// How strongly (0–255) the last move's squares are tinted.
pub const HIGHLIGHT_ALPHA: u8 = 110;
/// The ring round a king in check (E1a).
pub const CHECK: Rgb = [0xD2, 0x1F, 0x1F];
/// Ability badges: a dark disc with a white letter.
pub const BADGE: Rgb = [0x1F, 0x2A, 0x44];
/// Block Piece facing arrows.
pub const FACING: Rgb = [0x16, 0x5C, 0xB8];
/// The Sturdy pip of an Earth piece that still has it (E14).
pub const STURDY: Rgb = [0x6B, 0x4A, 0x2B];
/// Scorched squares (part two, E9).
pub const SCORCH: Rgb = [0xE0, 0x5A, 0x1B];
/// Temporal Lock padlocks (part two, E36).
pub const LOCK: Rgb = [0x4B, 0x3F, 0x9E];
/// Sadist marks (part two, E24).
pub const MARK: Rgb = [0x9B, 0x1D, 0x5A];

/// Each element's colour (E7), for emblems and header swatches. Each
/// emblem also has its own shape, so colour is never the only cue.
pub const fn element(e: Element) -> Rgb {
    match e {
        Element::Fire => [0xD8, 0x3A, 0x1E],
        Element::Water => [0x1E, 0x6F, 0xD8],
        Element::Earth => [0x8A, 0x5A, 0x2B],
        Element::Air => [0x4F, 0xB6, 0xD9],
        Element::Lightning => [0xF2, 0xC2, 0x1B],
        Element::Light => [0xF7, 0xF0, 0xC8],
        Element::Shadow => [0x5B, 0x2D, 0x86],
    }
}

pub use board_render::SideColors;

/// White's ivory pieces with dark outlines, Black's near-black pieces with
/// pale outlines.
pub const fn side(color: Color) -> SideColors {
    board_render::CHESS_SIDES[color.index()]
}

pub use board_render::{DEFAULT_SQUARE, MAX_SQUARE, MIN_SQUARE};
/// Width of the margins left and right of the board (rank numbers).
pub const SIDE_MARGIN: u32 = 24;
/// Height of the header band (players, elements, turn).
pub const HEADER: u32 = 40;
/// Height of the bands above and below the board (file letters).
pub const LABEL_BAND: u32 = 20;
/// Pixel size of header text.
pub const HEADER_PX: f32 = 17.0;
/// Pixel size of file letters and rank numbers.
pub const LABEL_PX: f32 = 13.0;
/// Pixel size of badge letters, per 64-pixel square.
pub const BADGE_PX: f32 = 10.0;
/// Colours in the palette.
pub const PALETTE_SIZE: usize = 48;
/// Alpha levels a piece's anti-aliased edge is snapped to.
pub const ALPHA_LEVELS: u8 = 4;
