//! What Masters says, as catalogue messages (`locales/*/masters.ftl`): the
//! rules crate's typed errors and events, matched here into phrases (their
//! `Display` is for logs and the crate's own tests), pieces on squares, a
//! staged turn and a turn line.

use game_api::Phrase;
use masters::{ClaimError, Event, PieceOn, TurnError};
pub(crate) use masters_render::words::{owned, piece, pieces, side};

/// Notation shown as it is (`E2-E4`), as a phrase to nest in another.
pub(crate) fn notation(n: impl std::fmt::Display) -> Phrase {
    Phrase::new("masters-notation").code("notation", n)
}

/// Phrases one after the other, joined by `joiner` (`a, b, c`).
pub(crate) fn joined(joiner: &'static str, parts: Vec<Phrase>) -> Option<Phrase> {
    let mut parts = parts.into_iter().rev();
    let last = parts.next()?;
    Some(parts.fold(last, |rest, first| {
        Phrase::new(joiner).with("first", first).with("rest", rest)
    }))
}

/// A piece on a square from its reader's side: "your horseman on B1",
/// "Frost's scout on E7"; `start` at the start of a sentence.
pub(crate) fn piece_on(p: PieceOn, start: bool) -> Phrase {
    if p.piece.owner == p.viewer {
        Phrase::new(if start {
            "masters-yours-on-start"
        } else {
            "masters-yours-on"
        })
        .with("piece", piece(p.piece.kind))
        .code("square", p.square)
    } else {
        Phrase::new("masters-theirs-on")
            .with("side", side(p.piece.owner))
            .with("piece", piece(p.piece.kind))
            .code("square", p.square)
    }
}

/// Why a claim is not allowed (M21): in the middle of a sentence, or
/// (`start`) a sentence of its own.
pub(crate) fn claim_error(e: ClaimError, start: bool) -> Phrase {
    let id = |mid: &'static str, own: &'static str| Phrase::new(if start { own } else { mid });
    match e {
        ClaimError::NoPuppeteer => id(
            "masters-claim-no-puppeteer",
            "masters-claim-no-puppeteer-start",
        ),
        ClaimError::PuppeteerHeld { puppeteer, by } => id(
            "masters-claim-puppeteer-held",
            "masters-claim-puppeteer-held-start",
        )
        .code("puppeteer", puppeteer)
        .with("side", side(by)),
        ClaimError::Empty { target } => {
            id("masters-claim-empty", "masters-claim-empty-start").code("target", target)
        }
        ClaimError::OwnPiece { target } => {
            id("masters-claim-own-piece", "masters-claim-own-piece-start")
                .with("target", piece_on(target, true))
                .with("enemy", side(target.viewer.other()))
        }
        ClaimError::AlreadyHeld { target } => id(
            "masters-claim-already-held",
            "masters-claim-already-held-start",
        )
        .with("target", piece_on(target, false)),
        ClaimError::NoLine { puppeteer, target } => {
            id("masters-claim-no-line", "masters-claim-no-line-start")
                .code("puppeteer", puppeteer)
                .code("target", target)
        }
        ClaimError::Blocked {
            puppeteer,
            target,
            blocker,
            blocker_square,
        } => id("masters-claim-blocked", "masters-claim-blocked-start")
            .code("puppeteer", puppeteer)
            .code("target", target)
            .with("blocker", piece(blocker))
            .code("square", blocker_square),
        ClaimError::Protected { target, cardinal } => {
            id("masters-claim-protected", "masters-claim-protected-start")
                .with("target", piece_on(target, true))
                .code("cardinal", cardinal)
        }
    }
}

