//! `gamehost analyse`: asks for the analysis of a database's finished
//! games (those not analysed yet, at most a given number, oldest first)
//! and, unless told only to ask, makes them one after another with a
//! progress bar, as the bot does in the background (issue 48). It ends
//! with figures by game: how many, the CPU time of an analysis, and how
//! many puzzles a hundred games gave.

use crate::host::Host;
use crate::progress::Progress;
use crate::store;
use std::collections::BTreeMap;

/// Games read per statement while asking.
const PAGE: i64 = 500;

/// What the analyses of one kind of game came to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KindFigures {
    /// Games analysed.
    pub games: usize,
    /// Their log entries.
    pub entries: usize,
    /// The CPU time of each analysis, milliseconds.
    pub cpu_ms: Vec<i64>,
    /// Puzzles found.
    pub puzzles: usize,
}

impl KindFigures {
    /// The median CPU time of an analysis, milliseconds.
    pub fn median_ms(&self) -> i64 {
        let mut sorted = self.cpu_ms.clone();
        sorted.sort_unstable();
        sorted.get(sorted.len() / 2).copied().unwrap_or(0)
    }

    /// Puzzles per hundred games.
    pub fn yield_per_100(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        100.0 * self.puzzles as f64 / self.games as f64
    }
}

/// Asks for the analysis of up to `limit` finished games that have none
/// and are worth one, oldest first; how many were asked for.
pub async fn ask(host: &Host, limit: usize) -> Result<usize, sqlx::Error> {
    let mut asked = 0;
    let mut after = 0;
    while asked < limit {
        let mut c = host.store().read().await?;
        let page = store::games_after(&mut c, after, PAGE).await?;
        let Some(last) = page.last() else {
            break;
        };
        after = last.id;
        let mut wanted = vec![];
        for game in page.into_iter().filter(|g| !g.running()) {
            let Some(g) = host.games().get(&game.game) else {
                continue;
            };
            let log = store::turns(&mut c, game.id).await?;
            if crate::host::analysis::worth_analysing(g, &game, &log)
                && store::analysis(&mut c, game.id).await?.is_none()
            {
                wanted.push(game.id);
            }
        }
        drop(c);
        wanted.truncate(limit - asked);
        let mut tx = host.store().write().await?;
        for id in &wanted {
            store::want_analysis(&mut tx, *id, host.now()).await?;
        }
        tx.commit().await?;
        asked += wanted.len();
    }
    Ok(asked)
}

/// Makes every analysis asked for, one after another, counting games on
/// `progress`; the figures by game.
pub async fn run(
    host: &Host,
    progress: &Progress,
) -> Result<BTreeMap<String, KindFigures>, sqlx::Error> {
    let mut figures: BTreeMap<String, KindFigures> = BTreeMap::new();
    while let Some(done) = host.analyse_next().await? {
        progress.inc(1);
        if !done.stored {
            continue;
        }
        let mut c = host.store().read().await?;
        let Some(game) = store::game(&mut c, done.game).await? else {
            continue;
        };
        let entries = store::turn_count(&mut c, done.game).await? as usize;
        let puzzles = store::puzzles_of_game(&mut c, done.game).await?.len();
        let kind = figures.entry(game.game).or_default();
        kind.games += 1;
        kind.entries += entries;
        kind.cpu_ms.push(done.cpu_ms);
        kind.puzzles += puzzles;
    }
    progress.finish();
    Ok(figures)
}

/// The figures as a table, one row per game.
pub fn table(figures: &BTreeMap<String, KindFigures>) -> String {
    let mut out = String::from(
        "| game | games | log entries per game | CPU per analysis (median) | CPU per entry | puzzles per 100 games |\n|---|---:|---:|---:|---:|---:|\n",
    );
    for (kind, f) in figures {
        let per_game = f.entries as f64 / f.games.max(1) as f64;
        let total: i64 = f.cpu_ms.iter().sum();
        let per_entry = total as f64 / f.entries.max(1) as f64;
        out.push_str(&format!(
            "| {kind} | {} | {per_game:.0} | {:.2} s | {per_entry:.0} ms | {:.1} |\n",
            f.games,
            f.median_ms() as f64 / 1000.0,
            f.yield_per_100()
        ));
    }
    out
}
