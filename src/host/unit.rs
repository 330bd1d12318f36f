//! The one way the host changes anything. A unit of work — a command, a
//! seat page's click, an engine's turn, a sweep of the clock, an event's
//! game placed, a message recorded — runs in one write transaction on a
//! [`Session`] of its own; [`Host::transact`] commits it when it succeeds
//! and then, in this one place and only after the commit, does what
//! follows every commit:
//!
//! - whatever waits for a change is woken (the sweeper's next look);
//! - the games the unit wrote are told to whoever follows them (the pages'
//!   live streams), and searches the engine runs for them stop;
//! - the people to act in those games get their first choice step
//!   prepared, off the async workers.
//!
//! A puzzle's turn refused as not the answer is the one refusal that
//! leaves a trace: the refused unit writes nothing, and the miss is
//! counted (and rated, once) in a unit of its own right after it.
//!
//! No other code of the host opens a write transaction, and nothing the
//! unit collects on its session needs draining by a caller.

use super::{Host, NotDone, Session};
use crate::store::Conn;

impl Host {
    /// Runs `work` in one write transaction on a session of its own,
    /// commits it if it succeeds (nothing is kept of one that fails), and
    /// then does what follows every commit. `work`'s result is returned
    /// as it came.
    pub(crate) async fn transact<T>(
        &self,
        work: impl AsyncFnOnce(&Session<'_>, &mut Conn) -> Result<T, NotDone>,
    ) -> Result<T, NotDone> {
        let session = self.session();
        let result = async {
            let mut tx = self.store.write().await?;
            let done = work(&session, &mut tx).await?;
            tx.commit().await?;
            Ok(done)
        }
        .await;
        let misses = std::mem::take(
            &mut *session
                .puzzle_misses
                .lock()
                .unwrap_or_else(|e| e.into_inner()),
        );
        self.after_commit(session, result.is_ok());
        if result.is_err() && !misses.is_empty() {
            self.count_puzzle_misses(&misses).await;
        }
        result
    }

    /// Counts a miss in each of these puzzle attempts, in one transaction
    /// after the unit that refused their turns; a failure is logged (the
    /// refusal stands either way).
    async fn count_puzzle_misses(&self, games: &[i64]) {
        // A unit of its own, through this same runner (boxed: it is
        // called from inside it).
        let counted = Box::pin(self.transact(async |session, c| {
            for &game in games {
                super::puzzle::count_miss(session, c, game).await?;
            }
            Ok(())
        }))
        .await;
        if let Err(e) = counted {
            tracing::error!("could not count a puzzle's miss: {e:?}");
        }
    }

    /// What follows a unit of work: its session's gatherings told, whether
    /// or not it committed (a unit that failed wrote nothing, so it has
    /// nothing to tell but the wake-up).
    fn after_commit(&self, session: Session<'_>, committed: bool) {
        self.changed.notify_waiters();
        if !committed {
            return;
        }
        let written = self.announce_committed(&session);
        self.interrupt_engines(&written);
        self.prepare_choices(session);
    }
}
