//! The evaluation of Regions chess for the engine opponent, from the side
//! to move's point of view, in hundredths of a pawn:
//! - material by kind (R6–R11), the king worth the game (R15);
//! - terrain: a piece standing in the air may capture in any region (R4),
//!   so pieces the regions affect gain there; pawns and commanders gain
//!   for every rank they have advanced towards promotion (R6, R7);
//! - infiltrators: each side's hidden pick is a piece it may turn once a
//!   check has happened (R13, R14), counted as part of its value, more
//!   once the reveal is possible.

use crate::piece::{Kind, Side};
use crate::position::{Infiltrator, Position};
use crate::square::Region;

/// What a piece is worth.
pub const fn value(kind: Kind) -> i32 {
    match kind {
        Kind::King => 20_000,
        Kind::Queen => 900,
        Kind::Tower => 500,
        Kind::Scout => 350,
        Kind::Bishop => 300,
        Kind::Hussar => 320,
        Kind::Jumper => 250,
        Kind::Commander => 150,
        Kind::Pawn => 100,
    }
}

/// How early a reveal is tried in the search (it turns a whole piece).
pub const REVEAL_HINT: i32 = 5_000;

/// Whether regions limit the kind's captures (R5).
const fn regional(kind: Kind) -> bool {
    !matches!(kind, Kind::Scout | Kind::Tower | Kind::Queen)
}

/// What each plain pawn a commander may carry is worth to it (up to two).
const CARRY: i32 = 12;

/// How many friendly plain pawns stand on the 8 squares around the
/// commander on `sq` (R7's carry candidates).
fn carriable(p: &Position, side: Side, sq: crate::square::Square) -> i32 {
    let mut n = 0;
    for df in -1..=1 {
        for dr in -1..=1 {
            if let Some(next) = sq.offset(df, dr)
                && (df, dr) != (0, 0)
                && p.piece_at(next)
                    .is_some_and(|q| q.kind == Kind::Pawn && q.side == side)
            {
                n += 1;
            }
        }
    }
    n
}

/// The evaluation for the side to move.
pub fn evaluate(p: &Position) -> i32 {
    let us = p.to_move();
    let mut score = 0;
    for side in Side::ALL {
        let sign = if side == us { 1 } else { -1 };
        for sq in p.pieces(side) {
            let Some(piece) = p.piece_at(sq) else {
                continue;
            };
            let mut v = value(piece.kind);
            if regional(piece.kind) && sq.region() == Region::Air {
                v += 25;
            }
            if matches!(piece.kind, Kind::Pawn | Kind::Commander) {
                // Ranks past the start rank (2 for White, 9 for Black).
                let advanced = match side {
                    Side::White => i32::from(sq.rank()) - 1,
                    Side::Black => 8 - i32::from(sq.rank()),
                };
                v += 6 * advanced * advanced / 2;
            }
            if piece.kind == Kind::Commander {
                v += CARRY * carriable(p, side, sq).min(2);
            }
            score += sign * v;
        }
        // R13, R14: the enemy piece this side may turn counts twice over
        // when it turns (it leaves the enemy and joins us); weigh that by
        // how soon it can happen.
        if let Infiltrator::Hidden(sq) = p.infiltrator(side)
            && let Some(piece) = p.piece_at(sq)
            && piece.kind != Kind::King
        {
            let share = if p.check_happened() { 4 } else { 8 };
            score += sign * 2 * value(piece.kind) / share;
        }
    }
    score
}
