//! The [`Game`] trait: one hosted game as the host sees it, with its
//! metadata, its commands, and what a command does.

use crate::choice::Step;
use crate::draft::GameDraft;
use crate::failure::{Fault, Outcome, Refusal};
use crate::out::Out;
use crate::picture::Picture;
use crate::record::{GameRecord, LogEntry, Replayed};
use crate::say::{Phrase, Words};
use crate::user::{User, Viewer};
use crate::verbs::{Field, GameCommand, Suggestion, Verb};
use std::ops::RangeInclusive;

/// What the host needs to know of a game that never changes: its names,
/// seats and commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameMeta {
    /// The name in commands and storage (`masters`): lower case, no spaces, unique.
    pub name: &'static str,
    /// The name people read (`Regions chess`).
    pub title: &'static str,
    /// Seat names in seat order (`Ember`, `Frost`; Throne: `Red`, `Blue`,
    /// `Green`, `Gold`): stable identifiers, never shown (see `seat_words`).
    pub seat_names: &'static [&'static str],
    /// The catalogue messages naming each seat, in seat order
    /// (`regions-side-white`): what a person reads. A game without them
    /// (one outside this tree) has its seats shown by `seat_names`.
    pub seat_words: &'static [&'static str],
    /// The side words `/challenge side:` accepts, first seat first (none
    /// for a game whose seats go by joining order).
    pub side_words: &'static [&'static str],
    /// How many players a game has. A game for more than two opens a
    /// table that players join (`/join`).
    pub players: RangeInclusive<usize>,
    /// Whether `/draw` applies.
    pub draws: bool,
    /// The words `/rules piece:` takes in this game.
    pub pieces: &'static [&'static str],
    /// The catalogue message saying the game's commands for `/help` in
    /// one line (`masters-help`).
    pub help: &'static str,
    /// The game's own commands (`/move`, `/throw`), with their options.
    pub verbs: &'static [Verb],
}

impl GameMeta {
    /// Seat `seat`'s name as a message, said in its reader's language.
    pub fn seat(&self, seat: usize) -> crate::say::Phrase {
        match self.seat_words.get(seat) {
            Some(id) => crate::say::Phrase::new(id),
            None => crate::say::Phrase::new("game-value")
                .code("value", self.seat_names.get(seat).copied().unwrap_or("?")),
        }
    }

    /// Every seat's name as a message, in seat order.
    pub fn seats(&self) -> Vec<crate::say::Phrase> {
        (0..self.seat_names.len()).map(|s| self.seat(s)).collect()
    }
}

/// The refusal for someone who does not play in `game`.
pub fn not_seated(game: &GameRecord) -> Refusal {
    let names = game
        .players
        .iter()
        .map(|p| crate::say::Phrase::new("game-player").name("player", &p.name))
        .collect();
    Refusal::because(
        crate::Why::NotAllowedHere,
        crate::say::Phrase::new("game-not-seated").with(
            "players",
            crate::say::Arg::List(crate::say::Join::And, names),
        ),
    )
}

/// What a game is given to answer a command: the stored game and who is asking.
#[derive(Clone, Copy, Debug)]
pub struct Play<'a> {
    /// The game as stored.
    pub game: &'a GameRecord,
    /// Who sent the command.
    pub user: &'a User,
    /// Their seat, if they play in this game.
    pub seat: Option<usize>,
    /// Their stored draft (a private form in progress, as the game kept
    /// it), if any.
    pub draft: Option<&'a GameDraft>,
    /// Their staged turn (as the game kept it), if any.
    pub staged: Option<&'a GameDraft>,
}

impl Play<'_> {
    /// The player's seat, or the refusal for someone who does not play here.
    pub fn seated(&self) -> Result<usize, Refusal> {
        self.seat.ok_or_else(|| not_seated(self.game))
    }

    /// The player in `seat` (name them in a message with
    /// [`Phrase::name`](crate::say::Phrase::name), so an engine seat is
    /// named in the reader's language).
    pub fn player(&self, seat: usize) -> &User {
        self.game.player(seat)
    }

    /// The line announcing that another player's draw offer lapsed because
    /// this player committed instead of answering, if one did.
    pub fn lapsed_draw_line(&self) -> Option<Words> {
        let offerer = self.game.draw_offer.as_deref()?;
        if offerer == self.user.id {
            return None;
        }
        let who = self.game.players.iter().find(|p| p.id == offerer)?;
        Some(
            crate::say::Phrase::new("game-draw-offer-lapsed")
                .name("player", who.name.clone())
                .into(),
        )
    }
}

