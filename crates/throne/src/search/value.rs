//! A seat's chance to win, judged when it is about to throw: a logistic
//! model over race features (each the seat's figure less the best other
//! seat's), fitted on self-play by `examples/fit_value.rs`: 30,000
//! careful two-player games (level 3), a sample at every throw, 2.4 M in
//! all; held-out log loss 0.587 (a coin: 0.693). Luck decides much of
//! Throne, so no model of the position predicts far better.

use super::eval;
use crate::board::{Place, Seat};
use crate::piece::Kind;
use crate::position::{Phase, Position};

/// How many features the model reads.
pub const FEATURES: usize = 10;

/// What the features are, in order (for the fitting tool's report).
pub const NAMES: [&str; FEATURES] = [
    "single steps",
    "unit steps",
    "squad steps",
    "finished pieces",
    "soldiers at home",
    "squads formed",
    "units formed",
    "gate open",
    "exposed soldier-steps",
    "cart slots filled",
];

/// One seat's figures.
fn figures(pos: &Position, seat: Seat) -> [f32; FEATURES] {
    let players = pos.players();
    let mut f = [0f32; FEATURES];
    for (step, kind, n) in pos.pieces(seat) {
        let (n, s) = (f32::from(n), f32::from(step));
        f[match kind {
            Kind::Soldier => 0,
            Kind::Unit => 1,
            Kind::Squad => 2,
        }] += s * n;
        if let Place::Ring(square) = Place::of_step(players, seat, step)
            && eval::exposed(pos, seat, square, kind)
        {
            f[8] += s * n * f32::from(kind.size());
        }
    }
    f[3] = f32::from(pos.finished(seat));
    f[4] = f32::from(pos.home(seat));
    f[5] = f32::from(pos.formed(seat, Kind::Squad));
    f[6] = f32::from(pos.formed(seat, Kind::Unit));
    f[7] = f32::from(u8::from(pos.gate_open(seat)));
    f[9] = f32::from(pos.cart_slots(seat));
    f
}

/// The features of `pos` for `seat`: its figures less those of the other
/// seat still playing with the most finished pieces and steps.
pub fn features(pos: &Position, seat: Seat) -> [f32; FEATURES] {
    let mine = figures(pos, seat);
    let best_other = pos
        .active()
        .filter(|&o| o != seat)
        .map(|o| figures(pos, o))
        .max_by(|a, b| progress(a).total_cmp(&progress(b)))
        .unwrap_or([0.0; FEATURES]);
    std::array::from_fn(|i| mine[i] - best_other[i])
}

/// A rough race total, to pick the leading other seat.
fn progress(f: &[f32; FEATURES]) -> f32 {
    f[0] + 2.0 * f[1] + 4.0 * f[2] + 40.0 * f[3]
}

/// The fitted model: a bias and one weight per feature (raw units), as
/// `cargo run --release -p throne --example fit_value -- 30000 3` prints
/// them.
const BIAS: f32 = 0.07082;
const WEIGHTS: [f32; FEATURES] = [
    0.008382,  // single steps
    0.039299,  // unit steps
    0.054257,  // squad steps
    1.465561,  // finished pieces
    0.024164,  // soldiers at home
    0.094197,  // squads formed
    -0.280591, // units formed
    0.161500,  // gate open
    -0.004442, // exposed soldier-steps
    0.117936,  // cart slots filled
];

/// The chance (0–1) that `seat` wins from `pos`; certain once the game is won.
pub fn win_chance(pos: &Position, seat: Seat) -> f32 {
    if let Phase::Won(w) = pos.phase() {
        return if w == seat { 1.0 } else { 0.0 };
    }
    let f = features(pos, seat);
    let z = BIAS + f.iter().zip(WEIGHTS).map(|(x, w)| x * w).sum::<f32>();
    1.0 / (1.0 + (-z).exp())
}
