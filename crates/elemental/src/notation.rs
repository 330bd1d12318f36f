//! The stored text of a game, one line, six fields separated by ` | `:
//!
//! 1. the FEN of the placement and chess state;
//! 2. White's loadout and 3. Black's (see [`crate::Loadout`]'s text form);
//! 4. what each piece carries, five characters per occupied square in
//!    a1…h8 order: augmentor, offense, temporal (a letter each or `.`),
//!    facing (`N E S W` or `.`), and the flags as one base-32 digit
//!    (`0`–`9`, `a`–`v`): 1 Sturdy used, 2 displaced, 4 Temporal Lock
//!    used, and 8 × the turns the piece stays locked (E36);
//! 5. the generator, `seed:state` in hex (secret until the game is over, E41);
//! 6. the repetition history, position keys in hex separated by commas;
//!
//! Then, only when there is something to say, keyed fields in this order:
//! - `m:` the missing pieces (E35), each in the order it left, six
//!   characters separated by commas: its role letter (upper case White's),
//!   then the five characters of field 4;
//! - `s:` the scorch tags (E9) in square order, separated by commas: the
//!   square, the owner (`w` or `b`), the rank and the owner's turns left,
//!   like `e4w32`.
//!
//! Texts written before part two read the same: their flag digits were
//! 0–3 and they have six fields.
//!
//! Every text that parses formats back to the same text; parsing never
//! panics and refuses inputs over [`MAX_GAME_LEN`] characters.

use crate::bitboard::Bits;
use crate::chess::Board;
use crate::game::Game;
use crate::loadout::{Augmentor, Loadout, Offense, Slots, Temporal};
use crate::position::{PieceInfo, Position};
use crate::rng::SplitMix64;
use crate::square::{Color, Facing, Square};
use std::fmt;

/// Longest game text accepted.
pub const MAX_GAME_LEN: usize = 8192;

/// Why a game text does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not an Elemental chess game: {0}")]
pub struct ParseGameError(pub String);

const AUG: [(Augmentor, char); 6] = [
    (Augmentor::SideStep, 's'),
    (Augmentor::BlockPiece, 'b'),
    (Augmentor::QuantumStep, 'q'),
    (Augmentor::Stalwart, 't'),
    (Augmentor::Belligerent, 'g'),
    (Augmentor::Indomitable, 'i'),
];
const OFF: [(Offense, char); 4] = [
    (Offense::DoubleKill, 'd'),
    (Offense::QuantumKill, 'k'),
    (Offense::ChainKill, 'c'),
    (Offense::PoisonousMeat, 'p'),
];
const TMP: [(Temporal, char); 4] = [
    (Temporal::DoOver, 'o'),
    (Temporal::Resurrection, 'r'),
    (Temporal::TemporalLock, 'l'),
    (Temporal::SchrodingersLaugh, 'x'),
];

fn code<T: PartialEq + Copy>(table: &[(T, char)], v: Option<T>) -> char {
    v.and_then(|v| table.iter().find(|(t, _)| *t == v).map(|(_, c)| *c))
        .unwrap_or('.')
}

fn decode<T: Copy>(table: &[(T, char)], c: char) -> Result<Option<T>, ParseGameError> {
    if c == '.' {
        return Ok(None);
    }
    table
        .iter()
        .find(|(_, k)| *k == c)
        .map(|(t, _)| Some(*t))
        .ok_or_else(|| ParseGameError(format!("unknown ability code {c}")))
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let p = &self.position;
        write!(
            f,
            "{} | {} | {} | ",
            p.board, self.loadouts[0], self.loadouts[1]
        )?;
        for sq in Bits(p.board.occupied()) {
            write_info(f, &p.info[sq])?;
        }
        write!(f, " | {:x}:{:x} | ", self.seed, self.rng.state())?;
        let keys: Vec<String> = self.history.iter().map(|k| format!("{k:x}")).collect();
        write!(f, "{}", keys.join(","))?;
        let mut missing = Vec::new();
        for c in Color::BOTH {
            for m in p.missing(c) {
                let letter = m.role.letter();
                let letter = if c == Color::White {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                };
                missing.push(format!("{letter}{}", Info(&m.info)));
            }
        }
        if !missing.is_empty() {
            write!(f, " | m:{}", missing.join(","))?;
        }
        let tags: Vec<String> = Square::all()
            .filter_map(|sq| {
                let t = p.tag(sq)?;
                let owner = if t.owner == Color::White { 'w' } else { 'b' };
                Some(format!("{sq}{owner}{}{}", t.rank, t.turns))
            })
            .collect();
        if !tags.is_empty() {
            write!(f, " | s:{}", tags.join(","))?;
        }
        Ok(())
    }
}

/// What a piece carries, in its five characters.
struct Info<'a>(&'a PieceInfo);

impl fmt::Display for Info<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_info(f, self.0)
    }
}

/// The five characters of what a piece carries.
fn write_info(f: &mut fmt::Formatter<'_>, i: &PieceInfo) -> fmt::Result {
    let flags = u32::from(i.sturdy_used)
        | (u32::from(i.moved) << 1)
        | (u32::from(i.lock_used) << 2)
        | (u32::from(i.locked) << 3);
    write!(
        f,
        "{}{}{}{}{}",
        code(&AUG, i.slots.augmentor),
        code(&OFF, i.slots.offense),
        code(&TMP, i.slots.temporal),
        i.facing.map_or('.', Facing::letter),
        char::from_digit(flags, 32).unwrap_or('0')
    )
}

