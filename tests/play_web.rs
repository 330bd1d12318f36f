//! Playing on the game page (issue 35), through a real HTTP client: a
//! seat's page builds a turn by its choices and plays it through the
//! host; play links are refused when forged, expired, for another seat
//! or game, replaced, or once the game is over; two tabs racing End turn
//! commit once; a stale page is told the game moved on; the console's
//! "play as" serves loopback only.

mod common;

use gamehost::host::events::Happened;
use gamehost::speech::InEnglish;

use common::web::{PATIENCE, Page, key, latest, pick_all, pick_labelled, seat_url, serve_playing};
use common::{host, say};
use serde_json::Value;

async fn masters_game(h: &gamehost::host::Host) {
    common::two_player_game(h, "m", "masters").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_plays_a_turn_on_its_page_and_the_channel_hears_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    let mut events = h.subscribe();
    masters_game(&h).await;
    let alice = Page::new(seat_url(&h, &base, "m", 0).await);
    let bob = Page::new(seat_url(&h, &base, "m", 1).await);
    // The seat page is the game's page with the seat's panel and script.
    let html = reqwest::get(&alice.url)
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        html.contains("Playing as <bdi class=\"name\" title=\"alice\">alice</bdi>")
            && html.contains("/assets/play.js")
    );
    let waiting = bob.step().await;
    assert_eq!(waiting["state"], "waiting", "{waiting:#}");
    assert!(waiting["text"].as_str().unwrap().contains("not yours"));
    let first = alice.step().await;
    assert_eq!(first["prompt"], "Choose a piece to move.");
    // Each place choice carries the box its square is drawn in, inside
    // the picture.
    for p in first["places"].as_array().unwrap() {
        let n = |k: &str| p[k].as_u64().unwrap();
        assert!(n("x") + n("w") <= first["width"].as_u64().unwrap());
        assert!(n("y") + n("h") <= first["height"].as_u64().unwrap());
        assert_eq!(p["place"], p["key"]);
    }
    let picture = reqwest::get(format!("{base}{}", first["picture"].as_str().unwrap()))
        .await
        .unwrap();
    assert_eq!(picture.status(), 200);
    assert_eq!(picture.headers()["content-type"], "image/png");
    // A key that is not offered changes nothing.
    let refused = alice.act(&first, "pick", Some("E5")).await;
    assert_eq!(refused["state"], "refused", "{refused:#}");
    let step = pick_all(&alice, &["E2", "E4"]).await;
    assert_eq!(step["complete"], "E2-E4");
    let back = alice.act(&step, "back", None).await;
    assert_eq!(back["prompt"], "Choose where it goes.");
    let step = alice.act(&back, "pick", Some("E4")).await;
    let played = alice.act(&step, "end", None).await;
    assert_eq!(played["state"], "played", "{played:#}");
    let game = latest(&h, "m").await;
    assert_eq!(key(&h, "m").await.1, 1, "one turn stored");
    assert_eq!(game.version, 1);
    // The channel hears of it through the front ends' one stream: the
    // game changed, and what to say in its channel.
    let (channel, replies) = tokio::time::timeout(PATIENCE, async {
        loop {
            if let Happened::Said { channel, replies } = events.recv().await.unwrap() {
                return (channel, replies);
            }
        }
    })
    .await
    .unwrap();
    assert_eq!(channel, "m");
    assert!(
        replies.iter().any(|r| r.text.en().contains("E2-E4")),
        "{:?}",
        replies.iter().map(|r| r.text.en()).collect::<Vec<_>>()
    );
    assert_eq!(bob.step().await["state"], "step");
    assert_eq!(alice.step().await["state"], "waiting");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn play_links_are_refused_when_forged_expired_replaced_for_another_seat_or_over() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_800_000_000));
    let how = gamehost::config::DatabaseSettings::default()
        .connect_url(gamehost::store::sqlite_url(&dir.path().join("c.db")));
    let h = common::clocked_host(&how, &clock).await;
    let (base, h) = serve_playing(h, None).await;
    masters_game(&h).await;
    say(&h, "other", "carol", "/challenge opponent:dave side:ember").await;
    say(&h, "other", "dave", "/accept").await;
    let alice_url = seat_url(&h, &base, "m", 0).await;
    let refused = |url: String| async move {
        let r = reqwest::get(format!("{url}/step")).await.unwrap();
        (r.status().as_u16(), r.text().await.unwrap())
    };
    assert_eq!(Page::new(alice_url.clone()).step().await["state"], "step");
    let (prefix, token) = alice_url.rsplit_once('/').unwrap();
    // Forged: any character of the token changed, the seat changed (the
    // seat is signed), another secret, another game's page.
    let parts: Vec<&str> = token.split('.').collect();
    let other_seat = format!("{}.1.{}.{}.{}", parts[0], parts[2], parts[3], parts[4]);
    let mut flipped = token.to_string().into_bytes();
    let last = flipped.len() - 1;
    flipped[last] = if flipped[last] == b'A' { b'B' } else { b'A' };
    let flipped = String::from_utf8(flipped).unwrap();
    let (other_key, _) = key(&h, "other").await;
    for url in [
        format!("{prefix}/{other_seat}"),
        format!("{prefix}/{flipped}"),
        format!("{prefix}/not-a-token"),
        format!("{base}/g/{other_key}/seat/{token}"),
    ] {
        let (status, text) = refused(url.clone()).await;
        assert_eq!(status, 403, "{url}");
        assert_eq!(
            text, "This play link is not valid: ask for a new one with the Play button.",
            "{url}"
        );
        // Nor does it act.
        let r = reqwest::Client::new()
            .post(format!("{url}/step"))
            .header("content-type", "application/json")
            .body(common::web::page_ask(
                "pick",
                Some("E2"),
                &0.into(),
                &0.into(),
            ))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 403);
    }
    // A second link (Play pressed again, a second tab) leaves the open
    // page playing; once enough newer ones were made, it is retired.
    let mut newer = seat_url(&h, &base, "m", 0).await;
    assert_eq!(Page::new(alice_url.clone()).step().await["state"], "step");
    for _ in 1..gamehost::host::seat::LIVE_LINKS {
        newer = seat_url(&h, &base, "m", 0).await;
    }
    let (status, text) = refused(alice_url.clone()).await;
    assert_eq!(
        (status, text.as_str()),
        (
            403,
            "Newer play links were made for this seat since this one: use the newest, or press Play again."
        )
    );
    assert_eq!(Page::new(newer.clone()).step().await["state"], "step");
    // Expired after its hours.
    clock.advance(12 * 3600);
    let (status, text) = refused(newer).await;
    assert_eq!(
        (status, text.as_str()),
        (
            403,
            "This play link has expired: ask for a new one with the Play button."
        )
    );
    // Over: a fresh link stops playing when the game ends.
    let fresh = seat_url(&h, &base, "m", 1).await;
    say(&h, "m", "bob", "/resign").await;
    let (status, text) = refused(fresh).await;
    assert_eq!(
        (status, text.as_str()),
        (403, "The game is over: this link no longer plays.")
    );
    // Nothing of it changed the game.
    assert_eq!(key(&h, "m").await.1, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_tabs_racing_end_turn_commit_once() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    masters_game(&h).await;
    let urls = [
        seat_url(&h, &base, "m", 0).await,
        seat_url(&h, &base, "m", 1).await,
    ];
    let paths = [["E2", "E4"], ["E11", "E9"], ["C2", "C4"], ["C11", "C9"]];
    for (turn, path) in paths.iter().enumerate() {
        let url = &urls[turn % 2];
        let (one, two) = (Page::new(url.clone()), Page::new(url.clone()));
        let step = pick_all(&one, path).await;
        // Both tabs show the complete turn; both press End turn at once.
        let seen = two.step().await;
        assert_eq!(seen["revision"], step["revision"]);
        let (a, b) = tokio::join!(one.act(&step, "end", None), two.act(&seen, "end", None));
        let played = [&a, &b].iter().filter(|s| s["state"] == "played").count();
        assert_eq!(played, 1, "exactly one commits: {a:#} {b:#}");
        let other = if a["state"] == "played" { &b } else { &a };
        assert_eq!(other["state"], "refused", "{other:#}");
        assert_eq!(
            other["text"],
            "This page was out of date: the game moved on, and it now shows the game as it stands.",
        );
        assert_eq!(key(&h, "m").await.1, turn + 1, "one entry per turn");
    }
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert!(report.mismatches.is_empty(), "{}", report.summary());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_page_is_told_the_game_moved_on_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    masters_game(&h).await;
    let alice = Page::new(seat_url(&h, &base, "m", 0).await);
    let seen = alice.step().await;
    // The turn is played another way (a typed command) meanwhile.
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    assert_eq!(key(&h, "m").await.1, 1);
    let stale = alice.act(&seen, "pick", Some("D2")).await;
    assert_eq!(stale["state"], "refused");
    assert_eq!(
        stale["text"],
        "This page was out of date: the game moved on, and it now shows the game as it stands."
    );
    let stale_end = alice.act(&seen, "end", None).await;
    assert_eq!(stale_end["state"], "refused");
    assert_eq!(key(&h, "m").await.1, 1, "nothing more stored");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_console_chooses_its_user_on_loopback_only() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    masters_game(&h).await;
    let (k, _) = key(&h, "m").await;
    let page = reqwest::get(format!("{base}/g/{k}/as"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains(&format!("/g/{k}/as/0")) && page.contains(&format!("/g/{k}/as/1")));
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    // A link is made by a POST only (a GET changes nothing).
    let r = client
        .get(format!("{base}/g/{k}/as/1"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 405);
    let r = client
        .post(format!("{base}/g/{k}/as/1"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 303);
    let to = r.headers()["location"].to_str().unwrap().to_string();
    assert!(to.starts_with(&format!("/g/{k}/seat/")), "{to}");
    let bob = Page::new(format!("{base}{to}"));
    assert_eq!(bob.step().await["state"], "waiting");
    for bad in ["as/2", "as/x", "as/-1"] {
        let r = client
            .post(format!("{base}/g/{k}/{bad}"))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 404, "{bad}");
    }
    // A site that is not the console's has no such pages.
    let plain = common::web::serve(&h).await;
    let r = client
        .get(format!("{plain}/g/{k}/as"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);
}

/// Every response a page and a spectator get, as bytes, with the game's
/// key and the run's play links written as placeholders.
struct Seen {
    base: String,
    key: String,
    tokens: Vec<String>,
    responses: Vec<(String, Vec<u8>)>,
}

impl Seen {
    async fn get(&mut self, what: &str, url: &str) -> Value {
        let bytes = reqwest::get(url).await.unwrap().bytes().await.unwrap();
        let mut text = String::from_utf8_lossy(&bytes).into_owned();
        let is_text = std::str::from_utf8(&bytes).is_ok();
        let json = serde_json::from_str(&text).unwrap_or(Value::Null);
        let stored = if is_text {
            for t in &self.tokens {
                text = text.replace(t.as_str(), "TOKEN");
            }
            text.replace(&self.key, "KEY")
                .replace(&self.base, "BASE")
                .into_bytes()
        } else {
            bytes.to_vec()
        };
        self.responses.push((what.to_string(), stored));
        json
    }

    /// Bob's page (its HTML, its step and the step's picture) and a
    /// spectator's (the page, its picture, the record).
    async fn look(&mut self, bob: &str) {
        let base = self.base.clone();
        let key = self.key.clone();
        self.get("bob's page", bob).await;
        let step = self.get("bob's step", &format!("{bob}/step")).await;
        if let Some(picture) = step["picture"].as_str() {
            self.get("bob's picture", &format!("{base}{picture}")).await;
        }
        self.get("the spectator's page", &format!("{base}/g/{key}"))
            .await;
        let turns = latest_entries(&self.responses);
        self.get(
            "the spectator's picture",
            &format!("{base}/g/{key}/{turns}/board.png"),
        )
        .await;
        self.get("the record", &format!("{base}/g/{key}/record.txt"))
            .await;
    }
}

/// The number of turns the last spectator page shows (`data-last`).
fn latest_entries(responses: &[(String, Vec<u8>)]) -> usize {
    let page = &responses.last().unwrap().1;
    let text = String::from_utf8_lossy(page);
    let at = text.find("data-last=\"").unwrap() + "data-last=\"".len();
    text[at..].split('"').next().unwrap().parse().unwrap()
}

/// One run of a game in which alice's secret is chosen by `alice_secret`
/// (labels or option numbers, then End turn) and everything else is the
/// same: what bob and a spectator received, and what alice's page showed.
async fn a_run(
    game: &str,
    alice_secret: &[&str],
    bob_secret: &[&str],
    then: &[(usize, &[&str])],
) -> (Vec<(String, Vec<u8>)>, Value) {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    common::two_player_game(&h, "c", game).await;
    let (alice_url, bob_url) = (
        seat_url(&h, &base, "c", 0).await,
        seat_url(&h, &base, "c", 1).await,
    );
    let token = |u: &str| u.rsplit('/').next().unwrap().to_string();
    let mut seen = Seen {
        base: base.clone(),
        key: key(&h, "c").await.0,
        tokens: vec![token(&alice_url), token(&bob_url)],
        responses: vec![],
    };
    let (alice, bob) = (Page::new(alice_url), Page::new(bob_url));
    seen.look(&bob.url).await;
    // Alice chooses her secret step by step; bob looks after each step.
    let mut step = alice.step().await;
    for label in alice_secret {
        step = pick_labelled(&alice, &step, label).await;
        seen.look(&bob.url).await;
    }
    let alice_saw = step.clone();
    assert_eq!(alice.act(&step, "end", None).await["state"], "played");
    seen.look(&bob.url).await;
    // Bob's own secret, the same in every run.
    let mut step = bob.step().await;
    for label in bob_secret {
        step = pick_labelled(&bob, &step, label).await;
    }
    assert_eq!(bob.act(&step, "end", None).await["state"], "played");
    seen.look(&bob.url).await;
    // Then the same turns: seat and place keys.
    for (seat, path) in then {
        let page = if *seat == 0 { &alice } else { &bob };
        let step = pick_all(page, path).await;
        assert_eq!(page.act(&step, "end", None).await["state"], "played");
        seen.look(&bob.url).await;
    }
    (seen.responses, alice_saw)
}

/// A game, alice's two secrets, bob's, and the turns after.
type Case<'a> = (&'a str, [&'a [&'a str]; 2], &'a [&'a str], Turns<'a>);

/// Turns by seat and place keys.
type Turns<'a> = &'a [(usize, &'a [&'a str])];

