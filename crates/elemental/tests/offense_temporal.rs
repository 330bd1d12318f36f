//! Part two, first abilities: Double Kill, Quantum Kill and Poisonous Meat
//! (E32, E31, E19), Resurrection (E35, E78), Temporal Lock (E36, E71,
//! E72) and the resolver's order around them (E38, E80, E82, E85, E86).
//! Each test's name starts with the rule it proves.

mod support;

use elemental::{Choice, Chosen, Color, Event, Game, Outcome, Revival, Role, TurnError};
use support::{FORK, game, legal, on, ons, play, refusal, role_at, sq};

/// Returning a piece of `role` to `square`.
fn back(role: Role, square: &str) -> Chosen {
    Chosen::Revival(Revival {
        role,
        nth: 1,
        square: sq(square),
    })
}

#[test]
fn e32_double_kill_removes_a_neighbour_of_the_victim_up_to_its_rank() {
    let g = game(FORK, "light -/double-kill/-", "light -/-/-");
    let (next, events) = play(&g, "b2-f6 dk:g7");
    assert_eq!(role_at(&next, "g7"), None);
    assert!(
        events
            .iter()
            .any(|e| e.to_string() == "Double Kill (E32) removes Black's pawn on g7.")
    );
    // The rook on g5 is next to f6 but outranks the knight; a7 is not next to it.
    for given in ["g5", "a7"] {
        assert_eq!(
            refusal(&g, &format!("b2-f6 dk:{given}")),
            TurnError::NotOffered {
                choice: Choice::DoubleKill,
                given: on(given),
                offered: ons(&["g7"]),
            }
        );
    }
    // No king, ever.
    let near_king = game(
        "8/8/4kn2/8/8/8/1B6/4K3 w - - 0 1",
        "light -/double-kill/-",
        "light -/-/-",
    );
    assert_eq!(
        refusal(&near_king, "b2-f6 dk:e6"),
        TurnError::NoChoice {
            choice: Choice::DoubleKill,
            given: on("e6"),
        }
    );
    // Declining is a turn of its own.
    assert_eq!(role_at(&play(&g, "b2-f6").0, "g7"), Some(Role::Pawn));
}

#[test]
fn e32_quantum_kill_removes_any_enemy_up_to_the_victims_rank() {
    let g = game(FORK, "light -/quantum-kill/-", "light -/-/-");
    let (next, _) = play(&g, "b2-f6 qk:a7");
    assert_eq!(role_at(&next, "a7"), None);
    for given in ["g5", "e8"] {
        assert_eq!(
            refusal(&g, &format!("b2-f6 qk:{given}")),
            TurnError::NotOffered {
                choice: Choice::QuantumKill,
                given: on(given),
                offered: ons(&["a7", "g7"]),
            }
        );
    }
    // Only after a capture.
    assert_eq!(
        refusal(&g, "b2-c3 qk:a7"),
        TurnError::NoChoice {
            choice: Choice::QuantumKill,
            given: on("a7"),
        }
    );
}

#[test]
fn e31_e19_indomitable_is_immune_to_removals_except_a_lightning_quantum_kill() {
    let light = game(FORK, "light -/quantum-kill/-", "light indomitable/-/-");
    assert_eq!(
        refusal(&light, "b2-f6 qk:a7"),
        TurnError::NoChoice {
            choice: Choice::QuantumKill,
            given: on("a7"),
        }
    );
    let lightning = game(FORK, "lightning -/quantum-kill/-", "light indomitable/-/-");
    let (next, _) = play(&lightning, "b2-f6 qk:a7");
    assert_eq!(role_at(&next, "a7"), None);
    // Double Kill has no such exception.
    let dk = game(FORK, "lightning -/double-kill/-", "light indomitable/-/-");
    assert_eq!(
        refusal(&dk, "b2-f6 dk:g7"),
        TurnError::NoChoice {
            choice: Choice::DoubleKill,
            given: on("g7"),
        }
    );
}

#[test]
fn e23_anarchist_streak_lifts_the_rank_limit_of_removals() {
    let g = game(FORK, "shadow -/double-kill/-", "light -/-/-");
    let (next, _) = play(&g, "b2-f6 dk:g5");
    assert_eq!(role_at(&next, "g5"), None);
}

