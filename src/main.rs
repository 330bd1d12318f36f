//! `gamehost`: a Discord bot that hosts board games in channels.
//!
//! The host (commands, storage, console, Discord) is built on the rules
//! crates under `crates/`; this binary grows with it.

fn main() {
    let start = masters::Position::start();
    println!(
        "gamehost {}: Masters rules engine ready ({} legal opening turns). The host is not built yet.",
        env!("CARGO_PKG_VERSION"),
        start.legal_turns().len()
    );
}
