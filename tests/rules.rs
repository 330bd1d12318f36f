//! `/rules`: with no game in the channel it lists the games, and a piece
//! finds the game that has it; a piece's rules draw a diagram of where it
//! moves (Regions chess, Elemental chess) and explain what its pictures
//! show; Regions chess shows a legend of its unfamiliar pieces and the
//! Elemental board's marks are explained; no repository path shows, and
//! every piece is explained or refused; with the rules' public address
//! set, /rules links there.

mod common;

use common::{Session, host, say, text};
use gamehost::host::reply::Reply;
use gamehost::speech::InEnglish;

#[tokio::test]
async fn rules_with_no_game_in_the_channel_list_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let rules = say(&h, "empty", "alice", "/rules").await;
    for (title, name) in [
        ("Masters", "masters"),
        ("Regions chess", "regions"),
        ("Throne", "throne"),
        ("Elemental chess", "elemental"),
    ] {
        assert!(
            rules[0]
                .text
                .en()
                .contains(&format!("{title} (`/rules game:{name}`)")),
            "{}",
            rules[0].text.en()
        );
    }
    // A piece still finds the game that has it.
    let piece = say(&h, "empty", "alice", "/rules piece:jumper").await;
    assert!(
        piece[0].text.en().starts_with("Jumper (R10)"),
        "{}",
        piece[0].text.en()
    );
}

#[test]
fn piece_rules_explain_what_their_pictures_show() {
    let s = Session::new();
    let replies = s.run("#l alice /rules piece:puppeteer\n#l alice /rules piece:cardinal\n");
    assert!(
        text(&replies[0]).contains("dashed circle"),
        "{}",
        replies[0]
    );
    assert!(
        text(&replies[1]).contains("gets no bracket"),
        "{}",
        replies[1]
    );
    assert!(text(&replies[1]).contains("own aura"));
}

#[tokio::test]
async fn rules_piece_draws_a_diagram_in_regions() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let replies = say(&h, "empty", "alice", "/rules game:regions piece:bishop").await;
    let reply = &replies[0];
    assert!(
        reply.text.en().starts_with("Bishop (R8)"),
        "{}",
        reply.text.en()
    );
    let picture = reply.attachments.first().expect("a diagram");
    let image = image::load_from_memory_with_format(&picture.bytes, image::ImageFormat::Png)
        .expect("a real PNG");
    assert!(image.width() > 300 && image.height() > 300);
    // The squares come from the rules: the hussar on g7 is across the air
    // channel, which a bishop cannot capture over (R4).
    assert!(
        picture
            .description
            .contains("It can move to a1, g1, b2, f2, c3, e3, c5, e5, b6, f6, a7."),
        "{}",
        picture.description
    );
}

#[tokio::test]
async fn regions_rules_show_a_legend_of_the_unfamiliar_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let replies = say(&h, "empty", "alice", "/rules game:regions").await;
    let reply = &replies[0];
    assert!(
        reply.text.en().starts_with("Regions chess:"),
        "{}",
        reply.text.en()
    );
    let legend = reply.attachments.first().expect("a legend picture");
    image::load_from_memory_with_format(&legend.bytes, image::ImageFormat::Png)
        .expect("a real PNG");
    for piece in [
        "scout (R8)",
        "jumper (R10)",
        "commander (R7)",
        "hussar (R9)",
    ] {
        assert!(
            legend.description.contains(piece),
            "{piece}: {}",
            legend.description
        );
    }
}

#[tokio::test]
async fn rules_piece_draws_a_diagram_in_elemental() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let replies = say(&h, "empty", "alice", "/rules game:elemental piece:knight").await;
    let reply = &replies[0];
    assert!(
        reply
            .text
            .en()
            .starts_with("The knight moves as in chess (E1)"),
        "{}",
        reply.text.en()
    );
    let picture = reply.attachments.first().expect("a diagram");
    image::load_from_memory_with_format(&picture.bytes, image::ImageFormat::Png)
        .expect("a real PNG");
    assert!(
        picture
            .description
            .contains("ghosts where it can move (b3, b5, c2, c6, e2, e6, f3, f5)."),
        "{}",
        picture.description
    );
}

/// Issue 33, item 7: the Elemental board's marks are explained where a player looks.
#[tokio::test]
async fn the_elemental_boards_marks_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let rules = say(&h, "x", "alice", "/rules game:elemental").await;
    assert!(
        rules[0].text.en().contains("piece:board"),
        "{}",
        rules[0].text.en()
    );
    let board = say(&h, "x", "alice", "/rules game:elemental piece:board").await;
    for mark in ["Earth a square block", "Sturdy", "St Stalwart", "scorched"] {
        assert!(
            board[0].text.en().contains(mark),
            "{mark}: {}",
            board[0].text.en()
        );
    }
    say(
        &h,
        "e",
        "alice",
        "/challenge opponent:bob game:elemental side:white",
    )
    .await;
    say(&h, "e", "bob", "/accept").await;
    say(
        &h,
        "e",
        "alice",
        "/loadout element:earth augmentor:stalwart",
    )
    .await;
    let locked = say(&h, "e", "bob", "/loadout element:fire augmentor:side-step").await;
    let public = locked
        .iter()
        .find(|r| r.text.en().contains("Both loadouts are locked in"))
        .unwrap();
    assert!(
        public.text.en().contains("/rules piece:board"),
        "{}",
        public.text.en()
    );
}

/// Issue 33, item 6: the rules name no repository path, and every piece
/// is explained, or refused.
#[tokio::test]
async fn rules_show_no_repository_path_and_explain_every_piece_or_refuse_it() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let texts = |r: &[Reply]| {
        r.iter()
            .map(|r| r.text.en().clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let throne = texts(&say(&h, "x", "alice", "/rules game:throne").await);
    assert!(!throne.contains("docs/rules"), "{throne}");
    let horseman = texts(&say(&h, "x", "alice", "/rules game:masters piece:horseman").await);
    assert!(horseman.contains("Horseman (M12)"), "{horseman}");
    let squad = texts(&say(&h, "x", "alice", "/rules game:throne piece:squad").await);
    assert!(squad.contains("Squad (T11, T17)"), "{squad}");
    let bishop = texts(&say(&h, "x", "alice", "/rules game:throne piece:bishop").await);
    assert_eq!(
        bishop,
        "`piece:bishop` is not a Throne piece: use soldier, unit or squad."
    );
}

/// Issue 33, item 6: with the rules' public address set, /rules links there.
#[tokio::test]
async fn rules_link_to_the_public_address_when_one_is_set() {
    let dir = tempfile::tempdir().unwrap();
    let store = gamehost::store::Store::open(
        &dir.path().join("l.db"),
        gamehost::config::Synchronous::Normal,
    )
    .await
    .unwrap();
    let settings = gamehost::config::GameSettings {
        rules_url: Some("https://example.org/gamehost/rules/".into()),
        ..Default::default()
    };
    let h = gamehost::host::Host::new(store, gamehost::default_games(64).unwrap(), settings);
    let rules = say(&h, "x", "alice", "/rules game:throne").await;
    assert!(
        rules[0]
            .text
            .en()
            .contains("Every rule by id: https://example.org/gamehost/rules/throne.md"),
        "{}",
        rules[0].text.en()
    );
}
