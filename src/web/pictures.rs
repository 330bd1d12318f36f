//! Where a web page gets its picture: the game's own renderer draws the
//! board as it stood after a turn, in the public view only (never a seat's
//! view: no secret reaches a page), off the async workers, with the words
//! on it in the page's language; drawn pictures are kept by game, version,
//! turn and language, so a page many people watch is drawn once per change
//! and language.

use super::language::Asked;
use super::{KeyAndTurn, Segments, SiteState, find_shown, log_of, not_found, turn_in, unavailable};
use crate::host::replay;
use crate::store::{GameRecord, LogEntry};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use game_api::{Drawn, Speak, Viewer};
use std::sync::Arc;

/// Most pictures kept; past it the older half goes.
pub(super) const KEPT: usize = 512;

/// A drawn board: the PNG and its alt text.
pub(super) type Frame = Arc<Drawn>;

/// The public picture of `game` (as the pages show it, with the seats
/// `hidden`) after its first `turn` log entries.
pub(super) async fn frame(
    site: &super::Site,
    game: &GameRecord,
    hidden: u8,
    log: &[LogEntry],
    turn: usize,
    locale: game_api::Locale,
) -> Result<Frame, Response> {
    let key = ((game.id, game.version, turn, hidden), locale);
    if let Some(f) = site.pictures.get(&key) {
        return Ok(f);
    }
    if site.games.get(&game.game).is_none() {
        return Err(not_found().await);
    }
    let games = Arc::clone(&site.games);
    let (game, log) = (game.clone(), log.to_vec());
    let drawn = tokio::task::spawn_blocking(move || {
        let g = games
            .get(&game.game)
            .ok_or_else(|| game_api::Fault::new("a game no longer hosted"))?;
        let row = replay::position_at(g, &game, &log, turn)?;
        let picture = g.board(&row, Viewer::Public).map_err(|e| match e {
            game_api::Failure::Fault(f) => f,
            game_api::Failure::Refused(r) => game_api::Fault::new(crate::speech::english(r.text())),
        })?;
        picture.draw(&crate::speech::speaker(locale))
    })
    .await
    .map_err(unavailable)?
    .map_err(unavailable)?;
    Ok(site.pictures.put(key, drawn))
}

/// Where the places of `game`'s public picture after its first `turn`
/// log entries are drawn (the analysis's arrow is drawn over them).
pub(super) async fn places_at(
    site: &super::Site,
    game: &GameRecord,
    log: &[LogEntry],
    turn: usize,
) -> Option<game_api::Places> {
    let games = Arc::clone(&site.games);
    let (game, log) = (game.clone(), log.to_vec());
    tokio::task::spawn_blocking(move || {
        let g = games.get(&game.game)?;
        let row = replay::position_at(g, &game, &log, turn).ok()?;
        Some(g.board(&row, Viewer::Public).ok()?.places())
    })
    .await
    .ok()
    .flatten()
}

/// `/g/<key>/<turn>/board.png`.
pub(super) async fn board(state: SiteState, asked: Asked, path: KeyAndTurn) -> Response {
    let (site, (key, turn)) = (state.0, path.0);
    let Some(turn) = turn_in(&turn, 999_999) else {
        return not_found().await;
    };
    let speak = asked.speaker(None);
    let (game, hidden) = match find_shown(&site, &key, &speak).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let locale = speak.locale();
    // Kept: no need to read the log.
    if let Some(f) = site
        .pictures
        .get(&((game.id, game.version, turn, hidden), locale))
    {
        return png(&f.bytes, game.running());
    }
    let log = match log_of(&site, &game).await {
        Ok(log) => log,
        Err(answer) => return answer,
    };
    if turn > log.len() {
        return not_found().await;
    }
    match frame(&site, &game, hidden, &log, turn, locale).await {
        Ok(f) => png(&f.bytes, game.running()),
        Err(answer) => answer,
    }
}

/// Most replays kept; past it the older half goes.
pub(super) const KEPT_REPLAYS: usize = 64;

/// `/g/<key>/replay.gif`: the whole game animated, as `/replay` posts it;
/// drawn once per game version (a finished game's once for good), however
/// many ask for it at once, and kept.
pub(super) async fn replay(state: SiteState, asked: Asked, key: Segments<String>) -> Response {
    let site = state.0;
    let speak = asked.speaker(None);
    let (game, hidden) = match find_shown(&site, &key.0, &speak).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let locale = speak.locale();
    let at = ((game.id, game.version, hidden), locale);
    if let Some(d) = site.replays.get(&at) {
        return gif(&d.bytes, game.running());
    }
    // One drawing at a time: whoever waited here finds it kept.
    let _drawing = site.replay_drawing.lock().await;
    if let Some(d) = site.replays.get(&at) {
        return gif(&d.bytes, game.running());
    }
    let log = match log_of(&site, &game).await {
        Ok(log) => log,
        Err(answer) => return answer,
    };
    if site.games.get(&game.game).is_none() {
        return not_found().await;
    }
    let games = Arc::clone(&site.games);
    let running = game.running();
    let drawn = tokio::task::spawn_blocking(move || {
        let g = games
            .get(&game.game)
            .ok_or_else(|| game_api::Fault::new("a game no longer hosted"))?;
        let (frames, _) = replay::frames(g, &game, &log)?;
        game_api::Picture::draw(
            &replay::Replay::new(frames, game_api::Words::new()),
            &crate::speech::speaker(locale),
        )
    })
    .await;
    match drawn {
        Ok(Ok(d)) => {
            site.replays_drawn
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let d = site.replays.put(at, d);
            gif(&d.bytes, running)
        }
        Ok(Err(e)) => unavailable(e),
        Err(e) => unavailable(e),
    }
}

/// A GIF answer; a finished game's replay never changes.
fn gif(bytes: &[u8], running: bool) -> Response {
    let cache = if running {
        "no-cache"
    } else {
        "public, max-age=86400"
    };
    (
        [
            (header::CONTENT_TYPE, "image/gif"),
            (header::CACHE_CONTROL, cache),
        ],
        bytes.to_vec(),
    )
        .into_response()
}

/// A PNG answer; a finished game's pictures never change.
fn png(bytes: &[u8], running: bool) -> Response {
    let cache = if running {
        "no-cache"
    } else {
        "public, max-age=86400"
    };
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, cache),
        ],
        bytes.to_vec(),
    )
        .into_response()
}
