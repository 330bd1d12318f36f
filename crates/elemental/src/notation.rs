//! The stored text of a game, one line, six fields separated by ` | `:
//!
//! 1. the FEN of the placement and chess state;
//! 2. White's loadout and 3. Black's (see [`crate::Loadout`]'s text form);
//! 4. what each piece carries, five characters per occupied square in
//!    a1…h8 order: augmentor, offense, temporal (a letter each or `.`),
//!    facing (`N E S W` or `.`), and a digit of flags (1 Sturdy used,
//!    2 displaced);
//! 5. the generator, `seed:state` in hex (secret until the game is over, E41);
//! 6. the repetition history, position keys in hex separated by commas.
//!
//! Every text that parses formats back to the same text; parsing never
//! panics and refuses inputs over [`MAX_GAME_LEN`] characters.

use crate::bitboard::Bits;
use crate::chess::Board;
use crate::game::Game;
use crate::loadout::{Augmentor, Loadout, Offense, Slots, Temporal};
use crate::position::{PieceInfo, Position};
use crate::rng::SplitMix64;
use crate::square::{Color, Facing};
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
            let i = p.info[sq];
            let flags = u8::from(i.sturdy_used) | (u8::from(i.moved) << 1);
            write!(
                f,
                "{}{}{}{}{}",
                code(&AUG, i.slots.augmentor),
                code(&OFF, i.slots.offense),
                code(&TMP, i.slots.temporal),
                i.facing.map_or('.', Facing::letter),
                flags
            )?;
        }
        write!(f, " | {:x}:{:x} | ", self.seed, self.rng.state())?;
        let keys: Vec<String> = self.history.iter().map(|k| format!("{k:x}")).collect();
        write!(f, "{}", keys.join(","))
    }
}

impl std::str::FromStr for Game {
    type Err = ParseGameError;
    fn from_str(s: &str) -> Result<Game, ParseGameError> {
        let err = |m: &str| ParseGameError(m.to_string());
        if s.len() > MAX_GAME_LEN {
            return Err(err("too long"));
        }
        let fields: Vec<&str> = s.split(" | ").collect();
        let [fen, white, black, pieces, generator, history] = fields.as_slice() else {
            return Err(err("it has six fields separated by \" | \""));
        };
        let board: Board = fen
            .parse()
            .map_err(|e: crate::FenError| err(&e.to_string()))?;
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
                .to_digit(10)
                .filter(|d| *d < 4)
                .ok_or_else(|| err("bad flags"))?;
            let slots = Slots {
                augmentor: decode(&AUG, c[0])?,
                offense: decode(&OFF, c[1])?,
                temporal: decode(&TMP, c[2])?,
            };
            if facing.is_some() != (slots.augmentor == Some(Augmentor::BlockPiece)) {
                return Err(err("a facing goes with Block Piece"));
            }
            position.info[*sq] = PieceInfo {
                slots,
                facing,
                sturdy_used: flags & 1 != 0,
                moved: flags & 2 != 0,
            };
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
