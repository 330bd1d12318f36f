//! What the host asks to be drawn. Checked and limited here, at the boundary.

use masters::{Kind, Move, Position, Side, Square};

pub use board_render::{MAX_NAME_CHARS, Picture};
/// Most captured pieces drawn per side.
pub const MAX_CAPTURED: usize = 40;

/// A staged, uncommitted turn shown in a player's private preview.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Preview {
    /// The staged move: its source is dimmed and a ghost stands on its destination.
    pub staged_move: Option<Move>,
    /// The staged claim target: a claim dot with a soft halo.
    pub staged_claim: Option<Square>,
    /// Claim picking: every eligible target gets a dashed ring in the picker's colour.
    pub claim_picking: bool,
}

/// One board picture.
#[derive(Clone, Copy, Debug)]
pub struct BoardRequest<'a> {
    /// The position (for a preview with a staged inheritance answer, the answered position).
    pub position: &'a Position,
    /// Player names, Ember's then Frost's.
    pub players: [&'a str; 2],
    /// The side drawn at the bottom (a player's preview is drawn from their side).
    pub bottom: Side,
    /// The last committed move, highlighted.
    pub last_move: Option<Move>,
    /// The pieces each side has lost, Ember's then Frost's (by owner).
    pub captured: [&'a [Kind]; 2],
    /// The staged turn, for private previews.
    pub preview: Preview,
    /// How the game ended when it did not end on the board (a resignation,
    /// an agreed draw), for the header and the alt text, like
    /// `Frost wins: Ember resigned`: a message the reader's speaker says.
    pub ended: Option<&'a game_api::Phrase>,
    /// Squares the player may choose next (a turn built by choices): a
    /// ring on each.
    pub options: &'a [Square],
}

impl<'a> BoardRequest<'a> {
    /// A public picture of `position` with Ember at the bottom and nothing else.
    pub fn new(position: &'a Position) -> BoardRequest<'a> {
        BoardRequest {
            position,
            players: ["Ember", "Frost"],
            bottom: Side::Ember,
            last_move: None,
            captured: [&[], &[]],
            preview: Preview::default(),
            ended: None,
            options: &[],
        }
    }

    /// A player's name, cut to [`MAX_NAME_CHARS`] and stripped of control characters.
    pub(crate) fn name(&self, side: Side) -> String {
        board_render::drawn_name(self.players[side.index()])
    }

    /// The captured pieces of `side`, at most [`MAX_CAPTURED`].
    pub(crate) fn captured(&self, side: Side) -> &'a [Kind] {
        let list = self.captured[side.index()];
        &list[..list.len().min(MAX_CAPTURED)]
    }
}
