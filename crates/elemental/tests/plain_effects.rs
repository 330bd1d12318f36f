//! A second, plain generator for steps 3–7 of E38 (Poisonous Meat, Double
//! Kill, Quantum Kill, Resurrection, Temporal Lock) with the blocking
//! augmentors, to cross-check the ability perft (E82). It knows nothing of
//! the rules crate's generator: moves come from shakmaty, every choice is
//! applied by hand to shakmaty's board. It covers the elements none (E92),
//! Shadow (Anarchist Streak; its marks come due too late to matter at
//! these depths), Fire (Scorch and Blaze Rush, E9, E10, E52, E68) and
//! Earth without a defensive augmentor or Block Piece (Sturdy, E14, E30,
//! E57; no knockback can arise).

mod support;

use elemental::{Augmentor, Element, Offense, Slots, Temporal};
use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, File, Piece, Position, Rank, Role, Square,
    attacks, fen::Fen,
};

/// A move of this generator: from, to, the captured square, a promotion,
/// and for castling the rook's move.
#[derive(Clone, Copy, Debug)]
struct Plain {
    from: Square,
    to: Square,
    victim: Option<Square>,
    promotion: Option<Role>,
    rook: Option<(Square, Square)>,
    double: bool,
}

/// What a piece carries that this generator tracks.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Info {
    lock_used: bool,
    locked: u8,
    /// A pawn that ever moved (E78: a returned pawn keeps its double step
    /// only if not).
    moved: bool,
    /// Its Sturdy is used up (E14).
    sturdy_used: bool,
}

/// A scorched square (E9): the Fire side that made it, the rank of the
/// piece that left, and the owner's turns it still lasts.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Tag {
    owner: Color,
    rank: u8,
    turns: u8,
}

/// Each side's missing pieces with what they carried.
type Missing = [Vec<(Role, Info)>; 2];

/// One way steps 4–7 went so far: the board, what each square carries and
/// the missing pieces.
type Branch = (Board, [Info; 64], Missing);

#[derive(Clone)]
struct State {
    board: Board,
    turn: Color,
    /// Rooks that may still castle.
    castling: Bitboard,
    ep: Option<Square>,
    info: [Info; 64],
    missing: Missing,
    sides: [(Option<Element>, Slots); 2],
    tags: [Option<Tag>; 64],
}

fn rank(r: Role) -> u8 {
    match r {
        Role::Pawn => 1,
        Role::Knight => 2,
        Role::Bishop | Role::Rook => 3,
        Role::Queen => 4,
        Role::King => 5,
    }
}

fn idx(c: Color) -> usize {
    if c == Color::White { 0 } else { 1 }
}

impl State {
    fn slots(&self, c: Color) -> Slots {
        self.sides[idx(c)].1
    }
    fn anarchy(&self) -> bool {
        self.sides.iter().any(|s| s.0 == Some(Element::Shadow))
    }
    fn element(&self, c: Color) -> Option<Element> {
        self.sides[idx(c)].0
    }

    /// E9, E59: the squares whose tags a piece of `c` and `role` may not
    /// enter or pass through (enemy tags of a higher rank; every enemy tag
    /// under Anarchist Streak; none for Water).
    fn stops(&self, c: Color, role: Role) -> Bitboard {
        if self.element(c) == Some(Element::Water) {
            return Bitboard::EMPTY;
        }
        Square::ALL
            .into_iter()
            .filter(|sq| {
                self.tags[*sq as usize]
                    .is_some_and(|t| t.owner != c && (self.anarchy() || rank(role) < t.rank))
            })
            .collect()
    }

    /// E14: whether the piece of `c` on `sq` survives its next capture or
    /// removal (Earth, no defensive augmentor, Sturdy unused).
    fn sturdy(&self, info: &[Info; 64], sq: Square, c: Color) -> bool {
        self.element(c) == Some(Element::Earth)
            && !matches!(
                self.slots(c).augmentor,
                Some(Augmentor::Stalwart | Augmentor::Belligerent | Augmentor::Indomitable)
            )
            && !info[sq as usize].sturdy_used
    }

