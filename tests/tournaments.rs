//! Whole events run through the console with engine players at level 1
//! (issue 36): a Swiss of 9, a round robin of 6, a knockout of 16, an
//! arena of 10 and a Throne event of 10 at tables, each to its end. The
//! standings are checked against the games' own results as the ratings
//! recorded them (a second, independent count), the pairings against the
//! format's rules, and every game is replayed by `gamehost verify`.

mod common;

use common::Backend;
use gamehost::host::Host;
use gamehost::host::clock::ManualClock;
use gamehost::speech::InEnglish;
use gamehost::store::{self, Connect};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use tournament::event::{Event, Finish, Phase};

/// Nodes an engine turn may search here: searches bounded by work, not
/// by time, so a slow (debug) build plays the same games, only slower.
pub const ENGINE_NODES: u64 = 200;

/// A host on a new SQLite file in `dir`, on a clock the test moves.
async fn clocked(dir: &tempfile::TempDir) -> (Host, Arc<ManualClock>) {
    let how = Connect::url(store::sqlite_url(&dir.path().join("events.db")));
    event_host(&how).await
}

/// A host on the database `how` names, its engine bounded by
/// [`ENGINE_NODES`], on a clock the test moves.
pub async fn event_host(how: &Connect) -> (Host, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::at(1_800_000_000));
    let settings = gamehost::config::GameSettings {
        engine_nodes: Some(ENGINE_NODES),
        ..Default::default()
    };
    let host = Host::with_clock(
        store::Store::connect(how).await.unwrap(),
        gamehost::default_games(64).unwrap(),
        settings,
        Arc::clone(&clock) as Arc<dyn gamehost::host::clock::Clock>,
    );
    (host, clock)
}

/// Runs console lines; every one must be done.
pub async fn run(h: &Host, lines: &[String]) -> Vec<(String, gamehost::host::reply::Reply)> {
    let mut all = vec![];
    for line in lines {
        let (replies, done) = gamehost::console::checked_lines(h, line)
            .await
            .unwrap_or_else(|e| panic!("{line}: {}", e.en()));
        assert!(done, "{line}: {}", replies[0].1.text.en());
        all.extend(replies);
    }
    all
}

