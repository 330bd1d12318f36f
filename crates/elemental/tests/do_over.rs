//! Do-Over and its rewind (E34, E55, E56, E63, E76, E77) and Blinding
//! (E21, E54, E64). Each test's name starts with the rule it proves.

mod support;

use elemental::{Choice, Color, Event, Game, Role, TurnError};
use support::{game, legal, on, play, refusal, role_at, sq};

fn start(white: &str, black: &str) -> Game {
    Game::new([white.parse().unwrap(), black.parse().unwrap()], 9).unwrap()
}

#[test]
fn e34_a_captured_do_over_discards_the_turn_and_undoes_two_plies() {
    let g = start("air -/-/-", "air -/-/do-over");
    let (g, _) = play(&g, "e2-e4");
    let (g, _) = play(&g, "d7-d5");
    let (rewound, events) = play(&g, "e4-d5");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoOver { plies: 2, .. }))
    );
    assert_eq!(
        elemental::story(&events),
        "Pawn takes pawn on d5 · Do-Over! The board rewinds 2 plies"
    );
    // Back at the start, White to move; the d-pawn's Do-Over is spent.
    assert_eq!(rewound.position().board().to_string(), elemental::START_FEN);
    assert_eq!(rewound.turn(), Color::White);
    assert!(rewound.position().piece(sq("d7")).unwrap().2.do_over_used);
    assert!(!rewound.position().piece(sq("e7")).unwrap().2.do_over_used);
    // The same line again: the capture now stands.
    let (g, _) = play(&rewound, "e2-e4");
    let (g, _) = play(&g, "d7-d5");
    let (g, events) = play(&g, "e4-d5");
    assert!(!events.iter().any(|e| matches!(e, Event::DoOver { .. })));
    assert_eq!(role_at(&g, "d5"), Some(Role::Pawn));
}

#[test]
fn e76_a_rewind_at_the_start_undoes_what_there_is() {
    // The first ply captures a Do-Over piece: nothing to undo, the turn is
    // discarded and the same side moves again.
    let g = game(
        "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1",
        "air -/-/-",
        "air -/-/do-over",
    );
    let (g, events) = play(&g, "e4-d5");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoOver { plies: 0, .. }))
    );
    assert_eq!(g.turn(), Color::White);
    assert_eq!(role_at(&g, "e4"), Some(Role::Pawn));
    assert!(g.position().piece(sq("d5")).unwrap().2.do_over_used);
    // One ply played: one is undone.
    let g = game(
        "4k3/8/8/3p4/4P3/8/8/4K3 b - - 0 1",
        "air -/-/-",
        "air -/-/do-over",
    );
    let (g, _) = play(&g, "e8-f8");
    let (g, events) = play(&g, "e4-d5");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoOver { plies: 1, .. }))
    );
    assert_eq!(g.turn(), Color::Black);
    assert_eq!(role_at(&g, "e8"), Some(Role::King));
}

#[test]
fn e56_a_removed_piece_fires_it_but_not_poisonous_meat() {
    // The bishop takes the knight (no Do-Over) and its Double Kill removes
    // the pawn on g7 (with Do-Over): that fires it.
    let fork = "4k3/p5p1/5n2/6r1/8/8/1B6/4K3 w - - 0 1";
    let g = game(fork, "light -/double-kill/-", "air -/-/-");
    let g2 = Game::from_board(
        fork.parse().unwrap(),
        [
            "light -/double-kill/-".parse().unwrap(),
            "lightning -/-/- g7=-/-/do-over".parse().unwrap(),
        ],
        1,
    )
    .unwrap();
    let (_, events) = play(&g2, "b2-f6 dk:g7");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::DoOver {
            role: Role::Pawn,
            ..
        }
    )));
    let (_, events) = play(&g, "b2-f6 dk:g7");
    assert!(!events.iter().any(|e| matches!(e, Event::DoOver { .. })));
    // A captor carrying Do-Over removed by Poisonous Meat fires nothing.
    let g = game(
        "k7/8/8/3p4/8/8/8/3QK3 w - - 0 1",
        "light -/-/do-over",
        "air -/poisonous-meat/-",
    );
    let (g, events) = play(&g, "d1-d5");
    assert!(events.iter().any(|e| matches!(e, Event::Poisoned { .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::DoOver { .. })));
    assert_eq!(role_at(&g, "d5"), None);
}

