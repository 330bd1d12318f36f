//! `gamehost verify`'s report, read as a person reads it: one game played
//! is one game, with the turns it replayed, and every stored position
//! matches its log.

mod common;

use common::{host, say};

#[tokio::test]
async fn verify_counts_one_game_as_one_game() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    say(&h, "m", "alice", "/turn move:E2-E4").await;
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert_eq!(
        report.summary(),
        "verify: 1 game, 1 turn replayed, every stored position matches its log."
    );
}
