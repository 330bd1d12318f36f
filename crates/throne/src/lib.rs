//! Rules engine for **Throne**, the shell-throw race for 2–4 players: a
//! 12-square ring, private bridges and a shared Throne; throws of 8 shells
//! with power chains; soldiers that form units and squads, capture, and
//! must finish in order.
//!
//! Pure library: no I/O, no async, no rendering. Rule ids (T1, T2, …) refer
//! to `docs/rules/throne.md`.
//!
//! # Use
//!
//! ```
//! use throne::{Action, Phase, Position};
//!
//! let mut pos = Position::new(2, 42)?;
//! let mut events = Vec::new();
//! // Throws come from the seeded generator; tests may give them (T9).
//! pos.play(&Action::Throw(vec![6, 6, 5]), &mut events)?;
//! assert_eq!(pos.legal_moves().len(), 5);
//!
//! pos.play(&"home soldier 6+6+5".parse()?, &mut events)?;
//! assert_eq!(pos.phase(), Phase::Throw); // blue's round now
//! assert_eq!(events.last().unwrap().to_string(), "Blue to throw.");
//!
//! // A rejected action says why, naming the rule, and changes nothing.
//! let err = pos.play(&"home soldier 6".parse()?, &mut events).unwrap_err();
//! assert_eq!(err.to_string(), "Throw first: moving is locked until the round's throws are done (T8).");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod board;
pub mod error;
pub mod event;
pub mod moves;
pub mod notation;
pub mod piece;
pub mod position;
pub mod search;
pub mod throw;

pub use board::{Place, Seat};
pub use error::Rejection;
pub use event::{Event, Unlock};
pub use moves::{Action, Move, NotationError};
pub use piece::{FINISH_ORDER, Kind};
pub use position::{Phase, PlayersError, Position};
pub use throw::{Dice, Throw, Values};

impl Position {
    /// Plays one action: given throws, a move, or a resignation.
    pub fn play(&mut self, action: &Action, events: &mut Vec<Event>) -> Result<(), Rejection> {
        match action {
            Action::Throw(values) => self.throw_given(values, events),
            Action::Move(mv) => self.apply(mv, events),
            Action::Resign(seat) => self.resign(*seat, events),
        }
    }

    /// Runs the given throw sequence from `next` while a round is to be
    /// thrown (rounds with no legal move end by themselves): the index of
    /// the next unused throw, or `None` when the sequence runs out.
    pub fn throw_from(&mut self, throws: &[u8], mut next: usize) -> Option<usize> {
        let mut sink = Vec::new();
        while self.phase() == Phase::Throw {
            let start = next;
            loop {
                let v = *throws.get(next)?;
                next += 1;
                if !throw::is_power(v) {
                    break;
                }
            }
            sink.clear();
            self.throw_given(&throws[start..next], &mut sink).ok()?;
        }
        Some(next)
    }

    /// Move-sequence count (perft): the number of lines of `depth` moves,
    /// with the throws taken from `throws` in order from index `next`
    /// (throws are not plies). `None` if the throws run out.
    pub fn perft(&self, depth: u32, throws: &[u8], next: usize) -> Option<u64> {
        let mut pos = self.clone();
        let next = pos.throw_from(throws, next)?;
        pos.perft_settled(depth, throws, next)
    }

    fn perft_settled(&self, depth: u32, throws: &[u8], next: usize) -> Option<u64> {
        if depth == 0 {
            return Some(1);
        }
        let mut moves = Vec::new();
        self.legal_moves_into(&mut moves);
        if depth == 1 {
            return Some(moves.len() as u64);
        }
        let mut total = 0;
        let mut events = Vec::new();
        for mv in &moves {
            let mut child = self.clone();
            events.clear();
            child.apply(mv, &mut events).ok()?;
            if child.winner().is_some() {
                continue;
            }
            let after = child.throw_from(throws, next)?;
            total += child.perft_settled(depth - 1, throws, after)?;
        }
        Some(total)
    }
}
