//! The engine opponent for Throne (issue 23): it never looks at the
//! stored generator (T9: the players cannot), it plays only legal
//! actions, and it is repeatable for a seed.

use engine::Level;
use throne::search::{self, value};
use throne::{Action, Phase, Position};

/// Two positions that differ only in their generators, after the same
/// given throws and moves: `rounds` rounds played by the careful level.
fn twins(players: usize, rounds: usize) -> (Position, Position) {
    let mut a = Position::new(players, 1).unwrap();
    let mut b = Position::new(players, 99).unwrap();
    let chains: [&[u8]; 6] = [&[6, 5], &[3], &[16, 2], &[7], &[4, 11, 5], &[2]];
    let mut events = Vec::new();
    let mut round = 0;
    while round < rounds && !matches!(a.phase(), Phase::Won(_)) {
        match a.phase() {
            Phase::Throw => {
                let chain = chains[round % chains.len()];
                a.throw_given(chain, &mut events).unwrap();
                b.throw_given(chain, &mut events).unwrap();
                round += 1;
            }
            Phase::Move => {
                let m = search::choose_move(&a, Level::new(3).unwrap(), 5, None).unwrap();
                a.apply(&m, &mut events).unwrap();
                b.apply(&m, &mut events).unwrap();
            }
            Phase::Won(_) => unreachable!(),
        }
    }
    (a, b)
}

#[test]
fn t9_the_engine_never_reads_the_hidden_generator() {
    for rounds in [1, 5, 9, 14, 21] {
        let (a, b) = twins(3, rounds);
        assert_ne!(a.dice(), b.dice());
        if a.phase() != Phase::Move {
            continue;
        }
        for n in 1..=5 {
            let level = Level::new(n).unwrap();
            assert_eq!(
                search::choose(&a, level, 42, None),
                search::choose(&b, level, 42, None),
                "level {n} after {rounds} rounds"
            );
        }
    }
}

#[test]
fn t10_every_level_plays_a_legal_action_and_is_repeatable_for_a_seed() {
    for seed in 0..4u64 {
        let mut pos = Position::new(2 + (seed as usize % 3), seed).unwrap();
        let mut events = Vec::new();
        for turn in 0..120u64 {
            let level = Level::new((turn % 5) as u8 + 1).unwrap();
            let chosen = search::choose(&pos, level, seed ^ turn, None);
            assert_eq!(chosen, search::choose(&pos, level, seed ^ turn, None));
            match chosen {
                None => break,
                Some(Action::Throw(_)) => pos.throw(&mut events).unwrap(),
                Some(Action::Move(m)) => {
                    assert!(pos.legal_moves().contains(&m), "{m}");
                    pos.apply(&m, &mut events).unwrap();
                }
                Some(other) => panic!("the engine chose {other}"),
            }
        }
    }
}

/// The seat about to throw, and the features and chance the model gives it.
type Judged = (usize, [f32; value::FEATURES], f32);

/// Careful two-player games from `seeds`: every throw judged, then the winner.
fn judged_games(seeds: std::ops::Range<u64>) -> Vec<(Vec<Judged>, usize)> {
    seeds
        .map(|seed| {
            let mut pos = Position::new(2, seed).unwrap();
            let mut events = Vec::new();
            let mut judged = Vec::new();
            let mut turn = 0;
            loop {
                events.clear();
                match pos.phase() {
                    Phase::Won(w) => {
                        assert_eq!(value::win_chance(&pos, w), 1.0);
                        for loser in pos.seats().filter(|&s| s != w) {
                            assert_eq!(value::win_chance(&pos, loser), 0.0);
                        }
                        return (judged, w.index());
                    }
                    Phase::Throw => {
                        let s = pos.turn();
                        judged.push((
                            s.index(),
                            value::features(&pos, s),
                            value::win_chance(&pos, s),
                        ));
                        pos.throw(&mut events).unwrap();
                    }
                    Phase::Move => {
                        turn += 1;
                        let m =
                            search::choose_move(&pos, Level::new(3).unwrap(), seed ^ turn, None)
                                .unwrap();
                        pos.apply(&m, &mut events).unwrap();
                    }
                }
            }
        })
        .collect()
}

#[test]
fn t20_the_win_chance_model_is_certain_once_won_and_tells_winners_from_losers() {
    let games = judged_games(0..40);
    let (mut winners, mut losers) = (Vec::new(), Vec::new());
    for (judged, winner) in &games {
        for (seat, _, chance) in judged {
            assert!((0.0..=1.0).contains(chance));
            if seat == winner {
                winners.push(*chance);
            } else {
                losers.push(*chance);
            }
        }
    }
    let mean = |v: &[f32]| v.iter().sum::<f32>() / v.len() as f32;
    // Over whole games the eventual winner is judged clearly ahead.
    assert!(
        mean(&winners) > mean(&losers) + 0.1,
        "winners {:.3}, losers {:.3}",
        mean(&winners),
        mean(&losers)
    );
}

#[test]
fn t2_the_model_sees_two_seats_as_mirror_images_and_an_even_start() {
    let start = Position::new(2, 3).unwrap();
    for seat in start.seats() {
        assert!(value::features(&start, seat).iter().all(|&f| f == 0.0));
    }
    let mut pos = start;
    let mut events = Vec::new();
    for turn in 0..400u64 {
        events.clear();
        match pos.phase() {
            Phase::Won(_) => break,
            Phase::Throw => pos.throw(&mut events).unwrap(),
            Phase::Move => {
                let m = search::choose_move(&pos, Level::new(1).unwrap(), turn, None).unwrap();
                pos.apply(&m, &mut events).unwrap();
            }
        }
        let seats: Vec<_> = pos.seats().collect();
        let (a, b) = (
            value::features(&pos, seats[0]),
            value::features(&pos, seats[1]),
        );
        for i in 0..value::FEATURES {
            assert_eq!(a[i], -b[i], "{}", value::NAMES[i]);
        }
    }
}
