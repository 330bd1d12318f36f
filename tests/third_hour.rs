//! What a player meets in the third hour (issue 33): each test here failed
//! on the release before it.

mod common;

use common::{host, say};
use gamehost::host::reply::Reply;

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
