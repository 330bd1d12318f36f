//! Small helpers for sentences: lists joined the way people write them,
//! and user input shortened before it is quoted back.

/// `a, b or c`.
pub fn either(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// `a, b and c`.
pub fn all_of(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// `word` with its indefinite article: `an Elemental chess`, `a Masters`.
pub fn with_article(word: &str) -> String {
    let vowel = word
        .chars()
        .next()
        .is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {word}", if vowel { "an" } else { "a" })
}

/// At most 20 characters of what a user typed, to quote back in a refusal.
pub fn shorten(s: &str) -> String {
    let cut: String = s.chars().take(20).collect();
    if cut.len() < s.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_like_sentences() {
        assert_eq!(either(&["a", "b", "c"]), "a, b or c");
        assert_eq!(all_of(&["a", "b"]), "a and b");
        assert_eq!(all_of(&["a"]), "a");
        assert_eq!(shorten(&"x".repeat(30)), format!("{}…", "x".repeat(20)));
        assert_eq!(with_article("Elemental chess"), "an Elemental chess");
        assert_eq!(with_article("Throne"), "a Throne");
    }
}