    /// E1a, E52, E69: whether `by` could capture on `sq` by movement rules,
    /// each slider's line ending at a tag that stops it (the tag on `sq`
    /// itself does not count).
    fn attacked(&self, b: &Board, sq: Square, by: Color) -> bool {
        let occ = b.occupied();
        b.by_color(by).into_iter().any(|from| {
            let role = b.role_at(from).unwrap();
            let reach = match role {
                Role::Pawn => attacks::pawn_attacks(by, from),
                Role::Knight => attacks::knight_attacks(from),
                Role::King => attacks::king_attacks(from),
                Role::Bishop => attacks::bishop_attacks(from, occ | self.stops(by, role)),
                Role::Rook => attacks::rook_attacks(from, occ | self.stops(by, role)),
                Role::Queen => attacks::queen_attacks(from, occ | self.stops(by, role)),
            };
            reach.contains(sq)
        })
    }

    /// Whether a capture of the piece on `defender` from `origin` by
    /// `attacker` is blocked (E25, E28, E29); without Earth a blocked
    /// capture has no effect and is no move (E30, E42).
    fn blocked(&self, attacker: Role, origin: Square, defender: Square, def_color: Color) -> bool {
        let aug = self.slots(def_color).augmentor;
        let def_role = self.board.role_at(defender).unwrap();
        match aug {
            Some(Augmentor::BlockPiece) => {
                // Facing the opponent; 90° cone.
                let fwd: i32 = if def_color == Color::White { 1 } else { -1 };
                let dy = (i32::from(origin.rank()) - i32::from(defender.rank())) * fwd;
                let dx = (i32::from(origin.file()) - i32::from(defender.file())).abs();
                dy >= 1 && dx <= dy
            }
            Some(Augmentor::Stalwart) => !self.anarchy() && rank(attacker) < rank(def_role),
            Some(Augmentor::Belligerent) => !self.anarchy() && rank(attacker) > rank(def_role),
            _ => false,
        }
    }

    /// Whether an ability may remove the piece on `sq` of `c` (E31, E32).
    fn removable(&self, b: &Board, sq: Square, c: Color, limit: Role) -> bool {
        match b.piece_at(sq) {
            Some(p) => {
                p.color == c
                    && p.role != Role::King
                    && self.slots(c).augmentor != Some(Augmentor::Indomitable)
                    && (self.anarchy() || rank(p.role) <= rank(limit))
            }
            None => false,
        }
    }

    /// Whether `c`'s king is attacked on `b` (E1a).
    fn in_check(&self, b: &Board, c: Color) -> bool {
        b.king_of(c).is_some_and(|k| self.attacked(b, k, !c))
    }

