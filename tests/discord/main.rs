//! The Discord front end against a fake Discord on 127.0.0.1: the real
//! `gamehost` binary connects with a token, registers its commands, and
//! answers slash commands, autocomplete and button clicks.

mod fake;

use fake::{ALICE, BOB, CAROL, Call, DORA, Fake, PATIENCE, Person};
use gamehost::bench::turns as random_turns;
use gamehost::config::Synchronous;
use gamehost::store::{self, Store};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

const TOKEN: &str = "fake-token-Zm9vYmFyYmF6cXV4";
const LOBBY: &str = "500";
/// Discord's flag for an ephemeral message.
const EPHEMERAL: u64 = 64;

/// The bot as a separate process, as `gamehost` runs for real.
struct Bot {
    child: Child,
    log: PathBuf,
}

impl Bot {
    fn start(fake: &Fake, dir: &Path, extra: &[(&str, &str)]) -> Bot {
        let log = dir.join(format!(
            "bot-{}.log",
            std::fs::read_dir(dir).unwrap().count()
        ));
        let mut command = Command::new(env!("CARGO_BIN_EXE_gamehost"));
        command
            .current_dir(dir)
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("DISCORD_TOKEN", TOKEN)
            .env("GAMEHOST_DISCORD__API_BASE", &fake.api_base)
            .env("GAMEHOST_DATABASE__PATH", dir.join("games.db"))
            // Everything the client logs, to check the token never shows.
            .env("RUST_LOG", "debug")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log).unwrap());
        for (k, v) in extra {
            command.env(k, v);
        }
        Bot {
            child: command.spawn().unwrap(),
            log,
        }
    }

    /// Kills the process at once, as a crash would.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Waits up to `limit` for the process to end by itself.
    fn exit_within(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let deadline = std::time::Instant::now() + limit;
        while std::time::Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }

    fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
        let log = self.log();
        if std::thread::panicking() {
            let tail: Vec<&str> = log.lines().rev().take(60).collect();
            eprintln!(
                "bot log (last lines):\n{}",
                tail.into_iter().rev().collect::<Vec<_>>().join("\n")
            );
        }
        assert!(!log.contains(TOKEN), "the token appeared in the log");
        // Interaction tokens let anyone answer as the bot for 15 minutes.
        assert!(
            !log.contains("itoken-"),
            "an interaction token appeared in the log: {}",
            log.lines().find(|l| l.contains("itoken-")).unwrap_or("")
        );
    }
}

/// The response data of an interaction callback.
fn data(call: &Call) -> &Value {
    &call.json["data"]
}

/// The text of an interaction callback's message.
fn content(call: &Call) -> &str {
    data(call)["content"].as_str().expect("a message with text")
}

fn flags(v: &Value) -> u64 {
    v["flags"].as_u64().unwrap_or(0)
}

fn custom_ids(message: &Value) -> Vec<String> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .collect()
}

/// Checks that every uploaded file of `call` is a PNG that decodes and has
/// its alt text; returns how many there were.
fn pictures(call: &Call) -> usize {
    let described = call.json["data"]["attachments"]
        .as_array()
        .or(call.json["attachments"].as_array())
        .cloned()
        .unwrap_or_default();
    for (i, (_, filename, bytes)) in call.files.iter().enumerate() {
        if filename.ends_with(".png") {
            let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
                .unwrap_or_else(|e| panic!("{filename} is not a PNG: {e}"));
            // Boards are large; a Throne throw is one row of shells per throw.
            let tall_enough = if filename == "throws.png" { 60 } else { 300 };
            assert!(
                image.width() > 300 && image.height() > tall_enough,
                "{filename}"
            );
        }
        let description = described
            .get(i)
            .and_then(|a| a["description"].as_str())
            .unwrap_or("");
        assert!(!description.is_empty(), "{filename} has no alt text");
    }
    call.files.len()
}

/// The message Discord shows for a response body `data` (what a button
/// click carries back to the bot).
fn shown(id: &str, channel: &str, data: &Value) -> Value {
    serde_json::json!({
        "id": id, "channel_id": channel,
        "author": {"id": fake::APP, "username": "gamehost", "avatar": null, "discriminator": "0", "bot": true},
        "content": data["content"], "timestamp": "2026-11-22T12:00:00Z", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": [], "pinned": false, "type": 0, "flags": flags(data), "components": data["components"],
    })
}

