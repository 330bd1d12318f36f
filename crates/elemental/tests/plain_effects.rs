//! A second, plain generator for steps 4–7 of E38 (Poisonous Meat, Double
//! Kill, Quantum Kill, Resurrection, Temporal Lock) with the blocking
//! augmentors, to cross-check the ability perft (E82). It knows nothing of
//! the rules crate's generator: moves come from shakmaty, every choice is
//! applied by hand to shakmaty's board. It covers loadouts whose elements
//! change neither movement nor check: none (E92) and Shadow (Anarchist
//! Streak; its marks come due too late to matter at these depths).

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

    /// Whether `c`'s king is attacked on `b`.
    fn in_check(b: &Board, c: Color) -> bool {
        b.king_of(c)
            .is_some_and(|k| b.attacks_to(k, !c, b.occupied()).any())
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
                    if !occ.contains(one) {
                        pawn.push(plain(from, one, None));
                        let start = if us == Color::White {
                            Rank::Second
                        } else {
                            Rank::Seventh
                        };
                        let two = Square::new((from as i32 + 2 * fwd) as u32);
                        if from.rank() == start
                            && !occ.contains(two)
                            && !self.info[from as usize].moved
                        {
                            pawn.push(Plain {
                                double: true,
                                ..plain(from, two, None)
                            });
                        }
                    }
                    for to in attacks::pawn_attacks(us, from) {
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
                Role::Bishop => attacks::bishop_attacks(from, occ),
                Role::Rook => attacks::rook_attacks(from, occ),
                Role::Queen => attacks::queen_attacks(from, occ),
                Role::King => attacks::king_attacks(from),
            };
            for to in targets & !ours {
                out.push(plain(from, to, theirs.contains(to).then_some(to)));
            }
            if role == Role::King && !Self::in_check(b, us) {
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
                    if (between & occ).any()
                        || self.info[rook as usize].locked > 0
                        || Self::in_check(&mid, us)
                    {
                        continue;
                    }
                    out.push(Plain {
                        rook: Some((rook, Square::from_coords(rook_to, from.rank()))),
                        ..plain(from, Square::from_coords(king_to, from.rank()), None)
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
            && !Self::in_check(&self.board, us)
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
        let remove =
            |b: &mut Board, i: &mut [Info; 64], ms: &mut [Vec<(Role, Info)>; 2], sq: Square| {
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
            // Step 6: Quantum Kill, anywhere.
            if slots.offense == Some(Offense::QuantumKill) {
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
                            if fits && b.piece_at(sq).is_none() {
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
            // E1b, E86: the mover's king safe after every effect.
            let king = b.king_of(us).unwrap();
            if b.attacks_to(king, them, b.occupied()).any() {
                continue;
            }
            let mut s = self.clone();
            s.info = i;
            s.missing = ms;
            s.end_turn(us, b);
            out.push(s);
        }
        out
    }

    /// Step 11 and the hand-over: `us`'s locks count down; the board `b`
    /// stands, the other side to move.
    fn end_turn(&mut self, us: Color, b: Board) {
        for sq in b.by_color(us) {
            let l = &mut self.info[sq as usize].locked;
            *l = l.saturating_sub(1);
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

const LOADOUTS: [[&str; 2]; 4] = [
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
