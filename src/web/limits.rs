//! Requests per minute per client address: past the quota a client is
//! answered 429 until it slows down (the `governor` crate's keyed limiter).

use axum::extract::{ConnectInfo, Request, State};
use axum::http::StatusCode;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::{DefaultKeyedRateLimiter, Quota};
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;

/// The limiter, keyed by client address.
pub(super) struct Limiter(DefaultKeyedRateLimiter<IpAddr>);

impl Limiter {
    /// `n` requests a minute per address (at least 1), in bursts of up to `n`.
    pub(super) fn per_minute(n: u32) -> Limiter {
        let n = NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN);
        Limiter(DefaultKeyedRateLimiter::keyed(Quota::per_minute(n)))
    }
}

/// Answers 429 to a client over its quota; passes the rest on.
pub(super) async fn limit(
    State(limiter): State<Arc<Limiter>>,
    request: Request,
    next: Next,
) -> Response {
    let address = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    if let Some(ip) = address {
        if limiter.0.check_key(&ip).is_err() {
            return (
                StatusCode::TOO_MANY_REQUESTS,
                "Too many requests from your address; wait a minute.",
            )
                .into_response();
        }
        // Forget addresses whose quota has refilled, now and then.
        if limiter.0.len() > 10_000 {
            limiter.0.retain_recent();
        }
    }
    next.run(request).await
}
