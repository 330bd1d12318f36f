//! Computer analysis of finished games, as the host runs it (issue 48).
//!
//! A game that ends waits for its analysis from the transaction that ends
//! it (`commit.rs`); `/analyse` and the Analysis button ask for an older
//! one. [`Host::analyse_in_background`] takes the game that has waited
//! longest, has its engine judge every position on a thread of the
//! lowest CPU priority (never in the way of a turn or a page), and stores
//! the review in the transaction that takes the game off the queue: after
//! a crash the queue still holds what was not done.
//!
//! The same job looks for puzzles in the game: positions where the side to
//! move had exactly one winning turn (a deeper second search confirms
//! it), stored with the analysis.
//!
//! Nothing of it exists while a game runs: a running game is never asked
//! for, and `/analyse` refuses it. Once the game is over its secrets (the
//! Regions picks, the Elemental loadouts) are told with its ending, so the
//! analysis, which reads them, shows every viewer the same.

use super::reply::Reply;
use super::{Ctx, Host, NotDone, Session, refuse, threads};
use crate::analysis::picture::AnalysisPicture;
use crate::analysis::{Mark, Review};
use crate::store::{self, Conn, StoredAnalysis};
use game_api::{
    Button, ButtonId, ButtonStyle, EntryKind, Game, GameRecord, GameStatus, LogEntry, Out, Phrase,
    Words,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The analysis's own version (its efforts and curves): a stored review of
/// another version is made again when asked for.
pub const VERSION: i64 = 1;

/// How many of the biggest swings a reply lists.
const SWINGS: usize = 3;

/// Longest wait between two looks at the queue (another process may
/// have ended a game).
const LOOK_AT_LEAST_EVERY: Duration = Duration::from_secs(5);

/// The host's analyses: one thread at the lowest CPU priority, and the
/// flag that stops an analysis at shutdown (it is done again on restart).
pub(super) struct Analysing {
    pool: threads::Pool,
    closing: Arc<AtomicBool>,
}

impl Analysing {
    /// One analysis at a time, at the engine's priority.
    pub(super) fn new() -> Analysing {
        Analysing {
            pool: threads::Pool::new("analyse", 1, threads::ENGINE_NICE),
            closing: Arc::default(),
        }
    }
}

/// What one analysis did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysed {
    /// The game.
    pub game: i64,
    /// Whether a review was stored (not: the game could not be analysed,
    /// and left the queue).
    pub stored: bool,
    /// The CPU time it took, milliseconds.
    pub cpu_ms: i64,
}

/// The Analysis button under a finished game's last message.
pub fn analysis_button(game_id: i64) -> Button {
    Button {
        id: ButtonId::Analyse { id: game_id }.to_string(),
        label: Phrase::new("button-analysis").into(),
        style: ButtonStyle::Secondary,
    }
}

/// Whether a finished game has something to analyse: its kind has an
/// analysis, it was not aborted, and a turn was played.
pub fn worth_analysing(g: &dyn Game, game: &GameRecord, log: &[LogEntry]) -> bool {
    g.analysis_effort().is_some()
        && !game.running()
        && game.status != GameStatus::Aborted
        && g.turns_played(log) > 0
}

/// The positions of a reviewed game worth a deeper look for a puzzle
/// (their log entries): where the seat to move could win (a chance of 0.7
/// or more with the engine's best turn) and its chance had just jumped by
/// a quarter (0.5 on the winning-chance scale, as lichess-puzzler asks),
/// so the chance came from the opponent's last turn, as a puzzle punishes
/// a mistake.
pub fn puzzle_candidates(review: &Review) -> Vec<usize> {
    review
        .turns
        .iter()
        .filter(|t| t.before >= 0.7 && t.entry > 0)
        .filter(|t| {
            review
                .chances
                .get(t.entry - 1)
                .and_then(|c| c.get(t.seat))
                .is_some_and(|&earlier| earlier <= t.before - 0.25)
        })
        .map(|t| t.entry)
        .collect()
}

