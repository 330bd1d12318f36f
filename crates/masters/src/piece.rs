//! Sides, piece kinds and pieces (M2–M4).

use std::fmt;
use std::ops::Not;
use std::str::FromStr;

/// One of the two sides (M2). Ember moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Home rank 1, moves towards rank 12, moves first.
    Ember,
    /// Home rank 12, moves towards rank 1.
    Frost,
}

impl Side {
    /// Both sides, Ember first.
    pub const ALL: [Side; 2] = [Side::Ember, Side::Frost];

    /// 0 for Ember, 1 for Frost: an index for per-side arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The other side.
    pub const fn other(self) -> Side {
        match self {
            Side::Ember => Side::Frost,
            Side::Frost => Side::Ember,
        }
    }

    /// Rank step of "forward" for pieces this side owns: +1 for Ember, −1 for Frost.
    pub const fn forward(self) -> i8 {
        match self {
            Side::Ember => 1,
            Side::Frost => -1,
        }
    }

    /// Rank (from zero) where this side's pieces start: 0 for Ember, 11 for Frost.
    pub const fn home_rank(self) -> u8 {
        match self {
            Side::Ember => 0,
            Side::Frost => 11,
        }
    }

    /// The side's name as players read it: `Ember`, `Frost`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::Ember => "Ember",
            Side::Frost => "Frost",
        }
    }
}

impl Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        self.other()
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The nine piece kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Leadership piece; 1 or 2 squares in any direction (M6).
    General,
    /// Leadership piece; 1 square in any direction, and claims (M7, M20–M29).
    Puppeteer,
    /// Leadership piece; moves only with an inherited moveset (M8, M30–M35).
    Witch,
    /// Diagonal slider with a protective aura (M9, M16–M19).
    Cardinal,
    /// Slider in 8 directions that passes over friendly pieces (M10).
    Dragon,
    /// Orthogonal slider (M11).
    Sentinel,
    /// 1 to 3 squares in any direction (M11).
    Archer,
    /// Leaper, 2 + 1 (M12).
    Horseman,
    /// Forward stepper that captures diagonally forward and promotes (M13, M36).
    Scout,
}

impl Kind {
    /// All nine kinds, in a fixed order.
    pub const ALL: [Kind; 9] = [
        Kind::General,
        Kind::Puppeteer,
        Kind::Witch,
        Kind::Cardinal,
        Kind::Dragon,
        Kind::Sentinel,
        Kind::Archer,
        Kind::Horseman,
        Kind::Scout,
    ];

    /// Position in [`Kind::ALL`], for per-kind arrays.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Lower-case name: `general`, `horseman`, …
    pub const fn name(self) -> &'static str {
        match self {
            Kind::General => "general",
            Kind::Puppeteer => "puppeteer",
            Kind::Witch => "witch",
            Kind::Cardinal => "cardinal",
            Kind::Dragon => "dragon",
            Kind::Sentinel => "sentinel",
            Kind::Archer => "archer",
            Kind::Horseman => "horseman",
            Kind::Scout => "scout",
        }
    }

    /// The letter of the position notation (upper case): G P W C D N A H S.
    pub const fn letter(self) -> char {
        match self {
            Kind::General => 'G',
            Kind::Puppeteer => 'P',
            Kind::Witch => 'W',
            Kind::Cardinal => 'C',
            Kind::Dragon => 'D',
            Kind::Sentinel => 'N',
            Kind::Archer => 'A',
            Kind::Horseman => 'H',
            Kind::Scout => 'S',
        }
    }

    /// The kind with notation letter `c` (either case).
    pub fn from_letter(c: char) -> Option<Kind> {
        let upper = c.to_ascii_uppercase();
        Kind::ALL.into_iter().find(|k| k.letter() == upper)
    }

    /// General, puppeteer and witch: the pieces whose fall decides the game (M37).
    pub const fn is_leader(self) -> bool {
        matches!(self, Kind::General | Kind::Puppeteer | Kind::Witch)
    }

    /// Whether the witch can hold this kind as a moveset (every kind but the witch).
    pub const fn is_moveset(self) -> bool {
        !matches!(self, Kind::Witch)
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
    "`{0}` is not a piece: use general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman or scout"
)]
pub struct ParseKindError(pub(crate) String);

impl FromStr for Kind {
    type Err = ParseKindError;

