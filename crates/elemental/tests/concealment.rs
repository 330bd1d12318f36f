//! Mist Shroud's concealment (E12, E53, E62, E74, E86, E88): a Water
//! loadout is hidden from the opponent, whose turns are made from what it
//! sees; each ability is revealed the first time it takes effect. Each
//! test's name starts with the rule it proves.

mod support;

use elemental::{Augmentor, Color, Event, Game, Loadout, Revealed, Role, Status, Turn, TurnError};
use proptest::prelude::*;
use support::{game, legal, play, refusal, role_at, sq};

/// The abilities revealed in `events`, in order.
fn revealed(events: &[Event]) -> Vec<&'static str> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Revealed { ability, .. } => Some(*ability),
            _ => None,
        })
        .collect()
}

/// The reveal a rejected turn makes (it must be rejected that way).
fn rejected(g: &Game, t: &str) -> (Game, Vec<Event>, TurnError) {
    let turn: Turn = t.parse().unwrap();
    let why = g.play(&turn).unwrap_err();
    let (next, events) = g
        .reveal_on_rejection(&turn)
        .unwrap_or_else(|| panic!("{t} is not rejected by a concealed ability: {why}"));
    (next, events, why)
}

/// White's e4 pawn can take the black knight on d5.
const PAWN_TAKES_KNIGHT: &str = "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1";

#[test]
fn e12_a_capture_a_concealed_stalwart_defeats_is_blocked_without_effect_and_reveals_it() {
    let g = game(PAWN_TAKES_KNIGHT, "fire -/-/-", "water stalwart/-/-");
    // White sees no Stalwart: the capture is in its list.
    assert!(legal(&g, "e4-d5"));
    let (next, events) = play(&g, "e4-d5");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Blocked {
            by: elemental::Blocker::Stalwart,
            ..
        }
    )));
    assert_eq!(revealed(&events), ["Stalwart"]);
    assert_eq!(role_at(&next, "d5"), Some(Role::Knight));
    assert_eq!(role_at(&next, "e4"), Some(Role::Pawn));
    assert_eq!(next.turn(), Color::Black);
    assert!(next.revealed(Color::Black).contains(Revealed::AUGMENTOR));
    // Revealed, it is an ordinary blocked capture without effect: illegal.
    let (back, _) = play(&next, "e8-f8");
    assert!(!legal(&back, "e4-d5"));
}

#[test]
fn e12_e20_radiant_vision_sees_the_whole_loadout() {
    let g = game(PAWN_TAKES_KNIGHT, "light -/-/-", "water stalwart/-/-");
    assert!(!legal(&g, "e4-d5"));
    assert!(
        g.concealed_from(Color::Black, Some(Color::White))
            .is_empty()
    );
    // The channel still does not see it.
    assert!(
        g.concealed_from(Color::Black, None)
            .contains(Revealed::AUGMENTOR)
    );
}

#[test]
fn e53_a_defeated_capture_that_leaves_the_king_unsafe_is_rejected_and_reveals_only_that() {
    // The knight on d5 checks the king on e3; c4xd5 would answer it, but
    // a concealed Stalwart stops the pawn.
    let fen = "4k3/8/8/3n4/2P5/4K3/8/8 w - - 0 1";
    let g = game(fen, "fire -/-/-", "water stalwart/double-kill/do-over");
    assert!(legal(&g, "c4-d5"));
    let (next, events, why) = rejected(&g, "c4-d5");
    assert_eq!(why, TurnError::UnsafeToStay { defender: sq("d5") });
    assert_eq!(revealed(&events), ["Stalwart"]);
    // White is still to move, nothing else moved or was shown.
    assert_eq!(next.turn(), Color::White);
    assert_eq!(next.position().board(), g.position().board());
    assert_eq!(next.revealed(Color::Black), Revealed::AUGMENTOR);
    assert!(!legal(&next, "c4-d5"));
    assert!(legal(&next, "e3-e4"));
}

