//! One test (or more) per rule id built in this release; each test's name
//! starts with the rule it proves.

use elemental::{
    Augmentor, Blocker, Color, Element, Event, Facing, Game, Loadout, Outcome, Role, Slots,
    SplitMix64, Square, Status, Turn, TurnError,
};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn role_at(g: &Game, s: &str) -> Option<Role> {
    g.position().piece(sq(s)).map(|(_, r, _)| r)
}

fn loadout(text: &str) -> Loadout {
    text.parse().unwrap()
}

/// A game from a FEN with loadouts in their text form (`earth block-piece/-/-`).
fn game(fen: &str, white: &str, black: &str) -> Game {
    Game::from_board(fen.parse().unwrap(), [loadout(white), loadout(black)], 42).unwrap()
}

fn turn(t: &str) -> Turn {
    t.parse().unwrap()
}

fn legal(g: &Game, t: &str) -> bool {
    g.find(&turn(t)).is_ok()
}

fn play(g: &Game, t: &str) -> (Game, Vec<Event>) {
    g.play(&turn(t)).unwrap_or_else(|e| panic!("{t}: {e}"))
}

fn refusal(g: &Game, t: &str) -> TurnError {
    g.play(&turn(t)).unwrap_err()
}

const PLAIN: &str = "lightning -/-/-";

// ---- E1 ------------------------------------------------------------------

#[test]
fn e1_checkmate_wins() {
    let mut g = Game::new([loadout(PLAIN), loadout(PLAIN)], 1).unwrap();
    for t in ["f2-f3", "e7-e5", "g2-g4"] {
        g = play(&g, t).0;
    }
    let (g, events) = play(&g, "d8-h4");
    assert_eq!(
        g.status(),
        Status::Checkmate {
            winner: Color::Black
        }
    );
    assert!(events.contains(&Event::Checkmate {
        winner: Color::Black
    }));
    assert!(g.legal_turns().is_empty());
}

#[test]
fn e1_stalemate_draws() {
    let g = game("k7/8/8/2Q5/8/8/8/7K w - - 0 1", PLAIN, PLAIN);
    let (g, events) = play(&g, "c5-b6");
    assert_eq!(g.status(), Status::Stalemate);
    assert!(events.contains(&Event::Stalemate));
}

#[test]
fn e1_castling_not_through_an_attacked_square() {
    let g = game("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", PLAIN, PLAIN);
    assert!(legal(&g, "e1-g1") && legal(&g, "e1-c1"));
    let g = game("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1", PLAIN, PLAIN);
    assert!(!legal(&g, "e1-g1"), "f1 is attacked");
    assert!(legal(&g, "e1-c1"));
    let (after, events) = play(&g, "e1-c1");
    assert!(events.contains(&Event::Castled {
        color: Color::White,
        king_side: false
    }));
    assert_eq!(
        after.position().board().piece_at(sq("d1")),
        Some((Color::White, Role::Rook))
    );
}

#[test]
fn e1_en_passant_and_its_captured_square() {
    let g = game("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", PLAIN, PLAIN);
    let (g, _) = play(&g, "d7-d5");
    let (after, events) = play(&g, "e5-d6");
    assert!(events.contains(&Event::Captured {
        color: Color::Black,
        role: Role::Pawn,
        square: sq("d5"),
        also: None,
    }));
    assert_eq!(after.position().board().piece_at(sq("d5")), None);
    // The right lasts one ply only.
    let g2 = play(&play(&g, "e1-e2").0, "e8-e7").0;
    assert!(!legal(&g2, "e5-d6"));
}

/// E1, E16: the right stands while the passed pawn is on its landing
/// square, so Tailwind steps that bring it back keep it; steps that leave
/// the square do not.
#[test]
fn e1_e16_en_passant_after_tailwind_steps_back_to_the_landing_square() {
    let fen = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1";
    let g = game(fen, PLAIN, "air -/-/-");
    let (back, _) = play(&g, "d7-d5 then:c5,d5");
    assert!(legal(&back, "e5-d6"));
    let (away, _) = play(&g, "d7-d5 then:c5");
    assert!(!legal(&away, "e5-d6"));
}

#[test]
fn e1_promotion_is_named() {
    let g = game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", PLAIN, PLAIN);
    assert_eq!(refusal(&g, "a7-a8"), TurnError::PromotionMissing);
    let (after, _) = play(&g, "a7-a8=n");
    assert_eq!(
        after.position().board().piece_at(sq("a8")),
        Some((Color::White, Role::Knight))
    );
}

