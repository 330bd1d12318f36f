//! The event stream that tells open pages a game moved on
//! (`/g/<key>/live`, server-sent events), and that it ended (an `ended`
//! event, after which the page stops listening; a finished game's stream
//! says only that): one watcher per watched game reads its version from
//! the database as soon as it hears the game moved (its own host's
//! commits where pages play here; every process's on PostgreSQL, which
//! tells of each commit), and otherwise a few times a second (SQLite) or
//! every few seconds (PostgreSQL, in case a notice was lost), however
//! many pages watch it, and stops when the last page has gone. Each event
//! carries only the game's new version and its number of log entries; the
//! page then fetches its public view like any visitor.

use super::{Segments, SiteState, find_game};
use crate::store::Store;

use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Mutex;
use std::time::Duration;
use tokio::sync::{broadcast, watch};

/// How often a watcher looks at its game when nothing tells it of other
/// processes' commits (SQLite).
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// How often it looks when the database tells it of every commit
/// (PostgreSQL's `NOTIFY`): only in case a notice was lost.
const LOOK_EVERY_WHEN_TOLD: Duration = Duration::from_secs(5);

/// The least time between two looks of one watcher, however often its
/// game is committed to.
const LOOK_AT_MOST_EVERY: Duration = Duration::from_millis(40);

/// Game ids heard of but not yet read that each watcher may fall behind
/// by (one further behind looks at once).
const MOVES_KEPT: usize = 4096;

/// What a page learns: the game's version, its number of log entries,
/// and whether it still runs.
type Moved = (i64, usize, bool);

/// The watchers, by game id.
pub(super) struct Hub {
    store: Store,
    watchers: Mutex<HashMap<i64, watch::Receiver<Moved>>>,
    /// The ids of games committed to, as far as this process hears of
    /// them: its own host's commits when pages play here, and every
    /// process's on PostgreSQL.
    moved: broadcast::Sender<i64>,
    /// Whether the database tells of every process's commits.
    told_by_database: bool,
}

impl Hub {
    /// No watcher yet, over `store` (listening to it where it tells).
    pub(super) fn new(store: Store) -> Hub {
        let (moved, _) = broadcast::channel(MOVES_KEPT);
        let told_by_database = store.backend() == crate::store::Backend::Postgres;
        if told_by_database && let Ok(runtime) = tokio::runtime::Handle::try_current() {
            let (store, moved) = (store.clone(), moved.clone());
            runtime.spawn(async move {
                crate::store::moves::listen_for_moves(&store, moved).await;
            });
        }
        Hub {
            store,
            watchers: Mutex::new(HashMap::new()),
            moved,
            told_by_database,
        }
    }

    /// Has every watcher also look as soon as `host` commits to its game
    /// (a turn played in this process reaches its pages at once).
    pub(super) fn wake_with(&self, host: crate::host::Host) {
        let mut committed = host.subscribe();
        let moved = self.moved.clone();
        tokio::spawn(async move {
            loop {
                match committed.recv().await {
                    Ok(crate::host::events::Happened::Game(g)) => {
                        let _ = moved.send(g.id);
                    }
                    Ok(_) | Err(broadcast::error::RecvError::Lagged(_)) => {}
                    Err(broadcast::error::RecvError::Closed) => return,
                }
            }
        });
    }

    /// A receiver of game `id`'s changes, starting its watcher if none runs.
    fn watch(&self, id: i64, now: Moved) -> watch::Receiver<Moved> {
        let mut watchers = self.watchers.lock().unwrap_or_else(|e| e.into_inner());
        watchers.retain(|_, r| r.has_changed().is_ok());
        if let Some(r) = watchers.get(&id) {
            return r.clone();
        }
        let (tx, rx) = watch::channel(now);
        watchers.insert(id, rx.clone());
        let store = self.store.clone();
        let mut moved = self.moved.subscribe();
        let every = if self.told_by_database {
            LOOK_EVERY_WHEN_TOLD
        } else {
            LOOK_EVERY
        };
        tokio::spawn(async move {
            let mut ticker = tokio::time::interval(every);
            let mut last = tokio::time::Instant::now();
            // Ends once no page watches (only the hub's own receiver is left).
            while tx.receiver_count() > 1 {
                tokio::time::sleep_until(last + LOOK_AT_MOST_EVERY).await;
                // This game moved, or the tick, whichever first.
                loop {
                    tokio::select! {
                        _ = ticker.tick() => break,
                        got = moved.recv() => match got {
                            Ok(g) if g == id => break,
                            Ok(_) => continue,
                            // Notices were missed: look now.
                            Err(broadcast::error::RecvError::Lagged(_)) => break,
                            Err(broadcast::error::RecvError::Closed) => {
                                ticker.tick().await;
                                break;
                            }
                        },
                    }
                }
                last = tokio::time::Instant::now();
                let Ok(mut c) = store.read().await else {
                    continue;
                };
                let Ok(Some(game)) = crate::store::game(&mut c, id).await else {
                    continue;
                };
                if game.version != tx.borrow().0 {
                    let entries = crate::store::turn_count(&mut c, id)
                        .await
                        .ok()
                        .and_then(|n| usize::try_from(n).ok())
                        .unwrap_or(0);
                    tx.send_replace((game.version, entries, game.running()));
                }
                if !game.running() {
                    // A finished game changes no more.
                    break;
                }
            }
        });
        rx
    }
}

/// The event that tells a page the game is over: it stops listening.
fn ended() -> Event {
    Event::default().event("ended").data("{}")
}

/// `/g/<key>/live`: an event each time the game changes, then `ended`
/// once it is over (at once for a finished game), and the stream closes.
pub(super) async fn stream(state: SiteState, key: Segments<String>) -> Response {
    let site = state.0;
    let game = match find_game(&site, &key.0).await {
        Ok(game) => game,
        Err(answer) => return answer,
    };
    if !game.running() {
        let once = tokio_stream::once(Ok::<_, Infallible>(ended()));
        return Sse::new(once).into_response();
    }
    let entries = match site.store.read().await {
        Ok(mut c) => crate::store::turn_count(&mut c, game.id)
            .await
            .ok()
            .and_then(|n| usize::try_from(n).ok())
            .unwrap_or(0),
        Err(e) => return super::unavailable(e),
    };
    let rx = site.live.watch(game.id, (game.version, entries, true));
    // Each change is a `moved`; the one that ends the game is followed by
    // `ended`, and nothing after.
    let events = futures_util::stream::unfold((rx, false), |(mut rx, done)| async move {
        if done || rx.changed().await.is_err() {
            return None;
        }
        let (version, entries, running) = *rx.borrow_and_update();
        let data = format!("{{\"version\":{version},\"entries\":{entries}}}");
        let mut out = vec![Ok::<_, Infallible>(
            Event::default().event("moved").data(data),
        )];
        if !running {
            out.push(Ok(ended()));
        }
        Some((futures_util::stream::iter(out), (rx, !running)))
    });
    let events = futures_util::StreamExt::flatten(events);
    Sse::new(events)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response()
}
