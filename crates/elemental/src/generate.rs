//! Legal turns with abilities (E1, E3, E13–E17, E25–E30, E40–E50). Every
//! turn is generated whole: the move, then each allowed sequence of extra
//! steps or Quantum Step, each judged for king safety as E44 says. With no
//! abilities this is a second, simple chess generator, checked against the
//! bitboard core.

use crate::bitboard::{Bits, DIRECTIONS, KING, KNIGHT};
use crate::chess::{MoveKind, castle_rook};
use crate::effects::Victim;
use crate::loadout::{Augmentor, Element, Offense, Temporal};
use crate::position::{Blocker, Position};
use crate::square::{Color, Role, Square};
use crate::turn::Turn;

/// What a legal turn does, as generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The move happens: the position after it (turn passed).
    Played {
        /// The position after the turn.
        after: Box<Position>,
        /// The piece captured, if any, and where it stood.
        captured: Option<(Square, Role)>,
        /// Whether it was castling.
        castle: bool,
        /// The friend swapped with by Quantum Step, by its square before the swap.
        swapped: Option<Square>,
        /// Squares where a pawn promoted by displacement (E50).
        promoted: Vec<Square>,
        /// What steps 4–7 did (E38), in order.
        effects: Vec<crate::event::Event>,
        /// The piece (by number) whose Do-Over fires (E34, E56): the turn
        /// is then discarded and the board rewound.
        do_over: Option<u8>,
        /// Whether that Do-Over fires at Raijin's extra capture, after
        /// step 10, rather than at step 9 (which skips step 10): the turn
        /// then announces its Quantum Step and Raijin's capture first.
        do_over_after_raijin: bool,
        /// What Raijin's extra capture did (E19), after the Quantum Step.
        raijin: Vec<crate::event::Event>,
        /// Raijin's capture, when it was blocked: resolved with the
        /// generator at the end of the turn (E70).
        block: Option<Box<PendingBlock>>,
    },
    /// A pass (E36): every move of the side is locked.
    Pass {
        /// The position after it.
        after: Box<Position>,
        /// What step 8 did (E85: Sadist removals that are due).
        effects: Vec<crate::event::Event>,
        /// The piece whose Do-Over those removals fire (E56).
        do_over: Option<u8>,
    },
    /// The capture is blocked (E30): the attacker stays (or is knocked back).
    Blocked {
        /// Which ability blocked it.
        blocker: Blocker,
        /// The defender's square.
        defender: Square,
        /// Knockback directions (E13), empty for Sturdy.
        candidates: Vec<usize>,
        /// The piece whose Do-Over a Sadist removal at step 8 fires (E56).
        do_over: Option<u8>,
    },
}

impl Outcome {
    /// The piece (by number) whose Do-Over the turn fires (E34, E56).
    pub fn do_over(&self) -> Option<u8> {
        match self {
            Outcome::Played { do_over, .. }
            | Outcome::Blocked { do_over, .. }
            | Outcome::Pass { do_over, .. } => *do_over,
        }
    }
}

/// A blocked capture that ends a turn after its move (Raijin's, E70),
/// resolved when the turn is played: the position before it, the attacker,
/// what blocks it and the knockback directions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingBlock {
    /// The position before the blocked capture (the mover still on turn).
    pub before: Position,
    /// The attacker's square.
    pub attacker: Square,
    /// What blocks it.
    pub blocker: Blocker,
    /// The defender's square.
    pub defender: Square,
    /// Knockback directions (E13), empty for Sturdy.
    pub candidates: Vec<usize>,
    /// Whether the turn already reset the 75-move count.
    pub irreversible: bool,
}

/// One legal turn and what it does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    /// The turn (no facings: those never change legality, E49).
    pub turn: Turn,
    /// What it does.
    pub outcome: Outcome,
}

/// The first of the pieces that left the board, in order, whose Do-Over
/// is unused (E56), by number.
pub(crate) fn first_do_over<'a>(
    left: impl IntoIterator<Item = &'a crate::position::PieceInfo>,
) -> Option<u8> {
    left.into_iter()
        .find(|i| i.slots.temporal == Some(Temporal::DoOver) && !i.do_over_used)
        .map(|i| i.id)
}

