//! A console/command line never panics the parser.
#![no_main]
use gamehost::host::command::{Command, User};
use libfuzzer_sys::fuzz_target;
use std::sync::{Arc, LazyLock};

/// The binary's games, registered once.
static GAMES: LazyLock<Arc<gamehost::host::Games>> =
    LazyLock::new(|| gamehost::default_games(64).expect("the games start"));

fuzz_target!(|data: &[u8]| {
    if let Ok(line) = std::str::from_utf8(data) {
        let _ = Command::parse(line, &GAMES, |n| (!n.is_empty()).then(|| User::named(n)));
    }
});
