//! The game state: pieces, side to move, the infiltrators, whether any
//! check has happened and a commander's pending recapture.
//!
//! A [`Setup`] is plain data that may break the rules; a [`Position`] is only
//! made from one by [`Position::from_setup`], which says what is wrong, or by
//! picking and playing legal actions.

use crate::geometry::adjacent;
use crate::piece::{Kind, Piece, Side};
use crate::square::{SQUARES, Square};

/// A player's infiltrator (R13, R14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Infiltrator {
    /// Not picked yet: play cannot start (R13).
    Unpicked,
    /// Picked and secret: the enemy piece now on this square.
    Hidden(Square),
    /// Revealed: it changed side (R14).
    Revealed,
    /// Captured before its reveal (R14).
    Lost,
}

/// Unchecked game state; turn it into a [`Position`] with [`Position::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// What stands on each square, indexed by [`Square::index`].
    pub board: [Option<Piece>; SQUARES],
    /// Whose turn it is.
    pub to_move: Side,
    /// Number of the turn about to be played, from 1 (White plays odd turns).
    pub turn: u32,
    /// Whether any player has checked the other yet (R12).
    pub checked: bool,
    /// Each side's infiltrator, by [`Side::index`].
    pub infiltrators: [Infiltrator; 2],
    /// The square where the side to move's commander may recapture (R7).
    pub recapture: Option<Square>,
}

impl Setup {
    /// An empty board with `to_move` to play turn 1 (White) or 2 (Black),
    /// no check yet, and both infiltrators lost (so play can start at once).
    pub fn empty(to_move: Side) -> Setup {
        Setup {
            board: [None; SQUARES],
            to_move,
            turn: if to_move == Side::White { 1 } else { 2 },
            checked: false,
            infiltrators: [Infiltrator::Lost; 2],
            recapture: None,
        }
    }
}

/// What is wrong with a [`Setup`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A side has two kings.
    #[error("{0} has more than one king")]
    TwoKings(Side),
    /// Neither side has a king.
    #[error("both kings are gone")]
    NoKings,
    /// A pawn stands on its last rank unpromoted (R6).
    #[error("the pawn on {0} stands on its last rank and should have been promoted")]
    UnpromotedPawn(Square),
    /// A piece other than a pawn is marked as moved.
    #[error("only pawns record whether they have moved, but the piece on {0} is marked")]
    MovedMark(Square),
    /// A hidden infiltrator's square does not hold an enemy piece other than the king.
    #[error("{side}'s infiltrator on {square} must be a piece of {} other than the king", side.other())]
    BadInfiltrator {
        /// The side that picked it.
        side: Side,
        /// Its square.
        square: Square,
    },
    /// A pick was made while play is under way, or the picks are pending after turn 1.
    #[error("{0} has not picked an infiltrator, but play has started")]
    LatePick(Side),
    /// A recapture square that no commander of the side to move can use (R7).
    #[error("no commander of the side to move stands next to an enemy piece on {0}")]
    BadRecapture(Square),
    /// The turn number is 0.
    #[error("turn numbers start at 1")]
    ZeroTurn,
    /// The turn number does not match the side to move (White plays odd turns).
    #[error("turn {turn} belongs to {}, not {to_move}", if turn % 2 == 1 { Side::White } else { Side::Black })]
    TurnParity {
        /// The turn number.
        turn: u32,
        /// The side said to move.
        to_move: Side,
    },
}

/// A legal game state (R1–R15). Cheap to copy.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// One byte per square: 0 if empty, else [`Position::code`].
    pub(crate) squares: [u8; SQUARES],
    /// Squares of each side's pieces, bit `index`.
    pub(crate) occupied: [u128; 2],
    /// Each side's king square, or `None` once captured.
    pub(crate) kings: [Option<Square>; 2],
    pub(crate) to_move: Side,
    pub(crate) turn: u32,
    pub(crate) checked: bool,
    pub(crate) infiltrators: [Infiltrator; 2],
    pub(crate) recapture: Option<Square>,
}

