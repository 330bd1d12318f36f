//! The engine opponent's seats (issue 23): who they are, when they act,
//! and running their searches without slowing the channels.
//!
//! An engine seat is a player whose id is `engine:LEVEL:N`; no person's
//! id has that shape (Discord ids are numbers; the console refuses the
//! name `engine`). A front end maps "the bot" (Discord: the bot's own
//! user; console: the name [`game_api::user::ENGINE_ID`]) to [`game_api::user::ENGINE_ID`], and the host
//! seats the engine at the level asked for.
//!
//! Whenever an engine seat is to act, the host's duties play it
//! (`host::duties`: the console's between its lines, a bot's in the
//! background) and tell it on the event stream: the game thinks off the
//! async workers, at most
//! [`crate::config::GameSettings::engine_searches`] at once, and the choice
//! is committed through the same path as a player's command, only if the
//! game has not changed meanwhile. A resignation, an abort or a draw that
//! lands first stops the search and wins; a restart finds the seat still
//! to act and thinks again.

use super::command::User;
use super::reply::{Audience, Reply};
use super::{Ctx, Host, NotDone, staging};
use crate::store;
use game_api::Think;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// One engine seat that is to act.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineTurn {
    /// The game.
    pub game: i64,
    /// Its channel (where the turn is announced).
    pub channel: String,
    /// The game's version the turn is for: a turn for an older version is
    /// not played.
    pub version: i64,
    /// The engine's seat.
    pub seat: usize,
    /// Its level.
    pub level: u8,
}

/// A search in progress.
struct Thinking {
    version: i64,
    stop: Arc<AtomicBool>,
}

/// The host's engine searches: the pool and what is in flight.
pub(super) struct Engines {
    /// Where searches run, at most one per thread.
    pool: super::threads::Pool,
    /// A node budget instead of the levels' times (repeatable play).
    nodes: Option<u64>,
    /// Searches in flight, by game.
    thinking: Mutex<HashMap<i64, Thinking>>,
    /// Turns whose choice the game refused (a fault, logged): not retried.
    refused: Mutex<HashSet<(i64, i64)>>,
    /// Set at shutdown: no new search starts, running ones stop.
    closing: AtomicBool,
}

impl Engines {
    /// `searches` at once (0: one per core but one, at least one), each within `nodes` if given.
    pub(super) fn new(searches: usize, nodes: Option<u64>) -> Engines {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        // One core is left to the channels' commands: a search on every
        // core added about 2 ms to the host's p99 (BENCHMARKS.md).
        let searches = if searches == 0 {
            cores.saturating_sub(1).max(1)
        } else {
            searches
        };
        Engines {
            pool: super::threads::Pool::new("engine", searches, super::threads::ENGINE_NICE),
            nodes,
            thinking: Mutex::new(HashMap::new()),
            refused: Mutex::new(HashSet::new()),
            closing: AtomicBool::new(false),
        }
    }

    /// Registers a search for `turn`; `None` if one runs for its game already.
    fn begin(&self, turn: &EngineTurn) -> Option<Arc<AtomicBool>> {
        let mut thinking = self.thinking.lock().unwrap_or_else(|e| e.into_inner());
        if thinking.contains_key(&turn.game) {
            return None;
        }
        let stop = Arc::new(AtomicBool::new(false));
        thinking.insert(
            turn.game,
            Thinking {
                version: turn.version,
                stop: Arc::clone(&stop),
            },
        );
        Some(stop)
    }

    fn end(&self, game: i64) {
        let mut thinking = self.thinking.lock().unwrap_or_else(|e| e.into_inner());
        thinking.remove(&game);
    }
}

