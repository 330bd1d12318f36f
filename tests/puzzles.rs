//! Solving puzzles as the host serves them (issue 48): `/puzzle` starts
//! an attempt from a stored puzzle's position, a turn that is not the
//! solution's is refused with a sentence and counted as a miss, the
//! engine replies with the solution's turns, the last one solves it;
//! puzzle ratings move as Glicko-2 says; the daily puzzle.

mod common;

use common::puzzles::{SOURCE, stored_puzzle};
use common::{host, host_at, say, texts};
use gamehost::host::Ctx;
use gamehost::host::command::User;
use gamehost::host::reply::{Audience, Reply};
use gamehost::speech::InEnglish;
use gamehost::store;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The latest game in `channel`, as stored.
async fn latest(h: &gamehost::host::Host, channel: &str) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::latest_game(&mut c, channel).await.unwrap().unwrap()
}

async fn attempt(h: &gamehost::host::Host, game: i64) -> store::PuzzleAttempt {
    let mut c = h.store().read().await.unwrap();
    store::attempt(&mut c, game).await.unwrap().unwrap()
}

async fn puzzle_rating(h: &gamehost::host::Host, who: &str) -> Option<store::PuzzleRating> {
    let mut c = h.store().read().await.unwrap();
    store::player_puzzle_rating(&mut c, who, "masters")
        .await
        .unwrap()
}

async fn own_rating(h: &gamehost::host::Host) -> Glicko2Rating {
    let mut c = h.store().read().await.unwrap();
    let (rating, deviation, volatility) = store::puzzle_rating(&mut c, 1).await.unwrap().unwrap();
    Glicko2Rating {
        rating,
        deviation,
        volatility,
    }
}

#[tokio::test]
async fn a_puzzle_is_solved_turn_by_turn_against_the_solutions_replies() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    stored_puzzle(&h).await;
    let started = say(&h, "p", "carol", "/puzzle").await;
    assert_eq!(
        texts(&started),
        "Puzzle 1 (Masters, rated 1500): carol, you play Ember. Find the winning line: \
         2 turns of yours, with the engine's replies between them.\n\
         It comes from a game played on this server."
    );
    assert_eq!(started[0].audience, Audience::Everyone);
    assert_eq!(started[0].pings, vec!["carol".to_string()]);
    assert!(started[0].buttons.iter().any(|b| b.label.en() == "Play"));
    assert!(started[0].attachments[0].bytes.starts_with(b"\x89PNG"));
    let game = latest(&h, "p").await;
    assert_eq!(game.id, 2);
    assert!(!game.rated);
    assert_eq!(game.players[0].id, "carol");
    assert!(game.players[1].is_engine());

    // The first turn is the solution's: the engine replies with its own.
    let first = say(&h, "p", "carol", "/turn move:E2-E4").await;
    assert!(
        texts(&first).contains("Right! The engine replies; find the next turn."),
        "{}",
        texts(&first)
    );
    let replies = h.drain_engine_turns(Some("p"), 5).await;
    assert_eq!(replies.len(), 1, "one reply, then the solver's turn");
    let log = {
        let mut c = h.store().read().await.unwrap();
        store::turns(&mut c, 2).await.unwrap()
    };
    let played: Vec<&str> = log.iter().map(|e| e.notation.as_str()).collect();
    assert_eq!(played, SOURCE[..2]);

    // The last one solves it: the attempt ends, won, with Next puzzle.
    let last = say(&h, "p", "carol", "/turn move:G2-F3").await;
    let said = texts(&last);
    assert!(
        said.contains("Solved! Your puzzle rating: 1500 → "),
        "{said}"
    );
    let game = latest(&h, "p").await;
    assert_eq!(game.status, game_api::GameStatus::Won);
    assert_eq!(game.places, Some(vec![1, 2]));
    let labels: Vec<String> = last
        .iter()
        .flat_map(|r| &r.buttons)
        .map(|b| b.label.en())
        .collect();
    assert!(labels.contains(&"Next puzzle".to_string()), "{labels:?}");
    assert!(!labels.contains(&"Rematch".to_string()), "{labels:?}");
    assert!(!labels.contains(&"Analysis".to_string()), "{labels:?}");
    let mut c = h.store().read().await.unwrap();
    assert!(!store::analysis_wanted(&mut c, 2).await.unwrap());
    drop(c);
    assert_eq!(attempt(&h, 2).await.outcome.as_deref(), Some("solved"));
    let board = &last[0].attachments[0].description;
    assert!(board.contains("puzzle solved"), "{board}");
    // An attempt is not analysed.
    assert_eq!(
        texts(&say(&h, "p", "carol", "/analyse game:2").await),
        "Game 2 is an attempt at a puzzle: it is not analysed."
    );
    // Nothing is left for carol to try.
    let none = say(&h, "p", "carol", "/press pz").await;
    assert_eq!(
        texts(&none),
        "There is no puzzle left for you to try yet: they are found in the finished games \
         the engine has analysed. Play on, and ask again later."
    );
}