    /// Every move by movement rules alone, kings left in check included:
    /// whether the turn's effects save the king is judged at its end.
    fn moves(&self) -> Vec<Plain> {
        let (us, b) = (self.turn, &self.board);
        let ours = b.by_color(us);
        let theirs = b.by_color(!us);
        let occ = b.occupied();
        let mut out = Vec::new();
        let plain = |from, to, victim| Plain {
            from,
            to,
            victim,
            promotion: None,
            rook: None,
            double: false,
        };
        for from in ours {
            if self.info[from as usize].locked > 0 {
                continue;
            }
            let role = b.role_at(from).unwrap();
            // E9: a tag that stops the piece is neither entered nor crossed.
            let stop = self.stops(us, role);
            let targets = match role {
                Role::Pawn => {
                    let fwd: i32 = if us == Color::White { 8 } else { -8 };
                    let last = if us == Color::White {
                        Rank::Eighth
                    } else {
                        Rank::First
                    };
                    let mut pawn = Vec::new();
                    let one = Square::new((from as i32 + fwd) as u32);
                    if !occ.contains(one) && !stop.contains(one) {
                        pawn.push(plain(from, one, None));
                        let start = if us == Color::White {
                            Rank::Second
                        } else {
                            Rank::Seventh
                        };
                        let two = Square::new((from as i32 + 2 * fwd) as u32);
                        if from.rank() == start
                            && !occ.contains(two)
                            && !stop.contains(two)
                            && !self.info[from as usize].moved
                        {
                            pawn.push(Plain {
                                double: true,
                                ..plain(from, two, None)
                            });
                        }
                    }
                    for to in attacks::pawn_attacks(us, from) & !stop {
                        if theirs.contains(to) {
                            pawn.push(plain(from, to, Some(to)));
                        } else if self.ep == Some(to) {
                            let passed = Square::from_coords(to.file(), from.rank());
                            if b.piece_at(passed)
                                == Some(Piece {
                                    color: !us,
                                    role: Role::Pawn,
                                })
                            {
                                pawn.push(plain(from, to, Some(passed)));
                            }
                        }
                    }
                    for m in pawn {
                        if m.to.rank() == last {
                            for r in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                                out.push(Plain {
                                    promotion: Some(r),
                                    ..m
                                });
                            }
                        } else {
                            out.push(m);
                        }
                    }
                    continue;
                }
                Role::Knight => attacks::knight_attacks(from),
                Role::Bishop => attacks::bishop_attacks(from, occ | stop),
                Role::Rook => attacks::rook_attacks(from, occ | stop),
                Role::Queen => attacks::queen_attacks(from, occ | stop),
                Role::King => attacks::king_attacks(from),
            };
            for to in targets & !ours & !stop {
                out.push(plain(from, to, theirs.contains(to).then_some(to)));
            }
            if role == Role::King && !self.in_check(b, us) {
                // Castling: rights, empty squares between, the king's
                // crossing square not attacked (its landing is judged at
                // the end).
                for rook in self.castling & b.by_color(us) & b.rooks() {
                    if rook.rank() != from.rank() {
                        continue;
                    }
                    let (king_to, rook_to, cross) = if rook.file() > from.file() {
                        (File::G, File::F, File::F)
                    } else {
                        (File::C, File::D, File::D)
                    };
                    let between = attacks::between(from, rook);
                    let king_to = Square::from_coords(king_to, from.rank());
                    let rook_to = Square::from_coords(rook_to, from.rank());
                    // E9: neither crosses nor lands on a tag that stops it.
                    let king_path = attacks::between(from, king_to).with(king_to);
                    let rook_path = attacks::between(rook, rook_to).with(rook_to);
                    if (king_path & stop).any() || (rook_path & self.stops(us, Role::Rook)).any() {
                        continue;
                    }
                    let cross = Square::from_coords(cross, from.rank());
                    let mut mid = b.clone();
                    mid.discard_piece_at(from);
                    mid.set_piece_at(
                        cross,
                        Piece {
                            color: us,
                            role: Role::King,
                        },
                    );
                    // E44, E68: judged as the king stands on the crossing
                    // square, its start already scorched if it is Fire.
                    let mut probe = self.clone();
                    probe.scorch(us, from, Role::King);
                    if (between & occ).any()
                        || self.info[rook as usize].locked > 0
                        || probe.in_check(&mid, us)
                    {
                        continue;
                    }
                    out.push(Plain {
                        rook: Some((rook, rook_to)),
                        ..plain(from, king_to, None)
                    });
                }
            }
        }
        out
    }

    /// Every state one turn later, one per turn (every choice, E82).
    fn successors(&self) -> Vec<State> {
        let us = self.turn;
        let them = !us;
        let mut out = Vec::new();
        for m in self.moves() {
            let role = self.board.role_at(m.from).unwrap();
            if let Some(v) = m.victim
                && self.blocked(role, m.from, v, them)
            {
                continue;
            }
            // E14, E30, E40, E85: a capture Sturdy blocks uses it up; the
            // attacker stays and the turn ends (steps 8, 9 and 11 only). A
            // blocked pawn capture onto the last rank is one turn (E50).
            if let Some(v) = m.victim
                && self.sturdy(&self.info, v, them)
            {
                if m.promotion.is_some_and(|r| r != Role::Queen) {
                    continue;
                }
                let mut blocked = self.clone();
                blocked.info[v as usize].sturdy_used = true;
                blocked.ep = None;
                blocked.end_turn(us, self.board.clone());
                if !blocked.in_check(&blocked.board, us) {
                    out.push(blocked);
                }
                continue;
            }
            let victim_role = m.victim.map(|v| self.board.role_at(v).unwrap());
            let mut base = self.clone();
            let mut moved = self.info[m.from as usize];
            moved.moved = true;
            if let Some(v) = m.victim {
                let mut left = self.info[v as usize];
                left.locked = 0;
                base.missing[idx(them)].push((victim_role.unwrap(), left));
                base.info[v as usize] = Info::default();
                base.board.discard_piece_at(v);
            }
            base.board.discard_piece_at(m.from);
            base.board.set_piece_at(
                m.to,
                Piece {
                    color: us,
                    role: m.promotion.unwrap_or(role),
                },
            );
            base.info[m.from as usize] = Info::default();
            base.info[m.to as usize] = moved;
            if let Some((rf, rt)) = m.rook {
                base.board.discard_piece_at(rf);
                base.board.set_piece_at(
                    rt,
                    Piece {
                        color: us,
                        role: Role::Rook,
                    },
                );
                base.info[rt as usize] = base.info[rf as usize];
                base.info[rf as usize] = Info::default();
            }
            // E9, E68: a Fire piece scorches the squares it leaves.
            base.scorch(us, m.from, role);
            if let Some((rf, _)) = m.rook {
                base.scorch(us, rf, Role::Rook);
            }
            base.castling.discard(m.from);
            base.castling.discard(m.to);
            if let Some(v) = m.victim {
                base.castling.discard(v);
            }
            if role == Role::King {
                base.castling &= !Bitboard::from_rank(m.from.rank());
            }
            base.ep = m
                .double
                .then(|| Square::new((m.from as u32 + m.to as u32) / 2));
            out.extend(base.effects(us, m.to, m.victim.zip(victim_role)));
        }
        if out.is_empty()
            && !self.in_check(&self.board, us)
            && self.info.iter().any(|i| i.locked > 0)
        {
            let mut free = self.clone();
            for i in &mut free.info {
                i.locked = 0;
            }
            if !free.successors().is_empty() {
                let mut pass = self.clone();
                pass.ep = None;
                pass.end_turn(us, self.board.clone());
                out.push(pass);
            }
        }
        out
    }

    /// Steps 4–7 for the mover of `us` now on `at`, `victim` if it captured.
    fn effects(&self, us: Color, at: Square, victim: Option<(Square, Role)>) -> Vec<State> {
        let them = !us;
        let slots = self.slots(us);
        let mut board = self.board.clone();
        let mut info = self.info;
        let mut missing = self.missing.clone();
        let mut mover_alive = true;
        // Step 4: Poisonous Meat (not Shadow's, which only marks).
        if let Some((_, vr)) = victim {
            let captor = board.role_at(at).unwrap();
            if self.slots(them).offense == Some(Offense::PoisonousMeat)
                && self.sides[idx(them)].0 != Some(Element::Shadow)
                && captor != Role::King
                && slots.augmentor != Some(Augmentor::Indomitable)
                && (self.anarchy() || rank(captor) > rank(vr))
            {
                board.discard_piece_at(at);
                let mut left = info[at as usize];
                left.locked = 0;
                missing[idx(us)].push((captor, left));
                info[at as usize] = Info::default();
                mover_alive = false;
            }
        }
        let mut states: Vec<Branch> = vec![(board, info, missing)];
        // E14, E57: a Sturdy piece survives its first removal (and may be
        // targeted again by a later removal of the same turn).
        let remove =
            |b: &mut Board, i: &mut [Info; 64], ms: &mut [Vec<(Role, Info)>; 2], sq: Square| {
                if self.sturdy(i, sq, b.color_at(sq).unwrap()) {
                    i[sq as usize].sturdy_used = true;
                    return;
                }
                let p = b.remove_piece_at(sq).unwrap();
                let mut left = i[sq as usize];
                left.locked = 0;
                ms[idx(p.color)].push((p.role, left));
                i[sq as usize] = Info::default();
            };
        if let Some((vsq, vr)) = victim {
            // Step 5: Double Kill, next to the captured square.
            if slots.offense == Some(Offense::DoubleKill) {
                let mut next = Vec::new();
                for (b, i, ms) in &states {
                    next.push((b.clone(), *i, ms.clone()));
                    for sq in shakmaty::attacks::king_attacks(vsq) {
                        if self.removable(b, sq, them, vr) {
                            let (mut b, mut i, mut ms) = (b.clone(), *i, ms.clone());
                            remove(&mut b, &mut i, &mut ms, sq);
                            next.push((b, i, ms));
                        }
                    }
                }
                states = next;
            }
            // E10: Blaze Rush's extra Double Kill, after the piece's own;
            // against anything but Earth it takes the place of the extra
            // Quantum Kill, so those branches wait apart.
            let blaze = self.element(us) == Some(Element::Fire);
            let both = self.element(them) == Some(Element::Earth);
            let mut blazed: Vec<Branch> = Vec::new();
            if blaze {
                let mut next = Vec::new();
                for (b, i, ms) in &states {
                    next.push((b.clone(), *i, ms.clone()));
                    for sq in shakmaty::attacks::king_attacks(vsq) {
                        if self.removable(b, sq, them, vr) {
                            let (mut b, mut i, mut ms) = (b.clone(), *i, ms.clone());
                            remove(&mut b, &mut i, &mut ms, sq);
                            if both {
                                next.push((b, i, ms));
                            } else {
                                blazed.push((b, i, ms));
                            }
                        }
                    }
                }
                states = next;
            }
            // Step 6: Quantum Kill, anywhere; then Blaze Rush's.
            let quantum = |states: Vec<Branch>, extra: bool| -> Vec<Branch> {
                let mut states = states;
                let kinds = [slots.offense == Some(Offense::QuantumKill), extra];
                for on in kinds {
                    if !on {
                        continue;
                    }
                    let mut next = Vec::new();
                    for (b, i, ms) in &states {
                        next.push((b.clone(), *i, ms.clone()));
                        for sq in b.by_color(them) {
                            if self.removable(b, sq, them, vr) {
                                let (mut b, mut i, mut ms) = (b.clone(), *i, ms.clone());
                                remove(&mut b, &mut i, &mut ms, sq);
                                next.push((b, i, ms));
                            }
                        }
                    }
                    states = next;
                }
                states
            };
            states = quantum(states, blaze);
            states.extend(quantum(blazed, blaze && both));
            // Step 7: Resurrection.
            if slots.temporal == Some(Temporal::Resurrection) {
                let mut next = Vec::new();
                for (b, i, ms) in &states {
                    next.push((b.clone(), *i, ms.clone()));
                    let mine = &ms[idx(us)];
                    let mut seen: Vec<(Role, Info)> = Vec::new();
                    for (k, (role, left)) in mine.iter().enumerate() {
                        // Identical pieces are one choice (E78): a pawn's
                        // double step counts, other pieces' moves do not.
                        let key = (
                            *role,
                            Info {
                                moved: *role == Role::Pawn && left.moved,
                                ..*left
                            },
                        );
                        if seen.contains(&key) || !(self.anarchy() || rank(*role) <= rank(vr)) {
                            continue;
                        }
                        seen.push(key);
                        let (first, second) = if us == Color::White { (0, 1) } else { (7, 6) };
                        for sq in Square::ALL {
                            let r = u32::from(sq.rank());
                            let fits = if *role == Role::Pawn {
                                r == second
                            } else {
                                r == first || r == second
                            };
                            if fits
                                && b.piece_at(sq).is_none()
                                && !self.stops(us, *role).contains(sq)
                            {
                                let (mut b, mut i, mut ms) = (b.clone(), *i, ms.clone());
                                let (role, left) = ms[idx(us)].remove(k);
                                b.set_piece_at(sq, Piece { color: us, role });
                                i[sq as usize] = left;
                                next.push((b, i, ms));
                            }
                        }
                    }
                }
                states = next;
            }
        }
        // Step 7: Temporal Lock, after any move of a piece with it unused.
        let lock_used = if mover_alive {
            self.info[at as usize].lock_used
        } else {
            self.missing[idx(us)].last().is_some_and(|m| m.1.lock_used)
        };
        if slots.temporal == Some(Temporal::TemporalLock) && !lock_used {
            let mut next = Vec::new();
            for (b, i, ms) in &states {
                next.push((b.clone(), *i, ms.clone()));
                for sq in b.by_color(them) & !b.kings() {
                    let (b2, mut i2, mut ms2) = (b.clone(), *i, ms.clone());
                    i2[sq as usize].locked = 2;
                    if mover_alive {
                        i2[at as usize].lock_used = true;
                    } else if let Some(last) = ms2[idx(us)].last_mut() {
                        last.1.lock_used = true;
                    }
                    next.push((b2, i2, ms2));
                }
            }
            states = next;
        }
        let mut out = Vec::new();
        for (b, i, ms) in states {
            let mut s = self.clone();
            s.info = i;
            s.missing = ms;
            s.end_turn(us, b);
            // E1b, E86: the mover's king safe after every effect, step 11's
            // expired tags included.
            if !s.in_check(&s.board, us) {
                out.push(s);
            }
        }
        out
    }

    /// E9, E68: tags the square a Fire piece of `us` and `role` left; the
    /// turn's own end takes the count to 3.
    fn scorch(&mut self, us: Color, sq: Square, role: Role) {
        if self.element(us) == Some(Element::Fire) {
            self.tags[sq as usize] = Some(Tag {
                owner: us,
                rank: rank(role),
                turns: 4,
            });
        }
    }

    /// Step 11 and the hand-over: `us`'s locks count down; the board `b`
    /// stands, the other side to move.
    fn end_turn(&mut self, us: Color, b: Board) {
        for sq in b.by_color(us) {
            let l = &mut self.info[sq as usize].locked;
            *l = l.saturating_sub(1);
        }
        // E9: `us`'s tags count down; expired ones go.
        for t in &mut self.tags {
            if let Some(tag) = t
                && tag.owner == us
            {
                tag.turns -= 1;
                if tag.turns == 0 {
                    *t = None;
                }
            }
        }
        // Castling needs its rook.
        self.castling &= b.rooks();
        self.board = b;
        self.turn = !us;
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let next = self.successors();
        if depth == 1 {
            return next.len() as u64;
        }
        next.iter().map(|s| s.perft(depth - 1)).sum()
    }
}

