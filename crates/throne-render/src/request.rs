//! What the host asks to be drawn. Throne has no hidden information, so
//! every viewer gets the same picture; its words are said by the reader's
//! speaker.

use game_api::{Phrase, Speak};
use throne::{Position, Seat};

pub use board_render::MAX_NAME_CHARS;

/// One board picture.
#[derive(Clone, Copy)]
pub struct BoardRequest<'a> {
    /// The position.
    pub position: &'a Position,
    /// Player names in seat order (missing names read as the seat colour).
    pub players: &'a [&'a str],
    /// How the game ended when it did not end on the board (everyone else
    /// resigned, a timeout), already said in the reader's language, for
    /// the header and the alt text.
    pub ended: Option<&'a str>,
    /// Says the picture's words (its header, foot and alt text).
    pub speak: &'a dyn Speak,
}

impl std::fmt::Debug for BoardRequest<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoardRequest")
            .field("position", &self.position.to_string())
            .field("players", &self.players)
            .field("ended", &self.ended)
            .field("locale", &self.speak.locale())
            .finish()
    }
}

impl<'a> BoardRequest<'a> {
    /// A picture of `position` with the seats named by colour, its words
    /// shown as message ids ([`game_api::Ids`]).
    pub fn new(position: &'a Position) -> BoardRequest<'a> {
        BoardRequest {
            position,
            players: &[],
            ended: None,
            speak: &game_api::Ids,
        }
    }

    /// `seat`'s player name, cut to [`MAX_NAME_CHARS`] and stripped of
    /// control characters (empty when the seat has none).
    pub fn name(&self, seat: Seat) -> String {
        board_render::drawn_name(self.players.get(seat.index()).copied().unwrap_or(""))
    }

    /// What a home is labelled with: its player's name, else its colour.
    pub fn label(&self, seat: Seat) -> String {
        let name = self.name(seat);
        if name.is_empty() {
            self.speak.say(&seat_phrase(seat))
        } else {
            name
        }
    }

    /// `Red (alice)` (the colour alone when the seat has no name).
    pub fn who(&self, seat: Seat) -> Phrase {
        self.who_named(seat, self.name(seat))
    }

    /// The same with a long name cut to [`SHORT_NAME`] characters and "…",
    /// for a line that must show what follows it.
    pub fn short_who(&self, seat: Seat) -> Phrase {
        let name = self.name(seat);
        if name.chars().count() <= SHORT_NAME {
            return self.who_named(seat, name);
        }
        let cut: String = name.chars().take(SHORT_NAME - 1).collect();
        self.who_named(seat, format!("{cut}…"))
    }

    fn who_named(&self, seat: Seat, name: String) -> Phrase {
        if name.is_empty() {
            seat_phrase(seat)
        } else {
            Phrase::new("throne-who")
                .with("seat", seat_phrase(seat))
                .name("player", name)
        }
    }
}

/// A seat by its colour (`Red`).
pub fn seat_phrase(seat: Seat) -> Phrase {
    Phrase::new(match seat.index() {
        0 => "throne-seat-red",
        1 => "throne-seat-blue",
        2 => "throne-seat-green",
        _ => "throne-seat-gold",
    })
}

/// The longest name a picture's status line shows whole.
pub const SHORT_NAME: usize = 18;

/// A finished picture: the PNG, its alt text and its size.
pub use board_render::Picture;
