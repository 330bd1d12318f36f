//! The seam between the host and the games holds: the sources keep the
//! two apart, and a command of one game typed in a channel playing another
//! gets one plain sentence naming the game (with its article), never debug
//! text.

mod common;

use common::{host, say};
use gamehost::host::Host;
use gamehost::speech::InEnglish;
use proptest::prelude::*;
use std::path::Path;

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(String, String)> {
    let mut out = vec![];
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(sources(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push((
                path.display().to_string(),
                std::fs::read_to_string(&path).unwrap(),
            ));
        }
    }
    out
}

#[test]
fn adapters_import_neither_host_nor_store_and_the_host_names_no_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (path, text) in sources(&root.join("games")) {
        for banned in [
            "crate::host",
            "crate::store",
            "crate::discord",
            "crate::console",
        ] {
            assert!(!text.contains(banned), "{path} uses {banned}");
        }
    }
    let adapters = ["masters", "regions", "throne", "elemental"];
    for dir in ["host", "discord"] {
        for (path, text) in sources(&root.join(dir)) {
            assert!(!text.contains("crate::games"), "{path} names an adapter");
            for game in adapters {
                for pattern in [format!("{game}::"), format!("{game}_render")] {
                    assert!(!text.contains(&pattern), "{path} names {pattern}");
                }
            }
        }
    }
    // The seam crate depends on neither side.
    let seam = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/game-api");
    let manifest = std::fs::read_to_string(seam.join("Cargo.toml")).unwrap();
    for side in [
        "gamehost",
        "masters",
        "regions",
        "throne",
        "elemental",
        "sqlx",
        "serenity",
    ] {
        assert!(
            !manifest.lines().any(|l| l.starts_with(side)),
            "game-api depends on {side}"
        );
    }
}

/// The text of a source file without its comments (`//` to the end of a
/// line), so a doc comment that mentions a path is no use of it.
fn code(text: &str) -> String {
    text.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn game_status_words_and_the_wall_clock_stay_in_the_store() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let store = root.join("store");
    for (path, text) in sources(&root) {
        if Path::new(&path).starts_with(&store) {
            continue;
        }
        let code = code(&text);
        assert!(
            !code.contains("\"running\""),
            "{path} spells a game status as text; use game_api::GameStatus"
        );
        assert!(
            !code.contains("store::now"),
            "{path} reads the wall clock through the store; use the host's clock"
        );
    }
}

#[test]
fn no_string_turns_into_a_refusal_by_itself() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = sources(&root.join("src"));
    files.extend(sources(&root.join("crates")));
    for (path, text) in files {
        let code = code(&text);
        for line in code
            .lines()
            .filter(|l| l.contains("impl") && l.contains("From<"))
        {
            let stringy = ["String", "str>", "Into<String>", "ToString"]
                .iter()
                .any(|s| line.contains(s));
            let refusal = ["Refusal", "Failure", "NotDone"]
                .iter()
                .any(|s| line.contains(s));
            assert!(
                !(stringy && refusal),
                "{path}: `{}` makes any string a refusal; build one with its constructor",
                line.trim()
            );
        }
    }
}

/// Starts a game of `game` in a channel of its own name.
async fn start(h: &Host, game: &str) -> String {
    let channel = format!("play-{game}");
    if *h.games().get(game).unwrap().meta().players.end() > 2 {
        say(
            h,
            &channel,
            "alice",
            &format!("/challenge game:{game} players:2"),
        )
        .await;
        say(h, &channel, "bob", "/join").await;
        say(h, &channel, "alice", "/start").await;
    } else {
        say(
            h,
            &channel,
            "alice",
            &format!("/challenge opponent:bob game:{game}"),
        )
        .await;
        say(h, &channel, "bob", "/accept").await;
    }
    channel
}

