//! A seat page laid out for play (issue 43), in headless Chromium at a
//! phone's width (390 px) and a laptop's (1280 px).
//!
//! `screenshots_of_every_games_seat_page` (ignored; run with
//! `SCREENSHOTS_DIR=docs/seat-pages scripts/with-browser cargo test --test
//! seat_pages -- --ignored`) draws each game's seat page at both widths,
//! at its first step and after one choice.

mod common;

use common::browser::{chromedriver, driver, session, until};
use common::web::{key, play, seat_url, serve_playing, to_act};
use common::{host, say};
use gamehost::host::Host;

/// The four games, each mid-game with alice (seat 0) to act, in their own
/// channels.
async fn four_games(h: &Host) -> Vec<(&'static str, String)> {
    let mut out = vec![];
    for (game, seed) in [
        ("masters", 3),
        ("regions", 4),
        ("elemental", 5),
        ("throne", 6),
    ] {
        let channel = game.to_string();
        if game == "throne" {
            say(h, &channel, "alice", "/challenge game:throne players:3").await;
            say(h, &channel, "bob", "/join").await;
            say(h, &channel, "carol", "/join").await;
            say(h, &channel, "alice", "/start").await;
        } else {
            common::two_player_game(h, &channel, game).await;
        }
        play(h, &channel, 6, seed).await;
        // On to alice's turn.
        let mut s = seed * 100;
        while let Some((_, seat)) = to_act(h, &channel).await {
            if seat == 0 {
                break;
            }
            play(h, &channel, 1, s).await;
            s += 1;
        }
        out.push((game, channel));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "draws screenshots: SCREENSHOTS_DIR=docs/seat-pages"]
async fn screenshots_of_every_games_seat_page() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let out = std::path::PathBuf::from(
        std::env::var("SCREENSHOTS_DIR").unwrap_or_else(|_| "docs/seat-pages".into()),
    );
    std::fs::create_dir_all(&out).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    drop(h.deliveries());
    let games = four_games(&h).await;
    let driver = driver(&path).await;
    for (game, channel) in &games {
        let url = seat_url(&h, &base, channel, 0).await;
        let (k, _) = key(&h, channel).await;
        assert!(!k.is_empty());
        for (width, height) in [(1280, 800), (390, 844)] {
            let (c, _profile) = session(&driver, width, height).await;
            c.goto(&url).await.unwrap();
            until(
                &c,
                "the step shows",
                "const p = document.getElementById('play'); return !!(p && p.dataset.state === 'step') && document.querySelector('#game figure img').complete;",
            )
            .await;
            std::fs::write(
                out.join(format!("{game}-{width}-first.png")),
                c.screenshot().await.unwrap(),
            )
            .unwrap();
            // One choice: the first place offered.
            let picked = c
                .execute(
                    "const b = document.querySelector('.spots button.spot'); if (!b) return false; b.click(); return true;",
                    vec![],
                )
                .await
                .unwrap();
            if picked.as_bool() == Some(true) {
                tokio::time::sleep(std::time::Duration::from_millis(600)).await;
                until(
                    &c,
                    "the next step's picture loads",
                    "const i = document.querySelector('#game figure img'); return i.complete && i.naturalWidth > 0;",
                )
                .await;
                std::fs::write(
                    out.join(format!("{game}-{width}-chosen.png")),
                    c.screenshot().await.unwrap(),
                )
                .unwrap();
            }
            c.close().await.unwrap();
        }
    }
}
