//! The Masters adapter: staged turns (move, claim, inheritance answer),
//! their previews, commits and texts, suggestions and pictures, over
//! `crates/masters` and `crates/masters-render`.

pub mod draft;
mod suggest;
mod view;

use super::common;
use draft::Draft;
use game_api::{
    Art, Audience, Button, Commit, Effect, Failure, Fault, Field, GameCommand, GameMeta,
    GameRecord, LogEntry, OptionSpec, Out, Outcome, Picture, Play, Reply, Role, Rules, SquareName,
    Stage, Staged, Suggestion, User, Verb, Viewer,
};
use masters::{
    Action, ClaimError, Event, Kind, Move, Position, Promotion, Side, Square, Turn, TurnError,
};
use masters_render::Preview;
use std::sync::Arc;
pub use view::BoardView;

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
    help: "Masters: a turn is a move, a claim, or both: stage them privately, look at the preview, then /endturn.",
    setup: None,
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

fn name(game: &GameRecord, side: Side) -> &str {
    game.players
        .get(side.index())
        .map_or("?", |u| u.name.as_str())
}

fn seated(play: &Play<'_>) -> Outcome<Side> {
    Ok(play.seated().map(side_of)?)
}

/// The user's side if it is their turn; otherwise a refusal.
fn on_turn(play: &Play<'_>, pos: &Position) -> Outcome<Side> {
    let side = seated(play)?;
    let to_move = pos.to_move();
    if side != to_move {
        return Err(format!(
            "It's {}'s turn ({to_move}); wait for their move.",
            name(play.game, to_move)
        )
        .into());
    }
    Ok(side)
}

fn square(value: &SquareName) -> Outcome<Square> {
    Ok(value
        .as_str()
        .parse::<Square>()
        .map_err(|e| e.to_string())?)
}

fn promotion(value: &str) -> Outcome<Promotion> {
    value.parse::<Promotion>().map_err(|_| {
        format!(
            "`promote:{}` is not a choice: use dragon, sentinel, archer or horseman.",
            value.chars().take(20).collect::<String>()
        )
        .into()
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
            name(game, Side::Ember).to_string(),
            name(game, Side::Frost).to_string(),
        ],
        bottom,
        last_move: game.last_move.as_deref().and_then(|m| m.parse().ok()),
        captured: captured(game),
        preview,
        ended: common::ended_off_board(game, ["Ember", "Frost"]),
    }
}

fn board_out(audience: Audience, text: String, view: BoardView, buttons: Vec<Button>) -> Out {
    Out::Board {
        audience,
        text,
        picture: Box::new(view),
        buttons,
    }
}

fn load_draft(play: &Play<'_>) -> Draft {
    Draft::from_json(play.staged)
}

/// The position after the staged inheritance answer (what the preview shows).
pub(crate) fn answered(pos: &Position, d: &Draft) -> Outcome<Position> {
    let answer = d
        .inherit
        .map(|i| draft::resolve(i, pos, "choice"))
        .transpose()?;
    Ok(pos.answered(answer).map_err(|e| e.to_string())?)
}

/// What was just staged.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Move,
    Claim,
    Inherit,
}

/// Checks a draft with a newly staged part against the whole turn it makes.
/// A claim that fails only in the position after the staged move is kept,
/// with the M23 warning (the turn would be rejected on submission, so the
/// player can fix either half); anything else illegal is refused with the
/// rules' reason.
fn check_staged(pos: &Position, d: &Draft, part: Part) -> Outcome<Option<String>> {
    let answer = d
        .inherit
        .map(|i| draft::resolve(i, pos, "choice"))
        .transpose()?;
    let after_answer = pos.answered(answer).map_err(|e| e.to_string())?;
    let Some(turn) = Turn::new(d.mv(), d.claim(), answer) else {
        return Ok(None);
    };
    match pos.validate(&turn) {
        Ok(()) => Ok(None),
        Err(TurnError::Claim {
            reason,
            after_move: true,
        }) if part != Part::Inherit => Ok(Some(m23_warning(reason))),
        Err(e) => {
            let mut text = turn_error(e);
            if let (TurnError::NotYours { .. }, Some(m)) = (e, d.mv())
                && after_answer.destinations_if_claimed(m.from).contains(m.to)
            {
                text = format!(
                    "{text} To move it, claim it in the same turn: /claim target:{} first.",
                    m.from
                );
            }
            Err(text.into())
        }
    }
}

