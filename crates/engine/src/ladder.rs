//! Matches between players of one game, for the ladders of issue 23: a
//! random mover, a one-ply greedy player and the engine at each level,
//! each game from a start the caller gives, colours alternating. Pure and
//! repeatable: every player draws from a seed, and the engine thinks
//! within a node budget instead of a clock.

use crate::game::SearchGame;
use crate::level::{Level, choose};
use crate::search::{Limits, Searcher};

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Any legal move, uniformly.
    Random,
    /// The move whose position scores best by the static evaluation.
    Greedy,
    /// The engine at a level, within a node budget per move.
    Engine(Level, u64),
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Engine(level, nodes) => write!(f, "level {} ({nodes} nodes)", level.number()),
        }
    }
}

/// How a game ended for the side that moved first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Result {
    /// The first mover won.
    FirstWon,
    /// The second mover won.
    SecondWon,
    /// A draw, or the ply limit.
    Drawn,
}

/// One draw below `n` from the generator state `state`, which moves on.
fn draw(state: &mut u64, n: usize) -> usize {
    let mut draws = crate::Draws::new(*state);
    let pick = draws.below(n);
    *state = draws.state();
    pick
}

/// `player`'s move in `pos` (`None` without moves).
pub fn move_of<G: SearchGame>(
    pos: &G,
    player: Player,
    searcher: &mut Searcher<G>,
    seed: &mut u64,
) -> Option<G::Move> {
    let mut moves = Vec::new();
    pos.moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    match player {
        Player::Random => Some(moves.swap_remove(draw(seed, moves.len()))),
        Player::Greedy => {
            // Ties go to a seeded draw so greedy games differ.
            let scored: Vec<(i32, G::Move)> = moves
                .into_iter()
                .map(|m| {
                    let child = pos.play(m.clone());
                    let mut replies = Vec::new();
                    child.moves(&mut replies);
                    let score = if replies.is_empty() {
                        -child.no_moves_score()
                    } else {
                        -child.evaluate()
                    };
                    (score, m)
                })
                .collect();
            let top = scored.iter().map(|s| s.0).max()?;
            let mut best: Vec<G::Move> = scored
                .into_iter()
                .filter(|s| s.0 == top)
                .map(|s| s.1)
                .collect();
            Some(best.swap_remove(draw(seed, best.len())))
        }
        Player::Engine(level, nodes) => {
            let limits = Limits {
                nodes,
                ..Limits::depth(level.depth())
            };
            *seed = seed.wrapping_add(1);
            choose(searcher, pos, level, limits, *seed)
        }
    }
}

/// Plays one game from `start` between `first` (to move) and `second`,
/// at most `max_plies` plies.
pub fn play<G: SearchGame>(
    start: &G,
    first: Player,
    second: Player,
    max_plies: u32,
    seed: u64,
) -> Result {
    let mut pos = start.clone();
    let mut seed = seed;
    let mut searchers = [Searcher::new(1 << 16), Searcher::new(1 << 16)];
    for ply in 0..max_plies {
        let side = (ply % 2) as usize;
        let player = if side == 0 { first } else { second };
        let Some(m) = move_of(&pos, player, &mut searchers[side], &mut seed) else {
            return match pos.no_moves_score() {
                0 => Result::Drawn,
                _ if side == 0 => Result::SecondWon,
                _ => Result::FirstWon,
            };
        };
        pos = pos.play(m);
        if pos.drawn() {
            return Result::Drawn;
        }
    }
    Result::Drawn
}

/// A match's score for player A: wins, draws, losses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Games A won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games A lost.
    pub losses: u32,
}

impl Score {
    /// Games played.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's share of the points, 0 to 1.
    pub fn share(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }

    /// The Elo difference the share implies and its 95 % error margin
    /// (normal approximation; infinite for a clean sweep).
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let p = self.share();
        let elo = |p: f64| -400.0 * (1.0 / p.clamp(1e-9, 1.0 - 1e-9) - 1.0).log10();
        let var = (f64::from(self.wins) * (1.0 - p).powi(2)
            + f64::from(self.draws) * (0.5 - p).powi(2)
            + f64::from(self.losses) * p.powi(2))
            / n;
        let margin = 1.96 * (var / n).sqrt();
        (
            elo(p),
            (elo((p + margin).min(1.0)) - elo((p - margin).max(0.0))) / 2.0,
        )
    }
}

/// `games` games between A and B from the starts `starts` gives (by game
/// number), colours alternating: A's score.
pub fn match_score<G: SearchGame>(
    starts: impl Fn(u32) -> G,
    a: Player,
    b: Player,
    games: u32,
    max_plies: u32,
) -> Score {
    let mut score = Score::default();
    for g in 0..games {
        let start = starts(g);
        let a_first = g % 2 == 0;
        let (first, second) = if a_first { (a, b) } else { (b, a) };
        let result = play(&start, first, second, max_plies, u64::from(g) * 7919 + 1);
        match (result, a_first) {
            (Result::Drawn, _) => score.draws += 1,
            (Result::FirstWon, true) | (Result::SecondWon, false) => score.wins += 1,
            _ => score.losses += 1,
        }
    }
    score
}

