//! One test (or more) per rule of `docs/rules/throne.md`, named by its
//! id, including every worked example of the rules file.

use throne::board::{self, GATE};
use throne::throw::{self, Dice, Throw};
use throne::{Action, Event, Kind, Phase, Place, Position, Rejection, Seat, Unlock, Values};

const RED: Seat = match Seat::new(0) {
    Some(s) => s,
    None => unreachable!(),
};
const BLUE: Seat = match Seat::new(1) {
    Some(s) => s,
    None => unreachable!(),
};
const GREEN: Seat = match Seat::new(2) {
    Some(s) => s,
    None => unreachable!(),
};

fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{e}: {text}"))
}

fn legal(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    v.sort();
    v
}

fn play(p: &mut Position, text: &str) -> Vec<Event> {
    let mut events = Vec::new();
    p.play(&text.parse().unwrap(), &mut events)
        .unwrap_or_else(|e| panic!("{text}: {e}"));
    events
}

fn refuse(p: &Position, text: &str) -> Rejection {
    let mut copy = p.clone();
    let err = copy
        .play(&text.parse().unwrap(), &mut Vec::new())
        .expect_err(text);
    assert_eq!(&copy, p, "a refused action changes nothing");
    err
}

#[test]
fn t1_seats_throw_in_joining_order_clockwise_with_their_colours() {
    let mut p = Position::new(3, 1).unwrap();
    assert_eq!(p.turn(), RED);
    let mut order = Vec::new();
    for _ in 0..4 {
        let seat = p.turn();
        order.push(seat.colour());
        // 2 then 3: each round ends with its values used up.
        play(&mut p, "throw 2");
        play(&mut p, "home soldier 2");
        assert_ne!(p.turn(), seat);
    }
    assert_eq!(order, ["red", "blue", "green", "red"]);
    assert_eq!(board::COLOURS, ["red", "blue", "green", "gold"]);
    assert!(Position::new(1, 1).is_err());
    assert!(Position::new(5, 1).is_err());
}

#[test]
fn t2_twelve_soldiers_each_start_at_home_and_kinds_weigh_1_2_4() {
    for players in 2..=4 {
        let p = Position::new(players, 9).unwrap();
        for seat in p.seats() {
            assert_eq!(p.home(seat), 12);
            assert!(p.pieces(seat).is_empty());
            assert_eq!(p.soldiers(seat), 12);
        }
    }
    assert_eq!(Kind::ALL.map(Kind::size), [1, 2, 4]);
}

#[test]
fn t3_entry_squares_for_two_three_and_four_players() {
    let entries = |players: usize| -> Vec<u8> {
        (0..players)
            .map(|i| board::entry(players, Seat::new(i).unwrap()))
            .collect()
    };
    assert_eq!(entries(2), [1, 7]);
    assert_eq!(entries(3), [1, 5, 9]);
    assert_eq!(entries(4), [1, 4, 7, 10]);
}

#[test]
fn t4_a_path_runs_from_the_entry_round_to_the_gate_then_bridge_and_throne() {
    // Blue with 2 players: entry 7, gate 6, bridge blue-1/blue-2, Throne.
    assert_eq!(Place::of_step(2, BLUE, 1), Place::Ring(7));
    assert_eq!(Place::of_step(2, BLUE, 12), Place::Ring(6));
    assert_eq!(Place::of_step(2, BLUE, 13), Place::Bridge(BLUE, 1));
    assert_eq!(Place::of_step(2, BLUE, 14), Place::Bridge(BLUE, 2));
    assert_eq!(Place::of_step(2, BLUE, 15), Place::Throne);
    // A move from home of distance d lands on step d.
    let mut p = Position::new(2, 1).unwrap();
    play(&mut p, "throw 3");
    play(&mut p, "home soldier 3");
    play(&mut p, "throw 5");
    let events = play(&mut p, "home soldier 5");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(11),
            ..
        }
    )));
    // With the gate open, the step after the gate is the bridge.
    let mut p = pos("throne 2 red move 3 3 b0 r1 s- | 11 open 11s 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "11 soldier 3");
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Moved {
                to: Place::Ring(12),
                lost: 2,
                ..
            }
        )),
        "held by T13a before the bridge: {events:?}"
    );
}

