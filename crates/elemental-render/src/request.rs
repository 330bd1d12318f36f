//! What the host asks to be drawn, and for whom. Checked and limited here.

use elemental::{Color, Loadout, Position, Square};

pub use board_render::{MAX_NAME_CHARS, Picture};

/// Who will see the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The channel and spectators.
    Public,
    /// One player's view: their side at the bottom.
    Player(Color),
}

/// A square marker of the abilities that come in part two: drawn already,
/// so the picture's look is settled before the rules arrive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    /// A scorched square, its rank tag and its owner's turns left (E9).
    Scorch {
        /// The square.
        square: Square,
        /// The tag.
        rank: u8,
        /// The Fire player's turns it lasts.
        turns: u8,
    },
    /// A piece under Temporal Lock (E36) and its side's turns left (E71).
    Lock {
        /// Its square.
        square: Square,
        /// Its side's turns it stays locked.
        turns: u8,
    },
    /// A piece marked by Sadist Streak (E24).
    Mark {
        /// Its square.
        square: Square,
    },
    /// One square of a Schrödinger piece (E37), linked to its other one.
    Linked {
        /// This square.
        square: Square,
        /// The other copy's square.
        with: Square,
    },
}

impl Marker {
    /// The marked square.
    pub fn square(&self) -> Square {
        match *self {
            Marker::Scorch { square, .. }
            | Marker::Lock { square, .. }
            | Marker::Mark { square }
            | Marker::Linked { square, .. } => square,
        }
    }
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
    /// The loadouts that may be shown (`None`: not locked in yet, or
    /// hidden from this viewer); a side's emblems and badges are drawn
    /// only when its loadout is given.
    pub loadouts: [Option<&'a Loadout>; 2],
    /// The header's status, like `Move 12 · White to move`.
    pub headline: &'a str,
    /// The last move's two squares, highlighted.
    pub last_move: Option<(Square, Square)>,
    /// Part-two markers.
    pub markers: &'a [Marker],
    /// What of each side's loadout this viewer does not see (E12): the
    /// header marks the side `?`, the alt text names the parts. The
    /// position and loadouts given must already leave them out.
    pub concealed: [elemental::Revealed; 2],
    /// A staged turn, for its player's private preview: the position is
    /// the one before it (its re-facings applied), the turn marked on it.
    pub staged: Option<&'a Staged>,
}

/// A staged turn's marks on an Elemental board: pieces by colour and role.
pub type Staged = board_render::staged::Staging<Square, (Color, elemental::Role)>;

impl<'a> BoardRequest<'a> {
    /// A public picture of `position` and nothing else.
    pub fn new(position: &'a Position) -> BoardRequest<'a> {
        BoardRequest {
            position,
            players: ["White", "Black"],
            viewer: Viewer::Public,
            loadouts: [None, None],
            headline: "",
            last_move: None,
            markers: &[],
            concealed: [elemental::Revealed::NONE; 2],
            staged: None,
        }
    }

    /// A player's name, cut to [`MAX_NAME_CHARS`] and stripped of control characters.
    pub(crate) fn name(&self, c: Color) -> String {
        board_render::drawn_name(self.players[c.index()])
    }

    /// The side drawn at the bottom: the viewer's, or White for the public.
    pub(crate) fn bottom(&self) -> Color {
        match self.viewer {
            Viewer::Public => Color::White,
            Viewer::Player(c) => c,
        }
    }

    /// Whether `c`'s abilities may be drawn.
    pub(crate) fn shows(&self, c: Color) -> bool {
        self.loadouts[c.index()].is_some()
    }
}
