//! Checks the perft vectors in `tests/*.perft` (see `start.perft` for the format).

mod common;

use common::vectors;

/// Vectors with more nodes than this are skipped here (the perft example checks them).
const NODE_LIMIT: u64 = 3_000_000;

#[test]
fn perft_vectors_match() {
    let vectors = vectors();
    assert!(vectors.len() >= 4);
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
        checked >= 14,
        "only {checked} vectors within the node limit"
    );
}

#[test]
fn bulk_counting_agrees_with_playing_every_leaf() {
    for v in vectors() {
        let &(depth, expected) = v
            .counts
            .iter()
            .rfind(|(_, n)| *n <= 800_000)
            .expect("a small vector");
        assert_eq!(
            v.position.perft_played(depth),
            expected,
            "{} perft_played({depth})",
            v.id
        );
    }
}

/// At every node of each vector's tree (two plies deep), counting agrees
/// with listing, listing names no action twice, every listed action
/// validates, and its notation reads back as the same action.
#[test]
fn listing_counting_and_validation_agree_at_every_node() {
    fn walk(pos: &regions::Position, depth: u32, nodes: &mut u64) {
        let actions = pos.legal_actions();
        let unique: std::collections::HashSet<_> = actions.iter().collect();
        assert_eq!(unique.len(), actions.len(), "duplicates in {pos}");
        assert_eq!(
            pos.count_legal_actions(),
            actions.len() as u64,
            "count in {pos}"
        );
        for a in &actions {
            assert_eq!(pos.validate(a), Ok(()), "{a} in {pos}");
            assert_eq!(a.to_string().parse::<regions::Action>().unwrap(), *a);
        }
        *nodes += 1;
        if depth > 0 {
            for a in &actions {
                walk(&pos.play(a).unwrap().0, depth - 1, nodes);
            }
        }
    }
    let mut nodes = 0;
    for v in vectors() {
        walk(&v.position, 2, &mut nodes);
    }
    assert!(nodes > 2_000, "{nodes}");
}
