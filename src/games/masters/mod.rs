//! The Masters adapter: staged turns (move, claim, inheritance answer),
//! their previews, commits and texts, suggestions and pictures, over
//! `crates/masters` and `crates/masters-render`.

mod choices;
pub mod draft;
mod engine;
mod say;
mod suggest;
mod turns;
mod view;

use super::common;
use draft::Draft;
use game_api::GameDraft;
use game_api::{
    Art, Audience, Button, Effect, Failure, Fault, Field, GameCommand, GameMeta, GameRecord, Notes,
    OptionSpec, Out, Outcome, Phrase, Picture, Play, Reply, Role, Rules, SquareName, Stage,
    Staging, Suggestion, User, Verb, Viewer, Words,
};
use masters::{Kind, Move, Position, Promotion, Side, Square, Turn};
use masters_render::Preview;
use say::{owned, piece, pieces, side as side_name};
use std::sync::Arc;
use turns::{Part, answered, commit, describe_draft, preview};
pub use view::BoardView;

/// The engine's effort per position when it analyses a finished game
/// (issue 48): nodes, so the analysis is the same on any machine.
pub const ANALYSIS_EFFORT: game_api::Effort = game_api::Effort(100_000);

/// The slope of this game's win-chance curve (`1 / (1 + e^(−slope·score))`).
/// Its fit to the engine's own results (`cargo run --release --example
/// calibrate`, `data/calibration/`) is still too thin to use (0.001766 from 22 positions of the few self-play games that finished):
/// until a longer run, Lichess's chess slope (0.00368 per centipawn)
/// rounded, the evaluation counting material in chess's centipawns.
pub const WIN_CHANCE_SLOPE: f64 = 0.004;

/// The Masters renderer, shared by every Masters picture.
pub type MastersArt = Arc<Art<masters_render::Renderer>>;

/// Masters, as the host sees it.
pub struct Masters {
    art: MastersArt,
}

impl Masters {
    /// Masters drawing squares of `square_px` pixels (its renderer is made
    /// now, so a bad setting shows at start-up).
    pub fn new(square_px: u32) -> Result<Masters, Fault> {
        let art = Art::ready(square_px, |px| {
            masters_render::Renderer::with_square(px).map_err(|e| e.to_string())
        })?;
        Ok(Masters { art })
    }
}

const META: GameMeta = GameMeta {
    name: "masters",
    title: "Masters",
    seat_names: &["Ember", "Frost"],
    seat_words: &["masters-side-ember", "masters-side-frost"],
    side_words: &["ember", "frost"],
    players: 2..=2,
    draws: true,
    pieces: &[
        "general",
        "puppeteer",
        "witch",
        "cardinal",
        "dragon",
        "sentinel",
        "archer",
        "horseman",
        "scout",
    ],
    help: "masters-help",
    verbs: VERBS,
};

const PROMOTIONS: &[&str] = &["dragon", "sentinel", "archer", "horseman"];
const ANSWERS: &[&str] = &[
    "accept",
    "decline",
    "general",
    "puppeteer",
    "cardinal",
    "dragon",
    "sentinel",
    "archer",
    "horseman",
    "scout",
];

/// The Masters commands.
const VERBS: &[Verb] = &[
    Verb {
        name: "move",
        about: common::MOVE_ABOUT,
        options: &[common::FROM, common::TO, common::PROMOTE],
        private: true,
        role: Role::Stage,
    },
    Verb {
        name: "claim",
        about: "Stage a claim with your puppeteer; without a target, see the eligible ones",
        options: &[OptionSpec::text("target", "The enemy piece's square, like F9").suggested()],
        private: true,
        role: Role::Stage,
    },
    Verb {
        name: "inherit",
        about: "Answer your witch's inheritance offer",
        options: &[OptionSpec::choice(
            "choice",
            "accept, decline, or the piece whose moves to take",
            ANSWERS,
        )
        .required()],
        private: true,
        role: Role::Stage,
    },
    Verb {
        name: "turn",
        about: common::TURN_ABOUT,
        options: &[
            common::TURN_MOVE,
            OptionSpec::text("claim", "A claim target, like F9"),
            OptionSpec::choice("inherit", "Your answer to the witch's offer", ANSWERS),
            common::PROMOTE,
        ],
        private: false,
        role: Role::Turn,
    },
];

fn side_of(seat: usize) -> Side {
    if seat == 0 { Side::Ember } else { Side::Frost }
}

fn name(game: &GameRecord, side: Side) -> &game_api::User {
    game.player(side.index())
}

fn seated(play: &Play<'_>) -> Outcome<Side> {
    Ok(play.seated().map(side_of)?)
}

