//! Throws and their values (T7–T9): the shells, the power chain, the
//! multiset of a round's values, and the seeded generator.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};
use std::fmt;

/// Every value a throw can give, in index order (T7: there is no 1).
pub const VALUES: [u8; 9] = [2, 3, 4, 5, 6, 7, 8, 11, 16];

/// The value of a throw with `whites` white sides up (T7).
pub const fn value_of(whites: u32) -> u8 {
    match whites {
        0 => 16,
        1 => 11,
        k => k as u8,
    }
}

/// Whether `value` makes the player throw again (T8).
pub const fn is_power(value: u8) -> bool {
    matches!(value, 16 | 11 | 4 | 6 | 8)
}

/// Whether `value` is a throw value at all.
pub const fn is_value(value: u8) -> bool {
    matches!(value, 2..=8 | 11 | 16)
}

fn index_of(value: u8) -> Option<usize> {
    VALUES.iter().position(|&v| v == value)
}

/// One throw: the 8 shells (bit set = white side up) and its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Throw {
    /// Bit i set: shell i landed white side up.
    pub shells: u8,
}

impl Throw {
    /// The throw's value (T7).
    pub const fn value(self) -> u8 {
        value_of(self.shells.count_ones())
    }

    /// A throw showing `value`: the first shells white (for given values).
    pub fn showing(value: u8) -> Option<Throw> {
        let whites = match value {
            16 => 0,
            11 => 1,
            2..=8 => value as u32,
            _ => return None,
        };
        Some(Throw {
            shells: ((1u16 << whites) - 1) as u8,
        })
    }
}

/// A multiset of throw values: the round's unused values, or a combination (T10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Values([u8; 9]);

impl Values {
    /// No values.
    pub const EMPTY: Values = Values([0; 9]);

    /// The multiset of these values; `None` if one is not a throw value.
    pub fn of(values: &[u8]) -> Option<Values> {
        let mut v = Values::EMPTY;
        for &x in values {
            v.0[index_of(x)?] += 1;
        }
        Some(v)
    }

    /// Whether it holds nothing.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// How many values it holds.
    pub fn len(&self) -> usize {
        self.0.iter().map(|&c| c as usize).sum()
    }

    /// The sum of its values.
    #[inline]
    pub fn sum(&self) -> u32 {
        self.0
            .iter()
            .zip(VALUES)
            .map(|(&c, v)| c as u32 * v as u32)
            .sum()
    }

    /// Whether every value is a multiple of `m`.
    #[inline]
    pub fn all_multiples_of(&self, m: u8) -> bool {
        self.0
            .iter()
            .zip(VALUES)
            .all(|(&c, v)| c == 0 || v % m == 0)
    }

    /// Whether `other` is contained in this multiset.
    pub fn contains(&self, other: &Values) -> bool {
        self.0.iter().zip(other.0).all(|(&a, b)| a >= b)
    }

    /// This multiset without `other` (which it contains).
    pub fn without(&self, other: &Values) -> Values {
        let mut v = *self;
        for (a, b) in v.0.iter_mut().zip(other.0) {
            *a = a.saturating_sub(b);
        }
        v
    }

    /// Adds one value.
    pub fn push(&mut self, value: u8) {
        if let Some(i) = index_of(value) {
            self.0[i] += 1;
        }
    }

    /// The values, largest first.
    pub fn to_vec(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.len());
        for i in (0..9).rev() {
            for _ in 0..self.0[i] {
                out.push(VALUES[i]);
            }
        }
        out
    }

    /// Every distinct non-empty sub-multiset (each combination once: 6+5 and 5+6 are one).
    pub fn combinations(&self, out: &mut Vec<Values>) {
        out.clear();
        self.each_combination(|c| {
            out.push(c);
            true
        });
    }

    /// Calls `f` with every distinct non-empty sub-multiset while it returns true.
    pub fn each_combination(&self, mut f: impl FnMut(Values) -> bool) {
        self.each_combination_summed(|c, _, _| f(c));
    }

    /// The same, also giving each combination's sum and a bit mask of the
    /// value indices it uses (bit i: [`VALUES`]`[i]`), for quick filters.
    pub fn each_combination_summed(&self, mut f: impl FnMut(Values, u32, u16) -> bool) {
        // Only the values present are digits of the counter.
        let mut digits = [0usize; 9];
        let mut n = 0;
        for (i, &c) in self.0.iter().enumerate() {
            if c > 0 {
                digits[n] = i;
                n += 1;
            }
        }
        let digits = &digits[..n];
        let mut current = Values::EMPTY;
        let mut sum = 0u32;
        let mut mask = 0u16;
        loop {
            let mut d = 0;
            while d < digits.len() {
                let i = digits[d];
                if current.0[i] < self.0[i] {
                    current.0[i] += 1;
                    sum += VALUES[i] as u32;
                    mask |= 1 << i;
                    break;
                }
                sum -= VALUES[i] as u32 * current.0[i] as u32;
                current.0[i] = 0;
                mask &= !(1 << i);
                d += 1;
            }
            if d == digits.len() || !f(current, sum, mask) {
                return;
            }
        }
    }

    /// Index mask of the values a unit may not use (odd: 3, 5, 7, 11; T11).
    pub const NOT_EVEN: u16 = 1 << 1 | 1 << 3 | 1 << 5 | 1 << 7;
    /// Index mask of the values a squad may not use (not multiples of 4; T11).
    pub const NOT_FOURS: u16 = Values::NOT_EVEN | 1 << 0 | 1 << 4;
}