#[test]
fn e62_a_slide_through_a_concealed_stalwart_piece_ends_without_effect() {
    // The Air rook phases through a4 to a6 as far as White knows.
    let fen = "4k3/8/8/8/p7/8/8/R3K3 w - - 0 1";
    let g = game(fen, "air -/-/-", "water stalwart/-/-");
    assert!(legal(&g, "a1-a6"));
    let (next, events) = play(&g, "a1-a6");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Stopped { square, .. } if *square == sq("a4"))),
        "{events:?}"
    );
    assert_eq!(revealed(&events), ["Stalwart"]);
    assert_eq!(role_at(&next, "a1"), Some(Role::Rook));
    assert_eq!(next.turn(), Color::Black);
    // Known now, the slide is not offered.
    let (back, _) = play(&next, "e8-f8");
    assert!(!legal(&back, "a1-a6"));
    assert!(legal(&back, "a1-a3"));
}

#[test]
fn e12_a_removal_a_concealed_indomitable_piece_defeats_is_skipped() {
    // b2xf6 with Double Kill on the g7 pawn, which is Indomitable.
    let g = game(
        support::FORK,
        "earth -/double-kill/-",
        "water indomitable/-/-",
    );
    assert!(legal(&g, "b2-f6 dk:g7"));
    let (next, events) = play(&g, "b2-f6 dk:g7");
    assert_eq!(role_at(&next, "f6"), Some(Role::Bishop));
    assert_eq!(
        role_at(&next, "g7"),
        Some(Role::Pawn),
        "the removal is skipped"
    );
    assert_eq!(revealed(&events), ["Indomitable"]);
    assert!(!events.iter().any(|e| matches!(e, Event::Removed { .. })));
}

#[test]
fn e86_a_concealed_poisonous_meat_that_would_expose_the_king_rejects_the_turn() {
    // The queen takes the knight on e4 and stays on the e-file; Poisonous
    // Meat would remove her and open it to the rook on e8.
    let fen = "4r1k1/8/8/8/4n3/8/4Q3/4K3 w - - 0 1";
    let g = game(fen, "fire -/-/-", "water stalwart/poisonous-meat/-");
    assert!(legal(&g, "e2-e4"));
    let (next, events, why) = rejected(&g, "e2-e4");
    assert_eq!(why, TurnError::Poisoned);
    assert_eq!(revealed(&events), ["Poisonous Meat"]);
    assert_eq!(next.revealed(Color::Black), Revealed::OFFENSE);
    assert!(!legal(&next, "e2-e4"));
}

#[test]
fn e12_a_concealed_poisonous_meat_that_takes_effect_is_revealed() {
    let fen = "6k1/8/8/8/4n3/8/4Q3/K7 w - - 0 1";
    let g = game(fen, "fire -/-/-", "water -/poisonous-meat/-");
    let (next, events) = play(&g, "e2-e4");
    assert_eq!(role_at(&next, "e4"), None, "the queen is poisoned");
    assert_eq!(revealed(&events), ["Poisonous Meat"]);
}

#[test]
fn e88_a_defeated_capture_ignores_its_later_choices() {
    // g7xh8 would promote and Double-Kill; Stalwart stops the pawn.
    let fen = "k6r/6P1/8/8/8/8/8/4K3 w - - 0 1";
    let g = game(fen, "earth -/double-kill/-", "water stalwart/-/-");
    assert!(legal(&g, "g7-h8=n"));
    let (next, events) = play(&g, "g7-h8=n");
    assert_eq!(role_at(&next, "g7"), Some(Role::Pawn));
    assert_eq!(role_at(&next, "h8"), Some(Role::Rook));
    assert!(!events.iter().any(|e| matches!(e, Event::Promoted { .. })));
    assert_eq!(revealed(&events), ["Stalwart"]);
}

