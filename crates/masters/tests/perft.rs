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
            .rfind(|(_, n)| *n <= 200_000)
            .expect("a small vector");
        assert_eq!(
            v.position.perft_played(depth),
            expected,
            "{} perft_played({depth})",
            v.id
        );
    }
}

/// At every node of each vector's tree (two turns deep), counting in bulk
/// agrees with enumerating, and enumerating lists no turn twice.
#[test]
fn bulk_count_equals_enumeration_at_every_node() {
    fn walk(pos: &masters::Position, depth: u32, nodes: &mut u64) {
        let turns = pos.legal_turns();
        let unique: std::collections::HashSet<_> = turns.iter().collect();
        assert_eq!(unique.len(), turns.len(), "duplicates in {pos}");
        assert_eq!(
            pos.count_legal_turns(),
            turns.len() as u64,
            "count in {pos}"
        );
        *nodes += 1;
        if depth > 0 {
            for t in &turns {
                walk(&pos.play(t).unwrap().0, depth - 1, nodes);
            }
        }
    }
    let mut nodes = 0;
    for v in vectors() {
        walk(&v.position, 2, &mut nodes);
    }
    assert!(nodes > 10_000);
}
