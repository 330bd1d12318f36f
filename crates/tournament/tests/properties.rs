//! Pairing properties over random events (issue 36): 2–64 players,
//! random results and withdrawals.

use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use tournament::{Outcome, Pairing, Record, arena, knockout, round_robin, swiss, tables};

/// Plays `pairings` with results drawn from `seed`.
fn played(pairings: Vec<Pairing>, seed: &mut u64) -> Vec<Pairing> {
    pairings
        .into_iter()
        .map(|p| match p {
            Pairing::Game { .. } => {
                *seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                p.played(match (*seed >> 33) % 3 {
                    0 => Outcome::FirstWins,
                    1 => Outcome::Draw,
                    _ => Outcome::SecondWins,
                })
            }
            bye => bye,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Swiss: no pair meets twice, nobody has two byes, every active player
    /// is paired once a round (withdrawn players never), colours never
    /// differ by more than two; the first ⌈log2 n⌉ rounds are always
    /// paired (later ones may find every pairing taken by the rules).
    #[test]
    fn swiss_rounds_keep_the_rules(
        players in 2usize..=64,
        extra_rounds in 0usize..=2,
        seed in any::<u64>(),
        withdraw in proptest::collection::vec((0usize..64, 0usize..8), 0..4),
    ) {
        let ratings: Vec<i32> = (0..players).map(|p| 1500 + (((p as u64 * 2654435761) ^ seed) % 600) as i32).collect();
        let mut record = Record::new(players);
        let mut seed = seed;
        let log2 = usize::BITS - (players - 1).leading_zeros();
        let rounds = (log2 as usize + extra_rounds).min(players.saturating_sub(1)).max(1);
        for round in 0..rounds {
            for (p, at) in &withdraw {
                if *at == round && *p < players && record.active().len() > 2 {
                    record.withdrawn.insert(*p);
                }
            }
            let pairings = match swiss::pair(&record, &ratings) {
                Ok(p) => p,
                Err(_) => {
                    // Only late in a small event may the rules leave no
                    // pairing: the first ⌈log2 n⌉ rounds of the players
                    // still in are always paired.
                    let active = record.active().len();
                    let log2_active = usize::BITS - (active - 1).leading_zeros();
                    prop_assert!(round as u32 >= log2_active, "round {} of {active} could not be paired", round + 1);
                    break;
                }
            };
            let mut seen = BTreeSet::new();
            for p in &pairings {
                for q in p.players() {
                    prop_assert!(seen.insert(q), "{q} paired twice in a round");
                    prop_assert!(!record.withdrawn.contains(&q), "{q} withdrew");
                }
                if let Pairing::Game { first, second, .. } = *p {
                    prop_assert!(!record.met(first, second), "{first} and {second} meet again");
                }
                if let Pairing::Bye(q) = *p {
                    prop_assert_eq!(record.byes(q), 0, "{} has a second bye", q);
                }
            }
            prop_assert_eq!(seen.len(), record.active().len());
            record.rounds.push(played(pairings, &mut seed));
            for p in 0..players {
                prop_assert!(record.colour_difference(p).abs() <= 2, "{p}'s colours differ by three");
            }
        }
    }

    /// Round robin: every pair exactly once (twice for a double, once in
    /// each seat), every player once a round, one bye each when odd.
    #[test]
    fn round_robin_schedules_every_pair(players in 2usize..=64, double in any::<bool>()) {
        let rounds = round_robin::schedule(players, double);
        let per = players - 1 + players % 2;
        prop_assert_eq!(rounds.len(), if double { 2 * per } else { per });
        let mut met: BTreeMap<(usize, usize), usize> = BTreeMap::new();
        let mut byes = vec![0; players];
        for round in &rounds {
            let mut seen = BTreeSet::new();
            for p in round {
                for q in p.players() {
                    prop_assert!(q < players);
                    prop_assert!(seen.insert(q));
                }
                match *p {
                    Pairing::Game { first, second, .. } => *met.entry((first, second)).or_default() += 1,
                    Pairing::Bye(q) => byes[q] += 1,
                }
            }
            prop_assert_eq!(seen.len(), players);
        }
        for a in 0..players {
            for b in (a + 1)..players {
                let (ab, ba) = (met.get(&(a, b)).copied().unwrap_or(0), met.get(&(b, a)).copied().unwrap_or(0));
                if double {
                    prop_assert_eq!((ab, ba), (1, 1), "{} and {}", a, b);
                } else {
                    prop_assert_eq!(ab + ba, 1, "{} and {}", a, b);
                }
            }
        }
        let want = if players % 2 == 1 { if double { 2 } else { 1 } } else { 0 };
        prop_assert!(byes.iter().all(|b| *b == want), "{:?}", byes);
    }

    /// Knockout: seeded by rating, seed s meets seed size + 1 - s, the byes
    /// go to the top seeds, seeds 1 and 2 in opposite halves.
    #[test]
    fn knockout_brackets_are_seeded(ratings in proptest::collection::vec(1000i32..2800, 2..=64)) {
        let n = ratings.len();
        let size = n.next_power_of_two();
        let mut by_seed: Vec<usize> = (0..n).collect();
        by_seed.sort_by_key(|p| (std::cmp::Reverse(ratings[*p]), *p));
        let seed_of = |p: usize| by_seed.iter().position(|q| *q == p).unwrap() + 1;
        let first = knockout::first_round(&ratings);
        prop_assert_eq!(first.len(), size / 2);
        let mut seen = BTreeSet::new();
        for (a, b) in &first {
            prop_assert!(seen.insert(*a));
            match b {
                Some(b) => {
                    prop_assert!(seen.insert(*b));
                    prop_assert_eq!(seed_of(*a) + seed_of(*b), size + 1);
                    prop_assert!(seed_of(*a) < seed_of(*b));
                }
                // A bye: one of the top size - n seeds.
                None => prop_assert!(seed_of(*a) <= size - n),
            }
        }
        prop_assert_eq!(seen.len(), n);
        if size >= 4 {
            let half = |p: usize| first.iter().position(|(a, b)| *a == p || *b == Some(p)).unwrap() < size / 4;
            prop_assert_ne!(half(by_seed[0]), half(by_seed[1]));
        }
    }

    /// Arena: everyone waiting is paired but one at most, and never with the
    /// opponent just played while someone else waits.
    #[test]
    fn arena_pairs_the_waiting(scores in proptest::collection::vec(0u32..20, 0..40), seed in any::<u64>()) {
        let n = scores.len();
        let waiting: Vec<arena::Waiting> = scores
            .iter()
            .enumerate()
            .map(|(i, s)| arena::Waiting { player: i, score: *s, last: (n > 1).then(|| (i + 1 + (seed as usize % (n - 1))) % n) })
            .collect();
        let (pairs, left) = arena::pair(&waiting);
        prop_assert_eq!(pairs.len() * 2 + left.len(), n);
        prop_assert!(left.len() <= 1);
        for (a, b) in &pairs {
            prop_assert_ne!(a, b);
        }
        // A rematch only when nobody else could be found: then the two
        // were the last two left of the queue.
        let rematches = pairs.iter().filter(|(a, b)| waiting[*a].last == Some(*b) || waiting[*b].last == Some(*a)).count();
        prop_assert!(rematches <= 1 || n <= 3, "{rematches} rematches");
    }

    /// Throne tables: everyone seated once in standings order, 2–4 a table,
    /// sizes within one of each other.
    #[test]
    fn throne_tables_seat_by_standings(n in 2usize..=64) {
        let standings: Vec<usize> = (0..n).rev().collect();
        let t = tables::seat(&standings);
        let flat: Vec<usize> = t.iter().flatten().copied().collect();
        prop_assert_eq!(flat, standings);
        prop_assert!(t.iter().all(|table| (2..=4).contains(&table.len())));
        let sizes: Vec<usize> = t.iter().map(Vec::len).collect();
        prop_assert!(sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1);
        if n >= 3 {
            prop_assert!(t.iter().all(|table| table.len() >= 3) || n == 5, "{sizes:?}");
        }
    }
}
