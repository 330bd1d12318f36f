//! Play: a turn staged privately with a preview that says when a capture
//! will be blocked and why (E30), played with End turn; or played at once
//! with `/turn`. Every event is announced in words.

use super::state::{Loaded, Phase, State};
use super::{ElementalArt, color, name, view};
use elemental::{
    Blocker, Candidate, Color, Event, Facing, Game, Outcome, Role, Square, Status, Turn,
};
use game_api::GameDraft;
use game_api::{
    Audience, Commit, Effect, GameRecord, Out, Play, SquareName, Stage, Staged, Viewer,
};

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
        .map_err(|e| game_api::Failure::refused(format!("{e}.")))
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
        return Err(game_api::Failure::refused("A move goes to another square."));
    }
    if let Some(p) = &choices.promote {
        turn.promotion = Some(
            Role::from_name(p)
                .filter(|r| Role::PROMOTIONS.contains(r))
                .ok_or_else(|| {
                    format!("`promote:{p}` is not a choice: use queen, rook, bishop or knight.")
                })
                .map_err(game_api::Failure::refused)?,
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
            turn.then.push(
                sq.parse()
                    .map_err(|e| format!("{e}."))
                    .map_err(game_api::Failure::refused)?,
            );
        }
    }
    if let Some(list) = &choices.face {
        for item in list.split(',').filter(|s| !s.is_empty()) {
            let (sq, dir) = match item.split_once('=') {
                Some((sq, dir)) => (
                    sq.parse::<Square>()
                        .map_err(|e| format!("{e}."))
                        .map_err(game_api::Failure::refused)?,
                    dir,
                ),
                None => (from, item),
            };
            let facing = Facing::from_name(dir)
                .ok_or("A facing is north, east, south or west.")
                .map_err(game_api::Failure::refused)?;
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
        return Err(game_api::Failure::refused(format!(
            "It's {}'s turn ({}); wait for their move.",
            name(play.game, game.turn()),
            game.turn().name()
        )));
    }
    Ok(side)
}

/// What the preview says about a blocked capture (E30), or nothing.
pub fn block_warning(game: &Game, turn: &Turn, c: &Candidate) -> Option<String> {
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
    let head = format!(
        "Blocked capture: your {} cannot take the {} on {defender}; {} prevents it (E30).",
        attacker.name(),
        victim.name(),
        blocker.title()
    );
    Some(match blocker {
        Blocker::Sturdy => format!(
            "{head} Its Sturdy is used up, your {} stays on {}, and your turn ends.",
            attacker.name(),
            turn.from
        ),
        _ => format!(
            "{head} Bastion knocks your {} back (E13): one of {} directions and 1–3 squares, drawn when you end the turn; a landing that would expose your king is cancelled (E40).",
            attacker.name(),
            candidates.len()
        ),
    })
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
    let candidate = game
        .find(&turn)
        .map_err(|e| game_api::Failure::refused(e.to_string()))?;
    let warning = block_warning(game, &turn, &candidate);
    let before = game
        .with_facings(&turn)
        .map_err(|e| game_api::Failure::refused(e.to_string()))?;
    let piece = |p: &elemental::Position, s: Square| p.piece(s).map(|(c, r, _)| (c, r));
    let mut staged_lock = None;
    let (staging, story) = match &candidate.outcome {
        Outcome::Played { .. } | Outcome::Pass { .. } => {
            let (next, events) = game
                .play(&turn)
                .map_err(|e| game_api::Failure::refused(e.to_string()))?;
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
            (staging, Some(elemental::story(&events)))
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
    let mut text = format!(
        "Staged: {turn}. The picture marks it on the board: the source dimmed, a ghost where a piece lands, brackets on a piece it takes, dots on the squares it passes. Press End turn (or /endturn) to play it, Undo (/undo) to start again."
    );
    if let Some(story) = story.filter(|s| !s.is_empty()) {
        text = format!("This turn: {story}.\n{text}");
    }
    if let Some(w) = warning {
        text = format!("{w}\n{text}");
    }
    let stage = Stage::Staged(Staged {
        turn: GameDraft::of(&turn.to_string()),
        text: text.into(),
        picture: Box::new(picture),
    });
    Ok(crate::games::common::replacing(
        stage,
        play.staged
            .and_then(GameDraft::text)
            .map(game_api::Words::from),
    ))
}

/// What decided a mate or stalemate that concealed abilities made (E97),
/// from the turn's events: `: Black's Belligerent (concealed, E12) left
/// White no legal turn (E97)`; empty when nothing concealed decided it.
fn decided_by(events: &[Event]) -> String {
    let found: Vec<(Color, &str)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Decided { color, ability } => Some((*color, *ability)),
            _ => None,
        })
        .collect();
    let Some(&(side, _)) = found.first() else {
        return String::new();
    };
    let names: Vec<&str> = found.iter().map(|(_, a)| *a).collect();
    format!(
        ": {}'s {} (concealed, E12) left {} no legal turn (E97)",
        side.name(),
        game_api::words::all_of(&names),
        side.other().name()
    )
}

