//! Throne end to end through the real `gamehost` console: tables (join,
//! leave, start, refusals; a started game is left by resigning), whole 2-
//! and 4-player games to a win with a capture that unlocks a gate and a
//! squad formed and finished, move and throw buttons (a throw's answer is
//! the board with what its values reach; more than twenty moves are
//! offered in menus of 25), and a player resigning mid-game while the
//! rest play on. After each console test, `gamehost verify` replays every
//! throw from the stored generator and must pass.
//!
//! The bot draws each game's seed at random; the tests read the start
//! position (seed included) with /game and plan the game with the rules
//! crate, which throws exactly what the bot will throw (T9).

mod common;

use common::{Session, find, host, png_ok, say, text};
use gamehost::speech::InEnglish;
use serde_json::Value;
use throne::{Event, Kind, Move, Phase, Position, Unlock};

const NAMES: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// Opens a table in `#t` for `players`, fills it and starts it.
fn open_and_start(players: usize) -> String {
    let mut script = format!("#t alice /challenge game:throne players:{players}\n");
    for name in &NAMES[1..players] {
        script.push_str(&format!("#t {name} /join\n"));
    }
    script.push_str("#t alice /start\n");
    script
}

/// The stored position, generator included, read from the database (the
/// players never see the generator: `/game` hides it).
fn position(s: &Session, channel: &str) -> Position {
    let replies = s.run(&format!("#{channel} alice /game\n"));
    assert!(
        text(&replies[0]).contains("| generator hidden`"),
        "{}",
        text(&replies[0])
    );
    let db = s.db();
    let state: String = tokio::runtime::Runtime::new().unwrap().block_on(async {
        let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&db);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        let state = sqlx::query_scalar("SELECT state FROM games ORDER BY id DESC LIMIT 1")
            .fetch_one(&pool)
            .await
            .unwrap();
        pool.close().await;
        state
    });
    state.parse().expect("a Throne position")
}

/// What a planned game did, for the assertions.
#[derive(Default)]
struct Seen {
    capture_unlocked: bool,
    squad_formed: bool,
    squad_finished: bool,
}

/// Prefers a move that captures, then one that enters the Throne, then one
/// that forms on the gate, then the `pick`-th.
fn choose(pos: &Position, moves: &[Move], pick: usize) -> Move {
    let score = |m: &Move| {
        let mut p = pos.clone();
        let mut ev = Vec::new();
        p.apply(m, &mut ev).unwrap();
        ev.iter()
            .map(|e| match e {
                Event::Captured { .. } => 100,
                Event::Finished { .. } => 50,
                Event::Formed { .. } => 20,
                _ => 0,
            })
            .sum::<i32>()
    };
    let best = moves.iter().map(score).max().unwrap_or(0);
    if best > 0 {
        *moves.iter().find(|m| score(m) == best).unwrap()
    } else {
        moves[pick % moves.len()]
    }
}

