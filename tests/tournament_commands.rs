//! `/tournament` as players and organisers use it (issue 36): every
//! refusal is one sentence and changes nothing; an event starts by itself
//! at its time (or closes when too few joined); a player who never moves
//! loses on time; pausing holds the next round, withdrawing leaves a
//! player out of it; an event's standings stay on the server's archive.

mod common;

use common::{clocked_host, say};
use gamehost::host::Host;
use gamehost::host::clock::ManualClock;
use gamehost::host::reply::Audience;
use gamehost::speech::InEnglish;
use gamehost::store::{self, Connect};
use std::sync::Arc;

async fn clocked(dir: &tempfile::TempDir) -> (Host, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::at(1_800_000_000));
    let how = Connect::url(store::sqlite_url(&dir.path().join("t.db")));
    (clocked_host(&how, &clock).await, clock)
}

/// The event of `channel` as stored: its version and state.
async fn stored(h: &Host, channel: &str) -> Option<(i64, String)> {
    let mut c = h.store().read().await.unwrap();
    store::latest_event(&mut c, channel)
        .await
        .unwrap()
        .map(|e| (e.version, e.state))
}

/// `line` by `user` in #club; its one reply's text, and whether it was
/// public.
async fn one(h: &Host, user: &str, line: &str) -> (String, bool) {
    one_in(h, "club", user, line).await
}

/// `line` by `user` in `channel`; its one reply's text, and whether it
/// was public.
async fn one_in(h: &Host, channel: &str, user: &str, line: &str) -> (String, bool) {
    let replies = say(h, channel, user, line).await;
    (
        replies[0].text.en().clone(),
        replies[0].audience == Audience::Everyone,
    )
}

/// Checks that `line` by `user` in #club is refused with a private
/// sentence starting `says`, and leaves the stored event as it was.
async fn refused(h: &Host, user: &str, line: &str, says: &str) {
    let before = stored(h, "club").await;
    let (text, public) = one(h, user, line).await;
    assert!(text.starts_with(says), "{line}: {text}");
    assert!(!public, "{line}");
    assert_eq!(stored(h, "club").await, before, "{line} changed the event");
}

/// Places every event game waiting, each in a channel named after it.
async fn place_all(h: &Host) -> Vec<String> {
    let mut placed = vec![];
    for b in h.waiting_boards().await.unwrap() {
        let channel = format!("club-r{}b{}", b.round, b.board);
        h.open_board(&b, &channel, Some(&channel))
            .await
            .expect("placed");
        placed.push(channel);
    }
    placed
}

/// An event created by alice in #club with `options`, joined by
/// `players` and started: the channels its first games were placed in.
async fn started(h: &Host, options: &str, players: &[&str]) -> Vec<String> {
    say(
        h,
        "club",
        "alice",
        &format!("/tournament action:create {options}"),
    )
    .await;
    for who in players {
        say(h, "club", who, "/tournament action:join").await;
    }
    say(h, "club", "alice", "/tournament action:start").await;
    place_all(h).await
}

