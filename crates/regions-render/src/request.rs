//! What the host asks to be drawn, and for whom. Checked and limited here.

use regions::{Position, Side, Square};

pub use board_render::{MAX_NAME_CHARS, Picture};

/// Who will see the picture. Secrets are drawn only into their owner's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The channel and spectators: no secret is drawn.
    Public,
    /// One player's private view: their own hidden infiltrator is marked.
    Player(Side),
}

/// One board picture.
#[derive(Clone, Copy, Debug)]
pub struct BoardRequest<'a> {
    /// The position.
    pub position: &'a Position,
    /// Player names, White's then Black's.
    pub players: [&'a str; 2],
    /// Who will see it.
    pub viewer: Viewer,
    /// The last move's two squares, highlighted (one square twice: a marked square, like a reveal).
    pub last_move: Option<(Square, Square)>,
    /// Ring the pieces the viewer may pick as infiltrator (the pick phase, R13).
    pub show_pick_choices: bool,
    /// How the game ended when it did not end on the board (a resignation,
    /// an agreed draw), for the header and the alt text.
    pub ended: Option<&'a game_api::Phrase>,
    /// A staged turn, for its player's private preview: the position is
    /// the one before it, with the turn's moves marked on it.
    pub staged: Option<&'a Staged>,
    /// Whether the game is over, however it ended: then every unrevealed
    /// infiltrator is marked and named for every viewer (R16). Before the
    /// end only the viewer's own is.
    pub over: bool,
}

/// A staged turn's marks on a Regions board.
pub type Staged = board_render::staged::Staging<Square, regions::Piece>;

impl<'a> BoardRequest<'a> {
    /// A public picture of `position` and nothing else.
    pub fn new(position: &'a Position) -> BoardRequest<'a> {
        BoardRequest {
            position,
            players: ["White", "Black"],
            viewer: Viewer::Public,
            last_move: None,
            show_pick_choices: false,
            ended: None,
            staged: None,
            over: false,
        }
    }

    /// A player's name, cut to [`MAX_NAME_CHARS`] and stripped of control characters.
    pub(crate) fn name(&self, side: Side) -> String {
        board_render::drawn_name(self.players[side.index()])
    }

    /// The side drawn at the bottom: the viewer's, or White for the public.
    pub(crate) fn bottom(&self) -> Side {
        match self.viewer {
            Viewer::Public => Side::White,
            Viewer::Player(side) => side,
        }
    }

    /// `side`'s infiltrator while it is hidden on the board.
    fn hidden(&self, side: Side) -> Option<Square> {
        match self.position.infiltrator(side) {
            regions::Infiltrator::Hidden(sq) => Some(sq),
            _ => None,
        }
    }

    /// The hidden infiltrators this picture marks, each with the side that
    /// picked it: the viewer's own, or every one once the game is over
    /// (R16).
    pub(crate) fn shown_infiltrators(&self) -> Vec<(Side, Square)> {
        Side::ALL
            .into_iter()
            .filter(|&side| self.over || self.viewer == Viewer::Player(side))
            .filter_map(|side| Some((side, self.hidden(side)?)))
            .collect()
    }
}