/// A white queen on d1 can take a poisoned pawn on d5; a knight on c3 and a
/// pawn on e4 can too.
const POISON: &str = "k7/8/8/3p4/4P3/2N5/8/3QK3 w - - 0 1";

#[test]
fn e32_poisonous_meat_removes_a_higher_captor() {
    let g = game(POISON, "light -/-/-", "light -/poisonous-meat/-");
    let (next, events) = play(&g, "d1-d5");
    assert_eq!(role_at(&next, "d5"), None, "the queen is removed too");
    assert!(events.iter().any(|e| matches!(e, Event::Poisoned { .. })));
    let (next, _) = play(&g, "c3-d5");
    assert_eq!(role_at(&next, "d5"), None, "a knight outranks a pawn");
    // Equal rank: the pawn survives.
    let (next, _) = play(&g, "e4-d5");
    assert_eq!(role_at(&next, "d5"), Some(Role::Pawn));
}

#[test]
fn e32_poisonous_meat_spares_kings_and_indomitable_captors() {
    let king = game(
        "k7/8/8/8/8/8/3p4/4K3 w - - 0 1",
        "light -/-/-",
        "light -/poisonous-meat/-",
    );
    let (next, _) = play(&king, "e1-d2");
    assert_eq!(role_at(&next, "d2"), Some(Role::King));
    let g = game(POISON, "light indomitable/-/-", "light -/poisonous-meat/-");
    let (next, _) = play(&g, "d1-d5");
    assert_eq!(role_at(&next, "d5"), Some(Role::Queen));
}

#[test]
fn e14_sturdy_saves_a_poisoned_captor_once() {
    let g = game(POISON, "earth -/-/-", "light -/poisonous-meat/-");
    let (next, events) = play(&g, "d1-d5");
    assert_eq!(role_at(&next, "d5"), Some(Role::Queen));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::SturdySaved { .. }))
    );
    assert!(next.position().piece(sq("d5")).unwrap().2.sturdy_used);
}

#[test]
fn e32_a_poisoned_captor_keeps_its_double_kill_but_takes_no_step() {
    // The queen takes the poisoned pawn on d5 next to a knight on e6.
    let fen = "k7/8/4p3/3p4/8/8/8/3QK3 w - - 0 1";
    let g = game(
        fen,
        "light side-step/double-kill/-",
        "light -/poisonous-meat/-",
    );
    let (next, _) = play(&g, "d1-d5 dk:e6");
    assert_eq!(role_at(&next, "d5"), None);
    assert_eq!(role_at(&next, "e6"), None);
    assert_eq!(
        refusal(&g, "d1-d5 then:d4"),
        TurnError::NoSteps {
            role: Role::Queen,
            from: sq("d1"),
            to: sq("d5"),
        }
    );
}

#[test]
fn e80_ranks_after_step_3_a_promoted_pawn_is_a_queen() {
    // The g7 pawn takes a poisoned knight on f8 and promotes: a queen (4)
    // outranks the knight (2), so it is removed; a pawn would not be.
    let fen = "k4n2/6P1/8/8/8/8/8/4K3 w - - 0 1";
    let g = game(fen, "light -/-/-", "light -/poisonous-meat/-");
    let (next, _) = play(&g, "g7-f8=q");
    assert_eq!(role_at(&next, "f8"), None);
    let (next, _) = play(&g, "g7-f8=n");
    assert_eq!(
        role_at(&next, "f8"),
        Some(Role::Knight),
        "equal rank survives"
    );
}

#[test]
fn e86_a_poisoned_captor_that_would_expose_its_king_is_illegal() {
    // The queen on e2 shields the king from the rook on e8; taking the
    // poisoned pawn on e3 keeps it on the file, but Poisonous Meat removes it.
    let fen = "k3r3/8/8/8/8/4p3/4Q3/4K3 w - - 0 1";
    let poisoned = game(fen, "light -/-/-", "air -/poisonous-meat/-");
    assert!(poisoned.find(&"e2-e3".parse().unwrap()).is_err());
    let plain = game(fen, "light -/-/-", "air -/-/-");
    assert!(plain.find(&"e2-e3".parse().unwrap()).is_ok());
}

