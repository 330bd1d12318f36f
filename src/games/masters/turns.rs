//! A Masters turn: a move, a claim and an inheritance answer staged part
//! by part and checked as the whole turn they make (with the M23 warning),
//! the private preview, and the commit with its turn line.

use super::draft::{self, Draft};
use super::{MastersArt, board_out, name, view};
use game_api::GameDraft;
use game_api::{Audience, Commit, Effect, GameRecord, Outcome, Play, Stage, Staged};
use masters::{Action, ClaimError, Event, Move, Position, Side, Turn, TurnError};
use masters_render::Preview;

/// The position after the staged inheritance answer (what the preview shows).
pub(crate) fn answered(pos: &Position, d: &Draft) -> Outcome<Position> {
    let answer = d
        .inherit
        .map(|i| draft::resolve(i, pos, "choice"))
        .transpose()
        .map_err(game_api::Failure::refused)?;
    pos.answered(answer)
        .map_err(|e| game_api::Failure::refused(e.to_string()))
}

/// What was just staged.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Part {
    Move,
    Claim,
    Inherit,
}

/// Checks a draft with a newly staged part against the whole turn it makes.
/// A claim that fails only in the position after the staged move is kept,
/// with the M23 warning (the turn would be rejected on submission, so the
/// player can fix either half); anything else illegal is refused with the
/// rules' reason.
pub(super) fn check_staged(pos: &Position, d: &Draft, part: Part) -> Outcome<Option<String>> {
    let answer = d
        .inherit
        .map(|i| draft::resolve(i, pos, "choice"))
        .transpose()
        .map_err(game_api::Failure::refused)?;
    let after_answer = pos
        .answered(answer)
        .map_err(|e| game_api::Failure::refused(e.to_string()))?;
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
            Err(game_api::Failure::refused(text))
        }
    }
}

/// A rejection in the words of the commands people type: promotions are
/// an option (`promote:dragon`), not turn notation (`E11-E12=dragon`).
pub(super) fn turn_error(e: TurnError) -> String {
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

pub(super) fn m23_warning(reason: ClaimError) -> String {
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

pub(super) fn describe_draft(d: &Draft) -> String {
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
pub(super) fn preview(
    art: &MastersArt,
    play: &Play<'_>,
    pos: Position,
    draft: Draft,
    part: Part,
) -> Outcome<Stage> {
    let warning = check_staged(&pos, &draft, part)?;
    Ok(staged_preview(art, play, pos, draft, warning))
}

pub(super) fn staged_preview(
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
        turn: GameDraft::of(&d),
        text: text.into(),
        picture: Box::new(v),
    })
}

/// Plays `turn`: the new stored state and what to announce.
pub(super) fn commit(
    art: &MastersArt,
    play: &Play<'_>,
    pos: Position,
    turn: Turn,
) -> Outcome<Effect<Position>> {
    let mut game = play.game.clone();
    let side = pos.to_move();
    let (next, events) = pos
        .play(&turn)
        .map_err(turn_error)
        .map_err(game_api::Failure::refused)?;
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
    let mut lines: Vec<game_api::Words> = vec![turn_line(&game, number, side, &turn, taken).into()];
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
            lines.push(format!("-# {e}").into());
        }
    }
    let mut ended = None;
    if let Some(winner) = next.winner() {
        ended = Some(game_api::Ending::new(
            game_api::GameStatus::Won,
            format!(
                "{} ({winner}) wins: all three of {}'s leaders have fallen.",
                name(&game, winner),
                winner.other()
            ),
        ));
        lines.push(
            format!(
                "{} ({winner}) wins! All three of {}'s leaders have fallen.",
                name(&game, winner),
                winner.other()
            )
            .into(),
        );
    } else if next.legal_turns().is_empty() {
        let stuck = next.to_move();
        lines.push(format!("{} ({stuck}) has no legal turn: resign with /resign or offer a draw with /draw action:offer.", name(&game, stuck)).into());
    }
    let v = view(art, &game, next, Side::Ember, Preview::default());
    Ok(Effect::Commit(Box::new(Commit {
        state: next,
        log: game_api::LogLine::turn(turn.to_string()),
        last_move: game.last_move.clone(),
        captured: game.captured.clone(),
        ended,
        lapses_draw: true,
        outs: vec![board_out(
            Audience::Everyone,
            game_api::Words::lines(lines),
            v,
            vec![],
        )],
    })))
}

/// `Turn 14 · Frost (bob): H11-H9, takes Ember's archer, claims F7`.
pub(super) fn turn_line(
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

#[cfg(test)]
mod tests {
    use super::*;
    use masters::Square;

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
