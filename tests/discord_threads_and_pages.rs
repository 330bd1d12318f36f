//! Discord beyond the channel, against the fake Discord on 127.0.0.1: with
//! a thread per game the game moves into a thread of its own; an event of
//! four runs each pairing in a thread to its final standings; with a
//! public address a game links its page; with pages served the Play
//! button links the seat's page, where a turn played by clicking is
//! announced in the channel; with the Activity on, Play launches it.

mod discord;

use discord::fake::{ALICE, BOB, CAROL, Call, DORA, Fake, PATIENCE, Person};
use discord::{
    EPHEMERAL, LOBBY, buttons_removed, connected, content, custom_ids, data, flags, pictures,
    recorded_challenge_message, say,
};
use gamehost::config::Synchronous;
use gamehost::store::{self, Store};
use serde_json::Value;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_thread_per_game_the_game_moves_into_a_thread() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(
        &fake,
        dir.path(),
        &[("GAMEHOST_DISCORD__THREAD_PER_GAME", "true")],
    )
    .await;

    let sent = fake
        .command(
            ALICE,
            LOBBY,
            "challenge",
            &[("opponent", "@102"), ("side", "ember")],
        )
        .await;
    let challenge = fake.answer(&sent).await;
    let challenge_id = challenge["id"].as_str().unwrap().to_string();
    // The bot looks its challenge message up and records it, to start the
    // thread from it.
    assert_eq!(recorded_challenge_message(dir.path()).await, challenge_id);

    // Carol cannot accept: no thread is made.
    let refused = say(&fake, CAROL, "accept", &[]).await;
    assert_eq!(flags(data(&refused)), EPHEMERAL);
    assert!(!fake.calls().iter().any(|c| c.path.ends_with("/threads")));

    let accepted = say(&fake, BOB, "accept", &[]).await;
    buttons_removed(&fake, &challenge_id).await;
    let thread_call = fake
        .calls()
        .into_iter()
        .find(|c| c.path.ends_with("/threads"))
        .unwrap();
    assert_eq!(
        thread_call.path,
        format!("/channels/{LOBBY}/messages/{challenge_id}/threads")
    );
    assert!(
        thread_call.json["name"]
            .as_str()
            .unwrap()
            .contains("alice vs bob")
    );
    let posted = fake
        .calls()
        .into_iter()
        .find(|c| {
            c.method == "POST" && c.path.starts_with("/channels/") && c.path.ends_with("/messages")
        })
        .unwrap();
    let thread = posted.path.split('/').nth(2).unwrap().to_string();
    assert_ne!(thread, LOBBY);
    assert!(
        posted.json["content"]
            .as_str()
            .unwrap()
            .starts_with("Game on")
    );
    assert_eq!(pictures(&posted), 1);
    assert_eq!(flags(data(&accepted)), 0);
    assert!(content(&accepted).contains(&format!("<#{thread}>")));

    // The thread is the game's channel; the lobby is free for another challenge.
    let sent = fake
        .command(
            ALICE,
            &thread,
            "move masters",
            &[("from", "E2"), ("to", "E4")],
        )
        .await;
    let preview = fake.callback(&sent).await;
    assert!(
        content(&preview).starts_with("Staged: E2-E4"),
        "{}",
        content(&preview)
    );
    let again = say(&fake, CAROL, "challenge", &[("opponent", "@101")]).await;
    assert!(content(&again).contains("carol challenges alice"));
}