/// A rejection in the words of the commands people type: promotions are
/// an option (`promote:dragon`), not turn notation (`E11-E12=dragon`).
fn turn_error(e: TurnError) -> String {
    match e {
        TurnError::PromotionMissing { from, to } => format!(
            "Your scout reaches the far rank on {to}: choose what it becomes with promote:dragon, promote:sentinel, promote:archer or promote:horseman, like /move from:{from} to:{to} promote:dragon."
        ),
        TurnError::PromotionNotAllowed { from, to } => format!(
            "Only a scout reaching its far rank is promoted: leave promote: out of the move {from}-{to}."
        ),
        e => e.to_string(),
    }
}

fn m23_warning(reason: ClaimError) -> String {
    let blocker = match reason {
        ClaimError::Blocked {
            blocker,
            blocker_square,
            ..
        } => format!(" (the {blocker} on {blocker_square} blocks it)"),
        _ => String::new(),
    };
    format!(
        "Warning: after your staged move, {reason} The turn would be rejected{blocker}: change the move or the claim (/undo)."
    )
}

fn describe_draft(d: &Draft) -> String {
    let mut parts = vec![];
    if let Some(m) = &d.mv {
        parts.push(m.clone());
    }
    if let Some(c) = &d.claim {
        parts.push(format!("claim {c}"));
    }
    if let Some(i) = d.inherit {
        parts.push(draft::describe(i));
    }
    parts.join(", ")
}

/// Checks a draft with its newly staged part, then stores it and answers
/// with the preview (and the M23 warning, if any).
fn preview(
    art: &MastersArt,
    play: &Play<'_>,
    pos: Position,
    draft: Draft,
    part: Part,
) -> Outcome<Stage> {
    let warning = check_staged(&pos, &draft, part)?;
    Ok(staged_preview(art, play, pos, draft, warning))
}

fn staged_preview(
    art: &MastersArt,
    play: &Play<'_>,
    pos: Position,
    d: Draft,
    warning: Option<String>,
) -> Stage {
    let game = play.game;
    let side = pos.to_move();
    let shown = answered(&pos, &d).unwrap_or(pos);
    let mut text = format!(
        "Staged: {}. Press End turn (or /endturn) to play it, Undo (/undo) to start again.",
        describe_draft(&d)
    );
    if let Some(w) = warning {
        text = format!("{text}\n{w}");
    }
    let preview = Preview {
        staged_move: d.mv(),
        staged_claim: d.claim(),
        claim_picking: false,
    };
    let v = view(art, game, shown, side, preview);
    Stage::Staged(Staged {
        turn: d.to_json(),
        text,
        picture: Box::new(v),
    })
}

/// Plays `turn`: the new stored state and what to announce.
fn commit(
    art: &MastersArt,
    play: &Play<'_>,
    pos: Position,
    turn: Turn,
) -> Outcome<Effect<Position>> {
    let mut game = play.game.clone();
    let side = pos.to_move();
    let (next, events) = pos.play(&turn).map_err(turn_error)?;
    let number = i64::from(pos.turn());
    for e in &events {
        if let Event::Captured { piece, .. } = e
            && let Some(list) = game.captured.get_mut(piece.owner.index())
        {
            list.push(piece.kind.name().to_string());
        }
    }
    game.state = next.to_string();
    if let Some(m) = turn.mv() {
        game.last_move = Some(Move::new(m.from, m.to).to_string());
    }
    let taken = events.iter().find_map(|e| match e {
        Event::Captured { piece, .. } => Some(*piece),
        _ => None,
    });
    let mut lines = vec![turn_line(&game, number, side, &turn, taken)];
    lines.extend(play.lapsed_draw_line());
    for e in &events {
        if e.is_claim_line()
            || matches!(
                e,
                Event::OfferMade { .. }
                    | Event::Promoted { .. }
                    | Event::InheritanceAccepted { forced: true, .. }
            )
        {
            lines.push(format!("-# {e}"));
        }
    }
    let mut ended = None;
    if let Some(winner) = next.winner() {
        ended = Some((
            "won".to_string(),
            format!(
                "{} ({winner}) wins: all three of {}'s leaders have fallen.",
                name(&game, winner),
                winner.other()
            ),
        ));
        lines.push(format!(
            "{} ({winner}) wins! All three of {}'s leaders have fallen.",
            name(&game, winner),
            winner.other()
        ));
    } else if next.legal_turns().is_empty() {
        let stuck = next.to_move();
        lines.push(format!("{} ({stuck}) has no legal turn: resign with /resign or offer a draw with /draw action:offer.", name(&game, stuck)));
    }
    let v = view(art, &game, next, Side::Ember, Preview::default());
    Ok(Effect::Commit(Box::new(Commit {
        state: next,
        log: turn.to_string(),
        last_move: game.last_move.clone(),
        captured: game.captured.clone(),
        ended,
        lapses_draw: true,
        outs: vec![board_out(Audience::Everyone, lines.join("\n"), v, vec![])],
    })))
}

