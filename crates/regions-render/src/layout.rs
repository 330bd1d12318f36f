//! Where things go in a board picture, for a given square size.

use crate::theme::{HEADER, LABEL_BAND, SIDE_MARGIN};
use regions::{FILES, RANKS, Side, Square};

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
        SIDE_MARGIN * 2 + self.square * FILES as u32
    }

    /// Height of a board picture.
    pub const fn height(&self) -> u32 {
        HEADER + LABEL_BAND * 2 + self.square * RANKS as u32
    }

    /// Top of the board's first row of squares.
    pub const fn board_top(&self) -> u32 {
        HEADER + LABEL_BAND
    }

    /// The top-left pixel of `sq` with `bottom` at the bottom of the picture
    /// (White: rank 1 at the bottom, file a on the left; Black: turned 180°).
    pub fn square_origin(&self, sq: Square, bottom: Side) -> (u32, u32) {
        let (col, row) = match bottom {
            Side::White => (sq.file() as u32, (RANKS - 1 - sq.rank()) as u32),
            Side::Black => ((FILES - 1 - sq.file()) as u32, sq.rank() as u32),
        };
        (
            SIDE_MARGIN + col * self.square,
            self.board_top() + row * self.square,
        )
    }
}

/// Whether `sq` is a light square (a1 is dark, as on a chessboard).
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
}
