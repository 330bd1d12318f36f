//! Languages on Discord, against the fake Discord: the commands are
//! registered with descriptions in every shipped locale; a `de` player in
//! a `ja` server is answered privately in German and the server's public
//! messages are in Japanese; `/language` changes a player's language at
//! once, and a manager's the server's.

mod discord;

use discord::fake::{ALICE, DORA, Fake};
use discord::{EPHEMERAL, alice_challenges_bob_to_masters, connected, content, data, flags, say};
use game_api::{Locale, Phrase, Speak};
use gamehost::speech::speaker;

fn said(locale: Locale, phrase: Phrase) -> String {
    speaker(locale).say(&phrase)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_player_in_a_japanese_server_is_answered_in_each_language() {
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;

    // Every command's description is registered in every shipped locale.
    let registered = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT")
        .unwrap();
    let commands = registered.json.as_array().unwrap();
    let help = commands.iter().find(|c| c["name"] == "help").unwrap();
    let localized = help["description_localizations"].as_object().unwrap();
    assert_eq!(
        localized["de"],
        said(Locale::De, Phrase::keyed("command-help".into()))
    );
    assert_eq!(
        localized["ja"],
        said(Locale::Ja, Phrase::keyed("command-help".into()))
    );
    let shipped = gamehost::speech::catalogue().shipped().len();
    assert_eq!(localized.len(), shipped - 1, "every locale but en-US");
    // A fixed choice is listed by its name in each language; its value
    // (the word typed, `for:me`) is the same everywhere.
    let language = commands.iter().find(|c| c["name"] == "language").unwrap();
    let scope = language["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "for")
        .unwrap();
    let me = &scope["choices"][0];
    assert_eq!(me["name"], "me");
    assert_eq!(
        me["name_localizations"]["en-US"],
        said(Locale::EnUs, Phrase::keyed("choice-for-me".into()))
    );
    assert_eq!(
        me["name_localizations"]["de"],
        said(Locale::De, Phrase::keyed("choice-for-me".into()))
    );
    assert_eq!(me["name_localizations"].as_object().unwrap().len(), shipped);

    fake.set_guild_locale("ja");
    fake.set_locale(ALICE, "de");

    // Alice's /help is hers alone, in German.
    let helped = say(&fake, ALICE, "help", &[]).await;
    assert_eq!(flags(data(&helped)), EPHEMERAL);
    let german = said(Locale::De, Phrase::new("help-commands"));
    assert!(
        content(&helped).starts_with(&german),
        "{}",
        content(&helped)
    );

    // She chooses Korean for herself: the answer is already in Korean.
    let chosen = say(&fake, ALICE, "language", &[("locale", "ko")]).await;
    assert_eq!(flags(data(&chosen)), EPHEMERAL);
    assert_eq!(
        content(&chosen),
        said(
            Locale::Ko,
            Phrase::new("host-language-mine")
                .with("language", Phrase::new("language-name").code("code", "ko"))
        )
    );
    let helped = say(&fake, ALICE, "help", &[]).await;
    let korean = said(Locale::Ko, Phrase::new("help-commands"));
    assert!(
        content(&helped).starts_with(&korean),
        "{}",
        content(&helped)
    );

    // A public answer is in the server's language, Japanese.
    let public = say(
        &fake,
        DORA,
        "language",
        &[("locale", "auto"), ("for", "server")],
    )
    .await;
    assert_eq!(flags(data(&public)), 0);
    assert_eq!(
        content(&public),
        said(Locale::Ja, Phrase::new("host-language-server-auto"))
    );
    // Dora chooses French for the server: its public messages are French.
    let french = say(
        &fake,
        DORA,
        "language",
        &[("locale", "fr"), ("for", "server")],
    )
    .await;
    assert_eq!(
        content(&french),
        said(
            Locale::Fr,
            Phrase::new("host-language-server")
                .with("language", Phrase::new("language-name").code("code", "fr"))
        )
    );
    // Someone who does not manage the server may not.
    let refused = say(
        &fake,
        ALICE,
        "language",
        &[("locale", "de"), ("for", "server")],
    )
    .await;
    assert_eq!(flags(data(&refused)), EPHEMERAL);
    assert_eq!(
        content(&refused),
        said(Locale::Ko, Phrase::new("host-language-server-not-manager"))
    );
}

/// The message answering `who`'s `/name` (edited in if the bot deferred).
async fn answered(fake: &Fake, who: discord::fake::Person, name: &str) -> serde_json::Value {
    let sent = fake.command(who, discord::LOBBY, name, &[]).await;
    fake.answer(&sent).await
}

/// The description of the first picture a message carries.
fn picture_alt(message: &serde_json::Value) -> String {
    message["attachments"][0]["description"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// A game between a `de` player and an `en` one in a `ja` server: the
/// board everyone sees, its alt text included, is Japanese; alice's
/// private step (its prompt, its choices and its picture's alt text) is
/// German.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_shows_the_server_its_language_and_a_player_theirs() {
    use game_api::Viewer;
    let dir = tempfile::tempdir().unwrap();
    let fake = Fake::start().await;
    let _bot = connected(&fake, dir.path(), &[]).await;
    fake.set_guild_locale("ja");
    fake.set_locale(ALICE, "de");
    alice_challenges_bob_to_masters(&fake).await;
    let accepted = answered(&fake, discord::fake::BOB, "accept").await;
    assert_eq!(flags(&accepted), 0, "the game's start is public");
    // The stored game, drawn by the game itself in each language.
    let record = {
        let store = gamehost::store::Store::open(
            &dir.path().join("games.db"),
            gamehost::config::Synchronous::Normal,
        )
        .await
        .unwrap();
        let mut c = store.read().await.unwrap();
        let g = gamehost::store::latest_game(&mut c, discord::LOBBY)
            .await
            .unwrap()
            .unwrap();
        drop(c);
        store.close().await;
        g
    };
    let games = gamehost::default_games(64).unwrap();
    let masters = games.get("masters").unwrap();
    let alt_in = |locale: Locale, picture: Box<dyn game_api::Picture>| {
        picture.draw(&speaker(locale)).unwrap().alt
    };
    let public = alt_in(Locale::Ja, masters.board(&record, Viewer::Public).unwrap());
    assert_eq!(picture_alt(&accepted), public);
    assert_ne!(
        public,
        alt_in(
            Locale::EnUs,
            masters.board(&record, Viewer::Public).unwrap()
        )
    );
    // Alice's step: German words, a German picture.
    let step = answered(&fake, ALICE, "play").await;
    assert_eq!(flags(&step), EPHEMERAL);
    let prompt = said(Locale::De, Phrase::new("masters-prompt-piece"));
    let text = step["content"].as_str().unwrap_or_default();
    assert!(text.contains(&prompt), "{text}");
    let seat_step = masters.choice_picture(&record, 0, &[]).unwrap();
    assert_eq!(picture_alt(&step), alt_in(Locale::De, seat_step));
}