#[test]
fn t5_the_formation_square_is_the_gate() {
    assert_eq!(GATE, 12);
    // Soldiers gather on the gate square and form there, not elsewhere.
    let mut p = pos("throne 2 red move 2 2 b0 r1 s- | 8 locked 10s,12s3 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "10 soldier 2");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Formed {
            kind: Kind::Squad,
            place: Place::Ring(12),
            ..
        }
    )));
    let mut p = pos("throne 2 red move 2 2 b0 r1 s- | 8 locked 9s,12s3 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "9 soldier 2");
    assert!(!events.iter().any(|e| matches!(e, Event::Formed { .. })));
}

#[test]
fn t6_entries_and_gates_are_shields_for_everyone() {
    let shields: Vec<u8> = (1..=12).filter(|&q| board::is_shield(2, q)).collect();
    assert_eq!(shields, [1, 6, 7, 12]);
    let shields: Vec<u8> = (1..=12).filter(|&q| board::is_shield(3, q)).collect();
    assert_eq!(shields, [1, 4, 5, 8, 9, 12]);
    // A blue soldier on square 12 (red's gate) is not captured there.
    let mut p = pos("throne 2 red move 2 2 b0 r1 s- | 11 locked 10s 0 | 11 locked 6s 0 | 1 0");
    let events = play(&mut p, "10 soldier 2");
    assert!(!events.iter().any(|e| matches!(e, Event::Captured { .. })));
    assert_eq!(p.count_at(BLUE, 6, Kind::Soldier), 1);
    assert_eq!(p.count_at(RED, 12, Kind::Soldier), 1);
}

#[test]
fn t7_white_sides_give_the_value_with_no_1() {
    let values: Vec<u8> = (0..=8).map(throw::value_of).collect();
    assert_eq!(values, [16, 11, 2, 3, 4, 5, 6, 7, 8]);
    for shells in 0..=255u8 {
        let t = Throw { shells };
        assert_ne!(t.value(), 1);
        assert_eq!(Throw::showing(t.value()).unwrap().value(), t.value());
    }
}

#[test]
fn t7_throws_follow_the_binomial_model_chi_square() {
    // 8 fair shells: P(k whites) = C(8, k) / 256. Fixed seed: deterministic.
    let mut dice = Dice::new(20261123);
    let n = 256_000u32;
    let mut counts = [0u32; 9];
    for _ in 0..n {
        counts[dice.throw().shells.count_ones() as usize] += 1;
    }
    let binomial = [1, 8, 28, 56, 70, 56, 28, 8, 1];
    let chi2: f64 = counts
        .iter()
        .zip(binomial)
        .map(|(&o, c)| {
            let e = n as f64 * c as f64 / 256.0;
            (o as f64 - e).powi(2) / e
        })
        .sum();
    // 8 degrees of freedom: 26.12 is the 0.1 % critical value.
    assert!(chi2 < 26.12, "chi-square {chi2:.2}, counts {counts:?}");
    // And a biased generator would fail: one shell always white.
    let biased: Vec<f64> = counts.iter().map(|&c| c as f64).collect();
    let shifted: f64 = (0..9)
        .map(|k| {
            let o = if k == 0 { 0.0 } else { biased[k - 1] };
            let e = n as f64 * binomial[k] as f64 / 256.0;
            (o - e).powi(2) / e
        })
        .sum();
    assert!(shifted > 26.12);
}

#[test]
fn t8_power_values_throw_again_and_moving_waits_for_the_chain() {
    for v in [16, 11, 4, 6, 8] {
        assert!(throw::is_power(v));
    }
    for v in [2, 3, 5, 7] {
        assert!(!throw::is_power(v));
    }
    let mut dice = Dice::new(5);
    for _ in 0..1000 {
        let chain = dice.chain();
        let (last, power) = chain.split_last().unwrap();
        assert!(!throw::is_power(last.value()));
        assert!(power.iter().all(|t| throw::is_power(t.value())));
    }
    let p = Position::new(2, 1).unwrap();
    assert_eq!(refuse(&p, "home soldier 6"), Rejection::ThrowFirst);
    assert!(matches!(refuse(&p, "throw 6"), Rejection::NotAChain(_)));
    assert!(matches!(refuse(&p, "throw 5 6"), Rejection::NotAChain(_)));
    let mut p = p;
    let events = play(&mut p, "throw 6 16 5");
    assert_eq!(p.round_values().to_string(), "16+6+5");
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::ChainContinued { .. }))
            .count(),
        2
    );
    assert!(matches!(refuse(&p, "throw 5"), Rejection::AlreadyThrown(_)));
}

