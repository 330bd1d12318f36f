//! Raijin (E19, E70, E83): after a Quantum Step a Lightning piece captures
//! once more. Each test's name starts with the rule it proves.

mod support;

use elemental::{Event, Outcome, Role, TurnError};
use support::{game, legal, play, refusal, role_at};

/// The white knight on b1 moves to d2 and Quantum-Steps (blinks) to e3,
/// from where it can take the pawn on f5 or the knight on d5.
const BLINK: &str = "4k3/8/8/3n1p2/8/8/8/1N2K3 w - - 0 1";

#[test]
fn e19_after_a_quantum_step_a_lightning_piece_captures_once_more() {
    let g = game(BLINK, "lightning quantum-step/-/-", "light -/-/-");
    let (next, events) = play(&g, "b1-d2 then:e3 rj:f5");
    assert_eq!(role_at(&next, "f5"), Some(Role::Knight));
    assert_eq!(role_at(&next, "e3"), None);
    assert!(events.iter().any(|e| matches!(e, Event::Raijin { .. })));
    assert!(
        elemental::story(&events).ends_with("Raijin takes pawn on f5"),
        "{}",
        elemental::story(&events)
    );
    // Only Lightning; only after a Quantum Step.
    let light = game(BLINK, "light quantum-step/-/-", "light -/-/-");
    assert!(!legal(&light, "b1-d2 then:e3 rj:f5"));
    assert_eq!(refusal(&g, "b1-c3 rj:d5"), TurnError::RaijinWithoutStep);
}

#[test]
fn e83_the_rerun_has_quantum_kill_only_once_per_turn_and_no_lock() {
    // The knight takes d5 (its Quantum Kill removes a7), blinks to e4, and
    // Raijin takes g5: that run may not Quantum-Kill again.
    let fen = "4k3/p6p/8/3n2p1/8/2N5/8/4K3 w - - 0 1";
    let g = game(fen, "lightning quantum-step/quantum-kill/-", "light -/-/-");
    assert!(legal(&g, "c3-d5 qk:a7 then:e4 rj:g5"));
    assert!(!legal(&g, "c3-d5 qk:a7 then:e4 rj:g5,qk:h7"));
    assert!(legal(&g, "c3-d5 then:e4 rj:g5,qk:h7"), "unused, it may");
    // No Temporal Lock in the rerun: the turn's own lock only.
    let g = game(
        BLINK,
        "lightning quantum-step/-/temporal-lock",
        "light -/-/-",
    );
    assert!(legal(&g, "b1-d2 lock:d5 then:e3 rj:f5"));
}

#[test]
fn e70_a_blocked_raijin_capture_with_an_effect_ends_the_turn() {
    // Against Earth the pawn on f5 has Sturdy: the Raijin capture is
    // blocked, uses it, and the knight stays on e3.
    let g = game(BLINK, "lightning quantum-step/-/-", "earth -/-/-");
    let c = g
        .legal_turns()
        .into_iter()
        .find(|c| c.turn.to_string() == "b1-d2 then:e3 rj:f5")
        .expect("a blocked Raijin capture is a turn");
    assert!(matches!(c.outcome, Outcome::Played { block: Some(_), .. }));
    let (next, events) = play(&g, "b1-d2 then:e3 rj:f5");
    assert_eq!(role_at(&next, "e3"), Some(Role::Knight));
    assert_eq!(role_at(&next, "f5"), Some(Role::Pawn));
    assert!(events.iter().any(|e| matches!(e, Event::SturdyUsed { .. })));
}

#[test]
fn e70_e43_a_quantum_step_back_is_no_pass_when_raijin_follows() {
    // The bishop goes to a2 and blinks back to b1: alone that ends where it
    // started (E43), with a Raijin capture from b1 it does not.
    let fen = "4k3/7p/8/8/8/8/8/1B2K3 w - - 0 1";
    let g = game(fen, "lightning quantum-step/-/-", "light -/-/-");
    assert!(!legal(&g, "b1-a2 then:b1"));
    assert!(legal(&g, "b1-a2 then:b1 rj:h7"));
}

#[test]
fn e34_e38_a_do_over_fired_by_raijins_capture_comes_after_the_quantum_step_and_is_told_after_it() {
    // The pawn on f5 carries Do-Over: Raijin's capture fires it, after
    // step 10, so the turn's blink and Raijin's capture are announced
    // before the rewind (a Do-Over at step 9 skips step 10 instead).
    let g = game(BLINK, "lightning quantum-step/-/-", "light -/-/do-over");
    let (next, events) = play(&g, "b1-d2 then:e3 rj:f5");
    let story = elemental::story(&events);
    let order: Vec<usize> = [
        events
            .iter()
            .position(|e| matches!(e, Event::Stepped { .. })),
        events
            .iter()
            .position(|e| matches!(e, Event::Raijin { .. })),
        events
            .iter()
            .position(|e| matches!(e, Event::DoOver { .. })),
    ]
    .into_iter()
    .map(|i| i.unwrap_or_else(|| panic!("missing from: {story}")))
    .collect();
    assert!(order.is_sorted(), "{story}");
    // The rewind itself is unchanged: the board is back at the start.
    assert_eq!(role_at(&next, "b1"), Some(Role::Knight), "{story}");
    assert_eq!(role_at(&next, "f5"), Some(Role::Pawn));
}
