//! The typed contract between the host and its front ends (issue 32): a
//! command's answer says what it posted ([`Posted`]) and which recorded
//! messages no longer apply, decided in the command's own transaction; no
//! front end reads button ids to learn it. On both databases.

mod common;

use common::{Backend, clocked_host, fresh_database, on_both};
use gamehost::host::clock::ManualClock;
use gamehost::host::command::User;
use gamehost::host::reply::Posted;
use gamehost::host::{Answer, Ctx, Host};
use gamehost::speech::InEnglish;
use std::sync::Arc;

fn ctx(channel: &str, user: &str) -> Ctx {
    Ctx {
        server: "s".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: false,
    }
}

/// `line` by `user` in `channel`, as a front end runs it.
async fn run(h: &Host, channel: &str, user: &str, line: &str) -> Answer {
    let command = h.parse(line, |n| Some(User::named(n))).unwrap();
    let answer = h.answer(&ctx(channel, user), command, None).await;
    assert_eq!(
        answer.outcome,
        Ok(()),
        "{line}: {}",
        answer.replies[0].text.en()
    );
    answer
}

/// What the answer's replies posted.
fn posted(answer: &Answer) -> Vec<Posted> {
    answer.replies.iter().filter_map(|r| r.posted).collect()
}

async fn host(backend: Backend, dir: &tempfile::TempDir) -> Option<Host> {
    let db = fresh_database(backend, dir).await?;
    Some(clocked_host(&db, &Arc::new(ManualClock::at(1_000_000))).await)
}

async fn a_challenge_message_is_retired_when_the_challenge_is_answered(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(h) = host(backend, &dir).await else {
        return;
    };
    let opened = run(&h, "c", "alice", "/challenge opponent:bob game:masters").await;
    let [Posted::Challenge(id)] = posted(&opened)[..] else {
        panic!(
            "the challenge is not marked as posted: {:?}",
            posted(&opened)
        );
    };
    assert!(
        h.note_posted(Posted::Challenge(id), "m-1")
            .await
            .unwrap()
            .is_empty()
    );
    // A command that settles nothing retires nothing.
    assert!(run(&h, "c", "carol", "/help").await.retired.is_empty());
    let accepted = run(&h, "c", "bob", "/accept").await;
    assert_eq!(accepted.retired, ["m-1"]);
    assert!(posted(&accepted).is_empty());
}

async fn a_table_shown_again_retires_its_older_message(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(h) = host(backend, &dir).await else {
        return;
    };
    let opened = run(&h, "t", "alice", "/challenge game:throne players:3").await;
    let [Posted::Challenge(id)] = posted(&opened)[..] else {
        panic!("the table is not marked as posted: {:?}", posted(&opened));
    };
    assert!(
        h.note_posted(Posted::Challenge(id), "t-1")
            .await
            .unwrap()
            .is_empty()
    );
    let joined = run(&h, "t", "bob", "/join").await;
    assert_eq!(posted(&joined), [Posted::Challenge(id)]);
    assert!(joined.retired.is_empty(), "the table is still open");
    assert_eq!(
        h.note_posted(Posted::Challenge(id), "t-2").await.unwrap(),
        ["t-1"]
    );
    let started = run(&h, "t", "alice", "/start").await;
    assert_eq!(started.retired, ["t-2"]);
}