/// The squares from `from` towards `to` on one rank, `to` included when
/// `last`, `from` never.
fn squares_between(from: Square, to: Square, last: bool) -> Vec<Square> {
    let step = (to.file() - from.file()).signum();
    let mut out = Vec::new();
    let mut at = from;
    while at != to {
        match at.offset(step, 0) {
            Some(next) => at = next,
            None => break,
        }
        if at != to || last {
            out.push(at);
        }
    }
    out
}

/// One end-of-move choice: the Quantum Step target and the steps, the
/// position after them, the friend swapped with, displaced promotions.
struct Variant {
    then: Vec<Square>,
    pos: Position,
    swapped: Option<Square>,
    promoted: Vec<Square>,
    /// Whether it starts with a Quantum Step (Raijin may follow, E19).
    quantum: bool,
}

impl Variant {
    /// A copy to continue with more steps.
    fn start(&self) -> Variant {
        Variant {
            then: self.then.clone(),
            pos: self.pos,
            swapped: self.swapped,
            promoted: self.promoted.clone(),
            quantum: self.quantum,
        }
    }
}

/// A move by movement rules alone, before abilities and king safety.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Base {
    pub to: Square,
    pub kind: MoveKind,
    /// The square of the piece it captures.
    pub victim: Option<Square>,
}

impl Position {
    /// Every legal turn of the side to move, without facing choices.
    pub fn candidates(&self) -> Vec<Candidate> {
        let mut out = Vec::new();
        let us = self.turn();
        let in_check = self.in_check(us);
        let mut bases = Vec::with_capacity(32);
        for from in Bits(self.board.side(us)) {
            // E36, E72: a locked piece does not move.
            if self.info[from].locked > 0 {
                continue;
            }
            let from = Square::from_index(from as u8);
            bases.clear();
            self.base_moves(from, &mut bases);
            for base in &bases {
                self.expand(from, *base, None, in_check, &mut out);
            }
            if self.chain_kill(from) {
                for (link, base) in self.chain_bases(from) {
                    self.expand(from, base, Some(link), in_check, &mut out);
                }
            }
            self.laughs(from, &mut out);
        }
        self.pass_if_locked_out(&mut out);
        out
    }

