//! Complete scripted games to a win: by captures from the start (with a
//! forced inheritance on the way, M34), and by a claim alone (M26).

mod common;

use common::{play, position, sq};
use masters::{Event, Kind, Position, Side};

/// Plays every turn, checking each is legal, and returns the final position
/// with the events of the last turn.
fn script(start: Position, turns: &[&str]) -> (Position, Vec<Event>) {
    let mut pos = start;
    let mut events = vec![];
    for t in turns {
        assert_eq!(pos.winner(), None, "game over before {t}");
        assert!(
            pos.legal_turns().contains(&common::turn(t)),
            "{t} is not generated in {pos}"
        );
        (pos, events) = play(&pos, t);
    }
    (pos, events)
}

#[test]
fn m37_m34_game_from_the_start_won_by_captures_through_a_forced_inheritance() {
    let (before_last, events) = script(
        Position::start(),
        &[
            "D1-D11",  // the dragon passes its own cardinal and takes Frost's
            "G11-H10", // Frost's other cardinal steps away from its leaders
            "D11-E12", // takes the general: an ordinary offer
            "A11-A10",
            "E12-F12", // takes the puppeteer: general and puppeteer down, the offer is forced
        ],
    );
    assert!(events.contains(&Event::OfferMade {
        side: Side::Frost,
        kind: Kind::Puppeteer,
        forced: true
    }));
    let (pos, events) = play(&before_last, "A10-A9");
    assert_eq!(
        events[0],
        Event::InheritanceAccepted {
            side: Side::Frost,
            kind: Kind::Puppeteer,
            forced: true
        }
    );
    assert_eq!(pos.witch_moveset(Side::Frost), Some(Kind::Puppeteer));
    let (end, events) = play(&pos, "F12-G12");
    assert_eq!(
        events.last(),
        Some(&Event::GameWon {
            winner: Side::Ember
        })
    );
    assert_eq!(end.winner(), Some(Side::Ember));
    assert_eq!(end.turn(), 8);
    assert!(end.legal_turns().is_empty());
}

#[test]
fn m26_game_won_by_a_claim_alone() {
    // Frost's puppeteer is gone; Ember clears the file to Frost's general,
    // takes the witch, and wins with a claim-only turn.
    let start = position(
        Side::Ember,
        "P:E2 G:A1 N:A7 A:B9 s:E7 g:E10 w:B12 s:J10 h:H12",
    );
    let (pos, events) = script(
        start,
        &["A7-E7", "J10-J9", "B9-B12", "J9-J8", "E7-D7", "H12-G10"],
    );
    assert!(!events.iter().any(|e| matches!(e, Event::GameWon { .. })));
    assert_eq!(pos.winner(), None);
    let (end, events) = play(&pos, "^E10");
    assert_eq!(
        events.first().map(|e| e.to_string()).as_deref(),
        Some("Ember puppeteer claimed control of Frost's general.")
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameWon {
            winner: Side::Ember
        })
    );
    assert_eq!(
        end.piece_at(sq("E10")).map(|p| p.kind),
        Some(Kind::General),
        "the claimed general stays on the board"
    );
    assert_eq!(end.winner(), Some(Side::Ember));
}

#[test]
fn m37_frost_can_win_too() {
    let start = position(Side::Frost, "G:E1 P:F1 W:G1 s:E3 n:J1 g:J12 c:C4");
    let (end, events) = script(
        start,
        &[
            "J1-H1", "E1-D1", "H1-G1", "D1-C1", "G1-F1", "C1-B1", "F1-B1",
        ],
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameWon {
            winner: Side::Frost
        })
    );
    assert_eq!(end.winner(), Some(Side::Frost));
}
