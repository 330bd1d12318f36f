//! What a player meets past the first game: each test here failed on the
//! release before it.

mod common;

use common::{host, say};

#[tokio::test]
async fn endturn_with_nothing_staged_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    let early = say(&h, "m", "alice", "/endturn").await;
    assert_eq!(
        early[0].text,
        "You have nothing staged: stage a turn with /move, /claim or /inherit, or play one at once with /turn."
    );
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    // Right after one's own turn (a second /endturn): still nothing staged.
    let again = say(&h, "m", "alice", "/endturn").await;
    assert!(
        again[0].text.starts_with("You have nothing staged"),
        "{}",
        again[0].text
    );
    assert!(!again[0].text.contains("out of date"));
}

#[tokio::test]
async fn leaving_a_throne_game_that_has_started_points_to_resign() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "t", "alice", "/challenge game:throne players:2").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "alice", "/start").await;
    let leave = say(&h, "t", "bob", "/leave").await;
    assert_eq!(
        leave[0].text,
        "The table's game has started: to leave it, /resign."
    );
}

#[tokio::test]
async fn rules_with_no_game_in_the_channel_list_the_games() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let rules = say(&h, "empty", "alice", "/rules").await;
    for (title, name) in [
        ("Masters", "masters"),
        ("Regions chess", "regions"),
        ("Throne", "throne"),
        ("Elemental chess", "elemental"),
    ] {
        assert!(
            rules[0]
                .text
                .contains(&format!("{title} (`/rules game:{name}`)")),
            "{}",
            rules[0].text
        );
    }
    // A piece still finds the game that has it.
    let piece = say(&h, "empty", "alice", "/rules piece:jumper").await;
    assert!(
        piece[0].text.starts_with("Jumper (R10)"),
        "{}",
        piece[0].text
    );
}

#[tokio::test]
async fn verify_counts_one_game_as_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert_eq!(
        report.summary(),
        "verify: 1 game, 1 turn replayed, every stored position matches its log."
    );
}

#[test]
fn errors_name_the_path_and_what_is_wrong_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    let config = std::process::Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .arg("--config")
        .arg(dir.path())
        .args(["verify", "--db", "none.db"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&config.stderr);
    assert!(
        err.contains(&format!("{} is a directory", dir.path().display())),
        "{err}"
    );
    let images = std::process::Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["console", "--db"])
        .arg(dir.path().join("g.db"))
        .arg("--images")
        .arg(&file)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!images.status.success());
    let err = String::from_utf8_lossy(&images.stderr);
    assert!(
        err.contains(
            &format!("{} : it is a file, not a folder", file.display()).replace(" :", ":")
        ),
        "{err}"
    );
}

#[tokio::test]
async fn an_empty_or_hidden_opponent_name_is_refused_and_blocks_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let lines = gamehost::console::lines(&h, "#c alice /challenge opponent:")
        .await
        .unwrap();
    assert!(
        lines[0].1.text.starts_with("I don't know who"),
        "{}",
        lines[0].1.text
    );
    let lines = gamehost::console::lines(&h, "#c alice /challenge opponent:bob\u{200B}")
        .await
        .unwrap();
    assert!(
        lines[0].1.text.starts_with("I don't know who"),
        "{}",
        lines[0].1.text
    );
    // Nothing was opened: a real challenge goes through.
    let lines = gamehost::console::lines(&h, "#c alice /challenge opponent:bob")
        .await
        .unwrap();
    assert!(
        lines[0].1.text.contains("challenges bob"),
        "{}",
        lines[0].1.text
    );
}

