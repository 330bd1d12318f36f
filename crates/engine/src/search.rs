//! Negamax alpha-beta with iterative deepening, the transposition table,
//! move ordering and quiescence; it stops at a depth, a node budget, a
//! deadline or when the shared stop flag is raised, and answers with the
//! last completed iteration's best move.

use crate::game::{MATE, SearchGame};
use crate::ordering::Ordering;
use crate::table::{Bound, Entry, Table};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as Atomic};
use std::time::Instant;

/// When to stop.
#[derive(Clone, Debug)]
pub struct Limits {
    /// The deepest iteration.
    pub depth: u32,
    /// Stop after this many nodes (deterministic searches use this).
    pub nodes: u64,
    /// Stop at this moment.
    pub deadline: Option<Instant>,
    /// Stop when raised (resignation, abort, shutdown).
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// To `depth` plies, no other limit.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth,
            nodes: u64::MAX,
            deadline: None,
            stop: None,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Report<M> {
    /// The best move of the last completed iteration (none without moves).
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: i32,
    /// The depth of the last completed iteration.
    pub depth: u32,
    /// Nodes visited, quiescence included.
    pub nodes: u64,
}

/// A searcher with its tables, reusable across moves of one game.
pub struct Searcher<G: SearchGame> {
    /// Root moves left out of the search (a puzzle's second-best line).
    excluded: Vec<G::Move>,
    table: Table<G::Move>,
    ordering: Ordering<G::Move>,
    nodes: u64,
    limits: Limits,
    stopped: bool,
}

/// Quiescence goes at most this deep.
const MAX_QUIESCENCE: u32 = 12;

/// How many nodes pass between two looks at the clock. A node of a game
/// with costly move generation (Elemental chess's abilities) may take a
/// millisecond, so a search looks often enough to stop near its deadline.
const CLOCK_EVERY: u64 = 64;

impl<G: SearchGame> Searcher<G> {
    /// A searcher whose table holds `slots` entries.
    pub fn new(slots: usize) -> Searcher<G> {
        Searcher {
            excluded: Vec::new(),
            table: Table::new(slots),
            ordering: Ordering::new(),
            nodes: 0,
            limits: Limits::depth(1),
            stopped: false,
        }
    }

    fn out_of_time(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        let told = self
            .limits
            .stop
            .as_ref()
            .is_some_and(|s| s.load(Atomic::Relaxed));
        if self.nodes >= self.limits.nodes || told {
            self.stopped = true;
        } else if self.nodes.is_multiple_of(CLOCK_EVERY) {
            self.stopped = self.limits.deadline.is_some_and(|d| Instant::now() >= d);
        }
        self.stopped
    }

    /// Searches `root` deeper and deeper until a limit; the answer is the
    /// last completed iteration's (a first iteration always completes).
    pub fn search(&mut self, root: &G, limits: Limits) -> Report<G::Move> {
        self.limits = limits;
        self.nodes = 0;
        self.stopped = false;
        let mut moves = Vec::new();
        root.moves(&mut moves);
        moves.retain(|m| !self.excluded.contains(m));
        let mut report = Report {
            best: moves.first().cloned(),
            score: if moves.is_empty() {
                root.no_moves_score()
            } else {
                0
            },
            depth: 0,
            nodes: 0,
        };
        if moves.is_empty() {
            return report;
        }
        for depth in 1..=self.limits.depth.max(1) {
            let score = self.negamax(root, depth, 0, -MATE - 1, MATE + 1);
            if self.stopped && depth > 1 {
                break;
            }
            report.depth = depth;
            report.score = score;
            report.best = self
                .table
                .get(root.key())
                .and_then(|e| e.best)
                .or(report.best);
            if self.stopped || crate::is_mate(score) {
                break;
            }
        }
        report.nodes = self.nodes;
        report
    }

    /// [`Searcher::search`] with the root moves `excluded` left out: the
    /// best of the others (a puzzle's second-best line). With every move
    /// left out, the report has no best move.
    pub fn search_without(
        &mut self,
        root: &G,
        limits: Limits,
        excluded: &[G::Move],
    ) -> Report<G::Move> {
        self.excluded = excluded.to_vec();
        let report = self.search(root, limits);
        self.excluded.clear();
        report
    }

