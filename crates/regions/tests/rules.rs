//! One test (at least) per rule id of `docs/rules/regions.md`; each
//! test's name starts with the id it proves.

mod common;

use common::{action, err, picked_start, play, position, sq, with};
use regions::{
    Action, ActionError, Event, Infiltrator, Kind, Move, PickError, Piece, Position, Promotion,
    Side,
};

fn dests(pos: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = pos
        .actions_from(sq(from))
        .iter()
        .filter_map(Action::mv)
        .map(|m| m.to.to_string())
        .collect();
    v.sort();
    v.dedup();
    v
}

fn has(pos: &Position, text: &str) -> bool {
    pos.legal_actions().contains(&action(text))
}

#[test]
fn r1_ten_by_ten_white_first_forward_is_towards_the_opponent() {
    let pos = picked_start();
    assert_eq!(pos.to_move(), Side::White);
    assert_eq!(pos.turn(), 1);
    assert!(has(&pos, "c2-c4"));
    let (after, _) = play(&pos, "c2-c3");
    assert_eq!(after.to_move(), Side::Black);
    assert!(has(&after, "c9-c7"), "Black's pawns go down the board");
    assert!(!has(&after, "c9-c10"));
    assert!("k1".parse::<regions::Square>().is_err());
    assert!("a11".parse::<regions::Square>().is_err());
}

#[test]
fn r2_regions_decide_first_moves_and_jumps_by_file() {
    // The same unmoved pawn on each kind of file: water 1, land 2, air 3.
    let pos = position(Side::White, "K:a1 k:a10 P:b4 P:c4 P:e4");
    assert_eq!(dests(&pos, "b4"), ["b5"]);
    assert_eq!(dests(&pos, "c4"), ["c5", "c6"]);
    assert_eq!(dests(&pos, "e4"), ["e5", "e6", "e7"]);
}

#[test]
fn r3_the_starting_array_mirrors_rank_for_rank() {
    let pos = Position::start();
    let back = "thbsqksbht";
    let front = "pjppccppjp";
    for (file, (b, f)) in back.chars().zip(front.chars()).enumerate() {
        let file = file as u8;
        for (rank, letter) in [(0u8, b), (1, f)] {
            let white = regions::Square::new(file, rank).unwrap();
            let kind = Kind::from_letter(letter).unwrap();
            assert_eq!(pos.piece_at(white), Some(Piece::new(kind, Side::White)));
            assert_eq!(
                pos.piece_at(white.mirrored()),
                Some(Piece::new(kind, Side::Black))
            );
        }
    }
    assert_eq!(pos.king(Side::White), Some(sq("f1")));
    assert_eq!(pos.king(Side::Black), Some(sq("f10")));
    assert_eq!(pos.pieces(Side::White).count(), 20);
}

#[test]
fn r4_no_capture_across_the_sky_from_land_or_water() {
    // A bishop on c1 (land) sees g5 (land) across e3 and f4 (air).
    let pos = position(Side::White, "K:a1 k:a10 B:c1 p:g5");
    assert!(has(&pos, "c1-f4"), "moving through the sky is allowed");
    assert!(!has(&pos, "c1-g5"));
    assert!(matches!(err(&pos, "c1-g5"), ActionError::AcrossSky { .. }));
    // A target standing in the air may be taken.
    let pos = position(Side::White, "K:a1 k:a10 B:c1 p:f4");
    assert!(has(&pos, "c1-f4"));
    // A bishop standing in the air captures in any region.
    let pos = position(Side::White, "K:a1 k:a10 B:e1 p:h4 p:a5");
    assert!(has(&pos, "e1-h4"));
    assert!(has(&pos, "e1-a5"));
    // On the same side of the channel nothing is in the way.
    let pos = position(Side::White, "K:a1 k:a10 B:c1 p:a3");
    assert!(has(&pos, "c1-a3"));
    // A hussar's 3-square move passes over two squares: d→g crosses both
    // air files, c→f lands in the air; a (2,1) leap has nothing between.
    let pos = position(Side::White, "K:a1 k:a10 H:d4 p:g4 H:c6 p:f6 H:d8 p:f9");
    assert!(!has(&pos, "d4-g4"));
    assert!(has(&pos, "c6-f6"));
    assert!(has(&pos, "d8-f9"));
    // A king left in check across the sky by a bishop is not in check.
    let pos = position(Side::White, "K:a1 k:h6 B:d2");
    assert!(!pos.in_check(Side::Black));
}

