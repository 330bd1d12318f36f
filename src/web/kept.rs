//! What the site keeps once made (pictures, pages), by game, version and
//! turn: a game's change bumps its version, so nothing kept goes stale;
//! past a bound the older half is forgotten.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// Which game, at which version, after how many log entries
/// ([`LATEST`] for "its latest"), with which seats anonymous.
pub(super) type At = (i64, i64, usize, u8);

/// The turn part of [`At`] for a page asked for as "the latest".
pub(super) const LATEST: usize = usize::MAX;

/// The values, each with the count of puts when it was kept, and that
/// count.
struct Stamped<K, V> {
    puts: u64,
    values: HashMap<K, (u64, Arc<V>)>,
}

/// Values by key, at most `bound` of them.
pub(super) struct Kept<K, V> {
    bound: usize,
    inner: Mutex<Stamped<K, V>>,
}

impl<K: Eq + Hash, V> Kept<K, V> {
    /// Nothing kept yet; at most `bound` values.
    pub(super) fn new(bound: usize) -> Self {
        Kept {
            bound: bound.max(2),
            inner: Mutex::new(Stamped {
                puts: 0,
                values: HashMap::new(),
            }),
        }
    }

    /// The value kept for `key`.
    pub(super) fn get(&self, key: &K) -> Option<Arc<V>> {
        let inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.values.get(key).map(|(_, v)| Arc::clone(v))
    }

    /// Keeps `value` for `key`; returns it shared.
    pub(super) fn put(&self, key: K, value: V) -> Arc<V> {
        let value = Arc::new(value);
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        inner.puts += 1;
        let stamp = inner.puts;
        if inner.values.len() >= self.bound {
            let cut = stamp.saturating_sub(self.bound as u64 / 2);
            inner.values.retain(|_, (s, _)| *s >= cut);
        }
        inner.values.insert(key, (stamp, Arc::clone(&value)));
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn past_its_bound_the_older_half_is_forgotten() {
        let kept = Kept::new(4);
        for i in 0..4 {
            kept.put(i, i * 10);
        }
        assert_eq!(kept.get(&0).as_deref(), Some(&0));
        kept.put(4, 40);
        assert!(kept.get(&0).is_none(), "the oldest went");
        assert_eq!(kept.get(&4).as_deref(), Some(&40));
        assert_eq!(kept.get(&3).as_deref(), Some(&30));
    }
}
