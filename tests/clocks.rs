//! Games that end on the clock, with a clock the test moves by hand (no
//! test sleeps): reminders when time runs low (once), a loss on time, an abort
//! before the second turn (by the clock or by /abort), a Throne seat that
//! times out while the rest play on to a win, a deadline that passed while
//! the bot was stopped, and an idle console
//! that announces an expiry by itself (it polls the console's output);
//! challenges and tables that expire are announced in their own channel,
//! once, before the next command's answer.
//! Each runs on SQLite and on PostgreSQL (`NAME::sqlite`, `NAME::postgres`);
//! two sweepers on one database: `tests/both_databases.rs`.

mod common;

use common::{Backend, Session, find, fresh_database, text, texts};
use gamehost::speech::InEnglish;

use gamehost::host::clock::ManualClock;
use gamehost::host::command::User;
use gamehost::host::reply::Reply;
use gamehost::host::{Ctx, Host};
use gamehost::store;
use std::sync::Arc;
use throne::{Phase, Position};

const START: i64 = 1_795_000_000;

common::on_both!(
    a_player_is_reminded_once_when_time_runs_low_and_then_loses_on_time,
    a_move_restarts_the_clock_and_clears_the_reminder,
    a_game_that_times_out_before_its_second_turn_is_aborted,
    a_secret_pick_phase_that_times_out_names_everyone_still_choosing,
    either_player_aborts_before_the_second_turn_and_nobody_after,
    a_throne_seat_that_times_out_leaves_and_the_rest_play_to_a_win,
    a_deadline_that_passed_while_the_bot_was_stopped_is_applied_at_start_up,
);

async fn say(h: &Host, channel: &str, user: &str, line: &str) -> Vec<Reply> {
    let ctx = Ctx {
        server: "test".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: false,
    };
    let command = h.parse(line, |n| Some(User::named(n))).unwrap();
    h.handle(&ctx, command).await
}

async fn swept(h: &Host) -> Vec<(String, Reply)> {
    h.sweep()
        .await
        .unwrap()
        .into_iter()
        .map(|e| (e.channel, e.reply))
        .collect()
}

async fn game(h: &Host, channel: &str) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::latest_game(&mut c, channel).await.unwrap().unwrap()
}

/// A Masters game two turns in, with an hour per turn.
async fn masters_two_turns_in(h: &Host) {
    say(
        h,
        "m",
        "alice",
        "/challenge opponent:bob side:ember time:1h",
    )
    .await;
    let started = say(h, "m", "bob", "/accept").await;
    assert!(
        started.iter().any(|r| r.due == Some(h.now() + 3600)),
        "the first turn is due in an hour"
    );
    assert!(texts(&say(h, "m", "alice", "/turn move:E2-E4").await).contains("Turn 1"));
    assert!(texts(&say(h, "m", "bob", "/turn move:E11-E9").await).contains("Turn 2"));
}

async fn a_player_is_reminded_once_when_time_runs_low_and_then_loses_on_time(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let h = common::clocked_host(&how, &clock).await;
    masters_two_turns_in(&h).await;
    let due = game(&h, "m").await.deadline.unwrap();
    assert_eq!(due, START + 3600);
    let info = say(&h, "m", "carol", "/game").await;
    let text = info[0].text_with_due().en();
    assert!(text.contains("Clock: 1 hour per turn.\nbob: the full 1 hour when their turn comes.\nalice: this turn is due 2026-11-18 12:06 UTC."), "{text}");
    assert_eq!(
        h.next_deadline().await.unwrap(),
        Some(START + 2700),
        "the reminder comes first: a quarter of the turn's time before it is due"
    );
    clock.advance(2699);
    assert!(swept(&h).await.is_empty(), "time does not run low yet");
    clock.advance(1);
    let reminded = swept(&h).await;
    assert_eq!(reminded.len(), 1);
    let (channel, reply) = &reminded[0];
    assert_eq!(channel, "m");
    assert!(
        reply
            .text
            .en()
            .contains("alice: your time for this Masters turn is running low (1 hour per turn)"),
        "{}",
        reply.text.en()
    );
    assert_eq!(reply.pings, ["alice"]);
    assert_eq!(reply.due, Some(due));
    assert!(swept(&h).await.is_empty(), "reminded once");
    clock.advance(900);
    let ended = swept(&h).await;
    assert_eq!(ended.len(), 1);
    assert!(
        ended[0]
            .1
            .text
            .en()
            .contains("alice (Ember) ran out of time. bob (Frost) wins the game.")
    );
    let g = game(&h, "m").await;
    assert_eq!(g.status, gamehost::store::GameStatus::Timeout);
    assert!(
        g.result
            .unwrap()
            .en()
            .contains("alice (Ember) ran out of time at 2026-11-18")
    );
    assert_eq!(g.deadline, None);
    // The game is over for every command; the board says how it ended.
    assert!(texts(&say(&h, "m", "alice", "/turn move:E4-E5").await).contains("no game running"));
    let board = say(&h, "m", "carol", "/board").await;
    assert!(board[0].text.en().contains("Game over"));
    assert!(
        board[0].attachments[0]
            .description
            .contains("Frost wins on time"),
        "{}",
        board[0].attachments[0].description
    );
    assert!(swept(&h).await.is_empty());
}