#[test]
fn t9_throws_come_from_the_stored_seed_and_replay_exactly() {
    let mut a = Position::new(4, 77).unwrap();
    let mut b = Position::new(4, 77).unwrap();
    let mut events = Vec::new();
    a.throw(&mut events).unwrap();
    b.throw(&mut Vec::new()).unwrap();
    assert_eq!(a, b);
    // The stored text carries the generator: the next throws match too.
    let mut c: Position = a.to_string().parse().unwrap();
    assert_eq!(c, a);
    while a.phase() == Phase::Move {
        let m = a.legal_moves()[0];
        a.apply(&m, &mut Vec::new()).unwrap();
        c.apply(&m, &mut Vec::new()).unwrap();
    }
    a.throw(&mut Vec::new()).unwrap();
    c.throw(&mut Vec::new()).unwrap();
    assert_eq!(a.round_values(), c.round_values());
    assert_ne!(Position::new(4, 78).unwrap().dice(), a.dice());
}

#[test]
fn t10_combinations_of_unused_values_and_one_jump() {
    let mut p = Position::new(2, 1).unwrap();
    play(&mut p, "throw 6 6 5");
    assert_eq!(
        legal(&p),
        [
            "home soldier 5",
            "home soldier 6",
            "home soldier 6+5",
            "home soldier 6+6",
            "home soldier 6+6+5"
        ]
    );
    play(&mut p, "home soldier 6+5");
    assert_eq!(p.unused().to_string(), "6");
    // Passed squares never block: a blue unit on square 3 is jumped over.
    let mut p = pos("throne 2 red move 5 5 b0 r1 s- | 12 locked - 0 | 10 locked 9u 0 | 1 0");
    let events = play(&mut p, "home soldier 5");
    assert!(!events.iter().any(|e| matches!(e, Event::Captured { .. })));
    assert_eq!(p.count_at(BLUE, 9, Kind::Unit), 1);
}

#[test]
fn t11_units_use_even_values_and_squads_multiples_of_4() {
    let mut p =
        pos("throne 2 red move 8+6+5 8+6+5 b0 r1 s- | 6 locked 2u,3q 0 | 12 locked - 0 | 1 0");
    let moves = legal(&p);
    assert!(moves.contains(&"2 unit 6".to_string()));
    assert!(moves.contains(&"2 unit 8+6".to_string()));
    assert!(
        !moves
            .iter()
            .any(|m| m.starts_with("2 unit") && m.contains('5'))
    );
    assert!(moves.contains(&"3 squad 8".to_string()));
    assert!(
        !moves
            .iter()
            .any(|m| m.starts_with("3 squad") && m != "3 squad 8")
    );
    assert!(matches!(
        refuse(&p, "2 unit 5"),
        Rejection::WrongValuesForKind {
            kind: Kind::Unit,
            ..
        }
    ));
    assert!(matches!(
        refuse(&p, "3 squad 6"),
        Rejection::WrongValuesForKind { .. }
    ));
    // A unit moves the sum ÷ 2, a squad ÷ 4.
    let mut q = p.clone();
    let events = play(&mut q, "2 unit 8+6");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(9),
            ..
        }
    )));
    let events = play(&mut p, "3 squad 8");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(5),
            ..
        }
    )));
}

#[test]
fn t12_exact_entry_and_no_single_soldier_on_the_last_bridge_square() {
    // Squads, squad and unit are in: the singles are free.
    let p = pos("throne 2 red move 5+4+3 5+4+3 b0 r1 s- | 1 open 11s 3 | 12 locked - 0 | 1 0");
    assert!(matches!(
        refuse(&p, "11 soldier 3"),
        Rejection::SoldierOnLastBridge(Place::Bridge(_, 2))
    ));
    assert_eq!(refuse(&p, "11 soldier 5"), Rejection::Overshoot { over: 1 });
    let mut q = p.clone();
    let events = play(&mut q, "11 soldier 4");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Finished {
            kind: Kind::Soldier,
            count: 4,
            ..
        }
    )));
    // Units and squads may stop on the second bridge square.
    let mut p =
        pos("throne 2 red move 2 2 b0 r1 s- | 0 open 12s2,13u,13q2 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "red-1 unit 2");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Bridge(_, 2),
            ..
        }
    )));
}