/// Secrets reach only their owner's page: bob's page and a spectator's
/// receive the same bytes whichever infiltrator alice picks (Regions) or
/// whichever Water loadout she builds (Elemental), through her choosing,
/// both picks, and turns after.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_other_side_and_spectators_receive_the_same_bytes_whatever_the_secret() {
    let regions_turns: &[(usize, &[&str])] = &[(0, &["c2", "c3"]), (1, &["c9", "c8"])];
    let elemental_turns: &[(usize, &[&str])] = &[(0, &["e2", "e4"]), (1, &["e7", "e5"])];
    let cases: [Case; 2] = [
        ("regions", [&["g9"], &["c9"]], &["a2"], regions_turns),
        (
            "elemental",
            [&["Water", "0", "0", "0"], &["Water", "1", "1", "1"]],
            &["Fire", "0", "0", "0"],
            elemental_turns,
        ),
    ];
    for (game, [one, two], bobs, then) in cases {
        let (a, alice_a) = a_run(game, one, bobs, then).await;
        let (b, alice_b) = a_run(game, two, bobs, then).await;
        assert_ne!(
            alice_a["so_far"], alice_b["so_far"],
            "{game}: the two runs differ in alice's secret"
        );
        assert_eq!(a.len(), b.len());
        for ((what, x), (_, y)) in a.iter().zip(&b) {
            assert!(
                x == y,
                "{game}: {what} differs with alice's secret:\n{}\n---\n{}",
                String::from_utf8_lossy(x),
                String::from_utf8_lossy(y)
            );
        }
    }
}

