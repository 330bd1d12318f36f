//! The bot's link to Discord, against the fake Discord on 127.0.0.1: an
//! unreachable Discord is one line without the token; a registration that
//! fails once is retried and one that keeps failing stops the bot; after a
//! restart (commands registered for one guild, a shard range) a button
//! still works; a reconnect resumes at the session's own address; slow
//! work is deferred and the answer edited in; a rate-limited call is
//! retried after its Retry-After.

mod discord;

use discord::fake::{self, ALICE, BOB, CAROL, Call, Fake, PATIENCE};
use discord::{
    Bot, EPHEMERAL, LOBBY, TOKEN, connected, content, custom_ids, data, flags, pictures,
    recorded_challenge_message, say, shown,
};
use std::process::{Command, Stdio};
use std::time::Duration;

#[test]
fn an_unreachable_discord_is_one_line_without_the_token() {
    let dir = tempfile::tempdir().unwrap();
    // Nothing listens on port 9 (discard) here: every call is refused.
    let out = Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .current_dir(dir.path())
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("GAMEHOST_DISCORD__API_BASE", "http://127.0.0.1:9")
        .env("GAMEHOST_DATABASE__PATH", dir.path().join("games.db"))
        .env("RUST_LOG", "debug")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(!stderr.contains(TOKEN), "the token appeared: {stderr}");
    let last = stderr.lines().last().unwrap_or("");
    assert!(
        last.starts_with("gamehost: the Discord connection failed"),
        "{last}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_registration_is_retried_and_one_that_keeps_failing_stops_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    // One 500: the registration is tried again and the bot answers.
    fake.fail_registrations(1);
    let skip = fake.calls().len();
    let bot = Bot::start(&fake, dir.path(), &[]);
    let registrations = |fake: &Fake| {
        fake.calls()
            .into_iter()
            .skip(skip)
            .filter(|c| c.method == "PUT")
            .count()
    };
    let deadline = std::time::Instant::now() + PATIENCE;
    while registrations(&fake) < 2 {
        assert!(
            std::time::Instant::now() < deadline,
            "no second registration"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(registrations(&fake), 2);
    let help = say(&fake, ALICE, "help", &[]).await;
    assert!(content(&help).starts_with("Commands"));
    drop(bot);

    // Always 500: after its attempts the bot stops with one clear line.
    let dir = tempfile::tempdir().unwrap();
    fake.fail_registrations(usize::MAX);
    let mut bot = Bot::start(&fake, dir.path(), &[]);
    let status = bot
        .exit_within(PATIENCE)
        .expect("the bot stops instead of staying deaf");
    assert!(!status.success());
    assert!(
        bot.log()
            .contains("could not register the slash commands after 5 attempts"),
        "{}",
        bot.log()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_still_works_after_the_bot_restarts() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let guild = [("GAMEHOST_DISCORD__GUILD_ID", fake::GUILD)];
    let mut bot = connected(&fake, dir.path(), &guild).await;
    let registered = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .unwrap();
    assert_eq!(
        registered.path,
        format!(
            "/applications/{}/guilds/{}/commands",
            fake::APP,
            fake::GUILD
        )
    );

    let challenge = say(
        &fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "frost")],
    )
    .await;
    let message = shown("7001", LOBBY, data(&challenge));
    bot.kill();
    // Back as shard 1 of 2 (a second process would run shard 0).
    let restarted = [
        guild[0],
        ("GAMEHOST_DISCORD__SHARDS__FIRST", "1"),
        ("GAMEHOST_DISCORD__SHARDS__LAST", "1"),
        ("GAMEHOST_DISCORD__SHARDS__TOTAL", "2"),
    ];
    let _bot = connected(&fake, dir.path(), &restarted).await;
    let identifies = fake.identifies();
    assert_eq!(identifies.len(), 2, "a second connection");
    assert_eq!(identifies[0]["d"]["shard"], serde_json::json!([0, 1]));
    assert_eq!(identifies[1]["d"]["shard"], serde_json::json!([1, 2]));

    let accepted = fake
        .callback(&fake.click(BOB, &message, &custom_ids(&message)[0]).await)
        .await;
    assert!(
        content(&accepted).starts_with("Game on: bob (Ember) vs alice (Frost)"),
        "{}",
        content(&accepted)
    );
    assert_eq!(pictures(&accepted), 1);
    // The same button again: the challenge is no longer open.
    let again = fake
        .callback(&fake.click(BOB, &message, &custom_ids(&message)[0]).await)
        .await;
    assert_eq!(flags(data(&again)), EPHEMERAL);
    assert!(content(&again).contains("no longer open"));
}

/// Issue 33, item 9: after Discord asks the bot to reconnect, it
/// resumes its session at the address READY gave it (not the default
/// gateway), and goes on answering.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reconnect_resumes_at_the_sessions_own_address() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    assert_eq!(
        fake.openings(),
        [("gateway", 2)],
        "a new session at the default address"
    );
    fake.ask_to_reconnect();
    let seen = fake.wait_opening(6, PATIENCE).await;
    assert_eq!(seen, [("gateway", 2), ("resume", 6)]);
    let help = say(&fake, ALICE, "help", &[]).await;
    assert!(content(&help).starts_with("Commands"), "{}", content(&help));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_work_is_deferred_and_the_answer_edited_in() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    // Every answer counts as slow: each interaction is deferred first.
    let _bot = connected(
        &fake,
        dir.path(),
        &[("GAMEHOST_DISCORD__DEFER_AFTER_MS", "0")],
    )
    .await;

    // A public answer: deferred publicly, then the original edited in.
    let sent = fake
        .command(ALICE, LOBBY, "challenge", &[("opponent", "@102")])
        .await;
    let deferred = fake.callback(&sent).await;
    assert_eq!(deferred.json["type"], 5, "deferred");
    assert_eq!(flags(data(&deferred)), 0);
    let challenge = fake.answer(&sent).await;
    assert!(
        challenge["content"]
            .as_str()
            .unwrap()
            .contains("alice challenges bob")
    );
    assert_eq!(custom_ids(&challenge).len(), 2);
    let edits = fake
        .calls()
        .into_iter()
        .filter(|c| c.method == "PATCH")
        .count();
    assert_eq!(
        edits, 1,
        "the original response was edited, not a new message sent"
    );

    // A private answer: deferred ephemerally, edited in.
    let sent = fake
        .command(BOB, LOBBY, "rules", &[("piece", "horseman")])
        .await;
    assert_eq!(flags(data(&fake.callback(&sent).await)), EPHEMERAL);
    let rules = fake.answer(&sent).await;
    assert_eq!(flags(&rules), EPHEMERAL);
    let edit = fake
        .calls()
        .into_iter()
        .rev()
        .find(|c| c.method == "PATCH" && c.path.contains(&sent.token))
        .unwrap();
    assert_eq!(
        pictures(&edit),
        1,
        "the diagram with its alt text: {:?}",
        edit.json
    );

    // A refusal of a command that usually answers publicly: the public
    // placeholder is removed and the refusal sent privately.
    let sent = fake.command(CAROL, LOBBY, "board", &[]).await;
    assert_eq!(flags(data(&fake.callback(&sent).await)), 0);
    let private = fake
        .wait_call(sent.skip, PATIENCE, |c| {
            c.method == "POST" && c.path.starts_with("/webhooks/")
        })
        .await;
    assert_eq!(flags(&private.json), EPHEMERAL);
    assert!(
        private.json["content"]
            .as_str()
            .unwrap()
            .contains("No game has been played")
    );
    assert!(
        fake.calls()
            .iter()
            .any(|c| c.method == "DELETE" && c.path.contains(&sent.token))
    );

    // The Accept button, deferred: the board is edited in with its picture.
    let message = shown("7001", LOBBY, &challenge);
    let sent = fake.click(BOB, &message, &custom_ids(&challenge)[0]).await;
    assert_eq!(fake.callback(&sent).await.json["type"], 5);
    let board = fake.answer(&sent).await;
    assert!(board["content"].as_str().unwrap().starts_with("Game on"));
    // The edit of this interaction's answer (the challenge message losing
    // its buttons is a PATCH too, and may come first or last).
    let edit = fake
        .calls()
        .into_iter()
        .rev()
        .find(|c| c.method == "PATCH" && c.path.contains(&sent.token))
        .unwrap();
    assert_eq!(pictures(&edit), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_answer_is_retried_after_retry_after() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    // Every answer is deferred first, so the callback and the edit of the
    // original response are both exercised.
    let mut bot = connected(
        &fake,
        dir.path(),
        &[("GAMEHOST_DISCORD__DEFER_AFTER_MS", "0")],
    )
    .await;

    // The deferral is rate-limited once and sent again after 0.4 s; the
    // edit that fills it in is rate-limited once and sent after 0.3 s.
    fake.rate_limit("callback", 1, 0.4);
    fake.rate_limit("original", 1, 0.3);
    let sent = fake
        .command(ALICE, LOBBY, "challenge", &[("opponent", "@102")])
        .await;
    let deferred = fake.callback(&sent).await;
    assert_eq!(deferred.json["type"], 5);
    let callback = format!("/interactions/{}/{}/callback", sent.id, sent.token);
    let tries: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| c.path == callback)
        .collect();
    assert_eq!(
        tries.iter().map(|c| c.status).collect::<Vec<_>>(),
        [429, 204]
    );
    let waited = tries[1].at - tries[0].at;
    assert!(
        waited >= Duration::from_millis(400),
        "retried after {waited:?}"
    );
    let original = format!("/webhooks/{}/{}/messages/@original", fake::APP, sent.token);
    fake.wait_call(0, PATIENCE, |c| c.path == original && c.status == 200)
        .await;
    let edits: Vec<Call> = fake
        .calls()
        .into_iter()
        .filter(|c| c.path == original && c.method == "PATCH")
        .collect();
    assert_eq!(
        edits.iter().map(|c| c.status).collect::<Vec<_>>(),
        [429, 200]
    );
    assert!(
        edits[1].json["content"]
            .as_str()
            .unwrap()
            .contains("alice challenges bob")
    );
    assert!(edits[1].at - edits[0].at >= Duration::from_millis(300));

    // Taking the buttons off a message is retried the same way.
    let message = recorded_challenge_message(dir.path()).await;
    fake.rate_limit("message", 1, 0.2);
    let skip = fake.calls().len();
    say(&fake, ALICE, "cancel", &[]).await;
    let path = format!("/channels/{LOBBY}/messages/{message}");
    fake.wait_call(skip, PATIENCE, |c| c.path == path && c.status == 200)
        .await;
    let removed: Vec<u16> = fake
        .calls()
        .into_iter()
        .skip(skip)
        .filter(|c| c.path == path)
        .map(|c| c.status)
        .collect();
    assert_eq!(removed, [429, 200]);

    bot.kill();
    let log = bot.log();
    assert!(
        log.contains("rate-limited") && log.contains("429"),
        "the 429 is logged as what it is"
    );
}
