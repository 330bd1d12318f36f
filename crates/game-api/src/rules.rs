//! A game written against its own state type, and the wrapper ([`Typed`])
//! that turns it into the object-safe [`Game`] the host holds. The wrapper
//! reads the stored text once per call and hands the game its typed state;
//! after a commit it writes the new state once and reads from the typed
//! value who acts next and how the game stands.
//!
//! What every game must say is small and required: [`Rules`] (its state,
//! commands, record and views), [`Choices`] (a turn as a path of choices)
//! and [`Engine`] (a turn in its own notation played, and the engine's
//! choice of one). Each is implemented where its code lives (an adapter's
//! `choices.rs` implements [`Choices`], its `engine.rs` [`Engine`]), so no
//! adapter forwards one module's functions through another's trait.
//! Everything else has a provided default: the host's rule (resigning,
//! time-outs), the usual numbering and record lines, the board as a
//! step's picture, an engine that plays a legal turn found through the
//! choices. What only some games have is a capability they hand out
//! through an accessor ([`Rules::staging`], [`Rules::setup`],
//! [`Rules::notes`]): `None` by default, so a game without it writes
//! nothing at all, and the host asks for it instead of for a flag.

use crate::choice::Step;
use crate::draft::GameDraft;
use crate::engine::Think;
use crate::failure::{Failure, Fault, Outcome};
use crate::game::{Effect, Game, GameMeta, GameSetup, GameStaging, Next, Play, Stage, TimeOut};
use crate::out::Out;
use crate::picture::Picture;
use crate::record::{GameRecord, LogEntry, Replayed};
use crate::say::{Phrase, Words};
use crate::user::{User, Viewer};
use crate::verbs::{Field, GameCommand, Suggestion};

