//! What a game gives the search.

use std::fmt::Debug;
use std::hash::Hash;

/// A score beyond every evaluation: being mated now is `-MATE`; a mate
/// found `n` plies away scores `MATE - n`.
pub const MATE: i32 = 30_000;

/// A transposition-table key for a position that is `Hash` (for games
/// without Zobrist keys of their own).
pub fn hashed_key<T: std::hash::Hash>(position: &T) -> u64 {
    use std::hash::Hasher;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    position.hash(&mut h);
    h.finish()
}

/// The score of a position with no move left in a game that ends when a
/// piece is taken (a king, the last leader): lost if the game has a
/// winner already (it can only be the other side), else drawn.
pub fn no_moves_score(won_by_other: bool) -> i32 {
    if won_by_other { -MATE } else { 0 }
}

/// Whether a score says a forced win or loss.
pub fn is_mate(score: i32) -> bool {
    score.abs() >= MATE - 1_000
}

/// A position the search can walk. Scores are always for the side to move.
pub trait SearchGame: Clone {
    /// A move (small and cheap to clone, ideally `Copy`).
    type Move: Clone + Eq + Hash + Debug;

    /// Appends every legal move of the side to move to `out`.
    fn moves(&self, out: &mut Vec<Self::Move>);
    /// The position after `m` (copy-make).
    fn play(&self, m: Self::Move) -> Self;
    /// A key for the transposition table (equal positions, equal keys).
    fn key(&self) -> u64;
    /// The score of a position whose side to move has no legal move:
    /// `-MATE` when that is a loss (checkmate), 0 for a draw.
    fn no_moves_score(&self) -> i32;
    /// Whether the game is drawn here by a rule with moves left (a move
    /// counter, repetition); such a position scores 0.
    fn drawn(&self) -> bool {
        false
    }
    /// The static evaluation for the side to move (centipawns for chess).
    fn evaluate(&self) -> i32;
    /// Whether `m` is noisy (a capture, a promotion): searched on in
    /// quiescence and tried early.
    fn is_noisy(&self, m: Self::Move) -> bool;
    /// How promising `m` looks, higher first (most valuable victim, least
    /// valuable attacker for captures); only ordering depends on it.
    fn hint(&self, _m: Self::Move) -> i32 {
        0
    }
}