/// What a piece carries, from its five characters.
fn read_info(c: &[char]) -> Result<PieceInfo, ParseGameError> {
    let err = |m: &str| ParseGameError(m.to_string());
    let facing = match c[3] {
        '.' => None,
        l => Some(
            Facing::ALL
                .into_iter()
                .find(|f| f.letter() == l)
                .ok_or_else(|| err("bad facing"))?,
        ),
    };
    let flags = c[4]
        .to_digit(32)
        .filter(|d| *d < 24)
        .ok_or_else(|| err("bad flags"))?;
    let slots = Slots {
        augmentor: decode(&AUG, c[0])?,
        offense: decode(&OFF, c[1])?,
        temporal: decode(&TMP, c[2])?,
    };
    if facing.is_some() != (slots.augmentor == Some(Augmentor::BlockPiece)) {
        return Err(err("a facing goes with Block Piece"));
    }
    Ok(PieceInfo {
        slots,
        facing,
        sturdy_used: flags & 1 != 0,
        moved: flags & 2 != 0,
        lock_used: flags & 4 != 0,
        locked: (flags >> 3) as u8,
    })
}

impl std::str::FromStr for Game {
    type Err = ParseGameError;
    fn from_str(s: &str) -> Result<Game, ParseGameError> {
        let err = |m: &str| ParseGameError(m.to_string());
        if s.len() > MAX_GAME_LEN {
            return Err(err("too long"));
        }
        let fields: Vec<&str> = s.split(" | ").collect();
        let [fen, white, black, pieces, generator, history, extra @ ..] = fields.as_slice() else {
            return Err(err(
                "it has six fields separated by \" | \", then keyed ones",
            ));
        };
        let (mut missing, mut tags) = (None, None);
        for field in extra {
            if let Some(m) = field
                .strip_prefix("m:")
                .filter(|_| missing.is_none() && tags.is_none())
            {
                missing = Some(m);
            } else if let Some(t) = field.strip_prefix("s:").filter(|_| tags.is_none()) {
                tags = Some(t);
            } else {
                return Err(err("unknown or repeated field"));
            }
        }
        let board = Board::parse_unjudged(fen).map_err(|e| err(&e.to_string()))?;
        let parse_loadout = |t: &str, c: Color| -> Result<Loadout, ParseGameError> {
            let l: Loadout = t
                .parse()
                .map_err(|e: crate::LoadoutError| err(&e.to_string()))?;
            l.check(c).map_err(|e| err(&e.to_string()))?;
            Ok(l)
        };
        let loadouts = [
            parse_loadout(white, Color::White)?,
            parse_loadout(black, Color::Black)?,
        ];
        let mut position = Position::from_board(board);
        position.elements = [Some(loadouts[0].element), Some(loadouts[1].element)];
        let chars: Vec<char> = pieces.chars().collect();
        let occupied: Vec<usize> = Bits(board.occupied()).collect();
        if chars.len() != occupied.len() * 5 {
            return Err(err("the pieces field needs 5 characters per piece"));
        }
        for (sq, c) in occupied.iter().zip(chars.chunks(5)) {
            position.info[*sq] = read_info(c)?;
        }
        for token in missing.iter().flat_map(|m| m.split(',')) {
            let chars: Vec<char> = token.chars().collect();
            let [letter, rest @ ..] = chars.as_slice() else {
                return Err(err("a missing piece is six characters"));
            };
            if rest.len() != 5 {
                return Err(err("a missing piece is six characters"));
            }
            let role = crate::square::Role::from_letter(*letter)
                .filter(|r| *r != crate::square::Role::King)
                .ok_or_else(|| err("bad missing piece"))?;
            let color = if letter.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            if position.missing(color).count() >= crate::position::MAX_MISSING {
                return Err(err("too many missing pieces"));
            }
            let info = read_info(rest)?;
            position.push_missing(color, crate::position::Missing { role, info });
        }
        for token in tags.iter().flat_map(|t| t.split(',')) {
            let bad = || err("a scorch tag is square, owner, rank and turns, like e4w32");
            if token.len() != 5 || !token.is_ascii() {
                return Err(bad());
            }
            let sq: Square = token[..2].parse().map_err(|_| bad())?;
            let owner = match &token[2..3] {
                "w" => Color::White,
                "b" => Color::Black,
                _ => return Err(bad()),
            };
            let digit = |i: usize| token[i..i + 1].parse::<u8>().map_err(|_| bad());
            let (rank, turns) = (digit(3)?, digit(4)?);
            if !(1..=5).contains(&rank) || !(1..=3).contains(&turns) || position.tag(sq).is_some() {
                return Err(bad());
            }
            position.set_tag(sq, crate::scorch::Tag { owner, rank, turns });
        }
        let (seed, state) = generator
            .split_once(':')
            .ok_or_else(|| err("the generator is seed:state"))?;
        let hex = |t: &str| u64::from_str_radix(t, 16).map_err(|_| err("bad hex number"));
        let seed = hex(seed)?;
        let rng = SplitMix64::new(hex(state)?);
        let history = if history.is_empty() {
            vec![]
        } else {
            history.split(',').map(hex).collect::<Result<Vec<_>, _>>()?
        };
        // Check as the game counts it (E1a, E52), not as plain chess does.
        if position.in_check(position.turn().other()) {
            return Err(err("the side not to move is in check"));
        }
        if history.last() != Some(&position.key()) || history.len() > 151 {
            return Err(err("the history must end with the current position"));
        }
        let game = Game {
            position,
            loadouts,
            seed,
            rng,
            history,
        };
        if game.to_string() != s {
            return Err(err("not in canonical form"));
        }
        Ok(game)
    }
}
