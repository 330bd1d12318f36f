//! Squares of the 10 × 10 board and the region of each file (R1, R2).

use std::fmt;
use std::str::FromStr;

/// Number of files (`a`–`j`).
pub const FILES: u8 = 10;
/// Number of ranks (`1`–`10`).
pub const RANKS: u8 = 10;
/// Number of squares on the board.
pub const SQUARES: usize = (FILES as usize) * (RANKS as usize);

/// The terrain of a square: whole files, the same on every rank (R2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Region {
    /// Files a, b, i, j.
    Water,
    /// Files c, d, g, h.
    Land,
    /// Files e, f: the sky channel down the middle.
    Air,
}

impl Region {
    /// The region's name in lower case, for texts.
    pub const fn name(self) -> &'static str {
        match self {
            Region::Water => "water",
            Region::Land => "land",
            Region::Air => "air",
        }
    }

    /// How far a pawn may go on its first move from this region (R6).
    pub const fn first_move_reach(self) -> u8 {
        match self {
            Region::Water => 1,
            Region::Land => 2,
            Region::Air => 3,
        }
    }

    /// How many jumps a jumper starting here may chain (R10).
    pub const fn jumps(self) -> u8 {
        match self {
            Region::Water => 0,
            Region::Land => 1,
            Region::Air => 2,
        }
    }
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One of the 100 squares, `a1`–`j10` (R1).
///
/// Internally `rank * 10 + file`, both counted from zero, so `a1` is 0 and
/// `j10` is 99. The only ways to make one check the range.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = `a`) and `rank` (0 = rank 1), if on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with index `index` (0..100), if on the board.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Index 0..100, `rank * 10 + file`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File counted from zero (0 = `a`).
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank counted from zero (0 = rank 1).
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// The square `df` files and `dr` ranks away, if still on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f < 0 || r < 0 {
            None
        } else {
            Square::new(f as u8, r as u8)
        }
    }

    /// The region of the square's file (R2).
    pub const fn region(self) -> Region {
        match self.file() {
            0 | 1 | 8 | 9 => Region::Water,
            4 | 5 => Region::Air,
            _ => Region::Land,
        }
    }

    /// Which side of the sky channel the square lies on: −1 for files a–d,
    /// 0 in the channel (e, f), +1 for files g–j. Two squares outside the
    /// channel have an air square strictly between them on any straight
    /// line exactly when their sides differ (R4).
    pub const fn sky_side(self) -> i8 {
        match self.file() {
            0..=3 => -1,
            4 | 5 => 0,
            _ => 1,
        }
    }

    /// The same file on the mirrored rank (how Black mirrors White, R3).
    pub const fn mirrored(self) -> Square {
        Square((RANKS - 1 - self.rank()) * FILES + self.file())
    }

    /// Every square, `a1`, `b1`, … `j10`.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..SQUARES as u8).map(Square)
    }

    /// Parses a square from the start of `bytes`; returns it and the bytes used.
    pub(crate) fn parse_prefix(bytes: &[u8]) -> Option<(Square, usize)> {
        let (&letter, rest) = bytes.split_first()?;
        let file = letter.to_ascii_lowercase().checked_sub(b'a')?;
        let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
        if digits == 0 || digits > 2 || rest[0] == b'0' {
            return None;
        }
        let mut rank: u8 = 0;
        for &d in &rest[..digits] {
            rank = rank * 10 + (d - b'0');
        }
        Square::new(file, rank.checked_sub(1)?).map(|sq| (sq, 1 + digits))
    }
}

/// Why a square could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a square: write a file a–j and a rank 1–10, like e2 or j10")]
pub struct ParseSquareError(pub(crate) String);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Case-insensitive: `e2`, `E2` and `j10` parse; `k1`, `a0`, `a11` do not.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let trimmed = s.trim();
        match Square::parse_prefix(trimmed.as_bytes()) {
            Some((sq, used)) if used == trimmed.len() => Ok(sq),
            _ => Err(ParseSquareError(s.chars().take(16).collect())),
        }
    }
}

impl fmt::Display for Square {
    /// Canonical lower case, as the rules write squares: `e2`, `j10`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn r1_squares_parse_case_insensitively_and_print_lower_case() {
        assert_eq!("E2".parse::<Square>().unwrap().to_string(), "e2");
        assert_eq!("j10".parse::<Square>().unwrap(), Square::new(9, 9).unwrap());
        for bad in ["", "k1", "a0", "a11", "a", "1", "a01", "a1x", "ä1", "a100"] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?} should not parse");
        }
        assert_eq!(Square::all().count(), 100);
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
    }

    #[test]
    fn r2_regions_are_whole_files() {
        let files: String = (0..10)
            .map(|f| match Square::new(f, 3).unwrap().region() {
                Region::Water => 'w',
                Region::Land => 'l',
                Region::Air => 'a',
            })
            .collect();
        assert_eq!(files, "wwllaallww");
        for sq in Square::all() {
            assert_eq!(sq.region(), Square::new(sq.file(), 0).unwrap().region());
        }
    }
}
