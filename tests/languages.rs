//! Which language the bot speaks (issue 45): `/language` for a player and
//! for a server, kept in the store on SQLite and PostgreSQL, refused to
//! someone who does not manage the server, and the choice a front end
//! reads; a reply in a shipped locale's words.

mod common;

use common::{Backend, fresh_database};
use game_api::{Locale, Phrase, Speak};
use gamehost::host::Ctx;
use gamehost::host::command::User;
use gamehost::host::language::Chosen;
use gamehost::host::reply::{Audience, Reply};
use gamehost::speech::speaker;

common::on_both!(
    a_player_chooses_their_language_and_can_follow_discord_again,
    only_who_manages_the_server_chooses_its_language,
);

fn ctx(user: &str, manages_server: bool) -> Ctx {
    Ctx {
        server: "guild".into(),
        channel: "c".into(),
        user: User::named(user),
        manages_server,
    }
}

async fn said(h: &gamehost::host::Host, ctx: &Ctx, line: &str) -> Vec<Reply> {
    let command = h.parse(line, |n| Some(User::named(n))).unwrap();
    h.handle(ctx, command).await
}

async fn a_player_chooses_their_language_and_can_follow_discord_again(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = common::clocked_host(&how, &clock).await;
    let alice = ctx("alice", false);
    assert_eq!(
        h.chosen_languages("guild", "alice").await,
        Chosen::default()
    );

    let replies = said(&h, &alice, "/language locale:de").await;
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].audience, Audience::Private("alice".into()));
    assert_eq!(
        replies[0]
            .text
            .phrases()
            .map(Phrase::id)
            .collect::<Vec<_>>(),
        ["host-language-mine"]
    );
    assert_eq!(
        h.chosen_languages("guild", "alice").await,
        Chosen {
            player: Some(Locale::De),
            server: None
        }
    );
    // Another player's choice is theirs alone.
    assert_eq!(h.chosen_languages("guild", "bob").await, Chosen::default());

    said(&h, &alice, "/language locale:auto for:me").await;
    assert_eq!(
        h.chosen_languages("guild", "alice").await,
        Chosen::default()
    );
}

async fn only_who_manages_the_server_chooses_its_language(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some(how) = fresh_database(backend, &dir).await else {
        return;
    };
    let clock = std::sync::Arc::new(gamehost::host::clock::ManualClock::at(1_795_000_000));
    let h = common::clocked_host(&how, &clock).await;

    let refused = h
        .try_handle(
            &ctx("bob", false),
            h.parse("/language locale:ja for:server", |n| Some(User::named(n)))
                .unwrap(),
        )
        .await;
    assert!(refused.is_err());
    assert_eq!(h.chosen_languages("guild", "bob").await, Chosen::default());

    let replies = said(&h, &ctx("owner", true), "/language locale:ja for:server").await;
    assert_eq!(replies[0].audience, Audience::Everyone);
    assert_eq!(
        h.chosen_languages("guild", "bob").await,
        Chosen {
            player: None,
            server: Some(Locale::Ja)
        }
    );
    // What no interaction prompted is said in the language of the server
    // whose game the channel holds; a channel with no game has none.
    let mut owner_of_s = ctx("owner", true);
    owner_of_s.server = "s".into();
    said(&h, &owner_of_s, "/language locale:ko for:server").await;
    assert_eq!(h.channel_language("c2").await, None);
    common::two_player_game(&h, "c2", "masters").await;
    assert_eq!(h.channel_language("c2").await, Some(Locale::Ko));
    // The language drawn in (kept for a minute once a game tells the
    // server) follows a new choice at once.
    let public = |v: gamehost::speech::Voices| v.public;
    assert_eq!(public(h.voices("c2", "nobody").await), Locale::Ko);
    said(&h, &owner_of_s, "/language locale:de for:server").await;
    assert_eq!(public(h.voices("c2", "nobody").await), Locale::De);
    said(&h, &owner_of_s, "/language locale:auto for:server").await;
    assert_eq!(public(h.voices("c2", "nobody").await), Locale::EnUs);
}

#[test]
fn a_bad_language_or_scope_is_refused_naming_what_is_accepted() {
    let games = gamehost::default_games(64).unwrap();
    let parse = |line: &str| {
        gamehost::host::command::Command::parse(line, &games, |n| Some(User::named(n)))
    };
    let err = parse("/language locale:klingon").unwrap_err();
    let text = speaker(Locale::EnUs).words(&err);
    assert!(
        text.starts_with("`locale:klingon` is not a language I speak"),
        "{text}"
    );
    assert!(text.contains("de, fr"), "{text}");
    let err = parse("/language locale:de for:everyone").unwrap_err();
    assert_eq!(
        err.phrases().map(Phrase::id).collect::<Vec<_>>(),
        ["host-language-whose"]
    );
    assert!(parse("/language for:me").is_err());
}
