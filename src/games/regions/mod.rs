//! The Regions chess adapter: the secret infiltrator picks (the choice
//! session its button opens, or `/pick`), staged moves with carries and promotions,
//! reveals, texts and pictures made for each viewer, over `crates/regions`
//! and `crates/regions-render`.
//!
//! Secrecy: the stored state holds both picks (the server needs them); a
//! pick reaches only its owner: in their private replies, their private
//! pictures, their `/game` and their `/history`. Everything public is made
//! for [`Viewer::Public`], and the public position text hides the picks
//! — until the game is over, however it ended: then every unrevealed pick
//! is shown to everyone (R16).

mod choices;
mod engine;
mod say;
mod turns;
mod view;

use super::common;
use game_api::{Arg, Join, Phrase, Words};
use game_api::{
    Art, Audience, Button, ButtonId, ButtonStyle, ChoiceAsk, Effect, Failure, Fault, Field,
    GameCommand, GameMeta, GameRecord, LogEntry, OptionSpec, Out, Outcome, Picture, Play, Role,
    Rules, SecretSetup, SquareName, Stage, Staging, Suggestion, User, Verb, Viewer,
};
use regions::{Action, Infiltrator, Kind, Move, Position, Promotion, Side, Square};
use std::sync::Arc;
use turns::{commit, move_action, pick, preview, staged};
use view::view;

/// The engine's effort per position when it analyses a finished game
/// (issue 48): nodes, so the analysis is the same on any machine.
pub const ANALYSIS_EFFORT: game_api::Effort = game_api::Effort(100_000);

/// The slope of this game's win-chance curve (`1 / (1 + e^(−slope·score))`),
/// fitted to the engine's own results at [`ANALYSIS_EFFORT`] by
/// `cargo run --release --example calibrate` (`data/calibration/`).
pub const WIN_CHANCE_SLOPE: f64 = 0.003227;

/// The Regions renderer, shared by every Regions picture.
pub type RegionsArt = Arc<Art<regions_render::Renderer>>;

/// Regions chess, as the host sees it.
pub struct Regions {
    art: RegionsArt,
}

impl Regions {
    /// Regions chess drawing squares of `square_px` pixels (its renderer
    /// is made on its first picture).
    pub fn new(square_px: u32) -> Regions {
        Regions {
            art: Art::new(square_px, |px| {
                regions_render::Renderer::with_square(px).map_err(|e| e.to_string())
            }),
        }
    }
}

const META: GameMeta = GameMeta {
    name: "regions",
    title: "Regions chess",
    seat_names: &["White", "Black"],
    seat_words: &["regions-side-white", "regions-side-black"],
    side_words: &["white", "black"],
    players: 2..=2,
    draws: true,
    pieces: &[
        "pawn",
        "commander",
        "jumper",
        "hussar",
        "bishop",
        "scout",
        "tower",
        "queen",
        "king",
    ],
    help: "regions-help",
    verbs: VERBS,
};

const CARRY: OptionSpec =
    OptionSpec::text("carry", "The pawn your commander carries along").suggested();

const CARRY_PROMOTE: OptionSpec = OptionSpec::text(
    "carry_promote",
    "What the carried pawn becomes on its last rank",
)
.suggested();

const PROMOTIONS: &[&str] = &["queen", "tower", "bishop", "scout", "hussar"];

/// The Regions chess commands.
const VERBS: &[Verb] = &[
    Verb {
        name: "pick",
        about: "Pick your secret infiltrator, an enemy piece (only you see it)",
        options: &[
            OptionSpec::text("piece", "The enemy piece's square, like e9")
                .required()
                .suggested(),
        ],
        private: true,
        role: Role::Act,
    },
    Verb {
        name: "move",
        about: common::MOVE_ABOUT,
        options: &[
            common::FROM,
            common::TO,
            common::PROMOTE,
            CARRY,
            CARRY_PROMOTE,
        ],
        private: true,
        role: Role::Stage,
    },
    Verb {
        name: "reveal",
        about: "Reveal your infiltrator (once a check has happened); it ends your turn",
        options: &[],
        private: false,
        role: Role::Act,
    },
    Verb {
        name: "turn",
        about: common::TURN_ABOUT,
        // `/turn` takes every option `/move` takes.
        options: &[common::TURN_MOVE, common::PROMOTE, CARRY, CARRY_PROMOTE],
        private: false,
        role: Role::Turn,
    },
];

