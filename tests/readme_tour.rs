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
