//! Steps 4–7 of E38, after a primary capture and after any move: Poisonous
//! Meat (E32), Double Kill and Quantum Kill (E32, E19, E57) with Blaze
//! Rush's extras (E10, E22), Resurrection (E35, E78) and Temporal Lock (E36,
//! E71, E72). Each optional choice,
//! declining included, is a separate variant (E82); nothing here draws
//! from the generator.

use crate::bitboard::{Bits, KING};
use crate::event::Event;
use crate::loadout::{Augmentor, Element, Offense, Slots, Temporal};
use crate::position::{Missing, Position};
use crate::square::{Color, Role, Square};
use crate::turn::Revival;

/// The primary capture a turn made: where, what, and what it carried.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Victim {
    /// The captured square (E1: the pawn's own square for en passant).
    pub square: Square,
    /// Its role (its rank for every comparison, E80).
    pub role: Role,
    /// Its slots.
    pub slots: Slots,
}

/// One way steps 4–7 can go: the choices, the position after them, what
/// happened, and whether the mover is still on the board.
#[derive(Clone, Debug)]
pub(crate) struct Effects {
    pub double_kill: Option<Square>,
    pub quantum_kill: Option<Square>,
    pub blaze_double_kill: Option<Square>,
    pub blaze_quantum_kill: Option<Square>,
    pub revival: Option<Revival>,
    pub lock: Option<Square>,
    pub pos: Position,
    pub events: Vec<Event>,
    /// Where the mover stands, `None` once Poisonous Meat removed it (then
    /// it takes no step-10 action, E32).
    pub mover: Option<Square>,
    /// Whether a piece was removed or a Sturdy used (E81).
    pub irreversible: bool,
    /// What each piece an ability removed carried, in order (Poisonous
    /// Meat's removals aside: they fire no Do-Over, E56).
    pub removed: Vec<crate::position::PieceInfo>,
}

impl Position {
    /// Every way steps 4–7 can go after the mover, with `slots`, arrived on
    /// `at` (`victim` if it captured). `self` is the position after step 3.
    /// Raijin's rerun (E19, E83) allows Quantum Kill only if the turn used
    /// none (`quantum_kill`) and no Temporal Lock (`lock`).
    pub(crate) fn effects(
        &self,
        at: Square,
        slots: Slots,
        victim: Option<Victim>,
        quantum_kill: bool,
        lock: bool,
    ) -> Vec<Effects> {
        let start = Effects {
            double_kill: None,
            quantum_kill: None,
            blaze_double_kill: None,
            blaze_quantum_kill: None,
            revival: None,
            lock: None,
            pos: *self,
            events: Vec::new(),
            mover: Some(at),
            irreversible: false,
            removed: Vec::new(),
        };
        let mut out = vec![start];
        if let Some(v) = victim {
            for e in &mut out {
                e.poison(v);
            }
            let us = self.turn();
            let blaze = self.has(us, Element::Fire);
            // E10: against Earth one of each; otherwise one of the two.
            let both = self.has(us.other(), Element::Earth);
            // E22, E79: when Light's pieces are captured, the element's
            // extra comes before the piece's own within each step.
            let element_first = self.has(us.other(), Element::Light);
            let own_dk = |out: Vec<Effects>| {
                if slots.offense != Some(Offense::DoubleKill) {
                    return out;
                }
                expand(
                    out,
                    |e| e.double_kill_choices(v),
                    |e, t| {
                        e.double_kill = Some(t);
                        e.remove_by(t, "Double Kill (E32)");
                    },
                )
            };
            let blaze_dk = |out: Vec<Effects>| {
                if !blaze {
                    return out;
                }
                expand(
                    out,
                    |e| e.double_kill_choices(v),
                    |e, t| {
                        e.blaze_double_kill = Some(t);
                        e.remove_by(t, "Blaze Rush's Double Kill (E10)");
                    },
                )
            };
            let own_qk = |out: Vec<Effects>| {
                if slots.offense != Some(Offense::QuantumKill) || !quantum_kill {
                    return out;
                }
                expand(
                    out,
                    |e| e.quantum_kill_choices(v),
                    |e, t| {
                        e.quantum_kill = Some(t);
                        e.remove_by(t, "Quantum Kill (E32)");
                    },
                )
            };
            let blaze_qk = |out: Vec<Effects>| {
                if !blaze {
                    return out;
                }
                expand(
                    out,
                    |e| {
                        if both || e.blaze_double_kill.is_none() {
                            e.quantum_kill_choices(v)
                        } else {
                            vec![]
                        }
                    },
                    |e, t| {
                        e.blaze_quantum_kill = Some(t);
                        e.remove_by(t, "Blaze Rush's Quantum Kill (E10)");
                    },
                )
            };
            out = if element_first {
                own_dk(blaze_dk(out))
            } else {
                blaze_dk(own_dk(out))
            };
            out = if element_first {
                own_qk(blaze_qk(out))
            } else {
                blaze_qk(own_qk(out))
            };
            if slots.temporal == Some(Temporal::Resurrection) {
                out = expand(
                    out,
                    |e| e.revival_choices(v),
                    |e, r| {
                        e.revival = Some(r);
                        e.revive(r);
                    },
                );
            }
        }
        if lock && slots.temporal == Some(Temporal::TemporalLock) {
            out = expand(
                out,
                |e| e.lock_choices(),
                |e, t| {
                    e.lock = Some(t);
                    e.apply_lock(t);
                },
            );
        }
        out
    }
}

