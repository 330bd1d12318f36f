//! Shadow's Sadist Streak (E24, E58, E65, E75): Poisonous Meat delayed. A
//! captor of a poisoned Shadow piece is marked and removed at step 8 of
//! its side's second turn after, with every piece of its side that ended a
//! ply next to it since (its contact group); a piece that removed one by
//! Double or Quantum Kill is marked for the third turn after, alone.

use crate::bitboard::{Bits, KING};
use crate::event::Event;
use crate::loadout::Augmentor;
use crate::position::{PieceInfo, Position};
use crate::square::{Color, Role, Square};

/// One mark on a piece.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Mark {
    /// The marked piece, by number.
    pub id: u8,
    /// Its side's turns until the removal, this one included while it is
    /// played.
    pub turns: u8,
    /// Removed alone (a Double or Quantum Kill's mark), without contacts.
    pub alone: bool,
    /// Its contact group: bit `n` for the piece numbered `n`.
    pub group: u64,
}

/// Most marks at once: more than the poisoned pieces one side can lose.
pub(crate) const MAX_MARKS: usize = 16;

impl Position {
    /// The marks, in the order they were made.
    pub fn marks(&self) -> impl Iterator<Item = Mark> + '_ {
        self.marks.iter().map_while(|m| *m)
    }

    /// Each marked piece's square with its mark, for pictures: both
    /// squares of a piece on two, alike (E37, E98).
    pub fn marked(&self) -> Vec<(Square, Mark)> {
        self.marks()
            .filter_map(|m| Some((self.square_of(m.id)?, m)))
            .flat_map(|(sq, m)| std::iter::once((sq, m)).chain(self.twin(sq).map(|t| (t, m))))
            .collect()
    }

    /// Marks the piece on `sq` (step 4, or a removal's mark): not a king,
    /// not Indomitable (E65). A captor's mark comes due at step 8 of its
    /// side's second turn after; a removal's at the third, alone.
    pub(crate) fn mark(&mut self, sq: Square, by_removal: bool) -> bool {
        let Some((_, role, info)) = self.piece(sq) else {
            return false;
        };
        if role == Role::King || info.slots.augmentor == Some(Augmentor::Indomitable) {
            return false;
        }
        let Some(slot) = self.marks.iter_mut().find(|m| m.is_none()) else {
            return false;
        };
        *slot = Some(Mark {
            id: info.id,
            // Step 8 of this very turn counts one down.
            turns: if by_removal { 4 } else { 3 },
            alone: by_removal,
            group: 0,
        });
        true
    }

    /// Drops the marks of a piece that left the board (E24: they fizzle).
    pub(crate) fn fizzle(&mut self, id: u8) {
        let kept: Vec<Mark> = self.marks().filter(|m| m.id != id).collect();
        self.marks = [None; MAX_MARKS];
        for (slot, m) in self.marks.iter_mut().zip(kept) {
            *slot = Some(m);
        }
    }

    /// Where the piece numbered `id` stands.
    pub(crate) fn square_of(&self, id: u8) -> Option<Square> {
        Bits(self.board.occupied())
            .find(|&sq| self.info[sq].id == id)
            .map(|sq| Square::from_index(sq as u8))
    }

    /// E58: at the end of a ply, the pieces of a marked piece's side next
    /// to it join its contact group for good.
    pub(crate) fn gather_contacts(&mut self) {
        for i in 0..MAX_MARKS {
            let Some(mut m) = self.marks[i] else { break };
            if m.alone {
                continue;
            }
            let Some(sq) = self.square_of(m.id) else {
                continue;
            };
            let Some((c, _)) = self.board.piece_at(sq) else {
                continue;
            };
            // Next to either square of a Schrödinger piece (E58).
            let near = std::iter::once(sq)
                .chain(self.twin(sq))
                .fold(0u64, |a, s| a | KING[s.index()]);
            for n in Bits(near & self.board.side(c)) {
                let id = self.info[n].id;
                if id < 64 && id != m.id {
                    m.group |= 1u64 << id;
                }
            }
            self.marks[i] = Some(m);
        }
    }

    /// Step 8 for `us` (E24, E58, E75): `us`'s marks count down; those due
    /// remove the marked piece, then its group in square order (kings and
    /// Indomitable pieces are not removed, E65; Sturdy saves once, E14).
    /// The events, what each removed piece carried, and whether anything
    /// was removed or a Sturdy used.
    pub(crate) fn sadist_step(&mut self, us: Color) -> (Vec<Event>, Vec<PieceInfo>, bool) {
        let (mut events, mut removed, mut irreversible) = (Vec::new(), Vec::new(), false);
        let mut due = Vec::new();
        for i in 0..MAX_MARKS {
            let Some(mut m) = self.marks[i] else { break };
            let Some(sq) = self.square_of(m.id) else {
                continue;
            };
            if self.board.piece_at(sq).map(|(c, _)| c) != Some(us) {
                continue;
            }
            m.turns = m.turns.saturating_sub(1);
            self.marks[i] = Some(m);
            if m.turns == 0 {
                due.push(m);
            }
        }
        for m in &due {
            // E75: each mark is spent when it comes due.
            let kept: Vec<Mark> = self.marks().filter(|k| k != m).collect();
            self.marks = [None; MAX_MARKS];
            for (slot, k) in self.marks.iter_mut().zip(kept) {
                *slot = Some(k);
            }
            let mut victims: Vec<Square> = self.square_of(m.id).into_iter().collect();
            if !m.alone {
                let mut group: Vec<Square> = Bits(self.board.side(us))
                    .map(|sq| Square::from_index(sq as u8))
                    .filter(|sq| {
                        let id = self.info[sq.index()].id;
                        id != m.id && id < 64 && m.group & (1u64 << id) != 0
                    })
                    .collect();
                group.sort();
                victims.extend(group);
            }
            for sq in victims {
                let Some((color, role, info)) = self.piece(sq) else {
                    continue;
                };
                if role == Role::King || info.slots.augmentor == Some(Augmentor::Indomitable) {
                    continue;
                }
                irreversible = true;
                let also = self.twin(sq);
                if self.sturdy(sq) {
                    self.info[sq.index()].sturdy_used = true;
                    events.push(Event::SturdySaved {
                        square: sq,
                        also,
                        role,
                        by: "Sadist Streak (E24)",
                    });
                    continue;
                }
                removed.push(info);
                self.take_off(sq);
                events.push(Event::Removed {
                    color,
                    role,
                    square: sq,
                    also,
                    by: "Sadist Streak (E24)",
                });
            }
        }
        (events, removed, irreversible)
    }
}