fn side_of(seat: usize) -> Side {
    if seat == 0 { Side::White } else { Side::Black }
}

fn name(game: &GameRecord, side: Side) -> &game_api::User {
    game.player(side.index())
}

fn square(value: &SquareName) -> Outcome<Square> {
    value.as_str().parse::<Square>().map_err(|_| {
        game_api::Failure::refused(
            Phrase::new("regions-not-a-square")
                .code("text", value.as_str().chars().take(16).collect::<String>()),
        )
    })
}

fn promotion(option: &'static str, value: &str) -> Outcome<Promotion> {
    value.parse::<Promotion>().map_err(|_| {
        game_api::Failure::refused(
            Phrase::new("regions-not-a-promotion")
                .code("option", option)
                .code("value", value.chars().take(20).collect::<String>()),
        )
    })
}

fn seated(play: &Play<'_>) -> Outcome<Side> {
    Ok(play.seated().map(side_of)?)
}

fn on_turn(play: &Play<'_>, pos: &Position) -> Outcome<Side> {
    let side = seated(play)?;
    if !pos.picks_done() {
        return Err(match pos.infiltrator(side) {
            Infiltrator::Unpicked => game_api::Failure::refused(Phrase::new("regions-pick-first")),
            _ => game_api::Failure::refused(Phrase::new("regions-opponent-picking")),
        });
    }
    let to_move = pos.to_move();
    if side != to_move {
        return Err(game_api::Failure::refused(
            Phrase::new("regions-not-your-turn")
                .name("player", name(play.game, to_move))
                .with("side", say::side(to_move)),
        ));
    }
    Ok(side)
}

/// `e9 · Black's commander`, as a choice's or a suggestion's label.
fn piece_label(pos: &Position, sq: Square) -> game_api::Phrase {
    say::square_label(pos, sq)
}

/// Whether `game` (standing at `pos`) is over, on the board or off it (a
/// resignation, a time-out, an agreed draw, an abort): its secrets are
/// then everyone's (R16).
fn over(game: &GameRecord, pos: &Position) -> bool {
    !game.running() || pos.winner().is_some() || pos.is_drawn()
}

/// The public form of the position text: the infiltrator field shows only
/// what `viewer` may know (`*` is a pick hidden from them), everything
/// once the game is `over` (R16).
fn shown_position(pos: &Position, viewer: Viewer, over: bool) -> String {
    let text = pos.to_string();
    let fields: Vec<&str> = text.split(' ').collect();
    let picks: Vec<String> = Side::ALL
        .iter()
        .map(|&side| {
            let sees = over || viewer == Viewer::Seat(side.index());
            match pos.infiltrator(side) {
                Infiltrator::Unpicked => "?".to_string(),
                Infiltrator::Revealed => "r".to_string(),
                Infiltrator::Hidden(sq) if sees => sq.to_string(),
                Infiltrator::Lost if sees => "x".to_string(),
                _ => "*".to_string(),
            }
        })
        .collect();
    let mut out: Vec<String> = fields.iter().map(|f| f.to_string()).collect();
    if out.len() == 6 {
        out[4] = picks.join("/");
    }
    out.join(" ")
}

impl Rules for Regions {
    type State = Position;

    fn meta(&self) -> &GameMeta {
        &META
    }

    fn read(&self, text: &str) -> Result<Position, Fault> {
        // The reason may name a secret pick: the fault says only which game.
        text.parse::<Position>()
            .map_err(|_| Fault::new("unreadable Regions position"))
    }

