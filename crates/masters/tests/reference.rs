//! Differential test: a deliberately simple reference generator (a mailbox,
//! plain loops over squares and directions, no bitboards, written from the
//! rules file alone) must agree with the crate's fast generator on the set of
//! legal turns and on perft counts.

mod common;

use common::{Rng, random_positions};
use masters::{Action, Inheritance, Kind, Move, Piece, Position, Promotion, Side, Square, Turn};
use std::collections::BTreeSet;

#[derive(Clone, Copy, PartialEq)]
struct Cell {
    piece: Piece,
    claimed: bool,
}

/// The reference model of a position, read through the public API only.
#[derive(Clone)]
struct Model {
    cells: [[Option<Cell>; 12]; 10],
    witch: [Option<Kind>; 2],
}

fn at(f: i32, r: i32) -> Option<Square> {
    if (0..10).contains(&f) && (0..12).contains(&r) {
        Square::new(f as u8, r as u8)
    } else {
        None
    }
}

impl Model {
    fn read(pos: &Position) -> Model {
        let mut cells = [[None; 12]; 10];
        for f in 0..10 {
            for r in 0..12 {
                let s = at(f, r).unwrap();
                cells[f as usize][r as usize] = pos.piece_at(s).map(|piece| Cell {
                    piece,
                    claimed: pos.claimer(s).is_some(),
                });
            }
        }
        Model {
            cells,
            witch: [
                pos.witch_moveset(Side::Ember),
                pos.witch_moveset(Side::Frost),
            ],
        }
    }

    fn get(&self, f: i32, r: i32) -> Option<Cell> {
        self.cells[f as usize][r as usize]
    }

    fn controller(c: Cell) -> Side {
        if c.claimed {
            c.piece.owner.other()
        } else {
            c.piece.owner
        }
    }

    fn find(&self, side: Side, kind: Kind) -> Option<(i32, i32)> {
        for f in 0..10 {
            for r in 0..12 {
                if let Some(c) = self.get(f, r)
                    && c.piece.owner == side
                    && c.piece.kind == kind
                {
                    return Some((f, r));
                }
            }
        }
        None
    }

    /// M16–M18: next to some cardinal (never its own square).
    fn protected(&self, f: i32, r: i32) -> bool {
        for cf in 0..10 {
            for cr in 0..12 {
                if let Some(c) = self.get(cf, cr) {
                    let near = (cf - f).abs() <= 1 && (cr - r).abs() <= 1 && (cf, cr) != (f, r);
                    if c.piece.kind == Kind::Cardinal && near {
                        return true;
                    }
                }
            }
        }
        false
    }

    fn line_clear(&self, (af, ar): (i32, i32), (bf, br): (i32, i32)) -> bool {
        let (df, dr) = ((bf - af).signum(), (br - ar).signum());
        let (mut f, mut r) = (af + df, ar + dr);
        while (f, r) != (bf, br) {
            if self.get(f, r).is_some() {
                return false;
            }
            f += df;
            r += dr;
        }
        true
    }

    /// M21.
    fn can_claim(&self, us: Side, (tf, tr): (i32, i32)) -> bool {
        let Some(p) = self.find(us, Kind::Puppeteer) else {
            return false;
        };
        if self.get(p.0, p.1).unwrap().claimed {
            return false;
        }
        let Some(t) = self.get(tf, tr) else {
            return false;
        };
        if t.piece.owner == us || t.claimed {
            return false;
        }
        if p.0 != tf && p.1 != tr {
            return false;
        }
        self.line_clear(p, (tf, tr)) && !self.protected(tf, tr)
    }

    /// M22 for the M24 case (step 3): the claim replaces this puppeteer's
    /// old one; what a claimed enemy puppeteer held stays held until the
    /// move's release step (M27).
    fn claim_before_move(&mut self, us: Side, (tf, tr): (i32, i32)) {
        for f in 0..10 {
            for r in 0..12 {
                if let Some(c) = &mut self.cells[f][r] {
                    let theirs = c.piece.owner != us;
                    if c.claimed && theirs {
                        c.claimed = false;
                    }
                }
            }
        }
        self.cells[tf as usize][tr as usize]
            .as_mut()
            .unwrap()
            .claimed = true;
    }