/// Each variant as it is, then with each choice `choices` offers applied.
fn expand<T: Copy>(
    variants: Vec<Effects>,
    choices: impl Fn(&Effects) -> Vec<T>,
    apply: impl Fn(&mut Effects, T),
) -> Vec<Effects> {
    let choices: Vec<Vec<T>> = variants.iter().map(&choices).collect();
    let mut out = Vec::with_capacity(variants.len() + choices.iter().map(Vec::len).sum::<usize>());
    for (v, choices) in variants.into_iter().zip(choices) {
        for c in choices {
            let mut w = v.clone();
            apply(&mut w, c);
            out.push(w);
        }
        out.push(v);
    }
    out
}

impl Effects {
    fn us(&self) -> Color {
        self.pos.turn()
    }

    /// Whether a rank limit holds: `rank ≤ limit`, or no limit at all under
    /// Anarchist Streak (E23).
    fn within(&self, role: Role, limit: Role) -> bool {
        self.pos.anarchy() || role.rank() <= limit.rank()
    }

    /// Whether an ability removal may target the enemy piece on `sq` (E31,
    /// E32): not a king; not Indomitable unless `lightning` (E19).
    fn removable(&self, sq: Square, limit: Role, lightning: bool) -> bool {
        match self.pos.piece(sq) {
            Some((c, role, info)) => {
                c != self.us()
                    && role != Role::King
                    && (lightning || info.slots.augmentor != Some(Augmentor::Indomitable))
                    && self.within(role, limit)
            }
            None => false,
        }
    }

    /// Step 4: Poisonous Meat (E32). A higher rank that captured a piece
    /// carrying it is removed too; not a king, not an Indomitable captor.
    /// A Shadow victim's poison is Sadist Streak's delayed mark (E24) and
    /// does not act here.
    fn poison(&mut self, v: Victim) {
        let Some(at) = self.mover else { return };
        let them = self.us().other();
        if v.slots.offense != Some(Offense::PoisonousMeat) {
            return;
        }
        // E24: Shadow's poison marks the captor instead.
        if self.pos.has(them, Element::Shadow) {
            self.mark(at, false);
            return;
        }
        let Some((_, role, info)) = self.pos.piece(at) else {
            return;
        };
        let higher = self.pos.anarchy() || role.rank() > v.role.rank();
        if role == Role::King || info.slots.augmentor == Some(Augmentor::Indomitable) || !higher {
            return;
        }
        self.events.push(Event::Poisoned {
            role,
            square: at,
            also: self.pos.twin(at),
            victim: v.role,
        });
        if self.remove_by(at, "Poisonous Meat (E32)") {
            self.mover = None;
        }
    }

