//! Colours and sizes of Masters pictures.

use board_render::Rgb;
use masters::Side;

/// Light board squares.
pub const LIGHT: Rgb = [0xE4, 0xDA, 0xC6];
/// Dark board squares.
pub const DARK: Rgb = [0x9E, 0x8F, 0x7B];
/// The frame around the board, the header and the tray.
pub const FRAME: Rgb = [0x2B, 0x2A, 0x33];
/// Labels and header text.
pub const INK: Rgb = [0xEE, 0xEA, 0xE2];
/// Quieter text (file letters, rank numbers).
pub const MUTED: Rgb = [0xA9, 0xA4, 0x9A];
/// The last move's squares are tinted with this.
pub const HIGHLIGHT: Rgb = [0xE8, 0xD4, 0x4D];
/// How strongly (0–255) the last move's squares are tinted.
pub const HIGHLIGHT_ALPHA: u8 = 120;
/// A staged move's source square is darkened by this much (0–255): the
/// look every board's preview shares.
pub const DIM_ALPHA: u8 = board_render::staged::DIM_ALPHA;
/// Opacity of the ghost on a staged move's destination.
pub const GHOST_OPACITY: u8 = board_render::staged::GHOST_OPACITY;
/// Opacity of a reachable square's silhouette in piece diagrams.
pub const DIAGRAM_OPACITY: u8 = 90;
/// Opacity of a staged claim's halo.
pub const HALO_ALPHA: u8 = 130;
/// The aura dot (M16).
pub const GOLD: Rgb = [0xF4, 0xC4, 0x30];
/// The outline of small markers.
pub const MARKER_LINE: Rgb = [0x1E, 0x1A, 0x14];
/// Capture brackets in piece diagrams.
pub const BRACKET: Rgb = board_render::staged::CAPTURE;
/// Backdrop of the witch's corner badge.
pub const BADGE: Rgb = [0x4A, 0x2F, 0x5E];

/// A side's colours: piece fill, outline, and marker colour.
#[derive(Clone, Copy, Debug)]
pub struct SideColors {
    /// Piece fill.
    pub fill: Rgb,
    /// Piece outline.
    pub line: Rgb,
    /// Claim dots and dashed rings.
    pub marker: Rgb,
}

/// Ember's warm colours and Frost's cool ones. Ember is darker and
/// saturated, Frost pale: the two differ in lightness as well as hue, so
/// they read for colour-blind players too.
pub const fn side(side: Side) -> SideColors {
    match side {
        Side::Ember => SideColors {
            fill: [0xC8, 0x4A, 0x1C],
            line: [0x2E, 0x10, 0x04],
            marker: [0xE0, 0x4A, 0x12],
        },
        Side::Frost => SideColors {
            fill: [0x9C, 0xCF, 0xF0],
            line: [0x0B, 0x27, 0x45],
            marker: [0x1F, 0x78, 0xD1],
        },
    }
}

pub use board_render::{DEFAULT_SQUARE, MAX_SQUARE, MIN_SQUARE};
/// Width of the margins left and right of the board (rank numbers).
pub const SIDE_MARGIN: u32 = 24;
/// Height of the header band (players, turn).
pub const HEADER: u32 = 40;
/// Height of the bands above and below the board (file letters).
pub const LABEL_BAND: u32 = 20;
/// Height of the captured-pieces tray.
pub const TRAY: u32 = 46;
/// Edge of a tray icon.
pub const TRAY_ICON: u32 = 36;
/// Pixel sizes of header and label text.
pub const HEADER_PX: f32 = 17.0;
/// Pixel size of file letters and rank numbers.
pub const LABEL_PX: f32 = 13.0;
/// Colours in the palette. Fewer compress better: on the benchmark's
/// mid-game board, 256 colours gave 26.5 KB, 128 gave 23.8 KB and 64 gave
/// 22.6 KB (with [`ALPHA_LEVELS`] = 5), with no visible loss on flat pieces.
pub const PALETTE_SIZE: usize = 64;
/// Alpha levels a piece's anti-aliased edge is snapped to: fewer distinct
/// edge colours repeat better under deflate (5 levels saved about 2.5 KB a
/// board against 255).
pub const ALPHA_LEVELS: u8 = 5;
