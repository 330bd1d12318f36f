//! The search against plain minimax on a game small enough to solve:
//! tic-tac-toe, where a finished line is a loss for the side to move and a
//! full board a draw.

use engine::{Limits, MATE, SearchGame, Searcher};
use proptest::prelude::*;

mod common;

use common::Ttt;

/// Plain minimax: +1 a win for the side to move, -1 a loss, 0 a draw.
fn minimax(g: &Ttt) -> i32 {
    let mut moves = Vec::new();
    g.moves(&mut moves);
    if moves.is_empty() {
        return if g.lost() { -1 } else { 0 };
    }
    moves.iter().map(|&m| -minimax(&g.play(m))).max().unwrap()
}

fn sign(score: i32) -> i32 {
    score.signum()
}

#[test]
fn the_empty_board_is_a_draw() {
    let start = Ttt {
        cells: [0; 9],
        turn: 1,
    };
    let report = Searcher::new(1 << 12).search(&start, Limits::depth(9));
    assert_eq!(report.score, 0);
    assert_eq!(minimax(&start), 0);
}

#[test]
fn a_win_in_one_is_taken() {
    // X on 0 and 1, O on 3 and 4: X to move wins on 2.
    let g = Ttt {
        cells: [1, 1, 0, 2, 2, 0, 0, 0, 0],
        turn: 1,
    };
    let report = Searcher::new(1 << 12).search(&g, Limits::depth(9));
    assert_eq!(report.best, Some(2));
    assert_eq!(report.score, MATE - 1, "a mate found one ply away");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// The search's verdict and its best move agree with plain minimax on
    /// random positions.
    #[test]
    fn agrees_with_minimax(picks in proptest::collection::vec(0usize..9, 0..6)) {
        let mut g = Ttt { cells: [0; 9], turn: 1 };
        for p in picks {
            let mut moves = Vec::new();
            g.moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            g = g.play(moves[p % moves.len()]);
        }
        let truth = minimax(&g);
        let report = Searcher::new(1 << 10).search(&g, Limits::depth(9));
        prop_assert_eq!(sign(report.score), truth);
        if let Some(best) = report.best {
            prop_assert_eq!(-minimax(&g.play(best)), truth, "the best move keeps the value");
        }
    }
}

#[test]
fn a_node_budget_gives_the_same_answer_every_time() {
    let start = Ttt {
        cells: [0; 9],
        turn: 1,
    };
    let limits = Limits {
        nodes: 500,
        ..Limits::depth(9)
    };
    let a = Searcher::new(1 << 10).search(&start, limits.clone());
    let b = Searcher::new(1 << 10).search(&start, limits);
    assert_eq!(
        (a.best, a.score, a.depth, a.nodes),
        (b.best, b.score, b.depth, b.nodes)
    );
    assert!(a.nodes <= 500 + 9, "{}", a.nodes);
}

#[test]
fn a_raised_stop_flag_ends_the_search_with_a_move() {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;
    let start = Ttt {
        cells: [0; 9],
        turn: 1,
    };
    let stop = Arc::new(AtomicBool::new(true));
    let limits = Limits {
        stop: Some(stop),
        ..Limits::depth(9)
    };
    let report = Searcher::new(1 << 10).search(&start, limits);
    assert!(report.best.is_some());
    assert_eq!(report.depth, 1, "the first iteration always completes");
}

#[test]
fn in_matches_level_five_never_loses_and_beats_a_random_mover() {
    use engine::ladder::{Player, Result, match_score, play};
    let empty = Ttt {
        cells: [0; 9],
        turn: 1,
    };
    let five = engine::ladder::ladder_engine(5);
    let score = match_score(|_| empty, five, Player::Random, 40, 9);
    assert_eq!(score.losses, 0, "{score:?}");
    assert!(score.wins >= 20, "{score:?}");
    // Against itself tic-tac-toe is a draw.
    assert_eq!(play(&empty, five, five, 9, 3), Result::Drawn);
    // A clean draw record is an even match.
    let even = engine::ladder::Score {
        wins: 5,
        draws: 10,
        losses: 5,
    };
    assert_eq!(even.share(), 0.5);
    assert!(even.elo().0.abs() < 1e-6);
}
