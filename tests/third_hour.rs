//! What a player meets in the third hour (issue 33): each test here failed
//! on the release before it.

mod common;

use common::{host, say};
use gamehost::host::reply::Reply;

/// The first picture among `replies`, decoded, with its alt text.
fn picture(replies: &[Reply]) -> (image::RgbImage, String) {
    let a = replies
        .iter()
        .flat_map(|r| &r.attachments)
        .find(|a| a.filename.ends_with(".png"))
        .unwrap_or_else(|| panic!("no picture in {replies:#?}"));
    let img = image::load_from_memory(&a.bytes).unwrap().to_rgb8();
    (img, a.description.clone())
}

/// Rows of `a` and `b` that differ.
fn rows_that_differ(a: &image::RgbImage, b: &image::RgbImage) -> Vec<u32> {
    assert_eq!(a.dimensions(), b.dimensions());
    (0..a.height())
        .filter(|&y| (0..a.width()).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)))
        .collect()
}

/// A preview drawn as the source texts ask in every chess-like game: the
/// board before the turn (so its header, the top 40 rows, is the same as
/// the player's own /board and still names them as the one to move), with
/// the staged turn marked on some squares, and the alt text saying it is
/// staged, not played.
#[tokio::test]
async fn previews_in_every_chess_like_game_show_the_board_before_the_turn_with_it_marked() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let setups: [(&str, &[&str], &str, &str); 3] = [
        (
            "m",
            &["/challenge opponent:bob side:ember", "bob /accept"],
            "/move from:E2 to:E4",
            "Ember (alice) to move",
        ),
        (
            "r",
            &[
                "/challenge opponent:bob game:regions side:white",
                "bob /accept",
                "/pick piece:e9",
                "bob /pick piece:c2",
            ],
            "/move from:e2 to:e4 carry:d2",
            "White to move",
        ),
        (
            "e",
            &[
                "/challenge opponent:bob game:elemental side:white",
                "bob /accept",
                "/loadout element:earth augmentor:block-piece",
                "bob /loadout element:air augmentor:side-step",
            ],
            "/move from:e2 to:e4 face:e1=east",
            "White to move",
        ),
    ];
    for (channel, setup, staging, mover) in setups {
        for line in setup {
            let (user, line) = line
                .split_once(' ')
                .filter(|(u, _)| *u == "bob")
                .unwrap_or(("alice", line));
            say(&h, channel, user, line).await;
        }
        let (board, _) = picture(&say(&h, channel, "alice", "/board").await);
        let staged = say(&h, channel, "alice", staging).await;
        let (preview, alt) = picture(&staged);
        let differ = rows_that_differ(&board, &preview);
        assert!(!differ.is_empty(), "{channel}: the preview marks something");
        assert!(
            differ.iter().all(|&y| y >= 40),
            "{channel}: the header is the board's own (rows {differ:?})"
        );
        assert!(alt.contains("Staged"), "{channel}: {alt}");
        assert!(alt.contains(mover), "{channel}: {alt}");
    }
}

/// The frames of a GIF, composited, as RGB images.
fn gif_frames(bytes: &[u8]) -> Vec<image::RgbImage> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).unwrap();
    let (w, h) = (decoder.width() as u32, decoder.height() as u32);
    let mut canvas = image::RgbImage::new(w, h);
    let mut out = Vec::new();
    while let Some(f) = decoder.read_next_frame().unwrap() {
        for y in 0..f.height as u32 {
            for x in 0..f.width as u32 {
                let s = ((y * f.width as u32 + x) * 4) as usize;
                if f.buffer[s + 3] != 0 {
                    let px = [f.buffer[s], f.buffer[s + 1], f.buffer[s + 2]];
                    canvas.put_pixel(x + f.left as u32, y + f.top as u32, image::Rgb(px));
                }
            }
        }
        out.push(canvas.clone());
    }
    out
}

/// Plays Masters in channel `m` (a capture whenever one is legal, else the
/// first plain move) until `captures` pieces have been taken.
async fn masters_with_captures(h: &gamehost::host::Host, captures: usize) {
    say(h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "m", "bob", "/accept").await;
    let mut taken = 0;
    for turn in 0..400 {
        let state = {
            let mut c = h.store().read().await.unwrap();
            gamehost::store::latest_game(&mut c, "m")
                .await
                .unwrap()
                .unwrap()
                .state
        };
        let pos: masters::Position = state.parse().unwrap();
        let moves: Vec<masters::Move> = pos
            .legal_turns()
            .into_iter()
            .filter(|t| t.inheritance.is_none())
            .filter_map(|t| match t.action {
                masters::Action::Move(m) => Some(m),
                _ => None,
            })
            .collect();
        let capture = moves.iter().find(|m| pos.piece_at(m.to).is_some());
        let m = capture.copied().unwrap_or(moves[turn * 5 % moves.len()]);
        taken += usize::from(capture.is_some());
        let who = if turn % 2 == 0 { "alice" } else { "bob" };
        let line = format!(
            "/turn move:{}",
            masters::Turn::new(Some(m), None, None).unwrap()
        );
        let said = say(h, "m", who, &line).await;
        assert!(said[0].text.contains("Turn"), "{line}: {}", said[0].text);
        if taken >= captures {
            return;
        }
    }
    panic!("fewer than {captures} captures in 400 turns");
}

