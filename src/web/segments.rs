//! A path's segments as a handler reads them. Anything that does not fit
//! (bad percent-encoding, text where a number goes) is answered as no
//! page at all: nothing about the site's routes or parameters is told.

use axum::extract::{FromRequestParts, Path};
use axum::http::request::Parts;
use axum::response::Response;
use serde::de::DeserializeOwned;

/// The path's segments, as `T`.
pub(super) struct Segments<T>(pub T);

impl<T, S> FromRequestParts<S> for Segments<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Response> {
        match Path::<T>::from_request_parts(parts, state).await {
            Ok(Path(t)) => Ok(Segments(t)),
            Err(_) => Err(super::not_found().await),
        }
    }
}