impl fmt::Display for Values {
    /// `6+6+5`, largest first; `-` when empty.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        let parts: Vec<String> = self.to_vec().iter().map(u8::to_string).collect();
        f.write_str(&parts.join("+"))
    }
}

/// Why a list of values was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{0}` is not a list of throw values: write them joined with +, like 6+5 (values are 2–8, 11 and 16)."
)]
pub struct ValuesError(pub String);

impl std::str::FromStr for Values {
    type Err = ValuesError;
    fn from_str(s: &str) -> Result<Values, ValuesError> {
        let t = s.trim();
        if t == "-" {
            return Ok(Values::EMPTY);
        }
        let bad = || ValuesError(t.to_string());
        let mut v = Values::EMPTY;
        for part in t.split(['+', ',', ' ']).filter(|p| !p.is_empty()) {
            let x: u8 = part.parse().map_err(|_| bad())?;
            if !is_value(x) {
                return Err(bad());
            }
            v.push(x);
        }
        if v.is_empty() {
            return Err(bad());
        }
        Ok(v)
    }
}

/// The seeded shell generator (T9). Its state is a seed and a position in
/// the generator's stream, both stored with the game.
#[derive(Clone, Debug)]
pub struct Dice {
    seed: u64,
    rng: ChaCha8Rng,
}

impl PartialEq for Dice {
    fn eq(&self, other: &Dice) -> bool {
        self.seed == other.seed && self.rng.get_word_pos() == other.rng.get_word_pos()
    }
}
impl Eq for Dice {}

impl Dice {
    /// A generator from `seed`, at the start of its stream.
    pub fn new(seed: u64) -> Dice {
        Dice {
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// A generator from `seed` at stream position `position` (a stored state).
    pub fn at(seed: u64, position: u128) -> Dice {
        let mut d = Dice::new(seed);
        d.rng.set_word_pos(position);
        d
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The stream position.
    pub fn position(&self) -> u128 {
        self.rng.get_word_pos()
    }

    /// Throws the 8 shells: each lands white side up with probability 1/2 (T7).
    pub fn throw(&mut self) -> Throw {
        Throw {
            shells: (self.rng.next_u32() & 0xff) as u8,
        }
    }

    /// Throws until the first non-power value (T8): the round's chain.
    pub fn chain(&mut self) -> Vec<Throw> {
        let mut out = Vec::with_capacity(2);
        loop {
            let t = self.throw();
            out.push(t);
            if !is_power(t.value()) {
                return out;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_are_each_distinct_sub_multiset_once() {
        let round = Values::of(&[6, 6, 5]).unwrap();
        let mut out = Vec::new();
        round.combinations(&mut out);
        let mut names: Vec<String> = out.iter().map(ToString::to_string).collect();
        names.sort();
        assert_eq!(names, ["5", "6", "6+5", "6+6", "6+6+5"]);
    }

    #[test]
    fn values_round_trip() {
        for text in ["6+6+5", "16+11+2", "-", "7"] {
            assert_eq!(text.parse::<Values>().unwrap().to_string(), text);
        }
        assert!("1".parse::<Values>().is_err());
        assert!("6+x".parse::<Values>().is_err());
    }

    #[test]
    fn a_dice_state_restores_exactly() {
        let mut a = Dice::new(7);
        a.chain();
        a.chain();
        let mut b = Dice::at(a.seed(), a.position());
        assert_eq!(a.chain(), b.chain());
    }
}