#[test]
fn r5_scouts_towers_and_the_queen_capture_across_the_sky() {
    let pos = position(Side::White, "K:a1 k:a10 S:c1 p:g5 T:a4 p:j4 Q:b2 p:h8");
    assert!(has(&pos, "c1-g5"));
    assert!(has(&pos, "a4-j4"));
    assert!(has(&pos, "b2-h8"));
    // A bishop in the same places cannot.
    let pos = position(Side::White, "K:a1 k:a10 B:c1 p:g5 B:b2 p:h8");
    assert!(!has(&pos, "c1-g5"));
    assert!(!has(&pos, "b2-h8"));
}

#[test]
fn r6_pawns_step_forward_capture_diagonally_and_promote() {
    // First move by region, whatever square it stands on; later moves 1.
    let pos = position(Side::White, "K:a1 k:a10 P:f5 P:d4'");
    assert_eq!(dests(&pos, "f5"), ["f6", "f7", "f8"]);
    assert_eq!(dests(&pos, "d4"), ["d5"]);
    // Blocked squares stop the advance; no straight capture.
    let pos = position(Side::White, "K:a1 k:a10 P:e2 p:e4 p:d3 p:f3");
    assert_eq!(dests(&pos, "e2"), ["d3", "e3", "f3"]);
    let (after, _) = play(&pos, "e2-e3");
    assert!(after.piece_at(sq("e3")).unwrap().moved);
    // No en passant: a black pawn passing beside a white one cannot be taken behind.
    let pos = position(Side::Black, "K:a1 k:a10 p:e9 P:f6'");
    let (after, _) = play(&pos, "e9-e6");
    assert_eq!(dests(&after, "f6"), ["f7"]);
    // Promotion: five choices, and a choice is required.
    let pos = position(Side::White, "K:a1 k:a10 P:c9'");
    let promos: Vec<Option<Promotion>> = pos
        .actions_from(sq("c9"))
        .iter()
        .filter_map(Action::mv)
        .map(|m| m.promotion)
        .collect();
    assert_eq!(promos.len(), 5);
    assert!(promos.iter().all(Option::is_some));
    assert!(matches!(
        err(&pos, "c9-c10"),
        ActionError::PromotionNeeded { .. }
    ));
    let (after, events) = play(&pos, "c9-c10=hussar");
    assert_eq!(
        after.piece_at(sq("c10")),
        Some(Piece::new(Kind::Hussar, Side::White))
    );
    assert!(events.contains(&Event::Promoted {
        side: Side::White,
        square: sq("c10"),
        to: Promotion::Hussar
    }));
    let pos = position(Side::White, "K:a1 k:a10 P:c7'");
    assert!(matches!(
        err(&pos, "c7-c8=queen"),
        ActionError::PromotionNotAllowed(_)
    ));
}

#[test]
fn r7_commander_carries_a_neighbouring_pawn_as_far_as_both_can_go() {
    // e2 commander (air, 3) with the d2 pawn (land, 2).
    let pos = position(Side::White, "K:a1 k:a10 C:e2 P:d2");
    let (after, events) = play(&pos, "e2-e4 &d2");
    assert_eq!(
        after.piece_at(sq("e4")).map(|p| p.kind),
        Some(Kind::Commander)
    );
    assert_eq!(after.piece_at(sq("d4")).map(|p| p.kind), Some(Kind::Pawn));
    assert!(events.contains(&Event::Carried {
        piece: Piece::new(Kind::Pawn, Side::White),
        from: sq("d2"),
        to: sq("d4")
    }));
    // Being carried is the pawn's first move.
    assert!(after.piece_at(sq("d4")).unwrap().moved);
}

