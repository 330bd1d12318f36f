//! Helpers for the console tests: a console session running the real
//! `gamehost` binary on a temporary SQLite file, and reading its JSON.
#![allow(dead_code)]

pub mod browser;
pub mod puzzles;
pub mod web;

use gamehost::speech::InEnglish;
use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub struct Session {
    pub dir: tempfile::TempDir,
}

impl Session {
    pub fn new() -> Session {
        Session {
            dir: tempfile::tempdir().expect("a temporary folder"),
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("games.db")
    }

    pub fn images(&self) -> PathBuf {
        self.dir.path().join("images")
    }

    /// Runs one console process over `script`; returns every reply.
    pub fn run(&self, script: &str) -> Vec<Value> {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gamehost"))
            .args(["console", "--json", "--db"])
            // Page keys are random: outputs compared byte for byte carry none.
            .env("GAMEHOST_WEB__CONSOLE_PAGES", "false")
            .arg(self.db())
            .arg("--images")
            .arg(self.images())
            .current_dir(self.dir.path())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("gamehost starts");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(script.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        assert!(
            out.status.success(),
            "console failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
            .collect()
    }

    pub fn verify(&self) -> String {
        let out = Command::new(env!("CARGO_BIN_EXE_gamehost"))
            .args(["verify", "--db"])
            .arg(self.db())
            .current_dir(self.dir.path())
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).to_string();
        assert!(out.status.success(), "verify failed: {text}");
        text
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if !std::thread::panicking() && self.db().exists() {
            let summary = self.verify();
            assert!(
                summary.contains("every stored position matches"),
                "{summary}"
            );
        }
    }
}

pub fn text(r: &Value) -> &str {
    r["text"].as_str().unwrap_or("")
}

pub fn find<'a>(replies: &'a [Value], needle: &str) -> &'a Value {
    replies
        .iter()
        .find(|r| text(r).contains(needle))
        .unwrap_or_else(|| panic!("no reply contains {needle:?}: {replies:#?}"))
}

pub fn png_ok(r: &Value) {
    let path = Path::new(r["image"].as_str().expect("a picture"));
    let bytes = std::fs::read(path).unwrap();
    image::load_from_memory_with_format(&bytes, image::ImageFormat::Png).expect("a real PNG");
    let alt = r["alt"].as_str().unwrap();
    assert!(!alt.is_empty() && alt.chars().count() <= 1024);
}

/// A console script that opens a Masters game in `#l`: alice (Ember)
/// challenges bob, who accepts.
pub const MASTERS: &str = "#l alice /challenge opponent:bob side:ember\n#l bob /accept\n";

/// A host serving the binary's games on a new database in `dir` (for
/// tests that drive the host directly, without the console process).
pub async fn host(dir: &tempfile::TempDir) -> gamehost::host::Host {
    host_at(dir, std::sync::Arc::new(gamehost::host::clock::SystemClock)).await
}

/// A host like [`host`] reading the time from `clock`.
pub async fn host_at(
    dir: &tempfile::TempDir,
    clock: std::sync::Arc<dyn gamehost::host::clock::Clock>,
) -> gamehost::host::Host {
    let store = gamehost::store::Store::open(
        &dir.path().join("h.db"),
        gamehost::config::Synchronous::Normal,
    )
    .await
    .unwrap();
    gamehost::host::Host::with_clock(
        store,
        gamehost::default_games(64).unwrap(),
        gamehost::config::GameSettings::default(),
        clock,
    )
}