/// `Turn 14 · Frost (bob): H11-H9, takes Ember's archer, claims F7`.
fn turn_line(
    game: &GameRecord,
    number: i64,
    side: Side,
    turn: &Turn,
    taken: Option<masters::Piece>,
) -> String {
    let mut parts = vec![];
    if let Some(i) = turn.inheritance {
        match i {
            masters::Inheritance::Accept(k) => parts.push(format!("inherits the {k}")),
            masters::Inheritance::Decline => parts.push("declines the inheritance".to_string()),
        }
    }
    let takes = taken.map(|p| format!("takes {p}"));
    match turn.action {
        Action::Move(m) => {
            parts.push(m.to_string());
            parts.extend(takes);
        }
        Action::Claim(t) => parts.push(format!("claims {t}")),
        Action::MoveAndClaim(m, t) => {
            parts.push(m.to_string());
            parts.extend(takes);
            parts.push(format!("claims {t}"));
        }
    }
    format!(
        "Turn {number} · {side} ({}): {}",
        name(game, side),
        parts.join(", ")
    )
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
        return Err(
            "A turn needs a move or a claim (or both), like /turn move:E2-E4 or /turn claim:F7."
                .into(),
        );
    }
    let inherit = command
        .get("inherit")
        .map(|i| game_api::verbs::word("inherit", i, ANSWERS, "an answer"))
        .transpose()?;
    let promote = command.word("promote", PROMOTIONS, "a choice")?;
    Ok((mv, claim, inherit, promote))
}

impl Rules for Masters {
    type State = Position;

    fn meta(&self) -> &GameMeta {
        &META
    }

