//! Elemental chess end to end through the real `gamehost` console:
//! loadouts by the button's choice session and `/loadout` with their
//! refusals; games with
//! loadouts to a checkmate, a stalemate and blocked captures (Sturdy and a
//! seeded Bastion knockback) and the part-two abilities (Do-Over with
//! Blinding and with Flood Wake, Quantum Kill, Resurrection, Temporal Lock,
//! Scorch, Schrödinger, Chain Kill, Sadist; a forced pass from a stored
//! position); the secrecy of loadouts before both are
//! locked in, and of the generator's seed, over whole random games; a
//! piece's own loadout named by where it stands. After each console test,
//! `gamehost verify` must pass (it replays every knockback).

mod common;

use common::{Session, find, host, png_ok, say, text};
use elemental::{Ability, Augmentor, Color, Element, Offense, Temporal};
use game_api::{Phrase, Words};
use gamehost::speech::InEnglish;
use rand::{Rng, SeedableRng};
use serde_json::Value;

const OPENING: &str =
    "#r alice /challenge opponent:bob game:elemental side:white\n#r bob /accept\n";

/// A catalogue message as an English-speaking player reads it.
fn en(p: Phrase) -> String {
    Words::from(p).en()
}

fn script(loadouts: [&str; 2], turns: &[&str]) -> String {
    let mut s = format!(
        "{OPENING}#r alice /loadout {}\n#r bob /loadout {}\n",
        loadouts[0], loadouts[1]
    );
    for (i, t) in turns.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        s.push_str(&format!("#r {who} /turn move:{t}\n"));
    }
    s
}

/// The ids of the buttons under `reply`.
fn button_ids(reply: &Value) -> Vec<&str> {
    reply["buttons"]
        .as_array()
        .map(|b| b.iter().map(|b| b["id"].as_str().unwrap()).collect())
        .unwrap_or_default()
}

#[test]
fn e4_e6_loadouts_by_choices_and_command_with_refusals() {
    let s = Session::new();
    // Choose loadout opens the choice session (version 0: the game as it
    // started); each slot is a step, and End turn locks in.
    let step = |rev: u32, key: &str| format!("#r alice /press g:1:0:cs:p:{rev}:{key}\n");
    let mut script = format!(
        "{OPENING}#r alice /move from:e2 to:e4\n#r carol /press g:1:*:cs\n#r alice /press g:1:*:cs\n"
    );
    for (rev, key) in [
        (0, "element.plasma"),
        (0, "element.shadow"),
        (1, "augmentor.quantum-step"),
        (2, "offense.poisonous-meat"),
    ] {
        script.push_str(&step(rev, key));
    }
    script.push_str("#r alice /press g:1:0:cs:a:3\n");
    for (rev, key) in [
        (4, "element.earth"),
        (5, "augmentor.quantum-step"),
        (6, "offense.poisonous-meat"),
        (7, "temporal.-"),
    ] {
        script.push_str(&step(rev, key));
    }
    script.push_str(
        "#r alice /press g:1:0:cs:e:8\n#r alice /loadout element:air\n#r bob /choose g:1:*:lo:1:element air\n\
         #r bob /loadout element:lightning augmentor:side-step piece:e7\n#r bob /loadout piece:e4 augmentor:side-step\n\
         #r bob /loadout augmentor:stalwart\n#r alice /game\n#r bob /board\n#r carol /rules game:elemental\n#r alice /loadout element:air\n",
    );
    let replies = s.run(&script);
    let started = find(
        &replies,
        "Game on: alice (White) vs bob (Black), Elemental chess",
    );
    png_ok(started);
    assert_eq!(started["buttons"][0]["id"], "g:1:*:cs");
    assert_eq!(started["buttons"][0]["label"], "Choose loadout");
    assert!(text(find(&replies, "First choose your loadout")).contains("/loadout"));
    assert!(text(find(&replies, "Only alice and bob play")).contains("/board"));
    let elements = find(&replies, "Choose your army's element (only you see this");
    assert_eq!(elements["user"], "alice");
    // The choices offer only what works: every ability.
    let ids = button_ids(elements);
    assert!(
        ids.contains(&"g:1:0:cs:p:0:element.water") && ids.contains(&"g:1:0:cs:p:0:element.fire")
    );
    let offense = button_ids(find(&replies, "Choose an offense ability."));
    assert!(
        offense
            .iter()
            .any(|id| id.ends_with(":offense.double-kill"))
    );
    assert!(offense.iter().any(|id| id.ends_with(":offense.chain-kill")));
    let temporal = button_ids(find(&replies, "Choose a temporal ability."));
    assert!(temporal.iter().any(|id| id.ends_with(":temporal.do-over")));
    assert!(
        temporal
            .iter()
            .any(|id| id.ends_with(":temporal.schrodingers-laugh"))
    );
    assert_eq!(
        find(&replies, "That is not one of the choices now")["user"],
        "alice"
    );
    let ready = find(&replies, "Lock in your loadout with End turn.");
    assert!(text(ready).contains("So far: Earth"), "{ready}");
    let mine = find(
        &replies,
        "You locked in: Earth; army: Quantum Step, Poisonous Meat",
    );
    assert_eq!(mine["user"], "alice");
    assert!(text(find(&replies, "You have locked in your loadout already")).contains("E6"));
    // A loadout menu of an older release: told, in one sentence.
    assert_eq!(find(&replies, "from an older version")["user"], "bob");
    // Overload per piece (E18).
    let set = find(&replies, "per piece: e7=side-step");
    assert_eq!(set["user"], "bob");
    assert!(text(find(&replies, "holds none of your pieces")).contains("e4"));
    let both = find(&replies, "Both loadouts are locked in (E6)");
    assert_eq!(both["audience"], "everyone");
    assert!(text(both).contains("alice (White): Earth; army: Quantum Step, Poisonous Meat."));
    assert!(text(both).contains("bob (Black): Lightning; army: Stalwart; e7: Side Step."));
    png_ok(both);
    assert!(
        both["alt"]
            .as_str()
            .unwrap()
            .contains("Lightning; army: Stalwart")
    );
    let info = find(&replies, "Elemental chess: alice (White) vs bob (Black).");
    assert!(text(info).contains("seed stays hidden"));
    // /rules names every element, Water included, within one Discord message.
    let rules = text(find(&replies, "**Elements**: Fire, Water,"));
    assert!(!rules.contains("Coming later"), "{rules}");
    assert!(
        rules.chars().count() <= 2000,
        "{} characters",
        rules.chars().count()
    );
    assert!(text(replies.last().unwrap()).contains("cannot change during the game"));
}

