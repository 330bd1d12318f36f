//! Playing on the game page (issue 35), through a real HTTP client: a
//! seat's page builds a turn by its choices and plays it through the
//! host; play links are refused when forged, expired, for another seat
//! or game, replaced, or once the game is over; two tabs racing End turn
//! commit once; a stale page is told the game moved on; the console's
//! "play as" serves loopback only.

mod common;

use common::web::{PATIENCE, key, latest, seat_url, serve_playing};
use common::{host, say};
use serde_json::Value;

/// A page's client: its seat address and what it asks.
struct Page {
    client: reqwest::Client,
    url: String,
}

impl Page {
    fn new(url: String) -> Page {
        Page {
            client: reqwest::Client::builder()
                .timeout(PATIENCE)
                .build()
                .unwrap(),
            url,
        }
    }

    /// The step as the page asks for it.
    async fn step(&self) -> Value {
        let r = self
            .client
            .get(format!("{}/step", self.url))
            .send()
            .await
            .unwrap();
        answer(r).await
    }

    /// Asks `ask` (with `key`) against `seen`, the step the page shows.
    async fn act(&self, seen: &Value, ask: &str, key: Option<&str>) -> Value {
        let mut form = vec![
            ("ask", ask.to_string()),
            ("version", seen["version"].to_string()),
            ("revision", seen["revision"].to_string()),
        ];
        if let Some(k) = key {
            form.push(("key", k.to_string()));
        }
        let r = self
            .client
            .post(format!("{}/step", self.url))
            .form(&form)
            .send()
            .await
            .unwrap();
        answer(r).await
    }
}

/// A JSON answer, or a refusal's sentence as `{"state":"refused"}`.
async fn answer(r: reqwest::Response) -> Value {
    let status = r.status();
    let text = r.text().await.unwrap();
    if status.is_success() {
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("{status}: {text}"))
    } else {
        serde_json::json!({ "state": "refused", "status": status.as_u16(), "text": text })
    }
}

/// Every choice key of a step (places and named).
fn keys(step: &Value) -> Vec<String> {
    ["places", "options"]
        .iter()
        .flat_map(|k| step[k].as_array().cloned().unwrap_or_default())
        .map(|c| c["key"].as_str().unwrap().to_string())
        .collect()
}

/// Picks `path` on `page` from its current step; the last step.
async fn pick_all(page: &Page, path: &[&str]) -> Value {
    let mut step = page.step().await;
    for k in path {
        assert!(
            keys(&step).iter().any(|x| x == k),
            "{k} is offered: {step:#}"
        );
        step = page.act(&step, "pick", Some(k)).await;
        assert_eq!(step["state"], "step", "{step:#}");
    }
    step
}

async fn masters_game(h: &gamehost::host::Host) {
    say(h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "m", "bob", "/accept").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_plays_a_turn_on_its_page_and_the_channel_hears_of_it() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    let mut deliveries = h.deliveries().unwrap();
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
    assert!(html.contains("Playing as alice") && html.contains("/assets/play.js"));
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
    // The channel hears of it through the front end.
    let d = tokio::time::timeout(PATIENCE, deliveries.recv())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(d.channel, "m");
    assert!(
        d.replies.iter().any(|r| r.text.contains("E2-E4")),
        "{:?}",
        d.replies.iter().map(|r| &r.text).collect::<Vec<_>>()
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
            .form(&[
                ("ask", "pick"),
                ("key", "E2"),
                ("version", "0"),
                ("revision", "0"),
            ])
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 403);
    }
    // Replaced: a newer link for the seat revokes the older.
    let newer = seat_url(&h, &base, "m", 0).await;
    let (status, text) = refused(alice_url.clone()).await;
    assert_eq!(
        (status, text.as_str()),
        (
            403,
            "A newer play link was made for this seat: use that one, or press Play again."
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
    let r = client
        .get(format!("{base}/g/{k}/as/1"))
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
            .get(format!("{base}/g/{k}/{bad}"))
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
