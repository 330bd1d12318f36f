//! One or more tests per rule id of `docs/rules/masters.md`; each test's
//! name starts with the id it checks. (M38 and M39, resign and draw, are
//! game-level: the host's tests cover them.)

mod common;

use common::{empty, place, play, position, sq, turn};
use masters::{
    Bitboard, ClaimError, Event, Inheritance, Kind, Move, Piece, Position, Promotion,
    ReleaseReason, Side, Turn, TurnError,
};

fn dests(pos: &Position, from: &str) -> Vec<String> {
    let mut v: Vec<String> = pos
        .destinations(sq(from))
        .squares()
        .map(|s| s.to_string())
        .collect();
    v.sort();
    v
}

fn set(squares: &[&str]) -> Bitboard {
    squares.iter().map(|s| sq(s)).collect()
}

fn err(pos: &Position, text: &str) -> TurnError {
    match pos.validate(&turn(text)) {
        Ok(()) => panic!("{text} should be rejected in {pos}"),
        Err(e) => e,
    }
}

fn with(pos: Position, f: impl FnOnce(&mut masters::Setup)) -> Position {
    let mut s = pos.to_setup();
    f(&mut s);
    Position::from_setup(s).unwrap()
}

// ---- Board and sides ----

#[test]
fn m1_board_is_ten_files_by_twelve_ranks_and_squares_read_in_any_case() {
    assert_eq!(masters::SQUARES, 120);
    assert_eq!("j12".parse::<masters::Square>().unwrap().to_string(), "J12");
    assert!("K1".parse::<masters::Square>().is_err());
    assert!("A13".parse::<masters::Square>().is_err());
    // A move to a square off the board does not parse.
    assert!("J12-K12".parse::<Turn>().is_err());
}

#[test]
fn m2_ember_moves_first_and_forward_depends_on_the_side() {
    let start = Position::start();
    assert_eq!(start.to_move(), Side::Ember);
    assert!(matches!(err(&start, "E11-E10"), TurnError::NotYours { .. }));
    let (after, _) = play(&start, "E2-E3");
    assert_eq!(after.to_move(), Side::Frost);
    // Frost's scouts go towards rank 1.
    assert_eq!(dests(&after, "E11"), ["E10", "E9"]);
    assert!(after.validate(&turn("E11-E12")).is_err());
}

#[test]
fn m3_starting_array_is_mirrored_with_twenty_pieces_a_side() {
    let pos = Position::start();
    let expect = [
        ("A1", Kind::Sentinel),
        ("B1", Kind::Horseman),
        ("C1", Kind::Archer),
        ("D1", Kind::Dragon),
        ("E1", Kind::General),
        ("F1", Kind::Puppeteer),
        ("G1", Kind::Witch),
        ("H1", Kind::Archer),
        ("I1", Kind::Horseman),
        ("J1", Kind::Sentinel),
        ("D2", Kind::Cardinal),
        ("G2", Kind::Cardinal),
        ("A2", Kind::Scout),
        ("J2", Kind::Scout),
    ];
    for (s, kind) in expect {
        assert_eq!(
            pos.piece_at(sq(s)),
            Some(Piece::new(kind, Side::Ember)),
            "{s}"
        );
        assert_eq!(
            pos.piece_at(sq(s).mirrored()),
            Some(Piece::new(kind, Side::Frost)),
            "{s} mirrored"
        );
    }
    let counts = pos.piece_counts();
    for side in Side::ALL {
        let c = counts[side.index()];
        assert_eq!(c.iter().sum::<u32>(), 20);
        assert_eq!(c[Kind::Scout.index()], 8);
        assert_eq!(c[Kind::Cardinal.index()], 2);
    }
    // Generals face each other on file E.
    assert_eq!(
        pos.piece_at(sq("E12")),
        Some(Piece::new(Kind::General, Side::Frost))
    );
}

// ---- Ownership and control ----

#[test]
fn m4_the_claimer_controls_a_claimed_piece_and_the_owner_does_not() {
    let ember = position(Side::Ember, "P:F1 G:A1 g:J12 h:F5*");
    assert_eq!(ember.controller(sq("F5")), Some(Side::Ember));
    assert_eq!(ember.claimer(sq("F5")), Some(Side::Ember));
    assert_eq!(ember.piece_at(sq("F5")).unwrap().owner, Side::Frost);
    assert!(ember.validate(&turn("F5-G7")).is_ok());

    let frost = with(ember, |s| {
        s.to_move = Side::Frost;
        s.turn = 2;
    });
    let e = err(&frost, "F5-G7");
    assert_eq!(
        e,
        TurnError::NotYours {
            piece: masters::PieceOn {
                piece: Piece::new(Kind::Horseman, Side::Frost),
                square: sq("F5"),
                viewer: Side::Frost
            },
            held_by: Some(Side::Ember),
        }
    );
    assert_eq!(
        e.to_string(),
        "Your horseman on F5 is held by Ember's puppeteer: you cannot move it until the claim ends."
    );
}

#[test]
fn m5_your_piece_held_by_the_enemy_is_hostile_and_capturable() {
    let pos = position(Side::Ember, "G:A1 W:B1 N:F2 S:F6* p:F12 g:J12");
    assert!(pos.destinations(sq("F2")).contains(sq("F6")));
    let (after, events) = play(&pos, "F2-F6");
    assert!(events.contains(&Event::Captured {
        piece: Piece::new(Kind::Scout, Side::Ember),
        square: sq("F6")
    }));
    assert_eq!(
        after.offers(Side::Ember).iter().collect::<Vec<_>>(),
        [Kind::Scout]
    );
    assert_eq!(after.held_by(Side::Frost), None);
}

