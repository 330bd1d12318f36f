//! The Discord front end's test helpers, shared by the `discord_*` test
//! binaries: the real `gamehost` binary run as a separate process against
//! the fake Discord (`fake.rs`), and reading what it sent.
#![allow(dead_code)]

pub mod fake;

use fake::{Call, Fake, PATIENCE, Person};
use gamehost::config::Synchronous;
use gamehost::store::{self, Store};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub const TOKEN: &str = "fake-token-Zm9vYmFyYmF6cXV4";
pub const LOBBY: &str = "500";
/// Discord's flag for an ephemeral message.
pub const EPHEMERAL: u64 = 64;

/// The bot as a separate process, as `gamehost` runs for real.
pub struct Bot {
    child: Child,
    log: PathBuf,
}

impl Bot {
    pub fn start(fake: &Fake, dir: &Path, extra: &[(&str, &str)]) -> Bot {
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
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Waits up to `limit` for the process to end by itself.
    pub fn exit_within(&mut self, limit: Duration) -> Option<std::process::ExitStatus> {
        let deadline = std::time::Instant::now() + limit;
        while std::time::Instant::now() < deadline {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }

    pub fn log(&self) -> String {
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
pub fn data(call: &Call) -> &Value {
    &call.json["data"]
}

/// The text of an interaction callback's message.
pub fn content(call: &Call) -> &str {
    data(call)["content"].as_str().expect("a message with text")
}

pub fn flags(v: &Value) -> u64 {
    v["flags"].as_u64().unwrap_or(0)
}

pub fn custom_ids(message: &Value) -> Vec<String> {
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
pub fn pictures(call: &Call) -> usize {
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
pub fn shown(id: &str, channel: &str, data: &Value) -> Value {
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
pub async fn recorded_challenge_message(dir: &Path) -> String {
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
pub async fn buttons_removed(fake: &Fake, id: &str) -> Call {
    let path = format!("/channels/{LOBBY}/messages/{id}");
    fake.wait_call(0, PATIENCE, |c| c.method == "PATCH" && c.path == path)
        .await
}

pub async fn connected(fake: &Fake, dir: &Path, extra: &[(&str, &str)]) -> Bot {
    let skip = fake.calls().len();
    let bot = Bot::start(fake, dir, extra);
    fake.wait_ready(skip).await;
    bot
}

/// Types a command and returns its callback, checking the answer came in time.
pub async fn say(fake: &Fake, who: Person, name: &str, options: &[(&str, &str)]) -> Call {
    let sent = fake.command(who, LOBBY, name, options).await;
    fake.callback(&sent).await
}

/// The select menus under a message: (custom id, option values).
pub fn menus(message: &Value) -> Vec<(String, Vec<String>)> {
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

/// The text of a posted message or an interaction answer.
pub fn content_of(call: &Call) -> String {
    call.json["content"]
        .as_str()
        .or(call.json["data"]["content"].as_str())
        .unwrap_or_default()
        .to_string()
}

/// Alice challenges Bob to Masters in the lobby, she playing Ember.
pub async fn alice_challenges_bob_to_masters(fake: &Fake) -> Call {
    say(
        fake,
        fake::ALICE,
        "challenge",
        &[("opponent", "@102"), ("game", "masters"), ("side", "ember")],
    )
    .await
}

/// The latest game of `channel`, as stored in the bot's database in `dir`.
pub async fn latest_game(dir: &Path, channel: &str) -> game_api::GameRecord {
    let store = Store::open(&dir.join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let mut c = store.read().await.unwrap();
    let g = store::latest_game(&mut c, channel).await.unwrap().unwrap();
    drop(c);
    store.close().await;
    g
}

/// Plays `who`'s random legal Masters turn in `channel` by a typed
/// command, checking it was played (answered publicly); the interaction.
pub async fn typed_masters_turn(
    fake: &Fake,
    dir: &Path,
    channel: &str,
    who: Person,
    seed: &mut u64,
) -> fake::Sent {
    let game = latest_game(dir, channel).await;
    let seat = game.players.iter().position(|p| p.id == who.id).unwrap();
    let line = gamehost::bench::turns::line("masters", &game.state, seat, seed).unwrap();
    let mut words = line.split_whitespace();
    let name = format!("{} masters", words.next().unwrap().trim_start_matches('/'));
    let options: Vec<(&str, &str)> = words.map(|w| w.split_once(':').unwrap()).collect();
    let sent = fake.command(who, channel, &name, &options).await;
    let played = fake.callback(&sent).await;
    assert_ne!(
        flags(data(&played)),
        EPHEMERAL,
        "{line}: {}",
        content(&played)
    );
    sent
}
