//! The games the bot hosts, behind one seam.
//!
//! The host ([`crate::host`]) knows channels, users, challenges, seats,
//! drafts, the turn log and replies; it knows a game only through the
//! [`Game`] trait. Each game is one adapter module here (commands to
//! actions, suggestions, texts, and which picture each viewer gets) over
//! its rules crate and its picture crate. Adding a game is: a rules crate,
//! a picture crate, one adapter module, and one line in [`GameKind`].
//!
//! Secrets (a Regions infiltrator pick) live only in the stored state and
//! in a seat's private view: every text and picture an adapter makes is
//! made for a [`Viewer`].

pub mod elemental;
pub mod masters;
pub mod regions;
pub mod throne;

use crate::host::command::{Command, User};
use crate::host::reply::{Button, ButtonStyle};
use crate::host::view::Out;
use crate::store::{GameRow, TurnRow};

/// One of the hosted games: the registry the host dispatches through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Ember against Frost on 10 × 12 (`crates/masters`).
    Masters,
    /// Regions chess: terrain, commanders, secret infiltrators (`crates/regions`).
    Regions,
    /// Throne: the shell-throw race for 2–4 players (`crates/throne`).
    Throne,
    /// Elemental chess: chess with secret loadouts (`crates/elemental`).
    Elemental,
}

impl GameKind {
    /// Every hosted game, in the order `/help` lists them.
    pub const ALL: [GameKind; 4] = [
        GameKind::Masters,
        GameKind::Regions,
        GameKind::Throne,
        GameKind::Elemental,
    ];

    /// The name in commands and storage: `masters`, `regions`.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Masters => "masters",
            GameKind::Regions => "regions",
            GameKind::Throne => "throne",
            GameKind::Elemental => "elemental",
        }
    }

    /// The game by its name, in any case.
    pub fn from_name(name: &str) -> Option<GameKind> {
        GameKind::ALL
            .into_iter()
            .find(|g| g.name().eq_ignore_ascii_case(name.trim()))
    }

    /// The game's adapter.
    pub fn game(self) -> &'static dyn Game {
        match self {
            GameKind::Masters => &masters::Masters,
            GameKind::Regions => &regions::Regions,
            GameKind::Throne => &throne::Throne,
            GameKind::Elemental => &elemental::Elemental,
        }
    }
}

/// Who a text or picture is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The channel, spectators, the record: no secret may show.
    Public,
    /// The player in this seat (0-based): their own secrets may show.
    Seat(usize),
}

/// Every game's picture renderer. Masters' is prepared at start-up; the
/// others on their first picture, so a server that plays one game does not
/// carry the others' sprites.
pub struct Art {
    square_px: u32,
    masters: masters_render::Renderer,
    regions: std::sync::OnceLock<Result<regions_render::Renderer, String>>,
    throne: std::sync::OnceLock<Result<throne_render::Renderer, String>>,
    elemental: std::sync::OnceLock<Result<elemental_render::Renderer, String>>,
}

impl Art {
    /// Renderers for squares of `square_px` pixels (checked here for every game).
    pub fn new(square_px: u32) -> Result<Art, String> {
        let range = regions_render::theme::MIN_SQUARE..=regions_render::theme::MAX_SQUARE;
        if !range.contains(&square_px) {
            return Err(regions_render::RenderError::SquareSize(square_px).to_string());
        }
        Ok(Art {
            square_px,
            masters: masters_render::Renderer::with_square(square_px).map_err(|e| e.to_string())?,
            regions: std::sync::OnceLock::new(),
            throne: std::sync::OnceLock::new(),
            elemental: std::sync::OnceLock::new(),
        })
    }

    /// Masters pictures.
    pub fn masters(&self) -> &masters_render::Renderer {
        &self.masters
    }

