//! Puzzles (issue 48) on tic-tac-toe, every position of which is solved:
//! a puzzle's first turn is the only winning one, a position with two
//! winning turns or none is no puzzle, the second-best search leaves the
//! best turn out, and a solution of several turns alternates the
//! solver's only winning turns with the opponent's best replies.

mod common;

use common::Ttt;
use engine::puzzle::{PuzzleRules, only_winning_turn, solution};
use engine::{SearchGame, judge, judge_without};

/// Any slope: tic-tac-toe's scores are a win, a loss or a draw.
const RULES: PuzzleRules = PuzzleRules {
    nodes: 100_000,
    slope: 0.004,
    win: 0.8,
    margin: 0.3,
    most_turns: 3,
};

/// X (1) on `xs`, O (2) on `os`, X to move.
fn board(xs: &[usize], os: &[usize]) -> Ttt {
    let mut cells = [0; 9];
    xs.iter().for_each(|&i| cells[i] = 1);
    os.iter().for_each(|&i| cells[i] = 2);
    Ttt { cells, turn: 1 }
}

#[test]
fn the_only_winning_turn_is_a_puzzle_of_one_turn() {
    // X completes the top row at 2; anything else at best draws (5 blocks
    // O's middle row).
    let pos = board(&[0, 1], &[3, 4]);
    assert_eq!(only_winning_turn(&pos, &RULES), Some(2));
    assert_eq!(solution(&pos, &RULES), Some(vec![2]));
}

#[test]
fn two_winning_turns_make_no_puzzle() {
    // X wins at 2 (the top row) or at 3 (the left column).
    let pos = board(&[0, 1, 6], &[4, 5, 7]);
    assert_eq!(only_winning_turn(&pos, &RULES), None);
    assert_eq!(solution(&pos, &RULES), None);
}

#[test]
fn a_drawn_position_is_no_puzzle() {
    assert_eq!(solution(&board(&[], &[]), &RULES), None);
}

#[test]
fn the_second_best_search_leaves_the_best_turn_out() {
    let pos = board(&[0, 1], &[3, 4]);
    let best = judge(&pos, RULES.nodes);
    assert_eq!(best.best, Some(2));
    assert!(engine::is_mate(best.score) && best.score > 0);
    let second = judge_without(&pos, RULES.nodes, &[2]);
    assert_ne!(second.best, Some(2));
    assert_eq!(second.score, 0, "the best of the others draws");
    let none = judge_without(&pos, RULES.nodes, &[2, 5, 6, 7, 8]);
    assert_eq!(none.best, None);
}

/// Every position reachable from the empty board.
fn every_position() -> Vec<Ttt> {
    let mut seen = std::collections::HashSet::new();
    let mut todo = vec![board(&[], &[])];
    let mut all = vec![];
    while let Some(pos) = todo.pop() {
        if !seen.insert(pos.key()) {
            continue;
        }
        all.push(pos);
        let mut moves = Vec::new();
        pos.moves(&mut moves);
        todo.extend(moves.into_iter().map(|m| pos.play(m)));
    }
    all
}

#[test]
fn every_solution_alternates_only_winning_turns_with_best_replies_and_ends_on_the_solver() {
    let mut longest = 0;
    for pos in every_position() {
        let Some(line) = solution(&pos, &RULES) else {
            continue;
        };
        assert_eq!(line.len() % 2, 1, "{pos:?}: {line:?}");
        let mut at = pos;
        for (i, m) in line.iter().enumerate() {
            if i % 2 == 0 {
                assert_eq!(
                    only_winning_turn(&at, &RULES),
                    Some(*m),
                    "{pos:?}: {line:?}"
                );
            } else {
                assert_eq!(judge(&at, RULES.nodes).best, Some(*m), "{pos:?}: {line:?}");
            }
            at = at.play(*m);
        }
        longest = longest.max(line.len());
    }
    // Solutions of several turns exist (a fork: the solver's turn, the
    // reply, the only win left), none longer than the rules allow.
    assert_eq!(longest, 2 * RULES.most_turns - 1);
}
