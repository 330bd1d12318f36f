//! One test per numbered item of the source's "Stacking & conflicts"
//! list (`../shared/seeds/003_1eb99a91b4fb18f4.txt`), as the rules file
//! settles each.

mod support;

use elemental::{Event, Outcome, Role};
use support::{FORK, game, legal, play, role_at, sq};

#[test]
fn stacking_1_order_poisonous_meat_before_the_kills_as_e38_says() {
    // The rules file's order (E38: Poisonous Meat at step 4, then Double
    // Kill) wins over the source's first line, which lists it after.
    let fen = "k7/8/4p3/3p4/8/8/8/3QK3 w - - 0 1";
    let g = game(fen, "light -/double-kill/-", "light -/poisonous-meat/-");
    let (_, events) = play(&g, "d1-d5 dk:e6");
    assert_eq!(
        elemental::story(&events),
        "Queen takes pawn on d5 · Poisonous Meat removes the queen on d5 · Double Kill removes the pawn on e6"
    );
}

#[test]
fn stacking_2_light_speed_element_effects_first() {
    // Against Light, Blaze Rush's extra resolves before the piece's own.
    let fen = "4k3/p3p1p1/5n2/8/8/8/1B6/4K3 w - - 0 1";
    let g = game(fen, "fire -/double-kill/-", "light -/-/-");
    let (_, events) = play(&g, "b2-f6 dk:g7 bdk:e7");
    let story = elemental::story(&events);
    assert!(story.find("Blaze Rush").unwrap() < story.find("· Double Kill").unwrap());
    // On a Light mover's capture Sturdy is tested before a cone (E22, E30).
    let fen = "4k3/8/5n2/8/8/8/1B6/4K3 w - - 0 1";
    let g = game(fen, "light -/-/-", "earth block-piece/-/-");
    let c = g.find(&"b2-f6".parse().unwrap());
    assert!(c.is_err() || matches!(c.unwrap().outcome, Outcome::Blocked { .. }));
}

