//! Where things go in a board picture.

use crate::theme::{HEADER, LABEL_BAND, SIDE_MARGIN, SQUARE, TRAY};
use masters::{FILES, RANKS, Side, Square};

/// Width of a board picture.
pub const WIDTH: u32 = SIDE_MARGIN * 2 + SQUARE * FILES as u32;
/// Height of a board picture.
pub const HEIGHT: u32 = HEADER + LABEL_BAND * 2 + SQUARE * RANKS as u32 + TRAY;
/// Top of the board's first row of squares.
pub const BOARD_TOP: u32 = HEADER + LABEL_BAND;
/// Top of the tray.
pub const TRAY_TOP: u32 = BOARD_TOP + SQUARE * RANKS as u32 + LABEL_BAND;

/// The top-left pixel of `sq` with `bottom` at the bottom of the picture
/// (Ember: rank 1 at the bottom, file A on the left; Frost: turned 180°).
pub fn square_origin(sq: Square, bottom: Side) -> (u32, u32) {
    let (col, row) = match bottom {
        Side::Ember => (sq.file() as u32, (RANKS - 1 - sq.rank()) as u32),
        Side::Frost => ((FILES - 1 - sq.file()) as u32, sq.rank() as u32),
    };
    (SIDE_MARGIN + col * SQUARE, BOARD_TOP + row * SQUARE)
}

/// Whether `sq` is a light square (A1 is dark, as on a chessboard).
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
}

/// The bottom-centre marker positions of a square, relative to its origin:
/// one dot in the middle, or two side by side when a square has both (M16, M28).
pub fn marker_centres(count: usize) -> &'static [(f32, f32)] {
    const ONE: [(f32, f32); 1] = [(32.0, 56.5)];
    const TWO: [(f32, f32); 2] = [(25.0, 56.5), (39.0, 56.5)];
    if count >= 2 { &TWO } else { &ONE }
}
