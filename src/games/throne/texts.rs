//! What the channel reads: the line for whoever acts next, event lines
//! with players named, refusals, and the move and throw buttons (each a
//! whole path of choices, played through the choice session). Every word
//! is a catalogue message (`locales/*/throne.ftl`) with typed arguments.

use super::choices::path_keys;
pub(super) use super::labels::{kind, move_label};
use super::name;
use game_api::{
    Arg, Button, ButtonId, ButtonStyle, ChoiceAsk, GameRecord, Join, Menu, MenuOption, Phrase,
    Words,
};
use throne::{Event, Phase, Place, Position, Rejection, Seat, Unlock};

/// At most this many legal moves are offered as buttons under a message.
pub const MAX_MOVE_BUTTONS: usize = 20;

/// A seat by its colour.
pub(super) fn seat_phrase(s: Seat) -> Phrase {
    Phrase::new(match s.index() {
        0 => "throne-seat-red",
        1 => "throne-seat-blue",
        2 => "throne-seat-green",
        _ => "throne-seat-gold",
    })
}

/// `Red (alice)`.
pub(super) fn who(game: &GameRecord, s: Seat) -> Phrase {
    Phrase::new("throne-who")
        .with("seat", seat_phrase(s))
        .name("player", name(game, s))
}

/// `at home`, `in the Throne`, `on 5`.
pub(super) fn at(place: Place) -> Phrase {
    match place {
        Place::Home => Phrase::new("throne-at-home"),
        Place::Throne => Phrase::new("throne-at-throne"),
        p => Phrase::new("throne-at-square").code("square", p),
    }
}

/// `from home`, `from 5`.
fn from(place: Place) -> Phrase {
    match place {
        Place::Home => Phrase::new("throne-from-home"),
        p => Phrase::new("throne-from-square").code("square", p),
    }
}

/// `to 5`, `into the Throne`.
fn to(place: Place) -> Phrase {
    match place {
        Place::Throne => Phrase::new("throne-to-throne"),
        p => Phrase::new("throne-to-square").code("square", p),
    }
}

/// The move buttons for the seat on turn, when there are few enough.
pub(super) fn move_buttons(game_id: i64, version: i64, pos: &Position) -> Vec<Button> {
    let moves = pos.legal_moves();
    if moves.is_empty() || moves.len() > MAX_MOVE_BUTTONS {
        return vec![];
    }
    moves
        .iter()
        .map(|m| Button {
            id: ButtonId::choice(
                game_id,
                Some(version),
                &ChoiceAsk::Path(path_keys(pos, &moves, m)),
            )
            .to_string(),
            label: move_label(pos, m),
            style: ButtonStyle::Secondary,
        })
        .collect()
}

/// Moves per select menu (Discord's limit).
const MENU_SIZE: usize = 25;

/// Menus under one message (Discord's five rows).
const MAX_MENUS: usize = 5;

/// Past [`MAX_MOVE_BUTTONS`], every legal move in select menus of 25, one
/// menu a page (five pages at most: 125 moves; `/move` takes any).
pub(super) fn move_menus(game_id: i64, version: i64, pos: &Position) -> Vec<Menu> {
    let moves = pos.legal_moves();
    if moves.len() <= MAX_MOVE_BUTTONS {
        return vec![];
    }
    moves
        .chunks(MENU_SIZE)
        .take(MAX_MENUS)
        .enumerate()
        .map(|(page, chunk)| Menu {
            id: ChoiceAsk::path_menu(game_id, Some(version), page).to_string(),
            placeholder: Phrase::new("throne-moves-menu")
                .with("first", page * MENU_SIZE + 1)
                .with("last", page * MENU_SIZE + chunk.len())
                .with("total", moves.len())
                .into(),
            options: chunk
                .iter()
                .map(|m| MenuOption {
                    label: move_label(pos, m),
                    value: ChoiceAsk::path_value(&path_keys(pos, &moves, m)),
                })
                .collect(),
        })
        .collect()
}

/// The Throw button: the throw phase's one path, which has no choice.
pub(super) fn throw_button(game_id: i64, version: i64) -> Button {
    Button {
        id: ButtonId::choice(game_id, Some(version), &ChoiceAsk::Path(vec![])).to_string(),
        label: Phrase::new("button-throw").into(),
        style: ButtonStyle::Primary,
    }
}

/// Whether `seat` is the engine's (it acts by itself and is never told
/// what to type).
pub(super) fn engine_seat(game: &GameRecord, seat: Seat) -> bool {
    game.players
        .get(seat.index())
        .is_some_and(|u| u.is_engine())
}

/// The line for what the seat on turn does next.
pub(super) fn next_line(game: &GameRecord, pos: &Position) -> Option<Phrase> {
    let s = pos.turn();
    let engine = engine_seat(game, s);
    match pos.phase() {
        Phase::Won(_) => None,
        Phase::Throw => Some(
            Phrase::new(if engine {
                "throne-to-throw-engine"
            } else {
                "throne-to-throw"
            })
            .with("who", who(game, s)),
        ),
        Phase::Move => {
            let n = pos.legal_moves().len();
            let id = if engine {
                "throne-to-move-engine"
            } else if n <= MAX_MOVE_BUTTONS {
                "throne-to-move-button"
            } else {
                "throne-to-move-menu"
            };
            Some(
                Phrase::new(id)
                    .with("who", who(game, s))
                    .code("values", pos.unused())
                    .with("moves", n),
            )
        }
    }
}

