//! The Throne adapter: `/throw` runs the round's power chain with the
//! game's seeded generator, `/move piece:… values:…` (or a move button)
//! spends the values, and every forfeit, bonus round and passing of the
//! turn is announced, over `crates/throne` and `crates/throne-render`.
//!
//! Throne hides nothing, so every viewer gets the same texts and pictures.
//! The stored state carries the generator's seed and position (T9); each
//! throw is logged with its values and `gamehost verify` throws again from
//! the stored generator and checks they match.

mod choices;
mod engine;
mod texts;
mod turns;
mod view;

use super::common::{self, Lines as _};
use choices::move_label;
use game_api::Words;
use game_api::words::shorten;
use game_api::{
    Art, Audience, Effect, Failure, Fault, Field, GameCommand, GameMeta, GameRecord, OptionSpec,
    Out, Outcome, Picture, Play, Refusal, Reply, Role, Rules, Suggestion, TimeOut, User, Verb,
    Viewer, Why,
};
use std::sync::Arc;
use texts::{next_line, throw_button};
use throne::{Action, Event, Phase, Position, Seat};
use turns::{advance, commit, throw};
use view::view;

/// The Throne renderer, shared by every Throne picture.
pub type ThroneArt = Arc<Art<throne_render::Renderer>>;

/// Throne, as the host sees it.
pub struct Throne {
    art: ThroneArt,
}

impl Throne {
    /// Throne drawing squares of `square_px` pixels (its renderer is made
    /// on its first picture).
    pub fn new(square_px: u32) -> Throne {
        Throne {
            art: Art::new(square_px, |px| {
                throne_render::Renderer::with_square(px).map_err(|e| e.to_string())
            }),
        }
    }
}

const META: GameMeta = GameMeta {
    name: "throne",
    title: "Throne",
    seat_names: &["Red", "Blue", "Green", "Gold"],
    side_words: &[],
    players: 2..=4,
    draws: false,
    pieces: &["soldier", "unit", "squad"],
    help: "Throne: /challenge game:throne players:<2-4> opens a table; /join, /leave, /start; then /throw and /move piece:<place> values:<6+5> (kind:unit|squad when several stand there).",
    verbs: VERBS,
};

/// The Throne commands.
const VERBS: &[Verb] = &[
    Verb {
        name: "throw",
        about: "Throw the shells for your round",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "move",
        about: "Move a piece with some of your values, at once",
        options: &[
            OptionSpec::text("piece", "Where the piece stands (home, 1–12, red-1 …)")
                .required()
                .suggested(),
            OptionSpec::text("kind", "soldier, unit or squad, when several stand there")
                .suggested(),
            OptionSpec::text("values", "The values to spend, like 6+5")
                .required()
                .suggested(),
        ],
        private: false,
        role: Role::Act,
    },
];

pub use texts::MAX_MOVE_BUTTONS;

fn seat(index: usize) -> Seat {
    Seat::new(index.min(3)).unwrap_or_else(|| unreachable!("index is at most 3"))
}

fn name(game: &GameRecord, s: Seat) -> &str {
    game.players.get(s.index()).map_or("?", |u| u.name.as_str())
}

/// `Red (alice)`.
fn who(game: &GameRecord, s: Seat) -> String {
    format!("{s} ({})", name(game, s))
}

/// Why `me` may not act in `pos` now, if it may not: the game is over,
/// `me` has left it, or another seat is on turn (named as in `game`).
fn not_now(game: &GameRecord, pos: &Position, me: Seat) -> Option<Failure> {
    let refused = |why: Why, text: String| Some(Failure::Refused(Refusal::because(why, text)));
    if let Some(w) = pos.winner() {
        return refused(
            Why::GameOver,
            format!("The game is over: {} won.", who(game, w)),
        );
    }
    if pos.resigned(me) {
        return refused(
            Why::Other,
            "You resigned from this game; you can watch with /board.".into(),
        );
    }
    if pos.turn() != me {
        let doing = if pos.phase() == Phase::Throw {
            "throw"
        } else {
            "move"
        };
        return refused(
            Why::NotYourTurn,
            format!(
                "It is {}'s round: wait for them to {doing}.",
                who(game, pos.turn())
            ),
        );
    }
    None
}

/// The position notation without the generator's seed and place: with
/// them anyone could work out the coming throws.
fn public_position(pos: &Position) -> String {
    let text = pos.to_string();
    match text.rsplit_once(" | ") {
        Some((head, _)) => format!("{head} | generator hidden"),
        None => text,
    }
}

