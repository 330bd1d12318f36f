//! Alt text: the position in words for screen readers, drawn from the
//! viewer's view (a hidden infiltrator is named only to its owner). Every
//! word is a catalogue message (`regions-…`), said by the reader's
//! speaker.

use crate::request::BoardRequest;
use game_api::{Arg, Join, Phrase, Speak, Words};
use regions::{Kind, Piece, Position, Region, Side, Square};

pub use board_render::MAX_ALT;

/// A side's name.
pub fn side(side: Side) -> Phrase {
    Phrase::new(match side {
        Side::White => "regions-side-white",
        Side::Black => "regions-side-black",
    })
}

/// A kind's name (`commander`).
pub fn kind(kind: Kind) -> Phrase {
    Phrase::new(match kind {
        Kind::Pawn => "regions-kind-pawn",
        Kind::Commander => "regions-kind-commander",
        Kind::Jumper => "regions-kind-jumper",
        Kind::Hussar => "regions-kind-hussar",
        Kind::Bishop => "regions-kind-bishop",
        Kind::Scout => "regions-kind-scout",
        Kind::Tower => "regions-kind-tower",
        Kind::Queen => "regions-kind-queen",
        Kind::King => "regions-kind-king",
    })
}

/// A piece with its side (`White's bishop`).
pub fn piece(p: Piece) -> Phrase {
    Phrase::new("regions-piece")
        .with("side", side(p.side))
        .with("kind", kind(p.kind))
}

/// A region's name (`land`).
pub fn region(region: Region) -> Phrase {
    Phrase::new(match region {
        Region::Water => "regions-region-water",
        Region::Land => "regions-region-land",
        Region::Air => "regions-region-air",
    })
}

/// The header's status: whose turn, or how the game ended.
pub fn status(pos: &Position) -> Phrase {
    if let Some(w) = pos.winner() {
        return Phrase::new("regions-header-wins")
            .with("turn", pos.turn() - 1)
            .with("side", side(w));
    }
    if !pos.picks_done() {
        return Phrase::new("regions-header-picking");
    }
    if pos.is_drawn() {
        return Phrase::new("regions-header-drawn").with("turn", pos.turn() - 1);
    }
    Phrase::new("regions-header-to-move")
        .with("turn", pos.turn())
        .with("side", side(pos.to_move()))
}

/// Squares as notation: `a1 j1`.
fn squares(list: &[Square], between: &str) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(between)
}

/// `side`'s pieces grouped by kind: `king f1; tower a1 j1; …`.
fn pieces(pos: &Position, side: Side) -> Words {
    let mut groups = Words::new();
    for k in [
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
        let on: Vec<Square> = pos
            .pieces(side)
            .filter(|&s| pos.piece_at(s).is_some_and(|p| p.kind == k))
            .collect();
        if on.is_empty() {
            continue;
        }
        if !groups.is_empty() {
            groups = groups.and(Words::code("; "));
        }
        groups = groups.and(
            Phrase::new("regions-alt-group")
                .with("kind", kind(k))
                .code("squares", squares(&on, " ")),
        );
    }
    if groups.is_empty() {
        Phrase::new("regions-alt-nothing").into()
    } else {
        groups
    }
}

