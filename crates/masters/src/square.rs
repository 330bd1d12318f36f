//! Squares of the 10 × 12 board (M1).

use std::fmt;
use std::str::FromStr;

/// Number of files (`A`–`J`).
pub const FILES: u8 = 10;
/// Number of ranks (`1`–`12`).
pub const RANKS: u8 = 12;
/// Number of squares on the board.
pub const SQUARES: usize = (FILES as usize) * (RANKS as usize);

/// One of the 120 squares, `A1`–`J12` (M1).
///
/// Internally `rank * 10 + file`, both counted from zero, so `A1` is 0 and
/// `J12` is 119. The only ways to make one check the range.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = `A`) and `rank` (0 = rank 1), if on the board.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// The square with index `index` (0..120), if on the board.
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    /// Index 0..120, `rank * 10 + file`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File counted from zero (0 = `A`).
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

    /// The same file on rank `13 − r` (how Frost mirrors Ember, M3).
    pub const fn mirrored(self) -> Square {
        Square((RANKS - 1 - self.rank()) * FILES + self.file())
    }

    /// Every square, `A1`, `B1`, … `J12`.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..SQUARES as u8).map(Square)
    }

    /// Parses a square from the start of `bytes`; returns it and the bytes used.
    pub(crate) fn parse_prefix(bytes: &[u8]) -> Option<(Square, usize)> {
        let (&letter, rest) = bytes.split_first()?;
        let file = letter.to_ascii_uppercase().checked_sub(b'A')?;
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
#[error("`{0}` is not a square: write a file A–J and a rank 1–12, like E2 or j12")]
pub struct ParseSquareError(pub(crate) String);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Case-insensitive: `E2`, `e2` and `J12` parse; `K1`, `A0`, `A13` do not.
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let trimmed = s.trim();
        match Square::parse_prefix(trimmed.as_bytes()) {
            Some((sq, used)) if used == trimmed.len() => Ok(sq),
            _ => Err(ParseSquareError(s.chars().take(16).collect())),
        }
    }
}

impl fmt::Display for Square {
    /// Canonical upper case: `E2`, `J12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.file()) as char, self.rank() + 1)
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
    fn m1_squares_parse_case_insensitively_and_print_upper_case() {
        assert_eq!("e2".parse::<Square>().unwrap().to_string(), "E2");
        assert_eq!(
            "J12".parse::<Square>().unwrap(),
            Square::new(9, 11).unwrap()
        );
        assert_eq!("a1".parse::<Square>().unwrap().index(), 0);
        for bad in ["", "K1", "A0", "A13", "A", "1", "A01", "A1x", "ÄÖ", "A123"] {
            assert!(bad.parse::<Square>().is_err(), "{bad:?} should not parse");
        }
        assert_eq!(Square::all().count(), 120);
        for sq in Square::all() {
            assert_eq!(sq.to_string().parse::<Square>().unwrap(), sq);
        }
    }

    #[test]
    fn m3_mirror_maps_rank_r_to_13_minus_r() {
        let e1: Square = "E1".parse().unwrap();
        assert_eq!(e1.mirrored().to_string(), "E12");
        assert_eq!("C5".parse::<Square>().unwrap().mirrored().to_string(), "C8");
    }
}
