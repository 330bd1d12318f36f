//! Chain Kill (E33, E60, E89) and Tailwind's grant of Chain Kill and
//! Quantum Step to each other (E16). Each test's name starts with the rule
//! it proves.

mod support;

use elemental::{Role, Turn};
use support::{game, legal, play, role_at, sq};

#[test]
fn e33_a_capture_from_the_end_of_a_chain_of_friends() {
    // The rook on a1 chains through the pawn on b2 to the knight on c3 and
    // captures up the c-file from there; it lands on the captured square.
    let fen = "4k3/2p5/8/8/8/2N5/1P6/R3K3 w - - 0 1";
    let g = game(fen, "light -/chain-kill/-", "light -/-/-");
    let (next, events) = play(&g, "a1-c7 chain:c3");
    assert_eq!(role_at(&next, "c7"), Some(Role::Rook));
    assert_eq!(role_at(&next, "a1"), None);
    assert!(elemental::story(&events).starts_with("Rook takes pawn on c7"));
    // Without Chain Kill there is no such capture; a link must be a chain
    // of neighbours starting next to the piece; no capture from the link,
    // no turn.
    assert!(!legal(
        &game(fen, "light -/-/-", "light -/-/-"),
        "a1-c7 chain:c3"
    ));
    assert!(!legal(&g, "a1-c7"));
    assert!(!legal(&g, "a1-e8 chain:c3"));
}

#[test]
fn e60_the_capturers_square_counts_as_empty_and_only_the_last_link_matters() {
    // From c1 the rook's line to f1 crosses d1, its own square.
    let fen = "4k3/8/8/8/8/8/8/2BR1nK1 w - - 0 1";
    let g = game(fen, "light -/chain-kill/-", "light -/-/-");
    assert!(legal(&g, "d1-f1 chain:c1"));
    assert!(legal(&g, "d1-f1"), "the direct capture is another turn");
    let turns: Vec<Turn> = g
        .legal_turns()
        .into_iter()
        .map(|c| c.turn)
        .filter(|t| t.from == sq("d1") && t.to == sq("f1"))
        .collect();
    assert_eq!(turns.len(), 2, "{turns:?}");
}

#[test]
fn e89_a_chain_en_passant_lands_on_the_skipped_square() {
    // Black's d-pawn has just double-stepped next to White's e5 pawn, a
    // link of the c2 pawn's chain... the pawn on e4 chains to e5.
    let fen = "4k3/8/8/3pP3/4P3/8/8/4K3 w - d6 0 1";
    let g = game(fen, "light -/chain-kill/-", "light -/-/-");
    let (next, _) = play(&g, "e4-d6 chain:e5");
    assert_eq!(role_at(&next, "d6"), Some(Role::Pawn));
    assert_eq!(role_at(&next, "d5"), None, "the passed pawn is taken");
    assert_eq!(role_at(&next, "e4"), None);
}

#[test]
fn e33_a_block_piece_cone_tests_the_chains_end() {
    // The black knight on d5 faces south (towards White): a capture from d4
    // below it is inside its cone, one from the chain's end on e5 is not.
    let fen = "4k3/8/8/3nP3/3R4/8/8/4K3 w - - 0 1";
    let g = game(fen, "light -/chain-kill/-", "light block-piece/-/-");
    assert!(!legal(&g, "d4-d5"), "blocked without effect: illegal");
    let (next, _) = play(&g, "d4-d5 chain:e5");
    assert_eq!(role_at(&next, "d5"), Some(Role::Rook));
}

#[test]
fn e16_air_quantum_step_grants_chain_kill_and_chain_kill_grants_quantum_step() {
    let fen = "4k3/2p5/8/8/8/2N5/1P6/R3K3 w - - 0 1";
    let g = game(fen, "air quantum-step/-/-", "light -/-/-");
    assert!(legal(&g, "a1-c7 chain:c3"));
    // Chain Kill brings Quantum Step: a swap with the pawn after a move.
    let fen = "4k3/8/8/8/8/8/1P6/R3K3 w - - 0 1";
    let g = game(fen, "air -/chain-kill/-", "light -/-/-");
    assert!(
        legal(&g, "a1-a2 then:b2"),
        "a swap with the lower-ranked pawn"
    );
    let plain = game(fen, "air -/-/-", "light -/-/-");
    assert!(!legal(&plain, "a1-a2 then:b2"));
}
