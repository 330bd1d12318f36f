//! The commands players type, parsed and checked before the host sees them.
//!
//! Names and options are the user interface: `/move from:E2 to:E4`. The
//! console reads them from text; Discord gives them as options. Either way
//! they become a [`Command`], and every mistake becomes one sentence saying
//! what to write instead.

use crate::games::GameKind;
use std::fmt;

/// A user as the host knows them: a stable id and a display name.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct User {
    /// Stable id (a Discord snowflake, or the name in the console).
    pub id: String,
    /// Display name.
    pub name: String,
}

impl User {
    /// A user whose id is their name (the console).
    pub fn named(name: &str) -> User {
        User {
            id: name.to_string(),
            name: name.to_string(),
        }
    }
}

/// Which side the challenger wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SideChoice {
    /// This seat (0 moves first: Ember, White).
    Seat(usize),
    /// A coin flip at acceptance.
    Random,
}

/// A square as typed: a file A–J and a rank 1–12 (the largest board any
/// hosted game has). The game running in the channel checks it against its
/// own board.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SquareName(String);

impl SquareName {
    /// The square as typed (trimmed).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::str::FromStr for SquareName {
    type Err = ();

    fn from_str(s: &str) -> Result<SquareName, ()> {
        let t = s.trim();
        let mut chars = t.chars();
        let file = chars.next().ok_or(())?.to_ascii_lowercase();
        let rank = chars.as_str();
        let ok_rank = !rank.is_empty()
            && rank.len() <= 2
            && !rank.starts_with('0')
            && rank.bytes().all(|b| b.is_ascii_digit())
            && rank.parse::<u8>().is_ok_and(|r| (1..=12).contains(&r));
        if ('a'..='j').contains(&file) && ok_rank {
            Ok(SquareName(t.to_string()))
        } else {
            Err(())
        }
    }
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

/// Every command. Values that depend on the game (squares, promotions,
/// answers) are kept as typed words, checked for spelling here and against
/// the rules by the game running in the channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `/challenge [opponent:<user>] [game:…] [side:…] [players:2-4]`: a
    /// challenge to one opponent, or a table that players join (Throne).
    Challenge {
        /// Who is challenged (at a table: who is invited, if anyone).
        opponent: Option<User>,
        /// Which game.
        game: GameKind,
        /// Which side the challenger takes.
        side: SideChoice,
        /// Seats at a table (games for more than two).
        players: Option<usize>,
        /// Time per turn; the host's default when not given.
        time: Option<TurnTime>,
        /// Whether the game is rated (`rated:false` for a friendly game).
        rated: bool,
    },
    /// `/leaderboard [game:…]`: the server's best players of a game.
    Leaderboard {
        /// Which game; without one, the channel's (or Masters).
        game: Option<GameKind>,
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
    /// `/abort`: end the game before its second turn, with no result.
    Abort,
    /// `/join`: take a seat at the open table.
    Join,
    /// `/leave`: give up a seat at the open table.
    Leave,
    /// `/start`: the opener starts the table's game.
    Start,
    /// `/throw` (Throne): throw the round's shells.
    Throw,
    /// `/move piece:<place> [kind:…] values:<6+5>` (Throne).
    Advance {
        /// Where the piece stands: `home`, a ring square, a bridge square (lower case).
        piece: String,
        /// Its kind, when several stand there (lower case).
        kind: Option<String>,
        /// The values it spends, like `6+5`.
        values: String,
    },
    /// `/accept`
    Accept,
    /// `/decline`
    Decline,
    /// `/cancel`
    Cancel,
    /// `/move from:<sq> to:<sq> [promote:…] [carry:<sq>] [carry_promote:…]`
    Move {
        /// From.
        from: SquareName,
        /// To.
        to: SquareName,
        /// A promotion choice (lower case).
        promote: Option<String>,
        /// A carried pawn (Regions commanders).
        carry: Option<SquareName>,
        /// The carried pawn's promotion choice.
        carry_promote: Option<String>,
        /// Elemental: steps after the move, or the Quantum Step target
        /// (squares as typed, like `f4` or `f4,g5`).
        then: Option<String>,
        /// Elemental: Block Piece facings (`north`, or `e2=north,d1=east`).
        face: Option<String>,
    },
    /// `/claim [target:<sq>]` (Masters)
    Claim {
        /// The target; without one, show the eligible targets.
        target: Option<SquareName>,
    },
    /// `/inherit choice:accept|decline|<piece>` (Masters)
    Inherit {
        /// The answer, as typed (lower case).
        choice: String,
    },
    /// `/pick piece:<sq>` (Regions: the secret infiltrator)
    Pick {
        /// The enemy piece's square.
        piece: SquareName,
    },
    /// `/loadout [element:…] [augmentor:…] [offense:…] [temporal:…] [piece:<sq>]`
    /// (Elemental: the secret loadout; without `piece:` it locks in)
    Loadout {
        /// The element (as typed).
        element: Option<String>,
        /// The augmentor, or `none`.
        augmentor: Option<String>,
        /// The offense ability, or `none`.
        offense: Option<String>,
        /// The temporal ability, or `none`.
        temporal: Option<String>,
        /// With Lightning (Overload): the piece whose slots these are.
        piece: Option<SquareName>,
    },
    /// `/reveal` (Regions: reveal the infiltrator)
    Reveal,
    /// `/undo`
    Undo,
    /// `/endturn`
    EndTurn,
    /// `/turn [move:<from>-<to>] [claim:<sq>] [inherit:…] [promote:…]`
    Turn {
        /// From and to.
        mv: Option<(SquareName, SquareName)>,
        /// Claim target.
        claim: Option<SquareName>,
        /// Inheritance answer.
        inherit: Option<String>,
        /// Promotion.
        promote: Option<String>,
    },
    /// `/board`
    Board,
    /// `/game`
    Game,
    /// `/history`
    History,
    /// `/resign`
    Resign,
    /// `/draw action:offer|accept|decline`
    Draw {
        /// What to do.
        action: DrawAction,
    },
    /// `/rules [game:…] [piece:<kind>]`
    Rules {
        /// Which game; without one, the game in the channel (or Masters).
        game: Option<GameKind>,
        /// A piece to show (lower case).
        piece: Option<String>,
    },
    /// `/help`
    Help,
    /// `/press <button-id>` (console) or a button click (Discord).
    Press {
        /// The button's id.
        button: String,
    },
    /// A choice from a select menu (console: `/choose <menu-id> <value>`).
    Choose {
        /// The menu's id.
        menu: String,
        /// The value chosen.
        value: String,
    },
}

impl Command {
    /// Whether the host answers this command privately when it succeeds
    /// (previews, reference texts). A front end that must acknowledge
    /// before the work is done (Discord's deferral) picks this visibility.
    pub fn answers_privately(&self) -> bool {
        match self {
            Command::Move { .. }
            | Command::Claim { .. }
            | Command::Inherit { .. }
            | Command::Pick { .. }
            | Command::Loadout { .. }
            | Command::Choose { .. }
            | Command::Undo
            | Command::Game
            | Command::History
            | Command::Rules { .. }
            | Command::Help => true,
            Command::Press { button } => {
                button.contains(":undo")
                    || button.contains(":pick")
                    || button.ends_with(":loadout")
                    || button.contains(":lo:")
                    || button.contains(":lock:")
            }
            Command::Challenge { .. }
            | Command::Join
            | Command::Leave
            | Command::Start
            | Command::Throw
            | Command::Advance { .. }
            | Command::Abort
            | Command::Leaderboard { .. }
            | Command::Profile { .. }
            | Command::Replay { .. }
            | Command::Accept
            | Command::Decline
            | Command::Cancel
            | Command::EndTurn
            | Command::Turn { .. }
            | Command::Board
            | Command::Reveal
            | Command::Resign
            | Command::Draw { .. } => false,
        }
    }
}

/// The commands and their options, for parsing and for `/help`.
pub const COMMANDS: &[(&str, &[&str], &str)] = &[
    (
        "challenge",
        &["opponent", "game", "side", "players", "time", "rated"],
        "challenge someone to a game in this channel (Throne: open a table for 2–4)",
    ),
    ("accept", &[], "accept the challenge to you"),
    ("join", &[], "take a seat at the open table"),
    ("leave", &[], "give up your seat at the open table"),
    (
        "start",
        &[],
        "start the table's game (its opener, with 2 or more seated)",
    ),
    ("throw", &[], "Throne: throw the shells for your round"),
    ("decline", &[], "decline the challenge to you"),
    ("cancel", &[], "withdraw your challenge"),
    (
        "move",
        &[
            "from",
            "to",
            "promote",
            "carry",
            "carry_promote",
            "then",
            "face",
            "piece",
            "kind",
            "values",
        ],
        "stage a move (private preview); Throne: move a piece with values, at once",
    ),
    (
        "claim",
        &["target"],
        "Masters: stage a claim; without a target, show the eligible ones",
    ),
    (
        "inherit",
        &["choice"],
        "Masters: answer your witch's offer: accept, decline or a piece",
    ),
    (
        "pick",
        &["piece"],
        "Regions: pick your secret infiltrator, an enemy piece",
    ),
    (
        "loadout",
        &["element", "augmentor", "offense", "temporal", "piece"],
        "Elemental: choose your secret loadout (with piece: one piece's slots, Lightning only)",
    ),
    (
        "reveal",
        &[],
        "Regions: reveal your infiltrator (once a check has happened)",
    ),
    ("undo", &[], "clear your staged turn"),
    ("endturn", &[], "play your staged turn"),
    (
        "turn",
        &["move", "claim", "inherit", "promote"],
        "stage and play a turn in one command",
    ),
    ("board", &[], "show the board to everyone"),
    (
        "game",
        &[],
        "whose turn, claims, offers, captures and the position",
    ),
    ("history", &[], "the game record"),
    ("resign", &[], "resign the game"),
    (
        "abort",
        &[],
        "end the game before its second turn, with no result",
    ),
    ("draw", &["action"], "offer, accept or decline a draw"),
    (
        "rules",
        &["game", "piece"],
        "the rules of a game; with a piece, its diagram",
    ),
    (
        "leaderboard",
        &["game"],
        "the ten best rated players of a game on this server, and your place",
    ),
    (
        "profile",
        &["user"],
        "ratings, wins, losses, draws, streak and last five games",
    ),
    (
        "replay",
        &["game"],
        "a game as an animated picture (the channel's latest, or game:<number>)",
    ),
    ("help", &[], "this list"),
    ("press", &[], "press a button by its id (console only)"),
    (
        "choose",
        &[],
        "choose from a menu by its id and a value (console only)",
    ),
];

/// Longest command line accepted.
pub const MAX_LINE: usize = 512;

fn square(option: &str, value: &str) -> Result<SquareName, String> {
    value.parse::<SquareName>().map_err(|_| {
        format!(
            "`{option}:{}` is not a square: write a file A–J and a rank 1–12, like E2.",
            shorten(value)
        )
    })
}

fn shorten(s: &str) -> String {
    let cut: String = s.chars().take(20).collect();
    if cut.len() < s.len() {
        format!("{cut}…")
    } else {
        cut
    }
}

/// Every game's words for `option`, for the spelling check and its message.
fn known_words(option: &str) -> Vec<&'static str> {
    let mut words: Vec<&'static str> = vec![];
    for g in GameKind::ALL {
        for w in g.game().words(option) {
            if !words.contains(w) {
                words.push(w);
            }
        }
    }
    words
}

