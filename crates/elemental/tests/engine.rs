//! The engine opponent on plain chess (Elemental chess with empty
//! loadouts, issue 23): it finds mates and wins material, and a node budget
//! makes it deterministic.

use elemental::Board;
use engine::{Limits, MATE, Searcher};

fn best(fen: &str, depth: u32) -> (String, i32) {
    let board: Board = fen.parse().unwrap();
    let report = Searcher::new(1 << 16).search(&board, Limits::depth(depth));
    (report.best.unwrap().to_string(), report.score)
}

#[test]
fn finds_a_mate_in_one() {
    // Back-rank mate: Ra1-a8.
    let (m, score) = best("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", 3);
    assert_eq!(m, "a1a8");
    assert_eq!(score, MATE - 1);
}

#[test]
fn finds_scholars_mate() {
    let (m, score) = best(
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        3,
    );
    assert_eq!(m, "h5f7");
    assert_eq!(score, MATE - 1);
}

#[test]
fn finds_a_mate_in_two_and_scores_it_three_plies_away() {
    // 1. Qd8+ Bxd8 2. Re8#.
    let (m, score) = best(
        "r1b2k1r/ppp1bppp/8/1B1Q4/5q2/2P5/PPP2PPP/R3R1K1 w - - 1 1",
        5,
    );
    assert_eq!(m, "d5d8");
    assert_eq!(score, MATE - 3);
}

#[test]
fn takes_a_hanging_queen_and_keeps_out_of_a_trap() {
    // The black queen on d4 hangs to the knight on f3.
    let (m, _) = best("4k3/8/8/8/3q4/5N2/8/4K3 w - - 0 1", 4);
    assert_eq!(m, "f3d4");
}

#[test]
fn the_same_node_budget_gives_the_same_move() {
    let board = Board::start();
    let limits = Limits {
        nodes: 20_000,
        ..Limits::depth(64)
    };
    let a = Searcher::new(1 << 16).search(&board, limits.clone());
    let b = Searcher::new(1 << 16).search(&board, limits);
    assert_eq!((a.best, a.score, a.depth), (b.best, b.score, b.depth));
    assert!(a.depth >= 3, "depth {}", a.depth);
}

#[test]
fn zobrist_keys_follow_the_position_not_the_path() {
    use engine::SearchGame;
    let start = Board::start();
    let via = |moves: &[&str]| {
        moves.iter().fold(start, |b, m| {
            let mut all = Vec::new();
            b.moves(&mut all);
            let mv = all.into_iter().find(|x| x.to_string() == *m).unwrap();
            b.play(mv)
        })
    };
    let a = via(&["g1f3", "g8f6", "b1c3"]);
    let b = via(&["b1c3", "g8f6", "g1f3"]);
    assert_eq!(a.key(), b.key());
    assert_ne!(a.key(), via(&["g1f3", "g8f6"]).key());
}

#[test]
fn levels_think_longer_and_err_less_as_they_rise() {
    use engine::Level;
    assert!(Level::new(0).is_none() && Level::new(6).is_none());
    let levels: Vec<Level> = (1..=5).map(|n| Level::new(n).unwrap()).collect();
    for pair in levels.windows(2) {
        assert!(pair[0].time() < pair[1].time());
        assert!(pair[0].depth() < pair[1].depth());
        assert!(pair[0].margin() > pair[1].margin());
    }
    assert_eq!(Level::MAX.margin(), 0);
}

#[test]
fn low_levels_vary_with_the_seed_level_five_does_not_and_a_seed_repeats() {
    use engine::{Level, choose};
    use std::collections::BTreeSet;
    let board = Board::start();
    let now = std::time::Instant::now();
    let pick = |level: u8, seed: u64| {
        let level = Level::new(level).unwrap();
        let mut s = Searcher::new(1 << 14);
        choose(&mut s, &board, level, level.limits(now, Some(4_000)), seed)
            .unwrap()
            .to_string()
    };
    let weak: BTreeSet<String> = (0..12).map(|seed| pick(1, seed)).collect();
    let strong: BTreeSet<String> = (0..12).map(|seed| pick(5, seed)).collect();
    assert!(weak.len() >= 3, "level 1 varies: {weak:?}");
    assert_eq!(strong.len(), 1, "level 5 does not: {strong:?}");
    assert_eq!(pick(2, 7), pick(2, 7), "the same seed, the same move");
}

