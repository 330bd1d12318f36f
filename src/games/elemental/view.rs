//! The board picture, made for one viewer: a side's abilities are drawn
//! only once both loadouts are locked in (E6).

use super::ElementalArt;
use crate::games::common;
use elemental::{Board, Color, Game, Loadout, Position, Square};
use elemental_render::{BoardRequest, Marker};
use game_api::{Drawn, Fault, Frame, GameRecord, Phrase, Picture, Viewer};
use std::sync::Arc;

/// A board picture for one viewer.
#[derive(Clone, Debug)]
pub struct ElementalView {
    art: ElementalArt,
    position: Position,
    players: [game_api::User; 2],
    viewer: Viewer,
    loadouts: [Option<Loadout>; 2],
    concealed: [elemental::Revealed; 2],
    headline: Phrase,
    last_move: Option<(Square, Square)>,
    markers: Vec<Marker>,
    /// A staged turn's marks (a private preview).
    staged: Option<elemental_render::Staged>,
}

/// What the position shows beyond pieces: scorched squares with their
/// rank and turns left (E9), Temporal Locks with theirs (E36, E71), Sadist
/// marks (E24), the two squares of a Schrödinger piece (E37).
fn markers(position: &Position) -> Vec<Marker> {
    let scorch = Square::all().filter_map(|square| {
        let tag = position.tag(square)?;
        Some(Marker::Scorch {
            square,
            rank: tag.rank,
            turns: tag.turns,
        })
    });
    let locks = Square::all().filter_map(|square| {
        let (_, _, info) = position.piece(square)?;
        (info.locked > 0).then_some(Marker::Lock {
            square,
            turns: info.locked,
        })
    });
    let marks = position
        .marked()
        .into_iter()
        .map(|(square, _)| Marker::Mark { square });
    let linked = Square::all().filter_map(|square| {
        Some(Marker::Linked {
            square,
            with: position.twin(square)?,
        })
    });
    scorch.chain(locks).chain(marks).chain(linked).collect()
}

impl ElementalView {
    fn request<'a>(&'a self, headline: &'a str, names: &'a [String; 2]) -> BoardRequest<'a> {
        BoardRequest {
            position: &self.position,
            players: [&names[0], &names[1]],
            viewer: match self.viewer {
                Viewer::Public => elemental_render::Viewer::Public,
                Viewer::Seat(s) => elemental_render::Viewer::Player(super::color(s)),
            },
            loadouts: [self.loadouts[0].as_ref(), self.loadouts[1].as_ref()],
            headline,
            last_move: self.last_move,
            markers: &self.markers,
            concealed: self.concealed,
            staged: self.staged.as_ref(),
        }
    }
}

impl Picture for ElementalView {
    fn frame(&self, speak: &dyn game_api::Speak) -> Option<Result<Frame<'_>, Fault>> {
        let headline = speak.say(&self.headline);
        let names = self.players.each_ref().map(|u| u.shown(speak));
        Some(self.art.get().map(|r| Frame {
            image: r.board_frame(&self.request(&headline, &names)),
            palette: r.palette(),
        }))
    }

    fn draw(&self, speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
        let headline = speak.say(&self.headline);
        let names = self.players.each_ref().map(|u| u.shown(speak));
        let alt = super::alt::board(
            &super::alt::Board {
                position: &self.position,
                players: [&names[0], &names[1]],
                loadouts: [self.loadouts[0].as_ref(), self.loadouts[1].as_ref()],
                concealed: self.concealed,
                headline: &self.headline,
                last_move: self.last_move,
                markers: &self.markers,
                staged: self.staged.as_ref(),
            },
            speak,
        );
        common::drawn(
            "board.png",
            self.art
                .get()?
                .board_with_alt(&self.request(&headline, &names), alt),
        )
    }

    fn places(&self) -> game_api::Places {
        let Ok(r) = self.art.get() else {
            return game_api::Places::default();
        };
        let g = r.geometry();
        // The picture's bottom side is the viewer's, White for the public.
        let bottom = side_of(self.viewer).unwrap_or(Color::White);
        common::square_places((g.width(), g.height()), g.square, Square::all(), |sq| {
            g.square_origin(*sq, bottom)
        })
    }
}

fn last_move(game: &GameRecord) -> Option<(Square, Square)> {
    common::last_move_squares(game)
}

fn players(game: &GameRecord) -> [game_api::User; 2] {
    [
        super::name(game, Color::White).clone(),
        super::name(game, Color::Black).clone(),
    ]
}

/// The picture of a game in play (`game` as it stands, perhaps staged
/// ahead of the stored row), drawn from what `viewer` may see of it (E12).
pub fn playing(art: &ElementalArt, row: &GameRecord, game: &Game, viewer: Viewer) -> ElementalView {
    playing_with_status(art, row, game, viewer, || status(game))
}

