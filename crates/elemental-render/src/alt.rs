//! Alt text: the position in words, naming both loadouts when they may be
//! shown, and the header's status line.

use crate::request::BoardRequest;
use elemental::{Augmentor, Color, Facing, Game, Role, Square, Status};

pub use board_render::MAX_ALT;

/// The header's status: whose move, or how the game ended.
pub fn status(game: &Game) -> String {
    let pos = game.position();
    let number = pos.board().fullmoves();
    match game.status() {
        Status::Playing => format!("Move {number} · {} to move", game.turn().name()),
        Status::Checkmate { winner } => format!("Checkmate · {} wins", winner.name()),
        Status::Stalemate => "Stalemate · drawn".into(),
        Status::SeventyFiveMoves => "75-move rule · drawn".into(),
        Status::Fivefold => "Fivefold repetition · drawn".into(),
    }
}

fn pieces(req: &BoardRequest, c: Color) -> String {
    let pos = req.position;
    let mut groups = vec![];
    for role in [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ] {
        let squares: Vec<String> = Square::all()
            .filter(|s| pos.board().piece_at(*s) == Some((c, role)))
            .map(|s| s.to_string())
            .collect();
        if squares.is_empty() {
            continue;
        }
        let name = if squares.len() > 1 {
            format!("{}s", role.name())
        } else {
            role.name().to_string()
        };
        groups.push(format!("{name} {}", squares.join(" ")));
    }
    groups.join("; ")
}

/// What the shown side's pieces carry that the board shows: facings,
/// used Sturdy.
fn carried(req: &BoardRequest, c: Color) -> Vec<String> {
    if !req.shows(c) {
        return vec![];
    }
    let pos = req.position;
    let mut facings = vec![];
    let mut sturdy_used = vec![];
    for s in Square::all() {
        if let Some((pc, _, info)) = pos.piece(s)
            && pc == c
        {
            if let (Some(Augmentor::BlockPiece), Some(f)) = (info.slots.augmentor, info.facing)
                && f != Facing::towards_opponent(c)
            {
                facings.push(format!("{s} {}", f.name()));
            }
            if info.sturdy_used {
                sturdy_used.push(s.to_string());
            }
        }
    }
    let mut out = vec![];
    let blocks = Square::all().any(|s| {
        pos.piece(s).is_some_and(|(pc, _, info)| {
            pc == c && info.slots.augmentor == Some(Augmentor::BlockPiece)
        })
    });
    if blocks {
        let towards = Facing::towards_opponent(c).name();
        out.push(if facings.is_empty() {
            format!("{}'s Block Pieces face {towards}.", c.name())
        } else {
            format!(
                "{}'s Block Pieces face {towards} except {}.",
                c.name(),
                facings.join(", ")
            )
        });
    }
    if !sturdy_used.is_empty() {
        out.push(format!(
            "{} Sturdy used on {}.",
            c.name(),
            sturdy_used.join(", ")
        ));
    }
    out
}

/// The alt text of a picture, at most [`MAX_ALT`] characters.
pub fn describe(req: &BoardRequest) -> String {
    let pos = req.position;
    let mut parts = vec![];
    let who: Vec<String> = Color::BOTH
        .iter()
        .map(|&c| {
            let hidden = req.concealed[c.index()];
            let loadout = match req.loadouts[c.index()] {
                Some(l) if hidden.contains(elemental::Revealed::SLOTS) => {
                    format!("{}; concealed: {}", l.element, hidden.words())
                }
                Some(l) if !hidden.is_empty() => format!(
                    "{}; concealed: {}",
                    pos.describe_loadout(c, l),
                    hidden.words()
                ),
                Some(l) => pos.describe_loadout(c, l),
                None => "loadout not shown yet".into(),
            };
            format!("{} ({}, {loadout})", req.name(c), c.name())
        })
        .collect();
    parts.push(format!("Elemental chess board: {}.", who.join(" vs ")));
    if !req.headline.is_empty() {
        parts.push(format!("{}.", req.headline));
    }
    for c in Color::BOTH {
        if pos.in_check(c) {
            parts.push(format!("{} is in check.", c.name()));
        }
    }
    if let Some(staged) = req.staged {
        parts.push(staged.describe(|(c, r)| format!("{} {}", c.name(), r.name())));
    }
    if let Some((from, to)) = req.last_move {
        parts.push(format!("Last move {from}-{to}."));
    }
    for c in Color::BOTH {
        parts.push(format!("{}: {}.", c.name(), pieces(req, c)));
        parts.extend(carried(req, c));
    }
    for m in req.markers {
        parts.push(match m {
            crate::Marker::Scorch {
                square,
                rank,
                turns,
            } => format!(
                "{square} scorched (rank {rank}, {turns} more turn{}).",
                if *turns == 1 { "" } else { "s" }
            ),
            crate::Marker::Lock { square, turns } => {
                format!(
                    "{square} locked for {turns} more turn{}.",
                    if *turns == 1 { "" } else { "s" }
                )
            }
            crate::Marker::Mark { square } => format!("{square} marked."),
            crate::Marker::Linked { square, with } => {
                format!("{square} and {with} are one piece (Schrödinger's Laugh).")
            }
        });
    }
    board_render::clip_alt(parts.join(" "))
}
