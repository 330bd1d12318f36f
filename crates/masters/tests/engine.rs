//! The engine opponent on Masters (issue 23, first slice): its turns are
//! legal, it takes the last enemy leader when it can, and a node budget
//! makes it deterministic.

mod common;

use common::position;
use engine::{Limits, MATE, Searcher};
use masters::{Position, Side};

#[test]
fn m37_the_engine_takes_the_last_leader_and_scores_the_win() {
    // Ember's general on A1 can take Frost's last leader, the witch on A9.
    let pos = position(Side::Ember, "N:A1 G:J1 w:A9 s:J10");
    let report = Searcher::new(1 << 14).search(&pos, Limits::depth(3));
    assert_eq!(report.best.unwrap().to_string(), "A1-A9");
    assert_eq!(report.score, MATE - 1);
}

#[test]
fn its_turns_are_legal_and_a_node_budget_repeats_them() {
    let mut pos = Position::start();
    let limits = Limits {
        nodes: 5_000,
        ..Limits::depth(32)
    };
    for _ in 0..6 {
        let a = Searcher::new(1 << 14).search(&pos, limits.clone());
        let b = Searcher::new(1 << 14).search(&pos, limits.clone());
        let turn = a.best.expect("a turn");
        assert_eq!(Some(turn), b.best);
        pos = pos.play(&turn).expect("a legal turn").0;
    }
}
