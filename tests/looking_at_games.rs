//! Looking at a game (`/game`, `/history`, `/board`): a finished game, of
//! every game, shows its result once and no clock, and looks finished in
//! its picture and alt text; a seat that resigned is not listed as
//! waiting for its turn; the record numbers turns as the channel does,
//! marks Masters captures and keeps a pick secret until it is revealed.

mod common;

use common::{
    MASTERS, Session, find, host, masters_with_captures, say, text, throne_table_of_three,
};
use gamehost::speech::InEnglish;

#[test]
fn finished_games_look_finished_in_the_picture_and_its_alt_text() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{MASTERS}#l alice /turn move:E2-E4\n#l bob /resign\n#l carol /board\n"
    ));
    let resigned = find(&replies, "bob (Frost) resigns");
    let alt = resigned["alt"].as_str().unwrap();
    assert!(
        alt.contains("game over after turn 1: Ember wins: Frost resigned"),
        "{alt}"
    );
    assert!(!alt.contains("to move"), "{alt}");
    let board = replies.last().unwrap();
    assert!(text(board).starts_with("Game over"));
    assert!(board["alt"].as_str().unwrap().contains("Frost resigned"));

    let s = Session::new();
    let replies = s.run(
        "#r alice /challenge opponent:bob game:regions\n#r bob /accept\n#r alice /pick piece:e9\n#r bob /pick piece:c2\n\
         #r alice /draw action:offer\n#r bob /draw action:accept\n",
    );
    let drawn = find(&replies, "accepts the draw");
    let alt = drawn["alt"].as_str().unwrap();
    assert!(alt.contains("Game over: drawn by agreement"), "{alt}");
    assert!(!alt.contains("to move"), "{alt}");
}

#[tokio::test]
async fn a_finished_game_shows_no_clock_and_its_win_once() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    say(&h, "m", "bob", "/resign").await;
    let info = say(&h, "m", "alice", "/game").await;
    assert!(
        !info[0].text.en().contains("Clock"),
        "{}",
        info[0].text.en()
    );
    assert!(!info[0].text.en().contains("due"), "{}", info[0].text.en());
    assert_eq!(
        info[0].text.en().matches("wins").count(),
        1,
        "{}",
        info[0].text.en()
    );
    // Throne: the last seat standing wins, announced once.
    throne_table_of_three(&h, "t").await;
    say(&h, "t", "alice", "/resign").await;
    let last = say(&h, "t", "bob", "/resign").await;
    assert_eq!(
        last[0].text.en().matches("wins the Throne").count(),
        1,
        "{}",
        last[0].text.en()
    );
    let info = say(&h, "t", "carol", "/game").await;
    assert!(
        !info[0].text.en().contains("Clock"),
        "{}",
        info[0].text.en()
    );
}

#[tokio::test]
async fn every_game_once_finished_shows_its_result_once_and_no_clock() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    for (channel, challenge) in [
        ("m", "/challenge opponent:bob side:ember time:1h"),
        (
            "r",
            "/challenge opponent:bob game:regions side:white time:1h",
        ),
        (
            "e",
            "/challenge opponent:bob game:elemental side:white time:1h",
        ),
    ] {
        say(&h, channel, "alice", challenge).await;
        say(&h, channel, "bob", "/accept").await;
        say(&h, channel, "bob", "/resign").await;
        let info = say(&h, channel, "carol", "/game").await;
        let text = &info[0].text.en();
        assert!(!text.contains("Clock"), "{channel}: {text}");
        assert!(!text.contains("due"), "{channel}: {text}");
        assert!(!text.contains("when their turn comes"), "{channel}: {text}");
        assert_eq!(text.matches("wins").count(), 1, "{channel}: {text}");
    }
}

#[tokio::test]
async fn a_seat_that_resigned_is_not_listed_as_waiting_for_its_turn() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "t", "alice", "/challenge game:throne players:3 time:1h").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "carol", "/join").await;
    say(&h, "t", "alice", "/start").await;
    let before = say(&h, "t", "carol", "/game").await;
    assert!(
        before[0]
            .text
            .en()
            .contains("the full 1 hour when their turn comes"),
        "{}",
        before[0].text.en()
    );
    say(&h, "t", "alice", "/resign").await;
    let info = say(&h, "t", "carol", "/game").await;
    let text = &info[0].text.en();
    assert!(text.contains("Clock: 1 hour per turn."), "{text}");
    assert!(
        !text.contains("alice: the full"),
        "a resigned seat waits for nothing: {text}"
    );
    assert!(!text.contains("alice, "), "{text}");
    assert!(!text.contains(", alice"), "{text}");
}

#[tokio::test]
async fn history_numbers_turns_as_the_channel_does_and_shows_revealed_set_up() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(
        &h,
        "r",
        "alice",
        "/challenge opponent:bob game:regions side:white",
    )
    .await;
    say(&h, "r", "bob", "/accept").await;
    say(&h, "r", "alice", "/pick piece:c10").await;
    say(&h, "r", "bob", "/pick piece:c2").await;
    say(&h, "r", "alice", "/turn move:e2-e3").await;
    say(&h, "r", "bob", "/turn move:e9-e8").await;
    let third = say(&h, "r", "alice", "/turn move:d2-d3").await;
    assert!(
        third[0]
            .text
            .en()
            .starts_with("Turn 3 · White (alice): d2-d3"),
        "{}",
        third[0].text.en()
    );
    let record = say(&h, "r", "carol", "/history").await;
    assert!(
        record[0].text.en().contains("\n3. d2-d3 (alice)"),
        "{}",
        record[0].text.en()
    );
    assert!(
        record[0]
            .text
            .en()
            .contains("- picked an infiltrator (bob)"),
        "{}",
        record[0].text.en()
    ); // Not revealed yet: the squares picked stay secret from a spectator.
    assert!(
        !record[0].text.en().contains("c2") && !record[0].text.en().contains("c10"),
        "{}",
        record[0].text.en()
    );
    // Alice sees her own pick, never Bob's.
    let own = say(&h, "r", "alice", "/history").await;
    assert!(!own[0].text.en().contains("c2"), "{}", own[0].text.en());
}

/// Issue 33, item 6: the Masters record marks captures.
#[tokio::test]
async fn the_masters_record_marks_captures() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    masters_with_captures(&h, 1).await;
    let history = say(&h, "m", "carol", "/history").await;
    assert!(
        history[0].text.en().contains("(takes the "),
        "{}",
        history[0].text.en()
    );
}
