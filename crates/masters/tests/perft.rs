//! Checks the perft vectors in `tests/*.perft` (see `start.perft` for the format).

mod common;

use common::vectors;

/// Vectors with more nodes than this are skipped here (the perft example checks them).
const NODE_LIMIT: u64 = 3_000_000;

#[test]
fn perft_vectors_match() {
    let vectors = vectors();
    assert!(vectors.len() >= 6);
    let mut checked = 0;
    for v in &vectors {
        for &(depth, expected) in &v.counts {
            if expected > NODE_LIMIT {
                continue;
            }
            assert_eq!(v.position.perft(depth), expected, "{} perft({depth})", v.id);
            checked += 1;
        }
    }
    assert!(
        checked >= 15,
        "only {checked} vectors within the node limit"
    );
}

#[test]
fn bulk_counting_agrees_with_playing_every_leaf() {
    for v in vectors() {
        let &(depth, expected) = v
            .counts
            .iter()
            .filter(|(_, n)| *n <= 200_000)
            .last()
            .expect("a small vector");
        assert_eq!(
            v.position.perft_played(depth),
            expected,
            "{} perft_played({depth})",
            v.id
        );
    }
}