    fn write(&self, pos: &Position) -> String {
        pos.to_string()
    }

    fn analysis_effort(&self) -> Option<game_api::Effort> {
        Some(ANALYSIS_EFFORT)
    }

    fn judge(
        &self,
        pos: &Position,
        played: Option<&str>,
        effort: game_api::Effort,
    ) -> Option<game_api::Judgement> {
        // The picks (R13) are set-up, not turns: nothing to judge yet.
        if !pos.picks_done() {
            return Some(game_api::Judgement::even(2));
        }
        // The game is over: the search reads both infiltrators, as the
        // analysis may (never while the game runs).
        Some(super::judging::searched(
            pos,
            pos.to_move().index(),
            played,
            effort,
            WIN_CHANCE_SLOPE,
        ))
    }

    fn turn_path(&self, turn: &str) -> Option<(String, String)> {
        let m = turn.parse::<regions::Action>().ok()?.mv()?;
        Some((m.from.to_string(), m.to.to_string()))
    }

    fn puzzle(&self, pos: &Position, effort: game_api::Effort) -> Option<Vec<String>> {
        // The solver must not need the opponent's hidden pick (R13).
        if !pos.picks_done() || regions::search::secret::unknown(pos, pos.to_move()) {
            return None;
        }
        super::judging::puzzle(pos, effort, WIN_CHANCE_SLOPE)
    }

    fn standings(&self, pos: &Position) -> Option<Vec<u8>> {
        common::two_player_places(pos.winner().map(|w| w.index()), pos.is_drawn())
    }

    fn start(&self, _players: usize) -> Result<Position, Fault> {
        Ok(Position::start())
    }

    fn started(&self, game: &GameRecord, pos: &Position) -> Outcome<Vec<Out>> {
        let pos = *pos;
        let text = Phrase::new("regions-started")
            .name("white", name(game, Side::White))
            .name("black", name(game, Side::Black));
        Ok(vec![Out::Board {
            audience: Audience::Everyone,
            text: text.into(),
            picture: Box::new(view(&self.art, game, pos, Viewer::Public)),
            // It opens the presser's choice session at the pick, whatever
            // the other player has done meanwhile.
            buttons: vec![Button {
                id: ButtonId::choice(game.id, None, &ChoiceAsk::Open).to_string(),
                label: Phrase::new("regions-button-pick").into(),
                style: ButtonStyle::Primary,
            }],
        }])
    }

    fn to_act(&self, pos: &Position) -> Vec<usize> {
        if pos.winner().is_some() || pos.is_drawn() {
            return vec![];
        }
        if !pos.picks_done() {
            return Side::ALL
                .iter()
                .filter(|s| pos.infiltrator(**s) == Infiltrator::Unpicked)
                .map(|s| s.index())
                .collect();
        }
        vec![pos.to_move().index()]
    }

    fn act(
        &self,
        play: Play<'_>,
        pos: Position,
        command: &GameCommand,
    ) -> Outcome<Effect<Position>> {
        command.only(META.title, &common::options_of(VERBS, &command.verb))?;
        let art = &self.art;
        match command.verb.as_str() {
            "pick" => {
                let piece = command.need_square("piece", "/pick piece:e9")?;
                pick(art, &play, &pos, square(&piece)?)
            }
            "reveal" => commit(art, &play, &pos, Action::Reveal),
            "turn" => {
                let mv = command.get("move").map(common::two_squares).transpose()?;
                let promote = command.word("promote", PROMOTIONS, game_api::Expected::Choice)?;
                let carry = command.square("carry")?;
                let carry_promote = command
                    .get("carry_promote")
                    .map(|p| {
                        game_api::verbs::word(
                            "carry_promote",
                            p,
                            PROMOTIONS,
                            game_api::Expected::Choice,
                        )
                    })
                    .transpose()?;
                on_turn(&play, &pos)?;
                let Some((from, to)) = mv else {
                    return Err(game_api::Failure::refused(Phrase::new(
                        "regions-turn-needs-move",
                    )));
                };
                let action = move_action(
                    &from,
                    &to,
                    promote.as_deref(),
                    carry.as_ref(),
                    carry_promote.as_deref(),
                )?;
                commit(art, &play, &pos, action)
            }
            other => Err(Failure::fault(format!("/{other} is not a Regions command"))),
        }
    }