// ---- Movement ----

#[test]
fn m6_general_moves_one_or_two_in_a_line_needing_the_first_square_empty() {
    let open = position(Side::Ember, "G:E5 g:J12");
    assert_eq!(open.destinations(sq("E5")).count(), 16);
    let blocked = position(Side::Ember, "G:E5 S:E6 g:J12");
    assert!(!blocked.destinations(sq("E5")).contains(sq("E7")));
    assert_eq!(
        err(&blocked, "E5-E7").to_string(),
        "Your general on E5 cannot reach E7: the scout on E6 is in the way."
    );
    let hostile = position(Side::Ember, "G:E5 s:E6 g:J12");
    assert!(hostile.destinations(sq("E5")).contains(sq("E6")));
    assert!(!hostile.destinations(sq("E5")).contains(sq("E7")));
    assert!(matches!(err(&open, "E5-E8"), TurnError::OutOfReach { .. }));
    assert!(matches!(err(&open, "E5-F7"), TurnError::OutOfReach { .. }));
}

#[test]
fn m7_puppeteer_moves_one_square_in_any_direction() {
    let pos = position(Side::Ember, "P:E5 G:A1 g:J12");
    assert_eq!(
        dests(&pos, "E5"),
        ["D4", "D5", "D6", "E4", "E6", "F4", "F5", "F6"]
    );
    assert!(matches!(err(&pos, "E5-E7"), TurnError::OutOfReach { .. }));
}

#[test]
fn m8_witch_moves_as_her_moveset_with_her_owners_forward_and_gains_nothing_else() {
    let scout_witch = with(position(Side::Ember, "W:E5 G:A1 g:J12"), |s| {
        s.witch_moveset = [Some(Kind::Scout), None]
    });
    assert_eq!(dests(&scout_witch, "E5"), ["E6", "E7"]);
    let frost_witch = with(position(Side::Frost, "w:E8 g:A12 G:J1"), |s| {
        s.witch_moveset = [None, Some(Kind::Scout)]
    });
    assert_eq!(dests(&frost_witch, "E8"), ["E6", "E7"]);
    // No promotion: a scout-witch reaching the far rank stays a witch.
    let far = with(position(Side::Ember, "W:E11 G:A1 g:J12"), |s| {
        s.witch_moveset = [Some(Kind::Scout), None]
    });
    let (after, _) = play(&far, "E11-E12");
    assert_eq!(after.piece_at(sq("E12")).unwrap().kind, Kind::Witch);
    assert_eq!(
        far.count_legal_turns(),
        far.legal_turns().len() as u64,
        "bulk counting gives her no promotion choices"
    );
    assert!(matches!(
        err(&far, "E11-E12=dragon"),
        TurnError::PromotionNotAllowed { .. }
    ));
    // No aura: a witch moving as a cardinal protects nothing.
    let cardinal_witch = with(position(Side::Frost, "W:E5 S:F6 G:A1 g:J12 n:F12"), |s| {
        s.witch_moveset = [Some(Kind::Cardinal), None]
    });
    assert!(cardinal_witch.protected().is_empty());
    assert!(cardinal_witch.validate(&turn("F12-F6")).is_ok());
    // No claim: a witch moving as a puppeteer cannot claim for a side without one.
    let puppet_witch = with(position(Side::Ember, "W:E5 G:A1 g:J12 s:E9"), |s| {
        s.witch_moveset = [Some(Kind::Puppeteer), None]
    });
    assert_eq!(
        err(&puppet_witch, "^E9"),
        TurnError::Claim {
            reason: ClaimError::NoPuppeteer,
            after_move: false
        }
    );
}

#[test]
fn m9_cardinal_slides_diagonally_and_captures_only_from_two_squares_away() {
    let pos = position(Side::Ember, "C:E5 G:A1 g:J12 s:F6 s:C7");
    let d = pos.destinations(sq("E5"));
    assert!(d.contains(sq("C7")), "captures at distance 2");
    assert!(
        !d.contains(sq("F6")),
        "its own aura shields the adjacent piece"
    );
    assert!(d.contains(sq("H2")) && d.contains(sq("D4")));
    assert!(!d.contains(sq("E6")));
    assert_eq!(
        err(&pos, "E5-F6").to_string(),
        "Frost's scout on F6 stands in the aura of the cardinal on E5 and cannot be captured."
    );
}

#[test]
fn m10_dragon_passes_friendly_pieces_stops_at_the_first_hostile_and_never_lands_on_a_friend() {
    let pos = position(Side::Ember, "D:D1 S:D2 G:A1 g:J12 s:D5 h:F1 c:G2");
    let d = pos.destinations(sq("D1"));
    assert!(
        d.contains(sq("D3")) && d.contains(sq("D4")),
        "passes over its own scout"
    );
    assert!(d.contains(sq("D5")), "captures the first hostile piece");
    assert!(!d.contains(sq("D6")), "cannot pass a hostile piece");
    assert!(!d.contains(sq("D2")), "never lands on a friendly piece");
    assert!(
        d.contains(sq("E1")) && !d.contains(sq("F1")) && !d.contains(sq("G1")),
        "a protected piece ends the line"
    );
    assert!(d.contains(sq("F3")), "an empty protected square is fine");
    assert_eq!(
        err(&pos, "D1-D6").to_string(),
        "Your dragon on D1 cannot reach D6: the scout on D5 is in the way."
    );
}