/// The event of `channel` as stored, and its players' ids.
pub async fn event_of(h: &Host, channel: &str) -> (i64, Event, Vec<String>) {
    let mut c = h.store().read().await.unwrap();
    let row = store::latest_event(&mut c, channel).await.unwrap().unwrap();
    let state: serde_json::Value = serde_json::from_str(&row.state).unwrap();
    let event: Event = serde_json::from_value(state["event"].clone()).unwrap();
    let players = state["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap().to_string())
        .collect();
    (row.id, event, players)
}

/// Creates an event of engines in `channel` and starts it.
pub fn event_lines(channel: &str, create: &str, players: usize) -> Vec<String> {
    let mut lines = vec![format!(
        "#{channel} alice /tournament action:create time:1h {create}"
    )];
    for _ in 0..players {
        lines.push(format!(
            "#{channel} alice /tournament action:join player:engine level:1"
        ));
    }
    lines.push(format!("#{channel} alice /tournament action:start"));
    lines
}

/// Checks what every event must end with: finished, each of its games
/// placed, finished and verified, and each player's points what their
/// games' recorded results give (two-player formats: a win 2, a draw 1,
/// a bye 2).
async fn check_finished(h: &Host, channel: &str) -> Event {
    let (id, event, players) = event_of(h, channel).await;
    assert_eq!(event.phase, Phase::Finished, "{channel}");
    let mut c = h.store().read().await.unwrap();
    let boards = store::boards_of_event(&mut c, id).await.unwrap();
    let games: HashSet<i64> = boards
        .iter()
        .map(|b| b.game_id.expect("every pairing placed"))
        .collect();
    assert_eq!(games.len(), boards.len());
    for g in &games {
        let game = store::game(&mut c, *g).await.unwrap().unwrap();
        assert!(!game.running(), "game {g} of {channel} still running");
    }
    drop(c);
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert!(report.mismatches.is_empty(), "{:?}", report.mismatches);
    let two_player = event.boards().iter().all(|b| b.seats.len() <= 2);
    if two_player {
        let points = event.points();
        let record = event.record();
        let mut c = h.store().read().await.unwrap();
        // Each player's points from their games' stored places (the
        // engine is never rated, so no rating row tells them).
        let mut counted = vec![0u32; players.len()];
        for g in &games {
            let game = store::game(&mut c, *g).await.unwrap().unwrap();
            let places = game.places.clone().expect("an event's game has a result");
            let drawn = places.iter().all(|p| *p == places[0]);
            for (seat, user) in game.players.iter().enumerate() {
                let p = players.iter().position(|id| *id == user.id).unwrap();
                counted[p] += match (drawn, places[seat]) {
                    (true, _) => 1,
                    (false, 1) => 2,
                    _ => 0,
                };
            }
        }
        for (p, id) in players.iter().enumerate() {
            let total = counted[p] + 2 * record.byes(p) as u32;
            assert_eq!(points[p], total, "{channel}: points of {id}");
        }
    }
    event
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_nine_engines_runs_to_its_end() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _clock) = clocked(&dir).await;
    let out = run(&h, &event_lines("swiss", "game:masters format:swiss", 9)).await;
    assert!(out.iter().any(|(ch, r)| {
        ch == "swiss"
            && r.text
                .en()
                .starts_with("The event is over. Final standings:")
    }));
    let event = check_finished(&h, "swiss").await;
    // ⌈log2 9⌉ rounds when the organiser names none; nobody meets anyone
    // twice, nobody has two byes, colours stay within two.
    let record = event.record();
    assert_eq!(record.rounds.len(), 4);
    let mut met = HashSet::new();
    for b in event.boards().iter().filter(|b| b.seats.len() == 2) {
        let pair = (b.seats[0].min(b.seats[1]), b.seats[0].max(b.seats[1]));
        assert!(met.insert(pair), "{pair:?} met twice");
    }
    for p in 0..9 {
        assert!(record.byes(p) <= 1, "player {p} has two byes");
        assert!(record.colour_difference(p).abs() <= 2);
    }
    // Each round: four games and one bye.
    for round in &record.rounds {
        assert_eq!(round.len(), 5);
    }
    // The engine is never rated: no game of the event is, no rating or
    // result row exists, the leaderboard is empty.
    let mut c = h.store().read().await.unwrap();
    assert_eq!(
        gamehost::ratings::leaderboard(&mut c, "console", "masters")
            .await
            .unwrap(),
        vec![]
    );
    for table in ["ratings", "results"] {
        let sql = format!("SELECT COUNT(*) FROM {table}");
        let rows: i64 = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
            .fetch_one(&mut *c)
            .await
            .unwrap();
        assert_eq!(rows, 0, "{table}");
    }
    let rated: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE rated = 1")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    assert_eq!(rated, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_six_engines_plays_every_pair_once() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _clock) = clocked(&dir).await;
    run(&h, &event_lines("rr", "game:regions format:roundrobin", 6)).await;
    let event = check_finished(&h, "rr").await;
    let mut pairs: HashMap<(usize, usize), usize> = HashMap::new();
    for b in event.boards() {
        *pairs
            .entry((b.seats[0].min(b.seats[1]), b.seats[0].max(b.seats[1])))
            .or_default() += 1;
    }
    assert_eq!(pairs.len(), 15);
    assert!(pairs.values().all(|n| *n == 1));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_of_sixteen_engines_is_seeded_and_ends_with_one_winner() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _clock) = clocked(&dir).await;
    run(
        &h,
        &event_lines("ko", "game:masters format:knockout draws:seed", 16),
    )
    .await;
    let event = check_finished(&h, "ko").await;
    let results = event.results();
    // Seed s meets seed 17 - s in the first round (all start at one
    // rating, so seeds go by entry order).
    let first: Vec<_> = results.iter().filter(|(b, _)| b.round == 1).collect();
    assert_eq!(first.len(), 8);
    for (b, _) in &first {
        assert_eq!(event.seed(b.seats[0]) + event.seed(b.seats[1]), 15, "{b:?}");
    }
    // 8, 4, 2, 1 games; whoever goes out never plays again, and one
    // player is left unbeaten.
    let per_round: Vec<usize> = (1..=4)
        .map(|r| results.iter().filter(|(b, _)| b.round == r).count())
        .collect();
    assert_eq!(per_round, [8, 4, 2, 1]);
    let mut out = HashSet::new();
    for (b, finish) in &results {
        for p in &b.seats {
            assert!(!out.contains(p), "{p} played after going out");
        }
        let loser = match finish {
            Some(Finish::Order(o)) => o[1],
            // A draw: the higher seed goes through.
            Some(Finish::Draw) => *b.seats.iter().max_by_key(|p| event.seed(**p)).unwrap(),
            None => panic!("unfinished game {b:?}"),
        };
        out.insert(loser);
    }
    assert_eq!(out.len(), 15);
    let winner = (0..16).find(|p| !out.contains(p)).unwrap();
    assert_eq!(event.standings()[0], winner);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_of_ten_engines_pairs_until_its_time_is_up() {
    let dir = tempfile::tempdir().unwrap();
    let (h, clock) = clocked(&dir).await;
    run(
        &h,
        &event_lines("arena", "game:masters format:arena length:10m", 10),
    )
    .await;
    let (_, event, _) = event_of(&h, "arena").await;
    assert_eq!(event.phase, Phase::Running, "the window is still open");
    let played = event.boards().len();
    assert!(
        played > 10,
        "players are paired again as they finish: {played}"
    );
    // Time passes: the sweeper closes the window, the games in play end it.
    clock.advance(601);
    let out = run(
        &h,
        &["#arena alice /tournament action:standings".to_string()],
    )
    .await;
    assert!(
        out.iter()
            .any(|(_, r)| r.text.en().starts_with("The arena's time is up"))
    );
    let event = check_finished(&h, "arena").await;
    // Everyone played, and everyone met someone new before a rematch
    // whenever someone else was free: no pair met twice in a row.
    for p in 0..10 {
        let mine: Vec<_> = event
            .boards()
            .into_iter()
            .filter(|b| b.seats.contains(&p))
            .collect();
        assert!(mine.len() > 1, "player {p} played {}", mine.len());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_throne_event_of_ten_engines_seats_tables_by_standings_then_a_final() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _clock) = clocked(&dir).await;
    run(&h, &event_lines("throne", "game:throne rounds:2", 10)).await;
    let event = check_finished(&h, "throne").await;
    let results = event.results();
    for round in 1..=2 {
        let sizes: Vec<usize> = results
            .iter()
            .filter(|(b, _)| b.round == round)
            .map(|(b, _)| b.seats.len())
            .collect();
        assert_eq!(sizes.iter().sum::<usize>(), 10, "round {round}: {sizes:?}");
        assert!(sizes.iter().all(|n| (3..=4).contains(n)), "{sizes:?}");
    }
    // The final table: the best four after the rounds.
    let finals: Vec<_> = results.iter().filter(|(b, _)| b.round == 3).collect();
    assert_eq!(finals.len(), 1);
    assert_eq!(finals[0].0.seats.len(), 4);
    // Each table gave n - 1 points to its first, down to 0: 6 + 3 + 3 per
    // round of 4 + 3 + 3, 6 for the final.
    let total: u32 = event.points().iter().sum();
    assert_eq!(total, 12 + 12 + 6);
}

