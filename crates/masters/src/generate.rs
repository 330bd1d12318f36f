//! Legal destinations, claim targets, every legal turn, and perft.
//!
//! Turns are counted as the rules' "Counting turns (perft)" section says: a
//! turn is its move (with promotion choice), its claim target and its
//! inheritance part, where the inheritance part is nothing or "accept X" for
//! one pending, unforced offer X.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::error::TurnError;
use crate::piece::{Kind, Promotion, Side};
use crate::position::Position;
use crate::rules::Quiet;
use crate::square::Square;
use crate::turn::{Action, Inheritance, Move, Turn};

impl Position {
    /// Legal destinations of the piece on `from` for the side to move, which
    /// must control it; empty otherwise (and once the game is over).
    ///
    /// A piece the mover does not control yet can move only with a claim on it
    /// in the same turn (M24): see [`Position::destinations_if_claimed`].
    pub fn destinations(&self, from: Square) -> Bitboard {
        if self.winner().is_some() || self.controller(from) != Some(self.to_move) {
            return Bitboard::EMPTY;
        }
        self.dests(self.to_move, from)
    }

    /// Legal destinations of the enemy piece on `from` if the side to move
    /// claims it and moves it in the same turn (M24); empty if that claim is
    /// not allowed now.
    pub fn destinations_if_claimed(&self, from: Square) -> Bitboard {
        let us = self.to_move;
        if self.winner().is_some() || self.check_claim(us, from).is_err() {
            return Bitboard::EMPTY;
        }
        let mut claimed = *self;
        claimed.establish_claim(us, from, &mut Quiet);
        claimed.dests(us, from)
    }

    /// The squares the side to move may claim in this position (a claim-only
    /// turn, or an M24 claim on the piece it then moves).
    pub fn claim_targets(&self) -> Bitboard {
        if self.winner().is_some() {
            return Bitboard::EMPTY;
        }
        self.targets(self.to_move)
    }

    /// The squares the side to move may claim together with the staged move
    /// `mv` (M23), or why the move itself is illegal.
    ///
    /// When `mv` starts on a piece the mover does not control, the only
    /// possible claim is that piece itself, checked before the move (M24).
    pub fn claim_targets_after(&self, mv: Move) -> Result<Bitboard, TurnError> {
        let us = self.to_move;
        if let Some(winner) = self.winner() {
            return Err(TurnError::GameOver { winner });
        }
        if self.piece_at(mv.from).is_some() && self.controller(mv.from) != Some(us) {
            let turn = Turn {
                action: Action::MoveAndClaim(mv, mv.from),
                inheritance: None,
            };
            return self
                .validate(&turn)
                .map(|()| Bitboard::from_square(mv.from));
        }
        self.check_move(us, mv)?;
        Ok(self.after_move(us, mv).targets(us))
    }

    /// Every legal turn, each once (see the module docs for what makes two turns differ).
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut out = Vec::with_capacity(64);
        self.push_legal_turns(&mut out);
        out
    }

    /// Appends every legal turn to `out`.
    pub fn push_legal_turns(&self, out: &mut Vec<Turn>) {
        if self.winner().is_some() {
            return;
        }
        let us = self.to_move;
        for answer in self.inheritance_choices() {
            let pos = self.answered_unchecked(answer);
            let targets = pos.targets(us);
            for t in targets {
                out.push(Turn {
                    action: Action::Claim(t),
                    inheritance: answer,
                });
            }
            let fast = FastPath::new(&pos, us);
            for from in pos.controlled(us) {
                for to in pos.dests(us, from) {
                    for mv in moves(&pos, from, to) {
                        out.push(Turn {
                            action: Action::Move(mv),
                            inheritance: answer,
                        });
                        let after = if fast.applies(&pos, from, to) {
                            targets
                        } else {
                            pos.after_move(us, mv).targets(us)
                        };
                        for t in after {
                            out.push(Turn {
                                action: Action::MoveAndClaim(mv, t),
                                inheritance: answer,
                            });
                        }
                    }
                }
            }
            for t in targets {
                let mut claimed = pos;
                claimed.establish_claim(us, t, &mut Quiet);
                for to in claimed.dests(us, t) {
                    for mv in moves(&claimed, t, to) {
                        out.push(Turn {
                            action: Action::MoveAndClaim(mv, t),
                            inheritance: answer,
                        });
                    }
                }
            }
        }
    }

    /// The number of legal turns, counted without playing them.
    pub fn count_legal_turns(&self) -> u64 {
        if self.winner().is_some() {
            return 0;
        }
        let us = self.to_move;
        let mut total = 0u64;
        for answer in self.inheritance_choices() {
            let pos = self.answered_unchecked(answer);
            let targets = pos.targets(us);
            let n0 = u64::from(targets.count());
            total += n0;
            let fast = FastPath::new(&pos, us);
            for from in pos.controlled(us) {
                let dests = pos.dests(us, from);
                let promoting = promotion_squares(&pos, from);
                let (quick, slow) = fast.split(&pos, from, dests);
                total += (u64::from(quick.count()) + 3 * u64::from((quick & promoting).count()))
                    * (1 + n0);
                for to in slow {
                    for mv in moves(&pos, from, to) {
                        total += 1 + u64::from(pos.after_move(us, mv).targets(us).count());
                    }
                }
            }
            for t in targets {
                let mut claimed = pos;
                claimed.establish_claim(us, t, &mut Quiet);
                let dests = claimed.dests(us, t);
                total += u64::from(dests.count())
                    + 3 * u64::from((dests & promotion_squares(&claimed, t)).count());
            }
        }
        total
    }

    /// `perft(depth)`: the number of legal turn sequences of length `depth`,
    /// counting the last turn in bulk.
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_turns(),
            _ => {
                let mut turns = Vec::with_capacity(64);
                self.push_legal_turns(&mut turns);
                turns
                    .iter()
                    .map(|t| self.play_unchecked(t).perft(depth - 1))
                    .sum()
            }
        }
    }

    /// `perft(depth)` playing every turn down to the leaves (slower; for benchmarks and checks).
    pub fn perft_played(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut turns = Vec::with_capacity(64);
        self.push_legal_turns(&mut turns);
        turns
            .iter()
            .map(|t| self.play_unchecked(t).perft_played(depth - 1))
            .sum()
    }

    /// Inheritance parts that make distinct turns: nothing, or accepting one
    /// pending offer; none when the acceptance is forced (M34).
    fn inheritance_choices(&self) -> impl Iterator<Item = Option<Inheritance>> + use<> {
        let s = self.to_move.index();
        let offers =
            if self.forced_offer[s].is_some() || self.of(self.to_move, Kind::Witch).is_empty() {
                Default::default()
            } else {
                self.offers[s]
            };
        std::iter::once(None).chain(offers.iter().map(|k| Some(Inheritance::Accept(k))))
    }

    fn answered_unchecked(&self, answer: Option<Inheritance>) -> Position {
        self.answered(answer).expect("generated answers are legal")
    }

    /// Legal destinations for `us` of the piece on `from`, which `us` controls.
    #[inline]
    pub(crate) fn dests(&self, us: Side, from: Square) -> Bitboard {
        let Some(piece) = self.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        let Some(kind) = self.moves_as(piece) else {
            return Bitboard::EMPTY;
        };
        let occupied = self.occupied();
        let friendly = self.controlled(us);
        let hostile = occupied & !friendly;
        attacks::reach(kind, piece.owner, from, occupied, hostile)
            & !friendly
            & !(hostile & self.protected())
    }

    /// The eligible claim targets of `us` in this position (M21).
    #[inline]
    pub(crate) fn targets(&self, us: Side) -> Bitboard {
        let Some(pup) = self.free_puppeteer(us) else {
            return Bitboard::EMPTY;
        };
        attacks::first_in_sight(pup, self.occupied())
            & self.owned[us.other().index()]
            & !self.protected()
            & !self.held_board(us)
    }

    /// Steps 4–5 of a legal move: the position M23 checks claims against.
    pub(crate) fn after_move(&self, us: Side, mv: Move) -> Position {
        let mut pos = *self;
        pos.make_move(us, mv, &mut Quiet);
        pos.release_broken(&mut Quiet);
        pos
    }
}