/// The state after a committed action, as the host stores it, with what
/// the host needs to know of it (read once, by the game, from its own
/// typed state).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Next {
    /// The state in the game's notation (secrets included: it is never shown).
    pub text: String,
    /// The seats that may act next (none once the game is over).
    pub to_act: Vec<usize>,
    /// Each seat's place when the state itself is a finished game.
    pub standings: Option<Vec<u8>>,
}

/// What a game command did, for the host to store and send. A game works
/// with its own state type `S`; at the seam it is [`Next`].
#[derive(Debug)]
pub enum Effect<S = Next> {
    /// Nothing to store; send these.
    Reply(Vec<Out>),
    /// Store the user's new draft, then send these.
    Draft {
        /// The draft.
        draft: GameDraft,
        /// What to send.
        outs: Vec<Out>,
    },
    /// Append to the log and store the new state.
    Commit(Box<Commit<S>>),
}

impl<S> Effect<S> {
    /// The same effect with the committed state turned by `f`.
    pub fn map<T>(self, f: impl FnOnce(S) -> T) -> Effect<T> {
        match self {
            Effect::Reply(outs) => Effect::Reply(outs),
            Effect::Draft { draft, outs } => Effect::Draft { draft, outs },
            Effect::Commit(c) => Effect::Commit(Box::new(c.map(f))),
        }
    }
}

/// A committed action: the new state and what to announce.
#[derive(Debug)]
pub struct Commit<S = Next> {
    /// The new state.
    pub state: S,
    /// The log entry (replayed by `gamehost verify`; shown only through [`Game::record_line`]).
    pub log: crate::record::LogLine,
    /// The last move, in the game's notation, if this action moved.
    pub last_move: Option<String>,
    /// Kinds lost per seat, replacing the stored list.
    pub captured: Vec<Vec<String>>,
    /// How the game ended, if it did.
    pub ended: Option<crate::record::Ending>,
    /// Whether a standing draw offer by another player lapses (a turn was played).
    pub lapses_draw: bool,
    /// What to send.
    pub outs: Vec<Out>,
}

impl<S> Commit<S> {
    /// The same commit with its state turned by `f`.
    pub fn map<T>(self, f: impl FnOnce(S) -> T) -> Commit<T> {
        Commit {
            state: f(self.state),
            log: self.log,
            last_move: self.last_move,
            captured: self.captured,
            ended: self.ended,
            lapses_draw: self.lapses_draw,
            outs: self.outs,
        }
    }
}

/// What staging a command did.
#[derive(Debug)]
pub enum Stage {
    /// The staged turn with the command added, checked: the host keeps it
    /// and shows the preview privately with End turn and Undo.
    Staged(Staged),
    /// Nothing changes; answer this (a list of claim targets, say).
    Answer(Vec<Out>),
}

/// A staged turn and its private preview.
#[derive(Debug)]
pub struct Staged {
    /// The staged turn, as the game keeps it.
    pub turn: GameDraft,
    /// The preview's text: what is staged, with any warning.
    pub text: Words,
    /// The preview picture (the board after the staged turn).
    pub picture: Box<dyn Picture>,
}

/// A seat that ran out of time, as the game applies it.
#[derive(Clone, Debug)]
pub struct TimeOut<S = Next> {
    /// The new state.
    pub state: S,
    /// The log entry (replayed by `gamehost verify`).
    pub log: crate::record::LogLine,
    /// How the game ended, if it did.
    pub ended: Option<crate::record::Ending>,
    /// What to announce.
    pub text: Words,
}

/// One hosted game, as the host sees it: what the host calls, and
/// nothing it does not. Every method that makes text or pictures takes
/// the [`Viewer`] (or answers only the asking seat), so a secret reaches
/// only its owner.
///
/// A game does not implement this: it implements [`crate::Rules`] (with
/// [`crate::Choices`] and [`crate::Engine`]) over its own state type, and
/// is registered as [`crate::Typed`], which reads and writes the stored
/// state around each call. What only some games do is a capability the
/// host asks for ([`Game::staging`], [`Game::setup`]); what every game
/// answers, if only by the host's rule, is a method.
pub trait Game: Send + Sync {
    // ——— The core: what a game is, its commands and turns ———

