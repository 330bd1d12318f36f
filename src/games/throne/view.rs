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
    players: Vec<game_api::User>,
    ended: Option<game_api::Words>,
}

impl Picture for ThroneView {
    fn frame(&self, speak: &dyn game_api::Speak) -> Option<Result<Frame<'_>, Fault>> {
        let shown: Vec<String> = self.players.iter().map(|u| u.shown(speak)).collect();
        let names: Vec<&str> = shown.iter().map(String::as_str).collect();
        let ended = self.ended.as_ref().map(|e| speak.words(e));
        let req = BoardRequest {
            position: &self.position,
            players: &names,
            ended: ended.as_deref(),
            speak,
        };
        Some(self.art.get().map(|r| Frame {
            image: r.board_frame(&req),
            palette: r.palette(),
        }))
    }

    fn draw(&self, speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
        let shown: Vec<String> = self.players.iter().map(|u| u.shown(speak)).collect();
        let names: Vec<&str> = shown.iter().map(String::as_str).collect();
        let ended = self.ended.as_ref().map(|e| speak.words(e));
        let req = BoardRequest {
            position: &self.position,
            players: &names,
            ended: ended.as_deref(),
            speak,
        };
        common::drawn("board.png", self.art.get()?.board(&req))
    }

    fn places(&self) -> game_api::Places {
        use throne::board::{Place, Seat};
        let Ok(r) = self.art.get() else {
            return game_api::Places::default();
        };
        let g = r.geometry();
        let players = self.players.len();
        let mover = self.position.turn();
        let cell = g.cell();
        let mut spots = vec![];
        let mut add = |place: Place, (x, y): (u32, u32), edge: u32| {
            spots.push(game_api::Spot {
                place: place.to_string(),
                x,
                y,
                w: edge,
                h: edge,
            })
        };
        // A piece at home is chosen by "home": the mover's own.
        add(Place::Home, g.home_cell(players, mover), cell);
        for q in 1..=12 {
            add(
                Place::Ring(q),
                g.cell_of(players, mover, Place::Ring(q)),
                cell,
            );
        }
        for seat in (0..players).filter_map(Seat::new) {
            for k in 1..=2 {
                let place = Place::Bridge(seat, k);
                add(place, g.cell_of(players, seat, place), cell);
            }
        }
        add(
            Place::Throne,
            g.cell_of(players, mover, Place::Throne),
            g.throne_box(),
        );
        game_api::Places {
            width: g.width(),
            height: g.height(),
            spots,
        }
    }
}

/// The labelled board of `/rules`, its labels and alt text said by the reader's speaker.
#[derive(Debug)]
pub struct RulesView {
    pub(super) art: ThroneArt,
}

impl Picture for RulesView {
    fn draw(&self, speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
        common::drawn("throne-rules.png", self.art.get()?.diagram(speak))
    }
}

pub(super) fn view(art: &ThroneArt, game: &GameRecord, position: Position) -> ThroneView {
    use game_api::GameStatus::{Aborted, Resigned, Timeout};
    let ended = match (game.status, &game.result) {
        (Resigned | Timeout | Aborted, Some(result)) => Some(result.clone()),
        _ => None,
    };
    ThroneView {
        art: Arc::clone(art),
        position,
        players: game.players.clone(),
        ended,
    }
}