#[tokio::test]
async fn a_wrong_answer_is_refused_with_a_sentence_and_counted_as_a_miss() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    stored_puzzle(&h).await;
    say(&h, "p", "carol", "/puzzle game:masters").await;
    let before = latest(&h, "p").await;
    // G2-F3 is a legal turn, but not the answer.
    let wrong = say(&h, "p", "carol", "/turn move:G2-F3").await;
    assert_eq!(
        texts(&wrong),
        "That is not the puzzle's answer: this attempt now counts as missed for your \
         puzzle rating. Look again, and try another turn."
    );
    assert_eq!(wrong[0].audience, Audience::Private("carol".into()));
    // A second wrong turn: the attempt no longer counts.
    assert_eq!(
        texts(&say(&h, "p", "carol", "/turn move:A2-A3").await),
        "That is not the puzzle's answer: look again, and try another turn."
    );
    // The refusal changed nothing of the game; the miss is counted.
    let after = latest(&h, "p").await;
    assert_eq!(
        (after.version, after.state.as_str()),
        (before.version, before.state.as_str())
    );
    let a = attempt(&h, 2).await;
    assert_eq!((a.misses, a.outcome.as_deref()), (2, Some("missed")));
    // An illegal turn is the game's own refusal, not a miss.
    say(&h, "p", "carol", "/turn move:E2-E9").await;
    assert_eq!(attempt(&h, 2).await.misses, 2);
    // The puzzle can still be played to its end; it was rated at the miss.
    say(&h, "p", "carol", "/turn move:E2-E4").await;
    h.drain_engine_turns(Some("p"), 5).await;
    let last = say(&h, "p", "carol", "/turn move:G2-F3").await;
    assert!(texts(&last).contains("Solved!"));
    assert!(!texts(&last).contains("puzzle rating"), "{}", texts(&last));
    assert_eq!(attempt(&h, 2).await.outcome.as_deref(), Some("missed"));
}

