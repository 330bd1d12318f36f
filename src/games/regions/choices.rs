//! A Regions turn as a path of choices, read from the rules crate's legal
//! actions: the secret pick of an enemy piece (R13, only its owner sees
//! the choices); then a piece and its square, a promotion, a pawn the
//! commander carries or none, its promotion (R6, R7); or Reveal (R14).

use super::say;
use super::view::view;
use super::{Regions, side_of};
use game_api::{
    Choice, Choices, GameRecord, Outcome, Phrase, Picture, Step, TurnTrie, Viewer, Words, refuse,
};
use regions::{Action, Infiltrator, Position, Square};

/// The path of choices that makes `action` in `pos`.
fn path_of(pos: &Position, action: &Action) -> Vec<Choice> {
    match action {
        Action::Reveal => vec![Choice::named(
            "reveal",
            Phrase::new("regions-choice-reveal"),
        )],
        Action::Move(m) => {
            let mut path = vec![
                Choice::place(m.from.to_string(), super::piece_label(pos, m.from)),
                Choice::place(
                    m.to.to_string(),
                    Words::code(format!("{}-{}", m.from, m.to)),
                )
                .in_group(Words::code(m.from.to_string())),
            ];
            if let Some(p) = m.promotion {
                path.push(Choice::named(
                    format!("promote.{p}"),
                    Phrase::new("regions-choice-promote").with("kind", say::kind(p.kind())),
                ));
            }
            if let Some(c) = m.carry {
                path.push(
                    Choice::place_keyed(
                        format!("carry.{}", c.from),
                        c.from.to_string(),
                        Phrase::new("regions-choice-carry").code("square", c.from),
                    )
                    .in_group(Phrase::new("regions-choice-group-carry")),
                );
                if let Some(p) = c.promotion {
                    path.push(Choice::named(
                        format!("carry-promote.{p}"),
                        Phrase::new("regions-choice-carry-promote")
                            .with("kind", say::kind(p.kind())),
                    ));
                }
            }
            path
        }
    }
}

/// The next step of `seat`'s turn after `path`.
pub(super) fn step(pos: &Position, seat: usize, path: &[String]) -> Outcome<Step> {
    let side = side_of(seat);
    if pos.winner().is_some() || pos.is_drawn() {
        return refuse(Phrase::new("regions-over"));
    }
    let mut trie = TurnTrie::new();
    let prompt = if !pos.picks_done() {
        // R13: only the picker sees the choices (this step is theirs alone).
        if pos.infiltrator(side) != Infiltrator::Unpicked {
            return refuse(Phrase::new("regions-you-have-picked"));
        }
        for sq in pos.pick_choices(side) {
            trie.add(
                vec![Choice::place(sq.to_string(), super::piece_label(pos, sq))],
                format!("pick {sq}"),
            );
        }
        Some("regions-prompt-pick")
    } else {
        if pos.to_move() != side {
            return game_api::refuse_because(
                game_api::Why::NotYourTurn,
                Phrase::new("regions-not-your-turn-now").with("side", say::side(pos.to_move())),
            );
        }
        for action in pos.legal_actions() {
            trie.add(path_of(pos, &action), action.to_string());
        }
        None
    };
    let Some(found) = trie.step(path) else {
        return refuse(Phrase::new("regions-choices-stale"));
    };
    let kinds = |prefix: &str| found.choices.iter().any(|c| c.key.starts_with(prefix));
    let prompt = if let Some(prompt) = prompt {
        prompt
    } else if found.chosen.is_empty() && kinds("reveal") {
        "regions-prompt-piece-or-reveal"
    } else if found.chosen.is_empty() {
        "regions-prompt-piece"
    } else if kinds("carry-promote.") {
        "regions-prompt-carried-becomes"
    } else if kinds("promote.") {
        "regions-prompt-pawn-becomes"
    } else if kinds("carry.") {
        "regions-prompt-carry"
    } else if found.choices.is_empty() {
        "regions-prompt-end-turn"
    } else {
        "regions-prompt-where"
    };
    Ok(found.with_prompt(Phrase::new(prompt)))
}

impl Choices for Regions {
    fn choices(
        &self,
        _game: &GameRecord,
        pos: &Position,
        seat: usize,
        path: &[String],
    ) -> Outcome<Step> {
        step(pos, seat, path)
    }