/// Why a turn is not allowed, in the words of the commands people type
/// (promotions are an option, `promote:dragon`, not turn notation).
pub(crate) fn turn_error(e: TurnError) -> Phrase {
    let at_start = |p: PieceOn| piece_on(p, true);
    match e {
        TurnError::GameOver { winner } => {
            Phrase::new("masters-error-game-over").with("winner", side(winner))
        }
        TurnError::NoPiece { from } => Phrase::new("masters-error-no-piece").code("square", from),
        TurnError::NotYours {
            piece,
            held_by: Some(by),
        } => Phrase::new("masters-error-held")
            .with("piece", at_start(piece))
            .with("side", side(by)),
        TurnError::NotYours {
            piece,
            held_by: None,
        } => Phrase::new("masters-error-not-yours").with("piece", at_start(piece)),
        TurnError::WitchCannotMove { witch } => {
            Phrase::new("masters-error-witch-still").with("piece", at_start(witch))
        }
        TurnError::NullMove { from } => Phrase::new("masters-error-null-move").code("square", from),
        TurnError::OutOfReach {
            piece,
            to,
            moves_as: Some(k),
        } => Phrase::new("masters-error-out-of-reach-witch")
            .with("piece", at_start(piece))
            .code("to", to)
            .with("moves", self::piece(k)),
        TurnError::OutOfReach {
            piece,
            to,
            moves_as: None,
        } => Phrase::new("masters-error-out-of-reach")
            .with("piece", at_start(piece))
            .code("to", to),
        TurnError::Blocked {
            piece,
            to,
            blocker,
            blocker_square,
        } => Phrase::new("masters-error-blocked")
            .with("piece", at_start(piece))
            .code("to", to)
            .with("blocker", self::piece(blocker))
            .code("square", blocker_square),
        TurnError::ScoutBlocked { piece, to } => Phrase::new("masters-error-scout-blocked")
            .with("piece", at_start(piece))
            .code("to", to),
        TurnError::ScoutDiagonalToEmpty { piece, to } => {
            Phrase::new("masters-error-scout-diagonal")
                .with("piece", at_start(piece))
                .code("to", to)
        }
        TurnError::OwnPieceThere { piece, occupant } => Phrase::new("masters-error-own-piece")
            .with("piece", at_start(piece))
            .code("to", occupant.square),
        TurnError::Protected { target, cardinal } => Phrase::new("masters-error-protected")
            .with("piece", at_start(target))
            .code("cardinal", cardinal),
        TurnError::PromotionMissing { from, to } => Phrase::new("masters-error-promotion-missing")
            .code("from", from)
            .code("to", to),
        TurnError::PromotionNotAllowed { from, to } => {
            Phrase::new("masters-error-promotion-not-allowed")
                .code("from", from)
                .code("to", to)
        }
        TurnError::Claim {
            reason,
            after_move: true,
        } => Phrase::new("masters-claim-after-move").with("reason", claim_error(reason, false)),
        TurnError::Claim {
            reason,
            after_move: false,
        } => claim_error(reason, true),
        TurnError::NoOffer => Phrase::new("masters-error-no-offer"),
        TurnError::NotOffered { kind, offers } => Phrase::new("masters-error-not-offered")
            .with("piece", piece(kind))
            .with("offers", pieces(offers.iter())),
        TurnError::ForcedInheritance { kind } => {
            Phrase::new("masters-error-forced").with("piece", piece(kind))
        }
        TurnError::NoWitch => Phrase::new("masters-error-no-witch"),
    }
}

/// The small line an event of a turn gets under the turn line, for the
/// events the channel is told (claims, offers, promotions, a forced
/// inheritance); `None` for the others.
pub(crate) fn event_line(e: &Event) -> Option<Phrase> {
    Some(match *e {
        Event::ClaimEstablished { claimer, piece, .. } => Phrase::new("masters-event-claimed")
            .with("side", side(claimer))
            .with("piece", owned(piece)),
        Event::ClaimRetargeted {
            claimer,
            released,
            piece,
            ..
        } => Phrase::new("masters-event-retargeted")
            .with("side", side(claimer))
            .with("released", owned(released))
            .with("piece", owned(piece)),
        Event::ClaimReleased { claimer, piece, .. } => Phrase::new("masters-event-released")
            .with("side", side(claimer))
            .with("piece", owned(piece)),
        Event::OfferMade {
            side: s,
            kind,
            forced,
        } => Phrase::new(if forced {
            "masters-event-offer-forced"
        } else {
            "masters-event-offer"
        })
        .with("side", side(s))
        .with("piece", piece(kind)),
        Event::Promoted { owner, square, to } => Phrase::new("masters-event-promoted")
            .with("side", side(owner))
            .code("square", square)
            .with("piece", piece(to)),
        Event::InheritanceAccepted {
            side: s,
            kind,
            forced: true,
        } => Phrase::new("masters-event-forced")
            .with("side", side(s))
            .with("piece", piece(kind)),
        _ => return None,
    })
}