    /// The moves of the piece on `from` by movement rules: phasing (E3,
    /// E15), Scatter Shot (E17), double steps (E47), en passant, castling.
    pub(crate) fn base_moves(&self, from: Square, out: &mut Vec<Base>) {
        let Some((us, role)) = self.board.piece_at(from) else {
            return;
        };
        // E9: a scorched square that stops the piece is never entered.
        let open = |s: Square| !self.stops(s, us, role);
        let enemy = |s: Square| self.board.side(us.other()) & s.bit() != 0 && open(s);
        let empty = |s: Square| self.board.occupied() & s.bit() == 0 && open(s);
        let quiet = |to: Square| Base {
            to,
            kind: MoveKind::Normal,
            victim: None,
        };
        let capture = |to: Square| Base {
            to,
            kind: MoveKind::Normal,
            victim: Some(to),
        };
        match role {
            Role::Pawn => {
                let fwd = us.forward();
                let push = |out: &mut Vec<Base>, to: Square, victim| {
                    if to.rank() == us.last_rank() {
                        for r in Role::PROMOTIONS {
                            out.push(Base {
                                to,
                                kind: MoveKind::Promotion(r),
                                victim,
                            });
                        }
                    } else {
                        out.push(Base {
                            to,
                            kind: MoveKind::Normal,
                            victim,
                        });
                    }
                };
                if let Some(one) = from.offset(0, fwd).filter(|s| empty(*s)) {
                    push(out, one, None);
                    let home = if us == Color::White { 1 } else { 6 };
                    if from.rank() == home
                        && !self.info[from.index()].moved
                        && let Some(two) = one.offset(0, fwd).filter(|s| empty(*s))
                    {
                        out.push(Base {
                            to: two,
                            kind: MoveKind::DoubleStep,
                            victim: None,
                        });
                    }
                }
                for df in [-1, 1] {
                    let Some(to) = from.offset(df, fwd) else {
                        continue;
                    };
                    if enemy(to) {
                        push(out, to, Some(to));
                    } else if self.board.ep_square() == Some(to) && open(to) {
                        let passed = Square::new(to.file(), from.rank()).expect("on the board");
                        if self.board.piece_at(passed) == Some((us.other(), Role::Pawn)) {
                            out.push(Base {
                                to,
                                kind: MoveKind::EnPassant,
                                victim: Some(passed),
                            });
                        }
                    }
                }
                if self.has(us, Element::Air) {
                    for df in [-1, 1] {
                        // E89: from a chain's end on the last rank it promotes.
                        if let Some(to) = from.offset(df, 0).filter(|s| enemy(*s)) {
                            push(out, to, Some(to));
                        }
                    }
                }
            }
            Role::Knight | Role::King => {
                let table = if role == Role::Knight { &KNIGHT } else { &KING };
                for to in Bits(table[from.index()] & !self.board.side(us)) {
                    let to = Square::from_index(to as u8);
                    if open(to) {
                        out.push(if enemy(to) { capture(to) } else { quiet(to) });
                    }
                }
                if role == Role::King {
                    self.castling_bases(from, us, out);
                }
            }
            _ => {
                let dirs: &[usize] = match role {
                    Role::Rook => &[0, 2, 4, 6],
                    Role::Bishop => &[1, 3, 5, 7],
                    _ => &[0, 1, 2, 3, 4, 5, 6, 7],
                };
                // Gale Lift (E15): Air sliders phase, but not through an Earth army.
                let phasing = self.has(us, Element::Air) && !self.has(us.other(), Element::Earth);
                for &d in dirs {
                    let (dx, dy) = DIRECTIONS[d];
                    let mut cur = from;
                    let mut clear = true;
                    while let Some(s) = cur.offset(dx, dy) {
                        cur = s;
                        // E3, E9: a tag that stops the slider ends its line.
                        if !open(s) {
                            break;
                        }
                        if empty(s) {
                            out.push(quiet(s));
                        } else if enemy(s) {
                            if clear {
                                out.push(capture(s));
                            }
                            let solid = self.info[s.index()]
                                .slots
                                .augmentor
                                .is_some_and(Augmentor::is_defensive);
                            if phasing && !solid {
                                clear = false;
                            } else {
                                break;
                            }
                        } else {
                            break;
                        }
                    }
                }
            }
        }
    }

    /// Castling as the king's two-square move, when the rights stand and
    /// the squares between are empty (safety is judged in `expand`).
    fn castling_bases(&self, from: Square, us: Color, out: &mut Vec<Base>) {
        let (king_from, castlings) = crate::chess::castlings(us);
        if from != king_from {
            return;
        }
        for c in castlings {
            let (rook_from, rook_to) = castle_rook(c.king_to);
            // E9: neither the king nor the rook enters or crosses a square
            // scorched against it.
            let king_path = squares_between(from, c.king_to, true);
            let rook_path = squares_between(rook_from, rook_to, true);
            let scorched = king_path.iter().any(|s| self.stops(*s, us, Role::King))
                || rook_path.iter().any(|s| self.stops(*s, us, Role::Rook));
            // E72: a locked rook does not castle.
            if self.board.castling() & c.right != 0
                && self.board.occupied() & c.between == 0
                && self.info[rook_from.index()].locked == 0
                && !scorched
            {
                out.push(Base {
                    to: c.king_to,
                    kind: MoveKind::Castle,
                    victim: None,
                });
            }
        }
    }

    /// Whether the piece on `sq` has Chain Kill: its own, or Tailwind's
    /// grant to an Air piece with Quantum Step (E16, E33).
    pub(crate) fn chain_kill(&self, sq: Square) -> bool {
        let Some((c, _, info)) = self.piece(sq) else {
            return false;
        };
        info.slots.offense == Some(Offense::ChainKill)
            || (self.has(c, Element::Air) && info.slots.augmentor == Some(Augmentor::QuantumStep))
    }