/// A staged turn's marks in words: `Staged, not yet played: leaves e2;
/// lands on e4 (White's pawn); takes d5.`
fn staged(s: &crate::Staged) -> Words {
    let mut parts: Vec<Phrase> = vec![];
    if !s.left.is_empty() {
        parts.push(Phrase::new("regions-alt-leaves").code("squares", squares(&s.left, ", ")));
    }
    if !s.ghosts.is_empty() {
        let landed = s
            .ghosts
            .iter()
            .map(|(sq, p)| {
                Phrase::new("regions-alt-ghost")
                    .code("square", sq)
                    .with("piece", piece(*p))
            })
            .collect();
        parts.push(Phrase::new("regions-alt-lands").with("squares", Arg::List(Join::And, landed)));
    }
    if !s.taken.is_empty() {
        parts.push(Phrase::new("regions-alt-takes").code("squares", squares(&s.taken, ", ")));
    }
    if !s.passed.is_empty() {
        parts.push(Phrase::new("regions-alt-passes").code("squares", squares(&s.passed, ", ")));
    }
    let marked = (!s.options.is_empty()).then(|| {
        Words::from(Phrase::new("regions-alt-options").code("squares", squares(&s.options, ", ")))
    });
    let mut staged = Words::new();
    for (i, part) in parts.into_iter().enumerate() {
        if i > 0 {
            staged = staged.and(Words::code("; "));
        }
        staged = staged.and(part);
    }
    let staged = if staged.is_empty() {
        Words::new()
    } else {
        Words::from(Phrase::new("regions-alt-staged"))
            .then(staged)
            .and(Words::code("."))
    };
    staged.then(marked.unwrap_or_default())
}

/// The alt text of a picture in words.
pub fn words(req: &BoardRequest) -> Words {
    let pos = req.position;
    let state = match req.ended {
        Some(ended) => Phrase::new("regions-alt-game-over").with("ended", ended.clone()),
        None => status(pos),
    };
    let mut parts = Words::from(
        Phrase::new("regions-alt-board")
            .name("white", req.name(Side::White))
            .name("black", req.name(Side::Black))
            .with("state", state),
    )
    .then(Phrase::new("regions-alt-terrain"));
    if let Some(s) = req.staged {
        parts = parts.then(staged(s));
    }
    if let Some((from, to)) = req.last_move {
        parts = parts.then(if from == to {
            Phrase::new("regions-alt-marked").code("square", from)
        } else {
            Phrase::new("regions-alt-last-move")
                .code("from", from)
                .code("to", to)
        });
    }
    for s in Side::ALL {
        if pos.king(s).is_some() && pos.in_check(s) {
            parts = parts.then(Phrase::new("regions-in-check").with("side", side(s)));
        }
    }
    for (s, sq) in req.shown_infiltrators() {
        let Some(p) = pos.piece_at(sq) else { continue };
        let id = if req.over {
            "regions-alt-infiltrator-end"
        } else {
            "regions-alt-infiltrator-mine"
        };
        parts = parts.then(
            Phrase::new(id)
                .with("side", side(s))
                .with("piece", piece(p))
                .code("square", sq),
        );
    }
    for s in Side::ALL {
        parts = parts.then(
            Words::from(Phrase::new("regions-alt-side").with("side", side(s)))
                .then(pieces(pos, s))
                .and(Words::code(".")),
        );
    }
    parts
}

/// The alt text of a picture, said by `speak`, at most [`MAX_ALT`] characters.
pub fn describe(req: &BoardRequest, speak: &dyn Speak) -> String {
    board_render::clip_alt(speak.words(&words(req)))
}

/// The alt text of a `/rules` diagram: the piece, the pieces round it and
/// the squares it may go to.
pub(crate) fn diagram(
    pos: &Position,
    k: Kind,
    at: Square,
    targets: &[Square],
    speak: &dyn Speak,
) -> String {
    let list = |capture: bool| {
        targets
            .iter()
            .copied()
            .filter(|s| pos.piece_at(*s).is_some() == capture)
            .collect::<Vec<_>>()
    };
    let (moves, captures) = (list(false), list(true));
    let mut text = Words::from(
        Phrase::new("regions-alt-diagram")
            .with("kind", kind(k))
            .code("rule", k.rule())
            .code("square", at)
            .with("region", region(at.region())),
    );
    for s in Side::ALL {
        text = text.then(
            Words::from(Phrase::new("regions-alt-side").with("side", side(s)))
                .then(pieces(pos, s))
                .and(Words::code(".")),
        );
    }
    text =
        text.then(Phrase::new("regions-alt-diagram-moves").code("squares", squares(&moves, ", ")));
    if !captures.is_empty() {
        text = text.then(
            Phrase::new("regions-alt-diagram-captures").code("squares", squares(&captures, ", ")),
        );
    }
    board_render::clip_alt(speak.words(&text))
}
