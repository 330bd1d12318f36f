//! The evaluation of Masters for the engine opponent, from the side to
//! move's point of view:
//! - material of the pieces each side controls (M4: a claimed piece
//!   counts for its claimer), leaders weighted;
//! - leaders left standing (M26, M37: the last one standing is in danger);
//! - the cardinals' auras: a controlled piece on a protected square cannot
//!   be captured or claimed (M16–M18);
//! - claims: the best piece the mover's puppeteer can claim now, less a
//!   share of the best piece the enemy's puppeteer threatens to claim on
//!   its next turn (M21);
//! - the witch's inheritance: a witch with a moveset can move (M8, M30).

use crate::piece::Kind;
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

/// What being down to `n` standing leaders costs (M37: none left loses).
const LEADERS_LEFT: [i32; 4] = [0, -400, -100, 0];

/// The value of each piece in `squares`.
fn values(p: &Position, squares: crate::bitboard::Bitboard) -> impl Iterator<Item = i32> + '_ {
    squares
        .squares()
        .filter_map(|sq| p.piece_at(sq))
        .map(|piece| value(piece.kind))
}

/// The value of the pieces in `squares`.
fn worth(p: &Position, squares: crate::bitboard::Bitboard) -> i32 {
    values(p, squares).sum()
}

/// The evaluation for the side to move.
pub fn evaluate(p: &Position) -> i32 {
    let us = p.to_move();
    let protected = p.protected();
    let mut score = 0;
    for (side, sign) in [(us, 1), (us.other(), -1)] {
        let mine = p.controlled(side);
        let mut side_score = worth(p, mine);
        // Protected pieces cannot be taken or claimed (M17).
        side_score += worth(p, mine & protected) / 16;
        let standing = [Kind::General, Kind::Puppeteer, Kind::Witch]
            .into_iter()
            .filter(|k| !(p.of(side, *k) & p.controlled(side)).is_empty())
            .count();
        side_score += LEADERS_LEFT[standing.min(3)];
        // A witch that can move is a piece; one without a moveset waits (M30).
        if let Some(kind) = p.witch_moveset(side)
            && !p.of(side, Kind::Witch).is_empty()
        {
            side_score += value(kind) / 4;
        }
        score += sign * side_score;
    }
    // Claims: the best piece the mover may claim now (M21), and the best
    // the enemy threatens to claim next (the mover may still answer it).
    if p.winner().is_none() {
        score += best_claim(p, p.targets(us)) / 3;
        score -= best_claim(p, p.targets(us.other())) / 6;
    }
    score
}

/// The value of the best piece among the claim `targets`.
fn best_claim(p: &Position, targets: crate::bitboard::Bitboard) -> i32 {
    values(p, targets).max().unwrap_or(0)
}
