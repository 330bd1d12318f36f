//! Levels 1–5 of the engine opponent (issue 23): how long it thinks and how
//! much deliberate imperfection it allows itself. Level 1 is quick and
//! weak, level 5 the strongest within its time; below 5 the engine picks at
//! random, with a seeded generator, among the moves whose score is within
//! the level's margin of the best. Level 1 also slips: one turn in three
//! it plays any legal move.

use crate::game::SearchGame;
use crate::search::{Limits, Searcher};
use std::time::{Duration, Instant};

/// A level from 1 (weakest) to 5 (strongest).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

impl Level {
    /// The strongest level.
    pub const MAX: Level = Level(5);

    /// Level `n`, if it is 1 to 5.
    pub fn new(n: u8) -> Option<Level> {
        (1..=5).contains(&n).then_some(Level(n))
    }

    /// Its number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// How long it may think: 50 ms at level 1 up to 2 s at level 5 (the
    /// low levels stop sooner, at their depth).
    pub fn time(self) -> Duration {
        Duration::from_millis([50, 150, 400, 1000, 2000][self.0 as usize - 1])
    }

    /// The deepest iteration it searches.
    pub fn depth(self) -> u32 {
        [1, 3, 5, 8, 64][self.0 as usize - 1]
    }

    /// How far below the best a move may score and still be picked
    /// (centipawns for chess): the deliberate imperfection.
    pub fn margin(self) -> i32 {
        [300, 60, 50, 15, 0][self.0 as usize - 1]
    }

    /// In how many turns of 100 it plays a legal move drawn at random,
    /// without looking: level 1's slips, which keep it clearly below
    /// level 2 in every game (a margin alone did not in Masters).
    pub fn slip_percent(self) -> u64 {
        [33, 0, 0, 0, 0][self.0 as usize - 1]
    }

    /// The search limits from `now`, or within `nodes` for a repeatable
    /// search (tests and matches).
    pub fn limits(self, now: Instant, nodes: Option<u64>) -> Limits {
        Limits {
            depth: self.depth(),
            nodes: nodes.unwrap_or(u64::MAX),
            deadline: nodes.is_none().then(|| now + self.time()),
            stop: None,
        }
    }
}

/// The engine's choice at `level` in `root`: the search's best move at
/// level 5; below it, a move drawn with `seed` among those a shallower
/// look scores within the level's margin of the best, or at level 1 now
/// and then any move (its slips). `None` without moves.
pub fn choose<G: SearchGame>(
    searcher: &mut Searcher<G>,
    root: &G,
    level: Level,
    limits: Limits,
    seed: u64,
) -> Option<G::Move> {
    if level.margin() == 0 {
        return searcher.search(root, limits).best;
    }
    let mut draws = crate::Draws::new(seed);
    if draws.next_u64() % 100 < level.slip_percent() {
        let mut moves = Vec::new();
        root.moves(&mut moves);
        return (!moves.is_empty()).then(|| moves.swap_remove(draws.below(moves.len())));
    }
    // Against the clock the first half goes to the search and the rest to
    // scoring each move; a node budget is shared as before.
    let deadline = limits.deadline;
    let first = Limits {
        deadline: deadline.map(|d| {
            let now = Instant::now();
            now + d.saturating_duration_since(now) / 2
        }),
        ..limits.clone()
    };
    let report = searcher.search(root, first);
    report.best.as_ref()?;
    let mut moves = Vec::new();
    root.moves(&mut moves);
    // Each move scored one iteration shallower than the search reached.
    let depth = report.depth.saturating_sub(1).max(1);
    let per_move = Limits {
        depth: depth.saturating_sub(1),
        nodes: limits.nodes / (moves.len() as u64 + 1),
        ..limits
    };
    let mut scored: Vec<(G::Move, i32)> = Vec::with_capacity(moves.len());
    for m in moves {
        // Past the deadline the rest are left out (playing each is work
        // too: in Elemental chess, with thousands of turns, minutes of it);
        // the search's best stays among the candidates below.
        if deadline.is_some_and(|d| Instant::now() >= d) {
            break;
        }
        let child = root.play(m.clone());
        let score = if per_move.depth == 0 {
            -child.evaluate()
        } else {
            -searcher.search(&child, per_move.clone()).score
        };
        scored.push((m, score));
    }
    if let Some(best) = &report.best
        && !scored.iter().any(|(m, _)| m == best)
    {
        scored.push((best.clone(), report.score));
    }
    let top = scored.iter().map(|(_, s)| *s).max()?;
    scored.retain(|(_, s)| *s >= top - level.margin());
    let pick = draws.below(scored.len());
    Some(scored.swap_remove(pick).0)
}
