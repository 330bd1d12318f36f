//! Alt text: the race read out, seat by seat, then the round.

use crate::request::BoardRequest;
use std::collections::BTreeSet;
use throne::{Kind, Phase, Place, Position, Seat};

pub use board_render::MAX_ALT;

/// One status line: who is to throw or move, or how the game ended.
pub fn status(req: &BoardRequest) -> String {
    status_with(req, |seat| req.who(seat))
}

/// The status line with each seat written by `who` (the picture's header
/// shortens long names, so the line's end stays in view).
pub fn status_with(req: &BoardRequest, who: impl Fn(Seat) -> String) -> String {
    let pos = req.position;
    if let Some(ended) = req.ended {
        return ended.to_string();
    }
    match pos.phase() {
        Phase::Won(seat) => format!("{} wins the Throne", who(seat)),
        Phase::Throw => {
            let bonus = if pos.bonus_owed() > 0 {
                " (bonus round)"
            } else {
                ""
            };
            format!("{} to throw{bonus}", who(pos.turn()))
        }
        Phase::Move => format!("{} to move with {}", who(pos.turn()), pos.unused()),
    }
}

fn plural(n: u8, word: &str) -> String {
    if n == 1 {
        format!("a {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// Where the seat's pieces stand, in words.
fn pieces(pos: &Position, seat: Seat) -> String {
    let mut parts = Vec::new();
    for (step, kind, n) in pos.pieces(seat) {
        let at = pos.place(seat, step);
        let what = match kind {
            Kind::Soldier => plural(n, "soldier"),
            Kind::Unit => plural(n, "unit"),
            Kind::Squad => plural(n, "squad"),
        };
        let note = if step == 12 { " (gate)" } else { "" };
        parts.push(format!("{what} on {at}{note}"));
    }
    if parts.is_empty() {
        "nothing on the board".into()
    } else {
        parts.join(", ")
    }
}

/// The squares the player to move can reach with a listed combination.
pub fn reachable(pos: &Position) -> BTreeSet<String> {
    pos.legal_moves()
        .iter()
        .filter_map(|m| pos.destination(m).ok())
        .map(|p| match p {
            Place::Throne => "the Throne".to_string(),
            other => other.to_string(),
        })
        .collect()
}

/// The whole description.
pub fn describe(req: &BoardRequest) -> String {
    let pos = req.position;
    let mut out = format!("Throne, {} players. {}.", pos.players(), status(req));
    for seat in pos.seats() {
        if pos.resigned(seat) {
            out.push_str(&format!(" {} resigned.", req.who(seat)));
            continue;
        }
        let gate = if pos.gate_open(seat) {
            "gate open"
        } else {
            "gate locked"
        };
        out.push_str(&format!(
            " {}: {} home, {}; Throne {} of 5; {gate}.",
            req.who(seat),
            pos.home(seat),
            pieces(pos, seat),
            pos.finished(seat)
        ));
    }
    if pos.phase() == Phase::Move {
        let reach: Vec<String> = reachable(pos).into_iter().collect();
        out.push_str(&format!(" Reachable: {}.", reach.join(", ")));
    }
    if let Some(t) = pos.last_throw() {
        out.push_str(&format!(
            " Last throw {} ({} of 8 white); values {}.",
            t.value(),
            t.shells.count_ones(),
            pos.round_values()
        ));
    }
    board_render::clip_alt(out)
}
