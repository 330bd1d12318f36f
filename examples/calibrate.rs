//! Fits each chess game's win-chance curve to the engine's own results
//! (issue 48): self-play games of the engine against itself at one fixed
//! effort ([`MOVE_NODES`], its best turn each time, the next best where
//! the best would repeat a position) after a few seeded random turns
//! that make the games differ (the same games on any machine), every few positions judged as the analysis judges them (the
//! game's `ANALYSIS_EFFORT`), and the slope `k` of `1 / (1 + e^(−k·score))`
//! that best predicts the side to move's result (a draw counting half)
//! by maximum likelihood.
//!
//! ```text
//! cargo run --release --example calibrate -- [GAMES] [OUT dir] [KINDS…]
//! ```
//!
//! KINDS are `masters`, `regions`, `elemental` (default: all three).
//! Writes `OUT/<game>.csv` (game, ply, score, result of the side to move;
//! games that reach the ply limit unfinished are left out) and
//! `OUT/<game>.fit`, and prints each game's slope, its samples and the
//! time a position took to judge. Throne needs none of it: its engine
//! already has a fitted win-chance model (`throne/examples/fit_value.rs`).

use engine::{Level, SearchGame};
use std::fmt::Write as _;
use std::time::Instant;

/// Plies after which a self-play game is scored a draw.
const MAX_PLIES: usize = 400;
/// The node budget of a self-play move.
const MOVE_NODES: u64 = 3_000;
/// Every how many plies a position is judged (neighbours say nearly the
/// same, and judging is most of the time).
const JUDGE_EVERY: usize = 3;

/// One judged position: the score for the side to move and, once the
/// game is over, their result.
struct Sample {
    game: usize,
    ply: usize,
    score: i32,
    mover: usize,
}

/// A self-play game's samples and result (the share of seat 0; `None`
/// when it reached [`MAX_PLIES`] unfinished, and teaches nothing).
struct Played {
    samples: Vec<Sample>,
    result: Option<f64>,
    judge_seconds: f64,
}

/// Plays one game from `start`: `mover` says whose turn it is, `over`
/// the result for seat 0 once the game is over.
fn self_play<G: SearchGame>(
    game: usize,
    start: G,
    effort: u64,
    mover: impl Fn(&G) -> usize,
    over: impl Fn(&G) -> Option<f64>,
) -> Played {
    let mut pos = start;
    let mut draws = engine::Draws::new(game as u64 * 7919 + 1);
    // A few random turns first, so the games differ; then both sides play
    // the engine's best at one fixed effort.
    let opening = 2 + draws.below(7);
    let mut samples = Vec::new();
    let mut judge_seconds = 0.0;
    let mut seen = std::collections::HashSet::new();
    for ply in 0..MAX_PLIES {
        if let Some(result) = over(&pos) {
            return Played {
                samples,
                result: Some(result),
                judge_seconds,
            };
        }
        let side = mover(&pos);
        if ply >= opening && ply % JUDGE_EVERY == 0 {
            let t = Instant::now();
            let judged = engine::judge(&pos, effort);
            judge_seconds += t.elapsed().as_secs_f64();
            samples.push(Sample {
                game,
                ply,
                score: judged.score,
                mover: side,
            });
        }
        let next = if ply < opening {
            let mut moves = Vec::new();
            pos.moves(&mut moves);
            (!moves.is_empty()).then(|| moves.swap_remove(draws.below(moves.len())))
        } else {
            // A turn that would repeat a position gives way to the next
            // best: the same engine would otherwise shuffle for ever.
            let best = engine::judge(&pos, MOVE_NODES).best;
            match best {
                Some(m) if seen.contains(&pos.play(m.clone()).key()) => {
                    engine::judge_without(&pos, MOVE_NODES, std::slice::from_ref(&m))
                        .best
                        .or(Some(m))
                }
                other => other,
            }
        };
        let Some(m) = next else {
            break;
        };
        pos = pos.play(m);
        seen.insert(pos.key());
    }
    Played {
        samples,
        result: over(&pos),
        judge_seconds,
    }
}

/// The slope that maximises the likelihood of the results.
fn fit(points: &[(f64, f64)]) -> f64 {
    let loglik = |k: f64| -> f64 {
        points
            .iter()
            .map(|&(s, y)| {
                let p = (1.0 / (1.0 + (-k * s).exp())).clamp(1e-9, 1.0 - 1e-9);
                y * p.ln() + (1.0 - y) * (1.0 - p).ln()
            })
            .sum()
    };
    // Golden-section search on a log scale of k.
    let (mut a, mut b) = ((1e-5f64).ln(), (0.1f64).ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..80 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if loglik(c.exp()) > loglik(d.exp()) {
            b = d;
        } else {
            a = c;
        }
    }
    ((a + b) / 2.0).exp()
}

