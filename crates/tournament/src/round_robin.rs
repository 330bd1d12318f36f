//! Round robin by Berger tables (FIDE Handbook C.05, Annex 1): with `n`
//! players (one more, a bye, when `n` is odd) the last player stays put
//! and the others turn round the table, one place a round; every pair
//! meets exactly once in `n - 1` rounds, and the first seat alternates as
//! evenly as the tables allow. A double round robin plays the tables
//! twice, the second time with the seats reversed.

use crate::record::Pairing;

/// Every round of a round robin of `players` players (twice over when
/// `double`), each round's pairings first seat first; a player paired
/// with the bye sits the round out ([`Pairing::Bye`]).
pub fn schedule(players: usize, double: bool) -> Vec<Vec<Pairing>> {
    if players < 2 {
        return vec![];
    }
    let n = players + players % 2;
    let bye = players % 2 == 1;
    let fixed = n - 1;
    let mut rounds = vec![];
    for r in 0..n - 1 {
        let mut round = vec![];
        // The turning players: position k holds player (r + k) mod (n-1).
        let at = |k: usize| (r + k) % (n - 1);
        // The fixed player meets position 0, alternating seats by round.
        let (a, b) = if r % 2 == 0 {
            (at(0), fixed)
        } else {
            (fixed, at(0))
        };
        round.push((a, b));
        for k in 1..n / 2 {
            let (x, y) = (at(k), at(n - 1 - k));
            round.push(if k % 2 == 1 { (y, x) } else { (x, y) });
        }
        rounds.push(
            round
                .into_iter()
                .map(|(a, b)| match (bye && a == fixed, bye && b == fixed) {
                    (true, _) => Pairing::Bye(b),
                    (_, true) => Pairing::Bye(a),
                    _ => Pairing::game(a, b),
                })
                .collect::<Vec<_>>(),
        );
    }
    if double {
        let reversed: Vec<Vec<Pairing>> = rounds
            .iter()
            .map(|round| {
                round
                    .iter()
                    .map(|p| match *p {
                        Pairing::Game { first, second, .. } => Pairing::game(second, first),
                        bye => bye,
                    })
                    .collect()
            })
            .collect();
        rounds.extend(reversed);
    }
    rounds
}