#[test]
fn m11_sentinel_slides_orthogonally_and_archer_moves_up_to_three() {
    let pos = position(Side::Ember, "N:A1 S:A4 G:J1 g:J12 A:E5 s:E7");
    assert_eq!(
        dests(&pos, "A1")
            .iter()
            .filter(|s| s.starts_with('A'))
            .count(),
        2
    );
    assert!(
        pos.destinations(sq("A1")).contains(sq("I1"))
            && !pos.destinations(sq("A1")).contains(sq("J1"))
    );
    assert_eq!(
        err(&pos, "A1-A5").to_string(),
        "Your sentinel on A1 cannot reach A5: the scout on A4 is in the way."
    );
    let a = pos.destinations(sq("E5"));
    assert!(a.contains(sq("E6")) && a.contains(sq("E7")) && !a.contains(sq("E8")));
    assert!(a.contains(sq("B8")) && a.contains(sq("H2")) && !a.contains(sq("A9")));
    assert!(matches!(err(&pos, "E5-E8"), TurnError::Blocked { .. }));
    assert!(matches!(err(&pos, "E5-E9"), TurnError::OutOfReach { .. }));
    assert!(matches!(err(&pos, "E5-A5"), TurnError::OutOfReach { .. }));
}

#[test]
fn m12_horseman_leaps_over_anything() {
    let pos = position(Side::Ember, "H:B1 N:A1 S:A2 S:B2 S:C2 A:C1 G:J1 g:J12");
    assert_eq!(dests(&pos, "B1"), ["A3", "C3", "D2"]);
    let centre = position(Side::Ember, "H:E5 G:J1 g:J12");
    assert_eq!(centre.destinations(sq("E5")).count(), 8);
}

#[test]
fn m13_scout_steps_one_or_two_forward_anywhere_and_captures_diagonally_forward() {
    let pos = position(Side::Ember, "S:E5 G:J1 g:J12 s:F6");
    assert_eq!(dests(&pos, "E5"), ["E6", "E7", "F6"]);
    let blocked_two = position(Side::Ember, "S:E5 G:J1 g:J12 s:E7");
    assert_eq!(dests(&blocked_two, "E5"), ["E6"]);
    let blocked_one = position(Side::Ember, "S:E5 G:J1 g:J12 s:E6");
    assert!(blocked_one.destinations(sq("E5")).is_empty());
    assert!(matches!(
        err(&blocked_one, "E5-E6"),
        TurnError::ScoutBlocked { .. }
    ));
    assert!(matches!(
        err(&blocked_one, "E5-E7"),
        TurnError::Blocked { .. }
    ));
    assert!(matches!(
        err(&pos, "E5-D6"),
        TurnError::ScoutDiagonalToEmpty { .. }
    ));
    assert!(matches!(err(&pos, "E5-E4"), TurnError::OutOfReach { .. }));
    // No en passant: after Frost's D7-D5 passes D6, Ember's E5 cannot take on D6.
    let frost = position(Side::Frost, "S:E5 s:D7 G:J1 g:J12");
    let (after, _) = play(&frost, "D7-D5");
    assert!(!after.destinations(sq("E5")).contains(sq("D6")));
}

#[test]
fn m14_a_move_never_ends_on_a_friendly_or_protected_hostile_piece() {
    let pos = position(Side::Ember, "A:E5 S:E6 P:E1 h:E3* G:J1 g:J12 s:C5 c:B6");
    assert!(matches!(
        err(&pos, "E5-E6"),
        TurnError::OwnPieceThere { .. }
    ));
    // A held enemy piece is friendly to its claimer.
    assert!(matches!(
        err(&pos, "E5-E3"),
        TurnError::OwnPieceThere { .. }
    ));
    assert!(matches!(err(&pos, "E5-C5"), TurnError::Protected { .. }));
}

#[test]
fn m15_there_is_no_check() {
    // Ember's general may step next to Frost's general and into a sentinel's line.
    let pos = position(Side::Ember, "G:E5 g:E7 n:A6");
    assert!(pos.validate(&turn("E5-E6")).is_ok());
    assert!(pos.validate(&turn("E5-D6")).is_ok());
}

// ---- Cardinal aura ----

#[test]
fn m16_aura_covers_the_eight_neighbours_and_is_colour_blind() {
    let corner = position(Side::Ember, "C:A1 G:J1 g:J12");
    assert_eq!(corner.protected(), set(&["A2", "B1", "B2"]));
    let centre = position(Side::Ember, "c:E5 G:J1 g:J12");
    assert_eq!(centre.protected().count(), 8);
    // Frost's cardinal shields Ember's piece from Frost and Frost's piece from Ember.
    let pos = position(Side::Frost, "c:E5 S:E6 s:D4 N:D1 n:E12 G:J1 g:J12");
    assert!(matches!(err(&pos, "E12-E6"), TurnError::Protected { .. }));
    let ember = with(pos, |s| {
        s.to_move = Side::Ember;
        s.turn = 1;
    });
    assert!(matches!(err(&ember, "D1-D4"), TurnError::Protected { .. }));
}

