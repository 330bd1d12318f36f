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
mod judge;
mod labels;
mod texts;
mod turns;
mod view;

use super::common;
use game_api::words::shorten;
use game_api::{Arg, Join, Phrase, Words};
use game_api::{
    Art, Audience, Effect, Failure, Fault, Field, GameCommand, GameMeta, GameRecord, OptionSpec,
    Out, Outcome, Picture, Play, Refusal, Reply, Role, Rules, Suggestion, TimeOut, User, Verb,
    Viewer, Why,
};
use std::sync::Arc;
use texts::{all_seats, at, kind as kind_name, next_line, rejection, throw_button, who};
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
    seat_words: &[
        "throne-seat-red",
        "throne-seat-blue",
        "throne-seat-green",
        "throne-seat-gold",
    ],
    side_words: &[],
    players: 2..=4,
    draws: false,
    pieces: &["soldier", "unit", "squad"],
    help: "throne-help",
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

fn name(game: &GameRecord, s: Seat) -> &game_api::User {
    game.player(s.index())
}

/// Why `me` may not act in `pos` now, if it may not: the game is over,
/// `me` has left it, or another seat is on turn (named as in `game`).
fn not_now(game: &GameRecord, pos: &Position, me: Seat) -> Option<Failure> {
    let refused = |why: Why, text: Phrase| Some(Failure::Refused(Refusal::because(why, text)));
    if let Some(w) = pos.winner() {
        return refused(
            Why::GameOver,
            Phrase::new("throne-game-over").with("who", who(game, w)),
        );
    }
    if pos.resigned(me) {
        return refused(Why::Other, Phrase::new("throne-you-resigned"));
    }
    if pos.turn() != me {
        let id = if pos.phase() == Phase::Throw {
            "throne-their-round-throw"
        } else {
            "throne-their-round-move"
        };
        return refused(
            Why::NotYourTurn,
            Phrase::new(id).with("who", who(game, pos.turn())),
        );
    }
    None
}