#[test]
fn r7_a_carry_cut_short_moves_both_only_as_far_as_the_pawn_can() {
    let pos = position(Side::White, "K:a1 k:a10 C:e2 P:d2");
    // The pawn can go 2, so e2-e5 with d2 is not an action; e2-e4 is.
    assert!(!has(&pos, "e2-e5 &d2"));
    assert!(has(&pos, "e2-e4 &d2"));
    match err(&pos, "e2-e5 &d2") {
        ActionError::CarryTooFar {
            reach: 2, shorter, ..
        } => {
            assert_eq!(shorter.to_string(), "move the commander to e4 instead")
        }
        other => panic!("{other}"),
    }
    // A blocked pawn cuts the carry too.
    let pos = position(Side::White, "K:a1 k:a10 C:e2 P:d2 p:d4");
    assert!(has(&pos, "e2-e3 &d2"));
    assert!(!has(&pos, "e2-e4 &d2"));
    // A pawn that could move 0 squares cannot be carried.
    let pos = position(Side::White, "K:a1 k:a10 C:e2 P:d2 p:d3");
    assert!(
        pos.legal_actions()
            .iter()
            .filter_map(Action::mv)
            .all(|m| m.carry.is_none())
    );
}

#[test]
fn r7_a_pawn_in_front_blocks_and_a_pawn_behind_follows() {
    let pos = position(Side::White, "K:a1 k:a10 C:e3 P:e4 P:e2");
    assert_eq!(
        dests(&pos, "e3"),
        Vec::<String>::new(),
        "the pawn in front blocks"
    );
    let pos = position(Side::White, "K:a1 k:a10 C:e3 P:e2");
    let (after, _) = play(&pos, "e3-e6 &e2");
    assert_eq!(
        after.piece_at(sq("e6")).map(|p| p.kind),
        Some(Kind::Commander)
    );
    assert_eq!(after.piece_at(sq("e5")).map(|p| p.kind), Some(Kind::Pawn));
    assert_eq!(after.piece_at(sq("e3")), None);
}

#[test]
fn r7_only_plain_pawns_on_a_non_capturing_forward_move() {
    // The other commander is not carried; nor is a jumper.
    let pos = position(Side::White, "K:a1 k:a10 C:e2 C:f2 J:d2");
    assert!(
        pos.legal_actions()
            .iter()
            .filter_map(Action::mv)
            .all(|m| m.carry.is_none())
    );
    assert!(matches!(
        err(&pos, "e2-e3 &f2"),
        ActionError::NoPawnToCarry(_)
    ));
    // No carry with a capture.
    let pos = position(Side::White, "K:a1 k:a10 C:e2 P:d2 p:f3");
    assert!(matches!(
        err(&pos, "e2-f3 &d2"),
        ActionError::CarryNeedsCommanderAdvance
    ));
    // A plain pawn cannot carry.
    let pos = position(Side::White, "K:a1 k:a10 P:e2 P:d2");
    assert!(matches!(
        err(&pos, "e2-e3 &d2"),
        ActionError::CarryNeedsCommanderAdvance
    ));
}

#[test]
fn r7_a_carried_pawn_promotes_independently_of_the_commander() {
    let pos = position(Side::White, "K:a1 k:a8 C:e9' P:d9'");
    let both: Vec<Move> = pos
        .legal_actions()
        .iter()
        .filter_map(Action::mv)
        .filter(|m| m.carry.is_some())
        .collect();
    assert_eq!(both.len(), 25, "every pair of choices");
    let (after, _) = play(&pos, "e9-e10=queen &d9=hussar");
    assert_eq!(after.piece_at(sq("e10")).map(|p| p.kind), Some(Kind::Queen));
    assert_eq!(
        after.piece_at(sq("d10")).map(|p| p.kind),
        Some(Kind::Hussar)
    );
    assert!(matches!(
        err(&pos, "e9-e10=queen &d9"),
        ActionError::CarryPromotion(_)
    ));
}

