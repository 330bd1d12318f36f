//! What the rules tests share: games from a FEN and loadout texts, turns
//! played or refused by their text.

#![allow(dead_code)]

use elemental::{Chosen, Event, Game, Loadout, Role, Square, Turn, TurnError};

/// A square by name.
pub fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// A game from a FEN with loadouts in their text form (seed 42).
pub fn game(fen: &str, white: &str, black: &str) -> Game {
    let loadouts: [Loadout; 2] = [white.parse().unwrap(), black.parse().unwrap()];
    Game::from_board(fen.parse().unwrap(), loadouts, 42).unwrap()
}

/// Plays a turn that must be legal.
pub fn play(g: &Game, t: &str) -> (Game, Vec<Event>) {
    g.play(&t.parse::<Turn>().unwrap())
        .unwrap_or_else(|e| panic!("{t}: {e}"))
}

/// Why a turn is refused (it must be).
pub fn refusal(g: &Game, t: &str) -> TurnError {
    g.play(&t.parse::<Turn>().unwrap()).unwrap_err()
}

/// A choice naming a square.
pub fn on(s: &str) -> Chosen {
    Chosen::Square(sq(s))
}

/// Choices naming squares, in order.
pub fn ons(squares: &[&str]) -> Vec<Chosen> {
    squares.iter().map(|s| on(s)).collect()
}

/// Whether a turn is legal.
pub fn legal(g: &Game, t: &str) -> bool {
    g.find(&t.parse().unwrap()).is_ok()
}

/// The role on a square, if any.
pub fn role_at(g: &Game, s: &str) -> Option<Role> {
    g.position().piece(sq(s)).map(|(_, r, _)| r)
}

/// The bishop on b2 can take the knight on f6; a pawn stands on g7 next to
/// it, a pawn on a7, a rook on g5, the black king on e8.
pub const FORK: &str = "4k3/p5p1/5n2/6r1/8/8/1B6/4K3 w - - 0 1";

/// One entry of `tests/abilities.perft`: a position, both sides' loadout
/// texts and the recorded counts by depth.
pub struct AbilityLine {
    /// The entry's name.
    pub id: String,
    /// The position.
    pub fen: String,
    /// White's and Black's `ELEMENT/AUGMENTOR/OFFENSE/TEMPORAL`.
    pub sides: [String; 2],
    /// `(depth, count)` as recorded.
    pub counts: Vec<(u32, u64)>,
}

/// The entries of `tests/abilities.perft`, in order.
pub fn ability_lines() -> Vec<AbilityLine> {
    let mut out: Vec<AbilityLine> = Vec::new();
    for line in include_str!("../abilities.perft").lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').expect("key and value");
        if key == "id" {
            out.push(AbilityLine {
                id: value.into(),
                fen: String::new(),
                sides: Default::default(),
                counts: Vec::new(),
            });
            continue;
        }
        let entry = out.last_mut().expect("an id first");
        match key {
            "fen" => entry.fen = value.into(),
            "white" => entry.sides[0] = value.into(),
            "black" => entry.sides[1] = value.into(),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("depth and count");
                entry.counts.push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    out
}
