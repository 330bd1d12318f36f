//! Slash commands on Discord, against the fake Discord on 127.0.0.1: the
//! real `gamehost` binary registers every command (per-game subcommands
//! with their own options, choices, ranges, for servers only) and a whole
//! game is played through slash commands, autocomplete and buttons;
//! players are pinged by exact mentions and bots are not opponents; only a
//! member who manages the server lists its archive; a finished game offers
//! a rematch and shows on the leaderboard; a replay over the server's
//! upload limit is left out and said so.

mod discord;

use discord::fake::{self, ALICE, BOB, CAROL, DORA, Fake};
use discord::{
    EPHEMERAL, LOBBY, buttons_removed, connected, content, custom_ids, data, flags, pictures,
    recorded_challenge_message, say, shown,
};
use serde_json::Value;

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
    assert_eq!(commands.len(), 37);
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
async fn players_are_pinged_by_exact_mentions_commands_say_where_they_work_and_bots_are_not_opponents()
 {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    // Each command says where it works: a server's boards in servers;
    // everything else anywhere, installed to a user too (a game in a DM or
    // group DM between people is played by interactions alone).
    let registered = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .unwrap();
    use serde_json::json;
    for c in registered.json.as_array().unwrap() {
        let name = c["name"].as_str().unwrap();
        let (contexts, installs) = match name {
            "tournament" | "leaderboard" | "archive" => (json!([0]), json!([0])),
            _ => (json!([0, 1, 2]), json!([0, 1])),
        };
        assert_eq!(c["contexts"], contexts, "/{name}");
        assert_eq!(c["integration_types"], installs, "/{name}");
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
        text.contains("Ratings: alice 1500 → 1662 and bob 1500 → 1338."),
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