#[test]
fn e1_seventy_five_move_rule() {
    let g = game("4k3/8/8/8/8/8/8/R3K3 w - - 149 90", PLAIN, PLAIN);
    let (after, events) = play(&g, "a1-a2");
    assert_eq!(after.status(), Status::SeventyFiveMoves);
    assert!(events.contains(&Event::SeventyFiveMoves));
    assert!(after.legal_turns().is_empty());
    // A pawn move resets the count.
    let g = game("4k3/8/8/8/8/8/P7/R3K3 w - - 149 90", PLAIN, PLAIN);
    assert_eq!(play(&g, "a2-a3").0.status(), Status::Playing);
}

#[test]
fn e1_fivefold_repetition() {
    let mut g = Game::new([loadout(PLAIN), loadout(PLAIN)], 1).unwrap();
    let cycle = ["g1-f3", "g8-f6", "f3-g1", "f6-g8"];
    for round in 0..4 {
        for (i, t) in cycle.iter().enumerate() {
            let (next, events) = play(&g, t);
            g = next;
            let last = round == 3 && i == 3;
            assert_eq!(
                events.contains(&Event::Fivefold),
                last,
                "round {round} ply {i}"
            );
        }
    }
    assert_eq!(g.status(), Status::Fivefold);
    assert_eq!(g.repetitions(), 5);
}

#[test]
fn e1_pawns_never_enter_their_first_rank() {
    // An Air pawn's Tailwind steps may go backwards, but never onto rank 1.
    let g = game("4k3/8/8/8/8/8/3P4/4K3 w - - 0 1", "air -/-/-", PLAIN);
    for c in g.legal_turns() {
        if c.turn.from == sq("d2") {
            assert!(c.turn.then.iter().all(|s| s.rank() > 0), "{}", c.turn);
        }
    }
    assert!(legal(&g, "d2-d3 then:c2"));
    assert!(!legal(&g, "d2-d3 then:c2,c1"));
}

// ---- E1a / E1b -----------------------------------------------------------

#[test]
fn e1a_check_ignores_blocking_abilities() {
    // White's king is Stalwart, but a pawn still gives check.
    let g = game(
        "4k3/8/8/8/8/8/3p4/4K2R w - - 0 1",
        "earth stalwart/-/-",
        PLAIN,
    );
    assert!(g.position().in_check(Color::White));
    assert!(!legal(&g, "h1-h5"), "the check must be answered");
    assert!(legal(&g, "e1-f1"));
}

#[test]
fn e1a_scatter_shot_and_x_ray_count_for_check() {
    let g = game("4k3/8/8/8/8/8/3pK3/8 w - - 0 1", PLAIN, "air -/-/-");
    assert!(
        g.position().in_check(Color::White),
        "Air pawn beside the king"
    );
    let g = game("4k3/8/8/8/8/8/3pK3/8 w - - 0 1", PLAIN, PLAIN);
    assert!(!g.position().in_check(Color::White));
}

#[test]
fn e1b_a_move_that_leaves_the_king_in_check_is_illegal() {
    let g = game("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", PLAIN, PLAIN);
    assert!(!legal(&g, "e2-d3"));
    assert_eq!(
        refusal(&g, "e2-d3"),
        TurnError::KingUnsafe {
            role: Role::Bishop,
            from: sq("e2"),
            to: sq("d3"),
        }
    );
}

// ---- E2, E3, E15 ---------------------------------------------------------

#[test]
fn e2_ranks() {
    let ranks: Vec<u8> = Role::ALL.iter().map(|r| r.rank()).collect();
    assert_eq!(ranks, [1, 2, 3, 3, 4, 5]);
}