/// Plans a whole game from `start`: the console script (moves as
/// commands, or as buttons when `buttons` and few are offered), the
/// winner's seat, and what happened.
fn plan(
    start: &Position,
    channel: &str,
    buttons: bool,
    resign: Option<(u32, usize)>,
) -> (String, usize, Seen) {
    let mut pos = start.clone();
    let mut script = String::new();
    let mut seen = Seen::default();
    let mut version = 0;
    let mut pick = 7usize;
    let mut resigned = false;
    while pos.winner().is_none() {
        assert!(pos.rounds() < 3000, "the planned game does not end");
        let seat = pos.turn().index();
        let who = NAMES[seat];
        let mut events = Vec::new();
        if let Some((round, quitter)) = resign
            && !resigned
            && pos.rounds() >= round
        {
            resigned = true;
            script.push_str(&format!("#{channel} {} /resign\n", NAMES[quitter]));
            pos.resign(throne::Seat::new(quitter).unwrap(), &mut events)
                .unwrap();
            version += 1;
            continue;
        }
        match pos.phase() {
            Phase::Throw => {
                if buttons && version % 3 == 0 {
                    script.push_str(&format!("#{channel} {who} /press g:1:{version}:cs:go\n"));
                } else {
                    script.push_str(&format!("#{channel} {who} /throw\n"));
                }
                pos.throw(&mut events).unwrap();
            }
            Phase::Move => {
                let moves = pos.legal_moves();
                pick = pick.wrapping_mul(31).wrapping_add(17);
                let m = choose(&pos, &moves, pick);
                if buttons && moves.len() <= 20 && version % 2 == 0 {
                    script.push_str(&format!(
                        "#{channel} {who} /press g:1:{version}:cs:go:{}\n",
                        move_path(&moves, &m)
                    ));
                } else {
                    script.push_str(&format!(
                        "#{channel} {who} /move piece:{} kind:{} values:{}\n",
                        m.from, m.kind, m.values
                    ));
                }
                pos.apply(&m, &mut events).unwrap();
            }
            Phase::Won(_) => unreachable!(),
        }
        version += 1;
        for e in &events {
            match e {
                Event::GateUnlocked {
                    cause: Unlock::Capture,
                    ..
                } => seen.capture_unlocked = true,
                Event::Formed {
                    kind: Kind::Squad, ..
                } => seen.squad_formed = true,
                Event::Finished {
                    kind: Kind::Squad, ..
                } => seen.squad_finished = true,
                _ => {}
            }
        }
    }
    (script, pos.winner().unwrap().index(), seen)
}

/// The path of choices a move's button plays (its keys joined by `|`):
/// its place, its kind when several kinds may move from there, its values.
fn move_path(moves: &[throne::Move], m: &throne::Move) -> String {
    let mixed = moves.iter().any(|o| o.from == m.from && o.kind != m.kind);
    let kind = if mixed {
        format!("|kind.{}", m.kind)
    } else {
        String::new()
    };
    format!("{}{kind}|values.{}", m.from, m.values)
}

fn public(replies: &[Value]) -> Vec<&Value> {
    replies
        .iter()
        .filter(|r| r["audience"] == "everyone")
        .collect()
}