/// Both players choose at once: alice's loadout, half chosen through the
/// choice session, outlives bob's lock-in (a new version of the game); she
/// carries on with the same step's buttons and locks in.
#[test]
fn e6_a_loadout_being_chosen_outlives_the_other_players_lock_in() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{OPENING}#r alice /press g:1:*:cs\n#r alice /press g:1:0:cs:p:0:element.earth\n\
         #r alice /press g:1:0:cs:p:1:augmentor.stalwart\n#r bob /loadout element:air\n\
         #r alice /press g:1:0:cs:p:2:offense.-\n#r alice /press g:1:0:cs:p:3:temporal.-\n#r alice /press g:1:0:cs:e:4\n"
    ));
    let mine = find(&replies, "You locked in: Earth; army: Stalwart");
    assert_eq!(mine["user"], "alice");
    assert_eq!(
        find(&replies, "Both loadouts are locked in (E6)")["audience"],
        "everyone"
    );
}

#[test]
fn e1_a_game_with_loadouts_to_checkmate() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{}#r carol /game\n#r alice /history\n#r carol /replay\n",
        script(
            ["element:earth augmentor:block-piece", "element:light"],
            &["f2-f3", "e7-e5", "g2-g4", "d8-h4"]
        )
    ));
    let mate = find(&replies, "Move 2 · Black (bob): d8-h4");
    assert!(text(mate).contains("White is in check"));
    assert!(text(mate).contains("Checkmate! bob (Black) wins by checkmate."));
    png_ok(mate);
    let info = find(&replies, "Game over: bob (Black) wins by checkmate.");
    assert!(
        text(info).contains("Generator seed:"),
        "the seed is shown once the game is over (E41)"
    );
    // Once both are locked in, both loadouts are public, in the history
    // too; set-up lines are not numbered, moves are numbered as in chess.
    let record = find(&replies, "- locked in earth block-piece/-/- (alice)");
    assert!(
        text(record).contains("- locked in light -/-/- (bob)"),
        "{record}"
    );
    assert!(
        text(record).contains("1. f2-f3 (alice)\n1. e7-e5 (bob)"),
        "{record}"
    );
}

#[test]
fn e1_a_game_with_loadouts_to_stalemate() {
    // Sam Loyd's ten-move stalemate; Lightning with no slots is plain chess.
    let turns = [
        "e2-e3", "a7-a5", "d1-h5", "a8-a6", "h5-a5", "h7-h5", "h2-h4", "a6-h6", "a5-c7", "f7-f6",
        "c7-d7", "e8-f7", "d7-b7", "d8-d3", "b7-b8", "d3-h7", "b8-c8", "f7-g6", "c8-e6",
    ];
    let s = Session::new();
    let replies = s.run(&script(["element:lightning", "element:lightning"], &turns));
    let last = find(&replies, "Move 10 · White (alice): c8-e6");
    assert!(text(last).contains("Drawn by stalemate (E1)."), "{last}");
    png_ok(last);
}

#[test]
fn e30_e13_e14_blocked_captures_sturdy_and_a_seeded_knockback() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{OPENING}#r alice /loadout element:light\n#r bob /loadout element:earth augmentor:stalwart\n\
         #r alice /turn move:d2-d4\n#r bob /turn move:b8-c6\n#r alice /turn move:d4-d5\n#r bob /turn move:a7-a6\n\
         #r alice /move from:d5 to:c6\n#r alice /endturn\n#r carol /game\n"
    ));
    let preview = find(
        &replies,
        "Blocked capture: your pawn cannot take the knight on c6",
    );
    assert_eq!(preview["user"], "alice");
    assert!(text(preview).contains("Stalwart (E28)") && text(preview).contains("Bastion"));
    let played = find(&replies, "Move 3 · White (alice): d5-c6");
    let t = text(played);
    assert!(t.contains("blocked by Stalwart (E28)"), "{t}");
    assert!(
        t.contains("Bastion knocks the attacker back from d5")
            || t.contains("would expose its king"),
        "{t}"
    );
    assert!(!t.contains("is captured"));
    // Sturdy: an Earth piece without a defensive augmentor survives once.
    let s2 = Session::new();
    let replies = s2.run(&format!(
        "{OPENING}#r alice /loadout element:shadow\n#r bob /loadout element:earth\n\
         #r alice /turn move:e2-e4\n#r bob /turn move:d7-d5\n#r alice /move from:e4 to:d5\n#r alice /endturn\n"
    ));
    assert!(
        text(find(
            &replies,
            "Blocked capture: your pawn cannot take the pawn on d5"
        ))
        .contains("Sturdy is used up")
    );
    let played = find(&replies, "Move 2 · White (alice): e4-d5");
    assert!(text(played).contains("its Sturdy is used up (E14)"));
}

/// A loadout text this release offers, chosen at random.
fn random_loadout(rng: &mut impl Rng) -> (String, Vec<&'static str>) {
    let elements: Vec<Element> = Element::ALL
        .iter()
        .copied()
        .filter(|e| e.available())
        .collect();
    let e = elements[rng.random_range(0..elements.len())];
    let mut augs: Vec<Option<Augmentor>> = vec![None];
    augs.extend(Augmentor::ALL.iter().copied().map(Some));
    let a = loop {
        let a = augs[rng.random_range(0..augs.len())];
        let quantum = a == Some(Augmentor::QuantumStep);
        if !(quantum && matches!(e, Element::Air | Element::Lightning)) {
            break a;
        }
    };
    let mut words = vec![e.title()];
    let mut text = format!("element:{}", e.key());
    if let Some(a) = a {
        text.push_str(&format!(" augmentor:{}", a.key()));
        words.push(a.title());
    }
    let offense: Vec<Offense> = Offense::ALL
        .iter()
        .copied()
        .filter(|o| o.available() && !(e == Element::Shadow && *o == Offense::PoisonousMeat))
        .collect();
    if let Some(o) = offense.get(rng.random_range(0..=offense.len())) {
        text.push_str(&format!(" offense:{}", o.key()));
        words.push(o.title());
    }
    let temporal: Vec<Temporal> = Temporal::ALL
        .iter()
        .copied()
        .filter(|t| t.available())
        .collect();
    if let Some(t) = temporal.get(rng.random_range(0..=temporal.len())) {
        text.push_str(&format!(" temporal:{}", t.key()));
        words.push(t.title());
    }
    (text, words)
}

/// The console command that submits `pick` as `who`.
fn move_command(who: &str, pick: &elemental::Turn) -> String {
    let mut line = format!("#r {who} /move from:{} to:{}", pick.from, pick.to);
    if pick.laugh {
        line.push_str(" laugh:yes");
    }
    if let Some(p) = pick.promotion {
        line.push_str(&format!(" promote:{}", p.name()));
    }
    for (option, square) in [
        ("chain", pick.chain),
        ("dk", pick.double_kill),
        ("qk", pick.quantum_kill),
        ("bdk", pick.blaze_double_kill),
        ("bqk", pick.blaze_quantum_kill),
        ("lock", pick.lock),
    ] {
        if let Some(sq) = square {
            line.push_str(&format!(" {option}:{sq}"));
        }
    }
    if let Some(r) = pick.revival {
        line.push_str(&format!(" res:{r}"));
    }
    if let Some(r) = &pick.raijin {
        line.push_str(&format!(" rj:{r}"));
    }
    if !pick.then.is_empty() {
        let then: Vec<String> = pick.then.iter().map(|s| s.to_string()).collect();
        line.push_str(&format!(" then:{}", then.join(",")));
    }
    line
}

