//! Playing by clicking in a real browser (issue 35): two headless
//! Chromium sessions, one per player, each on its seat's page (a phone's
//! width), build turns only by clicking the board's places and the
//! buttons by it; the other page follows each turn live. Every game of
//! the four, then `gamehost verify`. A Masters turn shows the staged look
//! (claim mode's dashed rings, the queued claim, the dimmed source and
//! the ghost); with WEB_TEST_SCREENSHOT naming a folder, each is saved
//! there.
//!
//! The test suite plays each game's first turns; `scripts/click-games`
//! plays every game to its end the same way (a long browser run).

mod common;

use common::browser::{Driver, chromedriver, driver, session, until};
use common::web::{latest, seat_url, serve_playing};
use common::{Draws, host, say};
use fantoccini::{Client, Locator};
use gamehost::host::Host;
use std::time::{Duration, Instant};

/// One player's browser, on their seat's page.
struct Player {
    c: Client,
    _profile: tempfile::TempDir,
}

impl Player {
    async fn open(driver: &Driver, url: &str) -> Player {
        let (c, profile) = session(driver, 390, 1100).await;
        c.goto(url).await.unwrap();
        until(
            &c,
            "the seat's panel shows",
            "const p = document.getElementById('play'); return !!(p && p.dataset.state);",
        )
        .await;
        Player {
            c,
            _profile: profile,
        }
    }

    /// What the panel offers now: its state, what it has shown, the places
    /// and buttons to click.
    async fn offered(&self) -> serde_json::Value {
        self.c
            .execute(
                "const p = document.getElementById('play');
                 const img = document.querySelector('#game figure img');
                 if (!p) return { state: 'gone', shown: 'gone', places: [], options: [], end: false };
                 return {
                   state: p.dataset.state, shown: p.dataset.shown,
                   loaded: img.complete && img.naturalWidth > 0,
                   places: [...document.querySelectorAll('.spots button.spot')].map(b => b.dataset.place),
                   options: [...p.querySelectorAll('.options button')].map(b => b.dataset.key),
                   end: !!document.getElementById('end-turn'),
                   version: document.getElementById('game').dataset.version,
                   note: (p.querySelector('.note') || {}).textContent || null,
                 };",
                vec![],
            )
            .await
            .unwrap()
    }