/// All the replies' text, in English, a line each.
pub fn texts(replies: &[gamehost::host::reply::Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

/// `line` typed by `user` in `channel`: the host's replies, or the
/// parser's refusal as a private reply.
pub async fn say(
    h: &gamehost::host::Host,
    channel: &str,
    user: &str,
    line: &str,
) -> Vec<gamehost::host::reply::Reply> {
    use gamehost::host::command::User;
    let ctx = gamehost::host::Ctx {
        server: "s".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: false,
    };
    match h.parse(line, |n| Some(User::named(n))) {
        Ok(command) => h.handle(&ctx, command).await,
        Err(text) => vec![gamehost::host::reply::Reply::private(&ctx.user.id, text)],
    }
}

/// Runs each named async test body, which takes a [`Backend`], once per
/// database, as `NAME::sqlite` and `NAME::postgres`.
#[allow(unused_macros)]
macro_rules! on_both {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                super::$name(super::Backend::Sqlite).await
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                super::$name(super::Backend::Postgres).await
            }
        }
    )*};
}
#[allow(unused_imports)]
pub(crate) use on_both;

/// Which database a test runs on (issue 24: the store's guarantees hold on
/// both): a SQLite file in the test's folder, or a fresh database on the
/// throwaway PostgreSQL server that `scripts/with-postgres` starts (its
/// URL in POSTGRES_TEST_URL).
pub use gamehost::store::Backend;

/// A host on the database `how` names, with a pool of its own (as a
/// separate bot process has), on the test's `clock`.
pub async fn clocked_host(
    how: &gamehost::store::Connect,
    clock: &std::sync::Arc<gamehost::host::clock::ManualClock>,
) -> gamehost::host::Host {
    let store = gamehost::store::Store::connect(how).await.unwrap();
    gamehost::host::Host::with_clock(
        store,
        gamehost::default_games(64).unwrap(),
        gamehost::config::GameSettings::default(),
        std::sync::Arc::clone(clock) as std::sync::Arc<dyn gamehost::host::clock::Clock>,
    )
}

/// How to reach a new, empty database for one test on `backend`, or
/// `None` for PostgreSQL when no server was started for the tests (the
/// test then says so and checks nothing; `.ci/run` always starts one).
pub async fn fresh_database(
    backend: Backend,
    dir: &tempfile::TempDir,
) -> Option<gamehost::store::Connect> {
    use sqlx::Connection;
    let url = match backend {
        Backend::Sqlite => gamehost::store::sqlite_url(&dir.path().join("both.db")),
        Backend::Postgres => {
            let Ok(server) = std::env::var("POSTGRES_TEST_URL") else {
                eprintln!("no PostgreSQL for this test: run it through scripts/with-postgres");
                return None;
            };
            static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
            let name = format!(
                "t_{}_{}_{}",
                std::process::id(),
                NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .subsec_nanos()
            );
            let mut admin = sqlx::PgConnection::connect(&server).await.unwrap();
            let create = format!("CREATE DATABASE {name}");
            sqlx::raw_sql(sqlx::AssertSqlSafe(create))
                .execute(&mut admin)
                .await
                .unwrap();
            admin.close().await.unwrap();
            let (base, _) = server.rsplit_once('/').unwrap();
            format!("{base}/{name}")
        }
    };
    Some(gamehost::store::Connect::url(url))
}

/// A little generator for picking at random, the same picks for a seed.
pub struct Draws(pub u64);

impl Draws {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// A two-player game of `game` started in `channel`: alice, who moves
/// first (Ember, White), against bob.
pub async fn two_player_game(h: &gamehost::host::Host, channel: &str, game: &str) {
    let side = if game == "masters" { "ember" } else { "white" };
    say(
        h,
        channel,
        "alice",
        &format!("/challenge opponent:bob game:{game} side:{side}"),
    )
    .await;
    say(h, channel, "bob", "/accept").await;
}

/// A Throne table of three started in `channel`: alice opens it and
/// throws first, bob and carol join.
pub async fn throne_table_of_three(h: &gamehost::host::Host, channel: &str) {
    say(h, channel, "alice", "/challenge game:throne players:3").await;
    say(h, channel, "bob", "/join").await;
    say(h, channel, "carol", "/join").await;
    say(h, channel, "alice", "/start").await;
}

/// How a test ends a two-player game (R16, E99: a game's secrets are
/// shown however it ends).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The last line played ends it on the board.
    Board,
    /// bob resigns.
    Resign,
    /// alice offers a draw and bob accepts it.
    Draw,
    /// alice aborts it (before its second turn).
    Abort,
    /// The player on turn runs out of time (an hour per turn).
    Timeout,
}