#[test]
fn level_two_always_takes_a_free_queen_and_level_one_unless_it_slips() {
    use engine::{Level, choose};
    let board: Board = "4k3/8/8/8/3q4/5N2/8/4K3 w - - 0 1".parse().unwrap();
    let play = |n: u8, seed: u64| {
        let level = Level::new(n).unwrap();
        let mut s = Searcher::new(1 << 14);
        choose(
            &mut s,
            &board,
            level,
            level.limits(std::time::Instant::now(), Some(4_000)),
            seed,
        )
        .unwrap()
        .to_string()
    };
    for seed in 0..12 {
        assert_eq!(
            play(2, seed),
            "f3d4",
            "seed {seed}: its margin is smaller than a queen"
        );
    }
    // Level 1 plays any legal move about one turn in three (its slips).
    let taken = (0..12).filter(|&seed| play(1, seed) == "f3d4").count();
    assert!(
        (6..12).contains(&taken),
        "level 1 took the queen {taken} times of 12"
    );
}

#[test]
fn with_loadouts_it_plays_legal_turns_and_uses_abilities() {
    use elemental::{Game, Loadout};
    // Quantum Kill: taking the knight on f6 also removes the pawn on a7;
    // the engine takes both rather than the knight alone.
    let loadouts: [Loadout; 2] = [
        "light -/quantum-kill/-".parse().unwrap(),
        "light -/-/-".parse().unwrap(),
    ];
    let g = Game::from_board(
        "4k3/p7/5n2/8/8/8/1B6/4K3 w - - 0 1".parse().unwrap(),
        loadouts,
        3,
    )
    .unwrap();
    let report = Searcher::new(1 << 14).search(&g, Limits::depth(2));
    let best = report.best.unwrap();
    assert_eq!(best.to_string(), "b2-f6 qk:a7");
    // A few turns with abilities on are all legal (a small position: the
    // whole game is searched through the players' own checks).
    let mut g = Game::from_board(
        "4k3/2p5/8/8/8/8/1P3P2/R3K3 w Q - 0 1".parse().unwrap(),
        [
            "air side-step/chain-kill/temporal-lock".parse().unwrap(),
            "earth stalwart/double-kill/resurrection".parse().unwrap(),
        ],
        5,
    )
    .unwrap();
    for _ in 0..3 {
        let limits = Limits {
            nodes: 40,
            ..Limits::depth(2)
        };
        let turn = Searcher::new(1 << 12).search(&g, limits).best.unwrap();
        g = g.play(&turn).expect("a legal turn").0;
    }
}

#[test]
fn e4_e6_the_engines_loadout_depends_on_its_level_and_seed_only() {
    use elemental::search::choose;
    use engine::Level;
    // Chosen before the opponent's is shown (E6): nothing of it is an
    // input. From level 3 up, the sturdy army; below, a valid draw.
    for n in 3..=5 {
        let l = choose::loadout(Level::new(n).unwrap(), n.into());
        assert_eq!(l.to_string(), "earth -/double-kill/resurrection");
    }
    let drawn: std::collections::BTreeSet<String> = (0..30)
        .map(|seed| choose::loadout(Level::new(1).unwrap(), seed).to_string())
        .collect();
    assert!(drawn.len() > 10, "{drawn:?}");
    for text in &drawn {
        let l: elemental::Loadout = text.parse().unwrap();
        assert!(l.check(elemental::Color::White).is_ok(), "{text}");
    }
}

#[test]
fn e12_the_engines_turn_is_the_same_whatever_a_water_opponents_hidden_abilities_are() {
    use elemental::search::choose;
    use elemental::{Color, Game, Loadout};
    use engine::Level;
    // The pawn on d5 hangs to the queen unless a concealed Poisonous Meat
    // would take the queen with it: an engine that read Black's loadout
    // would decide differently for different loadouts.
    let fen = "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1";
    let mut chosen = std::collections::BTreeSet::new();
    for black in [
        "water -/-/-",
        "water -/poisonous-meat/-",
        "water stalwart/-/do-over",
        "water belligerent/quantum-kill/-",
        "water indomitable/poisonous-meat/schrodingers-laugh",
    ] {
        let loadouts: [Loadout; 2] = [
            "earth -/double-kill/resurrection".parse().unwrap(),
            black.parse().unwrap(),
        ];
        let g = Game::from_board(fen.parse().unwrap(), loadouts, 9).unwrap();
        for n in [1, 5] {
            let level = Level::new(n).unwrap();
            let t = choose::turn(&g, Color::White, level, 4, Some(30_000), None).unwrap();
            assert!(
                g.find(&t).is_ok(),
                "{black}: {t} is a turn White may submit"
            );
            chosen.insert((n, t.to_string()));
        }
    }
    assert_eq!(chosen.len(), 2, "one turn per level: {chosen:?}");
}
