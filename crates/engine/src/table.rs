//! The transposition table: what an earlier search of a position found,
//! indexed by the position's key, one entry per slot, deeper entries kept.

/// How a stored score bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least this (the search failed high).
    Lower,
    /// At most this (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Clone, Debug)]
pub struct Entry<M> {
    /// The position's key.
    pub key: u64,
    /// The depth it was searched to.
    pub depth: u32,
    /// Its score (mate scores relative to the position).
    pub score: i32,
    /// What the score is.
    pub bound: Bound,
    /// The best move found, if any.
    pub best: Option<M>,
}

/// A fixed-size table.
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
}

impl<M: Clone> Table<M> {
    /// A table of `slots` entries (at least 1).
    pub fn new(slots: usize) -> Table<M> {
        Table {
            slots: vec![None; slots.max(1)],
        }
    }

    fn index(&self, key: u64) -> usize {
        (key % self.slots.len() as u64) as usize
    }

    /// The entry for `key`, if this slot holds it.
    pub fn get(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.index(key)]
            .as_ref()
            .filter(|e| e.key == key)
            .cloned()
    }

    /// Stores `entry`, replacing a shallower one or another position's.
    pub fn put(&mut self, entry: Entry<M>) {
        let i = self.index(entry.key);
        let keep = self.slots[i]
            .as_ref()
            .is_some_and(|old| old.key == entry.key && old.depth > entry.depth);
        if !keep {
            self.slots[i] = Some(entry);
        }
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }
}