fn plain(fen: &str, sides: [&str; 2]) -> State {
    let pos: Chess = fen
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    let side = |t: &str| elemental::side_from_text(t).unwrap();
    let mut info = [Info::default(); 64];
    for sq in pos.board().pawns() {
        let home = if pos.board().color_at(sq) == Some(Color::White) {
            1
        } else {
            6
        };
        info[sq as usize].moved = u32::from(sq.rank()) != home;
    }
    State {
        board: pos.board().clone(),
        turn: pos.turn(),
        castling: pos.castles().castling_rights(),
        ep: pos.ep_square(shakmaty::EnPassantMode::Always),
        info,
        missing: [vec![], vec![]],
        sides: [side(sides[0]), side(sides[1])],
        tags: [None; 64],
    }
}

fn rules(fen: &str, sides: [&str; 2]) -> elemental::Position {
    let side = |t: &str| elemental::side_from_text(t).unwrap();
    elemental::Position::with_slots(fen.parse().unwrap(), [side(sides[0]), side(sides[1])])
}

const POSITIONS: [&str; 3] = [
    "r3k3/1p1n4/2p5/3p4/4P3/2N5/1P3PP1/R3K3 w Qq - 0 1",
    "4k3/3p4/2n1b3/3P4/8/2N5/8/4K3 w - - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
];