#[test]
fn m17_protected_pieces_cannot_be_captured_or_claimed_and_empty_aura_squares_protect_newcomers() {
    let pos = position(Side::Ember, "P:A5 G:J1 g:J12 s:E5 c:E6 N:A1");
    assert!(matches!(
        err(&pos, "^E5"),
        TurnError::Claim {
            reason: ClaimError::Protected { .. },
            ..
        }
    ));
    // Ember's sentinel enters Frost's cardinal's aura and becomes protected.
    let (after, _) = play(&pos, "A1-D1");
    let (after, _) = play(&after, "J12-J11");
    let (after, _) = play(&after, "D1-D7");
    assert!(after.protected().contains(sq("D7")));
    let frost_rook = with(after, |s| place(s, "n:D12"));
    assert!(matches!(
        err(&frost_rook, "D12-D7"),
        TurnError::Protected { .. }
    ));
}

#[test]
fn m18_a_cardinal_does_not_protect_itself_but_adjacent_cardinals_protect_each_other() {
    let alone = position(Side::Frost, "C:E5 n:E12 G:J1 g:J12");
    assert!(!alone.protected().contains(sq("E5")));
    assert!(alone.validate(&turn("E12-E5")).is_ok());
    let pair = position(Side::Frost, "C:E5 c:F6 n:E12 N:F1 G:J1 g:J12");
    assert!(pair.protected().contains(sq("E5")) && pair.protected().contains(sq("F6")));
    assert!(matches!(err(&pair, "E12-E5"), TurnError::Protected { .. }));
}

#[test]
fn m19_the_aura_does_not_release_an_existing_claim() {
    // Ember holds Frost's scout on F6; Frost brings a cardinal next to it.
    let pos = position(Side::Frost, "P:F1 s:F6* c:H5 G:A1 g:J12");
    let (after, events) = play(&pos, "H5-G6");
    assert!(after.protected().contains(sq("F6")));
    assert_eq!(after.held_by(Side::Ember), Some(sq("F6")));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ClaimReleased { .. }))
    );
}

// ---- Puppeteer claim ----

#[test]
fn m20_a_turn_holds_a_move_a_claim_or_both_and_a_claim_alone_leaves_the_board() {
    assert!(Turn::new(None, None, None).is_none());
    assert!(Turn::new(None, None, Some(Inheritance::Decline)).is_none());
    let pos = position(Side::Ember, "P:F1 G:A1 g:J12 h:F7");
    let (after, events) = play(&pos, "^F7");
    for s in masters::Square::all() {
        assert_eq!(after.piece_at(s), pos.piece_at(s));
    }
    assert_eq!(after.held_by(Side::Ember), Some(sq("F7")));
    assert_eq!(after.to_move(), Side::Frost);
    assert!(!events.iter().any(|e| matches!(e, Event::Moved { .. })));
}

#[test]
fn m21_claim_needs_an_enemy_piece_a_free_puppeteer_a_clear_line_and_no_aura() {
    let pos = position(
        Side::Ember,
        "P:F4 G:A1 g:J12 h:F9 n:F2 s:C4 N:E4 s:A4 a:D7 c:H8 s:G7",
    );
    assert!(pos.validate(&turn("^F9")).is_ok(), "along the file");
    assert!(pos.validate(&turn("^F2")).is_ok(), "backwards too");
    let e = err(&pos, "^C4");
    assert_eq!(
        e.to_string(),
        "Your puppeteer on F4 cannot see C4: the sentinel on E4 is in the way."
    );
    assert!(matches!(
        err(&pos, "^D7"),
        TurnError::Claim {
            reason: ClaimError::NoLine { .. },
            ..
        }
    ));
    assert!(matches!(
        err(&pos, "^E4"),
        TurnError::Claim {
            reason: ClaimError::OwnPiece { .. },
            ..
        }
    ));
    assert!(matches!(
        err(&pos, "^F6"),
        TurnError::Claim {
            reason: ClaimError::Empty { .. },
            ..
        }
    ));
    assert!(matches!(
        err(&pos, "^G7"),
        TurnError::Claim {
            reason: ClaimError::NoLine { .. },
            ..
        }
    ));
    assert_eq!(pos.claim_targets(), set(&["F9", "F2"]));
    let holding = with(pos, |s| s.held[0] = Some(sq("F9")));
    assert!(matches!(
        err(&holding, "^F9"),
        TurnError::Claim {
            reason: ClaimError::AlreadyHeld { .. },
            ..
        }
    ));
    let no_puppeteer = position(Side::Ember, "G:A1 g:J12 h:F9");
    assert!(matches!(
        err(&no_puppeteer, "^F9"),
        TurnError::Claim {
            reason: ClaimError::NoPuppeteer,
            ..
        }
    ));
    let held_puppeteer = position(Side::Ember, "P:F4* p:A4 G:A1 g:J12 h:F9");
    assert!(matches!(
        err(&held_puppeteer, "^F9"),
        TurnError::Claim {
            reason: ClaimError::PuppeteerHeld { .. },
            ..
        }
    ));
    let shielded = position(Side::Ember, "P:F4 G:A1 g:J12 h:F9 c:G10");
    assert!(matches!(
        err(&shielded, "^F9"),
        TurnError::Claim {
            reason: ClaimError::Protected { .. },
            ..
        }
    ));
}

