//! The commands players type, parsed and checked before the host sees them.
//!
//! Names and options are the user interface: `/move from:E2 to:E4`. The
//! console reads them from text; Discord gives them as options. Either way
//! they become a [`Command`]: one of the host's own (challenges, tables,
//! looking at games, resigning) or a [`GameCommand`] for the game in the
//! channel, which checks its own options. Every mistake becomes one
//! sentence saying what to write instead.

pub mod alerts;
mod event;
mod parse;
mod refusal;

pub use event::{DrawRule, EventAction, EventFormat, EventTerms};

pub use game_api::{GameCommand, User};

/// Which side the challenger wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideChoice {
    /// This seat (0 moves first: Ember, White).
    Seat(usize),
    /// A coin flip at acceptance.
    Random,
}

/// How long each turn may take, as `/challenge time:` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TurnTime {
    /// This many seconds per turn.
    Seconds(i64),
    /// No clock (`time:none`).
    Unlimited,
}

/// The turn times `/challenge time:` offers, by name.
pub const TURN_TIMES: [(&str, i64); 7] = [
    ("5m", 300),
    ("15m", 900),
    ("1h", 3600),
    ("6h", 6 * 3600),
    ("1d", 86_400),
    ("3d", 3 * 86_400),
    ("7d", 7 * 86_400),
];

/// `/draw action:…`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAction {
    /// Offer a draw.
    Offer,
    /// Accept the opponent's offer.
    Accept,
    /// Decline it.
    Decline,
}

/// Every command: the host's own, or one for the game in the channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `/challenge [opponent:<user>] [game:…] [side:…] [players:2-4]`: a
    /// challenge to one opponent, or a table that players join (Throne).
    Challenge {
        /// Who is challenged (at a table: who is invited, if anyone).
        opponent: Option<User>,
        /// Which game (a registered game's name).
        game: String,
        /// Which side the challenger takes.
        side: SideChoice,
        /// Seats at a table (games for more than two).
        players: Option<usize>,
        /// Time per turn; the host's default when not given.
        time: Option<TurnTime>,
        /// Whether the game is rated (`rated:false` for a friendly game).
        rated: bool,
        /// The engine's level, when the bot is the opponent or sits at the table.
        level: Option<u8>,
        /// Games at a table: how many seats the engine takes at once.
        bots: Option<usize>,
    },
    /// `/leaderboard [game:…]`: the server's best players of a game.
    Leaderboard {
        /// Which game; without one, the channel's (or the first registered).
        game: Option<String>,
    },
    /// `/profile [user:…]`: a player's ratings and recent games.
    Profile {
        /// Whose; without one, the caller's.
        user: Option<User>,
    },
    /// `/replay [game:<id>]`: a game as an animated picture.
    Replay {
        /// Which game (its number); without one, the channel's latest.
        game: Option<i64>,
    },
    /// `/puzzle [game:…] [daily:on|off]`: a puzzle to solve here (the
    /// server's own first), or the server's daily puzzle turned on in
    /// this channel or off (who manages the server only).
    Puzzle {
        /// Which game's puzzles; without one, any.
        game: Option<String>,
        /// The daily puzzle on or off, when asked.
        daily: Option<bool>,
    },
    /// `/analyse [game:<id>]`: the engine's analysis of a finished game.
    Analyse {
        /// Which game (its number); without one, the channel's latest.
        game: Option<i64>,
    },
    /// `/archive state:on|off`: list (or stop listing) this server's games
    /// on the web (who manages the server only).
    Archive {
        /// Listed or not.
        on: bool,
    },
    /// `/anonymous state:on|off`: be shown as "anonymous" in web archives.
    Anonymous {
        /// Shown as anonymous or by name.
        on: bool,
    },
    /// `/language locale:<code>|auto [for:me|server]`: the language the
    /// bot answers in (a server's: who manages it only).
    Language {
        /// The chosen locale; `None` follows what Discord says.
        locale: Option<game_api::Locale>,
        /// Whose.
        scope: LanguageScope,
    },
    /// `/notify mode:off|every|low [game:…] [quiet:22-07 zone:Europe/Berlin]
    /// [low:<minutes>]`: turn alerts by direct message.
    Notify(alerts::NotifyChoice),
    /// `/abort`: end the game before its second turn, with no result.
    Abort,
    /// `/join`: take a seat at the open table.
    Join,
    /// `/leave`: give up a seat at the open table.
    Leave,
    /// `/start`: the opener starts the table's game.
    Start,
    /// `/accept`
    Accept,
    /// `/decline`
    Decline,
    /// `/cancel`
    Cancel,
    /// `/board`
    Board,
    /// `/game`
    Game,
    /// `/history`
    History,
    /// `/mygames`: the player's running games everywhere.
    MyGames,
    /// `/resign`
    Resign,
    /// `/undo`: clear the staged turn.
    Undo,
    /// `/endturn`: play the staged turn.
    EndTurn,
    /// `/draw action:offer|accept|decline`
    Draw {
        /// What to do.
        action: DrawAction,
    },
    /// `/rules [game:…] [piece:<kind>]`
    Rules {
        /// Which game; without one, the game in the channel (or the first registered).
        game: Option<String>,
        /// A piece to show (lower case).
        piece: Option<String>,
    },
    /// `/help`
    Help,
    /// `/press <button-id>` (console) or a button click (Discord).
    Press {
        /// The button (or the menu and the value chosen from it), read
        /// once where the front end received it.
        button: game_api::ButtonId,
    },
    /// `/play`: choose your turn step by step, privately (the Play button
    /// does the same).
    Choices,
    /// `/choose N` (console): the Nth choice of your current step.
    ChooseNumber {
        /// From 1.
        n: usize,
    },
    /// `/tournament action:…`: the channel's event (create, join, start,
    /// standings, …).
    Tournament {
        /// What to do.
        action: EventAction,
    },
    /// A command of the game in the channel (`/move`, `/throw`, …).
    Play {
        /// The verb and options as given.
        command: GameCommand,
        /// The game it was given for, when the front end's command names
        /// one (Discord's per-game `/move masters`); the console's does not.
        game: Option<String>,
    },
}

