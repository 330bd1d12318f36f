//! The ability-aware generator with no abilities is a second, simple
//! chess generator: it must count exactly what the bitboard core counts.

use elemental::{Board, Position};

const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

#[test]
fn e1_second_generator_agrees_with_the_core() {
    for fen in FENS {
        let board: Board = fen.parse().unwrap();
        let pos = Position::from_board(board);
        for depth in 1..=3 {
            assert_eq!(pos.perft(depth), board.perft(depth), "{fen} depth {depth}");
        }
    }
}
