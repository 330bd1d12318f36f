//! The state of a game and how actions change it: throws and rounds (T8,
//! T15, T16), moves (T10–T14), captures (T14–T15), formations (T17), the
//! finish (T19–T20) and resigning (T21).

use crate::board::{self, GATE, Place, RING, Seat, THRONE};
use crate::error::Rejection;
use crate::event::{Event, Unlock};
use crate::moves::Move;
use crate::piece::{FINISH_ORDER, Kind};
use crate::throw::{Dice, Throw, Values, is_power};

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

    // ---- throws and rounds ----

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

    fn can_throw(&self) -> Result<(), Rejection> {
        match self.phase {
            Phase::Won(s) => Err(Rejection::GameOver(s)),
            Phase::Move => Err(Rejection::AlreadyThrown(self.unused)),
            Phase::Throw => Ok(()),
        }
    }

    fn start_round(&mut self, chain: &[Throw], events: &mut Vec<Event>) {
        let mut values = Values::EMPTY;
        for &t in chain {
            self.record_throw(t, &mut values, events);
        }
        self.begin_moving(values, events);
    }

    fn record_throw(&mut self, t: Throw, values: &mut Values, events: &mut Vec<Event>) {
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

    fn begin_moving(&mut self, values: Values, events: &mut Vec<Event>) {
        self.round = values;
        self.unused = values;
        self.rounds += 1;
        self.phase = Phase::Move;
        self.settle(events);
    }

    /// After a throw or a move: ends the round when its values are used or
    /// no legal move is left for them (T16).
    fn settle(&mut self, events: &mut Vec<Event>) {
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

    fn end_round(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Throw;
        self.unused = Values::EMPTY;
        if self.bonus > 0 {
            self.bonus -= 1;
            events.push(Event::BonusRound { seat: self.turn });
        } else {
            self.pass_turn(events);
        }
    }

    fn pass_turn(&mut self, events: &mut Vec<Event>) {
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

    // ---- moves ----

    /// Where `kind` from `from` lands after `dist` steps, or why it cannot
    /// move (T12, T13, T13a, T19); captures are judged by [`Position::landing`].
    pub(crate) fn target(
        &self,
        seat: Seat,
        from: u8,
        kind: Kind,
        dist: u32,
    ) -> Result<(u8, u8), Rejection> {
        let s = &self.seats[seat.index()];
        self.target_in(s, s.singles_free(), seat, from, kind, dist)
    }

    /// [`Position::target`] with the seat's state and T13a's answer at hand.
    #[inline]
    fn target_in(
        &self,
        s: &SeatState,
        singles_free: bool,
        seat: Seat,
        from: u8,
        kind: Kind,
        dist: u32,
    ) -> Result<(u8, u8), Rejection> {
        if !s.open {
            // T13: the path circles the ring while the gate is locked.
            let to = ((from as u32 + dist - 1) % RING as u32 + 1) as u8;
            if from != 0 && to == from {
                return Err(Rejection::WholeLap {
                    dist,
                    place: self.place(seat, from),
                });
            }
            return Ok((to, 0));
        }
        let raw = from as u32 + dist;
        if kind == Kind::Soldier && from <= GATE && raw > GATE as u32 && !singles_free {
            // T13a: singles stop on the gate (before T12).
            if from == GATE {
                return Err(Rejection::HeldAtGate(self.place(seat, GATE)));
            }
            return Ok((GATE, (raw - GATE as u32) as u8));
        }
        if raw > THRONE as u32 {
            return Err(Rejection::Overshoot {
                over: (raw - THRONE as u32).min(255) as u8,
            });
        }
        let to = raw as u8;
        if to == board::BRIDGE_2 && kind == Kind::Soldier {
            return Err(Rejection::SoldierOnLastBridge(self.place(seat, to)));
        }
        if to == THRONE {
            let expected = FINISH_ORDER[s.finished as usize];
            if kind != expected {
                return Err(Rejection::WrongFinishOrder { expected, kind });
            }
        }
        Ok((to, 0))
    }

    /// Whether landing `kind` on `seat`'s step `to` captures, or why it may not land (T6, T14).
    pub(crate) fn landing(&self, seat: Seat, to: u8, kind: Kind) -> Result<bool, Rejection> {
        if !(1..=RING).contains(&to) {
            return Ok(false);
        }
        let players = self.players as usize;
        let square = board::ring_square(players, seat, to);
        if board::SHIELDS[players] & (1 << square) != 0 {
            return Ok(false);
        }
        let bit = 1u16 << square;
        let mut captures = false;
        for (i, o) in self.seats[..players].iter().enumerate() {
            if i == seat.index() || o.out {
                continue;
            }
            for k in Kind::ALL {
                if o.ring[k as usize] & bit == 0 {
                    continue;
                }
                if k != kind {
                    return Err(Rejection::MixedLanding {
                        mover: kind,
                        place: Place::Ring(square),
                        owner: Seat::new(i).expect("seat"),
                        other: k,
                    });
                }
                captures = true;
            }
        }
        Ok(captures)
    }

    /// Checks `mv` for the seat on turn: where it lands, or why it is not legal.
    pub(crate) fn check(&self, mv: &Move) -> Result<(u8, Landing), Rejection> {
        let seat = self.turn;
        match self.phase {
            Phase::Won(s) => return Err(Rejection::GameOver(s)),
            Phase::Throw => return Err(Rejection::ThrowFirst),
            Phase::Move => {}
        }
        if mv.values.is_empty() {
            return Err(Rejection::NoValues);
        }
        if !self.unused.contains(&mv.values) {
            return Err(Rejection::ValuesNotThrown {
                unused: self.unused,
                asked: mv.values,
            });
        }
        let no_piece = Rejection::NoPiece {
            kind: mv.kind,
            place: mv.from,
        };
        let from = mv
            .from
            .step_for(self.players as usize, seat)
            .ok_or(no_piece.clone())?;
        let s = &self.seats[seat.index()];
        let present = match from {
            0 => mv.kind == Kind::Soldier && s.home > 0,
            1..=14 => s.board[from as usize][mv.kind as usize] > 0,
            _ => false,
        };
        if !present {
            return Err(no_piece);
        }
        let size = mv.kind.size();
        if size > 1 && !mv.values.all_multiples_of(size) {
            return Err(Rejection::WrongValuesForKind {
                kind: mv.kind,
                values: mv.values,
            });
        }
        let dist = mv.values.sum() / size as u32;
        let (step, lost) = self.target(seat, from, mv.kind, dist)?;
        let captures = self.landing(seat, step, mv.kind)?;
        Ok((
            from,
            Landing {
                step,
                lost,
                captures,
            },
        ))
    }

    /// Where `mv` would land, or why it is not legal now.
    pub fn destination(&self, mv: &Move) -> Result<Place, Rejection> {
        let (_, landing) = self.check(mv)?;
        Ok(self.place(self.turn, landing.step))
    }

    /// Whether `mv` would capture (T14); false when it is not legal.
    pub fn captures(&self, mv: &Move) -> bool {
        self.check(mv).is_ok_and(|(_, l)| l.captures)
    }

    /// Plays `mv` for the seat on turn (T10–T20).
    pub fn apply(&mut self, mv: &Move, events: &mut Vec<Event>) -> Result<(), Rejection> {
        let (from, landing) = self.check(mv)?;
        self.apply_checked(mv, from, landing, events);
        Ok(())
    }

    pub(crate) fn apply_checked(
        &mut self,
        mv: &Move,
        from: u8,
        landing: Landing,
        events: &mut Vec<Event>,
    ) {
        let seat = self.turn;
        let players = self.players as usize;
        let k = mv.kind as usize;
        {
            let s = &mut self.seats[seat.index()];
            if from == 0 {
                s.home -= 1;
            } else {
                s.board[from as usize][k] -= 1;
            }
        }
        self.unused = self.unused.without(&mv.values);
        let to = landing.step;
        events.push(Event::Moved {
            seat,
            kind: mv.kind,
            from: mv.from,
            to: self.place(seat, to),
            values: mv.values,
            lost: landing.lost,
        });
        if landing.captures {
            let square = board::ring_square(players, seat, to);
            for other in self.seats() {
                if other == seat || self.seats[other.index()].out {
                    continue;
                }
                let step = board::step_of(players, other, square) as usize;
                let o = &mut self.seats[other.index()];
                let count = o.board[step][k];
                if count > 0 {
                    o.board[step][k] = 0;
                    o.home += count * mv.kind.size();
                    o.recount(players, other);
                    events.push(Event::Captured {
                        by: seat,
                        seat: other,
                        kind: mv.kind,
                        count,
                        place: Place::Ring(square),
                    });
                }
            }
            if !self.seats[seat.index()].open {
                self.seats[seat.index()].open = true;
                events.push(Event::GateUnlocked {
                    seat,
                    cause: Unlock::Capture,
                });
            }
            self.bonus += 1;
            events.push(Event::BonusEarned { seat });
        }
        if to == THRONE {
            let s = &mut self.seats[seat.index()];
            s.finished += 1;
            let count = s.finished;
            events.push(Event::Finished {
                seat,
                kind: mv.kind,
                count,
            });
            // T13b: every gate still locked unlocks, in seat order.
            for other in self.seats() {
                let o = &mut self.seats[other.index()];
                if !o.out && !o.open {
                    o.open = true;
                    events.push(Event::GateUnlocked {
                        seat: other,
                        cause: Unlock::Throne,
                    });
                }
            }
            self.recount(seat);
            if count as usize == FINISH_ORDER.len() {
                self.win(seat, events);
                return;
            }
        } else {
            self.seats[seat.index()].board[to as usize][k] += 1;
        }
        if to == GATE {
            self.form(seat, events);
        }
        self.recount(seat);
        self.settle(events);
    }

    fn recount(&mut self, seat: Seat) {
        let players = self.players as usize;
        self.seats[seat.index()].recount(players, seat);
    }

    /// Pools the seat's singles and units on its formation square (T17).
    fn form(&mut self, seat: Seat, events: &mut Vec<Event>) {
        let place = self.place(seat, GATE);
        let s = &mut self.seats[seat.index()];
        let here = s.board[GATE as usize];
        let mut pool = here[0] + 2 * here[1];
        let mut squads = s.formed(Kind::Squad);
        let units_elsewhere = s.formed(Kind::Unit) - here[1];
        let mut new_squads = 0;
        while pool >= 4 && squads < 2 {
            pool -= 4;
            squads += 1;
            new_squads += 1;
        }
        if new_squads == 0 {
            // Nothing pooled into a squad: a unit may still form from singles.
            if here[0] >= 2 && s.formed(Kind::Unit) == 0 {
                s.board[GATE as usize][0] -= 2;
                s.board[GATE as usize][1] += 1;
                events.push(Event::Formed {
                    seat,
                    kind: Kind::Unit,
                    place,
                });
            }
            return;
        }
        // The rest of the pool: a unit if none exists elsewhere (T17), else singles.
        let (units, singles) = if pool >= 2 && units_elsewhere == 0 {
            (1, pool - 2)
        } else {
            (0, pool)
        };
        let had_unit_here = here[1] > 0;
        s.board[GATE as usize] = [singles, units, here[2] + new_squads];
        for _ in 0..new_squads {
            events.push(Event::Formed {
                seat,
                kind: Kind::Squad,
                place,
            });
        }
        if units == 1 && !had_unit_here {
            events.push(Event::Formed {
                seat,
                kind: Kind::Unit,
                place,
            });
        }
    }

    fn win(&mut self, seat: Seat, events: &mut Vec<Event>) {
        self.phase = Phase::Won(seat);
        self.turn = seat;
        self.unused = Values::EMPTY;
        self.bonus = 0;
        events.push(Event::Won { seat });
    }

    /// `seat` resigns (T21): with two players left the other wins; with
    /// more, its pieces leave the game and play goes on.
    pub fn resign(&mut self, seat: Seat, events: &mut Vec<Event>) -> Result<(), Rejection> {
        if let Phase::Won(w) = self.phase {
            return Err(Rejection::GameOver(w));
        }
        if seat.index() >= self.players as usize {
            return Err(Rejection::NotYourRound(self.turn));
        }
        if self.seats[seat.index()].out {
            return Err(Rejection::Resigned(seat));
        }
        let s = &mut self.seats[seat.index()];
        s.out = true;
        s.open = false;
        s.home = 0;
        s.board = [[0; 3]; 15];
        s.finished = 0;
        self.recount(seat);
        events.push(Event::Resigned { seat });
        let left: Vec<Seat> = self.active().collect();
        if left.len() == 1 {
            self.win(left[0], events);
            return Ok(());
        }
        if seat == self.turn {
            self.unused = Values::EMPTY;
            self.pass_turn(events);
        }
        Ok(())
    }

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