#[test]
fn stacking_3_do_over_interrupts_and_blinding_gives_the_next_move() {
    // A Double Kill removes a Do-Over pawn: the rest of the turn (the Side
    // Step) never happens, the board rewinds, and Light moves next.
    let g = elemental::Game::from_board(
        FORK.parse().unwrap(),
        [
            "light side-step/double-kill/-".parse().unwrap(),
            "lightning -/-/- g7=-/-/do-over".parse().unwrap(),
        ],
        3,
    )
    .unwrap();
    let (after, events) = play(&g, "b2-f6 dk:g7 then:e5");
    assert!(events.iter().any(|e| matches!(e, Event::DoOver { .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::Stepped { .. })));
    assert_eq!(role_at(&after, "b2"), Some(Role::Bishop), "nothing stands");
}

#[test]
fn stacking_4_immunities() {
    // Indomitable stops removals; a Lightning Quantum Kill does not stop.
    let light = game(FORK, "light -/quantum-kill/-", "light indomitable/-/-");
    assert!(!legal(&light, "b2-f6 qk:a7"));
    let lightning = game(FORK, "lightning -/quantum-kill/-", "light indomitable/-/-");
    assert!(legal(&lightning, "b2-f6 qk:a7"));
    // With Anarchist Streak, Stalwart protects nothing.
    let fen = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1";
    assert!(!legal(
        &game(fen, "light -/-/-", "light stalwart/-/-"),
        "e4-d5"
    ));
    assert!(legal(
        &game(fen, "light -/-/-", "shadow stalwart/-/-"),
        "e4-d5"
    ));
}

#[test]
fn stacking_5_bastion_stops_gale_lift_and_defenders_stop_phasing() {
    // An Air rook phases through an enemy pawn, but not through an Earth
    // army's, nor through a Stalwart piece.
    let fen = "4k3/8/8/8/p7/8/8/R3K3 w - - 0 1";
    assert!(legal(&game(fen, "air -/-/-", "light -/-/-"), "a1-a6"));
    assert!(!legal(&game(fen, "air -/-/-", "earth -/-/-"), "a1-a6"));
    assert!(!legal(
        &game(fen, "air -/-/-", "light stalwart/-/-"),
        "a1-a6"
    ));
}

#[test]
fn stacking_6_knockback_only_against_bastion_and_never_for_air() {
    // A Belligerent Earth knight blocks the bishop: knocked back. Against a
    // Light Belligerent knight there is no effect: illegal. An Air bishop
    // is never knocked back.
    let fen = "4k3/8/5n2/8/8/8/1B6/4K3 w - - 0 1";
    let earth = game(fen, "light -/-/-", "earth belligerent/-/-");
    let c = earth.find(&"b2-f6".parse().unwrap()).unwrap();
    assert!(matches!(c.outcome, Outcome::Blocked { ref candidates, .. } if !candidates.is_empty()));
    assert!(!legal(
        &game(fen, "light -/-/-", "light belligerent/-/-"),
        "b2-f6"
    ));
    assert!(!legal(
        &game(fen, "air -/-/-", "earth belligerent/-/-"),
        "b2-f6"
    ));
}

#[test]
fn stacking_7_tailwind_grants_chain_kill_and_quantum_step_both_ways() {
    let fen = "4k3/2p5/8/8/8/2N5/1P6/R3K3 w - - 0 1";
    assert!(legal(
        &game(fen, "air quantum-step/-/-", "light -/-/-"),
        "a1-c7 chain:c3"
    ));
    let fen = "4k3/8/8/8/8/8/1P6/R3K3 w - - 0 1";
    assert!(legal(
        &game(fen, "air -/chain-kill/-", "light -/-/-"),
        "a1-a2 then:b2"
    ));
}

#[test]
fn stacking_8_overload_per_piece_otherwise_army_wide() {
    let g = elemental::Game::new(
        [
            "lightning -/-/- e2=side-step/-/-".parse().unwrap(),
            "light side-step/-/-".parse().unwrap(),
        ],
        1,
    )
    .unwrap();
    let slots = |s: &str| g.position().piece(sq(s)).unwrap().2.slots;
    assert_eq!(slots("e2").augmentor, Some(elemental::Augmentor::SideStep));
    assert_eq!(slots("d2").augmentor, None);
    assert_eq!(slots("d7").augmentor, Some(elemental::Augmentor::SideStep));
    assert!(
        "light -/-/- e2=side-step/-/-"
            .parse::<elemental::Loadout>()
            .unwrap()
            .check(elemental::Color::White)
            .is_err()
    );
}

#[test]
fn stacking_9_sadist_streak_delays_poisonous_meat_and_a_mark_fizzles() {
    let fen = "4k3/8/8/r2p4/8/4N3/8/4K3 w - - 0 1";
    let g = game(fen, "light -/-/-", "shadow -/poisonous-meat/-");
    let (g, events) = play(&g, "e3-d5");
    assert!(events.iter().any(|e| matches!(e, Event::Marked { .. })));
    assert_eq!(
        role_at(&g, "d5"),
        Some(Role::Knight),
        "delayed, not at once"
    );
    let (g, _) = play(&g, "a5-d5");
    assert_eq!(g.position().marks().count(), 0);
}

#[test]
fn stacking_10_scorch_walls_stop_lower_ranks_only_and_phasing_endpoints() {
    // The white queen leaves d4 (rank 4): a black bishop may not end there
    // or pass it; a black queen may.
    let fen = "4k3/b7/8/8/3Q4/8/8/4K3 w - - 0 1";
    let g = game(fen, "fire -/-/-", "light -/-/-");
    let (g, _) = play(&g, "d4-h4");
    assert!(!legal(&g, "a7-d4"));
    let fen = "4k3/q7/8/8/3Q4/8/8/4K3 w - - 0 1";
    let g = game(fen, "fire -/-/-", "light -/-/-");
    let (g, _) = play(&g, "d4-h4");
    assert!(legal(&g, "a7-d4"));
    // An Air rook may not end a phasing slide on a tag that stops it (the
    // black queen left a5), nor pass it.
    let fen = "4k3/8/8/q7/p7/8/8/R6K b - - 0 1";
    let g = game(fen, "air -/-/-", "fire -/-/-");
    let (g, _) = play(&g, "a5-b6");
    assert!(!legal(&g, "a1-a5"));
    assert!(!legal(&g, "a1-a6"));
    assert!(legal(&g, "a1-a3"));
    let g = game(fen, "air -/-/-", "light -/-/-");
    let (g, _) = play(&g, "a5-b6");
    assert!(
        legal(&g, "a1-a5"),
        "without the tag the slide phases through a4"
    );
}

#[test]
fn stacking_11_radiant_vision_sees_through_mist_but_does_not_stop_its_steps() {
    use elemental::{Color, Revealed};
    // E12, E20: the Light player sees the Water loadout; the channel and a
    // player of another element do not; Water's pieces still blink.
    let fen = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
    let g = game(fen, "water stalwart/-/-", "light -/-/-");
    assert!(
        g.concealed_from(Color::White, Some(Color::Black))
            .is_empty()
    );
    assert!(
        g.concealed_from(Color::White, None)
            .contains(Revealed::AUGMENTOR)
    );
    let against_fire = game(fen, "water stalwart/-/-", "fire -/-/-");
    assert!(
        against_fire
            .concealed_from(Color::White, Some(Color::Black))
            .contains(Revealed::MIST_SHROUD)
    );
    assert!(legal(&g, "g1-f3 then:g4"), "Quantum Step still works");
}

#[test]
fn stacking_12_sturdy_only_without_a_defensive_augmentor() {
    let fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    let sturdy = game(fen, "light -/-/-", "earth -/-/-");
    let c = sturdy.find(&"e4-d5".parse().unwrap()).unwrap();
    assert!(matches!(
        c.outcome,
        Outcome::Blocked {
            blocker: elemental::Blocker::Sturdy,
            ..
        }
    ));
    let indomitable = game(fen, "light -/-/-", "earth indomitable/-/-");
    let c = indomitable.find(&"e4-d5".parse().unwrap()).unwrap();
    assert!(
        matches!(c.outcome, Outcome::Played { .. }),
        "captured normally"
    );
}
