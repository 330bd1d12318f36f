//! The ability-aware position: the chess core's placement plus what each
//! piece carries (slots, facing, Sturdy, whether it was ever displaced) and
//! each side's element. Attack and block tests live here; turn generation
//! in [`crate::generate`], resolution in [`crate::resolve`].

use crate::bitboard::{Bits, DIRECTIONS, SIDEWAYS, bishop_attacks, rook_attacks};
use crate::chess::Board;
use crate::loadout::{Augmentor, Element, Loadout, Slots};
use crate::square::{Color, Facing, Role, Square};

/// What a piece carries besides its role and colour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PieceInfo {
    /// Its slots (army-wide, or its own with Overload, E18).
    pub slots: Slots,
    /// Its Block Piece facing (E25); meaningful only with Block Piece.
    pub facing: Option<Facing>,
    /// Whether its Sturdy is used up (E14).
    pub sturdy_used: bool,
    /// Whether it was ever displaced (E47: double steps, castling).
    pub moved: bool,
    /// Whether its Temporal Lock is used (E36: once per piece).
    pub lock_used: bool,
    /// Its side's turns it stays locked (E36, E71): 0 when free.
    pub locked: u8,
    /// Whether its Do-Over is used (E34: once per piece, kept by rewinds).
    pub do_over_used: bool,
    /// Which piece it is, the same across rewinds (1–32; 0 for none);
    /// Schrödinger's two copies share it (E37).
    pub id: u8,
    /// Whether its Schrödinger's Laugh is used (E37: once per piece).
    pub laughed: bool,
}

/// A piece that left the board and may be returned by Resurrection (E35):
/// its role and what it carried when it left (E78).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Missing {
    /// Its role when it left.
    pub role: Role,
    /// What it carried (no lock: a piece returns without one, E78).
    pub info: PieceInfo,
}

/// Most pieces a side can miss at once: every piece but the king.
pub(crate) const MAX_MISSING: usize = 15;

/// Which ability blocked a capture (E30), in its test order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Blocker {
    /// The defender's Block Piece cone (E25; 180° with Bastion, E13).
    Cone,
    /// Stalwart: a lower rank attacked (E28).
    Stalwart,
    /// Belligerent: a higher rank attacked (E29).
    Belligerent,
    /// Sturdy: an Earth piece survives its first capture (E14).
    Sturdy,
    /// A concealed Stalwart, Belligerent or Indomitable piece a slide
    /// would phase through (E3, E62): the slide ends where it started.
    Solid,
}

impl Blocker {
    /// Its name with the rule: `Block Piece (E25)`.
    pub fn title(self) -> &'static str {
        match self {
            Blocker::Cone => "Block Piece (E25)",
            Blocker::Stalwart => "Stalwart (E28)",
            Blocker::Belligerent => "Belligerent (E29)",
            Blocker::Sturdy => "Sturdy (E14)",
            Blocker::Solid => "a piece that cannot be phased through (E3, E62)",
        }
    }
}

/// Elemental chess position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) board: Board,
    pub(crate) info: [PieceInfo; 64],
    pub(crate) elements: [Option<Element>; 2],
    /// Each side's missing pieces in the order they left (E35).
    pub(crate) missing: [[Option<Missing>; MAX_MISSING]; 2],
    /// Scorch tags by square (E9).
    pub(crate) tags: [Option<crate::scorch::Tag>; 64],
    /// The scorched squares.
    pub(crate) tagged: u64,
    /// Sadist Streak's marks, in the order they were made (E24).
    pub(crate) marks: [Option<crate::sadist::Mark>; crate::sadist::MAX_MARKS],
}

impl Position {
    /// A position with no abilities at all (the plain chess of E1).
    pub fn from_board(board: Board) -> Position {
        let mut info = [PieceInfo::default(); 64];
        for c in Color::BOTH {
            let home = if c == Color::White { 1 } else { 6 };
            for sq in Bits(board.pieces(c, Role::Pawn)) {
                info[sq].moved = Square::from_index(sq as u8).rank() != home;
            }
        }
        for (n, sq) in Bits(board.occupied()).enumerate() {
            info[sq].id = n as u8 + 1;
        }
        Position {
            board,
            info,
            elements: [None, None],
            missing: [[None; MAX_MISSING]; 2],
            tags: [None; 64],
            tagged: 0,
            marks: [None; crate::sadist::MAX_MARKS],
        }
    }

    /// The standard start with both loadouts equipped (E4–E7).
    pub fn start(loadouts: [&Loadout; 2]) -> Position {
        Position::with_loadouts(Board::start(), loadouts)
    }

