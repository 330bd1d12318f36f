//! Masters' vocabulary as catalogue messages: a side's and a piece's name,
//! a side's piece. The pictures say them, and the game's adapter names
//! its sides and pieces with them too, so each has one name in a language.

use game_api::{Arg, Join, Phrase};
use masters::{Kind, Piece, Side};

/// A side's name (`Ember`).
pub fn side(side: Side) -> Phrase {
    Phrase::new(match side {
        Side::Ember => "masters-side-ember",
        Side::Frost => "masters-side-frost",
    })
}

/// A kind's name (`archer`).
pub fn piece(kind: Kind) -> Phrase {
    Phrase::new(match kind {
        Kind::General => "masters-piece-general",
        Kind::Puppeteer => "masters-piece-puppeteer",
        Kind::Witch => "masters-piece-witch",
        Kind::Cardinal => "masters-piece-cardinal",
        Kind::Dragon => "masters-piece-dragon",
        Kind::Sentinel => "masters-piece-sentinel",
        Kind::Archer => "masters-piece-archer",
        Kind::Horseman => "masters-piece-horseman",
        Kind::Scout => "masters-piece-scout",
    })
}

/// A side's piece (`Frost's archer`).
pub fn owned(p: Piece) -> Phrase {
    Phrase::new("masters-owned")
        .with("side", side(p.owner))
        .with("piece", piece(p.kind))
}

/// Kinds' names as a list, joined the language's way.
pub fn pieces(kinds: impl IntoIterator<Item = Kind>) -> Arg {
    Arg::List(Join::And, kinds.into_iter().map(piece).collect())
}
