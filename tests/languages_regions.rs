//! Regions chess in every player's language (issue 45). Read in the
//! pseudo-locale, where every catalogue message is wrapped and accented, a
//! whole game played by typed commands and one played by the choices of
//! `/play` show no plain word but the players' names and notation: every
//! reply's text, button and menu, and every picture the game draws (its
//! alt text and each text run drawn on it) for the channel and for each
//! player; `/rules` and each piece's rules; the refusals the game gives.
//! A pick stays secret in another language: what anyone but its owner is
//! shown, said in German and in Japanese, is the same whichever piece was
//! picked.

mod common;

use common::{Draws, host, host_at, picks, pseudo_drawn, pseudo_texts, say};
use game_api::{Locale, Out, Speak, User, Viewer, Words};
use gamehost::host::Host;
use gamehost::host::reply::Reply;
use gamehost::speech::{pseudo, speaker};

const OPENING: [(&str, &str); 2] = [
    ("alice", "/challenge opponent:bob game:regions side:white"),
    ("bob", "/accept"),
];

/// Words that the host itself still writes in English around what the
/// game says in a reply (its own sentences are the host's to translate;
/// it names the game by its title and the seats by their names as they
/// are): allowed in replies only, so that this test reads what Regions
/// chess says. The game's own texts (pictures, `/game`, the status line,
/// the record, `/rules`) allow nothing but names and notation.
const HOST_WORDS: &[&str] = &["Regions", "chess", "White", "Black", "UTC", "Ratings"];

/// `text` without its notation in backticks (positions, typed values)
/// and the promotions of action notation (`c9-c10=queen`: the value a
/// player types, as it is in every language).
fn without_code(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        }
    }
    let mut bare = String::new();
    let mut chars = out.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '=' {
            while chars.peek().is_some_and(|c| c.is_ascii_lowercase()) {
                chars.next();
            }
        }
        bare.push(c);
    }
    bare
}

/// What of `text` did not come from the catalogue, other than names,
/// notation in backticks (and in a reply, the host's own words).
fn strays(text: &str, reply: bool) -> Vec<String> {
    let mut allowed: Vec<&str> = vec!["alice", "bob", "carol"];
    if reply {
        allowed.extend(HOST_WORDS);
    }
    pseudo::strays(&without_code(text), &allowed)
        .into_iter()
        .map(str::to_string)
        .collect()
}

fn pseudo_speaker() -> gamehost::speech::Speaker {
    speaker(Locale::Pseudo)
}

/// Checks every text the game made, naming what it came from.
fn no_strays(what: &str, texts: &[String]) {
    for text in texts {
        let found = strays(text, false);
        assert!(found.is_empty(), "{what}: {found:?} in {text:?}");
    }
}

/// Checks every text of a reply, naming the command.
fn no_strays_in_reply(what: &str, texts: &[String]) {
    for text in texts {
        let found = strays(text, true);
        assert!(found.is_empty(), "{what}: {found:?} in {text:?}");
    }
}

/// The game in `channel` as stored.
async fn game(h: &Host, channel: &str) -> gamehost::store::GameRecord {
    stored(h, channel).await.expect("a game in the channel")
}

/// The game in `channel`, if one was started.
async fn stored(h: &Host, channel: &str) -> Option<gamehost::store::GameRecord> {
    let mut c = h.store().read().await.unwrap();
    gamehost::store::latest_game(&mut c, channel).await.unwrap()
}

/// What the game shows of itself now: its pictures for the channel and
/// each seat, the next step's picture of each seat that may act, its
/// status line, `/game` for everyone and its record.
async fn check_the_game(h: &Host, channel: &str, when: &str) {
    let record = game(h, channel).await;
    let g = h.games().get("regions").unwrap();
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
        let board = g.board(&record, viewer).unwrap();
        no_strays(
            &format!("{when}: board for {viewer:?}"),
            &pseudo_drawn(board.as_ref()),
        );
        let lines = g.describe(&record, viewer).unwrap();
        let s = pseudo_speaker();
        no_strays(
            &format!("{when}: /game for {viewer:?}"),
            &lines.iter().map(|l| s.words(l)).collect::<Vec<_>>(),
        );
    }
    if let Ok(to_act) = g.to_act(&record.state) {
        for seat in to_act {
            if let Ok(picture) = g.choice_picture(&record, seat, &[]) {
                no_strays(
                    &format!("{when}: step of seat {seat}"),
                    &pseudo_drawn(picture.as_ref()),
                );
            }
        }
    }
    // The record, as each viewer reads it (`/history` itself is the
    // host's to say).
    let log = {
        let mut c = h.store().read().await.unwrap();
        gamehost::store::turns(&mut c, record.id).await.unwrap()
    };
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
        let s = pseudo_speaker();
        let lines: Vec<String> = gamehost::host::record::lines(g, &record, &log, viewer)
            .iter()
            .map(|l| s.words(&l.text))
            .collect();
        no_strays(&format!("{when}: the record for {viewer:?}"), &lines);
    }
    no_strays(
        &format!("{when}: status"),
        &[pseudo_speaker().words(&g.status_line(&record).unwrap())],
    );
}

