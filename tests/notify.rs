//! Turn alerts by direct message (`/notify`, issue 46), on both databases:
//! exactly one alert per turn of the opponent's to a player who asked,
//! none while the player is at the game (acted in it or had its seat page
//! open in the last few minutes), none in quiet hours (sent when they
//! end), a low-time reminder once per turn, and an alert due when the
//! process stops is sent after it starts again, once.

mod common;

use common::{Backend, clocked_host, fresh_database};
use game_api::{Phrase, Speak};
use gamehost::host::clock::ManualClock;
use gamehost::host::command::User;
use gamehost::host::events::Happened;
use gamehost::host::reply::Reply;
use gamehost::host::{Ctx, Host};
use gamehost::speech::InEnglish;
use gamehost::store;
use std::sync::Arc;

/// Saturday 2026-11-28, 12:00 UTC.
const NOON: i64 = 1_795_867_200;

common::on_both!(
    one_alert_per_turn_of_the_opponents_and_none_while_at_the_game,
    quiet_hours_hold_an_alert_until_they_end,
    time_running_low_is_told_once_per_turn,
    an_alert_due_when_the_bot_stopped_is_sent_after_it_starts_once,
    an_alert_is_the_same_whatever_secret_the_opponent_chose,
    a_daily_digest_lists_the_games_waiting_once_a_day,
    a_low_time_reminder_that_cannot_reach_its_player_is_said_in_the_channel,
);

async fn say(h: &Host, user: &str, line: &str) -> Vec<Reply> {
    let ctx = Ctx {
        server: "test".into(),
        channel: "m".into(),
        user: User::named(user),
        manages_server: false,
    };
    let command = h.parse(line, |n| Some(User::named(n))).unwrap();
    h.handle(&ctx, command).await
}

async fn game(h: &Host) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::latest_game(&mut c, "m").await.unwrap().unwrap()
}

/// The direct messages told since the last call, as (user, text).
fn direct(events: &mut tokio::sync::broadcast::Receiver<Happened>) -> Vec<(String, Reply)> {
    let mut out = vec![];
    while let Ok(h) = events.try_recv() {
        if let Happened::Direct { user, reply } = h {
            out.push((user, reply));
        }
    }
    out
}

/// A host on `backend` with its clock at `at`, telling alerts on its
/// event stream; `None` when PostgreSQL is not running.
async fn setup(
    backend: Backend,
    dir: &tempfile::TempDir,
    at: i64,
) -> Option<(Host, Arc<ManualClock>, store::Connect)> {
    let how = fresh_database(backend, dir).await?;
    let clock = Arc::new(ManualClock::at(at));
    let h = clocked_host(&how, &clock).await;
    h.tell_alerts();
    Some((h, clock, how))
}

/// Plays one random legal turn for whoever is to act in the Masters game.
async fn play_a_turn(h: &Host, seed: &mut u64) -> String {
    let g = game(h).await;
    let seat = h.games().get("masters").unwrap().to_act(&g.state).unwrap()[0];
    let who = g.players[seat].id.clone();
    let line = gamehost::bench::turns::line("masters", &g.state, seat, seed).unwrap();
    let replies = say(h, &who, &line).await;
    assert!(
        g.version < game(h).await.version,
        "{line}: {:?}",
        replies.iter().map(|r| r.text.en()).collect::<Vec<_>>()
    );
    who
}

