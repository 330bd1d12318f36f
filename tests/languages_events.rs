//! Events, leaderboards, tables and the archive in the pseudo-locale
//! (issue 45): a small Swiss event run to its end, its standings as text,
//! as a picture (the text runs it draws and its alt text) and on the
//! archive's page, a leaderboard and a profile, a Throne table and its
//! refusals. Every word shown comes from the catalogue: nothing but
//! names, titles, seats and notation is left unwrapped.

mod common;

use common::{clocked_host, say};
use game_api::{Locale, Picture, Speak, Words};
use gamehost::host::Host;
use gamehost::host::clock::ManualClock;
use gamehost::host::reply::Reply;
use gamehost::speech::{pseudo, speaker};
use gamehost::store::{self, Connect};
use std::sync::Arc;

/// Names, titles and seats (the games' own names for them) a screen may
/// show as they are.
const ALLOWED: &[&str] = &[
    "alice", "bob", "carol", "dora", "erin", "Masters", "Throne", "Ember", "Frost", "Red", "Blue",
    "Green", "Gold",
];

async fn clocked(dir: &tempfile::TempDir) -> Host {
    let clock = Arc::new(ManualClock::at(1_800_000_000));
    let how = Connect::url(store::sqlite_url(&dir.path().join("t.db")));
    clocked_host(&how, &clock).await
}

/// `words` said in the pseudo-locale, with nothing outside the catalogue.
fn clean(words: &Words) -> String {
    let text = speaker(Locale::Pseudo).words(words);
    let strays = pseudo::strays(&text, ALLOWED);
    assert!(strays.is_empty(), "{strays:?} in {text}");
    text
}

/// Every reply's text and button labels, in the pseudo-locale, clean.
fn all_clean(replies: &[Reply]) {
    assert!(!replies.is_empty());
    for r in replies {
        clean(&r.text_with_due());
        for b in &r.buttons {
            clean(&b.label);
        }
    }
}

/// The event's own lines in replies that also carry a game's words (a
/// game's opening, its end): each clean; how many there were.
fn event_lines_clean(replies: &[Reply]) -> usize {
    let mut n = 0;
    for r in replies {
        for p in r.text.phrases() {
            if p.id().starts_with("tournament-") {
                clean(&Words::from(p.clone()));
                n += 1;
            }
        }
    }
    n
}

/// The game running in `channel`.
async fn running(h: &Host, channel: &str) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::running_game(&mut c, channel).await.unwrap().unwrap()
}

/// Places every event game waiting; the channels, each notice and each
/// game's first messages checked.
async fn place_all(h: &Host) -> Vec<String> {
    let mut placed = vec![];
    for b in h.waiting_boards().await.unwrap() {
        clean(&b.name.clone().into());
        let channel = format!("club-r{}b{}", b.round, b.board);
        let done = h.open_board(&b, &channel, None).await.expect("placed");
        all_clean(std::slice::from_ref(&done.notice));
        assert!(event_lines_clean(&done.game) > 0, "no heading");
        placed.push(channel);
    }
    placed
}

