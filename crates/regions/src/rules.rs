//! Playing an action: validation with a reason, then the effects in order
//! (move, capture, carry, promotion, infiltrators, recapture right, check,
//! the end of the game).

use crate::action::{Action, Move};
use crate::error::{ActionError, CarryShortened};
use crate::event::Event;
use crate::generate::Find;
use crate::geometry::adjacent;
use crate::piece::{Kind, Piece, Side};
use crate::position::{Infiltrator, Position};
use crate::square::Square;

/// Receives events while an action is applied; the quiet sink drops them.
pub(crate) trait Sink {
    /// Records the event made by `f` (not called at all by the quiet sink).
    fn emit(&mut self, f: impl FnOnce() -> Event);
}

/// Drops every event.
pub(crate) struct Quiet;

impl Sink for Quiet {
    #[inline(always)]
    fn emit(&mut self, _: impl FnOnce() -> Event) {}
}

impl Sink for Vec<Event> {
    fn emit(&mut self, f: impl FnOnce() -> Event) {
        self.push(f());
    }
}

impl Position {
    /// Checks `action` for the side to move, or says which rule forbids it.
    pub fn validate(&self, action: &Action) -> Result<(), ActionError> {
        if let Some(winner) = self.winner() {
            return Err(ActionError::GameOver { winner });
        }
        if !self.picks_done() {
            return Err(ActionError::PicksPending);
        }
        match action {
            Action::Reveal => self.check_reveal(),
            Action::Move(m) => self.check_move(m),
        }
    }

    fn check_reveal(&self) -> Result<(), ActionError> {
        match self.infiltrators[self.to_move.index()] {
            Infiltrator::Revealed => Err(ActionError::AlreadyRevealed),
            Infiltrator::Lost | Infiltrator::Unpicked => Err(ActionError::InfiltratorLost),
            Infiltrator::Hidden(_) if !self.checked => Err(ActionError::RevealBeforeCheck),
            Infiltrator::Hidden(_) => Ok(()),
        }
    }

    fn check_move(&self, m: &Move) -> Result<(), ActionError> {
        let us = self.to_move;
        let Some(piece) = self.piece_at(m.from) else {
            return Err(ActionError::Empty(m.from));
        };
        if piece.side != us {
            return Err(ActionError::NotYours {
                kind: piece.kind,
                square: m.from,
                owner: piece.side,
            });
        }
        let from = m.from.index() as u8;
        let mut find = Find {
            target: Action::Move(*m),
            found: false,
        };
        self.generate_from::<_, true>(from, &mut find);
        if find.found {
            return Ok(());
        }
        // Why not: look at what the piece can do on its own terms.
        let mut legal = Vec::new();
        self.generate_from::<_, true>(from, &mut legal);
        let same_squares: Vec<Move> = legal
            .iter()
            .filter_map(Action::mv)
            .filter(|l| l.from == m.from && l.to == m.to)
            .collect();
        if same_squares.is_empty() {
            if let Some(carry) = m.carry {
                return Err(self.carry_error(piece, m, carry.from, &legal));
            }
            if self.piece_at(m.to).is_some_and(|p| p.side == us) {
                return Err(ActionError::OwnPiece {
                    kind: piece.kind,
                    from: m.from,
                    to: m.to,
                });
            }
            let mut unbound = Vec::new();
            self.generate_from::<_, false>(from, &mut unbound);
            let sky = unbound.iter().filter_map(Action::mv).any(|l| l.to == m.to);
            return Err(if sky {
                ActionError::AcrossSky {
                    kind: piece.kind,
                    from: m.from,
                    to: m.to,
                }
            } else {
                ActionError::OutOfReach {
                    kind: piece.kind,
                    from: m.from,
                    to: m.to,
                }
            });
        }
        let promotes = same_squares.iter().any(|l| l.promotion.is_some());
        if m.promotion.is_none() && promotes {
            return Err(ActionError::PromotionNeeded {
                kind: piece.kind,
                square: m.to,
            });
        }
        if m.promotion.is_some() && !promotes {
            return Err(ActionError::PromotionNotAllowed(m.to));
        }
        match m.carry {
            Some(carry) => {
                let carried: Vec<&Move> = same_squares
                    .iter()
                    .filter(|l| l.carry.is_some_and(|c| c.from == carry.from))
                    .collect();
                if carried.is_empty() {
                    Err(self.carry_error(piece, m, carry.from, &legal))
                } else {
                    let distance = m.to.rank().abs_diff(m.from.rank()) as i8;
                    let pawn_end = carry.from.offset(0, distance * us.forward());
                    Err(ActionError::CarryPromotion(pawn_end.unwrap_or(carry.from)))
                }
            }
            None => Err(ActionError::OutOfReach {
                kind: piece.kind,
                from: m.from,
                to: m.to,
            }),
        }
    }

    /// Why the carry of the pawn on `pawn` with move `m` is not legal (R7).
    fn carry_error(&self, piece: Piece, m: &Move, pawn: Square, legal: &[Action]) -> ActionError {
        let us = self.to_move;
        let forward = m.to.file() == m.from.file()
            && (m.to.rank() as i8 - m.from.rank() as i8) * us.forward() > 0
            && self.piece_at(m.to).is_none();
        if piece.kind != Kind::Commander || !forward {
            return ActionError::CarryNeedsCommanderAdvance;
        }
        let friendly_pawn = self
            .piece_at(pawn)
            .is_some_and(|p| p.kind == Kind::Pawn && p.side == us);
        if !friendly_pawn || !adjacent(pawn, m.from) {
            return ActionError::NoPawnToCarry(pawn);
        }
        let longest = legal
            .iter()
            .filter_map(Action::mv)
            .filter(|l| l.carry.is_some_and(|c| c.from == pawn))
            .map(|l| l.to)
            .max_by_key(|to| to.rank().abs_diff(m.from.rank()));
        match longest {
            None => ActionError::CarryTooFar {
                pawn,
                reach: 0,
                shorter: CarryShortened::None,
            },
            Some(to) => ActionError::CarryTooFar {
                pawn,
                reach: to.rank().abs_diff(m.from.rank()),
                shorter: CarryShortened::To(to),
            },
        }
    }

