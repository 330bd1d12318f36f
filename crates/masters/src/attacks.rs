//! Move patterns of every piece kind as bitboards (M6–M13), from tables
//! computed at compile time.

use crate::bitboard::Bitboard;
use crate::piece::{Kind, Side};
use crate::square::{FILES, SQUARES, Square};

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
    /// `rays[sq][d]`: every square in direction `d` to the edge.
    rays: [[u128; 8]; SQUARES],
    /// `short[0][sq][d]`: up to 2 squares; `short[1][sq][d]`: up to 3.
    short: [[[u128; 8]; SQUARES]; 2],
    king: [u128; SQUARES],
    knight: [u128; SQUARES],
    /// `scout_step[side][sq]`: the square straight forward for a scout `side` owns.
    scout_step: [[u128; SQUARES]; 2],
    /// `scout_capture[side][sq]`: the squares diagonally forward.
    scout_capture: [[u128; SQUARES]; 2],
}

const fn build() -> Tables {
    let mut t = Tables {
        rays: [[0; 8]; SQUARES],
        short: [[[0; 8]; SQUARES]; 2],
        king: [0; SQUARES],
        knight: [0; SQUARES],
        scout_step: [[0; SQUARES]; 2],
        scout_capture: [[0; SQUARES]; 2],
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
            t.rays[sq][d] = ray(sq, DIRS[d], 12);
            t.short[0][sq][d] = ray(sq, DIRS[d], 2);
            t.short[1][sq][d] = ray(sq, DIRS[d], 3);
            t.king[sq] |= ray(sq, DIRS[d], 1);
            if let Some(to) = step(sq, KNIGHT[d]) {
                t.knight[sq] |= 1u128 << to;
            }
            d += 1;
        }
        let mut side = 0;
        while side < 2 {
            let fwd: i8 = if side == 0 { 1 } else { -1 };
            t.scout_step[side][sq] = ray(sq, (0, fwd), 1);
            t.scout_capture[side][sq] = ray(sq, (-1, fwd), 1) | ray(sq, (1, fwd), 1);
            side += 1;
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
    ray & !TABLES.rays[first][d]
}

#[inline]
fn slide(sq: Square, dirs: &[usize], occupied: Bitboard) -> Bitboard {
    let mut bb = 0;
    for &d in dirs {
        bb |= cut(d, TABLES.rays[sq.index()][d], occupied.0);
    }
    Bitboard(bb)
}

#[inline]
fn short(sq: Square, which: usize, occupied: Bitboard) -> Bitboard {
    let mut bb = 0;
    for d in 0..8 {
        bb |= cut(d, TABLES.short[which][sq.index()][d], occupied.0);
    }
    Bitboard(bb)
}

/// Every square of rank `rank` (counted from zero).
#[inline]
pub fn rank_mask(rank: u8) -> Bitboard {
    Bitboard(((1u128 << FILES) - 1) << (rank as usize * FILES as usize))
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
        let r = TABLES.rays[a.index()][d];
        if r >> b.index() & 1 == 1 {
            return Bitboard(r & !TABLES.rays[b.index()][d] & !(1u128 << b.index()));
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
#[inline(always)]
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
    let s = owner.index();
    let step = |bb: u128| -> u128 {
        // One square forward from the (single) square in `bb`, if on the board.
        if bb == 0 {
            0
        } else {
            TABLES.scout_step[s][bb.trailing_zeros() as usize]
        }
    };
    let one = TABLES.scout_step[s][sq.index()] & !occupied.0;
    let two = step(one) & !occupied.0;
    Bitboard(one | two | (TABLES.scout_capture[s][sq.index()] & hostile.0))
}

/// Every move of all `scouts` (owned by `owner`) at once (M13), as four
/// sets in which each square is reached by exactly one scout: one step, two
/// steps, capture towards file A, capture towards file J. With each set
/// comes what to add to a destination's index to get its scout's square.
#[inline]
pub fn scout_moves(
    owner: Side,
    scouts: Bitboard,
    occupied: Bitboard,
    capturable: Bitboard,
) -> [(Bitboard, i8); 4] {
    const FILE_A: u128 = {
        let mut bb = 0u128;
        let mut r = 0;
        while r < 12 {
            bb |= 1 << (r * 10);
            r += 1;
        }
        bb
    };
    const FILE_J: u128 = FILE_A << 9;
    const FULL: u128 = (1u128 << SQUARES) - 1;
    let (s, empty, capturable) = (scouts.0, !occupied.0 & FULL, capturable.0);
    match owner {
        Side::Ember => {
            let one = (s << 10) & empty;
            let two = (one << 10) & empty;
            let west = ((s & !FILE_A) << 9) & capturable;
            let east = ((s & !FILE_J) << 11) & capturable;
            [
                (Bitboard(one), -10),
                (Bitboard(two), -20),
                (Bitboard(west), -9),
                (Bitboard(east), -11),
            ]
        }
        Side::Frost => {
            let one = (s >> 10) & empty;
            let two = (one >> 10) & empty;
            let west = ((s & !FILE_A) >> 11) & capturable;
            let east = ((s & !FILE_J) >> 9) & capturable;
            [
                (Bitboard(one), 10),
                (Bitboard(two), 20),
                (Bitboard(west), 11),
                (Bitboard(east), 9),
            ]
        }
    }
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