async fn one_alert_per_turn_of_the_opponents_and_none_while_at_the_game(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((h, clock, _)) = setup(backend, &dir, NOON).await else {
        return;
    };
    let mut events = h.subscribe();
    let set = say(&h, "alice", "/notify mode:every").await;
    assert_eq!(
        set[0].text.phrases().next().map(Phrase::id),
        Some("notify-every")
    );
    say(&h, "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "bob", "/accept").await;
    let mut seed = 7;
    let mut bobs_turns = 0;
    for turn in 0..50 {
        if !game(&h).await.running() {
            break;
        }
        // Ten minutes between turns: nobody is still at the game.
        clock.advance(600);
        let who = play_a_turn(&h, &mut seed).await;
        if who == "bob" && game(&h).await.running() {
            bobs_turns += 1;
        }
        h.alert_duty().await;
        let sent = direct(&mut events);
        let expected = usize::from(who == "bob" && game(&h).await.running());
        assert_eq!(sent.len(), expected, "turn {turn} by {who}");
        for (user, reply) in &sent {
            assert_eq!(user, "alice", "bob asked for nothing");
            assert_eq!(
                reply.text.phrases().next().map(Phrase::id),
                Some("notify-alert-turn")
            );
            assert_eq!(reply.attachments.len(), 1, "the board from her seat");
            assert!(!reply.buttons.is_empty(), "the Play button");
        }
        // Asked again, nothing more: one alert per turn.
        h.alert_duty().await;
        assert!(direct(&mut events).is_empty());
    }
    assert!(bobs_turns >= 20, "{bobs_turns}");

    // While she is at the game (she just played, or her page is open),
    // nothing reaches her.
    if game(&h).await.running() {
        let g = game(&h).await;
        if g.players[h.games().get("masters").unwrap().to_act(&g.state).unwrap()[0]].id == "alice" {
            clock.advance(600);
            play_a_turn(&h, &mut seed).await;
        }
        // Bob answers within a minute of her turn: she is at the game.
        clock.advance(60);
        play_a_turn(&h, &mut seed).await;
        h.alert_duty().await;
        assert!(direct(&mut events).is_empty(), "she just played");
        // She plays; ten minutes later her page is open, and bob plays a
        // minute after that.
        clock.advance(600);
        play_a_turn(&h, &mut seed).await;
        clock.advance(600);
        h.seat_page_seen(game(&h).await.id, 0);
        clock.advance(60);
        play_a_turn(&h, &mut seed).await;
        h.alert_duty().await;
        assert!(direct(&mut events).is_empty(), "her page was open");
    }
}

async fn quiet_hours_hold_an_alert_until_they_end(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    // 23:30 in Berlin.
    let late = NOON + 10 * 3600 + 1800;
    let Some((h, clock, _)) = setup(backend, &dir, late).await else {
        return;
    };
    let mut events = h.subscribe();
    say(
        &h,
        "alice",
        "/notify mode:every quiet:22-07 zone:Europe/Berlin",
    )
    .await;
    say(&h, "alice", "/challenge opponent:bob side:frost").await;
    say(&h, "bob", "/accept").await;
    clock.advance(600);
    let mut seed = 3;
    assert_eq!(play_a_turn(&h, &mut seed).await, "bob");
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty(), "quiet at midnight");
    // 06:59 in Berlin: still quiet.
    clock.set(NOON + 18 * 3600 - 60);
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty());
    // 07:00: sent, once.
    clock.set(NOON + 18 * 3600);
    h.alert_duty().await;
    assert_eq!(direct(&mut events).len(), 1);
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty());
}

async fn time_running_low_is_told_once_per_turn(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((h, clock, _)) = setup(backend, &dir, NOON).await else {
        return;
    };
    let mut events = h.subscribe();
    say(&h, "alice", "/notify mode:low").await;
    say(&h, "alice", "/challenge opponent:bob side:frost time:1d").await;
    say(&h, "bob", "/accept").await;
    clock.advance(600);
    let mut seed = 11;
    assert_eq!(play_a_turn(&h, &mut seed).await, "bob");
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty(), "low only: no turn alert");
    // An hour before her deadline (a day's turn: an hour is the threshold).
    let due = game(&h).await.deadline.unwrap();
    clock.set(due - 3601);
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty());
    clock.set(due - 3600);
    h.alert_duty().await;
    let sent = direct(&mut events);
    assert_eq!(sent.len(), 1);
    assert_eq!(
        sent[0].1.text.phrases().next().map(Phrase::id),
        Some("notify-alert-low")
    );
    let english = gamehost::speech::speaker(game_api::Locale::EnUs);
    assert!(english.words(&sent[0].1.text).contains("Masters #"));
    // The channel does not mention her again (she is told by DM).
    assert!(h.sweep().await.unwrap().is_empty(), "no channel reminder");
    clock.advance(60);
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty(), "once per turn");
}