async fn a_move_restarts_the_clock_and_clears_the_reminder(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let h = common::clocked_host(&how, &clock).await;
    masters_two_turns_in(&h).await;
    clock.advance(2800);
    assert_eq!(swept(&h).await.len(), 1, "alice reminded");
    let played = say(&h, "m", "alice", "/turn move:E4-E5").await;
    assert_eq!(played[0].due, Some(START + 2800 + 3600));
    let g = game(&h, "m").await;
    assert!(!g.reminded);
    clock.advance(3599);
    let reminded = swept(&h).await;
    assert_eq!(reminded.len(), 1);
    assert_eq!(reminded[0].1.pings, ["bob"]);
    assert!(swept(&h).await.is_empty());
}

async fn a_game_that_times_out_before_its_second_turn_is_aborted(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let h = common::clocked_host(&how, &clock).await;
    say(
        &h,
        "m",
        "alice",
        "/challenge opponent:bob side:ember time:5m",
    )
    .await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    clock.advance(301);
    let swept = swept(&h).await;
    assert!(swept.iter().any(|(_, r)| {
        r.text
            .en()
            .contains("bob did not play in time, before the second turn: the game is aborted")
    }));
    let g = game(&h, "m").await;
    assert_eq!(g.status, gamehost::store::GameStatus::Aborted);
    assert!(g.result.unwrap().en().contains("no result"));
}

async fn a_secret_pick_phase_that_times_out_names_everyone_still_choosing(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let h = common::clocked_host(&how, &clock).await;
    say(
        &h,
        "e",
        "alice",
        "/challenge opponent:bob game:elemental side:white time:5m",
    )
    .await;
    say(&h, "e", "bob", "/accept").await;
    clock.advance(301);
    let swept = swept(&h).await;
    assert!(
        swept.iter().any(|(_, r)| r
            .text
            .en()
            .starts_with("alice and bob did not play in time, before the second turn")),
        "{swept:?}"
    );
    assert_eq!(
        game(&h, "e").await.status,
        gamehost::store::GameStatus::Aborted
    );
}

async fn either_player_aborts_before_the_second_turn_and_nobody_after(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let h = common::clocked_host(&how, &clock).await;
    say(&h, "m", "alice", "/challenge opponent:bob").await;
    say(&h, "m", "bob", "/accept").await;
    let refused = texts(&say(&h, "m", "carol", "/abort").await);
    assert!(
        refused.contains("play in this game; you can watch"),
        "{refused}"
    );
    let aborted = say(&h, "m", "bob", "/abort").await;
    assert!(texts(&aborted).contains("bob aborted the game before the second turn. No result."));
    assert_eq!(
        game(&h, "m").await.status,
        gamehost::store::GameStatus::Aborted
    );
    masters_two_turns_in(&h).await;
    let refused = say(&h, "m", "alice", "/abort").await;
    assert!(texts(&refused).contains("Too late to abort: 2 turns have been played"));
    assert_eq!(
        game(&h, "m").await.status,
        gamehost::store::GameStatus::Running
    );
    // No clock when asked for none.
    say(&h, "n", "alice", "/challenge opponent:bob time:none").await;
    say(&h, "n", "bob", "/accept").await;
    assert_eq!(game(&h, "n").await.deadline, None);
    assert!(texts(&say(&h, "n", "alice", "/game").await).contains("No clock"));
}

/// Plays the Throne game in `t` until `stop` says so, choosing the first
/// legal move; throws are the bot's own.
async fn play_throne(h: &Host, names: &[&str], stop: impl Fn(&Position) -> bool) -> Position {
    loop {
        let g = game(h, "t").await;
        let pos: Position = g.state.parse().unwrap();
        if stop(&pos) || pos.winner().is_some() {
            return pos;
        }
        let who = names[pos.turn().index()];
        let line = match pos.phase() {
            Phase::Throw => "/throw".to_string(),
            Phase::Move => {
                let m = pos.legal_moves()[0];
                format!("/move piece:{} kind:{} values:{}", m.from, m.kind, m.values)
            }
            Phase::Won(_) => unreachable!(),
        };
        let replies = say(h, "t", who, &line).await;
        assert!(
            replies
                .iter()
                .all(|r| r.audience == gamehost::host::reply::Audience::Everyone),
            "{}",
            texts(&replies)
        );
    }
}

