//! The game host behind the `gamehost` binary: commands, staged turns,
//! storage, the console, verification and the load benchmark. It knows
//! nothing of Discord; front ends turn their input into
//! [`host::command::Command`]s and deliver the [`host::reply::Reply`]s.

pub mod bench;
pub mod config;
pub mod console;
pub mod host;
pub mod store;
pub mod verify;
