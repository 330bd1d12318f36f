//! A turn as a player submits it (E39): the move, its promotion, the
//! removals, the returned piece and the lock it chooses (E32, E35, E36), the
//! extra steps or Quantum Step target, and Block Piece facings; or a pass
//! (E36).

use crate::square::{Facing, Role, Square};
use std::fmt;

/// The piece a Resurrection returns and where (E35, E78): by role and, where
/// the missing pieces of that role differ, by which of the different ones
/// (1 = the first to leave the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Revival {
    /// The role of the returned piece.
    pub role: Role,
    /// Which of the different missing pieces of that role, from 1.
    pub nth: u8,
    /// The empty square it returns to.
    pub square: Square,
}

impl fmt::Display for Revival {
    /// `knight@b1`, or `knight2@b1` for the second different knight.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.role.name())?;
        if self.nth > 1 {
            write!(f, "{}", self.nth)?;
        }
        write!(f, "@{}", self.square)
    }
}

impl std::str::FromStr for Revival {
    type Err = &'static str;
    fn from_str(s: &str) -> Result<Revival, &'static str> {
        const WHY: &str = "a returned piece is role@square, like knight@b1 or knight2@b1";
        let (piece, square) = s.split_once('@').ok_or(WHY)?;
        let digits = piece.trim_start_matches(|c: char| !c.is_ascii_digit());
        let name = &piece[..piece.len() - digits.len()];
        let nth = if digits.is_empty() {
            1
        } else {
            digits.parse::<u8>().ok().filter(|n| *n >= 1).ok_or(WHY)?
        };
        Ok(Revival {
            role: Role::from_name(name)
                .filter(|r| *r != Role::King)
                .ok_or(WHY)?,
            nth,
            square: square.parse().map_err(|_| WHY)?,
        })
    }
}

/// Raijin's extra capture after a Quantum Step (E19, E70): where it
/// captures, and the choices of its own run of steps 3–9.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Extra {
    /// The square it captures on (the skipped square for en passant).
    pub to: Square,
    /// A pawn's promotion.
    pub promotion: Option<Role>,
    /// Chain Kill's last link.
    pub chain: Option<Square>,
    /// The Double Kill target.
    pub double_kill: Option<Square>,
    /// The Quantum Kill target (only if the turn used none yet).
    pub quantum_kill: Option<Square>,
    /// Resurrection's returned piece (E83: no Temporal Lock here).
    pub revival: Option<Revival>,
}

impl Extra {
    /// A capture on `to` with no choices.
    pub fn new(to: Square) -> Extra {
        Extra {
            to,
            promotion: None,
            chain: None,
            double_kill: None,
            quantum_kill: None,
            revival: None,
        }
    }
}

impl fmt::Display for Extra {
    /// `f6`, `f8=q,dk:g7,res:knight@b1`: one word.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to)?;
        if let Some(r) = self.promotion {
            write!(f, "={}", r.letter())?;
        }
        if let Some(s) = self.chain {
            write!(f, ",chain:{s}")?;
        }
        if let Some(s) = self.double_kill {
            write!(f, ",dk:{s}")?;
        }
        if let Some(s) = self.quantum_kill {
            write!(f, ",qk:{s}")?;
        }
        if let Some(r) = self.revival {
            write!(f, ",res:{r}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Extra {
    type Err = &'static str;
    fn from_str(s: &str) -> Result<Extra, &'static str> {
        const WHY: &str = "Raijin's capture is a square with its choices, like f6 or f8=q,dk:g7";
        let mut parts = s.split(',');
        let head = parts.next().ok_or(WHY)?;
        let (to, promotion) = match head.split_once('=') {
            Some((to, p)) => (to, Some(Role::from_name(p).ok_or(WHY)?)),
            None => (head, None),
        };
        let mut extra = Extra::new(to.parse().map_err(|_| WHY)?);
        extra.promotion = promotion;
        for part in parts {
            let (key, value) = part.split_once(':').ok_or(WHY)?;
            let square = || value.parse::<Square>().map_err(|_| WHY);
            match key {
                "chain" if extra.chain.is_none() => extra.chain = Some(square()?),
                "dk" if extra.double_kill.is_none() => extra.double_kill = Some(square()?),
                "qk" if extra.quantum_kill.is_none() => extra.quantum_kill = Some(square()?),
                "res" if extra.revival.is_none() => extra.revival = Some(value.parse()?),
                _ => return Err(WHY),
            }
        }
        Ok(extra)
    }
}

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
    /// Chain Kill: the chain's last link, the friendly piece the capture
    /// is made from (E33, E60).
    pub chain: Option<Square>,
    /// The Double Kill target (E32), by its square.
    pub double_kill: Option<Square>,
    /// The Quantum Kill target (E32), by its square.
    pub quantum_kill: Option<Square>,
    /// Blaze Rush's extra Double Kill target (E10).
    pub blaze_double_kill: Option<Square>,
    /// Blaze Rush's extra Quantum Kill target (E10).
    pub blaze_quantum_kill: Option<Square>,
    /// The piece a Resurrection returns (E35).
    pub revival: Option<Revival>,
    /// The enemy piece a Temporal Lock locks (E36), by its square.
    pub lock: Option<Square>,
    /// After the move: Side Step or Tailwind steps (E26, E16), one square
    /// each; or the Quantum Step target (E27), a friend to swap with or an
    /// empty square to blink to.
    pub then: Vec<Square>,
    /// Re-facings of Block Piece pieces, by their square at the start of
    /// the turn (E25, E49).
    pub facings: Vec<(Square, Facing)>,
    /// Raijin's extra capture after the Quantum Step (E19).
    pub raijin: Option<Box<Extra>>,
    /// Schrödinger's Laugh (E37): instead of moving, the piece on `from`
    /// copies itself onto `to`.
    pub laugh: bool,
}

