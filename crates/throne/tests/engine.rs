//! The engine opponent for Throne (issue 23): it never looks at the
//! stored generator (T9: the players cannot), it plays only legal
//! actions, and it is repeatable for a seed.

use engine::Level;
use throne::search;
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
