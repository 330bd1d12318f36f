//! Where things go in a board picture, for a given square size.

use crate::theme::{HEADER, LABEL_BAND, SIDE_MARGIN, TRAY};
use masters::{FILES, RANKS, Side, Square};

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
        HEADER + LABEL_BAND * 2 + self.square * RANKS as u32 + TRAY
    }

    /// Top of the board's first row of squares.
    pub const fn board_top(&self) -> u32 {
        HEADER + LABEL_BAND
    }

    /// Top of the tray.
    pub const fn tray_top(&self) -> u32 {
        self.board_top() + self.square * RANKS as u32 + LABEL_BAND
    }

    /// The top-left pixel of `sq` with `bottom` at the bottom of the picture
    /// (Ember: rank 1 at the bottom, file A on the left; Frost: turned 180°).
    pub fn square_origin(&self, sq: Square, bottom: Side) -> (u32, u32) {
        let (col, row) = match bottom {
            Side::Ember => (sq.file() as u32, (RANKS - 1 - sq.rank()) as u32),
            Side::Frost => ((FILES - 1 - sq.file()) as u32, sq.rank() as u32),
        };
        (
            SIDE_MARGIN + col * self.square,
            self.board_top() + row * self.square,
        )
    }

    /// The bottom-centre marker positions of a square, relative to its origin:
    /// one dot in the middle, or two side by side when a square has both (M16, M28).
    pub fn marker_centres(&self, count: usize) -> Vec<(f32, f32)> {
        let s = self.square as f32 / 64.0;
        let y = 56.5 * s;
        if count >= 2 {
            vec![(25.0 * s, y), (39.0 * s, y)]
        } else {
            vec![(32.0 * s, y)]
        }
    }

    /// Edge of the witch's corner badge: half a square, so the inherited
    /// piece on it reads at a glance (28 px inside a 32 px disc at the
    /// default 64-pixel squares).
    pub const fn badge(&self) -> u32 {
        self.square / 2
    }
}

/// Whether `sq` is a light square (A1 is dark, as on a chessboard).
pub fn is_light(sq: Square) -> bool {
    (sq.file() + sq.rank()) % 2 == 1
}
