//! The game state: pieces, claims, witch movesets, offers, side to move.
//!
//! A [`Setup`] is plain data that may break the rules; [`Position`] is only
//! made from one by [`Position::from_setup`], which says what is wrong, or by
//! playing legal turns.

use crate::attacks;
use crate::bitboard::Bitboard;
use crate::piece::{Kind, KindSet, Piece, Side};
use crate::square::{SQUARES, Square};

/// Unchecked game state; turn it into a [`Position`] with [`Position::from_setup`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// What stands on each square, indexed by [`Square::index`].
    pub board: [Option<Piece>; SQUARES],
    /// For each side (by [`Side::index`]), the square of the enemy piece its puppeteer holds (M4, M22).
    pub held: [Option<Square>; 2],
    /// For each side, the moveset its witch has inherited (M8, M33).
    pub witch_moveset: [Option<Kind>; 2],
    /// For each side, the inheritance offers pending for its witch (M31, M32).
    pub offers: [KindSet; 2],
    /// For each side, the pending offer that is forced (M34), if any; it is also in `offers`.
    pub forced_offer: [Option<Kind>; 2],
    /// For each side, whether its one forced offer of the game has been made (M34).
    pub forced_spent: [bool; 2],
    /// Whose turn it is.
    pub to_move: Side,
    /// Number of the turn about to be played, from 1 (Ember's first turn).
    pub turn: u32,
}

impl Setup {
    /// An empty board with `to_move` to play turn 1 (Ember) or 2 (Frost):
    /// a start for building positions piece by piece.
    pub fn empty(to_move: Side) -> Setup {
        Setup {
            board: [None; SQUARES],
            held: [None; 2],
            witch_moveset: [None; 2],
            offers: [KindSet::EMPTY; 2],
            forced_offer: [None; 2],
            forced_spent: [false; 2],
            to_move,
            turn: if to_move == Side::Ember { 1 } else { 2 },
        }
    }
}

/// What is wrong with a [`Setup`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A side has two generals, puppeteers or witches.
    #[error("{side} has more than one {kind}")]
    DuplicateLeader {
        /// The side.
        side: Side,
        /// The leadership kind.
        kind: Kind,
    },
    /// A scout stands on its far rank without having been promoted (M36).
    #[error("the scout on {0} stands on its far rank and should have been promoted")]
    UnpromotedScout(Square),
    /// A claim names a square without an enemy-owned piece.
    #[error("{side} holds {square}, but no piece of {other} stands there", other = side.other())]
    HeldNotEnemy {
        /// The claiming side.
        side: Side,
        /// The held square.
        square: Square,
    },
    /// A claim exists without a free puppeteer of the claiming side.
    #[error("{0} holds a piece but has no free puppeteer on the board")]
    HeldWithoutPuppeteer(Side),
    /// A claim whose line of sight is broken (M27 would have released it).
    #[error("{side}'s puppeteer cannot see the piece it holds on {square}")]
    HeldOutOfSight {
        /// The claiming side.
        side: Side,
        /// The held square.
        square: Square,
    },
    /// A witch moveset or offer of the witch kind.
    #[error("a witch cannot inherit the witch's moveset")]
    WitchMoveset,
    /// Offers pending for a side whose witch is gone (M31).
    #[error("{0} has inheritance offers but no witch on the board")]
    OffersWithoutWitch(Side),
    /// A forced offer that is not pending, not a leadership kind, or not marked spent.
    #[error(
        "{0}'s forced offer must be a pending general or puppeteer offer, and mark the forced offer spent"
    )]
    BadForcedOffer(Side),
    /// The turn number is 0.
    #[error("turn numbers start at 1")]
    ZeroTurn,
    /// The turn number does not match the side to move (Ember plays odd turns).
    #[error("turn {turn} belongs to {}, not {to_move}", if turn % 2 == 1 { Side::Ember } else { Side::Frost })]
    TurnParity {
        /// The turn number.
        turn: u32,
        /// The side said to move.
        to_move: Side,
    },
}

/// A legal game state (M1–M40). Cheap to copy.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// One byte per square: 0 if empty, else `1 + kind index * 2 + owner index`.
    pub(crate) squares: [u8; SQUARES],
    pub(crate) owned: [Bitboard; 2],
    pub(crate) kinds: [Bitboard; 9],
    pub(crate) held: [Option<Square>; 2],
    pub(crate) witch_moveset: [Option<Kind>; 2],
    pub(crate) offers: [KindSet; 2],
    pub(crate) forced_offer: [Option<Kind>; 2],
    pub(crate) forced_spent: [bool; 2],
    pub(crate) to_move: Side,
    pub(crate) turn: u32,
}

impl Default for Position {
    fn default() -> Position {
        Position::start()
    }
}

