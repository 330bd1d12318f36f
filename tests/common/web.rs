//! Helpers for the web tests: the pages served on loopback, games played
//! by random legal actions, a game's page key.

use super::say;
use gamehost::bench::turns;
use gamehost::host::Host;
use gamehost::store;
use std::time::Duration;

/// How long a test waits for something that should come at once.
pub const PATIENCE: Duration = Duration::from_secs(120);

/// Serves `h`'s games on a free loopback port; the base URL.
pub async fn serve(h: &Host) -> String {
    let site = gamehost::web::Site::new(
        h.store().clone(),
        h.shared_games(),
        gamehost::config::WebSettings::default(),
        &gamehost::config::GameSettings::default(),
    );
    gamehost::web::serve_on_loopback(site).await.unwrap()
}

/// Plays up to `actions` random legal actions in `channel`'s game; the
/// lines played.
pub async fn play(h: &Host, channel: &str, actions: usize, seed: u64) -> Vec<String> {
    let mut seed = seed;
    let mut played = vec![];
    for _ in 0..actions {
        let game = latest(h, channel).await;
        if !game.running() {
            break;
        }
        let g = h.games().get(&game.game).unwrap();
        let Some(&seat) = g.to_act(&game.state).unwrap().first() else {
            break;
        };
        let Some(line) = turns::line(&game.game, &game.state, seat, &mut seed) else {
            break;
        };
        let who = game.players[seat].name.clone();
        let replies = say(h, channel, &who, &line).await;
        assert!(
            replies
                .iter()
                .all(|r| !r.text.contains("isn't") && !r.text.starts_with("That")),
            "{line}: {:?}",
            replies.iter().map(|r| &r.text).collect::<Vec<_>>()
        );
        played.push(format!("{who} {line}"));
    }
    played
}

pub async fn latest(h: &Host, channel: &str) -> store::GameRecord {
    let mut c = h.store().read().await.unwrap();
    store::latest_game(&mut c, channel).await.unwrap().unwrap()
}

/// The page key of `channel`'s latest game and its number of log entries.
pub async fn key(h: &Host, channel: &str) -> (String, usize) {
    let game = latest(h, channel).await;
    let mut c = h.store().read().await.unwrap();
    let key = store::page_key(&mut c, game.id).await.unwrap().unwrap();
    let entries = store::turns(&mut c, game.id).await.unwrap().len();
    (key, entries)
}
