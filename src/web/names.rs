//! How players' names appear on the pages: without the characters that
//! reorder text around them (each name is also isolated in a `<bdi>`, so
//! a right-to-left name stays inside its own box), and as "anonymous" (in
//! the page's language) for a player who asked (`/anonymous`) on every
//! page, picture, record and file reached from a server's archive.

use crate::store::GameRecord;
use game_api::{GameStatus, Phrase, Speak};
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long which players of a game are anonymous is believed once read:
/// a player who turns it on is hidden on every page within this time.
const ANONYMITY_FOR: Duration = Duration::from_secs(2);

/// Most games whose anonymous players are kept; past it they are let go.
const ANONYMITY_KEPT: usize = 4096;

/// Which players of each game are anonymous, as read a moment ago (a
/// watched page reads it at most once per [`ANONYMITY_FOR`]).
#[derive(Default)]
pub(super) struct Anonymity {
    kept: Mutex<HashMap<i64, ReadAt>>,
}

/// A game's anonymous players, and when they were read.
type ReadAt = (Instant, Arc<HashSet<String>>);

impl Anonymity {
    /// Which of `game`'s players are anonymous, read through `c` unless
    /// read a moment ago; `Err` is the answer to give.
    pub(super) async fn of(
        &self,
        c: &mut crate::store::Conn,
        game: &GameRecord,
    ) -> Result<Arc<HashSet<String>>, axum::response::Response> {
        let lock = || self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((at, set)) = lock().get(&game.id)
            && at.elapsed() < ANONYMITY_FOR
        {
            return Ok(Arc::clone(set));
        }
        let set = Arc::new(anonymous_in(c, game).await?);
        let mut kept = lock();
        if kept.len() >= ANONYMITY_KEPT {
            kept.clear();
        }
        kept.insert(game.id, (Instant::now(), Arc::clone(&set)));
        Ok(set)
    }
}

/// `name` without the characters that hide or reorder text.
pub(super) fn shown(name: &str) -> Cow<'_, str> {
    game_api::user::visible_name(name)
}

/// Which of `game`'s players asked to be anonymous; `Err` is the answer
/// to give.
pub(super) async fn anonymous_in(
    c: &mut crate::store::Conn,
    game: &GameRecord,
) -> Result<HashSet<String>, axum::response::Response> {
    let ids: Vec<&str> = game.players.iter().map(|p| p.id.as_str()).collect();
    crate::store::anonymous_among(c, &ids)
        .await
        .map(|v| v.into_iter().collect())
        .map_err(super::unavailable)
}

/// Which of `game`'s seats are anonymous, one bit each: part of what a
/// kept page or picture is kept under (a player who turns it on is
/// hidden at once, even on a finished game's kept pages).
pub(super) fn mask(game: &GameRecord, anonymous: &HashSet<String>) -> u8 {
    game.players
        .iter()
        .enumerate()
        .filter(|(_, p)| anonymous.contains(&p.id))
        .fold(0, |m, (i, _)| m | (1 << (i % 8)))
}

/// `game` as the pages show it: every name without direction controls,
/// anonymous players and engine seats called what `speak` calls them, and, when anyone is
/// anonymous, the result told by seats (from each seat's stored place)
/// rather than by the names it was written with.
pub(super) fn as_shown(
    game: &GameRecord,
    seats: &[Phrase],
    anonymous: &HashSet<String>,
    speak: &impl Speak,
) -> GameRecord {
    let mut shown_game = game.clone();
    let mut hidden = false;
    for p in &mut shown_game.players {
        if anonymous.contains(&p.id) {
            p.name = speak.say(&Phrase::new("web-anonymous"));
            hidden = true;
        } else if p.is_engine() {
            p.name = p.shown(speak);
        } else if let Cow::Owned(clean) = shown(&p.name) {
            p.name = clean;
        }
    }
    if hidden && game.result.is_some() {
        shown_game.result = Some(result_by_seats(game, seats, speak).into());
    }
    shown_game
}

/// A finished game's result told by its seats only: who won, or the
/// places, and how it ended.
pub(super) fn result_by_seats(game: &GameRecord, seats: &[Phrase], speak: &impl Speak) -> Phrase {
    let seat = |i: usize| {
        seats
            .get(i)
            .cloned()
            .unwrap_or_else(|| Phrase::new("game-value").code("value", "?"))
    };
    let how = match game.status {
        GameStatus::Running | GameStatus::Aborted => return Phrase::new("web-result-aborted"),
        GameStatus::Won => Some(Phrase::new("web-how-on-the-board")),
        GameStatus::Resigned => Some(Phrase::new("web-how-by-resignation")),
        GameStatus::Drawn => None,
        GameStatus::Timeout => Some(Phrase::new("web-how-on-time")),
    };
    let Some(places) = game.places.as_deref().filter(|p| !p.is_empty()) else {
        return match how {
            Some(how) => Phrase::new("web-result-ended").with("how", how),
            None => Phrase::new("web-result-drawn"),
        };
    };
    let best = places.iter().copied().min().unwrap_or(1);
    if places.iter().all(|&p| p == best) {
        return Phrase::new("web-result-drawn");
    }
    if places.len() == 2 {
        let winner = places.iter().position(|&p| p == best).unwrap_or(0);
        return match how {
            Some(how) => Phrase::new("web-result-wins-how")
                .with("seat", seat(winner))
                .with("how", how),
            None => Phrase::new("web-result-wins").with("seat", seat(winner)),
        };
    }
    let mut order: Vec<usize> = (0..places.len()).collect();
    order.sort_by_key(|&i| places[i]);
    let listed: Vec<String> = order
        .iter()
        .map(|&i| format!("{}. {}", places[i], speak.say(&seat(i))))
        .collect();
    let comma = speak.say(&Phrase::new("list-comma"));
    let listed = listed.join(&comma);
    match how {
        Some(how) => Phrase::new("web-result-places-how")
            .code("places", listed)
            .with("how", how),
        None => Phrase::new("web-result-places").code("places", listed),
    }
}
