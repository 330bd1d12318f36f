//! The Regions board picture, made for one viewer: a player's own
//! infiltrator shows only in their view (R13).

use super::{RegionsArt, name, side_of};
use crate::games::common;
use game_api::{Drawn, Fault, Frame, GameRecord, Picture, Viewer};
use regions::{Position, Side, Square};
use regions_render::BoardRequest;
use std::sync::Arc;

/// A board picture for one viewer.
#[derive(Clone, Debug)]
pub struct RegionsView {
    art: RegionsArt,
    position: Position,
    players: [game_api::User; 2],
    viewer: Viewer,
    pub(super) last_move: Option<(Square, Square)>,
    ended: Option<game_api::Phrase>,
    /// Whether the game is over: every hidden infiltrator is then shown (R16).
    over: bool,
    /// A staged turn's marks (a private preview).
    pub(super) staged: Option<regions_render::Staged>,
}

impl RegionsView {
    fn request<'a>(&'a self, names: &'a [String; 2]) -> BoardRequest<'a> {
        let viewer = match self.viewer {
            Viewer::Public => regions_render::Viewer::Public,
            Viewer::Seat(s) => regions_render::Viewer::Player(side_of(s)),
        };
        BoardRequest {
            position: &self.position,
            players: [&names[0], &names[1]],
            viewer,
            last_move: self.last_move,
            // The pick step marks its choices like any step's.
            show_pick_choices: false,
            ended: self.ended.as_ref(),
            staged: self.staged.as_ref(),
            over: self.over,
        }
    }
}

impl Picture for RegionsView {
    fn frame(&self, speak: &dyn game_api::Speak) -> Option<Result<Frame<'_>, Fault>> {
        let names = self.players.each_ref().map(|u| u.shown(speak));
        Some(self.art.get().map(|r| Frame {
            image: r.board_frame(&self.request(&names), speak),
            palette: r.palette(),
        }))
    }

    fn draw(&self, speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
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
        // The picture's bottom side is the viewer's, White for the public.
        let bottom = match self.viewer {
            Viewer::Public => Side::White,
            Viewer::Seat(s) => side_of(s),
        };
        common::square_places((g.width(), g.height()), g.square, Square::all(), |sq| {
            g.square_origin(*sq, bottom)
        })
    }
}

fn last_move(game: &GameRecord) -> Option<(Square, Square)> {
    common::last_move_squares(game)
}

pub(super) fn view(
    art: &RegionsArt,
    game: &GameRecord,
    position: Position,
    viewer: Viewer,
) -> RegionsView {
    RegionsView {
        art: Arc::clone(art),
        position,
        players: [
            name(game, Side::White).clone(),
            name(game, Side::Black).clone(),
        ],
        viewer,
        last_move: last_move(game),
        ended: super::say::ended_off_board(
            game,
            position.winner().is_some() || position.is_drawn(),
        ),
        over: super::over(game, &position),
        staged: None,
    }
}
