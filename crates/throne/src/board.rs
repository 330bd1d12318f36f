//! Seats, the ring, paths and shields (T1, T3–T6).

use std::fmt;

/// A seat at the table, in joining order (T1): seat 1 throws first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(u8);

/// The seat colours, in seat order (T1).
pub const COLOURS: [&str; 4] = ["red", "blue", "green", "gold"];

impl Seat {
    /// Seat `index` (0-based); `None` past the fourth.
    pub const fn new(index: usize) -> Option<Seat> {
        if index < 4 {
            Some(Seat(index as u8))
        } else {
            None
        }
    }

    /// 0-based index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// `red`, `blue`, `green` or `gold`.
    pub const fn colour(self) -> &'static str {
        COLOURS[self.0 as usize]
    }

    /// The seat by its colour name.
    pub fn from_colour(name: &str) -> Option<Seat> {
        COLOURS
            .iter()
            .position(|c| c.eq_ignore_ascii_case(name))
            .and_then(Seat::new)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.colour();
        let mut chars = c.chars();
        if let Some(first) = chars.next() {
            write!(f, "{}{}", first.to_ascii_uppercase(), chars.as_str())?;
        }
        Ok(())
    }
}

/// Number of ring squares (T3).
pub const RING: u8 = 12;
/// A seat's gate: path step 12 (T4), also its formation square (T5).
pub const GATE: u8 = 12;
/// The first bridge step (T4).
pub const BRIDGE_1: u8 = 13;
/// The second bridge step (T4).
pub const BRIDGE_2: u8 = 14;
/// The Throne: path step 15 (T4).
pub const THRONE: u8 = 15;

/// Each seat's entry square for 2, 3 and 4 players (T3).
pub const fn entry(players: usize, seat: Seat) -> u8 {
    match players {
        2 => [1, 7, 0, 0][seat.index()],
        3 => [1, 5, 9, 0][seat.index()],
        _ => [1, 4, 7, 10][seat.index()],
    }
}

/// The ring square (1–12) of `seat`'s ring step `step` (1–12, T4).
#[inline]
pub const fn ring_square(players: usize, seat: Seat, step: u8) -> u8 {
    (entry(players, seat) - 1 + step - 1) % RING + 1
}

/// The step (1–12) of ring square `square` on `seat`'s path.
#[inline]
pub const fn step_of(players: usize, seat: Seat, square: u8) -> u8 {
    (square + RING - entry(players, seat)) % RING + 1
}

/// [`ring_square`] for every (players, seat, step): `SQUARES[players][seat][step]`.
pub(crate) const SQUARES: [[[u8; 13]; 4]; 5] = squares_table();

const fn squares_table() -> [[[u8; 13]; 4]; 5] {
    let mut t = [[[0u8; 13]; 4]; 5];
    let mut players = 2;
    while players <= 4 {
        let mut seat = 0;
        while seat < players {
            let mut step = 1;
            while step <= RING {
                t[players][seat][step as usize] = ring_square(players, Seat(seat as u8), step);
                step += 1;
            }
            seat += 1;
        }
        players += 1;
    }
    t
}

/// Whether ring square `square` is a shield: some seat's entry or gate,
/// whoever's it is (T6).
pub fn is_shield(players: usize, square: u8) -> bool {
    (0..players).filter_map(Seat::new).any(|s| {
        let e = entry(players, s);
        square == e || square == (e + RING - 2) % RING + 1
    })
}

/// The shields as bit masks over ring squares (bit q for square q), by
/// number of players (T6); [`is_shield`] says the same square by square.
pub const SHIELDS: [u16; 5] = [0, 0, shield_mask(2), shield_mask(3), shield_mask(4)];

const fn shield_mask(players: usize) -> u16 {
    let mut mask = 0u16;
    let mut i = 0;
    while i < players {
        let e = entry(players, Seat(i as u8));
        mask |= 1 << e;
        mask |= 1 << ((e + RING - 2) % RING + 1);
        i += 1;
    }
    mask
}

