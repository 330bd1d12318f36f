//! A puzzle solved on Discord (issue 48), against the fake Discord: a
//! player asks for one with /puzzle and plays it by the Play button and
//! its steps alone; a wrong turn is refused privately with a sentence, the
//! engine's reply is posted in the channel, the last turn solves it.

mod discord;

use discord::fake::{ALICE, Fake, PATIENCE, Person};
use discord::{
    EPHEMERAL, LOBBY, connected, content, custom_ids, data, flags, latest_game, menus, say,
};
use gamehost::config::Synchronous;
use gamehost::store::{self, Store};
use serde_json::Value;
use std::path::Path;

/// Stores puzzle 1 in the bot's database: Masters from its start, Ember
/// to play E2-E4, the engine to reply E11-E9, Ember to play G2-F3.
async fn store_puzzle(dir: &Path) {
    let games = gamehost::default_games(64).unwrap();
    let start = games.get("masters").unwrap().start_state(2).unwrap();
    let found = game_api::FoundPuzzle {
        entry: 0,
        seat: 0,
        state: start,
        solution: ["E2-E4", "E11-E9", "G2-F3"].map(String::from).to_vec(),
    };
    let store = Store::open(&dir.join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let mut c = store.write().await.unwrap();
    let puzzle = store::NewPuzzle {
        game_id: 99,
        server: discord::fake::GUILD,
        game: "masters",
        found: &found,
        made_at: 0,
    };
    store::save_puzzle(&mut c, &puzzle).await.unwrap();
    c.commit().await.unwrap();
    store.close().await;
}

/// `who` plays the turn that picks `places` one after another (each a
/// step's button or menu value), from the Play button under `message`
/// (starting again if a refused turn is still chosen), then presses End
/// turn: the answer to End turn.
async fn turn_by_buttons(fake: &Fake, who: Person, message: &Value, places: &[&str]) -> Value {
    let play = custom_ids(message)
        .into_iter()
        .find(|id| id.ends_with(":cs"))
        .unwrap_or_else(|| panic!("a Play button: {message}"));
    let mut step = fake.answer(&fake.click(who, message, &play).await).await;
    // A turn refused before is still chosen: start again.
    if let Some(again) = custom_ids(&step)
        .into_iter()
        .find(|id| id.contains(":cs:a:"))
    {
        step = fake.answer(&fake.click(who, &step, &again).await).await;
    }
    for place in places {
        assert_eq!(flags(&step), EPHEMERAL, "a step is private: {step}");
        let button = custom_ids(&step)
            .into_iter()
            .find(|id| id.contains(":cs:p:") && id.ends_with(&format!(":{place}")));
        let sent = match button {
            Some(id) => fake.click(who, &step, &id).await,
            None => {
                let (menu, _) = menus(&step)
                    .into_iter()
                    .find(|(_, values)| values.iter().any(|v| v == place))
                    .unwrap_or_else(|| panic!("{place} is offered: {step}"));
                fake.select(who, &step, &menu, place).await
            }
        };
        step = fake.answer(&sent).await;
    }
    let end = custom_ids(&step)
        .into_iter()
        .find(|id| id.contains(":cs:e:"))
        .unwrap_or_else(|| panic!("End turn: {step}"));
    fake.answer(&fake.click(who, &step, &end).await).await
}

fn text(message: &Value) -> String {
    message["content"].as_str().unwrap_or_default().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_is_solved_by_the_play_button_and_a_wrong_turn_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    store_puzzle(dir.path()).await;
    let started = say(&fake, ALICE, "puzzle", &[]).await;
    assert!(
        content(&started).starts_with("Puzzle 1 (Masters, rated 1500): alice, you play Ember."),
        "{}",
        content(&started)
    );
    assert_ne!(flags(data(&started)), EPHEMERAL);
    let board = discord::fake::posted(LOBBY, data(&started));

    // A legal turn that is not the answer: refused, to alice alone.
    let wrong = turn_by_buttons(&fake, ALICE, &board, &["G2", "F3"]).await;
    assert_eq!(
        text(&wrong),
        "That is not the puzzle's answer: this attempt now counts as missed for your \
         puzzle rating. Look again, and try another turn."
    );
    assert_eq!(flags(&wrong), EPHEMERAL);

    // The answer: played for everyone, and the engine replies by itself.
    let skip = fake.calls().len();
    let right = turn_by_buttons(&fake, ALICE, &board, &["E2", "E4"]).await;
    assert!(
        text(&right).contains("Right! The engine replies; find the next turn."),
        "{}",
        text(&right)
    );
    let reply = fake
        .wait_call(skip, PATIENCE, |c| {
            c.method == "POST"
                && c.path == format!("/channels/{LOBBY}/messages")
                && c.json["content"]
                    .as_str()
                    .is_some_and(|t| t.contains("E11-E9"))
        })
        .await;
    let after_reply = discord::fake::posted(LOBBY, &reply.json);
    let solved = turn_by_buttons(&fake, ALICE, &after_reply, &["G2", "F3"]).await;
    assert!(text(&solved).contains("Solved!"), "{}", text(&solved));
    let game = latest_game(dir.path(), LOBBY).await;
    assert_eq!(game.status, game_api::GameStatus::Won);
    assert!(
        custom_ids(&solved).contains(&"pz".to_string()),
        "Next puzzle: {solved}"
    );
}
