//! How the engine opponent judges a Throne position and a single move.
//!
//! [`evaluate`]: a seat's race against the best of the others — pieces in
//! the Throne, path steps covered weighted by the soldiers a piece holds,
//! formed units and squads, less what stands exposed to a same-kind
//! capture (T14) on the ring. [`move_score`]: the careful one-move look of
//! the rules file's bot (capture, finish, form, earn a bonus, advance,
//! avoid exposure), used by the low levels and to order moves.

use crate::board::{self, Place, Seat};
use crate::event::Event;
use crate::moves::Move;
use crate::piece::Kind;
use crate::position::{Phase, Position};

/// A won game, far beyond any race score.
pub const WON: i32 = 1_000_000;

/// Distances a single throw value can carry a piece of `kind` (T10, T11).
fn reach(kind: Kind, d: u32) -> bool {
    let values: &[u32] = match kind {
        Kind::Soldier => &[2, 3, 4, 5, 6, 7, 8, 11, 16],
        Kind::Unit => &[1, 2, 3, 4, 8],
        Kind::Squad => &[1, 2, 4],
    };
    values.contains(&d)
}

/// Whether a `kind` of `seat` on ring square `square` could be captured
/// by another seat's piece of the same kind with one throw (T14; shields
/// protect, T12).
pub fn exposed(pos: &Position, seat: Seat, square: u8, kind: Kind) -> bool {
    let players = pos.players();
    if board::is_shield(players, square) {
        return false;
    }
    pos.active().filter(|&o| o != seat).any(|o| {
        let target = board::step_of(players, o, square);
        pos.pieces(o)
            .iter()
            .any(|&(step, k, _)| k == kind && step < target && reach(kind, (target - step) as u32))
    })
}

/// `seat`'s own race: what it has achieved, less what it risks.
pub fn race(pos: &Position, seat: Seat) -> i32 {
    let players = pos.players();
    let mut score = 400 * i32::from(pos.finished(seat));
    score += 30 * i32::from(pos.formed(seat, Kind::Squad))
        + 10 * i32::from(pos.formed(seat, Kind::Unit));
    for (step, kind, n) in pos.pieces(seat) {
        let size = i32::from(kind.size());
        let mut worth = i32::from(step) * 8 * size;
        if let Place::Ring(square) = Place::of_step(players, seat, step)
            && exposed(pos, seat, square, kind)
        {
            // A capture sends the pieces home: half the steps are at risk.
            worth /= 2;
        }
        score += worth * i32::from(n);
    }
    score
}

/// The position for `seat`: its race less the best other seat's.
pub fn evaluate(pos: &Position, seat: Seat) -> i32 {
    if let Phase::Won(w) = pos.phase() {
        return if w == seat { WON } else { -WON };
    }
    let best_other = pos
        .active()
        .filter(|&o| o != seat)
        .map(|o| race(pos, o))
        .max()
        .unwrap_or(0);
    race(pos, seat) - best_other
}

/// The careful one-move score of `m` for the seat on turn: what the move
/// itself does, from its events.
pub fn move_score(pos: &Position, m: &Move) -> i32 {
    let seat = pos.turn();
    let mut after = pos.clone();
    let mut events = Vec::new();
    if after.apply(m, &mut events).is_err() {
        return i32::MIN;
    }
    let mut s = 0;
    for e in &events {
        s += match e {
            Event::Won { .. } => 10_000,
            Event::Captured { count, kind, .. } => 300 * i32::from(*count) * i32::from(kind.size()),
            Event::Finished { .. } => 200,
            Event::Formed { .. } => 120,
            Event::BonusEarned { .. } => 50,
            Event::Moved {
                from,
                to,
                kind,
                lost,
                ..
            } => {
                let a = i32::from(from.step_for(pos.players(), seat).unwrap_or(0));
                let b = i32::from(to.step_for(pos.players(), seat).unwrap_or(0));
                let gained = if pos.gate_open(seat) {
                    b - a
                } else {
                    (b - a).rem_euclid(12)
                };
                let size = i32::from(kind.size());
                let mut v = gained * size - 2 * i32::from(*lost);
                // Gathering on the gate, where formations happen (T17).
                if b == 12 && *kind != Kind::Squad {
                    v += 25;
                }
                if let Place::Ring(q) = to
                    && exposed(&after, seat, *q, *kind)
                {
                    v -= 40 * size;
                }
                if let Place::Ring(q) = from
                    && exposed(pos, seat, *q, *kind)
                {
                    v += 20 * size;
                }
                v
            }
            _ => 0,
        };
    }
    s
}