common::on_both!(two_processes_run_one_event_and_pair_each_round_once);

/// What one process of two does with an event's games: places each
/// waiting one in a channel of its own name (as each process would make
/// its own thread), plays the engine turns due, until the event is over.
async fn serve_events(h: &Host, name: &str, channel: &str) {
    for _ in 0..10_000 {
        let (_, event, _) = event_of(h, channel).await;
        if event.phase == Phase::Finished {
            return;
        }
        for board in h.waiting_boards().await.unwrap() {
            let place = format!(
                "{}-r{}b{}-{name}",
                board.event_channel, board.round, board.board
            );
            // Losing the race to the other process is fine: it placed it.
            let _ = h.open_board(&board, &place, Some(&place)).await;
        }
        h.drain_engine_turns(None, 50).await;
        tokio::task::yield_now().await;
    }
    panic!("{name}: the event did not end");
}

/// Two hosts with pools of their own on one database (two bot processes)
/// serve one Swiss event of engines at once: each pairing is placed once
/// (one game per pairing, none left over from a lost race), each round is
/// paired once, and the standings agree with the games.
async fn two_processes_run_one_event_and_pair_each_round_once(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = common::fresh_database(backend, &dir).await else {
        return;
    };
    let (a, _) = event_host(&how).await;
    let (b, _) = event_host(&how).await;
    let mut lines = event_lines("two", "game:masters format:swiss rounds:3", 8);
    // The start is typed last, so the games are placed by the two below.
    let start = lines.pop().unwrap();
    run(&a, &lines).await;
    let started = gamehost::console::checked_lines(&b, &start).await.unwrap();
    assert!(started.1);
    tokio::join!(serve_events(&a, "a", "two"), serve_events(&b, "b", "two"));
    let event = check_finished(&a, "two").await;
    assert_eq!(event.record().rounds.len(), 3);
    let (id, _, _) = event_of(&a, "two").await;
    let mut c = a.store().read().await.unwrap();
    let boards = store::boards_of_event(&mut c, id).await.unwrap();
    // Three rounds of four games; every game stored is one of them.
    assert_eq!(boards.len(), 12);
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    assert_eq!(games, 12, "a game was created twice");
}