/// The user's side if it is their turn; otherwise a refusal.
fn on_turn(play: &Play<'_>, pos: &Position) -> Outcome<Side> {
    let side = seated(play)?;
    let to_move = pos.to_move();
    if side != to_move {
        return Err(game_api::Failure::refused(
            Phrase::new("masters-not-your-turn")
                .name("player", name(play.game, to_move))
                .with("side", side_name(to_move)),
        ));
    }
    Ok(side)
}

fn square(value: &SquareName) -> Outcome<Square> {
    value
        .as_str()
        .parse::<Square>()
        .map_err(|e| game_api::Failure::fault(format!("a checked square does not parse: {e}")))
}

fn promotion(value: &str) -> Outcome<Promotion> {
    value.parse::<Promotion>().map_err(|_| {
        game_api::Failure::refused(
            Phrase::new("masters-bad-promotion")
                .code("value", value.chars().take(20).collect::<String>()),
        )
    })
}

fn captured(game: &GameRecord) -> [Vec<Kind>; 2] {
    let seat = |i: usize| {
        game.captured
            .get(i)
            .map(|v| v.iter().filter_map(|k| k.parse().ok()).collect())
            .unwrap_or_default()
    };
    [seat(0), seat(1)]
}

fn view(
    art: &MastersArt,
    game: &GameRecord,
    pos: Position,
    bottom: Side,
    preview: Preview,
) -> BoardView {
    BoardView {
        art: Arc::clone(art),
        position: pos,
        players: [
            name(game, Side::Ember).clone(),
            name(game, Side::Frost).clone(),
        ],
        bottom,
        last_move: game.last_move.as_deref().and_then(|m| m.parse().ok()),
        captured: captured(game),
        preview,
        ended: view::ended_off_board(game, pos.winner().is_some()),
        options: vec![],
    }
}

fn board_out(
    audience: Audience,
    text: impl Into<Words>,
    view: BoardView,
    buttons: Vec<Button>,
) -> Out {
    Out::Board {
        audience,
        text: text.into(),
        picture: Box::new(view),
        buttons,
    }
}

fn load_draft(play: &Play<'_>) -> Draft {
    play.staged.and_then(GameDraft::read).unwrap_or_default()
}

/// The options of `/turn`, read: the move, the claim, the inheritance
/// answer and the promotion, each if given.
type TurnOptions = (
    Option<(SquareName, SquareName)>,
    Option<SquareName>,
    Option<String>,
    Option<String>,
);

fn turn_options(command: &GameCommand) -> Outcome<TurnOptions> {
    let mv = command.get("move").map(common::two_squares).transpose()?;
    let claim = command.square("claim")?;
    if mv.is_none() && claim.is_none() {
        return Err(game_api::Failure::refused(Phrase::new(
            "masters-turn-needs-action",
        )));
    }
    let inherit = command
        .get("inherit")
        .map(|i| game_api::verbs::word("inherit", i, ANSWERS, game_api::Expected::Answer))
        .transpose()?;
    let promote = command.word("promote", PROMOTIONS, game_api::Expected::Choice)?;
    Ok((mv, claim, inherit, promote))
}

impl Rules for Masters {
    type State = Position;

    fn meta(&self) -> &GameMeta {
        &META
    }

    fn read(&self, text: &str) -> Result<Position, Fault> {
        text.parse::<Position>()
            .map_err(|e| common::damaged("Masters", e))
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
        Some(super::judging::searched(
            pos,
            pos.to_move().index(),
            played,
            effort,
            WIN_CHANCE_SLOPE,
        ))
    }

    fn puzzle(&self, pos: &Position, effort: game_api::Effort) -> Option<Vec<String>> {
        super::judging::puzzle(pos, effort, WIN_CHANCE_SLOPE)
    }

    fn turn_path(&self, turn: &str) -> Option<(String, String)> {
        let m = turn.parse::<Turn>().ok()?.mv()?;
        Some((m.from.to_string(), m.to.to_string()))
    }

    fn standings(&self, pos: &Position) -> Option<Vec<u8>> {
        common::two_player_places(pos.winner().map(|w| w.index()), false)
    }

    fn start(&self, _players: usize) -> Result<Position, Fault> {
        Ok(Position::start())
    }