/// A game that ended, as its viewers saw it.
pub struct Ended {
    /// Every reply anyone but the owner of the secret received before the
    /// game ended, in order.
    pub before: Vec<gamehost::host::reply::Reply>,
    /// The public message that ended it.
    pub ending: gamehost::host::reply::Reply,
    /// A spectator's `/game`, `/history` and `/board` after the end.
    pub after: Vec<gamehost::host::reply::Reply>,
    /// The game's page picture at its last turn (the web page draws it so).
    pub page: game_api::Drawn,
    /// The replay's last frame, and the one before it.
    pub last_frames: [game_api::Drawn; 2],
    /// The game's record as its page shows it to everyone.
    pub record: Vec<String>,
}

/// One typed line: who, and the command.
pub type Line<'a> = (&'a str, &'a str);

/// Plays `lines` (user, command) in channel `r` on a host whose clock
/// stands still, then ends the game by `end`: what everyone but `owner`
/// saw before the end, and how the end and the finished game were shown.
pub async fn ended_game(lines: &[Line<'_>], owner: &str, end: End) -> Ended {
    use gamehost::host::reply::{Audience, Reply};
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_800_000_000));
    let how =
        gamehost::store::Connect::url(gamehost::store::sqlite_url(&dir.path().join("ended.db")));
    let h = clocked_host(&how, &clock).await;
    let mut before: Vec<Reply> = vec![];
    let mut keep = |replies: Vec<Reply>| {
        before.extend(
            replies
                .into_iter()
                .filter(|r| r.audience != Audience::Private(owner.to_string())),
        );
    };
    let (last, ending_line): (&[Line], Option<Line>) = match end {
        End::Board => (&lines[..lines.len() - 1], lines.last().copied()),
        End::Resign => (lines, Some(("bob", "/resign"))),
        End::Draw => (lines, Some(("bob", "/draw action:accept"))),
        End::Abort => (lines, Some(("alice", "/abort"))),
        End::Timeout => (lines, None),
    };
    for (who, line) in last {
        keep(say(&h, "r", who, line).await);
    }
    if end == End::Draw {
        keep(say(&h, "r", "alice", "/draw action:offer").await);
    }
    let ending: Vec<Reply> = match ending_line {
        Some((who, line)) => say(&h, "r", who, line).await,
        None => {
            clock.advance(3601);
            h.sweep()
                .await
                .unwrap()
                .into_iter()
                .map(|e| e.reply)
                .collect()
        }
    };
    let ending = ending
        .into_iter()
        .find(|r| r.audience == Audience::Everyone)
        .expect("a public ending");
    let mut after = vec![];
    for line in ["/game", "/history", "/board"] {
        after.extend(say(&h, "r", "carol", line).await);
    }
    let mut c = h.store().read().await.unwrap();
    let game = gamehost::store::latest_game(&mut c, "r")
        .await
        .unwrap()
        .unwrap();
    assert!(!game.running(), "{end:?} ended the game");
    let log = gamehost::store::turns(&mut c, game.id).await.unwrap();
    let g = h.games().get(&game.game).unwrap();
    let at_end = gamehost::host::replay::position_at(g, &game, &log, log.len()).unwrap();
    let page = g
        .board(&at_end, game_api::Viewer::Public)
        .unwrap()
        .draw(&english())
        .unwrap();
    let (frames, _) = gamehost::host::replay::frames(g, &game, &log).unwrap();
    let n = frames.len();
    let last_frames = [
        frames[n - 1].draw(&english()).unwrap(),
        frames[n.saturating_sub(2)].draw(&english()).unwrap(),
    ];
    let record = gamehost::host::record::lines(g, &game, &log, game_api::Viewer::Public)
        .into_iter()
        .map(|l| format!("{} ({})", l.text.en(), l.who.name))
        .collect();
    Ended {
        before,
        ending,
        after,
        page,
        last_frames,
        record,
    }
}