const LOADOUTS: [[&str; 2]; 7] = [
    [
        "-/-/double-kill/temporal-lock",
        "-/stalwart/quantum-kill/resurrection",
    ],
    [
        "shadow/-/quantum-kill/resurrection",
        "-/belligerent/poisonous-meat/temporal-lock",
    ],
    [
        "-/block-piece/poisonous-meat/-",
        "-/indomitable/double-kill/resurrection",
    ],
    ["-/-/-/-", "-/-/-/-"],
    ["fire/-/double-kill/-", "earth/-/-/-"],
    [
        "earth/-/quantum-kill/temporal-lock",
        "fire/-/-/resurrection",
    ],
    ["fire/-/quantum-kill/-", "shadow/-/double-kill/-"],
];

/// A depth is compared only when the one before had at most this many
/// leaves (the plain generator is slow on purpose).
const MAX_NODES: u64 = 2_500;

/// E82: the rules crate's perft agrees with the plain generator on every
/// position and loadout, as deep as fits.
#[test]
fn e82_perft_agrees_with_a_plain_generator() {
    let mut compared = 0;
    for fen in POSITIONS {
        for sides in LOADOUTS {
            let (p, r) = (plain(fen, sides), rules(fen, sides));
            for depth in 1..=3 {
                let expected = p.perft(depth);
                assert_eq!(r.perft(depth), expected, "{fen} {sides:?} perft({depth})");
                compared += 1;
                if expected > MAX_NODES {
                    break;
                }
            }
        }
    }
    assert!(compared >= 30, "only {compared} counts compared");
}

