//! Where things go in a board picture, for a given square size.

use crate::theme::{HEADER, LABEL_BAND, SIDE_MARGIN};
use elemental::{Color, Facing, Square};

/// The geometry of a picture: everything follows from the square size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Edge of a board square in pixels.
    pub square: u32,
}

impl Geometry {
    /// The geometry for squares of `square` pixels.
    pub const fn new(square: u32) -> Geometry {
        Geometry { square }
    }
    /// Width of a board picture.
    pub const fn width(&self) -> u32 {
        SIDE_MARGIN * 2 + self.square * 8
    }
    /// Height of a board picture.
    pub const fn height(&self) -> u32 {
        HEADER + LABEL_BAND * 2 + self.square * 8
    }
    /// Top of the board's first row of squares.
    pub const fn board_top(&self) -> u32 {
        HEADER + LABEL_BAND
    }
    /// The top-left pixel of `sq` with `bottom`'s side at the bottom
    /// (White: rank 1 at the bottom, file a on the left; Black: turned 180°).
    pub fn square_origin(&self, sq: Square, bottom: Color) -> (u32, u32) {
        let (col, row) = match bottom {
            Color::White => (sq.file() as u32, (7 - sq.rank()) as u32),
            Color::Black => ((7 - sq.file()) as u32, sq.rank() as u32),
        };
        (
            SIDE_MARGIN + col * self.square,
            self.board_top() + row * self.square,
        )
    }
}

/// Whether `sq` is a light square (a1 is dark).
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
}

/// The screen direction (0 up, 1 right, 2 down, 3 left) of a board facing
/// seen with `bottom` at the bottom.
pub fn screen_direction(facing: Facing, bottom: Color) -> usize {
    let d = facing as usize;
    match bottom {
        Color::White => d,
        Color::Black => (d + 2) % 4,
    }
}