#[test]
fn e63_flags_used_in_the_undone_plies_are_given_back() {
    // White's knight spends its Temporal Lock on ply 3; ply 5 captures a
    // Do-Over pawn, undoing plies 3 and 4: the lock is unused again and
    // the locked pawn free.
    let fen = "4k3/3p3p/8/2p5/8/8/8/4K1NR w - - 0 1";
    let g = game(fen, "air -/-/temporal-lock", "air -/-/do-over");
    let (g, _) = play(&g, "g1-f3");
    let (g, _) = play(&g, "c5-c4");
    let (g, _) = play(&g, "f3-d4 lock:d7");
    assert!(g.position().piece(sq("d4")).unwrap().2.lock_used);
    let (g, _) = play(&g, "e8-f8");
    let (g, events) = play(&g, "h1-h7");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoOver { plies: 2, .. }))
    );
    let knight = g.position().piece(sq("f3")).unwrap().2;
    assert!(!knight.lock_used, "the lock is given back");
    assert_eq!(g.position().piece(sq("d7")).unwrap().2.locked, 0);
    assert_eq!(g.turn(), Color::White);
    assert!(
        g.position().piece(sq("h7")).unwrap().2.do_over_used,
        "the Do-Over is not"
    );
}

#[test]
fn e21_e64_blinding_gives_the_light_side_the_move() {
    let g = start("air -/-/-", "light -/-/do-over");
    let (g, _) = play(&g, "e2-e4");
    let (g, _) = play(&g, "d7-d5");
    let (g, events) = play(&g, "e4-d5");
    assert!(events.contains(&Event::Blinded {
        color: Color::Black
    }));
    assert_eq!(g.turn(), Color::Black, "Black moves first from the start");
    assert_eq!(g.position().board().ep_square(), None);
    assert!(legal(&g, "e7-e5"));
    // Without Light, the restored side moves.
    let g = start("air -/-/-", "air -/-/do-over");
    let (g, _) = play(&g, "e2-e4");
    let (g, _) = play(&g, "d7-d5");
    let (g, _) = play(&g, "e4-d5");
    assert_eq!(g.turn(), Color::White);
}

#[test]
fn e77_e1b_the_turn_is_validated_in_full_before_the_do_over_discards_it() {
    let g = start("air -/double-kill/-", "air -/-/do-over");
    let (g, _) = play(&g, "e2-e4");
    let (g, _) = play(&g, "d7-d5");
    // A Double Kill target the rules do not allow rejects the whole turn.
    assert_eq!(
        refusal(&g, "e4-d5 dk:a7"),
        TurnError::NoChoice {
            choice: Choice::DoubleKill,
            given: on("a7"),
        }
    );
    // A pinned piece may not capture a Do-Over piece either.
    let pinned = game(
        "4r2k/8/8/8/3p4/4B3/8/4K3 w - - 0 1",
        "air -/-/-",
        "air -/-/do-over",
    );
    assert!(!legal(&pinned, "e3-d4"));
}

#[test]
fn e34_the_stored_game_keeps_the_past_and_continues_exactly() {
    let g = start("earth -/-/-", "light -/-/do-over");
    let mut g = g;
    for t in ["e2-e4", "d7-d5", "b1-c3", "g8-f6"] {
        g = play(&g, t).0;
    }
    let text = g.to_string();
    assert!(text.contains(" | p:"), "{text}");
    let back: Game = text.parse().unwrap();
    assert_eq!(back, g);
    let (a, ea) = play(&g, "e4-d5");
    let (b, eb) = play(&back, "e4-d5");
    assert_eq!(a, b);
    assert_eq!(ea, eb);
    assert!(ea.iter().any(|e| matches!(e, Event::DoOver { .. })));
    let again: Game = a.to_string().parse().unwrap();
    assert_eq!(again, a);
    assert_eq!(again.perft(2), a.perft(2));
}

#[test]
fn e55_draws_survive_a_rewind() {
    // Ply 1: the bishop's capture of the Belligerent knight is blocked and
    // knocked back (two draws). Ply 3 captures a Do-Over pawn and rewinds
    // to the start: the generator keeps the draws.
    let fen = "4k3/8/5n2/8/8/3p4/1B2P3/4K3 w - - 0 1";
    let g = game(fen, "light -/-/-", "earth belligerent/-/do-over");
    let start = g.rng();
    let (g, events) = play(&g, "b2-f6");
    assert!(events.iter().any(|e| matches!(e, Event::Blocked { .. })));
    let drawn = g.rng();
    assert_ne!(drawn, start, "a knockback draws");
    let (g, _) = play(&g, "e8-d8");
    let (g, events) = play(&g, "e2-d3");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::DoOver { plies: 2, .. }))
    );
    assert_eq!(
        g.position().board().to_string().split(' ').next(),
        fen.split(' ').next()
    );
    assert_eq!(g.rng(), drawn, "the rewind gives no draws back");
}