/// `line` said by `who`, each reply checked.
async fn said(h: &Host, channel: &str, who: &str, line: &str) -> Vec<Reply> {
    let replies = say(h, channel, who, line).await;
    for r in &replies {
        no_strays_in_reply(&format!("{who} {line}"), &pseudo_texts(r));
    }
    replies
}

/// `line` said by `who` while choosing a step, each reply checked with
/// the step's own words `allowed` as well.
async fn said_in_step(
    h: &Host,
    channel: &str,
    who: &str,
    line: &str,
    allowed: &[String],
) -> Vec<Reply> {
    let replies = say(h, channel, who, line).await;
    for r in &replies {
        for text in pseudo_texts(r) {
            let found: Vec<String> = strays(&text, true)
                .into_iter()
                .filter(|w| !allowed.iter().any(|a| a.eq_ignore_ascii_case(w)))
                .collect();
            assert!(found.is_empty(), "{who} {line}: {found:?} in {text:?}");
        }
    }
    replies
}

#[tokio::test]
async fn a_whole_game_typed_in_the_pseudo_locale_shows_only_catalogue_words() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let ch = "r";
    for (who, line) in OPENING {
        said(&h, ch, who, line).await;
    }
    check_the_game(&h, ch, "started").await;
    // Refusals before play: no pick yet, a piece that may not be picked,
    // one's own piece, a second pick.
    let lines = [
        ("alice", "/move from:e2 to:e4"),
        ("alice", "/pick piece:e10"),
        ("alice", "/pick piece:e2"),
        ("alice", "/pick piece:e9"),
        ("alice", "/pick piece:f9"),
        ("bob", "/game"),
        ("bob", "/pick piece:c2"),
        // A carry cut short, then the shorter carry.
        ("alice", "/move from:e2 to:e5 carry:d2"),
        ("alice", "/move from:e2 to:e4 carry:d2"),
        ("alice", "/move from:e2 to:e3"),
        ("alice", "/endturn"),
        ("bob", "/turn move:a9"),
        ("bob", "/turn move:a9-a1"),
        ("bob", "/turn move:a9-a8"),
        ("alice", "/turn move:i1-h3"),
        ("bob", "/turn move:a8-a7"),
        ("alice", "/turn move:h3-i5"),
        ("bob", "/turn move:j9-j8"),
        ("alice", "/turn move:i5-g6"),
        ("bob", "/turn move:j8-j7"),
        ("alice", "/turn move:g6-e7"),
        ("bob", "/turn move:a7-a6"),
        // The hussar checks; alice may not reveal out of turn; bob reveals.
        ("alice", "/turn move:e7-g8"),
        ("alice", "/reveal"),
        ("bob", "/reveal"),
        ("carol", "/game"),
        ("alice", "/game"),
        ("alice", "/turn move:g8-f10"),
        ("carol", "/game"),
    ];
    for (who, line) in lines {
        said(&h, ch, who, line).await;
        check_the_game(&h, ch, &format!("after {who} {line}")).await;
    }
    let record = game(&h, ch).await;
    assert_ne!(
        record.status,
        gamehost::store::GameStatus::Running,
        "played to its end"
    );
    let result = record.result.as_ref().expect("a result");
    no_strays("the result", &[pseudo_speaker().words(result)]);
}

#[tokio::test]
async fn the_rules_and_every_piece_in_the_pseudo_locale() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let g = h.games().get("regions").unwrap();
    let user = User::named("alice");
    let mut asks: Vec<Option<&str>> = vec![None];
    asks.extend(g.meta().pieces.iter().map(|p| Some(*p)));
    for piece in asks {
        let Out::Board { text, picture, .. } = g.rules(&user, piece).unwrap() else {
            panic!("/rules answers with a picture");
        };
        no_strays(
            &format!("/rules {piece:?}"),
            &[pseudo_speaker().words(&text)],
        );
        no_strays(
            &format!("/rules {piece:?} picture"),
            &pseudo_drawn(picture.as_ref()),
        );
        let line = match piece {
            None => "/rules game:regions".to_string(),
            Some(p) => format!("/rules game:regions piece:{p}"),
        };
        said(&h, "r", "alice", &line).await;
    }
    // A piece that is not one.
    let refused = g.rules(&user, Some("dragon")).unwrap_err();
    let words: Words = match refused {
        game_api::Failure::Refused(r) => r.text().clone(),
        other => panic!("{other:?}"),
    };
    no_strays("/rules piece:dragon", &[pseudo_speaker().words(&words)]);
}

