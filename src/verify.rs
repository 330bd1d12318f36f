//! `gamehost verify`: replays every stored game's turn log from its start,
//! through the game's own rules, and checks that it reproduces the stored
//! position. Games of every kind.

use crate::host::Games;
use crate::store::{self, Store};

/// What a verification found.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games checked.
    pub games: usize,
    /// Turns replayed.
    pub turns: usize,
    /// One sentence per game that does not match.
    pub mismatches: Vec<String>,
}

impl Report {
    /// The one-line summary.
    pub fn summary(&self) -> String {
        let count =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let games = count(self.games, "game", "games");
        let turns = count(self.turns, "turn", "turns");
        if self.mismatches.is_empty() {
            format!("verify: {games}, {turns} replayed, every stored position matches its log.")
        } else {
            format!(
                "verify: {games}, {turns} replayed, {} MISMATCHED: {}",
                self.mismatches.len(),
                self.mismatches.join("; ")
            )
        }
    }
}

/// Replays every game.
pub async fn verify(store: &Store, games: &Games) -> Result<Report, sqlx::Error> {
    let mut c = store.read().await?;
    let mut report = Report::default();
    for id in store::game_ids(&mut c).await? {
        let Some(game) = store::game(&mut c, id).await? else {
            continue;
        };
        report.games += 1;
        let turns = store::turns(&mut c, id).await?;
        report.turns += turns.len();
        let Some(rules) = games.get(&game.game) else {
            report
                .mismatches
                .push(format!("game {id}: unknown game `{}`", game.game));
            continue;
        };
        let mut broken = turns
            .iter()
            .enumerate()
            .find(|(i, t)| t.number != *i as i64 + 1)
            .map(|(i, _)| format!("game {id}: turn {} is missing from the log", i + 1));
        let entries: Vec<(usize, &str)> = turns
            .iter()
            .map(|t| {
                let seat = usize::try_from(t.seat).unwrap_or(usize::MAX);
                (seat, t.notation.as_str())
            })
            .collect();
        let mut state = game.start_state.clone();
        if broken.is_none() {
            match rules.replay_frames(&game.start_state, &entries) {
                Ok(frames) => {
                    if let Some(last) = frames.into_iter().last() {
                        state = last.state;
                    }
                }
                Err((i, e)) => {
                    broken = Some(format!(
                        "game {id}: turn {} `{}` does not replay: {e}",
                        turns[i].number, turns[i].notation
                    ));
                }
            }
        }
        if let Some(b) = broken {
            report.mismatches.push(b);
        } else if state != game.state {
            report.mismatches.push(format!(
                "game {id}: the log gives `{state}` but the stored position is `{}`",
                game.state
            ));
        }
    }
    Ok(report)
}
