//! Analysis as the host runs it (issue 48): a finished game waits for its
//! analysis from the transaction that ends it, the wait survives a
//! restart, `/analyse` and the Analysis button answer with the review (a
//! picture and its words) once it is made, and nothing of it exists while
//! a game runs, on any surface.

mod common;

use common::{host, say, texts};
use gamehost::speech::InEnglish;
use gamehost::store;

/// A Masters game in `#m`: alice (Ember) against bob, a turn each, then
/// bob resigns; the replies to the resignation.
async fn finished_masters(h: &gamehost::host::Host) -> Vec<gamehost::host::reply::Reply> {
    say(h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "m", "bob", "/accept").await;
    say(h, "m", "alice", "/turn move:E2-E4").await;
    say(h, "m", "bob", "/turn move:E11-E9").await;
    say(h, "m", "bob", "/resign").await
}

#[tokio::test]
async fn a_finished_game_waits_for_its_analysis_and_analyse_shows_it_once_made() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let ended = finished_masters(&h).await;
    let button = ended
        .iter()
        .flat_map(|r| &r.buttons)
        .find(|b| b.label.en() == "Analysis")
        .expect("an Analysis button under the ending");
    assert_eq!(button.id, "an:1");
    {
        let mut c = h.store().read().await.unwrap();
        assert!(store::analysis_wanted(&mut c, 1).await.unwrap());
        assert_eq!(store::analysis(&mut c, 1).await.unwrap(), None);
    }
    let early = say(&h, "m", "carol", "/analyse").await;
    assert_eq!(
        texts(&early),
        "The engine is analysing game 1. Ask again with /analyse game:1 in a minute or two."
    );
    assert_eq!(h.analyse_waiting().await.unwrap(), 1);
    let review = h.review(1).await.unwrap().expect("a stored review");
    // Three positions (the start, after each turn), two decisions: the
    // resignation is not a log entry.
    assert_eq!(review.chances.len(), 3);
    assert_eq!(review.turns.len(), 2);
    let shown = say(&h, "m", "carol", "/press an:1").await;
    let text = texts(&shown);
    assert!(
        text.starts_with("Analysis of game 1 (Masters: alice vs bob)"),
        "{text}"
    );
    assert!(text.contains("alice: accuracy "), "{text}");
    assert!(text.contains("bob: accuracy "), "{text}");
    let picture = &shown[0].attachments[0];
    assert_eq!(picture.filename, "analysis.png");
    assert!(picture.bytes.starts_with(b"\x89PNG"));
    assert!(
        picture
            .description
            .starts_with("A graph of each player's chance of winning over game 1")
    );
    // Asked again, the same review: the same picture.
    let again = say(&h, "m", "dave", "/analyse game:1").await;
    assert_eq!(again[0].attachments[0].bytes, picture.bytes);
}

#[tokio::test]
async fn the_wait_for_an_analysis_survives_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let h = host(&dir).await;
        finished_masters(&h).await;
        // The process stops before it analyses anything.
    }
    let h = host(&dir).await;
    let mut c = h.store().read().await.unwrap();
    assert_eq!(store::next_wanted(&mut c).await.unwrap(), Some((1, 1)));
    drop(c);
    assert_eq!(h.analyse_waiting().await.unwrap(), 1);
    assert!(h.review(1).await.unwrap().is_some());
    let mut c = h.store().read().await.unwrap();
    assert_eq!(store::next_wanted(&mut c).await.unwrap(), None);
}

#[tokio::test]
async fn a_running_game_has_no_analysis_anywhere() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    let refused = say(&h, "m", "alice", "/analyse").await;
    assert_eq!(
        texts(&refused),
        "Game 1 is still being played: its analysis comes once it is over."
    );
    let pressed = say(&h, "m", "bob", "/press an:1").await;
    assert_eq!(texts(&pressed), texts(&refused));
    let mut c = h.store().read().await.unwrap();
    assert!(!store::analysis_wanted(&mut c, 1).await.unwrap());
    drop(c);
    assert_eq!(h.analyse_waiting().await.unwrap(), 0);
    let base = common::web::serve(&h).await;
    let (key, _) = common::web::key(&h, "m").await;
    let page = reqwest::get(format!("{base}/g/{key}"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!page.contains("class=\"analysis\""), "{page}");
}

#[tokio::test]
async fn analyse_refuses_an_unknown_game_and_a_game_without_turns() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    assert_eq!(
        texts(&say(&h, "m", "alice", "/analyse").await),
        "No game has been played in this channel yet; start one with /challenge."
    );
    assert_eq!(
        texts(&say(&h, "m", "alice", "/analyse game:7").await),
        "There is no game 7 on this server; /history shows this channel's game."
    );
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "bob", "/resign").await;
    assert_eq!(
        texts(&say(&h, "m", "alice", "/analyse").await),
        "Game 1 ended before anyone played a turn: there is nothing to analyse."
    );
    let mut c = h.store().read().await.unwrap();
    assert_eq!(store::next_wanted(&mut c).await.unwrap(), None);
}

