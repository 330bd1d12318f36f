//! The Elemental chess adapter: secret loadouts chosen after Accept
//! (the choice session its button opens, or `/loadout`), then staged moves with every choice of E39
//! (promotion, extra steps or Quantum Step, facings), over
//! `crates/elemental` and `crates/elemental-render`.
//!
//! Secrecy (E6, E12, E41, E99): the stored state holds both loadouts and
//! the generator's seed; a loadout reaches only its owner until both have
//! locked in (a Water loadout's unrevealed abilities until the game is
//! over), and the seed nobody until the game is over. Once it is over,
//! however it ended, every view shows every loadout in full.

mod alt;
mod choices;
mod choose;
mod engine;
pub(crate) mod say;
mod state;
mod turns;
mod view;

use super::common::{self, Lines as _};
use elemental::{Ability, Augmentor, Color, Element, Role, Square, Status};
use game_api::{Arg, Join, Phrase, Words};
use game_api::{
    Art, Audience, Button, ButtonId, ButtonStyle, ChoiceAsk, Effect, Failure, Fault, Field,
    GameCommand, GameMeta, GameRecord, LogEntry, OptionSpec, Out, Outcome, Picture, Play, Reply,
    Rules, SecretSetup, Stage, Staging, Suggestion, User, Verb, Viewer,
};

use state::{Loaded, Phase, State};
use std::sync::{Arc, OnceLock};

/// The engine's effort per position when it analyses a finished game
/// (issue 48): nodes, so the analysis is the same on any machine.
pub const ANALYSIS_EFFORT: game_api::Effort = game_api::Effort(4_000);

/// The slope of this game's win-chance curve (`1 / (1 + e^(−slope·score))`).
/// Its fit to the engine's own results (`cargo run --release --example
/// calibrate`, `data/calibration/`) is still too thin to use (0.000963 from 113 positions of 10 games):
/// until a longer run, Lichess's chess slope (0.00368 per centipawn)
/// rounded, the evaluation counting material in chess's centipawns.
pub const WIN_CHANCE_SLOPE: f64 = 0.004;

/// The Elemental chess renderer, shared by every Elemental picture.
pub type ElementalArt = Arc<Art<elemental_render::Renderer>>;

/// Elemental chess, as the host sees it.
pub struct Elemental {
    art: ElementalArt,
    meta: GameMeta,
}

impl Elemental {
    /// Elemental chess drawing squares of `square_px` pixels (its renderer
    /// is made on its first picture).
    pub fn new(square_px: u32) -> Elemental {
        Elemental {
            art: Art::new(square_px, |px| {
                elemental_render::Renderer::with_square(px).map_err(|e| e.to_string())
            }),
            meta: GameMeta {
                name: "elemental",
                title: "Elemental chess",
                seat_names: &["White", "Black"],
                seat_words: &["elemental-side-white", "elemental-side-black"],
                side_words: &["white", "black"],
                players: 2..=2,
                draws: true,
                pieces: &words().piece,
                help: "elemental-help",
                verbs: verbs(),
            },
        }
    }
}

const THEN: OptionSpec = OptionSpec::text(
    "then",
    "After the move: the Quantum Step, then the steps, like f4, f4,g5 or b4,a4,b5 (E93)",
)
.suggested();

const FACE: OptionSpec =
    OptionSpec::text("face", "Block Piece facings, like north or e2=north").suggested();

const CHAIN: OptionSpec = OptionSpec::text(
    "chain",
    "Chain Kill: the friendly piece at the chain's end to capture from, like c3",
)
.suggested();

const DOUBLE_KILL: OptionSpec = OptionSpec::text(
    "dk",
    "Double Kill: the enemy next to the captured square to remove, like g7",
)
.suggested();

const QUANTUM_KILL: OptionSpec =
    OptionSpec::text("qk", "Quantum Kill: the enemy to remove, like a7").suggested();

const BLAZE_DOUBLE_KILL: OptionSpec = OptionSpec::text(
    "bdk",
    "Fire, Blaze Rush: the extra Double Kill's target, like g7",
)
.suggested();

const BLAZE_QUANTUM_KILL: OptionSpec = OptionSpec::text(
    "bqk",
    "Fire, Blaze Rush: the extra Quantum Kill's target, like a7",
)
.suggested();

const RAIJIN: OptionSpec = OptionSpec::text(
    "rj",
    "Lightning, Raijin: the capture after the Quantum Step, like f5 or f8=q,dk:g7",
)
.suggested();

const RESURRECT: OptionSpec = OptionSpec::text(
    "res",
    "Resurrection: the missing piece to return and where, like knight@b1",
)
.suggested();

const LOCK: OptionSpec =
    OptionSpec::text("lock", "Temporal Lock: the enemy piece to lock, like d7").suggested();

const LAUGH: OptionSpec = OptionSpec::choice(
    "laugh",
    "Schrödinger's Laugh: copy the piece onto to: instead of moving it",
    &["yes"],
);

/// Everything a turn may choose besides its move (E39), in the order the
/// turn resolves them; `/move` and `/turn` both take them.
const CHOICES: [OptionSpec; 12] = [
    common::PROMOTE,
    CHAIN,
    DOUBLE_KILL,
    QUANTUM_KILL,
    BLAZE_DOUBLE_KILL,
    BLAZE_QUANTUM_KILL,
    RESURRECT,
    LOCK,
    THEN,
    RAIJIN,
    LAUGH,
    FACE,
];

