//! Helpers for the crate's own tests: a host with every game on a fresh
//! database, and a user in the channel `lobby`.

use crate::config::{GameSettings, Synchronous};
use crate::host::{Ctx, Games};
use crate::store::Store;
use game_api::User;
use std::sync::Arc;

/// The registry the binary serves, at 64-pixel squares.
pub(crate) fn games() -> Arc<Games> {
    Arc::new(Games::new(crate::games::all(64).unwrap()).unwrap())
}

/// A host on a new database in `dir`.
pub(crate) async fn host(dir: &tempfile::TempDir) -> Host {
    let store = Store::open(&dir.path().join("t.db"), Synchronous::Normal)
        .await
        .unwrap();
    Host::new(store, games(), GameSettings::default())
}

/// `user` in the channel `lobby`.
pub(crate) fn ctx(user: &str) -> Ctx {
    Ctx {
        server: "test".into(),
        channel: "lobby".into(),
        user: User::named(user),
        manages_server: false,
    }
}

/// What the games' own tests drive the host with.
pub(crate) use crate::host::command::Command;
pub(crate) use crate::host::{Ctx as HostCtx, Host};
pub(crate) use crate::store;

/// The command a typed line makes, against every game.
pub(crate) fn parse(line: &str) -> Command {
    Command::parse(line, &games(), |n| Some(User::named(n))).unwrap()
}

/// The field of `verb`'s `option` with the other options filled in as given.
pub(crate) fn field(verb: &str, option: &str, given: &[(&str, Option<String>)]) -> game_api::Field {
    game_api::Field {
        verb: verb.into(),
        option: option.into(),
        given: given
            .iter()
            .filter_map(|(k, v)| v.clone().map(|v| (k.to_string(), v)))
            .collect(),
    }
}
