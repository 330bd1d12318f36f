//! `/rules piece:` diagrams: one chess piece on a near-empty board with
//! every square it may go to marked (a ghost, or brackets on a capture),
//! as the rules crate's move generator says (E1). Abilities change moves only through a loadout, so the
//! diagram shows the piece as chess moves it.

use crate::render::Renderer;
use crate::request::{BoardRequest, Picture};
use board_render::RenderError;
use elemental::{Board, MoveList, Position, Role, Square};

/// The diagram's position for `role` (White to move) and its piece's
/// square: a pawn on d2 with a pawn to take on c3, any other piece on d4
/// with a pawn to take on f6.
fn sample(role: Role) -> (&'static str, &'static str) {
    match role {
        Role::Pawn => ("4k3/8/8/8/8/2p5/3P4/4K3 w - - 0 1", "d2"),
        Role::Knight => ("4k3/8/5p2/8/3N4/8/8/4K3 w - - 0 1", "d4"),
        Role::Bishop => ("4k3/8/5p2/8/3B4/8/8/4K3 w - - 0 1", "d4"),
        Role::Rook => ("4k3/8/5p2/8/3R4/8/8/4K3 w - - 0 1", "d4"),
        Role::Queen => ("4k3/8/5p2/8/3Q4/8/8/4K3 w - - 0 1", "d4"),
        Role::King => ("4k3/8/5p2/8/3K4/8/8/8 w - - 0 1", "d4"),
    }
}

/// The diagram's board and the square its piece stands on.
pub(crate) fn board(role: Role) -> (Board, Square) {
    let (fen, at) = sample(role);
    let board: Board = fen.parse().expect("every diagram is a legal position");
    (board, at.parse().expect("a square"))
}

/// The squares the piece on `at` may go to, sorted, without repeats.
pub(crate) fn targets(board: &Board, at: Square) -> Vec<Square> {
    let mut moves = MoveList::new();
    board.legal_moves(&mut moves);
    let mut out: Vec<Square> = moves
        .as_slice()
        .iter()
        .filter(|m| m.from == at)
        .map(|m| m.to)
        .collect();
    out.sort_by_key(|s| s.to_string());
    out.dedup();
    out
}

/// Where the `/rules piece:` diagram of `role` stands it, the squares it
/// may move to and those it may capture on.
pub fn diagram_squares(role: Role) -> (Square, Vec<Square>, Vec<Square>) {
    let (board, at) = board(role);
    let position = Position::from_board(board);
    let to = targets(position.board(), at);
    let (captures, moves): (Vec<Square>, Vec<Square>) =
        to.iter().partition(|s| position.piece(**s).is_some());
    (at, moves, captures)
}

impl Renderer {
    /// The `/rules piece:` diagram of `role` with the crate's own English
    /// header and alt text (its examples and tests): see
    /// [`Renderer::diagram_with`].
    pub fn diagram(&self, role: Role) -> Result<Picture, RenderError> {
        let (at, moves, captures) = diagram_squares(role);
        let name = role.name();
        let headline = format!("{}{} on {at}", name[..1].to_uppercase(), &name[1..]);
        let list = |v: &[Square]| {
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let captures = if captures.is_empty() {
            String::new()
        } else {
            format!(", brackets where it can capture ({})", list(&captures))
        };
        let alt = board_render::clip_alt(format!(
            "Diagram of the {name} on {at} (E1): ghosts where it can move ({}){captures}.",
            list(&moves)
        ));
        self.diagram_with(role, &headline, alt)
    }

    /// The `/rules piece:` diagram of `role`: a ghost of it on every
    /// square it may move to, brackets on every piece it may capture,
    /// headed by `headline` and described by `alt`.
    pub fn diagram_with(
        &self,
        role: Role,
        headline: &str,
        alt: String,
    ) -> Result<Picture, RenderError> {
        let (board, at) = board(role);
        let position = Position::from_board(board);
        let (_, moves, captures) = diagram_squares(role);
        let piece = |s: Square| position.piece(s).map(|(c, r, _)| (c, r));
        let marks = crate::Staged {
            ghosts: moves
                .iter()
                .filter_map(|s| Some((*s, piece(at)?)))
                .collect(),
            taken: captures.clone(),
            ..Default::default()
        };
        let req = BoardRequest {
            headline,
            staged: Some(&marks),
            concealed: Default::default(),
            ..BoardRequest::new(&position)
        };
        self.board_with_alt(&req, alt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(role: Role) -> Vec<String> {
        let (board, at) = board(role);
        targets(&board, at).iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn e1_every_piece_has_a_diagram_with_somewhere_to_go() {
        for role in Role::ALL {
            assert!(!names(role).is_empty(), "{role:?}");
        }
    }

    #[test]
    fn e1_the_pawn_goes_one_or_two_and_takes_diagonally() {
        assert_eq!(names(Role::Pawn), ["c3", "d3", "d4"]);
    }

    #[test]
    fn e1_the_knight_leaps_to_its_eight_squares() {
        assert_eq!(names(Role::Knight).len(), 8);
    }
}