/// The console killed with SIGKILL in the middle of an event of engines
/// and started again on the same file: the event goes on where it was and
/// ends, each pairing placed once, each game verified, the standings
/// what the games say.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_survives_kill_9_in_mid_round() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let console = |input: Stdio| {
        Command::new(env!("CARGO_BIN_EXE_gamehost"))
            .args(["console", "--json", "--db"])
            .arg(&db)
            .args(["--images", "images"])
            .env("GAMEHOST_WEB__CONSOLE_PAGES", "false")
            .env("GAMEHOST_GAMES__ENGINE_NODES", ENGINE_NODES.to_string())
            .current_dir(dir.path())
            .stdin(input)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap()
    };
    let mut first = console(Stdio::piped());
    let mut input = first.stdin.take().unwrap();
    for line in event_lines("club", "game:masters format:swiss", 9) {
        writeln!(input, "{line}").unwrap();
    }
    // Killed once some games of the first round have been played, before
    // the event can be over.
    let store = store::Store::open(&db, gamehost::config::Synchronous::Normal)
        .await
        .unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    loop {
        let turns: i64 = {
            let mut c = store.read().await.unwrap();
            // Entries of running games, and of finished ones (kept compactly).
            sqlx::query_scalar(
                "SELECT (SELECT COUNT(*) FROM turns) + COALESCE((SELECT SUM(entries) FROM game_logs), 0)",
            )
                .fetch_one(&mut *c)
                .await
                .unwrap_or(0)
        };
        if turns >= 40 {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "no turns were played");
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    first.kill().unwrap(); // SIGKILL
    first.wait().unwrap();
    drop(input);
    let h = {
        let (h, _) = event_host(&gamehost::store::Connect::url(store::sqlite_url(&db))).await;
        h
    };
    let (_, mid, _) = event_of(&h, "club").await;
    assert_eq!(mid.phase, Phase::Running, "killed in mid-event");
    // Started again: it places what waits and plays on to the end.
    let again = console(Stdio::null()).wait_with_output().unwrap();
    assert!(again.status.success());
    let event = check_finished(&h, "club").await;
    assert_eq!(event.record().rounds.len(), 4);
    let mut c = h.store().read().await.unwrap();
    let games: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM games")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    assert_eq!(games, 16, "four rounds of four games, each created once");
}