#[test]
fn e3_e15_phasing_through_enemies_only() {
    let fen = "4k3/8/8/8/p7/8/P7/R3K3 w - - 0 1";
    let g = game(fen, "air -/-/-", PLAIN);
    // a1 rook: friendly a2 pawn stops it.
    assert!(!legal(&g, "a1-a3"));
    let fen = "4k3/8/8/8/8/8/8/R1n1K3 w - - 0 1";
    let g = game(fen, "air -/-/-", PLAIN);
    assert!(
        legal(&g, "a1-d1"),
        "an Air rook passes through the c1 knight"
    );
    assert!(legal(&g, "a1-c1"), "and may capture it with a clear line");
    let g = game(fen, "earth -/-/-", PLAIN);
    assert!(!legal(&g, "a1-d1"), "without Air no phasing");
    let g = game(fen, "air -/-/-", "earth -/-/-");
    assert!(!legal(&g, "a1-d1"), "not through an Earth army (E15)");
    let g = game(fen, "air -/-/-", "light stalwart/-/-");
    assert!(!legal(&g, "a1-d1"), "not through a Stalwart piece (E3)");
    let g = game(fen, "air -/-/-", "light indomitable/-/-");
    assert!(
        !legal(&g, "a1-d1"),
        "not through an Indomitable piece (E31)"
    );
    // A capture beyond a phased piece needs a clear line.
    let g = game("4k3/8/8/8/8/8/8/R1n1bK2 w - - 0 1", "air -/-/-", PLAIN);
    assert!(!legal(&g, "a1-e1"));
    assert!(legal(&g, "a1-d1"));
}

// ---- E13, E14, E22, E30, E40–E42, E45 --------------------------------------

#[test]
fn e13_bastion_cone_is_180_degrees() {
    // Black's rook on d5 has Block Piece facing south; the knight on b4
    // is in front of it but outside a 90° cone.
    let fen = "4k3/8/8/3r4/1N6/8/8/4K3 w - - 0 1";
    let g = game(fen, PLAIN, "light block-piece/-/-");
    let (_, events) = play(&g, "b4-d5");
    assert!(
        events.iter().any(|e| matches!(e, Event::Captured { .. })),
        "90°: capture goes through"
    );
    let g = game(fen, PLAIN, "earth block-piece/-/-");
    let c = g.find(&turn("b4-d5")).unwrap();
    assert!(matches!(
        c.outcome,
        Outcome::Blocked {
            blocker: Blocker::Cone,
            ..
        }
    ));
}

#[test]
fn e13_e41_e45_knockback_is_drawn_from_the_stored_generator() {
    let fen = "4k3/8/8/3r4/1N6/8/8/4K3 w - - 0 1";
    let g = game(fen, PLAIN, "earth block-piece/-/-");
    let c = g.find(&turn("b4-d5")).unwrap();
    let Outcome::Blocked { candidates, .. } = &c.outcome else {
        panic!()
    };
    // Away from d5 (attacker − defender = (−2, −1)): S, SW, W, NW in N-first order.
    assert_eq!(candidates, &vec![4, 5, 6, 7]);
    let mut rng = SplitMix64::new(42);
    let dirs = [(0, -1), (-1, -1), (-1, 0), (-1, 1)];
    let (dx, dy) = dirs[(rng.next_u64() % 4) as usize];
    let distance = 1 + rng.next_u64() % 3;
    let mut expect = sq("b4");
    for _ in 0..distance {
        match expect.offset(dx, dy) {
            Some(n) => expect = n,
            None => break,
        }
    }
    let (after, events) = play(&g, "b4-d5");
    assert!(
        events.contains(&Event::KnockedBack {
            from: sq("b4"),
            to: expect,
            also: None,
        }),
        "{events:?}"
    );
    assert_eq!(after.rng().state(), rng.state(), "exactly two draws");
    assert_eq!(
        after.position().board().piece_at(sq("d5")),
        Some((Color::Black, Role::Rook))
    );
    // Replaying from the stored text gives the same.
    let again: Game = g.to_string().parse().unwrap();
    assert_eq!(play(&again, "b4-d5").0, after);
}

#[test]
fn e13_e42_a_block_without_a_knockback_candidate_is_illegal() {
    // The knight on a1 can only be knocked away from b3 (south/west): off the board.
    let g = game(
        "4k3/8/8/8/8/1r6/8/N3K3 w - - 0 1",
        PLAIN,
        "earth stalwart/-/-",
    );
    assert!(!legal(&g, "a1-b3"));
    assert_eq!(
        refusal(&g, "a1-b3"),
        TurnError::BlockedWithoutEffect {
            blocker: Blocker::Stalwart
        }
    );
}

#[test]
fn e13_air_attackers_ignore_knockback() {
    let fen = "4k3/8/8/3r4/1N6/8/8/4K3 w - - 0 1";
    let g = game(fen, "air -/-/-", "earth stalwart/-/-");
    assert!(
        !legal(&g, "b4-d5"),
        "a Stalwart block against Air has no effect"
    );
}