impl Position {
    /// The starting array (M3).
    pub fn start() -> Position {
        use Kind::*;
        let back = [
            Sentinel, Horseman, Archer, Dragon, General, Puppeteer, Witch, Archer, Horseman,
            Sentinel,
        ];
        let front = [
            Scout, Scout, Scout, Cardinal, Scout, Scout, Cardinal, Scout, Scout, Scout,
        ];
        let mut board = [None; SQUARES];
        for file in 0..10u8 {
            for (rank, kinds) in [(0u8, &back), (1, &front)] {
                let ember = Square::new(file, rank).expect("on board");
                board[ember.index()] = Some(Piece::new(kinds[file as usize], Side::Ember));
                board[ember.mirrored().index()] =
                    Some(Piece::new(kinds[file as usize], Side::Frost));
            }
        }
        let setup = Setup {
            board,
            ..Setup::empty(Side::Ember)
        };
        Position::from_setup(setup).expect("the starting array is legal")
    }

    /// Checks a [`Setup`] and builds the position, or says what is wrong.
    pub fn from_setup(setup: Setup) -> Result<Position, SetupError> {
        let mut pos = Position {
            squares: [0; SQUARES],
            owned: [Bitboard::EMPTY; 2],
            kinds: [Bitboard::EMPTY; 9],
            held: setup.held,
            witch_moveset: setup.witch_moveset,
            offers: setup.offers,
            forced_offer: setup.forced_offer,
            forced_spent: setup.forced_spent,
            to_move: setup.to_move,
            turn: setup.turn,
        };
        for sq in Square::all() {
            if let Some(p) = setup.board[sq.index()] {
                pos.put(sq, p);
                if p.kind == Kind::Scout && sq.rank() == p.owner.other().home_rank() {
                    return Err(SetupError::UnpromotedScout(sq));
                }
            }
        }
        if pos.turn == 0 {
            return Err(SetupError::ZeroTurn);
        }
        let ember_turn = pos.turn % 2 == 1;
        if ember_turn != (pos.to_move == Side::Ember) {
            return Err(SetupError::TurnParity {
                turn: pos.turn,
                to_move: pos.to_move,
            });
        }
        for side in Side::ALL {
            let s = side.index();
            for kind in [Kind::General, Kind::Puppeteer, Kind::Witch] {
                if pos.of(side, kind).count() > 1 {
                    return Err(SetupError::DuplicateLeader { side, kind });
                }
            }
            if pos.witch_moveset[s] == Some(Kind::Witch) || pos.offers[s].contains(Kind::Witch) {
                return Err(SetupError::WitchMoveset);
            }
            if !pos.offers[s].is_empty() && pos.of(side, Kind::Witch).is_empty() {
                return Err(SetupError::OffersWithoutWitch(side));
            }
            if let Some(k) = pos.forced_offer[s]
                && (!matches!(k, Kind::General | Kind::Puppeteer)
                    || !pos.offers[s].contains(k)
                    || !pos.forced_spent[s])
            {
                return Err(SetupError::BadForcedOffer(side));
            }
        }
        for side in Side::ALL {
            let Some(target) = pos.held[side.index()] else {
                continue;
            };
            if pos.piece_at(target).map(|p| p.owner) != Some(side.other()) {
                return Err(SetupError::HeldNotEnemy {
                    side,
                    square: target,
                });
            }
            let Some(pup) = pos.free_puppeteer(side) else {
                return Err(SetupError::HeldWithoutPuppeteer(side));
            };
            if !attacks::first_in_sight(pup, pos.occupied()).contains(target) {
                return Err(SetupError::HeldOutOfSight {
                    side,
                    square: target,
                });
            }
        }
        Ok(pos)
    }

