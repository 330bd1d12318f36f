//! Regions turns: the secret pick (R13), staged moves with their preview,
//! and the commit that announces public events to everyone and the secret
//! one to its owner.

use super::view::view;
use super::{RegionsArt, name, on_turn, promotion, seated, square};
use game_api::GameDraft;
use game_api::{
    Audience, Commit, Effect, Out, Outcome, Play, Reply, SquareName, Stage, Staged, Viewer,
};
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
        .map_err(|e| game_api::Failure::refused(e.to_string()))?;
    let kind = pos.piece_at(sq).map_or(Kind::Pawn, |p| p.kind);
    let mut game = play.game.clone();
    game.state = next.to_string();
    let private = Out::Board {
        audience: Audience::Private(play.user.id.clone()),
        text: format!(
            "Your infiltrator is {}'s {kind} on {sq}. Only you can see this; it is marked with a mask on your own views. Once any check has happened you may /reveal it (R14).",
            side.other()
        ).into(),
        picture: Box::new(view(art, &game, next, Viewer::Seat(side.index()))),
        buttons: vec![],
    };
    let public_text = if next.picks_done() {
        format!(
            "{} ({side}) has picked an infiltrator. Both have picked: {} (White) moves first{}.",
            play.user.name,
            name(&game, Side::White),
            crate::games::common::how_to_act(
                &game,
                Side::White.index(),
                " with /move from:<square> to:<square>"
            )
        )
    } else {
        format!(
            "{} ({side}) has picked an infiltrator; waiting for {}.",
            play.user.name,
            name(&game, side.other())
        )
    };
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
            return Err(game_api::Failure::refused(
                "`carry_promote:` goes with `carry:`, like /move from:e9 to:e10 promote:queen carry:d9 carry_promote:queen.",
            ));
        }
        (None, None) => {}
    }
    Ok(Action::Move(m))
}

/// A rejection with the option to type where the rules' sentence leaves it open.
fn action_error(e: regions::ActionError) -> String {
    match e {
        regions::ActionError::PromotionNeeded { .. } => {
            format!("{e} Add it as promote:queen (or tower, bishop, scout, hussar).")
        }
        regions::ActionError::CarryPromotion(_) => {
            format!("{e} Give it as carry_promote:queen (or tower, bishop, scout, hussar).")
        }
        e => e.to_string(),
    }
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
        .map_err(action_error)
        .map_err(game_api::Failure::refused)?;
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
    let text = format!(
        "Staged: {action}. The picture marks it on the board: the source dimmed, a ghost where a piece lands, brackets on a piece it takes. Press End turn (or /endturn) to play it, Undo (/undo) to start again."
    );
    let stage = Stage::Staged(Staged {
        turn: GameDraft::of(&action.to_string()),
        text: text.into(),
        picture: Box::new(v),
    });
    Ok(crate::games::common::replacing(
        stage,
        play.staged
            .and_then(GameDraft::text)
            .map(game_api::Words::from),
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
        .map_err(action_error)
        .map_err(game_api::Failure::refused)?;
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
    let takes = events
        .iter()
        .find_map(|e| match e {
            Event::Captured { piece, .. } => Some(format!(", takes {piece}")),
            _ => None,
        })
        .unwrap_or_default();
    let mut lines: Vec<game_api::Words> = vec![
        format!(
            "Turn {} · {side} ({}): {action}{takes}",
            pos.turn(),
            name(&game, side)
        )
        .into(),
    ];
    lines.extend(play.lapsed_draw_line());
    let mut ended = None;
    for e in &events {
        if let Event::Captured { piece, .. } = e
            && let Some(list) = game.captured.get_mut(piece.side.index())
        {
            list.push(piece.kind.name().to_string());
        }
        match e {
            Event::Moved { .. } | Event::Captured { .. } => {}
            e if !e.visible_to(None) => {}
            Event::KingCaptured { winner } => {
                let result = format!(
                    "{} ({winner}) wins: {}'s king has been captured.",
                    name(&game, *winner),
                    winner.other()
                );
                lines.push(
                    format!(
                        "{} ({winner}) wins! {}'s king has been captured.",
                        name(&game, *winner),
                        winner.other()
                    )
                    .into(),
                );
                ended = Some(game_api::Ending::new(game_api::GameStatus::Won, result));
            }
            Event::NoLegalAction { side: stuck } => {
                let result = format!(
                    "Drawn: {} ({stuck}) has no legal action (R15).",
                    name(&game, *stuck)
                );
                lines.push(result.clone().into());
                ended = Some(game_api::Ending::new(game_api::GameStatus::Drawn, result));
            }
            e => lines.push(format!("-# {e}").into()),
        }
    }
    let mut outs = vec![Out::Board {
        audience: Audience::Everyone,
        text: game_api::Words::lines(lines),
        picture: Box::new(view(art, &game, next, Viewer::Public)),
        buttons: vec![],
    }];
    // The picker of a lost infiltrator hears of it privately.
    for e in &events {
        if let Event::InfiltratorLost { picker, .. } = e
            && let Some(user) = game.players.get(picker.index())
        {
            outs.push(Out::Plain(Reply::private(&user.id, e.to_string())));
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
        .ok_or_else(|| game_api::Failure::refused("You have no move staged: stage one with /move, or play in one go with /turn move:e2-e4."))
}
