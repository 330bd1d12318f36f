//! The state of a game and how actions change it: throws and rounds (T8,
//! T15, T16), moves (T10–T14), captures (T14–T15), formations (T17), the
//! finish (T19–T20) and resigning (T21).

use crate::board::{self, GATE, Place, RING, Seat};
use crate::piece::{FINISH_ORDER, Kind};
use crate::throw::{Dice, Throw, Values};

mod legal;
mod movement;
mod round;

/// Soldiers per seat (T2).
pub const SOLDIERS: u8 = 12;

/// What the seat on turn does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Throw the round's chain (T8).
    Throw,
    /// Spend the round's unused values on moves (T10, T16).
    Move,
    /// The game has a winner (T20, T21).
    Won(Seat),
}

/// One seat's pieces and gate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub(crate) struct SeatState {
    /// Soldiers at home (step 0).
    pub home: u8,
    /// Pieces per path step 1–14 and kind (index 0 unused).
    pub board: [[u8; 3]; 15],
    /// Pieces in the Throne, in the order of T19.
    pub finished: u8,
    /// Whether the gate is unlocked (T13).
    pub open: bool,
    /// Whether the seat resigned (T21).
    pub out: bool,
    /// Derived by [`SeatState::recount`]: bit q set when a piece of the
    /// kind stands on ring square q.
    pub ring: [u16; 3],
    /// Derived: bit s set when a piece of the kind stands on path step s.
    pub steps: [u16; 3],
    /// Derived: squads on the board or in the Throne.
    pub squads: u8,
    /// Derived: units on the board or in the Throne.
    pub units: u8,
}

impl SeatState {
    fn fresh() -> SeatState {
        SeatState {
            home: SOLDIERS,
            ..SeatState::default()
        }
    }

    /// Recomputes the derived fields after the pieces changed.
    pub fn recount(&mut self, players: usize, seat: Seat) {
        let squares = &board::SQUARES[players][seat.index()];
        let (mut units, mut squads) = (0, 0);
        let mut ring = [0u16; 3];
        let mut steps = [0u16; 3];
        for (step, here) in self.board.iter().enumerate().skip(1) {
            units += here[1];
            squads += here[2];
            let on_ring = u16::from(step <= RING as usize);
            let bit = on_ring << squares[step.min(RING as usize)];
            for k in 0..3 {
                let present = u16::from(here[k] > 0);
                steps[k] |= present << step;
                ring[k] |= present * bit;
            }
        }
        // The Throne holds squad, squad, unit, … in that order (T19).
        self.squads = squads + self.finished.min(2);
        self.units = units + u8::from(self.finished >= 3);
        self.ring = ring;
        self.steps = steps;
    }

    /// Pieces of `kind` on the board or in the Throne (T13a, T17).
    fn formed(&self, kind: Kind) -> u8 {
        match kind {
            Kind::Squad => self.squads,
            Kind::Unit => self.units,
            Kind::Soldier => self.count_formed(kind),
        }
    }

    fn count_formed(&self, kind: Kind) -> u8 {
        let on_board: u8 = self.board.iter().map(|k| k[kind as usize]).sum();
        let in_throne = FINISH_ORDER[..self.finished as usize]
            .iter()
            .filter(|&&k| k == kind)
            .count() as u8;
        on_board + in_throne
    }

    /// Whether single soldiers may pass the gate: both squads and the unit exist (T13a).
    fn singles_free(&self) -> bool {
        self.formed(Kind::Squad) >= 2 && self.formed(Kind::Unit) >= 1
    }

    /// Soldiers at home, on the board and in the Throne (always 12, T2).
    pub fn soldiers(&self) -> u32 {
        let board: u32 = self
            .board
            .iter()
            .map(|k| k[0] as u32 + 2 * k[1] as u32 + 4 * k[2] as u32)
            .sum();
        let throne: u32 = FINISH_ORDER[..self.finished as usize]
            .iter()
            .map(|k| k.size() as u32)
            .sum();
        self.home as u32 + board + throne
    }
}

/// Where a legal move lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Landing {
    /// The path step it ends on.
    pub step: u8,
    /// Steps lost by stopping on the gate (T13a).
    pub lost: u8,
    /// Whether it captures (T14).
    pub captures: bool,
}

/// A game of Throne: every seat's pieces, whose round it is, the round's
/// values and the seeded generator. Actions that are not legal return a
/// [`Rejection`] and leave it unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) players: u8,
    pub(crate) seats: [SeatState; 4],
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    pub(crate) unused: Values,
    pub(crate) round: Values,
    pub(crate) last_throw: Option<Throw>,
    pub(crate) bonus: u8,
    pub(crate) rounds: u32,
    pub(crate) dice: Dice,
}

/// Why a table cannot start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Throne is played by 2, 3 or 4 players, not {0} (T1).")]
pub struct PlayersError(pub usize);

