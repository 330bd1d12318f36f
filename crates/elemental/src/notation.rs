//! The stored text of a game, one line, six fields separated by ` | `:
//!
//! 1. the FEN of the placement and chess state;
//! 2. White's loadout and 3. Black's (see [`crate::Loadout`]'s text form);
//! 4. what each piece carries, five characters per occupied square in
//!    a1…h8 order: augmentor, offense, temporal (a letter each or `.`),
//!    facing (`N E S W` or `.`), and the flags as one digit of
//!    `0`–`9`, `a`–`z`, `A`–`Z`, `-`, `_` (0 to 63): 1 Sturdy used,
//!    2 displaced, 4 Temporal Lock used, 8 × the turns the piece stays
//!    locked (E36), 32 Do-Over used (E34);
//! 5. the generator, `seed:state` in hex (secret until the game is over, E41);
//! 6. the repetition history, position keys in hex separated by commas;
//!
//! Then, only when there is something to say, keyed fields in this order:
//! - `m:` the missing pieces (E35), each in the order it left, six
//!   characters separated by commas: its role letter (upper case White's),
//!   then the five characters of field 4;
//! - `s:` the scorch tags (E9) in square order, separated by commas: the
//!   square, the owner (`w` or `b`), the rank and the owner's turns left,
//!   like `e4w32`;
//! - `k:` Sadist Streak's marks (E24) in the order they were made,
//!   separated by commas: the marked piece's number (two hex digits), its
//!   side's turns left, `a` (alone) or `g` (with its group), and the group
//!   as a hex bit set of piece numbers, like `0c2g1400`;
//! - `i:` which piece is which (kept across rewinds, E34), two hex digits
//!   per piece on the board in square order, then per missing piece;
//!   left out when the pieces are numbered 1, 2, … in that order;
//! - `p:` with Do-Over in play, the positions before each completed ply,
//!   oldest first, separated by `~`, each as its FEN, pieces, missing
//!   pieces, tags and numbering separated by `;` (a rewind restores one,
//!   E34); the history then holds every position's key since the start;
//! - `f:` the pieces Flood Wake keeps removed through rewinds (E11, E87),
//!   by number, two hex digits each;
//! - `r:` what each side's concealed Water loadout has revealed (E12,
//!   E74), one hex digit per side, White's first: 1 augmentor, 2 offense,
//!   4 temporal, 8 Mist Shroud.
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

/// The digits of the flags character: base 32 as far as `v`, then on.
const FLAGS: &str = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";

/// Longest game text accepted.
pub const MAX_GAME_LEN: usize = 1 << 20;

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
        let p = &self.line.position;
        write!(
            f,
            "{} | {} | {} | {}",
            p.board,
            self.loadouts[0],
            self.loadouts[1],
            pieces_text(p)
        )?;
        write!(f, " | {:x}:{:x} | ", self.seed, self.line.rng.state())?;
        let keys: Vec<String> = self.line.history.iter().map(|k| format!("{k:x}")).collect();
        write!(f, "{}", keys.join(","))?;
        for (key, text) in [
            ("m", missing_text(p)),
            ("s", tags_text(p)),
            ("k", marks_text(p)),
            ("i", ids_text(p)),
        ] {
            if !text.is_empty() {
                write!(f, " | {key}:{text}")?;
            }
        }
        if !self.line.past.is_empty() {
            let past: Vec<String> = self.line.past.iter().map(past_text).collect();
            write!(f, " | p:{}", past.join("~"))?;
        }
        if !self.line.flooded.is_empty() {
            let ids: String = self
                .line
                .flooded
                .iter()
                .map(|id| format!("{id:02x}"))
                .collect();
            write!(f, " | f:{ids}")?;
        }
        let [w, b] = self.line.revealed;
        if !(w.is_empty() && b.is_empty()) {
            write!(f, " | r:{:x}{:x}", w.bits(), b.bits())?;
        }
        Ok(())
    }
}

/// Field 4: what each piece on the board carries.
fn pieces_text(p: &Position) -> String {
    Bits(p.board.occupied())
        .map(|sq| Info(&p.info[sq]).to_string())
        .collect()
}

/// The `m:` field's text (empty when nobody misses a piece).
fn missing_text(p: &Position) -> String {
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
    missing.join(",")
}

/// The `s:` field's text (empty without tags).
fn tags_text(p: &Position) -> String {
    let tags: Vec<String> = Square::all()
        .filter_map(|sq| {
            let t = p.tag(sq)?;
            let owner = if t.owner == Color::White { 'w' } else { 'b' };
            Some(format!("{sq}{owner}{}{}", t.rank, t.turns))
        })
        .collect();
    tags.join(",")
}