#[test]
fn e6_e41_loadouts_and_the_seed_stay_secret_over_whole_random_games() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(13);
    for round in 0..3 {
        let s = Session::new();
        let (white, white_words) = random_loadout(&mut rng);
        let (black, _) = random_loadout(&mut rng);
        // Alice locks in first; every reply before Bob's lock-in that is
        // not Alice's own must not show her choice.
        let mut script = format!(
            "{OPENING}#r alice /loadout {white}\n#r carol /game\n#r bob /game\n#r carol /board\n#r bob /history\n#r bob /loadout {black}\n"
        );
        let first = s.run(&script);
        let cut = first
            .iter()
            .position(|r| text(r).contains("Both loadouts are locked in"))
            .expect("both locked in");
        for r in &first[..cut] {
            // Alice's own replies, and Bob's echo of his own choice (which
            // may share words with hers), are not leaks.
            if r["user"] == "alice" || text(r).starts_with("You locked in") {
                continue;
            }
            let shown = format!("{} {}", text(r), r["alt"].as_str().unwrap_or(""));
            for w in &white_words {
                assert!(!shown.contains(w), "round {round}: {w} leaked in {r}");
            }
        }
        // Then a random game played through the console, checked against
        // the engine; the seed never shows while it runs.
        let state = stored_state(&s);
        let seed = serde_json::from_str::<Value>(&state).unwrap()["seed"]
            .as_u64()
            .unwrap();
        let seed_hex = format!("{seed:x}");
        let mut game: elemental::Game = serde_json::from_str::<Value>(&state).unwrap()["game"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        script.clear();
        let mut plies = 0;
        while plies < 60 && !game.status().is_over() {
            let turns = game.legal_turns();
            let pick = &turns[rng.random_range(0..turns.len())].turn;
            let who = if game.turn() == Color::White {
                "alice"
            } else {
                "bob"
            };
            let line = move_command(who, pick);
            script.push_str(&format!("{line}\n#r {who} /endturn\n"));
            game = game.play(pick).unwrap().0;
            plies += 1;
        }
        script.push_str("#r carol /game\n");
        let replies = s.run(&script);
        let over = game.status().is_over();
        for r in &replies[..replies.len() - 1] {
            let shown = format!("{} {}", text(r), r["alt"].as_str().unwrap_or(""));
            assert!(
                !shown.contains(&format!("seed: {seed_hex}")),
                "round {round}: {r}"
            );
        }
        let last = text(replies.last().unwrap());
        assert_eq!(last.contains("Generator seed:"), over, "{last}");
        assert!(
            !replies.iter().any(|r| text(r).contains("is not")),
            "every generated turn was accepted: {replies:#?}"
        );
    }
}

/// Stores a game in channel `r` between alice (White) and bob from `fen`
/// with these loadouts (seed 5), as if both had locked in.
fn stored_game_at(s: &Session, fen: &str, loadouts: [&str; 2]) {
    let loadouts: [elemental::Loadout; 2] = loadouts.map(|l| l.parse().unwrap());
    let game = elemental::Game::from_board(fen.parse().unwrap(), loadouts.clone(), 5).unwrap();
    let state = serde_json::json!({
        "loadouts": [loadouts[0].to_string(), loadouts[1].to_string()],
        "seed": 5,
        "game": game.to_string(),
    })
    .to_string();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let store = gamehost::store::Store::open(&s.db(), gamehost::config::Synchronous::Normal)
            .await
            .unwrap();
        let mut c = store.write().await.unwrap();
        let players = [
            gamehost::host::command::User::named("alice"),
            gamehost::host::command::User::named("bob"),
        ];
        gamehost::store::insert_game(
            &mut c,
            "r",
            "elemental",
            &players,
            &state,
            Default::default(),
        )
        .await
        .unwrap();
        c.commit().await.unwrap();
    });
}

#[test]
fn e36_e72_a_forced_pass_in_a_game() {
    // Black's king on a8 is boxed in by the king on c7 and the knight on
    // c6; once White locks its one pawn, Black passes twice.
    let s = Session::new();
    stored_game_at(
        &s,
        "k7/2K4p/2N5/8/8/8/8/7R w - - 0 1",
        ["light -/-/temporal-lock", "light -/-/-"],
    );
    let replies = s.run(
        "#r alice /turn move:h1-h2 lock:h7
#r bob /turn move:h7-h6
#r alice /turn move:h2-g2
#r alice /turn move:g2-f2
#r bob /turn move:h7-h6
#r carol /board
",
    );
    let locked = find(&replies, "h1-h2 lock:h7");
    assert!(
        text(locked).contains("Black passes, every move locked"),
        "{}",
        text(locked)
    );
    let refused = find(&replies, "It's alice's turn");
    assert_eq!(refused["user"], "bob", "a refusal is private");
    assert!(text(find(&replies, "h2-g2")).contains("Black passes"));
    let freed = find(&replies, "g2-f2");
    assert!(!text(freed).contains("passes"), "{}", text(freed));
    find(&replies, "Black (bob): h7-h6");
    png_ok(replies.last().unwrap());
}

/// The stored state of game 1 (secrets included: read from the database).
fn stored_state(s: &Session) -> String {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    runtime.block_on(async {
        let options = sqlx::sqlite::SqliteConnectOptions::new().filename(s.db());
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        sqlx::query_scalar("SELECT state FROM games WHERE id = 1")
            .fetch_one(&pool)
            .await
            .unwrap()
    })
}

#[test]
fn e5_e18_overload_per_piece_by_choices() {
    let s = Session::new();
    let step = |rev: u32, key: &str| format!("#r bob /press g:1:0:cs:p:{rev}:{key}\n");
    let mut script = format!(
        "{OPENING}#r bob /loadout element:fire piece:g8 augmentor:side-step\n#r bob /press g:1:*:cs\n"
    );
    for (rev, key) in [
        (0, "element.lightning"),
        (1, "augmentor.-"),
        (2, "offense.-"),
        (3, "temporal.-"),
        (4, "piece.g8"),
        (5, "augmentor.side-step"),
        (6, "offense.-"),
        (7, "temporal.-"),
    ] {
        script.push_str(&step(rev, key));
    }
    script.push_str(
        "#r bob /press g:1:0:cs:e:8\n#r alice /loadout element:earth\n#r bob /move from:g8 to:f6 then:f5\n",
    );
    let replies = s.run(&script);
    assert!(text(find(&replies, "Only Lightning (Overload, E18)")).contains("per piece"));
    // With the army's slots chosen, Lightning may lock in or give a piece
    // slots of its own.
    let army = find(&replies, "give a piece slots of its own (Overload, E18)");
    assert_eq!(army["user"], "bob");
    let pieces = button_ids(army);
    assert!(pieces.contains(&"g:1:0:cs:p:4:piece.g8"), "{pieces:?}");
    assert!(
        pieces.iter().any(|id| id.ends_with(":cs:e:4")),
        "Lock in now"
    );
    let slots = find(
        &replies,
        "So far: Lightning No augmentor No offense ability No temporal ability g8:",
    );
    assert!(text(slots).contains("Choose an augmentor."), "{slots}");
    assert!(
        text(find(
            &replies,
            "You locked in: Lightning; army: no slots; g8: Side Step"
        ))
        .contains("E6")
    );
    // It is alice's move; bob's knight with Side Step waits for his turn.
    assert!(text(replies.last().unwrap()).contains("It's alice's turn"));
}

