//! Whole events simulated in every format (issue 36): random results in
//! random order, random withdrawals; each event ends, nobody plays two
//! games at once, and each format keeps its own rules.

use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};
use tournament::Pairing;
use tournament::event::{Event, Finish, Format, Phase};
use tournament::knockout::DrawRule;

struct Draws(u64);

impl Draws {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Plays `format` with `players` to its end: results at random (a draw
/// one time in `draws`), a withdrawal now and then when `withdraw`.
fn simulate(format: Format, players: usize, seed: u64, draws: usize, withdraw: bool) -> Event {
    let mut d = Draws(seed);
    let mut e = Event::new(format);
    for p in 0..players {
        e.join(&format!("p{p}"), 1200 + d.below(1000) as i32)
            .unwrap();
    }
    let mut now = 0;
    e.start(now).unwrap();
    for _ in 0..100_000 {
        if e.phase == Phase::Finished {
            return e;
        }
        let play = e.in_play();
        assert!(
            !play.is_empty(),
            "a running event with nothing in play: {e:?}"
        );
        let mut seated = BTreeSet::new();
        for b in &play {
            for p in &b.seats {
                assert!(seated.insert(*p), "{p} plays two games at once");
            }
        }
        let b = play[d.below(play.len())].clone();
        let finish = if d.below(draws) == 0 {
            Finish::Draw
        } else {
            let mut order = b.seats.clone();
            for i in (1..order.len()).rev() {
                order.swap(i, d.below(i + 1));
            }
            Finish::Order(order)
        };
        now += 60;
        if withdraw && d.below(40) == 0 {
            let p = d.below(players);
            if e.entrants.len() - e.withdrawn.len() > 3 {
                e.withdraw(p).unwrap();
            }
        }
        e.report(b.round, b.board, finish, now).unwrap();
    }
    panic!("the event never ended");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn a_swiss_event_ends_after_its_rounds_keeping_the_rules(players in 2usize..=40, rounds in 1usize..=7, seed in any::<u64>(), withdraw in any::<bool>()) {
        let e = simulate(Format::Swiss { rounds }, players, seed, 5, withdraw);
        let r = e.record();
        prop_assert!(r.rounds.len() <= rounds);
        let mut met = BTreeSet::new();
        for p in r.rounds.iter().flatten() {
            if let Pairing::Game { first, second, .. } = *p {
                prop_assert!(met.insert((first.min(second), first.max(second))), "{first} and {second} met twice");
            }
        }
        for p in 0..players {
            prop_assert!(r.byes(p) <= 1);
            prop_assert!(r.colour_difference(p).abs() <= 2);
        }
    }

    #[test]
    fn a_round_robin_plays_every_pair(players in 2usize..=16, double in any::<bool>(), seed in any::<u64>()) {
        let e = simulate(Format::RoundRobin { double }, players, seed, 4, false);
        let mut met: BTreeMap<(usize, usize), usize> = BTreeMap::new();
        for p in e.record().rounds.iter().flatten() {
            if let Pairing::Game { first, second, .. } = *p {
                *met.entry((first.min(second), first.max(second))).or_default() += 1;
            }
        }
        for a in 0..players {
            for b in (a + 1)..players {
                prop_assert_eq!(met.get(&(a, b)).copied().unwrap_or(0), if double { 2 } else { 1 });
            }
        }
    }

    #[test]
    fn a_knockout_ends_with_one_champion(players in 2usize..=32, replay in any::<bool>(), seed in any::<u64>()) {
        let draws = if replay { DrawRule::Replay } else { DrawRule::HigherSeed };
        let e = simulate(Format::Knockout { draws }, players, seed, 4, false);
        // Everyone but the champion lost a game (a draw replayed until decided).
        let r = e.record();
        let mut lost = BTreeSet::new();
        for p in r.rounds.iter().flatten() {
            if let Pairing::Game { first, second, outcome: Some(o) } = *p {
                match o {
                    tournament::Outcome::FirstWins => { lost.insert(second); }
                    tournament::Outcome::SecondWins => { lost.insert(first); }
                    tournament::Outcome::Draw if !replay => {
                        // The higher seed went through.
                        lost.insert(if e.seed(first) < e.seed(second) { second } else { first });
                    }
                    tournament::Outcome::Draw => {}
                }
            }
        }
        prop_assert_eq!(lost.len(), players - 1, "one champion: {:?}", lost);
    }

    #[test]
    fn an_arena_stops_pairing_at_its_end(players in 2usize..=20, seed in any::<u64>()) {
        let e = simulate(Format::Arena { until: 3_000 }, players, seed, 6, false);
        prop_assert_eq!(e.phase, Phase::Finished);
        prop_assert!(e.in_play().is_empty());
    }

    #[test]
    fn a_throne_event_seats_everyone_each_round_then_a_final_table(players in 3usize..=24, rounds in 1usize..=4, seed in any::<u64>()) {
        let e = simulate(Format::Tables { rounds }, players, seed, 1_000_000, false);
        let boards = e.boards();
        for round in 1..=rounds {
            let tables: Vec<Vec<usize>> = boards.iter().filter(|b| b.round == round).map(|b| b.seats.clone()).collect();
            let seated: BTreeSet<usize> = tables.iter().flatten().copied().collect();
            prop_assert_eq!(seated.len(), players, "round {} seats everyone once", round);
            prop_assert_eq!(tables.iter().map(Vec::len).sum::<usize>(), players);
            prop_assert!(tables.iter().all(|t| (2..=4).contains(&t.len())));
        }
        let finals: Vec<&tournament::event::Board> = boards.iter().filter(|b| b.round == rounds + 1).collect();
        prop_assert_eq!(finals.len(), 1, "one final table");
        prop_assert_eq!(finals[0].seats.len(), players.min(4));
        // The final table is the best four before it.
        let points = e.points();
        prop_assert_eq!(e.standings().len(), players);
        prop_assert!(points.iter().sum::<u32>() > 0);
    }
}
