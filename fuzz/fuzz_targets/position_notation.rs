//! Position notation never panics, and every accepted text formats back to itself.
#![no_main]
use libfuzzer_sys::fuzz_target;
use masters::Position;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Ok(pos) = text.parse::<Position>() {
            assert_eq!(pos.to_string(), text);
            let _ = pos.legal_turns();
        }
    }
});
