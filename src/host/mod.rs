//! The game host: what every command does, whoever sends it (console or
//! Discord). It knows channels, users, challenges, games and turns; it
//! knows nothing of Discord.
//!
//! Every command runs in one write transaction; replies are made only after
//! it commits, so an acknowledged turn is stored. A command that fails
//! changes nothing and answers the user privately with what to do instead.

pub mod analysis;
mod archive;
mod challenge;
mod choosing;
pub use choosing::Ask;
pub mod clock;
pub mod command;
mod commit;
mod controls;
mod duties;
mod ending;
pub mod engine;
pub mod events;
pub mod help;
pub mod language;
mod leaderboard;
mod look;
mod lookup;
mod mine;
pub mod notify;
mod opening;
mod play;
mod press;
mod private;
pub mod puzzle;
pub mod record;
pub mod registry;
mod rematch;
pub mod replay;
pub mod seat;
pub mod seat_link;
mod shown;
pub mod staging;
pub mod suggest;
mod sweep;
mod table;
pub(crate) mod threads;
pub mod tournament;
mod unit;
pub mod verbs;
pub mod view;

/// The kinds of refusal code acts on.
pub use game_api::Why;
/// Replies, as games and the host make them.
pub use game_api::reply;

use crate::config::GameSettings;
use crate::store::Conn;
use crate::store::{self, Store};
use command::{Command, LanguageScope, User};
use game_api::{ButtonId, Out, Phrase, Posted};
pub use registry::Games;
use reply::Reply;
use std::sync::Arc;

/// Where a command came from: a channel and a user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ctx {
    /// The server the channel belongs to (a Discord guild id; `console` in
    /// the console; [`DIRECT`] for a direct message): ratings and
    /// leaderboards are kept per server.
    pub server: String,
    /// The channel (or thread) id.
    pub channel: String,
    /// Who sent it.
    pub user: User,
    /// Whether they may change the server's settings (Discord's Manage
    /// Server permission; everyone in the local console, which is one
    /// person's machine).
    pub manages_server: bool,
}

impl Ctx {
    /// Whether the command came from a server's channel (not a DM or
    /// group DM), where the bot may start threads and post freely.
    pub fn in_a_server(&self) -> bool {
        self.server != DIRECT && self.server != PRIVATE
    }
}

/// The server of a direct message with the bot (a DM has no server).
pub const DIRECT: &str = "dm";

/// The server of a DM or group DM between people, where the bot is not a
/// member and can only answer interactions ([`private`]).
pub const PRIVATE: &str = "private";

/// What a command's handlers share besides its transaction and its
/// sender: the registered games, the settings, and the moment the command
/// runs (read once from the host's clock, so one command has one time).
///
/// Two calling styles, one per kind of code: what opens transactions (a
/// command from a front end, the engine's turn, the sweeper) is a method
/// of [`Host`]; everything inside one transaction is a free function of
/// its module, taking the session, the transaction and the sender.
pub(crate) struct Session<'a> {
    /// The registered games.
    pub games: &'a Games,
    /// The host's settings.
    pub settings: &'a GameSettings,
    /// Now, by the host's clock (unix seconds).
    pub now: i64,
    /// The web pages' address, when messages link to them.
    pub pages: Option<&'a str>,
    /// What signs play links, when the Play button links a page to play on.
    pub links: Option<&'a seat_link::SeatLinks>,
    /// Positions committed in this session whose people to act may choose
    /// their turn step by step: their games prepare the first step once
    /// the transaction has committed ([`Host::prepare_choices`]).
    pub prepare: std::sync::Mutex<Vec<(game_api::GameRecord, Vec<usize>)>>,
    /// The games this session's changes were written to, as they were
    /// left (told on the event stream once the transaction has committed).
    committed: std::sync::Mutex<Vec<events::GameChanged>>,
    /// Recorded messages whose buttons this session's changes settled (a
    /// draw offer answered, lapsed or ended with its game), named to the
    /// front end once the transaction commits.
    pub retired: std::sync::Mutex<Vec<String>>,
    /// The (game, player) drafts this session read and found empty: a
    /// commit of theirs has none to delete (a statement saved per typed
    /// turn).
    empty_drafts: std::sync::Mutex<Vec<(i64, String)>>,
    /// Puzzle attempts (their games) whose turn this session refused as
    /// not the answer: the refusal rolls the session back, and the miss
    /// is counted after it in a transaction of its own
    /// ([`Host::transact`]).
    pub(crate) puzzle_misses: std::sync::Mutex<Vec<i64>>,
}