/// The tray of taken pieces (the bottom band of a Masters picture) is each
/// frame's own: empty at the start, filled at the end.
#[tokio::test]
async fn a_masters_replay_draws_each_turns_own_tray() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    masters_with_captures(&h, 3).await;
    say(&h, "m", "bob", "/resign").await;
    let replay = say(&h, "m", "carol", "/replay").await;
    let gif = &replay[0].attachments[0];
    let frames = gif_frames(&gif.bytes);
    let tray = |img: &image::RgbImage| -> std::collections::BTreeSet<[u8; 3]> {
        let band = masters_render::theme::TRAY;
        (img.height() - band..img.height())
            .flat_map(|y| (0..img.width()).map(move |x| (x, y)))
            .map(|(x, y)| img.get_pixel(x, y).0)
            .collect()
    };
    let first = tray(&frames[0]);
    assert_eq!(
        first.len(),
        1,
        "frame 1 shows full armies and an empty tray: {first:?}"
    );
    let last = tray(frames.last().unwrap());
    assert!(last.len() > 4, "the last frame's tray shows what was taken");
}

/// A host on the test's clock whose engine plays within a node budget.
async fn engine_host(
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
    let mut replies = say(h, channel, user, line).await;
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
    match pos.legal_moves().first() {
        Some(m) if pos.phase() == throne::Phase::Move => {
            let line = format!(
                "/press g:{}:{}:mv:{}:{}:{}",
                game.id,
                game.version,
                m.from,
                m.kind.letter(),
                m.values
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
        let engine_to_act = r.text.lines().any(|l| {
            l.contains("(Engine") && (l.contains(" to throw") || l.contains(" to move with"))
        });
        if engine_to_act {
            announced += 1;
            assert!(
                !r.text.contains("/throw") && !r.text.contains("/move"),
                "{}",
                r.text
            );
            assert!(
                r.buttons.iter().all(|b| b.id.starts_with("rm:")) && r.menus.is_empty(),
                "buttons under an engine's turn: {:?} {:?}\n{}",
                r.buttons,
                r.menus,
                r.text
            );
        }
    }
    announced
}

/// Item 1: when the last person leaves a Throne table the bot does not
/// play it out in the channel; the game ends at once.
#[tokio::test]
async fn a_throne_table_left_to_the_engines_ends_when_the_last_person_resigns() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = engine_host(&dir, &clock).await;
    let t = "tb1";
    say(
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
            .any(|r| r.text.starts_with("Turn 1 · Red (alice) threw")),
        "{seen:#?}"
    );
    assert!(!seen.iter().any(|r| r.text.starts_with("Round ")));
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
        public[0].text.contains("Only the bot's seats are left"),
        "{}",
        public[0].text
    );
    assert!(h.drain_engine_turns(Some(t), 1_000).await.is_empty());
    let mut c = h.store().read().await.unwrap();
    let game = gamehost::store::latest_game(&mut c, t)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(game.status, gamehost::store::GameStatus::Resigned);
}

/// Item 1, on the clock: a person whose time runs out at a table of bots
/// leaves, and the game ends rather than play on.
#[tokio::test]
async fn a_throne_table_whose_last_person_times_out_ends() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = engine_host(&dir, &clock).await;
    let t = "tb2";
    say(
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
    let text: Vec<&str> = announced.iter().map(|e| e.reply.text.as_str()).collect();
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

/// Item 5: the engine is never told what to type.
#[tokio::test]
async fn the_engine_is_not_addressed_as_a_person() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = engine_host(&dir, &clock).await;
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
            !r.text.contains("Engine (level 1), stage your turn")
                && !r.text.contains("(White) moves first with /move"),
            "{}",
            r.text
        );
    }
    let started = masters
        .iter()
        .find(|r| r.text.starts_with("Game on"))
        .unwrap();
    assert!(
        started
            .text
            .contains("Ember moves first: Engine (level 1)."),
        "{}",
        started.text
    );
}

