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