    fn status_line(&self, game: &GameRecord, pos: &Position) -> Outcome<Words> {
        if let (Some(result), false) = (&game.result, game.running()) {
            return Ok(Words::from(Phrase::new("regions-game-over")).then(result.clone()));
        }
        if !pos.picks_done() {
            let waiting: Vec<&game_api::User> = Side::ALL
                .iter()
                .filter(|s| pos.infiltrator(**s) == Infiltrator::Unpicked)
                .map(|s| name(game, *s))
                .collect();
            return Ok(match waiting.as_slice() {
                [one] => Phrase::new("regions-picking-one").name("player", *one),
                _ => Phrase::new("regions-picking-both")
                    .name("white", name(game, Side::White))
                    .name("black", name(game, Side::Black)),
            }
            .into());
        }
        Ok(Phrase::new("regions-status-turn")
            .with("turn", pos.turn())
            .with("side", say::side(pos.to_move()))
            .name("player", name(game, pos.to_move()))
            .into())
    }

    fn describe(&self, game: &GameRecord, pos: &Position, viewer: Viewer) -> Outcome<Vec<Words>> {
        let mut lines: Vec<Words> = vec![
            Phrase::new("regions-describe-title")
                .name("white", name(game, Side::White))
                .name("black", name(game, Side::Black))
                .into(),
            self.status_line(game, pos)?,
        ];
        let mut say = |p: Phrase| lines.push(p.into());
        for side in Side::ALL {
            if pos.king(side).is_some() && pos.in_check(side) {
                say(Phrase::new("regions-in-check").with("side", say::side(side)));
            }
        }
        let over = over(game, pos);
        if !over {
            say(Phrase::new(if pos.check_happened() {
                "regions-check-happened"
            } else {
                "regions-no-check-yet"
            }));
        }
        if let Some(sq) = pos.recapture() {
            say(Phrase::new("regions-recapture-now")
                .with("side", say::side(pos.to_move()))
                .code("square", sq));
        }
        for side in Side::ALL {
            let mine = viewer == Viewer::Seat(side.index());
            let of = |id: &'static str| Phrase::new(id).with("side", say::side(side));
            match pos.infiltrator(side) {
                Infiltrator::Revealed => say(of("regions-has-revealed")),
                // R16: once the game is over, everyone sees it.
                Infiltrator::Hidden(sq) if over => say(match pos.piece_at(sq) {
                    Some(p) => of("regions-hidden-until-end")
                        .with("piece", say::piece(p))
                        .code("square", sq),
                    None => of("regions-hidden-until-end-gone").code("square", sq),
                }),
                Infiltrator::Lost if over => say(of("regions-lost-before-reveal")),
                Infiltrator::Hidden(sq) if mine => say(Phrase::new("regions-your-infiltrator")
                    .with(
                        "piece",
                        pos.piece_at(sq)
                            .map_or(Phrase::new("regions-a-piece"), say::piece),
                    )
                    .code("square", sq)),
                Infiltrator::Lost if mine => say(Phrase::new("regions-your-infiltrator-lost")),
                _ => {}
            }
        }
        lines.extend(common::draw_offer_line(game));
        for (i, side) in Side::ALL.iter().enumerate() {
            if let Some(lost) = game.captured.get(i).filter(|l| !l.is_empty()) {
                let kinds: Vec<Phrase> = lost
                    .iter()
                    .filter_map(|k| k.parse::<Kind>().ok())
                    .map(say::kind)
                    .collect();
                lines.push(
                    Phrase::new("regions-has-lost")
                        .with("side", say::side(*side))
                        .with("pieces", Arg::List(Join::And, kinds))
                        .into(),
                );
            }
        }
        lines.push(
            Phrase::new("regions-position")
                .code("position", shown_position(pos, viewer, over))
                .into(),
        );
        Ok(lines)
    }