async fn a_throne_seat_that_times_out_leaves_and_the_rest_play_to_a_win(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let h = common::clocked_host(&how, &clock).await;
    say(&h, "t", "alice", "/challenge game:throne players:3 time:1h").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "carol", "/join").await;
    say(&h, "t", "alice", "/start").await;
    let names = ["alice", "bob", "carol"];
    // Red and Blue play a round each; then Green's clock runs out.
    let pos = play_throne(&h, &names, |p| p.turn().index() == 2).await;
    assert_eq!(pos.turn().index(), 2);
    let due = game(&h, "t").await.deadline.unwrap();
    clock.advance(3600);
    let swept = swept(&h).await;
    let left = swept.iter().find(|(_, r)| {
        r.text
            .en()
            .contains("Green (carol) ran out of time and leaves the game")
    });
    let (_, left) = left.expect("announced");
    assert_eq!(left.pings, ["alice"], "Red throws next");
    let g = game(&h, "t").await;
    assert_eq!(g.status, gamehost::store::GameStatus::Running);
    assert_eq!(
        g.deadline,
        Some(due + 3600),
        "Red's clock runs from when Green's expired"
    );
    let pos: Position = g.state.parse().unwrap();
    assert!(pos.resigned(throne::Seat::new(2).unwrap()));
    // The other two play on to a win.
    let end = play_throne(&h, &names, |_| false).await;
    let winner = end.winner().unwrap().index();
    assert_ne!(winner, 2);
    let g = game(&h, "t").await;
    assert_eq!(g.status, gamehost::store::GameStatus::Won);
    assert_eq!(g.deadline, None);
    // The log replays: the timeout is stored as Green leaving.
    let mut c = h.store().read().await.unwrap();
    let log = store::turns(&mut c, g.id).await.unwrap();
    assert!(log.iter().any(|t| t.notation == "resign green"));
}

async fn a_deadline_that_passed_while_the_bot_was_stopped_is_applied_at_start_up(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = Arc::new(ManualClock::at(START));
    {
        let h = common::clocked_host(&how, &clock).await;
        masters_two_turns_in(&h).await;
        h.store().close().await;
    }
    // A day later the bot starts again.
    clock.advance(86_400);
    let h = common::clocked_host(&how, &clock).await;
    let swept = swept(&h).await;
    assert_eq!(swept.len(), 1, "one timeout, no reminder first: {swept:?}");
    let g = game(&h, "m").await;
    assert_eq!(g.status, gamehost::store::GameStatus::Timeout);
    let when = gamehost::host::clock::utc(START + 3600);
    assert!(
        g.result
            .unwrap()
            .en()
            .contains(&format!("ran out of time at {when}")),
        "the time it really expired"
    );
}

/// Lines written to memory, for a console under test.
#[derive(Clone, Default)]
struct Written(Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Written {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Written {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_idle_console_announces_an_expiry_when_it_happens() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let h = common::clocked_host(&store::Connect::file(&dir.path().join("c.db")), &clock).await;
    let (mut typing, console_in) = tokio::io::duplex(1024);
    let written = Written::default();
    let console = {
        let (h, written) = (h.clone(), written.clone());
        let images = dir.path().join("images");
        tokio::spawn(async move {
            gamehost::console::serve(
                &h,
                &images,
                gamehost::console::Format::Json,
                game_api::Locale::EnUs,
                tokio::io::BufReader::new(console_in),
                Some(Box::new(written)),
                std::time::Duration::from_millis(50),
            )
            .await
        })
    };
    use tokio::io::AsyncWriteExt;
    typing
        .write_all(b"#c alice /challenge opponent:bob\n")
        .await
        .unwrap();
    let wait_for = |what: &'static str| {
        let written = written.clone();
        async move {
            // Generous: only a console that stopped answering fails.
            let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
            while std::time::Instant::now() < deadline {
                if written.text().en().contains(what) {
                    return true;
                }
                tokio::time::sleep(std::time::Duration::from_millis(25)).await;
            }
            false
        }
    };
    assert!(wait_for("challenges bob").await, "{}", written.text().en());
    // Nobody types again: the console announces the expiry by itself.
    clock.advance(16 * 60);
    assert!(
        wait_for("expired unanswered").await,
        "no announcement: {}",
        written.text().en()
    );
    drop(typing);
    console.await.unwrap().unwrap();
}

/// Sets every open challenge's deadline in the past, as time passing would.
fn run_out_of_time(s: &Session) {
    let db = s.db();
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&db);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        sqlx::query("UPDATE challenges SET expires_at = 0 WHERE status = 'open'")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    });
}

#[test]
fn challenges_and_tables_that_expire_are_announced_in_their_channel() {
    let s = Session::new();
    s.run("#l alice /challenge opponent:bob\n#t carol /challenge game:throne players:3\n#t dave /join\n");
    run_out_of_time(&s);
    let replies = s.run("#x eve /help\n#l bob /accept\n#t carol /start\n");
    let challenge = find(&replies, "alice's challenge to bob expired unanswered");
    assert_eq!(challenge["audience"], "everyone");
    assert_eq!(challenge["channel"], "l");
    let table = find(
        &replies,
        "carol's Throne table closed: nobody started it in time",
    );
    assert_eq!(table["channel"], "t");
    // Both are announced before the first later command's answer, once.
    assert!(text(&replies[0]).contains("expired") || text(&replies[0]).contains("closed"));
    let announced = replies
        .iter()
        .filter(|r| text(r).contains("expired unanswered") || text(r).contains("table closed"))
        .count();
    assert_eq!(announced, 2);
    assert!(text(find(&replies, "There is no open challenge")).contains("/challenge"));
    assert!(text(find(&replies, "There is no open table")).contains("/challenge game:throne"));
}
