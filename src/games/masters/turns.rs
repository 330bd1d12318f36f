//! A Masters turn: a move, a claim and an inheritance answer staged part
//! by part and checked as the whole turn they make (with the M23 warning),
//! the private preview, and the commit with its turn line.

use super::draft::{self, Draft};
use super::say::{self, joined, notation, owned, piece, side as side_name};
use super::{MastersArt, board_out, name, view};
use game_api::GameDraft;
use game_api::{Audience, Commit, Effect, GameRecord, Outcome, Phrase, Play, Stage, Staged, Words};
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
        .map_err(|e| game_api::Failure::refused(turn_error(e)))
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
pub(super) fn check_staged(pos: &Position, d: &Draft, part: Part) -> Outcome<Option<Phrase>> {
    let answer = d
        .inherit
        .map(|i| draft::resolve(i, pos, "choice"))
        .transpose()
        .map_err(game_api::Failure::refused)?;
    let after_answer = pos
        .answered(answer)
        .map_err(|e| game_api::Failure::refused(turn_error(e)))?;
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
                text = Phrase::new("masters-claim-first")
                    .with("refusal", text)
                    .code("square", m.from);
            }
            Err(game_api::Failure::refused(text))
        }
    }
}

/// A rejection in the words of the commands people type: promotions are
/// an option (`promote:dragon`), not turn notation (`E11-E12=dragon`).
pub(super) fn turn_error(e: TurnError) -> Phrase {
    say::turn_error(e)
}

pub(super) fn m23_warning(reason: ClaimError) -> Phrase {
    let said = say::claim_error(reason, false);
    match reason {
        ClaimError::Blocked {
            blocker,
            blocker_square,
            ..
        } => Phrase::new("masters-m23-warning-blocked")
            .with("reason", said)
            .with("blocker", piece(blocker))
            .code("square", blocker_square),
        _ => Phrase::new("masters-m23-warning").with("reason", said),
    }
}

/// What a draft stages, in words: "E2-E4, claim F9, inherit the archer".
pub(super) fn describe_draft(d: &Draft) -> Option<Phrase> {
    let mut parts = vec![];
    if let Some(m) = &d.mv {
        parts.push(notation(m));
    }
    if let Some(c) = &d.claim {
        parts.push(Phrase::new("masters-draft-claim").code("square", c));
    }
    if let Some(i) = d.inherit {
        parts.push(super::draft::answer(i));
    }
    joined("masters-and-then", parts)
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
    warning: Option<Phrase>,
) -> Stage {
    let game = play.game;
    let side = pos.to_move();
    let shown = answered(&pos, &d).unwrap_or(pos);
    let mut staged = Phrase::new("masters-staged");
    if let Some(draft) = describe_draft(&d) {
        staged = staged.with("draft", draft);
    }
    let text = Words::from(staged).line(warning.map(Words::from).unwrap_or_default());
    let preview = Preview {
        staged_move: d.mv(),
        staged_claim: d.claim(),
        claim_picking: false,
    };
    let v = view(art, game, shown, side, preview);
    Stage::Staged(Staged {
        turn: GameDraft::of(&d),
        text,
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
        .map_err(|e| game_api::Failure::refused(turn_error(e)))?;
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
    let mut lines: Vec<Words> = vec![turn_line(&game, number, side, &turn, taken).into()];
    lines.extend(play.lapsed_draw_line());
    for e in &events {
        if let Some(line) = say::event_line(e) {
            lines.push(Words::code("-# ").and(line));
        }
    }
    let mut ended = None;
    if let Some(winner) = next.winner() {
        let won = |id: &'static str| {
            Phrase::new(id)
                .name("player", name(&game, winner))
                .with("side", side_name(winner))
                .with("loser", side_name(winner.other()))
        };
        ended = Some(game_api::Ending::new(
            game_api::GameStatus::Won,
            won("masters-result-won"),
        ));
        lines.push(won("masters-won").into());
    } else if next.legal_turns().is_empty() {
        let stuck = next.to_move();
        lines.push(
            Phrase::new("masters-stuck")
                .name("player", name(&game, stuck))
                .with("side", side_name(stuck))
                .into(),
        );
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
            Words::lines(lines),
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
) -> Phrase {
    let mut parts = vec![];
    if let Some(i) = turn.inheritance {
        match i {
            masters::Inheritance::Accept(k) => {
                parts.push(Phrase::new("masters-part-inherits").with("piece", piece(k)));
            }
            masters::Inheritance::Decline => parts.push(Phrase::new("masters-part-declines")),
        }
    }
    let takes = taken.map(|p| Phrase::new("masters-part-takes").with("piece", owned(p)));
    let claims = |t: masters::Square| Phrase::new("masters-part-claims").code("square", t);
    match turn.action {
        Action::Move(m) => {
            parts.push(notation(m));
            parts.extend(takes);
        }
        Action::Claim(t) => parts.push(claims(t)),
        Action::MoveAndClaim(m, t) => {
            parts.push(notation(m));
            parts.extend(takes);
            parts.push(claims(t));
        }
    }
    let mut line = Phrase::new("masters-turn-line")
        .with("number", number)
        .with("side", side_name(side))
        .name("player", name(game, side));
    if let Some(what) = joined("masters-and-then", parts) {
        line = line.with("what", what);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use masters::Square;

    #[test]
    fn hints_name_the_options_people_type() {
        let sq = |s: &str| s.parse::<Square>().unwrap();
        let en = |p: Phrase| crate::speech::english(&p.into());
        let missing = en(turn_error(TurnError::PromotionMissing {
            from: sq("E11"),
            to: sq("E12"),
        }));
        assert!(
            missing.contains("promote:dragon") && !missing.contains("=dragon"),
            "{missing}"
        );
        assert!(missing.contains("/move from:E11 to:E12 promote:dragon"));
        let extra = en(turn_error(TurnError::PromotionNotAllowed {
            from: sq("E2"),
            to: sq("E4"),
        }));
        assert!(extra.contains("leave promote: out"), "{extra}");
        // Ember's witch offered the archer and the horseman: the hint names
        // the option of the command the answer was typed in.
        let pos: Position =
            "nhadgpwahn/ssscsscsss/10/10/10/10/10/10/10/10/SSSCSSCSSS/NHADGPWAHN e 1 -/- AH/- -"
                .parse()
                .unwrap();
        let several = crate::speech::english(
            &draft::resolve(draft::InheritChoice::Accept, &pos, "choice").unwrap_err(),
        );
        assert!(several.contains("like choice:archer"), "{several}");
        let several = crate::speech::english(
            &draft::resolve(draft::InheritChoice::Accept, &pos, "inherit").unwrap_err(),
        );
        assert!(several.contains("like inherit:archer"), "{several}");
    }
}