#[test]
fn t13_a_locked_gate_sends_pieces_round_again_and_whole_laps_are_no_move() {
    // The rules file's example: red soldier on 3, round 7, 5, gate locked.
    let p = pos("throne 2 red move 7+5 7+5 b0 r1 s- | 11 locked 3s 0 | 12 locked - 0 | 1 0");
    let from3: Vec<String> = legal(&p)
        .into_iter()
        .filter(|m| m.starts_with("3 "))
        .collect();
    assert_eq!(from3, ["3 soldier 5", "3 soldier 7"]);
    let mut q = p.clone();
    let events = play(&mut q, "3 soldier 7");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(10),
            ..
        }
    )));
    let mut q = p.clone();
    let events = play(&mut q, "3 soldier 5");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(8),
            ..
        }
    )));
    assert!(matches!(
        refuse(&p, "3 soldier 7+5"),
        Rejection::WholeLap { dist: 12, .. }
    ));
    // From home a distance over 12 wraps too (step 12 + k is step k) and is a move.
    let mut p = Position::new(2, 1).unwrap();
    play(&mut p, "throw 16 3");
    let events = play(&mut p, "home soldier 16");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(4),
            ..
        }
    )));
    // A locked gate never leads onto the bridge.
    let mut p = pos("throne 2 red move 3 3 b0 r1 s- | 11 locked 11s 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "11 soldier 3");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(2),
            ..
        }
    )));
}

#[test]
fn t13a_singles_stop_on_the_gate_until_both_squads_and_the_unit_exist() {
    // Example: one squad on red-1, no unit; a soldier on 10 plays 5.
    let p = pos("throne 2 red move 5 5 b0 r1 s- | 7 open 10s,13q 0 | 12 locked - 0 | 1 0");
    let mut q = p.clone();
    let events = play(&mut q, "10 soldier 5");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(12),
            lost: 3,
            ..
        }
    )));
    // With 3 red soldiers already waiting there, the four form the second squad.
    let mut q = pos("throne 2 red move 5 5 b0 r1 s- | 4 open 10s,12s3,13q 0 | 12 locked - 0 | 1 0");
    let events = play(&mut q, "10 soldier 5");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Formed {
            kind: Kind::Squad,
            ..
        }
    )));
    assert_eq!(q.count_at(RED, 12, Kind::Squad), 1);
    assert_eq!(q.count_at(RED, 12, Kind::Soldier), 0);
    // Playing 16 also stops on the gate (14 lost), though 10 + 16 would overshoot.
    let mut q =
        pos("throne 2 red move 16+3 16+3 b0 r1 s- | 7 open 10s,13q 0 | 12 locked - 0 | 1 0");
    let events = play(&mut q, "10 soldier 16");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(12),
            lost: 14,
            ..
        }
    )));
    // A single already on the gate has no move while this holds.
    let p = pos("throne 2 red move 3 3 b0 r1 s- | 7 open 12s,13q 0 | 12 locked - 0 | 1 0");
    assert!(matches!(
        refuse(&p, "12 soldier 3"),
        Rejection::HeldAtGate(_)
    ));
    // Example, later: squad in the Throne, squad on red-2, unit on red-1.
    let p = pos(
        "throne 2 red move 16+5+3+2 16+5+3+2 b0 r1 s- | 1 open 10s,13u,14q 1 | 12 locked - 0 | 1 0",
    );
    let mut q = p.clone();
    let events = play(&mut q, "10 soldier 3");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Bridge(_, 1),
            ..
        }
    )));
    assert_eq!(
        refuse(&p, "10 soldier 5"),
        Rejection::WrongFinishOrder {
            expected: Kind::Squad,
            kind: Kind::Soldier
        }
    );
    assert!(matches!(
        refuse(&p, "10 soldier 16+2"),
        Rejection::Overshoot { .. }
    ));
    // Units and squads are never held.
    let mut p = pos("throne 2 red move 6 6 b0 r1 s- | 8 open 11u,12s2 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "11 unit 6");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Bridge(_, 2),
            ..
        }
    )));
}

