//! Precomputed neighbour and leap tables for the 10 × 10 board.

use crate::square::{FILES, RANKS, SQUARES, Square};

/// No square in that direction.
pub(crate) const OFF: u8 = u8::MAX;

/// The eight directions as (file, rank) steps: N, NE, E, SE, S, SW, W, NW.
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];
/// Indexes into [`DIRECTIONS`] of the orthogonal directions.
pub(crate) const ORTHOGONAL: [usize; 4] = [0, 2, 4, 6];
/// Indexes into [`DIRECTIONS`] of the diagonal directions.
pub(crate) const DIAGONAL: [usize; 4] = [1, 3, 5, 7];
/// The (2, 1) leaps of a hussar (R9).
pub(crate) const LEAPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

const fn table(steps: &[(i8, i8); 8]) -> [[u8; 8]; SQUARES] {
    let mut t = [[OFF; 8]; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        let f = (i % FILES as usize) as i8;
        let r = (i / FILES as usize) as i8;
        let mut d = 0;
        while d < 8 {
            let (df, dr) = steps[d];
            let (nf, nr) = (f + df, r + dr);
            if nf >= 0 && nr >= 0 && nf < FILES as i8 && nr < RANKS as i8 {
                t[i][d] = (nr * FILES as i8 + nf) as u8;
            }
            d += 1;
        }
        i += 1;
    }
    t
}

/// `STEP[square][direction]`: the neighbour in that direction, or [`OFF`].
pub(crate) static STEP: [[u8; 8]; SQUARES] = table(&DIRECTIONS);
/// `LEAP[square][i]`: the square of leap `i`, or [`OFF`].
pub(crate) static LEAP: [[u8; 8]; SQUARES] = table(&LEAPS);

/// The neighbour of `sq` in direction `dir`.
#[inline(always)]
pub(crate) fn step(sq: u8, dir: usize) -> u8 {
    STEP[sq as usize][dir]
}

/// The direction index of a straight forward step for a side moving `forward` (±1).
#[inline(always)]
pub(crate) const fn forward_dir(forward: i8) -> usize {
    if forward > 0 { 0 } else { 4 }
}

/// The diagonal-forward direction indexes for a side moving `forward`.
#[inline(always)]
pub(crate) const fn forward_diagonals(forward: i8) -> [usize; 2] {
    if forward > 0 { [1, 7] } else { [3, 5] }
}

/// Whether two squares are neighbours (including diagonally).
#[inline(always)]
pub(crate) fn adjacent(a: Square, b: Square) -> bool {
    a != b && a.file().abs_diff(b.file()) <= 1 && a.rank().abs_diff(b.rank()) <= 1
}

/// Whether a region-bound piece on `from` is barred from capturing on `to`
/// by the sky channel (R4): both outside the channel, on opposite sides.
#[inline(always)]
pub(crate) fn across_sky(from: u8, to: u8) -> bool {
    let a = SKY_SIDE[from as usize];
    let b = SKY_SIDE[to as usize];
    a * b < 0
}

const fn sky_sides() -> [i8; SQUARES] {
    let mut t = [0; SQUARES];
    let mut i = 0;
    while i < SQUARES {
        t[i] = match Square::from_index(i) {
            Some(s) => s.sky_side(),
            None => 0,
        };
        i += 1;
    }
    t
}

static SKY_SIDE: [i8; SQUARES] = sky_sides();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_square_offsets() {
        for sq in Square::all() {
            for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                let expect = sq.offset(df, dr).map_or(OFF, |s| s.index() as u8);
                assert_eq!(STEP[sq.index()][d], expect);
            }
            for (d, &(df, dr)) in LEAPS.iter().enumerate() {
                let expect = sq.offset(df, dr).map_or(OFF, |s| s.index() as u8);
                assert_eq!(LEAP[sq.index()][d], expect);
            }
        }
    }
}
