//! Whole games on Discord, against the fake Discord on 127.0.0.1: a game
//! of each of the four against the bot's own user (the engine), which
//! plays its turns publicly and is never pinged nor tells a secret; and
//! every game played by the Play flow's buttons and menus alone, without
//! one typed option, `gamehost verify` clean.

mod discord;

use discord::fake::{self, ALICE, BOB, CAROL, Fake, PATIENCE, Person};
use discord::{
    EPHEMERAL, LOBBY, connected, content, content_of, custom_ids, data, flags, latest_game, menus,
    say, shown, typed_masters_turn,
};
use gamehost::bench::turns as random_turns;
use gamehost::config::Synchronous;
use gamehost::store::{self, Store};
use std::path::Path;
use std::time::Duration;

/// The lobby's latest game as stored: its state, whether it runs, and its
/// players' ids by seat.
async fn lobby_game(dir: &Path) -> (String, bool, Vec<String>) {
    let g = latest_game(dir, LOBBY).await;
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

/// The bot's settings for games against the engine: a node budget, so
/// that it plays the same way for the same moves.
const ENGINE_NODES: &[(&str, &str)] = &[("GAMEHOST_GAMES__ENGINE_NODES", "2000")];

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
            assert!(
                options > 0 || end.is_some(),
                "a step offers a choice or an end: {message}"
            );
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
            // The answer as shown (edited in if the bot deferred it).
            let accepted = fake.answer(&fake.click(BOB, &message, &accept).await).await;
            let text = accepted["content"].as_str().unwrap_or_default();
            assert!(text.starts_with("Game on"), "{text}");
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

/// alice challenges the engine at level 1 to Masters in `channel`, she
/// playing Frost (the engine moves first).
async fn alice_challenges_the_engine_as_frost(fake: &Fake, channel: &str) -> fake::Sent {
    let bot = format!("@{}", fake::APP);
    let options = [
        ("opponent", bot.as_str()),
        ("level", "1"),
        ("side", "frost"),
    ];
    fake.command(ALICE, channel, "challenge", &options).await
}

/// In a direct message with the bot (issue 46), a player challenges the
/// engine and plays: the commands come without a server, the engine's turn
/// is posted in the DM, and a move typed there is played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_engine_is_played_in_a_direct_message_with_the_bot() {
    const DM: &str = "9001";
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), ENGINE_NODES).await;
    fake.direct_message(DM);
    let skip = fake.calls().len();
    let sent = alice_challenges_the_engine_as_frost(&fake, DM).await;
    let opened = fake.callback(&sent).await;
    assert!(
        content(&opened).contains("alice plays the bot at level 1 in Masters (not rated)"),
        "{}",
        content(&opened)
    );
    // The engine plays Ember: its first turn is posted in the DM.
    fake.wait_call(skip, PATIENCE, |c| {
        c.method == "POST"
            && c.path == format!("/channels/{DM}/messages")
            && c.json["content"]
                .as_str()
                .is_some_and(|t| t.starts_with("Turn 1 · Ember (Engine (level 1))"))
    })
    .await;
    // alice's move, typed in the DM, is played in that game.
    let game = latest_game(dir.path(), DM).await;
    assert_eq!(game.server, "dm");
    let sent = typed_masters_turn(&fake, dir.path(), DM, ALICE, &mut 3).await;
    let played = fake.callback(&sent).await;
    assert!(
        content(&played).contains("Frost (alice)"),
        "{}",
        content(&played)
    );
}

/// The calls the bot made to post or edit in `channel` after call `skip`
/// (in a DM or group DM between people it may not: the fake refuses them).
fn channel_calls(fake: &Fake, channel: &str, skip: usize) -> Vec<String> {
    let prefix = format!("/channels/{channel}/");
    fake.calls()
        .into_iter()
        .skip(skip)
        .filter(|c| c.path.starts_with(&prefix))
        .map(|c| format!("{} {}", c.method, c.path))
        .collect()
}

/// The texts that answered `sent`: its first answer and its follow-ups.
fn answer_texts(fake: &Fake, sent: &fake::Sent) -> Vec<String> {
    let token = format!("/{}", sent.token);
    fake.calls()
        .into_iter()
        .skip(sent.skip)
        .filter(|c| c.path.contains(&token) && c.method != "GET" && c.status < 400)
        .map(|c| content_of(&c))
        .collect()
}