    /// Whether the piece on `sq` has Quantum Step: its augmentor,
    /// Tailwind's grant to an Air piece with Chain Kill (E16), or Mist
    /// Shroud's to every Water piece (E12).
    pub(crate) fn quantum_step(&self, sq: Square) -> bool {
        let Some((c, _, info)) = self.piece(sq) else {
            return false;
        };
        info.slots.augmentor == Some(Augmentor::QuantumStep)
            || (self.has(c, Element::Air) && info.slots.offense == Some(Offense::ChainKill))
            // Mist Shroud: every Water piece has it besides its augmentor (E12).
            || self.has(c, Element::Water)
    }

    /// Chain Kill's captures of the piece on `from` (E33, E60, E89): from
    /// each friendly piece reachable through a chain of adjacent friends,
    /// the captures its movement rules make as if it stood there, its own
    /// square counting as empty. Each with the chain's last link.
    pub(crate) fn chain_bases(&self, from: Square) -> Vec<(Square, Base)> {
        let Some((us, role, info)) = self.piece(from) else {
            return vec![];
        };
        // E60: the capturer's own other copy is not a link.
        let twin = self.twin(from).map_or(0, Square::bit);
        let friends = self.board.side(us) & !from.bit() & !twin;
        let mut reached = 0u64;
        let mut frontier = KING[from.index()] & friends;
        while frontier != 0 {
            reached |= frontier;
            let mut next = 0u64;
            for sq in Bits(frontier) {
                next |= KING[sq] & friends;
            }
            frontier = next & !reached;
        }
        let mut out = Vec::new();
        let mut found = Vec::new();
        for link in Bits(reached) {
            let link = Square::from_index(link as u8);
            let mut ghost = *self;
            ghost.board.clear(from);
            ghost.board.clear(link);
            ghost.board.put(link, us, role);
            ghost.info[link.index()] = info;
            found.clear();
            ghost.base_moves(link, &mut found);
            for base in &found {
                if base.victim.is_some() && base.kind != MoveKind::Castle {
                    out.push((link, *base));
                }
            }
        }
        out
    }

