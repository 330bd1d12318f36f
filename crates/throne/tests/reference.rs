//! A second, simple move generator written straight from the rules file
//! (walking a piece one step at a time, trying every subset of the values
//! by position), checked against the engine's generator on the perft
//! setup and on positions from random games.

use std::collections::BTreeSet;
use throne::board::{self, Place, Seat};
use throne::{FINISH_ORDER, Kind, Phase, Position, Values};

/// The perft setup's throws (see `examples/perft.rs`).
const THROWS: [u8; 40] = [
    6, 6, 5, 4, 3, 11, 2, 8, 4, 7, 3, 16, 5, 6, 2, 4, 4, 3, 7, 5, 4, 6, 2, 3, 11, 4, 5, 8, 7, 2, 6,
    4, 3, 5, 4, 4, 2, 7, 3, 6,
];

/// Walks `dist` steps one at a time from `step`: `None` if the move is illegal.
fn walk(pos: &Position, seat: Seat, step: u8, kind: Kind, dist: u32) -> Option<u8> {
    let open = pos.gate_open(seat);
    let held = kind == Kind::Soldier
        && !(pos.formed(seat, Kind::Squad) == 2 && pos.formed(seat, Kind::Unit) == 1);
    if held && open && step == 12 {
        return None; // T13a: no move from the gate
    }
    let mut at = step;
    for _ in 0..dist {
        if at == 12 && !open {
            at = 1; // T13: round again
        } else if at == 12 && held && step < 12 {
            return Some(12); // T13a: stop on the gate
        } else if at == 15 {
            return None; // T12: past the Throne
        } else {
            at += 1;
        }
    }
    if step != 0 && at == step {
        return None; // T13: a whole lap
    }
    if at == 14 && kind == Kind::Soldier {
        return None; // T12
    }
    if at == 15 && FINISH_ORDER[pos.finished(seat) as usize] != kind {
        return None; // T19
    }
    if (1..=12).contains(&at) {
        let players = pos.players();
        let square = board::ring_square(players, seat, at);
        if !board::is_shield(players, square) {
            for other in pos.seats().filter(|&o| o != seat && !pos.resigned(o)) {
                let their = Place::Ring(square).step_for(players, other)?;
                for k in Kind::ALL {
                    if k != kind && pos.count_at(other, their, k) > 0 {
                        return None; // T14
                    }
                }
            }
        }
    }
    Some(at)
}

/// Every legal move as text, by brute force over the value list's subsets.
fn reference_moves(pos: &Position) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    if pos.phase() != Phase::Move {
        return out;
    }
    let seat = pos.turn();
    let values = pos.unused().to_vec();
    let mut groups = Vec::new();
    if pos.home(seat) > 0 {
        groups.push((0u8, Kind::Soldier));
    }
    for (step, kind, _) in pos.pieces(seat) {
        groups.push((step, kind));
    }
    for mask in 1u32..(1 << values.len()) {
        let chosen: Vec<u8> = (0..values.len())
            .filter(|i| mask & (1 << i) != 0)
            .map(|i| values[i])
            .collect();
        let sum: u32 = chosen.iter().map(|&v| v as u32).sum();
        for &(step, kind) in &groups {
            let size = kind.size();
            if chosen.iter().any(|v| v % size != 0) {
                continue; // T11
            }
            if walk(pos, seat, step, kind, sum / size as u32).is_some() {
                let combo = Values::of(&chosen).unwrap();
                out.insert(format!("{} {kind} {combo}", pos.place(seat, step)));
            }
        }
    }
    out
}

fn engine_moves(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves().iter().map(ToString::to_string).collect()
}

fn reference_perft(pos: &Position, depth: u32, next: usize) -> u64 {
    let mut pos = pos.clone();
    let next = pos.throw_from(&THROWS, next).expect("enough throws");
    let moves = reference_moves(&pos);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for m in moves {
        let mut child = pos.clone();
        child.apply(&m.parse().unwrap(), &mut Vec::new()).unwrap();
        if child.winner().is_none() {
            total += reference_perft(&child, depth - 1, next);
        }
    }
    total
}

#[test]
fn perft_counts_agree_with_the_reference_generator() {
    let start = Position::new(2, 0).unwrap();
    let expected = [5, 16, 45, 184, 1145, 7522];
    for (depth, &n) in (1..).zip(&expected) {
        assert_eq!(
            start.perft(depth, &THROWS, 0),
            Some(n),
            "engine, depth {depth}"
        );
        assert_eq!(
            reference_perft(&start, depth, 0),
            n,
            "reference, depth {depth}"
        );
    }
}

#[test]
fn both_generators_agree_on_positions_from_random_games() {
    let mut checked = 0;
    for players in 2..=4 {
        for seed in 0..60u64 {
            let mut pos = Position::new(players, seed).unwrap();
            let mut pick = seed;
            while pos.winner().is_none() && pos.rounds() < 3000 {
                match pos.phase() {
                    Phase::Throw => pos.throw(&mut Vec::new()).unwrap(),
                    _ => {
                        assert_eq!(engine_moves(&pos), reference_moves(&pos), "{pos}");
                        checked += 1;
                        let moves = pos.legal_moves();
                        pick = pick
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        let m = moves[(pick >> 33) as usize % moves.len()];
                        pos.apply(&m, &mut Vec::new()).unwrap();
                    }
                }
            }
            assert!(
                pos.winner().is_some(),
                "{players} players, seed {seed}: no winner"
            );
        }
    }
    assert!(checked > 10_000, "{checked} positions");
}
