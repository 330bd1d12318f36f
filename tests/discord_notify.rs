//! Turn alerts on Discord, against the fake Discord: a player who asked
//! with `/notify` gets a direct message (her DM channel opened once, the
//! board and the Play button with it) when it is her turn; a player whose
//! DMs are closed (50007) is not tried again until they next use the bot.

mod discord;

use discord::fake::{ALICE, BOB, Fake, PATIENCE, Person};
use discord::{
    LOBBY, alice_challenges_bob_to_masters, connected, latest_game, say, typed_masters_turn,
};
use std::path::Path;
use std::time::Duration;

/// No player counts as being at the game: every alert is sent at once.
const NOW: &[(&str, &str)] = &[("GAMEHOST_GAMES__AT_THE_GAME_SECONDS", "0")];

/// Plays one random legal Masters turn for `who` in the lobby.
async fn play(fake: &Fake, dir: &Path, who: Person, seed: &mut u64) {
    typed_masters_turn(fake, dir, LOBBY, who, seed).await;
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

/// The game whose Play button a DM carries.
fn game_of(dm: &serde_json::Value) -> Option<i64> {
    discord::custom_ids(dm)
        .iter()
        .find_map(|id| match game_api::ButtonId::parse(id) {
            Some(game_api::ButtonId::Game { id, .. }) => Some(id),
            _ => None,
        })
}

/// The `q` quantile of `values` (sorted here), in milliseconds.
fn quantile(values: &mut [Duration], q: f64) -> u128 {
    values.sort();
    let i = ((values.len() as f64 - 1.0) * q).round() as usize;
    values[i].as_millis()
}

/// Figures for BENCHMARKS.md, not a check (run by hand:
/// `scripts/dm-queue-figures`): how long after a turn's answer its alert's
/// DM reaches Discord, one alert at a time (the queue idle) and in a burst
/// of alerts due at once, and the queue's throughput in that burst.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement for BENCHMARKS.md, not a check"]
async fn dm_queue_figures() {
    const IDLE: usize = 20;
    const BURST: usize = 40;
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), NOW).await;
    say(&fake, ALICE, "notify", &[("mode", "every")]).await;
    let channels: Vec<String> = (0..IDLE + BURST).map(|i| format!("{}", 6000 + i)).collect();
    let mut seed = 21;
    for channel in &channels {
        let options = [("opponent", "@102"), ("game", "masters"), ("side", "ember")];
        let sent = fake.command(ALICE, channel, "challenge", &options).await;
        fake.callback(&sent).await;
        fake.callback(&fake.command(BOB, channel, "accept", &[]).await)
            .await;
        typed_masters_turn(&fake, dir.path(), channel, ALICE, &mut seed).await;
    }
    // The delay from each of bob's turns (its answer) to alice's alert.
    let delays = async |fake: &Fake, answered: Vec<(i64, std::time::Instant)>, skip: usize| {
        assert!(until(fake, |f| dms_to(f, ALICE, skip).len() >= answered.len()).await);
        let dms: Vec<(i64, std::time::Instant)> = fake
            .calls()
            .into_iter()
            .skip(skip)
            .filter(|c| c.method == "POST" && c.path == format!("/channels/9{}/messages", ALICE.id))
            .filter_map(|c| Some((game_of(&c.json)?, c.at)))
            .collect();
        let delays: Vec<Duration> = answered
            .iter()
            .map(|(game, at)| {
                let (_, sent) = dms.iter().find(|(g, _)| g == game).unwrap();
                sent.duration_since(*at)
            })
            .collect();
        let span = dms.iter().map(|d| d.1).max().unwrap() - dms.iter().map(|d| d.1).min().unwrap();
        (delays, span)
    };
    let bob_plays = async |channel: &str, seed: &mut u64| {
        let sent = typed_masters_turn(&fake, dir.path(), channel, BOB, seed).await;
        let answered = fake.callback(&sent).await.at;
        (latest_game(dir.path(), channel).await.id, answered)
    };
    // One at a time: each alert sent, and the queue's pace (a quarter
    // second) over, before the next turn.
    let mut idle = vec![];
    for channel in &channels[..IDLE] {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let skip = fake.calls().len();
        let answered = bob_plays(channel, &mut seed).await;
        let (mut d, _) = delays(&fake, vec![answered], skip).await;
        idle.append(&mut d);
    }
    // A burst: bob plays in every other game as fast as he can.
    let skip = fake.calls().len();
    let mut answered = vec![];
    for channel in &channels[IDLE..] {
        answered.push(bob_plays(channel, &mut seed).await);
    }
    let (mut burst, span) = delays(&fake, answered, skip).await;
    println!(
        "alert delay after the turn's answer, queue idle ({IDLE} alerts): p50 {} ms, p99 {} ms",
        quantile(&mut idle, 0.5),
        quantile(&mut idle, 0.99)
    );
    println!(
        "alert delay in a burst of {BURST} turns: p50 {} ms, p99 {} ms; {:.1} DMs/s over {:.1} s",
        quantile(&mut burst, 0.5),
        quantile(&mut burst, 0.99),
        (BURST - 1) as f64 / span.as_secs_f64(),
        span.as_secs_f64()
    );
}