    /// Turns a base move into legal turns: a blocked capture, or the move
    /// with each allowed sequence of extra steps.
    fn expand(
        &self,
        from: Square,
        base: Base,
        chain: Option<Square>,
        in_check: bool,
        out: &mut Vec<Candidate>,
    ) {
        let us = self.turn();
        let role = self.board.role_at(from).expect("a piece moves");
        // A king is never captured: check (E1a) leaves Chain Kill out, so
        // a chain may reach a king no check guards.
        if base
            .victim
            .is_some_and(|v| self.board.role_at(v) == Some(Role::King))
        {
            return;
        }
        // E33: a cone tests the chain's last link as the capture's origin.
        if let Some(victim) = base.victim
            && let Some(blocker) = self.blocker(role, chain.unwrap_or(from), victim)
        {
            // E50: a blocked pawn capture names no promotion; list it once.
            if matches!(base.kind, MoveKind::Promotion(r) if r != Role::Queen) {
                return;
            }
            // E40: judged with the attacker on its own square (after step
            // 11, whose expiring tags may open a line, E9).
            // E85: step 8 runs on a blocked capture too.
            let mut stays = *self;
            let (_, removed, _) = stays.sadist_step(us);
            stays.end_turn(false);
            if !stays.in_check(us) && self.block_has_effect(blocker, from, victim) {
                let candidates = if blocker == Blocker::Sturdy {
                    vec![]
                } else {
                    self.knockback_candidates(from, victim)
                };
                out.push(Candidate {
                    turn: Turn {
                        chain,
                        ..Turn::new(from, base.to)
                    },
                    outcome: Outcome::Blocked {
                        blocker,
                        defender: victim,
                        candidates,
                        do_over: first_do_over(&removed),
                    },
                });
            }
            return;
        }
        let them = us.other();
        // E37: copies stand after the turn only if they stood before it
        // (a laugh is generated apart; a returned copy stands alone).
        let twins = self.has_twins();
        let mut next = *self;
        let victim = base.victim.map(|v| Victim {
            square: v,
            role: self.board.role_at(v).expect("a victim"),
            slots: self.info[v.index()].slots,
        });
        let captured = victim.map(|v| {
            next.take_off(v.square);
            (v.square, v.role)
        });
        let castle = base.kind == MoveKind::Castle;
        if castle {
            // E44: the king's start and every square it crosses.
            if in_check {
                return;
            }
            let step = if base.to.file() == 6 { 1 } else { -1 };
            let cross = from.offset(step, 0).expect("on the board");
            let mut mid = *self;
            mid.relocate(from, cross);
            if mid.attacked_by(cross, them) {
                return;
            }
            let (rook_from, rook_to) = castle_rook(base.to);
            next.relocate(from, base.to);
            next.relocate(rook_from, rook_to);
        } else {
            next.relocate(from, base.to);
            if let MoveKind::Promotion(r) = base.kind {
                next.board.clear(base.to);
                next.board.put(base.to, us, r);
            }
        }
        if role == Role::King && next.attacked_by(base.to, them) {
            return;
        }
        let promotion = match base.kind {
            MoveKind::Promotion(r) => Some(r),
            _ => None,
        };
        let pawn_moved = role == Role::Pawn;
        let slots = self.info[from.index()].slots;
        let victim_info = victim.map(|v| self.info[v.square.index()]);
        for mut effects in next.effects(base.to, slots, victim, true, true) {
            // Step 8: Sadist removals that are due (E24).
            let (due, removed, irreversible) = effects.pos.sadist_step(us);
            effects.events.extend(due);
            effects.removed.extend(removed);
            effects.irreversible |= irreversible;
            if let Some(at) = effects.mover
                && effects.pos.info[at.index()].id != self.info[from.index()].id
            {
                effects.mover = None;
            }
            // E56: the first piece captured or removed (steps 3, 5, 6, 8)
            // with an unused Do-Over fires it.
            let do_over = first_do_over(victim_info.iter().chain(&effects.removed));
            let mut variants = vec![Variant {
                then: vec![],
                pos: effects.pos,
                swapped: None,
                promoted: vec![],
                quantum: false,
            }];
            // E32: a mover removed by Poisonous Meat takes no step-10 action.
            if let Some(at) = effects.mover {
                effects
                    .pos
                    .mobility(at, role == Role::King, captured.is_some(), &mut variants);
            }
            for Variant {
                then,
                pos: mut after,
                swapped,
                promoted,
                quantum,
            } in variants
            {
                let final_square = then.last().copied().unwrap_or(base.to);
                // E43: no disguised pass (Raijin's capture still may follow,
                // E70).
                let disguised = final_square == from;
                let partner_pawn = swapped.is_some_and(|_| {
                    after.board.role_at(base.to) == Some(Role::Pawn)
                        || self.board.role_at(then[0]) == Some(Role::Pawn)
                });
                let irreversible =
                    captured.is_some() || pawn_moved || partner_pawn || effects.irreversible;
                let ep = (base.kind == MoveKind::DoubleStep
                    && final_square == base.to
                    && effects.mover.is_some())
                .then(|| from.offset(0, us.forward()))
                .flatten();
                // Raijin's capture starts from the position before step 11
                // (copied only for a Lightning step; boxed, so the copy is
                // made inside the closure).
                let raijin_from =
                    (quantum && self.has(us, Element::Lightning)).then(|| Box::new(after));
                after.board.set_ep(ep);
                after.end_turn_with(irreversible, twins);
                let turn = Turn {
                    from,
                    to: base.to,
                    promotion,
                    chain,
                    double_kill: effects.double_kill,
                    quantum_kill: effects.quantum_kill,
                    blaze_double_kill: effects.blaze_double_kill,
                    blaze_quantum_kill: effects.blaze_quantum_kill,
                    revival: effects.revival,
                    lock: effects.lock,
                    then: then.clone(),
                    facings: vec![],
                    raijin: None,
                    laugh: false,
                };
                let played = |after: Position,
                              raijin: Vec<crate::event::Event>,
                              block,
                              (do_over, do_over_after_raijin)| {
                    Outcome::Played {
                        after: Box::new(after),
                        captured,
                        castle,
                        swapped,
                        promoted: promoted.clone(),
                        effects: effects.events.clone(),
                        do_over,
                        do_over_after_raijin,
                        raijin,
                        block,
                    }
                };
                // E19: after a Quantum Step a Lightning piece may capture once more.
                if let Some(before_end) = &raijin_from {
                    let at = final_square;
                    let qk_used = effects.quantum_kill.is_some();
                    for run in before_end.raijin_runs(at, slots, qk_used, irreversible) {
                        let turn = Turn {
                            raijin: Some(Box::new(run.extra)),
                            ..turn.clone()
                        };
                        let outcome = match run.block {
                            Some(block) => played(after, run.events, Some(block), (do_over, false)),
                            None => {
                                // Step 9's Do-Over comes first; Raijin's fires after step 10.
                                let fired = match do_over {
                                    Some(id) => (Some(id), false),
                                    None => (run.do_over, run.do_over.is_some()),
                                };
                                played(run.after, run.events, None, fired)
                            }
                        };
                        out.push(Candidate { turn, outcome });
                    }
                }
                // E1b, E86: judged after every effect of the turn, step 11's
                // expiring tags included (E9).
                if disguised || after.in_check(us) {
                    continue;
                }
                out.push(Candidate {
                    turn,
                    outcome: played(after, vec![], None, (do_over, false)),
                });
            }
        }
    }