/// A place a piece can be, as players name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// Off the board (step 0).
    Home,
    /// Ring square 1–12.
    Ring(u8),
    /// A seat's private bridge square 1 or 2 (steps 13–14).
    Bridge(Seat, u8),
    /// The shared centre (step 15).
    Throne,
}

impl Place {
    /// Where `seat`'s path step `step` is.
    #[inline]
    pub fn of_step(players: usize, seat: Seat, step: u8) -> Place {
        match step {
            0 => Place::Home,
            1..=12 => Place::Ring(SQUARES[players.min(4)][seat.index()][step as usize]),
            13 | 14 => Place::Bridge(seat, step - 12),
            _ => Place::Throne,
        }
    }

    /// The step this place is on `seat`'s path, if it is on it.
    pub fn step_for(self, players: usize, seat: Seat) -> Option<u8> {
        match self {
            Place::Home => Some(0),
            Place::Ring(q) if (1..=RING).contains(&q) => Some(step_of(players, seat, q)),
            Place::Bridge(s, k) if s == seat && (1..=2).contains(&k) => Some(12 + k),
            Place::Throne => Some(THRONE),
            _ => None,
        }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Home => f.write_str("home"),
            Place::Ring(q) => write!(f, "{q}"),
            Place::Bridge(s, k) => write!(f, "{}-{k}", s.colour()),
            Place::Throne => f.write_str("throne"),
        }
    }
}

/// Why a place name was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a place: use home, a ring square 1–12, a bridge square like red-1, or throne."
)]
pub struct PlaceError(pub String);

impl std::str::FromStr for Place {
    type Err = PlaceError;
    fn from_str(s: &str) -> Result<Place, PlaceError> {
        let t = s.trim().to_ascii_lowercase();
        let bad = || PlaceError(s.trim().to_string());
        match t.as_str() {
            "home" => return Ok(Place::Home),
            "throne" => return Ok(Place::Throne),
            _ => {}
        }
        if let Some((colour, k)) = t.split_once('-') {
            let seat = Seat::from_colour(colour).ok_or_else(bad)?;
            return match k {
                "1" => Ok(Place::Bridge(seat, 1)),
                "2" => Ok(Place::Bridge(seat, 2)),
                _ => Err(bad()),
            };
        }
        match t.parse::<u8>() {
            Ok(q) if (1..=RING).contains(&q) => Ok(Place::Ring(q)),
            _ => Err(bad()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_start_at_the_entry_and_reach_the_gate_before_it() {
        let blue = Seat::new(1).unwrap();
        assert_eq!(ring_square(3, blue, 1), 5);
        assert_eq!(ring_square(3, blue, 12), 4);
        assert_eq!(step_of(3, blue, 3), 11);
        for players in 2..=4 {
            for s in (0..players).filter_map(Seat::new) {
                for step in 1..=12 {
                    assert_eq!(step_of(players, s, ring_square(players, s, step)), step);
                }
            }
        }
    }

    #[test]
    fn shield_masks_agree_with_the_square_by_square_rule() {
        for (players, mask) in SHIELDS.iter().enumerate().skip(2) {
            for q in 1..=RING {
                assert_eq!(mask & (1 << q) != 0, is_shield(players, q));
            }
        }
        assert_eq!(
            (1..=RING).filter(|&q| is_shield(4, q)).collect::<Vec<_>>(),
            [1, 3, 4, 6, 7, 9, 10, 12]
        );
    }

    #[test]
    fn places_round_trip() {
        for text in ["home", "1", "12", "red-1", "gold-2", "throne"] {
            assert_eq!(text.parse::<Place>().unwrap().to_string(), text);
        }
        assert!("13".parse::<Place>().is_err());
        assert!("red-3".parse::<Place>().is_err());
        assert!("pink-1".parse::<Place>().is_err());
    }
}