async fn an_alert_due_when_the_bot_stopped_is_sent_after_it_starts_once(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((h, clock, how)) = setup(backend, &dir, NOON).await else {
        return;
    };
    say(&h, "alice", "/notify mode:every").await;
    say(&h, "alice", "/challenge opponent:bob side:frost").await;
    say(&h, "bob", "/accept").await;
    clock.advance(600);
    let mut seed = 5;
    assert_eq!(play_a_turn(&h, &mut seed).await, "bob");
    // The process stops before its duties run: the alert is stored.
    h.store().close().await;
    drop(h);
    let again = clocked_host(&how, &clock).await;
    again.tell_alerts();
    let mut events = again.subscribe();
    // A second process on the same database sends nothing twice.
    let other = clocked_host(&how, &clock).await;
    other.tell_alerts();
    let mut others = other.subscribe();
    again.alert_duty().await;
    other.alert_duty().await;
    assert_eq!(direct(&mut events).len() + direct(&mut others).len(), 1);
    again.alert_duty().await;
    other.alert_duty().await;
    assert!(direct(&mut events).is_empty() && direct(&mut others).is_empty());
}

/// What a DM is made of, as its reader gets it: its words in every
/// shipped language, its pictures with their alt texts, its buttons.
type Seen = (Vec<String>, Vec<(Vec<u8>, String)>, Vec<String>);

fn seen(reply: &Reply) -> Seen {
    let words = gamehost::speech::catalogue()
        .shipped()
        .iter()
        .map(|&l| gamehost::speech::speaker(l).words(&reply.text))
        .collect();
    let pictures = reply
        .attachments
        .iter()
        .map(|a| (a.bytes.clone(), a.description.clone()))
        .collect();
    let buttons = reply.buttons.iter().map(|b| b.id.clone()).collect();
    (words, pictures, buttons)
}

/// One run of a whole game of `kind` between alice (white, asking for an
/// alert every turn) and bob, bob's secret set-up choice being `secret`:
/// each step's public replies (words and pictures) and alice's DMs. The
/// first run draws its turns (`lines` empty); a second run plays the same
/// turns while they are legal.
async fn secret_run(
    backend: Backend,
    kind: &str,
    secret: &str,
    lines: &mut Vec<(String, String)>,
) -> Option<Vec<(Vec<Seen>, Vec<Seen>)>> {
    const STEPS: usize = 60;
    let dir = tempfile::tempdir().unwrap();
    let (h, clock, _) = setup(backend, &dir, NOON).await?;
    let mut events = h.subscribe();
    say(&h, "alice", "/notify mode:every").await;
    say(
        &h,
        "alice",
        &format!("/challenge opponent:bob game:{kind} side:white"),
    )
    .await;
    say(&h, "bob", "/accept").await;
    let drawing = lines.is_empty();
    let (mut seed, mut secret_played) = (5, false);
    let mut steps = vec![];
    for step in 0..STEPS {
        let g = game(&h).await;
        if !g.running() {
            break;
        }
        let (who, line) = if drawing {
            let mut to_act = h.games().get(kind).unwrap().to_act(&g.state).unwrap();
            // bob's secret first, so that alice is told of her turn while
            // it is hidden.
            to_act.sort_by_key(|&seat| usize::from(g.players[seat].id != "bob"));
            let Some((seat, line)) = to_act.iter().find_map(|&seat| {
                gamehost::bench::turns::line(kind, &g.state, seat, &mut seed).map(|l| (seat, l))
            }) else {
                break;
            };
            (g.players[seat].id.clone(), line)
        } else {
            match lines.get(step) {
                Some(turn) => turn.clone(),
                None => break,
            }
        };
        let set_up = line.starts_with("/pick") || line.starts_with("/loadout");
        let line = match (who.as_str(), set_up && !secret_played) {
            ("bob", true) => {
                secret_played = true;
                secret.to_string()
            }
            _ => line,
        };
        if drawing {
            lines.push((who.clone(), line.clone()));
        }
        clock.advance(600);
        let replies = say(&h, &who, &line).await;
        if game(&h).await.version == g.version {
            break; // Not legal in this run: the runs part here.
        }
        let public = replies
            .iter()
            .filter(|r| r.audience == game_api::Audience::Everyone)
            .map(seen)
            .collect();
        h.alert_duty().await;
        let dms = direct(&mut events)
            .iter()
            .map(|(user, reply)| {
                assert_eq!(user, "alice", "bob asked for nothing");
                seen(reply)
            })
            .collect();
        steps.push((public, dms));
    }
    Some(steps)
}