/// [`playing`] with the game's status line from `status` (asked only
/// while the game is not over off the board): a caller that knows it
/// already spares working it out again.
pub fn playing_with_status(
    art: &ElementalArt,
    row: &GameRecord,
    game: &Game,
    viewer: Viewer,
    status: impl FnOnce() -> Phrase,
) -> ElementalView {
    let headline = match ended_off_board(row, game.status().is_over()) {
        Some(ended) => ended,
        None => status(),
    };
    let concealed = concealment(row, game, viewer);
    let seen = game.seen_with(concealed);
    ElementalView {
        art: Arc::clone(art),
        position: *seen.position(),
        players: players(row),
        viewer,
        loadouts: [
            Some(seen.loadout(Color::White).clone()),
            Some(seen.loadout(Color::Black).clone()),
        ],
        concealed,
        headline,
        last_move: last_move(row),
        markers: markers(seen.position()),
        staged: None,
    }
}

/// What of each side's loadout `viewer` does not see of `game` (stored
/// as `row`): a Water loadout's unrevealed parts (E12), unless the viewer
/// owns it or has Radiant Vision (E20); nothing once the game has ended,
/// on the board or off it (a resignation, a time-out, an agreed draw,
/// E99).
pub fn concealment(row: &GameRecord, game: &Game, viewer: Viewer) -> [elemental::Revealed; 2] {
    if !row.running() {
        return [elemental::Revealed::NONE; 2];
    }
    game.concealment(side_of(viewer))
}

/// The side a viewer plays (`None`: the channel).
pub fn side_of(viewer: Viewer) -> Option<Color> {
    match viewer {
        Viewer::Public => None,
        Viewer::Seat(s) => Some(super::color(s)),
    }
}

/// The picture while loadouts are chosen: the plain start, no abilities.
pub fn choosing(art: &ElementalArt, row: &GameRecord, viewer: Viewer) -> ElementalView {
    let headline = match ended_off_board(row, false) {
        Some(ended) => ended,
        None => Phrase::new("elemental-headline-choosing"),
    };
    ElementalView {
        art: Arc::clone(art),
        position: Position::from_board(Board::start()),
        players: players(row),
        viewer,
        loadouts: [None, None],
        concealed: Default::default(),
        headline,
        last_move: None,
        markers: vec![],
        staged: None,
    }
}

/// A staged turn's preview: `before` (the position the turn starts from,
/// its re-facings applied) with the turn marked on it.
pub fn staged(
    mut v: ElementalView,
    before: Position,
    staged: elemental_render::Staged,
    staged_lock: Option<(Square, u8)>,
) -> ElementalView {
    v.markers = markers(&before);
    // A Temporal Lock the staged turn makes shows as it will stand.
    if let Some((square, turns)) = staged_lock {
        v.markers
            .retain(|m| !matches!(m, Marker::Lock { square: s, .. } if *s == square));
        v.markers.push(Marker::Lock { square, turns });
    }
    v.position = before;
    v.last_move = None;
    v.staged = Some(staged);
    v
}

/// The header's status: whose move, or how the game ended on the board.
pub fn status(game: &Game) -> Phrase {
    use elemental::Status;
    match game.status() {
        Status::Playing => Phrase::new("elemental-headline-move")
            .with("number", game.position().board().fullmoves())
            .with("side", super::say::side(game.turn())),
        Status::Checkmate { winner } => {
            Phrase::new("elemental-headline-checkmate").with("side", super::say::side(winner))
        }
        Status::Stalemate => Phrase::new("elemental-headline-stalemate"),
        Status::SeventyFiveMoves => Phrase::new("elemental-headline-seventy-five-moves"),
        Status::Fivefold => Phrase::new("elemental-headline-fivefold"),
    }
}

/// How a finished game ended when it did not end on the board, for the
/// header (`Game over · Black wins: White resigned`).
fn ended_off_board(game: &GameRecord, board_over: bool) -> Option<Phrase> {
    let sides = [0, 1].map(|seat| super::say::side(super::color(seat)));
    crate::games::common::ended_off_board(game, sides, board_over)
        .map(|ended| Phrase::new("elemental-headline-ended").with("ended", ended))
}

/// A piece's `/rules` diagram, its words said in its reader's language.
#[derive(Debug)]
pub struct Diagram {
    art: ElementalArt,
    role: elemental::Role,
}

impl Diagram {
    /// The diagram of `role`.
    pub fn new(art: &ElementalArt, role: elemental::Role) -> Diagram {
        Diagram {
            art: Arc::clone(art),
            role,
        }
    }
}

impl Picture for Diagram {
    fn draw(&self, speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
        let (headline, alt) = super::alt::diagram(self.role, speak);
        common::drawn(
            &format!("{}.png", self.role.name()),
            self.art.get()?.diagram_with(self.role, &headline, alt),
        )
    }
}