#[test]
fn e35_resurrection_returns_a_missing_piece_to_the_back_two_ranks() {
    // Black's rook takes the knight on d2; then White's bishop takes the
    // knight on f6 and returns its own knight.
    let fen = "4k3/8/5n2/8/3r4/8/1B1N4/4K3 b - - 0 1";
    let g = game(fen, "light -/-/resurrection", "light -/-/-");
    let (g, _) = play(&g, "d4-d2");
    assert_eq!(g.position().missing(Color::White).count(), 1);
    let (next, events) = play(&g, "b2-f6 res:knight@b1");
    assert_eq!(role_at(&next, "b1"), Some(Role::Knight));
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Resurrected { .. }))
    );
    assert_eq!(next.position().missing(Color::White).count(), 0);
    assert!(
        next.position().piece(sq("b1")).unwrap().2.moved,
        "no castling rights"
    );
    // Not onto a piece, not beyond the second rank.
    let back_rows = [
        "a1", "b1", "c1", "d1", "f1", "g1", "h1", "a2", "b2", "c2", "e2", "f2", "g2", "h2",
    ];
    for given in ["d2", "a3"] {
        assert_eq!(
            refusal(&g, &format!("b2-f6 res:knight@{given}")),
            TurnError::NotOffered {
                choice: Choice::Resurrection,
                given: back(Role::Knight, given),
                offered: back_rows.map(|s| back(Role::Knight, s)).to_vec(),
            }
        );
    }
    // Only after a capture by a piece carrying it.
    assert_eq!(
        refusal(&g, "b2-c3 res:knight@b1"),
        TurnError::NoChoice {
            choice: Choice::Resurrection,
            given: back(Role::Knight, "b1"),
        }
    );
}

#[test]
fn e35_resurrection_is_limited_to_the_victims_rank_and_pawns_to_the_second_rank() {
    // Black's bishop takes White's knight on b1; White's rook takes a pawn:
    // the knight (2) cannot return for a pawn (1).
    let fen = "4k3/8/8/5b2/8/p7/8/RN2K3 b - - 0 1";
    let g = game(fen, "light -/-/resurrection", "light -/-/-");
    let (g, _) = play(&g, "f5-b1");
    assert_eq!(
        refusal(&g, "a1-a3 res:knight@c1"),
        TurnError::NoChoice {
            choice: Choice::Resurrection,
            given: back(Role::Knight, "c1"),
        }
    );
    // Black's pawn takes White's; a pawn returns to the second rank only.
    let fen = "4k3/8/8/8/8/p2p4/2P5/R3K3 b - - 0 1";
    let g = game(fen, "light -/-/resurrection", "light -/-/-");
    let (g, _) = play(&g, "d3-c2");
    let (next, _) = play(&g, "a1-a3 res:pawn@b2");
    assert_eq!(role_at(&next, "b2"), Some(Role::Pawn));
    assert_eq!(
        refusal(&g, "a1-a3 res:pawn@b1"),
        TurnError::NotOffered {
            choice: Choice::Resurrection,
            given: back(Role::Pawn, "b1"),
            offered: ["a2", "b2", "d2", "e2", "f2", "g2", "h2"]
                .map(|s| back(Role::Pawn, s))
                .to_vec(),
        }
    );
}

#[test]
fn e78_identical_missing_pieces_are_one_choice_different_ones_are_named() {
    let revivals = |g: &Game, from: &str, to: &str| -> Vec<String> {
        let mut r: Vec<String> = g
            .legal_turns()
            .into_iter()
            .filter(|c| c.turn.from == sq(from) && c.turn.to == sq(to))
            .filter_map(|c| c.turn.revival.map(|r| r.to_string()))
            .collect();
        r.sort();
        r.dedup();
        r
    };
    // Two unmoved white pawns are taken: one choice per square.
    let fen = "4k3/8/8/8/8/1p1p4/P1P5/4N2K b - - 0 1";
    let g = game(fen, "light -/-/resurrection", "light -/-/-");
    let g = ["b3-a2", "h1-g1", "d3-c2"]
        .iter()
        .fold(g, |g, t| play(&g, t).0);
    let choices = revivals(&g, "e1", "c2");
    assert_eq!(choices.len(), 6, "{choices:?}");
    assert!(choices.iter().all(|c| c.starts_with("pawn@")));
    // One unmoved pawn and one that had moved: two choices, in the order
    // they left; the first keeps its double step.
    let fen = "4k3/8/8/8/3p4/1pP5/P3N3/7K b - - 0 1";
    let g = game(fen, "light -/-/resurrection", "light -/-/-");
    let g = ["b3-a2", "h1-g1", "d4-c3"]
        .iter()
        .fold(g, |g, t| play(&g, t).0);
    let choices = revivals(&g, "e2", "c3");
    assert!(choices.contains(&"pawn@d2".to_string()), "{choices:?}");
    assert!(choices.contains(&"pawn2@d2".to_string()), "{choices:?}");
    let (next, _) = play(&g, "e2-c3 res:pawn@d2");
    let (next, _) = play(&next, "e8-f8");
    assert!(
        next.find(&"d2-d4".parse().unwrap()).is_ok(),
        "it never moved"
    );
    let (next, _) = play(&g, "e2-c3 res:pawn2@d2");
    let (next, _) = play(&next, "e8-f8");
    assert!(
        next.find(&"d2-d4".parse().unwrap()).is_err(),
        "it had moved"
    );
}