/// Malformed asks get one sentence and change nothing; so does a page's
/// session sent an ask for another revision.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_asks_are_refused_in_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    masters_game(&h).await;
    let alice = Page::new(seat_url(&h, &base, "m", 0).await);
    let seen = alice.step().await;
    let client = reqwest::Client::new();
    for body in [
        r#"{"ask":"pick","key":"E2","version":"abc","revision":0}"#,
        r#"{"ask":"jump","version":0,"revision":0}"#,
        r#"{"ask":"pick","version":0,"revision":0}"#,
        "",
        "ask=pick&key=E2&version=0&revision=0",
        r#"{"ask":"pick","key":"E2","version":0,"revision":99999999999}"#,
    ] {
        let r = client
            .post(format!("{}/step", alice.url))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 400, "{body}");
        assert_eq!(
            r.text().await.unwrap(),
            "That is not something a page can ask.",
            "{body}"
        );
    }
    // An ask made for an older revision of the session.
    let step = alice.act(&seen, "pick", Some("E2")).await;
    let stale = alice.act(&seen, "pick", Some("D2")).await;
    assert_eq!(stale["state"], "refused");
    assert!(
        stale["text"].as_str().unwrap().contains("out of date"),
        "{stale}"
    );
    assert_eq!(alice.step().await["revision"], step["revision"]);
    // A long key, a long body.
    let long = "x".repeat(5000);
    let r = client
        .post(format!("{}/step", alice.url))
        .header("content-type", "application/json")
        .body(common::web::page_ask(
            "pick",
            Some(&long),
            &0.into(),
            &1.into(),
        ))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 413, "the body is capped");
    assert_eq!(key(&h, "m").await.1, 0);
}

