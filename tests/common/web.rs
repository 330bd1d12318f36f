//! Helpers for the web tests: the pages served on loopback, games played
//! by random legal actions, a game's page key.

use super::say;
use gamehost::bench::turns;
use gamehost::host::Host;
use gamehost::speech::InEnglish;
use gamehost::store;
use serde_json::Value;
use std::time::Duration;

/// How long a test waits for something that should come at once.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// Serves `h`'s games on a free loopback port; the base URL.
pub async fn serve(h: &Host) -> String {
    let site = gamehost::web::Site::new(
        h.store().clone(),
        h.shared_games(),
        gamehost::config::WebSettings::default(),
        &gamehost::config::GameSettings::default(),
    );
    gamehost::web::serve_on_loopback(site).await.unwrap()
}

/// Plays up to `actions` random legal actions in `channel`'s game; the
/// lines played.
pub async fn play(h: &Host, channel: &str, actions: usize, seed: u64) -> Vec<String> {
    let mut seed = seed;
    let mut played = vec![];
    for _ in 0..actions {
        let Some((game, seat)) = to_act(h, channel).await else {
            break;
        };
        let Some(line) = turns::line(&game.game, &game.state, seat, &mut seed) else {
            break;
        };
        let who = game.players[seat].name.clone();
        let replies = say(h, channel, &who, &line).await;
        assert!(
            replies
                .iter()
                .all(|r| !r.text.en().contains("isn't") && !r.text.en().starts_with("That")),
            "{line}: {:?}",
            replies.iter().map(|r| r.text.en()).collect::<Vec<_>>()
        );
        played.push(format!("{who} {line}"));
    }
    played
}

/// `channel`'s latest game and the (first) seat to act, while it runs.
pub async fn to_act(h: &Host, channel: &str) -> Option<(store::GameRecord, usize)> {
    let game = latest(h, channel).await;
    if !game.running() {
        return None;
    }
    let g = h.games().get(&game.game)?;
    let seat = *g.to_act(&game.state).ok()?.first()?;
    Some((game, seat))
}

/// `channel`'s latest game as stored.
pub async fn latest(h: &Host, channel: &str) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::latest_game(&mut c, channel).await.unwrap().unwrap()
}

/// The page key of `channel`'s latest game and its number of log entries.
pub async fn key(h: &Host, channel: &str) -> (String, usize) {
    let game = latest(h, channel).await;
    let mut c = h.store().read().await.unwrap();
    let key = store::page_key(&mut c, game.id).await.unwrap().unwrap();
    let entries = store::turns(&mut c, game.id).await.unwrap().len();
    (key, entries)
}

/// Lists server `s`'s archive on the web, as someone who manages it.
pub async fn list_the_archive(h: &Host) {
    let admin = gamehost::host::Ctx {
        server: "s".into(),
        channel: "m".into(),
        user: gamehost::host::command::User::named("dora"),
        manages_server: true,
    };
    let on = h.parse("/archive state:on", |_| None).unwrap();
    h.handle(&admin, on).await;
}

/// The settings of a site played on by tests: many requests a minute
/// (every test's browser and client are on one loopback address).
pub fn busy_site_settings() -> gamehost::config::WebSettings {
    gamehost::config::WebSettings {
        requests_per_minute: 1_000_000,
        ..Default::default()
    }
}

/// Serves `h`'s games where seated players play (links signed with a
/// test secret, the console's "play as" on), with the Activity when
/// `activity` is given: the base URL, and the host that plays.
pub async fn serve_playing(
    mut h: Host,
    activity: Option<gamehost::web::ActivitySettings>,
) -> (String, Host) {
    h.enable_seat_links(gamehost::host::seat_link::SeatLinks::new(
        b"the tests' secret",
        12,
    ));
    let site = gamehost::web::Site::new(
        h.store().clone(),
        h.shared_games(),
        busy_site_settings(),
        &gamehost::config::GameSettings::default(),
    )
    .with_play(gamehost::web::Play {
        host: h.clone(),
        console: true,
        activity,
    });
    let base = gamehost::web::serve_on_loopback(site).await.unwrap();
    (base, h)
}

/// The address where `seat` of `channel`'s latest game plays (a new play
/// link, revoking the older).
pub async fn seat_url(h: &Host, base: &str, channel: &str, seat: usize) -> String {
    let game = latest(h, channel).await;
    let (key, _) = self::key(h, channel).await;
    let token = h.new_seat_token(game.id, seat).await.unwrap().unwrap();
    format!("{base}/g/{key}/seat/{token}")
}

/// A page's client: its seat address and what it asks.
pub struct Page {
    client: reqwest::Client,
    /// The seat page's address.
    pub url: String,
}

impl Page {
    /// A client of the page at `url`.
    pub fn new(url: String) -> Page {
        Page {
            client: reqwest::Client::builder()
                .timeout(PATIENCE)
                .build()
                .unwrap(),
            url,
        }
    }

    /// The step as the page asks for it.
    pub async fn step(&self) -> Value {
        let r = self
            .client
            .get(format!("{}/step", self.url))
            .send()
            .await
            .unwrap();
        answer(r).await
    }

    /// Asks `ask` (with `key`) against `seen`, the step the page shows.
    pub async fn act(&self, seen: &Value, ask: &str, key: Option<&str>) -> Value {
        let r = self
            .client
            .post(format!("{}/step", self.url))
            .header("content-type", "application/json")
            .body(page_ask(ask, key, &seen["version"], &seen["revision"]))
            .send()
            .await
            .unwrap();
        answer(r).await
    }
}

/// What a seat page's script sends: `ask` (with a choice's `key`) at the
/// game's `version` and the session's `revision`, as JSON.
pub fn page_ask(ask: &str, key: Option<&str>, version: &Value, revision: &Value) -> String {
    let mut body = serde_json::json!({"ask": ask, "version": version, "revision": revision});
    if let Some(k) = key {
        body["key"] = Value::String(k.to_string());
    }
    body.to_string()
}

/// A JSON answer, or a refusal's sentence as `{"state":"refused"}`.
pub async fn answer(r: reqwest::Response) -> Value {
    let status = r.status();
    let text = r.text().await.unwrap();
    if status.is_success() {
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("{status}: {text}"))
    } else {
        serde_json::json!({ "state": "refused", "status": status.as_u16(), "text": text })
    }
}

/// Every choice key of a step (places and named).
pub fn keys(step: &Value) -> Vec<String> {
    ["places", "options"]
        .iter()
        .flat_map(|k| step[k].as_array().cloned().unwrap_or_default())
        .map(|c| c["key"].as_str().unwrap().to_string())
        .collect()
}

/// Picks `path` on `page` from its current step; the last step.
pub async fn pick_all(page: &Page, path: &[&str]) -> Value {
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

/// Picks, on `page`, the option labelled `label` or the place keyed
/// `label` (or, for a number, the option at that place in the list); the
/// step after it.
pub async fn pick_labelled(page: &Page, step: &Value, label: &str) -> Value {
    let options = step["options"].as_array().unwrap();
    let places = step["places"].as_array().unwrap();
    let found = match label.parse::<usize>() {
        Ok(i) => options.get(i),
        Err(_) => options
            .iter()
            .find(|o| o["label"] == label)
            .or_else(|| places.iter().find(|p| p["key"] == label)),
    }
    .unwrap_or_else(|| panic!("{label} is offered: {step:#}"));
    let next = page
        .act(step, "pick", Some(found["key"].as_str().unwrap()))
        .await;
    assert_eq!(next["state"], "step", "{next:#}");
    next
}