impl Rules for Throne {
    type State = Position;

    fn meta(&self) -> &GameMeta {
        &META
    }

    fn read(&self, text: &str) -> Result<Position, Fault> {
        text.parse::<Position>()
            .map_err(|e| common::damaged("Throne", e))
    }

    fn write(&self, pos: &Position) -> String {
        pos.to_string()
    }

    fn standings(&self, pos: &Position) -> Option<Vec<u8>> {
        // The winner first, the others still playing second, those who left last.
        let w = pos.winner()?;
        Some(
            pos.seats()
                .map(|s| {
                    if s == w {
                        1
                    } else if pos.resigned(s) {
                        3
                    } else {
                        2
                    }
                })
                .collect(),
        )
    }

    fn resign(&self, play: Play<'_>, pos: Position) -> Option<Outcome<Effect<Position>>> {
        Some((|| -> Outcome<Effect<Position>> {
            let me = seat(play.seated()?);
            let mut after = pos.clone();
            let mut events = Vec::new();
            after
                .resign(me, &mut events)
                .map_err(|e| game_api::Failure::refused(e.to_string()))?;
            let log = Action::Resign(me).to_string();
            let mut effect = commit(&self.art, &play, &pos, after.clone(), &events, log, None);
            if let (Effect::Commit(c), Some(w)) = (&mut effect, after.winner()) {
                c.ended = Some(game_api::Ending::new(
                    game_api::GameStatus::Resigned,
                    format!(
                        "{} resigned; {} wins.",
                        who(play.game, me),
                        who(play.game, w)
                    ),
                ));
            }
            Ok(effect)
        })())
    }

    fn time_out(
        &self,
        game: &GameRecord,
        pos: Position,
        seat_index: usize,
    ) -> Option<Outcome<TimeOut<Position>>> {
        Some((|| -> Outcome<TimeOut<Position>> {
            let me = seat(seat_index);
            let mut after = pos.clone();
            let mut events = Vec::new();
            after
                .resign(me, &mut events)
                .map_err(|e| game_api::Failure::refused(e.to_string()))?;
            let ended = after.winner().map(|w| {
                game_api::Ending::new(
                    game_api::GameStatus::Timeout,
                    format!("{} ran out of time; {} wins.", who(game, me), who(game, w)),
                )
            });
            let text = match (&ended, next_line(game, &after)) {
                (Some(ending), _) => ending.result.clone(),
                (None, Some(next)) => Words::from(format!(
                    "{} ran out of time and leaves the game.",
                    who(game, me)
                ))
                .line(next),
                (None, None) => {
                    format!("{} ran out of time and leaves the game.", who(game, me)).into()
                }
            };
            Ok(TimeOut {
                state: after,
                log: game_api::LogLine::turn(Action::Resign(me).to_string()),
                ended,
                text,
            })
        })())
    }

    fn start(&self, players: usize) -> Result<Position, Fault> {
        // The generator's seed is drawn here, once; it is stored with the game (T9).
        Position::new(players, rand::random::<u64>()).map_err(|e| Fault::new(e.to_string()))
    }

    fn started(&self, game: &GameRecord, pos: &Position) -> Outcome<Vec<Out>> {
        let pos = pos.clone();
        let seats: Vec<String> = (0..game.players.len())
            .map(|i| who(game, seat(i)))
            .collect();
        let text = format!(
            "Throne begins: {}. Race your 12 soldiers round the ring and into the Throne: squad, squad, unit, soldier, soldier (T19). {} throws first{}.",
            seats.join(", "),
            who(game, pos.turn()),
            common::how_to_act(game, pos.turn().index(), ": /throw or the button")
        );
        Ok(vec![Out::Board {
            audience: Audience::Everyone,
            text: text.into(),
            picture: Box::new(view(&self.art, game, pos)),
            buttons: vec![throw_button(game.id, game.version)],
        }])
    }

    fn in_play(&self, pos: &Position) -> Option<Vec<usize>> {
        Some(pos.active().map(|s| s.index()).collect())
    }

    fn to_act(&self, pos: &Position) -> Vec<usize> {
        match pos.phase() {
            Phase::Won(_) => vec![],
            _ => vec![pos.turn().index()],
        }
    }