#[test]
fn m22_a_new_claim_releases_the_old_piece_in_the_same_turn() {
    let pos = position(Side::Ember, "P:F4 G:A1 g:J12 h:F9* n:B4");
    let (after, events) = play(&pos, "^B4");
    assert_eq!(after.held_by(Side::Ember), Some(sq("B4")));
    assert_eq!(after.claimer(sq("F9")), None);
    assert!(
        matches!(events[0], Event::ClaimRetargeted { released_square, square, .. } if released_square == sq("F9") && square == sq("B4"))
    );
}

#[test]
fn m23_a_claim_is_checked_after_the_move_and_a_failure_rejects_the_whole_turn() {
    let pos = position(Side::Ember, "P:F4 G:A1 g:J12 h:F9 S:C4 n:A4");
    // Moving the puppeteer off the file loses sight of F9.
    let e = err(&pos, "F4-E5 ^F9");
    assert!(matches!(
        e,
        TurnError::Claim {
            after_move: true,
            reason: ClaimError::NoLine { .. }
        }
    ));
    assert_eq!(
        e.to_string(),
        "After your move, your puppeteer on E5 cannot see F9: they share no rank or file. Change the move or the claim."
    );
    assert_eq!(
        pos.claim_targets_after(Move::new(sq("F4"), sq("E5")))
            .unwrap(),
        Bitboard::EMPTY
    );
    // Moving the scout out of the way opens A4, which the position before the move could not see.
    assert!(pos.validate(&turn("^A4")).is_err());
    assert!(pos.validate(&turn("C4-C5 ^A4")).is_ok());
    assert!(
        pos.claim_targets_after(Move::new(sq("C4"), sq("C5")))
            .unwrap()
            .contains(sq("A4"))
    );
}

#[test]
fn m24_claiming_the_moving_piece_is_checked_before_the_move_with_full_claimer_privileges() {
    // Frost's horseman on F6 is seen from F1; claimed, it leaps to E4 and takes a Frost scout.
    let pos = position(Side::Ember, "P:F1 G:A1 g:J12 h:F6 s:E4");
    assert!(matches!(err(&pos, "F6-E4"), TurnError::NotYours { .. }));
    assert!(pos.destinations_if_claimed(sq("F6")).contains(sq("E4")));
    let (after, events) = play(&pos, "F6-E4 ^F6");
    assert_eq!(
        after.piece_at(sq("E4")),
        Some(Piece::new(Kind::Horseman, Side::Frost))
    );
    assert!(matches!(events[0], Event::ClaimEstablished { square, .. } if square == sq("F6")));
    assert!(events.contains(&Event::Captured {
        piece: Piece::new(Kind::Scout, Side::Frost),
        square: sq("E4")
    }));
    // The move took it off the file: released right after the move (M27).
    assert!(matches!(
        events.last(),
        Some(Event::ClaimReleased {
            reason: ReleaseReason::OutOfLine,
            ..
        })
    ));
    assert_eq!(after.held_by(Side::Ember), None);
    // Moving along the file keeps it.
    let sentinel = position(Side::Ember, "P:F1 G:A1 g:J12 n:F6");
    let (kept, _) = play(&sentinel, "F6-F3 ^F6");
    assert_eq!(kept.held_by(Side::Ember), Some(sq("F3")));
    assert_eq!(
        pos.claim_targets_after(Move::new(sq("F6"), sq("E4")))
            .unwrap(),
        set(&["F6"])
    );
}

#[test]
fn m24_a_claimed_enemy_puppeteer_still_holds_its_piece_when_the_move_lands() {
    // Order of a turn: step 3 releases only what the claiming puppeteer held
    // (M22); the claimed Frost puppeteer's hold on Ember's dragon ends at
    // step 5 (M27). So the move may capture that dragon, still Frost's to
    // command when the move lands.
    let pos = position(Side::Ember, "P:F1 G:A1 g:J12 p:F11 D:G11*");
    assert_eq!(pos.claimer(sq("G11")), Some(Side::Frost));
    assert!(pos.destinations_if_claimed(sq("F11")).contains(sq("G11")));
    let capture = turn("F11-G11 ^F11");
    assert!(pos.legal_turns().contains(&capture));
    let (after, events) = play(&pos, "F11-G11 ^F11");
    assert!(matches!(events[0], Event::ClaimEstablished { square, .. } if square == sq("F11")));
    assert!(events.contains(&Event::Captured {
        piece: Piece::new(Kind::Dragon, Side::Ember),
        square: sq("G11")
    }));
    // Frost's hold ends with its dragon; Ember's claim on the puppeteer ends
    // because the puppeteer left the F file.
    assert!(events.contains(&Event::ClaimReleased {
        claimer: Side::Frost,
        piece: Piece::new(Kind::Dragon, Side::Ember),
        square: sq("G11"),
        reason: ReleaseReason::PieceCaptured,
    }));
    assert!(matches!(
        events.last(),
        Some(Event::ClaimReleased {
            claimer: Side::Ember,
            reason: ReleaseReason::OutOfLine,
            ..
        })
    ));
    assert_eq!(
        after.piece_at(sq("G11")),
        Some(Piece::new(Kind::Puppeteer, Side::Frost))
    );
    assert_eq!(
        (after.held_by(Side::Ember), after.held_by(Side::Frost)),
        (None, None)
    );
    // Without the move (step 6), claiming the puppeteer frees the dragon at once.
    let (freed, events) = play(&pos, "^F11");
    assert_eq!(freed.held_by(Side::Frost), None);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ClaimReleased {
            claimer: Side::Frost,
            reason: ReleaseReason::PuppeteerClaimed,
            ..
        }
    )));
}

