//! The host's play flow in the player's language (issue 45): read in the
//! pseudo-locale, where every catalogue message is wrapped and accented, a
//! resignation, an accepted draw offer, a loss on time, an abort, a
//! rematch, `/history`, `/game` and `/replay` show no plain word but the
//! players' names, notation, the games' titles and seats, and what the
//! game itself still writes (its set-up, status and record lines, its
//! `/game` description and results it made), read here from the game.

mod common;

use common::{Backend, fresh_database};
use game_api::{Locale, Speak, Viewer};
use gamehost::host::clock::ManualClock;
use gamehost::host::command::User;
use gamehost::host::reply::Reply;
use gamehost::host::{Ctx, Host};
use gamehost::speech::{InEnglish, pseudo, speaker};
use gamehost::store;
use std::sync::Arc;

const START: i64 = 1_795_000_000;

async fn say(h: &Host, channel: &str, user: &str, line: &str) -> Vec<Reply> {
    let ctx = Ctx {
        server: "test".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: false,
    };
    match h.parse(line, |n| Some(User::named(n))) {
        Ok(command) => h.handle(&ctx, command).await,
        Err(text) => vec![Reply::private(&ctx.user.id, text)],
    }
}

async fn latest(h: &Host, channel: &str) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::latest_game(&mut c, channel).await.unwrap().unwrap()
}

/// Plain words the game itself writes about `channel`'s latest game (in
/// English, until its own helper moves them into the catalogue): its
/// opening announcement, status line, `/game` description, record lines;
/// with the players' names and every game's title and seats.
async fn as_they_are(h: &Host, channel: &str) -> Vec<String> {
    let game = latest(h, channel).await;
    let g = h.games().get(&game.game).unwrap();
    let log = {
        let mut c = h.store().read().await.unwrap();
        store::turns(&mut c, game.id).await.unwrap()
    };
    let mut texts: Vec<String> = game.players.iter().map(|p| p.name.clone()).collect();
    // A moment, as the tests' front end writes it.
    texts.push("UTC".into());
    for hosted in h.games().iter() {
        texts.push(hosted.meta().title.to_string());
        texts.extend(hosted.meta().seat_names.iter().map(|s| s.to_string()));
    }
    if let Ok(outs) = g.started(&game) {
        texts.extend(outs.iter().map(|o| o.text().en()));
    }
    if let Ok(line) = g.status_line(&game) {
        texts.push(line.en());
    }
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
        if let Ok(lines) = g.describe(&game, viewer) {
            texts.extend(lines.iter().map(InEnglish::en));
        }
    }
    for line in gamehost::host::record::lines(g, &game, &log, Viewer::Public) {
        texts.push(line.text.en());
    }
    texts
        .iter()
        .flat_map(|t| pseudo::strays(t, &[]))
        .map(str::to_string)
        .collect()
}

/// Every plain word `replies` show in the pseudo-locale (their text with
/// its due time, buttons' labels, menus) that `allowed` does not name.
fn strays(replies: &[Reply], allowed: &[String]) -> Vec<String> {
    let speak = speaker(Locale::Pseudo);
    let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
    let mut shown: Vec<String> = vec![];
    for r in replies {
        shown.push(speak.words(&r.text_with_due()));
        shown.extend(r.buttons.iter().map(|b| speak.words(&b.label)));
        for m in &r.menus {
            shown.push(speak.words(&m.placeholder));
            shown.extend(m.options.iter().map(|o| speak.words(&o.label)));
        }
    }
    shown
        .iter()
        .flat_map(|t| pseudo::strays(t, &allowed))
        .map(str::to_string)
        .collect()
}

fn assert_said(what: &str, replies: &[Reply], allowed: &[String]) {
    assert!(!replies.is_empty(), "{what}: nothing said");
    let left = strays(replies, allowed);
    assert!(
        left.is_empty(),
        "{what}: {left:?} in {:?}",
        replies
            .iter()
            .map(|r| speaker(Locale::Pseudo).words(&r.text_with_due()))
            .collect::<Vec<_>>()
    );
}