    fn dests(&self, (ff, fr): (i32, i32)) -> Vec<(i32, i32)> {
        let me = self.get(ff, fr).unwrap();
        let mover = Model::controller(me);
        let kind = if me.piece.kind == Kind::Witch {
            match self.witch[me.piece.owner.index()] {
                Some(k) => k,
                None => return vec![],
            }
        } else {
            me.piece.kind
        };
        let fwd = if me.piece.owner == Side::Ember { 1 } else { -1 };
        let all8 = [
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
        ];
        let orth = [(0, 1), (1, 0), (0, -1), (-1, 0)];
        let diag = [(1, 1), (1, -1), (-1, -1), (-1, 1)];
        let mut out = vec![];
        let land = |f: i32, r: i32, out: &mut Vec<(i32, i32)>| match self.get(f, r) {
            None => out.push((f, r)),
            Some(c) if Model::controller(c) != mover && !self.protected(f, r) => out.push((f, r)),
            _ => {}
        };
        let rays =
            |dirs: &[(i32, i32)], limit: i32, pass_friendly: bool, out: &mut Vec<(i32, i32)>| {
                for &(df, dr) in dirs {
                    for n in 1..=limit {
                        let (f, r) = (ff + df * n, fr + dr * n);
                        if at(f, r).is_none() {
                            break;
                        }
                        match self.get(f, r) {
                            None => out.push((f, r)),
                            Some(c) if Model::controller(c) == mover => {
                                if pass_friendly {
                                    continue;
                                }
                                break;
                            }
                            Some(_) => {
                                land(f, r, out);
                                break;
                            }
                        }
                    }
                }
            };
        match kind {
            Kind::General => rays(&all8, 2, false, &mut out),
            Kind::Puppeteer => rays(&all8, 1, false, &mut out),
            Kind::Cardinal => rays(&diag, 12, false, &mut out),
            Kind::Dragon => rays(&all8, 12, true, &mut out),
            Kind::Sentinel => rays(&orth, 12, false, &mut out),
            Kind::Archer => rays(&all8, 3, false, &mut out),
            Kind::Horseman => {
                for (df, dr) in [
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ] {
                    if at(ff + df, fr + dr).is_some() {
                        land(ff + df, fr + dr, &mut out);
                    }
                }
            }
            Kind::Scout => {
                if at(ff, fr + fwd).is_some() && self.get(ff, fr + fwd).is_none() {
                    out.push((ff, fr + fwd));
                    if at(ff, fr + 2 * fwd).is_some() && self.get(ff, fr + 2 * fwd).is_none() {
                        out.push((ff, fr + 2 * fwd));
                    }
                }
                for df in [-1, 1] {
                    if at(ff + df, fr + fwd).is_some() && self.get(ff + df, fr + fwd).is_some() {
                        land(ff + df, fr + fwd, &mut out);
                    }
                }
            }
            Kind::Witch => unreachable!(),
        }
        out
    }

    /// Steps 4–5: move, capture, promote, then release broken claims (M27).
    fn do_move(&mut self, from: (i32, i32), to: (i32, i32), promo: Option<Promotion>) {
        let mut c = self.cells[from.0 as usize][from.1 as usize].take().unwrap();
        if let Some(victim) = self.get(to.0, to.1)
            && victim.piece.kind == Kind::Witch
        {
            self.witch[victim.piece.owner.index()] = None;
        }
        if let Some(p) = promo {
            c.piece.kind = p.kind();
        }
        self.cells[to.0 as usize][to.1 as usize] = Some(c);
        let mut release = vec![];
        for f in 0..10 {
            for r in 0..12 {
                let Some(c) = self.get(f, r) else { continue };
                if !c.claimed {
                    continue;
                }
                let claimer = c.piece.owner.other();
                let keep = match self.find(claimer, Kind::Puppeteer) {
                    None => false,
                    Some(p) => {
                        !self.get(p.0, p.1).unwrap().claimed
                            && (p.0 == f || p.1 == r)
                            && self.line_clear(p, (f, r))
                    }
                };
                if !keep {
                    release.push((f, r));
                }
            }
        }
        for (f, r) in release {
            self.cells[f as usize][r as usize].as_mut().unwrap().claimed = false;
        }
    }

