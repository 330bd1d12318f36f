//! Masters and Elemental chess chosen step by step in the pseudo-locale
//! (issue 45): a game of each played by the choices of `/play` alone (for
//! Elemental, the secret loadouts first) shows no plain word in any step —
//! its text, prompt, "so far", buttons, menus and the step's picture —
//! but the players' names, the game's title and notation (the turn End
//! turn plays, in the game's own notation). Regions chess and Throne have
//! their own whole-game tests (tests/languages_regions.rs,
//! tests/languages_throne.rs).

mod common;

use common::{Draws, host, picks, pseudo_drawn, pseudo_texts, say};
use gamehost::host::Host;
use gamehost::host::reply::Reply;
use gamehost::speech::pseudo;

/// Names and titles shown as they are.
const NAMES: &[&str] = &["alice", "bob", "Masters", "Elemental", "chess"];

/// The words of a turn's notation, shown as it is in a turn's line
/// (`h7-h6 lock:e2 then:g5,g4`, `E2-E4 ^F7`); squares are letters and
/// digits, which the check skips.
const NOTATION: &[&str] = &[
    "lock", "then", "chain", "dk", "qk", "bdk", "bqk", "res", "rj", "laugh", "face", "pass",
    "promote", "north", "east", "south", "west", "pawn", "knight", "bishop", "rook", "queen",
];

/// What `text` shows that is neither catalogue words, names nor notation
/// (the turn a complete step plays is set as code, in backticks).
fn strays(text: &str) -> Vec<String> {
    let bare: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
    let mut allowed: Vec<&str> = NAMES.to_vec();
    allowed.extend(NOTATION);
    pseudo::strays(&bare, &allowed)
        .into_iter()
        .filter(|w| !w.contains('_') && !w.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

fn check(what: &str, texts: &[String]) {
    for t in texts {
        let bad = strays(t);
        assert!(bad.is_empty(), "{what}: {bad:?} in {t:?}");
    }
}

/// The choices and End turn of a step, as console lines.
fn options(reply: &Reply) -> (Vec<String>, Option<String>) {
    let end = reply
        .buttons
        .iter()
        .find(|b| b.id.contains(":cs:e:"))
        .map(|b| format!("/press {}", b.id));
    (picks(reply), end)
}

/// Plays `turns` turns of the game in `channel` by choices alone, each
/// step's words and picture checked; a game still running then is
/// resigned.
async fn play_by_choices(h: &Host, channel: &str, game: &str, turns: usize) {
    let g = h.games().get(game).unwrap();
    let mut draws = Draws(11);
    let names = ["alice", "bob"];
    let mut played = 0;
    while played < turns {
        let record = common::latest_game(h, channel).await;
        if record.status != gamehost::store::GameStatus::Running {
            break;
        }
        let Some(&seat) = g.to_act(&record.state).unwrap().first() else {
            break;
        };
        let who = names[seat];
        let mut line = "/play".to_string();
        let mut path: Vec<String> = vec![];
        for _ in 0..24 {
            let replies = say(h, channel, who, &line).await;
            for r in &replies {
                check(&format!("{game}: {who} {line}"), &pseudo_texts(r));
            }
            if line.contains(":cs:e:") {
                played += 1;
                break;
            }
            if let Ok(picture) = g.choice_picture(&record, seat, &path) {
                check(
                    &format!("{game}: step picture after {path:?}"),
                    &pseudo_drawn(picture.as_ref()),
                );
            }
            let (picks, end) = options(&replies[0]);
            line = match (&end, picks.is_empty()) {
                (Some(end), true) => end.clone(),
                (Some(end), false) if draws.below(3) == 0 => end.clone(),
                (_, false) => picks[draws.below(picks.len())].clone(),
                (None, true) => panic!("{game}: a step with nothing to choose"),
            };
            if let Some(key) = line.rsplit(':').next().filter(|_| line.contains(":cs:p:")) {
                path.push(key.to_string());
            } else if let Some(value) = line.strip_prefix("/choose ") {
                path.push(value.rsplit(' ').next().unwrap_or_default().to_string());
            }
        }
    }
    assert!(played >= turns.min(6), "{game}: {played} turns played");
}

#[tokio::test]
async fn masters_and_elemental_chosen_step_by_step_show_only_catalogue_words() {
    for (game, side) in [("masters", "ember"), ("elemental", "white")] {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        let ch = format!("c-{game}");
        say(
            &h,
            &ch,
            "alice",
            &format!("/challenge opponent:bob game:{game} side:{side}"),
        )
        .await;
        say(&h, &ch, "bob", "/accept").await;
        play_by_choices(&h, &ch, game, 16).await;
    }
}