#[tokio::test]
async fn a_second_move_replaces_the_staged_one_and_turn_takes_every_move_option() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(
        &h,
        "r",
        "alice",
        "/challenge opponent:bob game:regions side:white",
    )
    .await;
    say(&h, "r", "bob", "/accept").await;
    say(&h, "r", "alice", "/pick piece:c10").await;
    say(&h, "r", "bob", "/pick piece:c1").await;
    let first = say(&h, "r", "alice", "/move from:e2 to:e3").await;
    assert!(
        first[0].text.starts_with("Staged: e2-e3"),
        "{}",
        first[0].text
    );
    let second = say(&h, "r", "alice", "/move from:d2 to:d3").await;
    assert!(
        second[0]
            .text
            .starts_with("Replaced your staged e2-e3.\nStaged: d2-d3"),
        "{}",
        second[0].text
    );
    say(&h, "r", "alice", "/undo").await;
    // `/turn` takes `carry:` as `/move` does.
    let carried = say(&h, "r", "alice", "/turn move:e2-e3 carry:d2").await;
    assert!(
        carried[0].text.starts_with("Turn 1 · White (alice): e2-e3"),
        "{}",
        carried[0].text
    );
    // Elemental: `/turn` takes `then:` as `/move` does.
    say(
        &h,
        "e",
        "alice",
        "/challenge opponent:bob game:elemental side:white",
    )
    .await;
    say(&h, "e", "bob", "/accept").await;
    say(&h, "e", "alice", "/loadout element:air augmentor:none").await;
    say(&h, "e", "bob", "/loadout element:earth augmentor:none").await;
    let stepped = say(&h, "e", "alice", "/turn move:g1-f3 then:g4,h5").await;
    assert!(
        stepped[0].text.starts_with("Move 1 · White (alice)"),
        "{}",
        stepped[0].text
    );
    assert!(stepped[0].text.contains("h5"), "{}", stepped[0].text);
}

#[tokio::test]
async fn pressing_rematch_after_the_other_did_starts_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    let resigned = say(&h, "m", "alice", "/resign").await;
    let rematch = resigned[0]
        .buttons
        .iter()
        .find(|b| b.label == "Rematch")
        .expect("a Rematch button")
        .id
        .clone();
    let asked = say(&h, "m", "alice", &format!("/press {rematch}")).await;
    assert!(
        asked[0].text.contains("alice challenges bob"),
        "{}",
        asked[0].text
    );
    let started = say(&h, "m", "bob", &format!("/press {rematch}")).await;
    assert!(
        started[0].text.starts_with("Game on:"),
        "{}",
        started[0].text
    );
}

#[tokio::test]
async fn the_public_leaderboard_keeps_the_askers_place_for_the_asker() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    say(&h, "m", "bob", "/resign").await;
    let board = say(&h, "m", "bob", "/leaderboard").await;
    let public = &board[0];
    assert_eq!(public.audience, gamehost::host::reply::Audience::Everyone);
    assert!(public.text.contains("1. alice"), "{}", public.text);
    assert!(!public.text.contains("You"), "{}", public.text);
    let private = &board[1];
    assert_eq!(
        private.audience,
        gamehost::host::reply::Audience::Private("bob".into())
    );
    assert!(private.text.starts_with("You: 2 of 2"), "{}", private.text);
}

#[tokio::test]
async fn a_finished_game_shows_no_clock_and_its_win_once() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    say(&h, "m", "bob", "/resign").await;
    let info = say(&h, "m", "alice", "/game").await;
    assert!(!info[0].text.contains("Clock"), "{}", info[0].text);
    assert!(!info[0].text.contains("due"), "{}", info[0].text);
    assert_eq!(info[0].text.matches("wins").count(), 1, "{}", info[0].text);
    // Throne: the last seat standing wins, announced once.
    say(&h, "t", "alice", "/challenge game:throne players:3").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "carol", "/join").await;
    say(&h, "t", "alice", "/start").await;
    say(&h, "t", "alice", "/resign").await;
    let last = say(&h, "t", "bob", "/resign").await;
    assert_eq!(
        last[0].text.matches("wins the Throne").count(),
        1,
        "{}",
        last[0].text
    );
    let info = say(&h, "t", "carol", "/game").await;
    assert!(!info[0].text.contains("Clock"), "{}", info[0].text);
}

#[tokio::test]
async fn history_numbers_turns_as_the_channel_does_and_shows_revealed_set_up() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(
        &h,
        "r",
        "alice",
        "/challenge opponent:bob game:regions side:white",
    )
    .await;
    say(&h, "r", "bob", "/accept").await;
    say(&h, "r", "alice", "/pick piece:c10").await;
    say(&h, "r", "bob", "/pick piece:c2").await;
    say(&h, "r", "alice", "/turn move:e2-e3").await;
    say(&h, "r", "bob", "/turn move:e9-e8").await;
    let third = say(&h, "r", "alice", "/turn move:d2-d3").await;
    assert!(
        third[0].text.starts_with("Turn 3 · White (alice): d2-d3"),
        "{}",
        third[0].text
    );
    let record = say(&h, "r", "carol", "/history").await;
    assert!(
        record[0].text.contains("\n3. d2-d3 (alice)"),
        "{}",
        record[0].text
    );
    assert!(
        record[0].text.contains("- picked an infiltrator (bob)"),
        "{}",
        record[0].text
    ); // Not revealed yet: the squares picked stay secret from a spectator.
    assert!(
        !record[0].text.contains("c2") && !record[0].text.contains("c10"),
        "{}",
        record[0].text
    );
    // Alice sees her own pick, never Bob's.
    let own = say(&h, "r", "alice", "/history").await;
    assert!(!own[0].text.contains("c2"), "{}", own[0].text);
}