    fn promotions(&self, from: (i32, i32), to: (i32, i32)) -> Vec<Option<Promotion>> {
        let c = self.get(from.0, from.1).unwrap();
        let far = if c.piece.owner == Side::Ember { 11 } else { 0 };
        if c.piece.kind == Kind::Scout && to.1 == far {
            Promotion::ALL.iter().map(|p| Some(*p)).collect()
        } else {
            vec![None]
        }
    }
}

fn sq(f: i32, r: i32) -> Square {
    at(f, r).unwrap()
}

/// Every legal turn, by the reference rules.
fn reference_turns(pos: &Position) -> BTreeSet<Turn> {
    let mut out = BTreeSet::new();
    if pos.winner().is_some() {
        return out;
    }
    let us = pos.to_move();
    let base = Model::read(pos);
    let mut answers = vec![None];
    let witch_here = base.find(us, Kind::Witch).is_some();
    if pos.forced_offer(us).is_none() && witch_here {
        answers.extend(pos.offers(us).iter().map(|k| Some(Inheritance::Accept(k))));
    }
    for answer in answers {
        let mut m = base.clone();
        if let Some(k) = pos.forced_offer(us) {
            m.witch[us.index()] = Some(k);
        }
        if let Some(Inheritance::Accept(k)) = answer {
            m.witch[us.index()] = Some(k);
        }
        let squares: Vec<(i32, i32)> = (0..10).flat_map(|f| (0..12).map(move |r| (f, r))).collect();
        for &t in &squares {
            if m.can_claim(us, t) {
                out.insert(Turn {
                    action: Action::Claim(sq(t.0, t.1)),
                    inheritance: answer,
                });
                let mut c = m.clone();
                c.claim_before_move(us, t);
                for to in c.dests(t) {
                    for promotion in c.promotions(t, to) {
                        let mv = Move {
                            from: sq(t.0, t.1),
                            to: sq(to.0, to.1),
                            promotion,
                        };
                        out.insert(Turn {
                            action: Action::MoveAndClaim(mv, mv.from),
                            inheritance: answer,
                        });
                    }
                }
            }
        }
        for &from in &squares {
            match m.get(from.0, from.1) {
                Some(c) if Model::controller(c) == us => {}
                _ => continue,
            }
            for to in m.dests(from) {
                for promotion in m.promotions(from, to) {
                    let mv = Move {
                        from: sq(from.0, from.1),
                        to: sq(to.0, to.1),
                        promotion,
                    };
                    out.insert(Turn {
                        action: Action::Move(mv),
                        inheritance: answer,
                    });
                    let mut after = m.clone();
                    after.do_move(from, to, promotion);
                    for &t in &squares {
                        if after.can_claim(us, t) {
                            out.insert(Turn {
                                action: Action::MoveAndClaim(mv, sq(t.0, t.1)),
                                inheritance: answer,
                            });
                        }
                    }
                }
            }
        }
    }
    out
}

fn reference_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    reference_turns(pos)
        .iter()
        .map(|t| {
            reference_perft(
                &pos.play(t).expect("reference turns are legal").0,
                depth - 1,
            )
        })
        .sum()
}

fn assert_same_turns(pos: &Position) {
    let fast: Vec<Turn> = pos.legal_turns();
    let fast_set: BTreeSet<Turn> = fast.iter().copied().collect();
    assert_eq!(
        fast.len(),
        fast_set.len(),
        "duplicate turns generated in {pos}"
    );
    let reference = reference_turns(pos);
    if fast_set != reference {
        let missing: Vec<String> = reference
            .difference(&fast_set)
            .map(|t| t.to_string())
            .collect();
        let extra: Vec<String> = fast_set
            .difference(&reference)
            .map(|t| t.to_string())
            .collect();
        panic!("generators disagree in {pos}\nmissing: {missing:?}\nextra: {extra:?}");
    }
    assert_eq!(
        pos.count_legal_turns(),
        fast.len() as u64,
        "bulk count in {pos}"
    );
}

