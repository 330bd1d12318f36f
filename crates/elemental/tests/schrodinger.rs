//! Schrödinger's Laugh (E37, E60, E61, E73, E82, E84, E95, E98). Each
//! test's name starts with the rule it proves.

mod support;

use elemental::{Event, Role, TurnError};
use support::{FORK, game, legal, play, refusal, role_at, sq};

const LAUGH: &str = "light -/-/schrodingers-laugh";

#[test]
fn e37_a_laugh_copies_the_piece_and_taking_either_takes_both() {
    let fen = "4k3/8/8/8/3N4/8/r7/4K3 w - - 0 1";
    let g = game(fen, LAUGH, "light -/-/-");
    let (g, events) = play(&g, "laugh:d4-e5");
    assert!(!events.iter().any(|e| matches!(e, Event::Captured { .. })));
    assert_eq!(role_at(&g, "d4"), Some(Role::Knight));
    assert_eq!(role_at(&g, "e5"), Some(Role::Knight));
    assert_eq!(g.position().twin(sq("d4")), Some(sq("e5")));
    // The rook takes the copy on d4: both copies go, as one piece.
    let (g, _) = play(&g, "a2-a4");
    let (g, _) = play(&g, "e1-f1");
    let (g, _) = play(&g, "a4-d4");
    assert_eq!(role_at(&g, "d4"), Some(Role::Rook));
    assert_eq!(role_at(&g, "e5"), None, "the other copy goes too");
    assert_eq!(
        g.position().missing(elemental::Color::White).count(),
        1,
        "one piece"
    );
}

#[test]
fn e37_a_rook_that_laughs_has_no_castling_right() {
    let fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    let g = game(fen, LAUGH, "light -/-/-");
    let (g, _) = play(&g, "laugh:a1-a2");
    let (g, _) = play(&g, "e8-d8");
    assert!(!legal(&g, "e1-c1"), "the laughing rook's side is gone");
    assert!(legal(&g, "e1-g1"), "the other rook keeps its right");
}

#[test]
fn e37_e73_either_copy_moves_once_a_turn_and_never_laughs_again() {
    let fen = "4k3/8/8/8/3N4/8/8/4K3 w - - 0 1";
    let g = game(fen, LAUGH, "light -/-/-");
    let (g, _) = play(&g, "laugh:d4-e5");
    let (g, _) = play(&g, "e8-d8");
    assert!(legal(&g, "d4-b5"));
    assert!(legal(&g, "e5-g6"));
    let no_laugh = |from: &str, to: &str| TurnError::NoLaugh {
        from: sq(from),
        to: sq(to),
    };
    assert_eq!(refusal(&g, "laugh:e5-e6"), no_laugh("e5", "e6"));
    assert_eq!(refusal(&g, "laugh:d4-d5"), no_laugh("d4", "d5"));
    // Not the king.
    assert_eq!(refusal(&g, "laugh:e1-e2"), no_laugh("e1", "e2"));
}

#[test]
fn e61_a_copy_on_the_last_rank_makes_both_queens() {
    let fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
    let g = game(fen, LAUGH, "light -/-/-");
    let (g, _) = play(&g, "laugh:b7-a8");
    assert_eq!(role_at(&g, "a8"), Some(Role::Queen));
    assert_eq!(role_at(&g, "b7"), Some(Role::Queen));
    // A promotion of either by its move promotes both.
    let g = game(fen, LAUGH, "light -/-/-");
    let (g, _) = play(&g, "laugh:b7-c7");
    let (g, _) = play(&g, "e8-f8");
    let (g, _) = play(&g, "c7-c8=n");
    assert_eq!(role_at(&g, "c8"), Some(Role::Knight));
    assert_eq!(role_at(&g, "b7"), Some(Role::Knight));
}

#[test]
fn e84_a_pawn_copy_on_its_start_rank_may_double_step() {
    let fen = "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1";
    let g = game(fen, LAUGH, "light -/-/-");
    let (g, _) = play(&g, "laugh:d2-c2");
    let (g, _) = play(&g, "e8-f8");
    assert!(legal(&g, "c2-c4"));
    assert!(legal(&g, "d2-d4"));
}

#[test]
fn e82_a_schrodinger_piece_is_one_target() {
    // Black's a7 pawn laughs onto a6: Quantum Kill names that one piece
    // once.
    let g = game(FORK, "light -/quantum-kill/-", LAUGH);
    let g = {
        let (g, _) = play(&g, "e1-d1");
        let (g, _) = play(&g, "laugh:a7-a6");
        g
    };
    let targets: Vec<String> = g
        .legal_turns()
        .into_iter()
        .filter(|c| c.turn.from == sq("b2") && c.turn.to == sq("f6"))
        .filter_map(|c| c.turn.quantum_kill.map(|s| s.to_string()))
        .collect();
    assert!(targets.contains(&"a6".to_string()), "{targets:?}");
    assert!(
        !targets.contains(&"a7".to_string()),
        "one name for one piece: {targets:?}"
    );
}

#[test]
fn e60_the_capturers_own_copy_is_not_a_chain_link() {
    // The rook laughs onto b1; from b1 it could capture up the b-file, but
    // its own copy is no link.
    let fen = "4k3/1p6/8/8/8/8/8/R3K3 w - - 0 1";
    let g = game(fen, "light -/chain-kill/schrodingers-laugh", "light -/-/-");
    let (g, _) = play(&g, "laugh:a1-b1");
    let (g, _) = play(&g, "e8-d8");
    assert!(legal(&g, "b1-b7"));
    assert!(!legal(&g, "a1-b7 chain:b1"));
}