    /// Marks the piece on `at` (E24) and says so.
    fn mark(&mut self, at: Square, by_removal: bool) {
        if let Some((color, role, _)) = self.pos.piece(at)
            && self.pos.mark(at, by_removal)
        {
            self.events.push(Event::Marked {
                color,
                role,
                square: at,
                also: self.pos.twin(at),
                turns: if by_removal { 3 } else { 2 },
            });
        }
    }

    /// Removes the piece on `sq` by an ability, unless its Sturdy saves it
    /// (E14); whether it left the board.
    fn remove_by(&mut self, sq: Square, ability: &'static str) -> bool {
        let Some((color, role, info)) = self.pos.piece(sq) else {
            return false;
        };
        let also = self.pos.twin(sq);
        self.irreversible = true;
        if self.pos.sturdy(sq) {
            self.pos.info[sq.index()].sturdy_used = true;
            self.events.push(Event::SturdySaved {
                square: sq,
                also,
                role,
                by: ability,
            });
            return false;
        }
        if !ability.starts_with("Poisonous") {
            self.removed.push(info);
        }
        self.pos.take_off(sq);
        // E24: a poisoned Shadow piece removed by a kill marks the remover.
        if color != self.us()
            && info.slots.offense == Some(Offense::PoisonousMeat)
            && self.pos.has(color, Element::Shadow)
            && let Some(at) = self.mover
        {
            self.mark(at, true);
        }
        self.events.push(Event::Removed {
            color,
            role,
            square: sq,
            also,
            by: ability,
        });
        true
    }

    /// Step 5 targets: an enemy next to the captured square of rank ≤ the
    /// victim's (E32).
    fn double_kill_choices(&self, v: Victim) -> Vec<Square> {
        let found: Vec<Square> = Bits(KING[v.square.index()])
            .map(|i| Square::from_index(i as u8))
            .filter(|s| self.removable(*s, v.role, false))
            .collect();
        one_per_piece(&self.pos, found)
    }

    /// Step 6 targets: any enemy of rank ≤ the victim's; a Lightning Quantum
    /// Kill ignores Indomitable (E19, E32).
    fn quantum_kill_choices(&self, v: Victim) -> Vec<Square> {
        let lightning = self.pos.has(self.us(), Element::Lightning);
        let found: Vec<Square> = Bits(self.pos.board.side(self.us().other()))
            .map(|i| Square::from_index(i as u8))
            .filter(|s| self.removable(*s, v.role, lightning))
            .collect();
        one_per_piece(&self.pos, found)
    }

    /// Step 7 choices of Resurrection (E35, E78, E94): each different
    /// missing piece of rank ≤ the victim's, on each empty square of the
    /// back two ranks (a pawn: the second rank only), while the capturer
    /// is on the board.
    fn revival_choices(&self, v: Victim) -> Vec<Revival> {
        // E94: a capturer removed before step 7 (Poisonous Meat) returns
        // nothing; its Resurrection left the board with it.
        if self.mover.is_none() {
            return vec![];
        }
        let us = self.us();
        let mut out = Vec::new();
        for (role, nth, _, _) in distinct_missing(&self.pos, us) {
            if role == Role::King || !self.within(role, v.role) {
                continue;
            }
            for square in Square::all() {
                let back = square.rank() == us.first_rank() || square.rank() == second_rank(us);
                let fits = if role == Role::Pawn {
                    square.rank() == second_rank(us)
                } else {
                    back
                };
                if fits
                    && self.pos.board.piece_at(square).is_none()
                    && !self.pos.stops(square, us, role)
                {
                    out.push(Revival { role, nth, square });
                }
            }
        }
        out
    }