/// An event on Discord (issue 36): created, joined by four players, each
/// pairing created by the bot in a thread of its own with both players
/// mentioned, played there (each game ended by a resignation), the next
/// round paired when the last game of one ends, and the final standings
/// posted with their picture.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_event_of_four_runs_in_threads_to_its_standings() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(
        &fake,
        dir.path(),
        &[("GAMEHOST_DISCORD__THREAD_PER_GAME", "true")],
    )
    .await;
    let created = say(
        &fake,
        ALICE,
        "tournament",
        &[
            ("action", "create"),
            ("game", "masters"),
            ("format", "swiss"),
            ("rounds", "2"),
            ("time", "1h"),
        ],
    )
    .await;
    assert!(
        content(&created).starts_with("alice created a Swiss event of Masters (2 rounds"),
        "{}",
        content(&created)
    );
    let people = [ALICE, BOB, CAROL, DORA];
    for p in people {
        let joined = say(&fake, p, "tournament", &[("action", "join")]).await;
        assert!(
            content(&joined).contains("joined the event"),
            "{}",
            content(&joined)
        );
    }
    // Only the organiser (or who manages the server) starts it.
    let refused = say(&fake, BOB, "tournament", &[("action", "start")]).await;
    assert_eq!(flags(data(&refused)), EPHEMERAL);
    assert!(content(&refused).starts_with("Only the event's organiser"));
    let skip = fake.calls().len();
    let started = say(&fake, ALICE, "tournament", &[("action", "start")]).await;
    assert!(
        content(&started).contains("Round 1: "),
        "{}",
        content(&started)
    );

    for round in 1..=2 {
        // Two games, each in a thread started in the lobby and announced there.
        let lobby = format!("/channels/{LOBBY}/messages");
        let heading = format!("Round {round}, board");
        let notices = calls_at_least(&fake, 2, |c| {
            c.method == "POST"
                && c.path == lobby
                && c.json["content"]
                    .as_str()
                    .is_some_and(|t| t.starts_with(&heading))
        })
        .await;
        let threads: Vec<(String, String)> = notices
            .iter()
            .map(|n| {
                let text = n.json["content"].as_str().unwrap().to_string();
                let thread = channel_mention(&text).expect("the game's thread");
                assert_ne!(thread, LOBBY);
                (thread, text)
            })
            .collect();
        let made = fake
            .calls()
            .iter()
            .filter(|c| c.method == "POST" && c.path == format!("/channels/{LOBBY}/threads"))
            .count();
        assert_eq!(made, 2 * round);
        for (thread, text) in &threads {
            // The game's first message there mentions both players.
            let first = fake
                .wait_call(0, PATIENCE, |c| {
                    c.method == "POST" && c.path == format!("/channels/{thread}/messages")
                })
                .await;
            let body = first.json["content"].as_str().unwrap();
            assert!(
                body.starts_with(&format!("Event game: round {round}")),
                "{body}"
            );
            assert_eq!(pictures(&first), 1);
            let names: Vec<Person> = people
                .into_iter()
                .filter(|p| text.contains(p.name))
                .collect();
            assert_eq!(names.len(), 2, "{text}");
            for p in &names {
                assert!(body.contains(&format!("<@{}>", p.id)), "{body}");
            }
            // The first named resigns: the other wins.
            let sent = fake.command(names[0], thread, "resign", &[]).await;
            let resigned = fake.callback(&sent).await;
            assert!(
                content(&resigned).contains("resign"),
                "{}",
                content(&resigned)
            );
        }
    }
    // The end: the final standings in the lobby, with their picture.
    let end = fake
        .wait_call(skip, PATIENCE, |c| {
            c.method == "POST"
                && c.path == format!("/channels/{LOBBY}/messages")
                && c.json["content"]
                    .as_str()
                    .is_some_and(|t| t.starts_with("The event is over. Final standings:"))
        })
        .await;
    assert_eq!(pictures(&end), 1);
    assert_eq!(end.files[0].1, "standings.png");
    let standings = say(&fake, CAROL, "tournament", &[("action", "standings")]).await;
    assert_eq!(flags(data(&standings)), 0);
    assert!(
        content(&standings).contains("final standings"),
        "{}",
        content(&standings)
    );
    assert_eq!(pictures(&standings), 1);
    // Two rounds of two games: four rated games, all over.
    let store = Store::open(&dir.path().join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let mut c = store.read().await.unwrap();
    let row = store::latest_event(&mut c, LOBBY).await.unwrap().unwrap();
    let boards = store::boards_of_event(&mut c, row.id).await.unwrap();
    assert_eq!(boards.len(), 4);
    for b in boards {
        let game = store::game(&mut c, b.game_id.unwrap())
            .await
            .unwrap()
            .unwrap();
        assert!(!game.running() && game.rated);
    }
}