#[test]
fn r7_recapture_in_any_direction_on_the_very_next_turn_only() {
    // Black's hussar takes White's plain pawn on d3, next to the commander on e3.
    let pos = position(Side::Black, "K:j1 k:a10 C:e3' P:d3' h:b4 p:j9");
    let (after, events) = play(&pos, "b4-d3");
    assert_eq!(after.recapture(), Some(sq("d3")));
    assert!(events.contains(&Event::RecaptureOpen {
        side: Side::White,
        square: sq("d3")
    }));
    // Sideways: not a pawn capture, allowed by the recapture right.
    assert!(has(&after, "e3-d3"));
    let (retaken, _) = play(&after, "e3-d3");
    assert_eq!(
        retaken.piece_at(sq("d3")).map(|p| p.kind),
        Some(Kind::Commander)
    );
    // On a later turn the right is gone.
    let (waited, _) = play(&after, "j1-j2");
    assert_eq!(waited.recapture(), None);
    let (waited, _) = play(&waited, "j9-j8");
    assert!(!has(&waited, "e3-d3"));
    // A jumper captured next to the commander opens no right.
    let pos = position(Side::Black, "K:j1 k:a10 C:e3' J:d3 h:b4");
    let (after, _) = play(&pos, "b4-d3");
    assert_eq!(after.recapture(), None);
}

#[test]
fn r8_sliders_stop_at_the_first_piece() {
    let pos = position(Side::White, "K:a1 k:a10 T:d4 P:d6 p:g4");
    assert_eq!(
        dests(&pos, "d4"),
        ["a4", "b4", "c4", "d1", "d2", "d3", "d5", "e4", "f4", "g4"]
    );
    let pos = position(Side::White, "K:a1 k:a10 B:c3 p:e5");
    assert_eq!(
        dests(&pos, "c3"),
        ["a5", "b2", "b4", "d2", "d4", "e1", "e5"]
    );
    // Ranks and files 8 + 1 + 8 + 1, diagonals 8 (to the king on j10) + 1 + 1.
    let pos = position(Side::White, "K:a1 k:j10 Q:b2");
    assert_eq!(dests(&pos, "b2").len(), 28);
}

#[test]
fn r9_hussar_leaps_or_moves_three_straight_unless_an_enemy_is_passed() {
    let pos = position(Side::White, "K:a1 k:a10 H:d4 P:d5 p:e4");
    let d = dests(&pos, "d4");
    for s in ["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"] {
        assert!(d.contains(&s.to_string()), "{s}");
    }
    assert!(
        d.contains(&"d7".to_string()),
        "a friendly piece may be passed over"
    );
    assert!(
        !d.contains(&"g4".to_string()),
        "an enemy piece passed over forbids it"
    );
    assert!(d.contains(&"a4".to_string()));
    assert!(d.contains(&"d1".to_string()));
    assert!(matches!(err(&pos, "d4-g4"), ActionError::OutOfReach { .. }));
    assert!(!d.contains(&"d6".to_string()));
}

#[test]
fn r10_jumper_steps_captures_forward_and_jumps_by_region() {
    // In water: no jumps.
    let pos = position(Side::White, "K:a1 k:a10 J:b5 P:b6 p:a6 p:b4");
    assert_eq!(dests(&pos, "b5"), ["a4", "a5", "a6", "c4", "c5", "c6"]);
    // On land: one jump over a piece of either side onto the empty square behind.
    let pos = position(Side::White, "K:a1 k:a10 J:c5 P:c6 p:d5");
    let d = dests(&pos, "c5");
    assert!(d.contains(&"c7".to_string()) && d.contains(&"e5".to_string()));
    assert!(!d.contains(&"g5".to_string()));
    // A jump captures nothing.
    let (after, events) = play(&pos, "c5-e5");
    assert_eq!(after.piece_at(sq("d5")).map(|p| p.side), Some(Side::Black));
    assert!(!events.iter().any(|e| matches!(e, Event::Captured { .. })));
    // In the air: two jumps, turning; the chain is named by its landing square.
    let pos = position(Side::White, "K:a1 k:a10 J:e5 P:e6 p:f7");
    let d = dests(&pos, "e5");
    assert!(d.contains(&"e7".to_string()), "one jump");
    assert!(
        d.contains(&"g9".to_string()) || d.contains(&"g7".to_string()),
        "two jumps, turning"
    );
    assert!(d.contains(&"g7".to_string()));
    // Back to the start is not a move.
    let pos = position(Side::White, "K:a1 k:a10 J:e5 P:e6");
    assert!(!dests(&pos, "e5").contains(&"e5".to_string()));
    // Captures: straight or diagonally forward, not sideways or back.
    let pos = position(Side::White, "K:a1 k:a10 J:c5 p:c6 p:b6 p:d5 p:c4");
    let d = dests(&pos, "c5");
    assert!(d.contains(&"c6".to_string()) && d.contains(&"b6".to_string()));
    assert!(!d.contains(&"d5".to_string()) && !d.contains(&"c4".to_string()));
}

