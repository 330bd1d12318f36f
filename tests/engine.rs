//! Games against the engine opponent (issue 23), end to end through the
//! console's host: `/challenge opponent:engine level:…` (and `bots:` at a
//! Throne table) starts them, the engine takes its own turns after each
//! command, publicly like a player, and every game is played to its end.
//! The person's turns are drawn from the legal ones by the rules crates
//! and typed as commands. The engine thinks within a node budget, so it
//! plays the same way for the same moves. The engine is never told what to
//! type, and a Throne table left to the engines ends when its last person
//! resigns or times out.

mod common;

use gamehost::bench::turns as random_turns;
use gamehost::speech::InEnglish;

use gamehost::host::Host;
use gamehost::host::reply::{Audience, Reply};

/// A host on a new database in `dir`, the engine on a node budget.
async fn engine_host(dir: &tempfile::TempDir) -> Host {
    let store = gamehost::store::Store::open(
        &dir.path().join("e.db"),
        gamehost::config::Synchronous::Normal,
    )
    .await
    .unwrap();
    let settings = gamehost::config::GameSettings {
        engine_nodes: Some(3_000),
        ..Default::default()
    };
    Host::new(store, gamehost::default_games(64).unwrap(), settings)
}

/// Every reply to one console line, with its channel.
async fn line(h: &Host, text: &str) -> Vec<(String, Reply)> {
    gamehost::console::lines(h, text).await.unwrap()
}

/// The stored state of the channel's latest game and whether it runs.
async fn stored(h: &Host, channel: &str) -> (String, bool, Vec<String>) {
    let mut c = h.store().read().await.unwrap();
    let g = gamehost::store::latest_game(&mut c, channel)
        .await
        .unwrap()
        .unwrap();
    let ids = g.players.iter().map(|p| p.id.clone()).collect();
    (g.state, g.status == game_api::GameStatus::Running, ids)
}

/// Nothing the person was told privately was a refusal, and the engine's
/// own replies never reached the channel.
fn check(replies: &[(String, Reply)], person: &str) {
    for (_, r) in replies {
        if let Audience::Private(who) = &r.audience {
            assert_eq!(who, person, "a reply for {who}: {}", r.text.en());
        }
        assert!(
            !r.pings.iter().any(|p| p.starts_with("engine")),
            "{}",
            r.text.en()
        );
    }
}

/// How many public replies name `who` (its turn lines, among others).
fn lines_naming(replies: &[(String, Reply)], who: &str) -> usize {
    replies
        .iter()
        .filter(|(_, r)| r.audience == Audience::Everyone && r.text.en().contains(who))
        .count()
}