#[tokio::test]
async fn puzzle_ratings_move_as_glicko2_says() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    stored_puzzle(&h).await;
    let config = Glicko2Config::new();
    // carol misses it: a loss against the puzzle.
    say(&h, "p", "carol", "/puzzle").await;
    say(&h, "p", "carol", "/turn move:G2-F3").await;
    let (carol, puzzle) = glicko2(
        &Glicko2Rating::new(),
        &Glicko2Rating::new(),
        &Outcomes::LOSS,
        &config,
    );
    let stored = puzzle_rating(&h, "carol").await.unwrap();
    assert_eq!(
        (stored.rating, stored.deviation, stored.volatility),
        (carol.rating, carol.deviation, carol.volatility)
    );
    assert_eq!((stored.solved, stored.missed), (0, 1));
    assert_eq!(own_rating(&h).await, puzzle);
    say(&h, "p", "carol", "/resign").await;

    // dave solves it cleanly: a win against the puzzle as carol left it.
    say(&h, "q", "dave", "/puzzle").await;
    say(&h, "q", "dave", "/turn move:E2-E4").await;
    h.drain_engine_turns(Some("q"), 5).await;
    say(&h, "q", "dave", "/turn move:G2-F3").await;
    let (dave, puzzle) = glicko2(&Glicko2Rating::new(), &puzzle, &Outcomes::WIN, &config);
    let stored = puzzle_rating(&h, "dave").await.unwrap();
    assert_eq!(
        (stored.rating, stored.deviation, stored.volatility),
        (dave.rating, dave.deviation, dave.volatility)
    );
    assert_eq!((stored.solved, stored.missed), (1, 0));
    assert_eq!(own_rating(&h).await, puzzle);

    // A second try at a puzzle moves nothing.
    let again = say(&h, "p", "carol", "/press pz:1").await;
    assert!(
        texts(&again).contains("this attempt does not change your puzzle rating"),
        "{}",
        texts(&again)
    );
    let game = latest(&h, "p").await.id;
    say(&h, "p", "carol", "/turn move:G2-F3").await;
    assert_eq!(attempt(&h, game).await.outcome, None);
    assert_eq!(puzzle_rating(&h, "carol").await.unwrap().missed, 1);
    assert_eq!(own_rating(&h).await, puzzle);
}

#[tokio::test]
async fn giving_a_rated_puzzle_up_counts_as_missing_it() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    stored_puzzle(&h).await;
    say(&h, "p", "carol", "/puzzle").await;
    let resigned = say(&h, "p", "carol", "/resign").await;
    assert!(
        texts(&resigned).contains("Puzzle given up. Your puzzle rating: 1500 → "),
        "{}",
        texts(&resigned)
    );
    assert_eq!(attempt(&h, 2).await.outcome.as_deref(), Some("missed"));
}

#[tokio::test]
async fn a_puzzle_is_refused_where_a_game_runs_and_names_its_game_once_over_if_listed() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    stored_puzzle(&h).await;
    say(&h, "g", "carol", "/challenge opponent:dave").await;
    say(&h, "g", "dave", "/accept").await;
    let refused = say(&h, "g", "carol", "/puzzle").await;
    assert_eq!(
        texts(&refused),
        "A game is being played in this channel: try the puzzle in another channel, \
         or in a direct message with the bot."
    );
    // While it runs, only where the game was played: its record shows
    // the answer.
    let started = say(&h, "p", "alice", "/puzzle").await;
    assert!(
        texts(&started).ends_with("It comes from a game played on this server."),
        "{}",
        texts(&started)
    );
    // Once over, the game is named where its server lists its games.
    h.handle(
        &manager("p"),
        h.parse("/archive state:on", |_| None).unwrap(),
    )
    .await;
    let over = say(&h, "p", "alice", "/resign").await;
    assert!(
        texts(&over).contains("It comes from game 1."),
        "{}",
        texts(&over)
    );
    // Played here before: a new attempt here is not rated.
    let again = say(&h, "p", "dave", "/puzzle").await;
    assert!(
        texts(&again).contains("This puzzle has been played in this channel before"),
        "{}",
        texts(&again)
    );
    assert!(!attempt(&h, latest(&h, "p").await.id).await.rated);
}

fn manager(channel: &str) -> Ctx {
    Ctx {
        server: "s".into(),
        channel: channel.into(),
        user: User::named("mia"),
        manages_server: true,
    }
}