/// A DM shows only what its reader may see: whole games of Regions chess
/// and Elemental chess, played twice with the same turns, the runs
/// differing only in bob's secret (which of alice's pawns is his
/// infiltrator, R13; his loadout, E6): as long as everything the channel
/// has shown is the same in both runs, every DM alice gets is the same,
/// byte for byte, in every shipped language.
async fn an_alert_is_the_same_whatever_secret_the_opponent_chose(backend: Backend) {
    for (kind, secrets, at_least) in [
        ("regions", ["/pick piece:c2", "/pick piece:h2"], 5),
        (
            "elemental",
            ["/loadout element:fire", "/loadout element:water"],
            1,
        ),
    ] {
        let mut lines = vec![];
        let Some(first) = secret_run(backend, kind, secrets[0], &mut lines).await else {
            return;
        };
        let second = secret_run(backend, kind, secrets[1], &mut lines)
            .await
            .unwrap();
        let mut compared = 0;
        for ((public_a, dms_a), (public_b, dms_b)) in first.iter().zip(&second) {
            if public_a != public_b {
                break; // The channel showed the secret: alice may know it.
            }
            assert_eq!(dms_a, dms_b, "{kind}: a DM to alice told bob's secret");
            compared += dms_a.len();
        }
        assert!(compared >= at_least, "{kind}: {compared} DMs compared");
    }
}

/// `mode:digest`: no alert per turn; one DM at 09:00 in the player's zone
/// listing the games waiting for her turn, once.
async fn a_daily_digest_lists_the_games_waiting_once_a_day(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((h, clock, _)) = setup(backend, &dir, NOON).await else {
        return;
    };
    let mut events = h.subscribe();
    let set = say(&h, "alice", "/notify mode:digest zone:Europe/Berlin").await;
    assert_eq!(
        set[0].text.en(),
        "I will message you once a day at 09:00 in your time zone (UTC unless you give zone:), \
         listing the games waiting for your turn."
    );
    say(&h, "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "bob", "/accept").await;
    let mut seed = 5;
    assert_eq!(play_a_turn(&h, &mut seed).await, "alice");
    clock.advance(600);
    assert_eq!(play_a_turn(&h, &mut seed).await, "bob");
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty(), "no alert per turn");
    // Sunday 09:00 in Berlin is 08:00 UTC, twenty hours after noon.
    let due = NOON + 20 * 3600;
    clock.advance(due - NOON - 600 - 1);
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty(), "not before nine");
    clock.advance(1);
    h.alert_duty().await;
    let sent = direct(&mut events);
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].0, "alice");
    let deadline = game(&h).await.deadline.unwrap();
    let when = gamehost::speech::english(&game_api::Words::from(
        Phrase::new("host-player").with("who", game_api::Arg::When(deadline)),
    ));
    assert_eq!(
        sent[0].1.text.en(),
        format!(
            "One game waits for your turn:\n- Masters #1 against bob, in #m: your turn, due {when}."
        )
    );
    h.alert_duty().await;
    assert!(direct(&mut events).is_empty(), "once");
}

