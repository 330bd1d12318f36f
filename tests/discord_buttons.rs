//! Buttons and select menus on Discord, against the fake Discord on
//! 127.0.0.1: Regions picks and Elemental loadouts through the private
//! choice session their buttons open, a concealed Water loadout kept
//! from everyone but its owner until revealed, a Throne table joined and a
//! round played with buttons; and the messages the bot settles by itself:
//! a draw offer answered by command or lapsed loses its buttons, an
//! expired challenge is announced and loses them, a turn that runs out of
//! time is announced in the channel.

mod discord;

use discord::fake::{ALICE, BOB, CAROL, Call, Fake, PATIENCE};
use discord::{
    EPHEMERAL, LOBBY, buttons_removed, connected, content, content_of, custom_ids, data, flags,
    pictures, recorded_challenge_message, say, shown,
};
use gamehost::config::Synchronous;
use gamehost::store::Store;
use serde_json::Value;

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

/// The id among `ids` whose action ends with `end`.
fn id_ending(ids: &[String], end: &str) -> String {
    ids.iter()
        .find(|id| id.ends_with(end))
        .unwrap_or_else(|| panic!("no id ends with {end}: {ids:?}"))
        .clone()
}

/// The private step message `call` rewrote in place, as shown under `id`.
fn rewritten(id: &str, call: &Call) -> Value {
    // The step is rewritten in place (UPDATE_MESSAGE), not repeated.
    assert_eq!(call.json["type"], 7, "{}", content(call));
    let mut data = data(call).clone();
    data["flags"] = serde_json::json!(EPHEMERAL);
    shown(id, LOBBY, &data)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn regions_infiltrators_are_picked_through_the_private_choice_session() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;

    let game_message = alice_plays_bob(&fake, "regions", ["7101", "7102"]).await;
    let pick_id = custom_ids(&game_message)[0].clone();
    assert!(pick_id.ends_with(":*:cs"), "{pick_id}");

    // Alice presses Pick your infiltrator: a private step with her own
    // board and a button for each enemy piece she may pick.
    let opened = fake
        .callback(&fake.click(ALICE, &game_message, &pick_id).await)
        .await;
    assert_eq!(flags(data(&opened)), EPHEMERAL);
    assert_eq!(pictures(&opened), 1);
    let step = shown("7103", LOBBY, data(&opened));
    let picks: Vec<String> = custom_ids(&step)
        .into_iter()
        .filter(|id| id.contains(":cs:p:"))
        .collect();
    assert_eq!(picks.len(), 14);
    assert!(
        picks.iter().any(|id| id.ends_with(":e9")) && !picks.iter().any(|id| id.ends_with(":e10"))
    );

    // She chooses e9, then ends her turn: told privately; the channel
    // hears only that she picked.
    let chosen = fake
        .callback(&fake.click(ALICE, &step, &id_ending(&picks, ":e9")).await)
        .await;
    let step = rewritten("7103", &chosen);
    let skip = fake.calls().len();
    let end = id_ending(&custom_ids(&step), ":cs:e:1");
    let picked = fake.callback(&fake.click(ALICE, &step, &end).await).await;
    assert_eq!(flags(data(&picked)), EPHEMERAL);
    assert!(content(&picked).contains("Your infiltrator is Black's commander on e9"));
    let public = followup(&fake, skip, "has picked an infiltrator").await;
    assert_eq!(flags(&public.json), 0);
    let text = public.json["content"].as_str().unwrap();
    assert!(
        !text.contains("e9") && !text.contains("commander"),
        "{text}"
    );

    // Bob picks with /pick and autocomplete.
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
async fn elemental_loadouts_are_locked_in_through_the_private_choice_session() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;

    let game_message = alice_plays_bob(&fake, "elemental", ["7201", "7202"]).await;
    let choose_id = custom_ids(&game_message)[0].clone();
    assert!(choose_id.ends_with(":*:cs"), "{choose_id}");

    // Alice opens her private loadout step: the element first (E4).
    let opened = fake
        .callback(&fake.click(ALICE, &game_message, &choose_id).await)
        .await;
    assert_eq!(flags(data(&opened)), EPHEMERAL);
    let mut step = shown("7203", LOBBY, data(&opened));
    let elements: Vec<String> = custom_ids(&step)
        .iter()
        .filter_map(|id| id.split_once(":element.").map(|(_, e)| e.to_string()))
        .collect();
    assert_eq!(
        elements,
        [
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
    // Earth, Block Piece, no offense, no temporal: each step rewritten in place.
    for (key, said) in [
        (":element.earth", "So far: Earth"),
        (":augmentor.block-piece", "Block Piece"),
        (":offense.-", "Choose a temporal ability."),
        (":temporal.-", "Lock in your loadout with End turn."),
    ] {
        let chosen = fake
            .callback(
                &fake
                    .click(ALICE, &step, &id_ending(&custom_ids(&step), key))
                    .await,
            )
            .await;
        assert!(content(&chosen).contains(said), "{}", content(&chosen));
        step = rewritten("7203", &chosen);
    }
    let lock_id = id_ending(&custom_ids(&step), ":cs:e:4");
    let skip = fake.calls().len();
    let locked = fake
        .callback(&fake.click(ALICE, &step, &lock_id).await)
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
    assert!(content(&started).contains("Throne begins: Red (alice), Blue (bob) and Green (carol)"));
    // The turn's due time, as Discord shows it in each reader's own time.
    assert!(
        content(&started).contains("\nDue <t:"),
        "{}",
        content(&started)
    );
    assert_eq!(pictures(&started), 1);
    let game = shown("7204", LOBBY, data(&started));
    let throw_id = custom_ids(&game)[0].clone();
    assert!(throw_id.ends_with(":cs:go"), "{throw_id}");

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
        // The move buttons (a menu of moves, past 20, is not one).
        let moves: Vec<String> = custom_ids(&message)
            .into_iter()
            .filter(|id| id.contains(":cs:go:") && !id.contains(":~"))
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
        assert_eq!(
            flags(data(&answer)),
            0,
            "{}: {:?} under {}",
            content(&answer),
            moves,
            message["content"]
        );
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
