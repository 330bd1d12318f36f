//! The commands players type, parsed and checked before the host sees them.
//!
//! Names and options are the user interface: `/move from:E2 to:E4`. The
//! console reads them from text; Discord gives them as options. Either way
//! they become a [`Command`], and every mistake becomes one sentence saying
//! what to write instead.

use masters::{Kind, Promotion, Square};

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
    /// Ember (moves first).
    Ember,
    /// Frost.
    Frost,
    /// A coin flip at acceptance.
    Random,
}

/// An inheritance answer as typed: `accept` (the only offer), `decline`, or a piece.
/// Stored as the word typed (`accept`, `decline`, `horseman`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum InheritChoice {
    /// Accept the only pending offer.
    Accept,
    /// Decline the offers.
    Decline,
    /// Accept the offer of this kind.
    Piece(Kind),
}

impl From<InheritChoice> for String {
    fn from(c: InheritChoice) -> String {
        match c {
            InheritChoice::Accept => "accept".into(),
            InheritChoice::Decline => "decline".into(),
            InheritChoice::Piece(k) => k.name().into(),
        }
    }
}

impl TryFrom<String> for InheritChoice {
    type Error = String;
    fn try_from(s: String) -> Result<InheritChoice, String> {
        inherit(&s)
    }
}

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

/// Every command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `/challenge opponent:<user> [game:masters] [side:ember|frost|random]`
    Challenge {
        /// Who is challenged.
        opponent: User,
        /// Which side the challenger takes.
        side: SideChoice,
    },
    /// `/accept`
    Accept,
    /// `/decline`
    Decline,
    /// `/cancel`
    Cancel,
    /// `/move from:<sq> to:<sq> [promote:…]`
    Move {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// A scout's promotion.
        promote: Option<Promotion>,
    },
    /// `/claim [target:<sq>]`
    Claim {
        /// The target; without one, show the eligible targets.
        target: Option<Square>,
    },
    /// `/inherit choice:accept|decline|<piece>`
    Inherit {
        /// The answer.
        choice: InheritChoice,
    },
    /// `/undo`
    Undo,
    /// `/endturn`
    EndTurn,
    /// `/turn [move:<from>-<to>] [claim:<sq>] [inherit:…] [promote:…]`
    Turn {
        /// From and to.
        mv: Option<(Square, Square)>,
        /// Claim target.
        claim: Option<Square>,
        /// Inheritance answer.
        inherit: Option<InheritChoice>,
        /// Promotion.
        promote: Option<Promotion>,
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
    /// `/rules [piece:<kind>]`
    Rules {
        /// A piece to show.
        piece: Option<Kind>,
    },
    /// `/help`
    Help,
    /// `/press <button-id>` (console) or a button click (Discord).
    Press {
        /// The button's id.
        button: String,
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
            | Command::Undo
            | Command::Game
            | Command::History
            | Command::Rules { .. }
            | Command::Help => true,
            Command::Press { button } => button.contains(":undo"),
            Command::Challenge { .. }
            | Command::Accept
            | Command::Decline
            | Command::Cancel
            | Command::EndTurn
            | Command::Turn { .. }
            | Command::Board
            | Command::Resign
            | Command::Draw { .. } => false,
        }
    }
}

