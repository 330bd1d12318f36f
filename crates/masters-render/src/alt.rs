//! Alt text: the position in words for screen readers, at most 1,024
//! characters (Discord's limit for an attachment description), said in
//! the reader's language.

use crate::request::BoardRequest;
use crate::words::{owned, piece, pieces, side as side_name};
use game_api::{Phrase, Speak};
use masters::{Bitboard, Kind, Side};

pub use board_render::MAX_ALT;

fn squares(bb: Bitboard) -> String {
    bb.squares()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `n` pieces of `kind` on `squares`: "scouts A2 B2".
fn of_kind(kind: Kind, n: u32, squares: String) -> Phrase {
    Phrase::new(match kind {
        Kind::General => "masters-alt-generals",
        Kind::Puppeteer => "masters-alt-puppeteers",
        Kind::Witch => "masters-alt-witches",
        Kind::Cardinal => "masters-alt-cardinals",
        Kind::Dragon => "masters-alt-dragons",
        Kind::Sentinel => "masters-alt-sentinels",
        Kind::Archer => "masters-alt-archers",
        Kind::Horseman => "masters-alt-horsemen",
        Kind::Scout => "masters-alt-scouts",
    })
    .with("count", n)
    .code("squares", squares)
}

/// "general E1; witch G1 (moves as a horseman); scouts A2 B2 …" for the
/// pieces `side` owns, or "no pieces".
fn army(speak: &dyn Speak, req: &BoardRequest, side: Side) -> String {
    let pos = req.position;
    let mut parts = Vec::new();
    for kind in Kind::ALL {
        let bb = pos.of(side, kind);
        if bb.is_empty() {
            continue;
        }
        let mut part = of_kind(kind, bb.count(), squares(bb));
        if kind == Kind::Witch
            && let Some(m) = pos.witch_moveset(side)
        {
            part = Phrase::new("masters-alt-witch-moves-as")
                .with("witches", part)
                .with("piece", piece(m));
        }
        parts.push(speak.say(&part));
    }
    let player = || req.name(side);
    if parts.is_empty() {
        speak.say(
            &Phrase::new("masters-alt-no-pieces")
                .with("side", side_name(side))
                .name("player", player()),
        )
    } else {
        speak.say(
            &Phrase::new("masters-alt-army")
                .with("side", side_name(side))
                .name("player", player())
                .code("army", parts.join("; ")),
        )
    }
}

/// The alt text of a board picture.
pub fn describe(req: &BoardRequest, speak: &dyn Speak) -> String {
    let pos = req.position;
    let mut said: Vec<Phrase> = vec![];
    match (req.ended, pos.winner()) {
        (Some(ended), _) => said.push(
            Phrase::new("masters-alt-over")
                .with("turn", pos.turn() - 1)
                .with("ended", ended.clone()),
        ),
        (None, Some(w)) => said.push(
            Phrase::new("masters-alt-won")
                .with("turn", pos.turn() - 1)
                .with("side", side_name(w))
                .name("player", req.name(w)),
        ),
        (None, None) => {
            let m = pos.to_move();
            said.push(
                Phrase::new("masters-alt-to-move")
                    .with("turn", pos.turn())
                    .with("side", side_name(m))
                    .name("player", req.name(m)),
            );
        }
    }
    if let Some(m) = req.last_move {
        said.push(
            Phrase::new("masters-alt-last-move").code("move", format!("{}-{}", m.from, m.to)),
        );
    }
    let p = &req.preview;
    if let Some(m) = p.staged_move {
        said.push(Phrase::new("masters-alt-staged-move").code("move", m));
    }
    if let Some(c) = p.staged_claim {
        said.push(Phrase::new("masters-alt-staged-claim").code("square", c));
    }
    if p.claim_picking {
        let targets = match p.staged_move {
            Some(m) => pos.claim_targets_after(m).unwrap_or_default(),
            None => pos.claim_targets(),
        };
        said.push(if targets.is_empty() {
            Phrase::new("masters-alt-no-claim-targets")
        } else {
            Phrase::new("masters-alt-claim-targets").code("squares", squares(targets))
        });
    }
    for side in Side::ALL {
        if let Some(held) = pos.held_by(side)
            && let Some(p) = pos.piece_at(held)
        {
            said.push(
                Phrase::new("masters-alt-holds")
                    .with("side", side_name(side))
                    .with("piece", owned(p))
                    .code("square", held),
            );
        }
    }
    let shielded = pos.protected() & pos.occupied();
    if !shielded.is_empty() {
        said.push(Phrase::new("masters-alt-protected").code("squares", squares(shielded)));
    }
    for side in Side::ALL {
        let offers = pos.offers(side);
        if !offers.is_empty() {
            said.push(
                Phrase::new("masters-alt-offered")
                    .with("side", side_name(side))
                    .with("offers", pieces(offers.iter())),
            );
        }
    }
    let mut text: Vec<String> = said.iter().map(|p| speak.say(p)).collect();
    for side in Side::ALL {
        text.push(army(speak, req, side));
    }
    for side in Side::ALL {
        let lost = req.captured(side);
        if !lost.is_empty() {
            text.push(
                speak.say(
                    &Phrase::new("masters-alt-lost")
                        .with("side", side_name(side))
                        .with("pieces", pieces(lost.iter().copied())),
                ),
            );
        }
    }
    cut(text.join(" "))
}

/// Cuts text to [`MAX_ALT`] characters (the rule of every game's pictures).
fn cut(text: String) -> String {
    board_render::clip_alt(text)
}