    fn record_line(
        &self,
        game: &GameRecord,
        entry: &LogEntry,
        seat: Option<usize>,
        viewer: Viewer,
    ) -> Option<Words> {
        match entry.notation.strip_prefix("pick ") {
            Some(sq) if seat.is_some_and(|s| viewer == Viewer::Seat(s)) && game.running() => Some(
                Phrase::new("regions-record-picked-secret")
                    .code("square", sq)
                    .into(),
            ),
            // R16: once the game has ended every pick is public; asked for
            // the public only once it is revealed (`SecretSetup::shown`).
            Some(sq) if !game.running() || viewer == Viewer::Public => Some(
                Phrase::new("regions-record-picked")
                    .code("square", sq)
                    .into(),
            ),
            Some(_) => None,
            None => Some(match entry.notation.parse::<Action>() {
                Ok(Action::Reveal) => Phrase::new("regions-action-reveal").into(),
                _ => Words::code(entry.notation.clone()),
            }),
        }
    }

    fn replay(&self, pos: Position, seat: usize, entry: &str) -> Result<Position, Fault> {
        if seat > 1 {
            return Err(Fault::new(format!("seat {seat} does not exist")));
        }
        if let Some(sq) = entry.strip_prefix("pick ") {
            let sq: Square = sq
                .parse()
                .map_err(|e: regions::ParseSquareError| Fault::new(e.to_string()))?;
            return pos
                .pick(side_of(seat), sq)
                .map_err(|e| Fault::new(e.to_string()));
        }
        if side_of(seat) != pos.to_move() {
            return Err(Fault::new(format!("{} moved out of turn", side_of(seat))));
        }
        let action: Action = entry
            .parse()
            .map_err(|e: regions::ParseActionError| Fault::new(e.to_string()))?;
        pos.play(&action)
            .map(|(next, _)| next)
            .map_err(|e| Fault::new(e.to_string()))
    }

    fn board(
        &self,
        game: &GameRecord,
        pos: &Position,
        viewer: Viewer,
    ) -> Outcome<Box<dyn Picture>> {
        Ok(Box::new(view(&self.art, game, *pos, viewer)))
    }