    /// Regions pictures (prepared on first use).
    pub fn regions(&self) -> Result<&regions_render::Renderer, String> {
        self.regions
            .get_or_init(|| {
                regions_render::Renderer::with_square(self.square_px).map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Throne pictures (prepared on first use).
    pub fn throne(&self) -> Result<&throne_render::Renderer, String> {
        self.throne
            .get_or_init(|| {
                throne_render::Renderer::with_square(self.square_px).map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Elemental chess pictures (prepared on first use).
    pub fn elemental(&self) -> Result<&elemental_render::Renderer, String> {
        self.elemental
            .get_or_init(|| {
                elemental_render::Renderer::with_square(self.square_px).map_err(|e| e.to_string())
            })
            .as_ref()
            .map_err(Clone::clone)
    }
}

/// A finished picture file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    /// File name, like `board.png`.
    pub filename: String,
    /// The PNG.
    pub png: Vec<u8>,
    /// Alt text.
    pub alt: String,
}

/// A picture to draw once the change is stored (drawing happens off the
/// async workers). Made by an adapter for one viewer.
pub trait Picture: Send + std::fmt::Debug {
    /// Draws it.
    fn draw(&self, art: &Art) -> Result<Drawn, String>;
    /// The same picture as an indexed frame in its game's fixed palette,
    /// for animated replays; `None` for pictures that are not boards.
    fn frame<'a>(
        &self,
        _art: &'a Art,
    ) -> Option<Result<(board_render::IndexedImage, &'a board_render::Palette), String>> {
        None
    }
}

/// How a finished game ended when it did not end on the board, in a few
/// words for a picture's header and alt text (`Frost wins: Ember
/// resigned`, `drawn by agreement`); `None` while it runs or when the
/// board itself shows the end.
pub fn ended_off_board(game: &GameRow, seats: [&str; 2]) -> Option<String> {
    let result = game.result.as_deref()?;
    match game.status.as_str() {
        "resigned" => {
            let loser = (0..2).find(|&i| result.contains(&format!("({}) resigned", seats[i])))?;
            Some(format!(
                "{} wins: {} resigned",
                seats[1 - loser],
                seats[loser]
            ))
        }
        "drawn" if result.starts_with("Drawn by agreement") => Some("drawn by agreement".into()),
        "timeout" => {
            let loser =
                (0..2).find(|&i| result.contains(&format!("({}) ran out of time", seats[i])))?;
            Some(format!("{} wins on time", seats[1 - loser]))
        }
        "aborted" => Some("aborted".into()),
        _ => None,
    }
}

/// The stored last move (`from-to`) as two squares of a game's own type.
pub fn last_move_squares<S: std::str::FromStr>(game: &GameRow) -> Option<(S, S)> {
    let (a, b) = game.last_move.as_deref()?.split_once('-')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// The places of a two-player game that ended on the board: the winner's
/// seat first, or a draw; `None` while it runs.
pub fn two_player_places(winner: Option<usize>, drawn: bool) -> Option<Vec<u8>> {
    match winner {
        Some(0) => Some(vec![1, 2]),
        Some(_) => Some(vec![2, 1]),
        None => drawn.then(|| vec![1, 1]),
    }
}

/// The refusal for someone who does not play in `game`.
pub fn not_seated(game: &GameRow) -> String {
    let names: Vec<&str> = game.players.iter().map(|p| p.name.as_str()).collect();
    let all = match names.as_slice() {
        [rest @ .., last] if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    };
    format!("Only {all} play in this game; you can watch with /board.")
}

/// What an adapter is given to answer a game command: the stored game and
/// who is asking.
#[derive(Clone, Copy, Debug)]
pub struct Play<'a> {
    /// The game as stored.
    pub game: &'a GameRow,
    /// Who sent the command.
    pub user: &'a User,
    /// Their seat, if they play in this game.
    pub seat: Option<usize>,
    /// Their stored draft (JSON), if any.
    pub draft: Option<&'a str>,
    /// Who committed the last log entry, if any (to answer a double /endturn).
    pub last_mover: Option<&'a str>,
}

/// The refusal for a second End turn right after one's own commit (a double
/// click, or two devices).
pub const ALREADY_PLAYED: &str = "This board is out of date: that turn was already played. Use /board to see the current position.";

/// The End turn and Undo buttons under a private preview of a staged turn:
/// stale once the game moves on (its version) or the draft changes (its revision).
pub fn turn_buttons(game: &GameRow, revision: u32) -> Vec<Button> {
    vec![
        Button {
            id: format!("g:{}:{}:endturn:{revision}", game.id, game.version),
            label: "End turn".into(),
            style: ButtonStyle::Primary,
        },
        Button {
            id: format!("g:{}:{}:undo:{revision}", game.id, game.version),
            label: "Undo".into(),
            style: ButtonStyle::Secondary,
        },
    ]
}

/// `bob offers a draw.` for `/game`, while an offer stands.
pub fn draw_offer_line(game: &GameRow) -> Option<String> {
    let offerer = game.draw_offer.as_deref()?;
    let who = game
        .players
        .iter()
        .find(|p| p.id == offerer)
        .map_or("someone", |p| p.name.as_str());
    Some(format!("{who} offers a draw."))
}

impl Play<'_> {
    /// The player's seat, or the refusal for someone who does not play here.
    pub fn seated(&self) -> Result<usize, String> {
        self.seat.ok_or_else(|| not_seated(self.game))
    }

    /// Whether this player committed the last entry and it is not their
    /// turn now: a second End turn of the same turn.
    pub fn just_played(&self, on_turn: usize) -> bool {
        self.seat.is_some_and(|s| s != on_turn) && self.last_mover == Some(self.user.id.as_str())
    }

    /// The display name of the player in `seat`.
    pub fn name(&self, seat: usize) -> &str {
        self.game.players.get(seat).map_or("?", |u| u.name.as_str())
    }

    /// The line announcing that the opponent's draw offer lapsed because
    /// this player committed instead of answering (M39), if one did.
    pub fn lapsed_draw_line(&self) -> Option<String> {
        let offerer = self.game.draw_offer.as_deref()?;
        if offerer == self.user.id {
            return None;
        }
        let who = self
            .game
            .players
            .iter()
            .find(|p| p.id == offerer)
            .map_or("The", |p| p.name.as_str());
        Some(format!("{who}'s draw offer lapsed."))
    }
}

/// What a game command did, for the host to store and send.
#[derive(Debug)]
pub enum Effect {
    /// Nothing to store; send these.
    Reply(Vec<Out>),
    /// Store the user's new draft (JSON), then send these.
    Draft {
        /// The draft.
        draft: String,
        /// What to send.
        outs: Vec<Out>,
    },
    /// Append to the log and store the new state.
    Commit(Box<Commit>),
}

/// A committed action: the new stored state and what to announce.
#[derive(Debug)]
pub struct Commit {
    /// The new state, in the game's notation (secrets included: it is never shown).
    pub state: String,
    /// The log entry (replayed by `gamehost verify`; shown only through [`Game::record_line`]).
    pub log: String,
    /// The last move, in the game's notation, if this action moved.
    pub last_move: Option<String>,
    /// Kinds lost per seat, replacing the stored list.
    pub captured: Vec<Vec<String>>,
    /// The new status (`won`, `drawn`) and result text, if the game ended.
    pub ended: Option<(String, String)>,
    /// Whether a standing draw offer by the other player lapses (a turn was played).
    pub lapses_draw: bool,
    /// What to send.
    pub outs: Vec<Out>,
}

/// A seat that ran out of time, as the game applies it.
#[derive(Clone, Debug)]
pub struct TimeOut {
    /// The new state.
    pub state: String,
    /// The log entry (replayed by `gamehost verify`).
    pub log: String,
    /// The new status and result, if the game ended.
    pub ended: Option<(String, String)>,
    /// What to announce.
    pub text: String,
}

/// Which option a player is typing (Discord's autocomplete).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// `from` of `/move`: squares of pieces the player can move.
    From,
    /// `to` of `/move`: where the piece on `from` can go.
    To {
        /// The `from` typed so far.
        from: Option<String>,
    },
    /// `target` of `/claim` (Masters).
    Target,
    /// `promote` of `/move`: the choices the rules allow on that move.
    Promote {
        /// The `from` typed so far.
        from: Option<String>,
        /// The `to` typed so far.
        to: Option<String>,
    },
    /// `carry` of `/move` (Regions): the pawns the commander may carry.
    Carry {
        /// The `from` typed so far.
        from: Option<String>,
        /// The `to` typed so far.
        to: Option<String>,
    },
    /// `piece` of `/pick` (Regions): the enemy pieces the player may pick.
    Pick,
    /// `then` of `/move` (Elemental): the steps or Quantum Step target after that move.
    Then {
        /// The `from` typed so far.
        from: Option<String>,
        /// The `to` typed so far.
        to: Option<String>,
    },
    /// `face` of `/move` (Elemental): facings for the player's Block Pieces.
    Face,
    /// `piece` of `/move` (Throne): the places with a piece that can move.
    Piece,
    /// `kind` of `/move` (Throne): the kinds that can move from `piece`.
    Kind {
        /// The `piece` typed so far.
        piece: Option<String>,
    },
    /// `values` of `/move` (Throne): the combinations that piece can use.
    Values {
        /// The `piece` typed so far.
        piece: Option<String>,
        /// The `kind` typed so far.
        kind: Option<String>,
    },
}

/// One suggestion: what the list shows and the value it fills in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// Shown in the list, like `E2 · scout`.
    pub label: String,
    /// Filled in, like `E2`.
    pub value: String,
}

/// One hosted game, as the host sees it. Every method that makes text or
/// pictures takes the [`Viewer`] (or answers only the asking seat).
pub trait Game: Sync {
    /// Which game this is.
    fn kind(&self) -> GameKind;
    /// The name people read: `Masters`, `Regions chess`.
    fn title(&self) -> &'static str;
    /// Seat names in seat order (`Ember`, `Frost`; Throne: `Red`, `Blue`, `Green`, `Gold`).
    fn seat_names(&self) -> &'static [&'static str];
    /// The side-choice words `/challenge side:` accepts, first seat first
    /// (none for a game whose seats go by joining order).
    fn side_words(&self) -> &'static [&'static str];
    /// How many players a game has: 2 for the chess games, 2–4 for Throne.
    /// A game with more than 2 opens a table that players join (`/join`).
    fn players(&self) -> std::ops::RangeInclusive<usize> {
        2..=2
    }
    /// Whether `/draw` applies (Throne has no draws, T21).
    fn draws(&self) -> bool {
        true
    }
    /// `/resign` when the game decides what it does (Throne with 3–4
    /// players plays on); `None` for the host's rule: the opponent wins.
    fn resign(&self, _play: Play<'_>) -> Option<Result<Effect, String>> {
        None
    }
    /// What happens when `seat` runs out of time, when the game decides
    /// (Throne with 3–4 players: the seat leaves and the rest play on);
    /// `None` for the host's rule: the seat loses on time.
    fn time_out(&self, _game: &GameRow, _seat: usize) -> Option<Result<TimeOut, String>> {
        None
    }
    /// Each seat's place (1 = first; equal places tie) when `state`
    /// itself is a finished game (a win on the board, a draw by the
    /// rules); `None` while it runs. Ratings are computed from it.
    fn standings(&self, _state: &str) -> Option<Vec<u8>> {
        None
    }
    /// How many turns the log holds (a game with fewer than two can be
    /// aborted): by default each run of entries by one seat is a turn.
    fn turns_played(&self, log: &[TurnRow]) -> usize {
        let mut turns = 0;
        let mut last = None;
        for entry in log {
            if last != Some(entry.seat) {
                turns += 1;
                last = Some(entry.seat);
            }
        }
        turns
    }
    /// The words an option takes in this game (`promote`, `choice` of
    /// `/inherit`, `piece` of `/rules`); the host accepts a word if some
    /// game does, and the game running in the channel checks it again.
    fn words(&self, option: &str) -> &'static [&'static str];
    /// The stored state a new game for `players` starts from (a game with
    /// chance draws its seed here).
    fn start_state(&self, players: usize) -> String;
    /// The messages after a challenge is accepted (a new game in `game`).
    fn started(&self, game: &GameRow) -> Result<Vec<Out>, String>;
    /// The seats that may act now (both during a secret pick phase; none
    /// once the game is over): the host notifies them.
    fn to_act(&self, state: &str) -> Result<Vec<usize>, String>;
    /// A game command (`/move`, `/claim`, `/pick`, `/endturn`, …) or a game button (`press`).
    fn act(&self, play: Play<'_>, command: &Command) -> Result<Effect, String>;
    /// A game button: the parts of its id after `g:ID:VERSION:`.
    fn press(&self, play: Play<'_>, action: &[&str]) -> Result<Effect, String>;
    /// One status line: whose turn, or how the game ended.
    fn status_line(&self, game: &GameRow) -> Result<String, String>;
    /// `/game`: the state of play in words, for `viewer`.
    fn describe(&self, game: &GameRow, viewer: Viewer) -> Result<Vec<String>, String>;
    /// How a log entry reads in `/history` for `viewer`; `None` when it is
    /// hidden from them (another player's secret).
    fn record_line(&self, entry: &TurnRow, seat: Option<usize>, viewer: Viewer) -> Option<String>;
    /// Replays one log entry (made by `seat`) on `state`: the next state.
    fn replay(&self, state: &str, seat: usize, entry: &str) -> Result<String, String>;
    /// The board picture of the stored game for `viewer`.
    fn board(&self, game: &GameRow, viewer: Viewer) -> Result<Box<dyn Picture>, String>;
    /// Legal values for `field`, for the player in `play` (empty when they choose nothing now).
    fn suggest(&self, play: Play<'_>, field: &Field) -> Vec<Suggestion>;
    /// `/rules game:… [piece:…]`.
    fn rules(&self, user: &User, piece: Option<&str>) -> Result<Out, String>;
    /// The game's own commands for `/help`, one line each.
    fn help(&self) -> &'static str;
}