    /// Step 11 of E38 and the end of the ply: the mover's locks count down
    /// (E71) and its scorch tags expire (E9), then the other side moves.
    pub(crate) fn end_turn(&mut self, irreversible: bool) {
        self.end_turn_with(irreversible, true);
    }

    /// [`Position::end_turn`], told whether Schrödinger copies may stand
    /// (`twins`: false when the turn started without any and was not a
    /// laugh, which skips looking for them).
    fn end_turn_with(&mut self, irreversible: bool, twins: bool) {
        let us = self.turn();
        if twins {
            self.join_twins();
        }
        for sq in Bits(self.board.side(us)) {
            let lock = &mut self.info[sq].locked;
            *lock = lock.saturating_sub(1);
        }
        self.expire_tags(us);
        self.gather_contacts();
        self.board.pass_turn(irreversible);
    }

    /// Whether any piece of `c` is locked (E36).
    pub(crate) fn any_locked(&self, c: Color) -> bool {
        Bits(self.board.side(c)).any(|sq| self.info[sq].locked > 0)
    }

    /// The pass of a side not in check whose every move is locked (E36,
    /// E72, E85), if that is its one turn.
    fn pass_if_locked_out(&self, out: &mut Vec<Candidate>) {
        let us = self.turn();
        if !out.is_empty() || !self.any_locked(us) || self.in_check(us) {
            return;
        }
        let mut free = *self;
        for sq in Bits(free.board.side(us)) {
            free.info[sq].locked = 0;
        }
        if free.candidates().is_empty() {
            return;
        }
        let mut after = *self;
        let (effects, removed, irreversible) = after.sadist_step(us);
        after.board.set_ep(None);
        after.end_turn(irreversible);
        if after.in_check(us) {
            return;
        }
        out.push(Candidate {
            turn: Turn::pass(),
            outcome: Outcome::Pass {
                after: Box::new(after),
                effects,
                do_over: first_do_over(&removed),
            },
        });
    }