#[test]
fn fast_and_reference_generators_agree_on_random_play() {
    let positions = random_positions(0x5EED, 60, 150);
    assert!(positions.len() > 3000, "only {} positions", positions.len());
    for pos in &positions {
        assert_same_turns(pos);
    }
    // The comparison means something only if random play reached the rare states.
    let count = |f: &dyn Fn(&Position) -> bool| positions.iter().filter(|p| f(p)).count();
    let held = count(&|p| Side::ALL.iter().any(|s| p.held_by(*s).is_some()));
    let offers = count(&|p| !p.offers(p.to_move()).is_empty());
    let forced = count(&|p| p.forced_offer(p.to_move()).is_some());
    let witch = count(&|p| Side::ALL.iter().any(|s| p.witch_moveset(*s).is_some()));
    let puppeteer_held = count(&|p| {
        Side::ALL
            .iter()
            .any(|s| !p.of(*s, Kind::Puppeteer).is_empty() && p.free_puppeteer(*s).is_none())
    });
    let promoted = count(&|p| {
        Side::ALL.iter().any(|s| {
            p.of(*s, Kind::Dragon).count() > 1
                || p.of(*s, Kind::Horseman).count() > 2
                || p.of(*s, Kind::Archer).count() > 2
                || p.of(*s, Kind::Sentinel).count() > 2
        })
    });
    let won = count(&|p| p.winner().is_some());
    for (what, n) in [
        ("claims", held),
        ("offers", offers),
        ("forced offers", forced),
        ("witch movesets", witch),
        ("held puppeteers", puppeteer_held),
        ("promotions", promoted),
        ("wins", won),
    ] {
        assert!(n > 0, "random play reached no position with {what}");
    }
}

#[test]
fn every_generated_turn_validates_and_near_misses_are_rejected() {
    let mut rng = Rng::new(7);
    for pos in random_positions(0xBEEF, 10, 120) {
        let legal: BTreeSet<Turn> = pos.legal_turns().into_iter().collect();
        for t in &legal {
            pos.validate(t)
                .unwrap_or_else(|e| panic!("{t} generated but rejected in {pos}: {e}"));
        }
        // Random candidate turns: legal exactly when generated (declines aside).
        for _ in 0..200 {
            let a = Square::from_index(rng.below(120)).unwrap();
            let b = Square::from_index(rng.below(120)).unwrap();
            let c = Square::from_index(rng.below(120)).unwrap();
            let mv = Move {
                from: a,
                to: b,
                promotion: None,
            };
            let candidates = [
                Turn::moving(mv),
                Turn::claiming(c),
                Turn::new(Some(mv), Some(c), None).unwrap(),
            ];
            for t in candidates {
                assert_eq!(pos.validate(&t).is_ok(), legal.contains(&t), "{t} in {pos}");
            }
        }
    }
}

#[test]
fn perft_agrees_with_reference_and_with_playing_every_leaf() {
    for pos in random_positions(0xC0FFEE, 3, 60).into_iter().step_by(20) {
        let fast = pos.perft(2);
        assert_eq!(fast, reference_perft(&pos, 2), "perft(2) of {pos}");
        assert_eq!(fast, pos.perft_played(2), "perft_played(2) of {pos}");
    }
    assert_eq!(
        Position::start().perft(2),
        reference_perft(&Position::start(), 2)
    );
}

#[test]
fn reference_agrees_with_the_perft_vector_files() {
    for v in common::vectors() {
        for &(depth, expected) in v.counts.iter().filter(|(d, _)| *d <= 2) {
            assert_eq!(
                reference_perft(&v.position, depth),
                expected,
                "{} perft({depth})",
                v.id
            );
        }
    }
}
