//! Sides, piece kinds, pieces and promotion choices (R3, R6, R8–R11).

use std::fmt;
use std::str::FromStr;

/// One of the two sides (R1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Side {
    /// Starts on ranks 1–2 and moves first.
    White,
    /// Starts on ranks 9–10.
    Black,
}

impl Side {
    /// Both sides, White first.
    pub const ALL: [Side; 2] = [Side::White, Side::Black];

    /// 0 for White, 1 for Black.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The opponent.
    pub const fn other(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// The rank step towards the opponent: +1 for White, −1 for Black.
    pub const fn forward(self) -> i8 {
        match self {
            Side::White => 1,
            Side::Black => -1,
        }
    }

    /// The rank (from zero) where this side's pawns promote (R6).
    pub const fn last_rank(self) -> u8 {
        match self {
            Side::White => 9,
            Side::Black => 0,
        }
    }

    /// `White` or `Black`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::White => "White",
            Side::Black => "Black",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The nine kinds of piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// R6.
    Pawn,
    /// R7: a pawn that can carry a neighbouring pawn and recapture.
    Commander,
    /// R10.
    Jumper,
    /// R9.
    Hussar,
    /// R8: diagonal slider, affected by regions.
    Bishop,
    /// R8: diagonal slider that ignores regions.
    Scout,
    /// R8: orthogonal slider that ignores regions.
    Tower,
    /// R8: slides both ways, ignores regions.
    Queen,
    /// R11.
    King,
}

impl Kind {
    /// Every kind, in index order.
    pub const ALL: [Kind; 9] = [
        Kind::Pawn,
        Kind::Commander,
        Kind::Jumper,
        Kind::Hussar,
        Kind::Bishop,
        Kind::Scout,
        Kind::Tower,
        Kind::Queen,
        Kind::King,
    ];

    /// 0..9, in the order of [`Kind::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The kind's name in lower case (`commander pawn` is `commander`).
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Commander => "commander",
            Kind::Jumper => "jumper",
            Kind::Hussar => "hussar",
            Kind::Bishop => "bishop",
            Kind::Scout => "scout",
            Kind::Tower => "tower",
            Kind::Queen => "queen",
            Kind::King => "king",
        }
    }

    /// The letter in position notation (upper case).
    pub const fn letter(self) -> char {
        match self {
            Kind::Pawn => 'P',
            Kind::Commander => 'C',
            Kind::Jumper => 'J',
            Kind::Hussar => 'H',
            Kind::Bishop => 'B',
            Kind::Scout => 'S',
            Kind::Tower => 'T',
            Kind::Queen => 'Q',
            Kind::King => 'K',
        }
    }

    /// The kind with this notation letter, in either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL
            .into_iter()
            .find(|k| k.letter() == c.to_ascii_uppercase())
    }

    /// Whether the region rule R4 applies to it (everything but scouts,
    /// towers and the queen, R5).
    pub const fn follows_regions(self) -> bool {
        !matches!(self, Kind::Scout | Kind::Tower | Kind::Queen)
    }

    /// Whether it moves like a pawn (plain pawn or commander).
    pub const fn is_pawn(self) -> bool {
        matches!(self, Kind::Pawn | Kind::Commander)
    }

    /// Whether a player may pick a piece of this kind as their infiltrator (R13).
    pub const fn can_infiltrate(self) -> bool {
        !matches!(self, Kind::King | Kind::Queen | Kind::Tower | Kind::Scout)
    }

    /// The rule id that says how it moves.
    pub const fn rule(self) -> &'static str {
        match self {
            Kind::Pawn => "R6",
            Kind::Commander => "R7",
            Kind::Jumper => "R10",
            Kind::Hussar => "R9",
            Kind::Bishop | Kind::Scout | Kind::Tower | Kind::Queen => "R8",
            Kind::King => "R11",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a piece name could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a piece: use pawn, commander, jumper, hussar, bishop, scout, tower, queen or king"
)]
pub struct ParseKindError(pub(crate) String);

