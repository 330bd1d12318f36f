//! Play: a turn staged privately with a preview that says when a capture
//! will be blocked and why (E30), played with End turn; or played at once
//! with `/turn`. Every event is announced in words.

use super::state::{Loaded, Phase, State};
use super::{ElementalArt, color, name, say, view};
use elemental::{
    Blocker, Candidate, Color, Event, Facing, Game, Outcome, Role, Square, Status, Turn,
};
use game_api::{
    Audience, Commit, Effect, GameRecord, Out, Play, SquareName, Stage, Staged, Viewer,
};
use game_api::{GameDraft, Phrase, Words};

/// The log entry of a turn a concealed ability rejected (E53), before
/// the turn's text: replaying it reveals the ability again.
pub const REVEAL: &str = "reveal ";

/// A turn's text without its `face:` re-facings, as others read it.
pub fn without_facings(text: &str) -> String {
    text.split(' ')
        .filter(|part| !part.starts_with("face:"))
        .collect::<Vec<_>>()
        .join(" ")
}

pub(super) fn square(value: &SquareName) -> game_api::Outcome<Square> {
    value
        .as_str()
        .parse::<Square>()
        .map_err(|_| not_a_square(value.as_str()))
}

/// The refusal of a text that is not a square.
fn not_a_square(value: &str) -> game_api::Failure {
    game_api::Failure::refused(
        Phrase::new("elemental-not-a-square").name("value", game_api::words::shorten(value)),
    )
}

/// What a `/move` or `/turn` gives besides the move (E39), each checked
/// for shape.
pub struct Choices {
    /// `promote:`.
    pub promote: Option<String>,
    /// `then:` squares, comma separated.
    pub then: Option<String>,
    /// `face:` facings.
    pub face: Option<String>,
    /// `chain:` square.
    pub chain: Option<Square>,
    /// `dk:` square.
    pub double_kill: Option<Square>,
    /// `qk:` square.
    pub quantum_kill: Option<Square>,
    /// `bdk:` square.
    pub blaze_double_kill: Option<Square>,
    /// `bqk:` square.
    pub blaze_quantum_kill: Option<Square>,
    /// `res:` piece and square.
    pub revival: Option<elemental::Revival>,
    /// `lock:` square.
    pub lock: Option<Square>,
    /// `rj:` Raijin's capture.
    pub raijin: Option<elemental::Extra>,
    /// `laugh:yes`: Schrödinger's Laugh onto `to`.
    pub laugh: bool,
}

/// The turn a `/move` names.
pub fn build(from: &SquareName, to: &SquareName, choices: &Choices) -> game_api::Outcome<Turn> {
    let from = square(from)?;
    let mut turn = Turn::new(from, square(to)?);
    if turn.is_pass() {
        return Err(game_api::Failure::refused(Phrase::new(
            "elemental-move-to-another-square",
        )));
    }
    if let Some(p) = &choices.promote {
        turn.promotion = Some(
            Role::from_name(p)
                .filter(|r| Role::PROMOTIONS.contains(r))
                .ok_or_else(|| {
                    game_api::Failure::refused(
                        Phrase::new("elemental-not-a-promotion")
                            .name("value", game_api::words::shorten(p)),
                    )
                })?,
        );
    }
    turn.chain = choices.chain;
    turn.double_kill = choices.double_kill;
    turn.quantum_kill = choices.quantum_kill;
    turn.blaze_double_kill = choices.blaze_double_kill;
    turn.blaze_quantum_kill = choices.blaze_quantum_kill;
    turn.lock = choices.lock;
    turn.revival = choices.revival;
    turn.raijin = choices.raijin.clone().map(Box::new);
    turn.laugh = choices.laugh;
    if let Some(list) = &choices.then {
        for sq in list.split(',').filter(|s| !s.is_empty()) {
            turn.then.push(sq.parse().map_err(|_| not_a_square(sq))?);
        }
    }
    if let Some(list) = &choices.face {
        for item in list.split(',').filter(|s| !s.is_empty()) {
            let (sq, dir) = match item.split_once('=') {
                Some((sq, dir)) => (sq.parse::<Square>().map_err(|_| not_a_square(sq))?, dir),
                None => (from, item),
            };
            let facing = Facing::from_name(dir)
                .ok_or_else(|| game_api::Failure::refused(Phrase::new("elemental-a-facing-is")))?;
            turn.facings.push((sq, facing));
        }
    }
    Ok(turn)
}