/// The CPU time of the calling thread.
fn thread_cpu() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime only writes the struct it is given.
    if unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } != 0 {
        return Duration::ZERO;
    }
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

impl Host {
    /// Analyses the game that has waited longest, if one waits: `None`
    /// when none does, or when the host is closing (it stays queued).
    pub async fn analyse_next(&self) -> Result<Option<Analysed>, sqlx::Error> {
        if self.analysing.closing.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let (id, game, log) = {
            let mut c = self.store.read().await?;
            let Some((id, _)) = store::next_wanted(&mut c).await? else {
                return Ok(None);
            };
            let game = store::game(&mut c, id).await?;
            (id, game, store::turns(&mut c, id).await?)
        };
        let shared = game.as_ref().and_then(|game| self.games.shared(&game.game));
        let (Some(game), Some(g)) = (game, shared) else {
            return self.unanalysable(id).await;
        };
        let (Some(effort), false) = (g.analysis_effort(), game.running()) else {
            return self.unanalysable(id).await;
        };
        let closing = Arc::clone(&self.analysing.closing);
        let start = game.start_state.clone();
        let job = self
            .analysing
            .pool
            .run(move || {
                let before = thread_cpu();
                let stop = |_| closing.load(Ordering::Relaxed);
                let made = match g.judge_log(&start, &log, effort, &stop) {
                    Ok(Some(judged)) => {
                        let review = Review::of(&judged);
                        let at = puzzle_candidates(&review);
                        g.puzzles_in_log(&start, &log, &at, effort)
                            .map(|puzzles| Some((review, puzzles)))
                    }
                    Ok(None) => Ok(None),
                    Err(e) => Err(e),
                };
                (made, thread_cpu().saturating_sub(before))
            })
            .await;
        let (made, cpu) = match job {
            Some(done) => done,
            None => {
                tracing::error!("the analysis of game {id} panicked");
                return self.unanalysable(id).await;
            }
        };
        let (review, puzzles) = match made {
            Ok(Some(made)) => made,
            // Stopped: the host is closing; it is done again on restart.
            Ok(None) => return Ok(None),
            Err((entry, e)) => {
                tracing::warn!(
                    "game {id} cannot be analysed: entry {} does not replay: {e}",
                    entry + 1
                );
                return self.unanalysable(id).await;
            }
        };
        let stored = StoredAnalysis {
            game_id: id,
            version: VERSION,
            review: serde_json::to_string(&review).map_err(|e| sqlx::Error::Encode(Box::new(e)))?,
            made_at: self.now(),
            cpu_ms: cpu.as_millis() as i64,
        };
        let saved = self
            .transact(async |_, c| {
                store::save_analysis(c, &stored).await?;
                for found in &puzzles {
                    let puzzle = store::NewPuzzle {
                        game_id: id,
                        server: &game.server,
                        game: &game.game,
                        found,
                        made_at: stored.made_at,
                    };
                    store::save_puzzle(c, &puzzle).await?;
                }
                Ok(())
            })
            .await;
        stored_or_failed(saved)?;
        Ok(Some(Analysed {
            game: id,
            stored: true,
            cpu_ms: stored.cpu_ms,
        }))
    }

    /// Takes game `id` off the queue without a review.
    async fn unanalysable(&self, id: i64) -> Result<Option<Analysed>, sqlx::Error> {
        let dropped = self
            .transact(async |_, c| Ok(store::drop_wanted(c, id).await?))
            .await;
        stored_or_failed(dropped)?;
        Ok(Some(Analysed {
            game: id,
            stored: false,
            cpu_ms: 0,
        }))
    }

    /// Analyses every game waiting, one after another; how many.
    pub async fn analyse_waiting(&self) -> Result<usize, sqlx::Error> {
        let mut done = 0;
        while self.analyse_next().await?.is_some() {
            done += 1;
        }
        Ok(done)
    }

