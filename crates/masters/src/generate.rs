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
        claimed.establish_claim::<_, false>(us, from, &mut Quiet);
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
        self.for_each_answer(|pos, inheritance| {
            let ctx = Ctx::new(pos);
            let turn = |action| Turn {
                action,
                inheritance,
            };
            out.extend(ctx.targets.squares().map(|t| turn(Action::Claim(t))));
            for from in ctx.friendly {
                let promoting = promotion_mask(pos, from);
                let slow = ctx.slow_dests(pos, from);
                for to in ctx.dests(pos, from) {
                    let after = if slow.contains(to) {
                        ctx.targets_after(pos, from, to)
                    } else {
                        ctx.targets
                    };
                    for mv in moves(from, to, promoting.contains(to)) {
                        out.push(turn(Action::Move(mv)));
                        out.extend(after.squares().map(|t| turn(Action::MoveAndClaim(mv, t))));
                    }
                }
            }
            for t in ctx.targets {
                let promoting = promotion_mask(pos, t);
                for to in ctx.dests_if_claimed(pos, t) {
                    out.extend(
                        moves(t, to, promoting.contains(to))
                            .map(|mv| turn(Action::MoveAndClaim(mv, t))),
                    );
                }
            }
        });
    }

    /// The number of legal turns, counted without playing them.
    pub fn count_legal_turns(&self) -> u64 {
        let mut total = 0u64;
        self.for_each_answer(|pos, _| {
            let ctx = Ctx::new(pos);
            let n0 = u64::from(ctx.targets.count());
            total += n0;
            // The mover's own scouts away from the puppeteer's sight, all at once.
            let scouts = ctx.friendly & pos.of(ctx.us, Kind::Scout) & !ctx.slow_from;
            let far_rank = attacks::rank_mask(ctx.us.other().home_rank());
            let capturable = ctx.hostile & !ctx.aura;
            for (dests, back) in attacks::scout_moves(ctx.us, scouts, ctx.occupied, capturable) {
                total += weighted(dests & !ctx.slow_to, far_rank) * (1 + n0);
                for to in dests & ctx.slow_to {
                    let from = Square::from_index((to.index() as isize + back as isize) as usize)
                        .expect("a scout's square");
                    let per_move = 1 + u64::from(ctx.targets_after(pos, from, to).count());
                    total += per_move * if far_rank.contains(to) { 4 } else { 1 };
                }
            }
            // Every other piece, kind by kind, so that each kind's pattern is inlined.
            let mut count_kind = |kind: Kind, owner: Side, pieces: Bitboard, promotes: bool| {
                for from in pieces {
                    let dests = attacks::reach(kind, owner, from, ctx.occupied, ctx.hostile)
                        & !ctx.friendly
                        & !(ctx.hostile & ctx.aura);
                    let promoting = if promotes {
                        attacks::rank_mask(owner.other().home_rank())
                    } else {
                        Bitboard::EMPTY
                    };
                    let slow = dests & ctx.slow_dests(pos, from);
                    total += weighted(dests & !slow, promoting) * (1 + n0);
                    for to in slow {
                        let per_move = 1 + u64::from(ctx.targets_after(pos, from, to).count());
                        total += per_move * if promoting.contains(to) { 4 } else { 1 };
                    }
                }
            };
            let mine = |kind: Kind| ctx.friendly & pos.kinds[kind.index()];
            count_kind(Kind::General, ctx.us, mine(Kind::General), false);
            count_kind(Kind::Puppeteer, ctx.us, mine(Kind::Puppeteer), false);
            count_kind(Kind::Cardinal, ctx.us, mine(Kind::Cardinal), false);
            count_kind(Kind::Dragon, ctx.us, mine(Kind::Dragon), false);
            count_kind(Kind::Sentinel, ctx.us, mine(Kind::Sentinel), false);
            count_kind(Kind::Archer, ctx.us, mine(Kind::Archer), false);
            count_kind(Kind::Horseman, ctx.us, mine(Kind::Horseman), false);
            // Scouts not counted in bulk: a held enemy scout moves towards its owner's far rank.
            for owner in Side::ALL {
                count_kind(
                    Kind::Scout,
                    owner,
                    mine(Kind::Scout) & pos.owned[owner.index()] & !scouts,
                    true,
                );
            }
            for witch in mine(Kind::Witch) {
                let owner = pos.piece_at(witch).expect("a witch").owner;
                if let Some(kind) = pos.witch_moveset[owner.index()] {
                    // She moves as her moveset but never promotes (M8).
                    count_kind(kind, owner, Bitboard::from_square(witch), false);
                }
            }
            for t in ctx.targets {
                total += weighted(ctx.dests_if_claimed(pos, t), promotion_mask(pos, t));
            }
        });
        total
    }

    /// Calls `f` with the position after each distinct inheritance part
    /// (nothing, or accepting one pending offer; only nothing when the
    /// acceptance is forced, M34); not at all once the game is over.
    #[inline]
    fn for_each_answer(&self, mut f: impl FnMut(&Position, Option<Inheritance>)) {
        if self.winner().is_some() {
            return;
        }
        let us = self.to_move;
        let s = us.index();
        if self.forced_offer[s].is_some() {
            f(&self.answered_unchecked(None), None);
            return;
        }
        f(self, None);
        if self.offers[s].is_empty() || self.of(us, Kind::Witch).is_empty() {
            return;
        }
        for kind in self.offers[s].iter() {
            let answer = Some(Inheritance::Accept(kind));
            f(&self.answered_unchecked(answer), answer);
        }
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
        if depth == 1 {
            // Make and unmake: each leaf is played on one scratch copy and
            // undone, instead of copying the whole position per leaf.
            let mut scratch = *self;
            for turn in &turns {
                scratch.apply_unchecked(turn);
                std::hint::black_box(&scratch);
                scratch.restore(self, turn);
            }
            return turns.len() as u64;
        }
        turns
            .iter()
            .map(|turn| {
                let mut next = *self;
                next.apply_unchecked(turn);
                next.perft_played(depth - 1)
            })
            .sum()
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
#[inline]
fn moves(from: Square, to: Square, promotes: bool) -> impl Iterator<Item = Move> {
    const ONE: [Option<Promotion>; 1] = [None];
    const FOUR: [Option<Promotion>; 4] = [
        Some(Promotion::Dragon),
        Some(Promotion::Sentinel),
        Some(Promotion::Archer),
        Some(Promotion::Horseman),
    ];
    let choices: &'static [Option<Promotion>] = if promotes { &FOUR } else { &ONE };
    choices.iter().map(move |&promotion| Move {
        from,
        to,
        promotion,
    })
}

/// Destinations counted once each, or four times where a scout promotes (M36).
#[inline]
fn weighted(dests: Bitboard, promoting: Bitboard) -> u64 {
    u64::from(dests.count()) + 3 * u64::from((dests & promoting).count())
}

/// The squares where the piece on `from` would promote: its owner's
/// opponent's home rank, for a scout (M36).
#[inline]
fn promotion_mask(pos: &Position, from: Square) -> Bitboard {
    match pos.piece_at(from) {
        Some(p) if p.kind == Kind::Scout => attacks::rank_mask(p.owner.other().home_rank()),
        _ => Bitboard::EMPTY,
    }
}

/// What generating one position's turns needs, computed once per position.
struct Ctx {
    us: Side,
    occupied: Bitboard,
    /// The pieces the mover controls.
    friendly: Bitboard,
    /// Every other piece.
    hostile: Bitboard,
    aura: Bitboard,
    /// The mover's puppeteer, if on the board.
    puppeteer: Option<Square>,
    /// Whether the enemy holds the mover's puppeteer.
    puppeteer_held: bool,
    /// The piece the mover's puppeteer holds.
    held: Bitboard,
    /// The mover's claim targets in this position.
    targets: Bitboard,
    /// Moves starting here may change the claim targets.
    slow_from: Bitboard,
    /// Moves ending here may change the claim targets.
    slow_to: Bitboard,
    /// Cardinal moves ending here may change the claim targets.
    slow_to_cardinal: Bitboard,
}

impl Ctx {
    #[inline]
    fn new(pos: &Position) -> Ctx {
        let us = pos.to_move;
        let occupied = pos.occupied();
        let friendly = pos.controlled(us);
        let puppeteer = pos.of(us, Kind::Puppeteer).first();
        let puppeteer_held = puppeteer.is_some_and(|p| pos.held[us.other().index()] == Some(p));
        let cardinals = pos.kinds[Kind::Cardinal.index()];
        let targets = pos.targets(us);
        // The claim targets depend only on the first piece in each orthogonal
        // direction from a free puppeteer (its sight), on that piece's owner,
        // on the aura over it and on the held piece. A move that neither
        // starts nor ends in sight and does not move the puppeteer changes
        // none of these, unless it moves or captures a cardinal whose aura
        // touches a first piece in sight that the enemy owns. A move may free
        // a held puppeteer, so then every move is looked at.
        let (slow_from, slow_to, slow_to_cardinal) = match puppeteer {
            None => (Bitboard::EMPTY, Bitboard::EMPTY, Bitboard::EMPTY),
            Some(_) if puppeteer_held => (Bitboard::FULL, Bitboard::FULL, Bitboard::FULL),
            Some(p) => {
                let sight = attacks::sight(p, occupied);
                let candidates = sight & occupied & pos.owned[us.other().index()];
                let zone = candidates
                    .squares()
                    .fold(Bitboard::EMPTY, |z, c| z | attacks::neighbours(c));
                let near = cardinals & zone;
                (
                    sight | near | Bitboard::from_square(p),
                    sight | near,
                    sight | zone,
                )
            }
        };
        Ctx {
            us,
            occupied,
            friendly,
            hostile: occupied & !friendly,
            aura: pos.protected(),
            puppeteer,
            puppeteer_held,
            held: pos.held_board(us),
            targets,
            slow_from,
            slow_to,
            slow_to_cardinal,
        }
    }

    /// Legal destinations of the piece on `from`, which the mover controls.
    #[inline]
    fn dests(&self, pos: &Position, from: Square) -> Bitboard {
        let Some(piece) = pos.piece_at(from) else {
            return Bitboard::EMPTY;
        };
        let Some(kind) = pos.moves_as(piece) else {
            return Bitboard::EMPTY;
        };
        attacks::reach(kind, piece.owner, from, self.occupied, self.hostile)
            & !self.friendly
            & !(self.hostile & self.aura)
    }

    /// Legal destinations of the enemy piece on `target` once claimed this turn (M24):
    /// the claim makes it friendly and turns the previously held piece hostile
    /// (M22). A claimed enemy puppeteer's own hold lasts until step 5 (M27),
    /// so the piece it holds is still hostile to the move.
    #[inline]
    fn dests_if_claimed(&self, pos: &Position, target: Square) -> Bitboard {
        let Some(piece) = pos.piece_at(target) else {
            return Bitboard::EMPTY;
        };
        let Some(kind) = pos.moves_as(piece) else {
            return Bitboard::EMPTY;
        };
        let friendly = (self.friendly | Bitboard::from_square(target)) & !self.held;
        let hostile = self.occupied & !friendly;
        attacks::reach(kind, piece.owner, target, self.occupied, hostile)
            & !friendly
            & !(hostile & self.aura)
    }

    /// The squares where a move of the piece on `from` may change the claim targets.
    #[inline]
    fn slow_dests(&self, pos: &Position, from: Square) -> Bitboard {
        if self.slow_from.contains(from) {
            Bitboard::FULL
        } else if pos.kinds[Kind::Cardinal.index()].contains(from) {
            self.slow_to_cardinal
        } else {
            self.slow_to
        }
    }

    /// The mover's claim targets after moving `from`-`to` (M23), without playing the move.
    #[inline]
    fn targets_after(&self, pos: &Position, from: Square, to: Square) -> Bitboard {
        if !self.slow_dests(pos, from).contains(to) {
            return self.targets;
        }
        if self.puppeteer_held {
            return pos
                .after_move(self.us, Move::new(from, to))
                .targets(self.us);
        }
        let Some(puppeteer) = self.puppeteer else {
            return Bitboard::EMPTY;
        };
        let (from_bb, to_bb) = (Bitboard::from_square(from), Bitboard::from_square(to));
        let moved = pos.piece_at(from).expect("moves start on a piece");
        let captured = pos.piece_at(to);
        let them = self.us.other();
        let occupied = (self.occupied & !from_bb) | to_bb;
        let eye = if from == puppeteer { to } else { puppeteer };
        let mut enemy_owned = pos.owned[them.index()] & !to_bb;
        if moved.owner == them {
            enemy_owned = (enemy_owned & !from_bb) | to_bb;
        }
        let aura =
            if moved.kind == Kind::Cardinal || captured.is_some_and(|c| c.kind == Kind::Cardinal) {
                let mut cardinals = pos.kinds[Kind::Cardinal.index()] & !from_bb & !to_bb;
                if moved.kind == Kind::Cardinal {
                    cardinals |= to_bb;
                }
                cardinals
                    .squares()
                    .fold(Bitboard::EMPTY, |a, c| a | attacks::neighbours(c))
            } else {
                self.aura
            };
        // The held piece, where it ends up; once out of sight it is released,
        // and then it is not visible either.
        let held = if self.held.contains(from) {
            to_bb
        } else {
            self.held
        };
        attacks::first_in_sight(eye, occupied) & enemy_owned & !aura & !held
    }
}