    /// Returns the chosen missing piece (E35, E78): as it left, no castling
    /// rights (it stands where no right starts, or it has moved).
    fn revive(&mut self, r: Revival) {
        let us = self.us();
        let Some((_, _, index, _)) = distinct_missing(&self.pos, us)
            .into_iter()
            .find(|(role, nth, _, _)| *role == r.role && *nth == r.nth)
        else {
            return;
        };
        let Some(piece) = self.pos.take_missing(us, index) else {
            return;
        };
        self.pos.board.put(r.square, us, piece.role);
        self.pos.info[r.square.index()] = piece.info;
        if piece.role != Role::Pawn {
            self.pos.info[r.square.index()].moved = true;
        }
        self.events.push(Event::Resurrected {
            color: us,
            role: piece.role,
            square: r.square,
        });
    }

    /// Step 7 Temporal Lock targets (E36): every enemy piece but the king,
    /// when the mover carries an unused lock.
    fn lock_choices(&self) -> Vec<Square> {
        let used = match self.mover {
            Some(at) => self.pos.info[at.index()].lock_used,
            None => self
                .pos
                .missing(self.us())
                .last()
                .is_some_and(|m| m.info.lock_used),
        };
        if used {
            return vec![];
        }
        let b = &self.pos.board;
        let found: Vec<Square> =
            Bits(b.side(self.us().other()) & !b.pieces(self.us().other(), Role::King))
                .map(|i| Square::from_index(i as u8))
                .collect();
        one_per_piece(&self.pos, found)
    }

    /// Locks the enemy on `sq` for its side's next 2 turns (E36, E71) and
    /// spends the mover's lock.
    fn apply_lock(&mut self, sq: Square) {
        let us = self.us();
        match self.mover {
            Some(at) => self.pos.info[at.index()].lock_used = true,
            None => {
                // The mover left the board at step 4; its missing entry keeps the use.
                if let Some(m) = self.pos.missing[us.index()]
                    .iter_mut()
                    .rev()
                    .find_map(|m| m.as_mut())
                {
                    m.info.lock_used = true;
                }
            }
        }
        self.pos.info[sq.index()].locked = 2;
        if let Some((color, role)) = self.pos.board.piece_at(sq) {
            self.events.push(Event::Locked {
                color,
                role,
                square: sq,
                also: self.pos.twin(sq),
            });
        }
    }
}

/// Targets by piece, not square (E82): a Schrödinger piece found on both
/// its squares is named once, by the first.
fn one_per_piece(pos: &Position, squares: Vec<Square>) -> Vec<Square> {
    if !pos.has_twins() {
        return squares;
    }
    squares
        .iter()
        .copied()
        .filter(|s| pos.twin(*s).is_none_or(|t| t > *s || !squares.contains(&t)))
        .collect()
}

/// The rank a side's pawns start on.
fn second_rank(c: Color) -> i8 {
    match c {
        Color::White => 1,
        Color::Black => 6,
    }
}

/// `c`'s missing pieces with the choice each is (E78): role, which
/// different one of that role (from 1), its index in the list, and the
/// piece; identical pieces are one choice, the first to leave.
pub(crate) fn distinct_missing(pos: &Position, c: Color) -> Vec<(Role, u8, usize, Missing)> {
    let mut out: Vec<(Role, u8, usize, Missing)> = Vec::new();
    // Which piece is which does not make two pieces different, nor has a
    // returned piece other than a pawn any use for having moved (it gets
    // no castling rights, E35); a pawn's double step does count (E78).
    let plain = |m: &Missing| crate::position::PieceInfo {
        id: 0,
        moved: m.role == Role::Pawn && m.info.moved,
        ..m.info
    };
    let same = |a: &Missing, b: &Missing| a.role == b.role && plain(a) == plain(b);
    for (index, m) in pos.missing(c).enumerate() {
        if out.iter().any(|(_, _, _, seen)| same(seen, &m)) {
            continue;
        }
        let nth = 1 + out.iter().filter(|(r, ..)| *r == m.role).count() as u8;
        out.push((m.role, nth, index, m));
    }
    out
}
