//! The game host behind the `gamehost` binary: commands, staged turns,
//! storage, the console, the Discord front end, verification and the load
//! benchmark. The host itself ([`host`]) knows nothing of Discord; front
//! ends ([`console`], [`discord`]) turn their input into
//! [`host::command::Command`]s and deliver the [`host::reply::Reply`]s.

pub mod bench;
pub mod config;
pub mod console;
pub mod discord;
pub mod games;
pub mod host;
pub mod ratings;
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
