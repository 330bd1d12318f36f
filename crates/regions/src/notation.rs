//! Text forms of positions and actions; both round-trip exactly.

use crate::action::{Action, Carry, Move};
use crate::piece::{Kind, Piece, Promotion, Side};
use crate::position::{Infiltrator, Position, Setup};
use crate::square::{FILES, RANKS, SQUARES, Square};
use std::fmt;
use std::str::FromStr;

/// Longest position text accepted.
pub const MAX_POSITION_LEN: usize = 512;
/// Longest action text accepted.
pub const MAX_ACTION_LEN: usize = 64;

/// Why a position text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid position: {0}")]
pub struct ParsePositionError(String);

/// Why an action text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not an action: {why}")]
pub struct ParseActionError {
    text: String,
    why: &'static str,
}

fn bad(s: &str) -> ParsePositionError {
    ParsePositionError(s.to_string())
}

impl fmt::Display for Position {
    /// `board side turn check picks recapture`; see the crate docs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let sq = Square::new(file, rank).expect("on board");
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        let c = p.kind.letter();
                        let c = if p.side == Side::White {
                            c
                        } else {
                            c.to_ascii_lowercase()
                        };
                        write!(f, "{c}")?;
                        if p.moved {
                            f.write_str("'")?;
                        }
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        let side = if self.to_move == Side::White {
            'w'
        } else {
            'b'
        };
        let check = if self.checked { '+' } else { '-' };
        write!(f, " {side} {} {check} ", self.turn)?;
        for (i, inf) in self.infiltrators.iter().enumerate() {
            if i == 1 {
                f.write_str("/")?;
            }
            match inf {
                Infiltrator::Unpicked => f.write_str("?")?,
                Infiltrator::Hidden(sq) => write!(f, "{sq}")?,
                Infiltrator::Revealed => f.write_str("r")?,
                Infiltrator::Lost => f.write_str("x")?,
            }
        }
        match self.recapture {
            Some(sq) => write!(f, " {sq}"),
            None => f.write_str(" -"),
        }
    }
}

fn parse_board(text: &str) -> Result<[Option<Piece>; SQUARES], ParsePositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != RANKS as usize {
        return Err(bad("the board needs 10 ranks separated by `/`"));
    }
    let mut board = [None; SQUARES];
    for (i, row) in ranks.iter().enumerate() {
        let rank = RANKS - 1 - i as u8;
        let mut file: u8 = 0;
        let bytes = row.as_bytes();
        let mut j = 0;
        while j < bytes.len() {
            let b = bytes[j];
            if b.is_ascii_digit() {
                let mut n = (b - b'0') as u32;
                if n == 1 && bytes.get(j + 1) == Some(&b'0') {
                    n = 10;
                    j += 1;
                }
                if n == 0 {
                    return Err(bad("empty-square counts are 1 to 10"));
                }
                file = file.saturating_add(n as u8);
                j += 1;
                continue;
            }
            let kind = Kind::from_letter(b as char)
                .ok_or_else(|| bad("unknown piece letter (use K Q T B S H J P C)"))?;
            let side = if b.is_ascii_uppercase() {
                Side::White
            } else {
                Side::Black
            };
            let moved = bytes.get(j + 1) == Some(&b'\'');
            if moved {
                j += 1;
            }
            let sq =
                Square::new(file, rank).ok_or_else(|| bad("a rank has more than 10 squares"))?;
            board[sq.index()] = Some(Piece { kind, side, moved });
            file += 1;
            j += 1;
        }
        if file != FILES {
            return Err(bad("every rank needs exactly 10 squares"));
        }
    }
    Ok(board)
}

fn parse_infiltrator(s: &str) -> Result<Infiltrator, ParsePositionError> {
    Ok(match s {
        "?" => Infiltrator::Unpicked,
        "r" => Infiltrator::Revealed,
        "x" => Infiltrator::Lost,
        sq => Infiltrator::Hidden(
            sq.parse()
                .map_err(|_| bad("infiltrators are `?`, a square, `r` or `x`"))?,
        ),
    })
}

impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        if s.len() > MAX_POSITION_LEN {
            return Err(bad("too long"));
        }
        let fields: Vec<&str> = s.split(' ').collect();
        let [board, side, turn, check, picks, recapture] = fields[..] else {
            return Err(bad("six fields separated by single spaces are needed"));
        };
        let board = parse_board(board)?;
        let to_move = match side {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return Err(bad("the side to move is `w` or `b`")),
        };
        if turn.starts_with('0') || turn.starts_with('+') {
            return Err(bad("the turn number is written without leading zeros"));
        }
        let turn: u32 = turn
            .parse()
            .map_err(|_| bad("the turn number is not a number"))?;
        let checked = match check {
            "-" => false,
            "+" => true,
            _ => return Err(bad("the check field is `-` or `+`")),
        };
        let (white, black) = picks
            .split_once('/')
            .ok_or_else(|| bad("the infiltrators are written `WHITE/BLACK`"))?;
        let infiltrators = [parse_infiltrator(white)?, parse_infiltrator(black)?];
        let recapture = match recapture {
            "-" => None,
            sq => Some(
                sq.parse()
                    .map_err(|_| bad("the recapture square is a square or `-`"))?,
            ),
        };
        let pos = Position::from_setup(Setup {
            board,
            to_move,
            turn,
            checked,
            infiltrators,
            recapture,
        })
        .map_err(|e| ParsePositionError(e.to_string()))?;
        if pos.to_string() != s {
            return Err(bad(
                "not in canonical form (lower-case squares, counts merged)",
            ));
        }
        Ok(pos)
    }
}

/// Parses a whole position text (the same as `text.parse()`).
pub fn parse_position(text: &str) -> Result<Position, ParsePositionError> {
    text.parse()
}

impl fmt::Display for Move {
    /// `e2-e4`, `e9-e10=queen`, `e2-e4 &d2`, `e8-e10=queen &d8=tower`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "={p}")?;
        }
        if let Some(c) = self.carry {
            write!(f, " &{}", c.from)?;
            if let Some(p) = c.promotion {
                write!(f, "={p}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Action {
    /// A move as [`Move`] writes it, or `reveal`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(m) => m.fmt(f),
            Action::Reveal => f.write_str("reveal"),
        }
    }
}

fn split_promotion(token: &str) -> Result<(&str, Option<Promotion>), &'static str> {
    match token.split_once('=') {
        None => Ok((token, None)),
        Some((head, p)) => p
            .parse::<Promotion>()
            .map(|p| (head, Some(p)))
            .map_err(|_| "a promotion is queen, tower, bishop, scout or hussar"),
    }
}

impl FromStr for Action {
    type Err = ParseActionError;

    /// Case-insensitive; the carry part after the move.
    fn from_str(s: &str) -> Result<Action, ParseActionError> {
        let fail = |why| ParseActionError {
            text: s.chars().take(24).collect(),
            why,
        };
        if s.len() > MAX_ACTION_LEN {
            return Err(fail("too long"));
        }
        let mut words = s.split_whitespace();
        let Some(first) = words.next() else {
            return Err(fail("write a move like e2-e4, or reveal"));
        };
        if first.eq_ignore_ascii_case("reveal") {
            return match words.next() {
                None => Ok(Action::Reveal),
                Some(_) => Err(fail("a reveal stands alone")),
            };
        }
        let (squares, promotion) = split_promotion(first).map_err(fail)?;
        let (from, to) = squares
            .split_once('-')
            .ok_or_else(|| fail("write a move as two squares, like e2-e4"))?;
        let from: Square = from
            .parse()
            .map_err(|_| fail("the first square is not a square"))?;
        let to: Square = to
            .parse()
            .map_err(|_| fail("the second square is not a square"))?;
        let carry = match words.next() {
            None => None,
            Some(c) => {
                let c = c
                    .strip_prefix('&')
                    .ok_or_else(|| fail("a carried pawn is written &d2"))?;
                let (sq, promotion) = split_promotion(c).map_err(fail)?;
                let from: Square = sq
                    .parse()
                    .map_err(|_| fail("the carried pawn's square is not a square"))?;
                Some(Carry { from, promotion })
            }
        };
        if words.next().is_some() {
            return Err(fail("too many parts"));
        }
        Ok(Action::Move(Move {
            from,
            to,
            promotion,
            carry,
        }))
    }
}
