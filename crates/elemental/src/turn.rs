//! A turn as a player submits it (E39): the move, its promotion, the extra
//! steps or Quantum Step target, and Block Piece facings.

use crate::square::{Facing, Role, Square};
use std::fmt;

/// One submitted turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// The moving piece's square (the king's for castling).
    pub from: Square,
    /// Where it moves, or the square it captures on (the king's two-square
    /// move for castling; the empty square behind for en passant).
    pub to: Square,
    /// What a pawn reaching its last rank by its own move becomes (E1).
    pub promotion: Option<Role>,
    /// After the move: Side Step or Tailwind steps (E26, E16), one square
    /// each; or the Quantum Step target (E27), a friend to swap with or an
    /// empty square to blink to.
    pub then: Vec<Square>,
    /// Re-facings of Block Piece pieces, by their square at the start of
    /// the turn (E25, E49).
    pub facings: Vec<(Square, Facing)>,
}

impl Turn {
    /// A plain move.
    pub fn new(from: Square, to: Square) -> Turn {
        Turn {
            from,
            to,
            promotion: None,
            then: Vec::new(),
            facings: Vec::new(),
        }
    }
    /// The same turn with a promotion.
    pub fn promoting(mut self, role: Role) -> Turn {
        self.promotion = Some(role);
        self
    }
    /// The same turn with steps after the move.
    pub fn then(mut self, squares: &[Square]) -> Turn {
        self.then = squares.to_vec();
        self
    }
    /// The same turn with a re-facing.
    pub fn facing(mut self, square: Square, facing: Facing) -> Turn {
        self.facings.push((square, facing));
        self
    }
    /// The move part alone (no facings), as generated.
    pub fn without_facings(&self) -> Turn {
        Turn {
            facings: Vec::new(),
            ..self.clone()
        }
    }
}

/// Longest turn text accepted.
pub const MAX_TURN_LEN: usize = 128;

impl fmt::Display for Turn {
    /// `e2-e4`, `e7-e8=q`, `g1-f3 then:f4,e5`, `a2-a3 face:b2=east`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "={}", r.letter())?;
        }
        if !self.then.is_empty() {
            let squares: Vec<String> = self.then.iter().map(Square::to_string).collect();
            write!(f, " then:{}", squares.join(","))?;
        }
        if !self.facings.is_empty() {
            let faces: Vec<String> = self
                .facings
                .iter()
                .map(|(s, d)| format!("{s}={}", d.name()))
                .collect();
            write!(f, " face:{}", faces.join(","))?;
        }
        Ok(())
    }
}

/// Why a turn text does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "\"{text}\" is not a turn: {why} (like e2-e4, e7-e8=q, g1-f3 then:f4 or a2-a3 face:b2=east)"
)]
pub struct ParseTurnError {
    text: String,
    why: &'static str,
}

impl std::str::FromStr for Turn {
    type Err = ParseTurnError;
    fn from_str(s: &str) -> Result<Turn, ParseTurnError> {
        let err = |why| ParseTurnError {
            text: s.chars().take(40).collect(),
            why,
        };
        if s.len() > MAX_TURN_LEN {
            return Err(err("too long"));
        }
        let mut words = s.split_ascii_whitespace();
        let mv = words.next().ok_or_else(|| err("empty"))?;
        let (mv, promo) = match mv.split_once('=') {
            Some((m, p)) => (
                m,
                Some(Role::from_name(p).ok_or_else(|| err("bad promotion"))?),
            ),
            None => (mv, None),
        };
        let mv = mv.replace(['-', 'x'], "");
        if mv.len() != 4 || !mv.is_ascii() {
            return Err(err("the move is two squares"));
        }
        let from: Square = mv[..2].parse().map_err(|_| err("bad square"))?;
        let to: Square = mv[2..].parse().map_err(|_| err("bad square"))?;
        let mut turn = Turn::new(from, to);
        turn.promotion = promo;
        for w in words {
            if let Some(list) = w.strip_prefix("then:") {
                for sq in list.split(',').filter(|x| !x.is_empty()) {
                    turn.then
                        .push(sq.parse().map_err(|_| err("bad square in then:"))?);
                }
            } else if let Some(list) = w.strip_prefix("face:") {
                for item in list.split(',').filter(|x| !x.is_empty()) {
                    let (sq, dir) = item
                        .split_once('=')
                        .ok_or_else(|| err("face: takes square=direction"))?;
                    let sq: Square = sq.parse().map_err(|_| err("bad square in face:"))?;
                    let dir = Facing::from_name(dir)
                        .ok_or_else(|| err("a facing is north, east, south or west"))?;
                    turn.facings.push((sq, dir));
                }
            } else {
                return Err(err("unknown part"));
            }
        }
        if turn.then.len() > 2 {
            return Err(err("at most 2 steps follow a move"));
        }
        Ok(turn)
    }
}