#[test]
fn random_commands_buttons_and_menus_never_break_a_game() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(99);
    let squares = ["e2", "e4", "d5", "g8", "f6", "z9", "e1", "a8", "h1", "c3"];
    let words = [
        "north",
        "east",
        "x=y",
        "e2=south",
        "f4,g5",
        "f4,g5,h6",
        "queen",
        "pawn",
        "earth",
        "air",
        "none",
        "fire",
        "side-step",
        "quantum-step",
        "lightning",
        "",
        "é",
        "9",
    ];
    let mut script = OPENING.to_string();
    for i in 0..400 {
        let who = ["alice", "bob", "carol"][rng.random_range(0..3)];
        let sq = |r: &mut rand::rngs::StdRng| squares[r.random_range(0..squares.len())];
        let w = |r: &mut rand::rngs::StdRng| words[r.random_range(0..words.len())];
        let line = match rng.random_range(0..9) {
            0 => format!(
                "/move from:{} to:{} then:{}",
                sq(&mut rng),
                sq(&mut rng),
                w(&mut rng)
            ),
            1 => format!(
                "/move from:{} to:{} face:{} promote:{}",
                sq(&mut rng),
                sq(&mut rng),
                w(&mut rng),
                w(&mut rng)
            ),
            2 => format!("/loadout element:{} augmentor:{}", w(&mut rng), w(&mut rng)),
            3 => format!("/loadout piece:{} augmentor:{}", sq(&mut rng), w(&mut rng)),
            4 => format!(
                "/choose g:1:*:lo:{}:{} {}",
                i % 3,
                ["element", "augmentor", "piece", "p-augmentor", "x"][i % 5],
                w(&mut rng)
            ),
            5 => format!(
                "/press g:1:*:{}",
                [
                    "loadout",
                    "lock:0",
                    "cs",
                    "cs:p:0:element.air",
                    "cs:e:4",
                    "lo:1:pieces",
                    "endturn:1",
                    "undo:1"
                ][i % 8]
            ),
            6 => "/endturn".to_string(),
            7 => format!("/turn move:{}-{}", sq(&mut rng), sq(&mut rng)),
            _ => ["/undo", "/game", "/board", "/history"][i % 4].to_string(),
        };
        script.push_str(&format!("#r {who} {line}\n"));
    }
    // Session::run asserts the console exits cleanly; every reply is JSON.
    let replies = Session::new().run(&script);
    assert!(replies.len() >= 400);
}

#[test]
fn e32_e35_e36_quantum_kill_resurrection_and_temporal_lock_in_a_game() {
    let s = Session::new();
    let mut lines = script(
        [
            "element:light offense:quantum-kill temporal:resurrection",
            "element:air temporal:temporal-lock",
        ],
        &["e2-e4", "d7-d5 lock:g1"],
    );
    lines.push_str(
        "#r alice /turn move:g1-f3
",
    );
    for (who, t) in [
        ("alice", "e4-d5 qk:h7"),
        ("bob", "d8-d5"),
        ("alice", "b1-c3"),
        ("bob", "d5-a2"),
        ("alice", "a1-a2 res:pawn2@e2"),
    ] {
        lines.push_str(&format!("#r {who} /turn move:{t}\n"));
    }
    let replies = s.run(&lines);
    let locked = find(&replies, "Move 1 · Black (bob): d7-d5 lock:g1");
    assert!(
        text(locked).contains("Temporal Lock holds the knight on g1"),
        "{}",
        text(locked)
    );
    // The knight locked by d7-d5 cannot move for White's next two turns.
    find(
        &replies,
        &en(Phrase::new("elemental-turn-locked")
            .with("piece", Phrase::new("elemental-piece-knight"))
            .code("square", "g1")
            .with("n", 2)),
    );
    assert_eq!(
        text(find(&replies, "Move 1 · White (alice): e2-e4"))
            .lines()
            .next(),
        Some("Move 1 · White (alice): e2-e4"),
        "a plain move needs no story"
    );
    let killed = find(&replies, "Move 2 · White (alice): e4-d5 qk:h7");
    assert!(
        text(killed).contains("Pawn takes pawn on d5 · Quantum Kill removes the pawn on h7"),
        "{}",
        text(killed)
    );
    // The lock ran out after two of White's turns: b1-c3 was White's second.
    // Two different pawns are missing (E78): the one taken on d5 had moved,
    // the one taken on a2 had not; the second returns.
    let returned = find(&replies, "Move 4 · White (alice): a1-a2 res:pawn2@e2");
    assert!(
        text(returned).contains("Resurrection returns the pawn to e2"),
        "{}",
        text(returned)
    );
    png_ok(returned);
}