impl Session<'_> {
    /// Notes whether `user`'s draft in game `game`, as just read, is empty.
    pub(crate) fn read_draft(&self, game: i64, user: &str, empty: bool) {
        let mut known = self.empty_drafts.lock().unwrap_or_else(|e| e.into_inner());
        known.retain(|(g, u)| !(*g == game && u == user));
        if empty {
            known.push((game, user.to_string()));
        }
    }

    /// Whether `user`'s draft in game `game` was read empty in this
    /// session (and not written since).
    pub(crate) fn draft_is_empty(&self, game: i64, user: &str) -> bool {
        self.empty_drafts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .any(|(g, u)| *g == game && u == user)
    }

    /// Notes that `game` (of the game `g`) was written in this session,
    /// as it now stands.
    pub(crate) fn wrote(&self, g: &dyn game_api::Game, game: &game_api::GameRecord) {
        self.committed
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(events::GameChanged::of(g, game));
    }

    /// Notes that `message`'s buttons no longer apply.
    pub(crate) fn retire(&self, message: String) {
        self.retired
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(message);
    }

    /// The messages retired so far (each once).
    pub(crate) fn take_retired(&self) -> Vec<String> {
        std::mem::take(&mut *self.retired.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Why a command did nothing.
#[derive(Debug)]
pub(crate) enum NotDone {
    /// The user asked for something the rules or the game do not allow; the sentence says why.
    Refused(game_api::Refusal),
    /// Storage failed.
    Store(sqlx::Error),
    /// Something broke on our side (damaged state, a game's fault): logged, never shown.
    Fault(game_api::Fault),
}

impl NotDone {
    /// A refusal with this sentence.
    pub(crate) fn refused(text: impl Into<game_api::Words>) -> NotDone {
        NotDone::Refused(game_api::Refusal::new(text))
    }
}

impl From<sqlx::Error> for NotDone {
    fn from(e: sqlx::Error) -> NotDone {
        NotDone::Store(e)
    }
}

impl From<game_api::Failure> for NotDone {
    fn from(f: game_api::Failure) -> NotDone {
        match f {
            game_api::Failure::Refused(r) => NotDone::Refused(r),
            game_api::Failure::Fault(f) => NotDone::Fault(f),
        }
    }
}

impl From<game_api::Refusal> for NotDone {
    fn from(r: game_api::Refusal) -> NotDone {
        NotDone::Refused(r)
    }
}

impl From<game_api::Fault> for NotDone {
    fn from(f: game_api::Fault) -> NotDone {
        NotDone::Fault(f)
    }
}

/// Short for a refusal with a sentence.
pub(crate) fn refuse<T>(text: impl Into<game_api::Words>) -> Result<T, NotDone> {
    Err(NotDone::refused(text))
}

/// The host: storage, the registered games, and the settings.
#[derive(Clone)]
pub struct Host {
    store: Store,
    games: Arc<Games>,
    /// Where pictures are drawn: one thread per core, below the async
    /// workers' priority.
    drawing: Arc<threads::Pool>,
    settings: GameSettings,
    /// Woken after every command, so the sweeper looks at deadlines again.
    changed: Arc<tokio::sync::Notify>,
    /// What this process's units of work did, for every front end.
    events: Arc<tokio::sync::broadcast::Sender<events::Happened>>,
    /// Where deadlines are read.
    clock: Arc<dyn clock::Clock>,
    /// The engine opponent's searches.
    engines: Arc<engine::Engines>,
    /// Analyses of finished games.
    analysing: Arc<analysis::Analysing>,
    /// The last day (UTC, since 1970) whose daily puzzles were posted.
    daily_posted: Arc<std::sync::atomic::AtomicI64>,
    /// The web pages' address, when messages link to them.
    pages: Option<Arc<str>>,
    /// What signs play links, when seated players may play on the pages.
    links: Option<Arc<seat_link::SeatLinks>>,
    /// The languages front ends last told for each channel and player.
    heard: Arc<language::Heard>,
    /// Turn alerts: the front end's mailer, the seat pages looked at.
    alerts: Arc<notify::Alerts>,
    /// DMs and group DMs between people: which channels are, and what
    /// each holds for its next interaction.
    private: Arc<private::PrivateChannels>,
}

/// Time per turn when a challenge names none.
pub const DEFAULT_TURN_SECONDS: i64 = 86_400;

/// What a command did, for the front end that sent it.
#[derive(Debug)]
pub struct Answer {
    /// The messages to send; a command not done answers one private
    /// sentence.
    pub replies: Vec<Reply>,
    /// Messages on show whose buttons no longer apply: ids a front end
    /// recorded with [`Host::note_posted`].
    pub retired: Vec<String>,
    /// Done, or refused and why (then nothing changed, and the one reply
    /// says it in words).
    pub outcome: Result<(), game_api::Why>,
}

impl Answer {
    /// Nothing to send, nothing done.
    pub fn nothing() -> Answer {
        Answer {
            replies: vec![],
            retired: vec![],
            outcome: Err(game_api::Why::Other),
        }
    }

    /// Whether the command was done.
    pub fn done(&self) -> bool {
        self.outcome.is_ok()
    }
}

/// A challenge or table whose time ran out, to announce in its channel.
#[derive(Clone, Debug)]
pub struct Expired {
    /// Its channel.
    pub channel: String,
    /// Messages on show whose buttons no longer apply (the challenge's or
    /// table's, a game's draw offer), as recorded by [`Host::note_posted`].
    pub retired: Vec<String>,
    /// The announcement.
    pub reply: Reply,
}

impl Host {
    /// A host over `store`, serving `games`.
    pub fn new(store: Store, games: Arc<Games>, settings: GameSettings) -> Host {
        Host::with_clock(store, games, settings, Arc::new(clock::SystemClock))
    }

    /// The same, reading the time from `clock` (tests move it by hand).
    pub fn with_clock(
        store: Store,
        games: Arc<Games>,
        settings: GameSettings,
        clock: Arc<dyn clock::Clock>,
    ) -> Host {
        // The catalogue is read now (a fifth of a second for every
        // language), not by the first answer.
        crate::speech::catalogue();
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let drawing = Arc::new(threads::Pool::new("draw", cores, threads::DRAWING_NICE));
        let engines = Arc::new(engine::Engines::new(
            settings.engine_searches,
            settings.engine_nodes,
        ));
        Host {
            store,
            games,
            drawing,
            heard: Arc::default(),
            alerts: Arc::default(),
            private: Arc::default(),
            settings,
            changed: Arc::new(tokio::sync::Notify::new()),
            events: Arc::new(tokio::sync::broadcast::Sender::new(events::EVENTS_KEPT)),
            clock,
            engines,
            analysing: Arc::new(analysis::Analysing::new()),
            daily_posted: Arc::new(std::sync::atomic::AtomicI64::new(i64::MIN)),
            pages: None,
            links: None,
        }
    }

    /// Has the game's first and last messages and `/history` link to its
    /// web page under `base` (`http://127.0.0.1:8350`).
    pub fn link_pages(&mut self, base: &str) {
        self.pages = Some(Arc::from(base.trim_end_matches('/')));
    }

    /// Now, by the host's clock (unix seconds).
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// The session of one command (or one engine turn, or one sweep), at
    /// this moment.
    pub(crate) fn session(&self) -> Session<'_> {
        Session {
            games: &self.games,
            settings: &self.settings,
            now: self.now(),
            pages: self.pages.as_deref(),
            links: self.links.as_deref(),
            prepare: std::sync::Mutex::new(vec![]),
            committed: std::sync::Mutex::new(vec![]),
            retired: std::sync::Mutex::new(vec![]),
            empty_drafts: std::sync::Mutex::new(vec![]),
            puzzle_misses: std::sync::Mutex::new(vec![]),
        }
    }

    /// Has each game of `session`'s commits prepare its people's first
    /// choice step, on the drawing threads, after the replies: a player
    /// who presses Play finds it ready.
    pub(crate) fn prepare_choices(&self, session: Session<'_>) {
        let prepare = session
            .prepare
            .into_inner()
            .unwrap_or_else(|e| e.into_inner());
        for (game, seats) in prepare {
            let games = Arc::clone(&self.games);
            self.drawing.spawn(move || {
                if let Some(g) = games.get(&game.game) {
                    for seat in seats {
                        g.prepare_choices(&game, seat);
                    }
                }
            });
        }
    }

    /// Expires every challenge and table whose time is up and returns the
    /// announcements (each expiry exactly once, even with several
    /// processes on one database).
    pub async fn sweep(&self) -> Result<Vec<Expired>, sqlx::Error> {
        let storage = |e: NotDone| match e {
            NotDone::Store(e) => e,
            other => sqlx::Error::Protocol(format!("the sweep: {other:?}")),
        };
        let due = self
            .transact(async |session, tx| Ok(store::expire_due_challenges(tx, session.now).await?))
            .await
            .map_err(storage)?;
        let mut announcements = self
            .transact(async |session, tx| Ok(sweep::sweep_games(session, tx).await?))
            .await
            .map_err(storage)?;
        announcements.extend(self.sweep_events().await?);
        let mut expired: Vec<Expired> = due
            .into_iter()
            .map(|ch| {
                let title = self.games.get(&ch.game).map_or("game", |g| g.meta().title);
                let who = ch.challenger.name.as_str();
                let text = match (&ch.table, &ch.opponent) {
                    (Some(_), _) => Phrase::new("challenge-table-expired")
                        .name("opener", who)
                        .code("game", title)
                        .code("name", &ch.game),
                    (None, Some(o)) => Phrase::new("challenge-expired-to")
                        .name("challenger", who)
                        .name("opponent", o.name.as_str()),
                    (None, None) => Phrase::new("challenge-expired").name("challenger", who),
                };
                Expired {
                    channel: ch.channel.clone(),
                    retired: ch.message_id.iter().cloned().collect(),
                    reply: Reply::public(text),
                }
            })
            .collect();
        expired.append(&mut announcements);
        Ok(expired)
    }

    /// Starts the events due to start and closes the arenas whose time is
    /// up: their announcements.
    async fn sweep_events(&self) -> Result<Vec<Expired>, sqlx::Error> {
        // Most sweeps find nothing due: a read before any write.
        let due = {
            let mut c = self.store.read().await?;
            store::next_event_due(&mut c).await?
        };
        if due.is_none_or(|at| at > self.now()) {
            return Ok(vec![]);
        }
        match self
            .transact(async |session, tx| tournament::clock::sweep(session, tx).await)
            .await
        {
            Ok(told) => Ok(told
                .into_iter()
                .map(|(channel, reply)| Expired {
                    channel,
                    retired: vec![],
                    reply,
                })
                .collect()),
            Err(NotDone::Store(e)) => Err(e),
            Err(e) => {
                tracing::error!("events by the clock: {e:?}");
                Ok(vec![])
            }
        }
    }

    /// When the next challenge or table expires (unix seconds), if any is open.
    pub async fn next_deadline(&self) -> Result<Option<i64>, sqlx::Error> {
        let mut c = self.store.read().await?;
        let challenge = store::next_challenge_expiry(&mut c).await?;
        let game = store::next_game_event(&mut c).await?;
        let event = store::next_event_due(&mut c).await?;
        Ok([challenge, game, event].into_iter().flatten().min())
    }

    /// Resolves after the next command this process runs (a sweeper waits
    /// on it, so a new challenge's deadline is seen at once).
    pub async fn changed(&self) {
        self.changed.notified().await;
    }

    /// Tells the event stream which games `session` wrote, as they now
    /// stand; each game's id and version.
    fn announce_committed(&self, session: &Session<'_>) -> Vec<(i64, i64)> {
        let written =
            std::mem::take(&mut *session.committed.lock().unwrap_or_else(|e| e.into_inner()));
        let versions = written.iter().map(|w| (w.id, w.version)).collect();
        for w in written {
            self.publish(events::Happened::Game(w));
        }
        versions
    }

    /// The storage.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The registered games.
    pub fn games(&self) -> &Games {
        &self.games
    }

    /// The registered games, to share with another part of the process
    /// (the web pages).
    pub fn shared_games(&self) -> Arc<Games> {
        Arc::clone(&self.games)
    }

    /// Reads a typed line (`/move from:E2 to:E4`) against the registered games.
    pub fn parse(
        &self,
        line: &str,
        mention: impl Fn(&str) -> Option<User>,
    ) -> Result<Command, game_api::Words> {
        Command::parse(line, &self.games, mention)
    }

    /// Whether `command` from `ctx` is answered privately when it succeeds
    /// (previews, reference texts), so a front end that must acknowledge
    /// before the work is done (Discord's deferral) picks this visibility.
    /// A game command shared by games that answer differently asks the
    /// channel's game.
    pub async fn answers_privately(&self, ctx: &Ctx, command: &Command) -> bool {
        match command {
            Command::Game
            | Command::History
            | Command::MyGames
            | Command::Anonymous { .. }
            | Command::Notify(_)
            | Command::Language {
                scope: LanguageScope::Me,
                ..
            }
            | Command::Rules { .. }
            | Command::Help
            | Command::Undo
            | Command::Choices
            | Command::ChooseNumber { .. } => true,
            Command::Press {
                button: ButtonId::Game { action, .. },
            } => {
                let parts: Vec<&str> = action.iter().map(String::as_str).collect();
                play::GameButton::read(&parts).is_private()
            }
            Command::Play { command: c, .. } => {
                let declared = self.games.with_verb(&c.verb);
                let private: Vec<bool> = declared.iter().map(|(_, v)| v.private).collect();
                if private.iter().all(|p| *p) || private.iter().all(|p| !*p) {
                    return private.first().copied().unwrap_or(false);
                }
                let playing = async {
                    let mut conn = self.store.read().await.ok()?;
                    store::running_game(&mut conn, &ctx.channel).await.ok()?
                };
                match playing.await {
                    Some(game) => declared
                        .iter()
                        .find(|(g, _)| g.meta().name == game.game)
                        .is_some_and(|(_, v)| v.private),
                    None => false,
                }
            }
            _ => false,
        }
    }

    /// Runs one command and returns what to send. Never panics on input.
    pub async fn handle(&self, ctx: &Ctx, command: Command) -> Vec<Reply> {
        self.answer(ctx, command, None).await.replies
    }

    /// The same, telling a refused command (its one private sentence, as
    /// `Err`) from one that was done.
    pub async fn try_handle(&self, ctx: &Ctx, command: Command) -> Result<Vec<Reply>, Vec<Reply>> {
        let answer = self.answer(ctx, command, None).await;
        match answer.outcome {
            Ok(()) => Ok(answer.replies),
            Err(_) => Err(answer.replies),
        }
    }

    /// Runs one command for a front end: the replies, and the messages on
    /// show whose buttons no longer apply. An accept (`/accept` or an
    /// Accept button) with a `game_channel` (a thread made for the game)
    /// starts the game there rather than in the challenge's channel.
    pub async fn answer(&self, ctx: &Ctx, command: Command, game_channel: Option<&str>) -> Answer {
        use tracing::Instrument;
        // What the logs of this command carry: where and which command,
        // never an option's value (a secret pick or loadout) or a token.
        let span = tracing::info_span!(
            "command",
            channel = %ctx.channel,
            verb = %command.verb(),
            game = tracing::field::Empty,
            seat = tracing::field::Empty,
        );
        if let Some(there) = self.game_elsewhere(ctx, &command).await {
            let answer = self.run(&there, command, None).instrument(span).await;
            return self.shown_there(&there, answer).await;
        }
        self.note_private_channel(ctx).await;
        let mut answer = self.run(ctx, command, game_channel).instrument(span).await;
        // What a private channel could not show meanwhile comes first.
        let mut held = self.take_held(ctx);
        if !held.is_empty() {
            held.append(&mut answer.replies);
            answer.replies = held;
        }
        answer
    }

    /// A press in a direct message on a button or menu of a game played in
    /// another channel (a turn alert's Play button, then its choices), by
    /// one of its players: where to run it, as if pressed there.
    async fn game_elsewhere(&self, ctx: &Ctx, command: &Command) -> Option<Ctx> {
        let Command::Press {
            button: ButtonId::Game { id, .. },
        } = command
        else {
            return None;
        };
        if ctx.server != DIRECT {
            return None;
        }
        let mut c = self.store.read().await.ok()?;
        let game = store::game(&mut c, *id).await.ok()??;
        (game.channel != ctx.channel && game.seat_of(&ctx.user.id).is_some()).then(|| Ctx {
            server: game.server.clone(),
            channel: game.channel.clone(),
            user: ctx.user.clone(),
            manages_server: false,
        })
    }

    /// What a press run for the game's channel `there` answers in the
    /// direct message: what everyone sees is said in the game's channel
    /// (as a turn played on a page is), the asker's own replies here.
    async fn shown_there(&self, there: &Ctx, answer: Answer) -> Answer {
        let (mine, public): (Vec<Reply>, Vec<Reply>) = answer
            .replies
            .into_iter()
            .partition(|r| matches!(r.audience, game_api::Audience::Private(_)));
        let shown = !public.is_empty();
        self.publish_said(&there.channel, public, answer.retired)
            .await;
        let mut replies = mine;
        if replies.is_empty() && shown {
            replies.push(Reply::private(
                &there.user.id,
                Phrase::new("host-shown-in-channel")
                    .code("channel", mine::channel_mention(&there.channel)),
            ));
        }
        Answer {
            replies,
            retired: vec![],
            outcome: answer.outcome,
        }
    }

    /// The open (unexpired) challenge in `channel`, if any.
    pub async fn open_challenge(
        &self,
        channel: &str,
    ) -> Result<Option<store::ChallengeRow>, sqlx::Error> {
        let mut c = self.store.read().await?;
        Ok(store::open_challenge(&mut c, channel)
            .await?
            .filter(|ch| ch.expires_at > self.now()))
    }

    /// Records the message a front end posted for a reply's [`Posted`]
    /// (front ends with message ids call this once it is sent). Returns the
    /// messages whose buttons should go: the one it replaces, and itself if
    /// what it shows was settled meanwhile.
    pub async fn note_posted(
        &self,
        posted: Posted,
        message_id: &str,
    ) -> Result<Vec<String>, sqlx::Error> {
        self.transact(async |_, tx| Ok(shown::record(tx, posted, message_id).await?))
            .await
            .map_err(|e| match e {
                NotDone::Store(e) => e,
                other => sqlx::Error::Protocol(format!("recording a message: {other:?}")),
            })
    }

    async fn run(&self, ctx: &Ctx, command: Command, game_channel: Option<&str>) -> Answer {
        let settles = command.may_settle_challenge();
        // A server's new language is read afresh for this answer, and
        // anything read meanwhile is forgotten once it is stored.
        let sets_server_language = matches!(
            command,
            Command::Language {
                scope: LanguageScope::Server,
                ..
            }
        );
        if sets_server_language {
            self.heard.forget_stored();
        }
        let answer = self
            .run_work(ctx, settles, async |session, tx| {
                dispatch(session, tx, ctx, command, game_channel).await
            })
            .await;
        if sets_server_language {
            self.heard.forget_stored();
        }
        answer
    }

    /// Runs `work` for `ctx` as a command runs (`verb` names it in the
    /// logs): the unit of work, the messages it settled, its answer.
    pub(crate) async fn run_for(
        &self,
        ctx: &Ctx,
        verb: &str,
        settles_challenge: bool,
        work: impl AsyncFnOnce(&Session<'_>, &mut Conn) -> Result<Vec<Out>, NotDone>,
    ) -> Answer {
        use tracing::Instrument;
        let span = tracing::info_span!(
            "command",
            channel = %ctx.channel,
            verb = %verb,
            game = tracing::field::Empty,
            seat = tracing::field::Empty,
        );
        self.run_work(ctx, settles_challenge, work)
            .instrument(span)
            .await
    }

    /// A command's unit of work: `work`, then the messages it settled (a
    /// challenge's, when it `settles_challenge`), and the answer drawn.
    async fn run_work(
        &self,
        ctx: &Ctx,
        settles_challenge: bool,
        work: impl AsyncFnOnce(&Session<'_>, &mut Conn) -> Result<Vec<Out>, NotDone>,
    ) -> Answer {
        let result = self
            .transact(async |session, tx| {
                let shown_before = if settles_challenge {
                    shown::challenge_shown(tx, &ctx.channel).await?
                } else {
                    None
                };
                let outs = work(session, tx).await?;
                let retired = shown::retired(session, tx, &ctx.channel, shown_before).await?;
                Ok((outs, retired))
            })
            .await;
        self.deliver(ctx, result).await
    }

    /// What a command's result becomes: the replies, pictures drawn off
    /// the async workers; a refusal as one private sentence, a fault or a
    /// storage error logged and apologised for.
    async fn deliver(&self, ctx: &Ctx, result: Result<(Vec<Out>, Vec<String>), NotDone>) -> Answer {
        let refused = |why: game_api::Why, text: game_api::Words| Answer {
            replies: vec![Reply::private(&ctx.user.id, text)],
            retired: vec![],
            outcome: Err(why),
        };
        match result {
            Ok((outs, retired)) => {
                // Pictures take a millisecond or two of CPU: draw them off the
                // async workers, one per core at a time.
                let voices = self.voices(&ctx.channel, &ctx.user.id).await;
                match self.drawing.run(move || view::render(outs, voices)).await {
                    // The engine is never notified: it acts when its seat is due.
                    Some(replies) => Answer {
                        replies: replies
                            .into_iter()
                            .map(|mut r| {
                                r.pings.retain(|id| !game_api::user::is_engine_id(id));
                                r
                            })
                            .collect(),
                        retired,
                        outcome: Ok(()),
                    },
                    None => {
                        tracing::error!("drawing failed in {}", ctx.channel);
                        Answer {
                            replies: vec![Reply::private(
                                &ctx.user.id,
                                game_api::Phrase::new("host-picture-failed"),
                            )],
                            retired,
                            outcome: Ok(()),
                        }
                    }
                }
            }
            Err(NotDone::Refused(refusal)) => refused(refusal.why(), refusal.text().clone()),
            Err(NotDone::Fault(e)) => {
                tracing::error!("fault in {}: {e}", ctx.channel);
                refused(
                    game_api::Why::Other,
                    game_api::Phrase::new("host-fault").into(),
                )
            }
            Err(NotDone::Store(e)) => {
                tracing::error!("storage error in {}: {e}", ctx.channel);
                refused(
                    game_api::Why::Other,
                    game_api::Phrase::new("host-store-failed").into(),
                )
            }
        }
    }
}

/// Runs `command` in transaction `c`.
async fn dispatch(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    command: Command,
    game_channel: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    match command {
        Command::Challenge {
            opponent,
            game,
            side,
            players,
            time,
            rated,
            level,
            bots,
        } => {
            let turn_seconds = match time {
                None => Some(DEFAULT_TURN_SECONDS),
                Some(command::TurnTime::Seconds(s)) => Some(s),
                Some(command::TurnTime::Unlimited) => None,
            };
            let Some(game) = session.games.get(&game) else {
                return refuse(Phrase::new("challenge-game-not-hosted"));
            };
            if *game.meta().players.end() > 2 {
                let seats = table::Seats {
                    players,
                    bots,
                    level,
                };
                table::open_table(
                    session,
                    c,
                    ctx,
                    opponent,
                    game,
                    seats,
                    (turn_seconds, rated),
                )
                .await
            } else {
                let Some(opponent) = opponent else {
                    return refuse(Phrase::new("challenge-name-opponent"));
                };
                let terms = challenge::Terms {
                    turn_seconds,
                    rated,
                    level,
                };
                challenge::challenge(session, c, ctx, opponent, game, side, terms).await
            }
        }
        Command::Join => table::join(session, c, ctx, None).await,
        Command::Leave => table::leave(session, c, ctx, None).await,
        Command::Start => table::start(session, c, ctx, None, game_channel).await,
        Command::Accept => challenge::accept(session, c, ctx, None, game_channel).await,
        Command::Decline => challenge::decline(session, c, ctx, None).await,
        Command::Cancel => challenge::cancel(session, c, ctx).await,
        Command::Help => Ok(vec![Out::Plain(Reply::private(
            &ctx.user.id,
            help::help_text(session.games),
        ))]),
        Command::Rules { game, piece } => {
            let url = session.settings.rules_url.as_deref();
            help::rules(session, c, ctx, game.as_deref(), piece.as_deref(), url).await
        }
        Command::Press { button } => press::press(session, c, ctx, button, game_channel).await,
        Command::Abort => ending::abort(session, c, ctx).await,
        Command::Leaderboard { game } => {
            leaderboard::leaderboard(session, c, ctx, game.as_deref()).await
        }
        Command::Profile { user } => leaderboard::profile(session, c, ctx, user).await,
        Command::Archive { on } => archive::set_archive(session, c, ctx, on).await,
        Command::Anonymous { on } => archive::set_anonymous(c, ctx, on).await,
        Command::Language { locale, scope } => language::set_language(c, ctx, locale, scope).await,
        Command::Notify(choice) => notify::set_notify(c, ctx, choice).await,
        Command::Replay { game } => replay::replay(session, c, ctx, game).await,
        Command::Analyse { game } => analysis::analyse(session, c, ctx, game).await,
        Command::Puzzle { game, daily } => puzzle::command(session, c, ctx, game, daily).await,
        Command::Board => look::board(session, c, ctx).await,
        Command::Game => look::game_info(session, c, ctx).await,
        Command::History => look::history(session, c, ctx).await,
        Command::MyGames => mine::my_games(session, c, ctx).await,
        Command::Resign => ending::resign_command(session, c, ctx).await,
        Command::Undo => play::undo_command(session, c, ctx).await,
        Command::EndTurn => play::end_turn(session, c, ctx, None).await,
        Command::Draw { action } => ending::draw_command(session, c, ctx, action).await,
        Command::Play { command, game } => {
            play::game_command(session, c, ctx, command, game.as_deref()).await
        }
        Command::Tournament { action } => tournament::command(session, c, ctx, action).await,
        Command::Choices => {
            let game = lookup::running(c, ctx).await?;
            choosing::open(session, c, ctx, game).await
        }
        Command::ChooseNumber { n } => {
            let game = lookup::running(c, ctx).await?;
            choosing::choose_number(session, c, ctx, game, n).await
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_support::{ctx, host};

    /// `Command::answers_privately` tells front ends what the host will do:
    /// checked on the host's real answers through a game's opening.
    #[tokio::test]
    async fn answers_are_private_exactly_when_the_command_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        let script = [
            ("alice", "/challenge opponent:bob side:ember"),
            ("alice", "/help"),
            ("alice", "/rules piece:dragon"),
            ("bob", "/accept"),
            ("carol", "/board"),
            ("alice", "/game"),
            ("alice", "/history"),
            ("alice", "/move from:E2 to:E4"),
            ("alice", "/undo"),
            ("alice", "/move from:E2 to:E4"),
            ("alice", "/endturn"),
            ("bob", "/turn move:E11-E9"),
            ("alice", "/draw action:offer"),
            ("bob", "/draw action:decline"),
            ("alice", "/play"),
            ("alice", "/choose 1"),
            ("alice", "/resign"),
        ];
        for (user, line) in script {
            let command = h.parse(line, |n| Some(User::named(n))).unwrap();
            let private = h.answers_privately(&ctx(user), &command).await;
            let replies = h.handle(&ctx(user), command).await;
            assert_eq!(
                matches!(replies[0].audience, reply::Audience::Private(_)),
                private,
                "{line}: {}",
                crate::speech::english(&replies[0].text)
            );
            if line == "/turn move:E11-E9" {
                // A choice session by its buttons: Play under the turn
                // message, a choice, Back.
                let mut next = replies[0].buttons.clone();
                for step in [":cs", ":cs:p:", ":cs:b:"] {
                    let button = next
                        .iter()
                        .find(|b| match step {
                            ":cs" => b.id.ends_with(step),
                            _ => b.id.contains(step),
                        })
                        .unwrap_or_else(|| panic!("no {step} button in {next:?}"))
                        .id
                        .clone();
                    let command = Command::Press {
                        button: ButtonId::parse(&button).unwrap(),
                    };
                    let private = h.answers_privately(&ctx("alice"), &command).await;
                    let replies = h.handle(&ctx("alice"), command).await;
                    assert!(private, "{step}");
                    assert!(
                        matches!(replies[0].audience, reply::Audience::Private(_)),
                        "{step}: {}",
                        crate::speech::english(&replies[0].text)
                    );
                    next = replies[0].buttons.clone();
                }
            }
        }
    }
}