/// The node budget per move the ladders give each level.
pub const LADDER_NODES: [u64; 5] = [500, 2_000, 8_000, 30_000, 100_000];

/// The engine at level `n` (1–5) with its ladder budget.
pub fn ladder_engine(n: u8) -> Player {
    let level = Level::new(n).expect("a level from 1 to 5");
    Player::Engine(level, LADDER_NODES[n as usize - 1])
}

/// The pairings of issue 23's ladders: level 5 against the random mover
/// and the greedy player, then each level against the one below.
pub fn ladder_pairings() -> Vec<(Player, Player)> {
    let mut out = vec![
        (ladder_engine(5), Player::Random),
        (ladder_engine(5), Player::Greedy),
    ];
    out.extend(
        (2..=5)
            .rev()
            .map(|n| (ladder_engine(n), ladder_engine(n - 1))),
    );
    out
}

/// The pairings to run: all of [`ladder_pairings`], or with `low` only
/// the two lowest gaps (levels 3–2 and 2–1), which are quick to measure.
pub fn pairings(low: bool) -> Vec<(Player, Player)> {
    let all = ladder_pairings();
    if low {
        all[all.len() - 2..].to_vec()
    } else {
        all
    }
}

/// Plays every pairing and prints a line per match (for the examples):
/// `A vs B: W-D-L of N, share %, Elo ± margin`.
pub fn run_ladder<G: SearchGame>(
    starts: impl Fn(u32) -> G + Copy,
    games: u32,
    max_plies: u32,
    low: bool,
) -> Vec<(Player, Player, Score)> {
    let mut out = Vec::new();
    for (a, b) in pairings(low) {
        let started = std::time::Instant::now();
        let score = match_score(starts, a, b, games, max_plies);
        let (elo, margin) = score.elo();
        println!(
            "{a} vs {b}: +{} ={} -{} of {}, {:.1} %, Elo {:+.0} ± {:.0} ({:.1} s)",
            score.wins,
            score.draws,
            score.losses,
            score.games(),
            100.0 * score.share(),
            elo,
            margin,
            started.elapsed().as_secs_f64()
        );
        out.push((a, b, score));
    }
    out
}

/// The positions of one game between two level-3 engines from `start`
/// (every ply, at most `plies`): positions a real game meets, for timing.
pub fn sample_positions<G: SearchGame>(start: &G, plies: u32, seed: u64) -> Vec<G> {
    let mut out = Vec::new();
    let mut pos = start.clone();
    let mut seed = seed;
    let mut searcher = Searcher::new(1 << 16);
    for _ in 0..plies {
        let Some(m) = move_of(&pos, ladder_engine(3), &mut searcher, &mut seed) else {
            break;
        };
        out.push(pos.clone());
        pos = pos.play(m);
    }
    out
}

/// Times each level on `positions` with its real clock (the time per
/// turn a player waits) and prints, per level, the median and p99
/// milliseconds and the nodes per second of the level-5 searches.
pub fn time_levels<G: SearchGame>(positions: &[G]) {
    for n in 1..=5u8 {
        let level = Level::new(n).expect("a level");
        let mut millis = Vec::new();
        let (mut nodes, mut secs) = (0u64, 0f64);
        for (i, pos) in positions.iter().enumerate() {
            let mut searcher = Searcher::new(1 << 16);
            let started = std::time::Instant::now();
            let limits = level.limits(started, None);
            if n == 5 {
                let report = searcher.search(pos, limits.clone());
                nodes += report.nodes;
                secs += started.elapsed().as_secs_f64();
            }
            let started = std::time::Instant::now();
            let _ = choose(
                &mut searcher,
                pos,
                level,
                level.limits(started, None),
                i as u64,
            );
            millis.push(started.elapsed().as_secs_f64() * 1e3);
        }
        millis.sort_by(f64::total_cmp);
        let at = |q: f64| millis[((millis.len() as f64 - 1.0) * q) as usize];
        let speed = if n == 5 {
            format!(", {:.2} M nodes/s", nodes as f64 / secs.max(1e-9) / 1e6)
        } else {
            String::new()
        };
        println!(
            "level {n}: {} turns, p50 {:.0} ms, p99 {:.0} ms{speed}",
            millis.len(),
            at(0.5),
            at(0.99)
        );
    }
}

/// The ladder examples' command line, `[GAMES] [low]` or `times`: the
/// ladder over `games` (200 by default) from `starts`, at most `max_plies`
/// plies a game, only the two lowest gaps with `low`; or, with `times`,
/// each level's time per turn on 30 positions of a game from `starts(0)`.
pub fn cli<G: SearchGame>(starts: impl Fn(u32) -> G + Copy, max_plies: u32) {
    let first = std::env::args().nth(1);
    if first.as_deref() == Some("times") {
        time_levels(&sample_positions(&starts(0), 30, 1));
        return;
    }
    let games = first.and_then(|g| g.parse().ok()).unwrap_or(200);
    let low = std::env::args().any(|a| a == "low");
    run_ladder(starts, games, max_plies, low);
}
