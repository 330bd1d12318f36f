//! Regions turns: the secret pick (R13), staged moves with their preview,
//! and the commit that announces public events to everyone and the secret
//! one to its owner.

use super::say;
use super::view::view;
use super::{RegionsArt, name, on_turn, promotion, seated, square};
use game_api::{
    Audience, Commit, Effect, Out, Outcome, Play, Reply, SquareName, Stage, Staged, Viewer,
};
use game_api::{GameDraft, Phrase, Words};
use regions::{Action, Event, Kind, Move, Position, Side, Square};

/// Stores a pick (secretly) and announces only that it was made.
pub(super) fn pick(
    art: &RegionsArt,
    play: &Play<'_>,
    pos: &Position,
    sq: Square,
) -> Outcome<Effect<Position>> {
    let side = seated(play)?;
    let next = pos
        .pick(side, sq)
        .map_err(|e| game_api::Failure::refused(say::pick_error(e)))?;
    let kind = pos.piece_at(sq).map_or(Kind::Pawn, |p| p.kind);
    let mut game = play.game.clone();
    game.state = next.to_string();
    let private = Out::Board {
        audience: Audience::Private(play.user.id.clone()),
        text: Phrase::new("regions-your-pick")
            .with("piece", say::piece(regions::Piece::new(kind, side.other())))
            .code("square", sq)
            .into(),
        picture: Box::new(view(art, &game, next, Viewer::Seat(side.index()))),
        buttons: vec![],
    };
    let public_text = if next.picks_done() {
        // An engine seat acts by itself and is never told what to type.
        let engine = game
            .players
            .get(Side::White.index())
            .is_some_and(|u| u.is_engine());
        Phrase::new(if engine {
            "regions-both-picked-engine"
        } else {
            "regions-both-picked"
        })
        .name("white", name(&game, Side::White))
    } else {
        Phrase::new("regions-picked-waiting").name("other", name(&game, side.other()))
    }
    .name("player", play.user.name.clone())
    .with("side", say::side(side));
    let public = Out::Board {
        audience: Audience::Everyone,
        text: public_text.into(),
        picture: Box::new(view(art, &game, next, Viewer::Public)),
        buttons: vec![],
    };
    Ok(Effect::Commit(Box::new(Commit {
        state: next,
        log: game_api::LogLine::setup(format!("pick {sq}")),
        last_move: game.last_move.clone(),
        captured: game.captured.clone(),
        ended: None,
        lapses_draw: false,
        outs: vec![private, public],
    })))
}

/// The action a `/move` (or `/turn move:`) names.
pub(super) fn move_action(
    from: &SquareName,
    to: &SquareName,
    promote: Option<&str>,
    carry: Option<&SquareName>,
    carry_promote: Option<&str>,
) -> Outcome<Action> {
    let mut m = Move::new(square(from)?, square(to)?);
    if let Some(p) = promote {
        m = m.promoting(promotion("promote", p)?);
    }
    match (carry, carry_promote) {
        (Some(c), cp) => {
            let cp = cp.map(|p| promotion("carry_promote", p)).transpose()?;
            m = m.carrying(square(c)?, cp);
        }
        (None, Some(_)) => {
            return Err(game_api::Failure::refused(Phrase::new(
                "regions-carry-promote-alone",
            )));
        }
        (None, None) => {}
    }
    Ok(Action::Move(m))
}

/// Stages `action` after checking it, and answers with the private preview.
/// The staged action is the rules crate's notation for it.
pub(super) fn preview(
    art: &RegionsArt,
    play: &Play<'_>,
    pos: &Position,
    action: Action,
) -> Outcome<Stage> {
    let side = on_turn(play, pos)?;
    let (after, _) = pos
        .play(&action)
        .map_err(|e| game_api::Failure::refused(say::action_error(e)))?;
    // The board before the turn, the turn marked on it: the source
    // dimmed, a ghost where each piece lands (a carried pawn too),
    // brackets on what it takes.
    let mut v = view(art, play.game, *pos, Viewer::Seat(side.index()));
    v.last_move = None;
    v.staged = Some(regions_render::Staged::between(
        Square::all(),
        |sq| pos.piece_at(sq),
        |sq| after.piece_at(sq),
        |p| p.side == side,
    ));
    let text = Words::from(Phrase::new("regions-staged").with("action", say::action(&action)));
    // A move staged in the place of another says so first: `/move`
    // replaces, no `/undo` needed.
    let stage = Stage::Staged(Staged {
        turn: GameDraft::of(&action.to_string()),
        text,
        picture: Box::new(v),
    });
    Ok(crate::games::common::replacing(
        stage,
        play.staged.and_then(GameDraft::text),
    ))
}