#[test]
fn e74_a_quantum_step_reveals_mist_shroud_and_a_quantum_step_augmentor() {
    let fen = "4k3/8/8/3n4/8/8/8/4K3 b - - 0 1";
    let g = game(fen, "fire -/-/-", "water quantum-step/-/-");
    let (next, events) = play(&g, "d5-f4 then:f3");
    assert_eq!(revealed(&events), ["Quantum Step", "Mist Shroud"]);
    assert!(next.revealed(Color::Black).contains(Revealed::MIST_SHROUD));
    // With Side Step, a step after the move is a Mist Shroud blink too:
    // only Mist Shroud is shown.
    let g = game(fen, "fire -/-/-", "water side-step/-/-");
    let (_, events) = play(&g, "d5-f4 then:f3");
    assert_eq!(revealed(&events), ["Mist Shroud"]);
    // A plain move shows nothing.
    let (_, events) = play(&g, "d5-f4");
    assert!(revealed(&events).is_empty());
}

#[test]
fn e74_block_piece_facings_are_shown_only_once_block_piece_is_revealed() {
    // The knight on d5 faces White (south); the pawn on e4 attacks from
    // inside that cone.
    let g = game(PAWN_TAKES_KNIGHT, "fire -/-/-", "water block-piece/-/-");
    let knight = |g: &Game, viewer| {
        g.seen_by(viewer)
            .position()
            .piece(sq("d5"))
            .map(|(_, _, info)| (info.slots.augmentor, info.facing))
    };
    assert_eq!(knight(&g, Some(Color::White)), Some((None, None)));
    assert_eq!(knight(&g, None), Some((None, None)));
    assert!(matches!(
        knight(&g, Some(Color::Black)),
        Some((Some(Augmentor::BlockPiece), Some(_)))
    ));
    let (next, events) = play(&g, "e4-d5");
    assert_eq!(revealed(&events), ["Block Piece"]);
    assert!(matches!(
        knight(&next, Some(Color::White)),
        Some((Some(Augmentor::BlockPiece), Some(_)))
    ));
}

#[test]
fn e34_reveals_survive_a_rewind_and_the_stored_text() {
    // The black d5 pawn carries Do-Over: e4xd5 fires it and rewinds.
    let fen = "4k3/8/8/3p4/8/8/4P3/4K3 w - - 0 1";
    let g = game(fen, "fire -/-/-", "water -/-/do-over");
    let g = ["e2-e4", "e8-f8", "e1-f1", "f8-e8"]
        .iter()
        .fold(g, |g, t| play(&g, t).0);
    let (next, events) = play(&g, "e4-d5");
    assert!(events.iter().any(|e| matches!(e, Event::DoOver { .. })));
    assert_eq!(revealed(&events), ["Do-Over"]);
    assert!(next.revealed(Color::Black).contains(Revealed::TEMPORAL));
    let text = next.to_string();
    assert!(text.contains(" | r:04"), "{text}");
    assert_eq!(text.parse::<Game>().unwrap(), next);
}

/// A Water loadout from three slot numbers.
fn water(aug: usize, off: usize, tmp: usize) -> Loadout {
    let a = [
        "-",
        "side-step",
        "block-piece",
        "quantum-step",
        "stalwart",
        "belligerent",
        "indomitable",
    ];
    let o = [
        "-",
        "double-kill",
        "quantum-kill",
        "chain-kill",
        "poisonous-meat",
    ];
    let t = [
        "-",
        "do-over",
        "resurrection",
        "temporal-lock",
        "schrodingers-laugh",
    ];
    format!("water {}/{}/{}", a[aug % 7], o[off % 5], t[tmp % 5])
        .parse()
        .unwrap()
}