#[tokio::test]
async fn the_daily_puzzle_is_posted_once_a_day_where_a_manager_turned_it_on() {
    let dir = tempfile::tempdir().unwrap();
    let day = gamehost::host::puzzle::DAY;
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(100 * day + 60));
    let h = host_at(&dir, clock.clone()).await;
    stored_puzzle(&h).await;
    let refused = say(&h, "d", "carol", "/puzzle daily:on").await;
    assert_eq!(
        texts(&refused),
        "Only someone who manages this server can turn the daily puzzle on or off."
    );
    let on = h
        .handle(
            &manager("d"),
            h.parse("/puzzle daily:on", |_| None).unwrap(),
        )
        .await;
    assert_eq!(
        texts(&on),
        "A puzzle will be posted in this channel every day. Here is today's.\n\
         Today's puzzle: Masters, puzzle 1. Ember to play and win in 2 turns. \
         Press Solve to try it here."
    );
    assert_eq!(on[1].buttons[0].id, "pz:1");
    let mut events = h.subscribe();
    // Today's is out: nothing more today.
    h.do_duties(None).await;
    assert!(events.try_recv().is_err());
    // The next day, once.
    clock.advance(day);
    h.do_duties(None).await;
    let mut posted = vec![];
    while let Ok(e) = events.try_recv() {
        if let gamehost::host::events::Happened::Said { channel, replies } = e {
            posted.push((channel, texts(&replies)));
        }
    }
    assert_eq!(
        posted,
        vec![(
            "d".to_string(),
            "Today's puzzle: Masters, puzzle 1. Ember to play and win in 2 turns. \
             Press Solve to try it here."
                .to_string()
        )]
    );
    h.do_duties(None).await;
    assert!(events.try_recv().is_err());
    // Solve starts the presser's attempt there.
    let solving = say(&h, "d", "carol", "/press pz:1").await;
    assert!(texts(&solving).starts_with("Puzzle 1 (Masters, rated 1500): carol"));
    let off = h
        .handle(
            &manager("d"),
            h.parse("/puzzle daily:off", |_| None).unwrap(),
        )
        .await;
    assert_eq!(texts(&off), "No more daily puzzles in this server.");
    clock.advance(day);
    h.do_duties(None).await;
    // No puzzle posted (carol's attempt, left alone, ends on the clock).
    let posted: Vec<String> = std::iter::from_fn(|| events.try_recv().ok())
        .filter_map(|e| match e {
            gamehost::host::events::Happened::Said { replies, .. } => Some(texts(&replies)),
            _ => None,
        })
        .collect();
    assert!(
        posted.iter().all(|t| !t.contains("Today's puzzle")),
        "{posted:?}"
    );
}

/// Everything the channel sees of `replies`: text, pictures, alt texts.
fn public_bytes(replies: &[Reply]) -> Seen {
    replies
        .iter()
        .filter(|r| r.audience == Audience::Everyone)
        .map(|r| {
            (
                r.text.en(),
                r.attachments.iter().map(|a| a.bytes.clone()).collect(),
                r.attachments
                    .iter()
                    .map(|a| a.description.clone())
                    .collect(),
            )
        })
        .collect()
}

/// Stores `found` as a puzzle of game 1 (server `s`) of kind `game`.
async fn save(h: &gamehost::host::Host, game: &str, found: &game_api::FoundPuzzle) {
    let mut c = h.store().write().await.unwrap();
    let puzzle = store::NewPuzzle {
        game_id: 1,
        server: "s",
        game,
        found,
        made_at: 0,
    };
    store::save_puzzle(&mut c, &puzzle).await.unwrap();
    c.commit().await.unwrap();
}

/// What the channel saw: text, pictures and alt texts per message.
type Seen = Vec<(String, Vec<Vec<u8>>, Vec<String>)>;

