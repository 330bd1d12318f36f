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

/// A valid position text with one character replaced.
fn mutated(text: &str, at: usize, with: char) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let i = at % chars.len();
    chars[i] = with;
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Text from anywhere never panics the parsers, and what they accept
    /// formats back to itself.
    #[test]
    fn notation_never_panics_and_round_trips(text in ".{0,120}") {
        if let Ok(pos) = text.parse::<Position>() {
            prop_assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
        }
        if let Ok(action) = text.parse::<throne::Action>() {
            prop_assert_eq!(action.to_string().parse::<throne::Action>().unwrap(), action);
        }
    }

    /// A stored position with one character changed either is refused or
    /// is a position every operation handles without panicking.
    #[test]
    fn damaged_positions_are_refused_or_handled(
        seed in any::<u64>(),
        rounds in 0usize..120,
        at in any::<usize>(),
        with in prop::sample::select(vec!['0', '1', '2', '5', '9', 's', 'u', 'q', '|', ' ', '+', '-', ',', 'x']),
    ) {
        let mut pos = Position::new(2 + (seed % 3) as usize, seed).unwrap();
        let mut events = Vec::new();
        for i in 0..rounds {
            match pos.phase() {
                Phase::Won(_) => break,
                Phase::Throw => pos.throw(&mut events).unwrap(),
                Phase::Move => {
                    let moves = pos.legal_moves();
                    pos.apply(&moves[i % moves.len()], &mut events).unwrap();
                }
            }
        }
        let text = mutated(&pos.to_string(), at, with);
        if let Ok(mut damaged) = text.parse::<Position>() {
            let moves = damaged.legal_moves();
            let _ = damaged.has_legal_move();
            for m in &moves {
                let mut copy = damaged.clone();
                let _ = copy.apply(m, &mut events);
            }
            let _ = damaged.clone().throw(&mut events);
            for s in damaged.clone().seats() {
                let _ = damaged.clone().resign(s, &mut events);
            }
            let _ = damaged.perft(2, &[6, 5, 4, 3, 2, 7, 8, 5, 2, 3, 5, 7], 0);
            prop_assert_eq!(damaged.to_string().parse::<Position>().unwrap(), damaged.clone());
            let _ = damaged.throw(&mut events);
        }
    }
}