#[test]
fn e13_e40_knockback_that_exposes_the_king_is_cancelled() {
    // The knight on e3 shields its king on e2 from the rook on e8; every
    // knockback square leaves the e-file.
    let fen = "r3r1k1/8/8/3b4/8/4N3/4K3/8 w - - 0 1";
    let g = game(fen, PLAIN, "earth block-piece/-/-");
    assert!(legal(&g, "e3-d5"), "judged with the knight staying (E40)");
    let (after, events) = play(&g, "e3-d5");
    assert!(
        events.contains(&Event::KnockbackCancelled { square: sq("e3") }),
        "{events:?}"
    );
    assert_eq!(
        after.position().board().piece_at(sq("e3")),
        Some((Color::White, Role::Knight))
    );
    assert_ne!(
        after.rng().state(),
        g.rng().state(),
        "the draws are used all the same (E41)"
    );
}

#[test]
fn e14_sturdy_survives_the_first_capture() {
    let g = game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", PLAIN, "earth -/-/-");
    let (g2, events) = play(&g, "e4-d5");
    assert!(events.contains(&Event::SturdyUsed {
        square: sq("d5"),
        also: None,
    }));
    assert_eq!(
        g2.position().board().piece_at(sq("e4")),
        Some((Color::White, Role::Pawn))
    );
    assert_eq!(
        g2.position().board().halfmoves(),
        0,
        "Sturdy use resets the 75-move count"
    );
    let g3 = play(&g2, "e8-e7").0;
    let (_, events) = play(&g3, "e4-d5");
    assert!(
        events.iter().any(|e| matches!(e, Event::Captured { .. })),
        "the second capture goes through"
    );
    // A defensive augmentor means no Sturdy.
    let g = game(
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
        PLAIN,
        "earth indomitable/-/-",
    );
    let (_, events) = play(&g, "e4-d5");
    assert!(events.iter().any(|e| matches!(e, Event::Captured { .. })));
}

#[test]
fn e22_e30_light_speed_tests_sturdy_first() {
    // Black's Earth rook with Block Piece (facing south) still has Sturdy.
    let fen = "4k3/8/8/3r4/8/2N5/8/4K3 w - - 0 1";
    let g = game(fen, PLAIN, "earth block-piece/-/-");
    assert!(matches!(
        g.find(&turn("c3-d5")).unwrap().outcome,
        Outcome::Blocked {
            blocker: Blocker::Cone,
            ..
        }
    ));
    let g = game(fen, "light -/-/-", "earth block-piece/-/-");
    assert!(matches!(
        g.find(&turn("c3-d5")).unwrap().outcome,
        Outcome::Blocked {
            blocker: Blocker::Sturdy,
            ..
        }
    ));
    let (_, events) = play(&g, "c3-d5");
    assert!(events.contains(&Event::SturdyUsed {
        square: sq("d5"),
        also: None,
    }));
}

#[test]
fn e30_blocked_capture_ends_the_turn_and_removes_nothing() {
    let g = game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", PLAIN, "earth -/-/-");
    let (after, _) = play(&g, "e4-d5");
    assert_eq!(after.turn(), Color::Black);
    assert_eq!(
        after.position().board().occupied_count(),
        g.position().board().occupied_count()
    );
    assert_eq!(
        refusal(&g, "e4-d5 then:e5"),
        TurnError::BlockedDoesNotArrive
    );
}

#[test]
fn e30_a_blocked_capture_reads_with_each_rule_cited_once() {
    let g = game("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", PLAIN, "earth -/-/-");
    let (_, events) = play(&g, "e4-d5");
    let text: Vec<String> = events.iter().map(|e| e.to_string()).collect();
    let blocked = text
        .iter()
        .find(|t| t.contains("cannot capture"))
        .expect("a blocked capture");
    assert!(blocked.contains("blocked by Sturdy (E14)"), "{blocked}");
    assert_eq!(blocked.matches("(E30)").count(), 1, "{blocked}");
    assert!(!blocked.contains(") ("), "{blocked}");
}

#[test]
fn e40_blocked_capture_is_no_escape_from_check() {
    let g = game("4k3/8/8/3p4/4P3/8/8/r3K3 w - - 0 1", PLAIN, "earth -/-/-");
    assert!(g.position().in_check(Color::White));
    assert!(!legal(&g, "e4-d5"));
}

// ---- E16, E17, E26, E27, E43, E44, E46 ------------------------------------

