//! The engine's seeded draws (SplitMix64): which of the acceptable moves a
//! low level plays, a random mover's move, a guess at a secret. A seed
//! always gives the same draws.

/// A seeded generator.
#[derive(Clone, Copy, Debug)]
pub struct Draws(u64);

impl Draws {
    /// The generator that starts at `seed`.
    pub fn new(seed: u64) -> Draws {
        Draws(seed)
    }

    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }

    /// Where the generator stands, to seed another from it.
    pub fn state(&self) -> u64 {
        self.0
    }
}