/// The Elemental chess commands (the loadout choices come from the rules crate).
fn verbs() -> &'static [Verb] {
    static VERBS: OnceLock<Vec<Verb>> = OnceLock::new();
    static LOADOUT: OnceLock<Vec<OptionSpec>> = OnceLock::new();
    static MOVE: OnceLock<Vec<OptionSpec>> = OnceLock::new();
    static TURN: OnceLock<Vec<OptionSpec>> = OnceLock::new();
    let with = |first: &[OptionSpec]| [first, &CHOICES[..]].concat();
    let move_options = MOVE.get_or_init(|| with(&[common::FROM, common::TO]));
    let turn_options = TURN.get_or_init(|| with(&[common::TURN_MOVE]));
    let loadout = LOADOUT.get_or_init(|| {
        let w = words();
        vec![
            OptionSpec::choice("element", "Your element", &w.element_offered),
            OptionSpec::choice(
                "augmentor",
                "The augmentor every piece carries (or this piece, with piece:)",
                &w.augmentor_offered,
            ),
            OptionSpec::choice("offense", "Offense ability", &w.offense_offered),
            OptionSpec::choice("temporal", "Temporal ability", &w.temporal_offered),
            OptionSpec::text("piece", "Lightning: the piece these slots are for, like e2"),
        ]
    });
    VERBS.get_or_init(|| {
        vec![
            Verb {
                name: "loadout",
                about: "Choose and lock in your secret loadout (piece: sets one piece, Lightning only)",
                options: loadout,
                private: true,
                role: game_api::Role::Act,
            },
            Verb {
                name: "move",
                about: common::MOVE_ABOUT,
                options: move_options,
                private: true,
                role: game_api::Role::Stage,
            },
            Verb {
                name: "turn",
                about: common::TURN_ABOUT,
                options: turn_options,
                private: false,
                role: game_api::Role::Turn,
            },
        ]
    })
}

/// `key:value` read as an ability or element name of `words`.
fn ability(command: &GameCommand, key: &str, words: &[&str]) -> Outcome<Option<String>> {
    let Some(value) = command.get(key) else {
        return Ok(None);
    };
    let normal = value.trim().to_ascii_lowercase().replace([' ', '_'], "-");
    if words.contains(&normal.as_str()) {
        Ok(Some(normal))
    } else {
        Err(game_api::Failure::refused(
            Phrase::new("elemental-not-one-to-choose")
                .code("key", key)
                .name("value", game_api::words::shorten(value))
                .with("choices", codes(Join::Or, words)),
        ))
    }
}

/// Words shown as they are (option values), joined as a list.
fn codes(join: Join, words: &[&str]) -> Arg {
    Arg::List(
        join,
        words
            .iter()
            .map(|w| Phrase::new("elemental-code").code("code", w))
            .collect(),
    )
}

/// Squares separated by commas or spaces, like `f4,g5`: at most
/// [`elemental::MAX_THEN`], a Quantum Step first, then the extra steps (E93).
fn squares_list(option: &str, value: &str) -> Outcome<String> {
    let parts: Vec<&str> = value.split([',', ' ']).filter(|p| !p.is_empty()).collect();
    if parts.is_empty() || parts.len() > elemental::MAX_THEN {
        return Err(game_api::Failure::refused(
            Phrase::new("elemental-not-a-list-of-steps")
                .code("option", option)
                .name("value", game_api::words::shorten(value)),
        ));
    }
    for p in &parts {
        game_api::verbs::square(option, p)?;
    }
    Ok(parts.join(",").to_ascii_lowercase())
}