#[test]
fn m25_the_claimer_keeps_control_on_later_turns() {
    let pos = position(Side::Ember, "P:F1 G:A1 g:J12 n:F6 s:B10");
    let (after, _) = play(&pos, "^F6");
    assert!(matches!(err(&after, "F6-F7"), TurnError::NotYours { .. }));
    let (after, _) = play(&after, "B10-B9");
    let (after, _) = play(&after, "F6-F3");
    assert_eq!(after.held_by(Side::Ember), Some(sq("F3")));
    assert_eq!(after.controller(sq("F3")), Some(Side::Ember));
}

#[test]
fn m26_a_claimed_leader_counts_as_captured_but_stays_on_the_board() {
    // Frost has lost puppeteer and witch; claiming its general wins.
    let pos = position(Side::Ember, "P:E1 G:A1 g:E9 s:J10");
    let (after, events) = play(&pos, "^E9");
    assert_eq!(after.winner(), Some(Side::Ember));
    assert_eq!(
        after.piece_at(sq("E9")),
        Some(Piece::new(Kind::General, Side::Frost))
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameWon {
            winner: Side::Ember
        })
    );
}

#[test]
fn m27_claims_release_when_the_puppeteer_falls_or_is_held_the_piece_falls_or_the_line_breaks() {
    let released = |events: &[Event]| {
        events.iter().find_map(|e| match e {
            Event::ClaimReleased {
                claimer,
                square,
                reason,
                ..
            } => Some((*claimer, *square, *reason)),
            _ => None,
        })
    };
    // The claiming puppeteer is captured.
    let pos = position(Side::Frost, "P:F1 G:A1 g:J12 n:F6* s:E2");
    let (after, events) = play(&pos, "E2-F1=dragon");
    assert_eq!(
        released(&events),
        Some((Side::Ember, sq("F6"), ReleaseReason::PuppeteerCaptured))
    );
    assert_eq!(after.held_by(Side::Ember), None);
    // The claiming puppeteer is itself claimed.
    let pos = position(Side::Frost, "P:F1 G:A2 g:J12 n:F6* p:B1");
    let (after, events) = play(&pos, "^F1");
    assert_eq!(
        released(&events),
        Some((Side::Ember, sq("F6"), ReleaseReason::PuppeteerClaimed))
    );
    assert_eq!(
        (after.held_by(Side::Ember), after.held_by(Side::Frost)),
        (None, Some(sq("F1")))
    );
    // The held piece is captured (by its own owner, M5).
    let pos = position(Side::Frost, "P:F1 G:A1 g:J12 n:F6* a:F8");
    let (after, events) = play(&pos, "F8-F6");
    assert_eq!(
        released(&events),
        Some((Side::Ember, sq("F6"), ReleaseReason::PieceCaptured))
    );
    assert_eq!(after.held_by(Side::Ember), None);
    // The held piece leaves the line.
    let pos = position(Side::Ember, "P:F1 G:A1 g:J12 n:F6*");
    let (after, events) = play(&pos, "F6-G6");
    assert_eq!(
        released(&events),
        Some((Side::Ember, sq("G6"), ReleaseReason::OutOfLine))
    );
    assert_eq!(after.held_by(Side::Ember), None);
    // A piece steps between.
    let pos = position(Side::Frost, "P:F1 G:A1 g:J12 n:F6* h:H4");
    let (after, events) = play(&pos, "H4-F3");
    assert_eq!(
        released(&events),
        Some((Side::Ember, sq("F6"), ReleaseReason::Blocked(sq("F3"))))
    );
    assert_eq!(after.held_by(Side::Ember), None);
    // A move elsewhere keeps it.
    let (after, events) = play(&pos, "H4-G6");
    assert_eq!(released(&events), None);
    assert_eq!(after.held_by(Side::Ember), Some(sq("F6")));
}

#[test]
fn m28_claims_and_releases_are_announced_in_one_quiet_line() {
    let pos = position(Side::Ember, "P:F1 G:A1 g:J12 h:F7");
    let (after, events) = play(&pos, "^F7");
    let lines: Vec<String> = events
        .iter()
        .filter(|e| e.is_claim_line())
        .map(|e| e.to_string())
        .collect();
    assert_eq!(
        lines,
        ["Ember puppeteer claimed control of Frost's horseman."]
    );
    let (after, _) = play(&after, "J12-J11");
    let (_, events) = play(&after, "F7-E5");
    let lines: Vec<String> = events
        .iter()
        .filter(|e| e.is_claim_line())
        .map(|e| e.to_string())
        .collect();
    assert_eq!(lines, ["Ember puppeteer lost control of Frost's horseman."]);
}

#[test]
fn m29_nobody_claims_their_own_piece_and_a_held_piece_is_freed_only_by_release_or_capture() {
    let pos = position(Side::Frost, "P:F1 G:A1 g:J12 n:F6* p:F9");
    let e = err(&pos, "^F6");
    assert!(matches!(
        e,
        TurnError::Claim {
            reason: ClaimError::OwnPiece { .. },
            ..
        }
    ));
    assert_eq!(
        e.to_string(),
        "Your sentinel on F6 is your own piece: you can claim only Ember's pieces."
    );
    assert!(
        !pos.legal_turns()
            .iter()
            .any(|t| t.claim() == Some(sq("F6")))
    );
}

// ---- Witch inheritance ----

