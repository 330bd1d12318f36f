//! Staged turns: `/endturn` with nothing staged says so; a second `/move`
//! replaces the staged one; `/turn` takes every option `/move` does
//! (`carry:`, `then:`); a preview, in every chess-like game, is the board
//! before the turn (its header still naming the player to move) with the
//! staged turn marked and its alt text saying it is staged; a draw offer
//! leaves a staged End turn alone, and its own buttons stand while it does.

mod common;

use common::{MASTERS, Session, find, host, say, text};
use gamehost::host::reply::Reply;
use gamehost::speech::InEnglish;

#[tokio::test]
async fn endturn_with_nothing_staged_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    let early = say(&h, "m", "alice", "/endturn").await;
    assert_eq!(
        early[0].text.en(),
        "You have nothing staged: stage a turn with /move, /claim or /inherit, or play one at once with /turn."
    );
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    // Right after one's own turn (a second /endturn): still nothing staged.
    let again = say(&h, "m", "alice", "/endturn").await;
    assert_eq!(again[0].text.en(), early[0].text.en());
}

#[tokio::test]
async fn a_second_move_replaces_the_staged_one_and_turn_takes_every_move_option() {
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
    say(&h, "r", "bob", "/pick piece:c1").await;
    let first = say(&h, "r", "alice", "/move from:e2 to:e3").await;
    let marks = "The picture marks it on the board: the source dimmed, a ghost where a piece lands, brackets on a piece it takes. Press End turn (or /endturn) to play it, Undo (/undo) to start again.";
    assert_eq!(first[0].text.en(), format!("Staged: e2-e3. {marks}"));
    let second = say(&h, "r", "alice", "/move from:d2 to:d3").await;
    assert_eq!(
        second[0].text.en(),
        format!("Replaced your staged e2-e3.\nStaged: d2-d3. {marks}")
    );
    say(&h, "r", "alice", "/undo").await;
    // `/turn` takes `carry:` as `/move` does.
    let carried = say(&h, "r", "alice", "/turn move:e2-e3 carry:d2").await;
    assert!(
        carried[0]
            .text
            .en()
            .starts_with("Turn 1 · White (alice): e2-e3"),
        "{}",
        carried[0].text.en()
    );
    // Elemental: `/turn` takes `then:` as `/move` does.
    say(
        &h,
        "e",
        "alice",
        "/challenge opponent:bob game:elemental side:white",
    )
    .await;
    say(&h, "e", "bob", "/accept").await;
    say(&h, "e", "alice", "/loadout element:air augmentor:none").await;
    say(&h, "e", "bob", "/loadout element:earth augmentor:none").await;
    let stepped = say(&h, "e", "alice", "/turn move:g1-f3 then:g4,h5").await;
    assert!(
        stepped[0].text.en().starts_with("Move 1 · White (alice)"),
        "{}",
        stepped[0].text.en()
    );
    assert!(
        stepped[0].text.en().contains("h5"),
        "{}",
        stepped[0].text.en()
    );
}

/// The first picture among `replies`, decoded, with its alt text.
fn picture(replies: &[Reply]) -> (image::RgbImage, String) {
    let a = replies
        .iter()
        .flat_map(|r| &r.attachments)
        .find(|a| a.filename.ends_with(".png"))
        .unwrap_or_else(|| panic!("no picture in {replies:#?}"));
    let img = image::load_from_memory(&a.bytes).unwrap().to_rgb8();
    (img, a.description.clone())
}

/// Rows of `a` and `b` that differ.
fn rows_that_differ(a: &image::RgbImage, b: &image::RgbImage) -> Vec<u32> {
    assert_eq!(a.dimensions(), b.dimensions());
    (0..a.height())
        .filter(|&y| (0..a.width()).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)))
        .collect()
}

/// A preview drawn as the source texts ask in every chess-like game: the
/// board before the turn (so its header, the top 40 rows, is the same as
/// the player's own /board and still names them as the one to move), with
/// the staged turn marked on some squares, and the alt text saying it is
/// staged, not played.
#[tokio::test]
async fn previews_in_every_chess_like_game_show_the_board_before_the_turn_with_it_marked() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let setups: [(&str, &[&str], &str, &str); 3] = [
        (
            "m",
            &["/challenge opponent:bob side:ember", "bob /accept"],
            "/move from:E2 to:E4",
            "Ember (alice) to move",
        ),
        (
            "r",
            &[
                "/challenge opponent:bob game:regions side:white",
                "bob /accept",
                "/pick piece:e9",
                "bob /pick piece:c2",
            ],
            "/move from:e2 to:e4 carry:d2",
            "White to move",
        ),
        (
            "e",
            &[
                "/challenge opponent:bob game:elemental side:white",
                "bob /accept",
                "/loadout element:earth augmentor:block-piece",
                "bob /loadout element:air augmentor:side-step",
            ],
            "/move from:e2 to:e4 face:e1=east",
            "White to move",
        ),
    ];
    for (channel, setup, staging, mover) in setups {
        for line in setup {
            let (user, line) = line
                .split_once(' ')
                .filter(|(u, _)| *u == "bob")
                .unwrap_or(("alice", line));
            say(&h, channel, user, line).await;
        }
        let (board, _) = picture(&say(&h, channel, "alice", "/board").await);
        let staged = say(&h, channel, "alice", staging).await;
        let (preview, alt) = picture(&staged);
        let differ = rows_that_differ(&board, &preview);
        assert!(!differ.is_empty(), "{channel}: the preview marks something");
        assert!(
            differ.iter().all(|&y| y >= 40),
            "{channel}: the header is the board's own (rows {differ:?})"
        );
        assert!(alt.contains("Staged"), "{channel}: {alt}");
        assert!(alt.contains(mover), "{channel}: {alt}");
    }
}

#[test]
fn a_draw_offer_leaves_staged_buttons_alone_and_its_own_buttons_last_while_it_stands() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{MASTERS}#l alice /move from:E2 to:E4\n#l bob /draw action:offer\n"
    ));
    let preview = find(&replies, "Staged: E2-E4");
    let end_turn = preview["buttons"][0]["id"].as_str().unwrap().to_string();
    let offer = find(&replies, "bob (Frost) offers a draw");
    let accept = offer["buttons"][0]["id"].as_str().unwrap().to_string();
    // The offer changed no position: alice's End turn still plays her move.
    let replies = s.run(&format!(
        "#l alice /press {end_turn}\n#l bob /turn move:E11-E9\n#l alice /press {accept}\n"
    ));
    assert!(
        text(&replies[0]).contains("Turn 1 · Ember (alice): E2-E4"),
        "{}",
        replies[0]
    );
    assert!(text(&replies[0]).contains("bob's draw offer lapsed"));
    assert!(text(&replies[2]).contains("no draw offer"));
    // An offer survives the offerer's own turn (M39), and so do its buttons.
    let replies = s.run("#l bob /draw action:offer\n#l alice /turn move:E4-E5\n");
    let accept = replies[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    assert!(
        text(&replies[1]).contains("bob's draw offer lapsed"),
        "alice played instead"
    );
    let replies = s.run(&format!(
        "#l bob /draw action:offer\n#l bob /turn move:E9-E8\n#l alice /press {accept}\n"
    ));
    let fresh = replies[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    assert_eq!(fresh, accept, "the same offer buttons whatever the version");
    assert!(text(&replies[1]).starts_with("Turn"), "{}", replies[1]);
    assert!(
        text(&replies[2]).contains("accepts the draw"),
        "{}",
        replies[2]
    );
}
