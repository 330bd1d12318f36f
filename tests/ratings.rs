//! Ratings kept per server and game, updated in the transaction that ends
//! a game: a rated game moves both players, a friendly or aborted game
//! moves nobody, Throne tables rate every seat, and the leaderboard and
//! profiles read them back (order and ties included; a public leaderboard
//! keeps the asker's own place for the asker). A finished game offers a
//! rematch, which starts once both have pressed it.

mod common;

use gamehost::config::{GameSettings, Synchronous};
use gamehost::speech::InEnglish;

use gamehost::host::clock::ManualClock;
use gamehost::host::command::User;
use gamehost::host::reply::Reply;
use gamehost::host::{Ctx, Host};
use gamehost::store::{self, Store};
use std::sync::Arc;
use throne::{Phase, Position};

async fn host(dir: &tempfile::TempDir) -> Host {
    let store = Store::open(&dir.path().join("g.db"), Synchronous::Normal)
        .await
        .unwrap();
    Host::with_clock(
        store,
        gamehost::default_games(64).unwrap(),
        GameSettings::default(),
        Arc::new(ManualClock::at(1_795_000_000)),
    )
}

async fn say_on(h: &Host, server: &str, channel: &str, user: &str, line: &str) -> String {
    let ctx = Ctx {
        server: server.into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: false,
    };
    let command = h.parse(line, |n| Some(User::named(n))).unwrap();
    let replies: Vec<Reply> = h.handle(&ctx, command).await;
    replies
        .iter()
        .map(|r| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

async fn say(h: &Host, channel: &str, user: &str, line: &str) -> String {
    say_on(h, "s1", channel, user, line).await
}

/// A Masters game in `channel`: `a` (Ember) against `b`; `b` resigns after a turn each.
async fn a_beats_b(h: &Host, channel: &str, a: &str, b: &str, extra: &str) -> String {
    say(
        h,
        channel,
        a,
        &format!("/challenge opponent:{b} side:ember {extra}"),
    )
    .await;
    say(h, channel, b, "/accept").await;
    say(h, channel, a, "/turn move:E2-E4").await;
    say(h, channel, b, "/turn move:E11-E9").await;
    say(h, channel, b, "/resign").await
}

#[tokio::test]
async fn a_rated_game_moves_both_ratings_in_the_transaction_that_ends_it() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let ended = a_beats_b(&h, "m", "alice", "bob", "").await;
    assert!(
        ended.contains("Ratings: alice 1500 → 1662 and bob 1500 → 1338."),
        "{ended}"
    );
    let info = say(&h, "m", "carol", "/game").await;
    assert!(
        info.contains("Rating change: alice 1500 → 1662 and bob 1500 → 1338."),
        "{info}"
    );
    let board = say(&h, "m", "carol", "/leaderboard game:masters").await;
    assert!(board.contains("1. alice 1662? (1 game: 1–0–0)"), "{board}");
    assert!(board.contains("2. bob 1338? (1 game: 0–1–0)"), "{board}");
    assert!(board.contains("You have no rated Masters game on this server yet."));
    let me = say(&h, "m", "bob", "/leaderboard").await;
    assert!(me.contains("You: 2 of 2 with 1338?."), "{me}");
    let profile = say(&h, "m", "bob", "/profile user:alice").await;
    assert!(
        profile.contains("Masters: 1662? · 1 won, 0 lost, 0 drawn"),
        "{profile}"
    );
    assert!(profile.contains("Current streak: 1 win."));
    assert!(profile.contains("game 1 · Masters · win · 1500 → 1662"));
    // Another server keeps its own ratings.
    let elsewhere = say_on(&h, "s2", "x", "alice", "/leaderboard game:masters").await;
    assert!(
        elsewhere.contains("Nobody has a Masters rating on this server yet"),
        "{elsewhere}"
    );
    // The ratings were written with the result: both rows exist.
    let mut c = h.store().read().await.unwrap();
    let g = store::latest_game(&mut c, "m").await.unwrap().unwrap();
    assert_eq!(
        gamehost::ratings::changes_of(&mut c, g.id)
            .await
            .unwrap()
            .len(),
        2
    );
}

#[tokio::test]
async fn friendly_and_aborted_games_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let ended = a_beats_b(&h, "m", "alice", "bob", "rated:false").await;
    assert!(!ended.contains("Ratings:"), "{ended}");
    assert!(
        say(&h, "m", "alice", "/game")
            .await
            .contains("A friendly game: no rating change.")
    );
    say(&h, "n", "alice", "/challenge opponent:bob").await;
    say(&h, "n", "bob", "/accept").await;
    assert!(say(&h, "n", "alice", "/abort").await.contains("No result"));
    let board = say(&h, "m", "alice", "/leaderboard game:masters").await;
    assert!(board.contains("Nobody has a Masters rating"), "{board}");
    assert!(
        say(&h, "m", "alice", "/profile")
            .await
            .contains("No rated games yet.")
    );
}