#[test]
fn m30_the_witch_cannot_move_without_a_moveset() {
    let pos = position(Side::Ember, "W:G1 G:A1 g:J12");
    assert!(pos.destinations(sq("G1")).is_empty());
    assert_eq!(
        err(&pos, "G1-G2").to_string(),
        "Your witch on G1 has no moveset yet: she moves only after accepting an inheritance."
    );
}

#[test]
fn m31_a_captured_piece_offers_its_current_kind_to_its_owners_witch() {
    let pos = position(Side::Ember, "N:A1 G:J1 w:J12 h:A9 g:B12");
    let (after, events) = play(&pos, "A1-A9");
    assert!(events.contains(&Event::OfferMade {
        side: Side::Frost,
        kind: Kind::Horseman,
        forced: false
    }));
    assert_eq!(
        after.offers(Side::Frost).iter().collect::<Vec<_>>(),
        [Kind::Horseman]
    );
    // A promoted scout offers what it became.
    let promoted = position(Side::Ember, "N:A1 G:J1 w:J12 d:A9 g:B12");
    let (after, _) = play(&promoted, "A1-A9");
    assert!(after.offers(Side::Frost).contains(Kind::Dragon));
    // No witch, no offer; capturing the witch drops her pending offers.
    let no_witch = position(Side::Ember, "N:A1 G:J1 h:A9 g:B12");
    assert!(play(&no_witch, "A1-A9").0.offers(Side::Frost).is_empty());
    let pending = with(position(Side::Ember, "N:A1 G:J1 w:A9 g:B12 s:J10"), |s| {
        s.offers[1].insert(Kind::Scout)
    });
    let (after, events) = play(&pending, "A1-A9");
    assert!(after.offers(Side::Frost).is_empty());
    assert!(!events.iter().any(|e| matches!(e, Event::OfferMade { .. })));
}

#[test]
fn m32_offers_are_answered_on_the_next_turn_take_effect_at_once_and_then_lapse() {
    let pos = with(position(Side::Ember, "W:G1 N:A1 G:J1 g:J12 s:A10"), |s| {
        s.offers[0] = [Kind::Horseman, Kind::Archer].into_iter().collect()
    });
    // Accepting lets her move with it in the same turn.
    let (after, events) = play(&pos, "G1-H3 +horseman");
    assert_eq!(
        events[0],
        Event::InheritanceAccepted {
            side: Side::Ember,
            kind: Kind::Horseman,
            forced: false
        }
    );
    assert_eq!(after.witch_moveset(Side::Ember), Some(Kind::Horseman));
    assert!(after.offers(Side::Ember).is_empty());
    assert!(matches!(
        err(&pos, "G1-H3"),
        TurnError::WitchCannotMove { .. }
    ));
    assert!(matches!(
        err(&pos, "A1-A2 +dragon"),
        TurnError::NotOffered {
            kind: Kind::Dragon,
            ..
        }
    ));
    // Saying nothing lets every offer lapse.
    let (after, _) = play(&pos, "A1-A2");
    assert!(after.offers(Side::Ember).is_empty());
    let (after, _) = play(&after, "A10-A9");
    assert_eq!(err(&after, "A2-A3 +horseman"), TurnError::NoOffer);
    // Each pending offer is its own choice (and declining is the same turn as silence).
    let turns = pos.legal_turns();
    let plain = turns.iter().filter(|t| t.inheritance.is_none()).count();
    assert!(
        turns
            .iter()
            .any(|t| t.inheritance == Some(Inheritance::Accept(Kind::Archer)))
    );
    assert!(
        !turns
            .iter()
            .any(|t| t.inheritance == Some(Inheritance::Decline))
    );
    assert!(turns.len() > plain * 2);
}

#[test]
fn m33_accepting_replaces_the_previous_moveset() {
    let pos = with(position(Side::Ember, "W:G1 N:A1 G:J1 g:J12"), |s| {
        s.witch_moveset[0] = Some(Kind::Scout);
        s.offers[0].insert(Kind::Horseman);
    });
    let (after, _) = play(&pos, "A1-A2 +horseman");
    assert_eq!(after.witch_moveset(Side::Ember), Some(Kind::Horseman));
    assert!(!after.destinations(sq("G1")).contains(sq("G2")));
}

#[test]
fn m34_the_first_leadership_offer_after_general_and_puppeteer_fall_is_forced() {
    // Ember holds Frost's general; capturing Frost's puppeteer makes the offer forced.
    let pos = position(Side::Ember, "P:E1 G:A1 g:E9* p:C5 N:C1 w:J12 s:J10");
    let (after, events) = play(&pos, "C1-C5");
    assert!(events.contains(&Event::OfferMade {
        side: Side::Frost,
        kind: Kind::Puppeteer,
        forced: true
    }));
    assert_eq!(after.forced_offer(Side::Frost), Some(Kind::Puppeteer));
    assert_eq!(
        err(&after, "J10-J9 +decline"),
        TurnError::ForcedInheritance {
            kind: Kind::Puppeteer
        }
    );
    assert!(after.validate(&turn("J10-J9 +puppeteer")).is_ok());
    assert!(after.legal_turns().iter().all(|t| t.inheritance.is_none()));
    let (next, events) = play(&after, "J10-J9");
    assert_eq!(
        events[0],
        Event::InheritanceAccepted {
            side: Side::Frost,
            kind: Kind::Puppeteer,
            forced: true
        }
    );
    assert_eq!(next.witch_moveset(Side::Frost), Some(Kind::Puppeteer));
    // The witch may already move with it in that turn.
    assert!(after.validate(&turn("J12-I11")).is_ok());
    // Only the first such offer of the game is forced.
    let spent = with(pos, |s| s.forced_spent = [false, true]);
    let (_, events) = play(&spent, "C1-C5");
    assert!(events.contains(&Event::OfferMade {
        side: Side::Frost,
        kind: Kind::Puppeteer,
        forced: false
    }));
    // Without both leaders down the offer is free.
    let free = position(Side::Ember, "P:E1 G:A1 g:E9 p:C5 N:C1 w:J12 s:J10");
    let (_, events) = play(&free, "C1-C5");
    assert!(events.contains(&Event::OfferMade {
        side: Side::Frost,
        kind: Kind::Puppeteer,
        forced: false
    }));
}

