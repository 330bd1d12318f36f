//! A console/command line never panics the parser.
#![no_main]
use gamehost::host::command::{Command, User};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(line) = std::str::from_utf8(data) {
        let _ = Command::parse(line, |n| (!n.is_empty()).then(|| User::named(n)));
    }
});
