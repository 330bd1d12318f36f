//! A hosted game as stored, as the host hands it to the game: the players,
//! the state in the game's own notation, and the log.

use crate::say::Words;
use crate::user::User;

/// A game as stored.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Its id (in button ids).
    pub id: i64,
    /// Its channel.
    pub channel: String,
    /// Which game (`masters`, `regions`): the game's [`crate::GameMeta::name`].
    pub game: String,
    /// Players in seat order (Masters: Ember, Frost).
    pub players: Vec<User>,
    /// The starting position, in the game's notation.
    pub start_state: String,
    /// The current position.
    pub state: String,
    /// Bumped by every change.
    pub version: i64,
    /// Whether it runs, and how it ended.
    pub status: GameStatus,
    /// How it ended, for people.
    pub result: Option<Words>,
    /// The user id of a pending draw offer.
    pub draw_offer: Option<String>,
    /// The last move, in the game's notation.
    pub last_move: Option<String>,
    /// Kinds lost per seat, in the game's notation.
    pub captured: Vec<Vec<String>>,
    /// The time each turn may take (seconds), or `None` for no clock.
    pub turn_seconds: Option<i64>,
    /// When the seat on turn runs out of time (unix seconds), while it runs with a clock.
    pub deadline: Option<i64>,
    /// Whether the seat on turn has had its half-time reminder.
    pub reminded: bool,
    /// The server it is played on (ratings are kept per server).
    pub server: String,
    /// Whether it is rated.
    pub rated: bool,
    /// The message that shows its draw offer, once a front end has recorded one.
    pub draw_message: Option<String>,
    /// Each seat's place once it ended (1 = first, equal places a draw):
    /// who won, as data; `None` while it runs, for an ending with no
    /// result, and for games stored before places were kept.
    pub places: Option<Vec<u8>>,
}

impl GameRecord {
    /// A running game of `game` that no store holds (id 0, version 0, no
    /// clock, unrated) between `players` at `state`: for benchmarks and
    /// tools that drive a game without a host.
    pub fn unstored(game: &str, players: Vec<User>, state: String) -> GameRecord {
        let seats = players.len();
        GameRecord {
            id: 0,
            channel: String::new(),
            game: game.to_string(),
            players,
            start_state: state.clone(),
            state,
            version: 0,
            status: GameStatus::Running,
            result: None,
            draw_offer: None,
            last_move: None,
            captured: vec![vec![]; seats],
            turn_seconds: None,
            deadline: None,
            reminded: false,
            server: String::new(),
            rated: false,
            draw_message: None,
            places: None,
        }
    }

    /// The seat `user_id` plays, if seated.
    pub fn seat_of(&self, user_id: &str) -> Option<usize> {
        self.players.iter().position(|p| p.id == user_id)
    }

    /// The display name of the player in `seat`, as stored (an engine
    /// seat's is English: say [`GameRecord::player`] to a reader instead).
    pub fn name(&self, seat: usize) -> &str {
        self.players.get(seat).map_or("?", |u| u.name.as_str())
    }

    /// The player in `seat` (a user named `?` for no such seat).
    pub fn player(&self, seat: usize) -> &User {
        static NOBODY: std::sync::LazyLock<User> = std::sync::LazyLock::new(|| User::named("?"));
        self.players.get(seat).unwrap_or(&NOBODY)
    }

    /// Whether the game is still being played.
    pub fn running(&self) -> bool {
        self.status == GameStatus::Running
    }
}

/// Whether a game runs, and how it ended (stored as text by the store
/// alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameStatus {
    /// Being played.
    Running,
    /// Won on the board.
    Won,
    /// Ended by a resignation (the others share the win).
    Resigned,
    /// Drawn, by the rules or by agreement.
    Drawn,
    /// Lost on time.
    Timeout,
    /// Ended before the second turn, with no result.
    Aborted,
}

/// How a game ended: its status and its result in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// The status it ended with (never [`GameStatus::Running`]).
    pub status: GameStatus,
    /// The result, for people (`alice (Ember) wins by capturing every leader.`).
    pub result: Words,
}

impl Ending {
    /// An ending with this status and result.
    pub fn new(status: GameStatus, result: impl Into<Words>) -> Ending {
        Ending {
            status,
            result: result.into(),
        }
    }
}

/// One committed log entry (a turn, a set-up choice, or a note).
#[derive(Clone, Debug)]
pub struct LogEntry {
    /// Entry number from 1.
    pub number: i64,
    /// Who committed it.
    pub user_id: String,
    /// Their seat (0-based).
    pub seat: i64,
    /// What it is.
    pub kind: EntryKind,
    /// Its notation (the game's own; replayed by `gamehost verify`).
    pub notation: String,
}

impl LogEntry {
    /// The entries of `log` as the games replay them: each one's seat
    /// (`usize::MAX` for none a game has) and notation.
    pub fn replayable(log: &[LogEntry]) -> Vec<(usize, &str)> {
        log.iter()
            .map(|t| {
                (
                    usize::try_from(t.seat).unwrap_or(usize::MAX),
                    t.notation.as_str(),
                )
            })
            .collect()
    }
}

/// What a log entry is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EntryKind {
    /// A turn the channel numbers.
    Turn,
    /// A secret set-up choice (a Regions pick, an Elemental loadout):
    /// shown to its owner alone until the game makes it public, and not
    /// a turn.
    Setup,
    /// Something recorded that is not a turn (an Elemental turn a
    /// concealed ability refused, which revealed it, E53): listed, not
    /// numbered.
    Note,
}

/// A log entry a game commits: its kind and its notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// What it is.
    pub kind: EntryKind,
    /// The game's own notation (what [`crate::Rules::replay`] reads).
    pub text: String,
}

impl LogLine {
    /// A turn.
    pub fn turn(text: impl Into<String>) -> LogLine {
        LogLine {
            kind: EntryKind::Turn,
            text: text.into(),
        }
    }

    /// A secret set-up choice.
    pub fn setup(text: impl Into<String>) -> LogLine {
        LogLine {
            kind: EntryKind::Setup,
            text: text.into(),
        }
    }

    /// A note that is not a turn.
    pub fn note(text: impl Into<String>) -> LogLine {
        LogLine {
            kind: EntryKind::Note,
            text: text.into(),
        }
    }
}

/// One state of a replayed log, for its picture: the state after an entry
/// and the pieces lost per seat by then (kinds in the game's notation).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replayed {
    /// The state after the entry.
    pub state: String,
    /// Kinds lost per seat, up to and including the entry.
    pub lost: Vec<Vec<String>>,
}
