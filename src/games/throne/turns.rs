//! A Throne round: `/throw` runs the power chain with the game's seeded
//! generator, `/move` (or a move button) spends values, and the commit
//! announces every forfeit, bonus round and passing of the turn.

use super::texts::{
    event_lines, kind as kind_name, move_buttons, move_menus, next_line, rejection, seat_phrase,
    throw_button, who,
};
use super::view::view;
use super::{ThroneArt, not_now, seat};
use game_api::{Arg, Audience, Commit, Effect, Join, Out, Outcome, Phrase, Play, Words};
use throne::{Event, Kind, Move, Phase, Place, Position, Seat, Throw, Values};

/// The public board message, with its move buttons or move menus.
fn board_with_moves(
    text: Words,
    picture: Box<dyn game_api::Picture>,
    buttons: Vec<game_api::Button>,
    menus: Vec<game_api::Menu>,
) -> Out {
    if menus.is_empty() {
        return Out::Board {
            audience: Audience::Everyone,
            text,
            picture,
            buttons,
        };
    }
    let mut reply = game_api::Reply::public(text).with_buttons(buttons);
    reply.menus = menus;
    Out::Rich { reply, picture }
}

/// The seat of the player in `play`, if it may act now.
pub(super) fn seated_on_turn(play: &Play<'_>, pos: &Position) -> Outcome<Seat> {
    let me = seat(play.seated()?);
    match not_now(play.game, pos, me) {
        Some(why) => Err(why),
        None => Ok(me),
    }
}

/// The committed result of an action: new state, log entry, messages.
pub(super) fn commit(
    art: &ThroneArt,
    play: &Play<'_>,
    before: &Position,
    after: Position,
    events: &[Event],
    log: String,
    last_move: Option<String>,
) -> Effect<Position> {
    let game = play.game;
    let version = game.version + 1;
    let mut lines: Vec<Words> = Vec::new();
    let threw: Vec<Throw> = events
        .iter()
        .filter_map(|e| match e {
            Event::Threw { throw, .. } => Some(*throw),
            _ => None,
        })
        .collect();
    let mover = before.turn();
    let mut outs = Vec::new();
    let ended = after.winner().map(|w| {
        let text = Phrase::new("throne-wins").with("who", who(game, w));
        game_api::Ending::new(game_api::GameStatus::Won, text)
    });
    if !threw.is_empty() {
        let values: Vec<String> = threw.iter().map(|t| t.value().to_string()).collect();
        lines.push(
            Phrase::new("throne-threw")
                .with("turn", after.rounds())
                .with("who", who(game, mover))
                .code("throws", values.join(", "))
                .code("values", after.round_values())
                .into(),
        );
        lines.extend(event_lines(game, events));
        lines.extend(next_line(game, &after).map(Words::from));
        let buttons = if after.phase() == Phase::Move {
            move_buttons(game.id, version, &after)
        } else if after.winner().is_none() {
            vec![throw_button(game.id, version)]
        } else {
            vec![]
        };
        // The board, with the last throw's shells and a badge on every
        // square the values reach, so the player can choose from it.
        outs.push(board_with_moves(
            Words::lines(lines.clone()),
            Box::new(view(art, game, after.clone())),
            buttons,
            move_menus(game.id, version, &after),
        ));
    } else {
        // The win is announced once, by its event line.
        lines.extend(event_lines(game, events));
        lines.extend(next_line(game, &after).map(Words::from));
        let buttons = match after.phase() {
            Phase::Move => move_buttons(game.id, version, &after),
            Phase::Throw => vec![throw_button(game.id, version)],
            Phase::Won(_) => vec![],
        };
        let mut shown = game.clone();
        if let Some(ending) = &ended {
            shown.status = ending.status;
            shown.result = Some(ending.result.clone());
        }
        let menus = match after.phase() {
            Phase::Move => move_menus(game.id, version, &after),
            _ => vec![],
        };
        outs.push(board_with_moves(
            Words::lines(lines),
            Box::new(view(art, &shown, after.clone())),
            buttons,
            menus,
        ));
    }
    Effect::Commit(Box::new(Commit {
        state: after,
        log: game_api::LogLine::turn(log),
        last_move,
        captured: vec![vec![]; game.players.len()],
        ended,
        lapses_draw: false,
        outs,
    }))
}

