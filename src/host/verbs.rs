//! The host's own commands, declared the same way games declare theirs,
//! so `/help`, the console parser and the Discord registration read one list.

use game_api::{OptionKind, OptionSpec, Role, Verb};

const GAME: OptionSpec = OptionSpec {
    name: "game",
    about: "Which game (default: the one in this channel)",
    kind: OptionKind::GameName,
    required: false,
    autocomplete: false,
};

/// `game:` as a game's number (`/replay`, `/analyse`).
const GAME_NUMBER: OptionSpec = OptionSpec {
    name: "game",
    about: "The game's number, as /history shows it (default: this channel's latest)",
    kind: OptionKind::Integer {
        min: 1,
        max: i64::MAX,
    },
    required: false,
    autocomplete: false,
};
const ON_OR_OFF: OptionSpec = OptionSpec::choice("state", "on or off", &["on", "off"]).required();

/// `/language locale:auto`: follow what Discord says.
pub const AUTO_LANGUAGE: &str = "auto";

/// `/language`'s choices: following Discord, then each shipped locale.
const LANGUAGE_CHOICES: &[&str] = &[
    AUTO_LANGUAGE,
    "en-US",
    "de",
    "fr",
    "es-ES",
    "pt-BR",
    "it",
    "pl",
    "ru",
    "uk",
    "tr",
    "ja",
    "zh-CN",
    "ko",
];

/// The languages `/language` offers: the shipped locales' codes.
pub const LANGUAGES: &[&str] = match LANGUAGE_CHOICES.split_first() {
    Some((_, languages)) => languages,
    None => &[],
};

