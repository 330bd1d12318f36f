//! What a request must be before any handler (or any shared permit) sees
//! it: its whole body read within [`BODY_TIME`] and [`MOST_BODY`] bytes
//! (a visitor who trickles a body holds only their own connection), and
//! a request that changes anything (a `POST`) sent to one of this site's
//! own names from one of its own pages.

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::Response;
use game_api::Phrase;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// The longest a request's body may take to arrive.
pub const BODY_TIME: Duration = Duration::from_secs(10);

/// The largest body a page sends.
pub const MOST_BODY: usize = 1024;

/// A plain refusal in one sentence.
fn refuse(status: StatusCode, why: Phrase) -> Response {
    super::language::plain(status, why)
}

/// Reads the request's whole body (within its time and size) before
/// passing it on.
pub(super) async fn whole_body(request: Request, next: Next) -> Response {
    let (parts, body) = request.into_parts();
    match tokio::time::timeout(BODY_TIME, axum::body::to_bytes(body, MOST_BODY)).await {
        Ok(Ok(bytes)) => {
            next.run(Request::from_parts(parts, Body::from(bytes)))
                .await
        }
        Ok(Err(_)) => refuse(StatusCode::PAYLOAD_TOO_LARGE, Phrase::new("web-too-large")),
        Err(_) => refuse(StatusCode::REQUEST_TIMEOUT, Phrase::new("web-too-slow")),
    }
}

/// This site's own names and origins.
#[derive(Clone, Debug, Default)]
pub(super) struct Origins {
    /// The `Host` values the site answers changes at (`host[:port]`,
    /// lower case); empty when it cannot know them (listening on the
    /// network with no `web.public_url`): then any.
    hosts: Vec<String>,
    /// Origins besides the site's own that may send changes (the
    /// Activity's, inside Discord).
    others: Vec<String>,
}

impl Origins {
    /// The names of a site at `public_url` (if set) listening on `bound`,
    /// with the Activity of application `activity` (if on).
    pub(super) fn new(
        public_url: Option<&str>,
        bound: Option<SocketAddr>,
        activity: Option<u64>,
    ) -> Origins {
        let mut hosts = vec![];
        let mut others = vec![];
        if let Some(public) = public_url {
            let public = public.trim_end_matches('/').to_ascii_lowercase();
            if let Some((_, authority)) = public.split_once("://") {
                let authority = authority.split('/').next().unwrap_or_default();
                hosts.push(authority.to_string());
                others.push(format!(
                    "{}://{authority}",
                    public.split("://").next().unwrap_or("https")
                ));
            }
        }
        if let Some(bound) = bound.filter(|b| b.ip().is_loopback()) {
            let port = bound.port();
            hosts.push(format!("127.0.0.1:{port}"));
            hosts.push(format!("localhost:{port}"));
            hosts.push(format!("[::1]:{port}"));
            hosts.push(bound.to_string());
        }
        if let Some(id) = activity {
            others.push(format!("https://{id}.discordsays.com"));
        }
        Origins { hosts, others }
    }

    /// Whether `host` (a `Host` header's value) names this site.
    fn host_ok(&self, host: Option<&str>) -> bool {
        if self.hosts.is_empty() {
            return true;
        }
        host.is_some_and(|h| {
            let h = h.to_ascii_lowercase();
            self.hosts.contains(&h)
        })
    }

    /// Whether a request with `headers` comes from this site's own page
    /// (or is not from a browser at all: a browser always says).
    fn same_site(&self, headers: &HeaderMap) -> bool {
        let text = |name: header::HeaderName| headers.get(name).and_then(|v| v.to_str().ok());
        if let Some(origin) = text(header::ORIGIN) {
            let origin = origin.to_ascii_lowercase();
            if self.others.contains(&origin) {
                return true;
            }
            // Same origin: the page's own scheme and the host it asked.
            let authority = origin.split_once("://").map(|(_, a)| a);
            return authority.is_some()
                && authority == text(header::HOST).map(str::to_ascii_lowercase).as_deref()
                && self.host_ok(authority);
        }
        match headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
            Some(site) => matches!(site, "same-origin" | "none"),
            None => true,
        }
    }
}

/// Refuses a change (any method but `GET` and `HEAD`) sent to another
/// name than the site's, or from another site's page.
pub(super) async fn same_site_changes(
    State(origins): State<Arc<Origins>>,
    request: Request,
    next: Next,
) -> Response {
    if matches!(*request.method(), Method::GET | Method::HEAD) {
        return next.run(request).await;
    }
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|v| v.to_str().ok());
    if !origins.host_ok(host) {
        return refuse(
            StatusCode::MISDIRECTED_REQUEST,
            Phrase::new("web-not-this-site"),
        );
    }
    if !origins.same_site(request.headers()) {
        return refuse(StatusCode::FORBIDDEN, Phrase::new("web-not-own-page"));
    }
    next.run(request).await
}

/// Refuses any request sent to another name than the site's (for the
/// local console's pages, where a rebound name must not reach a seat).
pub(super) async fn own_host(
    State(origins): State<Arc<Origins>>,
    request: Request,
    next: Next,
) -> Response {
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|v| v.to_str().ok());
    if origins.host_ok(host) {
        next.run(request).await
    } else {
        refuse(
            StatusCode::MISDIRECTED_REQUEST,
            Phrase::new("web-not-this-site"),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, HeaderValue::from_static(v));
        }
        h
    }

    #[test]
    fn a_change_must_come_from_the_sites_own_page() {
        let o = Origins::new(
            Some("https://games.example.org/"),
            Some("127.0.0.1:8350".parse().unwrap()),
            Some(42),
        );
        let ok = |pairs| o.same_site(&headers(pairs));
        assert!(ok(&[
            ("host", "127.0.0.1:8350"),
            ("origin", "http://127.0.0.1:8350")
        ]));
        assert!(ok(&[
            ("host", "games.example.org"),
            ("origin", "https://games.example.org")
        ]));
        assert!(ok(&[
            ("host", "games.example.org"),
            ("origin", "https://42.discordsays.com")
        ]));
        assert!(!ok(&[
            ("host", "127.0.0.1:8350"),
            ("origin", "https://evil.example")
        ]));
        assert!(!ok(&[("host", "127.0.0.1:8350"), ("origin", "null")]));
        assert!(!ok(&[
            ("host", "evil.example"),
            ("origin", "http://evil.example")
        ]));
        assert!(!ok(&[
            ("host", "127.0.0.1:8350"),
            ("sec-fetch-site", "cross-site")
        ]));
        assert!(ok(&[
            ("host", "127.0.0.1:8350"),
            ("sec-fetch-site", "same-origin")
        ]));
        // Not a browser: nothing to forge a visit with.
        assert!(ok(&[("host", "127.0.0.1:8350")]));
    }

    #[test]
    fn the_site_knows_its_names_unless_it_cannot() {
        let o = Origins::new(None, Some("127.0.0.1:8350".parse().unwrap()), None);
        assert!(o.host_ok(Some("127.0.0.1:8350")));
        assert!(o.host_ok(Some("LOCALHOST:8350")));
        assert!(!o.host_ok(Some("rebound.example:8350")));
        assert!(!o.host_ok(None));
        let open = Origins::new(None, Some("0.0.0.0:8350".parse().unwrap()), None);
        assert!(open.host_ok(Some("anything.example")));
    }
}
