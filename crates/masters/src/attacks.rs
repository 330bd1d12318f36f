//! Move patterns of every piece kind as bitboards (M6–M13), from tables
//! computed at compile time.

use crate::bitboard::Bitboard;
use crate::piece::{Kind, Side};
use crate::square::{SQUARES, Square};

/// The eight directions as (file step, rank step). The first four increase
/// the square index, the last four decrease it.
const DIRS: [(i8, i8); 8] = [
    (0, 1),   // north
    (1, 0),   // east
    (1, 1),   // north-east
    (-1, 1),  // north-west
    (0, -1),  // south
    (-1, 0),  // west
    (-1, -1), // south-west
    (1, -1),  // south-east
];
const ORTHOGONAL: [usize; 4] = [0, 1, 4, 5];
const DIAGONAL: [usize; 4] = [2, 3, 6, 7];

const fn step(index: usize, (df, dr): (i8, i8)) -> Option<usize> {
    match Square::new((index % 10) as u8, (index / 10) as u8) {
        Some(sq) => match sq.offset(df, dr) {
            Some(to) => Some(to.index()),
            None => None,
        },
        None => None,
    }
}

/// Squares along `dir` from `index`, at most `limit` of them.
const fn ray(index: usize, dir: (i8, i8), limit: usize) -> u128 {
    let mut bb = 0u128;
    let mut cur = index;
    let mut n = 0;
    while n < limit {
        match step(cur, dir) {
            Some(next) => {
                bb |= 1u128 << next;
                cur = next;
            }
            None => break,
        }
        n += 1;
    }
    bb
}

struct Tables {
    /// `rays[d][sq]`: every square in direction `d` to the edge.
    rays: [[u128; SQUARES]; 8],
    /// `short[0][d][sq]`: up to 2 squares; `short[1][d][sq]`: up to 3.
    short: [[[u128; SQUARES]; 8]; 2],
    king: [u128; SQUARES],
    knight: [u128; SQUARES],
}