/// Runs `games` self-play games of one kind, writes its samples and
/// returns the fitted slope.
fn calibrate(
    name: &str,
    games: usize,
    out: &std::path::Path,
    play: impl Fn(usize) -> Played,
) -> std::io::Result<(f64, usize, f64)> {
    let mut csv = String::from("game,ply,score,result\n");
    let mut points = Vec::new();
    let (mut judged, mut seconds) = (0usize, 0.0);
    for g in 0..games {
        let played = play(g);
        seconds += played.judge_seconds;
        judged += played.samples.len();
        let Some(outcome) = played.result else {
            eprint!("\r{name}: {}/{games} games", g + 1);
            continue;
        };
        for s in &played.samples {
            let result = if s.mover == 0 { outcome } else { 1.0 - outcome };
            let _ = writeln!(csv, "{},{},{},{}", s.game, s.ply, s.score, result);
            if !engine::is_mate(s.score) {
                points.push((f64::from(s.score), result));
            }
        }
        eprint!("\r{name}: {}/{games} games", g + 1);
    }
    eprintln!();
    std::fs::write(out.join(format!("{name}.csv")), csv)?;
    let per_position = if judged > 0 {
        seconds / judged as f64
    } else {
        0.0
    };
    Ok((fit(&points), points.len(), per_position))
}

fn main() -> std::io::Result<()> {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(60);
    let out = std::path::PathBuf::from(args.next().unwrap_or_else(|| "data/calibration".into()));
    std::fs::create_dir_all(&out)?;
    let kinds: Vec<String> = args.collect();
    let wanted = |kind: &str| kinds.is_empty() || kinds.iter().any(|k| k == kind);
    let write = |kind: &str, (k, n, t): (f64, usize, f64)| -> std::io::Result<()> {
        let line = format!("{kind} slope {k:.6} samples {n} judge {:.1} ms\n", t * 1e3);
        print!("{line}");
        std::fs::write(out.join(format!("{kind}.fit")), line)
    };

    if wanted("masters") {
        let effort = gamehost::games::masters::ANALYSIS_EFFORT.0;
        let fitted = calibrate("masters", games, &out, |g| {
            self_play(
                g,
                masters::Position::start(),
                effort,
                |p| p.to_move().index(),
                |p| p.winner().map(|w| if w.index() == 0 { 1.0 } else { 0.0 }),
            )
        })?;
        write("masters", fitted)?;
    }

    if wanted("regions") {
        let effort = gamehost::games::regions::ANALYSIS_EFFORT.0;
        let fitted = calibrate("regions", games, &out, |g| {
            let mut pos = regions::Position::start();
            for side in regions::Side::ALL {
                let level = Level::new(3).unwrap_or(Level::MAX);
                if let Some(sq) = regions::search::secret::pick(&pos, side, level, g as u64)
                    && let Ok(next) = pos.pick(side, sq)
                {
                    pos = next;
                }
            }
            self_play(
                g,
                pos,
                effort,
                |p| p.to_move().index(),
                |p| {
                    if p.is_drawn() {
                        Some(0.5)
                    } else {
                        p.winner().map(|w| if w.index() == 0 { 1.0 } else { 0.0 })
                    }
                },
            )
        })?;
        write("regions", fitted)?;
    }

    if wanted("elemental") {
        let effort = gamehost::games::elemental::ANALYSIS_EFFORT.0;
        let fitted = calibrate("elemental", games, &out, |g| {
            let low = Level::new(2).unwrap_or(Level::MAX);
            let loadouts = [
                elemental::search::choose::loadout(low, 2 * g as u64),
                elemental::search::choose::loadout(low, 2 * g as u64 + 1),
            ];
            let Ok(start) = elemental::Game::new(loadouts, g as u64) else {
                return Played {
                    samples: Vec::new(),
                    result: None,
                    judge_seconds: 0.0,
                };
            };
            self_play(
                g,
                start,
                effort,
                |p| p.turn().index(),
                |p| match p.status() {
                    elemental::Status::Playing => None,
                    elemental::Status::Checkmate { winner } => {
                        Some(if winner.index() == 0 { 1.0 } else { 0.0 })
                    }
                    _ => Some(0.5),
                },
            )
        })?;
        write("elemental", fitted)?;
    }

    Ok(())
}