/// With pages served, an alert links the game's page and a page where the
/// player plays from their own seat (a fresh play link), which opens.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alert_links_the_games_page_and_the_players_own_seat_page() {
    let dir = tempfile::tempdir().unwrap();
    let Some((h, clock, _)) = setup(Backend::Sqlite, &dir, NOON).await else {
        return;
    };
    let (base, mut h) = common::web::serve_playing(h, None).await;
    h.link_pages(&base);
    let mut events = h.subscribe();
    say(&h, "alice", "/notify mode:every").await;
    say(&h, "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "bob", "/accept").await;
    let mut seed = 3;
    clock.advance(600);
    assert_eq!(play_a_turn(&h, &mut seed).await, "alice");
    clock.advance(600);
    assert_eq!(play_a_turn(&h, &mut seed).await, "bob");
    h.alert_duty().await;
    let sent = direct(&mut events);
    assert_eq!(sent.len(), 1);
    let links: Vec<(String, String)> = sent[0]
        .1
        .buttons
        .iter()
        .filter(|b| b.style == game_api::ButtonStyle::Link)
        .map(|b| (b.label.en(), b.id.clone()))
        .collect();
    let labels: Vec<&str> = links.iter().map(|(l, _)| l.as_str()).collect();
    assert_eq!(labels, ["Game page", "Play on the web"]);
    assert!(
        links[1].1.starts_with(&format!("{base}/g/")),
        "{}",
        links[1].1
    );
    assert!(links[1].1.contains("/seat/"), "{}", links[1].1);
    let page = reqwest::get(&links[1].1).await.unwrap();
    assert_eq!(page.status(), reqwest::StatusCode::OK);
}

/// A mailer for people whose DMs are all closed.
struct ClosedDms;

impl gamehost::host::notify::Mailer for ClosedDms {
    fn send<'a>(
        &'a self,
        _user: &'a game_api::User,
        _reply: Reply,
        _locale: game_api::Locale,
    ) -> std::pin::Pin<
        Box<dyn std::future::Future<Output = gamehost::host::notify::Delivery> + Send + 'a>,
    > {
        Box::pin(std::future::ready(
            gamehost::host::notify::Delivery::Unreachable,
        ))
    }
}

/// A player who asked for DM reminders but whose DMs are closed is
/// reminded in the game's channel instead, by mention, once.
async fn a_low_time_reminder_that_cannot_reach_its_player_is_said_in_the_channel(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = Arc::new(ManualClock::at(NOON));
    let h = clocked_host(&how, &clock).await;
    h.send_alerts_by(Arc::new(ClosedDms));
    let mut events = h.subscribe();
    say(&h, "alice", "/notify mode:low").await;
    say(&h, "alice", "/challenge opponent:bob side:frost time:1d").await;
    say(&h, "bob", "/accept").await;
    clock.advance(600);
    assert_eq!(play_a_turn(&h, &mut 11).await, "bob");
    let due = game(&h).await.deadline.unwrap();
    clock.set(due - 3600);
    // She asked for reminders by DM: the sweep does not mention her.
    assert!(h.sweep().await.unwrap().is_empty());
    h.alert_duty().await;
    let said = |events: &mut tokio::sync::broadcast::Receiver<Happened>| {
        let mut out = vec![];
        while let Ok(happened) = events.try_recv() {
            if let Happened::Said { channel, replies } = happened {
                out.extend(replies.into_iter().map(|r| (channel.clone(), r)));
            }
        }
        out
    };
    let reminded = said(&mut events);
    assert_eq!(reminded.len(), 1);
    let (channel, reply) = &reminded[0];
    assert_eq!(channel, "m");
    assert_eq!(reply.pings, ["alice"]);
    assert_eq!(
        reply.text.phrases().next().map(Phrase::id),
        Some("host-time-running-low")
    );
    clock.advance(60);
    h.alert_duty().await;
    assert!(said(&mut events).is_empty(), "once");
}