    /// `board` with the loadouts equipped; per-piece slots go by the
    /// piece's square on `board`.
    pub fn with_loadouts(board: Board, loadouts: [&Loadout; 2]) -> Position {
        let mut pos = Position::from_board(board);
        for c in Color::BOTH {
            let loadout = loadouts[c.index()];
            pos.elements[c.index()] = Some(loadout.element);
            for sq in Bits(board.side(c)) {
                let square = Square::from_index(sq as u8);
                let slots = loadout.slots_at(square);
                pos.info[sq].slots = slots;
                pos.info[sq].facing = (slots.augmentor == Some(Augmentor::BlockPiece))
                    .then_some(Facing::towards_opponent(c));
            }
        }
        pos
    }

    /// A position from `board` where each side has the element (or none,
    /// E92) and army-wide slots given: the form perft and tests use.
    pub fn with_slots(board: Board, sides: [(Option<Element>, Slots); 2]) -> Position {
        let mut pos = Position::from_board(board);
        for c in Color::BOTH {
            let (element, slots) = sides[c.index()];
            pos.elements[c.index()] = element;
            for sq in Bits(board.side(c)) {
                pos.info[sq].slots = slots;
                pos.info[sq].facing = (slots.augmentor == Some(Augmentor::BlockPiece))
                    .then_some(Facing::towards_opponent(c));
            }
        }
        pos
    }