#[tokio::test]
async fn the_game_page_shows_the_analysis_once_it_is_made() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    finished_masters(&h).await;
    let base = common::web::serve(&h).await;
    let (key, _) = common::web::key(&h, "m").await;
    let get = |path: String| async move { reqwest::get(path).await.unwrap().text().await.unwrap() };
    let before = get(format!("{base}/g/{key}")).await;
    assert!(
        before.contains("The engine has not analysed this game yet"),
        "{before}"
    );
    h.analyse_waiting().await.unwrap();
    let after = get(format!("{base}/g/{key}")).await;
    assert!(
        after.contains("The engine&#39;s analysis") || after.contains("The engine's analysis"),
        "{after}"
    );
    assert!(after.contains("<svg"), "{after}");
    assert!(after.contains("alice: accuracy "), "{after}");
    // At a turn, what the engine thought of it.
    let at_turn = get(format!("{base}/g/{key}/1")).await;
    assert!(
        at_turn.contains("The engine would have played this turn too.")
            || at_turn.contains("The engine preferred "),
        "{at_turn}"
    );
}

/// `channel`'s game played by random legal turns (the picks and loadouts
/// included) and then resigned by bob.
async fn finished_with_secrets(h: &gamehost::host::Host, channel: &str, game: &str) {
    common::two_player_game(h, channel, game).await;
    common::web::play(h, channel, 16, 5).await;
    say(h, channel, "bob", "/resign").await;
}

#[tokio::test]
async fn a_finished_games_analysis_is_the_same_for_every_viewer_in_the_games_with_secrets() {
    for game in ["regions", "elemental"] {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        finished_with_secrets(&h, "m", game).await;
        // Nothing of it while the game ran; once over, one analysis.
        assert_eq!(h.analyse_waiting().await.unwrap(), 1, "{game}");
        let mut seen: Vec<(String, Vec<u8>, String)> = vec![];
        for who in ["alice", "bob", "carol"] {
            let shown = say(&h, "m", who, "/analyse").await;
            let picture = &shown[0].attachments[0];
            seen.push((
                texts(&shown),
                picture.bytes.clone(),
                picture.description.clone(),
            ));
        }
        assert!(
            seen[0].0.starts_with("Analysis of game 1"),
            "{game}: {}",
            seen[0].0
        );
        assert_eq!(seen[0], seen[1], "{game}: the players see the same");
        assert_eq!(
            seen[0], seen[2],
            "{game}: an onlooker sees what the players see"
        );
    }
}

#[tokio::test]
async fn a_marked_turns_position_shows_the_engines_choice_as_an_arrow() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    finished_masters(&h).await;
    h.analyse_waiting().await.unwrap();
    // The first turn made a blunder where the engine chose G2-F3.
    {
        let mut c = h.store().write().await.unwrap();
        let mut stored = store::analysis(&mut c, 1).await.unwrap().unwrap();
        let mut review: serde_json::Value = serde_json::from_str(&stored.review).unwrap();
        review["turns"][0]["mark"] = serde_json::json!("Blunder");
        review["turns"][0]["played_best"] = serde_json::json!(false);
        review["turns"][0]["best"] = serde_json::json!("G2-F3");
        stored.review = review.to_string();
        store::save_analysis(&mut c, &stored).await.unwrap();
        c.commit().await.unwrap();
    }
    let base = common::web::serve(&h).await;
    let (key, _) = common::web::key(&h, "m").await;
    let get = |path: String| async move { reqwest::get(path).await.unwrap().text().await.unwrap() };
    // Where the blunder was played: the arrow, from G2's centre to F3's.
    let before = get(format!("{base}/g/{key}/0")).await;
    assert!(
        before.contains("The arrow: the engine&#39;s choice here, G2-F3.")
            || before.contains("The arrow: the engine's choice here, G2-F3."),
        "{before}"
    );
    let games = gamehost::default_games(64).unwrap();
    let g = games.get("masters").unwrap();
    assert_eq!(
        g.turn_path("G2-F3"),
        Some(("G2".to_string(), "F3".to_string()))
    );
    let mut c = h.store().read().await.unwrap();
    let game = store::game(&mut c, 1).await.unwrap().unwrap();
    let places = g.board(&game, game_api::Viewer::Public).unwrap().places();
    let centre = |name: &str| {
        let s = places.spots.iter().find(|s| s.place == name).unwrap();
        (s.x + s.w / 2, s.y + s.h / 2)
    };
    let ((x1, y1), (x2, y2)) = (centre("G2"), centre("F3"));
    let line = format!("x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\"");
    assert!(before.contains("<svg class=\"best\""), "{before}");
    assert!(before.contains(&line), "{line} in {before}");
    // Elsewhere, no arrow: the next turn was not marked.
    let after = get(format!("{base}/g/{key}/1")).await;
    assert!(!after.contains("<svg class=\"best\""), "{after}");
}
