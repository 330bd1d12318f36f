//! Legal actions: listing, counting and perft (R4–R11, R14).
//!
//! One generator serves every use: it hands each legal action to a
//! [`Visit`]or, which lists them, counts them or checks one.

use crate::action::{Action, Carry, Move};
use crate::geometry::{
    DIAGONAL, LEAP, OFF, ORTHOGONAL, across_sky, adjacent, forward_diagonals, forward_dir, step,
};
use crate::piece::{Kind, Promotion, Side};
use crate::position::{Infiltrator, Position, bits};
use crate::square::Square;

/// Receives generated actions.
pub(crate) trait Visit {
    /// One legal action.
    fn visit(&mut self, action: Action);
}

/// Counts actions.
pub(crate) struct Count(pub(crate) u64);

impl Visit for Count {
    #[inline(always)]
    fn visit(&mut self, _: Action) {
        self.0 += 1;
    }
}

impl Visit for Vec<Action> {
    #[inline(always)]
    fn visit(&mut self, action: Action) {
        self.push(action);
    }
}

/// Checks whether one action is generated.
pub(crate) struct Find {
    pub(crate) target: Action,
    pub(crate) found: bool,
}

impl Visit for Find {
    #[inline(always)]
    fn visit(&mut self, action: Action) {
        self.found |= action == self.target;
    }
}

#[inline(always)]
fn sq(i: u8) -> Square {
    Square::from_index(i as usize).expect("generated squares are on the board")
}

const NO_PROMOTION: [Option<Promotion>; 1] = [None];
const PROMOTIONS: [Option<Promotion>; 5] = [
    Some(Promotion::Queen),
    Some(Promotion::Tower),
    Some(Promotion::Bishop),
    Some(Promotion::Scout),
    Some(Promotion::Hussar),
];

#[inline(always)]
fn choices(promotes: bool) -> &'static [Option<Promotion>] {
    if promotes { &PROMOTIONS } else { &NO_PROMOTION }
}