/// Each game in `channels` resigned by its first player; the event's
/// lines its channel was told, checked.
async fn resign_all(h: &Host, channels: &[String]) {
    for channel in channels {
        let game = running(h, channel).await;
        let said = say(h, channel, &game.players[0].id, "/resign").await;
        assert!(event_lines_clean(&said) > 0, "nothing of the event");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_its_standings_and_the_leaderboard_say_only_the_catalogues_words() {
    let dir = tempfile::tempdir().unwrap();
    let h = clocked(&dir).await;
    all_clean(&say(&h, "club", "bob", "/tournament action:join").await);
    all_clean(
        &say(
            &h,
            "club",
            "alice",
            "/tournament action:create game:masters rounds:2 starts:1h",
        )
        .await,
    );
    all_clean(
        &say(
            &h,
            "club",
            "alice",
            "/tournament action:create game:masters",
        )
        .await,
    );
    for who in ["alice", "bob", "carol", "dora"] {
        all_clean(&say(&h, "club", who, "/tournament action:join").await);
    }
    all_clean(&say(&h, "club", "bob", "/tournament action:join").await);
    all_clean(&say(&h, "club", "bob", "/tournament action:start").await);
    all_clean(&say(&h, "club", "bob", "/tournament action:standings").await);
    all_clean(&say(&h, "club", "alice", "/tournament action:start").await);
    let first = place_all(&h).await;
    assert_eq!(first.len(), 2);
    all_clean(&say(&h, "club", "alice", "/tournament action:pause").await);
    all_clean(
        &say(
            &h,
            "club",
            "alice",
            "/tournament action:withdraw player:carol",
        )
        .await,
    );
    all_clean(
        &say(
            &h,
            "club",
            "alice",
            "/tournament action:withdraw player:erin",
        )
        .await,
    );
    resign_all(&h, &first).await;
    all_clean(&say(&h, "club", "alice", "/tournament action:resume").await);
    let second = place_all(&h).await;
    all_clean(&say(&h, "club", "dora", "/tournament action:standings").await);
    resign_all(&h, &second).await;
    let ends = h.event_ends().await;
    all_clean(&ends.iter().map(|(_, r)| r.clone()).collect::<Vec<_>>());
    let standings = say(&h, "club", "dora", "/tournament action:standings").await;
    all_clean(&standings);
    assert!(clean(&standings[0].text).contains('⟦'));

    // The standings picture: every run it draws, and its alt text.
    let event = {
        let mut c = h.store().read().await.unwrap();
        store::latest_event(&mut c, "club").await.unwrap().unwrap()
    };
    let (about, table) = gamehost::host::tournament::standings_of(h.games(), event).unwrap();
    clean(&about.into());
    assert!(table.rows.iter().any(|r| r.withdrawn));
    let pseudo = speaker(Locale::Pseudo);
    let picture = gamehost::host::tournament::StandingsPicture { table };
    let (drawn, runs) = board_render::runs::recorded(|| picture.draw(&pseudo));
    let drawn = drawn.unwrap();
    assert!(runs.len() > 10, "{runs:?}");
    for run in &runs {
        let strays = pseudo::strays(run, ALLOWED);
        assert!(strays.is_empty(), "{strays:?} drawn in {run}");
    }
    assert!(runs.iter().any(|r| r.contains('⟦')), "{runs:?}");
    let strays = pseudo::strays(&drawn.alt, ALLOWED);
    assert!(
        strays.is_empty(),
        "{strays:?} in the alt text {}",
        drawn.alt
    );

    // The ratings the event's games made, read back.
    all_clean(&say(&h, "club", "bob", "/leaderboard game:masters").await);
    all_clean(&say(&h, "club", "bob", "/profile").await);
    all_clean(&say(&h, "club", "erin", "/profile").await);
    all_clean(&say(&h, "club", "erin", "/leaderboard game:throne").await);
    // The archive's switches.
    all_clean(&say(&h, "club", "bob", "/archive state:on").await);
    all_clean(&say(&h, "club", "bob", "/anonymous state:on").await);
    all_clean(&say(&h, "club", "bob", "/anonymous state:off").await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tables_refusals_say_only_the_catalogues_words() {
    let dir = tempfile::tempdir().unwrap();
    let h = clocked(&dir).await;
    all_clean(&say(&h, "t", "bob", "/join").await);
    all_clean(&say(&h, "t", "alice", "/challenge game:throne players:3").await);
    all_clean(&say(&h, "t", "alice", "/start").await);
    all_clean(&say(&h, "t", "bob", "/join").await);
    all_clean(&say(&h, "t", "bob", "/join").await);
    all_clean(&say(&h, "t", "bob", "/start").await);
    all_clean(&say(&h, "t", "alice", "/leave").await);
    all_clean(&say(&h, "t", "dora", "/leave").await);
    all_clean(&say(&h, "t", "carol", "/join").await);
    all_clean(&say(&h, "t", "dora", "/join").await);
    all_clean(&say(&h, "u", "alice", "/challenge game:throne players:2 bots:2").await);
    all_clean(&say(&h, "u", "alice", "/challenge game:throne level:3").await);
}
