//! E1: the chess core against the standard perft vectors in
//! `tests/chess.perft` (every line up to [`MAX_NODES`] leaves).

mod support;

use elemental::Board;

/// Lines with more leaves are left to the perft example.
const MAX_NODES: u64 = 5_000_000;

struct Vector {
    id: String,
    fen: String,
    depths: Vec<(u32, u64)>,
}

fn vectors() -> Vec<Vector> {
    let text = include_str!("chess.perft");
    let mut out: Vec<Vector> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').expect("key and value");
        match key {
            "id" => out.push(Vector {
                id: value.into(),
                fen: String::new(),
                depths: vec![],
            }),
            "fen" => out.last_mut().expect("an id first").fen = value.into(),
            "perft" => {
                let (d, n) = value.split_once(' ').expect("depth and count");
                out.last_mut()
                    .expect("an id first")
                    .depths
                    .push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other}"),
        }
    }
    out
}

#[test]
fn e1_standard_perft_vectors() {
    let vectors = vectors();
    assert_eq!(vectors.len(), 7, "start and positions 2–6 (4 both ways)");
    let mut run = 0;
    for v in vectors {
        let board: Board = v.fen.parse().unwrap_or_else(|e| panic!("{}: {e}", v.id));
        assert_eq!(board.to_string(), v.fen, "{}: FEN round trip", v.id);
        for (depth, expected) in v.depths {
            if expected > MAX_NODES {
                continue;
            }
            assert_eq!(board.perft(depth), expected, "{} perft({depth})", v.id);
            run += 1;
        }
    }
    assert!(run >= 25, "only {run} vectors ran");
}

/// Ability lines with more leaves are left to the perft example.
const MAX_ABILITY_NODES: u64 = 300_000;

/// E82: perft with abilities against `tests/abilities.perft`.
#[test]
fn e82_perft_with_abilities() {
    let side = |t: &str| elemental::side_from_text(t).unwrap_or_else(|e| panic!("{t}: {e}"));
    let mut run = 0;
    for line in support::ability_lines() {
        let board: Board = line.fen.parse().unwrap();
        let p = elemental::Position::with_slots(board, line.sides.each_ref().map(|t| side(t)));
        for &(d, n) in line.counts.iter().filter(|(_, n)| *n <= MAX_ABILITY_NODES) {
            assert_eq!(p.perft(d), n, "{} perft({d})", line.id);
            run += 1;
        }
    }
    assert!(run >= 12, "only {run} lines ran");
}