/// The game running in `channel`.
async fn running(h: &Host, channel: &str) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::running_game(&mut c, channel).await.unwrap().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn refusals_are_one_private_sentence_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _) = clocked(&dir).await;
    for (user, line, says) in [
        (
            "bob",
            "/tournament action:standings",
            "There is no event in this channel",
        ),
        (
            "bob",
            "/tournament action:join",
            "There is no event in this channel",
        ),
        (
            "bob",
            "/tournament action:create game:masters format:tables",
            "format:tables is for games of more than two",
        ),
        (
            "bob",
            "/tournament action:create game:throne format:swiss",
            "Throne is played at tables",
        ),
        (
            "bob",
            "/tournament action:create time:none",
            "An event's games need a clock",
        ),
        (
            "bob",
            "/tournament action:create starts:soon",
            "`starts:soon` is not a time from now",
        ),
        (
            "bob",
            "/tournament action:create format:swiss draws:seed",
            "`draws:` is for knockout events",
        ),
        (
            "bob",
            "/tournament action:dance",
            "`action:dance` is not a tournament action",
        ),
    ] {
        refused(&h, user, line, says).await;
    }
    assert_eq!(stored(&h, "club").await, None);
    let (text, public) = one(
        &h,
        "alice",
        "/tournament action:create game:masters rounds:2",
    )
    .await;
    assert!(
        public && text.starts_with("alice created a Swiss event of Masters"),
        "{text}"
    );
    for (user, line, says) in [
        (
            "bob",
            "/tournament action:create",
            "This channel has an event already",
        ),
        (
            "bob",
            "/tournament action:start",
            "Only the event's organiser",
        ),
        (
            "bob",
            "/tournament action:pause",
            "Only the event's organiser",
        ),
        (
            "bob",
            "/tournament action:end",
            "Only the event's organiser",
        ),
        (
            "bob",
            "/tournament action:withdraw player:carol",
            "Only the event's organiser",
        ),
        (
            "bob",
            "/tournament action:leave",
            "You have not joined this event.",
        ),
        (
            "bob",
            "/tournament action:join player:carol",
            "Only the event's organiser may enter someone else",
        ),
        (
            "bob",
            "/tournament action:join level:3",
            "`level:` is for entering the bot",
        ),
        (
            "alice",
            "/tournament action:start",
            "Too few players have joined to start.",
        ),
        (
            "alice",
            "/tournament action:resume",
            "The event is not paused.",
        ),
        (
            "alice",
            "/tournament action:withdraw player:carol",
            "carol is not in this event.",
        ),
    ] {
        refused(&h, user, line, says).await;
    }
    one(&h, "bob", "/tournament action:join").await;
    let before = stored(&h, "club").await;
    let (text, _) = one(&h, "bob", "/tournament action:join").await;
    assert_eq!(text, "You have joined already.");
    assert_eq!(stored(&h, "club").await, before);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_starts_by_itself_at_its_time_or_closes_when_too_few_joined() {
    let dir = tempfile::tempdir().unwrap();
    let (h, clock) = clocked(&dir).await;
    say(
        &h,
        "club",
        "alice",
        "/tournament action:create game:masters starts:30m",
    )
    .await;
    for who in ["alice", "bob", "carol"] {
        say(&h, "club", who, "/tournament action:join").await;
    }
    say(
        &h,
        "quiet",
        "dora",
        "/tournament action:create game:regions starts:1h",
    )
    .await;
    say(&h, "quiet", "dora", "/tournament action:join").await;
    // Not yet: the sweeper knows when to look again.
    assert!(h.sweep().await.unwrap().is_empty());
    assert_eq!(h.next_deadline().await.unwrap(), Some(h.now() + 1800));
    clock.advance(1800);
    let told = h.sweep().await.unwrap();
    assert_eq!(told.len(), 1);
    assert_eq!(told[0].channel, "club");
    assert!(
        told[0]
            .reply
            .text
            .en()
            .starts_with("The event has started. Round 1: "),
        "{}",
        told[0].reply.text.en()
    );
    // Three players: one game and a bye, its game waiting for a channel.
    assert_eq!(place_all(&h).await.len(), 1);
    clock.advance(1800);
    let told = h.sweep().await.unwrap();
    assert_eq!(told.len(), 1);
    assert_eq!(told[0].channel, "quiet");
    assert!(
        told[0]
            .reply
            .text
            .en()
            .starts_with("The event could not start at its time: 1 joined, and it needs 2."),
        "{}",
        told[0].reply.text.en()
    );
    // Closed, and told once: no standings announcement follows.
    assert!(h.event_ends().await.is_empty());
    let (text, _) = one_in(&h, "quiet", "dora", "/tournament action:join").await;
    assert!(
        text.starts_with("There is no event in this channel"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_never_moves_loses_the_event_game_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let (h, clock) = clocked(&dir).await;
    let placed = started(&h, "game:masters time:5m", &["alice", "bob"]).await;
    assert_eq!(placed.len(), 1);
    // Whoever moves first never does: the game is aborted by the clock
    // before its second turn, and in the event the no-show loses.
    let game = {
        let mut c = h.store().read().await.unwrap();
        store::running_game(&mut c, &placed[0])
            .await
            .unwrap()
            .unwrap()
    };
    let first = game.players[0].name.clone();
    let second = game.players[1].name.clone();
    // Nobody gets out of it by aborting.
    let said = say(&h, &placed[0], &game.players[1].id, "/abort").await;
    assert_eq!(
        said[0].text.en(),
        "An event's game cannot be aborted; /resign ends it instead."
    );
    clock.advance(301);
    let told = h.sweep().await.unwrap();
    let text: Vec<String> = told.iter().map(|t| t.reply.text.en()).collect();
    assert!(
        text.iter()
            .any(|t| t.contains("That was the event's last game")),
        "{text:?}"
    );
    let ends = h.event_ends().await;
    assert_eq!(ends.len(), 1);
    let standings = &ends[0].1.text.en();
    assert!(
        standings.contains(&format!("1. {second} — 1 pt"))
            && standings.contains(&format!("2. {first} — 0 pts")),
        "{standings}"
    );
    assert_eq!(ends[0].1.attachments[0].filename, "standings.png");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pause_holds_the_next_round_and_a_withdrawn_player_is_left_out() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _) = clocked(&dir).await;
    let placed = started(
        &h,
        "game:masters rounds:2",
        &["alice", "bob", "carol", "dora"],
    )
    .await;
    assert_eq!(placed.len(), 2);
    let (text, public) = one(&h, "alice", "/tournament action:pause").await;
    assert!(public && text.starts_with("The event is paused"), "{text}");
    let (text, _) = one(&h, "alice", "/tournament action:withdraw player:carol").await;
    assert!(text.contains("withdrew carol"), "{text}");
    // Both games end; nothing new is paired while paused.
    for channel in &placed {
        let game = running(&h, channel).await;
        let loser = &game.players[0].id;
        let said = say(&h, channel, loser, "/resign").await;
        assert!(
            said[0].text.en().contains("resign"),
            "{}",
            said[0].text.en()
        );
    }
    assert!(
        h.waiting_boards().await.unwrap().is_empty(),
        "paired while paused"
    );
    let (text, _) = one(&h, "alice", "/tournament action:resume").await;
    assert!(
        text.starts_with("The event is running again. Round 2: "),
        "{text}"
    );
    // Three left: one game and a bye; carol is in neither.
    assert!(!text.contains("carol"), "{text}");
    assert_eq!(h.waiting_boards().await.unwrap().len(), 1);
    let (standings, _) = one(&h, "bob", "/tournament action:standings").await;
    assert!(standings.contains("carol (withdrawn)"), "{standings}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_events_standings_stay_on_the_servers_archive() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _) = clocked(&dir).await;
    let placed = started(&h, "game:masters rounds:1", &["alice", "bob"]).await;
    let game = {
        let mut c = h.store().read().await.unwrap();
        store::running_game(&mut c, &placed[0])
            .await
            .unwrap()
            .unwrap()
    };
    say(&h, &placed[0], &game.players[0].id, "/resign").await;
    say(&h, "club", "bob", "/anonymous state:on").await;
    let admin = gamehost::host::Ctx {
        server: "s".into(),
        channel: "club".into(),
        user: gamehost::host::command::User::named("dora"),
        manages_server: true,
    };
    let on = h
        .parse("/archive state:on", |n| {
            Some(gamehost::host::command::User::named(n))
        })
        .unwrap();
    h.handle(&admin, on).await;
    let base = common::web::serve(&h).await;
    let page = reqwest::get(format!("{base}/s/s"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(page.contains("<h2>Events</h2>"), "{page}");
    assert!(page.contains("Masters Swiss · final standings"), "{page}");
    assert!(
        page.contains(r#"<a href="/s/s/p/alice"><bdi class="name" title="alice">alice</bdi></a>"#),
        "{page}"
    );
    // bob asked to be anonymous: his name is not on the page.
    assert!(!page.contains(">bob<"), "{page}");
    assert!(page.contains("anonymous"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ended_event_places_no_more_games_and_its_standings_are_final() {
    let dir = tempfile::tempdir().unwrap();
    let (h, _) = clocked(&dir).await;
    say(
        &h,
        "club",
        "alice",
        "/tournament action:create game:regions",
    )
    .await;
    for who in ["alice", "bob", "carol", "dora"] {
        say(&h, "club", who, "/tournament action:join").await;
    }
    say(&h, "club", "alice", "/tournament action:start").await;
    assert_eq!(h.waiting_boards().await.unwrap().len(), 2);
    let replies = say(&h, "club", "alice", "/tournament action:end").await;
    assert!(
        replies[0]
            .text
            .en()
            .starts_with("alice ended the event; these standings are final"),
        "{}",
        replies[0].text.en()
    );
    assert_eq!(replies[0].attachments[0].filename, "standings.png");
    assert!(h.waiting_boards().await.unwrap().is_empty());
    // Its end was told with the command, not again.
    assert!(h.event_ends().await.is_empty());
    let (text, _) = one(&h, "bob", "/tournament action:join").await;
    assert!(
        text.starts_with("There is no event in this channel"),
        "{text}"
    );
    let (text, public) = one(&h, "bob", "/tournament action:standings").await;
    assert!(public && text.contains("final standings"), "{text}");
}

/// Everything the channels are shown in one Regions event whose white
/// player picks `pick` as infiltrator: its game's public messages and
/// pictures (but the line and picture that end it, which show every
/// pick, R16), the event's lines and its standings picture, in order.
async fn public_run(pick: &str) -> Vec<(String, String, Vec<Vec<u8>>)> {
    let dir = tempfile::tempdir().unwrap();
    let (h, _) = clocked(&dir).await;
    let placed = started(&h, "game:regions rounds:1", &["alice", "bob"]).await;
    let game = running(&h, &placed[0]).await;
    let (white, black) = (game.players[0].id.clone(), game.players[1].id.clone());
    let mut shown = vec![];
    let mut keep = |channel: &str, replies: Vec<gamehost::host::reply::Reply>| {
        for r in replies {
            if r.audience == Audience::Everyone {
                let files = r.attachments.iter().map(|a| a.bytes.clone()).collect();
                shown.push((channel.to_string(), r.text.en().clone(), files));
            }
        }
    };
    for (who, line) in [
        (&white, format!("/pick piece:{pick}")),
        (&black, "/pick piece:c2".to_string()),
        (&white, "/resign".to_string()),
    ] {
        let replies = say(&h, &placed[0], who, &line).await;
        // Each is done: the game's public line says so.
        assert!(
            replies.iter().any(|r| r.audience == Audience::Everyone),
            "{line}: {}",
            replies[0].text.en()
        );
        if line == "/resign" {
            // R16: the game's end shows every pick, alice's included: its
            // line naming them and its picture marking them are left out.
            let mut ended = replies
                .into_iter()
                .find(|r| r.audience == Audience::Everyone)
                .unwrap();
            let named = format!("White's is Black's pawn on {pick}");
            assert!(ended.text.en().contains(&named), "{}", ended.text.en());
            let kept: Vec<String> = ended
                .text
                .en()
                .lines()
                .filter(|l| !l.contains("(R16)"))
                .map(str::to_string)
                .collect();
            ended.text = game_api::Words::code(kept.join("\n"));
            ended.attachments.clear();
            keep(&placed[0], vec![ended]);
            continue;
        }
        keep(&placed[0], replies);
    }
    for (channel, reply) in h.event_ends().await {
        keep(&channel, vec![reply]);
    }
    let replies = say(&h, "club", "carol", "/tournament action:standings").await;
    keep("club", replies);
    shown
}

/// A secret pick never reaches the event's messages or pictures: two
/// events that differ only in white's infiltrator show the channels the
/// same bytes (until its game ends, which shows it, R16).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_events_messages_show_nothing_of_a_secret_pick() {
    let a = public_run("g9").await;
    let b = public_run("c9").await;
    assert!(
        a.iter()
            .any(|(_, t, _)| t.contains("That was the event's last game"))
    );
    assert!(
        a.iter()
            .any(|(c, t, f)| c == "club" && t.starts_with("The event is over") && !f.is_empty())
    );
    assert_eq!(a, b);
}