#[test]
fn e16_tailwind_two_steps_after_a_quiet_move_none_after_a_capture() {
    let g = game("4k3/8/8/3p4/8/8/8/4K1N1 w - - 0 1", "air -/-/-", PLAIN);
    assert!(legal(&g, "g1-f3 then:g4,h5"));
    assert!(legal(&g, "g1-f3 then:g4"));
    assert!(!legal(&g, "g1-f3 then:g4,h5,h6"), "never a third step");
    assert!(
        "g1-f3 then:g4,h5,h6,h7".parse::<Turn>().is_err(),
        "never more than a Quantum Step and two steps (E93)"
    );
    let g = game("4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1", "air -/-/-", PLAIN);
    assert!(legal(&g, "e3-d5"));
    assert!(
        !legal(&g, "e3-d5 then:d6"),
        "after a capture only Side Step"
    );
    let g = game(
        "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1",
        "air side-step/-/-",
        PLAIN,
    );
    assert!(legal(&g, "e3-d5 then:d6"));
    assert!(!legal(&g, "e3-d5 then:d6,d7"));
    // Side Step is one of Tailwind's two, not a third.
    assert!(!g.legal_turns().iter().any(|c| c.turn.then.len() > 2));
}

#[test]
fn e17_scatter_shot_captures_sideways() {
    let g = game("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "air -/-/-", PLAIN);
    let (after, _) = play(&g, "e5-d5");
    assert_eq!(
        after.position().board().piece_at(sq("d5")),
        Some((Color::White, Role::Pawn))
    );
    let g = game("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", "earth -/-/-", PLAIN);
    assert!(!legal(&g, "e5-d5"));
}

#[test]
fn e26_side_step_after_the_move() {
    let g = game(
        "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1",
        "earth side-step/-/-",
        PLAIN,
    );
    assert!(legal(&g, "g1-f3 then:f4"));
    assert!(!legal(&g, "g1-f3 then:f4,f5"));
    assert!(!legal(&g, "g1-f3 then:e1"), "onto an occupied square");
}

#[test]
fn e27_quantum_step_swap_with_lower_rank_or_blink() {
    let g = game(
        "4k3/8/8/8/8/8/3P4/3QK3 w - - 0 1",
        "earth quantum-step/-/-",
        PLAIN,
    );
    // Queen d1-d2? no: d2 holds a pawn. Queen d1-c2, then swap with the pawn on d2.
    let (after, events) = play(&g, "d1-c2 then:d2");
    assert!(events.contains(&Event::Swapped {
        from: sq("c2"),
        with: sq("d2")
    }));
    assert_eq!(
        after.position().board().piece_at(sq("d2")),
        Some((Color::White, Role::Queen))
    );
    assert_eq!(
        after.position().board().piece_at(sq("c2")),
        Some((Color::White, Role::Pawn))
    );
    assert!(legal(&g, "d1-c2 then:b3"), "blink");
    // The pawn cannot swap with the queen (higher rank).
    let g2 = game(
        "4k3/8/8/8/8/8/2QP4/4K3 w - - 0 1",
        "earth quantum-step/-/-",
        PLAIN,
    );
    assert!(!legal(&g2, "d2-d3 then:c2"));
}

#[test]
fn e43_no_disguised_pass() {
    let g = game(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "earth side-step/-/-",
        PLAIN,
    );
    assert!(!legal(&g, "e1-e2 then:e1"));
    assert!(legal(&g, "e1-e2 then:d1"));
}

#[test]
fn e44_a_pinned_piece_may_step_off_the_line_and_back() {
    let g = game(
        "4r1k1/8/8/8/4R3/8/8/4K3 w - - 0 1",
        "earth side-step/-/-",
        PLAIN,
    );
    assert!(!legal(&g, "e4-d4"));
    assert!(legal(&g, "e4-d4 then:e5"));
    // The king: every square it stands on must be safe.
    let g = game(
        "3r2k1/8/8/8/8/8/8/4K3 w - - 0 1",
        "earth side-step/-/-",
        PLAIN,
    );
    assert!(
        !legal(&g, "e1-d2 then:e2"),
        "d2 is attacked when the king stands there"
    );
}

#[test]
fn e46_after_castling_the_king_may_step() {
    let g = game(
        "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        "earth side-step/-/-",
        PLAIN,
    );
    assert!(legal(&g, "e1-g1 then:g2"));
    let (after, _) = play(&g, "e1-g1 then:g2");
    assert_eq!(
        after.position().board().piece_at(sq("f1")),
        Some((Color::White, Role::Rook))
    );
}

#[test]
fn e47_displaced_pieces_lose_their_rights() {
    // A pawn stepped back to its second rank cannot double-step.
    let g = game(
        "4k3/8/8/8/8/8/3P4/4K3 w - - 0 1",
        "earth side-step/-/-",
        PLAIN,
    );
    let g = play(&g, "d2-d3 then:c2").0;
    let g = play(&g, "e8-e7").0;
    assert!(!legal(&g, "c2-c4"));
    assert!(legal(&g, "c2-c3"));
}

#[test]
fn e50_a_displaced_pawn_promotes_to_a_queen() {
    let g = game("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "air -/-/-", PLAIN);
    let (after, events) = play(&g, "a6-a7 then:b8");
    assert_eq!(
        after.position().board().piece_at(sq("b8")),
        Some((Color::White, Role::Queen))
    );
    assert!(events.contains(&Event::Promoted {
        square: sq("b8"),
        role: Role::Queen,
        displaced: true
    }));
}

#[test]
fn e50_a_blocked_pawn_capture_names_no_promotion() {
    let g = game("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", PLAIN, "earth -/-/-");
    assert!(legal(&g, "a7-b8"));
    assert!(!legal(&g, "a7-b8=q"));
}

// ---- E18, E20, E23, E25, E28, E29, E31 -------------------------------------

#[test]
fn e18_overload_slots_per_piece() {
    let l = loadout("lightning -/-/- g1=side-step/-/-");
    let g = Game::new([l, loadout(PLAIN)], 1).unwrap();
    assert!(legal(&g, "g1-f3 then:f4"));
    assert!(!legal(&g, "b1-c3 then:c4"));
    assert!(
        loadout("earth -/-/- g1=side-step/-/-")
            .check(Color::White)
            .is_err()
    );
}

#[test]
fn e20_radiant_vision_checks_through_one_blocker() {
    let fen = "4k3/8/4p3/8/8/8/8/4RK2 b - - 0 1";
    let g = game(fen, "light -/-/-", PLAIN);
    assert!(g.position().in_check(Color::Black));
    let g = game(fen, PLAIN, PLAIN);
    assert!(!g.position().in_check(Color::Black));
    // Two blockers: no check.
    let g = game("4k3/8/4p3/8/4p3/8/8/4RK2 b - - 0 1", "light -/-/-", PLAIN);
    assert!(!g.position().in_check(Color::Black));
    // Capturing still needs a clear line.
    let g = game("4k3/8/4p3/8/8/8/8/4RK2 w - - 0 1", "light -/-/-", PLAIN);
    assert!(!legal(&g, "e1-e8"));
}

#[test]
fn e23_e48_anarchist_streak_ignores_ranks_for_both_sides_kings_excepted() {
    // A pawn may take a Stalwart queen while anyone is Shadow.
    let fen = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1";
    let g = game(fen, PLAIN, "light stalwart/-/-");
    assert!(!legal(&g, "e4-d5"), "Stalwart against a pawn");
    let g = game(fen, "shadow -/-/-", "light stalwart/-/-");
    assert!(legal(&g, "e4-d5"));
    // Quantum Step swaps with any rank, never with a king (E48).
    let fen = "4k3/8/8/8/8/8/3Q4/1N2K3 w - - 0 1";
    assert!(legal(
        &game(fen, "shadow quantum-step/-/-", PLAIN),
        "b1-c3 then:d2"
    ));
    assert!(!legal(
        &game(fen, "earth quantum-step/-/-", PLAIN),
        "b1-c3 then:d2"
    ));
    let fen = "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1";
    assert!(!legal(
        &game(fen, "shadow quantum-step/-/-", PLAIN),
        "b1-d2 then:e1"
    ));
}

#[test]
fn e25_block_piece_cone_and_facing() {
    // Black bishop on d5 facing south; a White rook on d1 attacks from the front.
    let fen = "4k3/8/8/3b4/8/8/8/3RK3 w - - 0 1";
    let g = game(fen, PLAIN, "light block-piece/-/-");
    assert!(
        !legal(&g, "d1-d5"),
        "from inside the 90° cone: blocked, no effect"
    );
    // From behind the capture goes through.
    let g = game(
        "4k3/3R4/8/3b4/8/8/8/4K3 w - - 0 1",
        PLAIN,
        "light block-piece/-/-",
    );
    assert!(legal(&g, "d7-d5"));
    // Black re-faces north on its turn; then the front is open.
    let g = game(
        "4k3/8/8/3b4/8/8/8/3RK3 b - - 0 1",
        PLAIN,
        "light block-piece/-/-",
    );
    let (g, events) = play(&g, "e8-f7 face:d5=north");
    assert!(events.contains(&Event::Faced {
        square: sq("d5"),
        facing: Facing::North
    }));
    assert!(legal(&g, "d1-d5"));
    assert!(elemental::in_cone(sq("d5"), Facing::South, sq("b3"), false));
    assert!(!elemental::in_cone(
        sq("d5"),
        Facing::South,
        sq("a4"),
        false
    ));
    assert!(elemental::in_cone(sq("d5"), Facing::South, sq("a4"), true));
}

#[test]
fn e28_e29_stalwart_and_belligerent_compare_ranks() {
    let fen = "4k3/8/8/3n4/4P3/8/8/3QK3 w - - 0 1";
    let g = game(fen, PLAIN, "light stalwart/-/-");
    assert!(!legal(&g, "e4-d5"), "a pawn is lower than a knight");
    let g = game(
        "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1",
        PLAIN,
        "light stalwart/-/-",
    );
    assert!(legal(&g, "d1-d5"), "a queen is higher");
    let g = game(
        "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1",
        PLAIN,
        "light belligerent/-/-",
    );
    assert!(!legal(&g, "d1-d5"), "Belligerent: a queen is higher");
    let g = game(fen, PLAIN, "light belligerent/-/-");
    assert!(legal(&g, "e4-d5"));
}

#[test]
fn e31_indomitable_is_captured_normally() {
    let g = game(
        "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1",
        PLAIN,
        "light indomitable/-/-",
    );
    assert!(legal(&g, "e4-d5"));
}

// ---- E4–E8, E12, E49, E51 ---------------------------------------------------

#[test]
fn e4_e51_the_picker_offers_only_what_works() {
    use elemental::Ability;
    assert!(Element::ALL.iter().all(|e| e.available()));
    assert!(loadout("water -/-/-").check(Color::White).is_ok());
    // E51: Air's Quantum Step grants Chain Kill (E16), now both exist.
    assert!(loadout("air quantum-step/-/-").check(Color::White).is_ok());
    // Lightning's Quantum Step brings Raijin's capture (E19), which exists.
    assert!(
        loadout("lightning quantum-step/-/-")
            .check(Color::White)
            .is_ok()
    );
    assert!(
        loadout("earth quantum-step/-/-")
            .check(Color::White)
            .is_ok()
    );
    for offered in [
        "earth -/double-kill/resurrection",
        "earth -/quantum-kill/temporal-lock",
        "light -/poisonous-meat/-",
        "earth -/chain-kill/do-over",
    ] {
        assert!(loadout(offered).check(Color::White).is_ok(), "{offered}");
    }
    for water in ["water -/-/-", "water side-step/-/-"] {
        assert!(loadout(water).check(Color::White).is_ok(), "{water}");
    }
    // Shadow's Poisonous Meat is Sadist Streak's delayed mark (E24).
    assert!(
        loadout("shadow -/poisonous-meat/-")
            .check(Color::White)
            .is_ok()
    );
    let l: Loadout = "lightning stalwart/-/- e2=side-step/-/- g1=-/-/-"
        .parse()
        .unwrap();
    assert_eq!(
        l.to_string(),
        "lightning stalwart/-/- e2=side-step/-/- g1=-/-/-"
    );
    assert_eq!(l.slots_at(sq("e2")).augmentor, Some(Augmentor::SideStep));
    assert_eq!(
        l.slots_at(sq("d2")),
        Slots {
            augmentor: Some(Augmentor::Stalwart),
            ..Slots::default()
        }
    );
    assert!(
        loadout("lightning -/-/- e5=side-step/-/-")
            .check(Color::White)
            .is_err()
    );
}

#[test]
fn e7_e8_elements_and_defensive_augmentors() {
    let g = Game::new([loadout("earth stalwart/-/-"), loadout("air -/-/-")], 1).unwrap();
    let (_, _, info) = g.position().piece(sq("e1")).unwrap();
    assert_eq!(
        info.slots.augmentor,
        Some(Augmentor::Stalwart),
        "the king carries the army's slots"
    );
    assert_eq!(g.position().element(Color::Black), Some(Element::Air));
    assert!(Augmentor::Stalwart.is_defensive() && Augmentor::Indomitable.is_defensive());
    assert!(!Augmentor::BlockPiece.is_defensive());
}

#[test]
fn e49_facing_names_the_piece_by_its_start_square() {
    let g = game(
        "4k3/8/8/8/8/8/8/3NK3 w - - 0 1",
        "earth block-piece/-/-",
        PLAIN,
    );
    let (after, _) = play(&g, "d1-c3 face:d1=east");
    assert_eq!(
        after.position().piece(sq("c3")).unwrap().2.facing,
        Some(Facing::East)
    );
    assert_eq!(
        refusal(&g, "d1-c3 face:c3=east"),
        TurnError::NothingToFace { square: sq("c3") }
    );
}

#[test]
fn e38_e39_a_choice_the_rules_do_not_allow_rejects_the_whole_turn() {
    let g = game(
        "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1",
        "earth side-step/-/-",
        PLAIN,
    );
    let before = g.to_string();
    // The capture is legal, a step after it that is not one square is not.
    let err = refusal(&g, "e3-d5 then:f7");
    assert!(legal(&g, "e3-d5") && legal(&g, "e3-d5 then:e6"));
    assert_eq!(
        err,
        TurnError::StepsNotAllowed {
            then: vec![sq("f7")],
            from: sq("e3"),
            to: sq("d5"),
            allowed: ["c4", "d4", "e4", "c5", "e5", "c6", "d6", "e6"]
                .map(|s| vec![sq(s)])
                .to_vec(),
        }
    );
    assert_eq!(g.to_string(), before, "a refused turn changes nothing");
    // Step 10 comes after step 3: the capture resolves, then the step.
    let (after, events) = play(&g, "e3-d5 then:e6");
    let captured = events
        .iter()
        .position(|e| matches!(e, Event::Captured { .. }))
        .unwrap();
    let stepped = events
        .iter()
        .position(|e| matches!(e, Event::Stepped { .. }))
        .unwrap();
    assert!(captured < stepped);
    assert_eq!(
        after.position().board().piece_at(sq("e6")),
        Some((Color::White, Role::Knight))
    );
}

#[test]
fn e93_a_quantum_step_then_tailwinds_two_steps_in_one_turn() {
    // Air with the Quantum Step augmentor: the knight lands on f3, blinks
    // to g4, then takes Tailwind's two steps; or swaps with the pawn on g2
    // and steps on from there.
    let fen = "4k3/8/8/8/8/8/6P1/4K1N1 w - - 0 1";
    let g = game(fen, "air quantum-step/-/-", PLAIN);
    let (after, events) = play(&g, "g1-f3 then:g4,h5,h6");
    assert_eq!(role_at(&after, "h6"), Some(Role::Knight));
    let stepped = events
        .iter()
        .filter(|e| matches!(e, Event::Stepped { .. }))
        .count();
    assert_eq!(stepped, 3, "the blink and two steps: {events:?}");
    let (after, events) = play(&g, "g1-f3 then:g2,h3,h4");
    assert_eq!(role_at(&after, "h4"), Some(Role::Knight));
    assert_eq!(role_at(&after, "f3"), Some(Role::Pawn), "the swap partner");
    assert!(matches!(events[1], Event::Swapped { .. }), "{events:?}");
    assert!(matches!(events[2], Event::Stepped { .. }), "{events:?}");
    // Each is optional: the blink alone, the swap alone, steps alone.
    assert!(legal(&g, "g1-f3 then:g4"));
    assert!(legal(&g, "g1-f3 then:g2"));
    assert!(legal(&g, "g1-f3 then:e4,d5"));
    // Without Quantum Step, two steps at most.
    let plain_air = game(fen, "air -/-/-", PLAIN);
    assert!(!legal(&plain_air, "g1-f3 then:g4,h5,h6"));
}

#[test]
fn e93_a_water_piece_quantum_steps_then_side_steps() {
    // Water gives every piece Quantum Step (E12) besides its Side Step.
    let fen = "4k3/8/8/8/8/8/6P1/4K1N1 w - - 0 1";
    let g = game(fen, "water side-step/-/-", PLAIN);
    assert!(legal(&g, "g1-f3 then:g4,h5"));
    assert!(legal(&g, "g1-f3 then:g2,h3"), "a swap, then the side step");
    assert!(!legal(&g, "g1-f3 then:g4,h5,h6"), "one side step only");
}
