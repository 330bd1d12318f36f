//! A first evaluation of Masters for the engine opponent: the material of
//! the pieces each side controls (M4), leaders weighted because losing all
//! three loses the game (M37), from the side to move's point of view.

use crate::piece::{Kind, Side};
use crate::position::Position;

/// What a piece is worth to the side that controls it.
pub const fn value(kind: Kind) -> i32 {
    match kind {
        Kind::General => 900,
        Kind::Puppeteer => 800,
        Kind::Witch => 700,
        Kind::Dragon => 600,
        Kind::Cardinal => 450,
        Kind::Sentinel => 450,
        Kind::Archer => 350,
        Kind::Horseman => 300,
        Kind::Scout => 100,
    }
}

/// The evaluation for the side to move.
pub fn evaluate(p: &Position) -> i32 {
    let us = p.to_move();
    let mut score = 0;
    for (side, sign) in [(us, 1), (us.other(), -1)] {
        let mine = p.controlled(side);
        for kind in Kind::ALL {
            let of_kind = p.of(Side::Ember, kind) | p.of(Side::Frost, kind);
            let count = (mine & of_kind).count() as i32;
            score += sign * count * value(kind);
        }
    }
    score
}
