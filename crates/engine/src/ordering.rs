//! Move ordering: the table's move first, then noisy moves by their hint,
//! then the two killer moves of the ply, then the rest by history.

use std::collections::HashMap;
use std::hash::Hash;

/// Killers per ply and the history counts, kept across iterations.
pub struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    history: HashMap<M, i32>,
}

impl<M: Clone + Eq + Hash> Ordering<M> {
    /// Empty tables.
    pub fn new() -> Ordering<M> {
        Ordering {
            killers: Vec::new(),
            history: HashMap::new(),
        }
    }

    /// Remembers a quiet move that cut off at `ply`, searched `depth` deep.
    pub fn cutoff(&mut self, ply: usize, m: M, depth: u32) {
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None, None]);
        }
        let k = &mut self.killers[ply];
        if k[0].as_ref() != Some(&m) {
            k[1] = k[0].take();
            k[0] = Some(m.clone());
        }
        *self.history.entry(m).or_insert(0) += (depth * depth) as i32;
    }

    /// Sorts `moves` best first: `first` (the table's move), noisy ones by
    /// `hint`, killers, then history.
    pub fn sort(
        &self,
        moves: &mut [M],
        ply: usize,
        first: Option<&M>,
        noisy: impl Fn(&M) -> bool,
        hint: impl Fn(&M) -> i32,
    ) {
        let none = [None, None];
        let killers = self.killers.get(ply).unwrap_or(&none);
        moves.sort_by_cached_key(|m| {
            let score = if Some(m) == first {
                4_000_000
            } else if noisy(m) {
                2_000_000 + hint(m)
            } else if Some(m) == killers[0].as_ref() {
                1_500_000
            } else if Some(m) == killers[1].as_ref() {
                1_400_000
            } else {
                self.history.get(m).copied().unwrap_or(0).min(1_000_000)
            };
            std::cmp::Reverse(score)
        });
    }
}

impl<M: Clone + Eq + Hash> Default for Ordering<M> {
    fn default() -> Self {
        Ordering::new()
    }
}
