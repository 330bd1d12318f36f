//! The same inputs the fuzz targets feed, as property tests that run in CI:
//! no command line can panic the parser, and every refusal is a sentence.

use gamehost::host::command::{Command, User};
use proptest::prelude::*;

/// The registry the binary serves, made once.
static GAMES: std::sync::LazyLock<std::sync::Arc<gamehost::host::Games>> =
    std::sync::LazyLock::new(|| gamehost::default_games(64).unwrap());

fn parse(line: &str) -> Result<Command, String> {
    Command::parse(line, &GAMES, |n| (!n.is_empty()).then(|| User::named(n)))
        .map_err(|e| gamehost::speech::english(&e))
}

/// Lines that look like commands: a known or unknown name and option-ish words.
fn commandish() -> impl Strategy<Value = String> {
    let name = prop_oneof![
        Just("/move".to_string()),
        Just("/turn".to_string()),
        Just("/claim".to_string()),
        Just("/challenge".to_string()),
        Just("/inherit".to_string()),
        Just("/draw".to_string()),
        Just("/rules".to_string()),
        Just("/press".to_string()),
        Just("/loadout".to_string()),
        "/[a-z]{0,8}",
    ];
    let word = prop_oneof![
        "(from|to|target|claim|move|promote|inherit|choice|opponent|side|game|action|piece|then|face|element|augmentor|offense|temporal):[A-Za-z0-9=,\\-]{0,8}",
        "[ -~]{0,10}",
    ];
    (name, prop::collection::vec(word, 0..5))
        .prop_map(|(n, words)| format!("{n} {}", words.join(" ")))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_parses_or_is_refused_with_a_sentence(line in "\\PC{0,700}") {
        if let Err(e) = parse(&line) {
            prop_assert!(!e.is_empty() && e.len() < 400);
        }
    }

    #[test]
    fn command_like_lines_parse_or_are_refused_with_a_sentence(line in commandish()) {
        match parse(&line) {
            Ok(_) => {}
            Err(e) => prop_assert!(e.ends_with('.') && e.len() < 400, "{e}"),
        }
    }
}
