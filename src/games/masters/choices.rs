//! A Masters turn as a path of choices, read from the rules crate's legal
//! turns: an inheritance answer when the witch has offers, then a piece and
//! its square (and a promotion), then a claim — or Claim alone, then its
//! target (M20–M24, M32, M36).

use super::say::piece;
use super::{Masters, Preview, side_of, view};
use game_api::{
    Choice, Choices, GameRecord, Outcome, Phrase, Picture, Step, TurnTrie, Words, refuse,
};
use masters::{Action, Inheritance, Position, Turn};

/// The path of choices that makes `turn` in `pos`.
fn path(pos: &Position, turn: &Turn) -> Vec<Choice> {
    let mut path = Vec::with_capacity(4);
    match turn.inheritance {
        Some(Inheritance::Accept(k)) => path.push(Choice::named(
            format!("inherit.{k}"),
            Phrase::new("masters-choice-inherit").with("piece", piece(k)),
        )),
        Some(Inheritance::Decline) => path.push(Choice::named(
            "inherit.decline",
            Phrase::new("masters-choice-decline"),
        )),
        None => {}
    }
    let (mv, claim) = match turn.action {
        Action::Move(m) => (Some(m), None),
        Action::Claim(c) => (None, Some(c)),
        Action::MoveAndClaim(m, c) => (Some(m), Some(c)),
    };
    if let Some(m) = mv {
        let from: Words = match pos.piece_at(m.from) {
            Some(p) => Phrase::new("masters-choice-piece")
                .code("square", m.from)
                .with("piece", piece(p.kind))
                .into(),
            None => Words::code(m.from.to_string()),
        };
        path.push(Choice::place(m.from.to_string(), from));
        path.push(
            Choice::place(
                m.to.to_string(),
                Words::code(format!("{}-{}", m.from, m.to)),
            )
            .in_group(Words::code(m.from.to_string())),
        );
        if let Some(p) = m.promotion {
            path.push(Choice::named(
                format!("promote.{p}"),
                Phrase::new("masters-choice-promote").with("piece", piece(p.kind())),
            ));
        }
    } else {
        path.push(Choice::named(
            "claim",
            Phrase::new("masters-choice-claim-only"),
        ));
    }
    if let Some(c) = claim {
        path.push(Choice::place_keyed(
            format!("claim.{c}"),
            c.to_string(),
            Phrase::new("masters-choice-claim").code("square", c),
        ));
    }
    path
}

/// Every legal turn of `pos` with its path.
fn trie(pos: &Position) -> TurnTrie {
    let mut t = TurnTrie::new();
    for turn in pos.legal_turns() {
        t.add(path(pos, &turn), turn.to_string());
    }
    t
}

/// The next step of `seat`'s turn after `path`.
pub(super) fn step(pos: &Position, seat: usize, path: &[String]) -> Outcome<Step> {
    if pos.winner().is_some() {
        return refuse(game_api::Phrase::new("masters-choices-over"));
    }
    if side_of(seat) != pos.to_move() {
        return game_api::refuse_because(
            game_api::Why::NotYourTurn,
            game_api::Phrase::new("masters-choices-not-your-turn")
                .with("side", super::say::side(pos.to_move())),
        );
    }
    let Some(found) = trie(pos).step(path) else {
        return refuse(game_api::Phrase::new("masters-choices-stale"));
    };
    let kinds = |prefix: &str| found.choices.iter().any(|c| c.key.starts_with(prefix));
    // Claim alone is offered only where a claim may be made (M20).
    let or_claim = found.choices.iter().any(|c| c.key == "claim");
    let choose_piece = if or_claim {
        "masters-prompt-piece-or-claim"
    } else {
        "masters-prompt-piece"
    };
    let prompt = if found.chosen.is_empty() {
        if kinds("inherit.") {
            "masters-prompt-offers"
        } else {
            choose_piece
        }
    } else if kinds("promote.") {
        "masters-prompt-promote"
    } else if kinds("claim.") && found.turn.is_some() {
        "masters-prompt-claim-or-end"
    } else if kinds("claim.") {
        "masters-prompt-claim"
    } else if found.choices.is_empty() {
        "masters-prompt-end"
    } else if kinds("inherit.")
        || found
            .chosen
            .last()
            .is_some_and(|c| c.key.starts_with("inherit."))
    {
        choose_piece
    } else {
        "masters-prompt-where"
    };
    Ok(found.with_prompt(Phrase::new(prompt)))
}

impl Choices for Masters {
    fn choices(
        &self,
        _game: &GameRecord,
        pos: &Position,
        seat: usize,
        path: &[String],
    ) -> Outcome<Step> {
        step(pos, seat, path)
    }

