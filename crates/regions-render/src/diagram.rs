//! `/rules piece:` diagrams: one piece on a small made-up board, every
//! square it may go to tinted, as the rules crate's own move generator
//! says (so a diagram cannot disagree with play).

use regions::{Kind, Piece, Position, Setup, Side, Square};

/// Where the diagram's piece stands, and the other pieces that show its
/// rule at work (a pawn to carry, a piece to jump, an enemy across the
/// air channel), as (file, rank, kind, side), 0-based.
fn sample(kind: Kind) -> (Square, Vec<(u8, u8, Kind, Side)>) {
    use Kind::*;
    use Side::{Black, White};
    let at = |f, r| Square::new(f, r).expect("on the board");
    match kind {
        // From land a first move goes up to 2 (R6); c3 can be taken.
        Pawn => (at(3, 1), vec![(2, 2, Pawn, Black)]),
        // From the air up to 3, carrying the d2 pawn along (R7).
        Commander => (at(4, 1), vec![(3, 1, Pawn, White)]),
        // One jump from land over d5; captures forward on c5 (R10).
        Jumper => (at(3, 3), vec![(3, 4, Pawn, White), (2, 4, Pawn, Black)]),
        // Three straight passes a friendly d5, not an enemy on f4 (R9).
        Hussar => (at(3, 3), vec![(3, 4, Pawn, White), (5, 3, Pawn, Black)]),
        // The enemy on g7 is across the air channel: bishops cannot take
        // it (R4), scouts can (R8).
        Bishop | Scout => (at(3, 3), vec![(6, 6, Hussar, Black)]),
        Tower | Queen => (at(3, 3), vec![(7, 3, Hussar, Black)]),
        King => (at(3, 3), vec![(4, 4, Pawn, Black)]),
    }
}

/// The diagram's position for `kind` (White to move, both kings on the
/// board so play is possible) and the square its piece stands on.
pub(crate) fn position(kind: Kind) -> (Position, Square) {
    let (at, others) = sample(kind);
    let mut setup = Setup::empty(Side::White);
    setup.board[at.index()] = Some(Piece::new(kind, Side::White));
    for (f, r, k, side) in others {
        let sq = Square::new(f, r).expect("on the board");
        setup.board[sq.index()] = Some(Piece::new(k, side));
    }
    if kind != Kind::King {
        setup.board[Square::new(9, 0).expect("j1").index()] =
            Some(Piece::new(Kind::King, Side::White));
    }
    setup.board[Square::new(0, 9).expect("a10").index()] =
        Some(Piece::new(Kind::King, Side::Black));
    let pos = Position::from_setup(setup).expect("every diagram is a legal position");
    (pos, at)
}

/// The squares the piece on `at` may go to, sorted and without repeats.
pub(crate) fn targets(pos: &Position, at: Square) -> Vec<Square> {
    let mut out: Vec<Square> = pos
        .actions_from(at)
        .iter()
        .filter_map(|a| a.mv())
        .map(|m| m.to)
        .collect();
    out.sort_by_key(|s| s.index());
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(kind: Kind) -> Vec<String> {
        let (pos, at) = position(kind);
        targets(&pos, at).iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn every_kind_has_a_legal_diagram_with_somewhere_to_go() {
        for kind in Kind::ALL {
            assert!(!names(kind).is_empty(), "{kind:?}");
        }
    }

    #[test]
    fn r6_a_pawn_on_land_goes_two_and_captures_diagonally() {
        assert_eq!(names(Kind::Pawn), ["c3", "d3", "d4"]);
    }

    #[test]
    fn r4_r8_the_bishop_cannot_capture_across_the_air_channel_but_the_scout_can() {
        assert!(!names(Kind::Bishop).contains(&"g7".to_string()));
        assert!(names(Kind::Scout).contains(&"g7".to_string()));
    }
}
