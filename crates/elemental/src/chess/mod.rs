//! The chess core (E1): bitboard placement, FEN, fully legal move
//! generation with pins and checks, and copy-make. It knows no abilities;
//! with abilities off a game is exactly this, and [`Board::perft`] is
//! what the standard perft vectors test.

use crate::bitboard::{
    Bits, KING, KNIGHT, PAWN, RANK_1, between, bishop_attacks, line, rook_attacks,
};
use crate::square::{Color, Role, Square};
use std::fmt;

mod fen;

pub use fen::{FenError, START_FEN};

/// Castling-right bits: White king side, White queen side, Black king side, Black queen side.
pub(crate) const CASTLE_WK: u8 = 1;
pub(crate) const CASTLE_WQ: u8 = 2;
pub(crate) const CASTLE_BK: u8 = 4;
pub(crate) const CASTLE_BQ: u8 = 8;

/// The rights a piece leaving or arriving on a square takes away.
static CASTLE_MASK: [u8; 64] = {
    let mut m = [0u8; 64];
    m[0] = CASTLE_WQ;
    m[4] = CASTLE_WK | CASTLE_WQ;
    m[7] = CASTLE_WK;
    m[56] = CASTLE_BQ;
    m[60] = CASTLE_BK | CASTLE_BQ;
    m[63] = CASTLE_BK;
    m
};

/// One castling of one side: its right, the squares between king and rook
/// (they must be empty), the square the king crosses and where it lands.
#[derive(Clone, Copy)]
pub(crate) struct Castling {
    /// The castling-right bit.
    pub right: u8,
    /// Squares that must be empty.
    pub between: u64,
    /// The square the king passes over.
    pub cross: Square,
    /// The king's landing square.
    pub king_to: Square,
}

/// The king's start square of `c` and its two castlings (king side first).
pub(crate) fn castlings(c: Color) -> (Square, [Castling; 2]) {
    let (k, q, base) = match c {
        Color::White => (CASTLE_WK, CASTLE_WQ, 0u8),
        Color::Black => (CASTLE_BK, CASTLE_BQ, 56u8),
    };
    let at = |file: u8| Square::from_index(base + file);
    (
        at(4),
        [
            Castling {
                right: k,
                between: 0b0110_0000u64 << base,
                cross: at(5),
                king_to: at(6),
            },
            Castling {
                right: q,
                between: 0b0000_1110u64 << base,
                cross: at(3),
                king_to: at(2),
            },
        ],
    )
}

/// What kind of chess move a [`Move`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move or capture.
    Normal,
    /// A pawn's two-square first step.
    DoubleStep,
    /// An en passant capture (the captured pawn is beside `from`).
    EnPassant,
    /// Castling, written as the king's two-square move.
    Castle,
    /// A pawn arriving on its last rank, and what it becomes.
    Promotion(Role),
}

/// A chess move of the core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece starts.
    pub from: Square,
    /// Where it goes (the king's square for castling).
    pub to: Square,
    /// Its kind.
    pub kind: MoveKind,
}

impl Move {
    const NULL: Move = Move {
        from: Square::from_index(0),
        to: Square::from_index(0),
        kind: MoveKind::Normal,
    };
}

impl fmt::Display for Move {
    /// Long algebraic, like `e2e4`, `e7e8q`, `e1g1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let MoveKind::Promotion(role) = self.kind {
            write!(f, "{}", role.letter())?;
        }
        Ok(())
    }
}

/// A fixed-capacity list of moves (no chess position has more than 218).
pub struct MoveList {
    moves: [Move; 256],
    len: usize,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList {
            moves: [Move::NULL; 256],
            len: 0,
        }
    }
    /// How many moves.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The moves.
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

/// Where generated moves go: a list, or a counter for bulk perft.
trait Sink {
    fn push(&mut self, m: Move);
    /// Moves from `from` to every square of `targets` (plain moves).
    fn push_targets(&mut self, from: usize, targets: u64);
}

impl Sink for MoveList {
    #[inline]
    fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }
    #[inline]
    fn push_targets(&mut self, from: usize, targets: u64) {
        for to in Bits(targets) {
            self.push(Move {
                from: Square::from_index(from as u8),
                to: Square::from_index(to as u8),
                kind: MoveKind::Normal,
            });
        }
    }
}

/// Counts moves without storing them.
struct Counter(u64);

