//! Requests per minute per visitor ([`ClientKey`]: an address, an IPv6
//! /64): past the quota a visitor is answered 429 with `Retry-After` until
//! they slow down. The `governor` crate's rate limiter, over a table of
//! at most [`MOST_CLIENTS`] visitors where the least recently seen is
//! forgotten first: however many addresses a flood comes from, the table
//! stays bounded and every request costs the same.

use super::client::{ClientAddr, ClientKey};
use axum::extract::{Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use governor::clock::{Clock, DefaultClock};
use governor::middleware::NoOpMiddleware;
use governor::nanos::Nanos;
use governor::state::{RateLimiter, StateStore};
use governor::{NotUntil, Quota};
use std::hash::Hash;
use std::num::NonZeroU32;
use std::sync::{Arc, Mutex};

/// Most visitors whose quota is remembered at once.
pub(super) const MOST_CLIENTS: usize = 100_000;

/// Each key's rate-limiting state, at most a bound of them; the least
/// recently used key goes first (it then starts again with a full quota).
pub(super) struct Bounded<K: Hash + Eq> {
    table: Mutex<hashlink::LruCache<K, Nanos>>,
}

impl<K: Hash + Eq> Bounded<K> {
    /// At most `bound` keys.
    pub(super) fn new(bound: usize) -> Bounded<K> {
        Bounded {
            table: Mutex::new(hashlink::LruCache::new(bound.max(1))),
        }
    }

    /// How many keys are remembered.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.table.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

impl<K: Hash + Eq + Clone> StateStore for Bounded<K> {
    type Key = K;

    fn measure_and_replace<T, F, E>(&self, key: &K, f: F) -> Result<T, E>
    where
        F: Fn(Option<Nanos>) -> Result<(T, Nanos), E>,
    {
        let mut table = self.table.lock().unwrap_or_else(|e| e.into_inner());
        let before = table.get(key).copied();
        let (out, after) = f(before)?;
        table.insert(key.clone(), after);
        Ok(out)
    }
}

/// A rate limiter over a bounded table of keys.
pub(super) struct Limiter<K: Hash + Eq + Clone = ClientKey> {
    limiter: RateLimiter<K, Bounded<K>, DefaultClock, NoOpMiddleware>,
    clock: DefaultClock,
}

impl<K: Hash + Eq + Clone> Limiter<K> {
    /// `n` requests a minute per key (at least 1), in bursts of up to
    /// `n`, for at most `keys` keys at once.
    pub(super) fn per_minute(n: u32, keys: usize) -> Limiter<K> {
        let n = NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN);
        let clock = DefaultClock::default();
        Limiter {
            limiter: RateLimiter::new(Quota::per_minute(n), Bounded::new(keys), clock.clone()),
            clock,
        }
    }

    /// Counts one request of `key`: `Err` with the seconds to wait when
    /// it is over its quota.
    pub(super) fn check(&self, key: &K) -> Result<(), u64> {
        self.limiter
            .check_key(key)
            .map_err(|not_until: NotUntil<_>| {
                not_until
                    .wait_time_from(self.clock.now())
                    .as_secs()
                    .saturating_add(1)
            })
    }
}

/// The answer to a visitor over their quota: try again in `seconds`.
pub(super) fn too_many(seconds: u64) -> Response {
    let mut answer = super::language::plain(
        StatusCode::TOO_MANY_REQUESTS,
        game_api::Phrase::new("web-too-many"),
    );
    if let Ok(after) = header::HeaderValue::from_str(&seconds.to_string()) {
        answer.headers_mut().insert(header::RETRY_AFTER, after);
    }
    answer
}

/// Answers 429 to a visitor over their quota; passes the rest on.
pub(super) async fn limit(
    State(limiter): State<Arc<Limiter>>,
    request: Request,
    next: Next,
) -> Response {
    if let Some(ClientAddr(ip)) = request.extensions().get::<ClientAddr>()
        && let Err(seconds) = limiter.check(&ClientKey::of(*ip))
    {
        return too_many(seconds);
    }
    next.run(request).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_visitor_over_the_quota_is_told_when_to_come_back() {
        let limiter: Limiter<u32> = Limiter::per_minute(2, 10);
        assert_eq!(limiter.check(&1), Ok(()));
        assert_eq!(limiter.check(&1), Ok(()));
        let wait = limiter.check(&1).unwrap_err();
        assert!((1..=31).contains(&wait), "{wait}");
        // Another visitor has a quota of their own.
        assert_eq!(limiter.check(&2), Ok(()));
    }

    #[test]
    fn the_table_of_visitors_stays_bounded_forgetting_the_least_recent() {
        let table: Bounded<u32> = Bounded::new(100);
        let seen = |key: u32| {
            table
                .measure_and_replace(&key, |before| Ok::<_, ()>((before, Nanos::from(1u64))))
                .unwrap()
        };
        assert_eq!(seen(0), None);
        for key in 1..10_000 {
            seen(key);
            // The busy visitor keeps being seen, so is never forgotten.
            assert_eq!(seen(0), Some(Nanos::from(1u64)), "visitor 0 at {key}");
        }
        assert_eq!(table.len(), 100);
        // The least recently seen went first.
        assert_eq!(seen(5), None);
    }
}