    /// The picture of a step: the move chosen so far staged, claim targets
    /// ringed, the squares that may be chosen next marked.
    fn choice_picture(
        &self,
        game: &GameRecord,
        pos: &Position,
        seat: usize,
        path: &[String],
    ) -> Outcome<Box<dyn Picture>> {
        let side = side_of(seat);
        let squares: Vec<masters::Square> = path.iter().filter_map(|k| k.parse().ok()).collect();
        let staged_move = match squares[..] {
            [from, to, ..] => Some(masters::Move::new(from, to)),
            _ => None,
        };
        let staged_claim = path
            .iter()
            .find_map(|k| k.strip_prefix("claim."))
            .and_then(|c| c.parse().ok());
        let next = step(pos, seat, path)?;
        let claim_picking = next.choices.iter().any(|c| c.key.starts_with("claim."));
        let mut v = view(
            &self.art,
            game,
            *pos,
            side,
            Preview {
                staged_move,
                staged_claim,
                claim_picking,
            },
        );
        v.options = next
            .choices
            .iter()
            .filter(|c| !c.key.starts_with("claim."))
            .filter_map(|c| c.place_name()?.parse().ok())
            .collect();
        Ok(Box::new(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Every complete path from the start of a turn: its turns' notation.
    fn paths(pos: &Position) -> Vec<String> {
        let seat = pos.to_move().index();
        let mut out = vec![];
        let mut step = |p: &[String]| step(pos, seat, p).ok();
        game_api::choice::complete_paths(&mut step, &mut vec![], &mut out);
        out.into_iter().map(|(_, turn)| turn).collect()
    }

    /// The positions of the rules crate's perft files: the start and the
    /// tactical ones (claims both ways, pending and forced offers,
    /// promotions with a held piece, a held puppeteer).
    fn positions() -> Vec<(String, Position, u64)> {
        let mut out = vec![];
        for file in [
            include_str!("../../../crates/masters/tests/start.perft"),
            include_str!("../../../crates/masters/tests/tactics.perft"),
        ] {
            let mut id = String::new();
            let mut pos = None;
            for line in file.lines() {
                if let Some(rest) = line.strip_prefix("id ") {
                    id = rest.to_string();
                } else if let Some(rest) = line.strip_prefix("position ") {
                    pos = Some(rest.parse::<Position>().unwrap());
                } else if let Some(rest) = line.strip_prefix("perft 1 ") {
                    out.push((id.clone(), pos.unwrap(), rest.parse().unwrap()));
                }
            }
        }
        out
    }

    #[test]
    fn m20_m24_m32_m36_every_legal_turn_is_exactly_one_complete_path() {
        let all = positions();
        assert!(all.len() >= 6);
        for (id, pos, perft1) in all {
            let found = paths(&pos);
            assert_eq!(found.len() as u64, perft1, "{id}: paths against perft(1)");
            let legal: BTreeSet<String> = pos.legal_turns().iter().map(|t| t.to_string()).collect();
            let distinct: BTreeSet<String> = found.iter().cloned().collect();
            assert_eq!(distinct.len(), found.len(), "{id}: a turn reached twice");
            assert_eq!(distinct, legal, "{id}: the same turns");
        }
    }

    #[test]
    fn paths_two_turns_deep_from_the_start_count_perft_2() {
        let start = Position::start();
        let total: usize = paths(&start)
            .iter()
            .map(|t| paths(&start.play(&t.parse().unwrap()).unwrap().0).len())
            .sum();
        assert_eq!(total, 2905);
    }

    #[test]
    fn a_path_that_leads_nowhere_and_another_seats_turn_are_refused() {
        let start = Position::start();
        assert!(step(&start, 1, &[]).is_err(), "Frost is not to move");
        assert!(
            step(&start, 0, &["E7".into()]).is_err(),
            "no piece to move there"
        );
        let first = step(&start, 0, &[]).unwrap();
        assert!(
            first.choices.iter().all(|c| c.place_name().is_some()),
            "pieces only: nothing to claim yet"
        );
        assert!(first.complete.is_none());
    }

    #[test]
    fn m20_the_prompt_offers_claim_only_where_a_claim_may_be_made() {
        let prompt_of = |pos: &Position| {
            let step = step(pos, pos.to_move().index(), &[]).unwrap();
            let offers_claim = step.choices.iter().any(|c| c.key == "claim");
            (step.prompt.clone(), offers_claim)
        };
        let (at_start, claim_at_start) = prompt_of(&Position::start());
        assert!(!claim_at_start);
        assert_eq!(at_start, Phrase::new("masters-prompt-piece").into());
        let claiming = positions()
            .into_iter()
            .map(|(_, pos, _)| prompt_of(&pos))
            .find(|(_, offers)| *offers)
            .expect("a recorded position with a claim");
        assert_eq!(
            claiming.0,
            Phrase::new("masters-prompt-piece-or-claim").into(),
            "{claiming:?}"
        );
    }
}
