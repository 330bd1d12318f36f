//! Text notation for positions and turns. See the crate docs for the format.

use crate::piece::{Kind, Piece, Promotion, Side};
use crate::position::{Position, Setup, SetupError};
use crate::square::{FILES, RANKS, Square};
use crate::turn::{Action, Inheritance, Move, Turn};
use std::fmt::{self, Write};
use std::str::FromStr;

/// Longest turn text accepted.
pub const MAX_TURN_LEN: usize = 64;
/// Longest position text accepted.
pub const MAX_POSITION_LEN: usize = 512;

/// Why a position text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParsePositionError {
    /// Longer than [`MAX_POSITION_LEN`].
    #[error("a position is at most {MAX_POSITION_LEN} characters long")]
    TooLong,
    /// Not six space-separated fields.
    #[error("a position has six fields (board, side, turn, witches, offers, forced), not {0}")]
    FieldCount(usize),
    /// The board field is malformed.
    #[error("board: {0}")]
    Board(String),
    /// The side field is not `e` or `f`.
    #[error("the side to move is `e` (Ember) or `f` (Frost)")]
    Side,
    /// The turn field is not a number from 1.
    #[error("the turn number is a whole number from 1")]
    Turn,
    /// The witch field is malformed.
    #[error("witches: write Ember's and Frost's movesets as a piece letter or `-`, like `H/-`")]
    Witches,
    /// The offers field is malformed.
    #[error(
        "offers: write Ember's and Frost's offers as piece letters or `-`, a forced one followed by `!`, like `G!S/-`"
    )]
    Offers,
    /// The forced field is malformed.
    #[error("forced: write `-`, `e`, `f` or `ef` for the sides whose forced offer was made")]
    Forced,
    /// The fields are well-formed but break the rules.
    #[error(transparent)]
    Setup(#[from] SetupError),
}

/// Why a turn text could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseTurnError {
    /// Longer than [`MAX_TURN_LEN`].
    #[error("a turn is at most {MAX_TURN_LEN} characters long")]
    TooLong,
    /// Neither a move nor a claim.
    #[error("a turn needs a move (like E2-E4) or a claim (like ^F9), or both")]
    NoAction,
    /// A part that is not a move, claim or inheritance answer.
    #[error(
        "`{0}` is not a move (E2-E4, C11-C12=dragon), a claim (^F9) or an inheritance answer (+horseman, +decline)"
    )]
    Token(String),
    /// Two moves, two claims or two answers.
    #[error("a turn holds at most one {0}")]
    Repeated(&'static str),
}

fn side_case(c: char, side: Side) -> char {
    match side {
        Side::Ember => c.to_ascii_uppercase(),
        Side::Frost => c.to_ascii_lowercase(),
    }
}