/// The `k:` field's text (empty without marks).
fn marks_text(p: &Position) -> String {
    let marks: Vec<String> = p
        .marks()
        .map(|m| {
            format!(
                "{:02x}{}{}{:x}",
                m.id,
                m.turns,
                if m.alone { 'a' } else { 'g' },
                m.group
            )
        })
        .collect();
    marks.join(",")
}

/// The `i:` field's text (empty when the pieces are numbered plainly and
/// nothing is marked).
fn ids_text(p: &Position) -> String {
    // Marks name pieces by number, so they keep the numbering written.
    if p.numbered_plainly() && p.marks().next().is_none() {
        return String::new();
    }
    let board = Bits(p.board.occupied()).map(|sq| p.info[sq].id);
    let missing = Color::BOTH
        .into_iter()
        .flat_map(|c| p.missing(c).map(|m| m.info.id).collect::<Vec<_>>());
    board.chain(missing).map(|id| format!("{id:02x}")).collect()
}

/// A past position (E34): FEN, pieces, missing, tags, marks and numbering.
fn past_text(p: &Position) -> String {
    format!(
        "{};{};{};{};{};{}",
        p.board,
        pieces_text(p),
        missing_text(p),
        tags_text(p),
        marks_text(p),
        ids_text(p)
    )
}

/// The texts a position is read from.
struct Parts<'a> {
    fen: &'a str,
    pieces: &'a str,
    missing: Option<&'a str>,
    tags: Option<&'a str>,
    marks: Option<&'a str>,
    ids: Option<&'a str>,
}