    fn started(&self, game: &GameRecord, start: &Position) -> Outcome<Vec<Out>> {
        let start = *start;
        let engine_first = game
            .players
            .get(Side::Ember.index())
            .is_some_and(|u| u.is_engine());
        let text = Phrase::new(if engine_first {
            "masters-started"
        } else {
            "masters-started-how"
        })
        .name("ember", name(game, Side::Ember))
        .name("frost", name(game, Side::Frost));
        let v = BoardView {
            art: Arc::clone(&self.art),
            position: start,
            players: [
                name(game, Side::Ember).clone(),
                name(game, Side::Frost).clone(),
            ],
            bottom: Side::Ember,
            last_move: None,
            captured: [vec![], vec![]],
            preview: Default::default(),
            ended: None,
            options: vec![],
        };
        Ok(vec![board_out(Audience::Everyone, text, v, vec![])])
    }

    fn to_act(&self, pos: &Position) -> Vec<usize> {
        if pos.winner().is_some() {
            vec![]
        } else {
            vec![pos.to_move().index()]
        }
    }

    fn act(
        &self,
        play: Play<'_>,
        pos: Position,
        command: &GameCommand,
    ) -> Outcome<Effect<Position>> {
        let allowed: Vec<&str> = VERBS
            .iter()
            .find(|v| v.name == command.verb)
            .map(|v| v.options.iter().map(|o| o.name).collect())
            .unwrap_or_default();
        command.only(META.title, &allowed)?;
        let art = &self.art;
        match command.verb.as_str() {
            "turn" => {
                let (mv, claim, inherit, promote) = turn_options(command)?;
                on_turn(&play, &pos)?;
                let promote = promote.as_deref().map(promotion).transpose()?;
                let mv = mv
                    .as_ref()
                    .map(|(from, to)| {
                        Ok::<_, Failure>(Move {
                            from: square(from)?,
                            to: square(to)?,
                            promotion: promote,
                        })
                    })
                    .transpose()?;
                if mv.is_none() && promote.is_some() {
                    return Err(game_api::Failure::refused(Phrase::new(
                        "masters-promote-needs-move",
                    )));
                }
                let claim = claim.as_ref().map(square).transpose()?;
                let inheritance = inherit
                    .as_deref()
                    .map(|i| {
                        draft::inherit_or_refuse(i).and_then(|c| draft::resolve(c, &pos, "inherit"))
                    })
                    .transpose()
                    .map_err(game_api::Failure::refused)?;
                let Some(turn) = Turn::new(mv, claim, inheritance) else {
                    return Err(game_api::Failure::refused(Phrase::new(
                        "masters-turn-needs-move-or-claim",
                    )));
                };
                commit(art, &play, pos, turn)
            }
            other => Err(Failure::fault(format!("/{other} is not a Masters command"))),
        }
    }

    fn status_line(&self, game: &GameRecord, pos: &Position) -> Outcome<Words> {
        Ok(match (&game.result, game.running()) {
            (Some(result), false) => {
                Words::from(Phrase::new("masters-game-over")).then(result.clone())
            }
            _ => Phrase::new("masters-status")
                .with("turn", pos.turn())
                .with("side", side_name(pos.to_move()))
                .name("player", name(game, pos.to_move()))
                .into(),
        })
    }

    fn describe(&self, game: &GameRecord, pos: &Position, _viewer: Viewer) -> Outcome<Vec<Words>> {
        let mut lines: Vec<Words> = vec![
            Phrase::new("masters-players")
                .name("ember", name(game, Side::Ember))
                .name("frost", name(game, Side::Frost))
                .into(),
            self.status_line(game, pos)?,
        ];
        for side in Side::ALL {
            if let Some(sq) = pos.held_by(side)
                && let Some(p) = pos.piece_at(sq)
            {
                lines.push(
                    Phrase::new("masters-holds")
                        .with("side", side_name(side))
                        .with("piece", owned(p))
                        .code("square", sq)
                        .into(),
                );
            }
            let offers = pos.offers(side);
            if !offers.is_empty() {
                let offered = match pos.forced_offer(side) {
                    Some(k) => Phrase::new("masters-offered-forced").with("forced", piece(k)),
                    None => Phrase::new("masters-offered"),
                };
                lines.push(
                    offered
                        .with("side", side_name(side))
                        .with("offers", pieces(offers.iter()))
                        .into(),
                );
            }
            if let Some(k) = pos.witch_moveset(side) {
                lines.push(
                    Phrase::new("masters-witch-moves-as")
                        .with("side", side_name(side))
                        .with("piece", piece(k))
                        .into(),
                );
            }
        }
        lines.extend(common::draw_offer_line(game));
        let lost = captured(game);
        for side in Side::ALL {
            if !lost[side.index()].is_empty() {
                lines.push(
                    Phrase::new("masters-has-lost")
                        .with("side", side_name(side))
                        .with("pieces", pieces(lost[side.index()].iter().copied()))
                        .into(),
                );
            }
        }
        lines.push(Phrase::new("masters-position").code("position", pos).into());
        Ok(lines)
    }

