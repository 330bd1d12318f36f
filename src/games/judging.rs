//! What the two-player adapters share to judge a position of a finished
//! game for analysis (issue 48): the engine's fixed-effort search, its
//! score turned into each seat's chance of winning by the game's fitted
//! curve, and the decision made there compared with the engine's best.

use engine::SearchGame;
use game_api::{Decision, Effort, Judgement};
use std::fmt::Display;
use std::str::FromStr;

/// The judgement of `position`, whose side to move is seat `mover` (0 or
/// 1), by a search of `effort` nodes; `slope` is the game's win-chance
/// curve. With `played` (the turn entry played from it, in the game's
/// notation), the decision made there.
pub fn searched<G>(
    position: &G,
    mover: usize,
    played: Option<&str>,
    effort: Effort,
    slope: f64,
) -> Judgement
where
    G: SearchGame,
    G::Move: Display + FromStr,
{
    let judged = engine::judge(position, effort.0);
    let chance = engine::win_chance(judged.score, slope);
    let mut chances = vec![0.0; 2];
    chances[mover] = chance;
    chances[1 - mover] = 1.0 - chance;
    let decision = match (played, &judged.best) {
        (Some(played), Some(best)) => Some(Decision {
            seat: mover,
            best_chance: chance,
            best: best.to_string(),
            line: judged.line.iter().map(ToString::to_string).collect(),
            played_best: played.parse::<G::Move>().is_ok_and(|p| p == *best),
        }),
        _ => None,
    };
    Judgement { chances, decision }
}

/// The solution of the puzzle at `position` (see [`game_api::Rules::puzzle`]),
/// searched at twice `effort` with the game's `slope`.
pub fn puzzle<G>(position: &G, effort: Effort, slope: f64) -> Option<Vec<String>>
where
    G: SearchGame,
    G::Move: Display,
{
    let rules = engine::puzzle::PuzzleRules::new(effort.0.saturating_mul(2), slope);
    engine::puzzle::solution(position, &rules)
        .map(|line| line.iter().map(ToString::to_string).collect())
}