/// A refused turn is told privately by its reason, each reason its own
/// message with every argument filled (E39).
#[test]
fn e39_a_refused_turn_is_told_by_its_reason() {
    let s = Session::new();
    let mut lines = script(["element:light offense:quantum-kill", "element:air"], &[]);
    for t in ["e7-e5", "e2-e5", "b1-c3 qk:a7", "e2-e4"] {
        lines.push_str(&format!("#r alice /turn move:{t}\n"));
    }
    lines.push_str("#r bob /turn move:d7-d5\n#r alice /turn move:e4-d5 qk:e8\n");
    let replies = s.run(&lines);
    let pawn = || Phrase::new("elemental-piece-pawn");
    let not_yours = find(
        &replies,
        &en(Phrase::new("elemental-turn-not-yours")
            .with("piece", pawn())
            .code("square", "e7")
            .with("owner", Phrase::new("elemental-side-black"))
            .with("side", Phrase::new("elemental-side-white"))),
    );
    assert_eq!(not_yours["user"], "alice", "a refusal is private");
    find(
        &replies,
        &en(Phrase::new("elemental-turn-cannot-go")
            .with("piece", pawn())
            .code("from", "e2")
            .code("to", "e5")),
    );
    find(
        &replies,
        &en(Phrase::new("elemental-turn-no-choice")
            .code("option", "qk")
            .code("given", "a7")
            .with("ability", Phrase::new("elemental-turn-choice-quantum-kill"))),
    );
    // Quantum Kill may name any of Black's pawns, never the king: the
    // rules crate lists them, and the message says them as a list.
    let mut g = elemental::Game::new(
        [
            "light -/quantum-kill/-".parse().unwrap(),
            "air -/-/-".parse().unwrap(),
        ],
        1,
    )
    .unwrap();
    for t in ["e2-e4", "d7-d5"] {
        g = g.play(&t.parse().unwrap()).unwrap().0;
    }
    let Err(elemental::TurnError::NotOffered { offered, .. }) =
        g.play(&"e4-d5 qk:e8".parse().unwrap())
    else {
        panic!("qk:e8 is offered")
    };
    assert_eq!(offered.len(), 7, "{offered:?}");
    let listed = offered
        .iter()
        .map(|c| Phrase::new("elemental-code").code("code", c))
        .collect();
    find(
        &replies,
        &en(Phrase::new("elemental-turn-not-offered")
            .code("option", "qk")
            .code("given", "e8")
            .with("ability", Phrase::new("elemental-turn-choice-quantum-kill"))
            .with("n", offered.len())
            .with("offered", game_api::Arg::List(game_api::Join::Or, listed))),
    );
    for r in &replies {
        assert!(
            !text(r).contains("{$"),
            "a variable left unfilled: {}",
            text(r)
        );
    }
}

#[test]
fn e9_e10_a_scorch_wall_and_a_blaze_rush_in_a_game() {
    let s = Session::new();
    let mut lines = script(
        ["element:fire", "element:air"],
        &["e2-e4", "e7-e5", "d1-h5", "g8-f6", "h5-f3"],
    );
    for (who, t) in [
        ("bob", "f6-h5"),
        ("bob", "f6-g4"),
        ("alice", "f3-f7 bqk:a7"),
    ] {
        lines.push_str(&format!("#r {who} /turn move:{t}\n"));
    }
    lines.push_str("#r carol /board\n");
    let replies = s.run(&lines);
    let moved = find(&replies, "Move 3 · White (alice): h5-f3");
    assert!(
        moved["alt"]
            .as_str()
            .unwrap()
            .contains("h5 scorched (rank 4, 3 more turns)"),
        "{}",
        moved["alt"]
    );
    find(
        &replies,
        &en(Phrase::new("elemental-turn-scorched")
            .code("square", "h5")
            .with("rank", 4)
            .with("n", 3)
            .with("piece", Phrase::new("elemental-piece-knight"))),
    );
    let blaze = find(&replies, "Move 4 · White (alice): f3-f7 bqk:a7");
    assert!(
        text(blaze)
            .contains("Queen takes pawn on f7 · Blaze Rush's Quantum Kill removes the pawn on a7"),
        "{}",
        text(blaze)
    );
    png_ok(replies.last().unwrap());
}

#[test]
fn e34_e21_a_do_over_with_blinding_in_a_game() {
    let s = Session::new();
    let mut lines = script(
        ["element:earth", "element:light temporal:do-over"],
        &["e2-e4", "d7-d5", "e4-d5"],
    );
    // Blinding: Black moves first from the restored start.
    lines.push_str("#r alice /turn move:e2-e4\n#r bob /turn move:e7-e5\n#r carol /board\n");
    let replies = s.run(&lines);
    let fired = find(&replies, "Move 2 · White (alice): e4-d5");
    assert!(
        text(fired).contains(
            "Pawn takes pawn on d5 · Do-Over! The board rewinds 2 plies · Blinding: Black moves next"
        ),
        "{}",
        text(fired)
    );
    assert!(text(find(&replies, "It's bob's turn")).contains("wait"));
    find(&replies, "Move 1 · Black (bob): e7-e5");
    png_ok(replies.last().unwrap());
}

#[test]
fn e34_e11_e66_a_do_over_with_flood_wake_in_a_game() {
    // White is Water with Do-Over. 2. exd5 is a Water capture; 2... Qxd5
    // takes a piece with an unused Do-Over, which rewinds 1... d5 and
    // 2. exd5. Flood Wake keeps Black's d-pawn removed, and it is Black's
    // move in the position after 1. e4.
    let s = Session::new();
    let mut lines = script(
        ["element:water temporal:do-over", "element:air"],
        &["e2-e4", "d7-d5", "e4-d5", "d8-d5"],
    );
    lines.push_str("#r bob /turn move:d7-d5\n#r bob /turn move:d8-d5\n#r carol /board\n");
    let replies = s.run(&lines);
    let fired = find(&replies, "Move 2 · Black (bob): d8-d5");
    assert!(
        text(fired).contains("Queen takes pawn on d5 · Do-Over! The board rewinds 2 plies"),
        "{}",
        text(fired)
    );
    assert!(
        text(fired).contains("Flood Wake"),
        "the story names Flood Wake: {}",
        text(fired)
    );
    // The d-pawn is gone: d7-d5 has no piece to move, so Black's queen
    // goes down the open file instead.
    let refused = find(
        &replies,
        &en(Phrase::new("elemental-turn-no-piece").code("square", "d7")),
    );
    assert_eq!(refused["user"], "bob", "a refusal is private");
    find(&replies, "Move 1 · Black (bob): d8-d5");
    let board = replies.last().unwrap();
    let alt = board["alt"].as_str().unwrap();
    assert!(alt.contains("Move 2 · White to move"), "{alt}");
    assert!(
        alt.contains("Water; army: Do-Over; concealed: augmentor, offense and Mist Shroud"),
        "Do-Over is revealed by firing, the rest stays concealed (E12): {alt}"
    );
    assert!(
        alt.contains("Black: king e8, queen d5,") && alt.contains("pawns a7 b7 c7 e7 f7 g7 h7."),
        "{alt}"
    );
    assert!(alt.contains("pawns a2 b2 c2 d2 f2 g2 h2 e4."), "{alt}");
    png_ok(board);
}