/// Waits for the bot to record the message of the open challenge in the
/// lobby (it does so just after answering `/challenge`) and returns its id.
async fn recorded_challenge_message(dir: &Path) -> String {
    let store = Store::open(&dir.join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let recorded = async {
        loop {
            let mut c = store.read().await.unwrap();
            let open = store::open_challenge(&mut c, LOBBY).await.unwrap();
            if let Some(id) = open.and_then(|ch| ch.message_id) {
                return id;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    };
    let recorded = tokio::time::timeout(PATIENCE, recorded).await.unwrap();
    store.close().await;
    recorded
}

/// Waits for the bot to take the buttons off its message `id` in the lobby.
async fn buttons_removed(fake: &Fake, id: &str) -> Call {
    let path = format!("/channels/{LOBBY}/messages/{id}");
    fake.wait_call(0, PATIENCE, |c| c.method == "PATCH" && c.path == path)
        .await
}

async fn connected(fake: &Fake, dir: &Path, extra: &[(&str, &str)]) -> Bot {
    let skip = fake.calls().len();
    let bot = Bot::start(fake, dir, extra);
    fake.wait_ready(skip).await;
    bot
}

/// Types a command and returns its callback, checking the answer came in time.
async fn say(fake: &Fake, who: Person, name: &str, options: &[(&str, &str)]) -> Call {
    let sent = fake.command(who, LOBBY, name, options).await;
    fake.callback(&sent).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_played_through_slash_commands_autocomplete_and_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let bot = connected(&fake, dir.path(), &[]).await;

    // It identified with the non-privileged intents only, and registered
    // every command globally with descriptions and choices.
    let identify = &fake.identifies()[0];
    let intents = identify["d"]["intents"].as_u64().unwrap();
    let privileged = (1 << 1) | (1 << 8) | (1 << 15);
    assert_eq!(intents & privileged, 0, "intents {intents:#b}");
    let registered = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .unwrap();
    assert_eq!(
        registered.path,
        format!("/applications/{}/commands", fake::APP)
    );
    let commands = registered.json.as_array().unwrap();
    assert_eq!(commands.len(), 32);
    let archive = commands.iter().find(|c| c["name"] == "archive").unwrap();
    assert_eq!(
        archive["options"][0]["choices"].as_array().unwrap().len(),
        2
    );
    let mv = commands.iter().find(|c| c["name"] == "move").unwrap();
    assert!(mv["description"].as_str().unwrap().contains("Stage a move"));
    // One subcommand per game, each with that game's options only: a
    // Masters player is never offered Elemental chess's kill targets.
    let per_game = |command: &Value, game: &str| -> Vec<String> {
        let sub = command["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == game && o["type"] == 1)
            .unwrap_or_else(|| panic!("no subcommand {game} in {}", command["name"]));
        sub["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["name"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(per_game(mv, "masters"), ["from", "to", "promote"]);
    assert_eq!(per_game(mv, "throne"), ["piece", "values", "kind"]);
    assert!(per_game(mv, "elemental").contains(&"bdk".to_string()));
    let turn = commands.iter().find(|c| c["name"] == "turn").unwrap();
    assert!(!per_game(turn, "masters").contains(&"laugh".to_string()));
    let masters_move = &mv["options"][0]["options"];
    let from = masters_move
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "from")
        .unwrap();
    assert_eq!(from["autocomplete"], true);
    let promote = masters_move
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "promote")
        .unwrap();
    // Promotion pieces are offered by autocomplete.
    assert_eq!(promote["autocomplete"], true);
    // Declared integer ranges reach Discord.
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    let players = challenge["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "players")
        .unwrap();
    assert_eq!(
        (players["min_value"].as_i64(), players["max_value"].as_i64()),
        (Some(2), Some(4))
    );

    // A challenge cancelled with /cancel: its message loses its buttons.
    let first = say(&fake, ALICE, "challenge", &[("opponent", "@102")]).await;
    assert_eq!(custom_ids(data(&first)).len(), 2);
    let first_id = recorded_challenge_message(dir.path()).await;
    let cancelled = say(&fake, ALICE, "cancel", &[]).await;
    assert_eq!(flags(data(&cancelled)), 0);
    buttons_removed(&fake, &first_id).await;

    // A challenge: a public message with Accept and Decline buttons.
    let challenge = say(
        &fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "ember")],
    )
    .await;
    assert_eq!(challenge.json["type"], 4);
    assert_eq!(flags(data(&challenge)), 0);
    assert!(content(&challenge).contains("alice challenges bob"));
    let message = fake
        .answer(&fake.command(CAROL, LOBBY, "board", &[]).await)
        .await;
    assert_eq!(flags(&message), EPHEMERAL, "no game yet: a private refusal");
    let ids = custom_ids(data(&challenge));
    assert_eq!(ids.len(), 2);
    assert!(
        ids[0].starts_with("ch:") && ids[0].ends_with(":accept"),
        "{ids:?}"
    );
    assert!(ids[1].ends_with(":decline"));
    let challenge_message = shown("7001", LOBBY, data(&challenge));
    let accept_id = custom_ids(&challenge_message)[0].clone();

    // A spectator presses Accept: refused privately, nothing changes.
    let refused = fake
        .callback(&fake.click(CAROL, &challenge_message, &accept_id).await)
        .await;
    assert_eq!(refused.json["type"], 4);
    assert_eq!(flags(data(&refused)), EPHEMERAL);
    assert!(content(&refused).contains("only they can answer"));

    // Bob accepts with the button: the board for everyone, with alt text.
    let accepted = fake
        .callback(&fake.click(BOB, &challenge_message, &accept_id).await)
        .await;
    assert_eq!(flags(data(&accepted)), 0);
    assert!(content(&accepted).starts_with("Game on"));
    assert_eq!(pictures(&accepted), 1);
    // The settled challenge loses its buttons.
    let cleared = buttons_removed(&fake, "7001").await;
    assert_eq!(cleared.json["components"], serde_json::json!([]));

    // Autocomplete offers Alice only what she can move, then where it goes.
    let from = fake
        .callback(
            &fake
                .autocomplete(ALICE, LOBBY, "move masters", &[], "from", "e")
                .await,
        )
        .await;
    assert_eq!(from.json["type"], 8);
    let choices: Vec<&str> = data(&from)["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert!(
        choices.contains(&"E2") && choices.iter().all(|c| c.starts_with('E')),
        "{choices:?}"
    );
    assert!(
        !choices.contains(&"E1"),
        "a piece with no move is not offered: {choices:?}"
    );
    let to = fake
        .callback(
            &fake
                .autocomplete(ALICE, LOBBY, "move masters", &[("from", "E2")], "to", "")
                .await,
        )
        .await;
    let targets: Vec<&str> = data(&to)["choices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["value"].as_str().unwrap())
        .collect();
    assert!(
        targets.contains(&"E4") && targets.len() <= 25,
        "{targets:?}"
    );
    let none = fake
        .callback(
            &fake
                .autocomplete(BOB, LOBBY, "move masters", &[], "from", "")
                .await,
        )
        .await;
    assert_eq!(
        data(&none)["choices"].as_array().unwrap().len(),
        0,
        "not Bob's turn"
    );
    // A client that still shows /move without its per-game subcommands
    // (cached before an upgrade) is answered, not left to "Loading
    // options failed": one suggestion that keeps what was typed.
    let old = fake
        .callback(
            &fake
                .autocomplete(ALICE, LOBBY, "move", &[], "from", "e")
                .await,
        )
        .await;
    assert_eq!(old.json["type"], 8);
    let offered = data(&old)["choices"].as_array().unwrap();
    assert_eq!(offered.len(), 1, "{offered:?}");
    assert_eq!(offered[0]["value"], "e");

    // A staged move: a private preview with End turn and Undo.
    let preview = say(
        &fake,
        ALICE,
        "move masters",
        &[("from", "E2"), ("to", "E4")],
    )
    .await;
    assert_eq!(flags(data(&preview)), EPHEMERAL);
    assert_eq!(pictures(&preview), 1);
    let preview_ids = custom_ids(data(&preview));
    assert!(
        preview_ids[0].starts_with("g:") && preview_ids[0].contains(":endturn:"),
        "{preview_ids:?}"
    );
    assert!(preview_ids[1].contains(":undo:"));

    // A spectator cannot move.
    let intruder = say(
        &fake,
        CAROL,
        "move masters",
        &[("from", "E2"), ("to", "E4")],
    )
    .await;
    assert_eq!(flags(data(&intruder)), EPHEMERAL);
    assert!(content(&intruder).contains("Only alice and bob play"));

    // A malformed square gets a sentence, not a crash.
    let typo = say(
        &fake,
        ALICE,
        "move masters",
        &[("from", "Z9"), ("to", "E4")],
    )
    .await;
    assert!(content(&typo).contains("is not a square"));

    // /endturn plays it for everyone.
    let played = say(&fake, ALICE, "endturn", &[]).await;
    assert_eq!(flags(data(&played)), 0);
    assert!(content(&played).starts_with("Turn 1 · Ember (alice): E2-E4"));
    assert_eq!(pictures(&played), 1);

    // The End turn button of the old preview is stale now.
    let preview_message = shown("7002", LOBBY, data(&preview));
    let stale = fake
        .callback(&fake.click(ALICE, &preview_message, &preview_ids[0]).await)
        .await;
    assert_eq!(flags(data(&stale)), EPHEMERAL);
    assert!(content(&stale).contains("out of date"));

    // Bob offers a draw: the offer carries Accept draw and Decline draw
    // buttons that only Alice may press.
    let offer = say(&fake, BOB, "draw", &[("action", "offer")]).await;
    assert_eq!(flags(data(&offer)), 0);
    let draw_ids = custom_ids(data(&offer));
    assert!(
        draw_ids[0].ends_with(":draw-accept") && draw_ids[1].ends_with(":draw-decline"),
        "{draw_ids:?}"
    );
    let offer_message = shown("7003", LOBBY, data(&offer));
    let meddling = fake
        .callback(&fake.click(CAROL, &offer_message, &draw_ids[0]).await)
        .await;
    assert_eq!(flags(data(&meddling)), EPHEMERAL);
    assert!(content(&meddling).contains("Only alice and bob play"));
    let declined = fake
        .callback(&fake.click(ALICE, &offer_message, &draw_ids[1]).await)
        .await;
    assert_eq!(flags(data(&declined)), 0);
    assert!(
        content(&declined).contains("declines the draw"),
        "{}",
        content(&declined)
    );
    buttons_removed(&fake, "7003").await;

    // Bob resigns.
    let resigned = say(&fake, BOB, "resign", &[]).await;
    assert_eq!(flags(data(&resigned)), 0);
    assert!(
        content(&resigned).contains("resign"),
        "{}",
        content(&resigned)
    );
    drop(bot);
    // Refusals (the spectator's presses) left the buttons alone.
    let edits = |id: &str| {
        fake.calls()
            .iter()
            .filter(|c| c.method == "PATCH" && c.path == format!("/channels/{LOBBY}/messages/{id}"))
            .count()
    };
    assert_eq!((edits("7001"), edits("7003")), (1, 1));
    let times = fake.answer_times();
    eprintln!(
        "{} interactions answered; slowest {:?}, median {:?}",
        times.len(),
        times[0],
        times[times.len() / 2]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_member_who_manages_the_server_lists_its_archive() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    let refused = say(&fake, CAROL, "archive", &[("state", "on")]).await;
    assert_eq!(flags(data(&refused)), 64, "a refusal is private");
    assert!(
        content(&refused).starts_with("Only someone who may manage this server"),
        "{}",
        content(&refused)
    );
    let listed = say(&fake, DORA, "archive", &[("state", "on")]).await;
    assert_eq!(flags(data(&listed)), 0);
    assert!(
        content(&listed).contains("listed on the web"),
        "{}",
        content(&listed)
    );
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

/// The select menus under a message: (custom id, option values).
fn menus(message: &Value) -> Vec<(String, Vec<String>)> {
    message["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["type"] == 3)
        .map(|m| {
            let values = m["options"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|o| o["value"].as_str().map(str::to_string))
                .collect();
            (m["custom_id"].as_str().unwrap_or("").to_string(), values)
        })
        .collect()
}

/// The follow-up message posted after `sent` whose text contains `needle`.
async fn followup(fake: &Fake, skip: usize, needle: &str) -> Call {
    fake.wait_call(skip, PATIENCE, |c| {
        c.method == "POST"
            && c.path.starts_with("/webhooks/")
            && c.json["content"]
                .as_str()
                .is_some_and(|t| t.contains(needle))
    })
    .await
}

/// Alice challenges Bob to `game` as White and Bob accepts: the game's
/// first message (with a picture), shown under `ids`.
async fn alice_plays_bob(fake: &Fake, game: &str, ids: [&str; 2]) -> Value {
    let challenge = say(
        fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("game", game), ("side", "white")],
    )
    .await;
    assert!(content(&challenge).contains("alice challenges bob to"));
    let challenge_message = shown(ids[0], LOBBY, data(&challenge));
    let accept_id = custom_ids(&challenge_message)[0].clone();
    let accepted = fake
        .callback(&fake.click(BOB, &challenge_message, &accept_id).await)
        .await;
    assert!(content(&accepted).starts_with("Game on"));
    assert_eq!(pictures(&accepted), 1);
    shown(ids[1], LOBBY, data(&accepted))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regions_infiltrators_are_picked_through_a_private_select_menu() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;

    let game_message = alice_plays_bob(&fake, "regions", ["7101", "7102"]).await;
    let pick_id = custom_ids(&game_message)[0].clone();
    assert!(pick_id.ends_with(":pick"), "{pick_id}");

    // Alice presses Pick your infiltrator: a private message with her own
    // board and a menu of the enemy pieces she may pick.
    let opened = fake
        .callback(&fake.click(ALICE, &game_message, &pick_id).await)
        .await;
    assert_eq!(flags(data(&opened)), EPHEMERAL);
    assert_eq!(pictures(&opened), 1);
    let menu_message = shown("7103", LOBBY, data(&opened));
    let listed = menus(&menu_message);
    assert_eq!(listed.len(), 1);
    let (menu_id, values) = &listed[0];
    assert_eq!(values.len(), 14);
    assert!(values.contains(&"e9".to_string()) && !values.contains(&"e10".to_string()));

    // She chooses e9: told privately; the channel hears only that she picked.
    let skip = fake.calls().len();
    let chosen = fake
        .callback(&fake.select(ALICE, &menu_message, menu_id, "e9").await)
        .await;
    assert_eq!(flags(data(&chosen)), EPHEMERAL);
    assert!(content(&chosen).contains("Your infiltrator is Black's commander on e9"));
    let public = followup(&fake, skip, "has picked an infiltrator").await;
    assert_eq!(flags(&public.json), 0);
    let text = public.json["content"].as_str().unwrap();
    assert!(
        !text.contains("e9") && !text.contains("commander"),
        "{text}"
    );

    // Bob may not use Alice's menu; he picks with /pick and autocomplete.
    let foreign = fake
        .callback(&fake.select(BOB, &menu_message, menu_id, "c2").await)
        .await;
    assert_eq!(flags(data(&foreign)), EPHEMERAL);
    assert!(
        content(&foreign).contains("another player's"),
        "{}",
        content(&foreign)
    );
    let offered = fake
        .callback(
            &fake
                .autocomplete(BOB, LOBBY, "pick", &[], "piece", "c")
                .await,
        )
        .await;
    let choices: Vec<&str> = data(&offered)["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert_eq!(choices, ["c1", "c2"]);
    let skip = fake.calls().len();
    let picked = say(&fake, BOB, "pick", &[("piece", "c2")]).await;
    assert_eq!(flags(data(&picked)), EPHEMERAL);
    assert!(content(&picked).contains("White's pawn on c2"));
    let both = followup(&fake, skip, "Both have picked").await;
    let both_text = both.json["content"].as_str().unwrap();
    assert!(!both_text.contains("c2") && !both_text.contains("e9"));
    // The public board's alt text names no infiltrator.
    let described = both.json["attachments"].to_string();
    assert!(!described.contains("infiltrator"), "{described}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_are_pinged_by_exact_mentions_commands_are_for_servers_and_bots_are_not_opponents()
{
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    // Every command is registered for server channels only (contexts: [GUILD]).
    let registered = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .unwrap();
    for c in registered.json.as_array().unwrap() {
        assert_eq!(c["contexts"], serde_json::json!([0]), "/{}", c["name"]);
    }
    // A bot cannot be challenged; nothing is stored.
    let refused = say(&fake, ALICE, "challenge", &[("opponent", "@104")]).await;
    assert_eq!(flags(data(&refused)), EPHEMERAL);
    assert!(
        content(&refused).contains("robot is a bot"),
        "{}",
        content(&refused)
    );
    // The challenged player is mentioned, and only they may be pinged.
    let challenge = say(
        &fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "ember")],
    )
    .await;
    assert!(content(&challenge).contains("<@102>"));
    assert_eq!(
        data(&challenge)["allowed_mentions"]["users"],
        serde_json::json!(["102"])
    );
    assert!(
        data(&challenge)["allowed_mentions"]["parse"]
            .as_array()
            .is_none_or(|p| p.is_empty()),
        "no role or @everyone pings"
    );
    // After each turn, the player to move next is pinged.
    let accepted = say(&fake, BOB, "accept", &[]).await;
    assert!(content(&accepted).contains("<@101>"), "alice moves first");
    let turn = say(&fake, ALICE, "turn masters", &[("move", "E2-E4")]).await;
    assert!(content(&turn).starts_with("Turn 1"));
    assert!(content(&turn).ends_with("<@102>"), "{}", content(&turn));
    assert_eq!(
        data(&turn)["allowed_mentions"]["users"],
        serde_json::json!(["102"])
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
async fn a_throne_table_is_joined_with_buttons_and_a_round_played_with_move_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;

    let opened = say(
        &fake,
        ALICE,
        "challenge",
        &[("game", "throne"), ("players", "3")],
    )
    .await;
    assert_eq!(flags(data(&opened)), 0, "{}", content(&opened));
    assert!(content(&opened).contains("alice opens a Throne table for 3 players"));
    let table = shown("7201", LOBBY, data(&opened));
    let ids = custom_ids(&table);
    assert_eq!(ids.len(), 3);
    assert!(ids[0].ends_with(":join") && ids[2].ends_with(":start"));

    // Bob and Carol join with the buttons; each join posts the table again.
    let joined = fake.callback(&fake.click(BOB, &table, &ids[0]).await).await;
    assert!(content(&joined).contains("bob joins as Blue"));
    let table = shown("7202", LOBBY, data(&joined));
    let joined = fake
        .callback(&fake.click(CAROL, &table, &ids[0]).await)
        .await;
    assert!(content(&joined).contains("carol joins as Green"));
    let table = shown("7203", LOBBY, data(&joined));
    // Only the opener starts it.
    let refused = fake.callback(&fake.click(BOB, &table, &ids[2]).await).await;
    assert_eq!(flags(data(&refused)), EPHEMERAL);
    let started = fake
        .callback(&fake.click(ALICE, &table, &ids[2]).await)
        .await;
    assert!(content(&started).contains("Throne begins: Red (alice), Blue (bob), Green (carol)"));
    // The turn's due time, as Discord shows it in each reader's own time.
    assert!(
        content(&started).contains("\nDue <t:"),
        "{}",
        content(&started)
    );
    assert_eq!(pictures(&started), 1);
    let game = shown("7204", LOBBY, data(&started));
    let throw_id = custom_ids(&game)[0].clone();
    assert!(throw_id.ends_with(":throw"), "{throw_id}");

    // Bob may not throw for Alice; Alice throws with the button.
    let early = fake
        .callback(&fake.click(BOB, &game, &throw_id).await)
        .await;
    assert_eq!(flags(data(&early)), EPHEMERAL);
    assert!(
        content(&early).contains("Red (alice)'s round"),
        "{}",
        content(&early)
    );
    let mut answer = fake
        .callback(&fake.click(ALICE, &game, &throw_id).await)
        .await;
    assert!(
        content(&answer).contains("Red (alice) threw"),
        "{}",
        content(&answer)
    );
    assert_eq!(pictures(&answer), 1);
    // Alice spends the round with move buttons (only she may press them).
    let mut n = 7205;
    let mut first = true;
    while !content(&answer).contains("Blue (bob) to throw") {
        let message = shown(&n.to_string(), LOBBY, data(&answer));
        n += 1;
        let moves: Vec<String> = custom_ids(&message)
            .into_iter()
            .filter(|id| id.contains(":mv:"))
            .collect();
        if moves.is_empty() {
            // More than 20 legal moves (a long chain): no buttons; the
            // move is typed with the values autocomplete offers.
            assert!(
                content(&answer).contains("legal moves"),
                "{}",
                content(&answer)
            );
            let offered = fake
                .callback(
                    &fake
                        .autocomplete(
                            ALICE,
                            LOBBY,
                            "move throne",
                            &[("piece", "home")],
                            "values",
                            "",
                        )
                        .await,
                )
                .await;
            let values = data(&offered)["choices"][0]["value"]
                .as_str()
                .expect("a combination for home")
                .to_string();
            answer = say(
                &fake,
                ALICE,
                "move throne",
                &[("piece", "home"), ("values", &values)],
            )
            .await;
        } else {
            if first {
                first = false;
                let foreign = fake
                    .callback(&fake.click(CAROL, &message, &moves[0]).await)
                    .await;
                assert_eq!(flags(data(&foreign)), EPHEMERAL);
            }
            answer = fake
                .callback(&fake.click(ALICE, &message, &moves[0]).await)
                .await;
        }
        assert_eq!(flags(data(&answer)), 0, "{}", content(&answer));
        assert!(
            content(&answer).contains("Red (alice) moved"),
            "{}",
            content(&answer)
        );
        assert_eq!(pictures(&answer), 1);
    }
    // Bob is pinged to throw, by an exact mention.
    let mentioned = data(&answer)["allowed_mentions"]["users"].to_string();
    assert!(mentioned.contains("102"), "{mentioned}");
    // Autocomplete offers Bob nothing to move before he throws.
    let offered = fake
        .callback(
            &fake
                .autocomplete(BOB, LOBBY, "move throne", &[], "piece", "")
                .await,
        )
        .await;
    assert_eq!(data(&offered)["choices"].as_array().map_or(0, Vec::len), 0);
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

/// Runs one SQL statement on the bot's database (to move a clock into the past).
async fn write_db(dir: &std::path::Path, sql: &'static str) {
    let store = Store::open(&dir.join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let mut tx = store.write().await.unwrap();
    sqlx::query(sql).execute(&mut *tx).await.unwrap();
    tx.commit().await.unwrap();
    store.close().await;
}

/// Wakes the sweeper with a command anywhere and returns what it posts in
/// the lobby.
async fn sweeper_post(fake: &Fake) -> Call {
    let skip = fake.calls().len();
    say(fake, CAROL, "help", &[]).await;
    fake.wait_call(skip, PATIENCE, |c| {
        c.method == "POST" && c.path == format!("/channels/{LOBBY}/messages")
    })
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_challenge_is_announced_and_loses_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    say(&fake, ALICE, "challenge", &[("opponent", "@102")]).await;
    let message = recorded_challenge_message(dir.path()).await;
    // Time runs out (the deadline moved into the past) …
    write_db(dir.path(), "UPDATE challenges SET expires_at = 0").await;
    // … and the sweeper, woken by the next command anywhere, announces it
    // in the channel and takes the buttons off the challenge.
    let posted = sweeper_post(&fake).await;
    let text = posted.json["content"].as_str().unwrap();
    assert!(
        text.contains("alice's challenge to bob expired unanswered"),
        "{text}"
    );
    assert_eq!(flags(&posted.json), 0);
    let removed = buttons_removed(&fake, &message).await;
    assert_eq!(removed.json["components"], serde_json::json!([]));
    // Bob's Accept is refused now, privately.
    let late = say(&fake, BOB, "accept", &[]).await;
    assert_eq!(flags(data(&late)), EPHEMERAL);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_that_runs_out_of_time_is_announced_in_the_channel() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    let challenge = say(
        &fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "ember"), ("time", "5m")],
    )
    .await;
    assert!(
        content(&challenge).contains("with 5 minutes per turn"),
        "{}",
        content(&challenge)
    );
    say(&fake, BOB, "accept", &[]).await;
    // Ember's five minutes run out (the deadline moved into the past) …
    write_db(dir.path(), "UPDATE games SET deadline = 0").await;
    // … and the sweeper announces it; before the second turn that aborts the game.
    let posted = sweeper_post(&fake).await;
    let text = posted.json["content"].as_str().unwrap();
    assert!(
        text.contains("alice did not play in time") && text.contains("aborted"),
        "{text}"
    );
    let late = say(&fake, ALICE, "board", &[]).await;
    assert!(content(&late).contains("Game over"), "{}", content(&late));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_offers_a_rematch_and_shows_on_the_leaderboard() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    say(
        &fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "ember")],
    )
    .await;
    say(&fake, BOB, "accept", &[]).await;
    let resigned = say(&fake, BOB, "resign", &[]).await;
    let text = content(&resigned);
    assert!(
        text.contains("Ratings: alice 1500 → 1662, bob 1500 → 1338."),
        "{text}"
    );
    // No turn was played: nothing to watch again.
    assert!(!text.contains("/replay"), "{text}");
    let last = shown("7301", LOBBY, data(&resigned));
    let ids = custom_ids(&last);
    assert_eq!(ids, ["rm:1"]);
    let rematch = fake.callback(&fake.click(BOB, &last, "rm:1").await).await;
    assert_eq!(flags(data(&rematch)), 0);
    assert!(
        content(&rematch).contains("bob challenges alice to Masters (playing Ember)"),
        "{}",
        content(&rematch)
    );
    let board = say(&fake, CAROL, "leaderboard", &[("game", "masters")]).await;
    let text = content(&board);
    assert!(
        text.contains("1. alice 1662?") && text.contains("2. bob 1338?"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_answered_by_command_or_lapsed_loses_its_buttons() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    say(
        &fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "ember")],
    )
    .await;
    say(&fake, BOB, "accept", &[]).await;
    // An offer answered with /draw: the offer's message loses its buttons.
    let offer = say(&fake, ALICE, "draw", &[("action", "offer")]).await;
    assert_eq!(custom_ids(data(&offer)).len(), 2);
    let original = fake
        .wait_call(0, PATIENCE, |c| {
            c.method == "GET" && c.path.ends_with("/messages/@original")
        })
        .await;
    assert_eq!(original.status, 200);
    let skip = fake.calls().len();
    say(&fake, BOB, "draw", &[("action", "decline")]).await;
    let removed = fake
        .wait_call(skip, PATIENCE, |c| {
            c.method == "PATCH" && c.path.starts_with(&format!("/channels/{LOBBY}/messages/"))
        })
        .await;
    assert_eq!(removed.json["components"], serde_json::json!([]));
    // An offer that lapses because the opponent plays a turn instead.
    say(&fake, ALICE, "turn masters", &[("move", "E2-E4")]).await;
    say(&fake, ALICE, "draw", &[("action", "offer")]).await;
    let skip = fake.calls().len();
    let played = say(&fake, BOB, "turn masters", &[("move", "E11-E9")]).await;
    assert!(content(&played).contains("lapsed"), "{}", content(&played));
    let removed = fake
        .wait_call(skip, PATIENCE, |c| {
            c.method == "PATCH" && c.path.starts_with(&format!("/channels/{LOBBY}/messages/"))
        })
        .await;
    assert_eq!(removed.json["components"], serde_json::json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_over_the_upload_limit_is_left_out_and_said_so() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    say(
        &fake,
        ALICE,
        "challenge",
        &[("opponent", "@102"), ("side", "ember")],
    )
    .await;
    say(&fake, BOB, "accept", &[]).await;
    say(&fake, ALICE, "turn masters", &[("move", "E2-E4")]).await;
    say(&fake, BOB, "resign", &[]).await;
    let replay = say(&fake, CAROL, "replay", &[]).await;
    assert_eq!(flags(data(&replay)), 0);
    assert_eq!(replay.files.len(), 1);
    let (_, name, bytes) = &replay.files[0];
    assert!(
        name == "replay.gif" && bytes.starts_with(b"GIF89a"),
        "{name} {:?}",
        &bytes[..bytes.len().min(12)]
    );
    // A server whose upload limit is smaller than the GIF.
    fake.attachment_limit(1000);
    let replay = say(&fake, CAROL, "replay", &[]).await;
    assert!(replay.files.is_empty());
    assert!(
        content(&replay).contains("larger than this server's upload limit"),
        "{}",
        content(&replay)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn elemental_loadouts_are_locked_in_through_private_select_menus() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;

    let game_message = alice_plays_bob(&fake, "elemental", ["7201", "7202"]).await;
    let choose_id = custom_ids(&game_message)[0].clone();
    assert!(choose_id.ends_with(":loadout"), "{choose_id}");

    // Alice opens her private loadout message: one menu per slot (E4).
    let opened = fake
        .callback(&fake.click(ALICE, &game_message, &choose_id).await)
        .await;
    assert_eq!(flags(data(&opened)), EPHEMERAL);
    let menu_message = shown("7203", LOBBY, data(&opened));
    let listed = menus(&menu_message);
    assert_eq!(listed.len(), 4, "element, augmentor, offense, temporal");
    let (element_menu, elements) = &listed[0];
    assert_eq!(
        elements,
        &[
            "fire",
            "water",
            "earth",
            "air",
            "lightning",
            "light",
            "shadow"
        ],
        "only what works"
    );
    let (augmentor_menu, _) = &listed[1];

    // Bob may not use Alice's menus.
    let foreign = fake
        .callback(&fake.select(BOB, &menu_message, element_menu, "air").await)
        .await;
    assert!(content(&foreign).contains("another player's"));

    let chosen = fake
        .callback(
            &fake
                .select(ALICE, &menu_message, element_menu, "earth")
                .await,
        )
        .await;
    // The private form is rewritten in place (UPDATE_MESSAGE), not repeated.
    assert_eq!(chosen.json["type"], 7);
    assert!(content(&chosen).contains("Element: earth"));
    let chosen = fake
        .callback(
            &fake
                .select(ALICE, &menu_message, augmentor_menu, "block-piece")
                .await,
        )
        .await;
    assert_eq!(chosen.json["type"], 7);
    assert!(content(&chosen).contains("augmentor: block-piece"));
    let mut rewritten = data(&chosen).clone();
    rewritten["flags"] = serde_json::json!(EPHEMERAL);
    let latest = shown("7203", LOBBY, &rewritten);
    let lock_id = custom_ids(&latest)
        .into_iter()
        .find(|id| id.contains(":lock:"))
        .expect("a Lock in button");
    let skip = fake.calls().len();
    let locked = fake
        .callback(&fake.click(ALICE, &latest, &lock_id).await)
        .await;
    assert_eq!(
        flags(data(&locked)),
        EPHEMERAL,
        "a confirmation is a new private message"
    );
    assert!(content(&locked).contains("You locked in: Earth; army: Block Piece"));
    let public = followup(&fake, skip, "has locked in a loadout").await;
    let text = public.json["content"].as_str().unwrap();
    assert!(!text.contains("Earth") && !text.contains("Block"), "{text}");
    assert!(!public.json["attachments"].to_string().contains("Earth"));

    // Bob locks in by command; then both loadouts are shown to everyone (E6).
    let skip = fake.calls().len();
    let bob = say(
        &fake,
        BOB,
        "loadout",
        &[("element", "air"), ("augmentor", "side-step")],
    )
    .await;
    assert_eq!(flags(data(&bob)), EPHEMERAL);
    let both = followup(&fake, skip, "Both loadouts are locked in").await;
    let both_text = both.json["content"].as_str().unwrap();
    assert!(
        both_text.contains("Earth; army: Block Piece")
            && both_text.contains("Air; army: Side Step")
    );
}

/// Everything in a call a person could read: its JSON (text, alt texts)
/// and its text files.
fn readable(call: &Call) -> String {
    let mut text = call.json.to_string();
    for (_, name, bytes) in &call.files {
        if name.ends_with(".txt") {
            text.push_str(&String::from_utf8_lossy(bytes));
        }
    }
    text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_water_loadout_stays_concealed_from_the_opponent_until_revealed() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    alice_plays_bob(&fake, "elemental", ["7301", "7302"]).await;
    say(&fake, ALICE, "loadout", &[("element", "fire")]).await;
    // Bob's calls that only Bob receives (answers to his own commands).
    let mut bobs: Vec<std::ops::Range<usize>> = vec![];
    let start = fake.calls().len();
    say(
        &fake,
        BOB,
        "loadout",
        &[
            ("element", "water"),
            ("augmentor", "stalwart"),
            ("offense", "poisonous-meat"),
        ],
    )
    .await;
    bobs.push(start..fake.calls().len());
    let both = followup(&fake, start, "Both loadouts are locked in").await;
    assert!(
        content_of(&both).contains("Water; concealed (E12)"),
        "{}",
        content_of(&both)
    );
    // Alice plays d-pawn forward until it attacks Bob's knight; Bob moves.
    for (alice, bobs_move) in [("e2-e4", "b8-c6"), ("d2-d4", "a7-a6"), ("d4-d5", "a6-a5")] {
        say(&fake, ALICE, "turn elemental", &[("move", alice)]).await;
        let start = fake.calls().len();
        say(&fake, BOB, "turn elemental", &[("move", bobs_move)]).await;
        bobs.push(start..fake.calls().len());
    }
    say(&fake, ALICE, "game", &[]).await;
    say(&fake, ALICE, "history", &[]).await;
    say(&fake, ALICE, "board", &[]).await;
    say(
        &fake,
        ALICE,
        "move elemental",
        &[("from", "D5"), ("to", "C6")],
    )
    .await;
    let calls = fake.calls();
    let others = |calls: &[Call], from: usize| -> Vec<String> {
        calls
            .iter()
            .enumerate()
            .skip(from)
            .filter(|(i, c)| !(bobs.iter().any(|r| r.contains(i)) && flags(data(c)) == EPHEMERAL))
            .map(|(_, c)| readable(c))
            .collect()
    };
    let seen = others(&calls, bobs[0].start);
    assert!(seen.len() > 10, "{}", seen.len());
    for text in &seen {
        for secret in ["Stalwart", "Poisonous", "stalwart", "poisonous"] {
            assert!(!text.contains(secret), "{secret} leaked: {text}");
        }
    }
    // The capture a concealed Stalwart defeats: blocked, and Stalwart is
    // revealed to everyone — Poisonous Meat still is not.
    let start = fake.calls().len();
    let played = say(&fake, ALICE, "endturn", &[]).await;
    let text = content_of(&played);
    assert!(
        text.contains("Black's Stalwart is revealed") && text.contains("blocked by Stalwart"),
        "{text}"
    );
    say(&fake, ALICE, "game", &[]).await;
    for text in others(&fake.calls(), start) {
        assert!(!text.contains("Poisonous"), "leaked: {text}");
    }
}

/// The text of a posted message or an interaction answer.
fn content_of(call: &Call) -> String {
    call.json["content"]
        .as_str()
        .or(call.json["data"]["content"].as_str())
        .unwrap_or_default()
        .to_string()
}

/// The lobby's latest game as stored: its state, whether it runs, and its
/// players' ids by seat.
async fn lobby_game(dir: &Path) -> (String, bool, Vec<String>) {
    let store = Store::open(&dir.join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let mut c = store.read().await.unwrap();
    let g = store::latest_game(&mut c, LOBBY).await.unwrap().unwrap();
    drop(c);
    store.close().await;
    let ids = g.players.iter().map(|p| p.id.clone()).collect();
    (g.state, g.status == game_api::GameStatus::Running, ids)
}

/// The engine's announcements posted in the lobby after call `skip`.
fn engine_posts(fake: &Fake, skip: usize) -> Vec<String> {
    fake.calls()
        .into_iter()
        .skip(skip)
        .filter(|c| c.method == "POST" && c.path == format!("/channels/{LOBBY}/messages"))
        .map(|c| c.json["content"].as_str().unwrap_or("").to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_masters_game_against_the_bot_itself_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), ENGINE_NODES).await;
    // Challenging the bot's own user starts a game against the engine at once.
    let skip = challenge_the_bot(
        &fake,
        ALICE,
        &[("level", "2"), ("side", "frost")],
        "alice plays the bot at level 2 in Masters (not rated)",
    )
    .await;
    // The engine plays Ember: its first turn is posted in the channel,
    // with the board, and alice is pinged.
    let first = fake
        .wait_call(skip, PATIENCE, |c| {
            c.method == "POST"
                && c.path == format!("/channels/{LOBBY}/messages")
                && c.json["content"]
                    .as_str()
                    .is_some_and(|t| t.starts_with("Turn 1 · Ember (Engine (level 2))"))
        })
        .await;
    assert!(
        content_of(&first).contains("<@101>"),
        "{}",
        content_of(&first)
    );
    play_against_the_bot(&fake, dir.path(), "masters", ALICE, |state, _, seed| {
        random_turns::masters(state, masters::Side::Frost, seed)
    })
    .await;
    let (_, running, _) = lobby_game(dir.path()).await;
    assert!(!running, "the game against the engine did not end");
    let posts = engine_posts(&fake, skip);
    assert!(posts.len() >= 3, "{posts:?}");
    assert!(
        posts.iter().all(|p| !p.contains("<@4200>")),
        "the engine is never pinged"
    );
}

/// Challenges the bot's own user as `who` with `options` (game, level,
/// side), the engine on a node budget, and checks the game starts at once
/// with the announcement `starts`: the call count before the challenge.
async fn challenge_the_bot(
    fake: &Fake,
    who: Person,
    options: &[(&str, &str)],
    starts: &str,
) -> usize {
    let skip = fake.calls().len();
    let bot = format!("@{}", fake::APP);
    let mut all = vec![("opponent", bot.as_str())];
    all.extend_from_slice(options);
    let opened = say(fake, who, "challenge", &all).await;
    assert!(content(&opened).contains(starts), "{}", content(&opened));
    skip
}

/// The bot's settings for games against the engine: a node budget, so
/// that it plays the same way for the same moves.
const ENGINE_NODES: &[(&str, &str)] = &[("GAMEHOST_GAMES__ENGINE_NODES", "2000")];

/// Plays `person`'s seat in the lobby's game against the bot until the game
/// ends, typing what `turn` gives for the stored state and the person's
/// seat (`/name key:value …`), or waiting while it gives `None` (the
/// engine is to act). Answers to moves must be public, not refusals.
async fn play_against_the_bot(
    fake: &Fake,
    dir: &Path,
    game: &str,
    person: Person,
    mut turn: impl FnMut(&str, usize, &mut u64) -> Option<String>,
) {
    let mut seed = 5u64;
    let deadline = std::time::Instant::now() + 10 * PATIENCE;
    while std::time::Instant::now() < deadline {
        let (state, running, ids) = lobby_game(dir).await;
        if !running {
            return;
        }
        let seat = ids.iter().position(|id| id == person.id).unwrap();
        let Some(line) = turn(&state, seat, &mut seed) else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let mut words = line.split_whitespace();
        let mut name = words.next().unwrap().trim_start_matches('/').to_string();
        // The commands the games share are Discord subcommands per game.
        if matches!(name.as_str(), "move" | "turn") {
            name = format!("{name} {game}");
        }
        let options: Vec<(&str, &str)> = words.map(|w| w.split_once(':').unwrap()).collect();
        let answer = say(fake, person, &name, &options).await;
        if !matches!(name.as_str(), "pick" | "loadout") {
            assert_ne!(
                flags(data(&answer)),
                EPHEMERAL,
                "{line}: {}",
                content(&answer)
            );
        }
    }
    panic!("the game against the bot did not end in time");
}

/// Checks the engine's posts after `skip`: enough of them, none pinging
/// the engine, none telling a secret that only its owner may read.
fn check_engine_posts(fake: &Fake, skip: usize, engine_lines: &str) {
    let posts = engine_posts(fake, skip);
    let by_engine = posts.iter().filter(|p| p.contains(engine_lines)).count();
    assert!(by_engine >= 3, "{posts:?}");
    assert!(
        posts.iter().all(|p| !p.contains("<@4200>")),
        "the engine is never pinged"
    );
    assert!(
        posts
            .iter()
            .all(|p| !p.contains("Your infiltrator") && !p.contains("Your loadout")),
        "{posts:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_regions_game_against_the_bot_itself_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), ENGINE_NODES).await;
    let skip = challenge_the_bot(
        &fake,
        BOB,
        &[("game", "regions"), ("level", "2"), ("side", "white")],
        "bob plays the bot at level 2 in Regions chess (not rated)",
    )
    .await;
    play_against_the_bot(&fake, dir.path(), "regions", BOB, |state, _, seed| {
        random_turns::regions(state, regions::Side::White, seed)
    })
    .await;
    check_engine_posts(&fake, skip, "(Engine (level 2))");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_elemental_game_against_the_bot_itself_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), ENGINE_NODES).await;
    let skip = challenge_the_bot(
        &fake,
        CAROL,
        &[("game", "elemental"), ("level", "3"), ("side", "white")],
        "carol plays the bot at level 3 in Elemental chess (not rated)",
    )
    .await;
    play_against_the_bot(&fake, dir.path(), "elemental", CAROL, |state, _, seed| {
        random_turns::elemental(state, elemental::Color::White, seed)
    })
    .await;
    check_engine_posts(&fake, skip, "(Engine (level 3))");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_throne_table_of_one_person_and_three_bots_finishes_on_discord() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    let skip = fake.calls().len();
    let opened = say(
        &fake,
        ALICE,
        "challenge",
        &[("game", "throne"), ("bots", "3"), ("level", "2")],
    )
    .await;
    assert!(
        content(&opened).contains("Engine 3 (level 2)"),
        "{}",
        content(&opened)
    );
    let started = say(&fake, ALICE, "start", &[]).await;
    assert_ne!(flags(data(&started)), EPHEMERAL, "{}", content(&started));
    play_against_the_bot(&fake, dir.path(), "throne", ALICE, random_turns::throne).await;
    check_engine_posts(&fake, skip, "(Engine 3 (level 2))");
    let (state, _, _) = lobby_game(dir.path()).await;
    let end: throne::Position = state.parse().unwrap();
    assert!(matches!(end.phase(), throne::Phase::Won(_)), "{state}");
}

/// Item 9 of the third hour: after Discord asks the bot to reconnect, it
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

/// The seat to act in the lobby's latest game (the first, when several
/// may), or `None` once it is over.
async fn lobby_to_act(dir: &Path) -> Option<usize> {
    let store = Store::open(&dir.join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let mut c = store.read().await.unwrap();
    let g = store::latest_game(&mut c, LOBBY).await.unwrap().unwrap();
    drop(c);
    store.close().await;
    if g.status != game_api::GameStatus::Running {
        return None;
    }
    let games = gamehost::default_games(64).unwrap();
    games
        .get(&g.game)
        .unwrap()
        .to_act(&g.state)
        .unwrap()
        .first()
        .copied()
}

/// Plays the lobby's game by the Play flow alone: whoever is to act sends
/// /play (no options) and then only clicks buttons and picks from menus —
/// every step private to them — until End turn, for up to `turns` turns.
/// How many turns it played.
async fn play_by_buttons(fake: &Fake, dir: &Path, seed: u64, turns: usize) -> usize {
    let mut draw = seed;
    let mut below = |n: usize| {
        draw = draw
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((draw >> 33) as usize) % n.max(1)
    };
    let mut played = 0;
    while played < turns {
        let Some(seat) = lobby_to_act(dir).await else {
            break;
        };
        let who = [ALICE, BOB][seat];
        let sent = fake.command(who, LOBBY, "play", &[]).await;
        let mut message = fake.answer(&sent).await;
        for _ in 0..64 {
            assert_eq!(flags(&message), EPHEMERAL, "a step is private: {message}");
            let ids = custom_ids(&message);
            let picks: Vec<String> = ids
                .iter()
                .filter(|i| i.contains(":cs:p:"))
                .cloned()
                .collect();
            let menus = menus(&message);
            let end = ids.iter().find(|i| i.contains(":cs:e:")).cloned();
            let options = picks.len() + menus.iter().map(|(_, v)| v.len()).sum::<usize>();
            let ending = end.is_some() && (options == 0 || below(3) == 0);
            let sent = if ending {
                fake.click(who, &message, end.as_ref().unwrap()).await
            } else {
                let mut n = below(options);
                if n < picks.len() {
                    fake.click(who, &message, &picks[n]).await
                } else {
                    n -= picks.len();
                    let (menu, values) = menus
                        .iter()
                        .find(|(_, v)| {
                            let fits = n < v.len();
                            if !fits {
                                n -= v.len();
                            }
                            fits
                        })
                        .unwrap();
                    fake.select(who, &message, menu, &values[n]).await
                }
            };
            let answer = fake.answer(&sent).await;
            if ending {
                // Played: a turn is announced to everyone, a secret set-up
                // choice (a pick, a loadout) first to its owner alone.
                played += 1;
                break;
            }
            message = answer;
        }
    }
    played
}

/// Issue 32: a game of each of the four games played on Discord without
/// one typed option, from its start to its end (by resignation after 30
/// turns: random play would take hundreds; the host-level test in
/// tests/choices.rs plays them to their end), `gamehost verify` clean.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_to_its_end_on_discord_by_buttons_and_menus_alone() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    for (i, game) in ["masters", "regions", "elemental", "throne"]
        .into_iter()
        .enumerate()
    {
        if game == "throne" {
            say(
                &fake,
                ALICE,
                "challenge",
                &[("game", "throne"), ("players", "2")],
            )
            .await;
            say(&fake, BOB, "join", &[]).await;
            say(&fake, ALICE, "start", &[]).await;
        } else {
            let side = if game == "masters" { "ember" } else { "white" };
            let challenge = say(
                &fake,
                ALICE,
                "challenge",
                &[("opponent", "@102"), ("game", game), ("side", side)],
            )
            .await;
            let message = shown(&format!("{}", 7800 + i), LOBBY, data(&challenge));
            let accept = custom_ids(&message)[0].clone();
            let accepted = fake
                .callback(&fake.click(BOB, &message, &accept).await)
                .await;
            assert!(
                content(&accepted).starts_with("Game on"),
                "{}",
                content(&accepted)
            );
        }
        // A whole game from its start: played by choices for 30 turns, then
        // (if still on) ended by a resignation, a command with no options.
        let played = play_by_buttons(&fake, dir.path(), 11 + i as u64, 30).await;
        assert!(played >= 10, "{game}: {played} turns");
        if lobby_to_act(dir.path()).await.is_some() {
            // Long random games end by resignation (a command with no options).
            say(&fake, BOB, "resign", &[]).await;
        }
        assert!(lobby_to_act(dir.path()).await.is_none(), "{game} is over");
    }
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["verify", "--db"])
        .arg(dir.path().join("games.db"))
        .output()
        .unwrap();
    let summary = String::from_utf8_lossy(&out.stdout);
    assert!(
        summary.contains("every stored position matches"),
        "{summary}"
    );
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
        let form = [
            ("ask", ask.to_string()),
            ("key", key.to_string()),
            ("version", seen["version"].to_string()),
            ("revision", seen["revision"].to_string()),
        ];
        let r = client.post(format!("{url}/step")).form(&form);
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
