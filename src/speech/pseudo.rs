//! The pseudo-locale (`en-XA`): English with every letter of the
//! catalogue's text accented and every message wrapped in `⟦…⟧`. Arguments
//! (names, notation, numbers) are not touched, so a test reading a screen
//! in this locale sees at once any word that did not come from the
//! catalogue: plain ASCII letters outside names and notation.

use std::borrow::Cow;

/// The catalogue's own text with its letters accented (a Fluent transform:
/// arguments are not passed through it).
pub fn accent(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.chars().map(accented).collect())
}

/// A whole message, marked as one.
pub fn wrap(text: &str) -> String {
    format!("⟦{text}⟧")
}

fn accented(c: char) -> char {
    const LOWER: [char; 26] = [
        'ȧ', 'ƀ', 'ƈ', 'ḓ', 'ḗ', 'ƒ', 'ɠ', 'ħ', 'ī', 'ĵ', 'ķ', 'ŀ', 'ḿ', 'ƞ', 'ǿ', 'ƥ', 'ɋ', 'ř',
        'ş', 'ŧ', 'ŭ', 'ṽ', 'ẇ', 'ẋ', 'ẏ', 'ẑ',
    ];
    const UPPER: [char; 26] = [
        'Ȧ', 'Ɓ', 'Ƈ', 'Ḓ', 'Ḗ', 'Ƒ', 'Ɠ', 'Ħ', 'Ī', 'Ĵ', 'Ķ', 'Ŀ', 'Ḿ', 'Ƞ', 'Ǿ', 'Ƥ', 'Ɋ', 'Ř',
        'Ş', 'Ŧ', 'Ŭ', 'Ṽ', 'Ẇ', 'Ẋ', 'Ẏ', 'Ẑ',
    ];
    match c {
        'a'..='z' => LOWER[(c as u8 - b'a') as usize],
        'A'..='Z' => UPPER[(c as u8 - b'A') as usize],
        c => c,
    }
}

/// What of `shown` did not come from the catalogue: the words of plain
/// ASCII letters (two or more) outside names and notation, for tests.
/// `allowed` are the names and notation the screen may show as they are.
pub fn strays<'a>(shown: &'a str, allowed: &[&str]) -> Vec<&'a str> {
    shown
        .split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
        .filter(|w| w.chars().filter(|c| c.is_ascii_alphabetic()).count() >= 2)
        .filter(|w| !allowed.iter().any(|a| a.eq_ignore_ascii_case(w)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_are_accented_and_the_rest_kept() {
        assert_eq!(accent("Turn 3 · Ember"), "Ŧŭřƞ 3 · Ḗḿƀḗř");
        assert_eq!(accent("3 · 4"), Cow::Borrowed("3 · 4"));
        assert_eq!(wrap("x"), "⟦x⟧");
    }

    #[test]
    fn strays_are_plain_words_not_allowed() {
        let shown = "⟦Ŧŭřƞ 3⟧ alice E2-E4 Turn";
        assert_eq!(strays(shown, &["alice"]), vec!["Turn"]);
        assert!(strays("⟦Ŧŭřƞ⟧ E2-E4", &["E2", "E4"]).is_empty());
    }
}
