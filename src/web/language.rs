//! Which language a page is in: `?lang=<code>` (kept a year in the `lang`
//! cookie), else that cookie, else, on a seat's page, the language its
//! player chose with `/language`, else the browser's `Accept-Language`,
//! else en-US. A layer reads what the request asks once, keeps a valid
//! `?lang=` in the cookie (the only thing a GET changes), and says the
//! site's one-sentence answers ([`plain`]) in that language.

use crate::speech::{Speaker, catalogue, choose, speaker};
use axum::extract::{FromRequestParts, Query, Request};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, StatusCode, Uri, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use game_api::{Locale, Phrase, Speak};
use std::convert::Infallible;

/// The cookie that keeps a visitor's choice.
const COOKIE: &str = "lang";

/// How long the cookie is kept: a year, in seconds.
const KEPT_FOR: u32 = 365 * 24 * 60 * 60;

/// What a request asks for, each way it can.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Asked {
    /// `?lang=`, when it names a language.
    named: Option<Locale>,
    /// The `lang` cookie's, when it names one.
    kept: Option<Locale>,
    /// The browser's first shipped (or near) language.
    browser: Option<Locale>,
}

/// The query's `lang`.
#[derive(serde::Deserialize)]
struct LangQuery {
    lang: Option<String>,
}

impl Asked {
    /// What a request to `uri` with `headers` asks for.
    pub(super) fn of(uri: &Uri, headers: &HeaderMap) -> Asked {
        let named = Query::<LangQuery>::try_from_uri(uri)
            .ok()
            .and_then(|q| q.0.lang)
            .and_then(|code| choose::named(&code));
        let kept = headers
            .get_all(header::COOKIE)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(';'))
            .filter_map(|pair| pair.trim().split_once('='))
            .find(|(name, _)| *name == COOKIE)
            .and_then(|(_, code)| choose::named(code.trim_matches('"')));
        let browser = headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok())
            .and_then(choose::accept_language);
        Asked {
            named,
            kept,
            browser,
        }
    }

    /// The language chosen on this site (`?lang=` or the cookie), if any:
    /// when there is one, a player's stored language need not be read.
    pub(super) fn chosen_here(&self) -> Option<Locale> {
        self.named.or(self.kept)
    }

    /// The page's language, with `stored` the seat player's own choice
    /// (`/language`) where the page is a seat's.
    pub(super) fn locale(&self, stored: Option<Locale>) -> Locale {
        spoken(
            self.chosen_here()
                .or(stored)
                .or(self.browser)
                .unwrap_or_default(),
        )
    }

    /// A speaker of the page's language (see [`Asked::locale`]).
    pub(super) fn speaker(&self, stored: Option<Locale>) -> Speaker {
        speaker(self.locale(stored))
    }
}

/// The language a page in `locale` is written in: itself when shipped (or
/// the pseudo-locale), else its nearest shipped relative, else en-US.
fn spoken(locale: Locale) -> Locale {
    if locale == Locale::Pseudo || catalogue().shipped().contains(&locale) {
        return locale;
    }
    choose::nearest([locale.code()]).unwrap_or_default()
}

impl<S: Send + Sync> FromRequestParts<S> for Asked {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Asked, Infallible> {
        Ok(parts
            .extensions
            .get::<Asked>()
            .copied()
            .unwrap_or_else(|| Asked::of(&parts.uri, &parts.headers)))
    }
}

/// A one-sentence answer waiting to be said in the request's language.
#[derive(Clone, Debug)]
struct Untold(Phrase);

/// A plain-text answer of one sentence: en-US until the language layer
/// says it in the request's language.
pub(super) fn plain(status: StatusCode, phrase: Phrase) -> Response {
    let text = speaker(Locale::EnUs).say(&phrase);
    let mut response = (
        status,
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        text,
    )
        .into_response();
    response.extensions_mut().insert(Untold(phrase));
    response
}

/// Reads what each request asks for (for the handlers), says a plain
/// answer in it, and keeps a valid `?lang=` in the cookie.
pub(super) async fn layer(mut request: Request, next: Next) -> Response {
    let asked = Asked::of(request.uri(), request.headers());
    request.extensions_mut().insert(asked);
    let mut response = next.run(request).await;
    if let Some(Untold(phrase)) = response.extensions_mut().remove::<Untold>() {
        let text = asked.speaker(None).say(&phrase);
        let (parts, _) = response.into_parts();
        response = Response::from_parts(parts, axum::body::Body::from(text));
    }
    let headers = response.headers_mut();
    if let Some(named) = asked.named
        && let Ok(cookie) = HeaderValue::from_str(&format!(
            "{COOKIE}={}; Path=/; Max-Age={KEPT_FOR}; SameSite=Lax",
            named.code()
        ))
    {
        headers.append(header::SET_COOKIE, cookie);
    }
    let said = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| {
            ["text/html", "text/plain", "application/json"]
                .iter()
                .any(|said| t.starts_with(said))
        });
    if said {
        headers.append(
            header::VARY,
            HeaderValue::from_static("Cookie, Accept-Language"),
        );
    }
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asked(uri: &str, pairs: &[(header::HeaderName, &'static str)]) -> Asked {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.append(name, HeaderValue::from_static(value));
        }
        Asked::of(&uri.parse().unwrap(), &headers)
    }

    #[test]
    fn the_query_then_the_cookie_then_the_player_then_the_browser() {
        let browser = (header::ACCEPT_LANGUAGE, "en-GB, fr;q=0.5");
        let cookie = (header::COOKIE, "a=b; lang=en-XA");
        assert_eq!(asked("/g/k?lang=en-XA", &[]).locale(None), Locale::Pseudo);
        assert_eq!(
            asked("/g/k", std::slice::from_ref(&cookie)).locale(None),
            Locale::Pseudo
        );
        assert_eq!(
            asked("/g/k?lang=en-US", &[cookie]).locale(Some(Locale::Pseudo)),
            Locale::EnUs
        );
        let from_browser = asked("/g/k", &[browser]);
        assert_eq!(from_browser.browser, Some(Locale::EnUs));
        assert_eq!(from_browser.locale(Some(Locale::Pseudo)), Locale::Pseudo);
        assert_eq!(asked("/g/k", &[]).locale(None), Locale::EnUs);
    }

    #[test]
    fn a_bad_value_is_no_choice() {
        let a = asked("/g/k?lang=%3Cscript%3E", &[(header::COOKIE, "lang=")]);
        assert_eq!(a.chosen_here(), None);
        assert_eq!(a.locale(None), Locale::EnUs);
    }
}