    /// The picture of a step, for `seat` alone: the move chosen so far
    /// staged (a carried pawn too), the squares that may be chosen next
    /// ringed (the pickable pieces, while picking).
    fn choice_picture(
        &self,
        game: &GameRecord,
        pos: &Position,
        seat: usize,
        path: &[String],
    ) -> Outcome<Box<dyn Picture>> {
        let side = side_of(seat);
        let next = step(pos, seat, path)?;
        let mut v = view(&self.art, game, *pos, Viewer::Seat(seat));
        v.last_move = None;
        let mut marks = match &next.complete {
            Some(turn) if turn.starts_with("pick ") || turn == "reveal" => {
                regions_render::Staged::default()
            }
            Some(turn) => {
                let action: Action = turn
                    .parse()
                    .map_err(|e| game_api::Fault::new(format!("choice turn `{turn}`: {e}")))?;
                let (after, _) = pos
                    .play(&action)
                    .map_err(|e| game_api::Fault::new(format!("choice turn `{turn}`: {e}")))?;
                regions_render::Staged::between(
                    Square::all(),
                    |sq| pos.piece_at(sq),
                    |sq| after.piece_at(sq),
                    |p| p.side == side,
                )
            }
            None => regions_render::Staged::default(),
        };
        // A chosen piece not yet moved: its square dimmed, as it will leave it.
        if next.complete.is_none()
            && let Some(from) = path.first().and_then(|k| k.parse::<Square>().ok())
            && pos.picks_done()
        {
            marks.left.push(from);
        }
        marks.options = next
            .choices
            .iter()
            .filter_map(|c| c.place_name()?.parse().ok())
            .collect();
        v.staged = Some(marks);
        Ok(Box::new(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    fn paths(pos: &Position, seat: usize) -> Vec<String> {
        let mut out = vec![];
        let mut step = |p: &[String]| step(pos, seat, p).ok();
        game_api::choice::complete_paths(&mut step, &mut vec![], &mut out);
        out.into_iter().map(|(_, turn)| turn).collect()
    }

    /// The positions of the rules crate's perft files (carries cut short,
    /// recaptures, promotions with carries, reveals).
    fn positions() -> Vec<(String, Position, u64)> {
        let mut out = vec![];
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/crates/regions/tests");
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|e| e != "perft") {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let (mut id, mut pos) = (String::new(), None);
            for line in text.lines() {
                if let Some(rest) = line.strip_prefix("id ") {
                    id = rest.to_string();
                } else if let Some(rest) = line.strip_prefix("position ") {
                    pos = rest.parse::<Position>().ok();
                } else if let (Some(rest), Some(p)) = (line.strip_prefix("perft 1 "), pos) {
                    out.push((id.clone(), p, rest.parse().unwrap()));
                }
            }
        }
        out
    }

    #[test]
    fn r6_r7_r13_r14_every_legal_action_is_exactly_one_complete_path() {
        let all = positions();
        assert!(all.len() >= 3, "{}", all.len());
        for (id, pos, perft1) in all {
            let seat = pos.to_move().index();
            let found = paths(&pos, seat);
            assert_eq!(found.len() as u64, perft1, "{id}: paths against perft(1)");
            let legal: BTreeSet<String> =
                pos.legal_actions().iter().map(|a| a.to_string()).collect();
            let distinct: BTreeSet<String> = found.iter().cloned().collect();
            assert_eq!(distinct.len(), found.len(), "{id}: a turn reached twice");
            assert_eq!(distinct, legal, "{id}: the same turns");
        }
    }

    #[test]
    fn r13_the_pick_is_a_path_of_one_choice_per_pickable_piece() {
        let start = Position::start();
        let picks = paths(&start, 0);
        assert_eq!(picks.len(), start.pick_choices(regions::Side::White).len());
        assert!(picks.iter().all(|p| p.starts_with("pick ")));
        let picked = start
            .pick(regions::Side::White, "e9".parse().unwrap())
            .unwrap();
        assert!(step(&picked, 0, &[]).is_err(), "picked already");
    }

    #[test]
    fn paths_two_turns_deep_from_the_start_count_perft_2() {
        let pos = Position::start()
            .pick(regions::Side::White, "e9".parse().unwrap())
            .unwrap()
            .pick(regions::Side::Black, "e2".parse().unwrap())
            .unwrap();
        let total: usize = paths(&pos, 0)
            .iter()
            .map(|t| {
                let next = pos.play(&t.parse().unwrap()).unwrap().0;
                paths(&next, 1).len()
            })
            .sum();
        assert_eq!(total as u64, pos.perft(2));
    }
}
