//! `/mygames` (issue 46): a player's running games in every channel, newest
//! first, whose turn each is and when it is due, on SQLite and PostgreSQL;
//! a finished game is not listed, nor anyone else's.

mod common;

use common::{Backend, fresh_database, say, two_player_game};
use game_api::Audience;
use gamehost::bench::turns as random_turns;
use gamehost::speech::InEnglish;

common::on_both!(mygames_lists_each_running_game_with_whose_turn_it_is);

/// Plays Ember's first move in `channel`'s game (alice's).
async fn alice_moves(h: &gamehost::host::Host, channel: &str) {
    let state = {
        let mut c = h.store().read().await.unwrap();
        gamehost::store::latest_game(&mut c, channel)
            .await
            .unwrap()
            .unwrap()
            .state
    };
    let line = random_turns::masters(&state, masters::Side::Ember, &mut 7).unwrap();
    let replies = say(h, channel, "alice", &line).await;
    assert!(
        replies.iter().all(|r| r.audience == Audience::Everyone),
        "{line}"
    );
}

async fn mygames_lists_each_running_game_with_whose_turn_it_is(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = common::clocked_host(&how, &clock).await;
    let mine = async |who: &str| {
        let replies = say(&h, "anywhere", who, "/mygames").await;
        assert_eq!(replies.len(), 1);
        assert_eq!(replies[0].audience, Audience::Private(who.into()));
        replies[0].text.en()
    };
    assert_eq!(mine("alice").await, "You have no running games.");

    two_player_game(&h, "m1", "masters").await;
    two_player_game(&h, "m2", "masters").await;
    alice_moves(&h, "m2").await;
    two_player_game(&h, "m3", "masters").await;
    say(&h, "m3", "bob", "/resign").await;

    let due = 1_795_000_000 + 86_400;
    let when = gamehost::speech::english(&game_api::Words::from(
        game_api::Phrase::new("host-player").with("who", game_api::Arg::When(due)),
    ));
    assert_eq!(
        mine("alice").await,
        [
            "Your running games:".to_string(),
            "- Masters #2 against bob, in #m2: waiting for bob.".to_string(),
            format!("- Masters #1 against bob, in #m1: your turn, due {when}."),
        ]
        .join("\n")
    );
    assert_eq!(
        mine("bob").await,
        [
            "Your running games:".to_string(),
            format!("- Masters #2 against alice, in #m2: your turn, due {when}."),
            "- Masters #1 against alice, in #m1: waiting for alice.".to_string(),
        ]
        .join("\n")
    );
    assert_eq!(mine("carol").await, "You have no running games.");
}