#[test]
fn a_table_is_joined_left_and_started_and_refuses_what_does_not_fit() {
    let s = Session::new();
    let replies = s.run(
        "#t alice /challenge game:throne players:3 opponent:bob\n#t bob /accept\n#t carol /start\n#t alice /start\n\
         #t bob /join\n#t bob /join\n#t carol /press ch:1:join\n#t dave /join\n#t carol /leave\n#t alice /leave\n\
         #t dave /press ch:1:join\n#t alice /challenge game:masters opponent:bob\n#t bob /press ch:1:start\n#t alice /press ch:1:start\n#t alice /game\n",
    );
    let opened = find(&replies, "alice opens a Throne table for 3 players");
    assert_eq!(opened["audience"], "everyone");
    assert!(text(opened).contains("bob, you are invited"));
    let ids: Vec<&str> = opened["buttons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["ch:1:join", "ch:1:leave", "ch:1:start"]);
    assert!(text(find(&replies, "take a seat with /join")).contains("table"));
    assert!(text(find(&replies, "Only alice (who opened the table)")).contains("start"));
    assert!(text(find(&replies, "At least 2 players must sit")).contains("only 1 sits now"));
    let joined = find(&replies, "bob joins as Blue");
    assert!(text(joined).contains("2. Blue: bob") && text(joined).contains("3. Green: open"));
    assert!(text(find(&replies, "You already sit at this table")).len() > 10);
    let full = find(&replies, "carol joins as Green");
    assert!(text(full).contains("The table is full"));
    assert!(text(find(&replies, "This table is full (3 seats)")).contains("alice can start"));
    assert!(text(find(&replies, "carol leaves the table")).contains("3. Green: open"));
    assert!(
        text(find(
            &replies,
            "You opened this table: close it with /cancel"
        ))
        .len()
            > 10
    );
    assert!(text(find(&replies, "dave joins as Green")).contains("3. Green: dave"));
    assert!(text(find(&replies, "has a table open here")).contains("/join"));
    let started = find(
        &replies,
        "Throne begins: Red (alice), Blue (bob) and Green (dave)",
    );
    png_ok(started);
    assert_eq!(started["buttons"][0]["id"], "g:1:0:cs:go");
    assert_eq!(started["buttons"][0]["label"], "Throw");
    let info = replies.last().unwrap();
    assert!(
        text(info).contains("Throne, 3 players, turn 1."),
        "{}",
        text(info)
    );
}

#[test]
fn a_two_player_game_is_played_to_a_win_with_commands_and_buttons() {
    let s = Session::new();
    let opening = s.run(&open_and_start(2));
    png_ok(find(&opening, "Throne begins"));
    let start = position(&s, "t");
    let (script, winner, seen) = plan(&start, "t", true, None);
    assert!(seen.capture_unlocked && seen.squad_formed && seen.squad_finished);
    // Refusals first: out of turn, a move before the throw, a spectator, a malformed place.
    let mut head = String::from(
        "#t bob /throw\n#t alice /move piece:home values:6\n#t carol /throw\n#t alice /move piece:attic values:6\n#t alice /draw action:offer\n",
    );
    head.push_str(&script);
    head.push_str("#t alice /board\n#t alice /history\n");
    let replies = s.run(&head);
    assert!(text(&replies[0]).contains("It is Red (alice)'s round"));
    assert!(text(&replies[1]).contains("Throw first with /throw"));
    assert!(text(&replies[2]).contains("Only alice and bob play"));
    assert!(text(&replies[3]).contains("is not a place"));
    assert!(text(&replies[4]).contains("Throne has no draws"));
    let all = public(&replies);
    assert!(
        all.iter()
            .any(|r| text(r).contains("gate is unlocked by its first capture"))
    );
    assert!(all.iter().any(|r| text(r).contains("formed a squad")));
    assert!(
        all.iter()
            .any(|r| text(r).contains("squad entered the Throne"))
    );
    assert!(
        all.iter()
            .any(|r| text(r).contains(": back home as soldiers"))
    );
    let won = find(&replies, "wins the Throne");
    assert!(text(won).contains(NAMES[winner]));
    png_ok(won);
    // No refusal anywhere in the planned game: every command was legal.
    let refused: Vec<&str> = replies[5..]
        .iter()
        .filter(|r| r["audience"] == "private" && !text(r).contains("Throne: "))
        .map(text)
        .filter(|t| !t.starts_with("Throne:"))
        .collect();
    assert!(refused.is_empty(), "{refused:?}");
    // A throw message carries the shells picture and, with few options, move buttons.
    let throw = all
        .iter()
        .find(|r| {
            text(r).contains(" threw ")
                && r["buttons"].as_array().is_some_and(|b| {
                    !b.is_empty() && b[0]["id"].as_str().unwrap().contains(":cs:go:")
                })
        })
        .expect("a throw with move buttons");
    png_ok(throw);
    let history = replies.last().unwrap();
    assert!(text(history).contains("throw "), "{}", text(history));
    // The generator's seed, which would tell the coming throws, reaches nobody.
    let seed = start.dice().seed().to_string();
    for r in &replies {
        assert!(!r.to_string().contains(&seed), "the seed leaked: {r}");
    }
    let record = std::fs::read_to_string(history["files"][0].as_str().unwrap()).unwrap();
    assert!(!record.contains(&seed));
    // A stale button is refused.
    let stale = s.run("#t alice /press g:1:0:cs:go\n");
    assert!(text(&stale[0]).contains("out of date"));
}

#[test]
fn a_four_player_game_is_played_to_a_win() {
    let s = Session::new();
    s.run(&open_and_start(4));
    let start = position(&s, "t");
    assert_eq!(start.players(), 4);
    let (script, winner, seen) = plan(&start, "t", false, None);
    assert!(seen.capture_unlocked && seen.squad_formed && seen.squad_finished);
    let replies = s.run(&script);
    let refused: Vec<&str> = replies
        .iter()
        .filter(|r| r["audience"] == "private")
        .map(text)
        .collect();
    assert!(refused.is_empty(), "{refused:?}");
    assert!(text(find(&replies, "wins the Throne")).contains(NAMES[winner]));
    // Every seat was told when it was its turn to throw.
    for name in NAMES {
        let told = replies
            .iter()
            .filter(|r| text(r).contains(&format!("({name}) to throw: /throw.")))
            .count();
        assert!(told > 10, "{name} told {told} times");
    }
}

#[test]
fn a_player_resigns_mid_game_and_the_rest_play_to_a_win() {
    let s = Session::new();
    s.run(&open_and_start(3));
    let start = position(&s, "t");
    let (script, winner, _) = plan(&start, "t", false, Some((12, 1)));
    assert_ne!(winner, 1);
    let replies = s.run(&script);
    let refused: Vec<&str> = replies
        .iter()
        .filter(|r| r["audience"] == "private")
        .map(text)
        .collect();
    assert!(refused.is_empty(), "{refused:?}");
    let resigned = find(&replies, "Blue (bob) resigned.");
    png_ok(resigned);
    assert!(text(find(&replies, "wins the Throne")).contains(NAMES[winner]));
    let after = s.run("#t bob /throw\n#t alice /game\n");
    assert!(text(&after[0]).contains("no game running") || text(&after[0]).contains("over"));
    assert!(text(&after[1]).contains("Blue (bob) resigned."));
}

#[test]
fn rules_and_help_explain_throne_with_a_labelled_board() {
    let s = Session::new();
    let replies =
        s.run("#t carol /rules game:throne\n#t carol /help\n#t carol /throw\n#t carol /join\n");
    let rules = &replies[0];
    assert_eq!(rules["audience"], "private");
    assert!(text(rules).contains("power values"), "{}", text(rules));
    png_ok(rules);
    assert!(rules["alt"].as_str().unwrap().contains("labelled"));
    assert!(text(&replies[1]).contains("/challenge game:throne players:<2-4>"));
    assert!(text(&replies[2]).contains("There is no game running in this channel"));
    assert!(text(&replies[3]).contains("There is no open table in this channel"));
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
        leave[0].text.en(),
        "The table's game has started: to leave it, /resign."
    );
}

