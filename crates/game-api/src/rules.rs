//! A game written against its own state type ([`Rules`]), and the
//! wrapper ([`Typed`]) that turns it into the object-safe [`Game`] the host
//! holds. The wrapper reads the stored text once per call and hands the
//! game its typed state; after a commit it writes the new state once and
//! reads from the typed value who acts next and how the game stands.

use crate::choice::Step;
use crate::draft::GameDraft;
use crate::engine::Think;
use crate::failure::{Fault, Outcome};
use crate::game::{Effect, Game, GameMeta, Next, Play, Stage, TimeOut};
use crate::out::Out;
use crate::picture::Picture;
use crate::record::{GameRecord, LogEntry, Replayed};
use crate::user::{User, Viewer};
use crate::verbs::{Field, GameCommand, Suggestion, Verb};

/// One hosted game over its own state type. Every method that makes text
/// or pictures takes the [`Viewer`] (or answers only the asking seat).
pub trait Rules: Send + Sync + 'static {
    // ——— Core rules: the state, its commands and turns, and how its record replays ———

    /// The game's state, as its rules crate holds it (secrets included).
    type State: Send;
    /// Name, title, seats and the other constants.
    fn meta(&self) -> &GameMeta;
    /// The game's own commands, with their options.
    fn verbs(&self) -> &'static [Verb];
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
    /// Each seat's place when `state` itself is a finished game.
    fn standings(&self, _state: &Self::State) -> Option<Vec<u8>> {
        None
    }
    /// The seats still playing in `state`; `None` for every seat.
    fn in_play(&self, _state: &Self::State) -> Option<Vec<usize>> {
        None
    }
    /// How many turns the log holds: by default each run of entries by
    /// one seat, set-up entries left out.
    fn turns_played(&self, log: &[LogEntry]) -> usize {
        default_turns(log)
    }
    /// The messages after a challenge is accepted.
    fn started(&self, game: &GameRecord, state: &Self::State) -> Outcome<Vec<Out>>;
    /// One of the game's own commands.
    fn act(
        &self,
        play: Play<'_>,
        state: Self::State,
        command: &GameCommand,
    ) -> Outcome<Effect<Self::State>>;
    /// A game button or menu choice: the parts of its id after `g:ID:VERSION:`.
    fn press(
        &self,
        play: Play<'_>,
        state: Self::State,
        action: &[&str],
    ) -> Outcome<Effect<Self::State>>;
    /// Whether pressing this button answers the presser alone.
    fn private_button(&self, _action: &[&str]) -> bool {
        false
    }
    /// A command of [`crate::Role::Stage`] or [`crate::Role::Turn`]: the
    /// staged turn (`play.staged`) with this command added, checked.
    fn stage(
        &self,
        _play: Play<'_>,
        _state: &Self::State,
        command: &GameCommand,
    ) -> Outcome<Stage> {
        Err(crate::failure::Failure::fault(format!(
            "/{} stages nothing in {}",
            command.verb,
            self.meta().title
        )))
    }
    /// Plays the staged turn (`play.staged`; `None` when nothing is
    /// staged, and the game says what to do instead).
    fn play_staged(&self, _play: Play<'_>, _state: Self::State) -> Outcome<Effect<Self::State>> {
        crate::failure::refuse("Nothing is staged in this game.")
    }
    /// A staged turn in words (`E2-E4, claim F7`).
    fn describe_staged(&self, staged: &GameDraft) -> String {
        staged.text().unwrap_or("a turn").to_string()
    }
    /// `/resign` when the game decides what it does; `None` for the host's rule.
    fn resign(&self, _play: Play<'_>, _state: Self::State) -> Option<Outcome<Effect<Self::State>>> {
        None
    }
    /// What happens when `seat` runs out of time, when the game decides;
    /// `None` for the host's rule (the seat loses on time).
    fn time_out(
        &self,
        _game: &GameRecord,
        _state: Self::State,
        _seat: usize,
    ) -> Option<Outcome<TimeOut<Self::State>>> {
        None
    }
    /// Replays one log entry (made by `seat`): the next state.
    fn replay(&self, state: Self::State, seat: usize, entry: &str) -> Result<Self::State, Fault>;

    // ——— Views: what each viewer is shown (never another seat's secret) ———

    /// One status line: whose turn, or how the game ended.
    fn status_line(&self, game: &GameRecord, state: &Self::State) -> Outcome<String>;
    /// `/game`: the state of play in words, for `viewer`.
    fn describe(
        &self,
        game: &GameRecord,
        state: &Self::State,
        viewer: Viewer,
    ) -> Outcome<Vec<String>>;
    /// How a log entry of `game` reads in `/history` for `viewer`; `None`
    /// when hidden from them (see [`Game::record_line`] for set-up entries).
    fn record_line(
        &self,
        game: &GameRecord,
        entry: &LogEntry,
        seat: Option<usize>,
        viewer: Viewer,
    ) -> Option<String>;
    /// Whether `seat`'s set-up choice is public in `state` (`game` is the
    /// stored game: a finished one may show what a running one keeps).
    fn setup_shown(&self, _game: &GameRecord, _state: &Self::State, _seat: usize) -> bool {
        false
    }
    /// The game's secrets in words for everyone, said when it ends (any
    /// way): see [`Game::secrets_at_end`]. `state` is the finished game.
    fn secrets_at_end(
        &self,
        _game: &GameRecord,
        _state: &Self::State,
        _log: &[LogEntry],
    ) -> Option<String> {
        None
    }
    /// The number the channel gives the turn at `index` (0-based, set-up
    /// entries not counted).
    fn turn_number(&self, index: usize) -> usize {
        index + 1
    }
    /// What a log entry (made by `seat` in `state`) did beyond its
    /// notation, in words every viewer may read (`takes the dragon on
    /// F7`), for `/history`; none by default.
    fn annotate(&self, _state: &Self::State, _seat: usize, _entry: &str) -> Option<String> {
        None
    }
    /// Whether [`Rules::annotate`] says anything (a game that annotates
    /// says so; the record is then replayed to annotate it).
    fn annotates(&self) -> bool {
        false
    }
    /// The pieces a log entry (made by `seat` in `state`) takes, each as
    /// its owner's seat and its kind in the game's notation, for a game
    /// whose pictures show the pieces lost (a replay draws each frame's
    /// own tray); none by default.
    fn lost(&self, _state: &Self::State, _seat: usize, _entry: &str) -> Vec<(usize, String)> {
        vec![]
    }
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

    // ——— Engine side ———

    /// Whether the game has an engine opponent ([`Rules::think`]).
    fn has_engine(&self) -> bool {
        false
    }
    /// The engine's action for `think.seat` in `state`, in the game's own
    /// notation (what [`Rules::play_choice`] reads), chosen from what that
    /// seat may see; `None` when the seat has nothing to do.
    fn think(&self, _state: &Self::State, _think: &Think) -> Result<Option<String>, Fault> {
        Ok(None)
    }

    // ——— Choices: a turn as a path of choices, which every front end can click through ———

    /// The next step of `seat`'s turn after the choices `path` (their
    /// keys), from what that seat may see; a refusal when the seat has
    /// nothing to choose now or the path leads to no legal turn (the
    /// position moved on). A complete step names the turn, which
    /// [`Rules::play_choice`] plays.
    fn choices(
        &self,
        _game: &GameRecord,
        _state: &Self::State,
        _seat: usize,
        _path: &[String],
    ) -> Outcome<Step> {
        crate::failure::refuse("This game is played by its commands only.")
    }
    /// Works out ahead what `seat`'s first step will need, for a game that
    /// keeps it (the host asks after a commit, off the command's path, for
    /// each person to act); nothing by default.
    fn prepare_choices(&self, _state: &Self::State, _seat: usize) {}
    /// The picture of a step for `seat` (only they see it): the choices so
    /// far staged on the board, the places they may choose next marked.
    fn choice_picture(
        &self,
        game: &GameRecord,
        state: &Self::State,
        seat: usize,
        _path: &[String],
    ) -> Outcome<Box<dyn Picture>> {
        self.board(game, state, Viewer::Seat(seat))
    }
    /// Plays a turn in the game's own notation (what [`Rules::think`] or a
    /// complete path of [`Rules::choices`] gives) for the seat in `play`,
    /// through the same checks and commit as a player's command.
    fn play_choice(
        &self,
        _play: Play<'_>,
        _state: Self::State,
        _choice: &str,
    ) -> Outcome<Effect<Self::State>> {
        crate::failure::refuse("This game has no engine opponent.")
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

/// A [`Rules`] game as the host holds it: the stored text is read once per
/// call, and a committed state written once.
pub struct Typed<R>(pub R);

impl<R: Rules> Typed<R> {
    fn next(&self, state: R::State) -> Next {
        Next {
            text: self.0.write(&state),
            to_act: self.0.to_act(&state),
            standings: self.0.standings(&state),
        }
    }
}

impl<R: Rules> Game for Typed<R> {
    fn meta(&self) -> &GameMeta {
        self.0.meta()
    }

    fn verbs(&self) -> &'static [Verb] {
        self.0.verbs()
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

    fn turns_played(&self, log: &[LogEntry]) -> usize {
        self.0.turns_played(log)
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

    fn press(&self, play: Play<'_>, action: &[&str]) -> Outcome<Effect> {
        let state = self.0.read(&play.game.state)?;
        Ok(self.0.press(play, state, action)?.map(|s| self.next(s)))
    }

    fn private_button(&self, action: &[&str]) -> bool {
        self.0.private_button(action)
    }

    fn stage(&self, play: Play<'_>, command: &GameCommand) -> Outcome<Stage> {
        let state = self.0.read(&play.game.state)?;
        self.0.stage(play, &state, command)
    }

    fn play_staged(&self, play: Play<'_>) -> Outcome<Effect> {
        let state = self.0.read(&play.game.state)?;
        Ok(self.0.play_staged(play, state)?.map(|s| self.next(s)))
    }

    fn describe_staged(&self, staged: &GameDraft) -> String {
        self.0.describe_staged(staged)
    }

    fn status_line(&self, game: &GameRecord) -> Outcome<String> {
        self.0.status_line(game, &self.0.read(&game.state)?)
    }

    fn describe(&self, game: &GameRecord, viewer: Viewer) -> Outcome<Vec<String>> {
        self.0.describe(game, &self.0.read(&game.state)?, viewer)
    }

    fn record_line(
        &self,
        game: &GameRecord,
        entry: &LogEntry,
        seat: Option<usize>,
        viewer: Viewer,
    ) -> Option<String> {
        self.0.record_line(game, entry, seat, viewer)
    }

    fn setup_shown(&self, game: &GameRecord, seat: usize) -> bool {
        self.0
            .read(&game.state)
            .is_ok_and(|state| self.0.setup_shown(game, &state, seat))
    }

    fn secrets_at_end(&self, game: &GameRecord, log: &[LogEntry]) -> Option<String> {
        let state = self.0.read(&game.state).ok()?;
        self.0.secrets_at_end(game, &state, log)
    }

    fn turn_number(&self, index: usize) -> usize {
        self.0.turn_number(index)
    }

    fn replay(&self, state: &str, seat: usize, entry: &str) -> Result<String, Fault> {
        let next = self.0.replay(self.0.read(state)?, seat, entry)?;
        Ok(self.0.write(&next))
    }

    fn replay_log(
        &self,
        start: &str,
        log: &[(usize, &str)],
    ) -> Result<Vec<String>, (usize, Fault)> {
        let mut state = self.0.read(start).map_err(|e| (0, e))?;
        let mut out = Vec::with_capacity(log.len());
        for (i, (seat, entry)) in log.iter().enumerate() {
            state = self.0.replay(state, *seat, entry).map_err(|e| (i, e))?;
            out.push(self.0.write(&state));
        }
        Ok(out)
    }

    fn annotations(&self, start: &str, log: &[(usize, &str)]) -> Vec<Option<String>> {
        // Nothing to say: no replay.
        if !self.0.annotates() {
            return vec![None; log.len()];
        }
        let mut out = Vec::with_capacity(log.len());
        let Ok(mut state) = self.0.read(start) else {
            return vec![None; log.len()];
        };
        for (seat, entry) in log {
            out.push(self.0.annotate(&state, *seat, entry));
            match self.0.replay(state, *seat, entry) {
                Ok(next) => state = next,
                Err(_) => break,
            }
        }
        out.resize(log.len(), None);
        out
    }

    fn replay_frames(
        &self,
        start: &str,
        log: &[(usize, &str)],
    ) -> Result<Vec<Replayed>, (usize, Fault)> {
        let mut state = self.0.read(start).map_err(|e| (0, e))?;
        let mut lost: Vec<Vec<String>> = vec![vec![]; *self.0.meta().players.end()];
        let mut out = Vec::with_capacity(log.len());
        for (i, (seat, entry)) in log.iter().enumerate() {
            for (owner, kind) in self.0.lost(&state, *seat, entry) {
                if let Some(list) = lost.get_mut(owner) {
                    list.push(kind);
                }
            }
            state = self.0.replay(state, *seat, entry).map_err(|e| (i, e))?;
            out.push(Replayed {
                state: self.0.write(&state),
                lost: lost.clone(),
            });
        }
        Ok(out)
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

    fn has_engine(&self) -> bool {
        self.0.has_engine()
    }

    fn think(&self, state: &str, think: &Think) -> Result<Option<String>, Fault> {
        self.0.think(&self.0.read(state)?, think)
    }

    fn choices(&self, game: &GameRecord, seat: usize, path: &[String]) -> Outcome<Step> {
        self.0.choices(game, &self.0.read(&game.state)?, seat, path)
    }

    fn prepare_choices(&self, game: &GameRecord, seat: usize) {
        if let Ok(state) = self.0.read(&game.state) {
            self.0.prepare_choices(&state, seat);
        }
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

    fn play_choice(&self, play: Play<'_>, choice: &str) -> Outcome<Effect> {
        let state = self.0.read(&play.game.state)?;
        Ok(self
            .0
            .play_choice(play, state, choice)?
            .map(|s| self.next(s)))
    }
}
