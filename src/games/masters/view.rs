//! Masters pictures for the host: a board (public or a player's preview)
//! and a piece diagram, drawn after the change is stored.

use super::MastersArt;
use crate::games::common;
use game_api::{Drawn, Fault, Frame, GameRecord, Phrase, Picture, Speak};
use masters::{Kind, Move, Position, Side};
use masters_render::{BoardRequest, Preview};

/// A board picture to draw.
#[derive(Clone, Debug)]
pub struct BoardView {
    /// The renderer.
    pub art: MastersArt,
    /// The position.
    pub position: Position,
    /// The players, Ember's then Frost's (named in the reader's language
    /// when drawn).
    pub players: [game_api::User; 2],
    /// The side at the bottom.
    pub bottom: Side,
    /// The last move.
    pub last_move: Option<Move>,
    /// Kinds lost, Ember's then Frost's.
    pub captured: [Vec<Kind>; 2],
    /// A staged turn, for previews.
    pub preview: Preview,
    /// How the game ended off the board, if it did.
    pub ended: Option<Phrase>,
    /// Squares the player may choose next (a turn built by choices).
    pub options: Vec<masters::Square>,
}

impl BoardView {
    fn request<'a>(&'a self, names: &'a [String; 2]) -> BoardRequest<'a> {
        BoardRequest {
            position: &self.position,
            players: [&names[0], &names[1]],
            bottom: self.bottom,
            last_move: self.last_move,
            captured: [&self.captured[0], &self.captured[1]],
            preview: self.preview,
            ended: self.ended.as_ref(),
            options: &self.options,
        }
    }
}

impl Picture for BoardView {
    fn frame(&self, speak: &dyn Speak) -> Option<Result<Frame<'_>, Fault>> {
        let names = self.players.each_ref().map(|u| u.shown(speak));
        Some(self.art.get().map(|r| Frame {
            image: r.board_frame(&self.request(&names), speak),
            palette: r.palette(),
        }))
    }

    fn draw(&self, speak: &dyn Speak) -> Result<Drawn, Fault> {
        let names = self.players.each_ref().map(|u| u.shown(speak));
        common::drawn(
            "board.png",
            self.art.get()?.board(&self.request(&names), speak),
        )
    }

    fn places(&self) -> game_api::Places {
        let Ok(r) = self.art.get() else {
            return game_api::Places::default();
        };
        let g = r.geometry();
        common::square_places(
            (g.width(), g.height()),
            g.square,
            masters::Square::all(),
            |sq| g.square_origin(*sq, self.bottom),
        )
    }
}

/// A piece's `/rules` diagram, drawn on first use from the shared renderer
/// in its reader's language.
#[derive(Clone, Debug)]
pub struct DiagramView {
    /// The renderer.
    pub art: MastersArt,
    /// The piece shown.
    pub kind: Kind,
}

impl Picture for DiagramView {
    fn draw(&self, speak: &dyn Speak) -> Result<Drawn, Fault> {
        common::drawn(
            &format!("{}.png", self.kind),
            self.art.get()?.diagram(self.kind, speak),
        )
    }
}

/// How a finished game ended when it did not end on the board, for the
/// header and alt text (`Frost wins: Ember resigned`).
pub fn ended_off_board(game: &GameRecord, board_over: bool) -> Option<Phrase> {
    let sides = [Side::Ember, Side::Frost].map(super::say::side);
    crate::games::common::ended_off_board(game, sides, board_over)
}
