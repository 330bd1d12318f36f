//! Throne in every player's language (issue 45): a whole game played by
//! typed commands and one played by the buttons and menus of its turn
//! messages after `/play`, read in the pseudo-locale, where every catalogue
//! message is wrapped and accented: no reply, button, menu, picture's alt
//! text or text drawn on a picture shows a plain word but the players'
//! names and notation (places, values and the position as typed). Also
//! `/rules game:throne`, every `/rules piece:…` and the refusals the other
//! Throne tests provoke. Throne has no secrets (everyone sees the same
//! board), so there is no secret to keep here. And the English of the
//! turn lines the other tests read is unchanged.

mod common;

use common::web::latest;
use common::{host, say};
use game_api::{Locale, Picture, Viewer};
use gamehost::host::Host;
use gamehost::host::reply::Reply;
use gamehost::speech::{InEnglish, pseudo, speaker};
use throne::{Phase, Position};

/// Words a Throne screen may show as they are: the players, the game's
/// title, options as typed, places as typed and the console's due times
/// (`2026-11-29 10:07 UTC`).
const AS_TYPED: &[&str] = &[
    "alice", "bob", "Throne", "home", "throne", "red", "blue", "green", "gold", "kind", "piece",
    "values", "UTC",
];

/// What of `text` is neither a catalogue message nor `allowed`.
fn strays(text: &str, allowed: &[String]) -> Vec<String> {
    let mut all: Vec<&str> = AS_TYPED.to_vec();
    all.extend(allowed.iter().map(String::as_str));
    pseudo::strays(text, &all)
        .into_iter()
        .map(str::to_string)
        .collect()
}

/// Every text of `replies` in the pseudo-locale: the text, each button's
/// label, each menu's placeholder and options.
fn said(replies: &[Reply]) -> Vec<String> {
    let speak = speaker(Locale::Pseudo);
    let mut out = vec![];
    for r in replies {
        out.push(game_api::Speak::words(&speak, &r.text));
        for b in &r.buttons {
            out.push(game_api::Speak::words(&speak, &b.label));
        }
        for m in &r.menus {
            out.push(game_api::Speak::words(&speak, &m.placeholder));
            for o in &m.options {
                out.push(game_api::Speak::words(&speak, &o.label));
            }
        }
    }
    out
}

/// The alt text and every text run of `picture` drawn in the pseudo-locale.
fn drawn(picture: &dyn Picture) -> Vec<String> {
    board_render::clear_band_cache();
    let speak = speaker(Locale::Pseudo);
    let (drawn, runs) = board_render::runs::recorded(|| picture.draw(&speak));
    let drawn = drawn.unwrap();
    assert!(!runs.is_empty(), "the picture drew no text");
    let mut out = runs;
    out.push(drawn.alt);
    out
}

/// The stored position of `channel`'s latest game.
async fn position(h: &Host, channel: &str) -> (game_api::GameRecord, Position) {
    let game = latest(h, channel).await;
    let pos: Position = game.state.parse().unwrap();
    (game, pos)
}

/// What the host itself still writes in English around a game's words
/// (not Throne's to say): the ratings line after a rated game ends and
/// the choice step's own frame.
const HOSTS: &[&str] = &["Ratings", "Complete", "plays", "Choices", "So", "far"];

/// Fails on any stray in `texts`, saying where it was.
fn check(texts: &[String], allowed: &[String], what: &str) {
    let mut allowed = allowed.to_vec();
    allowed.extend(HOSTS.iter().map(|s| s.to_string()));
    for t in texts {
        let bad = strays(t, &allowed);
        assert!(bad.is_empty(), "{what}: {bad:?} in {t:?}");
    }
}

/// Opens a two-player table in `channel` and starts it; checks what is said.
async fn open(h: &Host, channel: &str) {
    say(h, channel, "alice", "/challenge game:throne players:2").await;
    say(h, channel, "bob", "/join").await;
    let started = say(h, channel, "alice", "/start").await;
    check(&said(&started), &[], "the start");
}

/// The words of the position notation `/game` shows, which stay as they are.
fn notation(pos: &Position) -> Vec<String> {
    pos.to_string()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .map(str::to_string)
        .collect()
}

/// Plays `channel`'s game to its end, each action chosen by `act` (the
/// line its mover types, or a button it presses), checking every reply,
/// the board after each action and `/game` now and then.
async fn play_to_the_end(
    h: &Host,
    channel: &str,
    mut act: impl AsyncFnMut(&Host, &Position, &str) -> Vec<Reply>,
) {
    let names = ["alice", "bob"];
    let g = h.games().get("throne").unwrap();
    for n in 0..3000 {
        let (game, pos) = position(h, channel).await;
        if n % 40 == 0 {
            let info = say(h, channel, "alice", "/game").await;
            check(&said(&info), &notation(&pos), "/game");
        }
        let board = g.board(&game, Viewer::Public).unwrap();
        check(&drawn(board.as_ref()), &[], "the board");
        if matches!(pos.phase(), Phase::Won(_)) {
            return;
        }
        let mover = names[pos.turn().index()];
        let replies = act(h, &pos, mover).await;
        assert!(
            replies
                .iter()
                .all(|r| r.audience == game_api::Audience::Everyone),
            "refused: {:?}",
            replies.iter().map(|r| r.text.en()).collect::<Vec<_>>()
        );
        check(&said(&replies), &[], "a turn's message");
    }
    panic!("the game did not end");
}

