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

/// The settings of a site played on by tests: many requests a minute
/// (every test's browser and client are on one loopback address).
pub fn busy_site_settings() -> gamehost::config::WebSettings {
    gamehost::config::WebSettings {
        requests_per_minute: 1_000_000,
        ..Default::default()
    }
}

/// Serves `h`'s games where seated players play (links signed with a
/// test secret, the console's "play as" on), with the Activity when
/// `activity` is given: the base URL, and the host that plays.
pub async fn serve_playing(
    mut h: Host,
    activity: Option<gamehost::web::ActivitySettings>,
) -> (String, Host) {
    h.enable_seat_links(gamehost::host::seat_link::SeatLinks::new(
        b"the tests' secret",
        12,
    ));
    let site = gamehost::web::Site::new(
        h.store().clone(),
        h.shared_games(),
        busy_site_settings(),
        &gamehost::config::GameSettings::default(),
    )
    .with_play(gamehost::web::Play {
        host: h.clone(),
        console: true,
        activity,
    });
    let base = gamehost::web::serve_on_loopback(site).await.unwrap();
    (base, h)
}

/// The address where `seat` of `channel`'s latest game plays (a new play
/// link, revoking the older).
pub async fn seat_url(h: &Host, base: &str, channel: &str, seat: usize) -> String {
    let game = latest(h, channel).await;
    let (key, _) = self::key(h, channel).await;
    let token = h.new_seat_token(game.id, seat).await.unwrap().unwrap();
    format!("{base}/g/{key}/seat/{token}")
}
