//! Square and turn notation never panic, and parsed turns round-trip.
#![no_main]
use libfuzzer_sys::fuzz_target;
use masters::{Square, Turn};

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = text.parse::<Square>();
        if let Ok(turn) = text.parse::<Turn>() {
            assert_eq!(turn.to_string().parse::<Turn>(), Ok(turn));
        }
    }
});