#[tokio::test]
async fn every_command_of_another_game_answers_one_plain_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let names = h.games().names();
    let mut checked = 0;
    for playing in &names {
        let channel = start(&h, playing).await;
        let here = h.games().get(playing).unwrap();
        for verb in h.games().verb_names() {
            if here.meta().verbs.iter().any(|v| v.name == verb) {
                continue;
            }
            let owners: Vec<&str> = h
                .games()
                .with_verb(verb)
                .into_iter()
                .map(|(g, _)| g.meta().title)
                .collect();
            for user in ["alice", "carol"] {
                let replies = say(&h, &channel, user, &format!("/{verb}")).await;
                assert_eq!(replies.len(), 1, "/{verb} in {playing}");
                let text = &replies[0].text.en();
                assert!(
                    text.starts_with(&format!("/{verb} is a"))
                        && text
                            .ends_with(&format!("this channel is playing {}.", here.meta().title))
                        && owners.iter().all(|o| text.contains(o))
                        && !text.contains('{')
                        && text.matches(". ").count() == 0,
                    "/{verb} in {playing}: {text}"
                );
                checked += 1;
            }
        }
    }
    // Every game command missing from every game, for a player and a spectator.
    assert_eq!(checked, 38);
    // The host's staging commands in a game that plays every command at once.
    for verb in ["undo", "endturn"] {
        let replies = say(&h, "play-throne", "alice", &format!("/{verb}")).await;
        assert_eq!(
            replies[0].text.en(),
            format!(
                "/{verb} is a command of Masters, Regions chess and Elemental chess; this channel is playing Throne."
            )
        );
    }
}

/// Lines like commands: any verb the bot knows (or not), with option words.
fn commandish() -> impl Strategy<Value = String> {
    let verbs = prop::sample::select(vec![
        "move",
        "turn",
        "claim",
        "inherit",
        "pick",
        "loadout",
        "reveal",
        "undo",
        "endturn",
        "throw",
        "board",
        "game",
        "history",
        "draw",
        "resign",
        "rules",
        "press",
        "choose",
        "abort",
        "leaderboard",
        "profile",
        "replay",
        "help",
        "fly",
    ]);
    let keys = prop::sample::select(vec![
        "from",
        "to",
        "promote",
        "carry",
        "carry_promote",
        "then",
        "face",
        "piece",
        "kind",
        "values",
        "target",
        "choice",
        "element",
        "augmentor",
        "offense",
        "temporal",
        "move",
        "claim",
        "inherit",
        "action",
        "game",
        "column",
        "{x}",
    ]);
    let values = prop::sample::select(vec![
        "e2",
        "E4",
        "a9",
        "k1",
        "home",
        "6+5",
        "queen",
        "accept",
        "earth",
        "none",
        "north",
        "f4,g5",
        "{}",
        "g:1:0:endturn:1",
        "offer",
        "masters",
        "",
    ]);
    (verbs, prop::collection::vec((keys, values), 0..4)).prop_map(|(v, opts)| {
        let mut line = format!("/{v}");
        for (k, val) in opts {
            line.push_str(&format!(" {k}:{val}"));
        }
        line
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random commands from players and a spectator against a running game
    /// of every kind: no reply shows debug text.
    #[test]
    fn no_reply_anywhere_shows_debug_text(lines in prop::collection::vec((0usize..3, commandish()), 1..12)) {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        runtime.block_on(async {
            let dir = tempfile::tempdir().unwrap();
            let h = host(&dir).await;
            for game in h.games().names() {
                let channel = start(&h, game).await;
                for (who, line) in &lines {
                    let user = ["alice", "bob", "carol"][*who];
                    for r in say(&h, &channel, user, line).await {
                        prop_assert!(
                            !r.text.en().contains('{') || line.contains('{'),
                            "{line} in {game}: {}", r.text.en()
                        );
                        prop_assert!(!r.text.en().contains("Some("), "{line} in {game}: {}", r.text.en());
                    }
                }
            }
            Ok(())
        })?;
    }
}

/// Issue 33, item 6: a game's command in another game's channel is named
/// with its article.
#[tokio::test]
async fn a_command_of_another_game_is_named_with_its_article() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    let texts = |r: &[gamehost::host::reply::Reply]| {
        r.iter()
            .map(|r| r.text.en().clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "m", "bob", "/accept").await;
    let other = texts(&say(&h, "m", "alice", "/loadout element:fire").await);
    assert_eq!(
        other,
        "/loadout is a command of Elemental chess; this channel is playing Masters."
    );
}