/// Plays `action` and announces it: public lines for public events, a
/// private line for the secret one.
pub(super) fn commit(
    art: &RegionsArt,
    play: &Play<'_>,
    pos: &Position,
    action: Action,
) -> Outcome<Effect<Position>> {
    let side = on_turn(play, pos)?;
    let (next, events) = pos
        .play(&action)
        .map_err(|e| game_api::Failure::refused(say::action_error(e)))?;
    let mut game = play.game.clone();
    game.state = next.to_string();
    if let Some(m) = action.mv() {
        game.last_move = Some(format!("{}-{}", m.from, m.to));
    }
    // A reveal marks the revealed piece's square, not the move before it.
    if let Some(square) = events.iter().find_map(|e| match e {
        Event::Revealed { square, .. } => Some(*square),
        _ => None,
    }) {
        game.last_move = Some(format!("{square}-{square}"));
    }
    let takes = events.iter().find_map(|e| match e {
        Event::Captured { piece, .. } => Some(say::piece(*piece)),
        _ => None,
    });
    let turn = match takes {
        Some(taken) => Phrase::new("regions-turn-line-takes").with("taken", taken),
        None => Phrase::new("regions-turn-line"),
    }
    .with("turn", pos.turn())
    .with("side", say::side(side))
    .name("player", name(&game, side))
    .with("action", say::action(&action));
    let mut lines: Vec<Words> = vec![turn.into()];
    lines.extend(play.lapsed_draw_line());
    let mut ended = None;
    for e in &events {
        if let Event::Captured { piece, .. } = e
            && let Some(list) = game.captured.get_mut(piece.side.index())
        {
            list.push(piece.kind.name().to_string());
        }
        match e {
            Event::KingCaptured { winner } => {
                let said = |id| {
                    Phrase::new(id)
                        .name("player", name(&game, *winner))
                        .with("side", say::side(*winner))
                        .with("loser", say::side(winner.other()))
                };
                lines.push(said("regions-wins").into());
                ended = Some(game_api::Ending::new(
                    game_api::GameStatus::Won,
                    said("regions-result-wins"),
                ));
            }
            Event::NoLegalAction { side: stuck } => {
                let result = Phrase::new("regions-result-no-action")
                    .name("player", name(&game, *stuck))
                    .with("side", say::side(*stuck));
                lines.push(result.clone().into());
                ended = Some(game_api::Ending::new(game_api::GameStatus::Drawn, result));
            }
            e if !e.visible_to(None) => {}
            e => {
                if let Some(line) = say::event(e) {
                    lines.push(Words::code("-# ").and(line));
                }
            }
        }
    }
    let mut outs = vec![Out::Board {
        audience: Audience::Everyone,
        text: Words::lines(lines),
        picture: Box::new(view(art, &game, next, Viewer::Public)),
        buttons: vec![],
    }];
    // The picker of a lost infiltrator hears of it privately.
    for e in &events {
        if let Event::InfiltratorLost { picker, square } = e
            && let Some(user) = game.players.get(picker.index())
        {
            outs.push(Out::Plain(Reply::private(
                &user.id,
                Phrase::new("regions-event-infiltrator-lost").code("square", square),
            )));
        }
    }
    Ok(Effect::Commit(Box::new(Commit {
        state: next,
        log: game_api::LogLine::turn(action.to_string()),
        last_move: game.last_move.clone(),
        captured: game.captured.clone(),
        ended,
        lapses_draw: true,
        outs,
    })))
}

/// The staged action of the player in `play`.
pub(super) fn staged(play: &Play<'_>) -> Outcome<Action> {
    play.staged
        .and_then(GameDraft::text)
        .and_then(|a| a.parse().ok())
        .ok_or_else(|| game_api::Failure::refused(Phrase::new("regions-nothing-staged")))
}