#[test]
fn t13b_the_first_piece_into_the_throne_unlocks_every_gate() {
    // Example: 3 players; red (gate open) plays 8 with its squad on red-1.
    let mut p = pos(
        "throne 3 red move 8 8 b0 r1 s- | 8 open 13q 0 | 10 locked 11u 0 | 12 locked - 0 | 1 0",
    );
    let events = play(&mut p, "red-1 squad 8");
    let unlocked: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::GateUnlocked {
                seat,
                cause: Unlock::Throne,
            } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(unlocked, [BLUE, GREEN]);
    assert!(p.gate_open(BLUE) && p.gate_open(GREEN));
    assert_eq!(p.turn(), BLUE);
    play(&mut p, "throw 6 3");
    let events = play(&mut p, "3 unit 6");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Moved { to: Place::Bridge(s, 2), .. } if *s == BLUE))
    );
    // Before red's entry the same move circles on to square 6.
    let mut before = pos(
        "throne 3 blue move 6+3 6+3 b0 r1 s- | 8 open 13q 0 | 10 locked 11u 0 | 12 locked - 0 | 1 0",
    );
    let events = play(&mut before, "3 unit 6");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Moved {
            to: Place::Ring(6),
            ..
        }
    )));
}

#[test]
fn t14_landing_captures_the_same_type_and_refuses_another_type() {
    // Blue soldier on square 5 (blue step 11).
    let mut p = pos("throne 2 red move 5 5 b0 r1 s- | 12 locked - 0 | 11 locked 11s 0 | 1 0");
    let events = play(&mut p, "home soldier 5");
    assert!(events.iter().any(|e| matches!(e, Event::Captured { by, seat, kind: Kind::Soldier, count: 1, place: Place::Ring(5) } if *by == RED && *seat == BLUE)));
    assert_eq!(p.home(BLUE), 12);
    // A blue unit there: a soldier may not land.
    let p = pos("throne 2 red move 5 5 b0 r1 s- | 12 locked - 0 | 10 locked 11u 0 | 1 0");
    assert!(matches!(
        refuse(&p, "home soldier 5"),
        Rejection::MixedLanding {
            other: Kind::Unit,
            ..
        }
    ));
    // One's own pieces of any type share a square.
    let mut p = pos("throne 2 red move 5 5 b0 r1 s- | 9 locked 5u,5s 0 | 12 locked - 0 | 1 0");
    play(&mut p, "home soldier 5");
    assert_eq!(p.count_at(RED, 5, Kind::Soldier), 2);
}

#[test]
fn t15_captured_pieces_go_home_as_soldiers_and_each_capturing_move_earns_one_bonus_round() {
    // Two blue units on square 5: one capturing move, one bonus round.
    let mut p = pos("throne 2 red move 6+3 6+3 b0 r1 s- | 10 locked 2u 0 | 8 locked 11u2 0 | 1 0");
    let events = play(&mut p, "2 unit 6");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Captured {
            count: 2,
            kind: Kind::Unit,
            ..
        }
    )));
    assert!(events.iter().any(
        |e| matches!(e, Event::GateUnlocked { seat, cause: Unlock::Capture } if *seat == RED)
    ));
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::BonusEarned { .. }))
            .count(),
        1
    );
    assert_eq!(p.home(BLUE), 12);
    assert_eq!(p.bonus_owed(), 1);
    // The round goes on (3 is left); then the bonus round, same seat.
    let events = play(&mut p, "home soldier 3");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::BonusRound { seat } if *seat == RED))
    );
    assert_eq!((p.turn(), p.phase()), (RED, Phase::Throw));
    // A squad captured goes home as 4.
    let mut p = pos("throne 2 red move 16+3 16+3 b0 r1 s- | 8 open 1q 0 | 8 locked 11q 0 | 1 0");
    play(&mut p, "1 squad 16");
    assert_eq!(p.home(BLUE), 12);
    // A bonus round earned in a bonus round joins the queue.
    let mut p = pos("throne 2 red move 2 2 b1 r1 s- | 11 open 3s 0 | 11 locked 11s 0 | 1 0");
    play(&mut p, "3 soldier 2");
    assert_eq!(
        p.bonus_owed(),
        1,
        "one used up by ending this round, one earned"
    );
    assert_eq!(p.turn(), RED);
}