#[test]
fn e37_e33_e24_a_schrodinger_copy_captured_a_chain_kill_and_a_delayed_removal() {
    // Schrödinger: the e-pawn copies itself onto e3; taking either copy
    // takes both.
    let s = Session::new();
    let mut lines = script(
        ["element:light temporal:schrodingers-laugh", "element:air"],
        &[],
    );
    for (who, t) in [
        ("alice", "e2-e3 laugh:yes"),
        ("bob", "d7-d5"),
        ("alice", "e3-e4"),
        ("bob", "d5-e4"),
    ] {
        lines.push_str(&format!("#r {who} /turn move:{t}\n"));
    }
    lines.push_str("#r carol /board\n");
    let replies = s.run(&lines);
    let laughed = find(&replies, "Move 1 · White (alice): laugh:e2-e3");
    assert!(
        laughed["alt"]
            .as_str()
            .unwrap()
            .contains("e2 and e3 are one piece"),
        "{}",
        laughed["alt"]
    );
    let taken = find(&replies, "Move 2 · Black (bob): d5-e4");
    assert!(
        text(taken).contains("Pawn takes pawn on e4"),
        "{}",
        text(taken)
    );
    let board = replies.last().unwrap();
    assert!(!board["alt"].as_str().unwrap().contains("one piece"));
    png_ok(board);

    // Chain Kill: the queen captures from the end of d1-c2-d3-e4.
    let s = Session::new();
    let replies = s.run(&script(
        ["element:light offense:chain-kill", "element:air"],
        &["e2-e4", "d7-d5", "d2-d3", "a7-a6", "d1-d5 chain:e4"],
    ));
    let chained = find(&replies, "Move 3 · White (alice): d1-d5 chain:e4");
    assert!(
        text(chained).contains("Queen takes pawn on d5"),
        "{}",
        text(chained)
    );

    // Sadist Streak: the captor of a poisoned Shadow pawn is removed at its
    // side's second turn after.
    let s = Session::new();
    let replies = s.run(&script(
        ["element:light", "element:shadow offense:poisonous-meat"],
        &[
            "e2-e4", "d7-d5", "e4-d5", "a7-a6", "a2-a3", "a6-a5", "h2-h3",
        ],
    ));
    let marked = find(&replies, "Move 2 · White (alice): e4-d5");
    assert!(
        text(marked).contains("Sadist Streak marks the pawn on d5"),
        "{}",
        text(marked)
    );
    let removed = find(&replies, "Move 4 · White (alice): h2-h3");
    assert!(
        text(removed).contains("Sadist Streak removes the pawn on d5"),
        "{}",
        text(removed)
    );
}

/// A value of `all` other than `not`, at random.
fn other<T: Copy + PartialEq>(rng: &mut impl Rng, all: &[T], not: T) -> T {
    loop {
        let a = all[rng.random_range(0..all.len())];
        if a != not {
            break a;
        }
    }
}

/// E12, E53, E74: over whole random games, no reply to the opponent or the
/// channel (text, alt text, attached files) names an ability of a Water
/// loadout before it is revealed. The opponent's element and abilities
/// share no name with the Water player's, so any such name is a leak.
#[test]
fn e12_e74_a_water_loadout_stays_concealed_over_whole_random_games() {
    let mut rng = rand::rngs::StdRng::seed_from_u64(22);
    let pick = |rng: &mut rand::rngs::StdRng, n: usize| rng.random_range(0..n);
    // Replies checked while some ability was concealed, and abilities
    // revealed: the test means something only if both happen.
    let (checked, revealed) = (std::cell::Cell::new(0), std::cell::Cell::new(0));
    for round in 0..3 {
        let s = Session::new();
        let augs = Augmentor::ALL;
        let offs = Offense::ALL;
        let temps = Temporal::ALL;
        let (wa, wo, wt) = (
            augs[pick(&mut rng, augs.len())],
            offs[pick(&mut rng, offs.len())],
            temps[pick(&mut rng, temps.len())],
        );
        // Black: another augmentor, offense and temporal ability, and an
        // element without Radiant Vision or grants (E16, E20).
        let (ba, bo, bt) = (
            other(&mut rng, augs, wa),
            other(&mut rng, offs, wo),
            other(&mut rng, temps, wt),
        );
        let elements = [Element::Fire, Element::Earth, Element::Shadow];
        let be = elements[pick(&mut rng, elements.len())];
        let bo = if be == Element::Shadow && bo == Offense::PoisonousMeat {
            None
        } else {
            Some(bo)
        };
        let white = format!(
            "element:water augmentor:{} offense:{} temporal:{}",
            wa.key(),
            wo.key(),
            wt.key()
        );
        let black = format!(
            "element:{} augmentor:{} temporal:{}{}",
            be.key(),
            ba.key(),
            bt.key(),
            bo.map(|o| format!(" offense:{}", o.key()))
                .unwrap_or_default()
        );
        let start = s.run(&format!(
            "{OPENING}#r alice /loadout {white}\n#r bob /loadout {black}\n"
        ));
        find(&start, "Both loadouts are locked in");
        let state = stored_state(&s);
        let mut game: elemental::Game = serde_json::from_str::<Value>(&state).unwrap()["game"]
            .as_str()
            .unwrap()
            .parse()
            .unwrap();
        let secrets = [
            (elemental::Revealed::AUGMENTOR, wa.title()),
            (elemental::Revealed::OFFENSE, wo.title()),
            (elemental::Revealed::TEMPORAL, wt.title()),
        ];
        let check = |replies: &[Value], game: &elemental::Game, when: &str| {
            // E99: the ply that ends the game shows every loadout.
            if game.status().is_over() {
                return;
            }
            let known = game.revealed(Color::White);
            if !known.contains(elemental::Revealed::SLOTS) {
                checked.set(checked.get() + replies.len());
            }
            for r in replies.iter().filter(|r| r["user"] != "alice") {
                let mut shown = format!("{} {}", text(r), r["alt"].as_str().unwrap_or(""));
                for f in r["files"].as_array().into_iter().flatten() {
                    if let Some(path) = f.as_str().or(f["path"].as_str()) {
                        shown.push_str(&std::fs::read_to_string(path).unwrap_or_default());
                    }
                }
                // Fire's own Blaze Rush names the kills it grants (E10).
                let shown = shown
                    .replace("Blaze Rush's Double Kill", "Blaze Rush")
                    .replace("Blaze Rush's Quantum Kill", "Blaze Rush");
                for (part, title) in secrets {
                    assert!(
                        known.contains(part) || !shown.contains(title),
                        "round {round}, {when}: {title} leaked before it was revealed in {r}"
                    );
                }
            }
        };
        check(&start, &game, "loadouts");
        let mut plies = 0;
        while plies < 30 && !game.status().is_over() {
            let turns = game.legal_turns();
            let chosen = turns[rng.random_range(0..turns.len())].turn.clone();
            let who = if game.turn() == Color::White {
                "alice"
            } else {
                "bob"
            };
            let replies = s.run(&format!(
                "{}\n#r {who} /endturn\n#r carol /board\n",
                move_command(who, &chosen)
            ));
            // E53: a turn a concealed ability refuses reveals only that
            // ability; the same side moves again.
            game = match game.play(&chosen) {
                Ok((next, _)) => next,
                Err(_) => {
                    game.reveal_on_rejection(&chosen)
                        .expect("a refusal reveals")
                        .0
                }
            };
            check(&replies, &game, &format!("ply {plies} ({chosen})"));
            plies += 1;
        }
        let end = s.run("#r bob /history\n#r carol /history\n#r bob /game\n");
        check(&end, &game, "the end");
        let known = game.revealed(Color::White);
        revealed.set(revealed.get() + secrets.iter().filter(|(p, _)| known.contains(*p)).count());
    }
    assert!(
        checked.get() > 100 && revealed.get() > 0,
        "{checked:?} {revealed:?}"
    );
}

