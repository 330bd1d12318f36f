//! Colours and sizes of Regions pictures.

use board_render::Rgb;
use regions::{Region, Side};

/// Each region's light and dark square colours: water blue, land green,
/// air a pale sky, so the channel down the middle shows at a glance (R2).
/// The three also differ in lightness (air lightest, water darkest), so
/// they stay apart for colour-blind players. The air is a sky blue, not
/// white, so White's ivory pieces stand out on it (contrast 1.20 and 1.46
/// against the two air squares, was 1.01 and 1.17).
pub const fn squares(region: Region) -> [Rgb; 2] {
    match region {
        Region::Water => [[0x8F, 0xB8, 0xDC], [0x6E, 0x9B, 0xC6]],
        Region::Land => [[0xC3, 0xCF, 0x8E], [0x9F, 0xB0, 0x68]],
        Region::Air => [[0xD4, 0xE4, 0xF4], [0xBA, 0xD0, 0xEA]],
    }
}

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
/// The ring round a king in check (R12).
pub const CHECK: Rgb = [0xD2, 0x1F, 0x1F];
/// The viewer's own infiltrator badge (private views only, R13).
pub const INFILTRATOR: Rgb = [0x7B, 0x2F, 0xBF];
/// Rings on the pieces a player may pick as infiltrator.
pub const PICKABLE: Rgb = [0x7B, 0x2F, 0xBF];

pub use board_render::SideColors;

/// White's ivory pieces with dark outlines, Black's near-black pieces
/// with pale outlines: they differ in lightness on every terrain.
pub const fn side(side: Side) -> SideColors {
    board_render::CHESS_SIDES[side.index()]
}

pub use board_render::{DEFAULT_SQUARE, MAX_SQUARE, MIN_SQUARE};
/// Width of the margins left and right of the board (rank numbers).
pub const SIDE_MARGIN: u32 = 24;
/// Height of the header band (players, turn).
pub const HEADER: u32 = 40;
/// Height of the bands above and below the board (file letters, regions).
pub const LABEL_BAND: u32 = 20;
/// Pixel size of header text.
pub const HEADER_PX: f32 = 17.0;
/// Pixel size of file letters and rank numbers.
pub const LABEL_PX: f32 = 13.0;
/// Colours in the palette (as the Masters pictures: fewer compress better).
pub const PALETTE_SIZE: usize = 64;
/// Alpha levels a piece's anti-aliased edge is snapped to.
pub const ALPHA_LEVELS: u8 = 5;
