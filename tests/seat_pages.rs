//! A seat page laid out for play (issue 43), in headless Chromium at a
//! phone's width (390 px) and a laptop's (1280 px).
//!
//! Tested at both widths, in each game: the step's prompt, its marks and
//! its button to play are in the first screenful; every offered place is
//! marked; a place to touch measures at least 44 CSS px on the phone;
//! stepping back through the game keeps the seat's panel; a second link
//! leaves the first page playing; a dead link's page leads on; a name of
//! 64 characters never makes a page scroll sideways, in any shipped
//! language nor in the pseudo-locale.
//!
//! `screenshots_of_every_games_seat_page` (ignored; run with
//! `SCREENSHOTS_DIR=docs/seat-pages scripts/with-browser cargo test --test
//! seat_pages -- --ignored`) draws each game's seat page at both widths,
//! at its first step and after one choice.

mod common;

use common::browser::{Driver, chromedriver, driver, session, until};
use common::web::{key, latest, list_the_archive, play, seat_url, serve_playing, to_act};
use common::{host, say};
use fantoccini::Client;
use game_api::Locale;
use gamehost::host::Host;
use gamehost::speech::catalogue;

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
        // On to alice's turn (in Throne, past her throw: a piece to move).
        let mut s = seed * 100;
        while let Some((game, seat)) = to_act(h, &channel).await {
            let throw = game.game == "throne"
                && game
                    .state
                    .parse::<throne::Position>()
                    .is_ok_and(|p| p.phase() == throne::Phase::Throw);
            if seat == 0 && !throw {
                break;
            }
            if seat == 0 {
                say(h, &channel, "alice", "/throw").await;
            } else {
                play(h, &channel, 1, s).await;
            }
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

/// What the page shows of the seat's step, measured in the browser: the
/// viewport, whether the prompt and the button that plays are in the
/// first screenful, each place's box and whether it is marked.
const MEASURE: &str = "
    const vw = window.innerWidth, vh = window.innerHeight;
    const inView = (e) => { if (!e) return null; const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= vh + 1 && r.right <= vw + 1; };
    const p = document.getElementById('play');
    const spots = [...document.querySelectorAll('.spots button.spot')].map(b => {
        const r = b.getBoundingClientRect();
        const shadow = getComputedStyle(b).boxShadow;
        return { w: r.width, h: r.height, marked: !!shadow && shadow !== 'none' };
    });
    return {
        state: p && p.dataset.state,
        prompt: inView(p && p.querySelector('.prompt')),
        end: inView(document.getElementById('end-turn')),
        hasEnd: !!document.getElementById('end-turn'),
        spots,
        scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };";

/// Waits for the seat's step (its picture loaded) on `c`.
async fn step_shown(c: &Client) {
    until(
        c,
        "the step shows",
        "const p = document.getElementById('play'); const i = document.querySelector('#game figure img');
         return !!(p && p.dataset.state === 'step') && i.complete && i.naturalWidth > 0;",
    )
    .await;
    // The board's zoom settles once its picture is laid out.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
}

/// Plays the first offered place, then the next, until the step has a
/// button that plays (at most five choices).
async fn choose_to_the_end(c: &Client) {
    for _ in 0..5 {
        let m = c.execute(MEASURE, vec![]).await.unwrap();
        if m["hasEnd"] == true {
            return;
        }
        let shown = c
            .execute(
                "return document.getElementById('play').dataset.shown;",
                vec![],
            )
            .await
            .unwrap();
        let clicked = c
            .execute(
                "const b = document.querySelector('#play .options button') || document.querySelector('.spots button.spot');
                 if (!b) return false; b.click(); return true;",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(clicked, true, "something to choose");
        until(
            c,
            "the next step",
            &format!("const p = document.getElementById('play'); return p.dataset.shown !== {shown} && p.dataset.state === 'step';"),
        )
        .await;
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    }
}

/// A session of `width` × `height` at `url`, at its step.
async fn open_at(
    driver: &Driver,
    url: &str,
    width: u32,
    height: u32,
) -> (Client, tempfile::TempDir) {
    let (c, profile) = session(driver, width, height).await;
    c.goto(url).await.unwrap();
    step_shown(&c).await;
    (c, profile)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_every_game_the_step_is_in_view_marked_and_touchable_at_both_widths() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    let games = four_games(&h).await;
    let driver = driver(&path).await;
    for (game, channel) in &games {
        let url = seat_url(&h, &base, channel, 0).await;
        for (width, height) in [(1280, 800), (390, 844)] {
            let (c, _profile) = open_at(&driver, &url, width, height).await;
            let m = c.execute(MEASURE, vec![]).await.unwrap();
            let at = format!("{game} at {width} px: {m}");
            assert_eq!(m["prompt"], true, "the prompt is in view: {at}");
            let spots = m["spots"].as_array().unwrap();
            assert!(!spots.is_empty(), "{at}");
            assert!(
                spots.iter().all(|s| s["marked"] == true),
                "every place marked: {at}"
            );
            if width < 500 {
                assert!(
                    spots
                        .iter()
                        .all(|s| s["w"].as_f64().unwrap() >= 43.5
                            && s["h"].as_f64().unwrap() >= 43.5),
                    "44 px to touch: {at}"
                );
            }
            assert!(
                m["scroll"].as_f64().unwrap() <= 0.5,
                "no sideways scroll: {at}"
            );
            choose_to_the_end(&c).await;
            let m = c.execute(MEASURE, vec![]).await.unwrap();
            assert_eq!(
                m["end"], true,
                "the button that plays is in view: {game} at {width} px: {m}"
            );
            // Start again for the other width.
            c.execute(
                "const b = document.querySelector('#play .turn button.undo'); if (b) b.click(); return true;",
                vec![],
            )
            .await
            .unwrap();
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            c.close().await.unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn stepping_back_keeps_the_seat_and_a_second_link_leaves_the_first_page_playing() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    common::two_player_game(&h, "m", "masters").await;
    play(&h, "m", 4, 7).await;
    let url = seat_url(&h, &base, "m", 0).await;
    let driver = driver(&path).await;
    let (c, _profile) = open_at(&driver, &url, 1280, 800).await;
    // ← steps back on the seat's own pages: the panel says so and leads back.
    c.execute("document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowLeft', bubbles: true})); return true;", vec![])
        .await
        .unwrap();
    until(
        &c,
        "the page of turn 3",
        "return location.pathname.endsWith('/at/3');",
    )
    .await;
    let past = c
        .execute(
            "const p = document.getElementById('play'); return { past: p && p.dataset.past, back: (p.querySelector('a.present') || {}).pathname };",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(past["past"], "1", "{past}");
    let here = url.trim_start_matches(&base).to_string();
    assert_eq!(past["back"], here.as_str());
    c.goto(&url).await.unwrap();
    step_shown(&c).await;
    // A second link for the seat (Play pressed again, a second tab): the
    // open page still plays.
    let second = seat_url(&h, &base, "m", 0).await;
    assert_ne!(second, url);
    choose_to_the_end(&c).await;
    let before = latest(&h, "m").await.version;
    c.execute(
        "document.getElementById('end-turn').click(); return true;",
        vec![],
    )
    .await
    .unwrap();
    let started = std::time::Instant::now();
    while latest(&h, "m").await.version == before {
        assert!(
            started.elapsed() < common::web::PATIENCE,
            "the first page's turn was played"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    // A dead link's page says why, and leads to the game.
    let (k, _) = key(&h, "m").await;
    c.goto(&format!("{base}/g/{k}/seat/1.0.1.9999999999.AAAA"))
        .await
        .unwrap();
    let onward = c
        .execute(
            "return [...document.querySelectorAll('main a')].map(a => a.pathname);",
            vec![],
        )
        .await
        .unwrap();
    assert!(
        onward
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p == &serde_json::json!(format!("/g/{k}"))),
        "{onward}"
    );
    c.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_of_64_characters_never_makes_a_page_scroll_sideways() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    let long = "W".repeat(64);
    say(&h, "m", &long, "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    list_the_archive(&h).await;
    play(&h, "m", 4, 2).await;
    say(&h, "m", "bob", "/resign").await;
    say(&h, "n", &long, "/challenge opponent:bob side:ember").await;
    say(&h, "n", "bob", "/accept").await;
    let (k, _) = key(&h, "m").await;
    let seat = seat_url(&h, &base, "n", 0).await;
    let driver = driver(&path).await;
    for (width, height) in [(1280, 800), (390, 844)] {
        let (c, _profile) = session(&driver, width, height).await;
        // In every shipped language, and in the pseudo-locale, whose
        // words are longer than English's.
        let languages = catalogue().shipped().iter().chain([&Locale::Pseudo]);
        let pages = [
            format!("{base}/g/{k}"),
            format!("{base}/s/s"),
            format!("{base}/s/s/p/{long}"),
            seat.clone(),
        ];
        for (page, language) in languages.flat_map(|l| pages.iter().map(move |p| (p, l))) {
            let page = format!("{page}?lang={}", language.code());
            c.goto(&page).await.unwrap();
            until(
                &c,
                "the page loads",
                "return document.readyState === 'complete';",
            )
            .await;
            tokio::time::sleep(std::time::Duration::from_millis(300)).await;
            let over = c
                .execute("return document.documentElement.scrollWidth - document.documentElement.clientWidth;", vec![])
                .await
                .unwrap();
            let wide = c
                .execute("return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map(e => e.tagName + '.' + e.className).slice(0, 8);", vec![])
                .await
                .unwrap();
            assert!(
                over.as_f64().unwrap() <= 0.5,
                "{page} at {width} px: {over} px too wide: {wide}"
            );
        }
        c.close().await.unwrap();
    }
}