    /// Analyses the games waiting for as long as the process runs, one
    /// at a time; looks again after every change and every few seconds.
    pub async fn analyse_in_background(self) {
        loop {
            match self.analyse_next().await {
                Ok(Some(done)) => {
                    tracing::debug!("analysed game {} ({} ms of CPU)", done.game, done.cpu_ms);
                    continue;
                }
                Ok(None) if self.analysing.closing.load(Ordering::Relaxed) => return,
                Ok(None) => {}
                Err(e) => tracing::warn!("analyses: {e}"),
            }
            tokio::select! {
                () = tokio::time::sleep(LOOK_AT_LEAST_EVERY) => {}
                () = self.changed() => {}
            }
        }
    }

    /// Stops the analysis in progress (the host is closing).
    pub fn stop_analyses(&self) {
        self.analysing.closing.store(true, Ordering::Relaxed);
    }

    /// Game `id`'s stored review, if it has one of this version.
    pub async fn review(&self, id: i64) -> Result<Option<Review>, sqlx::Error> {
        let mut c = self.store.read().await?;
        stored_review(&mut c, id).await
    }
}

/// A unit of work that only stores: its storage error, if any.
fn stored_or_failed(done: Result<(), NotDone>) -> Result<(), sqlx::Error> {
    match done {
        Ok(()) => Ok(()),
        Err(NotDone::Store(e)) => Err(e),
        Err(NotDone::Refused(_) | NotDone::Fault(_)) => {
            Err(sqlx::Error::Protocol("an analysis was not stored".into()))
        }
    }
}

/// Game `id`'s stored review of this version, if any.
pub(crate) async fn stored_review(c: &mut Conn, id: i64) -> Result<Option<Review>, sqlx::Error> {
    Ok(store::analysis(c, id)
        .await?
        .filter(|a| a.version == VERSION)
        .and_then(|a| serde_json::from_str(&a.review).ok()))
}

/// Asks for a finished game's analysis in the transaction that ends it.
pub(super) async fn want_at_end(
    c: &mut Conn,
    g: &dyn Game,
    game: &GameRecord,
    log: &[LogEntry],
    now: i64,
) -> Result<(), sqlx::Error> {
    if worth_analysing(g, game, log) {
        store::want_analysis(c, game.id, now).await?;
    }
    Ok(())
}

/// `/analyse [game]` and the Analysis button: the stored analysis of the
/// channel's latest game or game `id` of this server, or, when it has
/// none yet, the game asked for (the reply says so, privately).
pub(super) async fn analyse(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
) -> Result<Vec<Out>, NotDone> {
    let game =
        super::replay::game_asked_for(c, ctx, id, "analyse-no-such-game", "analyse-no-game-yet")
            .await?;
    if game.running() {
        return refuse(Phrase::new("analyse-not-over").code("id", game.id));
    }
    if store::attempt(c, game.id).await?.is_some() {
        return refuse(Phrase::new("analyse-a-puzzle").code("id", game.id));
    }
    let Some(g) = session.games.get(&game.game) else {
        return refuse(Phrase::new("host-game-gone"));
    };
    if g.analysis_effort().is_none() {
        return refuse(Phrase::new("analyse-not-this-game").code("game", g.meta().title));
    }
    let log = store::turns(c, game.id).await?;
    if !worth_analysing(g, &game, &log) {
        return refuse(Phrase::new("analyse-nothing").code("id", game.id));
    }
    if let Some(review) = stored_review(c, game.id).await? {
        let mut reply = Reply::public(said(&game, g, &log, &review));
        if let Some(button) = super::controls::page_button(session, c, game.id).await? {
            reply = reply.with_buttons(vec![button]);
        }
        let picture = AnalysisPicture {
            title: heading(&game, g, "analyse-of").into(),
            players: player_lines(&game, &review),
            notes: notes(&game, g, &log, &review),
            alt: alt(&game, g, &log, &review),
            review,
        };
        return Ok(vec![Out::Rich {
            reply,
            picture: Box::new(picture),
        }]);
    }
    store::want_analysis(c, game.id, session.now).await?;
    let ahead = store::analyses_ahead(c, game.id).await?;
    Ok(vec![Out::Plain(Reply::private(
        &ctx.user.id,
        Phrase::new("analyse-queued")
            .code("id", game.id)
            .with("ahead", ahead),
    ))])
}