    /// The plain data of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: std::array::from_fn(|i| Square::from_index(i).and_then(|sq| self.piece_at(sq))),
            held: self.held,
            witch_moveset: self.witch_moveset,
            offers: self.offers,
            forced_offer: self.forced_offer,
            forced_spent: self.forced_spent,
            to_move: self.to_move,
            turn: self.turn,
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        match self.squares[sq.index()] {
            0 => None,
            code => {
                let code = code - 1;
                let owner = if code & 1 == 0 {
                    Side::Ember
                } else {
                    Side::Frost
                };
                Some(Piece::new(Kind::ALL[(code >> 1) as usize], owner))
            }
        }
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Number of the turn about to be played (1 = Ember's first).
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The winner, once one side's three leaders have all fallen (M37).
    ///
    /// A win is checked after every turn, so the side to move having lost
    /// every leader means the other side won.
    pub fn winner(&self) -> Option<Side> {
        self.leaders_fallen(self.to_move)
            .then(|| self.to_move.other())
    }

    /// Whether all three of `side`'s leaders are captured or claimed (M26, M37).
    pub fn leaders_fallen(&self, side: Side) -> bool {
        let standing = self.owned[side.index()]
            & (self.kinds[Kind::General.index()]
                | self.kinds[Kind::Puppeteer.index()]
                | self.kinds[Kind::Witch.index()])
            & !self.held_board(side.other());
        standing.is_empty()
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.owned[0] | self.owned[1]
    }

    /// The squares of pieces `side` owns.
    #[inline]
    pub fn owned_by(&self, side: Side) -> Bitboard {
        self.owned[side.index()]
    }

    /// The squares of pieces of `kind` owned by `side`.
    #[inline]
    pub fn of(&self, side: Side, kind: Kind) -> Bitboard {
        self.owned[side.index()] & self.kinds[kind.index()]
    }

    /// The square of the enemy piece `side`'s puppeteer holds (M22).
    #[inline]
    pub fn held_by(&self, side: Side) -> Option<Square> {
        self.held[side.index()]
    }

    #[inline]
    pub(crate) fn held_board(&self, side: Side) -> Bitboard {
        match self.held[side.index()] {
            Some(sq) => Bitboard::from_square(sq),
            None => Bitboard::EMPTY,
        }
    }

    /// The side holding the piece on `sq` by a claim, if any (M4).
    pub fn claimer(&self, sq: Square) -> Option<Side> {
        Side::ALL
            .into_iter()
            .find(|s| self.held[s.index()] == Some(sq))
    }

    /// The side that may move the piece on `sq`: its claimer, else its owner (M4).
    pub fn controller(&self, sq: Square) -> Option<Side> {
        let piece = self.piece_at(sq)?;
        Some(self.claimer(sq).unwrap_or(piece.owner))
    }

    /// The squares of the pieces `side` controls (M4).
    #[inline]
    pub fn controlled(&self, side: Side) -> Bitboard {
        (self.owned[side.index()] & !self.held_board(side.other())) | self.held_board(side)
    }

    /// `side`'s puppeteer, if it is on the board and not claimed (so it can claim, M21).
    #[inline]
    pub fn free_puppeteer(&self, side: Side) -> Option<Square> {
        let sq = self.of(side, Kind::Puppeteer).first()?;
        (self.held[side.other().index()] != Some(sq)).then_some(sq)
    }

    /// The moveset `side`'s witch has inherited, if any (M8, M33).
    pub fn witch_moveset(&self, side: Side) -> Option<Kind> {
        self.witch_moveset[side.index()]
    }

    /// The inheritance offers pending for `side`'s witch (M31, M32).
    pub fn offers(&self, side: Side) -> KindSet {
        self.offers[side.index()]
    }

    /// The pending offer `side`'s witch must accept (M34), if any.
    pub fn forced_offer(&self, side: Side) -> Option<Kind> {
        self.forced_offer[side.index()]
    }

    /// Whether `side`'s one forced offer of the game has been made (M34).
    pub fn forced_spent(&self, side: Side) -> bool {
        self.forced_spent[side.index()]
    }

    /// Every protected square: the squares around every cardinal of either side (M16–M18).
    #[inline]
    pub fn protected(&self) -> Bitboard {
        let mut aura = Bitboard::EMPTY;
        for c in self.kinds[Kind::Cardinal.index()] {
            aura |= attacks::neighbours(c);
        }
        aura
    }

    /// A cardinal whose aura covers `sq`, if any.
    pub fn protector(&self, sq: Square) -> Option<Square> {
        (attacks::neighbours(sq) & self.kinds[Kind::Cardinal.index()]).first()
    }

    /// How the piece on `sq` moves: its kind, or for a witch her moveset (M8).
    #[inline]
    pub(crate) fn moves_as(&self, piece: Piece) -> Option<Kind> {
        match piece.kind {
            Kind::Witch => self.witch_moveset[piece.owner.index()],
            kind => Some(kind),
        }
    }

    /// Pieces on the board for each owner, by kind: `[side][kind]`.
    pub fn piece_counts(&self) -> [[u32; 9]; 2] {
        let mut counts = [[0; 9]; 2];
        for side in Side::ALL {
            for kind in Kind::ALL {
                counts[side.index()][kind.index()] = self.of(side, kind).count();
            }
        }
        counts
    }

    /// The mailbox byte of `piece` (0 is an empty square).
    #[inline]
    pub(crate) fn code(piece: Piece) -> u8 {
        1 + (piece.kind.index() as u8) * 2 + piece.owner.index() as u8
    }

    pub(crate) fn put(&mut self, sq: Square, piece: Piece) {
        self.squares[sq.index()] = Position::code(piece);
        self.owned[piece.owner.index()].insert(sq);
        self.kinds[piece.kind.index()].insert(sq);
    }
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", crate::notation::format_position(self))
    }
}
