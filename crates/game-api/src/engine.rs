//! What the host asks of a game's engine opponent: think for one seat
//! ([`Think`]), off the async workers and outside any transaction, and
//! answer with one action in the game's own notation; the host then plays
//! that choice through the game's ordinary commit ([`crate::Engine::play_choice`]),
//! in the same transaction and version check as a player's command.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The levels a player may ask for (`/challenge level:`).
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=5;

/// The level of an engine game whose challenge names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// One request to think.
#[derive(Clone, Debug)]
pub struct Think {
    /// The seat the engine plays. It must choose from what this seat may
    /// see: another seat's secret is in the state but never read.
    pub seat: usize,
    /// 1 (weak and quick) to 5 (strongest within about two seconds).
    pub level: u8,
    /// Draws the level's deliberate imperfection: the same seed, state and
    /// node budget give the same choice.
    pub seed: u64,
    /// A node budget instead of the level's time, for repeatable play
    /// (tests); `None` thinks against the clock.
    pub nodes: Option<u64>,
    /// Set when the answer is no longer wanted (the game ended, the bot
    /// shuts down): the search returns at once with what it has.
    pub stop: Arc<AtomicBool>,
}

impl Think {
    /// Whether the answer is no longer wanted.
    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}