    /// Clicks what `css` finds and waits for the panel to show something
    /// new. A page that redrew itself meanwhile (the game's live stream)
    /// is clicked again, as a person would; one that no longer offers it
    /// (the live stream showed another step) is not clicked: false.
    async fn try_click(&self, css: &str) -> bool {
        let before = self.offered().await["shown"].clone();
        let started = Instant::now();
        loop {
            let clicked = match self.c.find(Locator::Css(css)).await {
                Ok(e) => e.click().await,
                Err(e) => Err(e),
            };
            match clicked {
                Ok(()) => break,
                Err(_) if started.elapsed() > Duration::from_secs(3) => return false,
                Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
            }
        }
        loop {
            let now = self.offered().await;
            if now["shown"] != before {
                return true;
            }
            if started.elapsed() > Duration::from_secs(20) {
                self.screenshot("nothing-new.png").await;
            }
            assert!(
                started.elapsed() < common::web::PATIENCE,
                "{css} showed nothing new: {now}"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Clicks what `css` finds (it must be there) and waits for the
    /// panel to show something new.
    async fn click(&self, css: &str) {
        if !self.try_click(css).await {
            let now = self.offered().await;
            panic!("{css} is not on the page, which offers {now}");
        }
    }

    /// Waits until the panel has shown nothing new for a while (the live
    /// stream may redraw the page more than once after several turns).
    async fn settle(&self) {
        let mut shown = self.offered().await["shown"].clone();
        let mut since = Instant::now();
        let started = Instant::now();
        while since.elapsed() < Duration::from_millis(400) {
            assert!(
                started.elapsed() < common::web::PATIENCE,
                "the page never settles"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
            let now = self.offered().await["shown"].clone();
            if now != shown {
                shown = now;
                since = Instant::now();
            }
        }
    }

    /// The text of what `css` finds, read at once.
    async fn text(&self, css: &str) -> String {
        let v = self
            .c
            .execute(
                "const e = document.querySelector(arguments[0]); return e ? e.textContent : '';",
                vec![serde_json::json!(css)],
            )
            .await
            .unwrap();
        v.as_str().unwrap_or_default().to_string()
    }

    async fn screenshot(&self, name: &str) {
        if let Ok(folder) = std::env::var("WEB_TEST_SCREENSHOT") {
            until(
                &self.c,
                "the picture loads",
                "const i = document.querySelector('#game figure img'); return i.complete && i.naturalWidth > 0;",
            )
            .await;
            let _ = std::fs::create_dir_all(&folder);
            let shot = self.c.screenshot().await.unwrap();
            std::fs::write(std::path::Path::new(&folder).join(name), shot).unwrap();
        }
    }
}

/// Plays one turn of `player` by clicking: random places and buttons
/// until End turn (taken at once when nothing else is offered, else now
/// and then). Returns the number of clicks.
async fn click_a_turn(player: &Player, draws: &mut Draws, shot: Option<String>) -> usize {
    for clicks in 1..200 {
        if clicks == 2
            && let Some(name) = &shot
        {
            player.screenshot(name).await;
        }
        // The page may be redrawing (the live stream): wait for its step.
        until(
            &player.c,
            "the player to act has a step",
            "const p = document.getElementById('play'); return !!p && p.dataset.state === 'step';",
        )
        .await;
        let o = player.offered().await;
        if o["state"] != "step" {
            // It redrew again between the wait and the look: wait anew.
            continue;
        }
        let places: Vec<String> = serde_json::from_value(o["places"].clone()).unwrap();
        let options: Vec<String> = serde_json::from_value(o["options"].clone()).unwrap();
        let end = o["end"].as_bool().unwrap();
        let total = places.len() + options.len();
        if end && (total == 0 || draws.below(3) == 0) {
            if player.try_click("#end-turn").await {
                return clicks;
            }
            continue;
        }
        assert!(total > 0, "a step offers something: {o}");
        let i = draws.below(total);
        // A click the page no longer offers (it redrew) is chosen again.
        if i < places.len() {
            player
                .try_click(&format!(".spots button.spot[data-place='{}']", places[i]))
                .await;
        } else {
            let key = &options[i - places.len()];
            player
                .try_click(&format!("#play .options button[data-key='{key}']"))
                .await;
        }
    }
    panic!("a turn of 200 clicks");
}

/// Starts a game of each kind: channel, game, opening lines.
async fn start_games(h: &Host) {
    for (channel, game) in [("m", "masters"), ("r", "regions"), ("e", "elemental")] {
        common::two_player_game(h, channel, game).await;
    }
    say(h, "t", "alice", "/challenge game:throne players:2").await;
    say(h, "t", "bob", "/join").await;
    say(h, "t", "alice", "/start").await;
}

/// Plays `channel`'s game by clicks in the two browsers for `turns` turns
/// (or to its end); the turns played and how long each took to reach the
/// other page.
async fn play_by_clicks(
    h: &Host,
    channel: &str,
    players: &[Player; 2],
    turns: usize,
    seed: u64,
) -> (usize, Vec<Duration>) {
    let mut draws = Draws(seed);
    let mut reached = vec![];
    let mut played = 0;
    while played < turns {
        let Some((game, seat)) = common::web::to_act(h, channel).await else {
            break;
        };
        let player = &players[seat];
        // The page follows the game by itself: wait until it shows it.
        until(
            &player.c,
            "the page to act is at the game's version",
            &format!(
                "const p = document.getElementById('play');
                 return document.getElementById('game').dataset.version === '{}' && p.dataset.state === 'step';",
                game.version
            ),
        )
        .await;
        let shot = (played < 3).then(|| format!("{channel}-turn{}.png", played + 1));
        click_a_turn(player, &mut draws, shot).await;
        let started = Instant::now();
        let after = latest(h, channel).await;
        assert!(after.version > game.version, "{channel}: End turn played");
        let other = &players[1 - seat];
        until(
            &other.c,
            "the other page shows the turn",
            &format!(
                "return document.getElementById('game').dataset.version === '{}';",
                after.version
            ),
        )
        .await;
        reached.push(started.elapsed());
        played += 1;
    }
    (played, reached)
}

/// The staged look on alice's Masters page: claim mode (dashed rings),
/// the queued claim, then a move staged (dimmed source, ghost), each
/// picture the game's own of the step; then End turn.
async fn staged_masters_turn(h: &Host, alice: &Player) {
    for (who, line) in [
        ("alice", "/turn move:G2-F3"),
        ("bob", "/turn move:A11-A10"),
        ("alice", "/turn move:F1-G2"),
        ("bob", "/turn move:A10-A9"),
    ] {
        say(h, "m", who, line).await;
    }
    let version = latest(h, "m").await.version;
    until(
        &alice.c,
        "alice's page follows the typed turns",
        &format!("return document.getElementById('game').dataset.version === '{version}' && document.getElementById('play').dataset.state === 'step';"),
    )
    .await;
    alice.settle().await;
    let o = alice.offered().await;
    let claim = o["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k.as_str().is_some_and(|k| k.contains("claim")))
        .unwrap_or_else(|| panic!("Claim is offered: {o}"))
        .as_str()
        .unwrap()
        .to_string();
    alice
        .click(&format!("#play .options button[data-key='{claim}']"))
        .await;
    let prompt = alice.text("#play .prompt").await;
    assert!(prompt.contains("dashed rings"), "{prompt}");
    alice.screenshot("masters-claim-mode.png").await;
    alice.click(".spots button.spot[data-place='G11']").await;
    alice.screenshot("masters-claim-queued.png").await;
    // Undo, then a move with the claim after it.
    alice.click("#play .turn button.undo").await;
    alice.click(".spots button.spot[data-place='E2']").await;
    alice.click(".spots button.spot[data-place='E4']").await;
    let o = alice.offered().await;
    assert_eq!(o["end"], true, "{o}");
    assert!(
        o["places"].as_array().unwrap().iter().any(|p| p == "G11"),
        "the claim is offered after the move: {o}"
    );
    alice.screenshot("masters-move-staged.png").await;
    alice.click(".spots button.spot[data-place='G11']").await;
    let end = alice.text("#end-turn").await;
    assert!(end.contains("E2-E4") && end.contains("G11"), "{end}");
    alice.screenshot("masters-staged.png").await;
    alice.click("#end-turn").await;
    let last = latest(h, "m").await;
    assert_eq!(last.version, version + 1);
}

async fn verified(h: &Host) {
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert!(report.mismatches.is_empty(), "{}", report.summary());
}

/// Plays every game by clicks, `turns` turns each (to its end when it
/// ends sooner): returns the turns played per game and the times each
/// turn took to reach the other page.
async fn every_game_by_clicks(turns: usize, to_the_end: bool) {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    // Nobody posts the turns here; the host's deliveries are dropped.
    start_games(&h).await;
    let driver = driver(&path).await;
    let mut reached = vec![];
    for (channel, seed) in [("m", 1), ("r", 2), ("e", 3), ("t", 4)] {
        let players = [
            Player::open(&driver, &seat_url(&h, &base, channel, 0).await).await,
            Player::open(&driver, &seat_url(&h, &base, channel, 1).await).await,
        ];
        if channel == "m" {
            staged_masters_turn(&h, &players[0]).await;
        }
        let (played, times) = play_by_clicks(&h, channel, &players, turns, seed).await;
        reached.extend(times);
        eprintln!("{channel}: {played} turns by clicks");
        if to_the_end {
            assert!(
                !latest(&h, channel).await.running(),
                "{channel}: played to its end"
            );
        } else {
            assert_eq!(played, turns, "{channel}");
        }
        for p in players {
            p.c.close().await.unwrap();
        }
    }
    reached.sort();
    if let Some(median) = reached.get(reached.len() / 2) {
        eprintln!(
            "a turn reached the other page in: median {median:?}, slowest {:?} ({} turns)",
            reached.last().unwrap(),
            reached.len()
        );
    }
    verified(&h).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_by_clicks_between_two_browsers() {
    every_game_by_clicks(4, false).await;
}

/// Every game to its end by clicks (`scripts/click-games`, a long run).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a long browser run: scripts/click-games"]
async fn every_game_is_played_to_its_end_by_clicks() {
    every_game_by_clicks(5000, true).await;
}

/// The fake Discord: its OAuth2 endpoints (the code `good-code` from
/// client 4242 with its secret is worth a token for user 111; the token
/// tells `/users/@me` who that is; anything else is refused) and, at
/// `/client?page=…`, the client page that frames `page`
/// ([`discord_parent`]). It listens at `http://localhost:3333`, the one
/// address besides Discord's own that the SDK takes messages from (its
/// developers' client). Its base URL.
async fn fake_discord() -> String {
    use axum::routing::{get, post};
    async fn token(
        form: axum::Form<std::collections::HashMap<String, String>>,
    ) -> axum::response::Response {
        use axum::response::IntoResponse;
        let f = &form.0;
        let good = f.get("client_id").map(String::as_str) == Some("4242")
            && f.get("client_secret").map(String::as_str) == Some("the app's secret")
            && f.get("grant_type").map(String::as_str) == Some("authorization_code")
            && f.get("code").map(String::as_str) == Some("good-code");
        if good {
            axum::Json(serde_json::json!({"access_token": "token-of-111", "token_type": "Bearer"}))
                .into_response()
        } else {
            (axum::http::StatusCode::BAD_REQUEST, "invalid_grant").into_response()
        }
    }
    async fn me(headers: axum::http::HeaderMap) -> axum::response::Response {
        use axum::response::IntoResponse;
        match headers.get("authorization").and_then(|v| v.to_str().ok()) {
            Some("Bearer token-of-111") => {
                axum::Json(serde_json::json!({"id": "111", "username": "alice"})).into_response()
            }
            _ => axum::http::StatusCode::UNAUTHORIZED.into_response(),
        }
    }
    async fn client(
        query: axum::extract::Query<std::collections::HashMap<String, String>>,
    ) -> axum::response::Html<String> {
        let page = query.0.get("page").cloned().unwrap_or_default();
        axum::response::Html(discord_parent(&page))
    }
    let app = axum::Router::new()
        .route("/oauth2/token", post(token))
        .route("/users/@me", get(me))
        .route("/client", get(client));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3333")
        .await
        .expect("the fake Discord listens on port 3333, as the SDK expects");
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    "http://localhost:3333".to_string()
}

/// A page that plays Discord's part for the Activity: it frames the
/// Activity at `activity` as Discord does (with the query Discord adds),
/// answers the SDK's handshake with READY and its AUTHORIZE command with a
/// code, and keeps what the SDK sent in `window.seen`.
fn discord_parent(activity: &str) -> String {
    format!(
        r#"<!doctype html><html><body style="margin:0">
<iframe id="activity" style="width:390px;height:1000px;border:0"
  src="{activity}?frame_id=frame-1&instance_id=instance-1&platform=desktop&guild_id=9&channel_id=555"></iframe>
<script>
window.seen = [];
window.addEventListener("message", function (e) {{
  const [op, data] = e.data;
  window.seen.push([op, data && (data.cmd || data.frame_id)]);
  const reply = function (m) {{ e.source.postMessage(m, "*"); }};
  if (op === 0) {{
    reply([1, {{ cmd: "DISPATCH", evt: "READY", nonce: null,
      data: {{ v: 1, config: {{ api_endpoint: "//discord.com/api", environment: "production" }} }} }}]);
  }} else if (op === 1 && data.cmd === "AUTHORIZE") {{
    reply([1, {{ cmd: "AUTHORIZE", evt: null, nonce: data.nonce, data: {{ code: "good-code" }} }}]);
  }}
}});
</script></body></html>"#
    )
}

/// The Activity: inside a page playing Discord's part, the SDK's handshake
/// and authorization, the code exchanged by the bot's server at the (fake)
/// token endpoint, and the player, identified, plays a turn by clicks.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_identifies_its_player_through_discord_and_plays_a_turn() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let discord = fake_discord().await;
    let dir = tempfile::tempdir().unwrap();
    let activity = gamehost::web::ActivitySettings {
        client_id: 4242,
        client_secret: gamehost::config::Token::new("the app's secret"),
        oauth_base: discord.clone(),
        frame_ancestors: "http://localhost:3333".into(),
    };
    let (base, h) = serve_playing(host(&dir).await, Some(activity)).await;
    // Discord ids are numbers: the players are 111 and 222, the channel 555.
    say(&h, "555", "111", "/challenge opponent:222 side:ember").await;
    say(&h, "555", "222", "/accept").await;
    let driver = driver(&path).await;
    let (c, _profile) = session(&driver, 520, 1100).await;
    c.goto(&format!("{discord}/client?page={base}/activity"))
        .await
        .unwrap();
    until(
        &c,
        "the SDK shook hands and asked to authorize",
        "return window.seen.some(s => s[0] === 0) && window.seen.some(s => s[1] === 'AUTHORIZE');",
    )
    .await;
    c.enter_frame(0).await.unwrap();
    until(
        &c,
        "the Activity opens the player's seat",
        "const p = document.getElementById('play'); return !!(p && p.dataset.state === 'step');",
    )
    .await;
    let heading = c
        .find(Locator::Css("#play h2"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(heading, "Playing as 111");
    let player = Player {
        c,
        _profile: tempfile::tempdir().unwrap(),
    };
    player.screenshot("activity-first.png").await;
    player.click(".spots button.spot[data-place='E2']").await;
    player.click(".spots button.spot[data-place='E4']").await;
    player.screenshot("activity-staged.png").await;
    player.click("#end-turn").await;
    let game = latest(&h, "555").await;
    assert_eq!(game.version, 1, "the turn was played");
    assert_eq!(game.last_move.as_deref(), Some("E2-E4"));
    player.c.close().await.unwrap();
}

/// The page's DOM as it stands.
async fn dom_of(c: &Client) -> String {
    let v = c
        .execute("return document.documentElement.outerHTML;", vec![])
        .await
        .unwrap();
    v.as_str().unwrap_or_default().to_string()
}

/// The DOM of bob's seat page and of a spectator's page, in browsers,
/// after alice chose her secret by `alice_secret` (labels, place keys or
/// option numbers) and ended her turn; the game's key and play links
/// written as placeholders.
async fn doms_after(driver: &Driver, game: &str, alice_secret: &[&str]) -> Vec<String> {
    use common::web::{Page, key, pick_labelled};
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    common::two_player_game(&h, "c", game).await;
    let alice = Page::new(seat_url(&h, &base, "c", 0).await);
    let bob_url = seat_url(&h, &base, "c", 1).await;
    let (k, _) = key(&h, "c").await;
    let bob = Player::open(driver, &bob_url).await;
    let (spectator, _profile) = session(driver, 390, 1100).await;
    spectator.goto(&format!("{base}/g/{k}")).await.unwrap();
    let normal = |text: String| {
        text.replace(bob_url.rsplit('/').next().unwrap(), "TOKEN")
            .replace(alice.url.rsplit('/').next().unwrap(), "TOKEN")
            .replace(&k, "KEY")
            .replace(&base, "BASE")
    };
    let mut doms = vec![];
    let mut step = alice.step().await;
    for label in alice_secret {
        step = pick_labelled(&alice, &step, label).await;
    }
    // While alice chooses, nothing reaches the others.
    bob.settle().await;
    for c in [&bob.c, &spectator] {
        doms.push(normal(dom_of(c).await));
    }
    assert_eq!(alice.act(&step, "end", None).await["state"], "played");
    for c in [&bob.c, &spectator] {
        until(
            c,
            "the page follows alice's choice",
            "return document.getElementById('game').dataset.version === '1';",
        )
        .await;
    }
    bob.settle().await;
    until(&bob.c, "bob's picture loads", "const i = document.querySelector('#game figure img'); return i.complete && i.naturalWidth > 0;").await;
    for c in [&bob.c, &spectator] {
        doms.push(normal(dom_of(c).await));
    }
    spectator.close().await.unwrap();
    bob.c.close().await.unwrap();
    doms
}

/// Secrets in the browser: bob's page and a spectator's, their DOM as it
/// stands, are the same whichever infiltrator alice picks or whichever
/// Water loadout she builds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_other_pages_dom_is_the_same_whatever_the_secret() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let driver = driver(&path).await;
    for (game, one, two) in [
        ("regions", &["g9"][..], &["c9"][..]),
        (
            "elemental",
            &["Water", "0", "0", "0"][..],
            &["Water", "1", "1", "1"][..],
        ),
    ] {
        let a = doms_after(&driver, game, one).await;
        let b = doms_after(&driver, game, two).await;
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            assert!(
                x == y,
                "{game}: DOM {i} differs with alice's secret:\n{x}\n---\n{y}"
            );
        }
        // The DOM is the page's, with its board and the seat's panel.
        assert!(
            a[2].contains("Playing as <bdi class=\"name\" title=\"bob\">bob</bdi>")
                && a[2].contains("figure"),
            "{}",
            a[2]
        );
    }
}

/// Issue 48: a puzzle solved by clicks on its seat page: a wrong turn's
/// refusal is said on the panel and the game does not move; the answer
/// plays, the engine's reply reaches the page, and the last turn solves
/// it; the page names the puzzle and where it came from.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_by_clicks_on_its_seat_page() {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    common::puzzles::stored_puzzle(&h).await;
    say(&h, "p", "carol", "/puzzle").await;
    let driver = driver(&path).await;
    let carol = Player::open(&driver, &seat_url(&h, &base, "p", 0).await).await;
    let named = carol.text("#game header p.puzzle").await;
    assert_eq!(named, "Puzzle 1 · from a game played on this server");
    let version = latest(&h, "p").await.version;
    // A legal turn that is not the answer.
    carol.click(".spots button.spot[data-place='G2']").await;
    carol.click(".spots button.spot[data-place='F3']").await;
    // The refusal is said on the panel, which keeps the turn as chosen.
    carol
        .c
        .find(Locator::Css("#end-turn"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        &carol.c,
        "the refusal is said",
        "const n = document.querySelector('#play .note'); return !!n && n.textContent === \"That is not the puzzle's answer: this attempt now counts as missed for your puzzle rating. Look again, and try another turn.\";",
    )
    .await;
    assert_eq!(latest(&h, "p").await.version, version);
    carol.click("#play .turn button.undo").await;
    carol.click(".spots button.spot[data-place='E2']").await;
    carol.click(".spots button.spot[data-place='E4']").await;
    carol.click("#end-turn").await;
    assert_eq!(h.drain_engine_turns(Some("p"), 5).await.len(), 1);
    let replied = latest(&h, "p").await.version;
    until(
        &carol.c,
        "the engine's reply reaches the page",
        &format!(
            "return document.getElementById('game').dataset.version === '{replied}' && document.getElementById('play').dataset.state === 'step';"
        ),
    )
    .await;
    carol.settle().await;
    carol.click(".spots button.spot[data-place='G2']").await;
    carol.click(".spots button.spot[data-place='F3']").await;
    carol.click("#end-turn").await;
    let game = latest(&h, "p").await;
    assert_eq!(game.status, game_api::GameStatus::Won);
    until(
        &carol.c,
        "the page says it is solved",
        "return document.querySelector('#game header p.standing').textContent === 'carol solved the puzzle.';",
    )
    .await;
    carol.screenshot("puzzle-solved.png").await;
    carol.c.close().await.unwrap();
}
