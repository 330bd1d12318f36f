//! Throne's positions judged for analysis (issue 48). Throws are chance,
//! not decisions; a move is compared with the engine's level-5 choice
//! (sampled futures from a fixed seed, so the same game gets the same
//! analysis), and every seat's chance comes from the engine's fitted
//! win-chance model ([`throne::search::value`]) directly, shared out among
//! the seats still playing.

use game_api::{Decision, Effort, Judgement};
use throne::search::value::win_chance;
use throne::{Action, Phase, Position};

/// The seed of the analysis's sampled futures.
const SEED: u64 = 0x5eed_a11a_1575;

/// Each seat's chance in `pos`: the model's chance for each seat still
/// playing, scaled to sum to one; none for a seat that left.
pub fn chances(pos: &Position) -> Vec<f64> {
    let raw: Vec<f64> = pos
        .seats()
        .map(|s| {
            if pos.resigned(s) {
                0.0
            } else {
                f64::from(win_chance(pos, s))
            }
        })
        .collect();
    let total: f64 = raw.iter().sum();
    if total <= 0.0 {
        return vec![1.0 / raw.len().max(1) as f64; raw.len()];
    }
    raw.iter().map(|c| c / total).collect()
}

/// The judgement of a running game's `pos` (see [`game_api::Rules::judge`]);
/// `effort` is the engine's level for the move it compares with.
pub fn judge(pos: &Position, played: Option<&str>, effort: Effort) -> Judgement {
    let chances = chances(pos);
    let decision = match (pos.phase(), played) {
        (Phase::Move, Some(played)) => {
            let level = u8::try_from(effort.0)
                .ok()
                .and_then(engine::Level::new)
                .unwrap_or(engine::Level::MAX);
            throne::search::choose_move(pos, level, SEED, None).map(|best| {
                let mut after = pos.clone();
                let _ = after.apply(&best, &mut Vec::new());
                let seat = pos.turn().index();
                Decision {
                    seat,
                    best_chance: chances_after(&after, seat),
                    best: best.to_string(),
                    line: vec![best.to_string()],
                    played_best: played
                        .parse::<Action>()
                        .is_ok_and(|a| a == Action::Move(best)),
                }
            })
        }
        _ => None,
    };
    Judgement { chances, decision }
}

/// `seat`'s chance in `after`, the game's end counted as certain.
fn chances_after(after: &Position, seat: usize) -> f64 {
    match after.phase() {
        Phase::Won(w) => f64::from(u8::from(w.index() == seat)),
        _ => chances(after).get(seat).copied().unwrap_or(0.0),
    }
}