#[test]
fn r11_the_king_steps_one_square_and_may_move_into_attack() {
    let pos = position(Side::White, "K:e4 k:a10 t:j5");
    assert_eq!(
        dests(&pos, "e4"),
        ["d3", "d4", "d5", "e3", "e5", "f3", "f4", "f5"]
    );
    assert!(
        has(&pos, "e4-e5"),
        "e5 is attacked by the tower, and still legal"
    );
}

#[test]
fn r12_check_is_remembered_after_the_checker_s_own_action_only() {
    let pos = position(Side::White, "K:a1 k:a10 T:h2");
    assert!(!pos.check_happened());
    let (after, events) = play(&pos, "h2-h10");
    assert!(after.in_check(Side::Black));
    assert!(after.check_happened());
    assert!(events.contains(&Event::Check { side: Side::Black }));
    // Stepping into attack exposes one's own king: that is no check by anyone.
    let pos = position(Side::White, "K:a1 k:j10 t:b9");
    let (after, events) = play(&pos, "a1-b2");
    assert!(after.in_check(Side::White));
    assert!(!after.check_happened());
    assert!(!events.iter().any(|e| matches!(e, Event::Check { .. })));
    // Once any check has happened it stays remembered.
    let pos = position(Side::White, "K:a1 k:a10 T:h2 p:j9");
    let (after, _) = play(&pos, "h2-h10");
    let (after, _) = play(&after, "a10-b9");
    assert!(after.check_happened());
}

#[test]
fn r13_each_player_secretly_picks_one_enemy_piece_but_not_the_big_ones() {
    let start = Position::start();
    assert!(!start.picks_done());
    assert_eq!(start.legal_actions(), vec![]);
    assert!(matches!(
        start.validate(&action("c2-c3")),
        Err(ActionError::PicksPending)
    ));
    assert_eq!(start.pick_choices(Side::White).len(), 14);
    for (s, expected) in [
        (
            "f10",
            PickError::Forbidden {
                square: sq("f10"),
                kind: Kind::King,
            },
        ),
        (
            "e10",
            PickError::Forbidden {
                square: sq("e10"),
                kind: Kind::Queen,
            },
        ),
        (
            "a10",
            PickError::Forbidden {
                square: sq("a10"),
                kind: Kind::Tower,
            },
        ),
        (
            "d10",
            PickError::Forbidden {
                square: sq("d10"),
                kind: Kind::Scout,
            },
        ),
        (
            "c2",
            PickError::OwnPiece {
                square: sq("c2"),
                kind: Kind::Pawn,
            },
        ),
        ("e5", PickError::Empty(sq("e5"))),
    ] {
        assert_eq!(start.pick(Side::White, sq(s)), Err(expected), "{s}");
    }
    // Any order; once each.
    let black_first = start.pick(Side::Black, sq("b2")).unwrap();
    assert!(!black_first.picks_done());
    assert_eq!(
        black_first.pick(Side::Black, sq("c2")),
        Err(PickError::AlreadyPicked)
    );
    let both = black_first.pick(Side::White, sq("c10")).unwrap();
    assert!(both.picks_done());
    assert_eq!(
        both.infiltrator(Side::White),
        Infiltrator::Hidden(sq("c10"))
    );
    assert_eq!(both.legal_actions().len(), 32);
}