#[tokio::test]
async fn a_pieces_own_loadout_is_named_by_where_it_stands() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    for line in [
        "/challenge opponent:bob game:elemental side:white",
        "/accept",
        "/loadout element:earth augmentor:block-piece",
        "/loadout element:lightning augmentor:side-step piece:g8",
        "/loadout element:lightning augmentor:stalwart",
        "/turn move:e2-e4",
        "/turn move:g8-f6 then:f5",
    ] {
        let user = if line == "/accept" || line.contains("lightning") || line.contains("g8") {
            "bob"
        } else {
            "alice"
        };
        let replies = say(&h, "e", user, line).await;
        assert!(!replies.is_empty(), "{line}");
    }
    let info = say(&h, "e", "carol", "/game").await;
    assert!(info[0].text.contains("f5: Side Step"), "{}", info[0].text);
    assert!(!info[0].text.contains("g8: Side Step"), "{}", info[0].text);
}

#[tokio::test]
async fn the_reply_to_a_throw_is_the_board_with_what_the_values_reach() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "t", "alice", "/challenge game:throne players:2").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "alice", "/start").await;
    let thrown = say(&h, "t", "alice", "/throw").await;
    let picture = &thrown[0].attachments[0];
    assert_eq!(picture.filename, "board.png");
    // From home every value reaches a square: the badges are on the board.
    assert!(
        picture.description.contains("Reachable:"),
        "{}",
        picture.description
    );
    assert!(
        picture.description.contains("values"),
        "{}",
        picture.description
    );
}

/// A Throne position in its move phase with a legal move after which the
/// same seat still has more than 20 moves (random play from fixed seeds).
fn many_moves_after_one() -> (throne::Position, throne::Move) {
    use throne::{Phase, Position};
    let mut pick = 7u64;
    for seed in 0..200u64 {
        let mut pos = Position::new(2, seed).unwrap();
        let mut events = vec![];
        for _ in 0..400 {
            match pos.phase() {
                Phase::Won(_) => break,
                Phase::Throw => pos.throw(&mut events).unwrap(),
                Phase::Move => {
                    let moves = pos.legal_moves();
                    for m in &moves {
                        let mut after = pos.clone();
                        after.apply(m, &mut events).unwrap();
                        if after.phase() == Phase::Move
                            && after.turn() == pos.turn()
                            && after.legal_moves().len() > 20
                        {
                            return (pos, *m);
                        }
                    }
                    pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
                    let m = moves[(pick >> 33) as usize % moves.len()];
                    pos.apply(&m, &mut events).unwrap();
                }
            }
        }
    }
    panic!("no position with more than 20 moves found");
}

#[tokio::test]
async fn more_than_twenty_throne_moves_are_offered_in_menus_of_25() {
    let (pos, mv) = many_moves_after_one();
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let players = [
        gamehost::host::command::User::named("alice"),
        gamehost::host::command::User::named("bob"),
    ];
    {
        let mut c = h.store().write().await.unwrap();
        gamehost::store::insert_game(
            &mut c,
            "t",
            "throne",
            &players,
            &pos.to_string(),
            Default::default(),
        )
        .await
        .unwrap();
        c.commit().await.unwrap();
    }
    let mover = players[pos.turn().index()].name.clone();
    let kind = format!("{}", mv.kind);
    let moved = say(
        &h,
        "t",
        &mover,
        &format!("/move piece:{} kind:{kind} values:{}", mv.from, mv.values),
    )
    .await;
    let reply = &moved[0];
    let mut after = pos.clone();
    after.apply(&mv, &mut vec![]).unwrap();
    let legal = after.legal_moves().len();
    assert!(reply.buttons.is_empty() || reply.buttons.iter().all(|b| b.label != "Throw"));
    let offered: usize = reply.menus.iter().map(|m| m.options.len()).sum();
    assert!(reply.menus.iter().all(|m| m.options.len() <= 25));
    assert_eq!(offered, legal.min(125), "every legal move, 25 a menu");
    assert!(reply.text.contains("or a menu"), "{}", reply.text);
    // A choice from a menu plays that move.
    let menu = &reply.menus[0];
    let choice = &menu.options[0].value;
    let played = say(&h, "t", &mover, &format!("/choose {} {choice}", menu.id)).await;
    assert!(
        !played[0].text.contains("not one of mine"),
        "{}",
        played[0].text
    );
    assert_eq!(
        played[0].audience,
        gamehost::host::reply::Audience::Everyone,
        "{}",
        played[0].text
    );
}

