//! A stopped search stops playing moves: in a game whose moves are costly
//! to play (Elemental chess regenerates its turns to play one), playing
//! every remaining move after the stop overran a 50 ms turn by minutes.
//! Counted in moves played, not in time.

use engine::{Limits, SearchGame, Searcher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Moves played so far, by every test of this file (each test reads the
/// difference, one test at a time below).
static PLAYED: AtomicUsize = AtomicUsize::new(0);

/// A game of 1,000 moves a turn, every one a capture (noisy), forever.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Wide(u64);

impl SearchGame for Wide {
    type Move = u16;
    fn moves(&self, out: &mut Vec<u16>) {
        out.extend(0..1000);
    }
    fn play(&self, m: u16) -> Wide {
        PLAYED.fetch_add(1, Ordering::SeqCst);
        Wide(self.0.wrapping_mul(1009).wrapping_add(u64::from(m) + 1))
    }
    fn key(&self) -> u64 {
        self.0
    }
    fn no_moves_score(&self) -> i32 {
        0
    }
    fn evaluate(&self) -> i32 {
        // Different everywhere, so no cut-off ends a loop early.
        (self.0 % 201) as i32 - 100
    }
    fn is_noisy(&self, _m: u16) -> bool {
        true
    }
}

#[test]
fn a_stopped_search_plays_no_more_moves_at_the_root_or_in_quiescence() {
    // Told to stop before it starts: the first iteration still gives a
    // move, having played two of the thousand.
    let stop = Arc::new(AtomicBool::new(true));
    let before = PLAYED.load(Ordering::SeqCst);
    let report = Searcher::new(1 << 10).search(
        &Wide(1),
        Limits {
            stop: Some(stop),
            ..Limits::depth(3)
        },
    );
    assert!(report.best.is_some());
    let played = PLAYED.load(Ordering::SeqCst) - before;
    assert!(played <= 2, "played {played} moves after the stop");

    // A node budget that runs out inside quiescence: the search ends
    // within a few plays of it, not after a sweep of every level's
    // remaining captures.
    let before = PLAYED.load(Ordering::SeqCst);
    let report = Searcher::new(1 << 10).search(
        &Wide(1),
        Limits {
            nodes: 100,
            ..Limits::depth(1)
        },
    );
    assert!(report.best.is_some());
    let played = PLAYED.load(Ordering::SeqCst) - before;
    assert!(played <= 200, "played {played} moves for 100 nodes");
}