/// A move chosen among the legal ones by a simple rule (captures first).
fn pick(pos: &Position, n: usize) -> throne::Move {
    let moves = pos.legal_moves();
    moves
        .iter()
        .copied()
        .find(|m| pos.captures(m))
        .unwrap_or(moves[n % moves.len()])
}

#[tokio::test]
async fn a_whole_game_typed_is_said_in_the_pseudo_locale() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    open(&h, "t").await;
    let mut n = 0usize;
    play_to_the_end(&h, "t", async |h: &Host, pos: &Position, mover: &str| {
        n += 7;
        let line = match pos.phase() {
            Phase::Throw => "/throw".to_string(),
            _ => {
                let m = pick(pos, n);
                format!("/move piece:{} kind:{} values:{}", m.from, m.kind, m.values)
            }
        };
        say(h, "t", mover, &line).await
    })
    .await;
}

#[tokio::test]
async fn a_whole_game_by_the_buttons_after_play_is_said_in_the_pseudo_locale() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    open(&h, "p").await;
    let mut n = 0usize;
    play_to_the_end(&h, "p", async |h: &Host, pos: &Position, mover: &str| {
        n += 5;
        let game = latest(h, "p").await;
        // /play: the private step, its prompt and choices' labels in the
        // pseudo-locale too; the turn it plays is notation (`throw`).
        let shown = say(h, "p", mover, "/play").await;
        check(&said(&shown), &["throw".into()], "/play");
        // The turn message's own buttons and menus play a whole path.
        let version = game.version;
        let (id, value) = match pos.phase() {
            Phase::Throw => (format!("g:{}:{version}:cs:go", game.id), None),
            _ => {
                let moves = pos.legal_moves();
                let m = pick(pos, n);
                let i = moves.iter().position(|o| *o == m).unwrap();
                let mixed = moves.iter().any(|o| o.from == m.from && o.kind != m.kind);
                let kind = if mixed {
                    format!("|kind.{}", m.kind)
                } else {
                    String::new()
                };
                let path = format!("{}{kind}|values.{}", m.from, m.values);
                if moves.len() <= 20 {
                    (format!("g:{}:{version}:cs:go:{path}", game.id), None)
                } else {
                    (
                        format!("g:{}:{version}:cs:go:~{}", game.id, i / 25),
                        Some(path),
                    )
                }
            }
        };
        match value {
            None => say(h, "p", mover, &format!("/press {id}")).await,
            Some(v) => say(h, "p", mover, &format!("/choose {id} {v}")).await,
        }
    })
    .await;
}

#[tokio::test]
async fn rules_and_refusals_are_said_in_the_pseudo_locale() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let g = h.games().get("throne").unwrap();
    let mut texts = vec![];
    for line in [
        "/rules game:throne",
        "/rules game:throne piece:soldier",
        "/rules game:throne piece:unit",
        "/rules game:throne piece:squad",
        "/rules game:throne piece:king",
    ] {
        texts.extend(said(&say(&h, "t", "carol", line).await));
    }
    let user = game_api::User::named("carol");
    if let game_api::Out::Rich { picture, .. } = g.rules(&user, None).unwrap() {
        texts.extend(drawn(picture.as_ref()));
    } else {
        panic!("/rules game:throne shows the labelled board");
    }
    open(&h, "t").await;
    for (who, line) in [
        ("bob", "/throw"),
        ("alice", "/move piece:home values:6"),
        ("alice", "/move piece:attic values:6"),
        ("alice", "/move piece:home values:x"),
        ("alice", "/move piece:home kind:king values:6"),
    ] {
        texts.extend(said(&say(&h, "t", who, line).await));
    }
    say(&h, "t", "alice", "/throw").await;
    for (who, line) in [
        ("alice", "/throw"),
        ("alice", "/move piece:throne values:6"),
        ("alice", "/move piece:blue-1 values:6"),
        ("alice", "/move piece:5 values:6"),
        ("alice", "/move piece:home values:3+3+3"),
    ] {
        texts.extend(said(&say(&h, "t", who, line).await));
    }
    check(
        &texts,
        &["attic".into(), "king".into()],
        "rules and refusals",
    );
}

#[tokio::test]
async fn the_english_of_a_turn_reads_as_before() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "t", "alice", "/challenge game:throne players:2").await;
    say(&h, "t", "bob", "/join").await;
    let started = say(&h, "t", "alice", "/start").await;
    let text = started[0].text.en();
    assert!(
        text.starts_with("Throne begins: Red (alice) and Blue (bob). Race your 12 soldiers round the ring and into the Throne: squad, squad, unit, soldier, soldier (T19). Red (alice) throws first: /throw or the button."),
        "{text}"
    );
    assert_eq!(started[0].buttons[0].label.en(), "Throw");
    let thrown = say(&h, "t", "alice", "/throw").await;
    let text = thrown[0].text.en();
    assert!(text.starts_with("Turn 1 · Red (alice) threw "), "{text}");
    assert!(text.contains("Red (alice) to move with "), "{text}");
    let refused = say(&h, "t", "bob", "/throw").await;
    assert_eq!(
        refused[0].text.en(),
        "It is Red (alice)'s round: wait for them to move."
    );
}
