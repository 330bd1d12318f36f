//! Every process told when any process commits to a game, on PostgreSQL:
//! a commit sends `NOTIFY game_moved, '<id>'` in its transaction (so it is
//! delivered only if the commit is), and a process that serves pages
//! beside another process's bot listens (`LISTEN game_moved`), so its open
//! pages learn of a turn at once instead of at their next look. SQLite has
//! no such channel: there the pages keep looking a few times a second.

use super::{Backend, Conn, Store};
use tokio::sync::broadcast;

/// The channel's name.
const GAME_MOVED: &str = "game_moved";

/// On PostgreSQL, tells every listening process that game `id` moved,
/// once the caller's transaction commits; nothing on SQLite.
pub async fn tell_moved(c: &mut Conn, id: i64) -> Result<(), sqlx::Error> {
    if c.backend_name() != "PostgreSQL" {
        return Ok(());
    }
    sqlx::query("SELECT pg_notify($1, $2)::TEXT")
        .bind(GAME_MOVED)
        .bind(id.to_string())
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// On PostgreSQL, sends on `moved` the id of every game any process
/// commits to from the moment this returns (a connection of its own
/// listens, reconnecting when it drops, until `moved` has no receiver
/// left); `false`, sending nothing, on SQLite.
pub async fn listen_for_moves(store: &Store, moved: broadcast::Sender<i64>) -> bool {
    if store.backend() != Backend::Postgres {
        return false;
    }
    let url = store.url().to_string();
    let first = match listening(&url).await {
        Ok(listener) => Some(listener),
        Err(e) => {
            tracing::warn!("listening for games that moved: {e}; again in 1 s");
            None
        }
    };
    tokio::spawn(async move {
        let mut ready = first;
        loop {
            let listener = match ready.take() {
                Some(listener) => Ok(listener),
                None => listening(&url).await,
            };
            match listener {
                Ok(listener) => match forward(listener, &moved).await {
                    Ok(()) => return,
                    Err(e) => tracing::warn!("listening for games that moved: {e}; again in 1 s"),
                },
                Err(e) => tracing::warn!("listening for games that moved: {e}; again in 1 s"),
            }
            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
        }
    });
    true
}

/// A connection listening on the channel.
async fn listening(url: &str) -> Result<sqlx::postgres::PgListener, sqlx::Error> {
    let mut listener = sqlx::postgres::PgListener::connect(url).await?;
    listener.listen(GAME_MOVED).await?;
    Ok(listener)
}

/// Sends what `listener` hears until `moved` has no receiver (`Ok`) or
/// the connection fails.
async fn forward(
    mut listener: sqlx::postgres::PgListener,
    moved: &broadcast::Sender<i64>,
) -> Result<(), sqlx::Error> {
    loop {
        let told = listener.recv().await?;
        if let Ok(id) = told.payload().parse::<i64>()
            && moved.send(id).is_err()
        {
            // Nobody reads: the site was dropped.
            return Ok(());
        }
    }
}
