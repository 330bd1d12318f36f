//! What a user typed, shortened before it is quoted back in a refusal.
//! (Lists and articles are the catalogue's: `Arg::List` joins items the
//! language's way.)

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
    fn long_input_is_cut_to_twenty_characters() {
        assert_eq!(shorten(&"x".repeat(30)), format!("{}…", "x".repeat(20)));
        assert_eq!(shorten("e2"), "e2");
    }
}