/// A Masters game begun in `channel`, two turns in when `turns`.
async fn begun(h: &Host, channel: &str, turns: bool) {
    say(
        h,
        channel,
        "alice",
        "/challenge opponent:bob side:ember time:1h",
    )
    .await;
    say(h, channel, "bob", "/accept").await;
    if turns {
        say(h, channel, "alice", "/turn move:E2-E4").await;
        say(h, channel, "bob", "/turn move:E11-E9").await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_play_flow_is_said_in_the_players_language() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let how = fresh_database(Backend::Sqlite, &dir).await.unwrap();
    let h = common::clocked_host(&how, &clock).await;

    // A resignation, then /history, /game and /replay of it.
    begun(&h, "r", true).await;
    let resigned = say(&h, "r", "alice", "/resign").await;
    assert!(resigned[0].text.en().contains("resigns"), "{resigned:?}");
    let allowed = as_they_are(&h, "r").await;
    assert_said("a resignation", &resigned, &allowed);
    let history = say(&h, "r", "carol", "/history").await;
    assert_said("/history", &history, &allowed);
    assert!(history[0].attachments[0].filename.ends_with(".txt"));
    let info = say(&h, "r", "carol", "/game").await;
    assert_said("/game", &info, &allowed);
    let replay = say(&h, "r", "carol", "/replay").await;
    assert!(replay[0].text.en().contains("Replay of game"), "{replay:?}");
    assert_said("/replay", &replay, &allowed);

    // A rematch pressed under the finished game.
    let button = resigned
        .iter()
        .flat_map(|r| &r.buttons)
        .find(|b| b.label.en() == "Rematch")
        .expect("a Rematch button")
        .id
        .clone();
    let rematch = say(&h, "r", "bob", &format!("/press {button}")).await;
    assert!(rematch[0].text.en().contains("challenges"), "{rematch:?}");
    assert_said("a rematch", &rematch, &allowed);

    // A draw offered and accepted.
    begun(&h, "d", true).await;
    let offered = say(&h, "d", "alice", "/draw action:offer").await;
    let accepted = say(&h, "d", "bob", "/draw action:accept").await;
    assert!(accepted[0].text.en().contains("accepts the draw"));
    let allowed = as_they_are(&h, "d").await;
    assert_said("a draw offer", &offered, &allowed);
    assert_said("a draw accepted", &accepted, &allowed);
    let info = say(&h, "d", "carol", "/game").await;
    assert_said("/game of a draw", &info, &allowed);

    // An abort before the second turn, and one refused after it.
    begun(&h, "a", false).await;
    let aborted = say(&h, "a", "bob", "/abort").await;
    assert!(aborted[0].text.en().contains("aborted the game"));
    let allowed = as_they_are(&h, "a").await;
    assert_said("an abort", &aborted, &allowed);
    let history = say(&h, "a", "carol", "/history").await;
    assert_said("/history of an abort", &history, &allowed);

    // Refusals on the way.
    let refusals = [
        say(&h, "r", "alice", "/resign").await,
        say(&h, "nowhere", "alice", "/history").await,
        say(&h, "nowhere", "alice", "/replay game:99").await,
        say(&h, "r", "alice", "/draw action:accept").await,
    ];
    for refused in &refusals {
        assert_said("a refusal", refused, &allowed);
    }

    // A loss on time, reminded first when time runs low.
    begun(&h, "t", true).await;
    clock.advance(2700);
    let reminded: Vec<Reply> = h
        .sweep()
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.reply)
        .collect();
    clock.advance(900);
    let lost: Vec<Reply> = h
        .sweep()
        .await
        .unwrap()
        .into_iter()
        .map(|e| e.reply)
        .collect();
    assert!(
        lost.iter().any(|r| r.text.en().contains("ran out of time")),
        "{lost:?}"
    );
    let allowed = as_they_are(&h, "t").await;
    assert_said("a reminder", &reminded, &allowed);
    assert_said("a loss on time", &lost, &allowed);
    let result = latest(&h, "t").await.result.unwrap();
    assert!(
        pseudo::strays(
            &speaker(Locale::Pseudo).words(&result),
            &["alice", "bob", "Ember", "Frost", "UTC"]
        )
        .is_empty()
    );
}