/// One hosted game over its own state type: the required core. Every
/// method that makes text or pictures takes the [`Viewer`] (or answers
/// only the asking seat).
pub trait Rules: Send + Sync + 'static {
    // ——— The core: the state, its commands, its record and its views ———

    /// The game's state, as its rules crate holds it (secrets included).
    type State: Send;
    /// Name, title, seats, commands and the other constants.
    fn meta(&self) -> &GameMeta;
    /// Reads a stored state (a fault when it does not read: the store is
    /// damaged, never the player's doing).
    fn read(&self, text: &str) -> Result<Self::State, Fault>;
    /// Writes a state for the store.
    fn write(&self, state: &Self::State) -> String;
    /// The state a new game for `players` starts from (a game with chance
    /// draws its seed here).
    fn start(&self, players: usize) -> Result<Self::State, Fault>;
    /// The seats that may act in `state` (both during a secret set-up;
    /// none once the game is over).
    fn to_act(&self, state: &Self::State) -> Vec<usize>;
    /// The messages after a challenge is accepted.
    fn started(&self, game: &GameRecord, state: &Self::State) -> Outcome<Vec<Out>>;
    /// One of the game's own commands ([`GameMeta::verbs`]).
    fn act(
        &self,
        play: Play<'_>,
        state: Self::State,
        command: &GameCommand,
    ) -> Outcome<Effect<Self::State>>;
    /// Replays one log entry (made by `seat`): the next state.
    fn replay(&self, state: Self::State, seat: usize, entry: &str) -> Result<Self::State, Fault>;
    /// One status line: whose turn, or how the game ended.
    fn status_line(&self, game: &GameRecord, state: &Self::State) -> Outcome<Words>;
    /// `/game`: the state of play in words, for `viewer`.
    fn describe(
        &self,
        game: &GameRecord,
        state: &Self::State,
        viewer: Viewer,
    ) -> Outcome<Vec<Words>>;
    /// The board picture for `viewer`.
    fn board(
        &self,
        game: &GameRecord,
        state: &Self::State,
        viewer: Viewer,
    ) -> Outcome<Box<dyn Picture>>;
    /// Legal values for `field`, for the player in `play`.
    fn suggest(&self, play: Play<'_>, state: &Self::State, field: &Field) -> Vec<Suggestion>;
    /// `/rules game:… [piece:…]`.
    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out>;

    // ——— Provided: what most games do the usual way ———

    /// Each seat's place when `state` itself is a finished game; `None`
    /// (the default) while it runs.
    fn standings(&self, _state: &Self::State) -> Option<Vec<u8>> {
        None
    }
    /// The seats still playing in `state`; `None` (the default) for every seat.
    fn in_play(&self, _state: &Self::State) -> Option<Vec<usize>> {
        None
    }
    /// How many turns the log holds: by default each run of entries by
    /// one seat, set-up entries left out.
    fn turns_played(&self, log: &[LogEntry]) -> usize {
        default_turns(log)
    }
    /// The number the channel gives the turn at `index` (0-based, set-up
    /// entries not counted): 1, 2, 3 … by default; chess move numbers
    /// count White's and Black's move as one.
    fn turn_number(&self, index: usize) -> usize {
        index + 1
    }
    /// How a log entry of `game` reads in `/history` for `viewer`; `None`
    /// when hidden from them (see [`Game::record_line`] for set-up
    /// entries). By default its notation, for everyone.
    fn record_line(
        &self,
        _game: &GameRecord,
        entry: &LogEntry,
        _seat: Option<usize>,
        _viewer: Viewer,
    ) -> Option<Words> {
        Some(Words::code(entry.notation.clone()))
    }
    /// `/resign` when the game decides what it does; `None` (the default)
    /// for the host's rule: the others share the win.
    fn resign(&self, _play: Play<'_>, _state: Self::State) -> Option<Outcome<Effect<Self::State>>> {
        None
    }
    /// What happens when `seat` runs out of time, when the game decides;
    /// `None` (the default) for the host's rule: the seat loses on time.
    fn time_out(
        &self,
        _game: &GameRecord,
        _state: Self::State,
        _seat: usize,
    ) -> Option<Outcome<TimeOut<Self::State>>> {
        None
    }

    /// The node budget at which the host analyses a finished game (issue
    /// 48); `None` (the default) for a game the engine does not analyse.
    fn analysis_effort(&self) -> Option<crate::Effort> {
        None
    }
    /// The engine's judgement of `state` at `effort`, a position of a
    /// finished game's log where the game still runs (a finished state is
    /// judged by its [`Rules::standings`]; every secret may be read: the
    /// game is over); `played`
    /// is the turn entry played from it (`None` at the end of the log, or
    /// when the entry was not a turn). `None` (the default) without analysis.
    fn judge(
        &self,
        _state: &Self::State,
        _played: Option<&str>,
        _effort: crate::Effort,
    ) -> Option<crate::Judgement> {
        None
    }

    /// The solution of the puzzle at `state`, a position of a finished
    /// game (issue 48), in the game's notation: the turns of the seat to
    /// move, with the opponent's replies between them, searched at twice
    /// `effort`. `None` when it is no puzzle: no single winning turn, or
    /// an answer that needs what the solver could not see (a hidden
    /// pick); and (the default) for a game without puzzles.
    fn puzzle(&self, _state: &Self::State, _effort: crate::Effort) -> Option<Vec<String>> {
        None
    }

    /// The places a turn in the game's notation moves a piece from and
    /// to, as its board pictures name them (the analysis draws the
    /// engine's choice as an arrow between them); `None` for a turn that
    /// moves nothing, for notation that does not read, and (the default)
    /// for a game whose turns are no moves.
    fn turn_path(&self, _turn: &str) -> Option<(String, String)> {
        None
    }

    // ——— Capabilities: what only some games have (none by default) ———

    /// Its staged turns, when it has commands of [`crate::Role::Stage`]
    /// (the host checks at start-up that such a game hands them out).
    fn staging(&self) -> Option<&dyn Staging<Self::State>> {
        None
    }
    /// Its secret set-up before the first turn, if it has one.
    fn setup(&self) -> Option<&dyn SecretSetup<Self::State>> {
        None
    }
    /// What its log entries did beyond their notation, if it says (the
    /// record is then replayed to say it).
    fn notes(&self) -> Option<&dyn Notes<Self::State>> {
        None
    }
}

