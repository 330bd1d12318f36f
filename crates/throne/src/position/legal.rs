//! The legal moves of the seat on turn (T16: a move must be made while
//! one exists).

use super::{Phase, Position};
use crate::board::{self, Place, RING};
use crate::moves::Move;
use crate::piece::Kind;
use crate::throw::Values;

impl Position {
    /// Whether the seat on turn has a legal move for the unused values.
    pub fn has_legal_move(&self) -> bool {
        let mut found = false;
        self.each_legal(|_, _, _| {
            found = true;
            false
        });
        found
    }

    /// Every legal move now (empty unless values are waiting to be used).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// Every legal move now, into `out` (cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        let players = self.players as usize;
        let seat = self.turn;
        self.each_legal(|from, kind, values| {
            out.push(Move {
                from: Place::of_step(players, seat, from),
                kind,
                values,
            });
            true
        });
    }

    /// Calls `f(from step, kind, combination)` for every legal move while it returns true.
    pub(crate) fn each_legal(&self, mut f: impl FnMut(u8, Kind, Values) -> bool) {
        if self.phase != Phase::Move || self.unused.is_empty() {
            return;
        }
        let seat = self.turn;
        let s = &self.seats[seat.index()];
        let free = s.singles_free();
        let mut groups: [(u8, Kind); 43] = [(0, Kind::Soldier); 43];
        let mut n = 0;
        if s.home > 0 {
            n = 1;
        }
        let mut occupied = s.steps[0] | s.steps[1] | s.steps[2];
        while occupied != 0 {
            let step = occupied.trailing_zeros() as u8;
            occupied &= occupied - 1;
            for kind in Kind::ALL {
                if s.steps[kind as usize] & (1 << step) != 0 {
                    groups[n] = (step, kind);
                    n += 1;
                }
            }
        }
        let groups = &groups[..n];
        // Other seats' pieces by kind, as ring-square masks without the
        // shields: where the mover may not land or captures (T6, T14).
        let players = self.players as usize;
        let mut others = [0u16; 3];
        for (i, o) in self.seats[..players].iter().enumerate() {
            if i != seat.index() && !o.out {
                for (mask, theirs) in others.iter_mut().zip(o.ring) {
                    *mask |= theirs;
                }
            }
        }
        let open = !board::SHIELDS[players];
        let others = others.map(|m| m & open);
        let squares = &board::SQUARES[players][seat.index()];
        self.unused.each_combination_summed(|c, sum, used| {
            let even = used & Values::NOT_EVEN == 0;
            let fours = used & Values::NOT_FOURS == 0;
            for &(from, kind) in groups {
                let ok = match kind {
                    Kind::Soldier => true,
                    Kind::Unit => even,
                    Kind::Squad => fours,
                };
                if !ok {
                    continue;
                }
                let Ok((to, _)) =
                    self.target_in(s, free, seat, from, kind, sum / kind.size() as u32)
                else {
                    continue;
                };
                // T14: only the same type may be landed on (and is captured).
                if to <= RING {
                    let bit = 1u16 << squares[to as usize];
                    let k = kind as usize;
                    if (others[(k + 1) % 3] | others[(k + 2) % 3]) & bit != 0 {
                        continue;
                    }
                }
                if !f(from, kind, c) {
                    return false;
                }
            }
            true
        });
    }
}
