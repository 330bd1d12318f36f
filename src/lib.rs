//! The game host behind the `gamehost` binary: commands, staged turns,
//! storage, the console, the Discord front end, verification and the load
//! benchmark. The host itself ([`host`]) knows nothing of Discord; front
//! ends ([`console`], [`discord`], [`web`]) turn their input into
//! [`host::command::Command`]s and deliver the [`host::reply::Reply`]s.
//!
//! # One way in, one way out
//!
//! The life of a command (`/move from:E2 to:E4` on Discord):
//!
//! 1. `discord::commands::slash` reads the interaction's options once into
//!    a [`host::command::Command`] (a button or a menu:
//!    `discord::buttons::press` reads its id once into a
//!    `Command::Press` carrying a typed `ButtonId`).
//! 2. [`host::Host::answer`] runs it as one unit of work:
//!    `host::unit::transact` opens the write transaction, `host::dispatch`
//!    sends it to its module (`host::play::game_command` → the game's
//!    `act` → `host::commit::apply` → `host::commit::commit`, the one
//!    conditional update), and the transaction commits.
//! 3. After the commit, in one place (`host::unit::after_commit`): the
//!    games written are told on the event stream
//!    ([`host::events::Happened::Game`]), stale engine searches stop, the
//!    next choice step is prepared.
//! 4. The answer comes back as [`host::Answer`] (`outcome: Result<(), Why>`;
//!    a refusal's kind for code, its sentence for people), its pictures
//!    drawn off the async workers (`host::Host::deliver`), and
//!    `discord::respond` sends it.
//! 5. What follows without an asker — the engine's reply, the clock — is
//!    the host's own duty (`host::duties`), a unit of work like any other,
//!    told on the stream as [`host::events::Happened::Said`]; the front
//!    ends read the stream and post it (`discord::announce`, the
//!    console's `settle`).
//!
//! The life of a click on a game's page (`POST /g/<key>/seat/<token>/step`):
//!
//! 1. `web::connections` accepted the connection (caps, timeouts);
//!    `web::requests::whole_body` read the body before any permit, and
//!    `same_site_changes` checked its origin.
//! 2. `web::seat_page::act` reads the JSON once into the choice session's
//!    own [`host::Ask`] (`PageAsk::read`), and the play link into a
//!    `SeatPass` (`host::seat::Host::seat_pass`).
//! 3. `host::seat::Host::seat_choose` runs it: showing a step only reads;
//!    a choice is a unit of work (`transact` → `host::choosing::advance`);
//!    End turn is the same unit as a command (`host::Host::run_for` →
//!    `host::play::end_chosen` → the commit).
//! 4. The page gets the step as data (`SeatAnswer` → JSON with a state, a
//!    stale flag for pages left behind, no sentence to scrape); the turn
//!    it played is told on the event stream, and whichever front end
//!    reads it posts it in the game's channel; every page of the game
//!    hears of it through `web::live`, woken by the same stream.

pub mod analyse;
pub mod analysis;
pub mod bench;
pub mod compact;
pub mod config;
pub mod console;
pub mod discord;
pub mod games;
pub mod host;
pub mod progress;
pub mod ratings;
pub mod seed;
pub mod speech;
pub mod store;
pub mod verify;
pub mod web;

#[cfg(test)]
mod test_support;

/// The registry the binary serves: every game of [`games::all`], drawing
/// squares of `square_px` pixels.
pub fn default_games(square_px: u32) -> Result<std::sync::Arc<host::Games>, String> {
    let list = games::all(square_px).map_err(|e| e.to_string())?;
    Ok(std::sync::Arc::new(host::Games::new(list)?))
}
