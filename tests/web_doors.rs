//! The site as its front door (issue 42): a slow or idle visitor holds
//! only their own connection, connections are capped (in all and per
//! address) and closed when idle, a replay is drawn once, the Activity's
//! sign-in is limited, a forwarding header counts only from a trusted
//! proxy, a change comes only from the site's own page at its own name,
//! an anonymous player is anonymous on every page and picture, names
//! cannot reorder a page, a finished game's stream says so and ends, a
//! bad path says nothing of the site, and HTTPS sites ask browsers to
//! keep to it.

mod common;

use common::web::{key, latest, play, seat_url};
use common::{host, say};
use gamehost::config::WebSettings;
use gamehost::host::Host;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// Serves `h`'s games with `web` (plus play links, so seats play), the
/// site kept to ask what it did; its base URL and address.
async fn serve_with(
    h: &mut Host,
    web: WebSettings,
    activity: Option<gamehost::web::ActivitySettings>,
) -> (String, SocketAddr, Arc<gamehost::web::Site>) {
    h.enable_seat_links(gamehost::host::seat_link::SeatLinks::new(
        b"the tests' secret",
        12,
    ));
    let site = Arc::new(
        gamehost::web::Site::new(
            h.store().clone(),
            h.shared_games(),
            web,
            &gamehost::config::GameSettings::default(),
        )
        .with_play(gamehost::web::Play {
            host: h.clone(),
            console: true,
            activity,
        }),
    );
    let base = gamehost::web::serve_shared_on_loopback(Arc::clone(&site))
        .await
        .unwrap();
    let addr: SocketAddr = base.trim_start_matches("http://").parse().unwrap();
    (base, addr, site)
}

/// Many requests a minute: the tests' clients share loopback.
fn roomy() -> WebSettings {
    WebSettings {
        requests_per_minute: 1_000_000,
        ..WebSettings::default()
    }
}

/// A Masters game between alice and bob in `channel`, `turns` played.
async fn masters(h: &Host, channel: &str, turns: usize) {
    say(h, channel, "alice", "/challenge opponent:bob side:ember").await;
    say(h, channel, "bob", "/accept").await;
    play(h, channel, turns, 5).await;
}

/// A connection to `addr` from the loopback address `from`.
async fn connect_from(from: IpAddr, addr: SocketAddr) -> Option<TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4().ok()?;
    socket.bind(SocketAddr::new(from, 0)).ok()?;
    socket.connect(addr).await.ok()
}