impl Position {
    /// A new game for `players` seats, all soldiers home, every gate
    /// locked, seat 1 to throw (T1, T2), throws from `seed` (T9).
    pub fn new(players: usize, seed: u64) -> Result<Position, PlayersError> {
        if !(2..=4).contains(&players) {
            return Err(PlayersError(players));
        }
        let mut seats = [SeatState::default(); 4];
        for (i, s) in seats.iter_mut().enumerate().take(players) {
            *s = SeatState::fresh();
            s.recount(players, Seat::new(i).expect("seat"));
        }
        Ok(Position {
            players: players as u8,
            seats,
            turn: Seat::new(0).expect("seat 1"),
            phase: Phase::Throw,
            unused: Values::EMPTY,
            round: Values::EMPTY,
            last_throw: None,
            bonus: 0,
            rounds: 0,
            dice: Dice::new(seed),
        })
    }

    /// Number of seats.
    pub fn players(&self) -> usize {
        self.players as usize
    }

    /// Every seat, in seat order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players as usize).filter_map(Seat::new)
    }

    /// The seat whose round it is.
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// What happens next.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The winner, once there is one.
    pub fn winner(&self) -> Option<Seat> {
        match self.phase {
            Phase::Won(s) => Some(s),
            _ => None,
        }
    }

    /// The round's values not used yet.
    pub fn unused(&self) -> Values {
        self.unused
    }

    /// Every value of the current (or last) round's chain.
    pub fn round_values(&self) -> Values {
        self.round
    }

    /// The last throw's shells, once anyone has thrown.
    pub fn last_throw(&self) -> Option<Throw> {
        self.last_throw
    }

    /// Bonus rounds the seat on turn is still owed (T15).
    pub fn bonus_owed(&self) -> u8 {
        self.bonus
    }

    /// Rounds thrown so far by all seats, bonus rounds included.
    pub fn rounds(&self) -> u32 {
        self.rounds
    }

    /// The round being played: the one being thrown for, or whose values
    /// are being moved with (rounds of all seats counted, from 1).
    pub fn current_round(&self) -> u32 {
        match self.phase {
            Phase::Throw => self.rounds + 1,
            _ => self.rounds.max(1),
        }
    }

    /// The seeded generator (its seed and position are stored, T9).
    pub fn dice(&self) -> &Dice {
        &self.dice
    }

    /// Soldiers of `seat` at home.
    pub fn home(&self, seat: Seat) -> u8 {
        self.seats[seat.index()].home
    }

    /// How many of `seat`'s 5 finishing pieces are in the Throne (T19).
    pub fn finished(&self, seat: Seat) -> u8 {
        self.seats[seat.index()].finished
    }

    /// Whether `seat`'s gate is unlocked (T13).
    pub fn gate_open(&self, seat: Seat) -> bool {
        self.seats[seat.index()].open
    }

    /// Whether `seat` resigned (T21).
    pub fn resigned(&self, seat: Seat) -> bool {
        self.seats[seat.index()].out
    }

    /// `seat`'s pieces of `kind` on path step `step` (1–14).
    pub fn count_at(&self, seat: Seat, step: u8, kind: Kind) -> u8 {
        match step {
            1..=14 => self.seats[seat.index()].board[step as usize][kind as usize],
            _ => 0,
        }
    }

    /// `seat`'s pieces on the board: (path step, kind, count), nearest home first.
    pub fn pieces(&self, seat: Seat) -> Vec<(u8, Kind, u8)> {
        let s = &self.seats[seat.index()];
        let mut out = Vec::new();
        for step in 1..=14u8 {
            for kind in Kind::ALL {
                let n = s.board[step as usize][kind as usize];
                if n > 0 {
                    out.push((step, kind, n));
                }
            }
        }
        out
    }

    /// `seat`'s soldiers in all places (12 while it plays, T2).
    pub fn soldiers(&self, seat: Seat) -> u32 {
        self.seats[seat.index()].soldiers()
    }

    /// `seat`'s squads (or units) on the board or in the Throne.
    pub fn formed(&self, seat: Seat, kind: Kind) -> u8 {
        self.seats[seat.index()].formed(kind)
    }

    /// Filled cart slots on `seat`'s formation square: its single soldiers
    /// (1 each) and units (2 each) standing there, at most 4 (T18).
    pub fn cart_slots(&self, seat: Seat) -> u8 {
        let here = self.seats[seat.index()].board[GATE as usize];
        (here[0] + 2 * here[1]).min(4)
    }

    /// Whether `seat`'s single soldiers may pass its gate (T13a).
    pub fn singles_free(&self, seat: Seat) -> bool {
        self.seats[seat.index()].singles_free()
    }

    /// Seats still playing.
    pub fn active(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(|s| !self.seats[s.index()].out)
    }

    /// The place of `seat`'s path step `step`.
    pub fn place(&self, seat: Seat, step: u8) -> Place {
        Place::of_step(self.players(), seat, step)
    }
}
