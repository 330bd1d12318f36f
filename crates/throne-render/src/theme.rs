//! Colours and sizes of Throne pictures.

use board_render::Rgb;
use throne::Seat;

/// Seat fills: vermillion, blue, bluish green and yellow from the
/// Okabe–Ito palette, chosen to stay apart for colour-blind players (they
/// also differ in lightness); every seat also has its own emblem shape.
pub const fn seat(seat: Seat) -> Rgb {
    match seat.index() {
        0 => [0xD5, 0x5E, 0x00],
        1 => [0x00, 0x72, 0xB2],
        2 => [0x00, 0x9E, 0x73],
        _ => [0xF0, 0xE4, 0x42],
    }
}

/// The emblem each seat's pieces and labels carry, so colour is never the
/// only cue: red a circle, blue a square, green a triangle, gold a diamond.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emblem {
    /// Red.
    Circle,
    /// Blue.
    Square,
    /// Green.
    Triangle,
    /// Gold.
    Diamond,
}

/// The seat's emblem.
pub const fn emblem(seat: Seat) -> Emblem {
    match seat.index() {
        0 => Emblem::Circle,
        1 => Emblem::Square,
        2 => Emblem::Triangle,
        _ => Emblem::Diamond,
    }
}

/// Piece and emblem outlines.
pub const LINE: Rgb = [0x1B, 0x1B, 0x1F];
/// The frame around everything.
pub const FRAME: Rgb = [0x26, 0x2A, 0x33];
/// Header and footer text.
pub const INK: Rgb = [0xEE, 0xEA, 0xE2];
/// Secondary text.
pub const MUTED: Rgb = [0xA9, 0xA4, 0x9A];
/// A plain ring square.
pub const GROUND: Rgb = [0xE9, 0xDF, 0xC7];
/// A shield square (T6).
pub const SHIELD: Rgb = [0xB4, 0xBE, 0xCE];
/// Square numbers.
pub const LABEL: Rgb = [0x5A, 0x55, 0x4C];
/// The Throne.
pub const THRONE: Rgb = [0xF6, 0xE3, 0x9A];
/// The lock on a locked gate.
pub const LOCK: Rgb = [0x33, 0x33, 0x3A];
/// The badge on a square the player to move can reach.
pub const REACH: Rgb = [0xFF, 0xFF, 0xFF];
/// A white shell face.
pub const SHELL_WHITE: Rgb = [0xFA, 0xF8, 0xF2];
/// A dark shell back.
pub const SHELL_DARK: Rgb = [0x6B, 0x4A, 0x2E];

/// Edge of a ring square's cell in pixels: the shared sizes.
pub use board_render::{DEFAULT_SQUARE, MAX_SQUARE, MIN_SQUARE};
/// Height of the header band.
pub const HEADER: u32 = 40;
/// Header text size.
pub const HEADER_PX: f32 = 17.0;
/// Label text size at 64-pixel squares.
pub const LABEL_PX: f32 = 12.0;

/// The smaller label, for a word that does not fit at [`LABEL_PX`].
pub const SMALL_LABEL_PX: f32 = 9.5;
/// Colours in the palette.
pub const PALETTE_SIZE: usize = 64;
/// Alpha levels of anti-aliased edges.
pub const ALPHA_LEVELS: u8 = 5;
