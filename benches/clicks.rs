//! Playing by clicking, on loopback in one process with the host:
//! `cargo bench --bench clicks`.
//!
//! For each game, two seats play a game on their pages by random clicks
//! (HTTP, as the page's script asks), and two figures are measured:
//! - a click to its preview: the POST of a choice and the GET of the
//!   step's picture, as the page does on every click (target p99 ≤ 50 ms);
//! - a turn reaching the other page: from End turn's POST until the other
//!   page has heard of it on its live stream and fetched its page, its
//!   step and its picture again (target ≤ 1 s).
//!
//! `CLICK_TURNS=N` sets the turns per game (default 120).

mod common;

use common::{Draws, start, summary};
use gamehost::host::Host;
use serde_json::Value;
use std::time::Instant;

async fn json(r: reqwest::RequestBuilder) -> Value {
    let text = r.send().await.unwrap().text().await.unwrap();
    serde_json::from_str(&text).unwrap_or(Value::Null)
}

/// Fetches `url` whole (a page or a picture, as a browser would).
async fn fetch(client: &reqwest::Client, url: &str) {
    client.get(url).send().await.unwrap().bytes().await.unwrap();
}

/// Waits for the next `moved` event on a live stream.
async fn heard(stream: &mut reqwest::Response, buffer: &mut String) {
    loop {
        if let Some(at) = buffer.find("event: moved")
            && let Some(end) = buffer[at..].find("\n\n")
        {
            buffer.drain(..at + end + 2);
            return;
        }
        let chunk = stream.chunk().await.unwrap().expect("the stream goes on");
        buffer.push_str(&String::from_utf8_lossy(&chunk));
    }
}

#[tokio::main]
async fn main() {
    let turns: usize = std::env::var("CLICK_TURNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(120);
    let dir = std::env::temp_dir().join(format!("gamehost-clicks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let store = gamehost::store::Store::open(
        &dir.join("clicks.db"),
        gamehost::config::Synchronous::Normal,
    )
    .await
    .unwrap();
    let mut h = Host::new(
        store,
        gamehost::default_games(64).unwrap(),
        gamehost::config::GameSettings::default(),
    );
    h.enable_seat_links(gamehost::host::seat_link::SeatLinks::new(b"bench", 12));
    let site = gamehost::web::Site::new(
        h.store().clone(),
        h.shared_games(),
        gamehost::config::WebSettings {
            requests_per_minute: u32::MAX,
            ..Default::default()
        },
        &gamehost::config::GameSettings::default(),
    )
    .with_play(gamehost::web::Play {
        host: h.clone(),
        console: false,
        activity: None,
    });
    let base = gamehost::web::serve_on_loopback(site).await.unwrap();
    let client = reqwest::Client::new();
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    println!("clicks: {turns} turns per game, {cores} cores, release build, loopback");
    let mut all_clicks = vec![];
    let mut all_reached = vec![];
    for (n, game) in ["masters", "regions", "elemental", "throne"]
        .into_iter()
        .enumerate()
    {
        let channel = format!("c{n}");
        start(&h, &channel, game).await;
        let record = {
            let mut c = h.store().read().await.unwrap();
            gamehost::store::latest_game(&mut c, &channel)
                .await
                .unwrap()
                .unwrap()
        };
        let key = {
            let mut c = h.store().read().await.unwrap();
            gamehost::store::page_key(&mut c, record.id)
                .await
                .unwrap()
                .unwrap()
        };
        let mut urls = vec![];
        for seat in 0..2 {
            let token = h.new_seat_token(record.id, seat).await.unwrap().unwrap();
            urls.push(format!("{base}/g/{key}/seat/{token}"));
        }
        // Each page listens to the game, as the page's script does.
        let mut streams = vec![];
        for _ in 0..2 {
            let s = client
                .get(format!("{base}/g/{key}/live"))
                .send()
                .await
                .unwrap();
            streams.push((s, String::new()));
        }
        let mut draws = Draws(n as u64 + 1);
        let (mut clicks, mut reached) = (vec![], vec![]);
        let mut played = 0;
        while played < turns {
            let game_now = {
                let mut c = h.store().read().await.unwrap();
                gamehost::store::latest_game(&mut c, &channel)
                    .await
                    .unwrap()
                    .unwrap()
            };
            if !game_now.running() {
                break;
            }
            let g = h.games().get(&game_now.game).unwrap();
            let Some(&seat) = g.to_act(&game_now.state).unwrap().first() else {
                break;
            };
            let url = &urls[seat];
            let mut step = json(client.get(format!("{url}/step"))).await;
            loop {
                let keys: Vec<String> = ["places", "options"]
                    .iter()
                    .flat_map(|k| step[k].as_array().cloned().unwrap_or_default())
                    .filter_map(|c| c["key"].as_str().map(str::to_string))
                    .collect();
                let end = !step["complete"].is_null();
                // What the page's script sends: its ask as JSON, with the
                // version and revision it saw.
                let form = |ask: &str, key: &str| {
                    serde_json::json!({
                        "ask": ask,
                        "key": key,
                        "version": step["version"],
                        "revision": step["revision"],
                    })
                };
                if end && (keys.is_empty() || draws.below(3) == 0) {
                    let t = Instant::now();
                    let played_now = json(
                        client
                            .post(format!("{url}/step"))
                            .header("content-type", "application/json")
                            .body(form("end", "").to_string()),
                    )
                    .await;
                    assert_eq!(played_now["state"], "played", "{played_now}");
                    // The other page hears of it and fetches what it shows.
                    let other = &urls[1 - seat];
                    let (stream, buffer) = &mut streams[1 - seat];
                    heard(stream, buffer).await;
                    fetch(&client, other).await;
                    let seen = json(client.get(format!("{other}/step"))).await;
                    if let Some(p) = seen["picture"].as_str() {
                        fetch(&client, &format!("{base}{p}")).await;
                    }
                    reached.push(t.elapsed());
                    // The player's own stream heard it too.
                    let (stream, buffer) = &mut streams[seat];
                    heard(stream, buffer).await;
                    break;
                }
                let key = &keys[draws.below(keys.len())];
                let t = Instant::now();
                step = json(
                    client
                        .post(format!("{url}/step"))
                        .header("content-type", "application/json")
                        .body(form("pick", key).to_string()),
                )
                .await;
                let picture = step["picture"]
                    .as_str()
                    .unwrap_or_else(|| panic!("a step: {step}"))
                    .to_string();
                fetch(&client, &format!("{base}{picture}")).await;
                clicks.push(t.elapsed());
            }
            played += 1;
        }
        println!("{game}: {played} turns");
        println!("  a click to its preview: {}", summary(clicks.clone()));
        println!(
            "  a turn reaching the other page: {}",
            summary(reached.clone())
        );
        all_clicks.extend(clicks);
        all_reached.extend(reached);
    }
    println!("all games: a click to its preview: {}", summary(all_clicks));
    println!(
        "all games: a turn reaching the other page: {}",
        summary(all_reached)
    );
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    println!("{}", report.summary());
    h.store().close().await;
    let _ = std::fs::remove_dir_all(&dir);
}
