//! What the host asks to be drawn. Throne has no hidden information, so
//! every viewer gets the same picture.

use throne::{Position, Seat};

pub use board_render::MAX_NAME_CHARS;

/// One board picture.
#[derive(Clone, Copy, Debug)]
pub struct BoardRequest<'a> {
    /// The position.
    pub position: &'a Position,
    /// Player names in seat order (missing names read as the seat colour).
    pub players: &'a [&'a str],
    /// How the game ended when it did not end on the board (everyone else
    /// resigned, a timeout), for the header and the alt text.
    pub ended: Option<&'a str>,
}

impl<'a> BoardRequest<'a> {
    /// A picture of `position` with the seats named by colour.
    pub fn new(position: &'a Position) -> BoardRequest<'a> {
        BoardRequest {
            position,
            players: &[],
            ended: None,
        }
    }

    /// `seat`'s player name, cut to [`MAX_NAME_CHARS`] and stripped of control characters.
    pub fn name(&self, seat: Seat) -> String {
        let name = board_render::drawn_name(self.players.get(seat.index()).copied().unwrap_or(""));
        if name.is_empty() {
            seat.to_string()
        } else {
            name
        }
    }

    /// `Red (alice)`.
    pub fn who(&self, seat: Seat) -> String {
        format!("{seat} ({})", self.name(seat))
    }

    /// The same with a long name cut to [`SHORT_NAME`] characters and "…",
    /// for a line that must show what follows it.
    pub fn short_who(&self, seat: Seat) -> String {
        let name = self.name(seat);
        if name.chars().count() <= SHORT_NAME {
            return self.who(seat);
        }
        let cut: String = name.chars().take(SHORT_NAME - 1).collect();
        format!("{seat} ({cut}…)")
    }
}

/// The longest name a picture's status line shows whole.
pub const SHORT_NAME: usize = 18;

/// A finished picture: the PNG, its alt text and its size.
pub use board_render::Picture;
