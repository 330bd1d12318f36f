//! Invariants over random legal games (proptest picks the seeds), and
//! notation that never panics.

mod common;

use common::{Rng, biased_action, random_picks};
use proptest::prelude::*;
use regions::{Action, Infiltrator, Kind, Move, Position, Side, Square};

/// Plays a random game of up to `plies` actions, checking `each` at every position.
fn random_game(seed: u64, plies: usize, mut each: impl FnMut(&Position)) {
    let mut rng = Rng::new(seed);
    let mut pos = random_picks(&mut rng);
    each(&pos);
    for _ in 0..plies {
        let Some(a) = biased_action(&pos, &mut rng) else {
            break;
        };
        pos = pos.play(&a).expect("listed actions are legal").0;
        each(&pos);
    }
}

fn square(i: u8) -> Square {
    Square::from_index(i as usize % 100).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn positions_stay_well_formed(seed in any::<u64>()) {
        let mut pieces = 40;
        random_game(seed, 200, |pos| {
            // Notation round-trips and re-validates.
            let text = pos.to_string();
            assert_eq!(text.parse::<Position>().unwrap(), *pos);
            // Pieces are never created; each side has at most one king.
            let now = pos.pieces(Side::White).count() + pos.pieces(Side::Black).count();
            assert!(now <= pieces);
            pieces = now;
            for side in Side::ALL {
                let kings = pos.pieces(side).filter(|&s| pos.piece_at(s).unwrap().kind == Kind::King).count();
                assert!(kings <= 1);
                // A hidden infiltrator is always an enemy piece other than the king.
                if let Infiltrator::Hidden(s) = pos.infiltrator(side) {
                    let p = pos.piece_at(s).expect("the infiltrator stands somewhere");
                    assert_eq!(p.side, side.other());
                    assert_ne!(p.kind, Kind::King);
                }
            }
            // Only pawns carry the moved mark; no pawn waits on its last rank.
            for s in Square::all() {
                if let Some(p) = pos.piece_at(s) {
                    assert!(!p.moved || p.kind.is_pawn());
                    assert!(!(p.kind.is_pawn() && s.rank() == p.side.last_rank()));
                }
            }
            // A won game has no actions; a reveal is listed exactly when allowed.
            if pos.winner().is_some() {
                assert!(pos.legal_actions().is_empty());
            }
            assert_eq!(pos.legal_actions().contains(&Action::Reveal), pos.can_reveal());
        });
    }

    #[test]
    fn arbitrary_actions_validate_exactly_when_listed(seed in any::<u64>(), tries in proptest::collection::vec((any::<u8>(), any::<u8>(), any::<u8>(), any::<u8>()), 40)) {
        let mut positions = vec![];
        random_game(seed, 60, |pos| positions.push(*pos));
        for (i, (a, b, c, d)) in tries.into_iter().enumerate() {
            let pos = positions[i % positions.len()];
            let legal = pos.legal_actions();
            let mut m = Move::new(square(a), square(b));
            if c % 3 == 0 {
                m = m.promoting(regions::Promotion::ALL[c as usize % 5]);
            }
            if d % 4 == 0 {
                m = m.carrying(square(d.wrapping_add(a)), None);
            }
            let action = if c == 255 { Action::Reveal } else { Action::Move(m) };
            let verdict = pos.validate(&action);
            assert_eq!(verdict.is_ok(), legal.contains(&action), "{action} in {pos}: {verdict:?}");
            if let Err(e) = verdict {
                let sentence = e.to_string();
                assert!(sentence.ends_with('.'), "{sentence}");
                assert_eq!(pos.play(&action).unwrap_err(), e);
            }
        }
    }

    #[test]
    fn notation_never_panics(text in "\\PC{0,80}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<Action>();
        let _ = text.parse::<Square>();
    }

    #[test]
    fn near_valid_position_texts_never_panic(cut in 0usize..90, insert in "[0-9a-zA-Z'/ +?-]{0,4}") {
        let base = "thbsqksbht/pjppccppjp/10/10/10/10/10/10/PJPPCCPPJP/THBSQKSBHT w 1 - e9/e2 -";
        let cut = cut.min(base.len());
        let text = format!("{}{}{}", &base[..cut], insert, &base[cut..]);
        if let Ok(pos) = text.parse::<Position>() {
            assert_eq!(pos.to_string(), text);
        }
    }
}