/// The host's commands, in the order `/help` lists them. Game commands
/// follow them in `/help`.
pub const HOST_VERBS: &[Verb] = &[
    Verb {
        name: "challenge",
        about: "Challenge someone to a game in this channel (Throne: open a table for 2–4)",
        options: &[
            OptionSpec {
                name: "opponent",
                about: "Who you challenge (at a table: who you invite; anyone may join)",
                kind: OptionKind::User,
                required: false,
                autocomplete: false,
            },
            OptionSpec {
                name: "game",
                about: "Which game (default: the first in /help)",
                kind: OptionKind::GameName,
                required: false,
                autocomplete: false,
            },
            OptionSpec {
                name: "side",
                about: "Your side (default: a coin flip)",
                kind: OptionKind::Side,
                required: false,
                autocomplete: false,
            },
            OptionSpec {
                name: "players",
                about: "Games at a table: seats, 2–4 (default: the most)",
                kind: OptionKind::Integer { min: 2, max: 4 },
                required: false,
                autocomplete: false,
            },
            OptionSpec::choice(
                "time",
                "Time per turn (default 1 day); the player on turn loses when it runs out",
                &["5m", "15m", "1h", "6h", "1d", "3d", "7d", "none"],
            ),
            OptionSpec {
                name: "rated",
                about: "Whether the game counts for ratings (default true; false: a friendly game)",
                kind: OptionKind::Bool,
                required: false,
                autocomplete: false,
            },
            OptionSpec {
                name: "level",
                about: "Against the bot: its strength, 1 (quick, weak) to 5 (strongest); default 3",
                kind: OptionKind::Integer { min: 1, max: 5 },
                required: false,
                autocomplete: false,
            },
            OptionSpec {
                name: "bots",
                about: "Games at a table: seats the bot takes at once, 1–3 (at level:)",
                kind: OptionKind::Integer { min: 1, max: 3 },
                required: false,
                autocomplete: false,
            },
        ],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "accept",
        about: "Accept the challenge to you",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "decline",
        about: "Decline the challenge to you",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "cancel",
        about: "Withdraw your challenge",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "join",
        about: "Take a seat at the open table",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "leave",
        about: "Give up your seat at the open table",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "start",
        about: "Start the table's game (its opener, once 2 or more sit)",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "board",
        about: "Show the board to everyone",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "game",
        about: "Whose turn it is, claims, offers, captures and the position (privately)",
        options: &[],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "history",
        about: "The game record (privately)",
        options: &[],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "mygames",
        about: "Your running games in every server: whose turn, when due, where (privately)",
        options: &[],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "play",
        about: "Play your turn by choosing, step by step, without typing (privately)",
        options: &[],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "undo",
        about: "Clear your staged turn",
        options: &[],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "endturn",
        about: "Play your staged turn",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "resign",
        about: "Resign the game",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "abort",
        about: "End the game before its second turn, with no result",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "draw",
        about: "Offer, accept or decline a draw",
        options: &[OptionSpec::choice(
            "action",
            "offer, accept or decline",
            &["offer", "accept", "decline"],
        )
        .required()],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "rules",
        about: "The rules of a game; with a piece, how it moves",
        options: &[
            GAME,
            OptionSpec::text("piece", "A piece to show").suggested(),
        ],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "leaderboard",
        about: "The ten best rated players of a game on this server, and your place",
        options: &[GAME],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "profile",
        about: "A player's ratings, wins, losses, draws, streak and last five games",
        options: &[OptionSpec {
            name: "user",
            about: "Whose (default: yours)",
            kind: OptionKind::User,
            required: false,
            autocomplete: false,
        }],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "archive",
        about: "List this server's games on the web, or stop (who manages the server)",
        options: &[ON_OR_OFF],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "anonymous",
        about: "Be shown as \"anonymous\" in this bot's web archives, or by name again",
        options: &[ON_OR_OFF],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "language",
        about: "The language I answer you in, or this server's public messages in",
        options: &[
            OptionSpec::choice(
                "locale",
                "A language, or auto to follow your Discord settings",
                LANGUAGE_CHOICES,
            )
            .required(),
            OptionSpec::choice(
                "for",
                "You alone, or the server (who manages it) (default: you)",
                &["me", "server"],
            ),
        ],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "notify",
        about: "Turn alerts by direct message: every turn, only when your time runs low, a daily digest, or off",
        options: &[
            OptionSpec::choice(
                "mode",
                "every (your turns and low time), low (low time only), digest (once a day) or off",
                &["every", "low", "digest", "off"],
            )
            .required(),
            OptionSpec {
                name: "game",
                about: "Only for this game (default: every game)",
                kind: OptionKind::GameName,
                required: false,
                autocomplete: false,
            },
            OptionSpec::text("quiet", "Quiet hours, like 22-07 (needs zone:)"),
            OptionSpec::text("zone", "Your time zone, like Europe/Berlin"),
            OptionSpec {
                name: "low",
                about: "Remind when fewer minutes than this are left (default: a quarter of the turn, at most 60)",
                kind: OptionKind::Integer {
                    min: 1,
                    max: 10_080,
                },
                required: false,
                autocomplete: false,
            },
        ],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "replay",
        about: "A game as an animated picture (the channel's latest, or one by its number)",
        options: &[GAME_NUMBER],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "puzzle",
        about: "A puzzle from this server's games (or any) to solve here; daily:on posts one a day",
        options: &[
            OptionSpec {
                name: "game",
                about: "Which game's puzzles (default: any)",
                kind: OptionKind::GameName,
                required: false,
                autocomplete: false,
            },
            OptionSpec::choice(
                "daily",
                "Post a puzzle here every day, or stop (who manages the server)",
                &["on", "off"],
            ),
        ],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "analyse",
        about: "The engine's analysis of a finished game (the channel's latest, or one by its number)",
        options: &[GAME_NUMBER],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "tournament",
        about: "Events: create, join, leave, start, standings; the organiser withdraws, pauses, resumes, ends",
        options: &[
            OptionSpec::choice(
                "action",
                "What to do",
                &[
                    "create",
                    "join",
                    "leave",
                    "start",
                    "standings",
                    "withdraw",
                    "pause",
                    "resume",
                    "end",
                ],
            )
            .required(),
            OptionSpec {
                name: "game",
                about: "create: which game (default: the first in /help)",
                kind: OptionKind::GameName,
                required: false,
                autocomplete: false,
            },
            OptionSpec::choice(
                "format",
                "create: swiss (default), roundrobin, double, knockout, arena; Throne: tables",
                &[
                    "swiss",
                    "roundrobin",
                    "double",
                    "knockout",
                    "arena",
                    "tables",
                ],
            ),
            OptionSpec {
                name: "rounds",
                about: "create: Swiss and tables rounds (default: enough for a clear winner)",
                kind: OptionKind::Integer { min: 1, max: 30 },
                required: false,
                autocomplete: false,
            },
            OptionSpec::choice(
                "time",
                "create: time per turn in every game (default 1 day); a no-show loses on time",
                &["5m", "15m", "1h", "6h", "1d", "3d", "7d"],
            ),
            OptionSpec::text(
                "starts",
                "create: starts by itself after this long, like 30m, 2h or 1d (default: when started)",
            ),
            OptionSpec::text(
                "length",
                "create: arena only, how long new games are paired, like 1h (default 1h)",
            ),
            OptionSpec::choice(
                "draws",
                "create: knockout only, a drawn game is replayed (default) or the higher seed goes through",
                &["replay", "seed"],
            ),
            OptionSpec {
                name: "player",
                about: "join (the organiser enters someone, or the bot) or withdraw: who",
                kind: OptionKind::User,
                required: false,
                autocomplete: false,
            },
            OptionSpec {
                name: "level",
                about: "join with player: the bot: its level, 1 (quick) to 5 (strongest)",
                kind: OptionKind::Integer { min: 1, max: 5 },
                required: false,
                autocomplete: false,
            },
        ],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "help",
        about: "The commands and how a turn works",
        options: &[],
        private: true,
        role: Role::Act,
    },
];

/// Commands only the console has (Discord has real buttons and menus).
pub const CONSOLE_VERBS: &[Verb] = &[
    Verb {
        name: "press",
        about: "press a button by its id (console only)",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "choose",
        about: "choose from a menu by its id and a value (console only)",
        options: &[],
        private: true,
        role: Role::Act,
    },
];

/// The message id of a host command's description (`command-challenge`)
/// or of its option's (`command-challenge-opponent`).
pub fn host_about_id(verb: &str, option: Option<&str>) -> String {
    match option {
        Some(o) => format!("command-{verb}-{o}"),
        None => format!("command-{verb}"),
    }
}

/// The message id of the name of a fixed choice `word` of the option
/// `option` (`choice-state-on`), as Discord's choice lists show it.
pub fn choice_id(option: &str, word: &str) -> String {
    format!("choice-{option}-{word}")
}

/// The message id of a game command's description (`command-masters-move`)
/// or of its option's (`command-masters-move-from`).
pub fn game_about_id(game: &str, verb: &str, option: Option<&str>) -> String {
    match option {
        Some(o) => format!("command-{game}-{verb}-{o}"),
        None => format!("command-{game}-{verb}"),
    }
}