/// A turn as a path of choices, which every front end can click through:
/// required of every game (the host offers every seat to act a Play
/// button), with a step's picture and its preparation provided.
pub trait Choices: Rules {
    /// The next step of `seat`'s turn after the choices `path` (their
    /// keys), from what that seat may see; a refusal when the seat has
    /// nothing to choose now or the path leads to no legal turn (the
    /// position moved on). A complete step names the turn, which
    /// [`Engine::play_choice`] plays.
    fn choices(
        &self,
        game: &GameRecord,
        state: &Self::State,
        seat: usize,
        path: &[String],
    ) -> Outcome<Step>;
    /// The picture of a step for `seat` (only they see it): by default the
    /// board as the seat sees it; a game that can stages the choices so
    /// far on the board and marks the places it may choose next.
    fn choice_picture(
        &self,
        game: &GameRecord,
        state: &Self::State,
        seat: usize,
        _path: &[String],
    ) -> Outcome<Box<dyn Picture>> {
        self.board(game, state, Viewer::Seat(seat))
    }
    /// Works out ahead what `seat`'s first step will need, for a game whose
    /// first step is slow to work out and that keeps it (the host asks
    /// after a commit, off the command's path, for each person to act);
    /// nothing by default.
    fn prepare_choices(&self, _state: &Self::State, _seat: usize) {}
}

/// A turn in the game's own notation: played (a complete path of
/// [`Choices::choices`], or the engine's choice), and chosen by the engine
/// opponent. Every game has an engine: one that plays a legal turn found
/// through its choices is provided.
pub trait Engine: Choices {
    /// Plays a turn in the game's own notation (what [`Engine::think`] or
    /// a complete path of [`Choices::choices`] gives) for the seat in
    /// `play`, through the same checks and commit as a player's command.
    fn play_choice(
        &self,
        play: Play<'_>,
        state: Self::State,
        choice: &str,
    ) -> Outcome<Effect<Self::State>>;
    /// The engine's action for `think.seat` in `state` (of the stored
    /// `game`), in the game's own notation (what [`Engine::play_choice`]
    /// reads), chosen from what that seat may see; `None` when the seat
    /// has nothing to do. By default [`any_turn`]: a legal turn drawn
    /// from the choices, whatever the level.
    fn think(
        &self,
        game: &GameRecord,
        state: &Self::State,
        think: &Think,
    ) -> Result<Option<String>, Fault> {
        any_turn(self, game, state, think)
    }
}

