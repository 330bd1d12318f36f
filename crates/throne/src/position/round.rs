//! Throws and rounds: the power chain (T7, T8) from the seeded generator
//! (T9), bonus rounds, forfeits and passing the turn (T15, T16).

use super::{Phase, Position};
use crate::board::Seat;
use crate::error::Rejection;
use crate::event::Event;
use crate::throw::{Throw, Values, is_power};

impl Position {
    /// Throws the round's chain with the seeded generator (T8, T9).
    pub fn throw(&mut self, events: &mut Vec<Event>) -> Result<(), Rejection> {
        self.can_throw()?;
        // The chain, thrown one shell set at a time (no allocation).
        let mut values = Values::EMPTY;
        loop {
            let t = self.dice.throw();
            self.record_throw(t, &mut values, events);
            if !is_power(t.value()) {
                break;
            }
        }
        self.begin_moving(values, events);
        Ok(())
    }

    /// Throws the round's chain with the given values (tests, replays, T9).
    /// The generator is not used.
    pub fn throw_given(&mut self, values: &[u8], events: &mut Vec<Event>) -> Result<(), Rejection> {
        self.can_throw()?;
        let text = || {
            values
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        };
        let Some((last, power)) = values.split_last() else {
            return Err(Rejection::NotAChain(String::new()));
        };
        if is_power(*last) || !power.iter().all(|&v| is_power(v)) {
            return Err(Rejection::NotAChain(text()));
        }
        let chain: Option<Vec<Throw>> = values.iter().map(|&v| Throw::showing(v)).collect();
        let chain = chain.ok_or_else(|| Rejection::NotAChain(text()))?;
        self.start_round(&chain, events);
        Ok(())
    }

    pub(super) fn can_throw(&self) -> Result<(), Rejection> {
        match self.phase {
            Phase::Won(s) => Err(Rejection::GameOver(s)),
            Phase::Move => Err(Rejection::AlreadyThrown(self.unused)),
            Phase::Throw => Ok(()),
        }
    }

    pub(super) fn start_round(&mut self, chain: &[Throw], events: &mut Vec<Event>) {
        let mut values = Values::EMPTY;
        for &t in chain {
            self.record_throw(t, &mut values, events);
        }
        self.begin_moving(values, events);
    }

    pub(super) fn record_throw(&mut self, t: Throw, values: &mut Values, events: &mut Vec<Event>) {
        let seat = self.turn;
        values.push(t.value());
        events.push(Event::Threw { seat, throw: t });
        if is_power(t.value()) {
            events.push(Event::ChainContinued {
                seat,
                value: t.value(),
            });
        }
        self.last_throw = Some(t);
    }

    pub(super) fn begin_moving(&mut self, values: Values, events: &mut Vec<Event>) {
        self.round = values;
        self.unused = values;
        self.rounds += 1;
        self.phase = Phase::Move;
        self.settle(events);
    }

    /// After a throw or a move: ends the round when its values are used or
    /// no legal move is left for them (T16).
    pub(super) fn settle(&mut self, events: &mut Vec<Event>) {
        if self.phase != Phase::Move {
            return;
        }
        if !self.unused.is_empty() {
            if self.has_legal_move() {
                return;
            }
            events.push(Event::Forfeited {
                seat: self.turn,
                values: self.unused,
            });
            self.unused = Values::EMPTY;
        }
        self.end_round(events);
    }

    pub(super) fn end_round(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Throw;
        self.unused = Values::EMPTY;
        if self.bonus > 0 {
            self.bonus -= 1;
            events.push(Event::BonusRound { seat: self.turn });
        } else {
            self.pass_turn(events);
        }
    }

    pub(super) fn pass_turn(&mut self, events: &mut Vec<Event>) {
        self.bonus = 0;
        let n = self.players as usize;
        let mut next = self.turn.index();
        for _ in 0..n {
            next = (next + 1) % n;
            if !self.seats[next].out {
                break;
            }
        }
        self.turn = Seat::new(next).expect("seat");
        self.phase = Phase::Throw;
        events.push(Event::TurnPassed { to: self.turn });
    }
}
