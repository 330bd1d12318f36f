//! Which language a reader gets. Discord tells a bot each user's locale and
//! each server's; a person may choose another with `/language`; a browser
//! says what it accepts. Each is read here into a [`Locale`] the
//! catalogue speaks (itself, or its nearest shipped relative, en-US last).

use super::catalogue::catalogue;
use game_api::Locale;
use unic_langid::LanguageIdentifier;

/// The shipped locale nearest to the first of `wanted` (language tags, most
/// wanted first) that has one; `None` when none is near any.
pub fn nearest<'a>(wanted: impl IntoIterator<Item = &'a str>) -> Option<Locale> {
    let shipped = catalogue().shipped();
    let available: Vec<LanguageIdentifier> = shipped
        .iter()
        .filter_map(|l| l.code().parse().ok())
        .collect();
    let requested: Vec<LanguageIdentifier> = wanted
        .into_iter()
        .filter_map(|tag| {
            // The pseudo-locale is asked for by name only.
            if tag.trim().eq_ignore_ascii_case(Locale::Pseudo.code()) {
                return None;
            }
            tag.trim().parse().ok()
        })
        .collect();
    fluent_langneg::negotiate_languages(
        &requested,
        &available,
        None,
        fluent_langneg::NegotiationStrategy::Lookup,
    )
    .first()
    .and_then(|id| Locale::from_code(&id.to_string()))
}

/// The locale a browser's `Accept-Language` header asks for, if any is
/// shipped (weights are ignored: browsers list languages best first).
pub fn accept_language(header: &str) -> Option<Locale> {
    let tags: Vec<&str> = header
        .split(',')
        .filter_map(|t| t.split(';').next())
        .map(str::trim)
        .filter(|t| !t.is_empty() && *t != "*")
        .take(16)
        .collect();
    nearest(tags)
}

/// The locale a `?lang=` or a cookie names: any locale by its code (the
/// pseudo-locale too), else the nearest shipped one.
pub fn named(code: &str) -> Option<Locale> {
    if code.len() > 35 {
        return None;
    }
    Locale::from_code(code).or_else(|| nearest([code]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_browser_gets_its_first_language_that_is_shipped_or_near_one() {
        assert_eq!(accept_language("en-GB,en;q=0.9"), Some(Locale::EnUs));
        assert_eq!(accept_language(""), None);
        assert_eq!(accept_language("xx-YY, *"), None);
        assert_eq!(accept_language("*;q=0.1"), None);
    }

    #[test]
    fn a_named_locale_is_taken_as_it_is() {
        assert_eq!(named("en-XA"), Some(Locale::Pseudo));
        assert_eq!(named("de"), Some(Locale::De));
        assert_eq!(named(&"x".repeat(100)), None);
    }
}
