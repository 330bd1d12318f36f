//! Sadist Streak (E24, E58, E65, E75): Shadow's Poisonous Meat, delayed.
//! Each test's name starts with the rule it proves.

mod support;

use elemental::{Color, Event, Role};
use support::{game, play, role_at, sq};

const SHADOW: &str = "shadow -/poisonous-meat/-";

#[test]
fn e24_the_captor_is_marked_and_removed_at_its_sides_second_turn_after() {
    // The white knight takes the poisoned pawn on d5 and is marked.
    let fen = "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1";
    let g = game(fen, "light -/-/-", SHADOW);
    let (g, events) = play(&g, "e3-d5");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Marked { turns: 2, .. }))
    );
    assert_eq!(role_at(&g, "d5"), Some(Role::Knight), "not removed at once");
    assert_eq!(g.position().marks().count(), 1);
    let (g, _) = play(&g, "e8-d8");
    let (g, events) = play(&g, "d5-f6");
    assert!(!events.iter().any(|e| matches!(e, Event::Removed { .. })));
    let (g, _) = play(&g, "d8-e7");
    // White's second turn after the capture: removed at step 8.
    let (g, events) = play(&g, "e1-d1");
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Removed {
                role: Role::Knight,
                ..
            }
        )),
        "{events:?}"
    );
    assert_eq!(role_at(&g, "f6"), None);
    assert_eq!(g.position().marks().count(), 0, "the mark is spent");
}

#[test]
fn e58_pieces_that_ended_a_ply_next_to_it_go_with_it() {
    // The knight is marked on d5; the white pawn on e4 is next to it: the
    // pawn joins the group and is removed with it; the rook far away is not.
    let fen = "4k3/8/8/3p4/4P3/4N3/8/R3K3 w - - 0 1";
    let g = game(fen, "light -/-/-", SHADOW);
    let (g, _) = play(&g, "e3-d5");
    let (g, _) = play(&g, "e8-d7");
    let (g, _) = play(&g, "a1-a2");
    let (g, _) = play(&g, "d7-c8");
    let (g, events) = play(&g, "a2-a3");
    let removed: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Removed { role, square, .. } => Some((*role, *square)),
            _ => None,
        })
        .collect();
    assert_eq!(
        removed,
        vec![(Role::Knight, sq("d5")), (Role::Pawn, sq("e4"))]
    );
    assert_eq!(role_at(&g, "a3"), Some(Role::Rook));
}

#[test]
fn e24_e75_a_removal_by_a_kill_marks_the_remover_for_its_third_turn_alone() {
    // White's Earth bishop takes the poisoned knight on f6 (a mark due at
    // White's second turn after) and its Double Kill removes the poisoned
    // pawn on g7 (a second mark, due at the third, alone). Sturdy survives
    // the first; the second removes it.
    let fen = "4k3/6p1/5n2/8/8/8/1B6/4K3 w - - 0 1";
    let g = game(fen, "earth -/double-kill/-", SHADOW);
    let (g, events) = play(&g, "b2-f6 dk:g7");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Marked { turns: 2, .. }))
    );
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Marked { turns: 3, .. }))
    );
    assert_eq!(g.position().marks().count(), 2);
    let (g, _) = play(&g, "e8-d7");
    let (g, _) = play(&g, "e1-d1");
    let (g, _) = play(&g, "d7-c7");
    let (g, second) = play(&g, "d1-c1");
    assert!(
        second
            .iter()
            .any(|e| matches!(e, Event::SturdySaved { .. }))
    );
    assert_eq!(role_at(&g, "f6"), Some(Role::Bishop));
    let (g, _) = play(&g, "c7-b7");
    let (g, third) = play(&g, "c1-b1");
    assert!(third.iter().any(|e| matches!(
        e,
        Event::Removed {
            role: Role::Bishop,
            ..
        }
    )));
    assert_eq!(role_at(&g, "f6"), None);
}

#[test]
fn e65_kings_and_indomitable_pieces_are_never_marked() {
    let fen = "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1";
    let g = game(fen, "light -/-/-", SHADOW);
    let (g, events) = play(&g, "e1-d2");
    assert!(!events.iter().any(|e| matches!(e, Event::Marked { .. })));
    assert_eq!(g.position().marks().count(), 0);
    let fen = "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1";
    let g = game(fen, "light indomitable/-/-", SHADOW);
    let (g, _) = play(&g, "e3-d5");
    assert_eq!(g.position().marks().count(), 0);
}

#[test]
fn e24_a_mark_fizzles_when_its_piece_leaves_first() {
    // The marked knight is captured by the black rook before its time.
    let fen = "4k3/8/8/r2p4/8/4N3/8/4K3 w - - 0 1";
    let g = game(fen, "light -/-/-", SHADOW);
    let (g, _) = play(&g, "e3-d5");
    assert_eq!(g.position().marks().count(), 1);
    let (g, _) = play(&g, "a5-d5");
    assert_eq!(g.position().marks().count(), 0);
    assert_eq!(g.turn(), Color::White);
}

#[test]
fn e75_sturdy_survives_the_removal_and_the_mark_is_spent() {
    let fen = "4k3/8/8/3p4/8/4N3/8/4K3 w - - 0 1";
    let g = game(fen, "earth -/-/-", SHADOW);
    let (g, _) = play(&g, "e3-d5");
    let (g, _) = play(&g, "e8-d8");
    let (g, _) = play(&g, "d5-f6");
    let (g, _) = play(&g, "d8-e7");
    let (g, events) = play(&g, "e1-d1");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::SturdySaved { .. }))
    );
    assert_eq!(role_at(&g, "f6"), Some(Role::Knight));
    assert_eq!(g.position().marks().count(), 0);
}