fn button(reply: &Reply, action: &str) -> Option<String> {
    reply
        .buttons
        .iter()
        .find(|b| b.id.contains(&format!(":cs:{action}:")))
        .map(|b| format!("/press {}", b.id))
}

#[tokio::test]
async fn a_whole_game_by_the_choices_of_play_in_the_pseudo_locale() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let ch = "p";
    for (who, line) in OPENING {
        said(&h, ch, who, line).await;
    }
    let names = ["alice", "bob"];
    // The step's own words (prompt, labels, so far) are the game's
    // messages; a complete pick is shown in the game's notation
    // (`pick b10`, `reveal`), which stays as it is.
    let allowed: Vec<String> = vec!["pick".into(), "reveal".into()];
    let mut draws = Draws(7);
    let mut played = 0;
    while played < 400 {
        let record = game(&h, ch).await;
        if record.status != gamehost::store::GameStatus::Running {
            break;
        }
        let g = h.games().get("regions").unwrap();
        let Some(&seat) = g.to_act(&record.state).unwrap().first() else {
            break;
        };
        let who = names[seat];
        let mut step = said_in_step(&h, ch, who, "/play", &allowed).await;
        for _ in 0..16 {
            let reply = &step[0];
            let options = picks(reply);
            let end = button(reply, "e");
            let line = match (&end, options.is_empty()) {
                (Some(end), true) => end.clone(),
                (Some(end), false) if draws.below(3) == 0 => end.clone(),
                (_, false) => options[draws.below(options.len())].clone(),
                (None, true) => panic!("a step with nothing to choose"),
            };
            step = said_in_step(&h, ch, who, &line, &allowed).await;
            if Some(&line) == end.as_ref() {
                played += 1;
                break;
            }
        }
        if played % 10 == 1 {
            check_the_game(&h, ch, &format!("turn {played}")).await;
        }
    }
    check_the_game(&h, ch, "the end").await;
    assert!(played > 10, "{played} turns");
}

/// Everything anyone but alice is shown of a game where alice picked
/// `pick`, said in `locale`: the replies to others, the boards for the
/// channel and for bob (bytes and alt text), `/game` and the status line.
async fn seen_by_others(pick: &str, locale: Locale) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    // One fixed moment for both runs: the due times shown must not differ.
    let clock = gamehost::host::clock::ManualClock::at(1_795_000_000);
    let h = host_at(&dir, std::sync::Arc::new(clock)).await;
    let ch = "s";
    let s = speaker(locale);
    let mut seen = vec![];
    let mut lines: Vec<(&str, String)> = OPENING.iter().map(|(w, l)| (*w, l.to_string())).collect();
    lines.push(("alice", format!("/pick piece:{pick}")));
    for (who, line) in [
        ("bob", "/pick piece:c2"),
        ("alice", "/turn move:e2-e4"),
        ("bob", "/turn move:a9-a8"),
        ("alice", "/turn move:i1-h3"),
        ("bob", "/game"),
        ("carol", "/game"),
        ("bob", "/history"),
    ] {
        lines.push((who, line.to_string()));
    }
    for (who, line) in &lines {
        for r in say(&h, ch, who, line).await {
            if r.audience == gamehost::host::reply::Audience::Private("alice".into()) {
                continue;
            }
            seen.push(s.words(&r.text));
            seen.extend(r.buttons.iter().map(|b| s.words(&b.label)));
        }
        let Some(record) = stored(&h, ch).await else {
            continue;
        };
        let g = h.games().get("regions").unwrap();
        for viewer in [Viewer::Public, Viewer::Seat(1)] {
            let drawn = g.board(&record, viewer).unwrap().draw(&s).unwrap();
            seen.push(drawn.alt);
            seen.push(format!("{:?}", drawn.bytes));
            seen.extend(
                g.describe(&record, viewer)
                    .unwrap()
                    .iter()
                    .map(|l| s.words(l)),
            );
        }
        seen.push(s.words(&g.status_line(&record).unwrap()));
    }
    seen
}

#[tokio::test]
async fn r13_a_pick_stays_secret_in_german_and_in_japanese() {
    for locale in [Locale::De, Locale::Ja] {
        let (a, b) = (
            seen_by_others("g9", locale).await,
            seen_by_others("c9", locale).await,
        );
        assert!(a.len() > 20, "{locale}");
        let first = a.iter().zip(&b).find(|(x, y)| x != y);
        assert_eq!(
            (a.len(), first),
            (b.len(), None),
            "{locale}: alice's pick showed to someone else"
        );
    }
}
