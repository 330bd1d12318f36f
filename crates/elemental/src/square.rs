//! Squares, colours, piece roles and the four facings.

use std::fmt;
use std::str::FromStr;

/// A square, `a1` = 0 … `h8` = 63 (file + 8 × rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Square(u8);

impl Square {
    /// The square at `file` (0 = a) and `rank` (0 = rank 1), if both are on the board.
    pub const fn new(file: i8, rank: i8) -> Option<Square> {
        if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
            Some(Square((rank * 8 + file) as u8))
        } else {
            None
        }
    }
    /// The square with this index (0–63).
    pub const fn from_index(index: u8) -> Square {
        Square(index & 63)
    }
    /// 0–63.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// 0 = file a.
    pub const fn file(self) -> i8 {
        (self.0 & 7) as i8
    }
    /// 0 = rank 1.
    pub const fn rank(self) -> i8 {
        (self.0 >> 3) as i8
    }
    /// The square `df` files and `dr` ranks away, if on the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        Square::new(self.file() + df, self.rank() + dr)
    }
    /// The one-bit bitboard of this square.
    pub(crate) const fn bit(self) -> u64 {
        1u64 << self.0
    }
    /// Whether the two squares touch (8-neighbours).
    pub fn touches(self, other: Square) -> bool {
        self != other
            && (self.file() - other.file()).abs() <= 1
            && (self.rank() - other.rank()).abs() <= 1
    }
    /// Every square, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.file() as u8) as char,
            (b'1' + self.rank() as u8) as char
        )
    }
}

/// A text that is not a square.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("\"{0}\" is not a square: use a file a–h and a rank 1–8, like e4")]
pub struct ParseSquareError(pub String);

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        let err = || ParseSquareError(s.chars().take(16).collect());
        let b = s.trim().as_bytes();
        if b.len() != 2 {
            return Err(err());
        }
        let file = b[0].to_ascii_lowercase().wrapping_sub(b'a');
        let rank = b[1].wrapping_sub(b'1');
        Square::new(file as i8, rank as i8)
            .filter(|_| file < 8 && rank < 8)
            .ok_or_else(err)
    }
}

/// A side: White moves first (E1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Color {
    /// Moves first, starts on ranks 1–2.
    White = 0,
    /// Starts on ranks 7–8.
    Black = 1,
}

impl Color {
    /// Both sides, White first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];
    /// The other side.
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }
    /// `White` or `Black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
    /// +1 for White (towards rank 8), −1 for Black.
    pub const fn forward(self) -> i8 {
        match self {
            Color::White => 1,
            Color::Black => -1,
        }
    }
    /// The side's first rank (0-based).
    pub const fn first_rank(self) -> i8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }
    /// The side's last rank, where pawns promote (0-based).
    pub const fn last_rank(self) -> i8 {
        7 - self.first_rank()
    }
}

/// A piece's role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Pawn, rank 1.
    Pawn = 0,
    /// Knight, rank 2.
    Knight = 1,
    /// Bishop, rank 3.
    Bishop = 2,
    /// Rook, rank 3.
    Rook = 3,
    /// Queen, rank 4.
    Queen = 4,
    /// King, rank 5.
    King = 5,
}

impl Role {
    /// Every role, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];
    /// The roles a pawn may promote to, in the order menus list them.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The piece's rank for ability comparisons (E2).
    pub const fn rank(self) -> u8 {
        match self {
            Role::King => 5,
            Role::Queen => 4,
            Role::Rook | Role::Bishop => 3,
            Role::Knight => 2,
            Role::Pawn => 1,
        }
    }
    /// The letter in FEN and move notation (lower case).
    pub const fn letter(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }
    /// The role for a letter in any case.
    pub fn from_letter(c: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.letter() == c.to_ascii_lowercase())
    }
    /// `pawn`, `knight`, …
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
    /// The role by its name or letter, in any case.
    pub fn from_name(s: &str) -> Option<Role> {
        let s = s.trim().to_ascii_lowercase();
        if s.chars().count() == 1 {
            return s.chars().next().and_then(Role::from_letter);
        }
        Role::ALL.into_iter().find(|r| r.name() == s)
    }
    /// Whether it slides along lines (rook, bishop, queen).
    pub const fn slides(self) -> bool {
        matches!(self, Role::Bishop | Role::Rook | Role::Queen)
    }
}

/// A Block Piece facing (E25): one of the four orthogonal directions; north
/// is towards rank 8 for both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Facing {
    /// Towards rank 8.
    North = 0,
    /// Towards file h.
    East = 1,
    /// Towards rank 1.
    South = 2,
    /// Towards file a.
    West = 3,
}

impl Facing {
    /// All four, clockwise from north.
    pub const ALL: [Facing; 4] = [Facing::North, Facing::East, Facing::South, Facing::West];
    /// The facing towards the opponent, a Block Piece's initial one.
    pub const fn towards_opponent(color: Color) -> Facing {
        match color {
            Color::White => Facing::North,
            Color::Black => Facing::South,
        }
    }
    /// The unit step (file, rank).
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Facing::North => (0, 1),
            Facing::East => (1, 0),
            Facing::South => (0, -1),
            Facing::West => (-1, 0),
        }
    }
    /// `north`, `east`, `south`, `west`.
    pub const fn name(self) -> &'static str {
        match self {
            Facing::North => "north",
            Facing::East => "east",
            Facing::South => "south",
            Facing::West => "west",
        }
    }
    /// The facing by name or initial, in any case.
    pub fn from_name(s: &str) -> Option<Facing> {
        let s = s.trim().to_ascii_lowercase();
        Facing::ALL
            .into_iter()
            .find(|f| f.name() == s || (s.len() == 1 && f.name().starts_with(&s)))
    }
    /// `N`, `E`, `S`, `W`.
    pub const fn letter(self) -> char {
        match self {
            Facing::North => 'N',
            Facing::East => 'E',
            Facing::South => 'S',
            Facing::West => 'W',
        }
    }
}