    fn replay(&self, pos: Position, _seat: usize, entry: &str) -> Result<Position, Fault> {
        let turn: Turn = entry
            .parse()
            .map_err(|e: masters::ParseTurnError| Fault::new(e.to_string()))?;
        let (next, _) = pos.play(&turn).map_err(|e| Fault::new(e.to_string()))?;
        Ok(next)
    }

    fn board(
        &self,
        game: &GameRecord,
        pos: &Position,
        _viewer: Viewer,
    ) -> Outcome<Box<dyn Picture>> {
        Ok(Box::new(view(
            &self.art,
            game,
            *pos,
            Side::Ember,
            Preview::default(),
        )))
    }

    fn suggest(&self, play: Play<'_>, pos: &Position, field: &Field) -> Vec<Suggestion> {
        suggest::suggest(&play, *pos, field)
    }

    fn rules(&self, user: &User, piece: Option<&str>) -> Outcome<Out> {
        match piece {
            Some(p) => {
                let kind: Kind = p.parse().map_err(|_| {
                    game_api::Failure::refused(
                        Phrase::new("masters-bad-piece")
                            .code("value", p.chars().take(20).collect::<String>()),
                    )
                })?;
                let extra = match kind {
                    Kind::Puppeteer => Some(Phrase::new("masters-rule-puppeteer-diagram")),
                    Kind::Cardinal => Some(Phrase::new("masters-rule-cardinal-diagram")),
                    _ => None,
                };
                Ok(Out::Board {
                    audience: Audience::Private(user.id.clone()),
                    text: Words::from(Phrase::new(piece_rule(kind)))
                        .then(Phrase::new("masters-rule-diagram"))
                        .then(extra.map(Words::from).unwrap_or_default()),
                    picture: Box::new(view::DiagramView {
                        art: Arc::clone(&self.art),
                        kind,
                    }),
                    buttons: vec![],
                })
            }
            None => Ok(Out::Plain(Reply::private(
                &user.id,
                Phrase::new("masters-rules"),
            ))),
        }
    }

    fn staging(&self) -> Option<&dyn Staging<Position>> {
        Some(self)
    }

    fn notes(&self) -> Option<&dyn Notes<Position>> {
        Some(self)
    }
}

/// Staged turns: a move, a claim and an inheritance answer, each
/// previewed, then played by End turn.
impl Staging<Position> for Masters {
    fn stage(&self, play: Play<'_>, pos: &Position, command: &GameCommand) -> Outcome<Stage> {
        let pos = *pos;
        command.only(META.title, &common::options_of(VERBS, &command.verb))?;
        let art = &self.art;
        match command.verb.as_str() {
            "move" => {
                let from = command.need_square("from", "/move from:E2 to:E4")?;
                let to = command.need_square("to", "/move from:E2 to:E4")?;
                let promote = command.word("promote", PROMOTIONS, game_api::Expected::Choice)?;
                on_turn(&play, &pos)?;
                let d = load_draft(&play);
                let replaced = d.mv.clone();
                let mv = Move {
                    from: square(&from)?,
                    to: square(&to)?,
                    promotion: promote.as_deref().map(promotion).transpose()?,
                };
                let trial = Draft {
                    mv: Some(mv.to_string()),
                    ..d
                };
                let stage = preview(art, &play, pos, trial, Part::Move)?;
                Ok(common::replacing(stage, replaced.as_deref()))
            }
            "claim" if command.get("target").is_none() => {
                let side = on_turn(&play, &pos)?;
                let d = load_draft(&play);
                let answered = answered(&pos, &d)?;
                let targets = match d.mv() {
                    Some(m) => answered.claim_targets_after(m).unwrap_or_default(),
                    None => answered.claim_targets(),
                };
                let list: Vec<Phrase> = targets
                    .squares()
                    .filter_map(|s| {
                        answered.piece_at(s).map(|p| {
                            Phrase::new("masters-claim-target")
                                .code("square", s)
                                .with("piece", owned(p))
                        })
                    })
                    .collect();
                let after = d.mv.is_some();
                let text = match targets.first() {
                    Some(first) if !list.is_empty() => Phrase::new(if after {
                        "masters-can-claim-after-move"
                    } else {
                        "masters-can-claim"
                    })
                    .with("targets", game_api::Arg::List(game_api::Join::And, list))
                    .code("first", first),
                    _ => Phrase::new(if after {
                        "masters-no-claim-after-move"
                    } else {
                        "masters-no-claim"
                    }),
                };
                let preview = Preview {
                    staged_move: d.mv(),
                    staged_claim: None,
                    claim_picking: true,
                };
                let v = view(art, play.game, answered, side, preview);
                Ok(Stage::Answer(vec![board_out(
                    Audience::Private(play.user.id.clone()),
                    text,
                    v,
                    vec![],
                )]))
            }
            "claim" => {
                let target = command.need_square("target", "/claim target:F9")?;
                on_turn(&play, &pos)?;
                let d = load_draft(&play);
                if let Some(t) = &d.claim {
                    return Err(game_api::Failure::refused(
                        Phrase::new("masters-claim-staged-already").code("square", t),
                    ));
                }
                let trial = Draft {
                    claim: Some(square(&target)?.to_string()),
                    ..d
                };
                preview(art, &play, pos, trial, Part::Claim)
            }
            "inherit" => {
                let choice = command.need("choice", "/inherit choice:accept")?;
                let choice =
                    game_api::verbs::word("inherit", choice, ANSWERS, game_api::Expected::Answer)?;
                on_turn(&play, &pos)?;
                let choice =
                    draft::inherit_or_refuse(&choice).map_err(game_api::Failure::refused)?;
                let d = load_draft(&play);
                if let Some(old) = d.inherit {
                    return Err(game_api::Failure::refused(
                        Phrase::new("masters-answer-staged-already")
                            .with("answer", draft::answer(old)),
                    ));
                }
                let trial = Draft {
                    inherit: Some(choice),
                    ..d
                };
                preview(art, &play, pos, trial, Part::Inherit)
            }
            other => Err(Failure::fault(format!(
                "/{other} stages nothing in Masters"
            ))),
        }
    }