    fn suggest(&self, play: Play<'_>, pos: &Position, field: &Field) -> Vec<Suggestion> {
        let pos = *pos;
        let Some(side) = play.seat.map(side_of) else {
            return vec![];
        };
        let squares = |list: &mut dyn Iterator<Item = Square>| -> Vec<Suggestion> {
            let mut seen: Vec<Square> = list.collect();
            seen.sort();
            seen.dedup();
            seen.into_iter()
                .map(|sq| Suggestion {
                    label: piece_label(&pos, sq).into(),
                    value: sq.to_string(),
                })
                .collect()
        };
        if (field.verb.as_str(), field.option.as_str()) == ("pick", "piece") {
            return squares(&mut pos.pick_choices(side).into_iter());
        }
        if !pos.picks_done() || pos.to_move() != side {
            return vec![];
        }
        let parse = |key: &str| field.get(key).and_then(|s| s.trim().parse::<Square>().ok());
        let moves: Vec<Move> = pos.legal_actions().iter().filter_map(Action::mv).collect();
        match (field.verb.as_str(), field.option.as_str()) {
            ("move", "from") => squares(&mut moves.iter().map(|m| m.from)),
            ("move", "to") => {
                let from = parse("from");
                squares(&mut moves.iter().filter(|m| Some(m.from) == from).map(|m| m.to))
            }
            ("move", "carry") => {
                let (from, to) = (parse("from"), parse("to"));
                squares(
                    &mut moves
                        .iter()
                        .filter(|m| Some(m.from) == from && (to.is_none() || Some(m.to) == to))
                        .filter_map(|m| m.carry.map(|c| c.from)),
                )
            }
            (_, "promote" | "carry_promote") => {
                let (from, to) = (parse("from"), parse("to"));
                let mut kinds: Vec<Promotion> = moves
                    .iter()
                    .filter(|m| from.is_none_or(|f| f == m.from) && to.is_none_or(|t| t == m.to))
                    .filter_map(|m| m.promotion)
                    .collect();
                kinds.sort();
                kinds.dedup();
                kinds
                    .into_iter()
                    .map(|p| Suggestion {
                        label: say::kind(p.kind()).into(),
                        value: p.to_string(),
                    })
                    .collect()
            }
            _ => vec![],
        }
    }

    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out> {
        match piece {
            None => Ok(Out::Board {
                audience: Audience::Private(user.id.clone()),
                picture: Box::new(RulesPicture::new(&self.art, "legend.png", None)),
                buttons: vec![],
                text: Words::lines(
                    [
                        "regions-rules-board",
                        "regions-rules-terrain",
                        "regions-rules-picks",
                        "regions-rules-commanders",
                    ]
                    .map(|id| Words::from(Phrase::new(id))),
                ),
            }),
            Some(p) => {
                let kind: Kind = p.parse().map_err(|_| {
                    game_api::Failure::refused(
                        Phrase::new("regions-not-a-piece")
                            .code("value", p.chars().take(20).collect::<String>()),
                    )
                })?;
                let id = match kind {
                    Kind::Pawn => "regions-rules-pawn",
                    Kind::Commander => "regions-rules-commander",
                    Kind::Jumper => "regions-rules-jumper",
                    Kind::Hussar => "regions-rules-hussar",
                    Kind::Bishop => "regions-rules-bishop",
                    Kind::Scout => "regions-rules-scout",
                    Kind::Tower => "regions-rules-tower",
                    Kind::Queen => "regions-rules-queen",
                    Kind::King => "regions-rules-king",
                };
                Ok(Out::Board {
                    audience: Audience::Private(user.id.clone()),
                    text: Words::from(Phrase::new(id)).then(Phrase::new("regions-rules-marks")),
                    picture: Box::new(RulesPicture::new(
                        &self.art,
                        format!("{kind}.png"),
                        Some(kind),
                    )),
                    buttons: vec![],
                })
            }
        }
    }
    fn staging(&self) -> Option<&dyn Staging<Position>> {
        Some(self)
    }

    fn setup(&self) -> Option<&dyn SecretSetup<Position>> {
        Some(self)
    }
}

/// Staged turns: one move (with its carry and promotions), previewed,
/// then played by End turn.
impl Staging<Position> for Regions {
    fn stage(&self, play: Play<'_>, pos: &Position, command: &GameCommand) -> Outcome<Stage> {
        command.only(META.title, &common::options_of(VERBS, &command.verb))?;
        match command.verb.as_str() {
            "move" => {
                let example = "/move from:E2 to:E4";
                let from = command.need_square("from", example)?;
                let to = command.need_square("to", example)?;
                let promote = command.word("promote", PROMOTIONS, game_api::Expected::Choice)?;
                let carry = command.square("carry")?;
                let carry_promote = command
                    .get("carry_promote")
                    .map(|p| {
                        game_api::verbs::word(
                            "carry_promote",
                            p,
                            PROMOTIONS,
                            game_api::Expected::Choice,
                        )
                    })
                    .transpose()?;
                on_turn(&play, pos)?;
                let action = move_action(
                    &from,
                    &to,
                    promote.as_deref(),
                    carry.as_ref(),
                    carry_promote.as_deref(),
                )?;
                preview(&self.art, &play, pos, action)
            }
            other => Err(Failure::fault(format!(
                "/{other} stages nothing in Regions"
            ))),
        }
    }