/// A position from its texts, for sides with these elements.
fn read_position(
    parts: &Parts<'_>,
    elements: [Option<crate::loadout::Element>; 2],
) -> Result<Position, ParseGameError> {
    let err = |m: &str| ParseGameError(m.to_string());
    let board = Board::parse_unjudged(parts.fen).map_err(|e| err(&e.to_string()))?;
    let mut position = Position::from_board(board);
    position.elements = elements;
    let chars: Vec<char> = parts.pieces.chars().collect();
    let occupied: Vec<usize> = Bits(board.occupied()).collect();
    if chars.len() != occupied.len() * 5 {
        return Err(err("the pieces field needs 5 characters per piece"));
    }
    for (sq, c) in occupied.iter().zip(chars.chunks(5)) {
        position.info[*sq] = read_info(c)?;
    }
    for token in parts.missing.iter().flat_map(|m| m.split(',')) {
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
    for token in parts.tags.iter().flat_map(|t| t.split(',')) {
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
    for (i, token) in parts.marks.iter().flat_map(|t| t.split(',')).enumerate() {
        let bad = || err("a mark is a number, turns, a or g and a group, like 0c2g1400");
        if token.len() < 5 || !token.is_ascii() || i >= crate::sadist::MAX_MARKS {
            return Err(bad());
        }
        let id = u8::from_str_radix(&token[..2], 16).map_err(|_| bad())?;
        let turns = token[2..3].parse::<u8>().map_err(|_| bad())?;
        let alone = match &token[3..4] {
            "a" => true,
            "g" => false,
            _ => return Err(bad()),
        };
        let group = u64::from_str_radix(&token[4..], 16).map_err(|_| bad())?;
        // A removal's mark starts at 4, counted down at step 8 of its turn
        // (E38): a turn that ends before step 8 keeps it at 4.
        if !(1..=4).contains(&turns) {
            return Err(bad());
        }
        position.marks[i] = Some(crate::sadist::Mark {
            id,
            turns,
            alone,
            group,
        });
    }
    if parts.ids.is_none() && parts.marks.is_some() {
        return Err(err("marked pieces need their numbering"));
    }
    if parts.ids.is_none() {
        position.renumber();
    }
    if let Some(ids) = parts.ids {
        let count = occupied.len()
            + Color::BOTH
                .iter()
                .map(|c| position.missing(*c).count())
                .sum::<usize>();
        if ids.len() != count * 2 || !ids.is_ascii() {
            return Err(err("the numbering has two hex digits per piece"));
        }
        let mut numbers = (0..count).map(|i| u8::from_str_radix(&ids[2 * i..2 * i + 2], 16));
        for sq in &occupied {
            position.info[*sq].id = numbers
                .next()
                .and_then(Result::ok)
                .ok_or_else(|| err("bad number"))?;
        }
        for list in &mut position.missing {
            for m in list.iter_mut().flatten() {
                m.info.id = numbers
                    .next()
                    .and_then(Result::ok)
                    .ok_or_else(|| err("bad number"))?;
            }
        }
    }
    // Check as the game counts it (E1a, E52), not as plain chess does.
    if position.in_check(position.turn().other()) {
        return Err(err("the side not to move is in check"));
    }
    Ok(position)
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
        | (u32::from(i.locked) << 3)
        | (u32::from(i.do_over_used) << 5);
    // A used Schrödinger's Laugh is written in upper case (E37).
    let temporal = code(&TMP, i.slots.temporal);
    let temporal = if i.laughed {
        temporal.to_ascii_uppercase()
    } else {
        temporal
    };
    write!(
        f,
        "{}{}{}{}{}",
        code(&AUG, i.slots.augmentor),
        code(&OFF, i.slots.offense),
        temporal,
        i.facing.map_or('.', Facing::letter),
        FLAGS
            .as_bytes()
            .get(flags as usize)
            .map_or('0', |b| *b as char)
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
    let flags = FLAGS
        .find(c[4])
        .map(|d| d as u32)
        .filter(|d| (d >> 3) & 3 < 3)
        .ok_or_else(|| err("bad flags"))?;
    let laughed = c[2] == 'X';
    let slots = Slots {
        augmentor: decode(&AUG, c[0])?,
        offense: decode(&OFF, c[1])?,
        temporal: decode(&TMP, if laughed { 'x' } else { c[2] })?,
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
        locked: ((flags >> 3) & 3) as u8,
        do_over_used: flags & 32 != 0,
        id: 0,
        laughed,
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
        // Keyed fields, each at most once and in the order m, s, k, i, p, f, r.
        let mut keyed: [Option<&str>; 7] = [None; 7];
        let mut last = None;
        for field in extra {
            let index = ["m:", "s:", "k:", "i:", "p:", "f:", "r:"]
                .iter()
                .position(|k| field.starts_with(k))
                .filter(|i| last.is_none_or(|l| *i > l))
                .ok_or_else(|| err("unknown or repeated field"))?;
            keyed[index] = Some(&field[2..]);
            last = Some(index);
        }
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
        let elements = [Some(loadouts[0].element), Some(loadouts[1].element)];
        let position = read_position(
            &Parts {
                fen,
                pieces,
                missing: keyed[0],
                tags: keyed[1],
                marks: keyed[2],
                ids: keyed[3],
            },
            elements,
        )?;
        let mut past = Vec::new();
        for entry in keyed[4].iter().flat_map(|p| p.split('~')) {
            let parts: Vec<&str> = entry.split(';').collect();
            let [fen, pieces, missing, tags, marks, ids] = parts.as_slice() else {
                return Err(err("a past position has six parts"));
            };
            fn some<'a>(t: &&'a str) -> Option<&'a str> {
                (!t.is_empty()).then_some(*t)
            }
            past.push(read_position(
                &Parts {
                    fen,
                    pieces,
                    missing: some(missing),
                    tags: some(tags),
                    marks: some(marks),
                    ids: some(ids),
                },
                elements,
            )?);
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
        let longest = if past.is_empty() { 151 } else { past.len() + 1 };
        if history.last() != Some(&position.key()) || history.len() > longest {
            return Err(err("the history must end with the current position"));
        }
        let mut flooded = Vec::new();
        if let Some(ids) = keyed[5] {
            if ids.len() % 2 != 0 || !ids.is_ascii() || ids.len() > 64 {
                return Err(err("Flood Wake's pieces are two hex digits each"));
            }
            for i in (0..ids.len()).step_by(2) {
                flooded
                    .push(u8::from_str_radix(&ids[i..i + 2], 16).map_err(|_| err("bad number"))?);
            }
        }
        let mut revealed = [crate::Revealed::NONE; 2];
        if let Some(r) = keyed[6] {
            let digits: Vec<u8> = r
                .chars()
                .map(|c| c.to_digit(16).map(|d| d as u8))
                .collect::<Option<_>>()
                .ok_or_else(|| err("reveals are hex digits"))?;
            let [w, b] = digits.as_slice() else {
                return Err(err("reveals are two hex digits"));
            };
            for (slot, d) in revealed.iter_mut().zip([w, b]) {
                *slot = crate::Revealed::from_bits(*d).ok_or_else(|| err("bad reveal"))?;
            }
        }
        let game = Game {
            line: crate::game::Line {
                position,
                past,
                history,
                rng,
                flooded,
                revealed,
            },
            loadouts,
            seed,
        };
        if game.to_string() != s {
            return Err(err("not in canonical form"));
        }
        Ok(game)
    }
}
