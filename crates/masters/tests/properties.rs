//! Invariants over random legal games (proptest picks the seeds and lengths).

mod common;

use common::{Rng, biased_turn};
use masters::{Event, Kind, Position, Side, Square, Turn};
use proptest::prelude::*;

/// Checks every invariant across one turn from `before` to `after`.
fn check_turn(before: &Position, turn: &Turn, after: &Position, events: &[Event]) {
    let mover = before.to_move();
    // Notation round-trips, for the position and the turn.
    assert_eq!(after.to_string().parse::<Position>().as_ref(), Ok(after));
    assert_eq!(turn.to_string().parse::<Turn>().as_ref(), Ok(turn));

    // At most one claim per puppeteer, each on an enemy-owned piece, each
    // with line of sight (M21/M27 after every turn).
    for side in Side::ALL {
        if let Some(target) = after.held_by(side) {
            assert_eq!(after.piece_at(target).map(|p| p.owner), Some(side.other()));
            let pup = after
                .free_puppeteer(side)
                .expect("a claim needs a free puppeteer");
            assert!(
                pup.rank() == target.rank() || pup.file() == target.file(),
                "{after}"
            );
            let (lo, hi) = (pup.min(target), pup.max(target));
            let step = if pup.rank() == target.rank() { 1 } else { 10 };
            let mut i = lo.index() + step;
            while i < hi.index() {
                assert!(
                    after.piece_at(Square::from_index(i).unwrap()).is_none(),
                    "claim through a piece in {after}"
                );
                i += step;
            }
        }
    }
    let claimed = Square::all()
        .filter(|s| after.claimer(*s).is_some())
        .count();
    assert!(claimed <= 2);

    // No protected piece is ever captured: a capture's square was outside every aura before the turn.
    let captures: Vec<_> = events
        .iter()
        .filter_map(|e| match e {
            Event::Captured { piece, square } => Some((*piece, *square)),
            _ => None,
        })
        .collect();
    assert!(captures.len() <= 1);
    for (_, square) in &captures {
        assert!(
            !before.protected().contains(*square),
            "captured a protected piece on {square} in {before}"
        );
    }

    // Piece counts only fall, and only by captures (promotion moves one scout to another kind).
    let total = |p: &Position| p.piece_counts().iter().flatten().sum::<u32>();
    assert_eq!(total(after) + captures.len() as u32, total(before));
    for side in Side::ALL {
        let (b, a) = (
            before.piece_counts()[side.index()],
            after.piece_counts()[side.index()],
        );
        for kind in [Kind::General, Kind::Puppeteer, Kind::Witch, Kind::Cardinal] {
            assert!(a[kind.index()] <= b[kind.index()]);
        }
        assert!(a[Kind::Scout.index()] <= b[Kind::Scout.index()]);
    }

    // A witch without a moveset never moves.
    for e in events {
        if let Event::Moved { piece, .. } = e
            && piece.kind == Kind::Witch
        {
            let accepted = events.iter().any(
                |e| matches!(e, Event::InheritanceAccepted { side, .. } if *side == piece.owner),
            );
            assert!(
                before.witch_moveset(piece.owner).is_some() || accepted,
                "a witch moved without a moveset in {before}"
            );
        }
    }

    // The game ends exactly when the opponent's third leader falls.
    let opponent = mover.other();
    let standing = [Kind::General, Kind::Puppeteer, Kind::Witch]
        .iter()
        .flat_map(|k| after.of(opponent, *k))
        .filter(|s| after.claimer(*s).is_none())
        .count();
    let won = events.contains(&Event::GameWon { winner: mover });
    assert_eq!(won, standing == 0);
    assert_eq!(after.winner(), (standing == 0).then_some(mover));
    assert_eq!(
        after.legal_turns().is_empty() && standing == 0,
        standing == 0
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>(), plies in 1usize..220, uniform in 0usize..4) {
        let mut rng = Rng::new(seed);
        let mut pos = Position::start();
        for _ in 0..plies {
            let turns = pos.legal_turns();
            if turns.is_empty() {
                break;
            }
            let turn = if rng.below(4) < uniform { turns[rng.below(turns.len())] } else { biased_turn(&pos, &turns, &mut rng) };
            let (after, events) = pos.play(&turn).expect("generated turns are legal");
            check_turn(&pos, &turn, &after, &events);
            pos = after;
        }
    }

    #[test]
    fn parsing_never_panics_and_accepted_text_round_trips(text in ".{0,600}") {
        if let Ok(pos) = text.parse::<Position>() {
            prop_assert_eq!(pos.to_string(), text.clone());
        }
        if let Ok(turn) = text.parse::<Turn>() {
            prop_assert_eq!(turn.to_string().parse::<Turn>(), Ok(turn));
        }
        let _ = text.parse::<Square>();
    }

    #[test]
    fn mutated_positions_parse_or_are_refused(seed in any::<u64>(), edits in 1usize..6) {
        let mut rng = Rng::new(seed);
        let mut bytes = Position::start().to_string().into_bytes();
        let alphabet = b"GPWCDNAHSgpwcdnahs0123456789*/-! efEF";
        for _ in 0..edits {
            let i = rng.below(bytes.len());
            match rng.below(3) {
                0 => bytes[i] = alphabet[rng.below(alphabet.len())],
                1 => { bytes.remove(i); }
                _ => bytes.insert(i, alphabet[rng.below(alphabet.len())]),
            }
        }
        let text = String::from_utf8(bytes).unwrap();
        if let Ok(pos) = text.parse::<Position>() {
            prop_assert_eq!(pos.to_string(), text);
        }
    }
}

/// Any turn at all, legal or not: squares anywhere, any promotion and answer.
fn any_turn() -> impl Strategy<Value = Turn> {
    let square = (0usize..120).prop_map(|i| Square::from_index(i).unwrap());
    let promotion = prop::option::of(prop::sample::select(masters::Promotion::ALL.to_vec()));
    let mv = prop::option::of((square.clone(), square.clone(), promotion).prop_map(
        |(from, to, promotion)| masters::Move {
            from,
            to,
            promotion,
        },
    ));
    let claim = prop::option::of(square);
    let answer = prop::option::of(prop_oneof![
        Just(masters::Inheritance::Decline),
        prop::sample::select(Kind::ALL.to_vec()).prop_map(masters::Inheritance::Accept),
    ]);
    (mv, claim, answer).prop_filter_map("a turn needs a move or a claim", |(m, c, a)| {
        Turn::new(m, c, a)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    /// `validate` never panics on any turn in positions from random play, and
    /// agrees with `play` and with the generator.
    #[test]
    fn validate_handles_arbitrary_turns(seed in any::<u64>(), plies in 0usize..120, turn in any_turn()) {
        let mut rng = Rng::new(seed);
        let mut pos = Position::start();
        for _ in 0..plies {
            let turns = pos.legal_turns();
            if turns.is_empty() {
                break;
            }
            let t = biased_turn(&pos, &turns, &mut rng);
            pos = pos.play(&t).unwrap().0;
        }
        let verdict = pos.validate(&turn);
        prop_assert_eq!(verdict.is_ok(), pos.play(&turn).is_ok());
        if turn.inheritance != Some(masters::Inheritance::Decline) && pos.legal_turns().contains(&turn) {
            prop_assert!(verdict.is_ok(), "{} is generated but rejected in {}", turn, pos);
        }
        if let Err(e) = verdict {
            prop_assert!(!e.to_string().is_empty());
        }
    }
}