    fn verbs(&self) -> &'static [Verb] {
        VERBS
    }

    fn read(&self, text: &str) -> Result<Position, Fault> {
        text.parse::<Position>()
            .map_err(|e| common::damaged("Masters", e))
    }

    fn write(&self, pos: &Position) -> String {
        pos.to_string()
    }

    fn standings(&self, pos: &Position) -> Option<Vec<u8>> {
        common::two_player_places(pos.winner().map(|w| w.index()), false)
    }

    fn start(&self, _players: usize) -> Result<Position, Fault> {
        Ok(Position::start())
    }

    fn started(&self, game: &GameRecord, start: &Position) -> Outcome<Vec<Out>> {
        let start = *start;
        let text = format!(
            "Game on: {} (Ember) vs {} (Frost). Ember moves first: {}, stage your turn with /move and /claim, then /endturn (or /turn in one go).",
            name(game, Side::Ember),
            name(game, Side::Frost),
            name(game, Side::Ember)
        );
        let v = BoardView {
            art: Arc::clone(&self.art),
            position: start,
            players: [
                name(game, Side::Ember).to_string(),
                name(game, Side::Frost).to_string(),
            ],
            bottom: Side::Ember,
            last_move: None,
            captured: [vec![], vec![]],
            preview: Default::default(),
            ended: None,
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
                    return Err(
                        "`promote:` goes with a move, like /turn move:E11-E12 promote:dragon."
                            .into(),
                    );
                }
                let claim = claim.as_ref().map(square).transpose()?;
                let inheritance = inherit
                    .as_deref()
                    .map(|i| draft::inherit(i).and_then(|c| draft::resolve(c, &pos, "inherit")))
                    .transpose()?;
                let Some(turn) = Turn::new(mv, claim, inheritance) else {
                    return Err(
                        "A turn needs a move or a claim (or both), like /turn move:E2-E4.".into(),
                    );
                };
                commit(art, &play, pos, turn)
            }
            other => Err(Failure::fault(format!("/{other} is not a Masters command"))),
        }
    }

    fn stage(&self, play: Play<'_>, pos: &Position, command: &GameCommand) -> Outcome<Stage> {
        let pos = *pos;
        command.only(META.title, &common::options_of(VERBS, &command.verb))?;
        let art = &self.art;
        match command.verb.as_str() {
            "move" => {
                let from = command.need_square("from", "/move from:E2 to:E4")?;
                let to = command.need_square("to", "/move from:E2 to:E4")?;
                let promote = command.word("promote", PROMOTIONS, "a choice")?;
                on_turn(&play, &pos)?;
                let d = load_draft(&play);
                if let Some(m) = &d.mv {
                    return Err(format!("You already staged {m}: /undo first to change it.").into());
                }
                let mv = Move {
                    from: square(&from)?,
                    to: square(&to)?,
                    promotion: promote.as_deref().map(promotion).transpose()?,
                };
                let trial = Draft {
                    mv: Some(mv.to_string()),
                    ..d
                };
                preview(art, &play, pos, trial, Part::Move)
            }
            "claim" if command.get("target").is_none() => {
                let side = on_turn(&play, &pos)?;
                let d = load_draft(&play);
                let answered = answered(&pos, &d)?;
                let targets = match d.mv() {
                    Some(m) => answered.claim_targets_after(m).unwrap_or_default(),
                    None => answered.claim_targets(),
                };
                let list: Vec<String> = targets
                    .squares()
                    .filter_map(|s| answered.piece_at(s).map(|p| format!("{s} ({p})")))
                    .collect();
                let after = if d.mv.is_some() {
                    " after your staged move"
                } else {
                    ""
                };
                let text = if list.is_empty() {
                    format!("No piece can be claimed{after}.")
                } else {
                    format!(
                        "You can claim{after}: {}. Stage one with /claim target:{}.",
                        list.join(", "),
                        targets.first().map(|s| s.to_string()).unwrap_or_default()
                    )
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
                    return Err(format!(
                        "You already staged a claim on {t}: /undo first to change it."
                    )
                    .into());
                }
                let trial = Draft {
                    claim: Some(square(&target)?.to_string()),
                    ..d
                };
                preview(art, &play, pos, trial, Part::Claim)
            }
            "inherit" => {
                let choice = command.need("choice", "/inherit choice:accept")?;
                let choice = game_api::verbs::word("choice", choice, ANSWERS, "an answer")
                    .map_err(|r| r.0.replacen("`choice:", "`inherit:", 1))?;
                on_turn(&play, &pos)?;
                let choice = draft::inherit(&choice)?;
                let d = load_draft(&play);
                if let Some(old) = d.inherit {
                    return Err(format!(
                        "You already chose to {}: /undo first to change it.",
                        draft::describe(old)
                    )
                    .into());
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
        let turn = load_draft(&play).turn(&pos)?;
        commit(&self.art, &play, pos, turn)
    }

    fn describe_staged(&self, staged: &str) -> String {
        describe_draft(&Draft::from_json(Some(staged)))
    }

    fn press(
        &self,
        _play: Play<'_>,
        _pos: Position,
        _action: &[&str],
    ) -> Outcome<Effect<Position>> {
        Err("That button is not one of mine.".into())
    }

    fn status_line(&self, game: &GameRecord, pos: &Position) -> Outcome<String> {
        Ok(match (&game.result, game.status.as_str()) {
            (Some(result), s) if s != "running" => format!("Game over: {result}"),
            _ => format!(
                "Turn {} · {} ({}) to move.",
                pos.turn(),
                pos.to_move(),
                name(game, pos.to_move())
            ),
        })
    }

    fn describe(&self, game: &GameRecord, pos: &Position, _viewer: Viewer) -> Outcome<Vec<String>> {
        let mut lines = vec![
            format!(
                "Masters: {} (Ember) vs {} (Frost).",
                name(game, Side::Ember),
                name(game, Side::Frost)
            ),
            self.status_line(game, pos)?,
        ];
        for side in Side::ALL {
            if let Some(sq) = pos.held_by(side)
                && let Some(piece) = pos.piece_at(sq)
            {
                lines.push(format!("{side}'s puppeteer holds {piece} on {sq}."));
            }
            let offers = pos.offers(side);
            if !offers.is_empty() {
                let forced = pos
                    .forced_offer(side)
                    .map(|k| format!(" (the {k} is forced)"))
                    .unwrap_or_default();
                let list: Vec<&str> = offers.iter().map(Kind::name).collect();
                lines.push(format!(
                    "{side}'s witch is offered: {}{forced}.",
                    list.join(", ")
                ));
            }
            if let Some(k) = pos.witch_moveset(side) {
                lines.push(format!("{side}'s witch moves as a {k}."));
            }
        }
        lines.extend(common::draw_offer_line(game));
        let lost = captured(game);
        for side in Side::ALL {
            if !lost[side.index()].is_empty() {
                let list: Vec<&str> = lost[side.index()].iter().map(|k| k.name()).collect();
                lines.push(format!("{side} has lost: {}.", list.join(", ")));
            }
        }
        lines.push(format!("Position: `{pos}`"));
        Ok(lines)
    }

    fn record_line(
        &self,
        entry: &LogEntry,
        _seat: Option<usize>,
        _viewer: Viewer,
    ) -> Option<String> {
        Some(entry.notation.clone())
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
                    format!("`piece:{p}` is not a Masters piece: use general, puppeteer, witch, cardinal, dragon, sentinel, archer, horseman or scout.")
                })?;
                let extra = match kind {
                    Kind::Puppeteer => {
                        " In a game, /claim without a target rings every piece your puppeteer may claim with a dashed circle in your colour; a claimed piece then carries a dot in the claimer's colour."
                    }
                    Kind::Cardinal => {
                        " A neighbouring enemy gets no bracket: it stands in this cardinal's own aura, which shields pieces of both sides (M16, M17), so the cardinal captures only at a distance of two or more."
                    }
                    _ => "",
                };
                Ok(Out::Board {
                    audience: Audience::Private(user.id.clone()),
                    text: format!(
                        "The {kind}: translucent pieces show where it can move; brackets show where it can capture.{extra}"
                    ),
                    picture: Box::new(view::Diagram {
                        art: Arc::clone(&self.art),
                        kind,
                    }),
                    buttons: vec![],
                })
            }
            None => Ok(Out::Plain(Reply::private(
                &user.id,
                "Masters: Ember against Frost on a 10×12 board; Ember moves first. You win when all three enemy leaders \
                 (general, puppeteer, witch) are captured or claimed.\n\
                 A turn is a move, a claim, or both. Your puppeteer can claim an enemy piece on its rank or file with nothing \
                 between them; you then control that piece until the line breaks. Cardinals shield the 8 squares around them \
                 (gold dots): those pieces can't be captured or claimed. When one of your pieces is captured, your witch may \
                 inherit its moves on your next turn. A scout reaching the far rank becomes a dragon, sentinel, archer or horseman.\n\
                 See a piece move with /rules piece:horseman.",
            ))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hints_name_the_options_people_type() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let missing = turn_error(TurnError::PromotionMissing {
            from: sq("E11"),
            to: sq("E12"),
        });
        assert!(
            missing.contains("promote:dragon") && !missing.contains("=dragon"),
            "{missing}"
        );
        assert!(missing.contains("/move from:E11 to:E12 promote:dragon"));
        let extra = turn_error(TurnError::PromotionNotAllowed {
            from: sq("E2"),
            to: sq("E4"),
        });
        assert!(extra.contains("leave promote: out"), "{extra}");
        // Ember's witch offered the archer and the horseman: the hint names
        // the option of the command the answer was typed in.
        let pos: Position =
            "nhadgpwahn/ssscsscsss/10/10/10/10/10/10/10/10/SSSCSSCSSS/NHADGPWAHN e 1 -/- AH/- -"
                .parse()
                .unwrap();
        let several = draft::resolve(draft::InheritChoice::Accept, &pos, "choice").unwrap_err();
        assert!(several.contains("like choice:archer"), "{several}");
        let several = draft::resolve(draft::InheritChoice::Accept, &pos, "inherit").unwrap_err();
        assert!(several.contains("like inherit:archer"), "{several}");
    }
}