/// Writes the position notation of `pos`.
pub fn format_position(pos: &Position) -> String {
    let mut out = String::with_capacity(128);
    for rank in (0..RANKS).rev() {
        let mut empty = 0;
        for file in 0..FILES {
            let sq = Square::new(file, rank).expect("on board");
            match pos.piece_at(sq) {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    out.push(side_case(p.kind.letter(), p.owner));
                    if pos.claimer(sq).is_some() {
                        out.push('*');
                    }
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out.push_str(match pos.to_move() {
        Side::Ember => " e ",
        Side::Frost => " f ",
    });
    let _ = write!(out, "{} ", pos.turn());
    for side in Side::ALL {
        match pos.witch_moveset(side) {
            Some(k) => out.push(side_case(k.letter(), side)),
            None => out.push('-'),
        }
        out.push(if side == Side::Ember { '/' } else { ' ' });
    }
    for side in Side::ALL {
        let offers = pos.offers(side);
        if offers.is_empty() {
            out.push('-');
        }
        for k in offers.iter() {
            out.push(side_case(k.letter(), side));
            if pos.forced_offer(side) == Some(k) {
                out.push('!');
            }
        }
        out.push(if side == Side::Ember { '/' } else { ' ' });
    }
    let spent: String = Side::ALL
        .into_iter()
        .filter(|s| pos.forced_spent(*s))
        .map(|s| if s == Side::Ember { 'e' } else { 'f' })
        .collect();
    out.push_str(if spent.is_empty() { "-" } else { &spent });
    out
}

fn parse_board(text: &str, setup: &mut Setup) -> Result<(), ParsePositionError> {
    let err = |m: String| ParsePositionError::Board(m);
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != RANKS as usize {
        return Err(err(format!(
            "write 12 ranks separated by `/`, not {}",
            ranks.len()
        )));
    }
    let mut claimed = Vec::new();
    for (i, row) in ranks.iter().enumerate() {
        let rank = RANKS - 1 - i as u8;
        let mut file: u8 = 0;
        let bytes = row.as_bytes();
        let mut j = 0;
        let mut after_digit = false;
        while j < bytes.len() {
            let b = bytes[j];
            let digit = b.is_ascii_digit();
            if digit && after_digit {
                return Err(err(format!(
                    "rank {}: write one number per empty run",
                    rank + 1
                )));
            }
            after_digit = digit;
            if digit {
                let mut n = (b - b'0') as u32;
                if b == b'1' && bytes.get(j + 1) == Some(&b'0') {
                    n = 10;
                    j += 1;
                }
                if n == 0 {
                    return Err(err(format!("rank {}: empty runs are 1 to 10", rank + 1)));
                }
                file = file.saturating_add(n as u8);
            } else if b == b'*' {
                let Some(prev) = file.checked_sub(1).and_then(|f| Square::new(f, rank)) else {
                    return Err(err(format!("rank {}: `*` must follow a piece", rank + 1)));
                };
                if setup.board[prev.index()].is_none() || claimed.last() == Some(&prev) {
                    return Err(err(format!("rank {}: `*` must follow a piece", rank + 1)));
                }
                claimed.push(prev);
            } else {
                let c = b as char;
                let Some(kind) = Kind::from_letter(c) else {
                    return Err(err(format!(
                        "rank {}: `{}` is not a piece letter",
                        rank + 1,
                        c.escape_default()
                    )));
                };
                let owner = if c.is_ascii_uppercase() {
                    Side::Ember
                } else {
                    Side::Frost
                };
                let Some(sq) = Square::new(file, rank) else {
                    return Err(err(format!("rank {} has more than 10 squares", rank + 1)));
                };
                setup.board[sq.index()] = Some(Piece::new(kind, owner));
                file += 1;
            }
            if file > FILES {
                return Err(err(format!("rank {} has more than 10 squares", rank + 1)));
            }
            j += 1;
        }
        if file != FILES {
            return Err(err(format!("rank {} has {file} squares, not 10", rank + 1)));
        }
    }
    for sq in claimed {
        let owner = setup.board[sq.index()].expect("checked above").owner;
        let claimer = owner.other().index();
        if setup.held[claimer].is_some() {
            return Err(err(format!("{} holds more than one piece", owner.other())));
        }
        setup.held[claimer] = Some(sq);
    }
    Ok(())
}

fn parse_pair(text: &str) -> Option<[&str; 2]> {
    let (e, f) = text.split_once('/')?;
    Some([e, f])
}

fn parse_kind_for(c: char, side: Side) -> Option<Kind> {
    (side_case(c, side) == c)
        .then(|| Kind::from_letter(c))
        .flatten()
}

/// Reads a position written by [`format_position`].
pub fn parse_position(text: &str) -> Result<Position, ParsePositionError> {
    if text.len() > MAX_POSITION_LEN {
        return Err(ParsePositionError::TooLong);
    }
    let fields: Vec<&str> = text.split(' ').collect();
    let [board, side, turn, witches, offers, forced] = fields[..] else {
        return Err(ParsePositionError::FieldCount(fields.len()));
    };
    let mut setup = Setup::empty(Side::Ember);
    parse_board(board, &mut setup)?;
    setup.to_move = match side {
        "e" => Side::Ember,
        "f" => Side::Frost,
        _ => return Err(ParsePositionError::Side),
    };
    if turn.is_empty()
        || turn.len() > 9
        || !turn.bytes().all(|b| b.is_ascii_digit())
        || turn.starts_with('0')
    {
        return Err(ParsePositionError::Turn);
    }
    setup.turn = turn.parse().map_err(|_| ParsePositionError::Turn)?;
    let witches = parse_pair(witches).ok_or(ParsePositionError::Witches)?;
    for (side, w) in Side::ALL.into_iter().zip(witches) {
        let mut chars = w.chars();
        setup.witch_moveset[side.index()] = match (chars.next(), chars.next()) {
            (Some('-'), None) => None,
            (Some(c), None) => Some(parse_kind_for(c, side).ok_or(ParsePositionError::Witches)?),
            _ => return Err(ParsePositionError::Witches),
        };
    }
    let offers = parse_pair(offers).ok_or(ParsePositionError::Offers)?;
    for (side, o) in Side::ALL.into_iter().zip(offers) {
        if o == "-" {
            continue;
        }
        let mut last: Option<Kind> = None;
        for c in o.chars() {
            if c == '!' {
                let k = last.take().ok_or(ParsePositionError::Offers)?;
                if setup.forced_offer[side.index()].replace(k).is_some() {
                    return Err(ParsePositionError::Offers);
                }
                continue;
            }
            let k = parse_kind_for(c, side).ok_or(ParsePositionError::Offers)?;
            // Canonical order, each kind once.
            if setup.offers[side.index()].iter().any(|have| have >= k) {
                return Err(ParsePositionError::Offers);
            }
            setup.offers[side.index()].insert(k);
            last = Some(k);
        }
        if setup.offers[side.index()].is_empty() {
            return Err(ParsePositionError::Offers);
        }
    }
    setup.forced_spent = match forced {
        "-" => [false, false],
        "e" => [true, false],
        "f" => [false, true],
        "ef" => [true, true],
        _ => return Err(ParsePositionError::Forced),
    };
    Ok(Position::from_setup(setup)?)
}

impl FromStr for Position {
    type Err = ParsePositionError;
    fn from_str(s: &str) -> Result<Position, ParsePositionError> {
        parse_position(s)
    }
}

impl fmt::Display for Position {
    /// The position notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&format_position(self))
    }
}

impl fmt::Display for Move {
    /// `E2-E4`, `C11-C12=dragon`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)?;
        if let Some(p) = self.promotion {
            write!(f, "={p}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Turn {
    /// `D1-D7 ^F9 +horseman`: move, claim, inheritance answer, each if present.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action {
            Action::Move(m) => write!(f, "{m}")?,
            Action::Claim(c) => write!(f, "^{c}")?,
            Action::MoveAndClaim(m, c) => write!(f, "{m} ^{c}")?,
        }
        match self.inheritance {
            Some(Inheritance::Accept(k)) => write!(f, " +{k}"),
            Some(Inheritance::Decline) => f.write_str(" +decline"),
            None => Ok(()),
        }
    }
}

/// Reads a move like `E2-E4` or `c11-c12=Dragon`.
pub fn parse_move(token: &str) -> Option<Move> {
    let (squares, promotion) = match token.split_once('=') {
        Some((sq, p)) => (sq, Some(p.parse::<Promotion>().ok()?)),
        None => (token, None),
    };
    let (from, to) = squares.split_once('-')?;
    Some(Move {
        from: from.parse().ok()?,
        to: to.parse().ok()?,
        promotion,
    })
}

impl FromStr for Move {
    type Err = ParseTurnError;
    fn from_str(s: &str) -> Result<Move, ParseTurnError> {
        if s.len() > MAX_TURN_LEN {
            return Err(ParseTurnError::TooLong);
        }
        parse_move(s.trim()).ok_or_else(|| ParseTurnError::Token(s.chars().take(24).collect()))
    }
}

impl FromStr for Turn {
    type Err = ParseTurnError;

    /// Parts in any order, separated by spaces; squares and names in any case.
    fn from_str(s: &str) -> Result<Turn, ParseTurnError> {
        if s.len() > MAX_TURN_LEN {
            return Err(ParseTurnError::TooLong);
        }
        let mut mv = None;
        let mut claim = None;
        let mut answer = None;
        for token in s.split_whitespace() {
            let bad = || ParseTurnError::Token(token.chars().take(24).collect());
            if let Some(rest) = token.strip_prefix('^') {
                let sq = rest.parse::<Square>().map_err(|_| bad())?;
                if claim.replace(sq).is_some() {
                    return Err(ParseTurnError::Repeated("claim"));
                }
            } else if let Some(rest) = token.strip_prefix('+') {
                let a = if rest.eq_ignore_ascii_case("decline") {
                    Inheritance::Decline
                } else {
                    Inheritance::Accept(
                        rest.parse::<Kind>()
                            .ok()
                            .filter(|k| k.is_moveset())
                            .ok_or_else(bad)?,
                    )
                };
                if answer.replace(a).is_some() {
                    return Err(ParseTurnError::Repeated("inheritance answer"));
                }
            } else {
                let m = parse_move(token).ok_or_else(bad)?;
                if mv.replace(m).is_some() {
                    return Err(ParseTurnError::Repeated("move"));
                }
            }
        }
        Turn::new(mv, claim, answer).ok_or(ParseTurnError::NoAction)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_text() {
        let text =
            "nhadgpwahn/ssscsscsss/10/10/10/10/10/10/10/10/SSSCSSCSSS/NHADGPWAHN e 1 -/- -/- -";
        assert_eq!(format_position(&Position::start()), text);
        assert_eq!(parse_position(text).unwrap(), Position::start());
    }

    #[test]
    fn turn_texts_round_trip() {
        for text in [
            "D1-D7",
            "C11-C12=dragon",
            "^F9",
            "D1-D7 ^F9",
            "E2-E4 +horseman",
            "^A4 +decline",
        ] {
            let turn: Turn = text.parse().unwrap();
            assert_eq!(turn.to_string(), text);
        }
        let t: Turn = "+Horseman ^f9 d1-d7".parse().unwrap();
        assert_eq!(t.to_string(), "D1-D7 ^F9 +horseman");
        for bad in [
            "",
            "+horseman",
            "E2-E4 E4-E5",
            "^A1 ^A2",
            "E2-E4=scout",
            "E2-E4=",
            "E2",
            "+witch ^A1",
            "E2-K4",
        ] {
            assert!(bad.parse::<Turn>().is_err(), "{bad:?} should not parse");
        }
        assert_eq!("x".repeat(65).parse::<Turn>(), Err(ParseTurnError::TooLong));
    }
}