/// Issue 33, item 6: a table with one sitter says "only 1 sits"; a full
/// table offers no Join.
#[tokio::test]
async fn a_table_of_one_cannot_start_and_a_full_table_offers_no_join() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let texts = |r: &[gamehost::host::reply::Reply]| {
        r.iter()
            .map(|r| r.text.en().clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    say(&h, "t", "alice", "/challenge game:throne players:2").await;
    let early = texts(&say(&h, "t", "alice", "/start").await);
    assert_eq!(
        early,
        "At least 2 players must sit before the game starts; only 1 sits now."
    );
    let full = say(&h, "t", "bob", "/join").await;
    assert_eq!(
        texts(&full),
        "bob joins as Blue.\n1. Red: alice\n2. Blue: bob\nThe table is full; alice starts the game with Start or /start."
    );
    assert!(
        full.iter()
            .flat_map(|r| &r.buttons)
            .all(|b| !b.id.ends_with(":join")),
        "{full:?}"
    );
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
    assert!(reply.buttons.is_empty() || reply.buttons.iter().all(|b| b.label.en() != "Throw"));
    let offered: usize = reply.menus.iter().map(|m| m.options.len()).sum();
    assert!(reply.menus.iter().all(|m| m.options.len() <= 25));
    assert_eq!(offered, legal.min(125), "every legal move, 25 a menu");
    assert!(reply.text.en().contains("or a menu"), "{}", reply.text.en());
    // A choice from a menu plays that move, through the choice session.
    let menu = &reply.menus[0];
    assert!(menu.id.ends_with(":cs:go:~0"), "{}", menu.id);
    let choice = &menu.options[0].value;
    let played = say(&h, "t", &mover, &format!("/choose {} {choice}", menu.id)).await;
    assert!(
        !played[0].text.en().contains("not one of mine"),
        "{}",
        played[0].text.en()
    );
    assert_eq!(
        played[0].audience,
        gamehost::host::reply::Audience::Everyone,
        "{}",
        played[0].text.en()
    );
}