    /// Name, title, seats, commands and the other constants.
    fn meta(&self) -> &GameMeta;
    /// The stored state a new game for `players` starts from (a game with
    /// chance draws its seed here).
    fn start_state(&self, players: usize) -> Result<String, Fault>;
    /// The messages after a challenge is accepted (a new game in `game`).
    fn started(&self, game: &GameRecord) -> Outcome<Vec<Out>>;
    /// The seats that may act now (both during a secret pick phase; none
    /// once the game is over): the host notifies them.
    fn to_act(&self, state: &str) -> Result<Vec<usize>, Fault>;
    /// The seats still playing (a Throne seat that resigned or ran out of
    /// time has left).
    fn in_play(&self, state: &str) -> Vec<usize>;
    /// One of the game's own commands (one of [`GameMeta::verbs`]).
    fn act(&self, play: Play<'_>, command: &GameCommand) -> Outcome<Effect>;
    /// `/resign` when the game decides what it does (Throne with 3–4
    /// players plays on); `None` for the host's rule: the others share the win.
    fn resign(&self, play: Play<'_>) -> Option<Outcome<Effect>>;
    /// What happens when `seat` runs out of time, when the game decides
    /// (Throne with 3–4 players: the seat leaves and the rest play on);
    /// `None` for the host's rule: the seat loses on time.
    fn time_out(&self, game: &GameRecord, seat: usize) -> Option<Outcome<TimeOut>>;

    // ——— Choices: a turn as a path of choices, played by a person or the engine ———

    /// The next step of `seat`'s turn after the choices `path` (see
    /// [`crate::Choices::choices`]).
    fn choices(&self, game: &GameRecord, seat: usize, path: &[String]) -> Outcome<Step>;
    /// The picture of a step for `seat` (see [`crate::Choices::choice_picture`]).
    fn choice_picture(
        &self,
        game: &GameRecord,
        seat: usize,
        path: &[String],
    ) -> Outcome<Box<dyn Picture>>;
    /// Works out ahead what `seat`'s first step will need (see
    /// [`crate::Choices::prepare_choices`]): the host asks after a commit,
    /// off the command's path, for each person to act.
    fn prepare_choices(&self, game: &GameRecord, seat: usize);
    /// Plays a turn in the game's own notation (what [`Game::think`] or a
    /// complete path of [`Game::choices`] gives) for the seat in `play`,
    /// through the same checks and commit as a player's command.
    fn play_choice(&self, play: Play<'_>, choice: &str) -> Outcome<Effect>;
    /// The engine's action for `think.seat` in the stored `game`, in the
    /// game's own notation, chosen from what that seat may see (slow: run
    /// it off the async workers); `None` when the seat has nothing to do.
    fn think(&self, game: &GameRecord, think: &crate::Think) -> Result<Option<String>, Fault>;

    // ——— The record: replayed, numbered and read ———

    /// Replays a whole log (seat and entry per turn) from `start`: the
    /// state after each entry and the pieces lost per seat by then, or
    /// the entry that does not replay (its index) and why.
    fn replay_frames(
        &self,
        start: &str,
        log: &[(usize, &str)],
    ) -> Result<Vec<Replayed>, (usize, Fault)>;
    /// The state `log` leads to from `start` (what `gamehost verify`
    /// compares), written once at the end: the entry that does not
    /// replay, with why, otherwise.
    fn replay_state(&self, start: &str, log: &[(usize, &str)]) -> Result<String, (usize, Fault)>;
    /// The node budget at which the host analyses a finished game of
    /// this kind; `None` when the engine does not analyse it.
    fn analysis_effort(&self) -> Option<crate::Effort>;
    /// See [`crate::Rules::turn_path`].
    fn turn_path(&self, turn: &str) -> Option<(String, String)>;
    /// The engine's judgement of every position of a finished game's log
    /// at `effort` (see [`crate::Rules::judge`]): before each entry and
    /// after the last, so one more than the entries. `None` for a game
    /// without analysis, or when `stop` (asked before each position, with
    /// its index) says to give up; the entry that does not replay, and
    /// why, otherwise. Slow: run it off the async workers.
    fn judge_log(
        &self,
        start: &str,
        log: &[LogEntry],
        effort: crate::Effort,
        stop: &dyn Fn(usize) -> bool,
    ) -> Result<Option<Vec<crate::Judgement>>, (usize, Fault)>;
    /// The puzzles among the positions of a finished game's log before
    /// the entries `at` (see [`crate::Rules::puzzle`]), at `effort`: each
    /// with its entry, solver, position and solution; the entry that does
    /// not replay, and why, otherwise. Slow: run it off the async workers.
    fn puzzles_in_log(
        &self,
        start: &str,
        log: &[LogEntry],
        at: &[usize],
        effort: crate::Effort,
    ) -> Result<Vec<crate::FoundPuzzle>, (usize, Fault)>;
    /// How many turns the log holds (a game with fewer than two can be
    /// aborted).
    fn turns_played(&self, log: &[LogEntry]) -> usize;
    /// The number the channel gives the turn at `index` (0-based, set-up
    /// entries not counted).
    fn turn_number(&self, index: usize) -> usize;
    /// How a log entry of `game` reads in `/history` for `viewer`; `None`
    /// when it is hidden from them (another player's secret). A set-up
    /// entry is asked for its owner's view, or for [`Viewer::Public`] once
    /// [`GameSetup::shown`] says it is public.
    fn record_line(
        &self,
        game: &GameRecord,
        entry: &LogEntry,
        seat: Option<usize>,
        viewer: Viewer,
    ) -> Option<Words>;
    /// What each entry of a log did beyond its notation, in words every
    /// viewer may read (see [`crate::Notes`]): one per entry, `None`
    /// where there is nothing to add.
    fn annotations(&self, start: &str, log: &[(usize, &str)]) -> Vec<Option<Words>>;

    // ——— Views: what each viewer is shown (never another seat's secret) ———

    /// One status line: whose turn, or how the game ended.
    fn status_line(&self, game: &GameRecord) -> Outcome<Words>;
    /// `/game`: the state of play in words, for `viewer`.
    fn describe(&self, game: &GameRecord, viewer: Viewer) -> Outcome<Vec<Words>>;
    /// The board picture of the stored game for `viewer`.
    fn board(&self, game: &GameRecord, viewer: Viewer) -> Outcome<Box<dyn Picture>>;
    /// Legal values for `field`, for the player in `play` (empty when they choose nothing now).
    fn suggest(&self, play: Play<'_>, field: &Field) -> Vec<Suggestion>;
    /// `/rules game:… [piece:…]`.
    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out>;

    // ——— Capabilities: what only some games have ———

    /// Its staged turns, when the game stages them (it has commands of
    /// [`crate::Role::Stage`] and [`crate::Role::Turn`]).
    fn staging(&self) -> Option<&dyn GameStaging>;
    /// Its secret set-up before the first turn, when it has one.
    fn setup(&self) -> Option<&dyn GameSetup>;
}

/// Staged turns, as the host holds them: a command of
/// [`crate::Role::Stage`] adds to the player's staged turn, which the host
/// keeps and previews privately until End turn plays it.
pub trait GameStaging: Send + Sync {
    /// A command of [`crate::Role::Stage`] or [`crate::Role::Turn`]: the
    /// player's staged turn (`play.staged`) with this command added, checked.
    fn stage(&self, play: Play<'_>, command: &GameCommand) -> Outcome<Stage>;
    /// Plays the staged turn (`play.staged`; `None` when nothing is staged,
    /// and the game says what to do instead).
    fn play_staged(&self, play: Play<'_>) -> Outcome<Effect>;
    /// A staged turn in words (`E2-E4, claim F7`).
    fn describe_staged(&self, staged: &GameDraft) -> Words;
}

/// A secret set-up phase (Regions infiltrator picks, Elemental loadouts),
/// as the host holds it: every player chooses at once before the first
/// turn, and each choice is logged (as [`crate::EntryKind::Setup`]) but
/// hidden from everyone but its owner. The host counts no set-up entry as
/// a turn and shows the others only [`GameSetup::public_entry`].
pub trait GameSetup: Send + Sync {
    /// How another player's set-up entry reads in `/history` (`picked an infiltrator`).
    fn public_entry(&self) -> Phrase;
    /// Whether `seat`'s set-up choice is public now (loadouts once both are
    /// locked in, E6; an infiltrator once revealed, R14, or the game over,
    /// R16).
    fn shown(&self, game: &GameRecord, seat: usize) -> bool;
    /// The secrets the game kept until it ended, in words for everyone
    /// (an unrevealed Regions infiltrator, R16; every Elemental loadout in
    /// full, E99): the host adds them to the message that ends the game,
    /// however it ends (on the board, a resignation, a time-out, a draw,
    /// an abort). `game` is the finished game, `log` its record; `None`
    /// when there is nothing to tell.
    fn at_end(&self, game: &GameRecord, log: &[LogEntry]) -> Option<Words>;
}
