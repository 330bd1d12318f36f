//! What Regions chess says, as catalogue messages (`locales/*/regions.ftl`):
//! sides, kinds and pieces by the renderer's own messages, the rules
//! crate's events and refusals matched from their types (never from their
//! English `Display`, which is for logs and the crate's own tests).

use game_api::{Arg, GameRecord, Phrase, Words};
use regions::{ActionError, CarryShortened, Event, Kind, PickError};

pub(super) use regions_render::{kind, piece, side};

/// The rule that moves a kind, as notation (`R7`).
fn rule(k: Kind) -> &'static str {
    k.rule()
}

/// An action as it reads on a turn line: its notation, `reveal` said.
pub(super) fn action(action: &regions::Action) -> Arg {
    match action {
        regions::Action::Reveal => Phrase::new("regions-action-reveal").into(),
        regions::Action::Move(m) => Arg::Code(m.to_string()),
    }
}

/// A public event's `-# …` line, or `None` for what the turn line already
/// says (a move, a capture) and what the host announces otherwise (the
/// end, the secret loss).
pub(super) fn event(e: &Event) -> Option<Phrase> {
    Some(match *e {
        Event::Moved { .. }
        | Event::Captured { .. }
        | Event::KingCaptured { .. }
        | Event::NoLegalAction { .. }
        | Event::InfiltratorLost { .. } => return None,
        Event::Carried { piece: p, from, to } => Phrase::new("regions-event-carried")
            .with("piece", piece(p))
            .code("from", from)
            .code("to", to),
        Event::Promoted {
            side: s,
            square,
            to,
        } => Phrase::new("regions-event-promoted")
            .with("side", side(s))
            .code("square", square)
            .with("kind", kind(to.kind())),
        Event::RecaptureOpen { side: s, square } => Phrase::new("regions-event-recapture")
            .with("side", side(s))
            .code("square", square),
        Event::Revealed {
            side: s,
            square,
            kind: k,
        } => Phrase::new("regions-event-revealed")
            .with("side", side(s))
            .code("square", square)
            .with("kind", kind(k)),
        Event::Check { side: s } => Phrase::new("regions-in-check").with("side", side(s)),
    })
}

/// Why an action is refused, with what to type where the rules leave it open.
pub(super) fn action_error(e: ActionError) -> Words {
    let hint = |id| Words::from(Phrase::new(id));
    let said = match e {
        ActionError::GameOver { winner } => {
            Phrase::new("regions-error-game-over").with("winner", side(winner))
        }
        ActionError::PicksPending => Phrase::new("regions-error-picks-pending"),
        ActionError::Empty(sq) => Phrase::new("regions-error-empty").code("square", sq),
        ActionError::NotYours {
            kind: k,
            square,
            owner,
        } => Phrase::new("regions-error-not-yours")
            .with("kind", kind(k))
            .code("square", square)
            .with("owner", side(owner)),
        ActionError::OwnPiece { kind: k, from, to } => Phrase::new("regions-error-own-piece")
            .with("kind", kind(k))
            .code("from", from)
            .code("to", to),
        ActionError::AcrossSky { kind: k, from, to } => Phrase::new("regions-error-across-sky")
            .with("kind", kind(k))
            .code("from", from)
            .code("to", to),
        ActionError::OutOfReach { kind: k, from, to } => Phrase::new("regions-error-out-of-reach")
            .with("kind", kind(k))
            .code("from", from)
            .code("to", to)
            .code("rule", rule(k)),
        ActionError::PromotionNeeded { kind: k, square } => {
            return Words::from(
                Phrase::new("regions-error-promotion-needed")
                    .with("kind", kind(k))
                    .code("square", square),
            )
            .then(hint("regions-hint-promote"));
        }
        ActionError::PromotionNotAllowed(sq) => {
            Phrase::new("regions-error-promotion-not-allowed").code("square", sq)
        }
        ActionError::CarryNeedsCommanderAdvance => Phrase::new("regions-error-carry-needs-advance"),
        ActionError::NoPawnToCarry(sq) => {
            Phrase::new("regions-error-no-pawn-to-carry").code("square", sq)
        }
        ActionError::CarryTooFar {
            pawn,
            reach,
            shorter,
        } => Phrase::new("regions-error-carry-too-far")
            .code("pawn", pawn)
            .with("reach", reach)
            .with(
                "shorter",
                match shorter {
                    CarryShortened::None => Phrase::new("regions-carry-none"),
                    CarryShortened::To(sq) => {
                        Phrase::new("regions-carry-instead").code("square", sq)
                    }
                },
            ),
        ActionError::CarryPromotion(sq) => {
            return Words::from(Phrase::new("regions-error-carry-promotion").code("square", sq))
                .then(hint("regions-hint-carry-promote"));
        }
        ActionError::RevealBeforeCheck => Phrase::new("regions-error-reveal-before-check"),
        ActionError::AlreadyRevealed => Phrase::new("regions-error-already-revealed"),
        ActionError::InfiltratorLost => Phrase::new("regions-error-infiltrator-lost"),
    };
    said.into()
}

/// Why a pick is refused (R13).
pub(super) fn pick_error(e: PickError) -> Phrase {
    match e {
        PickError::AlreadyPicked => Phrase::new("regions-pick-already"),
        PickError::Empty(sq) => Phrase::new("regions-pick-empty").code("square", sq),
        PickError::OwnPiece { square, kind: k } => Phrase::new("regions-pick-own")
            .code("square", square)
            .with("kind", kind(k)),
        PickError::Forbidden { square, kind: k } => Phrase::new("regions-pick-forbidden")
            .code("square", square)
            .with("kind", kind(k)),
    }
}

/// How a finished game ended when it did not end on the board, for the
/// header and alt text (`Black wins: White resigned`).
pub(super) fn ended_off_board(game: &GameRecord, board_over: bool) -> Option<Phrase> {
    let sides = [0, 1].map(|i| side(super::side_of(i)));
    crate::games::common::ended_off_board(game, sides, board_over)
}

/// `e9 · Black's commander`: a square and what stands on it.
pub(super) fn square_label(pos: &regions::Position, sq: regions::Square) -> Phrase {
    match pos.piece_at(sq) {
        Some(p) => Phrase::new("regions-square-piece")
            .code("square", sq)
            .with("piece", piece(p)),
        None => Phrase::new("regions-square").code("square", sq),
    }
}