fn texts(replies: &[(String, Reply)]) -> String {
    replies
        .iter()
        .map(|(_, r)| r.text.en())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Plays the person's side with `turn` (the command for the stored state,
/// or `None` when it is not their turn) until the game ends; the replies.
async fn play_out(
    h: &Host,
    channel: &str,
    person: &str,
    mut turn: impl FnMut(&str, usize, &mut u64) -> Option<String>,
) -> Vec<(String, Reply)> {
    let mut seed = 7;
    let mut all = Vec::new();
    for _ in 0..600 {
        let (state, running, ids) = stored(h, channel).await;
        if !running {
            return all;
        }
        let seat = ids.iter().position(|id| id == person).unwrap();
        let command = turn(&state, seat, &mut seed)
            .unwrap_or_else(|| panic!("the person has nothing to do in {state}"));
        let replies = line(h, &format!("#{channel} {person} {command}")).await;
        check(&replies, person);
        let refused = replies.iter().find(|(_, r)| {
            matches!(&r.audience, Audience::Private(_)) && !r.text.en().contains("Only you")
        });
        assert!(refused.is_none(), "{command}: {}", texts(&replies));
        all.extend(replies);
    }
    panic!("the game against the engine did not end in 600 of the person's turns");
}

/// An engine seat is named by the catalogue in the reader's language:
/// never by its stored English name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_seat_is_named_in_the_readers_language() {
    use game_api::{Locale, Speak};
    let dir = tempfile::tempdir().unwrap();
    let h = engine_host(&dir).await;
    let mut opened = line(&h, "#m alice /challenge opponent:engine level:3 side:frost").await;
    // A table's seats name the engine's too.
    opened.extend(
        line(
            &h,
            "#t alice /challenge game:throne players:3 bots:2 level:3",
        )
        .await,
    );
    for (locale, name) in [
        (Locale::EnUs, "Engine (level 3)"),
        (Locale::De, "Bot (Stufe 3)"),
        (Locale::Ja, "ボット（レベル 3）"),
    ] {
        let speak = gamehost::speech::speaker(locale);
        let shown: Vec<String> = opened.iter().map(|(_, r)| speak.words(&r.text)).collect();
        let all = shown.join("\n");
        assert!(all.contains(name), "{locale:?}: {all}");
        if locale != Locale::EnUs {
            assert!(!all.contains("Engine"), "{locale:?}: {all}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_masters_game_against_the_engine_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let h = engine_host(&dir).await;
    let opened = line(&h, "#m alice /challenge opponent:engine level:3 side:frost").await;
    let all = texts(&opened);
    assert!(
        all.contains("alice plays the bot at level 3 in Masters (not rated)"),
        "{all}"
    );
    // The engine is Ember and moves first: its turn follows at once.
    assert!(all.contains("Turn 1 · Ember (Engine (level 3))"), "{all}");
    let replies = play_out(&h, "m", "alice", |state, _, seed| {
        random_turns::masters(state, masters::Side::Frost, seed)
    })
    .await;
    let all = texts(&replies);
    assert!(lines_naming(&replies, "Frost (alice)") >= 3, "{all}");
    assert!(lines_naming(&replies, "(Engine (level 3))") >= 3, "{all}");
    assert!(
        all.contains("Rematch") || all.contains("wins") || all.contains("won"),
        "{all}"
    );
    // Not rated: the leaderboard never lists the engine.
    let board = line(&h, "#m alice /leaderboard game:masters").await;
    assert!(!texts(&board).contains("Engine"), "{}", texts(&board));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_regions_game_against_the_engine_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let h = engine_host(&dir).await;
    let opened = line(
        &h,
        "#r bob /challenge game:regions opponent:engine level:2 side:white",
    )
    .await;
    let all = texts(&opened);
    // The engine picks at once, and only that it picked is shown.
    assert!(
        all.contains("Engine (level 2) (Black) has picked an infiltrator"),
        "{all}"
    );
    let replies = play_out(&h, "r", "bob", |state, seat, seed| {
        let side = [regions::Side::White, regions::Side::Black][seat];
        random_turns::regions(state, side, seed)
    })
    .await;
    let all = texts(&replies);
    assert!(lines_naming(&replies, "(Engine (level 2))") >= 3, "{all}");
    assert!(all.contains("Watch it again"), "{all}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_elemental_game_against_the_engine_is_played_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let h = engine_host(&dir).await;
    let opened = line(
        &h,
        "#e carol /challenge game:elemental opponent:engine level:4",
    )
    .await;
    let all = texts(&opened);
    assert!(all.contains("has locked in a loadout"), "{all}");
    // Its loadout stays secret until both are locked in (E6).
    assert!(!all.contains("Earth"), "{all}");
    let replies = play_out(&h, "e", "carol", |state, seat, seed| {
        let colour = [elemental::Color::White, elemental::Color::Black][seat];
        random_turns::elemental(state, colour, seed)
    })
    .await;
    let all = texts(&replies);
    assert!(all.contains("Both loadouts are locked in"), "{all}");
    assert!(lines_naming(&replies, "(Engine (level 4))") >= 3, "{all}");
    assert!(all.contains("Watch it again"), "{all}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_throne_table_of_one_person_and_three_engine_seats_finishes() {
    let dir = tempfile::tempdir().unwrap();
    let h = engine_host(&dir).await;
    let opened = line(&h, "#t dave /challenge game:throne bots:3 level:2").await;
    let all = texts(&opened);
    assert!(all.contains("Engine 3 (level 2)"), "{all}");
    assert!(all.contains("friendly (unrated)"), "{all}");
    line(&h, "#t dave /start").await;
    let replies = play_out(&h, "t", "dave", random_turns::throne).await;
    let all = texts(&replies);
    assert!(all.contains("wins the Throne"), "{all}");
    for seat in [
        "Blue (Engine (level 2))",
        "Green (Engine 2 (level 2))",
        "Gold (Engine 3 (level 2))",
    ] {
        assert!(lines_naming(&replies, seat) >= 10, "{seat}: {all}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engine_is_refused_where_it_does_not_fit() {
    let dir = tempfile::tempdir().unwrap();
    let h = engine_host(&dir).await;
    let cases = [
        (
            "#a alice /challenge opponent:bob level:3",
            "`level:` sets the bot's strength",
        ),
        (
            "#a alice /challenge opponent:engine level:9",
            "`level:9` is not a level",
        ),
        (
            "#a alice /challenge opponent:engine bots:2",
            "`bots:` is for games at a table",
        ),
        (
            "#a alice /challenge game:throne players:3 bots:3",
            "at most 2 bots",
        ),
        (
            "#a alice /challenge game:throne level:2",
            "seat it with bots:1",
        ),
    ];
    for (typed, expected) in cases {
        let replies = line(&h, typed).await;
        assert!(
            replies[0].1.text.en().contains(expected),
            "{typed}: {}",
            replies[0].1.text.en()
        );
    }
    // Nobody may type as the engine in the console.
    assert!(
        gamehost::console::lines(&h, "#a engine /help")
            .await
            .is_err()
    );
    // None of that opened anything.
    let replies = line(&h, "#a alice /challenge opponent:engine").await;
    assert!(
        texts(&replies).contains("plays the bot at level 3"),
        "{}",
        texts(&replies)
    );
}

/// `user` in `channel`, straight to the host (no engine turns after it).
async fn direct(h: &Host, channel: &str, user: &str, text: &str) -> Vec<Reply> {
    common::say(h, channel, user, text).await
}

/// How many turns the channel's latest game has stored.
async fn turns_stored(h: &Host, channel: &str) -> usize {
    let mut c = h.store().read().await.unwrap();
    let g = gamehost::store::latest_game(&mut c, channel)
        .await
        .unwrap()
        .unwrap();
    gamehost::store::turns(&mut c, g.id).await.unwrap().len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_that_lands_while_the_engine_thinks_wins() {
    let dir = tempfile::tempdir().unwrap();
    // Against the clock: level 5 thinks for up to two seconds.
    let h = common::host(&dir).await;
    direct(
        &h,
        "m",
        "alice",
        "/challenge opponent:engine level:5 side:frost",
    )
    .await;
    let due = h.engine_turns().await.unwrap();
    assert_eq!(due.len(), 1, "the engine (Ember) is to move");
    let thinking = {
        let h = h.clone();
        let turn = due[0].clone();
        tokio::spawn(async move { h.play_engine_turn(&turn).await.replies })
    };
    let resigned = direct(&h, "m", "alice", "/resign").await;
    assert!(
        resigned[0].text.en().contains("resigns"),
        "{}",
        resigned[0].text.en()
    );
    let replies = thinking.await.unwrap();
    assert!(
        replies.is_empty(),
        "{:?}",
        replies.iter().map(|r| r.text.en()).collect::<Vec<_>>()
    );
    assert_eq!(turns_stored(&h, "m").await, 0);
    assert!(h.engine_turns().await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_engine_thinks_again_and_a_stale_turn_is_not_played() {
    let dir = tempfile::tempdir().unwrap();
    let due = {
        let h = engine_host(&dir).await;
        direct(
            &h,
            "r",
            "bob",
            "/challenge game:regions opponent:engine level:1",
        )
        .await;
        // The bot stops before the engine has picked.
        h.engine_turns().await.unwrap()
    };
    assert_eq!(due.len(), 1);
    let h = engine_host(&dir).await;
    let played = h.drain_engine_turns(None, 10).await;
    assert_eq!(played.len(), 1, "the pick, then bob's pick is awaited");
    let shown = texts(
        &played
            .into_iter()
            .flat_map(|(c, rs)| rs.into_iter().map(move |r| (c.clone(), r)))
            .collect::<Vec<_>>(),
    );
    assert!(shown.contains("has picked an infiltrator"), "{shown}");
    assert_eq!(turns_stored(&h, "r").await, 1);
    // The turn it was asked before the restart is out of date now.
    assert!(h.play_engine_turn(&due[0]).await.replies.is_empty());
    assert_eq!(turns_stored(&h, "r").await, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_against_the_engine_starts_at_once_with_sides_swapped() {
    let dir = tempfile::tempdir().unwrap();
    let h = engine_host(&dir).await;
    line(&h, "#m alice /challenge opponent:engine level:1 side:ember").await;
    let over = line(&h, "#m alice /resign").await;
    let rematch = over
        .iter()
        .flat_map(|(_, r)| r.buttons.iter())
        .find(|b| b.label.en() == "Rematch")
        .expect("a Rematch button")
        .id
        .clone();
    let again = texts(&line(&h, &format!("#m alice /press {rematch}")).await);
    assert!(again.contains("alice plays the bot at level 1"), "{again}");
    assert!(
        again.contains("alice (Frost)")
            || again.contains("(Frost): alice")
            || again.contains("vs alice (Frost)"),
        "{again}"
    );
}

/// A host on the test's clock whose engine plays within a node budget.
async fn clocked_engine_host(
    dir: &tempfile::TempDir,
    clock: &std::sync::Arc<gamehost::host::clock::ManualClock>,
) -> gamehost::host::Host {
    let store = gamehost::store::Store::open(
        &dir.path().join("e.db"),
        gamehost::config::Synchronous::Normal,
    )
    .await
    .unwrap();
    let settings = gamehost::config::GameSettings {
        engine_nodes: Some(2_000),
        ..Default::default()
    };
    gamehost::host::Host::with_clock(
        store,
        gamehost::default_games(64).unwrap(),
        settings,
        std::sync::Arc::clone(clock) as std::sync::Arc<dyn gamehost::host::clock::Clock>,
    )
}

/// `line` by `user` in `channel`, then every engine turn it makes due (as
/// the console plays them): all the replies.
async fn say_and_drain(
    h: &gamehost::host::Host,
    channel: &str,
    user: &str,
    line: &str,
) -> Vec<Reply> {
    let mut replies = common::say(h, channel, user, line).await;
    for (_, more) in h.drain_engine_turns(Some(channel), 1_000).await {
        replies.extend(more);
    }
    replies
}

/// One step of alice's at Throne table `t` (with the engine turns it makes
/// due): a throw, or the first legal move.
async fn alice_plays(h: &gamehost::host::Host, t: &str) -> Vec<Reply> {
    let game = {
        let mut c = h.store().read().await.unwrap();
        gamehost::store::latest_game(&mut c, t)
            .await
            .unwrap()
            .unwrap()
    };
    let pos: throne::Position = game.state.parse().unwrap();
    let moves = pos.legal_moves();
    match moves.first() {
        Some(m) if pos.phase() == throne::Phase::Move => {
            // The move's button: its place, its kind when several kinds
            // may move from there, its values.
            let mixed = moves.iter().any(|o| o.from == m.from && o.kind != m.kind);
            let kind = if mixed {
                format!("|kind.{}", m.kind)
            } else {
                String::new()
            };
            let line = format!(
                "/press g:{}:{}:cs:go:{}{kind}|values.{}",
                game.id, game.version, m.from, m.values
            );
            played(say_and_drain(h, t, "alice", &line).await, &line)
        }
        _ => played(say_and_drain(h, t, "alice", "/throw").await, "/throw"),
    }
}

/// `replies`, checked to be no refusal of `line`.
fn played(replies: Vec<Reply>, line: &str) -> Vec<Reply> {
    assert!(
        replies
            .first()
            .is_some_and(|r| r.audience == gamehost::host::reply::Audience::Everyone),
        "{line} was refused: {replies:#?}"
    );
    replies
}

/// What the bot sends to the channel: no instructions addressed to the
/// engine, no buttons or menus under a turn only the engine may play. How
/// many messages announced an engine's turn.
fn check_engine_turns_are_not_addressed(replies: &[Reply]) -> usize {
    let mut announced = 0;
    for r in replies {
        let engine_to_act = r.text.en().lines().any(|l| {
            l.contains("(Engine") && (l.contains(" to throw") || l.contains(" to move with"))
        });
        if engine_to_act {
            announced += 1;
            assert!(
                !r.text.en().contains("/throw") && !r.text.en().contains("/move"),
                "{}",
                r.text.en()
            );
            assert!(
                r.buttons.iter().all(|b| b.id.starts_with("rm:")) && r.menus.is_empty(),
                "buttons under an engine's turn: {:?} {:?}\n{}",
                r.buttons,
                r.menus,
                r.text.en()
            );
        }
    }
    announced
}

/// Issue 33, item 1: when the last person leaves a Throne table the bot does not
/// play it out in the channel; the game ends at once.
#[tokio::test]
async fn a_throne_table_left_to_the_engines_ends_when_the_last_person_resigns() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = clocked_engine_host(&dir, &clock).await;
    let t = "tb1";
    common::say(
        &h,
        t,
        "alice",
        "/challenge game:throne bots:2 level:1 players:3",
    )
    .await;
    let mut seen = say_and_drain(&h, t, "alice", "/start").await;
    // alice plays her turns (throw, then the first listed move) for a while.
    for _ in 0..12 {
        seen.extend(alice_plays(&h, t).await);
    }
    assert!(check_engine_turns_are_not_addressed(&seen) > 3, "{seen:#?}");
    // Item 4: the channel numbers seat turns as turns, not rounds.
    assert!(
        seen.iter()
            .any(|r| r.text.en().starts_with("Turn 1 · Red (alice) threw")),
        "{seen:#?}"
    );
    assert!(!seen.iter().any(|r| r.text.en().starts_with("Round ")));
    let after = say_and_drain(&h, t, "alice", "/resign").await;
    let public: Vec<&Reply> = after
        .iter()
        .filter(|r| r.audience == gamehost::host::reply::Audience::Everyone)
        .collect();
    assert!(
        public.len() <= 2,
        "{} messages after the resignation: {public:#?}",
        public.len()
    );
    assert!(
        public[0]
            .text
            .en()
            .contains("Only the bot's seats are left"),
        "{}",
        public[0].text.en()
    );
    assert!(h.drain_engine_turns(Some(t), 1_000).await.is_empty());
    let mut c = h.store().read().await.unwrap();
    let game = gamehost::store::latest_game(&mut c, t)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.status, gamehost::store::GameStatus::Resigned);
}

/// Issue 33, item 1, on the clock: a person whose time runs out at a table of bots
/// leaves, and the game ends rather than play on.
#[tokio::test]
async fn a_throne_table_whose_last_person_times_out_ends() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = clocked_engine_host(&dir, &clock).await;
    let t = "tb2";
    common::say(
        &h,
        t,
        "alice",
        "/challenge game:throne bots:2 level:1 players:3 time:5m",
    )
    .await;
    say_and_drain(&h, t, "alice", "/start").await;
    // Some of alice's turns, so that the game is past its abort window,
    // ending with one she must play.
    for _ in 0..6 {
        alice_plays(&h, t).await;
    }
    clock.advance(6 * 60);
    let announced = h.sweep().await.unwrap();
    let text: Vec<String> = announced.iter().map(|e| e.reply.text.en()).collect();
    assert!(
        text.iter()
            .any(|t| t.contains("Only the bot's seats are left")),
        "{text:?}"
    );
    assert!(h.drain_engine_turns(Some(t), 1_000).await.is_empty());
    let mut c = h.store().read().await.unwrap();
    let game = gamehost::store::latest_game(&mut c, t)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.status, gamehost::store::GameStatus::Timeout);
}

/// Issue 33, item 5: the engine is never told what to type.
#[tokio::test]
async fn the_engine_is_not_addressed_as_a_person() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = clocked_engine_host(&dir, &clock).await;
    let masters = say_and_drain(
        &h,
        "m",
        "alice",
        "/challenge opponent:engine side:frost level:1",
    )
    .await;
    let regions = {
        say_and_drain(
            &h,
            "r",
            "alice",
            "/challenge opponent:engine game:regions side:black level:4",
        )
        .await;
        say_and_drain(&h, "r", "alice", "/pick piece:e2").await
    };
    for r in masters.iter().chain(&regions) {
        assert!(
            !r.text.en().contains("Engine (level 1), stage your turn")
                && !r.text.en().contains("(White) moves first with /move"),
            "{}",
            r.text.en()
        );
    }
    let started = masters
        .iter()
        .find(|r| r.text.en().starts_with("Game on"))
        .unwrap();
    assert!(
        started
            .text
            .en()
            .contains("Ember moves first: Engine (level 1)."),
        "{}",
        started.text.en()
    );
}