/// The position notation without the generator's seed and place (with
/// them anyone could work out the coming throws), in words that say so.
fn public_position(pos: &Position) -> Phrase {
    let text = pos.to_string();
    let head = match text.rsplit_once(" | ") {
        Some((head, _)) => head.to_string(),
        None => text,
    };
    Phrase::new("throne-describe-position").code("position", head)
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

    fn analysis_effort(&self) -> Option<game_api::Effort> {
        // The level of the engine's look at each move (its sampled futures
        // are drawn from a fixed seed): the same game, the same analysis.
        Some(game_api::Effort(5))
    }

    fn judge(
        &self,
        pos: &Position,
        played: Option<&str>,
        effort: game_api::Effort,
    ) -> Option<game_api::Judgement> {
        Some(judge::judge(pos, played, effort))
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
                .map_err(|e| game_api::Failure::refused(rejection(&e)))?;
            let log = Action::Resign(me).to_string();
            let mut effect = commit(&self.art, &play, &pos, after.clone(), &events, log, None);
            if let (Effect::Commit(c), Some(w)) = (&mut effect, after.winner()) {
                c.ended = Some(game_api::Ending::new(
                    game_api::GameStatus::Resigned,
                    Phrase::new("throne-resigned-wins")
                        .with("who", who(play.game, me))
                        .with("winner", who(play.game, w)),
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
                .map_err(|e| game_api::Failure::refused(rejection(&e)))?;
            let ended = after.winner().map(|w| {
                game_api::Ending::new(
                    game_api::GameStatus::Timeout,
                    Phrase::new("throne-timed-out-wins")
                        .with("who", who(game, me))
                        .with("winner", who(game, w)),
                )
            });
            let leaves = Phrase::new("throne-timed-out-leaves").with("who", who(game, me));
            let text = match (&ended, next_line(game, &after)) {
                (Some(ending), _) => ending.result.clone(),
                (None, Some(next)) => Words::from(leaves).line(next),
                (None, None) => leaves.into(),
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
        let first = Phrase::new(if texts::engine_seat(game, pos.turn()) {
            "throne-throws-first-engine"
        } else {
            "throne-throws-first"
        })
        .with("who", who(game, pos.turn()));
        let text = Words::from(
            Phrase::new("throne-begins")
                .with("seats", all_seats(game, (0..game.players.len()).map(seat))),
        )
        .then(first);
        Ok(vec![Out::Board {
            audience: Audience::Everyone,
            text,
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
                let need = |option: &'static str| {
                    command.get(option).ok_or_else(|| {
                        Failure::refused(Phrase::new("throne-move-needs").code("option", option))
                    })
                };
                let piece = need("piece")?.trim().to_ascii_lowercase();
                let place_like = piece == "home"
                    || piece.parse::<u8>().is_ok()
                    || piece.split_once('-').is_some_and(|(c, k)| {
                        c.chars().all(|ch| ch.is_ascii_alphabetic()) && k.parse::<u8>().is_ok()
                    });
                if !place_like || piece.len() > 12 {
                    return Err(game_api::Failure::refused(
                        Phrase::new("throne-not-a-place").name("piece", shorten(&piece)),
                    ));
                }
                let values = need("values")?.trim().to_string();
                if values.is_empty()
                    || values.len() > 40
                    || !values.split('+').all(|v| v.trim().parse::<u8>().is_ok())
                {
                    return Err(game_api::Failure::refused(
                        Phrase::new("throne-not-values").name("values", shorten(&values)),
                    ));
                }
                let kind = command.get("kind");
                if let Some(k) = kind
                    && throne::Kind::from_name(k).is_none()
                {
                    return Err(game_api::Failure::refused(
                        Phrase::new("throne-not-a-kind").name("kind", shorten(k)),
                    ));
                }
                advance(&self.art, &play, &pos, &piece, kind, &values)
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
            Phase::Won(w) => Phrase::new("throne-won").with("who", who(game, w)).into(),
            _ => next_line(game, pos).map(Words::from).unwrap_or_default(),
        })
    }

    fn describe(&self, game: &GameRecord, pos: &Position, _viewer: Viewer) -> Outcome<Vec<Words>> {
        let mut lines: Vec<Words> = vec![
            Phrase::new("throne-describe-head")
                .with("players", pos.players())
                .with("turn", pos.current_round())
                .into(),
            self.status_line(game, pos)?,
        ];
        for s in pos.seats() {
            if pos.resigned(s) {
                lines.push(
                    Phrase::new("throne-event-resigned")
                        .with("who", who(game, s))
                        .into(),
                );
                continue;
            }
            let pieces: Vec<Phrase> = pos
                .pieces(s)
                .iter()
                .map(|(step, kind, n)| {
                    Phrase::new("throne-describe-pieces")
                        .with("count", *n)
                        .code("kind", kind_name(*kind))
                        .with("at", at(pos.place(s, *step)))
                })
                .collect();
            let pieces = if pieces.is_empty() {
                Arg::from(Phrase::new("throne-describe-nothing"))
            } else {
                Arg::List(Join::And, pieces)
            };
            lines.push(
                Phrase::new("throne-describe-seat")
                    .with("who", who(game, s))
                    .with("home", pos.home(s))
                    .with("pieces", pieces)
                    .with("finished", pos.finished(s))
                    .code("gate", if pos.gate_open(s) { "open" } else { "locked" })
                    .into(),
            );
        }
        if pos.bonus_owed() > 0 {
            lines.push(
                Phrase::new("throne-describe-bonus")
                    .with("count", pos.bonus_owed())
                    .with("who", who(game, pos.turn()))
                    .into(),
            );
        }
        lines.push(public_position(pos).into());
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
        let mut push = |label: Words, value: String| {
            if !out.iter().any(|s| s.value == value) {
                out.push(Suggestion { label, value });
            }
        };
        match (field.verb.as_str(), field.option.as_str()) {
            ("move", "piece") => {
                for m in &moves {
                    let label = Words::from(labels::place_label(m.from))
                        .and(Words::code(" · "))
                        .and(labels::kind_phrase("throne-kind", m.kind));
                    push(label, m.from.to_string());
                }
            }
            ("move", "kind") => {
                for m in moves.iter().filter(|m| same(&piece, m.from.to_string())) {
                    push(
                        labels::kind_phrase("throne-kind", m.kind).into(),
                        m.kind.to_string(),
                    );
                }
            }
            ("move", "values") => {
                for m in moves
                    .iter()
                    .filter(|m| same(&piece, m.from.to_string()) && same(&kind, m.kind.to_string()))
                {
                    push(texts::move_label(pos, m), m.values.to_string());
                }
            }
            _ => {}
        }
        out
    }

    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out> {
        if let Some(p) = piece {
            let id = match p.trim().to_ascii_lowercase().as_str() {
                "soldier" => "throne-rules-soldier",
                "unit" => "throne-rules-unit",
                "squad" => "throne-rules-squad",
                _ => {
                    return game_api::refuse(
                        Phrase::new("throne-rules-not-a-piece").name("piece", shorten(p)),
                    );
                }
            };
            return Ok(Out::Plain(Reply::private(&user.id, Phrase::new(id))));
        }
        Ok(Out::Rich {
            reply: Reply::private(&user.id, Phrase::new("throne-rules")),
            picture: Box::new(view::RulesView {
                art: Arc::clone(&self.art),
            }),
        })
    }
}