#[test]
fn t16_no_passing_the_examples() {
    // Round 6, 5: a unit on square 2 and ten soldiers at home.
    let p = pos("throne 2 red move 6+5 6+5 b0 r1 s- | 10 locked 2u 0 | 12 locked - 0 | 1 0");
    assert_eq!(
        legal(&p),
        [
            "2 unit 6",
            "home soldier 5",
            "home soldier 6",
            "home soldier 6+5"
        ]
    );
    let mut q = p.clone();
    play(&mut q, "2 unit 6");
    assert_eq!(
        (q.turn(), q.phase()),
        (RED, Phase::Move),
        "the 5 must still be used"
    );
    assert_eq!(legal(&q), ["home soldier 5"]);
    let mut q = p.clone();
    let events = play(&mut q, "home soldier 6+5");
    assert!(matches!(events.last(), Some(Event::TurnPassed { to }) if *to == BLUE));
    // Red's only movable piece is that unit: the 5 is forfeited automatically.
    let mut p =
        pos("throne 2 red move 6+5 6+5 b0 r1 s- | 0 open 2u,12s2,12q2 0 | 12 locked - 0 | 1 0");
    assert_eq!(legal(&p), ["2 unit 6"]);
    let events = play(&mut p, "2 unit 6");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Forfeited { values, .. } if values.to_string() == "5"))
    );
    assert_eq!(p.turn(), BLUE);
    // A round with no legal move at all ends by itself on the throw.
    let mut p =
        pos("throne 2 red throw - - b0 r1 s- | 0 open 12s2,12u,12q2 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "throw 3");
    assert!(events.iter().any(|e| matches!(e, Event::Forfeited { .. })));
    assert_eq!(p.turn(), BLUE);
}

#[test]
fn t17_formations_pool_singles_and_units_on_the_gate_up_to_the_caps() {
    // A unit there counts 2 towards a squad.
    let mut p =
        pos("throne 2 red move 2 2 b0 r1 s- | 8 locked 10s,12s,12u 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "10 soldier 2");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Formed {
            kind: Kind::Squad,
            ..
        }
    )));
    assert_eq!(p.count_at(RED, 12, Kind::Squad), 1);
    assert_eq!(p.count_at(RED, 12, Kind::Unit), 0);
    // After the second squad, 2 or more singles left become the unit.
    let mut p = pos("throne 2 red move 2 2 b0 r1 s- | 2 open 10s,12s5,13q 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "10 soldier 2");
    let formed: Vec<Kind> = events
        .iter()
        .filter_map(|e| match e {
            Event::Formed { kind, .. } => Some(*kind),
            _ => None,
        })
        .collect();
    assert_eq!(formed, [Kind::Squad, Kind::Unit]);
    assert_eq!(p.count_at(RED, 12, Kind::Soldier), 0);
    // Two singles with no unit anywhere form it.
    let mut p = pos("throne 2 red move 2 2 b0 r1 s- | 2 open 10s,12s,13q2 0 | 12 locked - 0 | 1 0");
    play(&mut p, "10 soldier 2");
    assert_eq!(p.count_at(RED, 12, Kind::Unit), 1);
    // Caps: both squads and the unit exist; the two singles stay singles.
    let mut p =
        pos("throne 2 red move 2 2 b0 r1 s- | 0 open 10s,12s,13q2,13u 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "10 soldier 2");
    assert!(!events.iter().any(|e| matches!(e, Event::Formed { .. })));
    assert_eq!(p.count_at(RED, 12, Kind::Soldier), 2);
    // Two squads and no unit: four singles make no third squad, only the unit.
    let mut p =
        pos("throne 2 red move 2 2 b0 r1 s- | 0 open 10s,12s3,13q2 0 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "10 soldier 2");
    assert_eq!(
        events
            .iter()
            .filter(|e| matches!(e, Event::Formed { .. }))
            .count(),
        1
    );
    assert_eq!(p.formed(RED, Kind::Squad), 2);
    assert_eq!(p.count_at(RED, 12, Kind::Unit), 1);
    assert_eq!(p.count_at(RED, 12, Kind::Soldier), 2);
    // Squads standing there are not pooled.
    let mut p =
        pos("throne 2 red move 2 2 b0 r1 s- | 6 locked 10s,12q,12s 0 | 12 locked - 0 | 1 0");
    play(&mut p, "10 soldier 2");
    assert_eq!(p.count_at(RED, 12, Kind::Squad), 1);
    assert_eq!(p.count_at(RED, 12, Kind::Unit), 1);
}

#[test]
fn t18_cart_slots_count_singles_and_units_on_the_formation_square_up_to_4() {
    let p = pos("throne 2 red throw - - b0 r1 s- | 9 locked 12s,12u 0 | 12 locked - 0 | 1 0");
    assert_eq!(p.cart_slots(RED), 3);
    let p = pos("throne 2 red throw - - b0 r1 s- | 4 open 12s4,12q 0 | 12 locked - 0 | 1 0");
    assert_eq!(p.cart_slots(RED), 4);
    assert_eq!(p.cart_slots(BLUE), 0);
}

#[test]
fn t19_pieces_enter_the_throne_squad_squad_unit_soldier_soldier() {
    let p =
        pos("throne 2 red move 4+2 4+2 b0 r1 s- | 0 open 11s2,13u,14q2 0 | 12 locked - 0 | 1 0");
    assert_eq!(
        refuse(&p, "red-1 unit 4"),
        Rejection::WrongFinishOrder {
            expected: Kind::Squad,
            kind: Kind::Unit
        }
    );
    let mut q = p.clone();
    let events = play(&mut q, "red-2 squad 4");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Finished {
            kind: Kind::Squad,
            count: 1,
            ..
        }
    )));
    assert_eq!(
        throne::FINISH_ORDER,
        [
            Kind::Squad,
            Kind::Squad,
            Kind::Unit,
            Kind::Soldier,
            Kind::Soldier
        ]
    );
}