impl Sink for Counter {
    #[inline]
    fn push(&mut self, _m: Move) {
        self.0 += 1;
    }
    #[inline]
    fn push_targets(&mut self, _from: usize, targets: u64) {
        self.0 += targets.count_ones() as u64;
    }
}

/// Placement and chess state: who moves, castling rights, the en passant
/// square and the move counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    by_color: [u64; 2],
    by_role: [u64; 6],
    turn: Color,
    castling: u8,
    ep: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
}

impl Board {
    /// The standard starting position.
    pub fn start() -> Board {
        START_FEN.parse().expect("the start position parses")
    }

    /// An empty board, White to move, no rights (for building test positions).
    pub(crate) fn empty() -> Board {
        Board {
            by_color: [0; 2],
            by_role: [0; 6],
            turn: Color::White,
            castling: 0,
            ep: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// Who moves.
    pub fn turn(&self) -> Color {
        self.turn
    }
    /// Castling-right bits (see the FEN field).
    pub(crate) fn castling(&self) -> u8 {
        self.castling
    }
    /// The en passant target square, if the last move was a double step.
    pub fn ep_square(&self) -> Option<Square> {
        self.ep
    }
    /// Plies since the last capture, removal, Sturdy use or pawn movement (E1).
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    /// The move number, from 1, increased after Black moves.
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// The piece on a square.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<(Color, Role)> {
        let bit = sq.bit();
        let color = if self.by_color[0] & bit != 0 {
            Color::White
        } else if self.by_color[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        Some((color, self.role_at(sq)?))
    }
    /// The role on a square, if any.
    #[inline]
    pub(crate) fn role_at(&self, sq: Square) -> Option<Role> {
        let bit = sq.bit();
        if self.occupied() & bit == 0 {
            return None;
        }
        let r = &self.by_role;
        Some(if r[0] & bit != 0 {
            Role::Pawn
        } else if r[1] & bit != 0 {
            Role::Knight
        } else if r[2] & bit != 0 {
            Role::Bishop
        } else if r[3] & bit != 0 {
            Role::Rook
        } else if r[4] & bit != 0 {
            Role::Queen
        } else {
            Role::King
        })
    }
    /// How many pieces stand on the board.
    pub fn occupied_count(&self) -> u32 {
        self.occupied().count_ones()
    }
    /// Squares occupied by either side.
    #[inline]
    pub(crate) fn occupied(&self) -> u64 {
        self.by_color[0] | self.by_color[1]
    }
    /// Squares of one side's pieces.
    #[inline]
    pub(crate) fn side(&self, c: Color) -> u64 {
        self.by_color[c.index()]
    }
    /// Squares of one role, both sides.
    #[inline]
    pub(crate) fn role(&self, r: Role) -> u64 {
        self.by_role[r as usize]
    }
    /// One side's pieces of one role.
    #[inline]
    pub(crate) fn pieces(&self, c: Color, r: Role) -> u64 {
        self.by_color[c.index()] & self.by_role[r as usize]
    }
    /// The side's king square.
    #[inline]
    pub fn king(&self, c: Color) -> Option<Square> {
        let k = self.pieces(c, Role::King);
        (k != 0).then(|| Square::from_index(k.trailing_zeros() as u8))
    }

    /// Puts a piece on an empty square.
    #[inline]
    pub(crate) fn put(&mut self, sq: Square, c: Color, r: Role) {
        self.by_color[c.index()] |= sq.bit();
        self.by_role[r as usize] |= sq.bit();
    }
    /// Takes whatever stands on a square off the board.
    #[inline]
    pub(crate) fn clear(&mut self, sq: Square) {
        let keep = !sq.bit();
        for b in &mut self.by_color {
            *b &= keep;
        }
        for b in &mut self.by_role {
            *b &= keep;
        }
    }
    /// Drops castling rights tied to a square a piece left or reached.
    #[inline]
    pub(crate) fn touch_castling(&mut self, sq: Square) {
        self.castling &= !CASTLE_MASK[sq.index()];
    }
    /// Gives the move to `c` (Blinding, E64), counters unchanged.
    pub(crate) fn set_turn(&mut self, c: Color) {
        self.turn = c;
    }
    /// Sets the en passant square.
    pub(crate) fn set_ep(&mut self, ep: Option<Square>) {
        self.ep = ep;
    }
    /// Ends the ply: the other side moves; counters advance.
    pub(crate) fn pass_turn(&mut self, irreversible: bool) {
        self.halfmoves = if irreversible { 0 } else { self.halfmoves + 1 };
        if self.turn == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = self.turn.other();
    }

    /// Pieces of `by` that attack `sq` by plain chess rules, with `occ` blocking.
    #[inline]
    pub(crate) fn attackers(&self, sq: usize, by: Color, occ: u64) -> u64 {
        let them = self.by_color[by.index()];
        let diag = self.by_role[Role::Bishop as usize] | self.by_role[Role::Queen as usize];
        let orth = self.by_role[Role::Rook as usize] | self.by_role[Role::Queen as usize];
        them & ((PAWN[by.other().index()][sq] & self.by_role[0])
            | (KNIGHT[sq] & self.by_role[Role::Knight as usize])
            | (KING[sq] & self.by_role[Role::King as usize])
            | (bishop_attacks(sq, occ) & diag)
            | (rook_attacks(sq, occ) & orth))
    }

    /// Whether the side to move's king is attacked by plain chess rules.
    pub fn in_check(&self) -> bool {
        self.king(self.turn)
            .is_some_and(|k| self.attackers(k.index(), self.turn.other(), self.occupied()) != 0)
    }

    /// Every legal move of the side to move (E1, abilities off).
    pub fn legal_moves(&self, out: &mut MoveList) {
        self.generate(out);
    }

    /// How many legal moves the side to move has.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter(0);
        self.generate(&mut counter);
        counter.0
    }

    #[inline]
    fn generate<S: Sink>(&self, out: &mut S) {
        let us = self.turn;
        let them = us.other();
        let ours = self.side(us);
        let theirs = self.side(them);
        let occ = ours | theirs;
        let Some(king) = self.king(us) else { return };
        let ksq = king.index();
        let checkers = self.attackers(ksq, them, occ);

        // King moves: the king is taken off so it cannot hide behind itself.
        let occ_no_king = occ ^ king.bit();
        let mut king_targets = 0u64;
        for to in Bits(KING[ksq] & !ours) {
            if self.attackers(to, them, occ_no_king) == 0 {
                king_targets |= 1u64 << to;
            }
        }
        out.push_targets(ksq, king_targets);
        if checkers.count_ones() > 1 {
            return;
        }
        let target = if checkers == 0 {
            !ours
        } else {
            let c = checkers.trailing_zeros() as usize;
            between(ksq, c) | checkers
        };

        // Pinned pieces may move only along the line to their king.
        let mut pinned = 0u64;
        let diag = (self.role(Role::Bishop) | self.role(Role::Queen)) & theirs;
        let orth = (self.role(Role::Rook) | self.role(Role::Queen)) & theirs;
        let snipers = (bishop_attacks(ksq, theirs) & diag) | (rook_attacks(ksq, theirs) & orth);
        for s in Bits(snipers) {
            let b = between(ksq, s) & occ;
            if b.count_ones() == 1 {
                pinned |= b & ours;
            }
        }
        let allowed = |from: usize| -> u64 {
            if pinned & (1u64 << from) != 0 {
                line(ksq, from)
            } else {
                !0
            }
        };

        for from in Bits(self.pieces(us, Role::Knight) & !pinned) {
            out.push_targets(from, KNIGHT[from] & target);
        }
        for from in Bits(self.pieces(us, Role::Bishop) | self.pieces(us, Role::Queen)) {
            out.push_targets(from, bishop_attacks(from, occ) & target & allowed(from));
        }
        for from in Bits(self.pieces(us, Role::Rook) | self.pieces(us, Role::Queen)) {
            out.push_targets(from, rook_attacks(from, occ) & target & allowed(from));
        }

        // Pawns.
        let pawns = self.pieces(us, Role::Pawn);
        let (promo_rank, double_rank) = match us {
            Color::White => (RANK_1 << 56, RANK_1 << 16),
            Color::Black => (RANK_1, RANK_1 << 40),
        };
        let up = |b: u64| if us == Color::White { b << 8 } else { b >> 8 };
        let single = up(pawns) & !occ;
        let double = up(single & double_rank) & !occ;
        let back = |to: usize, n: i32| -> usize {
            if us == Color::White {
                (to as i32 - 8 * n) as usize
            } else {
                (to as i32 + 8 * n) as usize
            }
        };
        for to in Bits(single & target) {
            let from = back(to, 1);
            if allowed(from) & (1u64 << to) != 0 {
                self.push_pawn(out, from, to, promo_rank);
            }
        }
        for to in Bits(double & target) {
            let from = back(to, 2);
            if allowed(from) & (1u64 << to) != 0 {
                out.push(Move {
                    from: Square::from_index(from as u8),
                    to: Square::from_index(to as u8),
                    kind: MoveKind::DoubleStep,
                });
            }
        }
        for from in Bits(pawns) {
            let caps = PAWN[us.index()][from] & theirs & target & allowed(from);
            for to in Bits(caps) {
                self.push_pawn(out, from, to, promo_rank);
            }
        }
        if let Some(ep) = self.ep {
            let captured = back(ep.index(), 1);
            for from in Bits(PAWN[them.index()][ep.index()] & pawns) {
                // Rare: test the resulting position directly.
                let occ2 = (occ ^ (1u64 << from) ^ (1u64 << captured)) | ep.bit();
                let attackers = self.attackers(ksq, them, occ2) & !(1u64 << captured);
                if attackers == 0 {
                    out.push(Move {
                        from: Square::from_index(from as u8),
                        to: ep,
                        kind: MoveKind::EnPassant,
                    });
                }
            }
        }

        // Castling.
        if checkers == 0 {
            for c in castlings(us).1 {
                if self.castling & c.right != 0
                    && occ & c.between == 0
                    && self.attackers(c.cross.index(), them, occ) == 0
                    && self.attackers(c.king_to.index(), them, occ) == 0
                {
                    out.push(Move {
                        from: king,
                        to: c.king_to,
                        kind: MoveKind::Castle,
                    });
                }
            }
        }
    }

    #[inline]
    fn push_pawn<S: Sink>(&self, out: &mut S, from: usize, to: usize, promo_rank: u64) {
        let (from, to_sq) = (Square::from_index(from as u8), Square::from_index(to as u8));
        if promo_rank & (1u64 << to) != 0 {
            for role in Role::PROMOTIONS {
                out.push(Move {
                    from,
                    to: to_sq,
                    kind: MoveKind::Promotion(role),
                });
            }
        } else {
            out.push(Move {
                from,
                to: to_sq,
                kind: MoveKind::Normal,
            });
        }
    }

    /// The position after a legal move (copy-make).
    pub fn play(&self, m: Move) -> Board {
        let mut b = *self;
        let us = self.turn;
        let role = self
            .role_at(m.from)
            .expect("a legal move starts on a piece");
        let captured = self.occupied() & m.to.bit() != 0 || m.kind == MoveKind::EnPassant;
        b.clear(m.from);
        if captured {
            b.clear(m.to);
        }
        b.ep = None;
        match m.kind {
            MoveKind::Normal => b.put(m.to, us, role),
            MoveKind::DoubleStep => {
                b.put(m.to, us, role);
                b.ep = m.from.offset(0, us.forward());
            }
            MoveKind::EnPassant => {
                b.put(m.to, us, Role::Pawn);
                b.clear(Square::new(m.to.file(), m.from.rank()).expect("on the board"));
            }
            MoveKind::Promotion(r) => b.put(m.to, us, r),
            MoveKind::Castle => {
                b.put(m.to, us, Role::King);
                let (rook_from, rook_to) = castle_rook(m.to);
                b.clear(rook_from);
                b.put(rook_to, us, Role::Rook);
            }
        }
        b.touch_castling(m.from);
        b.touch_castling(m.to);
        b.pass_turn(captured || role == Role::Pawn);
        b
    }

    /// Counts the leaves of the legal move tree `depth` plies deep (the
    /// last ply counted in bulk, not played).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if depth == 1 {
            return self.count_legal_moves();
        }
        let mut moves = MoveList::new();
        self.legal_moves(&mut moves);
        moves
            .as_slice()
            .iter()
            .map(|m| self.play(*m).perft(depth - 1))
            .sum()
    }
}

/// The rook's squares for the castling whose king lands on `king_to`.
pub(crate) fn castle_rook(king_to: Square) -> (Square, Square) {
    let base = king_to.index() as u8 & 56;
    if king_to.file() == 6 {
        (Square::from_index(base + 7), Square::from_index(base + 5))
    } else {
        (Square::from_index(base), Square::from_index(base + 3))
    }
}