    /// Plays `action`: the new position and what happened, in order; or why
    /// it is illegal, leaving `self` untouched.
    pub fn play(&self, action: &Action) -> Result<(Position, Vec<Event>), ActionError> {
        self.validate(action)?;
        let mut next = *self;
        let mut events = Vec::new();
        next.apply(action, &mut events);
        if next.winner().is_none() && next.count_legal_actions() == 0 {
            events.push(Event::NoLegalAction { side: next.to_move });
        }
        Ok((next, events))
    }

    /// The position after a legal `action`, without checks or events.
    pub(crate) fn after_unchecked(&self, action: &Action) -> Position {
        let mut next = *self;
        next.apply(action, &mut Quiet);
        next
    }

    /// Whether the game has ended in a draw because the side to move has no
    /// legal action (R15).
    pub fn is_drawn(&self) -> bool {
        self.winner().is_none() && self.picks_done() && self.count_legal_actions() == 0
    }

    /// Applies a legal action.
    pub(crate) fn apply<S: Sink>(&mut self, action: &Action, sink: &mut S) {
        let us = self.to_move;
        let them = us.other();
        let mut recapture = None;
        match action {
            Action::Reveal => {
                if let Infiltrator::Hidden(square) = self.infiltrators[us.index()] {
                    let code = self.squares[square.index()];
                    let piece = Position::decode(code);
                    let turned = Piece { side: us, ..piece };
                    self.occupied[them.index()] &= !(1u128 << square.index());
                    self.put(square, turned);
                    self.infiltrators[us.index()] = Infiltrator::Revealed;
                    sink.emit(|| Event::Revealed {
                        side: us,
                        square,
                        kind: piece.kind,
                    });
                }
            }
            Action::Move(m) => {
                let captured = self.move_piece(m.from, m.to, m.promotion, sink);
                if let Some(carry) = m.carry {
                    let distance = m.to.rank().abs_diff(m.from.rank()) as i8;
                    let to = carry
                        .from
                        .offset(0, distance * us.forward())
                        .expect("carried pawns stay on the board");
                    let piece = self.piece_at(carry.from).expect("a carried pawn");
                    sink.emit(|| Event::Carried {
                        piece,
                        from: carry.from,
                        to,
                    });
                    self.relocate(carry.from, to, carry.promotion, sink);
                }
                if let Some(victim) = captured
                    && victim.kind == Kind::Pawn
                    && victim.side == them
                    && self.pieces(them).any(|c| {
                        adjacent(c, m.to)
                            && self.piece_at(c).is_some_and(|p| p.kind == Kind::Commander)
                    })
                {
                    recapture = Some(m.to);
                    sink.emit(|| Event::RecaptureOpen {
                        side: them,
                        square: m.to,
                    });
                }
            }
        }
        if let Some(winner) = self.winner() {
            sink.emit(|| Event::KingCaptured { winner });
        } else if self.attacks_king(us) {
            self.checked = true;
            sink.emit(|| Event::Check { side: them });
        }
        self.recapture = recapture;
        self.to_move = them;
        self.turn += 1;
    }

    /// Moves the piece on `from` to `to`, capturing what stands there.
    /// Returns the captured piece.
    fn move_piece<S: Sink>(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<crate::Promotion>,
        sink: &mut S,
    ) -> Option<Piece> {
        let piece = self.piece_at(from).expect("moves start on a piece");
        sink.emit(|| Event::Moved { piece, from, to });
        let captured = self.piece_at(to);
        if let Some(victim) = captured {
            self.occupied[victim.side.index()] &= !(1u128 << to.index());
            self.squares[to.index()] = 0;
            if victim.kind == Kind::King {
                self.kings[victim.side.index()] = None;
            }
            sink.emit(|| Event::Captured {
                piece: victim,
                square: to,
            });
            for picker in Side::ALL {
                if self.infiltrators[picker.index()] == Infiltrator::Hidden(to) {
                    self.infiltrators[picker.index()] = Infiltrator::Lost;
                    sink.emit(|| Event::InfiltratorLost { picker, square: to });
                }
            }
        }
        self.relocate(from, to, promotion, sink);
        captured
    }

    /// Moves a piece to an empty square, marks it moved, promotes it, and
    /// keeps a hidden infiltrator's square up to date.
    fn relocate<S: Sink>(
        &mut self,
        from: Square,
        to: Square,
        promotion: Option<crate::Promotion>,
        sink: &mut S,
    ) {
        let piece = self.piece_at(from).expect("a piece to move");
        let mut moved = piece.after_move();
        if let Some(p) = promotion {
            moved = Piece::new(p.kind(), piece.side);
            sink.emit(|| Event::Promoted {
                side: piece.side,
                square: to,
                to: p,
            });
        }
        self.occupied[piece.side.index()] &= !(1u128 << from.index());
        self.squares[from.index()] = 0;
        self.put(to, moved);
        if moved.kind == Kind::King {
            self.kings[piece.side.index()] = Some(to);
        }
        for i in &mut self.infiltrators {
            if *i == Infiltrator::Hidden(from) {
                *i = Infiltrator::Hidden(to);
            }
        }
    }
}