/// A Regions puzzle solved in `#p` whose source game differs only in
/// `pick`, white's hidden infiltrator: what the channel saw while the
/// attempt ran, and its last message.
async fn regions_puzzle_seen(pick: &str) -> (Seen, Seen) {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    common::two_player_game(&h, "r", "regions").await;
    for (who, line) in [
        ("alice", format!("/pick piece:{pick}")),
        ("bob", "/pick piece:c2".to_string()),
        ("alice", "/turn move:b1-c3".to_string()),
        ("bob", "/turn move:c9-c7".to_string()),
        ("bob", "/resign".to_string()),
    ] {
        say(&h, "r", who, &line).await;
    }
    let source = latest(&h, "r").await;
    let found = game_api::FoundPuzzle {
        entry: 4,
        seat: 0,
        state: source.state.clone(),
        solution: ["c3-b5", "h9-h8", "b5-c7"].map(String::from).to_vec(),
    };
    save(&h, "regions", &found).await;
    let started = say(&h, "p", "carol", "/puzzle").await;
    let own = started
        .iter()
        .find(|r| r.audience == Audience::Private("carol".into()))
        .expect("the solver's own view");
    assert_eq!(
        own.text.en(),
        "Your side as only you see it, with its hidden choices."
    );
    let mut seen = public_bytes(&started);
    seen.extend(public_bytes(
        &say(&h, "p", "carol", "/turn move:c3-b5").await,
    ));
    for (_, replies) in h.drain_engine_turns(Some("p"), 5).await {
        seen.extend(public_bytes(&replies));
    }
    let solved = say(&h, "p", "carol", "/turn move:b5-c7").await;
    assert!(texts(&solved).contains("Solved!"), "{}", texts(&solved));
    (seen, public_bytes(&solved))
}

/// A puzzle of a game with secrets shows the channel nothing of them
/// while it is played; its end, as any game's, tells them (R16: the
/// source game's picks, public since that game ended).
#[tokio::test]
async fn a_regions_puzzle_shows_the_channel_nothing_of_a_hidden_pick_while_it_runs() {
    let ((e9, e9_end), (d9, d9_end)) = (
        regions_puzzle_seen("e9").await,
        regions_puzzle_seen("d9").await,
    );
    assert_eq!(e9.len(), 3, "the start, the answer, the reply");
    assert_eq!(e9, d9);
    let told = |end: &Seen| end[0].2[0].clone();
    assert!(
        told(&e9_end).contains("Black's commander on e9"),
        "{}",
        told(&e9_end)
    );
    assert!(
        told(&d9_end).contains("Black's pawn on d9"),
        "{}",
        told(&d9_end)
    );
}

#[tokio::test]
async fn the_next_puzzle_is_the_one_rated_nearest_the_solver_and_profile_shows_the_rating() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    stored_puzzle(&h).await;
    {
        // A second puzzle, rated 1700, and erin, rated 1690 at puzzles.
        let mut c = h.store().write().await.unwrap();
        let first = store::puzzle(&mut c, 1).await.unwrap().unwrap();
        let found = game_api::FoundPuzzle {
            entry: 2,
            seat: 0,
            state: first.state.clone(),
            solution: serde_json::from_str(&first.solution).unwrap(),
        };
        let second = store::NewPuzzle {
            game_id: 1,
            server: "s",
            game: "masters",
            found: &found,
            made_at: 0,
        };
        store::save_puzzle(&mut c, &second).await.unwrap();
        store::set_puzzle_rating(&mut c, 2, (1700.0, 120.0, 0.06))
            .await
            .unwrap();
        let erin = store::PuzzleRating {
            rating: 1690.0,
            deviation: 100.0,
            volatility: 0.06,
            solved: 4,
            missed: 1,
        };
        store::set_player_puzzle_rating(&mut c, "erin", "masters", &erin)
            .await
            .unwrap();
        c.commit().await.unwrap();
    }
    let erin = say(&h, "p", "erin", "/puzzle").await;
    assert!(
        texts(&erin).starts_with("Puzzle 2 (Masters, rated 1700)"),
        "{}",
        texts(&erin)
    );
    let carol = say(&h, "q", "carol", "/puzzle").await;
    assert!(
        texts(&carol).starts_with("Puzzle 1 (Masters, rated 1500)"),
        "{}",
        texts(&carol)
    );
    let profile = texts(&say(&h, "p", "erin", "/profile").await);
    assert!(
        profile.contains("Masters puzzles: rating 1690 (solved 4, missed 1)"),
        "{profile}"
    );
}