/// The last line of a finished game and its stored status and result,
/// naming what concealed abilities decided it (E97) from its `events`.
fn ending(
    row: &GameRecord,
    status: Status,
    events: &[Event],
) -> Option<(game_api::GameStatus, String, String)> {
    let player = |c: Color| format!("{} ({})", name(row, c), c.name());
    let decided = decided_by(events);
    match status {
        Status::Playing => None,
        Status::Checkmate { winner } => {
            let result = format!("{} wins by checkmate{decided}.", player(winner));
            Some((
                game_api::GameStatus::Won,
                result.clone(),
                format!("Checkmate! {result}"),
            ))
        }
        Status::Stalemate => {
            let r = format!("Drawn by stalemate (E1){decided}.");
            Some((game_api::GameStatus::Drawn, r.clone(), r))
        }
        Status::SeventyFiveMoves => {
            let r = "Drawn by the 75-move rule (E1).".to_string();
            Some((game_api::GameStatus::Drawn, r.clone(), r))
        }
        Status::Fivefold => {
            let r = "Drawn by fivefold repetition (E1).".to_string();
            Some((game_api::GameStatus::Drawn, r.clone(), r))
        }
    }
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
                Some((next, events)) => Ok(rejected(
                    art,
                    play,
                    state,
                    side,
                    &turn,
                    next,
                    &events,
                    &e.to_string(),
                )),
                None => Err(game_api::Failure::refused(e.to_string())),
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
    let story = elemental::story(&events);
    // A plain move tells nothing the turn does not.
    let plain = matches!(events.first(), Some(Event::Moved { .. }))
        && !story.contains(" · ")
        && !story.contains(" takes ");
    let mut lines: Vec<game_api::Words> = vec![
        format!(
            "Move {} · {} ({}): {public_turn}{}",
            game.position().board().fullmoves(),
            side.name(),
            name(&row, side),
            if plain {
                String::new()
            } else {
                format!(" — {story}")
            }
        )
        .into(),
    ];
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
            e => lines.push(format!("-# {e}").into()),
        }
    }
    let status = events
        .iter()
        .find_map(Event::ending)
        .unwrap_or(Status::Playing);
    let ended = ending(&row, status, &events).map(|(status, result, line)| {
        lines.push(line.into());
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
    why: &str,
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
    let then = match &ended {
        Some((_, _, line)) => format!("\n{} has no other legal turn. {line}", side.name()),
        None => format!(" {} plays another turn.", side.name()),
    };
    let text = format!(
        "{} ({}) chose a turn that a concealed ability stops (E53): {}.{then}",
        name(&row, side),
        side.name(),
        elemental::story(events),
    );
    let outs = vec![
        Out::Plain(game_api::Reply::private(&play.user.id, why.to_string())),
        Out::Board {
            audience: Audience::Everyone,
            text: text.into(),
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
        .ok_or_else(|| game_api::Failure::refused("You have no move staged: stage one with /move, or play in one go with /turn move:e2-e4."))
}