/// `a, b or c`.
pub(crate) fn either(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// `a, b and c`.
pub(crate) fn all_of(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A word some game accepts for `option`, in lower case.
fn word(option: &str, value: &str, what: &str) -> Result<String, String> {
    let lower = value.trim().to_ascii_lowercase();
    let words = known_words(option);
    if words.contains(&lower.as_str()) {
        Ok(lower)
    } else {
        Err(format!(
            "`{option}:{}` is not {what}: use {}.",
            shorten(value),
            either(&words)
        ))
    }
}

fn promotion(option: &str, value: &str) -> Result<String, String> {
    word("promote", value, "a choice")
        .map_err(|e| e.replacen("`promote:", &format!("`{option}:"), 1))
}

/// Squares separated by commas or spaces, like `f4,g5`.
fn squares_list(option: &str, value: &str) -> Result<String, String> {
    let parts: Vec<&str> = value.split([',', ' ']).filter(|p| !p.is_empty()).collect();
    if parts.is_empty() || parts.len() > 2 {
        return Err(format!(
            "`{option}:{}` is not a list of steps: give one or two squares, like {option}:f4 or {option}:f4,g5.",
            shorten(value)
        ));
    }
    for p in &parts {
        square(option, p)?;
    }
    Ok(parts.join(",").to_ascii_lowercase())
}

/// A facing (`north`) or facings by square (`e2=north,d1=east`).
fn facings(option: &str, value: &str) -> Result<String, String> {
    let bad = || {
        format!(
            "`{option}:{}` is not a facing: use north, east, south or west, or square=direction like {option}:e2=north.",
            shorten(value)
        )
    };
    let lower = value.trim().to_ascii_lowercase();
    let parts: Vec<&str> = lower.split([',', ' ']).filter(|p| !p.is_empty()).collect();
    if parts.is_empty() || parts.len() > 16 {
        return Err(bad());
    }
    const DIRECTIONS: [&str; 4] = ["north", "east", "south", "west"];
    for p in &parts {
        let dir = match p.split_once('=') {
            Some((sq, dir)) => {
                square(option, sq)?;
                dir
            }
            None => p,
        };
        if !DIRECTIONS.contains(&dir) {
            return Err(bad());
        }
    }
    Ok(parts.join(","))
}

/// An ability or element name some game offers for `option`.
fn ability(option: &str, value: &str) -> Result<String, String> {
    let normal = value.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    let words = known_words(option);
    if words.contains(&normal.as_str()) {
        Ok(normal)
    } else {
        Err(format!(
            "`{option}:{}` is not one to choose: use {}.",
            shorten(value),
            either(&words)
        ))
    }
}

fn inherit(value: &str) -> Result<String, String> {
    word("choice", value, "an answer").map_err(|e| e.replacen("`choice:", "`inherit:", 1))
}

fn game(value: &str) -> Result<GameKind, String> {
    GameKind::from_name(value).ok_or_else(|| {
        let names: Vec<&str> = GameKind::ALL.iter().map(|g| g.name()).collect();
        format!(
            "`game:{}` is not a game I host yet: use {}.",
            shorten(value),
            either(&names)
        )
    })
}

impl Command {
    /// Builds a command from its name and `option:value` pairs, checking every value.
    pub fn from_options(
        name: &str,
        options: &[(String, String)],
        mention: impl Fn(&str) -> Option<User>,
    ) -> Result<Command, String> {
        let name = name.trim_start_matches('/').to_ascii_lowercase();
        let Some(&(_, allowed, _)) = COMMANDS.iter().find(|(n, _, _)| *n == name) else {
            return Err(format!(
                "There is no command `/{}`. Type /help for the list.",
                shorten(&name)
            ));
        };
        for (key, _) in options {
            if !allowed.contains(&key.as_str()) {
                let list = if allowed.is_empty() {
                    "none".to_string()
                } else {
                    allowed.join(", ")
                };
                return Err(format!(
                    "`/{name}` has no option `{}`; its options are: {list}.",
                    shorten(key)
                ));
            }
        }
        let get = |key: &str| {
            options
                .iter()
                .find(|(k, _)| k == key)
                .map(|(_, v)| v.as_str())
        };
        let need = |key: &str, example: &str| {
            get(key).ok_or_else(|| format!("`/{name}` needs `{key}:`, like {example}."))
        };
        Ok(match name.as_str() {
            "challenge" => {
                let game = match get("game") {
                    None => GameKind::Masters,
                    Some(g) => game(g)?,
                };
                let counts = game.game().players();
                let table = *counts.end() > 2;
                let opponent = match get("opponent") {
                    Some(who) => Some(mention(who).ok_or_else(|| {
                        format!(
                            "I don't know who `{}` is: name a member of this channel.",
                            shorten(who)
                        )
                    })?),
                    None if table => None,
                    None => {
                        return Err(format!(
                            "`/{name}` needs `opponent:`, like /challenge opponent:bob."
                        ));
                    }
                };
                let players = match get("players") {
                    None => None,
                    Some(n) => match n.trim().parse::<usize>() {
                        Ok(n) if table && counts.contains(&n) => Some(n),
                        _ if !table => {
                            return Err(format!(
                                "`players:` is for games at a table; {} is for two.",
                                game.game().title()
                            ));
                        }
                        _ => {
                            return Err(format!(
                                "`players:{}` is not a table size: use {} to {}.",
                                shorten(n),
                                counts.start(),
                                counts.end()
                            ));
                        }
                    },
                };
                let words = game.game().side_words();
                let side = match get("side").map(str::to_ascii_lowercase).as_deref() {
                    None | Some("random") => SideChoice::Random,
                    Some(w) if words.contains(&w) => {
                        SideChoice::Seat(words.iter().position(|x| *x == w).unwrap_or(0))
                    }
                    Some(other) if words.is_empty() => {
                        return Err(format!(
                            "`side:{}`: in {} seats go by joining order, so there is no side to choose.",
                            shorten(other),
                            game.game().title()
                        ));
                    }
                    Some(other) => {
                        let mut all = words.to_vec();
                        all.push("random");
                        return Err(format!(
                            "`side:{}` is not a side: use {}.",
                            shorten(other),
                            either(&all)
                        ));
                    }
                };
                let time = match get("time").map(|t| t.trim().to_ascii_lowercase()) {
                    None => None,
                    Some(t) if t == "none" => Some(TurnTime::Unlimited),
                    Some(t) => match TURN_TIMES.iter().find(|(name, _)| *name == t) {
                        Some(&(_, seconds)) => Some(TurnTime::Seconds(seconds)),
                        None => {
                            let mut names: Vec<&str> = TURN_TIMES.iter().map(|(n, _)| *n).collect();
                            names.push("none");
                            return Err(format!(
                                "`time:{}` is not a turn time: use {}.",
                                shorten(&t),
                                either(&names)
                            ));
                        }
                    },
                };
                let rated = match get("rated").map(|r| r.trim().to_ascii_lowercase()) {
                    None => true,
                    Some(r) if r == "true" || r == "yes" => true,
                    Some(r) if r == "false" || r == "no" => false,
                    Some(r) => {
                        return Err(format!(
                            "`rated:{}` is not an answer: use rated:true or rated:false.",
                            shorten(&r)
                        ));
                    }
                };
                Command::Challenge {
                    opponent,
                    game,
                    side,
                    players,
                    time,
                    rated,
                }
            }
            "replay" => Command::Replay {
                game: match get("game") {
                    None => None,
                    Some(n) => Some(n.trim().trim_start_matches('#').parse::<i64>().map_err(|_| {
                        format!(
                            "`game:{}` is not a game number: use the number /history shows, like game:12.",
                            shorten(n)
                        )
                    })?),
                },
            },
            "leaderboard" => Command::Leaderboard {
                game: get("game").map(game).transpose()?,
            },
            "profile" => Command::Profile {
                user: match get("user") {
                    None => None,
                    Some(who) => Some(mention(who).ok_or_else(|| {
                        format!(
                            "I don't know who `{}` is: name a member of this channel.",
                            shorten(who)
                        )
                    })?),
                },
            },
            "abort" => Command::Abort,
            "join" => Command::Join,
            "leave" => Command::Leave,
            "start" => Command::Start,
            "throw" => Command::Throw,
            "move"
                if get("piece").is_some() || get("values").is_some() || get("kind").is_some() =>
            {
                if get("from").is_some() || get("to").is_some() {
                    return Err(
                        "Use either from:/to: (chess games) or piece:/values: (Throne), not both."
                            .into(),
                    );
                }
                let example = "/move piece:home values:6+5";
                let piece = need("piece", example)?.trim().to_ascii_lowercase();
                let place_like = piece == "home"
                    || piece.parse::<u8>().is_ok()
                    || piece.split_once('-').is_some_and(|(c, k)| {
                        c.chars().all(|ch| ch.is_ascii_alphabetic()) && k.parse::<u8>().is_ok()
                    });
                if !place_like || piece.len() > 12 {
                    return Err(format!(
                        "`piece:{}` is not a place: use home, a ring square 1–12, or a bridge square like red-1.",
                        shorten(&piece)
                    ));
                }
                let values = need("values", example)?.trim().to_string();
                if values.is_empty()
                    || values.len() > 40
                    || !values.split('+').all(|v| v.trim().parse::<u8>().is_ok())
                {
                    return Err(format!(
                        "`values:{}` is not a list of values: join them with +, like values:6+5.",
                        shorten(&values)
                    ));
                }
                let kind = get("kind")
                    .map(|k| word("kind", k, "a kind of piece"))
                    .transpose()?;
                Command::Advance {
                    piece,
                    kind,
                    values,
                }
            }
            "accept" => Command::Accept,
            "decline" => Command::Decline,
            "cancel" => Command::Cancel,
            "move" => Command::Move {
                from: square("from", need("from", "/move from:E2 to:E4")?)?,
                to: square("to", need("to", "/move from:E2 to:E4")?)?,
                promote: get("promote")
                    .map(|p| promotion("promote", p))
                    .transpose()?,
                carry: get("carry").map(|c| square("carry", c)).transpose()?,
                carry_promote: get("carry_promote")
                    .map(|p| promotion("carry_promote", p))
                    .transpose()?,
                then: get("then").map(|t| squares_list("then", t)).transpose()?,
                face: get("face").map(|f| facings("face", f)).transpose()?,
            },
            "loadout" => Command::Loadout {
                element: get("element").map(|v| ability("element", v)).transpose()?,
                augmentor: get("augmentor")
                    .map(|v| ability("augmentor", v))
                    .transpose()?,
                offense: get("offense").map(|v| ability("offense", v)).transpose()?,
                temporal: get("temporal")
                    .map(|v| ability("temporal", v))
                    .transpose()?,
                piece: get("piece").map(|p| square("piece", p)).transpose()?,
            },
            "claim" => Command::Claim {
                target: get("target").map(|t| square("target", t)).transpose()?,
            },
            "inherit" => Command::Inherit {
                choice: inherit(need("choice", "/inherit choice:accept")?)?,
            },
            "pick" => Command::Pick {
                piece: square("piece", need("piece", "/pick piece:e9")?)?,
            },
            "reveal" => Command::Reveal,
            "undo" => Command::Undo,
            "endturn" => Command::EndTurn,
            "turn" => {
                let mv = match get("move") {
                    None => None,
                    Some(m) => {
                        let two = || {
                            format!(
                                "`move:{}` is not a move: a move is two squares, like move:E2-E4.",
                                shorten(m)
                            )
                        };
                        let (from, to) = m.split_once('-').ok_or_else(two)?;
                        if to.contains('-') {
                            return Err(two());
                        }
                        Some((square("move", from)?, square("move", to)?))
                    }
                };
                let claim = get("claim").map(|t| square("claim", t)).transpose()?;
                if mv.is_none() && claim.is_none() {
                    return Err("A turn needs a move or a claim (or both), like /turn move:E2-E4 or /turn claim:F7.".into());
                }
                Command::Turn {
                    mv,
                    claim,
                    inherit: get("inherit").map(inherit).transpose()?,
                    promote: get("promote")
                        .map(|p| promotion("promote", p))
                        .transpose()?,
                }
            }
            "board" => Command::Board,
            "game" => Command::Game,
            "history" => Command::History,
            "resign" => Command::Resign,
            "draw" => Command::Draw {
                action: match need("action", "/draw action:offer")?
                    .to_ascii_lowercase()
                    .as_str()
                {
                    "offer" => DrawAction::Offer,
                    "accept" => DrawAction::Accept,
                    "decline" => DrawAction::Decline,
                    other => {
                        return Err(format!(
                            "`action:{}` is not a draw action: use offer, accept or decline.",
                            shorten(other)
                        ));
                    }
                },
            },
            "rules" => Command::Rules {
                game: get("game").map(game).transpose()?,
                piece: get("piece")
                    .map(|p| word("piece", p, "a piece"))
                    .transpose()?,
            },
            "help" => Command::Help,
            _ => unreachable!("every listed command is handled"),
        })
    }

    /// Parses a typed line: `/name option:value …` (the console; `/press ID` too).
    pub fn parse(line: &str, mention: impl Fn(&str) -> Option<User>) -> Result<Command, String> {
        if line.len() > MAX_LINE {
            return Err(format!(
                "That command is too long (over {MAX_LINE} characters)."
            ));
        }
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else {
            return Err("Type a command, like /help.".into());
        };
        if !first.starts_with('/') {
            return Err(format!(
                "Commands start with `/`, like /help; `{}` does not.",
                shorten(first)
            ));
        }
        if first.eq_ignore_ascii_case("/choose") {
            let (Some(menu), Some(value), None) = (words.next(), words.next(), words.next()) else {
                return Err(
                    "`/choose` needs a menu id and a value, like /choose g:1:0:pick e9.".into(),
                );
            };
            return Ok(Command::Choose {
                menu: menu.to_string(),
                value: value.to_string(),
            });
        }
        if first.eq_ignore_ascii_case("/press") {
            let button = words
                .next()
                .ok_or("`/press` needs a button id, like /press g:1:4:endturn.")?;
            if words.next().is_some() {
                return Err(
                    "`/press` takes one button id and nothing more, like /press g:1:4:endturn."
                        .into(),
                );
            }
            return Ok(Command::Press {
                button: button.to_string(),
            });
        }
        let mut options = Vec::new();
        for word in words {
            let Some((key, value)) = word.split_once(':') else {
                return Err(format!(
                    "`{}` is not an option: write name:value, like from:E2.",
                    shorten(word)
                ));
            };
            if options
                .iter()
                .any(|(k, _): &(String, String)| k.eq_ignore_ascii_case(key))
            {
                return Err(format!("The option `{}` is given twice.", shorten(key)));
            }
            options.push((key.to_ascii_lowercase(), value.to_string()));
        }
        Command::from_options(first, &options, mention)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<Command, String> {
        Command::parse(line, |s| Some(User::named(s)))
    }

    #[test]
    fn commands_parse_with_options_in_any_case() {
        assert_eq!(
            parse("/move from:e2 to:E4").unwrap(),
            Command::Move {
                from: "e2".parse().unwrap(),
                to: "E4".parse().unwrap(),
                promote: None,
                carry: None,
                carry_promote: None,
                then: None,
                face: None,
            }
        );
        assert_eq!(parse("/Claim").unwrap(), Command::Claim { target: None });
        assert_eq!(
            parse("/inherit choice:Horseman").unwrap(),
            Command::Inherit {
                choice: "horseman".into()
            }
        );
        assert!(matches!(
            parse("/challenge opponent:bob side:ember").unwrap(),
            Command::Challenge {
                game: GameKind::Masters,
                side: SideChoice::Seat(0),
                ..
            }
        ));
        assert!(matches!(
            parse("/challenge game:throne players:4").unwrap(),
            Command::Challenge {
                game: GameKind::Throne,
                opponent: None,
                players: Some(4),
                ..
            }
        ));
        assert_eq!(
            parse("/move piece:Red-1 kind:squad values:8").unwrap(),
            Command::Advance {
                piece: "red-1".into(),
                kind: Some("squad".into()),
                values: "8".into()
            }
        );
        assert!(matches!(
            parse("/challenge opponent:bob game:Regions side:black").unwrap(),
            Command::Challenge {
                game: GameKind::Regions,
                side: SideChoice::Seat(1),
                ..
            }
        ));
        assert_eq!(
            parse("/press g:1:2:endturn").unwrap(),
            Command::Press {
                button: "g:1:2:endturn".into()
            }
        );
        assert_eq!(
            parse("/choose g:1:0:pick e9").unwrap(),
            Command::Choose {
                menu: "g:1:0:pick".into(),
                value: "e9".into()
            }
        );
        assert!(matches!(
            parse("/move from:e2 to:e4 carry:d2 carry_promote:queen").unwrap(),
            Command::Move {
                carry: Some(_),
                carry_promote: Some(_),
                ..
            }
        ));
    }

    #[test]
    fn mistakes_get_a_sentence_saying_what_to_write() {
        let cases = [
            ("/fly", "There is no command `/fly`"),
            ("/move from:E2", "needs `to:`"),
            ("/move from:K2 to:E4", "is not a square"),
            ("/move from:E2 to:E4 speed:3", "has no option `speed`"),
            ("/move from:E2 to:E4 promote:king", "is not a choice"),
            ("/turn", "A turn needs a move or a claim"),
            ("/turn move:E2E4", "is not a move"),
            (
                "/turn move:E2-E4-E6",
                "a move is two squares, like move:E2-E4",
            ),
            ("/inherit choice:witch", "is not an answer"),
            ("/draw action:maybe", "not a draw action"),
            ("/challenge opponent:bob game:chess", "not a game I host"),
            ("/challenge opponent:bob side:blue", "not a side"),
            ("/challenge", "needs `opponent:`"),
            ("/challenge opponent:bob time:2w", "not a turn time"),
            ("/challenge game:throne players:5", "not a table size"),
            ("/challenge opponent:bob players:3", "is for two"),
            ("/challenge game:throne side:red", "joining order"),
            ("/move piece:attic values:6", "is not a place"),
            ("/move piece:3 values:six", "is not a list of values"),
            ("/move piece:3", "needs `values:`"),
            ("/move piece:3 values:6 from:E2", "not both"),
            (
                "/move piece:3 values:6 kind:horse",
                "is not a kind of piece",
            ),
            (
                "/challenge opponent:bob game:regions side:ember",
                "not a side",
            ),
            ("/pick piece:z9", "is not a square"),
            ("/choose g:1:0:pick", "needs a menu id and a value"),
            ("/press g:1:2:endturn now", "nothing more"),
            ("move from:E2", "Commands start with"),
            ("/move from:E2 from:E3 to:E4", "given twice"),
            ("", "Type a command"),
        ];
        for (line, expect) in cases {
            let err = parse(line).unwrap_err();
            assert!(err.contains(expect), "{line:?}: {err}");
        }
        assert!(parse(&"x".repeat(600)).unwrap_err().contains("too long"));
    }
}