    /// A side's missing pieces, in the order they left the board (E35).
    pub fn missing(&self, c: Color) -> impl Iterator<Item = Missing> + '_ {
        self.missing[c.index()].iter().map_while(|m| *m)
    }

    /// Records a piece of `c` that left the board.
    pub(crate) fn push_missing(&mut self, c: Color, piece: Missing) {
        let list = &mut self.missing[c.index()];
        if let Some(slot) = list.iter_mut().find(|m| m.is_none()) {
            *slot = Some(piece);
        } else {
            // Cannot happen (a side has at most 15 pieces besides its king);
            // the oldest entry gives way rather than the newest being lost.
            list.rotate_left(1);
            list[MAX_MISSING - 1] = Some(piece);
        }
    }

    /// Takes the `index`th missing piece of `c` off the list.
    pub(crate) fn take_missing(&mut self, c: Color, index: usize) -> Option<Missing> {
        let list = &mut self.missing[c.index()];
        let piece = list.get_mut(index)?.take()?;
        list[index..].rotate_left(1);
        Some(piece)
    }

    /// The chess placement and counters.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// Who moves.
    pub fn turn(&self) -> Color {
        self.board.turn()
    }
    /// A side's element, if it has one (none in plain chess).
    pub fn element(&self, c: Color) -> Option<Element> {
        self.elements[c.index()]
    }
    /// The piece on a square, with what it carries.
    pub fn piece(&self, sq: Square) -> Option<(Color, Role, PieceInfo)> {
        let (c, r) = self.board.piece_at(sq)?;
        Some((c, r, self.info[sq.index()]))
    }
    /// `c`'s loadout in words as it stands now: the element and the army's
    /// slots, then each piece with slots of its own (Overload, E18) named by
    /// the square it stands on now, not the one it started on.
    pub fn describe_loadout(&self, c: Color, loadout: &Loadout) -> String {
        let mut text = format!(
            "{}; army: {}",
            loadout.element,
            crate::loadout::describe_slots(&loadout.army)
        );
        for sq in Square::all() {
            if let Some((owner, _, info)) = self.piece(sq)
                && owner == c
                && info.slots != loadout.army
            {
                text.push_str(&format!(
                    "; {sq}: {}",
                    crate::loadout::describe_slots(&info.slots)
                ));
            }
        }
        text
    }

    /// Whether Anarchist Streak is in play: any side is Shadow (E23).
    pub fn anarchy(&self) -> bool {
        self.elements.contains(&Some(Element::Shadow))
    }
    pub(crate) fn has(&self, c: Color, e: Element) -> bool {
        self.elements[c.index()] == Some(e)
    }

    /// Whether `by` attacks `sq` as E1a counts it: movement rules, Scatter
    /// Shot and Radiant Vision's x-ray included; Block Piece, Stalwart,
    /// Belligerent and Sturdy ignored.
    pub fn attacked_by(&self, sq: Square, by: Color) -> bool {
        let b = &self.board;
        let occ = b.occupied();
        let i = sq.index();
        // Scorch stops lines (E52, E69): rooks and bishops (rank 3) and
        // queens (rank 4) may be stopped by different tags.
        let (stop3, stop4) = (self.line_stops(by, 3), self.line_stops(by, 4));
        let queens = b.pieces(by, Role::Queen);
        let rooks = b.pieces(by, Role::Rook);
        let bishops = b.pieces(by, Role::Bishop);
        if stop3 == 0 && stop4 == 0 {
            if b.attackers(i, by, occ) != 0 {
                return true;
            }
        } else {
            let sliders = queens | rooks | bishops;
            if b.attackers(i, by, occ) & !sliders != 0
                || rook_attacks(i, occ | stop3) & rooks != 0
                || bishop_attacks(i, occ | stop3) & bishops != 0
                || (rook_attacks(i, occ | stop4) | bishop_attacks(i, occ | stop4)) & queens != 0
            {
                return true;
            }
        }
        if self.has(by, Element::Air) && SIDEWAYS[i] & b.pieces(by, Role::Pawn) != 0 {
            return true;
        }
        if self.has(by, Element::Light) {
            // Radiant Vision: through the first piece, not through a tag.
            if stop3 == 0 && stop4 == 0 {
                let first = (rook_attacks(i, occ) | bishop_attacks(i, occ)) & occ;
                let through = occ & !first;
                return rook_attacks(i, through) & (rooks | queens) != 0
                    || bishop_attacks(i, through) & (bishops | queens) != 0;
            }
            for (stop, orth, diag) in [(stop3, rooks, bishops), (stop4, queens, queens)] {
                let first = (rook_attacks(i, occ | stop) | bishop_attacks(i, occ | stop)) & occ;
                let through = (occ & !first) | stop;
                if rook_attacks(i, through) & orth != 0 || bishop_attacks(i, through) & diag != 0 {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `c`'s king is in check (E1a).
    pub fn in_check(&self, c: Color) -> bool {
        self.board
            .king(c)
            .is_some_and(|k| self.attacked_by(k, c.other()))
    }

    /// The first ability that blocks a capture by the `attacker` role from
    /// `origin` of the piece on `defender`, in E30's order (Sturdy first on
    /// a Light mover's captures, E22); `None` when the capture goes through.
    pub fn blocker(&self, attacker: Role, origin: Square, defender: Square) -> Option<Blocker> {
        let (def_color, def_role) = self.board.piece_at(defender)?;
        let us = def_color.other();
        let d = self.info[defender.index()];
        let anarchy = self.anarchy();
        let test = |b: Blocker| -> bool {
            match b {
                Blocker::Cone => {
                    d.slots.augmentor == Some(Augmentor::BlockPiece)
                        && d.facing.is_some_and(|f| {
                            in_cone(defender, f, origin, self.has(def_color, Element::Earth))
                        })
                }
                Blocker::Stalwart => {
                    d.slots.augmentor == Some(Augmentor::Stalwart)
                        && !anarchy
                        && attacker.rank() < def_role.rank()
                }
                Blocker::Belligerent => {
                    d.slots.augmentor == Some(Augmentor::Belligerent)
                        && !anarchy
                        && attacker.rank() > def_role.rank()
                }
                Blocker::Sturdy => self.sturdy(defender),
                Blocker::Solid => false,
            }
        };
        let order = if self.has(us, Element::Light) {
            [
                Blocker::Sturdy,
                Blocker::Cone,
                Blocker::Stalwart,
                Blocker::Belligerent,
            ]
        } else {
            [
                Blocker::Cone,
                Blocker::Stalwart,
                Blocker::Belligerent,
                Blocker::Sturdy,
            ]
        };
        order.into_iter().find(|b| test(*b))
    }

    /// Whether the piece on `sq` would survive a capture or removal by its
    /// Sturdy (E14): an Earth piece with no defensive augmentor that has not
    /// used it.
    pub fn sturdy(&self, sq: Square) -> bool {
        let Some((c, _)) = self.board.piece_at(sq) else {
            return false;
        };
        let d = self.info[sq.index()];
        self.has(c, Element::Earth)
            && !d.slots.augmentor.is_some_and(Augmentor::is_defensive)
            && !d.sturdy_used
    }

    /// The knockback directions (indices into [`DIRECTIONS`], in order) for
    /// the attacker on `attacker` blocked by the defender on `defender`
    /// (E13, E45): pointing away from the defender, first square on the
    /// board, empty, and not a pawn's own first rank.
    pub fn knockback_candidates(&self, attacker: Square, defender: Square) -> Vec<usize> {
        let Some((color, role)) = self.board.piece_at(attacker) else {
            return vec![];
        };
        let (ax, ay) = (
            attacker.file() - defender.file(),
            attacker.rank() - defender.rank(),
        );
        (0..8)
            .filter(|&d| {
                let (dx, dy) = DIRECTIONS[d];
                dx * ax + dy * ay > 0
                    && attacker
                        .offset(dx, dy)
                        .is_some_and(|s| self.enterable(s, color, role))
            })
            .collect()
    }

    /// Whether a piece may be displaced onto `sq`: empty, not a pawn's own
    /// first rank (E1), not scorched against it (E9).
    pub(crate) fn enterable(&self, sq: Square, color: Color, role: Role) -> bool {
        self.board.piece_at(sq).is_none()
            && !(role == Role::Pawn && sq.rank() == color.first_rank())
            && !self.stops(sq, color, role)
    }

    /// Whether the blocked capture has an effect (E30, E42): Sturdy is used,
    /// or Bastion applies to a non-Air attacker with a knockback candidate.
    pub fn block_has_effect(&self, blocker: Blocker, attacker: Square, defender: Square) -> bool {
        let Some((att_color, _)) = self.board.piece_at(attacker) else {
            return false;
        };
        match blocker {
            Blocker::Sturdy => true,
            _ => {
                self.has(att_color.other(), Element::Earth)
                    && !self.has(att_color, Element::Air)
                    && !self.knockback_candidates(attacker, defender).is_empty()
            }
        }
    }

    /// Moves a piece and what it carries to an empty square, dropping
    /// castling rights it had (E47).
    pub(crate) fn relocate(&mut self, from: Square, to: Square) {
        if let Some((c, r)) = self.board.piece_at(from) {
            self.scorch_left(from, c, r);
        }
        self.shift(from, to);
    }

    /// Moves the piece on `from` to `to` without tagging `from`: a later
    /// leg of one displacement whose start was tagged (E68).
    pub(crate) fn shift(&mut self, from: Square, to: Square) {
        let Some((c, r)) = self.board.piece_at(from) else {
            return;
        };
        self.board.clear(from);
        self.board.put(to, c, r);
        self.info[to.index()] = self.info[from.index()];
        self.info[to.index()].moved = true;
        self.info[from.index()] = PieceInfo::default();
        self.board.touch_castling(from);
        self.board.touch_castling(to);
    }

    /// Numbers the pieces 1, 2, … in square order, then the missing ones in
    /// the order they left: the numbering a stored text without numbers
    /// stands for.
    pub(crate) fn renumber(&mut self) {
        let mut map = [0u8; 256];
        let mut n = 0u8;
        for sq in Bits(self.board.occupied()) {
            let old = self.info[sq].id as usize;
            // Schrödinger's copies share their number (E37).
            if old != 0 && map[old] != 0 {
                self.info[sq].id = map[old];
                continue;
            }
            n += 1;
            map[old] = n;
            self.info[sq].id = n;
        }
        for list in &mut self.missing {
            for m in list.iter_mut().flatten() {
                n += 1;
                map[m.info.id as usize] = n;
                m.info.id = n;
            }
        }
        // Marks follow their pieces (E24).
        for m in self.marks.iter_mut().flatten() {
            m.id = map[m.id as usize];
            let mut group = 0u64;
            for old in Bits(m.group) {
                let new = map[old];
                if new != 0 && new < 64 {
                    group |= 1u64 << new;
                }
            }
            m.group = group;
        }
    }

    /// Whether the pieces are numbered 1, 2, … in square order, then the
    /// missing ones: what a stored text without numbers stands for.
    pub(crate) fn numbered_plainly(&self) -> bool {
        let mut n = 0u8;
        for sq in Bits(self.board.occupied()) {
            n += 1;
            if self.info[sq].id != n {
                return false;
            }
        }
        for c in Color::BOTH {
            for m in self.missing(c) {
                n += 1;
                if m.info.id != n {
                    return false;
                }
            }
        }
        true
    }

    /// The other square of a Schrödinger piece on `sq` (E37), if it has one.
    pub fn twin(&self, sq: Square) -> Option<Square> {
        let id = self.info[sq.index()].id;
        if id == 0 || self.board.piece_at(sq).is_none() {
            return None;
        }
        Bits(self.board.occupied())
            .map(|s| Square::from_index(s as u8))
            .find(|s| *s != sq && self.info[s.index()].id == id)
    }

    /// Takes a piece off the board for good or until a Resurrection (E35):
    /// it joins its side's missing pieces as it left, without its lock.
    pub(crate) fn take_off(&mut self, sq: Square) {
        if let Some((c, role)) = self.board.piece_at(sq) {
            let info = PieceInfo {
                locked: 0,
                ..self.info[sq.index()]
            };
            // E37: taking either copy takes both, as one piece.
            if let Some(t) = self.twin(sq) {
                self.remove(t);
            }
            self.push_missing(c, Missing { role, info });
            self.fizzle(info.id);
        }
        self.remove(sq);
    }

    /// Takes a piece off the board.
    pub(crate) fn remove(&mut self, sq: Square) {
        self.board.clear(sq);
        self.info[sq.index()] = PieceInfo::default();
        self.board.touch_castling(sq);
    }

    /// Swaps two pieces (Quantum Step, E27).
    pub(crate) fn swap(&mut self, a: Square, b: Square) {
        let (Some((ca, ra)), Some((cb, rb))) = (self.board.piece_at(a), self.board.piece_at(b))
        else {
            return;
        };
        self.scorch_left(a, ca, ra);
        self.scorch_left(b, cb, rb);
        self.board.clear(a);
        self.board.clear(b);
        self.board.put(b, ca, ra);
        self.board.put(a, cb, rb);
        self.info.swap(a.index(), b.index());
        self.info[a.index()].moved = true;
        self.info[b.index()].moved = true;
        for sq in [a, b] {
            self.board.touch_castling(sq);
        }
    }

    /// Promotes a pawn that stands on its last rank to a queen (E50: by
    /// displacement); whether it did.
    pub(crate) fn promote_displaced(&mut self, sq: Square) -> bool {
        match self.board.piece_at(sq) {
            Some((c, Role::Pawn)) if sq.rank() == c.last_rank() => {
                self.board.clear(sq);
                self.board.put(sq, c, Role::Queen);
                true
            }
            _ => false,
        }
    }

    /// What identifies the position for repetition (E1, E67): placement,
    /// side, castling and en passant rights, facings, once-per-game flags
    /// and locks with their remaining turns.
    pub fn key(&self) -> u64 {
        let b = &self.board;
        let mut h = Fnv::default();
        for c in Color::BOTH {
            h.write(b.side(c));
        }
        for r in Role::ALL {
            h.write(b.role(r));
        }
        h.write(b.turn() as u64);
        h.write(b.castling() as u64);
        h.write(self.ep_capturable().map_or(64, |s| s.index() as u64));
        for sq in Bits(b.occupied()) {
            let i = self.info[sq];
            let pawn_fresh = b.role(Role::Pawn) & (1 << sq) != 0 && !i.moved;
            h.write(
                sq as u64
                    | (i.facing.map_or(0, |f| f as u64 + 1) << 8)
                    | ((i.sturdy_used as u64) << 12)
                    | ((pawn_fresh as u64) << 13)
                    | ((i.lock_used as u64) << 14)
                    | ((i.locked as u64) << 15)
                    | ((i.do_over_used as u64) << 18)
                    | ((i.laughed as u64) << 19),
            );
        }
        for m in self.marks.iter().flatten() {
            h.write((2 << 40) | m.id as u64 | (m.turns as u64) << 8 | (m.alone as u64) << 12);
            h.write(m.group);
        }
        for sq in Bits(self.tagged) {
            if let Some(t) = self.tags[sq] {
                h.write(
                    (1 << 40)
                        | sq as u64
                        | (t.owner as u64) << 8
                        | (t.rank as u64) << 12
                        | (t.turns as u64) << 16,
                );
            }
        }
        h.0
    }

    /// The en passant square if a pawn of the side to move could capture
    /// there (the right that counts for repetition).
    fn ep_capturable(&self) -> Option<Square> {
        let ep = self.board.ep_square()?;
        let us = self.turn();
        let pawns = self.board.pieces(us, Role::Pawn);
        (crate::bitboard::PAWN[us.other().index()][ep.index()] & pawns != 0).then_some(ep)
    }
}

/// Whether `origin` lies in the cone of a Block Piece on `defender` facing
/// `facing` (E25): 90° (|sideways| ≤ forward), or 180° with Bastion.
pub fn in_cone(defender: Square, facing: Facing, origin: Square, wide: bool) -> bool {
    let (fx, fy) = facing.delta();
    let (rx, ry) = (
        origin.file() - defender.file(),
        origin.rank() - defender.rank(),
    );
    let forward = rx * fx + ry * fy;
    let sideways = (rx * fy - ry * fx).abs();
    forward >= 1 && (wide || sideways <= forward)
}

/// FNV-1a over 64-bit words.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn write(&mut self, word: u64) {
        for byte in word.to_le_bytes() {
            self.0 ^= byte as u64;
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}