/// The kind bits of a square code.
const KIND_BITS: u8 = 0x0f;
/// The side bit of a square code (set for Black).
const BLACK_BIT: u8 = 0x10;
/// The moved bit of a square code (pawns only).
const MOVED_BIT: u8 = 0x20;

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The byte stored for a piece.
    #[inline(always)]
    pub(crate) const fn code(p: Piece) -> u8 {
        (p.kind as u8 + 1)
            | if matches!(p.side, Side::Black) {
                BLACK_BIT
            } else {
                0
            }
            | if p.moved { MOVED_BIT } else { 0 }
    }

    /// The piece for a non-zero code.
    #[inline(always)]
    pub(crate) const fn decode(code: u8) -> Piece {
        Piece {
            kind: Kind::ALL[((code & KIND_BITS) - 1) as usize],
            side: if code & BLACK_BIT != 0 {
                Side::Black
            } else {
                Side::White
            },
            moved: code & MOVED_BIT != 0,
        }
    }

    /// The kind of a non-zero code.
    #[inline(always)]
    pub(crate) const fn code_kind(code: u8) -> Kind {
        Kind::ALL[((code & KIND_BITS) - 1) as usize]
    }

    /// The side of a non-zero code.
    #[inline(always)]
    pub(crate) const fn code_side(code: u8) -> Side {
        if code & BLACK_BIT != 0 {
            Side::Black
        } else {
            Side::White
        }
    }

    /// Whether a code says "moved".
    #[inline(always)]
    pub(crate) const fn code_moved(code: u8) -> bool {
        code & MOVED_BIT != 0
    }

    /// The starting array (R3), before the infiltrators are picked (R13).
    pub fn start() -> Position {
        use Kind::*;
        let back = [
            Tower, Hussar, Bishop, Scout, Queen, King, Scout, Bishop, Hussar, Tower,
        ];
        let front = [
            Pawn, Jumper, Pawn, Pawn, Commander, Commander, Pawn, Pawn, Jumper, Pawn,
        ];
        let mut board = [None; SQUARES];
        for file in 0..10u8 {
            for (rank, kinds) in [(0u8, &back), (1, &front)] {
                let white = Square::new(file, rank).expect("on board");
                let kind = kinds[file as usize];
                board[white.index()] = Some(Piece::new(kind, Side::White));
                board[white.mirrored().index()] = Some(Piece::new(kind, Side::Black));
            }
        }
        let setup = Setup {
            board,
            infiltrators: [Infiltrator::Unpicked; 2],
            ..Setup::empty(Side::White)
        };
        Position::from_setup(setup).expect("the starting array is legal")
    }

    /// Checks a [`Setup`] and builds the position, or says what is wrong.
    pub fn from_setup(setup: Setup) -> Result<Position, SetupError> {
        let mut pos = Position {
            squares: [0; SQUARES],
            occupied: [0; 2],
            kings: [None; 2],
            to_move: setup.to_move,
            turn: setup.turn,
            checked: setup.checked,
            infiltrators: setup.infiltrators,
            recapture: setup.recapture,
        };
        for sq in Square::all() {
            let Some(p) = setup.board[sq.index()] else {
                continue;
            };
            if p.moved && !p.kind.is_pawn() {
                return Err(SetupError::MovedMark(sq));
            }
            if p.kind.is_pawn() && sq.rank() == p.side.last_rank() {
                return Err(SetupError::UnpromotedPawn(sq));
            }
            if p.kind == Kind::King {
                if pos.kings[p.side.index()].is_some() {
                    return Err(SetupError::TwoKings(p.side));
                }
                pos.kings[p.side.index()] = Some(sq);
            }
            pos.put(sq, p);
        }
        if pos.kings == [None, None] {
            return Err(SetupError::NoKings);
        }
        if pos.turn == 0 {
            return Err(SetupError::ZeroTurn);
        }
        if (pos.turn % 2 == 1) != (pos.to_move == Side::White) {
            return Err(SetupError::TurnParity {
                turn: pos.turn,
                to_move: pos.to_move,
            });
        }
        for side in Side::ALL {
            match pos.infiltrators[side.index()] {
                Infiltrator::Hidden(square) => {
                    let ok = pos
                        .piece_at(square)
                        .is_some_and(|p| p.side == side.other() && p.kind != Kind::King);
                    if !ok {
                        return Err(SetupError::BadInfiltrator { side, square });
                    }
                }
                Infiltrator::Unpicked if pos.turn > 1 => return Err(SetupError::LatePick(side)),
                _ => {}
            }
        }
        if let Some(sq) = pos.recapture {
            let us = pos.to_move;
            let enemy_there = pos.piece_at(sq).is_some_and(|p| p.side != us);
            if !enemy_there || pos.recapturers(sq).next().is_none() {
                return Err(SetupError::BadRecapture(sq));
            }
        }
        Ok(pos)
    }

    /// The position as a [`Setup`] (for editing, or to build a variant).
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; SQUARES];
        for sq in Square::all() {
            board[sq.index()] = self.piece_at(sq);
        }
        Setup {
            board,
            to_move: self.to_move,
            turn: self.turn,
            checked: self.checked,
            infiltrators: self.infiltrators,
            recapture: self.recapture,
        }
    }

    #[inline(always)]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        self.squares[sq.index()] = Position::code(p);
        self.occupied[p.side.index()] |= 1u128 << sq.index();
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        match self.squares[sq.index()] {
            0 => None,
            c => Some(Position::decode(c)),
        }
    }

    /// The squares of `side`'s pieces, `a1` first.
    pub fn pieces(&self, side: Side) -> impl Iterator<Item = Square> + '_ {
        bits(self.occupied[side.index()])
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Number of the turn about to be played, from 1.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Whether any player has checked the other yet (R12): reveals are allowed from then on (R14).
    pub fn check_happened(&self) -> bool {
        self.checked
    }

    /// `side`'s infiltrator. Secret: show it only to `side` while hidden.
    pub fn infiltrator(&self, side: Side) -> Infiltrator {
        self.infiltrators[side.index()]
    }

    /// Whether both players have picked, so play can start (R13).
    pub fn picks_done(&self) -> bool {
        !self.infiltrators.contains(&Infiltrator::Unpicked)
    }

    /// The square where the side to move's commander may recapture this turn (R7).
    pub fn recapture(&self) -> Option<Square> {
        self.recapture
    }

    /// `side`'s king square, if its king is on the board.
    pub fn king(&self, side: Side) -> Option<Square> {
        self.kings[side.index()]
    }

    /// The winner, once a king has been captured (R15).
    pub fn winner(&self) -> Option<Side> {
        match self.kings {
            [Some(_), None] => Some(Side::White),
            [None, Some(_)] => Some(Side::Black),
            _ => None,
        }
    }

    /// The commanders of the side to move that stand next to `sq`.
    pub(crate) fn recapturers(&self, sq: Square) -> impl Iterator<Item = Square> + '_ {
        let us = self.to_move;
        self.pieces(us).filter(move |&c| {
            adjacent(c, sq) && self.piece_at(c).is_some_and(|p| p.kind == Kind::Commander)
        })
    }

    /// The same position with `side`'s infiltrator picked on `square` (R13).
    ///
    /// Both players pick before the first move, in any order; the pick must
    /// be an enemy piece other than the king, queen, towers and scouts.
    pub fn pick(&self, side: Side, square: Square) -> Result<Position, crate::PickError> {
        use crate::PickError;
        if self.infiltrators[side.index()] != Infiltrator::Unpicked {
            return Err(PickError::AlreadyPicked);
        }
        let Some(piece) = self.piece_at(square) else {
            return Err(PickError::Empty(square));
        };
        if piece.side == side {
            return Err(PickError::OwnPiece {
                square,
                kind: piece.kind,
            });
        }
        if !piece.kind.can_infiltrate() {
            return Err(PickError::Forbidden {
                square,
                kind: piece.kind,
            });
        }
        let mut next = *self;
        next.infiltrators[side.index()] = Infiltrator::Hidden(square);
        Ok(next)
    }

    /// The squares `side` may pick as its infiltrator now (R13); empty once picked.
    pub fn pick_choices(&self, side: Side) -> Vec<Square> {
        if self.infiltrators[side.index()] != Infiltrator::Unpicked {
            return vec![];
        }
        self.pieces(side.other())
            .filter(|&s| self.piece_at(s).is_some_and(|p| p.kind.can_infiltrate()))
            .collect()
    }
}

/// The set bits of `b`, lowest first, as squares.
pub(crate) fn bits(mut b: u128) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if b == 0 {
            return None;
        }
        let i = b.trailing_zeros() as usize;
        b &= b - 1;
        Square::from_index(i)
    })
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({self})")
    }
}