/// The side in `play`, if it is on turn.
pub fn on_turn(play: &Play<'_>, game: &Game) -> game_api::Outcome<Color> {
    let seat = play.seated()?;
    let side = color(seat);
    // The host sends game commands only to running games.
    if game.turn() != side {
        return Err(game_api::Failure::refused(
            Phrase::new("elemental-not-your-turn")
                .name("player", name(play.game, game.turn()))
                .with("side", say::side(game.turn())),
        ));
    }
    Ok(side)
}

/// What the preview says about a blocked capture (E30), or nothing.
pub fn block_warning(game: &Game, turn: &Turn, c: &Candidate) -> Option<Phrase> {
    let Outcome::Blocked {
        blocker,
        defender,
        candidates,
        ..
    } = &c.outcome
    else {
        return None;
    };
    let board = game.position().board();
    let attacker = board.piece_at(turn.from)?.1;
    let victim = board.piece_at(*defender)?.1;
    let warning = match blocker {
        Blocker::Sturdy => Phrase::new("elemental-blocked-sturdy").code("from", turn.from),
        _ => Phrase::new("elemental-blocked-bastion").with("directions", candidates.len()),
    };
    Some(
        warning
            .with("attacker", say::piece(attacker))
            .with("victim", say::piece(victim))
            .code("square", defender)
            .with("by", say::blocker(*blocker)),
    )
}

/// Checks `turn` and makes its private preview; the host keeps it staged
/// (in the rules crate's notation).
pub fn preview(
    art: &ElementalArt,
    play: &Play<'_>,
    game: &Game,
    turn: Turn,
) -> game_api::Outcome<Stage> {
    let side = on_turn(play, game)?;
    // E12: the preview is made from what the mover sees, so it says
    // nothing of a concealed ability.
    let game = &game.seen_by(Some(side));
    let candidate = game.find(&turn).map_err(|e| refused(&e))?;
    let warning = block_warning(game, &turn, &candidate);
    let before = game.with_facings(&turn).map_err(|e| refused(&e))?;
    let piece = |p: &elemental::Position, s: Square| p.piece(s).map(|(c, r, _)| (c, r));
    let mut staged_lock = None;
    let (staging, story) = match &candidate.outcome {
        Outcome::Played { .. } | Outcome::Pass { .. } => {
            let (next, events) = game.play(&turn).map_err(|e| refused(&e))?;
            staged_lock = turn.lock.and_then(|t| {
                let (_, _, info) = next.position().piece(t)?;
                Some((t, info.locked))
            });
            let staging = if candidate.outcome.do_over().is_some() {
                // A Do-Over rewinds the board: the move is marked, the
                // text tells the rest.
                elemental_render::Staged {
                    left: vec![turn.from],
                    passed: vec![turn.to],
                    ..Default::default()
                }
            } else {
                let after = next.position();
                let mut staging = elemental_render::Staged::between(
                    Square::all(),
                    |s| piece(&before, s),
                    |s| piece(after, s),
                    |(c, _)| c == side,
                );
                // The squares a piece passes through on its way: the move's
                // landing and each extra step but the last.
                if let Some((_, on_the_way)) = turn.then.split_last() {
                    staging.passed.push(turn.to);
                    staging.passed.extend_from_slice(on_the_way);
                }
                staging
            };
            (staging, Some(say::story(&events)))
        }
        // A blocked capture: the attacker stays (E30); the text says why.
        Outcome::Blocked { .. } => (elemental_render::Staged::default(), None),
    };
    let picture = view::staged(
        view::playing(art, play.game, game, Viewer::Seat(side.index())),
        before,
        staging,
        staged_lock,
    );
    let mut text: Words = Phrase::new("elemental-staged").code("turn", &turn).into();
    if let Some(story) = story.filter(|s| !s.is_empty()) {
        text = Words::from(Phrase::new("elemental-this-turn"))
            .then(say::story_words(&story))
            .and(Words::code("."))
            .line(text);
    }
    if let Some(w) = warning {
        text = Words::from(w).line(text);
    }
    let stage = Stage::Staged(Staged {
        turn: GameDraft::of(&turn.to_string()),
        text,
        picture: Box::new(picture),
    });
    Ok(crate::games::common::replacing(
        stage,
        play.staged.and_then(GameDraft::text),
    ))
}

