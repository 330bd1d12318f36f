//! Throne pictures: the board, the throws of a round, and the labelled
//! board of `/rules`. Throne hides nothing, so every viewer gets the same.

use super::ThroneArt;
use crate::games::common;
use game_api::{Drawn, Fault, Frame, GameRecord, Picture};
use std::sync::Arc;
use throne::Position;
use throne_render::BoardRequest;

/// The board picture.
#[derive(Clone, Debug)]
pub struct ThroneView {
    art: ThroneArt,
    position: Position,
    players: Vec<String>,
    ended: Option<String>,
}

impl Picture for ThroneView {
    fn frame(&self) -> Option<Result<Frame<'_>, Fault>> {
        let names: Vec<&str> = self.players.iter().map(String::as_str).collect();
        let req = BoardRequest {
            position: &self.position,
            players: &names,
            ended: self.ended.as_deref(),
        };
        Some(self.art.get().map(|r| Frame {
            image: r.board_frame(&req),
            palette: r.palette(),
        }))
    }

    fn draw(&self) -> Result<Drawn, Fault> {
        let names: Vec<&str> = self.players.iter().map(String::as_str).collect();
        let req = BoardRequest {
            position: &self.position,
            players: &names,
            ended: self.ended.as_deref(),
        };
        common::drawn("board.png", self.art.get()?.board(&req))
    }
}

pub(super) fn view(art: &ThroneArt, game: &GameRecord, position: Position) -> ThroneView {
    use game_api::GameStatus::{Aborted, Resigned, Timeout};
    let ended = match (game.status, &game.result) {
        (Resigned | Timeout | Aborted, Some(result)) => {
            Some(result.trim_end_matches('.').to_string())
        }
        _ => None,
    };
    ThroneView {
        art: Arc::clone(art),
        position,
        players: game.players.iter().map(|u| u.name.clone()).collect(),
        ended,
    }
}