/// The commands and their options, for parsing and for `/help`.
pub const COMMANDS: &[(&str, &[&str], &str)] = &[
    (
        "challenge",
        &["opponent", "game", "side"],
        "challenge someone to a game in this channel",
    ),
    ("accept", &[], "accept the challenge to you"),
    ("decline", &[], "decline the challenge to you"),
    ("cancel", &[], "withdraw your challenge"),
    (
        "move",
        &["from", "to", "promote"],
        "stage a move (private preview)",
    ),
    (
        "claim",
        &["target"],
        "stage a claim; without a target, show the eligible ones",
    ),
    (
        "inherit",
        &["choice"],
        "answer your witch's offer: accept, decline or a piece",
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
    ("draw", &["action"], "offer, accept or decline a draw"),
    ("rules", &["piece"], "the rules; with a piece, its diagram"),
    ("help", &[], "this list"),
    ("press", &[], "press a button by its id (console only)"),
];

/// Longest command line accepted.
pub const MAX_LINE: usize = 512;

fn square(option: &str, value: &str) -> Result<Square, String> {
    value.parse::<Square>().map_err(|_| {
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

fn promotion(value: &str) -> Result<Promotion, String> {
    value.parse::<Promotion>().map_err(|_| {
        format!(
            "`promote:{}` is not a choice: use dragon, sentinel, archer or horseman.",
            shorten(value)
        )
    })
}

fn inherit(value: &str) -> Result<InheritChoice, String> {
    match value.to_ascii_lowercase().as_str() {
        "accept" => Ok(InheritChoice::Accept),
        "decline" => Ok(InheritChoice::Decline),
        other => other
            .parse::<Kind>()
            .ok()
            .filter(|k| k.is_moveset())
            .map(InheritChoice::Piece)
            .ok_or_else(|| format!("`inherit:{}` is not an answer: use accept, decline or the piece offered (like horseman).", shorten(value))),
    }
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
                let who = need("opponent", "/challenge opponent:bob")?;
                let opponent = mention(who).ok_or_else(|| format!("I don't know who `{}` is: name a member of this channel.", shorten(who)))?;
                if let Some(g) = get("game")
                    && !g.eq_ignore_ascii_case("masters") {
                        return Err(format!("`game:{}` is not a game I host yet: use masters.", shorten(g)));
                    }
                let side = match get("side").map(str::to_ascii_lowercase).as_deref() {
                    None | Some("random") => SideChoice::Random,
                    Some("ember") => SideChoice::Ember,
                    Some("frost") => SideChoice::Frost,
                    Some(other) => return Err(format!("`side:{}` is not a side: use ember, frost or random.", shorten(other))),
                };
                Command::Challenge { opponent, side }
            }
            "accept" => Command::Accept,
            "decline" => Command::Decline,
            "cancel" => Command::Cancel,
            "move" => Command::Move {
                from: square("from", need("from", "/move from:E2 to:E4")?)?,
                to: square("to", need("to", "/move from:E2 to:E4")?)?,
                promote: get("promote").map(promotion).transpose()?,
            },
            "claim" => Command::Claim { target: get("target").map(|t| square("target", t)).transpose()? },
            "inherit" => Command::Inherit { choice: inherit(need("choice", "/inherit choice:accept")?)? },
            "undo" => Command::Undo,
            "endturn" => Command::EndTurn,
            "turn" => {
                let mv = match get("move") {
                    None => None,
                    Some(m) => {
                        let (from, to) = m.split_once('-').ok_or_else(|| format!("`move:{}` is not a move: write it like move:E2-E4.", shorten(m)))?;
                        Some((square("move", from)?, square("move", to)?))
                    }
                };
                let claim = get("claim").map(|t| square("claim", t)).transpose()?;
                if mv.is_none() && claim.is_none() {
                    return Err("A turn needs a move or a claim (or both), like /turn move:E2-E4 or /turn claim:F7.".into());
                }
                Command::Turn { mv, claim, inherit: get("inherit").map(inherit).transpose()?, promote: get("promote").map(promotion).transpose()? }
            }
            "board" => Command::Board,
            "game" => Command::Game,
            "history" => Command::History,
            "resign" => Command::Resign,
            "draw" => Command::Draw {
                action: match need("action", "/draw action:offer")?.to_ascii_lowercase().as_str() {
                    "offer" => DrawAction::Offer,
                    "accept" => DrawAction::Accept,
                    "decline" => DrawAction::Decline,
                    other => return Err(format!("`action:{}` is not a draw action: use offer, accept or decline.", shorten(other))),
                },
            },
            "rules" => Command::Rules {
                piece: get("piece")
                    .map(|p| p.parse::<Kind>().map_err(|_| format!("`piece:{}` is not a piece: use general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman or scout.", shorten(p))))
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
        if first.eq_ignore_ascii_case("/press") {
            let button = words
                .next()
                .ok_or("`/press` needs a button id, like /press g:1:4:endturn.")?;
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
                from: "E2".parse().unwrap(),
                to: "E4".parse().unwrap(),
                promote: None
            }
        );
        assert_eq!(parse("/Claim").unwrap(), Command::Claim { target: None });
        assert_eq!(
            parse("/inherit choice:horseman").unwrap(),
            Command::Inherit {
                choice: InheritChoice::Piece(Kind::Horseman)
            }
        );
        assert!(matches!(
            parse("/challenge opponent:bob side:ember").unwrap(),
            Command::Challenge {
                side: SideChoice::Ember,
                ..
            }
        ));
        assert_eq!(
            parse("/press g:1:2:endturn").unwrap(),
            Command::Press {
                button: "g:1:2:endturn".into()
            }
        );
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
            ("/inherit choice:witch", "is not an answer"),
            ("/draw action:maybe", "not a draw action"),
            ("/challenge opponent:bob game:chess", "not a game I host"),
            ("/challenge opponent:bob side:blue", "not a side"),
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