/// What decided a mate or stalemate that concealed abilities made (E97),
/// from the turn's events: `: Black's Belligerent (concealed, E12) left
/// White no legal turn (E97)`; `None` when nothing concealed decided it.
fn decided_by(events: &[Event]) -> Option<Phrase> {
    let found: Vec<(Color, &str)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Decided { color, ability } => Some((*color, *ability)),
            _ => None,
        })
        .collect();
    let &(side, _) = found.first()?;
    let names: Vec<Phrase> = found
        .iter()
        .map(|(_, a)| match say::titled(a).bits() {
            [game_api::Bit::Say(p)] => p.clone(),
            _ => Phrase::new("elemental-code").code("code", a),
        })
        .collect();
    Some(
        Phrase::new("elemental-decided-by")
            .with("side", say::side(side))
            .with("abilities", game_api::Arg::List(game_api::Join::And, names))
            .with("other", say::side(side.other())),
    )
}

/// The last line of a finished game and its stored status and result,
/// naming what concealed abilities decided it (E97) from its `events`.
fn ending(
    row: &GameRecord,
    status: Status,
    events: &[Event],
) -> Option<(game_api::GameStatus, Words, Words)> {
    let decided = decided_by(events);
    let with_decided = |p: Phrase| match &decided {
        Some(d) => p.with("decided", d.clone()),
        None => p.with("decided", Phrase::new("elemental-nothing")),
    };
    match status {
        Status::Playing => None,
        Status::Checkmate { winner } => {
            let result = with_decided(
                Phrase::new("elemental-wins-by-checkmate")
                    .name("player", name(row, winner))
                    .with("side", say::side(winner)),
            );
            Some((
                game_api::GameStatus::Won,
                result.clone().into(),
                Phrase::new("elemental-checkmate-line")
                    .with("result", result)
                    .into(),
            ))
        }
        Status::Stalemate => {
            let r: Words = with_decided(Phrase::new("elemental-drawn-by-stalemate")).into();
            Some((game_api::GameStatus::Drawn, r.clone(), r))
        }
        Status::SeventyFiveMoves => {
            let r: Words = Phrase::new("elemental-drawn-by-seventy-five-moves").into();
            Some((game_api::GameStatus::Drawn, r.clone(), r))
        }
        Status::Fivefold => {
            let r: Words = Phrase::new("elemental-drawn-by-fivefold").into();
            Some((game_api::GameStatus::Drawn, r.clone(), r))
        }
    }
}

/// A turn the rules refused, as the mover reads it.
pub(super) fn refused(e: &elemental::TurnError) -> game_api::Failure {
    game_api::Failure::refused(why_not(e))
}

/// Why the rules refused a turn, in words: each typed reason its
/// catalogue message.
pub(super) fn why_not(e: &elemental::TurnError) -> Words {
    say::turn_error(e).into()
}

