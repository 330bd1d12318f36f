//! The engine opponent on Regions chess (issue 23): it takes the king when
//! it can (R15), its actions are legal, its own infiltrator pick is
//! sensible at the higher levels (R13), and its choices never depend on
//! the human's secret pick (R13, R14).

use engine::{Level, Limits, MATE, Searcher};
use regions::search::secret;
use regions::{Action, Infiltrator, Position, Side};

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

/// The start with both picks made: White took Black's bishop on c10,
/// Black took White's hussar on b1.
fn picked() -> Position {
    Position::start()
        .pick(Side::White, "c10".parse().unwrap())
        .unwrap()
        .pick(Side::Black, "b1".parse().unwrap())
        .unwrap()
}

#[test]
fn r15_the_engine_takes_the_king_and_scores_the_win() {
    // White's tower on f6 sees Black's king on f9 up the open file.
    let pos: Position = "10/5k4/10/10/5T4/10/10/10/10/5K4 w 1 - x/x -"
        .parse()
        .unwrap();
    let report = Searcher::new(1 << 14).search(&pos, Limits::depth(2));
    assert_eq!(report.best.unwrap().to_string(), "f6-f9");
    assert_eq!(report.score, MATE - 1);
    for n in 1..=5 {
        let chosen = secret::choose(&pos, level(n), 7, Some(20_000), None);
        assert_eq!(chosen.unwrap().to_string(), "f6-f9", "level {n}");
    }
}

#[test]
fn r13_the_engine_picks_a_valuable_piece_at_the_higher_levels() {
    let start = Position::start();
    let choices = start.pick_choices(Side::White);
    for n in 3..=5 {
        let sq = secret::pick(&start, Side::White, level(n), 1).unwrap();
        let kind = start.piece_at(sq).unwrap().kind;
        assert!(choices.contains(&sq));
        // The most valuable pickable kind at the start is the hussar.
        assert_eq!(kind, regions::Kind::Hussar, "level {n}: {sq}");
    }
    // Lower levels draw one, as the seed says, always a legal pick.
    let drawn: std::collections::BTreeSet<_> = (0..20)
        .map(|seed| secret::pick(&start, Side::White, level(1), seed).unwrap())
        .collect();
    assert!(drawn.len() > 3, "{drawn:?}");
    assert!(drawn.iter().all(|sq| choices.contains(sq)));
}

#[test]
fn r13_r14_the_engines_action_is_the_same_whatever_the_humans_pick_is() {
    // The engine is White; Black (the human) picked one of White's
    // pieces. After a few turns, with a check on record so that both
    // reveals are possible (R14), vary only Black's pick.
    let mut pos = picked();
    for action in ["f2-f5", "f9-f6", "e1-f2", "e9-e7"] {
        pos = pos.play(&action.parse::<Action>().unwrap()).unwrap().0;
    }
    assert_eq!(pos.to_move(), Side::White);
    let mut setup = pos.to_setup();
    setup.checked = true;
    let pos = Position::from_setup(setup).unwrap();
    let mut seen = std::collections::BTreeSet::new();
    for suspect in secret::suspects(&pos, Side::White) {
        let mut setup = pos.to_setup();
        setup.infiltrators[Side::Black.index()] = Infiltrator::Hidden(suspect);
        let variant = Position::from_setup(setup).unwrap();
        for n in [1, 3, 5] {
            let a = secret::choose(&variant, level(n), 11, Some(30_000), None).unwrap();
            seen.insert((n, a.to_string()));
        }
    }
    // One action per level, whichever piece Black picked.
    assert_eq!(seen.len(), 3, "{seen:?}");
    // And a lost pick (taken unseen) looks the same.
    let mut setup = pos.to_setup();
    setup.infiltrators[Side::Black.index()] = Infiltrator::Lost;
    let lost = Position::from_setup(setup).unwrap();
    let a = secret::choose(&lost, level(5), 11, Some(30_000), None).unwrap();
    assert!(seen.contains(&(5, a.to_string())));
}

#[test]
fn r14_the_engine_does_not_answer_a_threat_only_the_secret_shows() {
    // White (the engine): king f1, hussar e3 (in the air, so it captures
    // anywhere, R4), pawns a2 c2 h2 j2. Black: king f10, tower a10. If
    // Black's infiltrator is the hussar, revealing it (R14) threatens
    // f1. A search told the real pick would answer that; the engine must
    // choose the same whichever piece Black picked.
    use regions::{Kind, Piece, Setup};
    let put = |setup: &mut Setup, sq: &str, kind, side| {
        let sq: regions::Square = sq.parse().unwrap();
        setup.board[sq.index()] = Some(Piece {
            kind,
            side,
            moved: false,
        });
    };
    let mut setup = Setup::empty(Side::White);
    put(&mut setup, "f1", Kind::King, Side::White);
    put(&mut setup, "e3", Kind::Hussar, Side::White);
    for sq in ["a2", "c2", "h2", "j2"] {
        put(&mut setup, sq, Kind::Pawn, Side::White);
    }
    put(&mut setup, "f10", Kind::King, Side::Black);
    put(&mut setup, "a10", Kind::Tower, Side::Black);
    setup.checked = true;
    let base = Position::from_setup(setup.clone()).unwrap();
    let mut chosen = std::collections::BTreeSet::new();
    for suspect in secret::suspects(&base, Side::White) {
        let mut s = setup.clone();
        s.infiltrators[Side::Black.index()] = Infiltrator::Hidden(suspect);
        let pos = Position::from_setup(s).unwrap();
        let a = secret::choose(&pos, level(5), 3, Some(40_000), None).unwrap();
        chosen.insert(a.to_string());
    }
    assert_eq!(chosen.len(), 1, "{chosen:?}");
}

#[test]
fn the_engines_actions_are_legal_and_repeat_with_a_node_budget() {
    let mut pos = picked();
    for ply in 0..16 {
        if pos.winner().is_some() {
            break;
        }
        let n = (ply % 5 + 1) as u8;
        let a = secret::choose(&pos, level(n), ply, Some(4_000), None).expect("an action");
        let b = secret::choose(&pos, level(n), ply, Some(4_000), None).unwrap();
        assert_eq!(
            a, b,
            "ply {ply}: a node budget and a seed repeat the choice"
        );
        assert!(pos.legal_actions().contains(&a), "ply {ply}: {a}");
        pos = pos.play(&a).unwrap().0;
    }
}

#[test]
fn r7_a_commander_with_a_pawn_to_carry_is_worth_more() {
    // The same commander on e2 and plain pawn on rank 2: beside it on d2,
    // or far away on a2 (both outside the air, so only the carry differs).
    let beside: Position = "10/5k4/10/10/10/10/10/10/3PC5/5K4 w 1 - x/x -"
        .parse()
        .unwrap();
    let apart: Position = "10/5k4/10/10/10/10/10/10/P3C5/5K4 w 1 - x/x -"
        .parse()
        .unwrap();
    let score = regions::search::eval::evaluate;
    assert!(
        score(&beside) > score(&apart),
        "{} vs {}",
        score(&beside),
        score(&apart)
    );
}
