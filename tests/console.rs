//! End-to-end: console scripts run by the real `gamehost` binary against a
//! temporary SQLite file; every reply is checked as the JSON the console
//! prints. A turn line names what it took; the console refuses an
//! opponent's name no user can have (empty, hidden characters, too long)
//! and reads channel names in any case. After each test, `gamehost
//! verify` must pass on the database.

mod common;

use common::{MASTERS, Session, find, host, png_ok, text};
use gamehost::speech::InEnglish;

const OPENING: &str = "#lobby alice /challenge opponent:bob side:ember\n#lobby bob /accept\n";

#[test]
fn a_full_game_to_a_win() {
    let s = Session::new();
    let script = format!(
        "{OPENING}#lobby alice /turn move:D1-D11\n#lobby bob /turn move:G11-H10\n#lobby alice /turn move:D11-E12\n\
         #lobby bob /turn move:A11-A10\n#lobby alice /turn move:E12-F12\n#lobby bob /turn move:A10-A9\n#lobby alice /turn move:F12-G12\n\
         #lobby bob /turn move:A9-A8\n"
    );
    let replies = s.run(&script);
    let challenge = find(&replies, "challenges bob");
    assert_eq!(challenge["audience"], "everyone");
    assert_eq!(challenge["buttons"][0]["id"], "ch:1:accept");
    png_ok(find(&replies, "Game on"));
    let first = find(&replies, "Turn 1 · Ember (alice): D1-D11");
    png_ok(first);
    assert!(
        text(find(&replies, "Turn 5 ·")).contains("must accept it"),
        "forced offer announced"
    );
    assert!(text(find(&replies, "Turn 6 ·")).contains("is forced to inherit the puppeteer"));
    let win = find(&replies, "Turn 7 · Ember (alice): F12-G12");
    assert!(text(win).contains("alice (Ember) wins"));
    png_ok(win);
    // The game is over: no more turns.
    let last = replies.last().unwrap();
    assert_eq!(last["audience"], "private");
    assert!(text(last).contains("no game running"), "{last}");
}

#[test]
fn a_claim_only_turn_and_its_quiet_line() {
    let s = Session::new();
    let script = format!(
        "{OPENING}#lobby alice /turn move:G2-F3\n#lobby bob /turn move:A11-A10\n#lobby alice /turn move:F1-G2\n#lobby bob /turn move:A10-A9\n\
         #lobby alice /claim\n#lobby alice /claim target:G11\n#lobby alice /endturn\n"
    );
    let replies = s.run(&script);
    let picking = find(&replies, "You can claim: G11 (Frost's cardinal)");
    assert_eq!(picking["audience"], "private");
    png_ok(picking);
    let staged = find(&replies, "Staged: claim G11");
    assert_eq!(staged["user"], "alice");
    let turn = find(&replies, "Turn 5 · Ember (alice): claims G11");
    assert!(text(turn).contains("Ember puppeteer claimed control of Frost's cardinal."));
    assert_eq!(turn["audience"], "everyone");
}

#[test]
fn the_m23_warning_comes_before_the_rejection() {
    let s = Session::new();
    let script = format!(
        "{OPENING}#lobby alice /turn move:G2-F3\n#lobby bob /turn move:A11-A10\n#lobby alice /turn move:F1-G2\n#lobby bob /turn move:A10-A9\n\
         #lobby alice /claim target:G11\n#lobby alice /move from:G2 to:H3\n#lobby alice /endturn\n#lobby alice /move from:A2 to:A3\n\
         #lobby alice /undo\n#lobby alice /turn claim:G11\n"
    );
    let replies = s.run(&script);
    let warned = find(&replies, "Staged: G2-H3, claim G11");
    assert!(
        text(warned)
            .contains("Warning: after your staged move, your puppeteer on H3 cannot see G11"),
        "{}",
        text(warned)
    );
    let rejected = find(
        &replies,
        "After your move, your puppeteer on H3 cannot see G11",
    );
    assert_eq!(rejected["audience"], "private");
    // A second /move replaces the staged one and says so (no /undo first).
    let replaced = text(find(&replies, "Replaced your staged G2-H3."));
    assert!(replaced.contains("Staged: A2-A3, claim G11"), "{replaced}");
    find(&replies, "Your staged turn is cleared.");
    find(&replies, "Turn 5 · Ember (alice): claims G11");
}

#[test]
fn stale_buttons_and_spectators_and_out_of_turn_players_are_refused() {
    let s = Session::new();
    let replies = s.run(&format!("{OPENING}#lobby alice /move from:E2 to:E4\n"));
    let preview = find(&replies, "Staged: E2-E4");
    let end_turn = preview["buttons"][0]["id"].as_str().unwrap().to_string();
    let undo = preview["buttons"][1]["id"].as_str().unwrap().to_string();
    assert!(end_turn.ends_with(":endturn:1") && undo.contains(":undo:"));
    // A new process: the draft survived, the button works once, then it is stale.
    let replies = s.run(&format!(
        "#lobby carol /move from:E11 to:E9\n#lobby bob /move from:E11 to:E9\n#lobby alice /press {end_turn}\n#lobby alice /press {end_turn}\n\
         #lobby bob /press {undo}\n#lobby bob /press nonsense\n#lobby carol /board\n#nowhere alice /board\n#nowhere alice /endturn\n"
    ));
    assert!(text(&replies[0]).contains("Only alice and bob play in this game"));
    assert_eq!(replies[0]["user"], "carol");
    assert!(text(&replies[1]).contains("It's alice's turn (Ember)"));
    assert!(text(&replies[2]).contains("Turn 1 · Ember (alice): E2-E4"));
    assert!(text(&replies[3]).contains("This board is out of date"));
    assert!(text(&replies[4]).contains("This board is out of date"));
    assert!(text(&replies[5]).contains("not one of mine"));
    assert_eq!(replies[6]["audience"], "everyone", "spectators may look");
    assert!(text(&replies[7]).contains("No game has been played in this channel"));
    assert!(text(&replies[8]).contains("no game running in this channel"));
}

