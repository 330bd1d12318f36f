//! Alt text: the position in words for screen readers, drawn from the
//! viewer's view (a hidden infiltrator is named only to its owner).

use crate::request::BoardRequest;
use regions::{Kind, Position, Side};

pub use board_render::MAX_ALT;

/// The header's status: whose turn, or how the game ended.
pub fn status(pos: &Position) -> String {
    if let Some(w) = pos.winner() {
        return format!("Turn {} · {w} wins", pos.turn() - 1);
    }
    if !pos.picks_done() {
        return "Picking infiltrators".to_string();
    }
    if pos.is_drawn() {
        return format!("Turn {} · drawn", pos.turn() - 1);
    }
    format!("Turn {} · {} to move", pos.turn(), pos.to_move())
}

/// `side`'s pieces grouped by kind: `king f1; towers a1 j1; …`.
fn pieces(pos: &Position, side: Side) -> String {
    let mut groups = vec![];
    for kind in [
        Kind::King,
        Kind::Queen,
        Kind::Tower,
        Kind::Bishop,
        Kind::Scout,
        Kind::Hussar,
        Kind::Jumper,
        Kind::Commander,
        Kind::Pawn,
    ] {
        let squares: Vec<String> = pos
            .pieces(side)
            .filter(|&s| pos.piece_at(s).is_some_and(|p| p.kind == kind))
            .map(|s| s.to_string())
            .collect();
        if squares.is_empty() {
            continue;
        }
        let name = if squares.len() > 1 {
            format!("{}s", kind.name())
        } else {
            kind.name().to_string()
        };
        groups.push(format!("{name} {}", squares.join(" ")));
    }
    if groups.is_empty() {
        "nothing".into()
    } else {
        groups.join("; ")
    }
}

/// The alt text of a picture, at most [`MAX_ALT`] characters.
pub fn describe(req: &BoardRequest) -> String {
    let pos = req.position;
    let state = match req.ended {
        Some(ended) => format!("Game over: {ended}"),
        None => status(pos),
    };
    let mut parts = vec![format!(
        "Regions chess board, {} ({}) against {} ({}). {state}.",
        req.name(Side::White),
        Side::White,
        req.name(Side::Black),
        Side::Black,
    )];
    parts.push("Files a, b, i, j are water; c, d, g, h land; e, f the air channel.".into());
    if let Some(staged) = req.staged {
        parts.push(staged.describe(|p| format!("{} {}", p.side, p.kind.name())));
    }
    if let Some((from, to)) = req.last_move {
        parts.push(if from == to {
            format!("Marked: {from}.")
        } else {
            format!("Last move {from}-{to}.")
        });
    }
    for side in Side::ALL {
        if pos.king(side).is_some() && pos.in_check(side) {
            parts.push(format!("{side} is in check."));
        }
    }
    for (side, sq) in req.shown_infiltrators() {
        let Some(p) = pos.piece_at(sq) else { continue };
        parts.push(if req.over {
            format!(
                "{side}'s infiltrator, hidden until the end (R16): {}'s {} on {sq}, marked with a mask.",
                p.side, p.kind
            )
        } else {
            format!(
                "Your infiltrator ({side}'s secret): {}'s {} on {sq}, marked with a mask.",
                p.side, p.kind
            )
        });
    }
    for side in Side::ALL {
        parts.push(format!("{side}: {}.", pieces(pos, side)));
    }
    board_render::clip_alt(parts.join(" "))
}

/// The alt text of a `/rules` diagram: the piece, the pieces round it and
/// the squares it may go to.
pub(crate) fn diagram(
    pos: &Position,
    kind: Kind,
    at: regions::Square,
    targets: &[regions::Square],
) -> String {
    let list = |capture: bool| {
        targets
            .iter()
            .filter(|s| pos.piece_at(**s).is_some() == capture)
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
    };
    let (moves, captures) = (list(false), list(true));
    let captures = if captures.is_empty() {
        String::new()
    } else {
        format!(" It can capture on {}.", captures.join(", "))
    };
    board_render::clip_alt(format!(
        "Diagram of the {kind} ({}) on {at}, {} ground. White: {}. Black: {}. It can move to {}.{captures}",
        kind.rule(),
        at.region().name(),
        pieces(pos, Side::White),
        pieces(pos, Side::Black),
        moves.join(", ")
    ))
}
