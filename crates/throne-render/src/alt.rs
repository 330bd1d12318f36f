//! Alt text: the race read out, seat by seat, then the round — in words
//! the request's speaker says.

use crate::request::BoardRequest;
use game_api::{Arg, Join, Phrase, Words};
use throne::{Phase, Place, Position, Seat};

pub use board_render::MAX_ALT;

/// One status line: who is to throw or move, or how the game ended.
pub fn status(req: &BoardRequest) -> Words {
    status_with(req, |seat| req.who(seat))
}

/// The status line with each seat written by `who` (the picture's header
/// shortens long names, so the line's end stays in view).
pub fn status_with(req: &BoardRequest, who: impl Fn(Seat) -> Phrase) -> Words {
    let pos = req.position;
    if let Some(ended) = req.ended {
        return Words::code(ended);
    }
    let phrase = match pos.phase() {
        Phase::Won(seat) => Phrase::new("throne-status-won").with("who", who(seat)),
        Phase::Throw if pos.bonus_owed() > 0 => {
            Phrase::new("throne-status-throw-bonus").with("who", who(pos.turn()))
        }
        Phase::Throw => Phrase::new("throne-status-throw").with("who", who(pos.turn())),
        Phase::Move => Phrase::new("throne-status-move")
            .with("who", who(pos.turn()))
            .code("values", pos.unused()),
    };
    phrase.into()
}

/// Where the seat's pieces stand, in words.
fn pieces(pos: &Position, seat: Seat) -> Arg {
    let parts: Vec<Phrase> = pos
        .pieces(seat)
        .into_iter()
        .map(|(step, kind, n)| {
            Phrase::new("throne-alt-pieces")
                .with("count", n)
                .code("kind", kind.name())
                .code("square", pos.place(seat, step))
                .code("gate", if step == 12 { "yes" } else { "no" })
        })
        .collect();
    if parts.is_empty() {
        Phrase::new("throne-describe-nothing").into()
    } else {
        Arg::List(Join::And, parts)
    }
}

/// The places the player to move can reach with a listed combination,
/// each once, in the order of their names.
pub fn reachable(pos: &Position) -> Vec<Place> {
    let mut places: Vec<(String, Place)> = pos
        .legal_moves()
        .iter()
        .filter_map(|m| pos.destination(m).ok())
        .map(|p| (p.to_string(), p))
        .collect();
    places.sort_by(|a, b| a.0.cmp(&b.0));
    places.dedup_by(|a, b| a.0 == b.0);
    places.into_iter().map(|(_, p)| p).collect()
}

/// The whole description, in words.
pub fn words(req: &BoardRequest) -> Words {
    let pos = req.position;
    let status = req.speak.words(&status(req));
    let mut out = Words::from(
        Phrase::new("throne-alt-head")
            .with("players", pos.players())
            .code("status", status),
    );
    for seat in pos.seats() {
        if pos.resigned(seat) {
            out = out.then(Phrase::new("throne-alt-resigned").with("who", req.who(seat)));
            continue;
        }
        out = out.then(
            Phrase::new("throne-alt-seat")
                .with("who", req.who(seat))
                .with("home", pos.home(seat))
                .with("pieces", pieces(pos, seat))
                .with("finished", pos.finished(seat))
                .code(
                    "gate",
                    if pos.gate_open(seat) {
                        "open"
                    } else {
                        "locked"
                    },
                ),
        );
    }
    if pos.phase() == Phase::Move {
        let squares: Vec<Phrase> = reachable(pos)
            .into_iter()
            .map(|p| match p {
                Place::Throne => Phrase::new("throne-reach-throne"),
                other => Phrase::new("throne-reach-square").code("square", other),
            })
            .collect();
        out = out.then(
            Phrase::new("throne-alt-reachable").with("squares", Arg::List(Join::And, squares)),
        );
    }
    if let Some(t) = pos.last_throw() {
        out = out.then(
            Phrase::new("throne-alt-last-throw")
                .with("value", t.value())
                .with("white", t.shells.count_ones())
                .code("values", pos.round_values()),
        );
    }
    out
}

/// The whole description, said and clipped to [`MAX_ALT`].
pub fn describe(req: &BoardRequest) -> String {
    board_render::clip_alt(req.speak.words(&words(req)))
}