const fn build() -> Tables {
    let mut t = Tables {
        rays: [[0; SQUARES]; 8],
        short: [[[0; SQUARES]; 8]; 2],
        king: [0; SQUARES],
        knight: [0; SQUARES],
    };
    const KNIGHT: [(i8, i8); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let mut sq = 0;
    while sq < SQUARES {
        let mut d = 0;
        while d < 8 {
            t.rays[d][sq] = ray(sq, DIRS[d], 12);
            t.short[0][d][sq] = ray(sq, DIRS[d], 2);
            t.short[1][d][sq] = ray(sq, DIRS[d], 3);
            t.king[sq] |= ray(sq, DIRS[d], 1);
            if let Some(to) = step(sq, KNIGHT[d]) {
                t.knight[sq] |= 1u128 << to;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

static TABLES: Tables = build();

/// The squares of `ray` up to and including the first square in `occupied`.
#[inline]
fn cut(d: usize, ray: u128, occupied: u128) -> u128 {
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if d < 4 {
        blockers.trailing_zeros() as usize
    } else {
        127 - blockers.leading_zeros() as usize
    };
    ray & !TABLES.rays[d][first]
}

#[inline]
fn slide(sq: Square, dirs: &[usize], occupied: Bitboard) -> Bitboard {
    let mut bb = 0;
    for &d in dirs {
        bb |= cut(d, TABLES.rays[d][sq.index()], occupied.0);
    }
    Bitboard(bb)
}

#[inline]
fn short(sq: Square, which: usize, occupied: Bitboard) -> Bitboard {
    let mut bb = 0;
    for d in 0..8 {
        bb |= cut(d, TABLES.short[which][d][sq.index()], occupied.0);
    }
    Bitboard(bb)
}

/// The 8 (fewer at the edge) squares around `sq`: the puppeteer's moves and a cardinal's aura (M7, M16).
#[inline]
pub fn neighbours(sq: Square) -> Bitboard {
    Bitboard(TABLES.king[sq.index()])
}

/// The squares a horseman on `sq` leaps to (M12).
#[inline]
pub fn horseman(sq: Square) -> Bitboard {
    Bitboard(TABLES.knight[sq.index()])
}

/// For each orthogonal direction from `sq`, the squares up to and including
/// the first occupied one: what a puppeteer on `sq` sees (M21).
#[inline]
pub fn sight(sq: Square, occupied: Bitboard) -> Bitboard {
    slide(sq, &ORTHOGONAL, occupied)
}

/// The first occupied square in each orthogonal direction from `sq`.
#[inline]
pub fn first_in_sight(sq: Square, occupied: Bitboard) -> Bitboard {
    sight(sq, occupied) & occupied
}

/// The squares strictly between two squares on one line (rank, file or
/// diagonal); empty if they share none.
pub fn between(a: Square, b: Square) -> Bitboard {
    for d in 0..8 {
        let r = TABLES.rays[d][a.index()];
        if r >> b.index() & 1 == 1 {
            return Bitboard(r & !TABLES.rays[d][b.index()] & !(1u128 << b.index()));
        }
    }
    Bitboard::EMPTY
}

/// Whether two squares share a rank or a file.
pub fn share_line(a: Square, b: Square) -> bool {
    a != b && (a.rank() == b.rank() || a.file() == b.file())
}

/// The square of `squares` nearest to `from`, assuming they lie on one ray from it.
pub fn nearest(from: Square, squares: Bitboard) -> Option<Square> {
    let toward_higher = squares.first().is_some_and(|s| s > from);
    if toward_higher {
        squares.first()
    } else {
        squares.last()
    }
}

/// Every square a piece moving as `kind` for `owner` from `sq` could end on,
/// before "not on a friendly piece" and "not on a protected piece" are applied.
///
/// `occupied` is every piece; `hostile` the pieces hostile to the mover (the
/// dragon stops only at those, M10). Scouts get their forward pushes onto
/// empty squares and their diagonal captures onto hostile pieces (M13). A
/// witch has no pattern of her own (M8): pass her moveset instead.
#[inline]
pub fn reach(
    kind: Kind,
    owner: Side,
    sq: Square,
    occupied: Bitboard,
    hostile: Bitboard,
) -> Bitboard {
    match kind {
        Kind::General => short(sq, 0, occupied),
        Kind::Puppeteer => neighbours(sq),
        Kind::Witch => Bitboard::EMPTY,
        Kind::Cardinal => slide(sq, &DIAGONAL, occupied),
        Kind::Dragon => slide(sq, &[0, 1, 2, 3, 4, 5, 6, 7], hostile),
        Kind::Sentinel => slide(sq, &ORTHOGONAL, occupied),
        Kind::Archer => short(sq, 1, occupied),
        Kind::Horseman => horseman(sq),
        Kind::Scout => scout(owner, sq, occupied, hostile),
    }
}

#[inline]
fn scout(owner: Side, sq: Square, occupied: Bitboard, hostile: Bitboard) -> Bitboard {
    let fwd = owner.forward();
    let mut bb = Bitboard::EMPTY;
    if let Some(one) = sq.offset(0, fwd) {
        if !occupied.contains(one) {
            bb.insert(one);
            if let Some(two) = one.offset(0, fwd) {
                if !occupied.contains(two) {
                    bb.insert(two);
                }
            }
        }
    }
    for df in [-1, 1] {
        if let Some(diag) = sq.offset(df, fwd) {
            if hostile.contains(diag) {
                bb.insert(diag);
            }
        }
    }
    bb
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn tables_count_what_geometry_says() {
        assert_eq!(neighbours(sq("A1")).count(), 3);
        assert_eq!(neighbours(sq("E5")).count(), 8);
        assert_eq!(horseman(sq("A1")).count(), 2);
        assert_eq!(horseman(sq("E5")).count(), 8);
        let empty = Bitboard::EMPTY;
        assert_eq!(
            reach(Kind::Sentinel, Side::Ember, sq("A1"), empty, empty).count(),
            20
        );
        assert_eq!(
            reach(Kind::Archer, Side::Ember, sq("E5"), empty, empty).count(),
            3 * 8
        );
        assert_eq!(
            reach(Kind::General, Side::Ember, sq("E5"), empty, empty).count(),
            16
        );
        assert_eq!(between(sq("A1"), sq("A5")).count(), 3);
        assert_eq!(between(sq("A1"), sq("C3")).count(), 1);
        assert_eq!(between(sq("A1"), sq("B3")), Bitboard::EMPTY);
    }
}
