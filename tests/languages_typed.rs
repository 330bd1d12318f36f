//! Masters and Elemental chess typed in the pseudo-locale (issue 45): a
//! game of each played by typed commands alone (`/turn move:… claim:…`,
//! `/loadout element:…`) shows no plain word in any reply — text, buttons,
//! menus, pictures' descriptions — but the players' names, the games'
//! titles and notation. Each turn is one of the rules' legal turns, read
//! from the game's own choices and typed as a player would.

mod common;

use common::{Draws, host, pseudo_drawn, pseudo_texts, say};
use game_api::choice::complete_paths;
use gamehost::host::Host;
use gamehost::host::reply::Audience;
use gamehost::speech::pseudo;

/// Names, titles and notation shown as they are (the turns' notation,
/// like `h7-h6 lock:e2` or `I2-I4 +horseman`, and the options typed).
const ALLOWED: &[&str] = &[
    "alice",
    "bob",
    "Masters",
    "Elemental",
    "chess",
    "UTC",
    "lock",
    "then",
    "chain",
    "dk",
    "qk",
    "bdk",
    "bqk",
    "res",
    "rj",
    "laugh",
    "face",
    "pass",
    "promote",
    "claim",
    "inherit",
    "move",
    "turn",
    "loadout",
    "element",
    "augmentor",
    "fire",
    "stalwart",
    "north",
    "east",
    "south",
    "west",
    "pawn",
    "knight",
    "bishop",
    "rook",
    "queen",
    "horseman",
    "dragon",
    "sentinel",
    "archer",
    "decline",
];

fn check(what: &str, texts: &[String]) {
    for t in texts {
        let bare: String = t.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let bad: Vec<&str> = pseudo::strays(&bare, ALLOWED)
            .into_iter()
            .filter(|w| !w.chars().any(|c| c.is_ascii_digit()))
            .collect();
        assert!(bad.is_empty(), "{what}: {bad:?} in {t:?}");
    }
}

/// A Masters turn's notation (`D1-D7=dragon ^F9 +horseman`) typed as
/// `/turn` options.
fn masters_typed(turn: &str) -> String {
    let mut line = "/turn".to_string();
    for token in turn.split(' ') {
        if let Some(c) = token.strip_prefix('^') {
            line += &format!(" claim:{c}");
        } else if let Some(k) = token.strip_prefix('+') {
            line += &format!(" inherit:{k}");
        } else if let Some((mv, p)) = token.split_once('=') {
            line += &format!(" move:{mv} promote:{p}");
        } else {
            line += &format!(" move:{token}");
        }
    }
    line
}

/// An Elemental turn's notation (`e7-e8=q dk:f6 then:f4,e5`) typed as
/// `/turn` options; `None` for a pass or a Laugh (typed otherwise).
fn elemental_typed(turn: &str) -> Option<String> {
    let mut tokens = turn.split(' ');
    let first = tokens.next()?;
    if first == "pass" || first.starts_with("laugh:") {
        return None;
    }
    let mut line = match first.split_once('=') {
        Some((mv, p)) => {
            let piece = match p {
                "q" => "queen",
                "r" => "rook",
                "b" => "bishop",
                _ => "knight",
            };
            format!("/turn move:{mv} promote:{piece}")
        }
        None => format!("/turn move:{first}"),
    };
    for token in tokens {
        line += &format!(" {token}");
    }
    Some(line)
}

/// The legal turns of the seat to act, in the game's notation.
async fn legal_turns(h: &Host, channel: &str, game: &str) -> Option<(usize, Vec<String>)> {
    let g = h.games().get(game).unwrap();
    let record = common::latest_game(h, channel).await;
    if record.status != gamehost::store::GameStatus::Running {
        return None;
    }
    let seat = *g.to_act(&record.state).unwrap().first()?;
    let mut found = vec![];
    let mut step = |p: &[String]| g.choices(&record, seat, p).ok();
    complete_paths(&mut step, &mut vec![], &mut found);
    let board = g.board(&record, game_api::Viewer::Public).unwrap();
    check(&format!("{game}: the board"), &pseudo_drawn(board.as_ref()));
    Some((seat, found.into_iter().map(|(_, t)| t).collect()))
}

#[tokio::test]
async fn masters_and_elemental_typed_show_only_catalogue_words() {
    for (game, side) in [("masters", "ember"), ("elemental", "white")] {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        h.speak_by_default(game_api::Locale::Pseudo);
        let ch = format!("t-{game}");
        let names = ["alice", "bob"];
        let mut lines: Vec<(usize, String)> = vec![
            (
                0,
                format!("/challenge opponent:bob game:{game} side:{side}"),
            ),
            (1, "/accept".into()),
        ];
        if game == "elemental" {
            lines.push((0, "/loadout element:fire augmentor:stalwart".into()));
            lines.push((1, "/loadout element:fire augmentor:stalwart".into()));
        }
        for (who, line) in &lines {
            for r in say(&h, &ch, names[*who], line).await {
                check(&format!("{game}: {line}"), &pseudo_texts(&r));
            }
        }
        let mut draws = Draws(5);
        let mut played = 0;
        while played < 16 {
            let Some((seat, turns)) = legal_turns(&h, &ch, game).await else {
                break;
            };
            let typed: Vec<String> = turns
                .iter()
                .filter_map(|t| match game {
                    "masters" => Some(masters_typed(t)),
                    _ => elemental_typed(t),
                })
                .collect();
            if typed.is_empty() {
                break;
            }
            let line = &typed[draws.below(typed.len())];
            let replies = say(&h, &ch, names[seat], line).await;
            assert!(
                replies.iter().any(|r| r.audience == Audience::Everyone),
                "{game}: {line} was refused"
            );
            for r in &replies {
                check(&format!("{game}: {line}"), &pseudo_texts(r));
                for a in &r.attachments {
                    check(
                        &format!("{game}: {line}: a picture"),
                        std::slice::from_ref(&a.description),
                    );
                }
            }
            played += 1;
        }
        assert!(played >= 8, "{game}: {played} turns typed");
        for line in ["/game", "/history", "/board", "/resign"] {
            for r in say(&h, &ch, "alice", line).await {
                check(&format!("{game}: {line}"), &pseudo_texts(&r));
            }
        }
    }
}