/// Plays Masters in channel `m` (a capture whenever one is legal, else the
/// first plain move) until `captures` pieces have been taken.
pub async fn masters_with_captures(h: &gamehost::host::Host, captures: usize) {
    say(h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "m", "bob", "/accept").await;
    let mut taken = 0;
    for turn in 0..400 {
        let state = {
            let mut c = h.store().read().await.unwrap();
            gamehost::store::latest_game(&mut c, "m")
                .await
                .unwrap()
                .unwrap()
                .state
        };
        let pos: masters::Position = state.parse().unwrap();
        let moves: Vec<masters::Move> = pos
            .legal_turns()
            .into_iter()
            .filter(|t| t.inheritance.is_none())
            .filter_map(|t| match t.action {
                masters::Action::Move(m) => Some(m),
                _ => None,
            })
            .collect();
        let capture = moves.iter().find(|m| pos.piece_at(m.to).is_some());
        let m = capture.copied().unwrap_or(moves[turn * 5 % moves.len()]);
        taken += usize::from(capture.is_some());
        let who = if turn % 2 == 0 { "alice" } else { "bob" };
        let line = format!(
            "/turn move:{}",
            masters::Turn::new(Some(m), None, None).unwrap()
        );
        let said = say(h, "m", who, &line).await;
        assert!(
            said[0].text.en().contains("Turn"),
            "{line}: {}",
            said[0].text.en()
        );
        if taken >= captures {
            return;
        }
    }
    panic!("fewer than {captures} captures in 400 turns");
}

/// The en-US speaker, for pictures drawn by tests.
pub fn english() -> gamehost::speech::Speaker {
    gamehost::speech::speaker(game_api::Locale::EnUs)
}

/// The choices of a step `reply` offers, as console lines: its choice
/// buttons (`/press ID`) and its menus' options (`/choose MENU VALUE`).
pub fn picks(reply: &gamehost::host::reply::Reply) -> Vec<String> {
    let mut out: Vec<String> = reply
        .buttons
        .iter()
        .filter(|b| b.id.contains(":cs:p:"))
        .map(|b| format!("/press {}", b.id))
        .collect();
    for m in &reply.menus {
        out.extend(
            m.options
                .iter()
                .map(|o| format!("/choose {} {}", m.id, o.value)),
        );
    }
    out
}

/// Every text of `reply` in the pseudo-locale: its text, its buttons'
/// labels, its menus' placeholders and options.
pub fn pseudo_texts(reply: &gamehost::host::reply::Reply) -> Vec<String> {
    use game_api::Speak;
    let s = gamehost::speech::speaker(game_api::Locale::Pseudo);
    let mut out = vec![s.words(&reply.text)];
    out.extend(reply.buttons.iter().map(|b| s.words(&b.label)));
    for m in &reply.menus {
        out.push(s.words(&m.placeholder));
        out.extend(m.options.iter().map(|o| s.words(&o.label)));
    }
    out
}

/// The alt text and the text runs of `picture` drawn in the pseudo-locale.
pub fn pseudo_drawn(picture: &dyn game_api::Picture) -> Vec<String> {
    let s = gamehost::speech::speaker(game_api::Locale::Pseudo);
    // Drawn once first: the renderer's first use prepares its assets
    // (sample text that trains the palette, never shown).
    picture.draw(&s).expect("the picture draws");
    board_render::clear_band_cache();
    let (drawn, runs) = board_render::runs::recorded(|| picture.draw(&s));
    let mut out = vec![drawn.expect("the picture draws").alt];
    out.extend(runs);
    out
}

/// The latest game stored for `channel` (there must be one).
pub async fn latest_game(h: &gamehost::host::Host, channel: &str) -> gamehost::store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    gamehost::store::latest_game(&mut c, channel)
        .await
        .unwrap()
        .expect("a game in the channel")
}
