//! The game pages under load, on loopback in one process with the host:
//! `cargo bench --bench web`.
//!
//! - pages per second and latency of a game page (its HTML, then its board
//!   picture) with the picture cache warm (everyone at the latest turn) and
//!   cold (every turn of every game asked for once, by a fresh site);
//! - the live stream: 1,000 pages listening to one game, a turn committed,
//!   the time until each page hears of it;
//! - the bot's latency for turns offered at 250 per second (open loop), with
//!   and without 32 clients reading pages as fast as they can, alternating;
//! - under attack (3 connections trickling a body, 1,000 event streams, an
//!   idle-socket flood from six addresses): a visitor's page, and the
//!   bot's turns at 250/s.
//!
//! `WEB_SECONDS=N` sets each timed run's length (default 5).

mod common;

use common::{say, start, summary};
use gamehost::bench::turns;
use gamehost::host::Host;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// One random legal action in `channel`'s game; its latency, or `None`
/// when the game is over.
async fn act(h: &Host, channel: &str, seed: &mut u64) -> Option<Duration> {
    let game = {
        let mut c = h.store().read().await.ok()?;
        gamehost::store::latest_game(&mut c, channel).await.ok()??
    };
    if !game.running() {
        return None;
    }
    let g = h.games().get(&game.game)?;
    let seat = *g.to_act(&game.state).ok()?.first()?;
    let line = turns::line(&game.game, &game.state, seat, seed)?;
    Some(say(h, channel, &game.players[seat].name, &line).await)
}

async fn key(h: &Host, channel: &str) -> (String, usize) {
    let mut c = h.store().read().await.unwrap();
    let game = gamehost::store::latest_game(&mut c, channel)
        .await
        .unwrap()
        .unwrap();
    let key = gamehost::store::page_key(&mut c, game.id)
        .await
        .unwrap()
        .unwrap();
    let n = gamehost::store::turns(&mut c, game.id).await.unwrap().len();
    (key, n)
}

async fn serve(h: &Host) -> String {
    let web = gamehost::config::WebSettings {
        requests_per_minute: u32::MAX,
        ..Default::default()
    };
    let site = gamehost::web::Site::new(
        h.store().clone(),
        h.shared_games(),
        web,
        &gamehost::config::GameSettings::default(),
    );
    gamehost::web::serve_on_loopback(site).await.unwrap()
}

/// `clients` readers fetching `paths` round-robin until `stop`; each
/// page's latency (HTML and picture together).
async fn read_pages(
    base: &str,
    paths: Arc<Vec<String>>,
    clients: usize,
    stop: Arc<AtomicBool>,
) -> Vec<Duration> {
    let http = reqwest::Client::new();
    let mut tasks = vec![];
    for i in 0..clients {
        let (http, base, paths, stop) =
            (http.clone(), base.to_string(), paths.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            let mut times = vec![];
            let mut n = i;
            while !stop.load(Ordering::Relaxed) {
                let path = &paths[n % paths.len()];
                n += clients;
                let t = Instant::now();
                let page = http.get(format!("{base}{path}")).send().await.unwrap();
                assert!(page.status().is_success());
                page.bytes().await.unwrap();
                let png = http
                    .get(format!("{base}{path}/board.png"))
                    .send()
                    .await
                    .unwrap();
                png.bytes().await.unwrap();
                times.push(t.elapsed());
            }
            times
        }));
    }
    let mut all = vec![];
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    all
}