#[tokio::test]
async fn the_leaderboard_orders_by_rating_and_equal_ratings_share_a_place() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    a_beats_b(&h, "m1", "alice", "bob", "").await;
    a_beats_b(&h, "m2", "carol", "dave", "").await;
    a_beats_b(&h, "m3", "alice", "carol", "").await;
    let board = say(&h, "m1", "dave", "/leaderboard game:masters").await;
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines[1].starts_with("1. alice "), "{board}");
    assert!(lines[2].starts_with("2. carol "), "{board}");
    // bob and dave both lost their only game to a fresh 1500: equal ratings, one place.
    assert!(
        lines[3].starts_with("3. bob 1338?") && lines[4].starts_with("3. dave 1338?"),
        "{board}"
    );
    assert!(board.contains("You: 3 of 4 with 1338?."), "{board}");
    let streak = say(&h, "m1", "carol", "/profile").await;
    assert!(streak.contains("Current streak: 1 loss."), "{streak}");
}

#[tokio::test]
async fn a_throne_table_rates_every_seat_with_the_winner_first() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "t", "alice", "/challenge game:throne players:3").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "carol", "/join").await;
    say(&h, "t", "alice", "/start").await;
    let names = ["alice", "bob", "carol"];
    let mut last = String::new();
    loop {
        let g = {
            let mut c = h.store().read().await.unwrap();
            store::latest_game(&mut c, "t").await.unwrap().unwrap()
        };
        let pos: Position = g.state.parse().unwrap();
        if pos.winner().is_some() {
            break;
        }
        let who = names[pos.turn().index()];
        let line = match pos.phase() {
            Phase::Throw => "/throw".to_string(),
            _ => {
                let m = pos.legal_moves()[0];
                format!("/move piece:{} kind:{} values:{}", m.from, m.kind, m.values)
            }
        };
        last = say(&h, "t", who, &line).await;
    }
    assert!(
        last.contains("wins the Throne") && last.contains("Ratings: "),
        "{last}"
    );
    let board = say(&h, "t", "alice", "/leaderboard").await;
    assert!(board.starts_with("Throne leaderboard"), "{board}");
    let first = board.lines().nth(1).unwrap();
    let winner_line = last
        .lines()
        .find(|l| l.contains("wins the Throne"))
        .unwrap();
    let winner = names
        .iter()
        .find(|n| winner_line.contains(&format!("({n})")))
        .unwrap();
    assert!(first.starts_with(&format!("1. {winner} ")), "{board}");
    assert_eq!(board.lines().filter(|l| l.contains("(1 game:")).count(), 3);
}

async fn buttons(h: &Host, channel: &str, user: &str, line: &str) -> Vec<Reply> {
    let ctx = Ctx {
        server: "s1".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: false,
    };
    h.handle(&ctx, h.parse(line, |n| Some(User::named(n))).unwrap())
        .await
}