/// What a viewer can tell of a game: the position it sees, its legal
/// turns when on turn, and the loadout it is shown.
fn view(g: &Game, viewer: Color) -> (String, Vec<String>, String) {
    let seen = g.seen_by(Some(viewer));
    let turns = if g.turn() == viewer {
        g.legal_turns().iter().map(|c| c.turn.to_string()).collect()
    } else {
        vec![]
    };
    // Piece numbers are the engine's bookkeeping, never shown.
    let pos = seen.position();
    let pieces: Vec<String> = elemental::Square::all()
        .filter_map(|s| {
            let (c, r, i) = pos.piece(s)?;
            Some(format!(
                "{s}{c:?}{r:?}{:?}{:?}{}{}",
                i.slots, i.facing, i.locked, i.laughed
            ))
        })
        .collect();
    let position = format!("{} {}", pos.board(), pieces.join(","));
    (position, turns, seen.loadout(viewer.other()).describe())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    /// E12: until something is revealed, what White sees — the position,
    /// its legal turns, Black's loadout — is the same whatever Black's
    /// concealed slots are.
    #[test]
    fn e12_the_opponent_sees_the_same_whatever_is_concealed(
        a in (0usize..7, 0usize..5, 0usize..5),
        b in (0usize..7, 0usize..5, 0usize..5),
        picks in proptest::collection::vec(any::<u16>(), 1..40),
    ) {
        let white: Loadout = "fire -/-/-".parse().unwrap();
        let mut one = Game::new([white.clone(), water(a.0, a.1, a.2)], 5).unwrap();
        let mut two = Game::new([white, water(b.0, b.1, b.2)], 5).unwrap();
        for pick in picks {
            if !one.revealed(Color::Black).is_empty() || !two.revealed(Color::Black).is_empty() {
                break;
            }
            prop_assert_eq!(view(&one, Color::White), view(&two, Color::White));
            // White's turns come from what it sees; Black plays a turn
            // both armies have (a plain move).
            let turns: Vec<Turn> = one
                .legal_turns()
                .into_iter()
                .map(|c| c.turn)
                .filter(|t| one.turn() == Color::White || (t.then.is_empty() && !t.laugh && t.double_kill.is_none()))
                .collect();
            if turns.is_empty() {
                break;
            }
            let turn = &turns[pick as usize % turns.len()];
            let (Ok((n1, e1)), Ok((n2, e2))) = (one.play(turn), two.play(turn)) else {
                break;
            };
            if revealed(&e1) != revealed(&e2) || !revealed(&e1).is_empty() {
                break;
            }
            one = n1;
            two = n2;
        }
    }

    /// E12, E53: every turn the opponent of a concealed loadout sees is
    /// either played or rejected with an ability revealed.
    #[test]
    fn e12_e53_every_turn_the_opponent_sees_is_played_or_rejected_with_a_reveal(
        w in (0usize..7, 0usize..5, 0usize..5),
        element in 0usize..6,
        picks in proptest::collection::vec(any::<u16>(), 1..12),
    ) {
        let elements = ["fire", "earth", "air", "lightning", "shadow", "water"];
        let white: Loadout = format!("{} -/double-kill/-", elements[element]).parse().unwrap();
        let mut g = Game::new([white, water(w.0, w.1, w.2)], 9).unwrap();
        for pick in picks {
            let turns = g.legal_turns();
            if turns.is_empty() {
                break;
            }
            if g.turn() == Color::White {
                for c in &turns {
                    if g.play(&c.turn).is_err() {
                        let reveal = g.reveal_on_rejection(&c.turn);
                        prop_assert!(reveal.is_some(), "{} is refused without a reveal", c.turn);
                    }
                }
            }
            let turn = &turns[pick as usize % turns.len()].turn;
            g = match g.play(turn) {
                Ok((next, _)) => next,
                Err(_) => g.reveal_on_rejection(turn).unwrap().0,
            };
        }
    }
}

/// The abilities an ending names as having decided it (E97), in order.
fn decided(events: &[Event]) -> Vec<(Color, &'static str)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Decided { color, ability } => Some((*color, *ability)),
            _ => None,
        })
        .collect()
}

/// White's king on h1 is boxed in by its rook and pawns; Black's knight
/// reaches f2 with check, and only the bishop on e1 can answer it.
const KNIGHT_MATES: &str = "4k3/8/8/8/4n3/8/6PP/4B1RK b - - 0 1";

