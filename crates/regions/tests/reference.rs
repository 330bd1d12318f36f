//! A second, deliberately simple generator written straight from the rules
//! text, compared with the engine: the same legal actions in every position
//! of many random games, the same check verdicts, and the same perft counts.
//!
//! It shares no code with the engine: a plain 10 × 10 grid of cells, the
//! region rule R4 checked literally (an air square strictly between on the
//! straight line), carries computed "both move only as far as the pawn
//! can", jump chains by depth-first search.

mod common;

use common::{Rng, biased_action, picked_start, random_picks, vectors};
use regions::{Action, Carry, Infiltrator, Kind, Move, Piece, Position, Promotion, Side, Square};
use std::collections::BTreeSet;

type Xy = (i32, i32);

#[derive(Clone)]
struct Model {
    cells: [[Option<Piece>; 10]; 10],
    us: Side,
    checked: bool,
    hidden: bool,
    recapture: Option<Xy>,
}

fn region_is_air(file: i32) -> bool {
    file == 4 || file == 5
}

fn square(p: Xy) -> Square {
    Square::new(p.0 as u8, p.1 as u8).unwrap()
}

fn on_board(p: Xy) -> bool {
    (0..10).contains(&p.0) && (0..10).contains(&p.1)
}

impl Model {
    fn read(pos: &Position) -> Model {
        let mut cells = [[None; 10]; 10];
        for s in Square::all() {
            cells[s.file() as usize][s.rank() as usize] = pos.piece_at(s);
        }
        Model {
            cells,
            us: pos.to_move(),
            checked: pos.check_happened(),
            hidden: matches!(pos.infiltrator(pos.to_move()), Infiltrator::Hidden(_)),
            recapture: pos.recapture().map(|s| (s.file() as i32, s.rank() as i32)),
        }
    }

    fn get(&self, p: Xy) -> Option<Piece> {
        if on_board(p) {
            self.cells[p.0 as usize][p.1 as usize]
        } else {
            None
        }
    }

    fn empty(&self, p: Xy) -> bool {
        on_board(p) && self.get(p).is_none()
    }

    fn enemy(&self, p: Xy, us: Side) -> bool {
        self.get(p).is_some_and(|q| q.side != us)
    }

    /// R4, literally: the squares strictly inside the straight line.
    fn may_capture(&self, kind: Kind, from: Xy, to: Xy) -> bool {
        let free = matches!(kind, Kind::Scout | Kind::Tower | Kind::Queen);
        if free || region_is_air(from.0) || region_is_air(to.0) {
            return true;
        }
        let (df, dr) = (to.0 - from.0, to.1 - from.1);
        let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
        if !straight {
            return true;
        }
        let n = df.abs().max(dr.abs());
        (1..n).all(|i| !region_is_air(from.0 + df.signum() * i))
    }

    fn reach(&self, p: Xy, piece: Piece) -> i32 {
        if piece.moved {
            1
        } else if region_is_air(p.0) {
            3
        } else if matches!(p.0, 0 | 1 | 8 | 9) {
            1
        } else {
            2
        }
    }