#[test]
fn e36_e71_temporal_lock_holds_for_the_locked_sides_next_two_turns() {
    let fen = "4k3/3p4/8/8/8/8/8/4K1N1 w - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", "light -/-/-");
    assert_eq!(
        refusal(&g, "g1-f3 lock:e8"),
        TurnError::NotOffered {
            choice: Choice::Lock,
            given: on("e8"),
            offered: ons(&["d7"]),
        },
        "never the king"
    );
    let (g, events) = play(&g, "g1-f3 lock:d7");
    assert!(events.iter().any(|e| matches!(e, Event::Locked { .. })));
    assert_eq!(g.position().piece(sq("d7")).unwrap().2.locked, 2);
    assert!(g.find(&"d7-d6".parse().unwrap()).is_err());
    let (g, _) = play(&g, "e8-f8");
    assert_eq!(g.position().piece(sq("d7")).unwrap().2.locked, 1);
    // Once per piece: the knight's lock is spent.
    assert_eq!(
        refusal(&g, "f3-g5 lock:d7"),
        TurnError::NoChoice {
            choice: Choice::Lock,
            given: on("d7"),
        }
    );
    let (g, _) = play(&g, "f3-g5");
    assert!(g.find(&"d7-d6".parse().unwrap()).is_err());
    let (g, _) = play(&g, "f8-e8");
    assert_eq!(g.position().piece(sq("d7")).unwrap().2.locked, 0);
    let (g, _) = play(&g, "e1-e2");
    assert!(
        g.find(&"d7-d6".parse().unwrap()).is_ok(),
        "free after two turns"
    );
}

#[test]
fn e36_e72_a_side_whose_every_move_is_locked_passes() {
    // Black's king on a8 is boxed in by the king on c7 and the knight on
    // c6; its one pawn gets locked, so Black passes twice.
    let fen = "k7/2K4p/2N5/8/8/8/8/7R w - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", "light -/-/-");
    let (g, events) = play(&g, "h1-h2 lock:h7");
    assert!(events.contains(&Event::Passed {
        color: Color::Black
    }));
    assert_eq!(g.turn(), Color::White);
    assert_eq!(g.position().piece(sq("h7")).unwrap().2.locked, 1);
    let (g, events) = play(&g, "h2-g2");
    assert!(events.contains(&Event::Passed {
        color: Color::Black
    }));
    let (g, events) = play(&g, "g2-f2");
    assert!(!events.iter().any(|e| matches!(e, Event::Passed { .. })));
    assert!(g.find(&"h7-h6".parse().unwrap()).is_ok());
    // A pass is not a turn a player may choose otherwise.
    assert_eq!(refusal(&g, "pass"), TurnError::PassNotAllowed);
}

#[test]
fn e1a_e36_a_locked_piece_still_gives_check() {
    let fen = "4k3/8/8/8/8/8/r7/4K1N1 w - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", "light -/-/-");
    let (g, _) = play(&g, "g1-f3 lock:a2");
    let (g, _) = play(&g, "e8-d8");
    // The locked rook on a2 still covers the second rank.
    assert!(g.find(&"e1-e2".parse().unwrap()).is_err());
}