impl Turn {
    /// A plain move.
    pub fn new(from: Square, to: Square) -> Turn {
        Turn {
            from,
            to,
            promotion: None,
            chain: None,
            double_kill: None,
            quantum_kill: None,
            blaze_double_kill: None,
            blaze_quantum_kill: None,
            revival: None,
            lock: None,
            then: Vec::new(),
            facings: Vec::new(),
            raijin: None,
            laugh: false,
        }
    }
    /// Schrödinger's Laugh (E37): the piece on `from` copies itself onto
    /// `to`. Written `laugh:d4-e5`.
    pub fn laugh(from: Square, to: Square) -> Turn {
        Turn {
            laugh: true,
            ..Turn::new(from, to)
        }
    }
    /// A pass (E36): the side's every move is locked. Written `pass`; it
    /// is the one turn whose start and end square are the same.
    pub fn pass() -> Turn {
        Turn::new(Square::default(), Square::default())
    }
    /// Whether this is a pass.
    pub fn is_pass(&self) -> bool {
        self.from == self.to
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
    /// The same turn with every square that names a piece (Double and
    /// Quantum Kill, Blaze Rush's extras, Temporal Lock, Chain Kill links,
    /// and the same in Raijin's capture) passed through `name`: E95 lets
    /// either square of a Schrödinger piece name it, and `name` picks one.
    pub(crate) fn naming_with(&self, name: impl Fn(Square) -> Square) -> Turn {
        let each = |s: Option<Square>| s.map(&name);
        Turn {
            chain: each(self.chain),
            double_kill: each(self.double_kill),
            quantum_kill: each(self.quantum_kill),
            blaze_double_kill: each(self.blaze_double_kill),
            blaze_quantum_kill: each(self.blaze_quantum_kill),
            lock: each(self.lock),
            raijin: self.raijin.as_ref().map(|r| {
                Box::new(Extra {
                    chain: each(r.chain),
                    double_kill: each(r.double_kill),
                    quantum_kill: each(r.quantum_kill),
                    ..**r
                })
            }),
            ..self.clone()
        }
    }

    /// The move part alone (no facings), as generated.
    pub fn without_facings(&self) -> Turn {
        Turn {
            facings: Vec::new(),
            ..self.clone()
        }
    }
}

impl Turn {
    /// The squares the turn names, in the order its text names them
    /// (the move, then each choice; Raijin's capture with its own), for
    /// telling which square of a piece on two names it first (E98).
    pub fn named_squares(&self) -> Vec<Square> {
        let mut out = vec![self.from, self.to];
        out.extend(self.chain);
        out.extend(self.double_kill);
        out.extend(self.quantum_kill);
        out.extend(self.blaze_double_kill);
        out.extend(self.blaze_quantum_kill);
        out.extend(self.revival.map(|r| r.square));
        out.extend(self.lock);
        out.extend(self.then.iter().copied());
        if let Some(r) = &self.raijin {
            out.push(r.to);
            out.extend(r.chain);
            out.extend(r.double_kill);
            out.extend(r.quantum_kill);
            out.extend(r.revival.map(|r| r.square));
        }
        out
    }
}

/// Longest turn text accepted.
pub const MAX_TURN_LEN: usize = 128;

/// The most squares `then:` holds after a move: a Quantum Step and
/// Tailwind's two steps (E93).
pub const MAX_THEN: usize = 3;

impl fmt::Display for Turn {
    /// `e2-e4`, `e7-e8=q`, `d4-e5 dk:f6 qk:a8 res:knight@b1 lock:d7`,
    /// `g1-f3 then:f4,e5`, `a2-a3 face:b2=east`, `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            f.write_str("pass")?;
        } else if self.laugh {
            write!(f, "laugh:{}-{}", self.from, self.to)?;
        } else {
            write!(f, "{}-{}", self.from, self.to)?;
        }
        if let Some(r) = self.promotion {
            write!(f, "={}", r.letter())?;
        }
        if let Some(s) = self.chain {
            write!(f, " chain:{s}")?;
        }
        if let Some(s) = self.double_kill {
            write!(f, " dk:{s}")?;
        }
        if let Some(s) = self.quantum_kill {
            write!(f, " qk:{s}")?;
        }
        if let Some(s) = self.blaze_double_kill {
            write!(f, " bdk:{s}")?;
        }
        if let Some(s) = self.blaze_quantum_kill {
            write!(f, " bqk:{s}")?;
        }
        if let Some(r) = self.revival {
            write!(f, " res:{r}")?;
        }
        if let Some(s) = self.lock {
            write!(f, " lock:{s}")?;
        }
        if !self.then.is_empty() {
            let squares: Vec<String> = self.then.iter().map(Square::to_string).collect();
            write!(f, " then:{}", squares.join(","))?;
        }
        if let Some(r) = &self.raijin {
            write!(f, " rj:{r}")?;
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
    "\"{text}\" is not a turn: {why} (like e2-e4, e7-e8=q, d4-e5 dk:f6, g1-f3 then:f4 or a2-a3 face:b2=east)"
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
        if mv.eq_ignore_ascii_case("pass") {
            return match words.next() {
                None => Ok(Turn::pass()),
                Some(_) => Err(err("a pass is the whole turn")),
            };
        }
        let (laugh, mv) = match mv.strip_prefix("laugh:") {
            Some(rest) => (true, rest),
            None => (false, mv),
        };
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
        if from == to {
            return Err(err("a move goes to another square"));
        }
        let mut turn = Turn::new(from, to);
        turn.promotion = promo;
        turn.laugh = laugh;
        let once = |slot: &Option<Square>, w: &str| -> Result<Square, ParseTurnError> {
            if slot.is_some() {
                return Err(err("a choice is given twice"));
            }
            w.parse().map_err(|_| err("bad square in a choice"))
        };
        for w in words {
            if let Some(sq) = w.strip_prefix("chain:") {
                turn.chain = Some(once(&turn.chain, sq)?);
            } else if let Some(sq) = w.strip_prefix("dk:") {
                turn.double_kill = Some(once(&turn.double_kill, sq)?);
            } else if let Some(sq) = w.strip_prefix("qk:") {
                turn.quantum_kill = Some(once(&turn.quantum_kill, sq)?);
            } else if let Some(sq) = w.strip_prefix("bdk:") {
                turn.blaze_double_kill = Some(once(&turn.blaze_double_kill, sq)?);
            } else if let Some(sq) = w.strip_prefix("bqk:") {
                turn.blaze_quantum_kill = Some(once(&turn.blaze_quantum_kill, sq)?);
            } else if let Some(sq) = w.strip_prefix("lock:") {
                turn.lock = Some(once(&turn.lock, sq)?);
            } else if let Some(r) = w.strip_prefix("res:") {
                if turn.revival.is_some() {
                    return Err(err("a choice is given twice"));
                }
                turn.revival = Some(r.parse().map_err(err)?);
            } else if let Some(r) = w.strip_prefix("rj:") {
                if turn.raijin.is_some() {
                    return Err(err("a choice is given twice"));
                }
                turn.raijin = Some(Box::new(r.parse().map_err(err)?));
            } else if let Some(list) = w.strip_prefix("then:") {
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
        if turn.then.len() > MAX_THEN {
            return Err(err(
                "at most 3 squares follow a move: a Quantum Step and 2 steps (E93)",
            ));
        }
        Ok(turn)
    }
}