/// Item 6: the texts as a player reads them.
#[tokio::test]
async fn texts_read_right() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let texts = |r: &[Reply]| {
        r.iter()
            .map(|r| r.text.clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    // A game's command in another game's channel, with its article.
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    let other = texts(&say(&h, "m", "alice", "/loadout element:fire").await);
    assert!(
        other.contains("/loadout is an Elemental chess command"),
        "{other}"
    );
    // Aborted with no turn played: nothing to watch again.
    let aborted = texts(&say(&h, "m", "alice", "/abort").await);
    assert!(aborted.contains("aborted"), "{aborted}");
    assert!(!aborted.contains("/replay"), "{aborted}");
    // A table: one sitter is "only 1 sits"; a full table offers no Join.
    say(&h, "t", "alice", "/challenge game:throne players:2").await;
    let early = texts(&say(&h, "t", "alice", "/start").await);
    assert!(early.contains("only 1 sits now"), "{early}");
    let full = say(&h, "t", "bob", "/join").await;
    assert!(
        texts(&full).contains("The table is full"),
        "{}",
        texts(&full)
    );
    assert!(
        full.iter()
            .flat_map(|r| &r.buttons)
            .all(|b| !b.id.ends_with(":join")),
        "{full:?}"
    );
    // Rules: no repository path; every piece explained, or refused.
    let throne = texts(&say(&h, "x", "alice", "/rules game:throne").await);
    assert!(!throne.contains("docs/rules"), "{throne}");
    let horseman = texts(&say(&h, "x", "alice", "/rules game:masters piece:horseman").await);
    assert!(horseman.contains("Horseman (M12)"), "{horseman}");
    let squad = texts(&say(&h, "x", "alice", "/rules game:throne piece:squad").await);
    assert!(squad.contains("Squad (T11, T17)"), "{squad}");
    let bishop = texts(&say(&h, "x", "alice", "/rules game:throne piece:bishop").await);
    assert!(bishop.contains("not a Throne piece"), "{bishop}");
}

/// Item 6: with the rules' public address set, /rules links there.
#[tokio::test]
async fn rules_link_to_the_public_address_when_one_is_set() {
    let dir = tempfile::tempdir().unwrap();
    let store = gamehost::store::Store::open(
        &dir.path().join("l.db"),
        gamehost::config::Synchronous::Normal,
    )
    .await
    .unwrap();
    let settings = gamehost::config::GameSettings {
        rules_url: Some("https://example.org/gamehost/rules/".into()),
        ..Default::default()
    };
    let h = gamehost::host::Host::new(store, gamehost::default_games(64).unwrap(), settings);
    let rules = say(&h, "x", "alice", "/rules game:throne").await;
    assert!(
        rules[0]
            .text
            .contains("Every rule by id: https://example.org/gamehost/rules/throne.md"),
        "{}",
        rules[0].text
    );
}

/// Item 6: the Masters record marks captures.
#[tokio::test]
async fn the_masters_record_marks_captures() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    masters_with_captures(&h, 1).await;
    let history = say(&h, "m", "carol", "/history").await;
    assert!(
        history[0].text.contains("(takes the "),
        "{}",
        history[0].text
    );
}

/// Item 7: the Elemental board's marks are explained where a player looks.
#[tokio::test]
async fn the_elemental_boards_marks_are_explained() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let rules = say(&h, "x", "alice", "/rules game:elemental").await;
    assert!(rules[0].text.contains("piece:board"), "{}", rules[0].text);
    let board = say(&h, "x", "alice", "/rules game:elemental piece:board").await;
    for mark in ["Earth a square block", "Sturdy", "St Stalwart", "scorched"] {
        assert!(board[0].text.contains(mark), "{mark}: {}", board[0].text);
    }
    say(
        &h,
        "e",
        "alice",
        "/challenge opponent:bob game:elemental side:white",
    )
    .await;
    say(&h, "e", "bob", "/accept").await;
    say(
        &h,
        "e",
        "alice",
        "/loadout element:earth augmentor:stalwart",
    )
    .await;
    let locked = say(&h, "e", "bob", "/loadout element:fire augmentor:side-step").await;
    let public = locked
        .iter()
        .find(|r| r.text.contains("Both loadouts are locked in"))
        .unwrap();
    assert!(
        public.text.contains("/rules piece:board"),
        "{}",
        public.text
    );
}

/// Item 8: the console refuses a challenge to a name no console user can
/// have, and takes channel names without regard to case.
#[test]
fn console_names_are_checked_and_channels_ignore_case() {
    let s = common::Session::new();
    let long = "x".repeat(300);
    let replies = s.run(&format!(
        "#Lobby alice /challenge opponent:{long}\n\
         #Lobby alice /challenge opponent:bob side:ember\n\
         #lobby bob /accept\n\
         #LOBBY alice /turn move:E2-E4\n"
    ));
    let texts: Vec<&str> = replies.iter().map(common::text).collect();
    assert!(texts[0].starts_with("I don't know who"), "{}", texts[0]);
    assert!(common::find(&replies, "Game on").is_object());
    assert!(
        texts.iter().any(|t| t.contains("Turn 1")),
        "#LOBBY is #lobby: {texts:#?}"
    );
}
