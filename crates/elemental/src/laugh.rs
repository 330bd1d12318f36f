//! Schrödinger's Laugh (E37, E61, E73, E84): instead of moving, a piece
//! copies itself onto an adjacent empty square; the two copies are one
//! piece on two squares, sharing its number, flags, locks and marks.

use crate::bitboard::{Bits, KING};
use crate::generate::{Candidate, Outcome, first_do_over};
use crate::loadout::Temporal;
use crate::position::Position;
use crate::square::{Role, Square};
use crate::turn::Turn;

impl Position {
    /// The Laughs of the piece on `from` (E37): not a king, not locked, not
    /// a copy, its Laugh unused; onto each adjacent square a piece of its
    /// kind may be placed on. A Laugh is the whole turn: steps 8, 9 and 11
    /// run (E61, E85).
    pub(crate) fn laughs(&self, from: Square, out: &mut Vec<Candidate>) {
        let Some((us, role, info)) = self.piece(from) else {
            return;
        };
        if role == Role::King
            || info.locked > 0
            || info.laughed
            || info.slots.temporal != Some(Temporal::SchrodingersLaugh)
        {
            return;
        }
        for to in Bits(KING[from.index()] & !self.board.occupied()) {
            let to = Square::from_index(to as u8);
            if !self.enterable(to, us, role) {
                continue;
            }
            let mut next = *self;
            next.info[from.index()].laughed = true;
            // E37: the copies have no castling rights.
            next.board.touch_castling(from);
            next.board.put(to, us, role);
            next.info[to.index()] = next.info[from.index()];
            // E61: a copy placed on the last rank makes both queens.
            let mut promoted = vec![];
            if next.promote_displaced(to) {
                next.board.clear(from);
                next.board.put(from, us, Role::Queen);
                promoted.push(to);
            }
            let (effects, removed, irreversible) = next.sadist_step(us);
            next.board.set_ep(None);
            next.end_turn(irreversible);
            if next.in_check(us) {
                continue;
            }
            out.push(Candidate {
                turn: Turn::laugh(from, to),
                outcome: Outcome::Played {
                    after: Box::new(next),
                    captured: None,
                    castle: false,
                    swapped: None,
                    promoted,
                    effects,
                    do_over: first_do_over(&removed),
                    do_over_after_raijin: false,
                    raijin: vec![],
                    block: None,
                },
            });
        }
    }

    /// Whether any Schrödinger piece may stand on two squares: copies exist
    /// only after a Laugh, and both carry its flag.
    pub(crate) fn has_twins(&self) -> bool {
        Bits(self.board.occupied()).any(|sq| self.info[sq].laughed)
    }

    /// Keeps Schrödinger's copies one piece (E37, E61): the same flags,
    /// locks and type (a promotion of either promotes both).
    pub(crate) fn join_twins(&mut self) {
        if !self.has_twins() {
            return;
        }
        for sq in Bits(self.board.occupied()) {
            let sq = Square::from_index(sq as u8);
            let Some(t) = self.twin(sq) else { continue };
            if t < sq {
                continue;
            }
            let (a, b) = (self.info[sq.index()], self.info[t.index()]);
            let mut joined = a;
            joined.sturdy_used |= b.sturdy_used;
            joined.lock_used |= b.lock_used;
            joined.do_over_used |= b.do_over_used;
            joined.moved |= b.moved;
            joined.laughed |= b.laughed;
            joined.locked = a.locked.max(b.locked);
            self.info[sq.index()] = joined;
            self.info[t.index()] = joined;
            let (Some((c, ra)), Some((_, rb))) = (self.board.piece_at(sq), self.board.piece_at(t))
            else {
                continue;
            };
            if ra != rb {
                let role = if ra == Role::Pawn { rb } else { ra };
                for s in [sq, t] {
                    self.board.clear(s);
                    self.board.put(s, c, role);
                }
            }
        }
    }
}