    /// The end-of-move mobility of the piece on `at` (E38 step 10): its
    /// Quantum Step, its Side Step and Tailwind steps, or both in that
    /// order (E93). Adds (steps, position, swapped friend) for each
    /// choice; a king is never left attacked on a square it stands on (E44).
    fn mobility(&self, at: Square, is_king: bool, captured: bool, out: &mut Vec<Variant>) {
        let Some((us, role, info)) = self.piece(at) else {
            return;
        };
        let them = us.other();
        let aug = info.slots.augmentor;
        let first = out.len();
        let quantum = self.quantum_step(at);
        let side = aug == Some(Augmentor::SideStep);
        let steps = if self.has(us, Element::Air) && !captured {
            2
        } else {
            usize::from(side)
        };
        // Room for every blink and sequence of steps at once, so the list
        // of variants (each a whole position) does not move as it grows.
        let paths = [1, 9, 73][steps];
        out.reserve(usize::from(quantum) * 8 * paths + paths);
        if quantum {
            for to in Bits(KING[at.index()]) {
                let to = Square::from_index(to as u8);
                match self.board.piece_at(to) {
                    None if self.enterable(to, us, role) => {
                        let mut p = *self;
                        p.relocate(at, to);
                        let promoted = p.promote_displaced(to);
                        if !(is_king && p.attacked_by(to, them)) {
                            out.push(Variant {
                                then: vec![to],
                                pos: p,
                                swapped: None,
                                promoted: if promoted { vec![to] } else { vec![] },
                                quantum: true,
                            });
                        }
                    }
                    Some((c, partner))
                        if c == us
                            && partner != Role::King
                            && self.info[to.index()].locked == 0 =>
                    {
                        let lower = self.anarchy() || partner.rank() < role.rank();
                        let pawn_on_first =
                            |r: Role, s: Square| r == Role::Pawn && s.rank() == us.first_rank();
                        let fits = !pawn_on_first(partner, at)
                            && !pawn_on_first(role, to)
                            && !self.stops(at, us, partner)
                            && !self.stops(to, us, role);
                        if lower && fits {
                            let mut p = *self;
                            p.swap(at, to);
                            let promoted = [to, at]
                                .into_iter()
                                .filter(|s| p.promote_displaced(*s))
                                .collect();
                            if !(is_king && p.attacked_by(to, them)) {
                                out.push(Variant {
                                    then: vec![to],
                                    pos: p,
                                    swapped: Some(to),
                                    promoted,
                                    quantum: true,
                                });
                            }
                        }
                    }
                    _ => {}
                }
            }
        }
        let quantum_steps = first..out.len();
        // E93: after its Quantum Step the piece takes its extra steps from
        // the square it then stands on.
        for i in quantum_steps.clone() {
            let qs = &out[i];
            let (pos, from, template) = (qs.pos, qs.then[0], qs.start());
            pos.steps(from, is_king, steps, 0, template, out);
        }
        // Steps alone: a path whose first step a blink also reaches is that
        // blink followed by the rest (one turn, listed above).
        let blinks = out[quantum_steps]
            .iter()
            .filter(|v| v.swapped.is_none())
            .fold(0u64, |m, v| m | 1u64 << v.then[0].index());
        let alone = Variant {
            then: vec![],
            pos: *self,
            swapped: None,
            promoted: vec![],
            quantum: false,
        };
        self.steps(at, is_king, steps, blinks, alone, out);
    }

    /// The sequences of up to `left` extra steps from `at` (E16, E26),
    /// each a variant continuing `so_far` (what the piece did before them:
    /// nothing, or its Quantum Step, E93); a path whose first step lands on
    /// a square of `blinks` is left out (that blink and the rest are the
    /// same turn).
    fn steps(
        &self,
        at: Square,
        is_king: bool,
        left: usize,
        blinks: u64,
        so_far: Variant,
        out: &mut Vec<Variant>,
    ) {
        if left == 0 {
            return;
        }
        let Some((us, role)) = self.board.piece_at(at) else {
            return;
        };
        for to in Bits(KING[at.index()] & !self.board.occupied()) {
            let to = Square::from_index(to as u8);
            if !self.enterable(to, us, role) || blinks & (1u64 << to.index()) != 0 {
                continue;
            }
            let mut p = *self;
            p.relocate(at, to);
            let promotes = p.promote_displaced(to);
            if is_king && p.attacked_by(to, us.other()) {
                continue;
            }
            let mut next = Variant {
                then: so_far.then.clone(),
                pos: p,
                swapped: so_far.swapped,
                promoted: so_far.promoted.clone(),
                quantum: so_far.quantum,
            };
            next.then.push(to);
            if promotes {
                next.promoted.push(to);
            }
            out.push(next.start());
            p.steps(to, is_king, left - 1, 0, next, out);
        }
    }

    /// Counts the leaves of the legal turn tree `depth` plies deep (turns
    /// without facing choices, E49, E82), the game's generator seeded 0.
    pub fn perft(&self, depth: u32) -> u64 {
        self.perft_with(depth, 0)
    }

    /// Perft with the game's generator seeded `seed` (E41, E82): each
    /// subtree continues with the generator its turn left, and a turn
    /// that fires a Do-Over continues from the rewound position.
    pub fn perft_with(&self, depth: u32, seed: u64) -> u64 {
        crate::game::Line::start(*self, seed).perft(depth)
    }
}