    fn act(
        &self,
        play: Play<'_>,
        pos: Position,
        command: &GameCommand,
    ) -> Outcome<Effect<Position>> {
        command.only(META.title, &common::options_of(VERBS, &command.verb))?;
        match command.verb.as_str() {
            "throw" => throw(&self.art, &play, &pos),
            "move" => {
                let example = "/move piece:home values:6+5";
                let piece = command.need("piece", example)?.trim().to_ascii_lowercase();
                let place_like = piece == "home"
                    || piece.parse::<u8>().is_ok()
                    || piece.split_once('-').is_some_and(|(c, k)| {
                        c.chars().all(|ch| ch.is_ascii_alphabetic()) && k.parse::<u8>().is_ok()
                    });
                if !place_like || piece.len() > 12 {
                    return Err(game_api::Failure::refused(format!(
                        "`piece:{}` is not a place: use home, a ring square 1–12, or a bridge square like red-1.",
                        shorten(&piece)
                    )));
                }
                let values = command.need("values", example)?.trim().to_string();
                if values.is_empty()
                    || values.len() > 40
                    || !values.split('+').all(|v| v.trim().parse::<u8>().is_ok())
                {
                    return Err(game_api::Failure::refused(format!(
                        "`values:{}` is not a list of values: join them with +, like values:6+5.",
                        shorten(&values)
                    )));
                }
                let kind = command.word("kind", META.pieces, "a kind of piece")?;
                advance(&self.art, &play, &pos, &piece, kind.as_deref(), &values)
            }
            other => Err(Failure::fault(format!("/{other} is not a Throne command"))),
        }
    }

    fn status_line(&self, game: &GameRecord, pos: &Position) -> Outcome<Words> {
        use game_api::GameStatus::{Aborted, Resigned, Timeout};
        if matches!(game.status, Resigned | Timeout | Aborted)
            && let Some(result) = &game.result
        {
            return Ok(result.clone());
        }
        Ok(match pos.phase() {
            Phase::Won(w) => format!("{} won the Throne.", who(game, w)).into(),
            _ => next_line(game, pos).map(Words::from).unwrap_or_default(),
        })
    }

    fn describe(&self, game: &GameRecord, pos: &Position, _viewer: Viewer) -> Outcome<Vec<Words>> {
        let mut lines: Vec<Words> = vec![
            Words::from(format!(
                "Throne, {} players, turn {}.",
                pos.players(),
                pos.current_round()
            )),
            self.status_line(game, pos)?,
        ];
        for s in pos.seats() {
            if pos.resigned(s) {
                lines.say(format!("{} resigned.", who(game, s)));
                continue;
            }
            let pieces: Vec<String> = pos
                .pieces(s)
                .iter()
                .map(|(step, kind, n)| {
                    let at = pos.place(s, *step);
                    if *n == 1 {
                        format!("{kind} on {at}")
                    } else {
                        format!("{n} {kind}s on {at}")
                    }
                })
                .collect();
            let gate = if pos.gate_open(s) {
                "gate open"
            } else {
                "gate locked (a capture or the first piece into the Throne opens it)"
            };
            lines.say(format!(
                "{}: {} at home; {}; Throne {} of 5; {gate}.",
                who(game, s),
                pos.home(s),
                if pieces.is_empty() {
                    "nothing on the board".to_string()
                } else {
                    pieces.join(", ")
                },
                pos.finished(s)
            ));
        }
        if pos.bonus_owed() > 0 {
            lines.say(format!(
                "{} bonus round(s) owed to {}.",
                pos.bonus_owed(),
                who(game, pos.turn())
            ));
        }
        lines.say(format!("Position: `{}`", public_position(pos)));
        Ok(lines)
    }