#[test]
fn e95_either_square_of_a_schrodinger_piece_names_it_and_it_is_one_choice() {
    // Black's knight laughs onto e6 (copies on d5 and e6); White's bishop
    // moves and locks it, named by either square.
    let fen = "4k3/8/8/3n4/8/8/8/4K2B b - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", LAUGH);
    let (g, _) = play(&g, "laugh:d5-e6");
    let (by_d5, _) = play(&g, "h1-g2 lock:d5");
    let (by_e6, _) = play(&g, "h1-g2 lock:e6");
    assert_eq!(by_d5.position(), by_e6.position(), "the same choice");
    let locks = g
        .legal_turns()
        .into_iter()
        .filter(|c| c.turn.from == sq("h1") && c.turn.to == sq("g2") && c.turn.lock.is_some())
        .count();
    assert_eq!(locks, 1, "counted once");
}

/// Every sentence `events` tell, and the turn's story.
fn told(events: &[Event]) -> String {
    let mut all: Vec<String> = events.iter().map(ToString::to_string).collect();
    all.push(elemental::story(events));
    all.join(" ")
}

#[test]
fn e98_a_removed_piece_on_two_squares_is_named_by_both_the_turns_first() {
    // Black's a7 pawn laughs onto a6; the Quantum Kill names either copy
    // (E95) and the sentence names both, the named one first.
    let g = game(FORK, "light -/quantum-kill/-", LAUGH);
    let (g, _) = play(&g, "e1-d1");
    let (g, _) = play(&g, "laugh:a7-a6");
    for (named, other) in [("a7", "a6"), ("a6", "a7")] {
        let (_, events) = play(&g, &format!("b2-f6 qk:{named}"));
        let t = told(&events);
        assert!(
            t.contains(&format!(
                "Quantum Kill (E32) removes Black's pawn on {named} (also on {other})."
            )),
            "{t}"
        );
        assert!(
            t.contains(&format!(
                "Quantum Kill removes the pawn on {named} (also on {other})"
            )),
            "{t}"
        );
    }
}

#[test]
fn e98_a_captured_or_locked_piece_on_two_squares_is_named_by_both() {
    // White's knight laughs onto e5; the rook takes the copy on d4.
    let fen = "4k3/8/8/8/3N4/8/r7/4K3 w - - 0 1";
    let g = game(fen, LAUGH, "light -/-/-");
    let (g, _) = play(&g, "laugh:d4-e5");
    let (g, _) = play(&g, "a2-a4");
    let (g, _) = play(&g, "e1-f1");
    let (_, events) = play(&g, "a4-d4");
    let t = told(&events);
    assert!(
        t.contains("White's knight on d4 (also on e5) is captured."),
        "{t}"
    );
    assert!(t.contains("Rook takes knight on d4 (also on e5)"), "{t}");
    // Black's knight on d5 and e6, locked by the named square; the lock
    // is listed on both squares alike.
    let fen = "4k3/8/8/3n4/8/8/8/4K2B b - - 0 1";
    let g = game(fen, "light -/-/temporal-lock", LAUGH);
    let (g, _) = play(&g, "laugh:d5-e6");
    let (locked, events) = play(&g, "h1-g2 lock:e6");
    let t = told(&events);
    assert!(
        t.contains("Temporal Lock: Black's knight on e6 (also on d5) cannot move"),
        "{t}"
    );
    assert!(
        t.contains("Temporal Lock holds the knight on e6 (also on d5)"),
        "{t}"
    );
    for s in ["d5", "e6"] {
        let (_, _, info) = locked.position().piece(sq(s)).unwrap();
        assert_eq!(info.locked, 2, "{s}");
    }
}

#[test]
fn e98_a_marked_captor_on_two_squares_is_named_and_marked_on_both() {
    // White's knight laughs onto e4; its d4 copy takes a poisoned Shadow
    // pawn and is marked (E24), on both squares.
    let fen = "4k3/8/2p5/8/3N4/8/8/4K3 w - - 0 1";
    let g = game(fen, LAUGH, "shadow -/poisonous-meat/-");
    let (g, _) = play(&g, "laugh:d4-e4");
    let (g, _) = play(&g, "e8-f8");
    let (marked, events) = play(&g, "d4-c6");
    let t = told(&events);
    assert!(
        t.contains("Sadist Streak marks White's knight on c6 (also on e4)"),
        "{t}"
    );
    let mut squares: Vec<String> = marked
        .position()
        .marked()
        .into_iter()
        .map(|(s, _)| s.to_string())
        .collect();
    squares.sort();
    assert_eq!(squares, ["c6", "e4"]);
}

#[test]
fn e98_an_attacker_on_two_squares_knocked_back_is_named_by_both() {
    // White's pawn laughs onto f4; its e4 copy attacks the Stalwart
    // Earth knight on d5, is blocked and knocked back (E13).
    let fen = "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1";
    let g = game(fen, LAUGH, "earth stalwart/-/-");
    let (g, _) = play(&g, "laugh:e4-f4");
    let (g, _) = play(&g, "e8-f8");
    let (_, events) = play(&g, "e4-d5");
    let t = told(&events);
    assert!(
        t.contains("Bastion knocks the attacker (also on f4) back from e4 to "),
        "{t}"
    );
    assert!(t.contains("Bastion knocks it (also on f4) back to "), "{t}");
}