    fn play_staged(&self, play: Play<'_>, pos: Position) -> Outcome<Effect<Position>> {
        on_turn(&play, &pos)?;
        let turn = load_draft(&play)
            .turn(&pos)
            .map_err(game_api::Failure::refused)?;
        commit(&self.art, &play, pos, turn)
    }

    fn describe_staged(&self, staged: &GameDraft) -> Words {
        describe_draft(&staged.read().unwrap_or_default())
            .map(Words::from)
            .unwrap_or_default()
    }
}

/// What a turn took, made a scout become and made the witch inherit.
impl Notes<Position> for Masters {
    fn annotate(&self, pos: &Position, _seat: usize, entry: &str) -> Option<Words> {
        let (_, events) = pos.play(&entry.parse::<Turn>().ok()?).ok()?;
        let said: Vec<Phrase> = events
            .iter()
            .filter_map(|e| match *e {
                masters::Event::Captured { piece: p, square } => Some(
                    Phrase::new("masters-note-takes")
                        .with("piece", piece(p.kind))
                        .code("square", square),
                ),
                masters::Event::Promoted { to, .. } => {
                    Some(Phrase::new("masters-note-promotes").with("piece", piece(to)))
                }
                masters::Event::InheritanceAccepted {
                    kind, forced: true, ..
                } => Some(Phrase::new("masters-note-inherits-forced").with("piece", piece(kind))),
                masters::Event::InheritanceAccepted { kind, .. } => {
                    Some(Phrase::new("masters-note-inherits").with("piece", piece(kind)))
                }
                _ => None,
            })
            .collect();
        say::joined("masters-notes-join", said).map(Words::from)
    }

    fn lost(&self, pos: &Position, _seat: usize, entry: &str) -> Vec<(usize, String)> {
        let Some((_, events)) = entry
            .parse::<Turn>()
            .ok()
            .and_then(|turn| pos.play(&turn).ok())
        else {
            return vec![];
        };
        events
            .iter()
            .filter_map(|e| match e {
                masters::Event::Captured { piece, .. } => {
                    Some((piece.owner.index(), piece.kind.name().to_string()))
                }
                _ => None,
            })
            .collect()
    }
}

/// How a piece moves, in one or two sentences with its rule id (M6–M13).
fn piece_rule(kind: Kind) -> &'static str {
    match kind {
        Kind::General => "masters-rule-general",
        Kind::Puppeteer => "masters-rule-puppeteer",
        Kind::Witch => "masters-rule-witch",
        Kind::Cardinal => "masters-rule-cardinal",
        Kind::Dragon => "masters-rule-dragon",
        Kind::Sentinel => "masters-rule-sentinel",
        Kind::Archer => "masters-rule-archer",
        Kind::Horseman => "masters-rule-horseman",
        Kind::Scout => "masters-rule-scout",
    }
}