impl FromStr for Kind {
    type Err = ParseKindError;

    /// A kind's name in any case (`commander pawn` is also accepted).
    fn from_str(s: &str) -> Result<Kind, ParseKindError> {
        let lower = s.trim().to_ascii_lowercase();
        let lower = lower
            .strip_suffix(" pawn")
            .filter(|l| *l == "commander")
            .unwrap_or(&lower);
        Kind::ALL
            .into_iter()
            .find(|k| k.name() == lower)
            .ok_or_else(|| ParseKindError(s.chars().take(20).collect()))
    }
}

/// What a pawn may become on its last rank (R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Promotion {
    /// A queen.
    Queen,
    /// A tower.
    Tower,
    /// A bishop.
    Bishop,
    /// A scout.
    Scout,
    /// A hussar.
    Hussar,
}

impl Promotion {
    /// Every choice.
    pub const ALL: [Promotion; 5] = [
        Promotion::Queen,
        Promotion::Tower,
        Promotion::Bishop,
        Promotion::Scout,
        Promotion::Hussar,
    ];

    /// The kind the pawn becomes.
    pub const fn kind(self) -> Kind {
        match self {
            Promotion::Queen => Kind::Queen,
            Promotion::Tower => Kind::Tower,
            Promotion::Bishop => Kind::Bishop,
            Promotion::Scout => Kind::Scout,
            Promotion::Hussar => Kind::Hussar,
        }
    }
}

impl fmt::Display for Promotion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind().name())
    }
}

/// Why a promotion choice could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not a promotion: use queen, tower, bishop, scout or hussar")]
pub struct ParsePromotionError(pub(crate) String);

impl FromStr for Promotion {
    type Err = ParsePromotionError;

    fn from_str(s: &str) -> Result<Promotion, ParsePromotionError> {
        let lower = s.trim().to_ascii_lowercase();
        Promotion::ALL
            .into_iter()
            .find(|p| p.kind().name() == lower)
            .ok_or_else(|| ParsePromotionError(s.chars().take(20).collect()))
    }
}

/// A piece: its kind, its side, and for pawns whether it has moved (R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// What it is.
    pub kind: Kind,
    /// Whose it is now (an infiltrator changes side when revealed, R14).
    pub side: Side,
    /// Whether a pawn or commander has moved (always false for other kinds).
    pub moved: bool,
}

impl Piece {
    /// An unmoved piece.
    pub const fn new(kind: Kind, side: Side) -> Piece {
        Piece {
            kind,
            side,
            moved: false,
        }
    }

    /// The same piece marked as moved (only pawns keep the mark).
    pub const fn after_move(self) -> Piece {
        Piece {
            moved: self.kind.is_pawn(),
            ..self
        }
    }
}

impl fmt::Display for Piece {
    /// `White's bishop`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}'s {}", self.side, self.kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_letters_round_trip() {
        for k in Kind::ALL {
            assert_eq!(k.name().parse::<Kind>().unwrap(), k);
            assert_eq!(Kind::from_letter(k.letter()), Some(k));
            assert_eq!(Kind::from_letter(k.letter().to_ascii_lowercase()), Some(k));
        }
        assert_eq!("Commander Pawn".parse::<Kind>().unwrap(), Kind::Commander);
        assert!("dragon".parse::<Kind>().is_err());
        for p in Promotion::ALL {
            assert_eq!(p.to_string().parse::<Promotion>().unwrap(), p);
        }
        assert!("king".parse::<Promotion>().is_err());
    }

    #[test]
    fn r5_scouts_towers_and_the_queen_ignore_regions() {
        let free: Vec<Kind> = Kind::ALL
            .into_iter()
            .filter(|k| !k.follows_regions())
            .collect();
        assert_eq!(free, [Kind::Scout, Kind::Tower, Kind::Queen]);
    }
}