#[test]
fn m35_a_claimed_witch_still_accepts_and_her_controller_moves_her() {
    let pos = with(position(Side::Frost, "P:F1 G:A1 g:J12 w:F6* s:J10"), |s| {
        s.offers[1].insert(Kind::Horseman)
    });
    let (after, _) = play(&pos, "J10-J9 +horseman");
    assert_eq!(after.witch_moveset(Side::Frost), Some(Kind::Horseman));
    assert!(after.destinations(sq("F6")).contains(sq("E4")));
    assert!(after.validate(&turn("F6-E4")).is_ok());
}

// ---- Scout promotion ----

#[test]
fn m36_a_scout_on_its_far_rank_promotes_to_the_movers_choice() {
    let pos = position(Side::Ember, "S:E11 S:B5 G:A1 g:J12");
    let e = err(&pos, "E11-E12");
    assert_eq!(
        e,
        TurnError::PromotionMissing {
            from: sq("E11"),
            to: sq("E12")
        }
    );
    assert!(
        e.to_string()
            .contains("dragon, sentinel, archer or horseman")
    );
    let (after, events) = play(&pos, "E11-E12=dragon");
    assert_eq!(
        after.piece_at(sq("E12")),
        Some(Piece::new(Kind::Dragon, Side::Ember))
    );
    assert!(events.contains(&Event::Promoted {
        owner: Side::Ember,
        square: sq("E12"),
        to: Kind::Dragon
    }));
    assert!(matches!(
        err(&pos, "B5-B6=dragon"),
        TurnError::PromotionNotAllowed { .. }
    ));
    let promotions: Vec<Option<Promotion>> = pos
        .legal_turns()
        .iter()
        .filter_map(|t| t.mv())
        .filter(|m| m.from == sq("E11"))
        .map(|m| m.promotion)
        .collect();
    assert_eq!(promotions.len(), 4);
    // A held Frost scout reaching rank 1 promotes to Ember's choice.
    let held = position(Side::Ember, "P:A2 G:J1 g:J12 s:E2*");
    let (after, _) = play(&held, "E2-E1=horseman");
    assert_eq!(
        after.piece_at(sq("E1")),
        Some(Piece::new(Kind::Horseman, Side::Frost))
    );
}

// ---- End of the game ----

#[test]
fn m37_the_mover_wins_when_all_three_enemy_leaders_have_fallen() {
    let pos = position(Side::Ember, "N:A1 G:J1 w:A9 s:J10");
    assert_eq!(pos.winner(), None);
    let (after, events) = play(&pos, "A1-A9");
    assert_eq!(
        events.last(),
        Some(&Event::GameWon {
            winner: Side::Ember
        })
    );
    assert_eq!(
        events.last().unwrap().to_string(),
        "Ember wins: all three of Frost's leaders have fallen."
    );
    assert_eq!(after.winner(), Some(Side::Ember));
    assert_eq!(
        err(&after, "J10-J9"),
        TurnError::GameOver {
            winner: Side::Ember
        }
    );
    // A turn that leaves a leader standing does not win.
    let not_yet = position(Side::Ember, "N:A1 G:J1 w:A9 g:J12");
    assert_eq!(play(&not_yet, "A1-A9").0.winner(), None);
}

#[test]
fn m40_no_stalemate_detection_and_a_won_game_has_no_turns() {
    // Ember has only a witch without a moveset: no legal turn, yet nobody has won.
    let stuck = position(Side::Ember, "W:G1 g:J12");
    assert!(stuck.legal_turns().is_empty());
    assert_eq!(stuck.count_legal_turns(), 0);
    assert_eq!(stuck.winner(), None);
    let won = play(&position(Side::Ember, "N:A1 G:J1 w:A9 s:J10"), "A1-A9").0;
    assert!(won.legal_turns().is_empty());
    assert_eq!(won.perft(1), 0);
    assert!(won.destinations(sq("J10")).is_empty());
}

#[test]
fn setup_errors_say_what_is_wrong() {
    let mut s = empty(Side::Ember);
    place(&mut s, "G:A1 G:B1 g:J12");
    assert_eq!(
        Position::from_setup(s).unwrap_err().to_string(),
        "Ember has more than one general"
    );
    let mut s = empty(Side::Ember);
    place(&mut s, "G:A1 g:J12 S:E12");
    assert!(Position::from_setup(s).is_err());
    let mut s = empty(Side::Ember);
    place(&mut s, "G:A1 g:J12 P:F1 s:F6 S:F3");
    s.held[0] = Some(sq("F6"));
    assert!(
        Position::from_setup(s)
            .unwrap_err()
            .to_string()
            .contains("cannot see")
    );
}