#[test]
fn e72_a_locked_rook_does_not_castle_and_is_not_swapped() {
    let fen = "r3k3/8/8/8/8/8/8/4K1N1 w q - 0 1";
    let g = game(fen, "light -/-/temporal-lock", "light -/-/-");
    let (unlocked, _) = play(&g, "g1-f3");
    assert!(unlocked.find(&"e8-c8".parse().unwrap()).is_ok());
    let (g, _) = play(&g, "g1-f3 lock:a8");
    assert!(g.find(&"e8-c8".parse().unwrap()).is_err());
    // Nor swapped by Quantum Step: a queen next to a locked rook.
    let fen = "1rq1k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", "light quantum-step/-/-");
    let (locked, _) = play(&g, "g1-f3 lock:b8");
    let (free, _) = play(&g, "g1-f3");
    let swaps = |g: &Game| {
        g.legal_turns()
            .iter()
            .filter(|c| c.turn.from == sq("c8") && c.turn.then == [sq("b8")])
            .count()
    };
    assert!(swaps(&free) > 0);
    assert_eq!(swaps(&locked), 0);
}

#[test]
fn e85_a_blocked_capture_offers_no_lock() {
    // The capture of an Earth knight is blocked by its Sturdy: the blocked
    // turn skips steps 4–7, so it offers no lock.
    let fen = "4k3/8/5n2/8/8/8/1B6/4K3 w - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", "earth -/-/-");
    let blocked: Vec<_> = g
        .legal_turns()
        .into_iter()
        .filter(|c| matches!(c.outcome, Outcome::Blocked { .. }))
        .collect();
    assert_eq!(blocked.len(), 1);
    assert!(blocked[0].turn.lock.is_none());
}

#[test]
fn e82_every_choice_and_declining_it_is_a_turn() {
    let g = game(FORK, "light -/double-kill/-", "light -/-/-");
    let captures = g
        .legal_turns()
        .into_iter()
        .filter(|c| c.turn.from == sq("b2") && c.turn.to == sq("f6"))
        .count();
    // Decline, or remove g7 (the rook outranks the knight).
    assert_eq!(captures, 2);
    let lock = game(FORK, "light -/-/temporal-lock", "light -/-/-");
    let quiet = lock
        .legal_turns()
        .into_iter()
        .filter(|c| c.turn.from == sq("b2") && c.turn.to == sq("c3"))
        .count();
    // Decline, or lock one of the four pieces that are not the king.
    assert_eq!(quiet, 5);
}

#[test]
fn stored_text_keeps_locks_and_missing_pieces() {
    let fen = "4k3/8/5n2/8/3r4/8/1B1N4/4K1N1 b - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", "light -/-/-");
    let (g, _) = play(&g, "d4-d2");
    let (g, _) = play(&g, "g1-f3 lock:d2");
    let text = g.to_string();
    let back: Game = text.parse().unwrap();
    assert_eq!(back, g);
    assert_eq!(back.to_string(), text);
    assert_eq!(back.position().missing(Color::White).count(), 1);
    assert_eq!(back.position().piece(sq("d2")).unwrap().2.locked, 2);
}

#[test]
fn e38_the_turn_line_tells_the_story_in_order() {
    let g = game(FORK, "light -/double-kill/-", "light -/-/-");
    let (_, events) = play(&g, "b2-f6 dk:g7");
    assert_eq!(
        elemental::story(&events),
        "Bishop takes knight on f6 · Double Kill removes the pawn on g7"
    );
}

#[test]
fn e94_a_capturer_removed_by_poisonous_meat_returns_nothing() {
    // Black's rook takes White's knight on c2; White's queen then takes
    // the rook on d5 (rank 3, enough to return the knight, rank 2).
    let fen = "4k3/8/8/3r4/2r5/8/2N5/3QK3 b - - 0 1";
    let control = game(fen, "light -/-/resurrection", "light -/-/-");
    let (control, _) = play(&control, "c4-c2");
    assert!(legal(&control, "d1-d5 res:knight@b1"), "unpoisoned, it may");
    // Poisoned: the queen is removed at step 4, and its Resurrection with it.
    let g = game(fen, "light -/-/resurrection", "light -/poisonous-meat/-");
    let (g, _) = play(&g, "c4-c2");
    assert!(!legal(&g, "d1-d5 res:knight@b1"));
    let (next, events) = play(&g, "d1-d5");
    assert_eq!(role_at(&next, "d5"), None, "the queen was poisoned");
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::Resurrected { .. }))
    );
    assert_eq!(next.position().missing(Color::White).count(), 2);
}