/// E93: a Quantum Step (Tailwind's grant with Chain Kill, E16) then
/// Tailwind's two steps, typed as one `then:` list of three squares: the
/// repro of issue 43, item 10, whose `/move` stages the turn (ended with
/// `/endturn`; the `/turn` after it is told a turn is staged) and whose
/// `/turn` alone plays it.
#[test]
fn e93_a_quantum_step_then_two_steps_typed_with_then() {
    const REPRO: &str = "#e alice /challenge opponent:bob game:elemental side:white
#e bob /accept
#e alice /loadout element:air augmentor:none offense:chain-kill
#e bob /loadout element:earth augmentor:none
#e alice /move from:b2 to:b3 then:b4,a4,b5
#e alice /turn move:b2-b3 then:b4,a4,b5
";
    let played = |replies: &[Value]| {
        let played = find(replies, "Move 1 · White (alice): b2-b3 then:b4,a4,b5");
        assert!(
            text(played).contains("steps to b4 · steps to a4 · steps to b5"),
            "{}",
            text(played)
        );
        let alt = played["alt"].as_str().unwrap();
        assert!(alt.contains("Black to move"), "{alt}");
        assert!(alt.contains("pawns a2 c2 d2 e2 f2 g2 h2 b5."), "{alt}");
    };
    let s = Session::new();
    let replies = s.run(&format!(
        "{REPRO}#e alice /endturn\n#e bob /move from:g7 to:g6 then:g5,h4,h3,h2\n"
    ));
    let staged = find(&replies, "Staged: b2-b3 then:b4,a4,b5.");
    assert_eq!(staged["user"], "alice");
    find(&replies, "You have b2-b3 then:b4,a4,b5 staged");
    played(&replies);
    // Four squares are more than a turn holds.
    let refused = replies.last().unwrap();
    assert!(
        text(refused).contains("give one to three squares in order"),
        "{refused}"
    );
    // The repro's `/turn` alone.
    let s = Session::new();
    let turn_only: String = REPRO
        .lines()
        .filter(|l| !l.contains("/move"))
        .map(|l| format!("{l}\n"))
        .collect();
    played(&s.run(&turn_only));
}

/// E99: however a game ends (a mate, a resignation, an agreed draw, an
/// abort, a time-out), every loadout is shown to everyone in full — a
/// concealed Water loadout and per-piece slots included: the ending lists
/// them, the final picture, the game's page and the replay's last frame
/// show them, and so do `/game` and the record. Two games that differ
/// only in White's concealed augmentor show everyone but alice the same
/// bytes until the end.
#[tokio::test]
async fn e99_every_loadout_is_shown_when_the_game_ends_and_nothing_concealed_before() {
    use common::{End, ended_game};
    // Black (Lightning) is mated by the queen: 3. Qh5#.
    const TURNS: [(&str, &str); 5] = [
        ("alice", "/turn move:e2-e4"),
        ("bob", "/turn move:f7-f6"),
        ("alice", "/turn move:d2-d4"),
        ("bob", "/turn move:g7-g5"),
        ("alice", "/turn move:d1-h5"),
    ];
    for end in [End::Board, End::Resign, End::Draw, End::Abort, End::Timeout] {
        let played = match end {
            End::Board => &TURNS[..],
            End::Abort => &TURNS[..1],
            _ => &TURNS[..4],
        };
        let run = |augmentor: &'static str| async move {
            let white = format!("/loadout element:water augmentor:{augmentor}");
            let mut lines = vec![
                (
                    "alice",
                    "/challenge opponent:bob game:elemental side:white time:1h",
                ),
                ("bob", "/accept"),
                ("alice", white.as_str()),
                (
                    "bob",
                    "/loadout element:lightning piece:b7 augmentor:side-step",
                ),
                ("bob", "/loadout augmentor:stalwart"),
            ];
            lines.extend_from_slice(played);
            ended_game(&lines, "alice", end).await
        };
        let (a, b) = (run("belligerent").await, run("indomitable").await);
        assert!(
            a.before == b.before,
            "{end:?}: the concealed loadout showed before the end"
        );
        assert!(
            a.before.iter().any(|r| r.text.en().contains("concealed")),
            "{end:?}: it was concealed"
        );
        let listed = "Loadouts, shown now that the game is over (E99): alice (White): Water; army: Belligerent. bob (Black): Lightning; army: Stalwart; b7: Side Step.";
        assert!(
            a.ending.text.en().contains(listed),
            "{end:?}: {}",
            a.ending.text.en()
        );
        assert!(
            b.ending
                .text
                .en()
                .contains("alice (White): Water; army: Indomitable."),
            "{end:?}"
        );
        let shown = "alice (White, Water; army: Belligerent) vs bob (Black, Lightning; army: Stalwart; b7: Side Step)";
        let board = a.after.last().unwrap();
        for pictured in [&a.ending, board] {
            if let Some(p) = pictured.attachments.first() {
                assert!(p.description.contains(shown), "{end:?}: {}", p.description);
            }
        }
        assert!(!board.attachments.is_empty(), "{end:?}");
        assert!(a.page.alt.contains(shown), "{end:?}: {}", a.page.alt);
        assert!(a.last_frames[0].alt.contains(shown), "{end:?}");
        if end != End::Abort {
            assert!(a.last_frames[1].alt.contains("concealed"), "{end:?}");
        }
        let info = &a.after[0].text.en();
        assert!(
            info.contains("alice (White): Water; army: Belligerent."),
            "{end:?}: {info}"
        );
        assert!(
            a.record
                .iter()
                .any(|l| l == "locked in water belligerent/-/- (alice)"),
            "{end:?}: {:?}",
            a.record
        );
    }
    // Aborted while bob still chooses: alice's loadout, locked in and
    // secret until then, is shown too.
    let lines = [
        (
            "alice",
            "/challenge opponent:bob game:elemental side:white time:1h",
        ),
        ("bob", "/accept"),
        ("alice", "/loadout element:fire augmentor:stalwart"),
    ];
    let a = ended_game(&lines, "alice", End::Abort).await;
    assert!(
        !a.before.iter().any(|r| r.text.en().contains("Stalwart")),
        "secret before the end"
    );
    assert!(
        a.ending.text.en().contains("Loadouts, shown now that the game is over (E99): alice (White): Fire; army: Stalwart. bob (Black) had not locked in a loadout."),
        "{}",
        a.ending.text.en()
    );
    assert!(
        a.after[0]
            .text
            .en()
            .contains("alice (White) locked in: Fire; army: Stalwart.")
    );
}

