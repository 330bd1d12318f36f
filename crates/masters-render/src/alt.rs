//! Alt text: the position in words for screen readers, at most 1,024
//! characters (Discord's limit for an attachment description).

use crate::request::BoardRequest;
use masters::{Bitboard, Kind, Position, Side};
use std::fmt::Write;

pub use board_render::MAX_ALT;

fn plural(kind: Kind, n: usize) -> String {
    match (kind, n) {
        (_, 1) => kind.name().to_string(),
        (Kind::Witch, _) => "witches".to_string(),
        (Kind::Horseman, _) => "horsemen".to_string(),
        _ => format!("{}s", kind.name()),
    }
}

fn squares(bb: Bitboard) -> String {
    bb.squares()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// "general E1; witch G1 (moves as a horseman); scouts A2 B2 …" for the pieces `side` owns.
fn army(pos: &Position, side: Side) -> String {
    let mut parts = Vec::new();
    for kind in Kind::ALL {
        let bb = pos.of(side, kind);
        if bb.is_empty() {
            continue;
        }
        let mut part = format!("{} {}", plural(kind, bb.count() as usize), squares(bb));
        if kind == Kind::Witch
            && let Some(m) = pos.witch_moveset(side)
        {
            let _ = write!(part, " (moves as a {m})");
        }
        parts.push(part);
    }
    if parts.is_empty() {
        "no pieces".to_string()
    } else {
        parts.join("; ")
    }
}

/// The alt text of a board picture.
pub fn describe(req: &BoardRequest) -> String {
    let pos = req.position;
    let name = |s: Side| req.name(s);
    let mut t = String::new();
    match (req.ended, pos.winner()) {
        (Some(ended), _) => {
            let _ = write!(
                t,
                "Masters board, game over after turn {}: {ended}.",
                pos.turn() - 1
            );
        }
        (None, Some(w)) => {
            let _ = write!(
                t,
                "Masters board after turn {}: {w} ({}) has won.",
                pos.turn() - 1,
                name(w)
            );
        }
        (None, None) => {
            let m = pos.to_move();
            let _ = write!(
                t,
                "Masters board, turn {}, {m} ({}) to move.",
                pos.turn(),
                name(m)
            );
        }
    }
    if let Some(m) = req.last_move {
        let _ = write!(t, " Last move {}-{}.", m.from, m.to);
    }
    let p = &req.preview;
    if let Some(m) = p.staged_move {
        let _ = write!(t, " Staged move {m}.");
    }
    if let Some(c) = p.staged_claim {
        let _ = write!(t, " Staged claim {c}.");
    }
    if p.claim_picking {
        let targets = match p.staged_move {
            Some(m) => pos.claim_targets_after(m).unwrap_or_default(),
            None => pos.claim_targets(),
        };
        let list = if targets.is_empty() {
            "none".to_string()
        } else {
            squares(targets)
        };
        let _ = write!(t, " Claim targets: {list}.");
    }
    for side in Side::ALL {
        if let Some(held) = pos.held_by(side)
            && let Some(piece) = pos.piece_at(held)
        {
            let _ = write!(t, " {side} holds {piece} on {held}.");
        }
    }
    let shielded = pos.protected() & pos.occupied();
    if !shielded.is_empty() {
        let _ = write!(t, " Protected: {}.", squares(shielded));
    }
    for side in Side::ALL {
        let offers = pos.offers(side);
        if !offers.is_empty() {
            let list: Vec<&str> = offers.iter().map(Kind::name).collect();
            let _ = write!(t, " {side}'s witch is offered: {}.", list.join(", "));
        }
    }
    for side in Side::ALL {
        let _ = write!(t, " {side} ({}): {}.", name(side), army(pos, side));
    }
    for side in Side::ALL {
        let lost = req.captured(side);
        if !lost.is_empty() {
            let list: Vec<&str> = lost.iter().map(|k| k.name()).collect();
            let _ = write!(t, " {side} lost: {}.", list.join(", "));
        }
    }
    cut(t)
}

/// Cuts text to [`MAX_ALT`] characters (the rule of every game's pictures).
fn cut(text: String) -> String {
    board_render::clip_alt(text)
}
