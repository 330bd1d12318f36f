//! `gamehost verify`: replays every stored game's turn log from its start,
//! through the game's own rules, and checks that it reproduces the stored
//! position. Games of every kind.
//!
//! The games are read a page at a time through the primary key (each
//! page's logs in one read), and a page is replayed on every core, so the
//! time grows with the games and nothing else; a progress bar counts them.

use crate::host::Games;
use crate::progress::Progress;
use crate::store::{self, GameRecord, LogEntry, Store};

/// Games read and replayed together.
const PAGE: i64 = 500;

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
    verify_with(store, games, &Progress::hidden()).await
}

/// Replays every game, counting them on `progress`.
pub async fn verify_with(
    store: &Store,
    games: &Games,
    progress: &Progress,
) -> Result<Report, sqlx::Error> {
    let mut c = store.read().await?;
    let mut report = Report::default();
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut after = 0;
    loop {
        let page = store::games_after(&mut c, after, PAGE).await?;
        let (Some(first), Some(last)) = (page.first().map(|g| g.id), page.last().map(|g| g.id))
        else {
            break;
        };
        let mut logs = store::turns_of_games(&mut c, first, last)
            .await?
            .into_iter()
            .peekable();
        let mut work = Vec::with_capacity(page.len());
        for game in page {
            let mut log = vec![];
            while let Some((_, entry)) = logs.next_if(|(id, _)| *id == game.id) {
                log.push(entry);
            }
            work.push((game, log));
        }
        after = last;
        report.games += work.len();
        report.turns += work.iter().map(|(_, log)| log.len()).sum::<usize>();
        let per_core = work.len().div_ceil(cores);
        let found: Vec<String> = std::thread::scope(|s| {
            let handles: Vec<_> = work
                .chunks(per_core.max(1))
                .map(|part| {
                    s.spawn(move || {
                        part.iter()
                            .filter_map(|(game, log)| check(games, game, log))
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .flat_map(|h| {
                    h.join()
                        .unwrap_or_else(|_| vec!["a replay panicked".into()])
                })
                .collect()
        });
        report.mismatches.extend(found);
        progress.inc(work.len() as u64);
    }
    progress.finish();
    Ok(report)
}

/// What is wrong with `game` and its `log`, if anything.
fn check(games: &Games, game: &GameRecord, log: &[LogEntry]) -> Option<String> {
    let id = game.id;
    let Some(rules) = games.get(&game.game) else {
        return Some(format!("game {id}: unknown game `{}`", game.game));
    };
    if let Some((i, _)) = log
        .iter()
        .enumerate()
        .find(|(i, t)| t.number != *i as i64 + 1)
    {
        return Some(format!("game {id}: turn {} is missing from the log", i + 1));
    }
    let entries = LogEntry::replayable(log);
    let replayed = match entries.is_empty() {
        // Nothing to replay: the stored start is the position.
        true => Ok(game.start_state.clone()),
        false => rules.replay_state(&game.start_state, &entries),
    };
    let state = match replayed {
        Ok(state) => state,
        Err((i, e)) => {
            return Some(format!(
                "game {id}: turn {} `{}` does not replay: {e}",
                log[i].number, log[i].notation
            ));
        }
    };
    (state != game.state).then(|| {
        format!(
            "game {id}: the log gives `{state}` but the stored position is `{}`",
            game.state
        )
    })
}