impl Position {
    /// Every legal action for the side to move: empty once the game is won
    /// or while the infiltrators are not yet picked.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::with_capacity(64);
        self.generate::<_, true>(&mut out);
        out
    }

    /// How many legal actions the side to move has (as [`Position::legal_actions`] lists them).
    pub fn count_legal_actions(&self) -> u64 {
        let mut n = Count(0);
        self.generate::<_, true>(&mut n);
        n.0
    }

    /// Legal actions of the piece on `from` (moves only), for suggestions.
    pub fn actions_from(&self, from: Square) -> Vec<Action> {
        let mut out = Vec::new();
        if self.can_act() && self.piece_at(from).is_some_and(|p| p.side == self.to_move) {
            self.generate_from::<_, true>(from.index() as u8, &mut out);
        }
        out
    }

    /// Whether actions can be played at all: picks done and no winner.
    #[inline(always)]
    pub(crate) fn can_act(&self) -> bool {
        self.winner().is_none() && self.picks_done()
    }

    /// Whether the side to move may reveal now (R14).
    pub fn can_reveal(&self) -> bool {
        self.can_act()
            && self.checked
            && matches!(
                self.infiltrators[self.to_move.index()],
                Infiltrator::Hidden(_)
            )
    }

    /// Number of sequences of `depth` legal actions (the last ply counted, not played).
    pub fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_actions(),
            _ => self
                .legal_actions()
                .iter()
                .map(|a| self.after_unchecked(a).perft(depth - 1))
                .sum(),
        }
    }

    /// Like [`Position::perft`] but every leaf action is played.
    pub fn perft_played(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal_actions()
            .iter()
            .map(|a| self.after_unchecked(a).perft_played(depth - 1))
            .sum()
    }

    /// Hands every legal action to `v`. With `SKY` false the region rule R4
    /// is ignored (to tell a player that R4 is what stops their capture).
    pub(crate) fn generate<V: Visit, const SKY: bool>(&self, v: &mut V) {
        if !self.can_act() {
            return;
        }
        let us = self.to_move;
        let mut own = self.occupied[us.index()];
        while own != 0 {
            let from = own.trailing_zeros() as u8;
            own &= own - 1;
            self.generate_from::<V, SKY>(from, v);
        }
        if self.checked && matches!(self.infiltrators[us.index()], Infiltrator::Hidden(_)) {
            v.visit(Action::Reveal);
        }
    }

    /// Whether the square holds a piece of the side not to move.
    #[inline(always)]
    fn enemy_at(&self, s: u8, us: Side) -> bool {
        let c = self.squares[s as usize];
        c != 0 && Position::code_side(c) != us
    }

    /// Moves of the side to move's piece on `from`.
    #[inline(always)]
    pub(crate) fn generate_from<V: Visit, const SKY: bool>(&self, from: u8, v: &mut V) {
        let us = self.to_move;
        let code = self.squares[from as usize];
        let kind = Position::code_kind(code);
        let plain = |v: &mut V, to: u8| v.visit(Action::Move(Move::new(sq(from), sq(to))));
        match kind {
            Kind::Pawn | Kind::Commander => self.pawn_moves(from, code, v),
            Kind::Jumper => self.jumper_moves(from, v),
            Kind::Hussar => {
                for &t in &LEAP[from as usize] {
                    if t != OFF && (self.squares[t as usize] == 0 || self.enemy_at(t, us)) {
                        plain(v, t);
                    }
                }
                for dir in ORTHOGONAL {
                    let a = step(from, dir);
                    if a == OFF {
                        continue;
                    }
                    let b = step(a, dir);
                    if b == OFF {
                        continue;
                    }
                    let t = step(b, dir);
                    if t == OFF || self.enemy_at(a, us) || self.enemy_at(b, us) {
                        continue;
                    }
                    if self.squares[t as usize] == 0
                        || (self.enemy_at(t, us) && !(SKY && across_sky(from, t)))
                    {
                        plain(v, t);
                    }
                }
            }
            Kind::Bishop | Kind::Scout | Kind::Tower | Kind::Queen => {
                let bound = SKY && kind.follows_regions();
                let dirs: &[usize] = match kind {
                    Kind::Tower => &ORTHOGONAL,
                    Kind::Queen => &[0, 1, 2, 3, 4, 5, 6, 7],
                    _ => &DIAGONAL,
                };
                for &dir in dirs {
                    let mut s = from;
                    loop {
                        s = step(s, dir);
                        if s == OFF {
                            break;
                        }
                        let c = self.squares[s as usize];
                        if c == 0 {
                            plain(v, s);
                            continue;
                        }
                        if Position::code_side(c) != us && !(bound && across_sky(from, s)) {
                            plain(v, s);
                        }
                        break;
                    }
                }
            }
            Kind::King => {
                for dir in 0..8 {
                    let t = step(from, dir);
                    if t != OFF && (self.squares[t as usize] == 0 || self.enemy_at(t, us)) {
                        plain(v, t);
                    }
                }
            }
        }
    }

    /// R6 and R7: forward moves (a commander's with each carry), diagonal
    /// captures, promotions, and a commander's recapture.
    #[inline(always)]
    fn pawn_moves<V: Visit>(&self, from: u8, code: u8, v: &mut V) {
        let us = self.to_move;
        let fwd = us.forward();
        let fdir = forward_dir(fwd);
        let last = us.last_rank();
        let on_last = |s: u8| sq(s).rank() == last;
        let reach = if Position::code_moved(code) {
            1
        } else {
            sq(from).region().first_move_reach()
        };
        let mut dests = [OFF; 3];
        let mut dmax = 0usize;
        let mut s = from;
        while dmax < reach as usize {
            let n = step(s, fdir);
            if n == OFF || self.squares[n as usize] != 0 {
                break;
            }
            dests[dmax] = n;
            s = n;
            dmax += 1;
        }
        for &to in &dests[..dmax] {
            for &p in choices(on_last(to)) {
                v.visit(Action::Move(Move {
                    from: sq(from),
                    to: sq(to),
                    promotion: p,
                    carry: None,
                }));
            }
        }
        let commander = Position::code_kind(code) == Kind::Commander;
        if commander && dmax > 0 {
            for dir in 0..8 {
                let n = step(from, dir);
                if n == OFF {
                    continue;
                }
                let c = self.squares[n as usize];
                if c == 0 || Position::code_kind(c) != Kind::Pawn || Position::code_side(c) != us {
                    continue;
                }
                let pawn_reach = if Position::code_moved(c) {
                    1
                } else {
                    sq(n).region().first_move_reach() as usize
                };
                let limit = pawn_reach.min(dmax);
                let mut p = n;
                for &to in &dests[..limit] {
                    let t = step(p, fdir);
                    if t == OFF || (self.squares[t as usize] != 0 && t != from) {
                        break;
                    }
                    p = t;
                    for &cp in choices(on_last(to)) {
                        for &pp in choices(on_last(t)) {
                            v.visit(Action::Move(Move {
                                from: sq(from),
                                to: sq(to),
                                promotion: cp,
                                carry: Some(Carry {
                                    from: sq(n),
                                    promotion: pp,
                                }),
                            }));
                        }
                    }
                }
            }
        }
        let diagonals = forward_diagonals(fwd);
        for dir in diagonals {
            let t = step(from, dir);
            if t != OFF && self.enemy_at(t, us) {
                for &p in choices(on_last(t)) {
                    v.visit(Action::Move(Move {
                        from: sq(from),
                        to: sq(t),
                        promotion: p,
                        carry: None,
                    }));
                }
            }
        }
        if commander && let Some(r) = self.recapture {
            let t = r.index() as u8;
            let already = diagonals.iter().any(|&d| step(from, d) == t);
            if !already && adjacent(sq(from), r) && self.enemy_at(t, us) {
                for &p in choices(on_last(t)) {
                    v.visit(Action::Move(Move {
                        from: sq(from),
                        to: r,
                        promotion: p,
                        carry: None,
                    }));
                }
            }
        }
    }

    /// R10: steps, forward captures, and jump chains by landing square.
    #[inline(always)]
    fn jumper_moves<V: Visit>(&self, from: u8, v: &mut V) {
        let us = self.to_move;
        let fwd = us.forward();
        for dir in 0..8 {
            let t = step(from, dir);
            if t != OFF && self.squares[t as usize] == 0 {
                v.visit(Action::Move(Move::new(sq(from), sq(t))));
            }
        }
        let [d1, d2] = forward_diagonals(fwd);
        for dir in [forward_dir(fwd), d1, d2] {
            let t = step(from, dir);
            if t != OFF && self.enemy_at(t, us) {
                v.visit(Action::Move(Move::new(sq(from), sq(t))));
            }
        }
        let jumps = sq(from).region().jumps();
        if jumps == 0 {
            return;
        }
        // The jumper has left `from`: it is empty for the rest of the chain.
        let occupied = |s: u8| s != from && self.squares[s as usize] != 0;
        let mut landed: u128 = 0;
        for dir in 0..8 {
            let over = step(from, dir);
            if over == OFF || !occupied(over) {
                continue;
            }
            let land = step(over, dir);
            if land == OFF || occupied(land) {
                continue;
            }
            landed |= 1 << land;
            if jumps < 2 {
                continue;
            }
            for dir2 in 0..8 {
                let over2 = step(land, dir2);
                if over2 == OFF || !occupied(over2) {
                    continue;
                }
                let land2 = step(over2, dir2);
                if land2 == OFF || land2 == from || occupied(land2) {
                    continue;
                }
                landed |= 1 << land2;
            }
        }
        for to in bits(landed) {
            v.visit(Action::Move(Move::new(sq(from), to)));
        }
    }

    /// Whether `attacker` could capture the other side's king with one move
    /// now (R12), whoever is to move. Recaptures are not counted: a
    /// commander's recapture right lasts only for the turn it was opened
    /// for, which is over before this question is asked.
    pub(crate) fn attacks_king(&self, attacker: Side) -> bool {
        let Some(k) = self.kings[attacker.other().index()] else {
            return false;
        };
        let k = k.index() as u8;
        let is = |s: u8, kinds: &[Kind]| {
            if s == OFF {
                return false;
            }
            let c = self.squares[s as usize];
            c != 0 && Position::code_side(c) == attacker && kinds.contains(&Position::code_kind(c))
        };
        let back = -attacker.forward();
        for dir in forward_diagonals(back) {
            if is(step(k, dir), &[Kind::Pawn, Kind::Commander, Kind::Jumper]) {
                return true;
            }
        }
        if is(step(k, forward_dir(back)), &[Kind::Jumper]) {
            return true;
        }
        for dir in 0..8 {
            if is(step(k, dir), &[Kind::King]) {
                return true;
            }
        }
        for &s in &LEAP[k as usize] {
            if is(s, &[Kind::Hussar]) {
                return true;
            }
        }
        for dir in ORTHOGONAL {
            let a = step(k, dir);
            if a == OFF {
                continue;
            }
            let b = step(a, dir);
            if b == OFF {
                continue;
            }
            let h = step(b, dir);
            if is(h, &[Kind::Hussar])
                && !self.enemy_at(a, attacker)
                && !self.enemy_at(b, attacker)
                && !across_sky(h, k)
            {
                return true;
            }
        }
        for (dirs, sliders) in [
            (&DIAGONAL, &[Kind::Bishop, Kind::Scout, Kind::Queen]),
            (&ORTHOGONAL, &[Kind::Tower, Kind::Queen, Kind::Tower]),
        ] {
            for &dir in dirs {
                let mut s = k;
                loop {
                    s = step(s, dir);
                    if s == OFF {
                        break;
                    }
                    let c = self.squares[s as usize];
                    if c == 0 {
                        continue;
                    }
                    let kind = Position::code_kind(c);
                    if Position::code_side(c) == attacker
                        && sliders.contains(&kind)
                        && !(kind.follows_regions() && across_sky(s, k))
                    {
                        return true;
                    }
                    break;
                }
            }
        }
        false
    }

    /// Whether `side` is in check: the opponent could capture its king with one move (R12).
    pub fn in_check(&self, side: Side) -> bool {
        self.attacks_king(side.other())
    }
}
