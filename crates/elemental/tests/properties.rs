//! Invariants over random games with random loadouts (proptest).

use elemental::{
    Ability, Augmentor, Color, Element, Event, Facing, Game, Loadout, Offense, Outcome, Slots,
    Square, Temporal, Turn,
};
use proptest::prelude::*;

/// The `n`th choice of a slot among what this release offers, or none.
fn pick<A: Ability>(n: usize) -> Option<A> {
    let choices: Vec<Option<A>> = std::iter::once(None)
        .chain(A::ALL.iter().copied().filter(|a| a.available()).map(Some))
        .collect();
    choices[n % choices.len()]
}

/// Slots from one random number: augmentor, offense and temporal.
fn slots(n: usize) -> Slots {
    Slots {
        augmentor: pick::<Augmentor>(n),
        offense: pick::<Offense>(n / 7),
        temporal: pick::<Temporal>(n / 35),
    }
}

/// A random loadout this release offers.
fn loadout(color: Color) -> impl Strategy<Value = Loadout> {
    (
        0usize..7,
        0usize..175,
        proptest::collection::vec((0u8..16, 0usize..175), 0..4),
    )
        .prop_map(move |(e, aug, per_piece)| {
            let elements = [
                Element::Fire,
                Element::Earth,
                Element::Air,
                Element::Lightning,
                Element::Light,
                Element::Shadow,
                Element::Water,
            ];
            let element = elements[e];
            let mut l = Loadout::new(element);
            l.army = slots(aug);
            if element == Element::Lightning {
                for (i, a) in per_piece {
                    let rank = if color == Color::White {
                        i / 8
                    } else {
                        7 - i / 8
                    };
                    let sq = Square::new((i % 8) as i8, rank as i8).unwrap();
                    if !l.pieces.iter().any(|(s, _)| *s == sq) {
                        l.pieces.push((sq, slots(a)));
                    }
                }
            }
            // Drop what this release refuses (E51 pairs).
            if l.check(color).is_err() {
                l.army = Slots::default();
                l.pieces
                    .retain(|(_, s)| elemental::check_slots(element, s).is_ok());
            }
            l
        })
}

