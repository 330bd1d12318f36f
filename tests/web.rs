//! The games' web pages over loopback with a real HTTP client: every page
//! of a database holding finished and running games of all four games,
//! the answers to bad paths, no route that writes, escaped names, the
//! public view only (pages byte-identical whatever a secret pick or Water
//! loadout), and a page's event stream when a turn is committed.

mod common;

use common::web::{PATIENCE, key, play, serve};
use common::{host, say};
use gamehost::host::Host;
use gamehost::speech::InEnglish;
use gamehost::store;

/// Four games: Masters finished by resignation, Regions, Throne and
/// Elemental running.
async fn seeded(h: &Host) -> Vec<(&'static str, String, usize)> {
    say(h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "m", "bob", "/accept").await;
    play(h, "m", 8, 1).await;
    say(h, "m", "alice", "/resign").await;
    say(
        h,
        "r",
        "alice",
        "/challenge opponent:bob game:regions side:white",
    )
    .await;
    say(h, "r", "bob", "/accept").await;
    play(h, "r", 8, 2).await;
    say(h, "t", "alice", "/challenge game:throne players:3").await;
    say(h, "t", "bob", "/join").await;
    say(h, "t", "carol", "/join").await;
    say(h, "t", "alice", "/start").await;
    play(h, "t", 12, 3).await;
    say(
        h,
        "e",
        "alice",
        "/challenge opponent:bob game:elemental side:white",
    )
    .await;
    say(h, "e", "bob", "/accept").await;
    play(h, "e", 8, 4).await;
    let mut out = vec![];
    for (channel, title) in [
        ("m", "Masters"),
        ("r", "Regions chess"),
        ("t", "Throne"),
        ("e", "Elemental chess"),
    ] {
        let (k, n) = key(h, channel).await;
        assert!(n >= 4, "{channel}: only {n} entries");
        out.push((title, k, n));
    }
    out
}