/// Where each game's pictures draw their places: inside the picture, no
/// two overlapping, every place a step offers among them; and the boxes
/// are where the picture draws (staging E2-E4 on a Masters board changes
/// pixels inside the boxes of E2 and E4, and on the board nowhere else).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_picture_says_where_it_draws_its_places() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    masters_game(&h).await;
    common::two_player_game(&h, "r", "regions").await;
    common::two_player_game(&h, "e", "elemental").await;
    say(&h, "t", "alice", "/challenge game:throne players:3").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "carol", "/join").await;
    say(&h, "t", "alice", "/start").await;
    say(&h, "t", "alice", "/throw").await;
    for channel in ["m", "r", "e", "t"] {
        let game = latest(&h, channel).await;
        let g = h.games().get(&game.game).unwrap();
        for seat in 0..2 {
            let Ok(step) = g.choices(&game, seat, &[]) else {
                continue;
            };
            let picture = g.choice_picture(&game, seat, &[]).unwrap();
            let places = picture.places();
            let drawn = picture.draw(&common::english()).unwrap();
            let image = image::load_from_memory(&drawn.bytes).unwrap();
            assert_eq!(
                (image.width(), image.height()),
                (places.width, places.height),
                "{channel}"
            );
            for (i, a) in places.spots.iter().enumerate() {
                assert!(
                    a.x + a.w <= places.width && a.y + a.h <= places.height,
                    "{channel}: {a:?}"
                );
                for b in &places.spots[i + 1..] {
                    let apart = a.x + a.w <= b.x
                        || b.x + b.w <= a.x
                        || a.y + a.h <= b.y
                        || b.y + b.h <= a.y;
                    assert!(apart, "{channel}: {a:?} overlaps {b:?}");
                }
            }
            for c in &step.choices {
                if let Some(place) = c.place_name().or(c.drawn_at.as_deref()) {
                    assert!(
                        places.spots.iter().any(|s| s.place == place),
                        "{channel}: {place} has no box"
                    );
                }
            }
        }
    }
    // Masters: the staged move changes the board only in E2's and E4's boxes.
    let game = latest(&h, "m").await;
    let g = h.games().get("masters").unwrap();
    let keys = |k: &[&str]| k.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let before = g.choice_picture(&game, 0, &keys(&["E2"])).unwrap();
    let after = g.choice_picture(&game, 0, &keys(&["E2", "E4"])).unwrap();
    let places = after.places();
    let (a, b) = (
        image::load_from_memory(&before.draw(&common::english()).unwrap().bytes)
            .unwrap()
            .to_rgb8(),
        image::load_from_memory(&after.draw(&common::english()).unwrap().bytes)
            .unwrap()
            .to_rgb8(),
    );
    let board_top = places.spots.iter().map(|s| s.y).min().unwrap();
    let board_bottom = places.spots.iter().map(|s| s.y + s.h).max().unwrap();
    let inside = |name: &str, x: u32, y: u32| {
        places
            .spots
            .iter()
            .any(|s| s.place == name && x >= s.x && x < s.x + s.w && y >= s.y && y < s.y + s.h)
    };
    let mut changed = std::collections::BTreeSet::new();
    for y in board_top..board_bottom {
        for x in 0..places.width {
            if a.get_pixel(x, y) != b.get_pixel(x, y) {
                let at = ["E2", "E3", "E4"].into_iter().find(|p| inside(p, x, y));
                assert!(at.is_some(), "a pixel changed at ({x}, {y}), outside E2-E4");
                changed.insert(at.unwrap());
            }
        }
    }
    assert!(
        changed.contains("E4"),
        "the ghost is drawn in E4's box: {changed:?}"
    );
}
