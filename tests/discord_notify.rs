//! Turn alerts on Discord, against the fake Discord: a player who asked
//! with `/notify` gets a direct message (her DM channel opened once, the
//! board and the Play button with it) when it is her turn; a player whose
//! DMs are closed (50007) is not tried again until they next use the bot.

mod discord;

use discord::fake::{ALICE, BOB, Fake, PATIENCE, Person};
use discord::{LOBBY, alice_challenges_bob_to_masters, connected, say};
use gamehost::config::Synchronous;
use gamehost::store::{self, Store};
use std::path::Path;
use std::time::Duration;

/// No player counts as being at the game: every alert is sent at once.
const NOW: &[(&str, &str)] = &[("GAMEHOST_GAMES__AT_THE_GAME_SECONDS", "0")];

/// The lobby's game: its state and its players' ids by seat.
async fn lobby_game(dir: &Path) -> (String, Vec<String>) {
    let store = Store::open(&dir.join("games.db"), Synchronous::Normal)
        .await
        .unwrap();
    let mut c = store.read().await.unwrap();
    let g = store::latest_game(&mut c, LOBBY).await.unwrap().unwrap();
    drop(c);
    store.close().await;
    (g.state, g.players.iter().map(|p| p.id.clone()).collect())
}

/// Plays one random legal Masters turn for `who`.
async fn play(fake: &Fake, dir: &Path, who: Person, seed: &mut u64) {
    let (state, ids) = lobby_game(dir).await;
    let seat = ids.iter().position(|id| id == who.id).unwrap();
    let line = gamehost::bench::turns::line("masters", &state, seat, seed).unwrap();
    let mut words = line.split_whitespace();
    let name = format!("{} masters", words.next().unwrap().trim_start_matches('/'));
    let options: Vec<(&str, &str)> = words.map(|w| w.split_once(':').unwrap()).collect();
    say(fake, who, &name, &options).await;
}

/// The direct messages the bot posted to `who` after call `skip`.
/// How many DM channels the bot opened.
fn dm_channels_opened(fake: &Fake) -> usize {
    fake.calls()
        .into_iter()
        .filter(|c| c.method == "POST" && c.path.ends_with("/users/@me/channels"))
        .count()
}

fn dms_to(fake: &Fake, who: Person, skip: usize) -> Vec<serde_json::Value> {
    let channel = format!("/channels/9{}/messages", who.id);
    fake.calls()
        .into_iter()
        .skip(skip)
        .filter(|c| c.method == "POST" && c.path.ends_with(&channel))
        .map(|c| c.json)
        .collect()
}

/// alice asks to be told every turn, then challenges bob to Masters, and
/// he accepts.
async fn alice_asks_for_alerts_and_plays_bob(fake: &Fake) {
    say(fake, ALICE, "notify", &[("mode", "every")]).await;
    alice_challenges_bob_to_masters(fake).await;
    say(fake, BOB, "accept", &[]).await;
}