/// What the database holds, to prove that reading pages wrote nothing.
async fn snapshot(h: &Host) -> Vec<(i64, i64, String, usize)> {
    let mut c = h.store().read().await.unwrap();
    let mut out = vec![];
    for g in store::games_after(&mut c, 0, i64::MAX).await.unwrap() {
        let n = store::turns(&mut c, g.id).await.unwrap().len();
        out.push((g.id, g.version, g.state, n));
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_page_of_every_game_answers_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let games = seeded(&h).await;
    let before = snapshot(&h).await;
    let base = serve(&h).await;
    let http = reqwest::Client::new();
    for (title, key, entries) in &games {
        let page = http.get(format!("{base}/g/{key}")).send().await.unwrap();
        assert_eq!(page.status(), 200);
        let csp = page.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(csp.contains("default-src 'none'"), "{csp}");
        let text = page.text().await.unwrap();
        assert!(text.contains(&format!("<h1>{title}</h1>")), "{text}");
        assert!(text.contains(&format!("{entries} / {entries}")));
        for turn in 0..=*entries {
            let page = http
                .get(format!("{base}/g/{key}/{turn}"))
                .send()
                .await
                .unwrap();
            assert_eq!(page.status(), 200, "{title} turn {turn}");
            let text = page.text().await.unwrap();
            // The turn shown is the highlighted line of the record.
            if turn > 0 {
                assert!(
                    text.contains(&format!("href=\"/g/{key}/{turn}\" aria-current=\"step\""))
                        || !text.contains("aria-current"),
                    "{title} turn {turn}"
                );
            }
            let png = http
                .get(format!("{base}/g/{key}/{turn}/board.png"))
                .send()
                .await
                .unwrap();
            assert_eq!(png.status(), 200);
            assert_eq!(png.headers()["content-type"], "image/png");
            let bytes = png.bytes().await.unwrap();
            image::load_from_memory_with_format(&bytes, image::ImageFormat::Png)
                .expect("a real PNG");
        }
        let gif = http
            .get(format!("{base}/g/{key}/replay.gif"))
            .send()
            .await
            .unwrap();
        assert_eq!(gif.status(), 200);
        assert!(gif.bytes().await.unwrap().starts_with(b"GIF8"));
        let record = http
            .get(format!("{base}/g/{key}/record.txt"))
            .send()
            .await
            .unwrap();
        assert_eq!(record.status(), 200);
        assert!(record.text().await.unwrap().starts_with(title));
        // Past the last turn, or not a number: no page.
        for bad in [
            format!("{}", entries + 1),
            "x1".into(),
            "-1".into(),
            "99999999".into(),
        ] {
            let r = http
                .get(format!("{base}/g/{key}/{bad}"))
                .send()
                .await
                .unwrap();
            assert_eq!(r.status(), 404, "{bad}");
        }
        // No route writes.
        let post = http.post(format!("{base}/g/{key}")).send().await.unwrap();
        assert_eq!(post.status(), 405);
    }
    let finished = http
        .get(format!("{base}/g/{}", games[0].1))
        .send()
        .await
        .unwrap();
    assert!(finished.text().await.unwrap().contains("resigned"));
    for bad in [
        "/g/0123456789abcdef0123",
        "/g/zz",
        "/g/..%2f..%2fetc%2fpasswd",
        "/g/1",
        "/etc/passwd",
        "/assets/../Cargo.toml",
    ] {
        let r = http.get(format!("{base}{bad}")).send().await.unwrap();
        assert_eq!(r.status(), 404, "{bad}");
    }
    for asset in ["/assets/page.css", "/assets/page.js", "/"] {
        let r = http.get(format!("{base}{asset}")).send().await.unwrap();
        assert_eq!(r.status(), 200, "{asset}");
    }
    assert_eq!(
        snapshot(&h).await,
        before,
        "reading pages changed the database"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hostile_name_is_shown_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let hostile = "<script>alert(1)</script>";
    say(
        &h,
        "x",
        "alice",
        &format!("/challenge opponent:{hostile} side:ember"),
    )
    .await;
    say(&h, "x", hostile, "/accept").await;
    play(&h, "x", 2, 5).await;
    let (key, _) = key(&h, "x").await;
    let base = serve(&h).await;
    let text = reqwest::get(format!("{base}/g/{key}"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        text.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{text}"
    );
    assert!(!text.contains(hostile));
    let record = reqwest::get(format!("{base}/g/{key}/record.txt"))
        .await
        .unwrap();
    assert_eq!(
        record.headers()["content-type"],
        "text/plain; charset=utf-8"
    );
}

/// Every page, picture and record of `channel`'s game, the key taken out.
async fn everything(h: &Host, channel: &str) -> Vec<Vec<u8>> {
    let (key, entries) = key(h, channel).await;
    let base = serve(h).await;
    let mut paths = vec![String::new(), "/replay.gif".into(), "/record.txt".into()];
    for turn in 0..=entries {
        paths.push(format!("/{turn}"));
        paths.push(format!("/{turn}/board.png"));
    }
    let mut out = vec![];
    for p in paths {
        let bytes = reqwest::get(format!("{base}/g/{key}{p}"))
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap();
        let text = String::from_utf8_lossy(&bytes);
        out.push(if text.contains(&key) {
            text.replace(&key, "KEY").into_bytes()
        } else {
            bytes.to_vec()
        });
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_secret_pick_or_water_loadout_never_reaches_a_page() {
    // Regions: alice's pick differs between two games that are otherwise
    // the same (both unrevealed, R13).
    let mut seen = vec![];
    for pick in ["e9", "c9"] {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        say(
            &h,
            "r",
            "alice",
            "/challenge opponent:bob game:regions side:white",
        )
        .await;
        say(&h, "r", "bob", "/accept").await;
        say(&h, "r", "alice", &format!("/pick piece:{pick}")).await;
        say(&h, "r", "bob", "/pick piece:c2").await;
        let lines = play(&h, "r", 6, 7).await;
        assert!(lines.len() >= 4, "{lines:?}");
        seen.push((lines, everything(&h, "r").await));
    }
    assert_eq!(seen[0].0, seen[1].0, "the same turns were played");
    assert!(
        seen[0].1 == seen[1].1,
        "a Regions page differs with the pick"
    );
    // Elemental: alice's Water loadout differs (E6: concealed until shown).
    let mut seen = vec![];
    for augmentor in ["stalwart", "side-step"] {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        say(
            &h,
            "e",
            "alice",
            "/challenge opponent:bob game:elemental side:white",
        )
        .await;
        say(&h, "e", "bob", "/accept").await;
        say(
            &h,
            "e",
            "alice",
            &format!("/loadout element:water augmentor:{augmentor}"),
        )
        .await;
        say(&h, "e", "bob", "/loadout element:fire").await;
        let lines = play(&h, "e", 4, 8).await;
        assert!(lines.len() >= 2, "{lines:?}");
        seen.push((lines, everything(&h, "e").await));
    }
    assert_eq!(seen[0].0, seen[1].0, "the same turns were played");
    assert!(
        seen[0].1 == seen[1].1,
        "an Elemental page differs with the Water loadout"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_page_hears_of_each_commit() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    let (key, _) = key(&h, "m").await;
    let base = serve(&h).await;
    let addr = base.trim_start_matches("http://").to_string();
    let mut stream = tokio::net::TcpStream::connect(&addr).await.unwrap();
    stream
        .write_all(
            format!(
                "GET /g/{key}/live HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
            )
            .as_bytes(),
        )
        .await
        .unwrap();
    let mut heard = String::new();
    let mut buf = [0u8; 1024];
    // The headers first, then a turn is committed through the host.
    while !heard.contains("\r\n\r\n") {
        let n = tokio::time::timeout(PATIENCE, stream.read(&mut buf))
            .await
            .unwrap()
            .unwrap();
        heard.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    assert!(heard.contains("text/event-stream"), "{heard}");
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    while !heard.contains("event: moved") {
        let n = tokio::time::timeout(PATIENCE, stream.read(&mut buf))
            .await
            .unwrap()
            .unwrap();
        assert!(n > 0, "the stream ended: {heard}");
        heard.push_str(&String::from_utf8_lossy(&buf[..n]));
    }
    assert!(heard.contains("\"entries\":1"), "{heard}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_console_serves_the_pages_and_links_each_new_game() {
    use tokio::io::{AsyncBufReadExt, AsyncWriteExt};
    let dir = tempfile::tempdir().unwrap();
    let mut child = tokio::process::Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["console", "--db"])
        .arg(dir.path().join("c.db"))
        .arg("--images")
        .arg(dir.path().join("images"))
        .env("GAMEHOST_WEB__LISTEN", "127.0.0.1:0")
        .current_dir(dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"#m alice /challenge opponent:bob side:ember\n#m bob /accept\n")
        .await
        .unwrap();
    let mut err = tokio::io::BufReader::new(child.stderr.take().unwrap()).lines();
    let served = tokio::time::timeout(PATIENCE, async {
        loop {
            let line = err
                .next_line()
                .await
                .unwrap()
                .expect("the console says where");
            if let Some(rest) = line.strip_prefix("Game pages: ") {
                break rest.to_string();
            }
        }
    })
    .await
    .unwrap();
    assert!(served.contains("(this machine only)"), "{served}");
    let mut out = tokio::io::BufReader::new(child.stdout.take().unwrap()).lines();
    let link = tokio::time::timeout(PATIENCE, async {
        loop {
            let line = out.next_line().await.unwrap().expect("a page line");
            if let Some(at) = line.find("link [Game page]: ") {
                break line[at + "link [Game page]: ".len()..].trim().to_string();
            }
        }
    })
    .await
    .unwrap();
    assert!(link.starts_with("http://127.0.0.1:"), "{link}");
    let page = reqwest::get(&link).await.unwrap();
    assert_eq!(page.status(), 200);
    assert!(
        page.text()
            .await
            .unwrap()
            .contains("alice (Ember) vs bob (Frost)")
    );
    drop(stdin);
    child.wait().await.unwrap();
}

/// `line` from `user`, who manages the server.
async fn say_as_admin(h: &Host, channel: &str, user: &str, line: &str) -> Vec<String> {
    use gamehost::host::command::User;
    let ctx = gamehost::host::Ctx {
        server: "s".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: true,
    };
    let command = h.parse(line, |n| Some(User::named(n))).unwrap();
    h.handle(&ctx, command)
        .await
        .into_iter()
        .map(|r| r.text.en())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_servers_archive_is_listed_only_once_someone_who_manages_it_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let games = seeded(&h).await;
    let base = serve(&h).await;
    let get = |path: String| {
        let url = format!("{base}{path}");
        async move {
            let r = reqwest::get(url).await.unwrap();
            let status = r.status().as_u16();
            (status, r.text().await.unwrap())
        }
    };
    // Off by default: no archive, no player pages; game pages by link.
    assert_eq!(get("/s/s".into()).await.0, 404);
    assert_eq!(get("/s/s/p/alice".into()).await.0, 404);
    assert_eq!(get(format!("/g/{}", games[0].1)).await.0, 200);
    // A player who does not manage the server cannot list it.
    let refused = say(&h, "m", "carol", "/archive state:on").await;
    assert!(
        refused[0]
            .text
            .en()
            .starts_with("Only someone who may manage"),
        "{:?}",
        refused[0].text.en()
    );
    assert_eq!(get("/s/s".into()).await.0, 404);
    let said = say_as_admin(&h, "m", "dora", "/archive state:on").await;
    assert!(said[0].contains("listed on the web"), "{said:?}");
    let (status, page) = get("/s/s".into()).await;
    assert_eq!(status, 200);
    for (title, key, _) in &games {
        assert!(
            page.contains(&format!("href=\"/g/{key}\"")),
            "{title} listed"
        );
    }
    assert!(page.contains("Masters leaderboard"), "{page}");
    assert!(page.contains("href=\"/s/s/p/bob\""));
    // Filters are links: one game, or one player.
    let (_, masters_only) = get("/s/s?game=masters".into()).await;
    assert!(masters_only.contains(&format!("href=\"/g/{}\"", games[0].1)));
    assert!(!masters_only.contains(&format!("href=\"/g/{}\"", games[1].1)));
    let (_, carols) = get("/s/s?player=carol".into()).await;
    assert!(
        carols.contains(&format!("href=\"/g/{}\"", games[2].1)),
        "carol sits at the Throne table"
    );
    assert!(!carols.contains(&format!("href=\"/g/{}\"", games[0].1)));
    // A player's page: the rating over time and recent games.
    let (status, alice) = get("/s/s/p/alice".into()).await;
    assert_eq!(status, 200);
    assert!(
        alice.contains("<svg")
            && alice.contains("Masters rating after one rated game: ")
            && alice.contains("<circle"),
        "{alice}"
    );
    // A player who asks is shown as anonymous, and has no page.
    say(&h, "m", "bob", "/anonymous state:on").await;
    let (_, page) = get("/s/s".into()).await;
    assert!(
        !page.contains(">bob<") && !page.contains("/p/bob"),
        "{page}"
    );
    assert!(page.contains("anonymous"));
    assert_eq!(get("/s/s/p/bob".into()).await.0, 404);
    // Other servers, malformed ids: nothing.
    for bad in ["/s/other", "/s/..%2F..", "/s/s/p/..%2Fx", "/s/s/p/nobody"] {
        assert_eq!(get(bad.into()).await.0, 404, "{bad}");
    }
    // Off again: gone, the game pages stay.
    say_as_admin(&h, "m", "dora", "/archive state:off").await;
    assert_eq!(get("/s/s".into()).await.0, 404);
    assert_eq!(get(format!("/g/{}", games[1].1)).await.0, 200);
}

/// A page after the last turn draws the game as stored, without replaying
/// it: the stored position and the pieces lost are the replay's last
/// frame, for every game (so the picture is the same either way).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_stored_game_is_its_replays_last_frame() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    seeded(&h).await;
    for channel in ["m", "r", "t", "e"] {
        let game = common::web::latest(&h, channel).await;
        let log = {
            let mut c = h.store().read().await.unwrap();
            store::turns(&mut c, game.id).await.unwrap()
        };
        let g = h.games().get(&game.game).unwrap();
        let entries = game_api::LogEntry::replayable(&log);
        let frames = g.replay_frames(&game.start_state, &entries).unwrap();
        let last = frames.last().unwrap();
        assert_eq!(last.state, game.state, "{channel}");
        let stored = gamehost::host::replay::position_at(g, &game, &log, log.len()).unwrap();
        let mut replayed = stored.clone();
        replayed.state = last.state.clone();
        replayed.captured = last.lost.clone();
        let draw = |row: &store::GameRecord| {
            g.board(row, game_api::Viewer::Public)
                .unwrap()
                .draw(&common::english())
                .unwrap()
        };
        let (a, b) = (draw(&stored), draw(&replayed));
        assert!(
            a.bytes == b.bytes && a.alt == b.alt,
            "{channel}: the pictures differ"
        );
    }
}
