//! A game's buttons pressed in a direct message (issue 46: a turn alert
//! carries the Play button, named by the game, not by the channel): what
//! everyone sees is said in the game's channel, the presser is answered in
//! the DM; someone not playing, or a press in another server channel, is
//! refused and changes nothing.

mod common;

use common::{say, two_player_game};
use game_api::{Audience, GameStatus};
use gamehost::host::events::Happened;
use gamehost::host::{Ctx, DIRECT, Host};
use gamehost::speech::InEnglish;

fn in_dm(user: &str) -> Ctx {
    Ctx {
        server: DIRECT.into(),
        channel: format!("dm-{user}"),
        user: game_api::User::named(user),
        manages_server: false,
    }
}

async fn game_1(h: &Host) -> game_api::GameRecord {
    let mut c = h.store().read().await.unwrap();
    gamehost::store::game(&mut c, 1).await.unwrap().unwrap()
}

async fn press(h: &Host, ctx: &Ctx, id: &str) -> gamehost::host::Answer {
    let command = h
        .parse(&format!("/press {id}"), |n| Some(game_api::User::named(n)))
        .unwrap();
    h.answer(ctx, command, None).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_accepted_from_a_direct_message_is_said_in_the_games_channel() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    two_player_game(&h, "m1", "masters").await;
    say(&h, "m1", "alice", "/draw action:offer").await;
    let version = game_1(&h).await.version;
    let accept = format!("g:1:{version}:draw-accept");

    // carol does not play: refused, nothing changes.
    let refused = press(&h, &in_dm("carol"), &accept).await;
    assert!(refused.outcome.is_err());
    assert_eq!(game_1(&h).await.version, version);
    // A press in another server channel is refused as before.
    let elsewhere = Ctx {
        server: "s".into(),
        channel: "m2".into(),
        user: game_api::User::named("bob"),
        manages_server: false,
    };
    let refused = press(&h, &elsewhere, &accept).await;
    assert_eq!(
        refused.replies[0].text.en(),
        "That button belongs to a game in another channel."
    );
    assert_eq!(game_1(&h).await.version, version);

    // bob accepts from his DM: the board is said in #m1, bob is told where.
    let mut events = h.subscribe();
    let answer = press(&h, &in_dm("bob"), &accept).await;
    assert_eq!(answer.outcome, Ok(()));
    assert_eq!(answer.replies.len(), 1);
    assert_eq!(answer.replies[0].audience, Audience::Private("bob".into()));
    assert_eq!(answer.replies[0].text.en(), "Done: it is shown in #m1.");
    assert_eq!(game_1(&h).await.status, GameStatus::Drawn);
    let said = loop {
        match events.recv().await.unwrap() {
            Happened::Said { channel, replies } => break (channel, replies),
            _ => continue,
        }
    };
    assert_eq!(said.0, "m1");
    assert!(said.1.iter().all(|r| r.audience == Audience::Everyone));
    assert!(
        said.1.iter().any(|r| r.text.en().contains("draw")),
        "{:?}",
        said.1.iter().map(|r| r.text.en()).collect::<Vec<_>>()
    );
}

/// In a direct message with the bot nobody else could accept: a challenge
/// to a person is refused there (the bot may be challenged).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_cannot_be_challenged_in_a_direct_message_with_the_bot() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    let alice = in_dm("alice");
    let command = h
        .parse("/challenge opponent:bob", |n| {
            Some(game_api::User::named(n))
        })
        .unwrap();
    let answer = h.answer(&alice, command, None).await;
    assert!(answer.outcome.is_err());
    assert_eq!(
        answer.replies[0].text.en(),
        "Only the bot can play you here: choose it as the opponent, or challenge people in a server."
    );
    let open = h.open_challenge(&alice.channel).await.unwrap();
    assert!(open.is_none());
}

/// A table there needs the bot in every other seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_in_a_direct_message_with_the_bot_is_for_bots_only() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    let alice = in_dm("alice");
    let open = async |line: &str| {
        let command = h.parse(line, |n| Some(game_api::User::named(n))).unwrap();
        h.answer(&alice, command, None).await
    };
    let refused = open("/challenge game:throne players:3 bots:1").await;
    assert!(refused.outcome.is_err());
    assert_eq!(
        refused.replies[0].text.en(),
        "Only the bot can play you here: give the other seats to it with bots:2, or open a table in a server."
    );
    assert!(h.open_challenge(&alice.channel).await.unwrap().is_none());
    let opened = open("/challenge game:throne players:3 bots:2").await;
    assert_eq!(opened.outcome, Ok(()));
}
