//! Reading commands: options in any case, and every mistake answered with
//! one sentence saying what to write instead, whether the host reads the
//! option (challenges, draws) or the game in the channel does (squares,
//! promotions, places), in the syntax people type; `/turn` never drops a
//! staged turn silently.

mod common;

use common::{MASTERS, Session, host, say, text};
use gamehost::host::command::{Command, SideChoice, User};
use gamehost::speech::InEnglish;

#[tokio::test]
async fn commands_parse_with_options_in_any_case() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let parse = |line: &str| h.parse(line, |s| Some(User::named(s))).unwrap();
    match parse("/move from:e2 to:E4") {
        Command::Play { command: c, .. } => {
            assert_eq!(c.verb, "move");
            assert_eq!(c.get("from"), Some("e2"));
            assert_eq!(c.get("to"), Some("E4"));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(parse("/Claim"), Command::Play { command: c, .. } if c.verb == "claim"));
    assert!(matches!(
        parse("/challenge opponent:bob side:ember"),
        Command::Challenge { ref game, side: SideChoice::Seat(0), .. } if game == "masters"
    ));
    assert!(matches!(
        parse("/challenge game:throne players:4"),
        Command::Challenge { ref game, opponent: None, players: Some(4), .. } if game == "throne"
    ));
    assert!(matches!(
        parse("/challenge opponent:bob game:Regions side:black"),
        Command::Challenge { ref game, side: SideChoice::Seat(1), .. } if game == "regions"
    ));
    // A button or a menu's choice is read once, here, into its id.
    assert_eq!(
        parse("/press g:1:2:endturn"),
        Command::Press {
            button: game_api::ButtonId::game(1, Some(2), &["endturn"])
        }
    );
    assert_eq!(
        parse("/choose g:1:0:cs:p:0:~0 e9"),
        Command::Press {
            button: game_api::ButtonId::game(1, Some(0), &["cs", "p", "0", "~0", "e9"])
        }
    );
}

#[tokio::test]
async fn mistakes_get_a_sentence_saying_what_to_write() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    // Read by the host, whatever the channel plays.
    let host_cases = [
        ("/fly", "There is no command `/fly`"),
        ("/move from:E2 to:E4 speed:3", "has no option `speed`"),
        ("/draw action:maybe", "not a draw action"),
        ("/challenge opponent:bob game:chess", "not a game I host"),
        ("/challenge opponent:bob side:blue", "not a side"),
        ("/challenge", "needs `opponent:`"),
        ("/challenge opponent:bob time:2w", "not a turn time"),
        ("/challenge game:throne players:5", "not a table size"),
        ("/challenge opponent:bob players:3", "is for two"),
        ("/challenge game:throne side:red", "joining order"),
        (
            "/challenge opponent:bob game:regions side:ember",
            "not a side",
        ),
        ("/choose g:1:0:cs:p:0:~0", "or a menu id and a value"),
        ("/choose 0", "give a choice's number"),
        ("/press g:1:2:endturn now", "nothing more"),
        ("move from:E2", "Commands start with"),
        ("/move from:E2 from:E3 to:E4", "given twice"),
        ("", "Type a command"),
    ];
    for (line, expect) in host_cases {
        let err = h.parse(line, |s| Some(User::named(s))).unwrap_err();
        assert!(err.en().contains(expect), "{line:?}: {}", err.en());
    }
    assert!(
        h.parse(&"x".repeat(600), |s| Some(User::named(s)))
            .unwrap_err()
            .en()
            .contains("too long")
    );
    // Read by the game in the channel.
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "t", "alice", "/challenge game:throne players:2").await;
    say(&h, "t", "bob", "/join").await;
    say(&h, "t", "alice", "/start").await;
    say(
        &h,
        "r",
        "alice",
        "/challenge opponent:bob game:regions side:white",
    )
    .await;
    say(&h, "r", "bob", "/accept").await;
    let game_cases = [
        ("m", "/move from:E2", "needs `to:`"),
        ("m", "/move from:K2 to:E4", "is not a square"),
        ("m", "/move from:E2 to:E4 promote:king", "is not a choice"),
        ("m", "/turn", "A turn needs a move or a claim"),
        ("m", "/turn move:E2E4", "is not a move"),
        (
            "m",
            "/turn move:E2-E4-E6",
            "a move is two squares, like move:E2-E4",
        ),
        ("m", "/inherit choice:witch", "is not an answer"),
        ("t", "/move piece:attic values:6", "is not a place"),
        ("t", "/move piece:3 values:six", "is not a list of values"),
        ("t", "/move piece:3", "needs `values:`"),
        (
            "t",
            "/move piece:3 values:6 from:E2",
            "has no option `from`",
        ),
        (
            "t",
            "/move piece:3 values:6 kind:horse",
            "is not a kind of piece",
        ),
        ("r", "/pick piece:z9", "is not a square"),
    ];
    for (channel, line, expect) in game_cases {
        let replies = say(&h, channel, "alice", line).await;
        assert!(
            replies[0].text.en().contains(expect),
            "{line:?}: {}",
            replies[0].text.en()
        );
    }
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