    /// Every (from, to) a piece of `us` on `from` can make, ignoring carries,
    /// promotions and recaptures.
    fn targets(&self, from: Xy, us: Side) -> Vec<Xy> {
        let piece = self.get(from).unwrap();
        let fwd = if us == Side::White { 1 } else { -1 };
        let mut out = vec![];
        let capture = |to: Xy, out: &mut Vec<Xy>| {
            if self.enemy(to, us) && self.may_capture(piece.kind, from, to) {
                out.push(to);
            }
        };
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
        match piece.kind {
            Kind::Pawn | Kind::Commander => {
                for i in 1..=self.reach(from, piece) {
                    let to = (from.0, from.1 + fwd * i);
                    if !self.empty(to) {
                        break;
                    }
                    out.push(to);
                }
                for df in [-1, 1] {
                    capture((from.0 + df, from.1 + fwd), &mut out);
                }
            }
            Kind::Jumper => {
                for (df, dr) in all8 {
                    let to = (from.0 + df, from.1 + dr);
                    if self.empty(to) {
                        out.push(to);
                    }
                }
                for df in [-1, 0, 1] {
                    capture((from.0 + df, from.1 + fwd), &mut out);
                }
                let jumps = if region_is_air(from.0) {
                    2
                } else if matches!(from.0, 0 | 1 | 8 | 9) {
                    0
                } else {
                    1
                };
                let mut lifted = self.clone();
                lifted.cells[from.0 as usize][from.1 as usize] = None;
                let mut landed = BTreeSet::new();
                lifted.chain(from, jumps, &mut landed);
                landed.remove(&from);
                out.extend(landed);
            }
            Kind::Hussar => {
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
                    let to = (from.0 + df, from.1 + dr);
                    if self.empty(to) {
                        out.push(to);
                    }
                    capture(to, &mut out);
                }
                for (df, dr) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                    let over = [
                        (from.0 + df, from.1 + dr),
                        (from.0 + 2 * df, from.1 + 2 * dr),
                    ];
                    let to = (from.0 + 3 * df, from.1 + 3 * dr);
                    if over.iter().any(|&o| self.enemy(o, us)) {
                        continue;
                    }
                    if self.empty(to) {
                        out.push(to);
                    }
                    capture(to, &mut out);
                }
            }
            Kind::King => {
                for (df, dr) in all8 {
                    let to = (from.0 + df, from.1 + dr);
                    if self.empty(to) {
                        out.push(to);
                    }
                    capture(to, &mut out);
                }
            }
            Kind::Bishop | Kind::Scout | Kind::Tower | Kind::Queen => {
                for (df, dr) in all8 {
                    let diagonal = df != 0 && dr != 0;
                    let ok = match piece.kind {
                        Kind::Tower => !diagonal,
                        Kind::Queen => true,
                        _ => diagonal,
                    };
                    if !ok {
                        continue;
                    }
                    let mut to = (from.0 + df, from.1 + dr);
                    while self.empty(to) {
                        out.push(to);
                        to = (to.0 + df, to.1 + dr);
                    }
                    capture(to, &mut out);
                }
            }
        }
        out
    }

    fn chain(&self, at: Xy, left: i32, landed: &mut BTreeSet<Xy>) {
        if left == 0 {
            return;
        }
        for (df, dr) in [
            (0, 1),
            (1, 1),
            (1, 0),
            (1, -1),
            (0, -1),
            (-1, -1),
            (-1, 0),
            (-1, 1),
        ] {
            let over = (at.0 + df, at.1 + dr);
            let to = (at.0 + 2 * df, at.1 + 2 * dr);
            if self.get(over).is_some() && self.empty(to) {
                landed.insert(to);
                self.chain(to, left - 1, landed);
            }
        }
    }

    fn promotions(&self, piece: Piece, to: Xy, side: Side) -> Vec<Option<Promotion>> {
        let last = if side == Side::White { 9 } else { 0 };
        if matches!(piece.kind, Kind::Pawn | Kind::Commander) && to.1 == last {
            Promotion::ALL.iter().map(|&p| Some(p)).collect()
        } else {
            vec![None]
        }
    }

    fn actions(&self) -> BTreeSet<Action> {
        let us = self.us;
        let fwd = if us == Side::White { 1 } else { -1 };
        let mut out = BTreeSet::new();
        for f in 0..10 {
            for r in 0..10 {
                let from = (f, r);
                let Some(piece) = self.get(from) else {
                    continue;
                };
                if piece.side != us {
                    continue;
                }
                let mut targets = self.targets(from, us);
                if piece.kind == Kind::Commander
                    && let Some(rc) = self.recapture
                    && (rc.0 - f).abs() <= 1
                    && (rc.1 - r).abs() <= 1
                    && self.enemy(rc, us)
                {
                    targets.push(rc);
                }
                for to in targets {
                    for p in self.promotions(piece, to, us) {
                        out.insert(Action::Move(Move {
                            from: square(from),
                            to: square(to),
                            promotion: p,
                            carry: None,
                        }));
                    }
                }
                if piece.kind != Kind::Commander {
                    continue;
                }
                // Carries: for every forward distance the commander could go
                // alone, each neighbouring plain pawn goes as far as it can
                // up to that distance, and the commander only as far.
                let mut alone = 0;
                while alone < self.reach(from, piece) && self.empty((f, r + fwd * (alone + 1))) {
                    alone += 1;
                }
                let mut lifted = self.clone();
                lifted.cells[f as usize][r as usize] = None;
                for (df, dr) in [
                    (0, 1),
                    (1, 1),
                    (1, 0),
                    (1, -1),
                    (0, -1),
                    (-1, -1),
                    (-1, 0),
                    (-1, 1),
                ] {
                    let at = (f + df, r + dr);
                    let Some(pawn) = self.get(at) else { continue };
                    if pawn.kind != Kind::Pawn || pawn.side != us {
                        continue;
                    }
                    let mut can = 0;
                    while can < lifted.reach(at, pawn)
                        && lifted.empty((at.0, at.1 + fwd * (can + 1)))
                    {
                        can += 1;
                    }
                    for d in 1..=alone {
                        let both = d.min(can);
                        if both == 0 {
                            continue;
                        }
                        let to = (f, r + fwd * both);
                        let pawn_to = (at.0, at.1 + fwd * both);
                        for p in self.promotions(piece, to, us) {
                            for q in self.promotions(pawn, pawn_to, us) {
                                out.insert(Action::Move(Move {
                                    from: square(from),
                                    to: square(to),
                                    promotion: p,
                                    carry: Some(Carry {
                                        from: square(at),
                                        promotion: q,
                                    }),
                                }));
                            }
                        }
                    }
                }
            }
        }
        if self.checked && self.hidden {
            out.insert(Action::Reveal);
        }
        out
    }

    /// R12: could `attacker` capture the other king with one move?
    fn attacks_king(&self, attacker: Side) -> bool {
        for f in 0..10 {
            for r in 0..10 {
                if self.get((f, r)).is_some_and(|p| p.side == attacker) {
                    for to in self.targets((f, r), attacker) {
                        if self.get(to).is_some_and(|p| p.kind == Kind::King) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }
}

fn reference_actions(pos: &Position) -> BTreeSet<Action> {
    if pos.winner().is_some() || !pos.picks_done() {
        return BTreeSet::new();
    }
    Model::read(pos).actions()
}

fn reference_perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    reference_actions(pos)
        .iter()
        .map(|a| {
            reference_perft(
                &pos.play(a).expect("reference action is legal").0,
                depth - 1,
            )
        })
        .sum()
}

#[test]
fn reference_generator_agrees_over_random_games() {
    let mut rng = Rng::new(0x5eed_0004);
    let mut seen = std::collections::BTreeMap::<&str, u32>::new();
    let mut positions = 0;
    for _game in 0..120 {
        let mut pos = random_picks(&mut rng);
        for _ply in 0..160 {
            let engine: BTreeSet<Action> = pos.legal_actions().into_iter().collect();
            let reference = reference_actions(&pos);
            assert_eq!(
                engine.len() as u64,
                pos.count_legal_actions(),
                "count differs from the list in {pos}"
            );
            if engine != reference {
                let extra: Vec<String> = engine
                    .difference(&reference)
                    .map(|a| a.to_string())
                    .collect();
                let missing: Vec<String> = reference
                    .difference(&engine)
                    .map(|a| a.to_string())
                    .collect();
                panic!("in {pos}\nengine only: {extra:?}\nreference only: {missing:?}");
            }
            let model = Model::read(&pos);
            for side in Side::ALL {
                assert_eq!(
                    pos.in_check(side),
                    pos.king(side).is_some() && model.attacks_king(side.other()),
                    "check of {side} in {pos}"
                );
            }
            positions += 1;
            let Some(a) = biased_action(&pos, &mut rng) else {
                break;
            };
            if let Action::Move(m) = a {
                if m.carry.is_some() {
                    *seen.entry("carry").or_default() += 1;
                }
                if m.promotion.is_some() {
                    *seen.entry("promotion").or_default() += 1;
                }
                if pos.recapture() == Some(m.to) {
                    *seen.entry("recapture").or_default() += 1;
                }
                let jumper = pos.piece_at(m.from).is_some_and(|p| p.kind == Kind::Jumper);
                if jumper
                    && (m.to.file().abs_diff(m.from.file()) > 1
                        || m.to.rank().abs_diff(m.from.rank()) > 1)
                {
                    *seen.entry("jump").or_default() += 1;
                }
            } else {
                *seen.entry("reveal").or_default() += 1;
            }
            let (next, events) = pos.play(&a).unwrap();
            if events
                .iter()
                .any(|e| matches!(e, regions::Event::Check { .. }))
            {
                *seen.entry("check").or_default() += 1;
            }
            if events
                .iter()
                .any(|e| matches!(e, regions::Event::KingCaptured { .. }))
            {
                *seen.entry("king captured").or_default() += 1;
            }
            pos = next;
        }
    }
    for what in [
        "carry",
        "promotion",
        "recapture",
        "jump",
        "reveal",
        "check",
        "king captured",
    ] {
        assert!(
            seen.get(what).copied().unwrap_or(0) >= 3,
            "random play reached {what} too rarely: {seen:?}"
        );
    }
    assert!(positions > 5_000, "{positions}");
}

#[test]
fn perft_agrees_with_the_reference_from_the_start_and_every_vector() {
    let start = picked_start();
    assert_eq!(reference_perft(&start, 3), start.perft(3));
    for v in vectors() {
        let &(depth, expected) = v
            .counts
            .iter()
            .rfind(|(_, n)| *n <= 60_000)
            .expect("a small vector");
        assert_eq!(
            reference_perft(&v.position, depth),
            expected,
            "{} perft({depth})",
            v.id
        );
    }
}
