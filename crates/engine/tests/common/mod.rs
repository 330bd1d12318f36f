//! Tic-tac-toe, small enough to solve: a finished line is a loss for the
//! side to move and a full board a draw.

#![allow(dead_code)]

use engine::{MATE, SearchGame};

/// A tic-tac-toe position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ttt {
    /// 0 empty, 1 or 2: whose mark.
    pub cells: [u8; 9],
    /// 1 or 2: who moves.
    pub turn: u8,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Ttt {
    /// Whether `p` has a line.
    pub fn won_by(&self, p: u8) -> bool {
        LINES.iter().any(|l| l.iter().all(|&i| self.cells[i] == p))
    }
    /// Whether the side to move has lost (the other has a line).
    pub fn lost(&self) -> bool {
        self.won_by(3 - self.turn)
    }
}

impl SearchGame for Ttt {
    type Move = usize;
    fn moves(&self, out: &mut Vec<usize>) {
        if !self.lost() {
            out.extend((0..9).filter(|&i| self.cells[i] == 0));
        }
    }
    fn play(&self, m: usize) -> Ttt {
        let mut next = *self;
        next.cells[m] = self.turn;
        next.turn = 3 - self.turn;
        next
    }
    fn key(&self) -> u64 {
        self.cells
            .iter()
            .fold(u64::from(self.turn), |k, c| k * 3 + u64::from(*c))
    }
    fn no_moves_score(&self) -> i32 {
        if self.lost() { -MATE } else { 0 }
    }
    fn evaluate(&self) -> i32 {
        0
    }
    fn is_noisy(&self, _m: usize) -> bool {
        false
    }
}