    /// The principal line from `root` starting with `first`: each next
    /// move is the table's best for the position reached, while it is
    /// legal there, at most `max` moves, stopping at a repeated position.
    pub fn line(&self, root: &G, first: G::Move, max: usize) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut seen = vec![root.key()];
        let mut at = root.clone();
        let mut next = Some(first);
        let mut legal = Vec::new();
        while let Some(m) = next.take() {
            if line.len() >= max {
                break;
            }
            legal.clear();
            at.moves(&mut legal);
            if !legal.contains(&m) {
                break;
            }
            at = at.play(m.clone());
            line.push(m);
            if seen.contains(&at.key()) {
                break;
            }
            seen.push(at.key());
            next = self.table.get(at.key()).and_then(|e| e.best);
        }
        line
    }

    fn negamax(&mut self, g: &G, depth: u32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if ply > 0 && (self.out_of_time() || g.drawn()) {
            return 0;
        }
        if depth == 0 {
            return self.quiescence(g, alpha, beta, ply, 0);
        }
        let key = g.key();
        let entry = self.table.get(key);
        if ply > 0
            && let Some(e) = &entry
            && e.depth >= depth
        {
            let score = from_table(e.score, ply);
            match e.bound {
                Bound::Exact => return score,
                Bound::Lower if score >= beta => return score,
                Bound::Upper if score <= alpha => return score,
                _ => {}
            }
        }
        let mut moves = Vec::new();
        g.moves(&mut moves);
        if moves.is_empty() {
            return adjust(g.no_moves_score(), ply);
        }
        if ply == 0 && !self.excluded.is_empty() {
            moves.retain(|m| !self.excluded.contains(m));
        }
        let first = entry.and_then(|e| e.best);
        self.ordering.sort(
            &mut moves,
            ply,
            first.as_ref(),
            |m| g.is_noisy(m.clone()),
            |m| g.hint(m.clone()),
        );
        let start_alpha = alpha;
        let mut best = i32::MIN;
        let mut best_move = None;
        for m in moves {
            let score = -self.negamax(&g.play(m.clone()), depth - 1, ply + 1, -beta, -alpha);
            if self.stopped && ply > 0 {
                return 0;
            }
            if self.stopped && best_move.is_some() {
                // At the root: the moves not looked at stay unplayed (in a
                // game whose moves are costly to play, playing each only to
                // return at once overran the deadline by minutes).
                break;
            }
            if score > best {
                best = score;
                best_move = Some(m.clone());
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !g.is_noisy(m.clone()) {
                    self.ordering.cutoff(ply, m, depth);
                }
                break;
            }
        }
        let bound = if best <= start_alpha {
            Bound::Upper
        } else if best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        // A stopped first iteration keeps its best move so far: the answer.
        let first_stopped = self.stopped && ply == 0 && depth == 1;
        if !self.stopped || first_stopped {
            self.table.put(Entry {
                key,
                depth,
                score: to_table(best, ply),
                bound,
                best: best_move,
            });
        }
        best
    }

    /// Noisy moves only, standing pat on the evaluation.
    fn quiescence(&mut self, g: &G, mut alpha: i32, beta: i32, ply: usize, depth: u32) -> i32 {
        self.nodes += 1;
        if self.stopped {
            // Stopped: the position as it stands, without generating its
            // moves (what the search returns past a stop is discarded, or
            // in a first iteration only rough).
            return g.evaluate();
        }
        let mut moves = Vec::new();
        g.moves(&mut moves);
        if moves.is_empty() {
            return adjust(g.no_moves_score(), ply);
        }
        let stand = g.evaluate();
        if stand >= beta || depth >= MAX_QUIESCENCE || self.out_of_time() {
            return stand;
        }
        alpha = alpha.max(stand);
        moves.retain(|m| g.is_noisy(m.clone()));
        moves.sort_by_cached_key(|m| std::cmp::Reverse(g.hint(m.clone())));
        for m in moves {
            let score = -self.quiescence(&g.play(m), -beta, -alpha, ply + 1, depth + 1);
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
            if self.stopped {
                break;
            }
        }
        alpha
    }
}

/// A mate score seen `ply` plies from the root: mates nearer score higher.
fn adjust(score: i32, ply: usize) -> i32 {
    if score <= -MATE + 1_000 {
        score + ply as i32
    } else {
        score
    }
}

/// Mate scores are stored relative to the position, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE - 1_000 {
        score + ply as i32
    } else if score <= -MATE + 1_000 {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE - 1_000 {
        score - ply as i32
    } else if score <= -MATE + 1_000 {
        score + ply as i32
    } else {
        score
    }
}