/// Waits until at least `n` calls match `want`; those calls.
async fn calls_at_least(fake: &Fake, n: usize, want: impl Fn(&Call) -> bool) -> Vec<Call> {
    let deadline = std::time::Instant::now() + PATIENCE;
    loop {
        let found: Vec<Call> = fake.calls().into_iter().filter(|c| want(c)).collect();
        if found.len() >= n {
            return found;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "only {} such calls within {PATIENCE:?}: {:#?}",
            found.len(),
            fake.summary()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The id in a `<#123>` mention inside `text`.
fn channel_mention(text: &str) -> Option<String> {
    let rest = text.split("<#").nth(1)?;
    Some(rest.split('>').next()?.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_a_public_address_a_game_links_its_page_with_a_link_button() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(
        &fake,
        dir.path(),
        &[("GAMEHOST_WEB__PUBLIC_URL", "https://games.example.org/")],
    )
    .await;
    say(&fake, ALICE, "challenge", &[("opponent", "@102")]).await;
    let started = say(&fake, BOB, "accept", &[]).await;
    let links: Vec<&Value> = data(&started)["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().into_iter().flatten())
        .filter(|b| b["style"] == 5)
        .collect();
    assert_eq!(links.len(), 1, "{}", data(&started));
    let url = links[0]["url"].as_str().unwrap();
    assert!(url.starts_with("https://games.example.org/g/"), "{url}");
    assert!(links[0]["custom_id"].is_null(), "a link carries no id");
}

/// The buttons of a message's rows.
fn buttons(message: &Value) -> Vec<Value> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .collect()
}

/// A game in the lobby between alice (to move) and bob: the message it
/// started with.
async fn started_in_lobby(fake: &Fake) -> Value {
    say(
        fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "ember")],
    )
    .await;
    let sent = fake.command(BOB, LOBBY, "accept", &[]).await;
    fake.answer(&sent).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_pages_served_the_play_button_links_the_seat_where_it_plays_by_clicking() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let public = format!("http://127.0.0.1:{port}");
    let listen = format!("127.0.0.1:{port}");
    let _bot = connected(
        &fake,
        dir.path(),
        &[
            ("GAMEHOST_WEB__PUBLIC_URL", &public),
            ("GAMEHOST_WEB__LISTEN", &listen),
        ],
    )
    .await;
    let started = started_in_lobby(&fake).await;
    let play = custom_ids(&started)
        .into_iter()
        .find(|i| i.ends_with(":cs"))
        .unwrap_or_else(|| panic!("a Play button: {started}"));
    // Bob, not to move, is told so, with his own link to the page.
    let waiting = fake.answer(&fake.click(BOB, &started, &play).await).await;
    assert_eq!(flags(&waiting), EPHEMERAL);
    assert!(
        waiting["content"].as_str().unwrap().contains("not yours"),
        "{waiting}"
    );
    assert!(
        buttons(&waiting).iter().any(|b| b["style"] == 5),
        "{waiting}"
    );
    let step = fake.answer(&fake.click(ALICE, &started, &play).await).await;
    assert_eq!(flags(&step), EPHEMERAL, "the link is for alice alone");
    let link = buttons(&step)
        .into_iter()
        .find(|b| b["style"] == 5)
        .unwrap_or_else(|| panic!("a link button: {step}"));
    assert_eq!(link["label"], "Play on the web");
    let url = link["url"].as_str().unwrap();
    assert!(
        url.starts_with(&format!("{public}/g/")) && url.contains("/seat/"),
        "{url}"
    );
    // The step's own buttons are still there for playing in Discord.
    assert!(custom_ids(&step).iter().any(|i| i.contains(":cs:p:")));
    // Played on the page, the turn is announced in the channel.
    let skip = fake.calls().len();
    let client = reqwest::Client::new();
    let text = |r: reqwest::Response| async move {
        serde_json::from_str::<Value>(&r.text().await.unwrap()).unwrap()
    };
    let mut seen = text(client.get(format!("{url}/step")).send().await.unwrap()).await;
    for (ask, key) in [("pick", "E2"), ("pick", "E4"), ("end", "")] {
        let body = serde_json::json!({
            "ask": ask, "key": key, "version": seen["version"], "revision": seen["revision"],
        });
        let r = client
            .post(format!("{url}/step"))
            .header("content-type", "application/json")
            .body(body.to_string());
        seen = text(r.send().await.unwrap()).await;
    }
    assert_eq!(seen["state"], "played", "{seen}");
    let posted = fake
        .wait_call(skip, PATIENCE, |c| {
            c.method == "POST" && c.path == format!("/channels/{LOBBY}/messages")
        })
        .await;
    let text = posted.json["content"].as_str().unwrap_or_default();
    assert!(text.contains("E2-E4"), "{text}");
    assert_eq!(pictures(&posted), 1, "the board after the turn");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_activity_on_the_play_button_launches_it() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(
        &fake,
        dir.path(),
        &[
            ("GAMEHOST_WEB__PUBLIC_URL", "https://games.example.org/"),
            ("GAMEHOST_WEB__LISTEN", "127.0.0.1:0"),
            ("GAMEHOST_DISCORD__ACTIVITY", "true"),
            ("GAMEHOST_DISCORD__CLIENT_ID", "4242"),
            ("GAMEHOST_DISCORD__CLIENT_SECRET", "the app's secret"),
        ],
    )
    .await;
    let started = started_in_lobby(&fake).await;
    let play = custom_ids(&started)
        .into_iter()
        .find(|i| i.ends_with(":cs"))
        .unwrap_or_else(|| panic!("a Play button: {started}"));
    let launched = fake
        .callback(&fake.click(ALICE, &started, &play).await)
        .await;
    assert_eq!(
        launched.json["type"], 12,
        "LAUNCH_ACTIVITY: {:?}",
        launched.json
    );
    // /play still answers with the step, for those who type.
    let sent = fake.command(ALICE, LOBBY, "play", &[]).await;
    let step = fake.answer(&sent).await;
    assert_eq!(flags(&step), EPHEMERAL);
}
