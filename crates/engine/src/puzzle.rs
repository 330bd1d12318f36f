//! Puzzles from a game's positions (issue 48), the way lichess-puzzler
//! keeps a position: the side to move has exactly one turn that wins
//! decisively, and every other turn falls well short of it, checked with
//! the second-best line (the same search with the best turn left out).
//! A solution may run for several of the solver's turns, each as unique,
//! with the opponent's best reply between them; it always ends on a
//! solver's turn.

use crate::analyse::{judge, judge_without, win_chance};
use crate::game::SearchGame;

/// What makes a position a puzzle.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PuzzleRules {
    /// The node budget of each search (deeper than the analysis's: the
    /// second look that confirms what the analysis found).
    pub nodes: u64,
    /// The game's win-chance curve.
    pub slope: f64,
    /// The least chance of winning the solution must give (0–1).
    pub win: f64,
    /// How far every other turn must fall short of it (0–1 of chance).
    pub margin: f64,
    /// The most solver's turns a solution has.
    pub most_turns: usize,
}

impl PuzzleRules {
    /// The usual rules at `nodes` with the game's `slope`: a chance of at
    /// least 0.7, every other turn at least 0.21 short (lichess-puzzler's
    /// 0.42 on the winning-chance scale −1…1), up to three turns.
    pub fn new(nodes: u64, slope: f64) -> PuzzleRules {
        PuzzleRules {
            nodes,
            slope,
            win: 0.7,
            margin: 0.21,
            most_turns: 3,
        }
    }
}

/// The only winning turn of the side to move in `pos`, if it has exactly
/// one (and at least one other turn to choose instead).
pub fn only_winning_turn<G: SearchGame>(pos: &G, rules: &PuzzleRules) -> Option<G::Move> {
    let mut moves = Vec::new();
    pos.moves(&mut moves);
    if moves.len() < 2 {
        return None;
    }
    let best = judge(pos, rules.nodes);
    let turn = best.best?;
    let chance = win_chance(best.score, rules.slope);
    if chance < rules.win {
        return None;
    }
    let second = judge_without(pos, rules.nodes, std::slice::from_ref(&turn));
    let second_chance = win_chance(second.score, rules.slope);
    (chance - second_chance >= rules.margin).then_some(turn)
}

/// The solution of the puzzle at `pos`: the solver's turns with the
/// opponent's replies between them; `None` when `pos` is no puzzle.
pub fn solution<G: SearchGame>(pos: &G, rules: &PuzzleRules) -> Option<Vec<G::Move>> {
    let mut line = vec![only_winning_turn(pos, rules)?];
    let mut at = pos.play(line[0].clone());
    for _ in 1..rules.most_turns {
        let Some(reply) = judge(&at, rules.nodes).best else {
            break;
        };
        let next = at.play(reply.clone());
        let Some(turn) = only_winning_turn(&next, rules) else {
            break;
        };
        at = next.play(turn.clone());
        line.push(reply);
        line.push(turn);
    }
    Some(line)
}