    /// A full name (`horseman`) or a notation letter (`h`), any case.
    fn from_str(s: &str) -> Result<Kind, ParseKindError> {
        let t = s.trim();
        let mut chars = t.chars();
        if let (Some(c), None) = (chars.next(), chars.next())
            && let Some(k) = Kind::from_letter(c)
        {
            return Ok(k);
        }
        Kind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| ParseKindError(s.chars().take(16).collect()))
    }
}

/// What a scout may become on the far rank (M36).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Promotion {
    /// Become a dragon.
    Dragon,
    /// Become a sentinel.
    Sentinel,
    /// Become an archer.
    Archer,
    /// Become a horseman.
    Horseman,
}

impl Promotion {
    /// The four choices, in the order the rules name them.
    pub const ALL: [Promotion; 4] = [
        Promotion::Dragon,
        Promotion::Sentinel,
        Promotion::Archer,
        Promotion::Horseman,
    ];

    /// The piece kind the scout becomes.
    pub const fn kind(self) -> Kind {
        match self {
            Promotion::Dragon => Kind::Dragon,
            Promotion::Sentinel => Kind::Sentinel,
            Promotion::Archer => Kind::Archer,
            Promotion::Horseman => Kind::Horseman,
        }
    }

    /// The choice for `kind`, if a scout may become it.
    pub const fn from_kind(kind: Kind) -> Option<Promotion> {
        match kind {
            Kind::Dragon => Some(Promotion::Dragon),
            Kind::Sentinel => Some(Promotion::Sentinel),
            Kind::Archer => Some(Promotion::Archer),
            Kind::Horseman => Some(Promotion::Horseman),
            _ => None,
        }
    }
}

impl fmt::Display for Promotion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind().name())
    }
}

impl FromStr for Promotion {
    type Err = ParseKindError;

    fn from_str(s: &str) -> Result<Promotion, ParseKindError> {
        s.parse::<Kind>()
            .ok()
            .and_then(Promotion::from_kind)
            .ok_or_else(|| ParseKindError(s.chars().take(16).collect()))
    }
}

/// A piece: its kind and its owner, the side it started with (M4).
///
/// Who controls it also depends on claims, which the position keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// What the piece is now (a promoted scout has its new kind).
    pub kind: Kind,
    /// The side it started with; never changes.
    pub owner: Side,
}

impl Piece {
    /// A piece of `kind` owned by `owner`.
    pub const fn new(kind: Kind, owner: Side) -> Piece {
        Piece { kind, owner }
    }
}

impl fmt::Display for Piece {
    /// `Frost's horseman`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}'s {}", self.owner, self.kind)
    }
}

/// A small set of kinds: the pending inheritance offers of one witch (M32).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct KindSet(u16);

impl KindSet {
    /// No kinds.
    pub const EMPTY: KindSet = KindSet(0);

    /// Whether `kind` is in the set.
    pub const fn contains(self, kind: Kind) -> bool {
        self.0 >> kind.index() & 1 == 1
    }

    /// Adds `kind`.
    pub fn insert(&mut self, kind: Kind) {
        self.0 |= 1 << kind.index();
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Number of kinds in the set.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// The kinds, in [`Kind::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Kind> {
        Kind::ALL.into_iter().filter(move |k| self.contains(*k))
    }
}

impl FromIterator<Kind> for KindSet {
    fn from_iter<I: IntoIterator<Item = Kind>>(iter: I) -> KindSet {
        let mut set = KindSet::EMPTY;
        for k in iter {
            set.insert(k);
        }
        set
    }
}

impl fmt::Debug for KindSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_parse_by_name_or_letter() {
        for k in Kind::ALL {
            assert_eq!(k.name().parse::<Kind>().unwrap(), k);
            assert_eq!(k.name().to_uppercase().parse::<Kind>().unwrap(), k);
            assert_eq!(k.letter().to_string().parse::<Kind>().unwrap(), k);
            assert_eq!(Kind::from_letter(k.letter().to_ascii_lowercase()), Some(k));
        }
        assert!("king".parse::<Kind>().is_err());
        assert!("scout".parse::<Promotion>().is_err());
        assert_eq!("Dragon".parse::<Promotion>().unwrap(), Promotion::Dragon);
    }

    #[test]
    fn m2_ember_moves_up_frost_moves_down() {
        assert_eq!(Side::Ember.forward(), 1);
        assert_eq!(Side::Frost.forward(), -1);
        assert_eq!(!Side::Ember, Side::Frost);
    }
}
