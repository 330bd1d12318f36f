//! The words of a Throne move on its buttons, menus and choices: its
//! label (`home 6+5 → 11`) and a kind's name.

use game_api::{Phrase, Words};
use throne::{Kind, Move, Place, Position};

/// A kind as the catalogue's selectors read it (`soldier`, `unit`, `squad`).
pub(super) fn kind(k: Kind) -> &'static str {
    k.name()
}

/// A kind's name (`the unit`), as its choice says it.
pub(super) fn kind_phrase(id: &'static str, k: Kind) -> Phrase {
    Phrase::new(id).code("kind", kind(k))
}

/// A place as a label names it: `home` in the reader's language, a ring
/// or bridge square by its number.
pub(super) fn place_label(place: Place) -> Phrase {
    match place {
        Place::Home => Phrase::new("throne-label-home"),
        p => Phrase::new("throne-label-square").code("square", p),
    }
}

/// `home 6+5 → 11`, `5 unit 6+5 → Throne ✕`: a move's button or menu label.
pub(super) fn move_label(pos: &Position, m: &Move) -> Words {
    let to = match pos.destination(m) {
        Ok(Place::Throne) => Phrase::new("throne-label-throne"),
        Ok(p) => Phrase::new("throne-label-square").code("square", p),
        Err(_) => Phrase::new("throne-label-square").code("square", "?"),
    };
    let shown = if m.kind == Kind::Soldier && m.from == Place::Home {
        "none"
    } else {
        kind(m.kind)
    };
    let label = Words::from(
        Phrase::new("throne-move-label")
            .with("from", place_label(m.from))
            .code("kind", shown)
            .code("values", m.values)
            .with("to", to),
    );
    if pos.captures(m) {
        label.and(Words::code(" ✕"))
    } else {
        label
    }
}