#[tokio::test]
async fn the_final_message_offers_a_rematch_with_seats_swapped() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(
        &h,
        "m",
        "alice",
        "/challenge opponent:bob side:ember time:1h rated:false",
    )
    .await;
    say(&h, "m", "bob", "/accept").await;
    let ended = buttons(&h, "m", "bob", "/resign").await;
    let rematch = ended[0]
        .buttons
        .iter()
        .find(|b| b.label.en() == "Rematch")
        .expect("a Rematch button");
    assert_eq!(rematch.id, "rm:1");
    let refused = say(&h, "m", "carol", "/press rm:1").await;
    assert!(refused.contains("play in this game"), "{refused}");
    let again = say(&h, "m", "bob", "/press rm:1").await;
    assert!(
        again.contains("bob challenges alice to Masters (playing Ember) with 1 hour per turn, friendly (unrated)"),
        "{again}"
    );
    let started = say(&h, "m", "alice", "/accept").await;
    assert!(
        started.contains("bob") && started.contains("alice"),
        "{started}"
    );
    let mut c = h.store().read().await.unwrap();
    let g = store::latest_game(&mut c, "m").await.unwrap().unwrap();
    assert_eq!(g.players[0].name, "bob", "seats swapped");
    assert_eq!(g.turn_seconds, Some(3600));
    assert!(!g.rated);
}

#[tokio::test]
async fn a_throne_rematch_rotates_the_seats() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "t", "alice", "/challenge game:throne players:3").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "carol", "/join").await;
    say(&h, "t", "alice", "/start").await;
    say(&h, "t", "alice", "/resign").await;
    let ended = buttons(&h, "t", "bob", "/resign").await;
    assert!(
        ended
            .iter()
            .any(|r| r.buttons.iter().any(|b| b.id == "rm:1")),
        "{ended:?}"
    );
    let table = say(&h, "t", "carol", "/press rm:1").await;
    assert!(
        table.contains("1. Red: bob")
            && table.contains("2. Blue: carol")
            && table.contains("3. Green: alice"),
        "{table}"
    );
    assert!(
        say(&h, "t", "carol", "/start")
            .await
            .contains("Throne begins: Red (bob), Blue (carol) and Green (alice)")
    );
}

#[tokio::test]
async fn pressing_rematch_after_the_other_did_starts_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    common::say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    common::say(&h, "m", "bob", "/accept").await;
    let resigned = common::say(&h, "m", "alice", "/resign").await;
    let rematch = resigned[0]
        .buttons
        .iter()
        .find(|b| b.label.en() == "Rematch")
        .expect("a Rematch button")
        .id
        .clone();
    let asked = common::say(&h, "m", "alice", &format!("/press {rematch}")).await;
    assert_eq!(
        asked[0].text.en(),
        "alice challenges bob to Masters (playing Frost) with 1 day per turn. bob, answer with /accept or /decline within 15 minutes."
    );
    let started = common::say(&h, "m", "bob", &format!("/press {rematch}")).await;
    assert_eq!(
        started[0].text.en(),
        "Game on: bob (Ember) vs alice (Frost). Ember moves first: bob, stage your turn with /move and /claim, then /endturn (or /turn in one go)."
    );
}

#[tokio::test]
async fn the_public_leaderboard_keeps_the_askers_place_for_the_asker() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    common::say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    common::say(&h, "m", "bob", "/accept").await;
    common::say(&h, "m", "alice", "/turn move:E2-E4").await;
    common::say(&h, "m", "bob", "/resign").await;
    let board = common::say(&h, "m", "bob", "/leaderboard").await;
    let public = &board[0];
    assert_eq!(public.audience, gamehost::host::reply::Audience::Everyone);
    assert_eq!(
        public.text.en(),
        "Masters leaderboard (? = provisional):\n1. alice 1662? (1 game: 1–0–0)\n2. bob 1338? (1 game: 0–1–0)"
    );
    let private = &board[1];
    assert_eq!(
        private.audience,
        gamehost::host::reply::Audience::Private("bob".into())
    );
    assert_eq!(private.text.en(), "You: 2 of 2 with 1338?.");
}