    fn play_staged(&self, play: Play<'_>, pos: Position) -> Outcome<Effect<Position>> {
        on_turn(&play, &pos)?;
        let action = staged(&play)?;
        commit(&self.art, &play, &pos, action)
    }
}

/// The secret infiltrator picks (R13), public once revealed (R14) or the
/// game over (R16).
impl SecretSetup<Position> for Regions {
    fn public_entry(&self) -> Phrase {
        Phrase::new("regions-picked-an-infiltrator")
    }

    fn shown(&self, game: &GameRecord, pos: &Position, seat: usize) -> bool {
        // A pick is public once its infiltrator is revealed (R14), and
        // every pick once the game has ended (R16).
        pos.infiltrator(side_of(seat)) == Infiltrator::Revealed || !game.running()
    }

    fn at_end(&self, game: &GameRecord, pos: &Position, log: &[LogEntry]) -> Option<Words> {
        // R16: each infiltrator not revealed, named for everyone; one lost
        // before its reveal by the piece its pick named at the start.
        let start = self.read(&game.start_state).ok();
        let told: Vec<Phrase> = Side::ALL
            .iter()
            .filter_map(|&side| {
                let of = |id: &'static str| Phrase::new(id).with("side", say::side(side));
                match pos.infiltrator(side) {
                    Infiltrator::Hidden(sq) => Some(match pos.piece_at(sq) {
                        Some(p) => of("regions-end-hidden")
                            .with("piece", say::piece(p))
                            .code("square", sq),
                        None => of("regions-end-hidden-gone").code("square", sq),
                    }),
                    Infiltrator::Lost => {
                        let picked = log
                            .iter()
                            .filter(|e| e.seat == side.index() as i64)
                            .find_map(|e| e.notation.strip_prefix("pick ")?.parse::<Square>().ok());
                        let piece = picked.and_then(|sq| Some((start.as_ref()?.piece_at(sq)?, sq)));
                        Some(match piece {
                            Some((p, sq)) => of("regions-end-lost")
                                .with("piece", say::piece(p))
                                .code("square", sq),
                            None => of("regions-end-lost-unknown"),
                        })
                    }
                    Infiltrator::Unpicked | Infiltrator::Revealed => None,
                }
            })
            .collect();
        let mut told = told.into_iter();
        let first = told.next()?;
        Some(
            match told.next() {
                None => Phrase::new("regions-at-end-one").with("first", first),
                Some(second) => Phrase::new("regions-at-end-two")
                    .with("first", first)
                    .with("second", second),
            }
            .into(),
        )
    }
}

/// A `/rules` picture: the legend (`None`) or a piece's diagram, drawn on
/// first use from the shared renderer, in its reader's language.
#[derive(Debug)]
struct RulesPicture {
    art: RegionsArt,
    filename: String,
    kind: Option<Kind>,
}

impl RulesPicture {
    fn new(art: &RegionsArt, filename: impl Into<String>, kind: Option<Kind>) -> RulesPicture {
        RulesPicture {
            art: Arc::clone(art),
            filename: filename.into(),
            kind,
        }
    }
}