#[test]
fn e97_a_mate_made_by_a_concealed_ability_ends_the_game() {
    let g = game(KNIGHT_MATES, "fire -/-/-", "water belligerent/-/-");
    let (mated, events) = play(&g, "e4-f2");
    // Be1xf2 is the one answer White sees (the one it has against a knight
    // without Belligerent); a concealed Belligerent stops it and leaves the
    // king in check (E53): checkmate, judged at once.
    let (plain, _) = play(&game(KNIGHT_MATES, "fire -/-/-", "water -/-/-"), "e4-f2");
    assert_eq!(plain.status(), Status::Playing);
    assert!(legal(&plain, "e1-f2"));
    assert_eq!(
        mated.status(),
        Status::Checkmate {
            winner: Color::Black
        }
    );
    assert_eq!(decided(&events), [(Color::Black, "Belligerent")]);
    assert!(matches!(
        events.as_slice(),
        [
            ..,
            Event::Check {
                color: Color::White
            },
            Event::Decided { .. },
            Event::Checkmate {
                winner: Color::Black
            }
        ]
    ));
    let told = events
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        told.contains(
            "Black's Belligerent, concealed until now, leaves White no legal turn (E97)."
        ),
        "{told}"
    );
    // White is never asked for a turn, nor can it play one.
    assert!(mated.legal_turns().is_empty());
    assert_eq!(refusal(&mated, "e1-f2"), TurnError::GameOver);
    assert!(
        mated
            .reveal_on_rejection(&"e1-f2".parse().unwrap())
            .is_none()
    );
    // Known from the start (Radiant Vision), it is an ordinary mate.
    let g = game(KNIGHT_MATES, "light -/-/-", "water belligerent/-/-");
    let (mated, events) = play(&g, "e4-f2");
    assert!(mated.status().is_over());
    assert!(decided(&events).is_empty());
}

#[test]
fn e97_a_stalemate_made_by_a_concealed_poisonous_meat() {
    // White's only turn is d3xe4; the black pawn's concealed Poisonous
    // Meat would remove the captor (Shadow ignores ranks, E23) and open
    // the e-file to the rook on e8 (E86).
    let fen = "k3r3/8/8/8/3pp3/2nP3b/r7/4K3 w - - 0 1";
    let g = game(fen, "shadow -/-/-", "water -/poisonous-meat/-");
    // Without the poison, d3xe4 is a turn.
    let plain = game(fen, "shadow -/-/-", "water -/-/-");
    assert_eq!(plain.status(), Status::Playing);
    assert!(legal(&plain, "d3-e4"));
    assert_eq!(g.status(), Status::Stalemate);
    assert_eq!(g.decided_by_concealed(), [(Color::Black, "Poisonous Meat")]);
    assert!(g.legal_turns().is_empty());
}

#[test]
fn e97_an_e53_rejection_that_leaves_no_legal_turn_ends_the_game_there() {
    // The Lightning bishop on b2 shields its king from the queen on c3.
    // Taking her, a concealed Stalwart defeats the capture: blocked
    // without effect, allowed while Stalwart is concealed (E12). Stepping
    // off, blinking back and taking her by Raijin is rejected (E53, E70),
    // which reveals Stalwart; then the capture is no legal turn (E30) and
    // White has none: stalemate.
    let fen = "7k/8/8/8/8/2q5/1B1n4/K1n5 w - - 0 1";
    let g = game(
        fen,
        "lightning -/-/- b2=quantum-step/-/-",
        "water stalwart/-/-",
    );
    assert_eq!(g.status(), Status::Playing);
    assert!(legal(&g, "b2-c3"));
    let (next, events, why) = rejected(&g, "b2-a3 then:b2 rj:c3");
    assert_eq!(why, TurnError::RaijinBlocked);
    assert_eq!(revealed(&events), ["Stalwart"]);
    assert_eq!(next.status(), Status::Stalemate);
    assert_eq!(decided(&events), [(Color::Black, "Stalwart")]);
    assert!(matches!(events.last(), Some(Event::Stalemate)));
    assert!(next.legal_turns().is_empty());
    // A rejection that leaves a turn ends nothing (E53 alone).
    let fen = "4k3/8/8/3n4/2P5/4K3/8/8 w - - 0 1";
    let g = game(fen, "fire -/-/-", "water stalwart/double-kill/do-over");
    let (next, events, _) = rejected(&g, "c4-d5");
    assert_eq!(next.status(), Status::Playing);
    assert!(decided(&events).is_empty());
    assert!(!events.iter().any(|e| e.ending().is_some()));
}