pub(super) fn throw(art: &ThroneArt, play: &Play<'_>, pos: &Position) -> Outcome<Effect<Position>> {
    seated_on_turn(play, pos)?;
    if pos.phase() == Phase::Move {
        return Err(game_api::Failure::refused(
            Phrase::new("throne-thrown-already").code("values", pos.unused()),
        ));
    }
    let mut after = pos.clone();
    let mut events = Vec::new();
    after
        .throw(&mut events)
        .map_err(|e| game_api::Failure::refused(rejection(&e)))?;
    let values: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::Threw { throw, .. } => Some(throw.value().to_string()),
            _ => None,
        })
        .collect();
    let log = format!("throw {}", values.join(" "));
    Ok(commit(art, play, pos, after, &events, log, None))
}

/// The move a player named: the place on their own path, the kind (from
/// what stands there when not given) and the values.
pub(super) fn named_move(
    pos: &Position,
    me: Seat,
    piece: &str,
    kind: Option<&str>,
    values: &str,
) -> Outcome<Move> {
    let place: Place = piece.parse().map_err(|e: throne::board::PlaceError| {
        game_api::Failure::refused(Phrase::new("throne-bad-place").name("place", e.0))
    })?;
    if let Place::Bridge(owner, _) = place
        && owner != me
    {
        return Err(game_api::Failure::refused(
            Phrase::new("throne-not-your-bridge")
                .code("place", place)
                .with("owner", seat_phrase(owner))
                .code("first", Place::Bridge(me, 1))
                .code("second", Place::Bridge(me, 2)),
        ));
    }
    if place == Place::Throne {
        return Err(game_api::Failure::refused(Phrase::new(
            "throne-finished-do-not-move",
        )));
    }
    let values: Values = values.parse().map_err(|e: throne::throw::ValuesError| {
        game_api::Failure::refused(Phrase::new("throne-bad-values").name("values", e.0))
    })?;
    let kind = match kind {
        Some(k) => Kind::from_name(k).ok_or_else(|| {
            game_api::Failure::refused(
                Phrase::new("throne-not-a-kind").name("kind", game_api::words::shorten(k)),
            )
        })?,
        None if place == Place::Home => Kind::Soldier,
        None => {
            let step = place.step_for(pos.players(), me).unwrap_or(0);
            let here: Vec<Kind> = Kind::ALL
                .into_iter()
                .filter(|&k| pos.count_at(me, step, k) > 0)
                .collect();
            match here.as_slice() {
                [] => {
                    return Err(game_api::Failure::refused(
                        Phrase::new("throne-no-piece-on").code("square", place),
                    ));
                }
                [one] => *one,
                several => {
                    let options = several
                        .iter()
                        .map(|k| {
                            Phrase::new("throne-option")
                                .code("option", format!("kind:{}", kind_name(*k)))
                        })
                        .collect();
                    return Err(game_api::Failure::refused(
                        Phrase::new("throne-several-kinds")
                            .code("square", place)
                            .with("options", Arg::List(Join::Or, options)),
                    ));
                }
            }
        }
    };
    Ok(Move {
        from: place,
        kind,
        values,
    })
}

pub(super) fn advance(
    art: &ThroneArt,
    play: &Play<'_>,
    pos: &Position,
    piece: &str,
    kind: Option<&str>,
    values: &str,
) -> Outcome<Effect<Position>> {
    let me = seated_on_turn(play, pos)?;
    if pos.phase() == Phase::Throw {
        return Err(game_api::Failure::refused(Phrase::new(
            "throne-throw-first",
        )));
    }
    let mv = named_move(pos, me, piece, kind, values)?;
    play_move(art, play, pos, mv)
}

/// Plays a typed move for the player on turn (a named one, or the engine's).
pub(super) fn play_move(
    art: &ThroneArt,
    play: &Play<'_>,
    pos: &Position,
    mv: Move,
) -> Outcome<Effect<Position>> {
    seated_on_turn(play, pos)?;
    if pos.phase() == Phase::Throw {
        return Err(game_api::Failure::refused(Phrase::new(
            "throne-throw-first",
        )));
    }
    let mut after = pos.clone();
    let mut events = Vec::new();
    after
        .apply(&mv, &mut events)
        .map_err(|e| game_api::Failure::refused(rejection(&e)))?;
    let log = mv.to_string();
    Ok(commit(
        art,
        play,
        pos,
        after,
        &events,
        log.clone(),
        Some(log),
    ))
}