#[tokio::test]
async fn an_attempt_left_alone_is_lost_on_time_and_frees_its_channel() {
    let dir = tempfile::tempdir().unwrap();
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_800_000_000));
    let h = host_at(&dir, clock.clone()).await;
    stored_puzzle(&h).await;
    say(&h, "p", "carol", "/puzzle").await;
    clock.advance(gamehost::host::puzzle::TURN_SECONDS + 1);
    h.do_duties(None).await;
    let game = latest(&h, "p").await;
    // Before its second turn a game left alone ends with no result; an
    // attempt so ended still counts as given up.
    assert_eq!(game.status, game_api::GameStatus::Aborted);
    assert_eq!(
        attempt(&h, game.id).await.outcome.as_deref(),
        Some("missed")
    );
    assert_eq!(puzzle_rating(&h, "carol").await.unwrap().missed, 1);
    // The channel is free: dave may start one there.
    let next = say(&h, "p", "dave", "/puzzle").await;
    assert!(texts(&next).starts_with("Puzzle 1"), "{}", texts(&next));
}

/// An Elemental puzzle solved in `#p` whose source game differs only in
/// `augmentor`, concealed in white's Water loadout (E12): what the
/// channel saw while the attempt ran.
async fn elemental_puzzle_seen(augmentor: &str) -> Seen {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    common::two_player_game(&h, "e", "elemental").await;
    for (who, line) in [
        (
            "alice",
            format!("/loadout element:water augmentor:{augmentor}"),
        ),
        ("bob", "/loadout element:earth".to_string()),
        ("alice", "/turn move:d2-d4".to_string()),
        ("bob", "/turn move:b8-c6".to_string()),
        ("alice", "/turn move:d4-d5".to_string()),
        ("bob", "/turn move:a7-a6".to_string()),
        ("alice", "/turn move:e2-e4".to_string()),
        ("bob", "/resign".to_string()),
    ] {
        say(&h, "e", who, &line).await;
    }
    // The puzzle: from after b8-c6, white's d4-d5, a7-a6, e2-e4.
    let source = latest(&h, "e").await;
    let log = {
        let mut c = h.store().read().await.unwrap();
        store::turns(&mut c, source.id).await.unwrap()
    };
    assert_eq!(log.len(), 7, "two loadouts and five turns: {log:?}");
    let entries: Vec<(usize, &str)> = log
        .iter()
        .map(|e| (e.seat as usize, e.notation.as_str()))
        .collect();
    let at = entries.len() - 3;
    let state = h
        .games()
        .get("elemental")
        .unwrap()
        .replay_state(&source.start_state, &entries[..at])
        .unwrap();
    let found = game_api::FoundPuzzle {
        entry: at,
        seat: 0,
        state,
        solution: entries[at..].iter().map(|(_, n)| n.to_string()).collect(),
    };
    save(&h, "elemental", &found).await;
    let solution: Vec<String> = {
        let mut c = h.store().read().await.unwrap();
        let p = store::puzzle(&mut c, 1).await.unwrap().unwrap();
        serde_json::from_str(&p.solution).unwrap()
    };
    let mut seen = public_bytes(&say(&h, "p", "carol", "/puzzle").await);
    let first = say(&h, "p", "carol", &format!("/turn move:{}", solution[0])).await;
    assert!(texts(&first).contains("Right!"), "{}", texts(&first));
    seen.extend(public_bytes(&first));
    for (_, replies) in h.drain_engine_turns(Some("p"), 5).await {
        seen.extend(public_bytes(&replies));
    }
    seen
}

#[tokio::test]
async fn an_elemental_puzzle_shows_the_channel_nothing_of_a_hidden_loadout_while_it_runs() {
    let (stalwart, belligerent) = (
        elemental_puzzle_seen("stalwart").await,
        elemental_puzzle_seen("belligerent").await,
    );
    assert_eq!(stalwart.len(), 3, "the start, the answer, the reply");
    for (i, (a, b)) in stalwart.iter().zip(&belligerent).enumerate() {
        assert_eq!(a.0, b.0, "text {i}");
        assert_eq!(a.2, b.2, "alt {i}");
        assert!(a.1 == b.1, "picture {i}");
    }
}