/// Event lines for the channel, with players named (a throw's own events
/// and the passing of the turn are said by the throw's and the next
/// line).
pub(super) fn event_lines(game: &GameRecord, events: &[Event]) -> Vec<Words> {
    events
        .iter()
        .filter_map(|e| event_line(game, e))
        .map(Words::from)
        .collect()
}

/// One event, in words.
fn event_line(game: &GameRecord, e: &Event) -> Option<Phrase> {
    Some(match *e {
        Event::Threw { .. } | Event::ChainContinued { .. } | Event::TurnPassed { .. } => {
            return None;
        }
        Event::Moved {
            seat,
            kind: k,
            from: f,
            to: t,
            values,
            lost,
        } => {
            let p = if lost > 0 {
                Phrase::new("throne-event-moved-stopped").with("lost", lost)
            } else {
                Phrase::new("throne-event-moved")
            };
            p.with("who", who(game, seat))
                .code("kind", kind(k))
                .with("from", from(f))
                .with("to", to(t))
                .code("values", values)
        }
        Event::Captured {
            by,
            seat,
            kind: k,
            count,
            place,
        } => Phrase::new("throne-event-captured")
            .with("by", who(game, by))
            .with("seat", seat_phrase(seat))
            .code("kind", kind(k))
            .with("count", count)
            .code("square", place),
        Event::Formed {
            seat,
            kind: k,
            place,
        } => Phrase::new("throne-event-formed")
            .with("who", who(game, seat))
            .code("kind", kind(k))
            .code("square", place),
        Event::GateUnlocked { seat, cause } => Phrase::new(match cause {
            Unlock::Capture => "throne-event-unlocked-by-capture",
            Unlock::Throne => "throne-event-unlocked-by-throne",
        })
        .with("who", who(game, seat)),
        Event::BonusEarned { seat } => {
            Phrase::new("throne-event-bonus-earned").with("who", who(game, seat))
        }
        Event::BonusRound { seat } => {
            Phrase::new("throne-event-bonus-round").with("who", who(game, seat))
        }
        Event::Forfeited { seat, values } => Phrase::new("throne-event-forfeited")
            .with("who", who(game, seat))
            .code("values", values),
        Event::Finished {
            seat,
            kind: k,
            count,
        } => Phrase::new("throne-event-finished")
            .with("who", who(game, seat))
            .code("kind", kind(k))
            .with("count", count),
        Event::Resigned { seat } => {
            Phrase::new("throne-event-resigned").with("who", who(game, seat))
        }
        Event::Won { seat } => Phrase::new("throne-event-won").with("who", who(game, seat)),
    })
}

/// The rules crate's refusal, in words.
pub(super) fn rejection(r: &Rejection) -> Phrase {
    match r {
        Rejection::GameOver(s) => {
            Phrase::new("throne-rejected-game-over").with("seat", seat_phrase(*s))
        }
        Rejection::NotYourRound(s) => {
            Phrase::new("throne-rejected-not-your-round").with("seat", seat_phrase(*s))
        }
        Rejection::Resigned(s) => {
            Phrase::new("throne-rejected-resigned").with("seat", seat_phrase(*s))
        }
        Rejection::ThrowFirst => Phrase::new("throne-rejected-throw-first"),
        Rejection::AlreadyThrown(v) => {
            Phrase::new("throne-rejected-already-thrown").code("values", v)
        }
        Rejection::NotAChain(t) => Phrase::new("throne-rejected-not-a-chain").name("throws", t),
        Rejection::NoValues => Phrase::new("throne-rejected-no-values"),
        Rejection::ValuesNotThrown { unused, asked } => {
            Phrase::new("throne-rejected-values-not-thrown")
                .code("unused", unused)
                .code("asked", asked)
        }
        Rejection::NoPiece { kind: k, place } => Phrase::new("throne-rejected-no-piece")
            .code("kind", kind(*k))
            .with("at", at(*place)),
        Rejection::WrongValuesForKind { kind: k, values } => {
            Phrase::new("throne-rejected-wrong-values")
                .code("kind", kind(*k))
                .code("values", values)
        }
        Rejection::Overshoot { over } => {
            Phrase::new("throne-rejected-overshoot").with("over", *over)
        }
        Rejection::SoldierOnLastBridge(p) => {
            Phrase::new("throne-rejected-last-bridge").code("square", p)
        }
        Rejection::WholeLap { dist, place } => Phrase::new("throne-rejected-whole-lap")
            .with("steps", *dist)
            .code("square", place),
        Rejection::HeldAtGate(p) => Phrase::new("throne-rejected-held-at-gate").code("square", p),
        Rejection::MixedLanding {
            mover,
            place,
            owner,
            other,
        } => Phrase::new("throne-rejected-mixed-landing")
            .code("mover", kind(*mover))
            .code("square", place)
            .with("owner", seat_phrase(*owner))
            .code("other", kind(*other)),
        Rejection::WrongFinishOrder { expected, kind: k } => {
            Phrase::new("throne-rejected-finish-order")
                .code("expected", kind(*expected))
                .code("kind", kind(*k))
        }
    }
}

/// Every seat's player, as a list (`Red (alice), Blue (bob) and Green (carol)`).
pub(super) fn all_seats(game: &GameRecord, seats: impl Iterator<Item = Seat>) -> Arg {
    Arg::List(Join::And, seats.map(|s| who(game, s)).collect())
}