/// The repro of issue 43, item 11: Black's knight checks from g2 and
/// White's one answer, Bf1xg2, is defeated by Black's concealed
/// Belligerent (E53).
const CONCEALED_MATE: &str = "#e alice /challenge opponent:bob game:elemental side:white
#e bob /accept
#e alice /loadout element:lightning augmentor:none
#e bob /loadout element:water augmentor:belligerent
#e alice /turn move:a2-a3
#e bob /turn move:g8-h6
#e alice /turn move:a3-a4
#e bob /turn move:h6-f5
#e alice /turn move:b2-b3
#e bob /turn move:f5-h4
#e alice /turn move:c2-c3
#e bob /turn move:h4-g2
#e alice /turn move:f1-g2
#e carol /game
#e alice /play
";

/// E97: the game ends as checkmate right after h4-g2, the ending naming
/// the concealed Belligerent, rated as any mate; White is never asked for
/// a turn.
#[test]
fn e97_a_mate_made_by_a_concealed_ability_ends_the_game() {
    let s = Session::new();
    let replies = s.run(CONCEALED_MATE);
    let mate = find(&replies, "Move 4 · Black (bob): h4-g2");
    let t = text(mate);
    assert!(
        t.contains("Checkmate! bob (Black) wins by checkmate: Black's Belligerent (concealed, E12) left White no legal turn (E97)."),
        "{t}"
    );
    assert!(t.contains("Ratings: alice 1500 → "), "{t}");
    let buttons = mate["buttons"].to_string();
    assert!(
        buttons.contains("\"Rematch\"") && !buttons.contains("\"Play\""),
        "nobody is asked to play: {buttons}"
    );
    assert!(
        mate["alt"]
            .as_str()
            .unwrap()
            .contains("Checkmate · Black wins")
    );
    png_ok(mate);
    // White's capture is not taken, nor asked for.
    let after: Vec<&Value> = replies
        .iter()
        .skip_while(|r| !text(r).contains("h4-g2"))
        .skip(1)
        .collect();
    assert_eq!(after.len(), 3, "{after:#?}");
    assert!(text(after[0]).contains("no game running"), "{}", after[0]);
    let info = text(after[1]);
    assert!(
        info.contains("Game over: bob (Black) wins by checkmate: Black's Belligerent"),
        "{info}"
    );
    assert!(!info.contains("this turn is due"), "{info}");
    assert!(text(after[2]).contains("no game running"), "{}", after[2]);
    assert!(
        !replies
            .iter()
            .any(|r| text(r).contains("plays another turn"))
    );
}

/// E97 with E12: until the concealed mate ends the game, everyone but
/// bob sees the same bytes whichever concealed augmentor makes it (a
/// Belligerent, or a Block Piece whose cone holds f1); the ending names
/// the one that did.
#[tokio::test]
async fn e97_e12_nothing_concealed_shows_before_a_concealed_mate() {
    let run = |augmentor: &'static str| async move {
        let black = format!("/loadout element:water augmentor:{augmentor}");
        let mut lines: Vec<(&str, &str)> = CONCEALED_MATE
            .lines()
            .take_while(|l| !l.contains("f1-g2"))
            .map(|l| {
                let (who, command) = l.trim_start_matches("#e ").split_once(' ').unwrap();
                (who, command)
            })
            .collect();
        lines[3].1 = black.as_str();
        common::ended_game(&lines, "bob", common::End::Board).await
    };
    let (a, b) = (run("belligerent").await, run("block-piece").await);
    assert!(
        a.before == b.before,
        "the concealed augmentor showed before the end"
    );
    assert!(
        a.ending
            .text
            .en()
            .contains("Black's Belligerent (concealed, E12) left White no legal turn (E97)"),
        "{}",
        a.ending.text.en()
    );
    assert!(
        b.ending
            .text
            .en()
            .contains("Black's Block Piece (concealed, E12) left White no legal turn (E97)"),
        "{}",
        b.ending.text.en()
    );
}

/// E97's last sentence: a turn an E53 rejection refuses reveals Stalwart,
/// and with it known White's other capture (blocked without effect,
/// allowed only while Stalwart was concealed, E12) is no turn either: the
/// game ends there, drawn by stalemate, naming Stalwart.
#[test]
fn e97_an_e53_rejection_that_leaves_no_legal_turn_ends_the_game() {
    let s = Session::new();
    stored_game_at(
        &s,
        "7k/8/8/8/8/2q5/1B1n4/K1n5 w - - 0 1",
        ["lightning -/-/- b2=quantum-step/-/-", "water stalwart/-/-"],
    );
    let replies = s.run("#r alice /turn move:b2-a3 then:b2 rj:c3\n#r carol /game\n");
    let why = find(&replies, &en(Phrase::new("elemental-turn-raijin-blocked")));
    assert_eq!(why["user"], "alice");
    let ended = find(
        &replies,
        "chose a turn that a concealed ability stops (E53)",
    );
    let t = text(ended);
    assert!(
        t.contains("Black's Stalwart is revealed.\nWhite has no other legal turn. Drawn by stalemate (E1): Black's Stalwart (concealed, E12) left White no legal turn (E97)."),
        "{t}"
    );
    assert!(
        t.contains("Loadouts, shown now that the game is over (E99)"),
        "{t}"
    );
    assert!(!t.contains("plays another turn"), "{t}");
    let info = text(replies.last().unwrap());
    assert!(
        info.contains("Game over: Drawn by stalemate (E1): Black's Stalwart"),
        "{info}"
    );
}

/// E98: a piece on two squares (Schrödinger's Laugh) is named by both in
/// the announcement, the turn's named square first, and its lock is
/// listed on both squares in the alt text.
#[test]
fn e98_a_piece_on_two_squares_is_announced_and_listed_on_both() {
    let s = Session::new();
    stored_game_at(
        &s,
        "4k3/8/8/3n4/8/8/8/4K2B b - - 0 1",
        ["light -/-/temporal-lock", "light -/-/schrodingers-laugh"],
    );
    let replies = s.run(
        "#r bob /turn move:d5-e6 laugh:yes\n#r alice /turn move:h1-g2 lock:e6\n#r carol /board\n",
    );
    let locked = find(&replies, "White (alice): h1-g2 lock:e6");
    let t = text(locked);
    assert!(
        t.contains("Temporal Lock holds the knight on e6 (also on d5)"),
        "{t}"
    );
    assert!(
        t.contains("-# Temporal Lock: Black's knight on e6 (also on d5) cannot move"),
        "{t}"
    );
    let alt = replies.last().unwrap()["alt"].as_str().unwrap();
    assert!(
        alt.contains("d5 locked for 2 more turns. e6 locked for 2 more turns."),
        "{alt}"
    );
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
    assert!(
        info[0].text.en().contains("f5: Side Step"),
        "{}",
        info[0].text.en()
    );
    assert!(
        !info[0].text.en().contains("g8: Side Step"),
        "{}",
        info[0].text.en()
    );
}