#[tokio::test]
async fn a_seat_that_resigned_is_not_listed_as_waiting_for_its_turn() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "t", "alice", "/challenge game:throne players:3 time:1h").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "carol", "/join").await;
    say(&h, "t", "alice", "/start").await;
    let before = say(&h, "t", "carol", "/game").await;
    assert!(
        before[0]
            .text
            .contains("the full 1 hour when their turn comes"),
        "{}",
        before[0].text
    );
    say(&h, "t", "alice", "/resign").await;
    let info = say(&h, "t", "carol", "/game").await;
    let text = &info[0].text;
    assert!(text.contains("Clock: 1 hour per turn."), "{text}");
    assert!(
        !text.contains("alice: the full"),
        "a resigned seat waits for nothing: {text}"
    );
    assert!(!text.contains("alice, "), "{text}");
    assert!(!text.contains(", alice"), "{text}");
}

#[tokio::test]
async fn rules_piece_draws_a_diagram_in_regions_too() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let replies = say(&h, "empty", "alice", "/rules game:regions piece:bishop").await;
    let reply = &replies[0];
    assert!(reply.text.starts_with("Bishop (R8)"), "{}", reply.text);
    let picture = reply.attachments.first().expect("a diagram");
    let image = image::load_from_memory_with_format(&picture.bytes, image::ImageFormat::Png)
        .expect("a real PNG");
    assert!(image.width() > 300 && image.height() > 300);
    // The squares come from the rules: the hussar on g7 is across the air
    // channel, which a bishop cannot capture over (R4).
    assert!(
        picture
            .description
            .contains("It can move to a1, g1, b2, f2, c3, e3, c5, e5, b6, f6, a7."),
        "{}",
        picture.description
    );
}

#[tokio::test]
async fn regions_rules_show_a_legend_of_the_unfamiliar_pieces() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let replies = say(&h, "empty", "alice", "/rules game:regions").await;
    let reply = &replies[0];
    assert!(reply.text.starts_with("Regions chess:"), "{}", reply.text);
    let legend = reply.attachments.first().expect("a legend picture");
    image::load_from_memory_with_format(&legend.bytes, image::ImageFormat::Png)
        .expect("a real PNG");
    for piece in [
        "scout (R8)",
        "jumper (R10)",
        "commander (R7)",
        "hussar (R9)",
    ] {
        assert!(
            legend.description.contains(piece),
            "{piece}: {}",
            legend.description
        );
    }
}

#[tokio::test]
async fn rules_piece_draws_a_diagram_in_elemental_too() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let replies = say(&h, "empty", "alice", "/rules game:elemental piece:knight").await;
    let reply = &replies[0];
    assert!(
        reply.text.starts_with("The knight moves as in chess (E1)"),
        "{}",
        reply.text
    );
    let picture = reply.attachments.first().expect("a diagram");
    image::load_from_memory_with_format(&picture.bytes, image::ImageFormat::Png)
        .expect("a real PNG");
    assert!(
        picture
            .description
            .contains("ghosts where it can move (b3, b5, c2, c6, e2, e6, f3, f5)."),
        "{}",
        picture.description
    );
}

#[tokio::test]
async fn every_game_once_finished_shows_its_result_once_and_no_clock() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    for (channel, challenge) in [
        ("m", "/challenge opponent:bob side:ember time:1h"),
        (
            "r",
            "/challenge opponent:bob game:regions side:white time:1h",
        ),
        (
            "e",
            "/challenge opponent:bob game:elemental side:white time:1h",
        ),
    ] {
        say(&h, channel, "alice", challenge).await;
        say(&h, channel, "bob", "/accept").await;
        say(&h, channel, "bob", "/resign").await;
        let info = say(&h, channel, "carol", "/game").await;
        let text = &info[0].text;
        assert!(!text.contains("Clock"), "{channel}: {text}");
        assert!(!text.contains("due"), "{channel}: {text}");
        assert!(!text.contains("when their turn comes"), "{channel}: {text}");
        assert_eq!(text.matches("wins").count(), 1, "{channel}: {text}");
    }
}