/// Plays `turn` and announces it.
pub fn commit(
    art: &ElementalArt,
    play: &Play<'_>,
    state: &State,
    game: &Game,
    turn: Turn,
) -> game_api::Outcome<Effect<Loaded>> {
    let side = on_turn(play, game)?;
    let (next, events) = match game.play(&turn) {
        Ok(played) => played,
        Err(e) => {
            return match game.reveal_on_rejection(&turn) {
                Some((next, events)) => {
                    Ok(rejected(art, play, state, side, &turn, next, &events, &e))
                }
                None => Err(refused(&e)),
            };
        }
    };
    // E74: what the channel may read of the turn (a concealed Block
    // Piece's re-facings are the mover's secret).
    let hides_facings = game
        .concealed_from(side, None)
        .contains(elemental::Revealed::AUGMENTOR);
    let public_turn = if hides_facings {
        turn.without_facings()
    } else {
        turn.clone()
    };
    let mut row = play.game.clone();
    let mut stored = state.clone();
    stored.game = Some(next.to_string());
    row.state = stored.json();
    let end = match events.iter().find_map(|e| match e {
        Event::KnockedBack { to, .. } => Some(*to),
        _ => None,
    }) {
        Some(to) => to,
        None if events.iter().any(|e| matches!(e, Event::Blocked { .. })) => turn.from,
        None => turn.then.last().copied().unwrap_or(turn.to),
    };
    row.last_move = Some(format!("{}-{end}", turn.from));
    let story = say::story(&events);
    // A plain move tells nothing the turn does not.
    let plain = matches!(events.first(), Some(Event::Moved { .. }))
        && story.len() <= 1
        && !story.iter().any(|p| {
            matches!(
                p.id(),
                "elemental-story-takes" | "elemental-story-raijin-takes"
            )
        });
    let mut line: Words = Phrase::new("elemental-turn-line")
        .with("number", game.position().board().fullmoves())
        .with("side", say::side(side))
        .name("player", name(&row, side))
        .code("turn", &public_turn)
        .into();
    if !plain {
        line = line.and(Words::code(" — ")).and(say::story_words(&story));
    }
    let mut lines: Vec<game_api::Words> = vec![line];
    lines.extend(play.lapsed_draw_line());
    for e in &events {
        if let Event::Captured { color, role, .. } = e
            && let Some(list) = row.captured.get_mut(color.index())
        {
            list.push(role.name().to_string());
        }
        match e {
            Event::Moved { .. }
            | Event::Decided { .. }
            | Event::Checkmate { .. }
            | Event::Stalemate
            | Event::SeventyFiveMoves
            | Event::Fivefold => {}
            Event::Faced { .. } if hides_facings => {}
            e => lines.push(Words::code("-# ").and(say::event(e))),
        }
    }
    let status = events
        .iter()
        .find_map(Event::ending)
        .unwrap_or(Status::Playing);
    let ended = ending(&row, status, &events).map(|(status, result, line)| {
        lines.push(line);
        game_api::Ending::new(status, result)
    });
    let outs = vec![Out::Board {
        audience: Audience::Everyone,
        text: game_api::Words::lines(lines),
        picture: Box::new(view::playing(art, &row, &next, Viewer::Public)),
        buttons: vec![],
    }];
    Ok(Effect::Commit(Box::new(Commit {
        state: Loaded {
            stored,
            phase: Phase::Playing(Box::new(next)),
        },
        log: game_api::LogLine::turn(turn.to_string()),
        last_move: row.last_move.clone(),
        captured: row.captured.clone(),
        ended,
        lapses_draw: true,
        outs,
    })))
}

/// A turn a concealed ability rejected (E53, E86): the ability is
/// revealed to everyone, the reason goes to the mover alone, and the same
/// side plays another turn — unless that leaves it none, and the game
/// ends there (E97). The channel is not told what was tried.
#[allow(clippy::too_many_arguments)]
fn rejected(
    art: &ElementalArt,
    play: &Play<'_>,
    state: &State,
    side: Color,
    turn: &Turn,
    next: Game,
    events: &[Event],
    why: &elemental::TurnError,
) -> Effect<Loaded> {
    let mut row = play.game.clone();
    let mut stored = state.clone();
    stored.game = Some(next.to_string());
    row.state = stored.json();
    let status = events
        .iter()
        .find_map(Event::ending)
        .unwrap_or(Status::Playing);
    let ended = ending(&row, status, events);
    let text = Words::from(
        Phrase::new("elemental-rejected")
            .name("player", name(&row, side))
            .with("side", say::side(side)),
    )
    .then(say::story_words(&say::story(events)))
    .and(Words::code("."));
    let text = match &ended {
        Some((_, _, line)) => text.line(
            Words::from(Phrase::new("elemental-no-other-legal-turn").with("side", say::side(side)))
                .then(line.clone()),
        ),
        None => {
            text.then(Phrase::new("elemental-plays-another-turn").with("side", say::side(side)))
        }
    };
    let outs = vec![
        Out::Plain(game_api::Reply::private(&play.user.id, why_not(why))),
        Out::Board {
            audience: Audience::Everyone,
            text,
            picture: Box::new(view::playing(art, &row, &next, Viewer::Public)),
            buttons: vec![],
        },
    ];
    Effect::Commit(Box::new(Commit {
        state: Loaded {
            stored,
            phase: Phase::Playing(Box::new(next)),
        },
        log: game_api::LogLine::note(format!("{REVEAL}{turn}")),
        last_move: row.last_move.clone(),
        captured: row.captured.clone(),
        ended: ended.map(|(status, result, _)| game_api::Ending::new(status, result)),
        lapses_draw: false,
        outs,
    }))
}

/// The staged turn of the player in `play`.
pub fn staged(play: &Play<'_>) -> game_api::Outcome<Turn> {
    play.staged
        .and_then(GameDraft::text)
        .and_then(|t| t.parse().ok())
        .ok_or_else(|| game_api::Failure::refused(Phrase::new("elemental-nothing-staged")))
}
