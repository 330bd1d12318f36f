//! Bitboards (bit `n` = square `n`, a1 = 0) and the attack tables of the
//! chess core, all computed at compile time.

/// Rank 1.
pub(crate) const RANK_1: u64 = 0xFF;

/// The eight ray directions as (file, rank) steps: N, NE, E, SE, S, SW, W, NW
/// (the order knockback candidates are listed in, E13).
pub const DIRECTIONS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

const fn on_board(f: i8, r: i8) -> bool {
    f >= 0 && f < 8 && r >= 0 && r < 8
}

const fn leaper(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut out = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < deltas.len() {
            let (nf, nr) = (f + deltas[i].0, r + deltas[i].1);
            if on_board(nf, nr) {
                out[sq] |= 1u64 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    out
}

const fn rays() -> [[u64; 64]; 8] {
    let mut out = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut sq = 0;
        while sq < 64 {
            let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
            loop {
                f += DIRECTIONS[d].0;
                r += DIRECTIONS[d].1;
                if !on_board(f, r) {
                    break;
                }
                out[d][sq] |= 1u64 << (r * 8 + f);
            }
            sq += 1;
        }
        d += 1;
    }
    out
}

/// Knight moves from each square.
pub(crate) static KNIGHT: [u64; 64] = leaper(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
/// King moves from each square.
pub(crate) static KING: [u64; 64] = leaper(&DIRECTIONS);
/// Pawn captures from each square, by colour.
pub(crate) static PAWN: [[u64; 64]; 2] = [leaper(&[(-1, 1), (1, 1)]), leaper(&[(-1, -1), (1, -1)])];
/// The squares sideways next to each square (Scatter Shot, E17).
pub(crate) static SIDEWAYS: [u64; 64] = leaper(&[(-1, 0), (1, 0)]);
/// Rays from each square in each of [`DIRECTIONS`].
pub(crate) static RAYS: [[u64; 64]; 8] = rays();

const fn between_and_lines() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let rays = rays();
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut d = 0;
        while d < 8 {
            let mut bits = rays[d][a];
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                between[a][b] = rays[d][a] & !rays[d][b] & !(1u64 << b);
                line[a][b] = rays[d][a] | rays[(d + 4) % 8][a] | (1u64 << a);
            }
            d += 1;
        }
        a += 1;
    }
    (between, line)
}

static BETWEEN_LINE: ([[u64; 64]; 64], [[u64; 64]; 64]) = between_and_lines();

/// The squares strictly between two squares on a line (empty if not aligned).
#[inline]
pub(crate) fn between(a: usize, b: usize) -> u64 {
    BETWEEN_LINE.0[a][b]
}

/// The whole line through two aligned squares (empty if not aligned).
#[inline]
pub(crate) fn line(a: usize, b: usize) -> u64 {
    BETWEEN_LINE.1[a][b]
}

#[inline]
fn ray_positive(d: usize, sq: usize, occ: u64) -> u64 {
    let ray = RAYS[d][sq];
    let blockers = ray & occ;
    if blockers == 0 {
        ray
    } else {
        ray ^ RAYS[d][blockers.trailing_zeros() as usize]
    }
}

#[inline]
fn ray_negative(d: usize, sq: usize, occ: u64) -> u64 {
    let ray = RAYS[d][sq];
    let blockers = ray & occ;
    if blockers == 0 {
        ray
    } else {
        ray ^ RAYS[d][63 - blockers.leading_zeros() as usize]
    }
}

/// Rook attacks from `sq` with the pieces in `occ` blocking.
#[inline]
pub(crate) fn rook_attacks(sq: usize, occ: u64) -> u64 {
    ray_positive(0, sq, occ)
        | ray_positive(2, sq, occ)
        | ray_negative(4, sq, occ)
        | ray_negative(6, sq, occ)
}

/// Bishop attacks from `sq` with the pieces in `occ` blocking.
#[inline]
pub(crate) fn bishop_attacks(sq: usize, occ: u64) -> u64 {
    ray_positive(1, sq, occ)
        | ray_negative(3, sq, occ)
        | ray_negative(5, sq, occ)
        | ray_positive(7, sq, occ)
}

/// Iterates the squares of a bitboard, lowest first.
#[derive(Clone, Copy)]
pub(crate) struct Bits(pub u64);

impl Iterator for Bits {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let sq = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree_with_geometry() {
        assert_eq!(KNIGHT[0].count_ones(), 2);
        assert_eq!(KNIGHT[27].count_ones(), 8);
        assert_eq!(KING[0].count_ones(), 3);
        assert_eq!(rook_attacks(0, 0).count_ones(), 14);
        assert_eq!(bishop_attacks(27, 0).count_ones(), 13);
        // a1–h8 diagonal blocked on d4: a1 sees b2, c3, d4.
        assert_eq!(bishop_attacks(0, 1 << 27), (1 << 9) | (1 << 18) | (1 << 27));
        assert_eq!(between(0, 63).count_ones(), 6);
        assert_eq!(between(0, 10), 0);
        assert_eq!(line(0, 9).count_ones(), 8);
        assert_eq!(SIDEWAYS[0], 2);
    }
}