/// A facing (`north`) or facings by square (`e2=north,d1=east`).
fn facings(option: &str, value: &str) -> Outcome<String> {
    let bad = || {
        Failure::refused(
            Phrase::new("elemental-not-a-facing")
                .code("option", option)
                .name("value", game_api::words::shorten(value)),
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
                game_api::verbs::square(option, sq)?;
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

/// The turn's options besides the move, checked for shape (E39).
fn choices(command: &GameCommand) -> Outcome<turns::Choices> {
    let one_square = |key: &str| -> Outcome<Option<Square>> {
        command
            .get(key)
            .map(|v| turns::square(&game_api::verbs::square(key, v.trim())?))
            .transpose()
    };
    let revival = match command.get("res") {
        Some(v) => Some(v.trim().parse::<elemental::Revival>().map_err(|_| {
            game_api::Failure::refused(
                Phrase::new("elemental-not-a-returned-piece")
                    .name("value", game_api::words::shorten(v)),
            )
        })?),
        None => None,
    };
    Ok(turns::Choices {
        promote: command.word("promote", &words().promote, game_api::Expected::Choice)?,
        then: command
            .get("then")
            .map(|t| squares_list("then", t))
            .transpose()?,
        face: command
            .get("face")
            .map(|f| facings("face", f))
            .transpose()?,
        chain: one_square("chain")?,
        double_kill: one_square("dk")?,
        quantum_kill: one_square("qk")?,
        blaze_double_kill: one_square("bdk")?,
        blaze_quantum_kill: one_square("bqk")?,
        revival,
        lock: one_square("lock")?,
        laugh: command
            .word("laugh", &["yes"], game_api::Expected::Choice)?
            .is_some(),
        raijin: match command.get("rj") {
            Some(v) => Some(
                v.trim()
                    .to_ascii_lowercase()
                    .parse::<elemental::Extra>()
                    .map_err(|_| {
                        game_api::Failure::refused(
                            Phrase::new("elemental-not-raijins-capture")
                                .name("value", game_api::words::shorten(v)),
                        )
                    })?,
            ),
            None => None,
        },
    })
}

/// The side of a seat: 0 is White.
pub(crate) fn color(seat: usize) -> Color {
    if seat == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// The player of `c`.
pub(crate) fn name(game: &GameRecord, c: Color) -> &game_api::User {
    game.player(c.index())
}

/// The game being played, or why nothing can be played yet (loadouts are
/// still being chosen, E6).
fn playing<'a>(play: &Play<'_>, phase: &'a Phase) -> Outcome<&'a elemental::Game> {
    match phase {
        Phase::Playing(game) => Ok(game),
        Phase::Loadouts(locked) => {
            let seat = play.seated()?;
            Err(if locked.get(seat).is_some_and(Option::is_none) {
                game_api::Failure::refused(Phrase::new("elemental-choose-first"))
            } else {
                game_api::Failure::refused(Phrase::new("elemental-opponent-choosing"))
            })
        }
    }
}

/// The loadout button under the game's first message: it opens the
/// presser's choice session at their loadout, whatever the other player
/// has done meanwhile.
fn loadout_button(game: &GameRecord) -> Button {
    Button {
        id: ButtonId::choice(game.id, None, &ChoiceAsk::Open).to_string(),
        label: Phrase::new("elemental-choose-loadout").into(),
        style: ButtonStyle::Primary,
    }
}

/// The abilities of each slot by name, and the names of what comes
/// later; `/rules … piece:<name>` explains each one.
fn ability_lines() -> Words {
    fn offered<A: say::Named>(kind: &'static str, lines: &mut Vec<Words>, later: &mut Vec<Phrase>) {
        let mut names = Words::new();
        for (i, a) in A::ALL.iter().filter(|a| a.available()).enumerate() {
            if i > 0 {
                names = names.and(Words::code(", "));
            }
            names = names.and(a.phrase());
        }
        later.extend(A::ALL.iter().filter(|a| !a.available()).map(|a| a.phrase()));
        lines.push(
            Words::code("- **")
                .and(Phrase::new(kind))
                .and(Words::code("**: "))
                .and(names),
        );
    }
    let (mut lines, mut later) = (vec![], vec![]);
    offered::<Element>("elemental-kind-elements", &mut lines, &mut later);
    offered::<Augmentor>("elemental-kind-augmentors", &mut lines, &mut later);
    offered::<elemental::Offense>("elemental-kind-offense", &mut lines, &mut later);
    offered::<elemental::Temporal>("elemental-kind-temporal", &mut lines, &mut later);
    if !later.is_empty() {
        lines.push(
            Phrase::new("elemental-coming-later")
                .with("names", Arg::List(Join::And, later))
                .into(),
        );
    }
    Words::lines(lines)
}

/// What `/rules` says of an element or ability: its name, what it does,
/// and whether this release offers it yet.
fn explained<A: say::Named>(a: A) -> Words {
    let text = Words::from(a.phrase())
        .and(Words::code(": "))
        .and(a.summary_phrase());
    if a.available() {
        text
    } else {
        text.then(Phrase::new("elemental-not-in-the-game-yet"))
    }
}

/// The words each option takes, from the rules crate's own names.
struct Vocabulary {
    element_offered: Vec<&'static str>,
    augmentor_offered: Vec<&'static str>,
    offense_offered: Vec<&'static str>,
    temporal_offered: Vec<&'static str>,
    promote: Vec<&'static str>,
    piece: Vec<&'static str>,
    element: Vec<&'static str>,
    augmentor: Vec<&'static str>,
    offense: Vec<&'static str>,
    temporal: Vec<&'static str>,
}

fn words() -> &'static Vocabulary {
    fn keys<A: Ability>(none: bool) -> Vec<&'static str> {
        let none = none.then_some("none");
        none.into_iter()
            .chain(A::ALL.iter().map(|a| a.key()))
            .collect()
    }
    static WORDS: std::sync::OnceLock<Vocabulary> = std::sync::OnceLock::new();
    fn offered<A: Ability>(none: bool) -> Vec<&'static str> {
        let none = none.then_some("none");
        none.into_iter()
            .chain(A::ALL.iter().filter(|a| a.available()).map(|a| a.key()))
            .collect()
    }
    WORDS.get_or_init(|| Vocabulary {
        element_offered: offered::<Element>(false),
        augmentor_offered: offered::<Augmentor>(true),
        offense_offered: offered::<elemental::Offense>(true),
        temporal_offered: offered::<elemental::Temporal>(true),
        promote: Role::PROMOTIONS.iter().map(|r| r.name()).collect(),
        piece: Role::ALL
            .iter()
            .map(|r| r.name())
            .chain(keys::<Element>(false))
            .chain(keys::<Augmentor>(false))
            .chain(keys::<elemental::Offense>(false))
            .chain(keys::<elemental::Temporal>(false))
            .chain(["board"])
            .collect(),
        element: keys::<Element>(false),
        augmentor: keys::<Augmentor>(true),
        offense: keys::<elemental::Offense>(true),
        temporal: keys::<elemental::Temporal>(true),
    })
}

impl Rules for Elemental {
    type State = Loaded;

    fn meta(&self) -> &GameMeta {
        &self.meta
    }

    fn read(&self, text: &str) -> Result<Loaded, Fault> {
        Loaded::read(text)
    }

    fn write(&self, state: &Loaded) -> String {
        state.stored.json()
    }

    fn analysis_effort(&self) -> Option<game_api::Effort> {
        Some(ANALYSIS_EFFORT)
    }

    fn judge(
        &self,
        state: &Loaded,
        played: Option<&str>,
        effort: game_api::Effort,
    ) -> Option<game_api::Judgement> {
        match &state.phase {
            // The loadouts (E4) are set-up, not turns.
            Phase::Loadouts(_) => Some(game_api::Judgement::even(2)),
            // The game is over: the search reads every concealed ability
            // (E12), as the analysis may (never while the game runs).
            Phase::Playing(game) => Some(super::judging::searched(
                game.as_ref(),
                game.turn().index(),
                played,
                effort,
                WIN_CHANCE_SLOPE,
            )),
        }
    }

    fn turn_path(&self, turn: &str) -> Option<(String, String)> {
        let t = turn.parse::<elemental::Turn>().ok()?;
        Some((t.from.to_string(), t.to.to_string()))
    }

    fn puzzle(&self, state: &Loaded, effort: game_api::Effort) -> Option<Vec<String>> {
        let Phase::Playing(game) = &state.phase else {
            return None;
        };
        // The solver must not need an ability concealed from them (E12).
        if game.seen_by(Some(game.turn())) != **game {
            return None;
        }
        super::judging::puzzle(game.as_ref(), effort, WIN_CHANCE_SLOPE)
    }

    fn standings(&self, state: &Loaded) -> Option<Vec<u8>> {
        let Phase::Playing(game) = &state.phase else {
            return None;
        };
        match game.status() {
            Status::Playing => None,
            Status::Checkmate { winner } => common::two_player_places(Some(winner.index()), false),
            _ => common::two_player_places(None, true),
        }
    }

    fn start(&self, _players: usize) -> Result<Loaded, Fault> {
        Ok(Loaded {
            stored: State::new(rand::random::<u64>()),
            phase: Phase::Loadouts([None, None]),
        })
    }

    fn started(&self, game: &GameRecord, _state: &Loaded) -> Outcome<Vec<Out>> {
        let text = Phrase::new("elemental-game-on")
            .name("white", name(game, Color::White))
            .name("black", name(game, Color::Black));
        Ok(vec![Out::Board {
            audience: Audience::Everyone,
            text: text.into(),
            picture: Box::new(view::choosing(&self.art, game, Viewer::Public)),
            buttons: vec![loadout_button(game)],
        }])
    }

    fn to_act(&self, state: &Loaded) -> Vec<usize> {
        match &state.phase {
            Phase::Loadouts(locked) => (0..2).filter(|&s| locked[s].is_none()).collect(),
            Phase::Playing(game) if game.status().is_over() => vec![],
            Phase::Playing(game) => vec![game.turn().index()],
        }
    }

    fn act(
        &self,
        play: Play<'_>,
        loaded: Loaded,
        command: &GameCommand,
    ) -> Outcome<Effect<Loaded>> {
        let Loaded {
            stored: state,
            phase,
        } = loaded;
        command.only(self.meta.title, &common::options_of(verbs(), &command.verb))?;
        let art = &self.art;
        let game = match (&phase, command.verb.as_str()) {
            (Phase::Loadouts(locked), "loadout") => {
                let w = words();
                let element = ability(command, "element", &w.element)?;
                let augmentor = ability(command, "augmentor", &w.augmentor)?;
                let offense = ability(command, "offense", &w.offense)?;
                let temporal = ability(command, "temporal", &w.temporal)?;
                let piece = command.square("piece")?;
                return choose::command(
                    art,
                    &play,
                    &state,
                    locked,
                    element.as_deref(),
                    augmentor.as_deref(),
                    offense.as_deref(),
                    temporal.as_deref(),
                    piece.as_ref().map(|p| p.as_str()),
                );
            }
            (Phase::Playing(_), "loadout") => {
                return Err(game_api::Failure::refused(Phrase::new(
                    "elemental-loadouts-cannot-change",
                )));
            }
            (phase, _) => playing(&play, phase)?,
        };
        match command.verb.as_str() {
            "turn" => {
                let mv = command.get("move");
                if mv.is_some_and(|m| m.trim().eq_ignore_ascii_case("pass")) {
                    turns::on_turn(&play, game)?;
                    return turns::commit(art, &play, &state, game, elemental::Turn::pass());
                }
                let mv = mv.map(common::two_squares).transpose()?;
                let choices = choices(command)?;
                turns::on_turn(&play, game)?;
                let Some((from, to)) = mv else {
                    return Err(game_api::Failure::refused(Phrase::new(
                        "elemental-turn-needs-a-move",
                    )));
                };
                let turn = turns::build(&from, &to, &choices)?;
                turns::commit(art, &play, &state, game, turn)
            }
            other => Err(Failure::fault(format!(
                "/{other} is not an Elemental chess command"
            ))),
        }
    }

    fn status_line(&self, game: &GameRecord, loaded: &Loaded) -> Outcome<Words> {
        let phase = &loaded.phase;
        if let (Some(result), false) = (&game.result, game.running()) {
            return Ok(Words::from(Phrase::new("elemental-game-over"))
                .and(Words::code(" "))
                .and(result.clone()));
        }
        Ok(match phase {
            Phase::Loadouts(locked) => {
                let waiting: Vec<Phrase> = Color::BOTH
                    .iter()
                    .filter(|c| locked[c.index()].is_none())
                    .map(|c| Phrase::new("elemental-name").name("player", name(game, *c)))
                    .collect();
                Phrase::new("elemental-choosing-loadouts-waiting")
                    .with("players", Arg::List(Join::And, waiting))
                    .into()
            }
            Phase::Playing(g) => Phrase::new("elemental-status")
                .with("number", g.position().board().fullmoves())
                .with("side", say::side(g.turn()))
                .name("player", name(game, g.turn()))
                .into(),
        })
    }

    fn describe(&self, game: &GameRecord, loaded: &Loaded, viewer: Viewer) -> Outcome<Vec<Words>> {
        let (state, phase) = (&loaded.stored, &loaded.phase);
        let mut lines: Vec<Words> = vec![
            Phrase::new("elemental-describe-players")
                .name("white", name(game, Color::White))
                .name("black", name(game, Color::Black))
                .into(),
            self.status_line(game, loaded)?,
        ];
        let player = |c: Color| {
            Words::from(
                Phrase::new("elemental-player-side")
                    .name("player", name(game, c))
                    .with("side", say::side(c)),
            )
        };
        match &phase {
            Phase::Loadouts(locked) => {
                for c in Color::BOTH {
                    match &locked[c.index()] {
                        // E99: a game that ended before play shows what was locked in.
                        Some(l) if !game.running() => lines.say(
                            player(c)
                                .then(Phrase::new("elemental-locked-in"))
                                .then(say::loadout(l))
                                .and(Words::code(".")),
                        ),
                        Some(l) if viewer == Viewer::Seat(c.index()) => lines.say(
                            Words::from(Phrase::new("elemental-your-loadout"))
                                .then(say::loadout(l))
                                .and(Words::code(".")),
                        ),
                        Some(_) => lines.say(
                            Phrase::new("elemental-has-locked-in").name("player", name(game, c)),
                        ),
                        None => lines.say(
                            Phrase::new("elemental-still-choosing").name("player", name(game, c)),
                        ),
                    }
                }
            }
            Phase::Playing(g) => {
                let concealment = view::concealment(game, g, viewer);
                for c in Color::BOTH {
                    lines.say(
                        player(c)
                            .and(Words::code(": "))
                            .and(say::loadout_seen(g, c, concealment))
                            .and(Words::code(".")),
                    );
                }
                for c in Color::BOTH {
                    if g.position().in_check(c) {
                        lines.say(Phrase::new("elemental-in-check").with("side", say::side(c)));
                    }
                }
                lines.extend(common::draw_offer_line(game));
                for c in Color::BOTH {
                    if let Some(lost) = game.captured.get(c.index()).filter(|l| !l.is_empty()) {
                        let lost: Vec<Phrase> = lost
                            .iter()
                            .map(|r| match Role::from_name(r) {
                                Some(r) => say::piece(r),
                                None => Phrase::new("elemental-code").code("code", r),
                            })
                            .collect();
                        lines.say(
                            Phrase::new("elemental-has-lost")
                                .with("side", say::side(c))
                                .with("pieces", Arg::List(Join::And, lost)),
                        );
                    }
                }
                lines.say(Phrase::new("elemental-position").code("fen", g.position().board()));
                let over = g.status().is_over() || game.status != game_api::GameStatus::Running;
                lines.say(if over {
                    Phrase::new("elemental-seed-shown").code("seed", format!("{:x}", state.seed))
                } else {
                    Phrase::new("elemental-seed-hidden")
                });
            }
        }
        Ok(lines)
    }

    fn record_line(
        &self,
        game: &GameRecord,
        entry: &LogEntry,
        seat: Option<usize>,
        viewer: Viewer,
    ) -> Option<Words> {
        let own = seat.is_some_and(|s| viewer == Viewer::Seat(s));
        if let Some(turn) = entry.notation.strip_prefix(turns::REVEAL) {
            return Some(if own {
                Phrase::new("elemental-record-tried")
                    .code("turn", turn)
                    .into()
            } else {
                Phrase::new("elemental-record-stopped").into()
            });
        }
        let locked = |l: &str| Some(Phrase::new("elemental-record-locked-in").code("loadout", l));
        match entry.notation.strip_prefix("loadout ") {
            Some(l) if own && game.running() => Some(
                Phrase::new("elemental-record-locked-in-own")
                    .code("loadout", l)
                    .into(),
            ),
            // E99: once the game has ended every loadout is public.
            Some(l) if !game.running() => locked(l).map(Words::from),
            // E12: a Water loadout stays concealed in the record.
            Some(l) if l.starts_with("water") => {
                Some(Phrase::new("elemental-record-locked-in-water").into())
            }
            // Asked for the public only once both are locked in (`SecretSetup::shown`).
            Some(l) if viewer == Viewer::Public => locked(l).map(Words::from),
            Some(_) => None,
            // E74: facings are the mover's own (a Water side's Block Piece
            // may be concealed); the pictures show those that are public.
            None if !own => Some(Words::code(turns::without_facings(&entry.notation))),
            None => Some(Words::code(entry.notation.clone())),
        }
    }

    fn turn_number(&self, index: usize) -> usize {
        // Chess move numbers: White's and Black's move share one (E1).
        index / 2 + 1
    }

    fn replay(&self, loaded: Loaded, seat: usize, entry: &str) -> Result<Loaded, Fault> {
        let Loaded { mut stored, phase } = loaded;
        if seat > 1 {
            return Err(Fault::new(format!("seat {seat} does not exist")));
        }
        match phase {
            Phase::Loadouts(mut locked) => {
                let text = entry
                    .strip_prefix("loadout ")
                    .ok_or_else(|| Fault::new("a move before both loadouts were locked in"))?;
                let l: elemental::Loadout = text
                    .parse()
                    .map_err(|e: elemental::LoadoutError| Fault::new(e.to_string()))?;
                l.check(color(seat))
                    .map_err(|e| Fault::new(e.to_string()))?;
                if locked[seat].is_some() {
                    return Err(Fault::new("a second loadout for one seat"));
                }
                stored.loadouts[seat] = Some(l.to_string());
                locked[seat] = Some(l);
                if let [Some(w), Some(b)] = &locked {
                    let g = elemental::Game::new([w.clone(), b.clone()], stored.seed)
                        .map_err(|e| Fault::new(e.to_string()))?;
                    stored.game = Some(g.to_string());
                    return Ok(Loaded {
                        stored,
                        phase: Phase::Playing(Box::new(g)),
                    });
                }
                Ok(Loaded {
                    stored,
                    phase: Phase::Loadouts(locked),
                })
            }
            Phase::Playing(game) => {
                if color(seat) != game.turn() {
                    return Err(Fault::new(format!(
                        "{} moved out of turn",
                        color(seat).name()
                    )));
                }
                let (text, rejected) = match entry.strip_prefix(turns::REVEAL) {
                    Some(t) => (t, true),
                    None => (entry, false),
                };
                let turn: elemental::Turn = text
                    .parse()
                    .map_err(|e: elemental::ParseTurnError| Fault::new(e.to_string()))?;
                let next = if rejected {
                    // E53: a rejected turn that revealed an ability.
                    game.reveal_on_rejection(&turn)
                        .ok_or_else(|| Fault::new("a recorded rejection that reveals nothing"))?
                        .0
                } else {
                    game.play(&turn).map_err(|e| Fault::new(e.to_string()))?.0
                };
                stored.game = Some(next.to_string());
                Ok(Loaded {
                    stored,
                    phase: Phase::Playing(Box::new(next)),
                })
            }
        }
    }

    fn board(
        &self,
        game: &GameRecord,
        loaded: &Loaded,
        viewer: Viewer,
    ) -> Outcome<Box<dyn Picture>> {
        Ok(match &loaded.phase {
            Phase::Loadouts(_) => Box::new(view::choosing(&self.art, game, viewer)),
            Phase::Playing(g) => Box::new(view::playing(&self.art, game, g, viewer)),
        })
    }

    fn suggest(&self, play: Play<'_>, loaded: &Loaded, field: &Field) -> Vec<Suggestion> {
        let Phase::Playing(game) = &loaded.phase else {
            return vec![];
        };
        let Some(side) = play.seat.map(color) else {
            return vec![];
        };
        if game.turn() != side {
            return vec![];
        }
        let turns = game.legal_turns();
        let parse = |key: &str| field.get(key).and_then(|s| s.trim().parse::<Square>().ok());
        let pos = game.position();
        let label = |sq: Square| -> Words {
            match pos.board().piece_at(sq) {
                Some((c, r)) => Phrase::new("elemental-suggest-piece")
                    .code("square", sq)
                    .with("side", say::side(c))
                    .with("piece", say::piece(r))
                    .into(),
                None => Words::code(sq.to_string()),
            }
        };
        let squares = |mut list: Vec<Square>| -> Vec<Suggestion> {
            list.sort();
            list.dedup();
            list.into_iter()
                .map(|sq| Suggestion {
                    label: label(sq),
                    value: sq.to_string(),
                })
                .collect()
        };
        match (field.verb.as_str(), field.option.as_str()) {
            ("move", "from") => squares(turns.iter().map(|c| c.turn.from).collect()),
            ("move", "to") => {
                let from = parse("from");
                squares(
                    turns
                        .iter()
                        .filter(|c| Some(c.turn.from) == from)
                        .map(|c| c.turn.to)
                        .collect(),
                )
            }
            (_, "promote") => {
                let (from, to) = (parse("from"), parse("to"));
                let mut roles: Vec<Role> = turns
                    .iter()
                    .filter(|c| {
                        from.is_none_or(|f| f == c.turn.from) && to.is_none_or(|t| t == c.turn.to)
                    })
                    .filter_map(|c| c.turn.promotion)
                    .collect();
                roles.sort();
                roles.dedup();
                roles
                    .into_iter()
                    .map(|r| Suggestion {
                        label: say::piece(r).into(),
                        value: r.name().into(),
                    })
                    .collect()
            }
            ("move", "then") => {
                let (from, to) = (parse("from"), parse("to"));
                let mut seen: Vec<String> = vec![];
                let mut out = vec![];
                for c in turns.iter().filter(|c| {
                    Some(c.turn.from) == from && Some(c.turn.to) == to && !c.turn.then.is_empty()
                }) {
                    let value: Vec<String> = c.turn.then.iter().map(Square::to_string).collect();
                    let value = value.join(",");
                    if !seen.contains(&value) {
                        seen.push(value.clone());
                        let swap = matches!(
                            c.outcome,
                            elemental::Outcome::Played {
                                swapped: Some(_),
                                ..
                            }
                        );
                        let id = if swap {
                            "elemental-suggest-swap"
                        } else {
                            "elemental-suggest-step"
                        };
                        out.push(Suggestion {
                            label: Phrase::new(id).code("value", &value).into(),
                            value,
                        });
                    }
                }
                out
            }
            (_, option @ ("chain" | "dk" | "qk" | "bdk" | "bqk" | "lock" | "res" | "rj")) => {
                let (from, to) = match field.get("move").map(|m| common::two_squares(&m)) {
                    Some(Ok((f, t))) => (
                        f.as_str().parse::<Square>().ok(),
                        t.as_str().parse::<Square>().ok(),
                    ),
                    _ => (parse("from"), parse("to")),
                };
                let mut seen: Vec<String> = vec![];
                let mut out = vec![];
                for c in turns
                    .iter()
                    .filter(|c| Some(c.turn.from) == from && Some(c.turn.to) == to)
                {
                    let (value, label) = match option {
                        "rj" => match (&c.turn.raijin, field.get("then")) {
                            (Some(r), Some(then))
                                if c.turn
                                    .then
                                    .iter()
                                    .map(Square::to_string)
                                    .collect::<Vec<_>>()
                                    .join(",")
                                    == then.trim().to_ascii_lowercase() =>
                            {
                                (
                                    r.to_string(),
                                    Phrase::new("elemental-suggest-raijin")
                                        .code("value", r)
                                        .into(),
                                )
                            }
                            _ => continue,
                        },
                        "res" => match c.turn.revival {
                            Some(r) => (
                                r.to_string(),
                                Phrase::new("elemental-suggest-return")
                                    .code("value", r)
                                    .with("piece", say::piece(r.role))
                                    .into(),
                            ),
                            None => continue,
                        },
                        _ => {
                            let target = match option {
                                "chain" => c.turn.chain,
                                "dk" => c.turn.double_kill,
                                "qk" => c.turn.quantum_kill,
                                "bdk" => c.turn.blaze_double_kill,
                                "bqk" => c.turn.blaze_quantum_kill,
                                _ => c.turn.lock,
                            };
                            match target {
                                Some(sq) => (sq.to_string(), label(sq)),
                                None => continue,
                            }
                        }
                    };
                    if !seen.contains(&value) {
                        seen.push(value.clone());
                        out.push(Suggestion { label, value });
                    }
                }
                out
            }
            ("move", "face") => {
                let mut out = vec![];
                for sq in Square::all() {
                    if let Some((c, role, info)) = pos.piece(sq)
                        && c == side
                        && info.slots.augmentor == Some(Augmentor::BlockPiece)
                    {
                        for f in elemental::Facing::ALL {
                            if info.facing != Some(f) {
                                out.push(Suggestion {
                                    label: Phrase::new("elemental-suggest-face")
                                        .code("square", sq)
                                        .with("piece", say::piece(role))
                                        .with("facing", say::facing(f))
                                        .into(),
                                    value: format!("{sq}={}", f.name()),
                                });
                            }
                        }
                    }
                }
                out
            }
            _ => vec![],
        }
    }

    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out> {
        let text: Words = match piece.map(|p| p.trim().to_ascii_lowercase()) {
            None => Words::from(Phrase::new("elemental-rules"))
                .line(ability_lines())
                .line(Phrase::new("elemental-rules-see-one")),
            Some(p) if p == "board" => Phrase::new("elemental-reading-the-board").into(),
            Some(p) => {
                if let Some(role) = Role::from_name(&p) {
                    return Ok(Out::Board {
                        audience: Audience::Private(user.id.clone()),
                        text: Phrase::new("elemental-rules-piece")
                            .with("piece", say::piece(role))
                            .with("rank", role.rank())
                            .into(),
                        picture: Box::new(view::Diagram::new(&self.art, role)),
                        buttons: vec![],
                    });
                } else if let Some(e) = Element::from_key(&p) {
                    explained(e)
                } else if let Some(a) = Augmentor::from_key(&p) {
                    explained(a)
                } else if let Some(a) = elemental::Offense::from_key(&p) {
                    explained(a)
                } else if let Some(a) = elemental::Temporal::from_key(&p) {
                    explained(a)
                } else {
                    return Err(game_api::Failure::refused(
                        Phrase::new("elemental-rules-unknown").name("piece", p),
                    ));
                }
            }
        };
        Ok(Out::Plain(Reply::private(&user.id, text)))
    }

    fn staging(&self) -> Option<&dyn Staging<Loaded>> {
        Some(self)
    }

    fn setup(&self) -> Option<&dyn SecretSetup<Loaded>> {
        Some(self)
    }
}

/// Staged turns: one move with every choice of E39, previewed, then
/// played by End turn.
impl Staging<Loaded> for Elemental {
    fn stage(&self, play: Play<'_>, loaded: &Loaded, command: &GameCommand) -> Outcome<Stage> {
        command.only(self.meta.title, &common::options_of(verbs(), &command.verb))?;
        let game = playing(&play, &loaded.phase)?;
        match command.verb.as_str() {
            "move" => {
                let example = "/move from:E2 to:E4";
                let from = command.need_square("from", example)?;
                let to = command.need_square("to", example)?;
                let choices = choices(command)?;
                turns::on_turn(&play, game)?;
                let turn = turns::build(&from, &to, &choices)?;
                turns::preview(&self.art, &play, game, turn)
            }
            other => Err(Failure::fault(format!(
                "/{other} stages nothing in Elemental chess"
            ))),
        }
    }

    fn play_staged(&self, play: Play<'_>, loaded: Loaded) -> Outcome<Effect<Loaded>> {
        let game = playing(&play, &loaded.phase)?;
        turns::on_turn(&play, game)?;
        let turn = turns::staged(&play)?;
        turns::commit(&self.art, &play, &loaded.stored, game, turn)
    }
}

/// The secret loadouts (E4–E6), public once both are locked in (E6), in
/// full once the game is over (E99).
impl SecretSetup<Loaded> for Elemental {
    fn public_entry(&self) -> Phrase {
        Phrase::new("elemental-locked-in-a-loadout")
    }

    fn shown(&self, game: &GameRecord, loaded: &Loaded, _seat: usize) -> bool {
        // Both loadouts are shown once both are locked in (E6), and every
        // one once the game has ended (E99).
        matches!(loaded.phase, Phase::Playing(_)) || !game.running()
    }

    fn at_end(&self, game: &GameRecord, loaded: &Loaded, _log: &[LogEntry]) -> Option<Words> {
        // E99: every loadout in full, as locked in (per-piece slots by
        // their pieces' starting squares; a Water loadout's concealed
        // abilities too).
        let locked = Color::BOTH.map(|c| match &loaded.phase {
            Phase::Playing(g) => Some(g.loadout(c).clone()),
            Phase::Loadouts(locked) => locked[c.index()].clone(),
        });
        if locked.iter().all(Option::is_none) {
            return None;
        }
        let shown = Color::BOTH.iter().map(|&c| match &locked[c.index()] {
            Some(l) => Words::from(
                Phrase::new("elemental-player-side")
                    .name("player", name(game, c))
                    .with("side", say::side(c)),
            )
            .and(Words::code(": "))
            .and(say::loadout(l))
            .and(Words::code(".")),
            None => Phrase::new("elemental-had-not-locked-in")
                .name("player", name(game, c))
                .with("side", say::side(c))
                .into(),
        });
        Some(
            Words::from(Phrase::new("elemental-loadouts-shown-at-end"))
                .then(Words::new())
                .and(Words::code(" "))
                .and(shown.fold(Words::new(), Words::then)),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::state::State;
    use crate::test_support::{Host, ctx, field, host, store};
    use elemental::{Game, Loadout};
    use game_api::{Field, User};
    use std::collections::BTreeSet;

    /// A stored game: White Air with Side Step (Tailwind steps), Black
    /// Earth with Block Piece (facings), a promotion on a7.
    async fn host_with(dir: &tempfile::TempDir) -> (Host, Game) {
        host_at(
            dir,
            "1r2k3/P7/8/3p4/8/2N5/8/4K3 w - - 0 1",
            ["air side-step/-/-", "earth block-piece/-/-"],
        )
        .await
    }

    /// A stored game from `fen` with these loadouts.
    async fn host_at(dir: &tempfile::TempDir, fen: &str, loadouts: [&str; 2]) -> (Host, Game) {
        let loadouts: [Loadout; 2] = loadouts.map(|l| l.parse().unwrap());
        let board = fen.parse().unwrap();
        let game = Game::from_board(board, loadouts.clone(), 5).unwrap();
        let state = State {
            loadouts: [Some(loadouts[0].to_string()), Some(loadouts[1].to_string())],
            seed: 5,
            game: Some(game.to_string()),
        };
        let h = host(dir).await;
        let mut c = h.store().write().await.unwrap();
        let players = [User::named("alice"), User::named("bob")];
        store::insert_game(
            &mut c,
            "lobby",
            "elemental",
            &players,
            &state.json(),
            Default::default(),
        )
        .await
        .unwrap();
        c.commit().await.unwrap();
        (h, game)
    }

    async fn values(h: &Host, user: &str, field: Field) -> BTreeSet<String> {
        h.suggest(&ctx(user), &field, "")
            .await
            .into_iter()
            .map(|s| s.value)
            .collect()
    }

    #[tokio::test]
    async fn e39_suggestions_are_exactly_the_legal_choices() {
        let dir = tempfile::tempdir().unwrap();
        let (h, game) = host_with(&dir).await;
        let turns = game.legal_turns();
        let set = |it: &mut dyn Iterator<Item = String>| -> BTreeSet<String> { it.collect() };
        assert_eq!(
            values(&h, "alice", field("move", "from", &[])).await,
            set(&mut turns.iter().map(|c| c.turn.from.to_string()))
        );
        let mut with_steps = 0;
        for c in &turns {
            let (from, to) = (Some(c.turn.from.to_string()), Some(c.turn.to.to_string()));
            let tos = set(&mut turns
                .iter()
                .filter(|d| d.turn.from == c.turn.from)
                .map(|d| d.turn.to.to_string()));
            assert_eq!(
                values(&h, "alice", field("move", "to", &[("from", from.clone())])).await,
                tos
            );
            let thens = set(&mut turns
                .iter()
                .filter(|d| {
                    d.turn.from == c.turn.from && d.turn.to == c.turn.to && !d.turn.then.is_empty()
                })
                .map(|d| {
                    d.turn
                        .then
                        .iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                }));
            with_steps += usize::from(!thens.is_empty());
            // Discord lists at most 25: the offered ones are legal, and as many as fit.
            let typed = field(
                "move",
                "then",
                &[("from", from.clone()), ("to", to.clone())],
            );
            let offered = values(&h, "alice", typed).await;
            assert!(offered.is_subset(&thens), "{}", c.turn);
            let fit = thens.len().min(game_api::MAX_SUGGESTIONS);
            assert_eq!(offered.len(), fit, "{}", c.turn);
            let promotes = turns.iter().any(|d| {
                d.turn.from == c.turn.from && d.turn.to == c.turn.to && d.turn.promotion.is_some()
            });
            let offered = values(
                &h,
                "alice",
                field("move", "promote", &[("from", from), ("to", to)]),
            )
            .await;
            assert_eq!(offered.len(), if promotes { 4 } else { 0 }, "{}", c.turn);
        }
        assert!(with_steps > 10, "Tailwind steps are offered");
        // White has no Block Piece; nothing for bob (not on turn) or carol.
        assert!(
            values(&h, "alice", field("move", "face", &[]))
                .await
                .is_empty()
        );
        assert!(
            values(&h, "bob", field("move", "from", &[]))
                .await
                .is_empty()
        );
        assert!(
            values(&h, "carol", field("move", "from", &[]))
                .await
                .is_empty()
        );
    }

    #[tokio::test]
    async fn e39_ability_choices_are_suggested_exactly() {
        let dir = tempfile::tempdir().unwrap();
        let (h, game) = host_at(
            &dir,
            "4k3/p5p1/5n2/6r1/8/8/1B6/4K3 w - - 0 1",
            ["light -/double-kill/temporal-lock", "light -/-/-"],
        )
        .await;
        let squares = |f: fn(&elemental::Turn) -> Option<elemental::Square>| -> BTreeSet<String> {
            game.legal_turns()
                .iter()
                .filter(|c| c.turn.from.to_string() == "b2" && c.turn.to.to_string() == "f6")
                .filter_map(|c| f(&c.turn).map(|s| s.to_string()))
                .collect()
        };
        let at = |option: &'static str| {
            field(
                "move",
                option,
                &[("from", Some("b2".into())), ("to", Some("f6".into()))],
            )
        };
        let dk = values(&h, "alice", at("dk")).await;
        assert_eq!(dk, squares(|t| t.double_kill));
        assert_eq!(dk, BTreeSet::from(["g7".to_string()]));
        let locks = values(&h, "alice", at("lock")).await;
        assert_eq!(locks, squares(|t| t.lock));
        assert_eq!(locks.len(), 3, "every piece left but the king: {locks:?}");
        assert!(values(&h, "alice", at("qk")).await.is_empty());
        // /turn names the move in one option.
        let turn = field("turn", "dk", &[("move", Some("b2-f6".into()))]);
        assert_eq!(values(&h, "alice", turn).await, dk);
    }

    #[tokio::test]
    async fn e36_a_locked_out_side_passes_without_being_asked() {
        use crate::test_support::parse;
        let dir = tempfile::tempdir().unwrap();
        let (h, _) = host_at(
            &dir,
            "k7/2K4p/2N5/8/8/8/8/7R w - - 0 1",
            ["light -/-/temporal-lock", "light -/-/-"],
        )
        .await;
        let said = h
            .handle(&ctx("alice"), parse("/turn move:h1-h2 lock:h7"))
            .await;
        let text: String = said
            .iter()
            .map(|r| crate::speech::english(&r.text))
            .collect();
        assert!(text.contains("Black passes, every move locked"), "{text}");
        assert!(text.contains("Black passes: every move it has is locked (E36)."));
        // White is on turn again; Black's pawn is still held once more.
        let said = h.handle(&ctx("bob"), parse("/turn move:h7-h6")).await;
        assert!(
            crate::speech::english(&said[0].text).contains("alice's turn"),
            "{}",
            crate::speech::english(&said[0].text)
        );
        let said = h.handle(&ctx("alice"), parse("/turn move:h2-g2")).await;
        let text: String = said
            .iter()
            .map(|r| crate::speech::english(&r.text))
            .collect();
        assert!(text.contains("Black passes"), "{text}");
        let said = h.handle(&ctx("alice"), parse("/turn move:g2-f2")).await;
        assert!(
            !said
                .iter()
                .any(|r| crate::speech::english(&r.text).contains("passes"))
        );
        let said = h.handle(&ctx("bob"), parse("/turn move:h7-h6")).await;
        assert!(
            crate::speech::english(&said[0].text).contains("h7-h6"),
            "{}",
            crate::speech::english(&said[0].text)
        );
        // The passes are replayed from the log like any turn.
        let report = crate::verify::verify(h.store(), &crate::test_support::games())
            .await
            .unwrap();
        assert!(report.mismatches.is_empty(), "{}", report.summary());
        assert_eq!(report.turns, 4, "{}", report.summary());
    }
}
