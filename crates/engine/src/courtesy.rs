//! Searches that step aside: a thread may name a pause ([`StepAside`])
//! that every search it runs calls every few nodes, where the caller waits
//! while more urgent work is running. The host analyses finished games
//! this way, so that an analysis never holds a core a turn is waiting
//! for; a search's answer does not change (it is bounded by nodes, not
//! time).

use std::cell::RefCell;
use std::sync::Arc;

/// What a search calls every [`EVERY`] nodes on a thread that asked.
pub type Pause = Arc<dyn Fn() + Send + Sync>;

/// Nodes between two calls of the pause.
pub const EVERY: u64 = 8;

thread_local! {
    static PAUSE: RefCell<Option<Pause>> = const { RefCell::new(None) };
}

/// While it lives, every search on this thread calls its pause every
/// [`EVERY`] nodes; the pause in force before is restored when it goes.
pub struct StepAside {
    before: Option<Pause>,
}

impl StepAside {
    /// `pause` for the searches on this thread until the guard is dropped.
    pub fn with(pause: Pause) -> StepAside {
        StepAside {
            before: PAUSE.with(|p| p.replace(Some(pause))),
        }
    }
}

impl Drop for StepAside {
    fn drop(&mut self) {
        let before = self.before.take();
        PAUSE.with(|p| *p.borrow_mut() = before);
    }
}

/// Calls this thread's pause, if it has one.
pub(crate) fn pause() {
    PAUSE.with(|p| {
        if let Some(pause) = p.borrow().as_ref() {
            pause();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn the_pause_is_called_inside_and_not_after() {
        let calls = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&calls);
        {
            let _aside = StepAside::with(Arc::new(move || {
                counted.fetch_add(1, Ordering::Relaxed);
            }));
            pause();
            pause();
        }
        pause();
        assert_eq!(calls.load(Ordering::Relaxed), 2);
    }
}