#[test]
fn restart_between_staging_and_endturn_keeps_the_draft_and_the_game() {
    let s = Session::new();
    let staged = s.run(&format!("{OPENING}#lobby alice /move from:E2 to:E4\n"));
    find(&staged, "Staged: E2-E4");
    let replies = s.run("#lobby alice /endturn\n#lobby alice /game\n");
    find(&replies, "Turn 1 · Ember (alice): E2-E4");
    assert!(text(find(&replies, "Position:")).contains("f 2"));
}

#[test]
fn m38_a_player_resigns_even_on_the_opponents_turn() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{OPENING}#lobby alice /turn move:E2-E4\n#lobby carol /resign\n#lobby alice /resign\n#lobby bob /turn move:E11-E9\n#lobby alice /history\n"
    ));
    assert!(text(find(&replies, "Only alice and bob play")).contains("watch with /board"));
    // It is bob's turn, and alice resigns.
    let resign = find(&replies, "alice (Ember) resigns");
    assert!(text(resign).contains("bob (Frost) wins"));
    png_ok(resign);
    assert!(text(&replies[replies.len() - 2]).contains("no game running"));
    let history = replies.last().unwrap();
    assert!(text(history).contains("1. E2-E4 (alice)") && text(history).contains("resigned"));
    assert!(history["files"][0].as_str().unwrap().ends_with(".txt"));
}

#[test]
fn m39_an_agreed_draw_and_an_offer_that_lapses() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{OPENING}#lobby alice /draw action:offer\n#lobby alice /draw action:accept\n#lobby bob /turn move:E11-E9\n\
         #lobby alice /draw action:offer\n#lobby bob /turn move:E11-E9\n#lobby alice /turn move:E2-E4\n#lobby bob /turn move:E11-E10\n\
         #lobby alice /turn move:E4-E5\n#lobby bob /draw action:offer\n#lobby alice /draw action:accept\n"
    ));
    find(&replies, "alice (Ember) offers a draw");
    assert!(text(find(&replies, "your own offer")).contains("only bob can answer"));
    find(&replies, "It's alice's turn");
    let offer = replies
        .iter()
        .rfind(|r| text(r).contains("bob (Frost) offers a draw"))
        .unwrap();
    assert!(
        offer["buttons"][0]["id"]
            .as_str()
            .unwrap()
            .ends_with("draw-accept")
    );
    // bob's turn declines alice's standing offer (M39)...
    assert!(
        text(find(&replies, "Turn 2 · Frost (bob): E11-E10")).contains("alice's draw offer lapsed")
    );
    // ...and alice accepts bob's offer.
    let drawn = find(&replies, "accepts the draw");
    assert!(text(drawn).contains("The game is drawn"));
    png_ok(drawn);
}

#[test]
fn challenges_are_checked() {
    let s = Session::new();
    let replies = s.run(
        "#lobby alice /challenge opponent:alice\n#lobby alice /challenge opponent:bob\n#lobby carol /challenge opponent:dave\n\
         #lobby carol /accept\n#lobby bob /cancel\n#lobby alice /cancel\n#lobby bob /accept\n#lobby bob /fly\n\
         #lobby bob /challenge opponent:alice side:frost\n#lobby alice /decline\nnonsense\n",
    );
    assert!(text(&replies[0]).contains("can't challenge yourself"));
    assert!(text(&replies[2]).contains("alice has already challenged bob here"));
    assert!(text(&replies[3]).contains("This challenge is for bob"));
    assert!(text(&replies[4]).contains("Only alice can cancel"));
    assert!(text(&replies[5]).contains("withdrew the challenge"));
    assert!(text(&replies[6]).contains("no open challenge"));
    assert!(text(&replies[7]).contains("There is no command `/fly`"));
    assert!(text(&replies[8]).contains("bob challenges alice to Masters (playing Frost)"));
    assert!(text(&replies[9]).contains("alice declined bob's challenge"));
    // In --json mode a malformed line gets an error object, so a program
    // driving the console always gets an answer.
    assert_eq!(replies.len(), 11);
    assert_eq!(replies[10]["line"], 11);
    assert!(
        replies[10]["error"]
            .as_str()
            .unwrap()
            .contains("#channel user /command")
    );
}

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

#[tokio::test]
async fn an_empty_or_hidden_opponent_name_is_refused_and_blocks_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let lines = gamehost::console::lines(&h, "#c alice /challenge opponent:")
        .await
        .unwrap();
    assert_eq!(
        lines[0].1.text.en(),
        "I don't know who `` is: name a member of this channel."
    );
    let lines = gamehost::console::lines(&h, "#c alice /challenge opponent:bob\u{200B}")
        .await
        .unwrap();
    assert_eq!(
        lines[0].1.text.en(),
        "I don't know who `bob\u{200B}` is: name a member of this channel."
    );
    // Nothing was opened: a real challenge goes through.
    let lines = gamehost::console::lines(&h, "#c alice /challenge opponent:bob")
        .await
        .unwrap();
    assert_eq!(
        lines[0].1.text.en(),
        "alice challenges bob to Masters (sides by coin flip) with 1 day per turn. bob, answer with /accept or /decline within 15 minutes."
    );
}

/// Issue 33, item 8: the console refuses a challenge to a name no console user can
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