/// Staged turns: a command of [`crate::Role::Stage`] adds to the player's
/// staged turn, which the host keeps and previews privately until End
/// turn plays it (Masters, Regions chess, Elemental chess).
pub trait Staging<S>: Send + Sync {
    /// A command of [`crate::Role::Stage`] or [`crate::Role::Turn`]: the
    /// staged turn (`play.staged`) with this command added, checked.
    fn stage(&self, play: Play<'_>, state: &S, command: &GameCommand) -> Outcome<Stage>;
    /// Plays the staged turn (`play.staged`; `None` when nothing is
    /// staged, and the game says what to do instead).
    fn play_staged(&self, play: Play<'_>, state: S) -> Outcome<Effect<S>>;
    /// A staged turn in words (`E2-E4, claim F7`): by default the staged
    /// text itself.
    fn describe_staged(&self, staged: &GameDraft) -> Words {
        staged_words(staged)
    }
}

/// A secret set-up before the first turn (Regions infiltrator picks,
/// Elemental loadouts): see [`GameSetup`], which the host holds.
pub trait SecretSetup<S>: Send + Sync {
    /// How another player's set-up entry reads in `/history` (`picked an infiltrator`).
    fn public_entry(&self) -> Phrase;
    /// Whether `seat`'s set-up choice is public in `state` (`game` is the
    /// stored game: a finished one may show what a running one keeps).
    fn shown(&self, game: &GameRecord, state: &S, seat: usize) -> bool;
    /// The game's secrets in words for everyone, said when it ends (any
    /// way): see [`GameSetup::at_end`]. `state` is the finished game.
    fn at_end(&self, game: &GameRecord, state: &S, log: &[LogEntry]) -> Option<Words>;
}

/// What a log entry did beyond its notation (Masters: what it took, what
/// a scout became, what the witch inherited).
pub trait Notes<S>: Send + Sync {
    /// What a log entry (made by `seat` in `state`) did, in words every
    /// viewer may read (`takes the dragon on F7`), for `/history`.
    fn annotate(&self, state: &S, seat: usize, entry: &str) -> Option<Words>;
    /// The pieces a log entry (made by `seat` in `state`) takes, each as
    /// its owner's seat and its kind in the game's notation, for pictures
    /// that show the pieces lost (a replay draws each frame's own tray).
    fn lost(&self, state: &S, seat: usize, entry: &str) -> Vec<(usize, String)>;
}

/// A staged turn as its own text (its notation), or "a turn".
fn staged_words(staged: &GameDraft) -> Words {
    match staged.text() {
        Some(text) => Words::code(text),
        None => Phrase::new("game-a-turn").into(),
    }
}

/// Each run of entries by one seat is a turn; set-up entries are not turns.
pub fn default_turns(log: &[LogEntry]) -> usize {
    let mut turns = 0;
    let mut last = None;
    for entry in log
        .iter()
        .filter(|e| e.kind != crate::record::EntryKind::Setup)
    {
        if last != Some(entry.seat) {
            turns += 1;
            last = Some(entry.seat);
        }
    }
    turns
}

/// The longest path of choices [`any_turn`] follows before it gives up (a
/// game whose paths do not end).
const LONGEST_PATH: usize = 256;

/// The engine every game has: a legal turn for `think.seat`, drawn from
/// its choices by `think.seed` (at each step a choice or, where the turn
/// may end, the end, each as likely; modifiers left out), whatever the
/// level. `None` when the seat has nothing to choose now.
pub fn any_turn<R: Choices + ?Sized>(
    rules: &R,
    game: &GameRecord,
    state: &R::State,
    think: &Think,
) -> Result<Option<String>, Fault> {
    let mut seed = think.seed;
    let mut path: Vec<String> = vec![];
    while path.len() <= LONGEST_PATH {
        if think.stopped() {
            return Ok(None);
        }
        let step = match rules.choices(game, state, think.seat, &path) {
            Ok(step) => step,
            Err(Failure::Refused(_)) => return Ok(None),
            Err(Failure::Fault(f)) => return Err(f),
        };
        let mut choices: Vec<String> = step
            .choices
            .into_iter()
            .filter(|c| !c.modifier)
            .map(|c| c.key)
            .collect();
        let ends = usize::from(step.complete.is_some());
        if choices.is_empty() && ends == 0 {
            return Err(Fault::new(format!(
                "a step with nothing to choose and no end after {path:?}"
            )));
        }
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let drawn = ((seed >> 33) as usize) % (choices.len() + ends);
        if drawn == choices.len() {
            return Ok(step.complete);
        }
        path.push(choices.swap_remove(drawn));
    }
    Err(Fault::new("a path of choices that does not end"))
}

/// A [`Rules`] game as the host holds it: the stored text is read once per
/// call, and a committed state written once.
pub struct Typed<R>(pub R);

impl<R: Rules> Typed<R> {
    /// One position judged: by its places once the game is over there,
    /// else by the game's engine.
    fn judge_one(
        &self,
        state: &R::State,
        played: Option<&str>,
        effort: crate::Effort,
    ) -> Option<crate::Judgement> {
        match self.0.standings(state) {
            Some(places) => Some(crate::Judgement::settled(&places)),
            None => self.0.judge(state, played, effort),
        }
    }

    fn next(&self, state: R::State) -> Next {
        Next {
            text: self.0.write(&state),
            to_act: self.0.to_act(&state),
            standings: self.0.standings(&state),
        }
    }

    /// Each entry of `log` replayed from `start`, with `each` told the
    /// state before it; the states after, or the entry that does not replay.
    fn replayed(
        &self,
        start: &str,
        log: &[(usize, &str)],
        mut each: impl FnMut(&R::State, usize, &str),
    ) -> Result<Vec<String>, (usize, Fault)> {
        let mut state = self.0.read(start).map_err(|e| (0, e))?;
        let mut out = Vec::with_capacity(log.len());
        for (i, (seat, entry)) in log.iter().enumerate() {
            each(&state, *seat, entry);
            state = self.0.replay(state, *seat, entry).map_err(|e| (i, e))?;
            out.push(self.0.write(&state));
        }
        Ok(out)
    }
}

impl<R: Engine> Game for Typed<R> {
    fn meta(&self) -> &GameMeta {
        self.0.meta()
    }

    fn start_state(&self, players: usize) -> Result<String, Fault> {
        Ok(self.0.write(&self.0.start(players)?))
    }

    fn started(&self, game: &GameRecord) -> Outcome<Vec<Out>> {
        self.0.started(game, &self.0.read(&game.state)?)
    }

    fn to_act(&self, state: &str) -> Result<Vec<usize>, Fault> {
        Ok(self.0.to_act(&self.0.read(state)?))
    }

    fn in_play(&self, state: &str) -> Vec<usize> {
        match self.0.read(state).ok().and_then(|s| self.0.in_play(&s)) {
            Some(seats) => seats,
            None => (0..*self.0.meta().players.end()).collect(),
        }
    }

    fn act(&self, play: Play<'_>, command: &GameCommand) -> Outcome<Effect> {
        let state = self.0.read(&play.game.state)?;
        Ok(self.0.act(play, state, command)?.map(|s| self.next(s)))
    }

    fn resign(&self, play: Play<'_>) -> Option<Outcome<Effect>> {
        let state = match self.0.read(&play.game.state) {
            Ok(s) => s,
            Err(e) => return Some(Err(e.into())),
        };
        self.0
            .resign(play, state)
            .map(|r| r.map(|e| e.map(|s| self.next(s))))
    }

    fn time_out(&self, game: &GameRecord, seat: usize) -> Option<Outcome<TimeOut>> {
        let state = match self.0.read(&game.state) {
            Ok(s) => s,
            Err(e) => return Some(Err(e.into())),
        };
        self.0.time_out(game, state, seat).map(|r| {
            r.map(|t| TimeOut {
                state: self.next(t.state),
                log: t.log,
                ended: t.ended,
                text: t.text,
            })
        })
    }

    fn choices(&self, game: &GameRecord, seat: usize, path: &[String]) -> Outcome<Step> {
        self.0.choices(game, &self.0.read(&game.state)?, seat, path)
    }

    fn choice_picture(
        &self,
        game: &GameRecord,
        seat: usize,
        path: &[String],
    ) -> Outcome<Box<dyn Picture>> {
        self.0
            .choice_picture(game, &self.0.read(&game.state)?, seat, path)
    }

    fn prepare_choices(&self, game: &GameRecord, seat: usize) {
        if let Ok(state) = self.0.read(&game.state) {
            self.0.prepare_choices(&state, seat);
        }
    }

    fn play_choice(&self, play: Play<'_>, choice: &str) -> Outcome<Effect> {
        let state = self.0.read(&play.game.state)?;
        Ok(self
            .0
            .play_choice(play, state, choice)?
            .map(|s| self.next(s)))
    }

    fn think(&self, game: &GameRecord, think: &Think) -> Result<Option<String>, Fault> {
        self.0.think(game, &self.0.read(&game.state)?, think)
    }

    fn replay_frames(
        &self,
        start: &str,
        log: &[(usize, &str)],
    ) -> Result<Vec<Replayed>, (usize, Fault)> {
        let notes = self.0.notes();
        let mut lost: Vec<Vec<String>> = vec![vec![]; *self.0.meta().players.end()];
        let mut frames: Vec<Vec<Vec<String>>> = Vec::with_capacity(log.len());
        let states = self.replayed(start, log, |state, seat, entry| {
            for (owner, kind) in notes
                .map(|n| n.lost(state, seat, entry))
                .unwrap_or_default()
            {
                if let Some(list) = lost.get_mut(owner) {
                    list.push(kind);
                }
            }
            frames.push(lost.clone());
        })?;
        Ok(states
            .into_iter()
            .zip(frames)
            .map(|(state, lost)| Replayed { state, lost })
            .collect())
    }

    fn replay_state(&self, start: &str, log: &[(usize, &str)]) -> Result<String, (usize, Fault)> {
        let mut state = self.0.read(start).map_err(|e| (0, e))?;
        for (i, (seat, entry)) in log.iter().enumerate() {
            state = self.0.replay(state, *seat, entry).map_err(|e| (i, e))?;
        }
        Ok(self.0.write(&state))
    }

    fn analysis_effort(&self) -> Option<crate::Effort> {
        self.0.analysis_effort()
    }

    fn turn_path(&self, turn: &str) -> Option<(String, String)> {
        self.0.turn_path(turn)
    }

    fn judge_log(
        &self,
        start: &str,
        log: &[LogEntry],
        effort: crate::Effort,
        stop: &dyn Fn(usize) -> bool,
    ) -> Result<Option<Vec<crate::Judgement>>, (usize, Fault)> {
        if self.0.analysis_effort().is_none() {
            return Ok(None);
        }
        let mut state = self.0.read(start).map_err(|e| (0, e))?;
        let mut judged = Vec::with_capacity(log.len() + 1);
        for (i, entry) in log.iter().enumerate() {
            if stop(i) {
                return Ok(None);
            }
            let played = (entry.kind == crate::EntryKind::Turn).then_some(entry.notation.as_str());
            let Some(judgement) = self.judge_one(&state, played, effort) else {
                return Ok(None);
            };
            judged.push(judgement);
            let seat = usize::try_from(entry.seat).unwrap_or(usize::MAX);
            state = self
                .0
                .replay(state, seat, &entry.notation)
                .map_err(|e| (i, e))?;
        }
        if stop(log.len()) {
            return Ok(None);
        }
        let Some(last) = self.judge_one(&state, None, effort) else {
            return Ok(None);
        };
        judged.push(last);
        Ok(Some(judged))
    }

    fn puzzles_in_log(
        &self,
        start: &str,
        log: &[LogEntry],
        at: &[usize],
        effort: crate::Effort,
    ) -> Result<Vec<crate::FoundPuzzle>, (usize, Fault)> {
        let mut state = self.0.read(start).map_err(|e| (0, e))?;
        let mut found = Vec::new();
        for (i, entry) in log.iter().enumerate() {
            if at.contains(&i)
                && let [seat] = self.0.to_act(&state).as_slice()
                && let Some(solution) = self.0.puzzle(&state, effort)
            {
                found.push(crate::FoundPuzzle {
                    entry: i,
                    seat: *seat,
                    state: self.0.write(&state),
                    solution,
                });
            }
            if at.iter().all(|&a| a <= i) {
                break;
            }
            let seat = usize::try_from(entry.seat).unwrap_or(usize::MAX);
            state = self
                .0
                .replay(state, seat, &entry.notation)
                .map_err(|e| (i, e))?;
        }
        Ok(found)
    }

    fn turns_played(&self, log: &[LogEntry]) -> usize {
        self.0.turns_played(log)
    }

    fn turn_number(&self, index: usize) -> usize {
        self.0.turn_number(index)
    }

    fn record_line(
        &self,
        game: &GameRecord,
        entry: &LogEntry,
        seat: Option<usize>,
        viewer: Viewer,
    ) -> Option<Words> {
        self.0.record_line(game, entry, seat, viewer)
    }

    fn annotations(&self, start: &str, log: &[(usize, &str)]) -> Vec<Option<Words>> {
        // Nothing to say: no replay.
        let (Some(notes), Ok(mut state)) = (self.0.notes(), self.0.read(start)) else {
            return vec![None; log.len()];
        };
        let mut out = Vec::with_capacity(log.len());
        for (seat, entry) in log {
            out.push(notes.annotate(&state, *seat, entry));
            match self.0.replay(state, *seat, entry) {
                Ok(next) => state = next,
                Err(_) => break,
            }
        }
        out.resize(log.len(), None);
        out
    }

    fn status_line(&self, game: &GameRecord) -> Outcome<Words> {
        self.0.status_line(game, &self.0.read(&game.state)?)
    }

    fn describe(&self, game: &GameRecord, viewer: Viewer) -> Outcome<Vec<Words>> {
        self.0.describe(game, &self.0.read(&game.state)?, viewer)
    }

    fn board(&self, game: &GameRecord, viewer: Viewer) -> Outcome<Box<dyn Picture>> {
        self.0.board(game, &self.0.read(&game.state)?, viewer)
    }

    fn suggest(&self, play: Play<'_>, field: &Field) -> Vec<Suggestion> {
        match self.0.read(&play.game.state) {
            Ok(state) => self.0.suggest(play, &state, field),
            Err(_) => vec![],
        }
    }

    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out> {
        self.0.rules(user, piece)
    }

    fn staging(&self) -> Option<&dyn GameStaging> {
        self.0.staging().map(|_| self as &dyn GameStaging)
    }

    fn setup(&self) -> Option<&dyn GameSetup> {
        self.0.setup().map(|_| self as &dyn GameSetup)
    }
}

/// The fault for a capability asked of a game that does not have it (the
/// host asks only through [`Game::staging`] and [`Game::setup`]).
fn missing(what: &str, meta: &GameMeta) -> Fault {
    Fault::new(format!("{} has no {what}", meta.title))
}

impl<R: Engine> GameStaging for Typed<R> {
    fn stage(&self, play: Play<'_>, command: &GameCommand) -> Outcome<Stage> {
        let staging = self
            .0
            .staging()
            .ok_or_else(|| missing("staged turns", self.0.meta()))?;
        staging.stage(play, &self.0.read(&play.game.state)?, command)
    }

    fn play_staged(&self, play: Play<'_>) -> Outcome<Effect> {
        let staging = self
            .0
            .staging()
            .ok_or_else(|| missing("staged turns", self.0.meta()))?;
        let state = self.0.read(&play.game.state)?;
        Ok(staging.play_staged(play, state)?.map(|s| self.next(s)))
    }

    fn describe_staged(&self, staged: &GameDraft) -> Words {
        match self.0.staging() {
            Some(staging) => staging.describe_staged(staged),
            None => staged_words(staged),
        }
    }
}

impl<R: Engine> GameSetup for Typed<R> {
    fn public_entry(&self) -> Phrase {
        self.0
            .setup()
            .map_or(Phrase::new("game-set-up"), |s| s.public_entry())
    }

    fn shown(&self, game: &GameRecord, seat: usize) -> bool {
        let Some(setup) = self.0.setup() else {
            return true;
        };
        self.0
            .read(&game.state)
            .is_ok_and(|state| setup.shown(game, &state, seat))
    }

    fn at_end(&self, game: &GameRecord, log: &[LogEntry]) -> Option<Words> {
        let state = self.0.read(&game.state).ok()?;
        self.0.setup()?.at_end(game, &state, log)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::choice::{Choice, TurnTrie};
    use crate::user::User;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// A game of one choice: a number from 1 to `n`, then perhaps a
    /// second (a turn may end after either).
    struct Numbers(u32);

    const META: GameMeta = GameMeta {
        name: "numbers",
        title: "Numbers",
        seat_names: &["One", "Two"],
        seat_words: &[],
        side_words: &[],
        players: 2..=2,
        draws: false,
        pieces: &[],
        help: "",
        verbs: &[],
    };

    impl Rules for Numbers {
        type State = u32;
        fn meta(&self) -> &GameMeta {
            &META
        }
        fn read(&self, text: &str) -> Result<u32, Fault> {
            text.parse().map_err(|_| Fault::new("not a number"))
        }
        fn write(&self, state: &u32) -> String {
            state.to_string()
        }
        fn start(&self, _players: usize) -> Result<u32, Fault> {
            Ok(0)
        }
        fn to_act(&self, state: &u32) -> Vec<usize> {
            vec![*state as usize % 2]
        }
        fn started(&self, _game: &GameRecord, _state: &u32) -> Outcome<Vec<Out>> {
            Ok(vec![])
        }
        fn act(&self, _play: Play<'_>, _state: u32, _c: &GameCommand) -> Outcome<Effect<u32>> {
            crate::refuse(Words::code("no commands"))
        }
        fn replay(&self, state: u32, _seat: usize, _entry: &str) -> Result<u32, Fault> {
            Ok(state + 1)
        }
        fn status_line(&self, _game: &GameRecord, _state: &u32) -> Outcome<Words> {
            Ok(Words::new())
        }
        fn describe(&self, _g: &GameRecord, _s: &u32, _v: Viewer) -> Outcome<Vec<Words>> {
            Ok(vec![])
        }
        fn board(&self, _g: &GameRecord, _s: &u32, _v: Viewer) -> Outcome<Box<dyn Picture>> {
            Err(Fault::new("no pictures").into())
        }
        fn suggest(&self, _play: Play<'_>, _state: &u32, _field: &Field) -> Vec<Suggestion> {
            vec![]
        }
        fn rules(&self, _user: &User, _piece: Option<&str>) -> Outcome<Out> {
            crate::refuse(Words::code("no rules"))
        }
    }

    impl Choices for Numbers {
        fn choices(
            &self,
            _game: &GameRecord,
            state: &u32,
            seat: usize,
            path: &[String],
        ) -> Outcome<Step> {
            if seat != *state as usize % 2 {
                return crate::refuse(Words::code("not yours"));
            }
            let mut trie = TurnTrie::new();
            let n = |i: u32| Choice::named(i.to_string(), Words::code(i.to_string()));
            for a in 1..=self.0 {
                trie.add(vec![n(a)], a.to_string());
                for b in 1..=self.0 {
                    trie.add(vec![n(a), n(b)], format!("{a} {b}"));
                }
            }
            match trie.step(path) {
                Some(found) => Ok(found.with_prompt(Words::new())),
                None => crate::refuse(Words::code("no such turn")),
            }
        }
    }

    impl Engine for Numbers {
        fn play_choice(&self, _play: Play<'_>, _s: u32, _c: &str) -> Outcome<Effect<u32>> {
            crate::refuse(Words::code("not played here"))
        }
    }

    fn think(seat: usize, seed: u64) -> Think {
        Think {
            seat,
            level: 1,
            seed,
            nodes: None,
            stop: Arc::new(AtomicBool::new(false)),
        }
    }

    #[test]
    fn the_provided_engine_plays_legal_turns_and_only_its_own() {
        let game = Typed(Numbers(4));
        let record = GameRecord::unstored("numbers", vec![], "0".into());
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..200 {
            let turn = game.think(&record, &think(0, seed)).unwrap().unwrap();
            let path: Vec<String> = turn.split(' ').map(str::to_string).collect();
            let step = game.choices(&record, 0, &path).unwrap();
            assert_eq!(step.complete.as_deref(), Some(turn.as_str()));
            seen.insert(turn);
        }
        // Both lengths of turn, and many of the 20 turns, are drawn.
        assert!(seen.len() > 10, "{seen:?}");
        assert!(seen.iter().any(|t| !t.contains(' ')), "{seen:?}");
        // The same seed, the same turn; the other seat has nothing to do.
        assert_eq!(
            game.think(&record, &think(0, 7)).unwrap(),
            game.think(&record, &think(0, 7)).unwrap()
        );
        assert_eq!(game.think(&record, &think(1, 7)).unwrap(), None);
    }

    #[test]
    fn a_game_without_a_capability_hands_out_none() {
        let game = Typed(Numbers(2));
        assert!(game.staging().is_none());
        assert!(game.setup().is_none());
        // With no notes, nothing is replayed to annotate.
        assert_eq!(game.annotations("x", &[(0, "1")]), vec![None]);
        let frames = game.replay_frames("0", &[(0, "1"), (1, "2")]).unwrap();
        let states: Vec<&str> = frames.iter().map(|f| f.state.as_str()).collect();
        assert_eq!(states, ["1", "2"]);
        assert!(
            frames
                .iter()
                .all(|f| f.lost == vec![Vec::<String>::new(); 2])
        );
    }
}