#[test]
fn r14_a_reveal_after_any_check_turns_the_piece_in_place_and_ends_the_turn() {
    let base = position(Side::White, "K:a1 k:j10 b:d5 p:c7' t:a9");
    let hidden = with(
        &base,
        false,
        [Infiltrator::Hidden(sq("d5")), Infiltrator::Lost],
    );
    assert!(matches!(
        err(&hidden, "reveal"),
        ActionError::RevealBeforeCheck
    ));
    let checked = with(
        &base,
        true,
        [Infiltrator::Hidden(sq("d5")), Infiltrator::Lost],
    );
    let (after, events) = play(&checked, "reveal");
    assert_eq!(
        after.piece_at(sq("d5")),
        Some(Piece::new(Kind::Bishop, Side::White))
    );
    assert_eq!(after.to_move(), Side::Black);
    assert_eq!(after.infiltrator(Side::White), Infiltrator::Revealed);
    assert!(events.contains(&Event::Revealed {
        side: Side::White,
        square: sq("d5"),
        kind: Kind::Bishop
    }));
    // Once only.
    let (again, _) = play(&after, "a9-a8");
    assert!(matches!(
        err(&again, "reveal"),
        ActionError::AlreadyRevealed
    ));
}

#[test]
fn r14_a_captured_infiltrator_is_lost_and_a_promoted_one_stays() {
    // Black captures... no: White captures its own pick, which is lost.
    let base = position(Side::White, "K:a1 k:j10 Q:d1 b:d5");
    let pos = with(
        &base,
        true,
        [Infiltrator::Hidden(sq("d5")), Infiltrator::Lost],
    );
    let (after, events) = play(&pos, "d1-d5");
    assert_eq!(after.infiltrator(Side::White), Infiltrator::Lost);
    let lost = events
        .iter()
        .find(|e| matches!(e, Event::InfiltratorLost { .. }))
        .unwrap();
    assert!(lost.visible_to(Some(Side::White)));
    assert!(
        !lost.visible_to(Some(Side::Black)) && !lost.visible_to(None),
        "only the picker sees it"
    );
    // A picked pawn that promotes stays the infiltrator.
    let base = position(Side::Black, "K:a5 k:j10 p:c2'");
    let pos = with(
        &base,
        true,
        [Infiltrator::Hidden(sq("c2")), Infiltrator::Lost],
    );
    let (after, _) = play(&pos, "c2-c1=queen");
    assert_eq!(
        after.infiltrator(Side::White),
        Infiltrator::Hidden(sq("c1"))
    );
    let (revealed, _) = play(&after, "reveal");
    assert_eq!(
        revealed.piece_at(sq("c1")),
        Some(Piece::new(Kind::Queen, Side::White))
    );
}

#[test]
fn r14_a_revealed_pawn_keeps_its_moved_state_and_turns_round() {
    // An unmoved black pawn on d7 becomes White's: it now moves up, and
    // being unmoved on land it may still go two.
    let base = position(Side::White, "K:a1 k:j10 p:d7 p:g7'");
    let pos = with(
        &base,
        true,
        [Infiltrator::Hidden(sq("d7")), Infiltrator::Lost],
    );
    let (after, _) = play(&pos, "reveal");
    let (after, _) = play(&after, "g7-g6");
    assert_eq!(dests(&after, "d7"), ["d8", "d9"]);
    assert!(!after.piece_at(sq("d7")).unwrap().moved);
}

#[test]
fn r15_capturing_the_king_wins_and_no_legal_action_draws() {
    let pos = position(Side::White, "K:a1 k:a10 T:a2");
    let (after, events) = play(&pos, "a2-a10");
    assert_eq!(after.winner(), Some(Side::White));
    assert_eq!(
        events.last(),
        Some(&Event::KingCaptured {
            winner: Side::White
        })
    );
    assert!(matches!(
        after.validate(&action("a1-a2")),
        Err(ActionError::GameOver { .. })
    ));
    assert!(after.legal_actions().is_empty());
    // A black king boxed in by its own pieces, none of which can move;
    // after White's quiet move Black has no legal action: drawn.
    let pos = position(Side::White, "K:a1 k:j10 p:i10 p:i9' b:j9 p:i8' P:i7'");
    let (after, events) = play(&pos, "a1-a2");
    assert!(after.is_drawn());
    assert_eq!(
        events.last(),
        Some(&Event::NoLegalAction { side: Side::Black })
    );
}