/// Waits until `check` holds on the fake's calls.
async fn until(fake: &Fake, check: impl Fn(&Fake) -> bool) -> bool {
    let deadline = std::time::Instant::now() + PATIENCE;
    while std::time::Instant::now() < deadline {
        if check(fake) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_asked_is_told_her_turn_by_direct_message() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let bot = connected(&fake, dir.path(), NOW).await;
    alice_asks_for_alerts_and_plays_bob(&fake).await;
    let mut seed = 9;
    let skip = fake.calls().len();
    play(&fake, dir.path(), ALICE, &mut seed).await;
    play(&fake, dir.path(), BOB, &mut seed).await;
    assert!(
        until(&fake, |f| dms_to(f, ALICE, skip).len() == 1).await,
        "one alert for alice"
    );
    let dm = &dms_to(&fake, ALICE, skip)[0];
    assert!(
        dm["content"].as_str().unwrap().contains("Masters #"),
        "{dm}"
    );
    assert!(
        dm["components"].to_string().contains("Play"),
        "the Play button: {dm}"
    );
    let opened = dm_channels_opened(&fake);
    assert_eq!(opened, 1);
    // Bob asked for nothing.
    assert!(dms_to(&fake, BOB, skip).is_empty());
    // The Play button works from the DM (named by the game, not the
    // channel): alice is answered there, privately, with her choices.
    // The fake's DM channel with a user is `9` and their id.
    let dm_channel = format!("9{}", ALICE.id);
    fake.direct_message(&dm_channel);
    let dm = &discord::fake::posted(&dm_channel, dm);
    let play_button = discord::custom_ids(dm)
        .into_iter()
        .find(|id| id.ends_with(":cs"))
        .unwrap();
    let sent = fake.click(ALICE, dm, &play_button).await;
    let answer = fake.callback(&sent).await;
    assert_eq!(discord::flags(discord::data(&answer)), discord::EPHEMERAL);
    assert!(
        !discord::menus(discord::data(&answer)).is_empty()
            || discord::custom_ids(discord::data(&answer)).len() > 1,
        "{}",
        discord::content(&answer)
    );

    // Her next turn comes; the DM channel is not opened again.
    play(&fake, dir.path(), ALICE, &mut seed).await;
    play(&fake, dir.path(), BOB, &mut seed).await;
    assert!(until(&fake, |f| dms_to(f, ALICE, skip).len() == 2).await);
    let opened = dm_channels_opened(&fake);
    assert_eq!(opened, 1, "her DM channel is kept");

    // After a restart, the channel is read from the store, not opened.
    drop(bot);
    let _bot = connected(&fake, dir.path(), NOW).await;
    play(&fake, dir.path(), ALICE, &mut seed).await;
    play(&fake, dir.path(), BOB, &mut seed).await;
    assert!(until(&fake, |f| dms_to(f, ALICE, skip).len() == 3).await);
    let opened = dm_channels_opened(&fake);
    assert_eq!(opened, 1, "her DM channel is kept in the store");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_are_not_tried_again_until_the_player_is_back() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), NOW).await;
    fake.close_dms(ALICE);
    alice_asks_for_alerts_and_plays_bob(&fake).await;
    let mut seed = 4;
    let skip = fake.calls().len();
    play(&fake, dir.path(), ALICE, &mut seed).await;
    play(&fake, dir.path(), BOB, &mut seed).await;
    assert!(until(&fake, |f| dms_to(f, ALICE, skip).len() == 1).await);
    // The refused alert is settled, not tried again and again.
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(dms_to(&fake, ALICE, skip).len(), 1, "one try");
    // She opens her DMs and plays (using the bot): tried again next time.
    fake.open_dms(ALICE);
    play(&fake, dir.path(), ALICE, &mut seed).await;
    play(&fake, dir.path(), BOB, &mut seed).await;
    assert!(
        until(&fake, |f| dms_to(f, ALICE, skip).len() == 2).await,
        "she used the bot: tried again"
    );
}

/// Discord slowing the DMs (429) delays an alert; it is neither dropped
/// nor sent twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_alert_is_sent_once_after_the_wait() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), NOW).await;
    alice_asks_for_alerts_and_plays_bob(&fake).await;
    fake.rate_limit("dm", 1, 0.5);
    let mut seed = 11;
    let skip = fake.calls().len();
    play(&fake, dir.path(), ALICE, &mut seed).await;
    play(&fake, dir.path(), BOB, &mut seed).await;
    // Two tries reach Discord: the slowed one, then the one it takes.
    assert!(until(&fake, |f| dms_to(f, ALICE, skip).len() == 2).await);
    let statuses = |f: &Fake| -> Vec<u16> {
        f.calls()
            .into_iter()
            .skip(skip)
            .filter(|c| c.method == "POST" && c.path == format!("/channels/9{}/messages", ALICE.id))
            .map(|c| c.status)
            .collect()
    };
    assert_eq!(statuses(&fake), [429, 200]);
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(statuses(&fake), [429, 200], "sent once");
}

/// Discord refusing to open a DM channel so fast (40003) holds the queue
/// and delays the alert: it is opened again after the wait and sent once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_alert_refused_for_opening_dms_too_fast_is_sent_once_after_the_wait() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), NOW).await;
    alice_asks_for_alerts_and_plays_bob(&fake).await;
    fake.refuse_dm_openings(1);
    let mut seed = 12;
    let skip = fake.calls().len();
    play(&fake, dir.path(), ALICE, &mut seed).await;
    play(&fake, dir.path(), BOB, &mut seed).await;
    assert!(until(&fake, |f| dms_to(f, ALICE, skip).len() == 1).await);
    let openings: Vec<u16> = fake
        .calls()
        .into_iter()
        .skip(skip)
        .filter(|c| c.method == "POST" && c.path.ends_with("/users/@me/channels"))
        .map(|c| c.status)
        .collect();
    assert_eq!(openings, [403, 200]);
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(dms_to(&fake, ALICE, skip).len(), 1, "sent once");
}
