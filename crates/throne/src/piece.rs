//! The three kinds of piece (T2) and the finish order (T19).

use std::fmt;

/// A piece on the board: how many soldiers it is made of (T2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// One soldier.
    Soldier = 0,
    /// Two soldiers (a horse in the picture).
    Unit = 1,
    /// Four soldiers (a cart in the picture).
    Squad = 2,
}

impl Kind {
    /// Every kind, smallest first.
    pub const ALL: [Kind; 3] = [Kind::Soldier, Kind::Unit, Kind::Squad];

    /// Soldiers in it, which is also what its values are divided by (T11).
    pub const fn size(self) -> u8 {
        match self {
            Kind::Soldier => 1,
            Kind::Unit => 2,
            Kind::Squad => 4,
        }
    }

    /// `soldier`, `unit`, `squad`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Soldier => "soldier",
            Kind::Unit => "unit",
            Kind::Squad => "squad",
        }
    }

    /// The kind by name (`soldier`, `unit`, `squad`, or `s`, `u`, `q`).
    pub fn from_name(name: &str) -> Option<Kind> {
        match name.trim().to_ascii_lowercase().as_str() {
            "soldier" | "s" => Some(Kind::Soldier),
            "unit" | "u" => Some(Kind::Unit),
            "squad" | "q" => Some(Kind::Squad),
            _ => None,
        }
    }

    /// One letter in the position notation: `s`, `u`, `q`.
    pub const fn letter(self) -> char {
        match self {
            Kind::Soldier => 's',
            Kind::Unit => 'u',
            Kind::Squad => 'q',
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The order pieces enter the Throne: squad, squad, unit, soldier, soldier (T19).
pub const FINISH_ORDER: [Kind; 5] = [
    Kind::Squad,
    Kind::Squad,
    Kind::Unit,
    Kind::Soldier,
    Kind::Soldier,
];