#[test]
fn t20_the_first_to_complete_the_order_wins_at_once() {
    let mut p = pos("throne 2 red move 4+3 4+3 b0 r1 s- | 0 open 11s 4 | 12 locked - 0 | 1 0");
    let events = play(&mut p, "11 soldier 4");
    assert!(matches!(events.last(), Some(Event::Won { seat }) if *seat == RED));
    assert_eq!(p.phase(), Phase::Won(RED));
    assert_eq!(p.winner(), Some(RED));
    assert_eq!(refuse(&p, "throw 3"), Rejection::GameOver(RED));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn t21_resigning_two_players_the_other_wins_more_the_game_goes_on() {
    let mut p = Position::new(2, 1).unwrap();
    let events = play(&mut p, "resign red");
    assert!(matches!(events.last(), Some(Event::Won { seat }) if *seat == BLUE));
    // Three players: blue resigns on its own turn with a bonus owed.
    let mut p = pos(
        "throne 3 blue move 5 5 b2 r1 s- | 11 locked 3s 0 | 10 locked 1s,2s 0 | 12 locked - 0 | 1 0",
    );
    let events = play(&mut p, "resign blue");
    assert!(matches!(events.last(), Some(Event::TurnPassed { to }) if *to == GREEN));
    assert_eq!(p.bonus_owed(), 0);
    assert!(p.resigned(BLUE));
    assert_eq!(p.home(BLUE), 0);
    assert!(p.pieces(BLUE).is_empty());
    // Its entry and gate stay shields; turns skip it.
    assert!(board::is_shield(3, 5) && board::is_shield(3, 4));
    play(&mut p, "throw 2");
    play(&mut p, "home soldier 2");
    assert_eq!(p.turn(), RED);
    play(&mut p, "throw 2");
    play(&mut p, "home soldier 2");
    assert_eq!(p.turn(), GREEN);
    assert_eq!(refuse(&p, "resign blue"), Rejection::Resigned(BLUE));
    // The last player left wins.
    let events = play(&mut p, "resign red");
    assert!(matches!(events.last(), Some(Event::Won { seat }) if *seat == GREEN));
}

#[test]
fn actions_and_positions_round_trip_through_their_notation() {
    for text in [
        "throw 6 6 5",
        "home soldier 6+5",
        "3 unit 6",
        "red-1 squad 8",
        "resign blue",
    ] {
        assert_eq!(text.parse::<Action>().unwrap().to_string(), text);
    }
    assert!("teleport 3".parse::<Action>().is_err());
    assert!("3 knight 6".parse::<Action>().is_err());
    let text = "throne 3 blue move 5 6+5 b1 r7 s1f | 9 open 3s,12u 0 | 10 locked 1s2 0 | 0 out - 0 | 99 12";
    assert_eq!(pos(text).to_string(), text);
    assert!(
        "throne 2 red throw - - b0 r0 s- | 11 locked - 0 | 12 locked - 0 | 1 0"
            .parse::<Position>()
            .is_err(),
        "11 soldiers is not a position (T2)"
    );
    assert_eq!(Values::of(&[5, 6]).unwrap().to_string(), "6+5");
}
