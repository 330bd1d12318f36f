//! What players hit in their first hour: turn lines that say what was
//! taken, buttons that stay right while a draw offer stands, and hints in
//! the syntax people type.

mod common;

use common::{Session, find, text};

const MASTERS: &str = "#l alice /challenge opponent:bob side:ember\n#l bob /accept\n";

#[test]
fn the_public_turn_line_names_what_was_taken() {
    let s = Session::new();
    let replies = s.run(&format!("{MASTERS}#l alice /turn move:D1-D11\n"));
    let turn = find(&replies, "Turn 1 · Ember (alice): D1-D11");
    assert_eq!(turn["audience"], "everyone");
    assert!(
        text(turn).starts_with("Turn 1 · Ember (alice): D1-D11, takes Frost's cardinal"),
        "{turn}"
    );
    let s = Session::new();
    let replies = s.run(
        "#r alice /challenge opponent:bob game:regions side:white\n#r bob /accept\n#r alice /pick piece:e9\n#r bob /pick piece:c2\n\
         #r alice /turn move:b1-c3\n#r bob /turn move:c9-c7\n#r alice /turn move:c3-b5\n#r bob /turn move:h9-h8\n#r alice /turn move:b5-c7\n",
    );
    let take = find(&replies, "Turn 5 · White (alice): b5-c7");
    assert!(text(take).contains("b5-c7, takes Black's pawn"), "{take}");
}

#[test]
fn a_draw_offer_leaves_staged_buttons_alone_and_its_own_buttons_last_while_it_stands() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{MASTERS}#l alice /move from:E2 to:E4\n#l bob /draw action:offer\n"
    ));
    let preview = find(&replies, "Staged: E2-E4");
    let end_turn = preview["buttons"][0]["id"].as_str().unwrap().to_string();
    let offer = find(&replies, "bob (Frost) offers a draw");
    let accept = offer["buttons"][0]["id"].as_str().unwrap().to_string();
    // The offer changed no position: alice's End turn still plays her move.
    let replies = s.run(&format!(
        "#l alice /press {end_turn}\n#l bob /turn move:E11-E9\n#l alice /press {accept}\n"
    ));
    assert!(
        text(&replies[0]).contains("Turn 1 · Ember (alice): E2-E4"),
        "{}",
        replies[0]
    );
    assert!(text(&replies[0]).contains("bob's draw offer lapsed"));
    assert!(text(&replies[2]).contains("no draw offer"));
    // An offer survives the offerer's own turn (M39), and so do its buttons.
    let replies = s.run("#l bob /draw action:offer\n#l alice /turn move:E4-E5\n");
    let accept = replies[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    assert!(
        text(&replies[1]).contains("bob's draw offer lapsed"),
        "alice played instead"
    );
    let replies = s.run(&format!(
        "#l bob /draw action:offer\n#l bob /turn move:E9-E8\n#l alice /press {accept}\n"
    ));
    let fresh = replies[0]["buttons"][0]["id"].as_str().unwrap().to_string();
    assert_eq!(fresh, accept, "the same offer buttons whatever the version");
    assert!(text(&replies[1]).starts_with("Turn"), "{}", replies[1]);
    assert!(
        text(&replies[2]).contains("accepts the draw"),
        "{}",
        replies[2]
    );
}

#[test]
fn hints_use_the_options_people_type() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{MASTERS}#l alice /turn move:E2-E4-E6\n#l alice /move from:E2 to:E4\n#l alice /turn move:F2-F4\n"
    ));
    assert!(text(&replies[2]).contains("a move is two squares, like move:E2-E4"));
    // /turn never drops a staged turn silently.
    assert!(text(&replies[4]).contains("You have E2-E4 staged: /endturn it or /undo first."));
    // (Promotion and inheritance hints: `games::masters::tests`.)
}

#[test]
fn finished_games_look_finished_in_the_picture_and_its_alt_text() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{MASTERS}#l alice /turn move:E2-E4\n#l bob /resign\n#l carol /board\n"
    ));
    let resigned = find(&replies, "bob (Frost) resigns");
    let alt = resigned["alt"].as_str().unwrap();
    assert!(
        alt.contains("game over after turn 1: Ember wins: Frost resigned"),
        "{alt}"
    );
    assert!(!alt.contains("to move"), "{alt}");
    let board = replies.last().unwrap();
    assert!(text(board).starts_with("Game over"));
    assert!(board["alt"].as_str().unwrap().contains("Frost resigned"));

    let s = Session::new();
    let replies = s.run(
        "#r alice /challenge opponent:bob game:regions\n#r bob /accept\n#r alice /pick piece:e9\n#r bob /pick piece:c2\n\
         #r alice /draw action:offer\n#r bob /draw action:accept\n",
    );
    let drawn = find(&replies, "accepts the draw");
    let alt = drawn["alt"].as_str().unwrap();
    assert!(alt.contains("Game over: drawn by agreement"), "{alt}");
    assert!(!alt.contains("to move"), "{alt}");
}

#[test]
fn piece_rules_explain_what_their_pictures_show() {
    let s = Session::new();
    let replies = s.run("#l alice /rules piece:puppeteer\n#l alice /rules piece:cardinal\n");
    assert!(
        text(&replies[0]).contains("dashed circle"),
        "{}",
        replies[0]
    );
    assert!(
        text(&replies[1]).contains("gets no bracket"),
        "{}",
        replies[1]
    );
    assert!(text(&replies[1]).contains("own aura"));
}

/// Sets every open challenge's deadline in the past, as time passing would.
fn run_out_of_time(s: &Session) {
    let db = s.db();
    tokio::runtime::Runtime::new().unwrap().block_on(async {
        let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&db);
        let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
        sqlx::query("UPDATE challenges SET expires_at = 0 WHERE status = 'open'")
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;
    });
}

#[test]
fn challenges_and_tables_that_expire_are_announced_in_their_channel() {
    let s = Session::new();
    s.run("#l alice /challenge opponent:bob\n#t carol /challenge game:throne players:3\n#t dave /join\n");
    run_out_of_time(&s);
    let replies = s.run("#x eve /help\n#l bob /accept\n#t carol /start\n");
    let challenge = find(&replies, "alice's challenge to bob expired unanswered");
    assert_eq!(challenge["audience"], "everyone");
    assert_eq!(challenge["channel"], "l");
    let table = find(
        &replies,
        "carol's Throne table closed: nobody started it in time",
    );
    assert_eq!(table["channel"], "t");
    // Both are announced before the first later command's answer, once.
    assert!(text(&replies[0]).contains("expired") || text(&replies[0]).contains("closed"));
    let announced = replies
        .iter()
        .filter(|r| text(r).contains("expired unanswered") || text(r).contains("table closed"))
        .count();
    assert_eq!(announced, 2);
    assert!(text(find(&replies, "There is no open challenge")).contains("/challenge"));
    assert!(text(find(&replies, "There is no open table")).contains("/challenge game:throne"));
}