    fn replay(&self, mut pos: Position, seat_index: usize, entry: &str) -> Result<Position, Fault> {
        let action: Action = entry
            .parse()
            .map_err(|e: throne::NotationError| Fault::new(e.to_string()))?;
        let mut events = Vec::new();
        match action {
            Action::Throw(values) => {
                if pos.turn().index() != seat_index {
                    return Err(Fault::new(format!("seat {seat_index} threw out of turn")));
                }
                // Throw again with the stored generator: the values must match (T9).
                pos.throw(&mut events)
                    .map_err(|e| Fault::new(e.to_string()))?;
                let thrown: Vec<u8> = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::Threw { throw, .. } => Some(throw.value()),
                        _ => None,
                    })
                    .collect();
                if thrown != values {
                    return Err(Fault::new(format!(
                        "the generator throws {thrown:?}, the log says {values:?}"
                    )));
                }
            }
            Action::Move(mv) => {
                if pos.turn().index() != seat_index {
                    return Err(Fault::new(format!("seat {seat_index} moved out of turn")));
                }
                pos.apply(&mv, &mut events)
                    .map_err(|e| Fault::new(e.to_string()))?;
            }
            Action::Resign(s) => {
                if s.index() != seat_index {
                    return Err(Fault::new(format!("seat {seat_index} resigned for {s}")));
                }
                pos.resign(s, &mut events)
                    .map_err(|e| Fault::new(e.to_string()))?;
            }
        }
        Ok(pos)
    }

    fn board(
        &self,
        game: &GameRecord,
        pos: &Position,
        _viewer: Viewer,
    ) -> Outcome<Box<dyn Picture>> {
        Ok(Box::new(view(&self.art, game, pos.clone())))
    }

    fn suggest(&self, play: Play<'_>, pos: &Position, field: &Field) -> Vec<Suggestion> {
        if play.seat.map(seat) != Some(pos.turn()) || pos.phase() != Phase::Move {
            return vec![];
        }
        let moves = pos.legal_moves();
        let piece = field.get("piece");
        let kind = field.get("kind");
        let same = |a: &Option<String>, b: String| {
            a.as_deref()
                .is_none_or(|a| a.trim().eq_ignore_ascii_case(&b))
        };
        let mut out: Vec<Suggestion> = Vec::new();
        let mut push = |label: String, value: String| {
            if !out.iter().any(|s| s.value == value) {
                out.push(Suggestion { label, value });
            }
        };
        match (field.verb.as_str(), field.option.as_str()) {
            ("move", "piece") => {
                for m in &moves {
                    push(format!("{} · {}", m.from, m.kind), m.from.to_string());
                }
            }
            ("move", "kind") => {
                for m in moves.iter().filter(|m| same(&piece, m.from.to_string())) {
                    push(m.kind.to_string(), m.kind.to_string());
                }
            }
            ("move", "values") => {
                for m in moves
                    .iter()
                    .filter(|m| same(&piece, m.from.to_string()) && same(&kind, m.kind.to_string()))
                {
                    push(move_label(pos, m), m.values.to_string());
                }
            }
            _ => {}
        }
        out
    }

    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out> {
        if let Some(p) = piece {
            let text = match p.trim().to_ascii_lowercase().as_str() {
                "soldier" => {
                    "Soldier (T11): one of your 12; it moves the sum of the values you spend. Soldiers meeting on your gate form squads and then your unit (T17); the last two soldiers enter the Throne after both squads and the unit (T19)."
                }
                "unit" => {
                    "Unit (T11, T17): 2 soldiers formed on your gate, drawn as a horse; it spends only even values (2, 4, 6, 8, 16) and moves half their sum. It enters the Throne third (T19)."
                }
                "squad" => {
                    "Squad (T11, T17): 4 soldiers formed on your gate, drawn as a cart; it spends only multiples of 4 (4, 8, 16) and moves a quarter of their sum. Your two squads enter the Throne first (T19)."
                }
                _ => {
                    return game_api::refuse(format!(
                        "`piece:{}` is not a Throne piece: use soldier, unit or squad.",
                        shorten(p)
                    ));
                }
            };
            return Ok(Out::Plain(Reply::private(&user.id, text)));
        }
        let text = "Throne (2–4 players). Each player races 12 soldiers from home round a ring of 12 squares, across their own 2-square bridge and into the Throne in the centre. \
Your round: /throw throws 8 shells; the white sides give the value (2–8; 1 white = 11, none = 16). 16, 11, 4, 6 and 8 are power values: you throw again, and the round's values are the whole chain. \
Then spend the values: /move piece:<home, a square or your bridge> values:<some of them, like 6+5> (or press a button). A soldier moves the sum; a unit (2 soldiers, a horse) uses only even values and moves half; a squad (4, a cart) uses multiples of 4 and moves a quarter. \
Land on an enemy piece of the same type on a plain square to capture it (home it goes, as soldiers) and earn a bonus round; shields (every entry and gate, grey) are safe. \
Your gate (the square before your entry, with the lock) is locked until your first capture or until anyone's piece enters the Throne; until then your pieces circle the ring. Soldiers meeting on your gate form squads and then your unit (the cart slots show progress); single soldiers wait on the gate until both squads and the unit exist. \
Pieces enter the Throne in the order squad, squad, unit, soldier, soldier, with the exact distance; the first to finish wins. There is no passing: if a move exists you must make one; values no move can use are forfeited. The picture marks every square you can reach.";
        Ok(Out::Rich {
            reply: Reply::private(&user.id, text),
            picture: Box::new(common::RulesPicture::new(
                &self.art,
                "throne-rules.png",
                |r: &throne_render::Renderer| r.diagram(),
            )),
        })
    }
}