/// The line where effects rescue a king from check (a capture whose
/// Resurrection or Quantum Kill ends the check, E1b, E86), at depth 3.
#[test]
fn e1b_e82_effects_that_rescue_the_king_agree_with_a_plain_generator() {
    let (fen, sides) = (POSITIONS[0], LOADOUTS[1]);
    assert_eq!(rules(fen, sides).perft(3), plain(fen, sides).perft(3));
}

/// Whether this generator implements every ability of a side's loadout
/// text (see the module comment).
fn covers(side: &str) -> bool {
    let (element, slots) = elemental::side_from_text(side).unwrap();
    let mobile = matches!(
        slots.augmentor,
        Some(Augmentor::SideStep | Augmentor::QuantumStep)
    );
    let knockback = element == Some(Element::Earth)
        && matches!(
            slots.augmentor,
            Some(Augmentor::BlockPiece | Augmentor::Stalwart | Augmentor::Belligerent)
        );
    matches!(
        element,
        None | Some(Element::Shadow | Element::Fire | Element::Earth)
    ) && !mobile
        && !knockback
        && slots.offense != Some(Offense::ChainKill)
        && !matches!(
            slots.temporal,
            Some(Temporal::DoOver | Temporal::SchrodingersLaugh)
        )
}

/// A recorded count is compared only up to this many leaves.
const MAX_RECORDED: u64 = 150_000;

/// E82: the counts recorded in `tests/abilities.perft` (the lines,
/// to be compared with an independent implementation) agree with this
/// generator wherever it implements both loadouts.
#[test]
fn e82_the_recorded_ability_counts_agree_with_a_plain_generator() {
    let mut compared = Vec::new();
    for line in support::ability_lines() {
        let [white, black] = line.sides.each_ref().map(String::as_str);
        if !(covers(white) && covers(black)) {
            continue;
        }
        let state = plain(&line.fen, [white, black]);
        for &(d, n) in line.counts.iter().filter(|(_, n)| *n <= MAX_RECORDED) {
            assert_eq!(state.perft(d), n, "{} perft({d})", line.id);
            compared.push((line.id.clone(), d));
        }
    }
    // position1 with Fire against Earth and with Shadow against a bare
    // Temporal Lock, each to depth 3.
    assert_eq!(compared.len(), 6, "{compared:?}");
}
