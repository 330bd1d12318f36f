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

/// The evaluation of `pieces` with Ember to move.
fn eval(pieces: &str) -> i32 {
    masters::search::eval::evaluate(&position(Side::Ember, pieces))
}

#[test]
fn m17_a_piece_in_an_aura_is_worth_more() {
    // The same horseman, next to its cardinal (protected) or away from it.
    let leaders = "G:A1 P:B1 W:C1 g:A12 p:B12 w:C12";
    let near = eval(&format!("{leaders} C:E5 H:F6"));
    let far = eval(&format!("{leaders} C:E5 H:J8"));
    assert!(near > far, "{near} vs {far}");
}

#[test]
fn m37_the_last_standing_leader_is_in_danger() {
    // Frost keeps one leader or two, Ember's material the same.
    let one = eval("G:A1 P:B1 W:C1 g:A12");
    let two = eval("G:A1 P:B1 W:C1 g:A12 w:C12");
    // A witch without a moveset is 700 of material; the second leader is
    // worth more than that to Frost.
    assert!(one - two > 700, "{one} vs {two}");
}

#[test]
fn m30_a_witch_with_a_moveset_is_worth_more() {
    let mut plain = masters::Setup::empty(Side::Ember);
    common::place(&mut plain, "G:A1 P:B1 W:C1 g:A12 p:B12 w:C12");
    let mut armed = plain.clone();
    armed.witch_moveset[Side::Ember.index()] = Some(masters::Kind::Dragon);
    let score =
        |s: masters::Setup| masters::search::eval::evaluate(&Position::from_setup(s).unwrap());
    assert!(score(armed) > score(plain));
}

#[test]
fn m21_a_claim_the_mover_can_make_now_counts() {
    // Ember's puppeteer on E1 sees Frost's dragon on E8, or the dragon stands aside.
    let leaders = "G:A1 P:E1 W:C1 g:A12 p:J12 w:C12";
    let seen = eval(&format!("{leaders} d:E8"));
    let hidden = eval(&format!("{leaders} d:F8"));
    assert!(seen > hidden, "{seen} vs {hidden}");
}

#[test]
fn m21_a_claim_the_enemy_threatens_counts_against_the_mover() {
    // Frost's puppeteer on E12 sees Ember's dragon on E5, or the dragon stands aside.
    let leaders = "G:A1 P:J1 W:C1 g:A12 p:E12 w:C12";
    let threatened = eval(&format!("{leaders} D:E5"));
    let safe = eval(&format!("{leaders} D:F5"));
    assert!(threatened < safe, "{threatened} vs {safe}");
}
