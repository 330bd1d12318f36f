//! Moving: where a piece lands (T10–T13b), captures (T14, T15),
//! formations (T17), the finish order and the win (T19, T20), resigning (T21).

use super::{Landing, Phase, Position, SeatState};
use crate::board::{self, GATE, Place, RING, Seat, THRONE};
use crate::error::Rejection;
use crate::event::{Event, Unlock};
use crate::moves::Move;
use crate::piece::{FINISH_ORDER, Kind};
use crate::throw::Values;

impl Position {
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
    pub(super) fn target_in(
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

    pub(super) fn recount(&mut self, seat: Seat) {
        let players = self.players as usize;
        self.seats[seat.index()].recount(players, seat);
    }

    /// Pools the seat's singles and units on its formation square (T17).
    pub(super) fn form(&mut self, seat: Seat, events: &mut Vec<Event>) {
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

    pub(super) fn win(&mut self, seat: Seat, events: &mut Vec<Event>) {
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
}