fn random_game(
    white: Loadout,
    black: Loadout,
    seed: u64,
    picks: &[u16],
) -> Vec<(Game, Turn, Game, Vec<elemental::Event>)> {
    let mut g = Game::new([white, black], seed).expect("offered loadouts");
    let mut out = vec![];
    for (i, pick) in picks.iter().enumerate() {
        let turns = g.legal_turns();
        if turns.is_empty() {
            break;
        }
        let mut turn = turns[*pick as usize % turns.len()].turn.clone();
        // Now and then re-face a Block Piece.
        if i % 3 == 0 {
            let us = g.turn();
            if let Some(s) = Square::all().find(|s| {
                g.position().piece(*s).is_some_and(|(c, _, info)| {
                    c == us && info.slots.augmentor == Some(Augmentor::BlockPiece)
                })
            }) {
                turn.facings.push((s, Facing::ALL[*pick as usize % 4]));
            }
        }
        match g.play(&turn) {
            Ok((next, events)) => {
                out.push((g, turn, next.clone(), events));
                g = next;
            }
            // E53, E86: a concealed ability rejects the turn and is
            // revealed; the same side chooses again.
            Err(e) => {
                let (next, events) = g
                    .reveal_on_rejection(&turn)
                    .unwrap_or_else(|| panic!("a generated turn is legal: {turn}: {e}"));
                assert!(
                    events.iter().all(|e| matches!(e, Event::Revealed { .. }))
                        && !events.is_empty()
                );
                assert_eq!(next.turn(), g.turn());
                g = next;
            }
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// E1b, E86: after every turn, all effects and any rewind, the side
    /// not to move is not in check as E1a counts it; a turn without a
    /// rewind or a pass hands the move over.
    #[test]
    fn e1b_king_never_left_in_check(
        w in loadout(Color::White), b in loadout(Color::Black),
        seed in any::<u64>(), picks in proptest::collection::vec(any::<u16>(), 1..80)
    ) {
        for (before, turn, after, events) in random_game(w, b, seed, &picks) {
            let waiting = after.turn().other();
            prop_assert!(!after.position().in_check(waiting), "{turn} left {waiting:?} in check");
            let plain = !events
                .iter()
                .any(|e| matches!(e, Event::DoOver { .. } | Event::Passed { .. }));
            if plain {
                prop_assert_eq!(after.turn(), before.turn().other());
            }
        }
    }

    /// E30: a blocked capture removes nothing; E43: a played turn never
    /// ends with the piece where it started.
    #[test]
    fn e30_blocked_capture_removes_nothing(
        w in loadout(Color::White), b in loadout(Color::Black),
        seed in any::<u64>(), picks in proptest::collection::vec(any::<u16>(), 1..80)
    ) {
        for (before, turn, after, events) in random_game(w, b, seed, &picks) {
            let c = before.find(&turn).unwrap();
            let count = |g: &Game| g.position().board().occupied_count();
            let left = events
                .iter()
                .filter(|e| matches!(e, Event::Captured { .. } | Event::Removed { .. }))
                .count() as u32;
            let returned = events
                .iter()
                .filter(|e| matches!(e, Event::Resurrected { .. }))
                .count() as u32;
            // Rewinds, Laughs and the two squares of a Schrödinger piece
            // change the count otherwise.
            let linked = |g: &Game| Square::all().any(|s| g.position().twin(s).is_some());
            // A concealed ability's defeat is not in the mover's own list (E12).
            if events.iter().any(|e| matches!(e, Event::DoOver { .. } | Event::Revealed { .. }))
                || turn.laugh
                || linked(&before)
                || linked(&after)
            {
                continue;
            }
            match c.outcome {
                Outcome::Blocked { .. } | Outcome::Pass { .. } => {
                    prop_assert_eq!(count(&after), count(&before))
                }
                Outcome::Played { .. } => {
                    prop_assert_eq!(count(&after) + left, count(&before) + returned);
                    let end = turn.then.last().copied().unwrap_or(turn.to);
                    prop_assert!(end != turn.from || c.turn.then.len() == 1);
                }
            }
        }
    }

    /// E41: the stored text replays every turn, knockback draws included,
    /// to exactly the same game; the text round-trips.
    #[test]
    fn e41_games_replay_from_their_stored_text(
        w in loadout(Color::White), b in loadout(Color::Black),
        seed in any::<u64>(), picks in proptest::collection::vec(any::<u16>(), 1..60)
    ) {
        for (before, turn, after, events) in random_game(w, b, seed, &picks) {
            let text = before.to_string();
            let stored: Game = text.parse().unwrap();
            prop_assert_eq!(&stored, &before);
            let (again, events2) = stored.play(&turn).unwrap();
            prop_assert_eq!(again.to_string(), after.to_string());
            prop_assert_eq!(events2, events);
        }
    }

    /// Parsing never panics on arbitrary or damaged text.
    #[test]
    fn parsing_never_panics(text in "\\PC{0,200}", cut in 0usize..400) {
        let _ = text.parse::<Game>();
        let _ = text.parse::<Turn>();
        let _ = text.parse::<Loadout>();
        let g = Game::new([Loadout::new(Element::Earth), Loadout::new(Element::Air)], 3).unwrap();
        let s = g.to_string();
        let cut = cut.min(s.len());
        if s.is_char_boundary(cut) {
            let _ = s[..cut].parse::<Game>();
        }
    }
}

#[test]
fn every_offered_ability_is_named_in_the_picker_lists() {
    assert_eq!(Augmentor::ALL.iter().filter(|a| a.available()).count(), 6);
    assert_eq!(Element::ALL.iter().filter(|a| a.available()).count(), 7);
    assert_eq!(Offense::ALL.iter().filter(|a| a.available()).count(), 4);
    assert_eq!(Temporal::ALL.iter().filter(|a| a.available()).count(), 4);
}

/// E13, E41: random games against Bastion armies do knock attackers back,
/// and every one replays identically from the stored text.
#[test]
fn e13_e41_knockbacks_happen_and_replay_identically() {
    let mut knockbacks = 0;
    let mut picks = 1u64;
    for seed in 0..40u64 {
        let white: Loadout = "light -/-/-".parse().unwrap();
        let black: Loadout = "earth stalwart/-/-".parse().unwrap();
        let mut g = Game::new([white, black], seed).unwrap();
        for _ in 0..120 {
            let turns = g.legal_turns();
            if turns.is_empty() {
                break;
            }
            // Prefer blocked captures when there are any.
            let blocked: Vec<_> = turns
                .iter()
                .filter(|c| matches!(c.outcome, Outcome::Blocked { .. }))
                .collect();
            picks = picks
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let c = if !blocked.is_empty() && picks >> 60 < 8 {
                blocked[(picks >> 33) as usize % blocked.len()]
            } else {
                &turns[(picks >> 33) as usize % turns.len()]
            };
            let stored: Game = g.to_string().parse().unwrap();
            let (next, events) = g.play(&c.turn).unwrap();
            let (again, _) = stored.play(&c.turn).unwrap();
            assert_eq!(again, next);
            knockbacks += events
                .iter()
                .filter(|e| matches!(e, elemental::Event::KnockedBack { .. }))
                .count();
            g = next;
        }
    }
    assert!(knockbacks >= 10, "only {knockbacks} knockbacks in 40 games");
}

/// E32, E35, E36, E41: random games with removals, returns and locks do
/// use them, and every turn replays identically from the stored text.
#[test]
fn e32_e35_e36_effects_happen_and_replay_identically() {
    let mut seen = [0usize; 7];
    let mut picks = 7u64;
    let loadouts = [
        (
            "light -/double-kill/resurrection",
            "air -/poisonous-meat/temporal-lock",
        ),
        (
            "lightning -/quantum-kill/temporal-lock",
            "earth -/poisonous-meat/resurrection",
        ),
        (
            "shadow -/quantum-kill/resurrection",
            "light -/double-kill/temporal-lock",
        ),
        ("fire -/double-kill/temporal-lock", "earth -/-/resurrection"),
        ("light -/quantum-kill/do-over", "fire -/double-kill/do-over"),
        (
            "shadow -/poisonous-meat/do-over",
            "lightning quantum-step/chain-kill/-",
        ),
    ];
    for seed in 0..30u64 {
        let (w, b) = loadouts[seed as usize % loadouts.len()];
        let mut g = Game::new([w.parse().unwrap(), b.parse().unwrap()], seed).unwrap();
        for _ in 0..100 {
            let turns = g.legal_turns();
            if turns.is_empty() {
                break;
            }
            picks = picks
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let c = &turns[(picks >> 33) as usize % turns.len()];
            let stored: Game = g.to_string().parse().unwrap();
            let (next, events) = g.play(&c.turn).unwrap();
            let (again, events2) = stored.play(&c.turn).unwrap();
            assert_eq!(again, next);
            assert_eq!(events2, events);
            for e in &events {
                match e {
                    Event::Removed { .. } => seen[0] += 1,
                    Event::Poisoned { .. } => seen[1] += 1,
                    Event::Resurrected { .. } => seen[2] += 1,
                    Event::Locked { .. } => seen[3] += 1,
                    Event::DoOver { .. } => seen[4] += 1,
                    Event::Marked { .. } => seen[5] += 1,
                    Event::Raijin { .. } => seen[6] += 1,
                    _ => {}
                }
            }
            g = next;
        }
    }
    assert!(
        seen.iter().all(|n| *n >= 5),
        "removals, poisonings, returns, locks, Do-Overs, marks, Raijin: {seen:?}"
    );
}