/// The seed of the engine's choice in game `id` at `version`: the same
/// game played the same way gives the same choices.
fn seed(id: i64, version: i64) -> u64 {
    (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (version as u64).rotate_left(32)
}

/// The replies the channel may see of an engine turn: nothing addressed
/// to the engine itself (its secret pick or loadout, its previews).
fn for_people(replies: Vec<Reply>) -> Vec<Reply> {
    replies
        .into_iter()
        .filter(
            |r| !matches!(&r.audience, Audience::Private(id) if game_api::user::is_engine_id(id)),
        )
        .collect()
}

impl Host {
    /// Every engine seat that is to act now, in running games (searches in
    /// flight and turns already refused left out).
    pub async fn engine_turns(&self) -> Result<Vec<EngineTurn>, sqlx::Error> {
        let mut c = self.store.read().await?;
        let games = store::engine_games(&mut c).await?;
        drop(c);
        let busy: HashSet<i64> = {
            let thinking = self
                .engines
                .thinking
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            thinking.keys().copied().collect()
        };
        let refused = {
            let mut refused = self
                .engines
                .refused
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            // Forgotten once its game has moved on or ended.
            refused
                .retain(|(id, version)| games.iter().any(|g| g.id == *id && g.version == *version));
            refused.clone()
        };
        let mut due = Vec::new();
        for game in games {
            if busy.contains(&game.id) || refused.contains(&(game.id, game.version)) {
                continue;
            }
            let Some(g) = self.games.get(&game.game) else {
                continue;
            };
            let to_act = match g.to_act(&game.state) {
                Ok(seats) => seats,
                Err(e) => {
                    tracing::error!("game {} does not read: {e}", game.id);
                    continue;
                }
            };
            // One seat at a time: the next is found after this one plays.
            let first = to_act.into_iter().find_map(|seat| {
                let level = game.players.get(seat).and_then(User::engine_level)?;
                Some((seat, level))
            });
            if let Some((seat, level)) = first {
                due.push(EngineTurn {
                    game: game.id,
                    channel: game.channel.clone(),
                    version: game.version,
                    seat,
                    level,
                });
            }
        }
        Ok(due)
    }

    /// Plays every engine turn due in `channel` (all channels when `None`),
    /// one after another, until no engine seat is to act: the replies to
    /// send, each with its channel. The console calls this after each
    /// command; at most `limit` turns are played.
    pub async fn drain_engine_turns(
        &self,
        channel: Option<&str>,
        limit: usize,
    ) -> Vec<(String, Vec<Reply>)> {
        let mut sent = Vec::new();
        for _ in 0..limit {
            let due = match self.engine_turns().await {
                Ok(due) => due,
                Err(e) => {
                    tracing::error!("cannot read the engine's games: {e}");
                    break;
                }
            };
            let Some(turn) = due
                .into_iter()
                .find(|t| channel.is_none_or(|c| c == t.channel))
            else {
                break;
            };
            let replies = self.play_engine_turn(&turn).await.replies;
            if replies.is_empty() {
                // Nothing was played: what is due next is for later.
                break;
            }
            sent.push((turn.channel.clone(), replies));
        }
        sent
    }

    /// Thinks for one engine turn and commits it, if the game has not
    /// changed meanwhile: the replies for the channel (none when the turn
    /// was no longer wanted, or another search for the game runs).
    pub async fn play_engine_turn(&self, turn: &EngineTurn) -> super::Answer {
        if self.engines.closing.load(Ordering::Relaxed) {
            return super::Answer::nothing();
        }
        let Some(stop) = self.engines.begin(turn) else {
            return super::Answer::nothing();
        };
        let choice = self.think(turn, &stop).await;
        self.engines.end(turn.game);
        let choice = match choice {
            Ok(_) if stop.load(Ordering::Relaxed) => return super::Answer::nothing(),
            Ok(Some(choice)) => choice,
            Ok(None) => {
                // Stale (the game moved on), or the game has nothing for a
                // seat it says is to act: not asked again at this version.
                self.engine_refused(turn);
                return super::Answer::nothing();
            }
            Err(e) => {
                tracing::error!("engine in game {}: {e}", turn.game);
                self.engine_refused(turn);
                return super::Answer::nothing();
            }
        };
        match self.commit_engine_turn(turn, &choice).await {
            answer if answer.done() => super::Answer {
                replies: for_people(answer.replies),
                ..answer
            },
            super::Answer { replies, .. } => {
                // The engine's own refusal is never shown: logged, not retried.
                let why: Vec<String> = replies
                    .iter()
                    .map(|r| crate::speech::english(&r.text))
                    .collect();
                tracing::error!(
                    "engine choice in game {} refused: {}",
                    turn.game,
                    why.join(" ")
                );
                self.engine_refused(turn);
                super::Answer::nothing()
            }
        }
    }

    /// Stops every search and starts no new one (shutdown).
    pub fn stop_engines(&self) {
        self.engines.closing.store(true, Ordering::Relaxed);
        let thinking = self
            .engines
            .thinking
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        for t in thinking.values() {
            t.stop.store(true, Ordering::Relaxed);
        }
    }

    /// After a commit that wrote each game of `written` at its version: a
    /// search for an earlier version of one of them is stopped (a
    /// resignation, an abort, an accepted draw landed first).
    pub(super) fn interrupt_engines(&self, written: &[(i64, i64)]) {
        let thinking = self
            .engines
            .thinking
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        for (id, version) in written {
            if let Some(t) = thinking.get(id)
                && t.version < *version
            {
                t.stop.store(true, Ordering::Relaxed);
            }
        }
    }

    fn engine_refused(&self, turn: &EngineTurn) {
        let mut refused = self
            .engines
            .refused
            .lock()
            .unwrap_or_else(|e| e.into_inner());
        refused.insert((turn.game, turn.version));
    }

    /// The game's choice for the turn, thought on the engine's threads
    /// once one is free; `Ok(None)` when there is nothing to do.
    async fn think(
        &self,
        turn: &EngineTurn,
        stop: &Arc<AtomicBool>,
    ) -> Result<Option<String>, game_api::Fault> {
        let fault = |e: &dyn std::fmt::Display| game_api::Fault::new(e.to_string());
        let mut c = self.store.read().await.map_err(|e| fault(&e))?;
        let game = store::game(&mut c, turn.game)
            .await
            .map_err(|e| fault(&e))?;
        let Some(game) =
            game.filter(|g| g.version == turn.version && g.status == game_api::GameStatus::Running)
        else {
            return Ok(None);
        };
        // A puzzle's replies are its solution's.
        let reply = super::puzzle::reply(&mut c, &game)
            .await
            .map_err(|e| match e {
                NotDone::Fault(f) => f,
                other => fault(&format!("{other:?}")),
            })?;
        drop(c);
        if reply.is_some() {
            return Ok(reply);
        }
        if stop.load(Ordering::Relaxed) || self.engines.closing.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let games = Arc::clone(&self.games);
        let think = Think {
            seat: turn.seat,
            level: turn.level,
            seed: seed(game.id, game.version),
            nodes: self.engines.nodes,
            stop: Arc::clone(stop),
        };
        let chosen = self
            .engines
            .pool
            .run(move || {
                // Waited in line: no longer wanted.
                if think.stopped() {
                    return Ok(None);
                }
                match games.get(&game.game) {
                    Some(g) => g.think(&game, &think),
                    None => Err(game_api::Fault::new(format!(
                        "game {} is of a game not registered here",
                        game.id
                    ))),
                }
            })
            .await;
        chosen.unwrap_or_else(|| Err(fault(&"the engine's threads are gone")))
    }

    /// Commits the engine's choice as its seat's command, in one
    /// transaction, if the game is still at the turn's version.
    async fn commit_engine_turn(&self, turn: &EngineTurn, choice: &str) -> super::Answer {
        let mut seated = None;
        let result = self
            .transact(async |session, tx| {
                let Some(game) = store::game(tx, turn.game).await? else {
                    return Ok((vec![], vec![]));
                };
                if game.version != turn.version || game.status != game_api::GameStatus::Running {
                    // A player's command got there first: it stands.
                    return Ok((vec![], vec![]));
                }
                let Some(user) = game.players.get(turn.seat).cloned() else {
                    return Err(NotDone::Fault(game_api::Fault::new("no such engine seat")));
                };
                let ctx = Ctx {
                    server: game.server.clone(),
                    channel: game.channel.clone(),
                    user,
                    manages_server: false,
                };
                let g = super::lookup::adapter(session.games, &game)?;
                let draft = staging::load(tx, &game, &ctx.user.id).await?;
                let effect = g.play_choice(staging::play(&game, &ctx, &draft), choice)?;
                let outs = super::commit::apply(session, tx, &ctx, game, effect).await?;
                // A draw offer the engine's turn declined loses its buttons.
                let retired = super::shown::retired(session, tx, &ctx.channel, None).await?;
                seated = Some(ctx);
                Ok((outs, retired))
            })
            .await;
        let ctx = seated.unwrap_or_else(|| Ctx {
            server: String::new(),
            channel: turn.channel.clone(),
            user: User::engine(turn.level, turn.seat + 1),
            manages_server: false,
        });
        self.deliver(&ctx, result).await
    }
}