/// Whether the server has closed `s` (or sent it anything): a read gives
/// an end, an error or bytes within `wait`.
async fn closed_or_answered(s: &mut TcpStream, wait: Duration) -> bool {
    let mut buf = [0u8; 256];
    tokio::time::timeout(wait, s.read(&mut buf)).await.is_ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_visitor_trickling_a_body_holds_up_nobody_else() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    masters(&h, "m", 4).await;
    let (base, addr, _) = serve_with(&mut h, roomy(), None).await;
    let (k, _) = key(&h, "m").await;
    // Three visitors start a form's body and send one byte a second.
    let mut slow = vec![];
    for _ in 0..3 {
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(
            format!(
                "POST /g/x/seat/y/step HTTP/1.1\r\nHost: {addr}\r\n\
                 Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\na"
            )
            .as_bytes(),
        )
        .await
        .unwrap();
        slow.push(s);
    }
    let trickle = tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            for s in &mut slow {
                if s.write_all(b"a").await.is_err() {
                    return;
                }
            }
        }
    });
    // Another visitor's page answers while they trickle.
    let page = reqwest::get(format!("{base}/g/{k}")).await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("Masters"));
    // The trickling requests are not answered yet: the page did not wait
    // for them (before, one request was answered at a time and a body
    // was read inside that turn: the page came only after their 408s).
    assert!(
        !trickle.is_finished(),
        "the slow connections are still open"
    );
    trickle.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_sockets_past_the_caps_are_closed_and_the_bot_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    masters(&h, "m", 2).await;
    let web = WebSettings {
        max_connections: 40,
        connections_per_address: 8,
        ..roomy()
    };
    let (base, addr, _) = serve_with(&mut h, web, None).await;
    let (k, _) = key(&h, "m").await;
    // Six addresses open 20 sockets each and send nothing (some send half
    // a header): 120 sockets against a cap of 40, 8 per address.
    let mut held = vec![];
    for a in 2..=7u8 {
        let from = IpAddr::from([127, 0, 0, a]);
        for i in 0..20 {
            let Some(mut s) = connect_from(from, addr).await else {
                eprintln!("skipped: this machine cannot bind 127.0.0.{a}");
                return;
            };
            if i % 5 == 0 {
                let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x").await;
            }
            held.push((a, s));
        }
    }
    // The bot goes on playing and drawing its pictures meanwhile.
    let played = play(&h, "m", 4, 9).await;
    assert_eq!(played.len(), 4);
    let board = say(&h, "m", "carol", "/board").await;
    let picture = board.iter().find_map(|r| r.attachments.first()).unwrap();
    std::fs::write(dir.path().join("board.png"), &picture.bytes).unwrap();
    // A visitor from another address is answered: the idlest socket made
    // room.
    let page = reqwest::get(format!("{base}/g/{k}")).await.unwrap();
    assert_eq!(page.status(), 200);
    // No more sockets stay open than the caps allow.
    let mut open_per_address = [0usize; 8];
    for (a, s) in &mut held {
        if !closed_or_answered(s, Duration::from_millis(200)).await {
            open_per_address[usize::from(*a)] += 1;
        }
    }
    let open: usize = open_per_address.iter().sum();
    assert!(open <= 40, "{open} sockets held open: {open_per_address:?}");
    assert!(
        open_per_address.iter().all(|n| *n <= 8),
        "{open_per_address:?}"
    );
    // And none lives forever: each is closed once idle too long.
    let patience = gamehost::web::IDLE_TIME + Duration::from_secs(30);
    for (a, s) in &mut held {
        assert!(
            closed_or_answered(s, patience).await,
            "a socket of 127.0.0.{a} is still open after {patience:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_is_drawn_once_however_many_ask_for_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    masters(&h, "m", 12).await;
    say(&h, "m", "bob", "/resign").await;
    let (base, _, site) = serve_with(&mut h, roomy(), None).await;
    let (k, _) = key(&h, "m").await;
    let url = format!("{base}/g/{k}/replay.gif");
    let asks: Vec<_> = (0..6)
        .map(|_| {
            let url = url.clone();
            tokio::spawn(async move { reqwest::get(url).await.unwrap().bytes().await.unwrap() })
        })
        .collect();
    let mut gifs = vec![];
    for a in asks {
        gifs.push(a.await.unwrap());
    }
    assert!(
        gifs.iter()
            .all(|g| g == &gifs[0] && g.starts_with(b"GIF89a"))
    );
    let again = reqwest::get(&url).await.unwrap();
    assert_eq!(again.headers()["cache-control"], "public, max-age=86400");
    assert_eq!(again.bytes().await.unwrap(), gifs[0]);
    assert_eq!(site.replays_drawn(), 1);
}

/// A fake token endpoint that counts its calls; code `huge` is answered
/// with a body far larger than any real one.
async fn counting_token_endpoint() -> (String, Arc<AtomicUsize>) {
    use axum::routing::post;
    let calls = Arc::new(AtomicUsize::new(0));
    let counted = Arc::clone(&calls);
    let app = axum::Router::new().route(
        "/oauth2/token",
        post(move |body: String| {
            let counted = Arc::clone(&counted);
            async move {
                counted.fetch_add(1, Ordering::SeqCst);
                if body.contains("code=huge") {
                    let huge = format!("{{\"access_token\":\"{}\"}}", "x".repeat(1 << 20));
                    (axum::http::StatusCode::OK, huge)
                } else {
                    (axum::http::StatusCode::BAD_REQUEST, "invalid_grant".into())
                }
            }
        }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (format!("http://{addr}"), calls)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activitys_sign_in_is_limited_and_absent_when_the_activity_is_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    let (off, _, _) = serve_with(&mut h, roomy(), None).await;
    let http = reqwest::Client::new();
    let form = [("code", "bogus"), ("channel", "555")];
    let r = http
        .post(format!("{off}/activity/session"))
        .form(&form)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 404);

    let (oauth, calls) = counting_token_endpoint().await;
    let activity = gamehost::web::ActivitySettings {
        client_id: 42,
        client_secret: gamehost::config::Token::new("the app's secret"),
        oauth_base: oauth,
        frame_ancestors: "https://discord.com".into(),
    };
    let (on, _, _) = serve_with(&mut h, roomy(), Some(activity)).await;
    let mut refused = 0;
    for _ in 0..15 {
        let r = http
            .post(format!("{on}/activity/session"))
            .form(&form)
            .send()
            .await
            .unwrap();
        match r.status().as_u16() {
            200 => {
                let said: serde_json::Value =
                    serde_json::from_str(&r.text().await.unwrap()).unwrap();
                assert!(said["error"].is_string(), "{said}");
            }
            429 => {
                assert!(r.headers().contains_key("retry-after"));
                refused += 1;
            }
            other => panic!("{other}"),
        }
    }
    assert_eq!(refused, 5, "ten tries a minute per visitor");
    assert_eq!(
        calls.load(Ordering::SeqCst),
        10,
        "Discord was asked ten times"
    );
    // An answer larger than any real one is not read whole, and fails.
    let other = reqwest::Client::builder()
        .local_address(IpAddr::from([127, 0, 0, 2]))
        .build()
        .unwrap();
    let Ok(r) = other
        .post(format!("{on}/activity/session"))
        .form(&[("code", "huge"), ("channel", "555")])
        .send()
        .await
    else {
        eprintln!("skipped the rest: this machine cannot bind 127.0.0.2");
        return;
    };
    let said: serde_json::Value = serde_json::from_str(&r.text().await.unwrap()).unwrap();
    assert!(said["error"].is_string(), "{said}");
    assert_eq!(calls.load(Ordering::SeqCst), 11);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forwarded_address_counts_only_from_a_trusted_proxy() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    masters(&h, "m", 1).await;
    let (k, _) = key(&h, "m").await;
    let http = reqwest::Client::new();
    let get = |base: String, visitor: &'static str| {
        let http = http.clone();
        let k = k.clone();
        async move {
            http.get(format!("{base}/g/{k}"))
                .header("x-forwarded-for", visitor)
                .send()
                .await
                .unwrap()
        }
    };
    // Behind a trusted proxy, each visitor has their own quota.
    let proxied = WebSettings {
        requests_per_minute: 3,
        trusted_proxies: vec!["127.0.0.1".into()],
        ..WebSettings::default()
    };
    let (base, _, _) = serve_with(&mut h, proxied, None).await;
    for _ in 0..3 {
        assert_eq!(get(base.clone(), "203.0.113.7").await.status(), 200);
    }
    let over = get(base.clone(), "203.0.113.7").await;
    assert_eq!(over.status(), 429);
    let wait: u64 = over.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    assert_eq!(get(base.clone(), "198.51.100.1").await.status(), 200);
    // A visitor behind the proxy is not on this machine: no "play as".
    let r = get(base.clone(), "198.51.100.1");
    let _ = r.await;
    let choose = http
        .get(format!("{base}/g/{k}/as"))
        .header("x-forwarded-for", "198.51.100.2")
        .send()
        .await
        .unwrap();
    assert_eq!(choose.status(), 404);
    // Without a trusted proxy, the header is the visitor's own say: ignored.
    let direct = WebSettings {
        requests_per_minute: 3,
        ..WebSettings::default()
    };
    let (base, _, _) = serve_with(&mut h, direct, None).await;
    for visitor in ["192.0.2.1", "192.0.2.2", "192.0.2.3"] {
        assert_eq!(get(base.clone(), visitor).await.status(), 200);
    }
    assert_eq!(get(base.clone(), "192.0.2.4").await.status(), 429);
}

/// Every row of the seat-link and draft tables, to prove a request
/// changed nothing.
async fn links_and_drafts(h: &Host) -> Vec<String> {
    let mut c = h.store().read().await.unwrap();
    let mut out: Vec<String> = sqlx::query_scalar(
        "SELECT game_id || ':' || seat || ':' || generation FROM seat_links ORDER BY game_id, seat",
    )
    .fetch_all(&mut *c)
    .await
    .unwrap();
    let drafts: Vec<String> = sqlx::query_scalar("SELECT draft FROM drafts ORDER BY draft")
        .fetch_all(&mut *c)
        .await
        .unwrap();
    out.extend(drafts);
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changes_come_only_from_the_sites_own_page_and_every_get_only_reads() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    masters(&h, "m", 0).await;
    let (base, addr, _) = serve_with(&mut h, roomy(), None).await;
    let (k, _) = key(&h, "m").await;
    let seat = seat_url(&h, &base, "m", 0).await;
    let before = links_and_drafts(&h).await;
    let http = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    // Every GET of a seat's pages only reads (its step included: showing
    // the step stores no draft).
    for path in ["", "/step", "/at/0"] {
        let r = http.get(format!("{seat}{path}")).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
    }
    for path in [format!("/g/{k}"), format!("/g/{k}/as"), "/".to_string()] {
        let r = http.get(format!("{base}{path}")).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
    }
    assert_eq!(links_and_drafts(&h).await, before, "a GET wrote");
    // A GET of the old minting address mints nothing.
    for method in [reqwest::Method::GET, reqwest::Method::HEAD] {
        let r = http
            .request(method, format!("{base}/g/{k}/as/0"))
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 405);
    }
    // Another site's page, or another name, cannot act for the seat.
    let evil = http
        .post(format!("{seat}/step"))
        .header("origin", "https://evil.example")
        .header("content-type", "application/json")
        .body(r#"{"ask":"pick","key":"E2","version":0,"revision":0}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(evil.status(), 403);
    let cross = http
        .post(format!("{seat}/step"))
        .header("sec-fetch-site", "cross-site")
        .header("content-type", "application/json")
        .body(r#"{"ask":"pick","key":"E2","version":0,"revision":0}"#)
        .send()
        .await
        .unwrap();
    assert_eq!(cross.status(), 403);
    let rebound = http
        .post(format!("{base}/g/{k}/as/0"))
        .header("host", format!("rebound.example:{}", addr.port()))
        .send()
        .await
        .unwrap();
    assert_eq!(rebound.status(), 421);
    assert_eq!(links_and_drafts(&h).await, before, "nothing changed");
    // The page's own origin acts.
    let own = http
        .post(format!("{base}/g/{k}/as/0"))
        .header("origin", base.as_str())
        .send()
        .await
        .unwrap();
    assert_eq!(own.status(), 303);
    assert_ne!(links_and_drafts(&h).await, before);
}

/// A host where alice (shown as `alice_name`) plays bob a Masters game to
/// bob's resignation, the server's archive on and alice anonymous; its
/// site, and the game's page key.
async fn anonymous_alice(dir: &tempfile::TempDir, alice_name: &str) -> (Host, String, String) {
    let mut h = host(dir).await;
    let alice = |user: &str| gamehost::host::Ctx {
        server: "s".into(),
        channel: "m".into(),
        user: gamehost::host::command::User {
            id: "1001".into(),
            name: user.into(),
        },
        manages_server: true,
    };
    let me = alice(alice_name);
    let bob = gamehost::host::command::User::named("bob");
    let challenge = h
        .parse("/challenge opponent:bob side:ember", |_| Some(bob.clone()))
        .unwrap();
    h.handle(&me, challenge).await;
    say(&h, "m", "bob", "/accept").await;
    // Three random legal turns, the same in every run.
    let mut seed = 11;
    for _ in 0..3 {
        let (game, seat) = common::web::to_act(&h, "m").await.unwrap();
        let line = gamehost::bench::turns::line(&game.game, &game.state, seat, &mut seed).unwrap();
        if seat == 0 {
            let command = h.parse(&line, |_| None).unwrap();
            h.handle(&me, command).await;
        } else {
            say(&h, "m", "bob", &line).await;
        }
    }
    assert_eq!(key(&h, "m").await.1, 3);
    say(&h, "m", "bob", "/resign").await;
    for line in ["/archive state:on", "/anonymous state:on"] {
        let command = h.parse(line, |_| None).unwrap();
        h.handle(&me, command).await;
    }
    let (base, _, _) = serve_with(&mut h, roomy(), None).await;
    let (k, _) = key(&h, "m").await;
    (h, base, k)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_anonymous_player_is_anonymous_on_every_page_picture_and_file() {
    let (one, two) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (h, base, k) = anonymous_alice(&one, "Alicia Zed").await;
    let (_h2, base2, k2) = anonymous_alice(&two, "Xavier Quux").await;
    let game = latest(&h, "m").await;
    assert_eq!(game.places, Some(vec![1, 2]), "Ember won");
    for path in [
        format!("/g/{k}"),
        format!("/g/{k}/0"),
        format!("/g/{k}/3"),
        format!("/g/{k}/record.txt"),
        "/s/s".to_string(),
        "/s/s/p/bob".to_string(),
    ] {
        let text = reqwest::get(format!("{base}{path}"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(!text.contains("Alicia"), "{path}: {text}");
        assert!(text.contains("anonymous"), "{path}");
    }
    let page = reqwest::get(format!("{base}/g/{k}"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("Ember wins by resignation."), "{page}");
    // Pictures and the replay are the same bytes whatever the anonymous
    // player's name is.
    for (a, b) in [
        (
            format!("/g/{k}/3/board.png"),
            format!("/g/{k2}/3/board.png"),
        ),
        (
            format!("/g/{k}/0/board.png"),
            format!("/g/{k2}/0/board.png"),
        ),
        (format!("/g/{k}/replay.gif"), format!("/g/{k2}/replay.gif")),
    ] {
        let one = reqwest::get(format!("{base}{a}"))
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap();
        let two = reqwest::get(format!("{base2}{b}"))
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap();
        assert!(!one.is_empty());
        assert_eq!(one, two, "{a}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_cannot_reorder_the_page_around_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    let trick = gamehost::host::Ctx {
        server: "s".into(),
        channel: "m".into(),
        user: gamehost::host::command::User {
            id: "1002".into(),
            name: "\u{202E}niw ecila".into(),
        },
        manages_server: false,
    };
    let bob = gamehost::host::command::User::named("bob");
    let challenge = h
        .parse("/challenge opponent:bob side:ember", |_| Some(bob.clone()))
        .unwrap();
    h.handle(&trick, challenge).await;
    say(&h, "m", "bob", "/accept").await;
    let (base, _, _) = serve_with(&mut h, roomy(), None).await;
    let (k, _) = key(&h, "m").await;
    let page = reqwest::get(format!("{base}/g/{k}"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!page.contains('\u{202E}'), "{page}");
    assert!(
        page.contains("<bdi class=\"name\" title=\"niw ecila\">niw ecila</bdi>"),
        "{page}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_stream_says_it_ended_and_closes() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    masters(&h, "m", 2).await;
    let (base, _, _) = serve_with(&mut h, roomy(), None).await;
    let (k, _) = key(&h, "m").await;
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(120))
        .build()
        .unwrap();
    // A running game's stream: the resignation, then the end, then closed.
    let live = http.get(format!("{base}/g/{k}/live")).send().await.unwrap();
    let reading = tokio::spawn(async move { live.text().await.unwrap() });
    tokio::time::sleep(Duration::from_millis(300)).await;
    say(&h, "m", "bob", "/resign").await;
    let told = reading.await.unwrap();
    assert!(told.contains("event: moved"), "{told}");
    assert!(
        told.trim_end().ends_with("event: ended\ndata: {}"),
        "{told}"
    );
    // A finished game's stream says only that, and closes at once.
    let told = http
        .get(format!("{base}/g/{k}/live"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(told.trim_end(), "event: ended\ndata: {}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_path_says_nothing_of_the_site_and_https_is_kept_to() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = host(&dir).await;
    masters(&h, "m", 1).await;
    let (base, _, _) = serve_with(&mut h, roomy(), None).await;
    let (k, _) = key(&h, "m").await;
    for path in [
        format!("/g/{k}/%FF"),
        format!("/g/{k}/%FF/board.png"),
        "/g/%FF%FE".to_string(),
        format!("/g/{k}/seat/%C0/step"),
        "/s/%FF".to_string(),
    ] {
        let r = reqwest::get(format!("{base}{path}")).await.unwrap();
        assert_eq!(r.status(), 404, "{path}");
        assert_eq!(r.text().await.unwrap(), "There is no such page.", "{path}");
    }
    let page = reqwest::get(format!("{base}/g/{k}")).await.unwrap();
    assert!(!page.headers().contains_key("strict-transport-security"));
    let https = WebSettings {
        public_url: Some("https://games.example.org".into()),
        ..roomy()
    };
    let (secure, _, _) = serve_with(&mut h, https, None).await;
    let page = reqwest::get(format!("{secure}/g/{k}")).await.unwrap();
    assert_eq!(
        page.headers()["strict-transport-security"],
        "max-age=31536000"
    );
}
