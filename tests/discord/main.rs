//! The Discord front end against a fake Discord on 127.0.0.1: the real
//! `gamehost` binary connects with a token, registers its commands, and
//! answers slash commands, autocomplete and button clicks.

mod fake;

use fake::{ALICE, BOB, CAROL, Call, Fake, Person};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

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
    }
}

/// The response data of an interaction callback.
fn data(call: &Call) -> &Value {
    &call.json["data"]
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
            assert!(image.width() > 300 && image.height() > 300);
        }
        let description = described
            .get(i)
            .and_then(|a| a["description"].as_str())
            .unwrap_or("");
        assert!(!description.is_empty(), "{filename} has no alt text");
    }
    call.files.len()
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
    assert_eq!(commands.len(), 17);
    let mv = commands.iter().find(|c| c["name"] == "move").unwrap();
    assert!(mv["description"].as_str().unwrap().contains("Stage a move"));
    let from = mv["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "from")
        .unwrap();
    assert_eq!(from["autocomplete"], true);
    let promote = mv["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "promote")
        .unwrap();
    assert_eq!(promote["choices"].as_array().unwrap().len(), 4);

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
    assert!(
        data(&challenge)["content"]
            .as_str()
            .unwrap()
            .contains("alice challenges bob")
    );
    let message = fake
        .answer(&fake.command(CAROL, LOBBY, "board", &[]).await)
        .await;
    assert_eq!(flags(&message), EPHEMERAL, "no game yet: a private refusal");
    let challenge_message = {
        let sent_original = fake
            .calls()
            .into_iter()
            .find(|c| {
                c.path.contains("/callback")
                    && c.json["data"]["content"]
                        .as_str()
                        .is_some_and(|t| t.contains("challenges"))
            })
            .unwrap();
        let ids = custom_ids(&sent_original.json["data"]);
        assert_eq!(ids.len(), 2);
        assert!(
            ids[0].starts_with("ch:") && ids[0].ends_with(":accept"),
            "{ids:?}"
        );
        assert!(ids[1].ends_with(":decline"));
        serde_json::json!({
            "id": "7001", "channel_id": LOBBY, "author": {"id": fake::APP, "username": "gamehost", "avatar": null, "discriminator": "0", "bot": true},
            "content": sent_original.json["data"]["content"], "timestamp": "2026-11-22T12:00:00Z", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [], "embeds": [],
            "pinned": false, "type": 0, "components": sent_original.json["data"]["components"],
        })
    };
    let accept_id = custom_ids(&challenge_message)[0].clone();

    // A spectator presses Accept: refused privately, nothing changes.
    let refused = fake
        .callback(&fake.click(CAROL, &challenge_message, &accept_id).await)
        .await;
    assert_eq!(refused.json["type"], 4);
    assert_eq!(flags(data(&refused)), EPHEMERAL);
    assert!(
        data(&refused)["content"]
            .as_str()
            .unwrap()
            .contains("only they can answer")
    );

    // Bob accepts with the button: the board for everyone, with alt text.
    let accepted = fake
        .callback(&fake.click(BOB, &challenge_message, &accept_id).await)
        .await;
    assert_eq!(flags(data(&accepted)), 0);
    assert!(
        data(&accepted)["content"]
            .as_str()
            .unwrap()
            .starts_with("Game on")
    );
    assert_eq!(pictures(&accepted), 1);

    // Autocomplete offers Alice only what she can move, then where it goes.
    let from = fake
        .callback(
            &fake
                .autocomplete(ALICE, LOBBY, "move", &[], "from", "e")
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
                .autocomplete(ALICE, LOBBY, "move", &[("from", "E2")], "to", "")
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
        .callback(&fake.autocomplete(BOB, LOBBY, "move", &[], "from", "").await)
        .await;
    assert_eq!(
        data(&none)["choices"].as_array().unwrap().len(),
        0,
        "not Bob's turn"
    );

    // A staged move: a private preview with End turn and Undo.
    let preview = say(&fake, ALICE, "move", &[("from", "E2"), ("to", "E4")]).await;
    assert_eq!(flags(data(&preview)), EPHEMERAL);
    assert_eq!(pictures(&preview), 1);
    let preview_ids = custom_ids(data(&preview));
    assert!(
        preview_ids[0].starts_with("g:") && preview_ids[0].contains(":endturn:"),
        "{preview_ids:?}"
    );
    assert!(preview_ids[1].contains(":undo:"));

    // A spectator cannot move.
    let intruder = say(&fake, CAROL, "move", &[("from", "E2"), ("to", "E4")]).await;
    assert_eq!(flags(data(&intruder)), EPHEMERAL);
    assert!(
        data(&intruder)["content"]
            .as_str()
            .unwrap()
            .contains("Only alice and bob play")
    );

    // A malformed square gets a sentence, not a crash.
    let typo = say(&fake, ALICE, "move", &[("from", "Z9"), ("to", "E4")]).await;
    assert!(
        data(&typo)["content"]
            .as_str()
            .unwrap()
            .contains("is not a square")
    );

    // /endturn plays it for everyone.
    let played = say(&fake, ALICE, "endturn", &[]).await;
    assert_eq!(flags(data(&played)), 0);
    assert!(
        data(&played)["content"]
            .as_str()
            .unwrap()
            .starts_with("Turn 1 · Ember (alice): E2-E4")
    );
    assert_eq!(pictures(&played), 1);

    // The End turn button of the old preview is stale now.
    let preview_message = serde_json::json!({
        "id": "7002", "channel_id": LOBBY, "author": {"id": fake::APP, "username": "gamehost", "avatar": null, "discriminator": "0", "bot": true},
        "content": "", "timestamp": "2026-11-22T12:00:00Z", "edited_timestamp": null, "tts": false, "mention_everyone": false,
        "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false, "type": 0, "flags": EPHEMERAL,
        "components": data(&preview)["components"],
    });
    let stale = fake
        .callback(&fake.click(ALICE, &preview_message, &preview_ids[0]).await)
        .await;
    assert_eq!(flags(data(&stale)), EPHEMERAL);
    assert!(
        data(&stale)["content"]
            .as_str()
            .unwrap()
            .contains("out of date")
    );

    // Bob resigns.
    let resigned = say(&fake, BOB, "resign", &[]).await;
    assert_eq!(flags(data(&resigned)), 0);
    assert!(
        data(&resigned)["content"]
            .as_str()
            .unwrap()
            .contains("resign"),
        "{}",
        data(&resigned)["content"]
    );
    drop(bot);
}
