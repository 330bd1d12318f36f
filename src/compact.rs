//! Finished games' logs moved into their compact form (issue 47): the
//! games that ended before the `game_logs` migration keep a row per
//! entry until moved. `gamehost compact` moves them all with a progress
//! bar; the bot moves them slowly in the background. Each batch of games
//! is one transaction, so the move stops and resumes anywhere: a game is
//! either moved or not, and its log reads the same either way.

use crate::progress::Progress;
use crate::store::{self, Store};
use std::time::Duration;

/// Games moved per transaction.
const BATCH: i64 = 500;

/// What a move did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moved {
    /// Games whose logs were moved.
    pub games: usize,
    /// Entries moved.
    pub entries: usize,
}

/// Moves every finished game's rows, counting games on `progress`.
pub async fn compact(store: &Store, progress: &Progress) -> Result<Moved, sqlx::Error> {
    run(store, BATCH, Duration::ZERO, progress).await
}

/// Moves them in small batches with pauses between, so the bot's own
/// writes always find the database free soon; logs what it did.
pub async fn in_background(store: Store) {
    let pending = match store.read().await {
        Ok(mut c) => store::uncompacted_logs(&mut c).await,
        Err(e) => Err(e),
    };
    match pending {
        Ok(true) => {}
        Ok(false) => return,
        Err(e) => {
            tracing::warn!("compact logs: {e}");
            return;
        }
    }
    tracing::info!("compact logs: moving finished games' logs in the background");
    match run(&store, 50, Duration::from_millis(100), &Progress::hidden()).await {
        Ok(moved) => tracing::info!(
            "compact logs: moved {} games ({} entries)",
            moved.games,
            moved.entries
        ),
        Err(e) => tracing::warn!("compact logs stopped (the next start resumes): {e}"),
    }
}

async fn run(
    store: &Store,
    batch: i64,
    pause: Duration,
    progress: &Progress,
) -> Result<Moved, sqlx::Error> {
    let mut moved = Moved::default();
    let mut after = 0;
    loop {
        let mut tx = store.write().await?;
        let done = store::compact_finished(&mut tx, after, batch).await?;
        tx.commit().await?;
        let Some(last) = done.last else {
            break;
        };
        after = last;
        moved.games += done.games;
        moved.entries += done.entries;
        progress.inc(done.looked as u64);
        if !pause.is_zero() {
            tokio::time::sleep(pause).await;
        }
    }
    progress.finish();
    Ok(moved)
}
