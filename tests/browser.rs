//! A game page in a real browser: headless Chromium driven through
//! ChromeDriver (Debian's packages, installed by `scripts/with-browser`,
//! which names the driver in WEB_TEST_CHROMEDRIVER). The page is stepped
//! back to the start and forward to the last turn by the keyboard, the
//! picture and the highlighted move changing each time; then a turn
//! committed through the host reaches the open page by itself.

mod common;

use common::browser::{chromedriver, driver, session, until};
use common::web::{key, play, serve};
use common::{host, say};
use fantoccini::Locator;

/// The picture's address and the highlighted line, as the page shows them.
async fn shown(c: &fantoccini::Client) -> (String, String) {
    let v = c
        .execute(
            "const cur = document.querySelector('li.current');
             return [document.querySelector('figure img').getAttribute('src'),
                     cur ? cur.textContent : ''];",
            vec![],
        )
        .await
        .unwrap();
    (
        v[0].as_str().unwrap_or_default().to_string(),
        v[1].as_str().unwrap_or_default().to_string(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_steps_through_its_game_and_follows_it_live() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    let played = play(&h, "m", 4, 11).await;
    assert_eq!(played.len(), 4);
    let (key, entries) = key(&h, "m").await;
    let base = serve(&h).await;
    let driver = driver(&path).await;
    let (c, _profile) = session(&driver, 420, 1200).await;
    c.goto(&format!("{base}/g/{key}")).await.unwrap();
    let mut seen = vec![shown(&c).await];
    assert!(
        seen[0].0.ends_with(&format!("/{entries}/board.png")),
        "{seen:?}"
    );
    assert!(
        seen[0].1.starts_with("4."),
        "the last turn is highlighted: {seen:?}"
    );
    // The picture is drawn, not broken.
    until(
        &c,
        "the board picture loads",
        "const i = document.querySelector('figure img'); return i.complete && i.naturalWidth > 0;",
    )
    .await;
    // Back to the start with the left arrow, a turn at a time.
    for _ in 0..entries {
        let before = seen.last().unwrap().0.clone();
        c.find(Locator::Css("body"))
            .await
            .unwrap()
            .send_keys("\u{E012}")
            .await
            .unwrap();
        until(
            &c,
            "the page steps back",
            &format!(
                "return document.querySelector('figure img').getAttribute('src') !== '{before}';"
            ),
        )
        .await;
        seen.push(shown(&c).await);
    }
    assert!(seen.last().unwrap().0.ends_with("/0/board.png"), "{seen:?}");
    assert_eq!(
        seen.last().unwrap().1,
        "",
        "nothing highlighted at the start"
    );
    // Forward again with the right arrow, to the last turn.
    for _ in 0..entries {
        let before = shown(&c).await.0;
        c.find(Locator::Css("body"))
            .await
            .unwrap()
            .send_keys("\u{E014}")
            .await
            .unwrap();
        until(
            &c,
            "the page steps forward",
            &format!(
                "return document.querySelector('figure img').getAttribute('src') !== '{before}';"
            ),
        )
        .await;
        let now = shown(&c).await;
        assert!(!now.1.is_empty(), "a move is highlighted: {now:?}");
        seen.push(now);
    }
    let pictures: std::collections::BTreeSet<&String> = seen.iter().map(|s| &s.0).collect();
    assert_eq!(
        pictures.len(),
        entries + 1,
        "every turn its own picture: {seen:?}"
    );
    // A turn committed through the host reaches the open page by itself.
    let game = common::web::latest(&h, "m").await;
    let g = h.games().get("masters").unwrap();
    let seat = g.to_act(&game.state).unwrap()[0];
    let mut seed = 5;
    let line = gamehost::bench::turns::line("masters", &game.state, seat, &mut seed).unwrap();
    say(&h, "m", &game.players[seat].name, &line).await;
    until(
        &c,
        "the page follows the game",
        &format!(
            "return document.getElementById('game').dataset.last === '{}' &&
                    document.querySelector('figure img').getAttribute('src').endsWith('/{}/board.png');",
            entries + 1,
            entries + 1
        ),
    )
    .await;
    let text = c
        .find(Locator::Css("li.current"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(text.starts_with("5."), "{text}");
    if let Ok(shot) = std::env::var("WEB_TEST_SCREENSHOT") {
        std::fs::write(shot, c.screenshot().await.unwrap()).unwrap();
    }
    c.close().await.unwrap();
}