impl Picture for RulesPicture {
    fn draw(&self, speak: &dyn game_api::Speak) -> Result<game_api::Drawn, Fault> {
        let r = self.art.get()?;
        common::drawn(
            &self.filename,
            match self.kind {
                None => r.legend(speak),
                Some(kind) => r.diagram(kind, speak),
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::test_support::{Host, ctx, field, host, store};
    use game_api::{Field, User};
    use regions::{Action, Position, Side};
    use std::collections::BTreeSet;

    async fn host_with(dir: &tempfile::TempDir, state: &str) -> Host {
        let h = host(dir).await;
        let mut c = h.store().write().await.unwrap();
        let players = [User::named("alice"), User::named("bob")];
        store::insert_game(
            &mut c,
            "lobby",
            "regions",
            &players,
            state,
            Default::default(),
        )
        .await
        .unwrap();
        c.commit().await.unwrap();
        h
    }

    async fn values(h: &Host, user: &str, field: Field) -> BTreeSet<String> {
        h.suggest(&ctx(user), &field, "")
            .await
            .into_iter()
            .map(|s| s.value)
            .collect()
    }

    /// A position with carries, a promotion and a reveal to choose from, Black's pick on d2.
    const CARRIES: &str = "k8t/10/3P'C'5/5P'4/2j2b4/10/10/4C5/3PP1P3/5K4 w 21 + c6/d2 -";

    #[tokio::test]
    async fn suggestions_are_exactly_the_legal_moves_and_promotions_and_carries() {
        let dir = tempfile::tempdir().unwrap();
        let h = host_with(&dir, CARRIES).await;
        let pos: Position = CARRIES.parse().unwrap();
        let moves: Vec<regions::Move> = pos.legal_actions().iter().filter_map(Action::mv).collect();
        let names = |it: &mut dyn Iterator<Item = regions::Square>| -> BTreeSet<String> {
            it.map(|s| s.to_string()).collect()
        };
        assert_eq!(
            values(&h, "alice", field("move", "from", &[])).await,
            names(&mut moves.iter().map(|m| m.from))
        );
        for from in moves.iter().map(|m| m.from) {
            let to = names(&mut moves.iter().filter(|m| m.from == from).map(|m| m.to));
            let typed = field("move", "to", &[("from", Some(from.to_string()))]);
            assert_eq!(values(&h, "alice", typed).await, to, "from {from}");
        }
        for m in &moves {
            let (from, to) = (Some(m.from.to_string()), Some(m.to.to_string()));
            let carries = names(
                &mut moves
                    .iter()
                    .filter(|n| n.from == m.from && n.to == m.to)
                    .filter_map(|n| n.carry.map(|c| c.from)),
            );
            let typed = field(
                "move",
                "carry",
                &[("from", from.clone()), ("to", to.clone())],
            );
            assert_eq!(values(&h, "alice", typed).await, carries, "{m}");
            let promotes = moves
                .iter()
                .any(|n| n.from == m.from && n.to == m.to && n.promotion.is_some());
            let offered = values(
                &h,
                "alice",
                field("move", "promote", &[("from", from), ("to", to)]),
            )
            .await;
            assert_eq!(offered.len(), if promotes { 5 } else { 0 }, "{m}");
        }
        assert!(
            moves.iter().filter(|m| m.carry.is_some()).count() >= 5,
            "the position has carries to offer"
        );
        // Nothing for the player not on turn or a spectator.
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
    async fn picks_are_offered_only_to_a_player_still_picking_and_never_depend_on_the_other_pick() {
        let start = Position::start();
        let dir = tempfile::tempdir().unwrap();
        let h = host_with(&dir, &start.to_string()).await;
        let offered = values(&h, "alice", field("pick", "piece", &[])).await;
        assert_eq!(offered.len(), 14);
        assert!(
            values(&h, "carol", field("pick", "piece", &[]))
                .await
                .is_empty()
        );
        // What bob is offered is the same whichever piece alice picked.
        let mut seen = vec![];
        for alice_pick in ["e9", "c10", "b9"] {
            let dir = tempfile::tempdir().unwrap();
            let picked = start
                .pick(Side::White, alice_pick.parse().unwrap())
                .unwrap();
            let h = host_with(&dir, &picked.to_string()).await;
            assert!(
                values(&h, "alice", field("pick", "piece", &[]))
                    .await
                    .is_empty(),
                "picked already"
            );
            let mut all = vec![];
            for field in [
                field("pick", "piece", &[]),
                field("move", "from", &[]),
                field("move", "to", &[("from", Some("e9".into()))]),
            ] {
                all.push(values(&h, "bob", field).await);
            }
            seen.push(all);
        }
        assert!(seen.windows(2).all(|w| w[0] == w[1]), "{seen:?}");
    }
}
