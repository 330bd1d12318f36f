//! FEN in and out for the chess core: the placement, side to move,
//! castling rights, en passant square and counters, read with a refusal
//! that says what is wrong, and written back canonically.

use super::{Board, CASTLE_BK, CASTLE_BQ, CASTLE_WK, CASTLE_WQ};
use crate::bitboard::RANK_1;
use crate::square::{Color, Role, Square};
use std::fmt;

/// Why a FEN was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Wrong shape.
    #[error("not a FEN position: {0}")]
    Syntax(&'static str),
    /// Parses, but is not a position the rules allow.
    #[error("not a legal position: {0}")]
    Illegal(&'static str),
}

/// The standard starting position.
pub const START_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

impl Board {
    /// Checks what a FEN cannot say is wrong by its shape, and that the
    /// side not to move is not in check by plain chess rules.
    pub(super) fn validate(&self) -> Result<(), FenError> {
        self.validate_shape()?;
        let them = self.turn.other();
        if let Some(k) = self.king(them)
            && self.attackers(k.index(), self.turn, self.occupied()) != 0
        {
            return Err(FenError::Illegal("the side not to move is in check"));
        }
        Ok(())
    }

    /// The checks of [`Board::validate`] but check, which abilities change
    /// (Scorch stops lines, E52): a stored game judges that itself.
    fn validate_shape(&self) -> Result<(), FenError> {
        for c in Color::BOTH {
            if self.pieces(c, Role::King).count_ones() != 1 {
                return Err(FenError::Illegal("each side needs exactly one king"));
            }
        }
        // A pawn may stand on its own first rank (a Quantum Step swap or a
        // Tailwind step can take it there, E16, E27), never on the rank it
        // promotes on.
        let white_last = RANK_1 << 56;
        if self.pieces(Color::White, Role::Pawn) & white_last != 0
            || self.pieces(Color::Black, Role::Pawn) & RANK_1 != 0
        {
            return Err(FenError::Illegal(
                "a pawn stands on the rank it promotes on",
            ));
        }
        let needs = [
            (CASTLE_WK, Color::White, 4, 7),
            (CASTLE_WQ, Color::White, 4, 0),
            (CASTLE_BK, Color::Black, 60, 63),
            (CASTLE_BQ, Color::Black, 60, 56),
        ];
        for (bit, c, k, r) in needs {
            if self.castling & bit != 0
                && (self.pieces(c, Role::King) & (1 << k) == 0
                    || self.pieces(c, Role::Rook) & (1 << r) == 0)
            {
                return Err(FenError::Illegal(
                    "a castling right needs its king and rook on their first squares",
                ));
            }
        }
        if let Some(ep) = self.ep {
            let us = self.turn;
            let pawn_sq = ep.offset(0, -us.forward());
            let from_sq = ep.offset(0, us.forward());
            let ok = ep.rank() == if us == Color::White { 5 } else { 2 }
                && self.piece_at(ep).is_none()
                && pawn_sq.and_then(|s| self.piece_at(s)) == Some((us.other(), Role::Pawn))
                && from_sq.is_some_and(|s| self.piece_at(s).is_none());
            if !ok {
                return Err(FenError::Illegal(
                    "the en passant square does not follow a double step",
                ));
            }
        }
        Ok(())
    }

    /// A FEN read with every check but check (see [`Board::validate_shape`]).
    pub(crate) fn parse_unjudged(s: &str) -> Result<Board, FenError> {
        let b = Board::parse_fields(s)?;
        b.validate_shape()?;
        Ok(b)
    }
}

impl std::str::FromStr for Board {
    type Err = FenError;
    /// Parses a FEN (the counters may be left off).
    fn from_str(s: &str) -> Result<Board, FenError> {
        let b = Board::parse_fields(s)?;
        b.validate()?;
        Ok(b)
    }
}

impl Board {
    /// The fields of a FEN, unjudged.
    fn parse_fields(s: &str) -> Result<Board, FenError> {
        if s.len() > 128 {
            return Err(FenError::Syntax("longer than 128 characters"));
        }
        let mut fields = s.split_ascii_whitespace();
        let placement = fields.next().ok_or(FenError::Syntax("empty"))?;
        let mut b = Board::empty();
        let ranks: Vec<&str> = placement.split('/').collect();
        if ranks.len() != 8 {
            return Err(FenError::Syntax("the board needs 8 ranks"));
        }
        for (i, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - i as i8;
            let mut file = 0i8;
            for ch in rank_text.chars() {
                if let Some(n) = ch.to_digit(10).filter(|n| (1..=8).contains(n)) {
                    file += n as i8;
                } else {
                    let role = Role::from_letter(ch).ok_or(FenError::Syntax("unknown piece"))?;
                    let color = if ch.is_ascii_uppercase() {
                        Color::White
                    } else {
                        Color::Black
                    };
                    let sq =
                        Square::new(file, rank).ok_or(FenError::Syntax("a rank is too long"))?;
                    b.put(sq, color, role);
                    file += 1;
                }
                if file > 8 {
                    return Err(FenError::Syntax("a rank is too long"));
                }
            }
            if file != 8 {
                return Err(FenError::Syntax("a rank is too short"));
            }
        }
        b.turn = match fields.next().unwrap_or("w") {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(FenError::Syntax("the side to move is w or b")),
        };
        let castling = fields.next().unwrap_or("-");
        if castling != "-" {
            for ch in castling.chars() {
                let bit = match ch {
                    'K' => CASTLE_WK,
                    'Q' => CASTLE_WQ,
                    'k' => CASTLE_BK,
                    'q' => CASTLE_BQ,
                    _ => return Err(FenError::Syntax("castling rights are KQkq or -")),
                };
                b.castling |= bit;
            }
        }
        let ep = fields.next().unwrap_or("-");
        if ep != "-" {
            b.ep = Some(
                ep.parse()
                    .map_err(|_| FenError::Syntax("bad en passant square"))?,
            );
        }
        if let Some(h) = fields.next() {
            b.halfmoves = h
                .parse()
                .map_err(|_| FenError::Syntax("bad halfmove clock"))?;
        }
        if let Some(f) = fields.next() {
            b.fullmoves = f
                .parse()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or(FenError::Syntax("bad move number"))?;
        }
        if fields.next().is_some() {
            return Err(FenError::Syntax("too many fields"));
        }
        Ok(b)
    }
}

impl fmt::Display for Board {
    /// The FEN.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                let sq = Square::new(file, rank).expect("on the board");
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some((c, r)) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let l = r.letter();
                        let l = if c == Color::White {
                            l.to_ascii_uppercase()
                        } else {
                            l
                        };
                        write!(f, "{l}")?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                write!(f, "/")?;
            }
        }
        let side = if self.turn == Color::White { "w" } else { "b" };
        write!(f, " {side} ")?;
        if self.castling == 0 {
            write!(f, "-")?;
        } else {
            for (bit, ch) in [
                (CASTLE_WK, 'K'),
                (CASTLE_WQ, 'Q'),
                (CASTLE_BK, 'k'),
                (CASTLE_BQ, 'q'),
            ] {
                if self.castling & bit != 0 {
                    write!(f, "{ch}")?;
                }
            }
        }
        match self.ep {
            Some(ep) => write!(f, " {ep}")?,
            None => write!(f, " -")?,
        }
        write!(f, " {} {}", self.halfmoves, self.fullmoves)
    }
}
