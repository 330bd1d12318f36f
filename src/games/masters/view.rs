//! Masters pictures for the host: a board (public or a player's preview)
//! and a piece diagram, drawn after the change is stored.

use crate::games::{Art, Drawn, Picture};
use masters::{Kind, Move, Position, Side};
use masters_render::{BoardRequest, Preview};

/// A board picture to draw.
#[derive(Clone, Debug)]
pub struct BoardView {
    /// The position.
    pub position: Position,
    /// Player names, Ember's then Frost's.
    pub players: [String; 2],
    /// The side at the bottom.
    pub bottom: Side,
    /// The last move.
    pub last_move: Option<Move>,
    /// Kinds lost, Ember's then Frost's.
    pub captured: [Vec<Kind>; 2],
    /// A staged turn, for previews.
    pub preview: Preview,
    /// How the game ended off the board, if it did.
    pub ended: Option<String>,
}

impl BoardView {
    fn request(&self) -> BoardRequest<'_> {
        BoardRequest {
            position: &self.position,
            players: [&self.players[0], &self.players[1]],
            bottom: self.bottom,
            last_move: self.last_move,
            captured: [&self.captured[0], &self.captured[1]],
            preview: self.preview,
            ended: self.ended.as_deref(),
        }
    }
}

impl Picture for BoardView {
    fn frame<'a>(
        &self,
        art: &'a Art,
    ) -> Option<Result<(board_render::IndexedImage, &'a board_render::Palette), String>> {
        let r = art.masters();
        Some(Ok((r.board_frame(&self.request()), r.palette())))
    }

    fn draw(&self, art: &Art) -> Result<Drawn, String> {
        let req = self.request();
        let p = art.masters().board(&req).map_err(|e| e.to_string())?;
        Ok(Drawn {
            filename: "board.png".into(),
            png: p.png,
            alt: p.alt,
        })
    }
}

/// A piece diagram for `/rules piece:…`.
#[derive(Clone, Copy, Debug)]
pub struct Diagram(pub Kind);

impl Picture for Diagram {
    fn draw(&self, art: &Art) -> Result<Drawn, String> {
        let p = art.masters().diagram(self.0).map_err(|e| e.to_string())?;
        Ok(Drawn {
            filename: format!("{}.png", self.0),
            png: p.png,
            alt: p.alt,
        })
    }
}
