//! A stored puzzle for the tests of solving one (issue 48).

use super::say;
use gamehost::store;

/// The Masters game the puzzle comes from, in `#m` of server `s`: alice
/// (Ember) and bob play E2-E4, E11-E9, G2-F3, then bob resigns.
pub const SOURCE: [&str; 3] = ["E2-E4", "E11-E9", "G2-F3"];

/// Plays the source game and stores a puzzle at its start whose solution
/// is its three turns (alice's, bob's reply, alice's): game 1, puzzle 1.
pub async fn stored_puzzle(h: &gamehost::host::Host) {
    say(h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "m", "bob", "/accept").await;
    for (n, turn) in SOURCE.iter().enumerate() {
        let who = ["alice", "bob"][n % 2];
        say(h, "m", who, &format!("/turn move:{turn}")).await;
    }
    say(h, "m", "bob", "/resign").await;
    let mut c = h.store().write().await.unwrap();
    let source = store::game(&mut c, 1).await.unwrap().unwrap();
    let log = store::turns(&mut c, 1).await.unwrap();
    let solution: Vec<String> = log.iter().map(|e| e.notation.clone()).collect();
    assert_eq!(solution, SOURCE);
    let found = game_api::FoundPuzzle {
        entry: 0,
        seat: 0,
        state: source.start_state.clone(),
        solution,
    };
    store::save_puzzle(
        &mut c,
        &store::NewPuzzle {
            game_id: 1,
            server: "s",
            game: "masters",
            found: &found,
            made_at: 0,
        },
    )
    .await
    .unwrap();
    c.commit().await.unwrap();
}
