//! Regions chess end to end through the real `gamehost` console: the
//! secret picks (the button's choice session, `/pick`), a game to a king capture with a
//! carry, a check and a reveal, and the secrecy of the picks over whole
//! random games. After each test, `gamehost verify` must pass.

mod common;

use common::{Session, find, png_ok, text};
use gamehost::speech::InEnglish;
use rand::{Rng, SeedableRng};
use regions::{Action, Position, Side, Square};
use serde_json::Value;

const OPENING: &str = "#r alice /challenge opponent:bob game:regions side:white\n#r bob /accept\n";

fn replies_to<'a>(replies: &'a [Value], user: &str) -> Vec<&'a Value> {
    replies
        .iter()
        .filter(|r| r["audience"] == "private" && r["user"] == user)
        .collect()
}

#[test]
fn picks_by_button_choices_and_command_and_refusals_before_play() {
    let s = Session::new();
    // Pick your infiltrator opens the choice session (version 0: the
    // game as it started): a pick is one choice, then End turn.
    let script = format!(
        "{OPENING}#r alice /move from:e2 to:e4\n#r carol /press g:1:*:cs\n#r alice /press g:1:*:cs\n\
         #r alice /pick piece:e10\n#r alice /press g:1:0:cs:p:0:e10\n#r alice /press g:1:0:cs:p:0:e9\n\
         #r alice /press g:1:0:cs:e:1\n#r alice /pick piece:f9\n#r bob /pick piece:e9\n#r bob /pick piece:c2\n\
         #r bob /press g:1:*:cs\n#r alice /press g:1:*:pick\n#r alice /board\n"
    );
    let replies = s.run(&script);
    let started = find(&replies, "Game on: alice (White) vs bob (Black)");
    png_ok(started);
    assert_eq!(started["buttons"][0]["id"], "g:1:*:cs");
    assert_eq!(started["buttons"][0]["label"], "Pick your infiltrator");
    assert!(text(find(&replies, "First pick your infiltrator")).contains("/pick piece:"));
    assert!(text(find(&replies, "Only alice and bob play")).contains("/board"));
    let step = find(
        &replies,
        "Pick your secret infiltrator: one of your opponent's pieces",
    );
    assert_eq!(step["audience"], "private");
    assert_eq!(step["user"], "alice");
    png_ok(step);
    let picks: Vec<&str> = step["buttons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["id"].as_str().unwrap())
        .collect();
    assert_eq!(picks.len(), 14, "every allowed enemy piece: {picks:?}");
    assert!(picks.contains(&"g:1:0:cs:p:0:e9"));
    assert!(!picks.contains(&"g:1:0:cs:p:0:e10"), "not the queen");
    assert!(text(find(&replies, "cannot be an infiltrator")).contains("R13"));
    assert_eq!(
        find(&replies, "That is not one of the choices now")["user"],
        "alice"
    );
    assert!(text(find(&replies, "So far: e9 · Black's commander")).contains("plays `pick e9`"));
    let mine = find(&replies, "Your infiltrator is Black's commander on e9");
    assert_eq!(mine["user"], "alice");
    assert!(text(find(&replies, "You have already picked")).contains("R13"));
    assert!(text(find(&replies, "is yours: pick one of your opponent's")).contains("e9"));
    let both = find(&replies, "Both have picked");
    assert_eq!(both["audience"], "everyone");
    assert!(!text(both).contains("c2") && !text(both).contains("e9"));
    // Picked: the button now shows whose turn it is.
    assert_eq!(
        find(&replies, "It is White's turn, not yours.")["user"],
        "bob"
    );
    // A pick button of an older release: told, in one sentence.
    let old = find(&replies, "from an older version");
    assert_eq!(
        text(old),
        "That button is from an older version of the bot: press Play, or type /play."
    );
    assert_eq!(old["user"], "alice");
    let board = replies.last().unwrap();
    assert!(text(board).contains("Turn 1 · White (alice) to move"));
}

/// Both players pick at once: alice's pick, half made through the choice
/// session, outlives bob's pick (a new version of the game); her step's
/// End turn still plays it. Once she has picked, the older step's buttons
/// are out of date.
#[test]
fn a_pick_being_chosen_outlives_the_other_players_pick() {
    let s = Session::new();
    let replies = s.run(&format!(
        "{OPENING}#r alice /press g:1:*:cs\n#r alice /press g:1:0:cs:p:0:e9\n#r bob /pick piece:c2\n\
         #r alice /press g:1:0:cs:e:1\n#r alice /press g:1:0:cs:p:0:e9\n"
    ));
    let mine = find(&replies, "Your infiltrator is Black's commander on e9");
    assert_eq!(mine["user"], "alice");
    let both = find(&replies, "Both have picked");
    assert_eq!(both["audience"], "everyone");
    assert!(text(replies.last().unwrap()).contains("out of date"));
}

#[test]
fn a_game_to_a_king_capture_with_a_carry_a_check_and_a_reveal() {
    let s = Session::new();
    let moves = [
        ("bob", "a9-a8"),
        ("alice", "i1-h3"),
        ("bob", "a8-a7"),
        ("alice", "h3-i5"),
        ("bob", "j9-j8"),
        ("alice", "i5-g6"),
        ("bob", "j8-j7"),
        ("alice", "g6-e7"),
        ("bob", "a7-a6"),
        ("alice", "e7-g8"),
    ];
    let mut script = format!(
        "{OPENING}#r alice /pick piece:e9\n#r bob /pick piece:c2\n\
         #r alice /move from:e2 to:e5 carry:d2\n#r alice /move from:e2 to:e4 carry:d2\n#r alice /endturn\n"
    );
    for (who, mv) in moves {
        script.push_str(&format!("#r {who} /turn move:{mv}\n"));
    }
    script.push_str(
        "#r alice /reveal\n#r bob /reveal\n#r carol /game\n#r alice /turn move:g8-f10\n#r carol /history\n#r bob /move from:c2 to:c1\n",
    );
    let replies = s.run(&script);
    // R7: the carry cut short is refused with the shorter carry named.
    assert!(text(find(&replies, "can move only 2 squares")).contains("e4 instead"));
    let carry = find(&replies, "Turn 1 · White (alice): e2-e4 &d2");
    assert!(text(carry).contains("White's pawn was carried d2-d4"));
    png_ok(carry);
    // R12: the hussar's leap checks; the check is announced.
    let check = find(&replies, "Turn 11 · White (alice): e7-g8");
    assert!(text(check).contains("Black is in check"), "{check}");
    // R14: only the one who may reveals, and the reveal is public.
    let premature = find(&replies, "It's bob's turn");
    assert_eq!(premature["user"], "alice");
    let reveal = find(&replies, "Turn 12 · Black (bob): reveal");
    assert_eq!(reveal["audience"], "everyone");
    assert!(
        text(reveal).contains("the pawn on c2 is now Black's"),
        "{reveal}"
    );
    // The picture marks the reveal, not the move before it.
    let alt = reveal["alt"].as_str().unwrap_or_default();
    assert!(alt.contains("Marked: c2."), "{alt}");
    assert!(!alt.contains("Last move"), "{alt}");
    let info = find(&replies, "Regions chess: alice (White) vs bob (Black).");
    assert!(text(info).contains("Black has revealed their infiltrator"));
    assert!(
        !text(info).contains("e9"),
        "alice's pick stays hers: {info}"
    );
    // R15: the king is captured.
    let win = find(&replies, "Turn 13 · White (alice): g8-f10");
    assert!(text(win).contains("alice (White) wins! Black's king has been captured."));
    png_ok(win);
    // Picks are set-up, not turns; bob's is public once revealed (R14),
    // alice's, never revealed, once the game is over (R16).
    let record = find(&replies, "- picked e9 as infiltrator (alice)");
    assert!(
        text(record).contains("- picked c2 as infiltrator (bob)"),
        "{record}"
    );
    assert!(
        text(record).contains("\n1. "),
        "turns are numbered from 1: {record}"
    );
    assert!(text(record).contains("alice (White) wins: Black's king has been captured."));
    assert!(text(replies.last().unwrap()).contains("no game running"));
}

/// One console line per action of a random game (moves staged and ended,
/// the way players play), with looks at the game by both players and a
/// spectator on the way.
fn script_for(picks: [Square; 2], actions: &[Action]) -> String {
    let mut script = format!(
        "{OPENING}#r alice /pick piece:{}\n#r bob /pick piece:{}\n",
        picks[0], picks[1]
    );
    for (i, a) in actions.iter().enumerate() {
        let who = if i % 2 == 0 { "alice" } else { "bob" };
        let Action::Move(m) = a else {
            unreachable!("reveals are left out")
        };
        let mut line = format!("#r {who} /move from:{} to:{}", m.from, m.to);
        if let Some(p) = m.promotion {
            line.push_str(&format!(" promote:{p}"));
        }
        if let Some(c) = m.carry {
            line.push_str(&format!(" carry:{}", c.from));
            if let Some(p) = c.promotion {
                line.push_str(&format!(" carry_promote:{p}"));
            }
        }
        script.push_str(&format!("{line}\n#r {who} /endturn\n"));
        if i % 7 == 3 {
            for viewer in ["alice", "bob", "carol"] {
                script.push_str(&format!("#r {viewer} /game\n#r {viewer} /history\n"));
            }
            script.push_str("#r carol /board\n");
        }
    }
    script.push_str("#r bob /game\n#r carol /game\n#r alice /game\n#r bob /history\n#r carol /history\n#r alice /history\n");
    script
}

/// `text` with every `YYYY-MM-DD HH:MM UTC` time replaced by `<time>`.
fn without_times(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(" UTC") {
        let (head, tail) = rest.split_at(at);
        let stamp = head.len().checked_sub(16).filter(|&i| {
            head.is_char_boundary(i) && head[i..].bytes().filter(u8::is_ascii_digit).count() == 12
        });
        match stamp {
            Some(i) => {
                out.push_str(&head[..i]);
                out.push_str("<time>");
            }
            None => out.push_str(head),
        }
        out.push_str(" UTC");
        rest = &tail[4..];
    }
    out.push_str(rest);
    out
}

/// A reply as a comparable value: its text, audience, buttons, menus, alt
/// text, and the bytes of its picture and files.
fn contents(r: &Value) -> Value {
    let read = |p: &Value| p.as_str().map(|p| std::fs::read(p).unwrap_or_default());
    let files: Vec<Vec<u8>> = r["files"]
        .as_array()
        .map(|f| f.iter().filter_map(read).collect())
        .unwrap_or_default();
    // Due times come from the wall clock: three runs may straddle a minute.
    let text = r["text"].as_str().map(without_times);
    serde_json::json!({
        "audience": r["audience"], "user": r["user"], "text": text, "alt": r["alt"],
        "buttons": r["buttons"], "menus": r["menus"],
        "image": read(&r["image"]), "files": files,
    })
}

/// Everything anyone but `owner` received.
fn seen_by_others(replies: &[Value], owner: &str) -> Vec<Value> {
    replies
        .iter()
        .filter(|r| r["user"] != owner)
        .map(contents)
        .collect()
}

/// Secrecy, over whole random games: the same game is played three times,
/// once with other picks for White and once with other picks for Black.
/// Everything the channel, the spectator and the other player receive
/// (texts, alt texts, pictures byte for byte, buttons, menus, records)
/// until the game ends is identical: nothing they see depends on a pick
/// that is not theirs (R13; once it ends, R16 shows every pick).
#[test]
fn r13_a_pick_never_reaches_anyone_but_its_owner_over_random_games() {
    for seed in [11u64, 12] {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let start = Position::start();
        let choose = |rng: &mut rand::rngs::StdRng, side: Side| {
            let choices = start.pick_choices(side);
            choices[rng.random_range(0..choices.len())]
        };
        let (a1, b1) = (choose(&mut rng, Side::White), choose(&mut rng, Side::Black));
        let mut a2 = choose(&mut rng, Side::White);
        while a2 == a1 {
            a2 = choose(&mut rng, Side::White);
        }
        let mut b2 = choose(&mut rng, Side::Black);
        while b2 == b1 {
            b2 = choose(&mut rng, Side::Black);
        }
        let mut pos = start
            .pick(Side::White, a1)
            .unwrap()
            .pick(Side::Black, b1)
            .unwrap();
        let mut actions = vec![];
        for _ in 0..70 {
            let legal: Vec<Action> = pos
                .legal_actions()
                .into_iter()
                .filter(|a| *a != Action::Reveal)
                .collect();
            if legal.is_empty() {
                break;
            }
            let a = legal[rng.random_range(0..legal.len())];
            pos = pos.play(&a).unwrap().0;
            actions.push(a);
        }
        // Until the game ends: then every pick is shown (R16).
        let run = |picks: [Square; 2]| {
            let mut replies = Session::new().run(&script_for(picks, &actions));
            if let Some(end) = replies
                .iter()
                .position(|r| text(r).contains("shown now that the game is over (R16)"))
            {
                replies.truncate(end);
            }
            replies
        };
        let base = run([a1, b1]);
        let other_white = run([a2, b1]);
        let other_black = run([a1, b2]);
        assert_eq!(
            seen_by_others(&base, "alice"),
            seen_by_others(&other_white, "alice"),
            "seed {seed}: White's pick ({a1} or {a2}) showed to someone else"
        );
        assert_eq!(
            seen_by_others(&base, "bob"),
            seen_by_others(&other_black, "bob"),
            "seed {seed}: Black's pick ({b1} or {b2}) showed to someone else"
        );
        // The owner does see their own pick.
        assert!(
            replies_to(&base, "alice")
                .iter()
                .any(|r| text(r).contains(&format!("on {a1}. Only you can see this")))
        );
        assert!(base.len() > 100, "seed {seed}: {} replies", base.len());
    }
}

#[test]
fn due_times_are_left_out_of_the_comparison() {
    assert_eq!(
        without_times("Turn 3\nDue 2026-11-24 16:34 UTC. Then 2026-11-24 16:35 UTC"),
        "Turn 3\nDue <time> UTC. Then <time> UTC"
    );
}

/// R16: however a game ends (a king captured, a resignation, an agreed
/// draw, an abort, a time-out), each unrevealed infiltrator is shown to
/// everyone: the ending names it, the final picture, the game's page and
/// the replay's last frame mark it, the record and `/game` name it. Two
/// games that differ only in White's pick show everyone but alice the same
/// bytes until the end.
#[tokio::test]
async fn r16_every_unrevealed_infiltrator_is_shown_when_the_game_ends_and_not_before() {
    use common::{End, ended_game};
    const TURNS: [(&str, &str); 13] = [
        ("alice", "/turn move:e2-e4"),
        ("bob", "/turn move:a9-a8"),
        ("alice", "/turn move:i1-h3"),
        ("bob", "/turn move:a8-a7"),
        ("alice", "/turn move:h3-i5"),
        ("bob", "/turn move:j9-j8"),
        ("alice", "/turn move:i5-g6"),
        ("bob", "/turn move:j8-j7"),
        ("alice", "/turn move:g6-e7"),
        ("bob", "/turn move:a7-a6"),
        ("alice", "/turn move:e7-g8"),
        ("bob", "/turn move:a6-a5"),
        ("alice", "/turn move:g8-f10"),
    ];
    for end in [End::Board, End::Resign, End::Draw, End::Abort, End::Timeout] {
        let played = match end {
            End::Board => &TURNS[..],
            End::Abort => &TURNS[..1],
            _ => &TURNS[..4],
        };
        let run = |pick: &'static str| async move {
            let pick = format!("/pick piece:{pick}");
            let mut lines = vec![
                (
                    "alice",
                    "/challenge opponent:bob game:regions side:white time:1h",
                ),
                ("bob", "/accept"),
                ("alice", pick.as_str()),
                ("bob", "/pick piece:c2"),
            ];
            lines.extend_from_slice(played);
            ended_game(&lines, "alice", end).await
        };
        let (a, b) = (run("g9").await, run("c9").await);
        assert!(
            a.before == b.before,
            "{end:?}: alice's pick showed before the end"
        );
        assert!(a.before.len() > 4, "{end:?}");
        let named = "Infiltrators, shown now that the game is over (R16): White's is Black's pawn on g9; Black's is White's pawn on c2.";
        assert!(
            a.ending.text.en().contains(named),
            "{end:?}: {}",
            a.ending.text.en()
        );
        assert!(
            b.ending.text.en().contains("White's is Black's pawn on c9"),
            "{end:?}"
        );
        let marked = "White's infiltrator, hidden until the end (R16): Black's pawn on g9, marked with a mask.";
        let alt = |d: &game_api::Drawn| d.alt.clone();
        // The final picture (a time-out's message has none; /board shows it).
        let board = a.after.last().unwrap();
        for pictured in [&a.ending, board] {
            if let Some(p) = pictured.attachments.first() {
                assert!(p.description.contains(marked), "{end:?}: {}", p.description);
            }
        }
        assert!(!board.attachments.is_empty(), "{end:?}");
        assert!(alt(&a.page).contains(marked), "{end:?}: {}", alt(&a.page));
        assert!(alt(&a.last_frames[0]).contains(marked), "{end:?}");
        if end != End::Abort {
            assert!(
                !alt(&a.last_frames[1]).contains("hidden until the end"),
                "{end:?}"
            );
        }
        assert_ne!(
            a.page.bytes, b.page.bytes,
            "{end:?}: the mask marks the pick"
        );
        let info = &a.after[0].text.en();
        assert!(
            info.contains("White's infiltrator, hidden until the end (R16): Black's pawn on g9."),
            "{end:?}: {info}"
        );
        assert!(
            a.record
                .iter()
                .any(|l| l == "picked g9 as infiltrator (alice)"),
            "{end:?}: {:?}",
            a.record
        );
    }
}