/// Longest command line accepted.
pub const MAX_LINE: usize = 512;

impl Command {
    /// Whether the command may open, answer or close the channel's
    /// challenge or table (a button or menu may belong to one); every other
    /// command acts on a game, which runs only where no challenge is open.
    pub fn may_settle_challenge(&self) -> bool {
        match self {
            Command::Challenge { .. }
            | Command::Join
            | Command::Leave
            | Command::Start
            | Command::Accept
            | Command::Decline
            | Command::Cancel
            | Command::Puzzle { .. }
            | Command::Press { .. } => true,
            Command::Leaderboard { .. }
            | Command::Archive { .. }
            | Command::Anonymous { .. }
            | Command::Notify(_)
            | Command::Language { .. }
            | Command::Profile { .. }
            | Command::Replay { .. }
            | Command::Analyse { .. }
            | Command::Abort
            | Command::Board
            | Command::Game
            | Command::History
            | Command::MyGames
            | Command::Resign
            | Command::Undo
            | Command::EndTurn
            | Command::Draw { .. }
            | Command::Rules { .. }
            | Command::Help
            | Command::Choices
            | Command::ChooseNumber { .. }
            | Command::Tournament { .. }
            | Command::Play { .. } => false,
        }
    }

    /// The same command given for `game` (a front end's per-game command):
    /// a game command then names it; every other command is unchanged.
    pub fn for_game(self, game: Option<String>) -> Command {
        match self {
            Command::Play { command, .. } => Command::Play { command, game },
            other => other,
        }
    }

    /// The command's name without the slash (`move`, `challenge`), for logs.
    pub fn verb(&self) -> &str {
        match self {
            Command::Challenge { .. } => "challenge",
            Command::Leaderboard { .. } => "leaderboard",
            Command::Profile { .. } => "profile",
            Command::Archive { .. } => "archive",
            Command::Anonymous { .. } => "anonymous",
            Command::Language { .. } => "language",
            Command::Notify(_) => "notify",
            Command::Replay { .. } => "replay",
            Command::Analyse { .. } => "analyse",
            Command::Puzzle { .. } => "puzzle",
            Command::Abort => "abort",
            Command::Join => "join",
            Command::Leave => "leave",
            Command::Start => "start",
            Command::Accept => "accept",
            Command::Decline => "decline",
            Command::Cancel => "cancel",
            Command::Board => "board",
            Command::Game => "game",
            Command::History => "history",
            Command::MyGames => "mygames",
            Command::Resign => "resign",
            Command::Undo => "undo",
            Command::EndTurn => "endturn",
            Command::Draw { .. } => "draw",
            Command::Rules { .. } => "rules",
            Command::Help => "help",
            Command::Press { .. } => "press",
            Command::ChooseNumber { .. } => "choose",
            Command::Choices => "play",
            Command::Tournament { .. } => "tournament",
            Command::Play { command, .. } => &command.verb,
        }
    }
}

/// The engine level a `level:` option names (1–5).
fn engine_level(value: &str) -> Result<u8, game_api::Words> {
    match value.trim().parse::<u8>() {
        Ok(n) if game_api::engine::LEVELS.contains(&n) => Ok(n),
        _ => Err(refusal::typed("parse-not-a-level", value)),
    }
}

/// Whose language `/language` sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LanguageScope {
    /// The sender's own: the replies only they see.
    Me,
    /// The server's: its public messages.
    Server,
}