/// Turns offered at `rate` per second over `channels` for `seconds`.
async fn offered_turns(h: &Host, channels: &[String], rate: f64, seconds: u64) -> Vec<Duration> {
    let mut tasks = vec![];
    let gap = Duration::from_secs_f64(1.0 / rate);
    let started = Instant::now();
    let mut next = started;
    let mut i = 0u64;
    while started.elapsed() < Duration::from_secs(seconds) {
        tokio::time::sleep_until(next.into()).await;
        next += gap;
        let (h, channel) = (h.clone(), channels[(i as usize) % channels.len()].clone());
        let mut seed = i * 7 + 1;
        tasks.push(tokio::spawn(
            async move { act(&h, &channel, &mut seed).await },
        ));
        i += 1;
    }
    let mut out = vec![];
    for t in tasks {
        out.extend(t.await.unwrap());
    }
    out
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let seconds: u64 = std::env::var("WEB_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5);
    let dir = tempfile::tempdir().unwrap();
    let store = gamehost::store::Store::open(
        &dir.path().join("web.db"),
        gamehost::config::Synchronous::Normal,
    )
    .await
    .unwrap();
    let h = Host::new(
        store,
        gamehost::default_games(64).unwrap(),
        gamehost::config::GameSettings::default(),
    );
    // Four games of 40 actions each, to read.
    let mut seed = 1;
    let mut pages = vec![];
    for game in ["masters", "regions", "throne", "elemental"] {
        let channel = format!("read-{game}");
        start(&h, &channel, game).await;
        for _ in 0..40 {
            if act(&h, &channel, &mut seed).await.is_none() {
                break;
            }
        }
        pages.push(key(&h, &channel).await);
    }
    let base = serve(&h).await;
    println!(
        "machine: {} cores",
        std::thread::available_parallelism().map_or(0, |n| n.get())
    );

    // Warm: everyone at the latest turn of one of the four games.
    let latest: Vec<String> = pages.iter().map(|(k, n)| format!("/g/{k}/{n}")).collect();
    let stop = Arc::new(AtomicBool::new(false));
    let reading = tokio::spawn({
        let (base, stop, paths) = (base.clone(), stop.clone(), Arc::new(latest.clone()));
        async move { read_pages(&base, paths, 32, stop).await }
    });
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    stop.store(true, Ordering::Relaxed);
    let warm = reading.await.unwrap();
    println!(
        "game page, warm cache, 32 clients: {:.0} pages/s; {}",
        warm.len() as f64 / seconds as f64,
        summary(warm)
    );

    // Cold: a fresh site, every turn of every game once.
    let cold_base = serve(&h).await;
    let every: Vec<String> = pages
        .iter()
        .flat_map(|(k, n)| (0..=*n).map(move |t| format!("/g/{k}/{t}")))
        .collect();
    let http = reqwest::Client::new();
    let mut cold = vec![];
    let t = Instant::now();
    for path in &every {
        let started = Instant::now();
        http.get(format!("{cold_base}{path}"))
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap();
        http.get(format!("{cold_base}{path}/board.png"))
            .send()
            .await
            .unwrap()
            .bytes()
            .await
            .unwrap();
        cold.push(started.elapsed());
    }
    println!(
        "game page, cold cache, one client: {:.0} pages/s; {}",
        cold.len() as f64 / t.elapsed().as_secs_f64(),
        summary(cold)
    );

    // The live stream: 1,000 pages on one game.
    start(&h, "live", "masters").await;
    let (live_key, _) = key(&h, "live").await;
    let addr: std::net::SocketAddr = base.trim_start_matches("http://").parse().unwrap();
    let mut listeners = streams(addr, &live_key, 1000).await;
    let mut heard = vec![];
    for round in 0..3u64 {
        let committed = Instant::now();
        let mut s2 = round + 3;
        act(&h, "live", &mut s2).await;
        let waits: Vec<_> = listeners
            .iter_mut()
            .map(|s| async move {
                let mut buf = [0u8; 512];
                let mut got = String::new();
                while !got.contains("event: moved") {
                    let n = s.read(&mut buf).await.unwrap();
                    got.push_str(&String::from_utf8_lossy(&buf[..n]));
                }
                committed.elapsed()
            })
            .collect();
        heard.extend(futures_util::future::join_all(waits).await);
    }
    println!(
        "live stream, 1,000 pages, 3 turns: time from commit to each page: {}",
        summary(heard)
    );
    drop(listeners);
    let latest = Arc::new(latest);

    // The bot's turns at 250/s, without and with 32 page readers.
    let mut channels = vec![];
    for i in 0..100 {
        let c = format!("play-{i}");
        start(&h, &c, "masters").await;
        channels.push(c);
    }
    for pass in 0..2 {
        let quiet = offered_turns(&h, &channels, 250.0, seconds).await;
        let stop = Arc::new(AtomicBool::new(false));
        let reading = tokio::spawn({
            let (base, stop, paths) = (base.clone(), stop.clone(), Arc::clone(&latest));
            async move { read_pages(&base, paths, 32, stop).await }
        });
        let loaded = offered_turns(&h, &channels, 250.0, seconds).await;
        stop.store(true, Ordering::Relaxed);
        let read = reading.await.unwrap();
        println!("pass {pass}: turns at 250/s alone: {}", summary(quiet));
        println!(
            "pass {pass}: turns at 250/s with the site read ({:.0} pages/s): {}",
            read.len() as f64 / seconds as f64,
            summary(loaded)
        );
    }

    // Under attack: 3 connections trickling a form's body a byte a
    // second, 1,000 event streams open, and an idle-socket flood from six
    // addresses; meanwhile a visitor reads pages, and the bot takes
    // turns at 250/s.
    let mut slow = vec![];
    for _ in 0..3 {
        let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
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
                let _ = s.write_all(b"a").await;
            }
        }
    });
    let streams_open = streams(addr, &live_key, 1000).await;
    let mut flood = vec![];
    for a in 2..=7u8 {
        for _ in 0..200 {
            if let Some(s) = connect_from([127, 0, 0, a], addr).await {
                flood.push(s);
            }
        }
    }
    for pass in 0..2 {
        let stop = Arc::new(AtomicBool::new(false));
        let reading = tokio::spawn({
            let (base, stop, paths) = (base.clone(), stop.clone(), Arc::clone(&latest));
            async move { read_pages(&base, paths, 1, stop).await }
        });
        let attacked = offered_turns(&h, &channels, 250.0, seconds).await;
        stop.store(true, Ordering::Relaxed);
        let read = reading.await.unwrap();
        println!(
            "pass {pass}: under attack (3 slow bodies, {} streams, {} idle sockets tried): a visitor's page: {}",
            streams_open.len(),
            flood.len(),
            summary(read)
        );
        println!(
            "pass {pass}: under attack: turns at 250/s: {}",
            summary(attacked)
        );
    }
    trickle.abort();
}

/// `n` pages listening to `key`'s game, from twenty loopback addresses
/// (as many visitors' would; one address holds at most
/// `web.connections_per_address`), each past its answer's header.
async fn streams(addr: std::net::SocketAddr, key: &str, n: usize) -> Vec<tokio::net::TcpStream> {
    let mut listeners = vec![];
    for i in 0..n {
        let from = [127, 0, 0, 10 + (i % 20) as u8];
        let mut s = connect_from(from, addr).await.expect("a loopback address");
        s.write_all(format!("GET /g/{key}/live HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
            .await
            .unwrap();
        let mut buf = [0u8; 512];
        let mut got = String::new();
        while !got.contains("\r\n\r\n") {
            let n = s.read(&mut buf).await.unwrap();
            got.push_str(&String::from_utf8_lossy(&buf[..n]));
        }
        listeners.push(s);
    }
    listeners
}

/// A connection to `addr` from the loopback address `from`.
async fn connect_from(from: [u8; 4], addr: std::net::SocketAddr) -> Option<tokio::net::TcpStream> {
    let socket = tokio::net::TcpSocket::new_v4().ok()?;
    socket.bind(std::net::SocketAddr::from((from, 0))).ok()?;
    socket.connect(addr).await.ok()
}