async fn a_draw_offer_is_retired_when_answered_lapsed_or_answered_before_it_was_recorded(
    backend: Backend,
) {
    let dir = tempfile::tempdir().unwrap();
    let Some(h) = host(backend, &dir).await else {
        return;
    };
    run(
        &h,
        "d",
        "alice",
        "/challenge opponent:bob game:masters side:ember",
    )
    .await;
    run(&h, "d", "bob", "/accept").await;
    // Answered with /draw.
    let offer = run(&h, "d", "alice", "/draw action:offer").await;
    let [Posted::DrawOffer(game)] = posted(&offer)[..] else {
        panic!("the offer is not marked as posted: {:?}", posted(&offer));
    };
    assert!(
        h.note_posted(Posted::DrawOffer(game), "o-1")
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        run(&h, "d", "bob", "/draw action:decline").await.retired,
        ["o-1"]
    );
    // Lapsed by the other player's turn.
    run(&h, "d", "alice", "/turn move:E2-E4").await;
    run(&h, "d", "alice", "/draw action:offer").await;
    assert!(
        h.note_posted(Posted::DrawOffer(game), "o-2")
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        run(&h, "d", "bob", "/turn move:E11-E9").await.retired,
        ["o-2"]
    );
    // Answered before the front end recorded its message: recording it
    // retires it at once.
    run(&h, "d", "bob", "/draw action:offer").await;
    run(&h, "d", "alice", "/draw action:decline").await;
    assert_eq!(
        h.note_posted(Posted::DrawOffer(game), "o-3").await.unwrap(),
        ["o-3"]
    );
    // Each message is named once.
    assert!(run(&h, "d", "carol", "/board").await.retired.is_empty());
}

async fn a_game_command_given_for_another_game_says_which_to_use(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(h) = host(backend, &dir).await else {
        return;
    };
    run(
        &h,
        "g",
        "alice",
        "/challenge opponent:bob game:masters side:ember",
    )
    .await;
    run(&h, "g", "bob", "/accept").await;
    let given = |game: &str| {
        h.parse("/move from:E2 to:E4", |n| Some(User::named(n)))
            .unwrap()
            .for_game(Some(game.to_string()))
    };
    let refused = h.answer(&ctx("g", "alice"), given("regions"), None).await;
    assert_eq!(refused.outcome, Err(gamehost::host::Why::Other));
    assert_eq!(
        refused.replies[0].text.en(),
        "That is /move for Regions chess; this channel plays Masters: use /move masters."
    );
    let staged = h.answer(&ctx("g", "alice"), given("masters"), None).await;
    assert_eq!(staged.outcome, Ok(()), "{}", staged.replies[0].text.en());
}

/// The refusals code acts on carry their kind (a front end never reads
/// the sentence): a button of a version the game left, a choice of an
/// older step, a step asked by the player not to move, a command with no
/// game in the channel.
async fn refusals_code_acts_on_carry_their_kind(backend: Backend) {
    use gamehost::host::Why;
    let dir = tempfile::tempdir().unwrap();
    let Some(h) = host(backend, &dir).await else {
        return;
    };
    let press = |button: &str| gamehost::host::command::Command::Press {
        button: game_api::ButtonId::parse(button).unwrap(),
    };
    let none = h
        .answer(
            &ctx("g", "alice"),
            h.parse("/resign", |_| None).unwrap(),
            None,
        )
        .await;
    assert_eq!(none.outcome, Err(Why::NotAllowedHere));
    run(
        &h,
        "g",
        "alice",
        "/challenge opponent:bob game:masters side:ember",
    )
    .await;
    run(&h, "g", "bob", "/accept").await;
    let bobs = h
        .answer(&ctx("g", "bob"), h.parse("/play", |_| None).unwrap(), None)
        .await;
    assert_eq!(bobs.outcome, Err(Why::NotYourTurn));
    let step = run(&h, "g", "alice", "/play").await;
    let pick = step.replies[0]
        .buttons
        .iter()
        .find(|b| b.id.contains(":cs:p:"))
        .unwrap()
        .id
        .clone();
    run(&h, "g", "alice", &format!("/press {pick}")).await;
    let again = h.answer(&ctx("g", "alice"), press(&pick), None).await;
    assert_eq!(again.outcome, Err(Why::ChosenSince));
    run(&h, "g", "alice", "/turn move:E2-E4").await;
    let old_draw = "g:1:0:draw-accept";
    let stale = h.answer(&ctx("g", "bob"), press(old_draw), None).await;
    assert_eq!(stale.outcome, Err(Why::MovedOn));
}

on_both!(
    refusals_code_acts_on_carry_their_kind,
    a_game_command_given_for_another_game_says_which_to_use,
    a_challenge_message_is_retired_when_the_challenge_is_answered,
    a_table_shown_again_retires_its_older_message,
    a_draw_offer_is_retired_when_answered_lapsed_or_answered_before_it_was_recorded,
);