/// `Analysis of game 12 (Masters: alice vs bob)` by the message `id`.
fn heading(game: &GameRecord, g: &dyn Game, id: &'static str) -> Phrase {
    let mut phrase = Phrase::new(id)
        .code("id", game.id)
        .code("game", g.meta().title);
    if let Some(players) = game
        .players
        .iter()
        .map(super::lookup::player)
        .reduce(super::lookup::versus)
    {
        phrase = phrase.with("players", players);
    }
    phrase
}

/// A mark in words.
pub fn mark(mark: Mark) -> Phrase {
    Phrase::new(match mark {
        Mark::Inaccuracy => "analysis-mark-inaccuracy",
        Mark::Mistake => "analysis-mark-mistake",
        Mark::Blunder => "analysis-mark-blunder",
    })
}

/// Each player's accuracy and marks, one line each.
pub fn player_lines(game: &GameRecord, review: &Review) -> Vec<Words> {
    game.players
        .iter()
        .enumerate()
        .map(|(seat, who)| {
            let marks = review.marks.get(seat).copied().unwrap_or_default();
            let phrase = match review.accuracy.get(seat).copied().flatten() {
                Some(a) => Phrase::new("analyse-player").with("accuracy", a.round() as i64),
                None => Phrase::new("analyse-player-no-turns"),
            };
            phrase
                .with("who", super::lookup::player(who))
                .with("inaccuracies", marks[0])
                .with("mistakes", marks[1])
                .with("blunders", marks[2])
                .into()
        })
        .collect()
}

/// The biggest swings, one line each (`Turn 12, bob: E2-E4 (blunder);
/// best was D1-D7`).
pub fn swing_lines(
    game: &GameRecord,
    g: &dyn Game,
    log: &[LogEntry],
    review: &Review,
) -> Vec<Words> {
    review
        .swings(SWINGS)
        .into_iter()
        .filter_map(|t| {
            let entry = log.get(t.entry)?;
            let turns_before = log[..t.entry]
                .iter()
                .filter(|e| e.kind == EntryKind::Turn)
                .count();
            let mut phrase = Phrase::new("analyse-swing")
                .with("turn", g.turn_number(turns_before))
                .code("played", &entry.notation)
                .code("best", &t.best);
            if let Some(who) = game.players.get(t.seat) {
                phrase = phrase.with("who", super::lookup::player(who));
            }
            phrase = match t.mark {
                Some(m) => phrase.with("mark", mark(m)),
                None => phrase.with("mark", Phrase::new("analysis-mark-none")),
            };
            Some(phrase.into())
        })
        .collect()
}

/// The biggest swings under their heading (nothing when no turn lost).
fn notes(game: &GameRecord, g: &dyn Game, log: &[LogEntry], review: &Review) -> Vec<Words> {
    let swings = swing_lines(game, g, log, review);
    if swings.is_empty() {
        return swings;
    }
    let mut notes = vec![Words::from(Phrase::new("analyse-swings"))];
    notes.extend(swings);
    notes
}

/// Each player's line, then the swings.
fn lines(game: &GameRecord, g: &dyn Game, log: &[LogEntry], review: &Review) -> Vec<Words> {
    let mut lines = player_lines(game, review);
    lines.extend(notes(game, g, log, review));
    lines
}

/// The reply's text: the heading and the picture's lines.
fn said(game: &GameRecord, g: &dyn Game, log: &[LogEntry], review: &Review) -> Words {
    let mut words = Words::from(heading(game, g, "analyse-of"));
    for line in lines(game, g, log, review) {
        words = words.line(line);
    }
    words
}

/// The picture's alt text: the graph in words, then the same lines.
fn alt(game: &GameRecord, g: &dyn Game, log: &[LogEntry], review: &Review) -> Words {
    let mut words = Words::from(heading(game, g, "analyse-alt"));
    for line in lines(game, g, log, review) {
        words = words.then(line);
    }
    words
}
