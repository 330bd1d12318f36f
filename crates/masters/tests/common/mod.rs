//! Helpers shared by the integration tests: a seeded RNG, a position
//! builder and random play.
#![allow(dead_code)]

use masters::{Kind, Piece, Position, Setup, Side, Square, Turn};
use std::path::Path;

/// The engine's seeded generator (SplitMix64), to pick random actions.
pub use engine::Draws as Rng;

pub fn sq(s: &str) -> Square {
    s.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// An empty-board setup with `to_move` to play on turn 1 or 2.
pub fn empty(to_move: Side) -> Setup {
    Setup::empty(to_move)
}

/// Places pieces written like `G:E1 p:F8 h:D7*`: the letter is the kind
/// (upper case Ember-owned, lower case Frost-owned), `*` means the enemy
/// puppeteer holds it.
pub fn place(setup: &mut Setup, pieces: &str) {
    for token in pieces.split_whitespace() {
        let (letter, rest) = token.split_once(':').expect("LETTER:SQUARE");
        let c = letter.chars().next().unwrap();
        let kind = Kind::from_letter(c).expect("piece letter");
        let owner = if c.is_ascii_uppercase() {
            Side::Ember
        } else {
            Side::Frost
        };
        let (square, claimed) = match rest.strip_suffix('*') {
            Some(s) => (sq(s), true),
            None => (sq(rest), false),
        };
        setup.board[square.index()] = Some(Piece::new(kind, owner));
        if claimed {
            setup.held[owner.other().index()] = Some(square);
        }
    }
}

/// A position with just these pieces, `to_move` to play.
pub fn position(to_move: Side, pieces: &str) -> Position {
    let mut s = empty(to_move);
    place(&mut s, pieces);
    Position::from_setup(s).unwrap_or_else(|e| panic!("bad test position: {e}"))
}

pub fn turn(text: &str) -> Turn {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays `text` on `pos`, panicking with the reason if it is illegal.
pub fn play(pos: &Position, text: &str) -> (Position, Vec<masters::Event>) {
    pos.play(&turn(text))
        .unwrap_or_else(|e| panic!("{text} on {pos}: {e}"))
}

/// A random legal turn, biased towards captures, claims, accepting offers
/// and scout advances so that random games reach promotions, inheritance,
/// forced offers and wins.
pub fn biased_turn(pos: &Position, turns: &[Turn], rng: &mut Rng) -> Turn {
    let weight = |t: &Turn| -> u64 {
        let mut w = 1;
        if let Some(mv) = t.mv() {
            if pos.piece_at(mv.to).is_some() {
                w += 12;
            }
            if pos.piece_at(mv.from).is_some_and(|p| p.kind == Kind::Scout) {
                w += 2;
            }
        }
        if t.claim().is_some() {
            w += 3;
        }
        if t.inheritance.is_some() {
            w += 3;
        }
        w
    };
    let total: u64 = turns.iter().map(weight).sum();
    let mut pick = rng.next_u64() % total;
    for t in turns {
        let w = weight(t);
        if pick < w {
            return *t;
        }
        pick -= w;
    }
    unreachable!()
}

/// Positions reached by biased random play from the start: `games` games of
/// at most `plies` turns each, every position along the way (finished ones too).
pub fn random_positions(seed: u64, games: usize, plies: usize) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut pos = Position::start();
        for _ in 0..plies {
            out.push(pos);
            let turns = pos.legal_turns();
            if turns.is_empty() {
                break;
            }
            let t = if rng.below(4) == 0 {
                turns[rng.below(turns.len())]
            } else {
                biased_turn(&pos, &turns, &mut rng)
            };
            pos = pos.play(&t).expect("generated turns are legal").0;
        }
    }
    out
}

/// One `id` block of a `.perft` file.
pub struct Vector {
    pub id: String,
    pub position: Position,
    pub counts: Vec<(u32, u64)>,
}

/// Reads every `.perft` file in `tests/`.
pub fn vectors() -> Vec<Vector> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    let mut out: Vec<Vector> = Vec::new();
    for file in files {
        for line in std::fs::read_to_string(&file).unwrap().lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, value) = line
                .split_once(' ')
                .unwrap_or_else(|| panic!("{}: bad line {line}", file.display()));
            match key {
                "id" => out.push(Vector {
                    id: value.to_string(),
                    position: Position::start(),
                    counts: vec![],
                }),
                "position" => {
                    out.last_mut().expect("id first").position =
                        value.parse().unwrap_or_else(|e| panic!("{value}: {e}"))
                }
                "perft" => {
                    let (d, n) = value.split_once(' ').expect("perft DEPTH COUNT");
                    out.last_mut()
                        .expect("id first")
                        .counts
                        .push((d.parse().unwrap(), n.parse().unwrap()));
                }
                _ => panic!("{}: unknown key {key}", file.display()),
            }
        }
    }
    out
}