/// Issue 46: in a group DM between people, where the app is installed to
/// its users only and is not a member, two players play a whole game by
/// interactions alone: the challenge, each turn's board and the ending are
/// the answers to the commands and buttons that caused them, the bot never
/// tries to post or edit in the channel, and no answer goes beyond
/// Discord's follow-ups.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_a_group_dm_is_played_by_interactions_alone() {
    const GROUP: &str = "7100";
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(
        &fake,
        dir.path(),
        &[("GAMEHOST_DISCORD__THREAD_PER_GAME", "true")],
    )
    .await;
    fake.private_channel(GROUP);
    let skip = fake.calls().len();
    let sent = fake
        .command(
            ALICE,
            GROUP,
            "challenge",
            &[("opponent", "@102"), ("game", "masters"), ("side", "ember")],
        )
        .await;
    let challenge = fake.answer(&sent).await;
    assert_eq!(challenge["channel_id"], GROUP);
    assert!(
        challenge["content"]
            .as_str()
            .is_some_and(|t| t.contains("<@102>")),
        "{challenge}"
    );
    // bob accepts with the button under the answer: no thread (there are
    // none in a DM), the board is the click's answer.
    let accept = custom_ids(&challenge)[0].clone();
    let accepted = fake
        .answer(&fake.click(BOB, &challenge, &accept).await)
        .await;
    let text = accepted["content"].as_str().unwrap_or_default();
    assert!(text.starts_with("Game on"), "{text}");
    let game = latest_game(dir.path(), GROUP).await;
    assert_eq!(game.server, "private");
    // Ten turns, each the answer to its typed command.
    let mut seed = 7;
    for turn in 0..10 {
        let who = if turn % 2 == 0 { ALICE } else { BOB };
        typed_masters_turn(&fake, dir.path(), GROUP, who, &mut seed).await;
    }
    assert_eq!(
        latest_game(dir.path(), GROUP).await.version,
        game.version + 10
    );
    // The ending is the answer to the resignation.
    let sent = fake.command(BOB, GROUP, "resign", &[]).await;
    let ended = fake.answer(&sent).await;
    assert_eq!(ended["channel_id"], GROUP);
    let over = latest_game(dir.path(), GROUP).await;
    assert_eq!(over.status, game_api::GameStatus::Resigned);
    assert!(
        answer_texts(&fake, &sent)
            .iter()
            .any(|t| t.contains("alice")),
        "{:?}",
        answer_texts(&fake, &sent)
    );
    // Nothing was posted or edited in the group DM but through answers,
    // and Discord refused nothing.
    assert_eq!(channel_calls(&fake, GROUP, skip), Vec::<String>::new());
    let refused: Vec<String> = fake
        .calls()
        .into_iter()
        .skip(skip)
        .filter(|c| c.status >= 400)
        .map(|c| format!("{} {} {}", c.method, c.path, c.status))
        .collect();
    assert_eq!(refused, Vec::<String>::new());
}

/// Issue 46: what no interaction caused in a group DM (the engine's turn)
/// cannot be posted there: it is told to the player by DM at once, and
/// shown in the channel first thing at the next command there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_engines_turn_in_a_group_dm_is_told_by_dm_and_shown_at_the_next_command() {
    const GROUP: &str = "7200";
    const ENGINE_FIRST: &str = "Turn 1 · Ember (Engine (level 1))";
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), ENGINE_NODES).await;
    fake.private_channel(GROUP);
    let skip = fake.calls().len();
    let challenged = alice_challenges_the_engine_as_frost(&fake, GROUP).await;
    fake.answer(&challenged).await;
    // The engine plays Ember first: alice is told by DM, the board with it.
    let dm = fake
        .wait_call(skip, PATIENCE, |c| {
            c.method == "POST"
                && c.path == format!("/channels/9{}/messages", ALICE.id)
                && content_of(c).contains(ENGINE_FIRST)
        })
        .await;
    assert!(
        content_of(&dm).contains(&format!("<#{GROUP}>")),
        "{}",
        content_of(&dm)
    );
    assert!(!dm.files.is_empty(), "the board is in the DM");
    // Her next command there shows it first (unless it came so fast that
    // the challenge's own answer showed it): once, either way.
    let moved = typed_masters_turn(&fake, dir.path(), GROUP, ALICE, &mut 3).await;
    let shown: Vec<String> = [&challenged, &moved]
        .into_iter()
        .flat_map(|sent| answer_texts(&fake, sent))
        .filter(|t| t.contains(ENGINE_FIRST))
        .collect();
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert_eq!(channel_calls(&fake, GROUP, skip), Vec::<String>::new());
}
