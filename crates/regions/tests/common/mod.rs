//! Helpers shared by the integration tests: a seeded RNG, a position
//! builder and random play.
#![allow(dead_code)]

use regions::{Action, Infiltrator, Kind, Piece, Position, Setup, Side, Square};
use std::path::Path;

/// The engine's seeded generator (SplitMix64), to pick random actions.
pub use engine::Draws as Rng;

pub fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// Places pieces written like `K:f1 p:e7 P:d4'`: the letter is the kind
/// (upper case White, lower case Black); `'` marks a pawn that has moved.
pub fn place(setup: &mut Setup, pieces: &str) {
    for token in pieces.split_whitespace() {
        let (letter, rest) = token.split_once(':').expect("LETTER:SQUARE");
        let c = letter.chars().next().unwrap();
        let kind = Kind::from_letter(c).expect("piece letter");
        let side = if c.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let (square, moved) = match rest.strip_suffix('\'') {
            Some(s) => (sq(s), true),
            None => (sq(rest), false),
        };
        setup.board[square.index()] = Some(Piece { kind, side, moved });
    }
}

/// A position with just these pieces, `to_move` to play, no infiltrators
/// in play (both lost) and no check yet.
pub fn position(to_move: Side, pieces: &str) -> Position {
    let mut s = Setup::empty(to_move);
    place(&mut s, pieces);
    Position::from_setup(s).unwrap_or_else(|e| panic!("bad test position: {e}"))
}

/// The same with infiltrators and the check flag set.
pub fn with(pos: &Position, checked: bool, infiltrators: [Infiltrator; 2]) -> Position {
    let mut s = pos.to_setup();
    s.checked = checked;
    s.infiltrators = infiltrators;
    Position::from_setup(s).unwrap_or_else(|e| panic!("bad test position: {e}"))
}

pub fn action(text: &str) -> Action {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays `text` on `pos`, panicking with the reason if it is illegal.
pub fn play(pos: &Position, text: &str) -> (Position, Vec<regions::Event>) {
    pos.play(&action(text))
        .unwrap_or_else(|e| panic!("{text} on {pos}: {e}"))
}

pub fn err(pos: &Position, text: &str) -> regions::ActionError {
    pos.play(&action(text))
        .err()
        .unwrap_or_else(|| panic!("{text} should be illegal on {pos}"))
}

/// The start array with White's pick on e9 and Black's on e2 (the perft start).
pub fn picked_start() -> Position {
    Position::start()
        .pick(Side::White, sq("e9"))
        .unwrap()
        .pick(Side::Black, sq("e2"))
        .unwrap()
}

/// Random picks for both sides.
pub fn random_picks(rng: &mut Rng) -> Position {
    let mut pos = Position::start();
    for side in Side::ALL {
        let choices = pos.pick_choices(side);
        pos = pos.pick(side, choices[rng.below(choices.len())]).unwrap();
    }
    pos
}

/// A random legal action, biased towards captures, carries, promotions and
/// reveals so that random games reach them.
pub fn biased_action(pos: &Position, rng: &mut Rng) -> Option<Action> {
    let actions = pos.legal_actions();
    if actions.is_empty() {
        return None;
    }
    let interesting: Vec<&Action> = actions
        .iter()
        .filter(|a| match a {
            Action::Reveal => true,
            Action::Move(m) => {
                m.carry.is_some() || m.promotion.is_some() || pos.piece_at(m.to).is_some()
            }
        })
        .collect();
    if !interesting.is_empty() && rng.below(3) == 0 {
        return Some(*interesting[rng.below(interesting.len())]);
    }
    Some(actions[rng.below(actions.len())])
}

/// A perft vector file entry.
pub struct Vector {
    pub id: String,
    pub position: Position,
    pub counts: Vec<(u32, u64)>,
}

/// Every vector in `tests/*.perft`.
pub fn vectors() -> Vec<Vector> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut current: Option<Vector> = None;
        for line in text.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, rest) = line.split_once(' ').expect("KEY VALUE");
            match key {
                "id" => {
                    out.extend(current.take());
                    current = Some(Vector {
                        id: rest.to_string(),
                        position: Position::start(),
                        counts: vec![],
                    });
                }
                "position" => {
                    current.as_mut().unwrap().position = rest
                        .parse()
                        .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
                }
                "perft" => {
                    let (d, n) = rest.split_once(' ').unwrap();
                    current
                        .as_mut()
                        .unwrap()
                        .counts
                        .push((d.parse().unwrap(), n.parse().unwrap()));
                }
                other => panic!("unknown key {other}"),
            }
        }
        out.extend(current);
    }
    out
}
