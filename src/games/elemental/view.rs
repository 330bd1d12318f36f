//! The board picture, made for one viewer: a side's abilities are drawn
//! only once both loadouts are locked in (E6).

use super::super::{Art, Drawn, Picture, Viewer};
use crate::store::GameRow;
use elemental::{Board, Color, Game, Loadout, Position, Square};
use elemental_render::BoardRequest;

/// A board picture for one viewer.
#[derive(Clone, Debug)]
pub struct ElementalView {
    position: Position,
    players: [String; 2],
    viewer: Viewer,
    loadouts: [Option<Loadout>; 2],
    headline: String,
    last_move: Option<(Square, Square)>,
}

impl ElementalView {
    fn request(&self) -> BoardRequest<'_> {
        BoardRequest {
            position: &self.position,
            players: [&self.players[0], &self.players[1]],
            viewer: match self.viewer {
                Viewer::Public => elemental_render::Viewer::Public,
                Viewer::Seat(s) => elemental_render::Viewer::Player(super::color(s)),
            },
            loadouts: [self.loadouts[0].as_ref(), self.loadouts[1].as_ref()],
            headline: &self.headline,
            last_move: self.last_move,
            markers: &[],
        }
    }
}

impl Picture for ElementalView {
    fn frame<'a>(
        &self,
        art: &'a Art,
    ) -> Option<Result<(board_render::IndexedImage, &'a board_render::Palette), String>> {
        Some(
            art.elemental()
                .map(|r| (r.board_frame(&self.request()), r.palette())),
        )
    }

    fn draw(&self, art: &Art) -> Result<Drawn, String> {
        let p = art
            .elemental()?
            .board(&self.request())
            .map_err(|e| e.to_string())?;
        Ok(Drawn {
            filename: "board.png".into(),
            png: p.png,
            alt: p.alt,
        })
    }
}

fn last_move(game: &GameRow) -> Option<(Square, Square)> {
    super::super::last_move_squares(game)
}

fn players(game: &GameRow) -> [String; 2] {
    [
        super::name(game, Color::White).to_string(),
        super::name(game, Color::Black).to_string(),
    ]
}

/// The picture of a game in play (`game` as it stands, perhaps staged
/// ahead of the stored row).
pub fn playing(row: &GameRow, game: &Game, viewer: Viewer) -> ElementalView {
    let headline = match super::super::ended_off_board(row, ["White", "Black"]) {
        Some(ended) => format!("Game over · {ended}"),
        None => elemental_render::status(game),
    };
    ElementalView {
        position: *game.position(),
        players: players(row),
        viewer,
        loadouts: [
            Some(game.loadout(Color::White).clone()),
            Some(game.loadout(Color::Black).clone()),
        ],
        headline,
        last_move: last_move(row),
    }
}

/// The picture while loadouts are chosen: the plain start, no abilities.
pub fn choosing(row: &GameRow, viewer: Viewer) -> ElementalView {
    let headline = match super::super::ended_off_board(row, ["White", "Black"]) {
        Some(ended) => format!("Game over · {ended}"),
        None => "Choosing loadouts".into(),
    };
    ElementalView {
        position: Position::from_board(Board::start()),
        players: players(row),
        viewer,
        loadouts: [None, None],
        headline,
        last_move: None,
    }
}

/// The same picture with another last move (a preview).
pub fn with_last_move(mut v: ElementalView, last: Option<(Square, Square)>) -> ElementalView {
    v.last_move = last;
    v
}