/// The moves from `from` to `to`: one, or one per promotion choice (M36).
fn moves(pos: &Position, from: Square, to: Square) -> impl Iterator<Item = Move> + use<> {
    let promotes = promotion_squares(pos, from).contains(to);
    let choices: &'static [Option<Promotion>] = if promotes {
        &[
            Some(Promotion::Dragon),
            Some(Promotion::Sentinel),
            Some(Promotion::Archer),
            Some(Promotion::Horseman),
        ]
    } else {
        &[None]
    };
    choices.iter().map(move |&promotion| Move {
        from,
        to,
        promotion,
    })
}

/// The squares where the piece on `from` would promote: the far rank for a scout (M36).
fn promotion_squares(pos: &Position, from: Square) -> Bitboard {
    match pos.piece_at(from) {
        Some(p) if p.kind == Kind::Scout => {
            let rank = p.owner.other().home_rank();
            Square::all().filter(|s| s.rank() == rank).collect()
        }
        _ => Bitboard::EMPTY,
    }
}

/// Which moves cannot change the mover's claim targets, so the targets of the
/// position before the move can be reused.
///
/// The targets depend only on the first piece in each orthogonal direction
/// from a free puppeteer, on those pieces' owners, on the aura and on which
/// piece the puppeteer holds. A move that neither starts nor ends on a square
/// the puppeteer sees (its sight lines up to and including the first pieces),
/// does not move the puppeteer, and neither moves nor captures a cardinal
/// changes none of these. When the mover's puppeteer is held by the enemy a
/// move may free it, so nothing is reused then.
struct FastPath {
    /// Moves starting here need the slow path.
    slow_from: Bitboard,
    /// Moves ending here need the slow path.
    slow_to: Bitboard,
}

impl FastPath {
    fn new(pos: &Position, us: Side) -> FastPath {
        let cardinals = pos.kinds[Kind::Cardinal.index()];
        match pos.of(us, Kind::Puppeteer).first() {
            None => FastPath {
                slow_from: Bitboard::EMPTY,
                slow_to: Bitboard::EMPTY,
            },
            Some(pup) if pos.claimer(pup).is_some() => FastPath {
                slow_from: Bitboard::FULL,
                slow_to: Bitboard::FULL,
            },
            Some(pup) => {
                let sight = attacks::sight(pup, pos.occupied());
                FastPath {
                    slow_from: sight | cardinals | Bitboard::from_square(pup),
                    slow_to: sight | cardinals,
                }
            }
        }
    }

    #[inline]
    fn applies(&self, _pos: &Position, from: Square, to: Square) -> bool {
        !self.slow_from.contains(from) && !self.slow_to.contains(to)
    }

    /// Splits the destinations of the piece on `from` into quick and slow ones.
    #[inline]
    fn split(&self, _pos: &Position, from: Square, dests: Bitboard) -> (Bitboard, Bitboard) {
        if self.slow_from.contains(from) {
            (Bitboard::EMPTY, dests)
        } else {
            (dests & !self.slow_to, dests & self.slow_to)
        }
    }
}
