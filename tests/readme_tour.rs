//! The README's tour, read from the README itself and run line by line
//! through the console: every line of every game's block is done, none
//! refused. A README that drifts from the bot fails here.

mod common;

use common::host;
use gamehost::speech::InEnglish;

/// The `text` blocks of the README's "A tour" section.
fn tour_blocks() -> Vec<Vec<String>> {
    let readme = include_str!("../README.md");
    let start = readme.find("## A tour").expect("the README has a tour");
    let end = readme[start + 1..]
        .find("\n## ")
        .map_or(readme.len(), |i| start + 1 + i);
    let mut blocks = vec![];
    let mut current: Option<Vec<String>> = None;
    for line in readme[start..end].lines() {
        match (line.trim(), current.as_mut()) {
            ("```text", None) => current = Some(vec![]),
            ("```", Some(_)) => blocks.extend(current.take()),
            (l, Some(block)) if !l.is_empty() => block.push(l.to_string()),
            _ => {}
        }
    }
    blocks
}

#[tokio::test]
async fn every_line_of_the_readme_tour_is_done() {
    let blocks = tour_blocks();
    assert!(blocks.len() >= 4, "a block per game: {blocks:?}");
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    for block in &blocks {
        for line in block {
            let (replies, done) = gamehost::console::checked_lines(&h, line)
                .await
                .unwrap_or_else(|e| panic!("{line}: {}", e.en()));
            let texts: Vec<String> = replies.iter().map(|(_, r)| r.text.en()).collect();
            assert!(done, "{line} was refused: {texts:?}");
        }
    }
}

/// The README's tour in the pseudo-locale: every reply's text, button,
/// menu and picture description comes from the catalogue, but for the
/// names and notation the tour typed, the games' titles and notation in
/// backticks.
#[tokio::test]
async fn the_readme_tour_says_nothing_outside_the_catalogue() {
    use game_api::{Locale, Speak};
    let speak = gamehost::speech::speaker(Locale::Pseudo);
    let blocks = tour_blocks();
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    h.speak_by_default(Locale::Pseudo);
    // What the tour typed (names, squares, options), and the games' titles
    // and seats, may show as they are.
    let mut allowed: Vec<String> = blocks
        .iter()
        .flatten()
        .flat_map(|l| l.split(|c: char| !c.is_ascii_alphanumeric() && c != '_'))
        .map(str::to_string)
        .collect();
    for g in h.games().iter() {
        allowed.extend(g.meta().title.split(' ').map(str::to_string));
    }
    // The console writes a due time as a date in UTC; an event's boards
    // get channels named after them (`club-e1r1b1`).
    allowed.extend(["UTC", "e1r1b1", "e1r1b2"].map(String::from));
    let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
    for block in &blocks {
        for line in block {
            let (replies, _) = gamehost::console::checked_lines(&h, line)
                .await
                .unwrap_or_else(|e| panic!("{line}: {}", e.en()));
            for (_, reply) in &replies {
                let mut shown = vec![speak.words(&reply.text)];
                shown.extend(reply.buttons.iter().map(|b| speak.words(&b.label)));
                for menu in &reply.menus {
                    shown.push(speak.words(&menu.placeholder));
                    shown.extend(menu.options.iter().map(|o| speak.words(&o.label)));
                }
                shown.extend(reply.attachments.iter().map(|a| a.description.clone()));
                for text in &shown {
                    // Notation in backticks (a position) stays as it is.
                    let bare: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
                    let strays = gamehost::speech::pseudo::strays(&bare, &allowed);
                    assert!(strays.is_empty(), "{line}: {strays:?} in {text}");
                }
            }
        }
    }
}
