//! Invariants over random 2-, 3- and 4-player games (proptest): soldiers
//! are conserved, pieces only go forward, formations respect their caps,
//! the finish order holds, notation round-trips and every game ends.

use proptest::prelude::*;
use throne::{Event, FINISH_ORDER, Kind, Phase, Position};

/// Rounds after which a game would count as stuck.
const CAP: u32 = 3000;

fn check_invariants(pos: &Position) -> Result<(), TestCaseError> {
    for seat in pos.seats() {
        if pos.resigned(seat) {
            prop_assert_eq!(pos.soldiers(seat), 0);
            continue;
        }
        prop_assert_eq!(pos.soldiers(seat), 12, "T2 for {} in {}", seat, pos);
        prop_assert!(pos.formed(seat, Kind::Squad) <= 2, "T17 squads: {}", pos);
        prop_assert!(pos.formed(seat, Kind::Unit) <= 1, "T17 unit: {}", pos);
        // Past the gate stand only squads, the unit and at most 2 singles (T13a).
        let singles_past: u8 = pos
            .pieces(seat)
            .iter()
            .filter(|(step, kind, _)| *step > 12 && *kind == Kind::Soldier)
            .map(|(_, _, n)| n)
            .sum();
        let finished_singles = pos.finished(seat).saturating_sub(3);
        prop_assert!(singles_past + finished_singles <= 2, "T13a: {}", pos);
    }
    let text = pos.to_string();
    prop_assert_eq!(&text.parse::<Position>().unwrap(), pos);
    Ok(())
}

fn play_out(
    players: usize,
    seed: u64,
    choices: &[u32],
    resign_at: Option<u32>,
) -> Result<(), TestCaseError> {
    let mut pos = Position::new(players, seed).unwrap();
    let mut events = Vec::new();
    let mut i = 0;
    let mut actions = 0u32;
    while pos.winner().is_none() {
        prop_assert!(pos.rounds() < CAP, "no winner after {} rounds", CAP);
        events.clear();
        let before = pos.clone();
        if resign_at == Some(actions) {
            let seat = pos
                .active()
                .nth(choices[0] as usize % players.min(2))
                .unwrap();
            pos.resign(seat, &mut events).unwrap();
        } else {
            match pos.phase() {
                Phase::Throw => pos.throw(&mut events).unwrap(),
                Phase::Move => {
                    let moves = pos.legal_moves();
                    prop_assert!(!moves.is_empty(), "a round waits with no legal move (T16)");
                    let m = moves[choices[i % choices.len()] as usize % moves.len()];
                    i += 1;
                    pos.apply(&m, &mut events).unwrap();
                }
                Phase::Won(_) => unreachable!(),
            }
        }
        actions += 1;
        for e in &events {
            match e {
                Event::Moved {
                    seat,
                    from,
                    to,
                    lost,
                    ..
                } => {
                    let p = pos.players();
                    let a = from.step_for(p, *seat).unwrap();
                    let b = to.step_for(p, *seat).unwrap();
                    if before.gate_open(*seat) {
                        prop_assert!(b > a, "{} moved backwards: {} to {}", seat, from, to);
                    } else {
                        prop_assert!(b != a && *lost == 0, "{} stood still at {}", seat, from);
                    }
                }
                Event::Finished { seat, kind, count } => {
                    prop_assert_eq!(*kind, FINISH_ORDER[*count as usize - 1], "T19 for {}", seat);
                }
                _ => {}
            }
        }
        check_invariants(&pos)?;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_every_invariant_and_end(
        players in 2usize..=4,
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<u32>(), 1..64),
    ) {
        play_out(players, seed, &choices, None)?;
    }

    #[test]
    fn random_games_with_a_resignation_keep_every_invariant_and_end(
        players in 2usize..=4,
        seed in any::<u64>(),
        choices in prop::collection::vec(any::<u32>(), 1..64),
        resign_at in 0u32..400,
    ) {
        play_out(players, seed, &choices, Some(resign_at))?;
    }
}
