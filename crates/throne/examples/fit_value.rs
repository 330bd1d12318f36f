//! Fits the win-chance model of `throne::search::value` on self-play:
//! two-player games at one engine level, a sample each time a seat is
//! about to throw (its features, and whether it went on to win). Prints
//! the weights to paste into `value.rs`, with the log loss on held-out games.
//! `cargo run --release -p throne --example fit_value -- [GAMES] [LEVEL]`

use engine::Level;
use throne::search::{self, value};
use throne::{Phase, Position};

/// One game's samples: features and the seat they were taken for.
fn samples(level: Level, seed: u64) -> Vec<([f32; value::FEATURES], bool)> {
    let Ok(mut pos) = Position::new(2, seed) else {
        return Vec::new();
    };
    let mut taken = Vec::new();
    let mut events = Vec::new();
    let mut turn = 0u64;
    while pos.rounds() < 2000 {
        events.clear();
        match pos.phase() {
            Phase::Won(w) => {
                return taken.into_iter().map(|(f, seat)| (f, seat == w)).collect();
            }
            Phase::Throw => {
                taken.push((value::features(&pos, pos.turn()), pos.turn()));
                if pos.throw(&mut events).is_err() {
                    break;
                }
            }
            Phase::Move => {
                turn += 1;
                let Some(m) =
                    search::choose_move(&pos, level, seed ^ turn.wrapping_mul(0x9E37_79B9), None)
                else {
                    break;
                };
                if pos.apply(&m, &mut events).is_err() {
                    break;
                }
            }
        }
    }
    Vec::new()
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Mean log loss of weights `w` (bias last) on standardised rows.
fn loss(rows: &[([f64; value::FEATURES], f64)], w: &[f64]) -> f64 {
    let n = value::FEATURES;
    rows.iter()
        .map(|(x, y)| {
            let z = w[n] + x.iter().zip(w).map(|(a, b)| a * b).sum::<f64>();
            let p = sigmoid(z).clamp(1e-9, 1.0 - 1e-9);
            -(y * p.ln() + (1.0 - y) * (1.0 - p).ln())
        })
        .sum::<f64>()
        / rows.len() as f64
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(4000);
    let level =
        Level::new(args.next().and_then(|a| a.parse().ok()).unwrap_or(3)).expect("a level 1–5");
    let n = value::FEATURES;
    let mut train = Vec::new();
    let mut test = Vec::new();
    for g in 0..games {
        let s = samples(level, 50_000 + g);
        if g % 5 == 4 {
            test.extend(s)
        } else {
            train.extend(s)
        }
    }
    eprintln!("{} training samples, {} held out", train.len(), test.len());
    // Standardise.
    let mut mean = vec![0f64; n];
    let mut sd = vec![0f64; n];
    for (x, _) in &train {
        for i in 0..n {
            mean[i] += f64::from(x[i]);
        }
    }
    mean.iter_mut().for_each(|m| *m /= train.len() as f64);
    for (x, _) in &train {
        for i in 0..n {
            sd[i] += (f64::from(x[i]) - mean[i]).powi(2);
        }
    }
    sd.iter_mut()
        .for_each(|s| *s = (*s / train.len() as f64).sqrt().max(1e-6));
    let std_rows = |rows: &[([f32; value::FEATURES], bool)]| -> Vec<([f64; value::FEATURES], f64)> {
        rows.iter()
            .map(|(x, y)| {
                let mut z = [0f64; value::FEATURES];
                for i in 0..n {
                    z[i] = (f64::from(x[i]) - mean[i]) / sd[i];
                }
                (z, if *y { 1.0 } else { 0.0 })
            })
            .collect()
    };
    let train = std_rows(&train);
    let test = std_rows(&test);
    // Full-batch gradient descent with momentum.
    let mut w = vec![0f64; n + 1];
    let mut v = vec![0f64; n + 1];
    for _ in 0..600 {
        let mut grad = vec![0f64; n + 1];
        for (x, y) in &train {
            let z = w[n] + x.iter().zip(&w).map(|(a, b)| a * b).sum::<f64>();
            let e = sigmoid(z) - y;
            for i in 0..n {
                grad[i] += e * x[i];
            }
            grad[n] += e;
        }
        for i in 0..=n {
            v[i] = 0.9 * v[i] - 0.5 * grad[i] / train.len() as f64;
            w[i] += v[i];
        }
    }
    println!(
        "log loss: train {:.4}, held out {:.4} (a coin: 0.6931)",
        loss(&train, &w),
        loss(&test, &w)
    );
    // Back to raw units.
    let mut bias = w[n];
    for i in 0..n {
        bias -= w[i] * mean[i] / sd[i];
    }
    println!("const BIAS: f32 = {bias:.5};");
    println!("const WEIGHTS: [f32; FEATURES] = [");
    for i in 0..n {
        println!("    {:.6}, // {}", w[i] / sd[i], value::NAMES[i]);
    }
    println!("];");
}
