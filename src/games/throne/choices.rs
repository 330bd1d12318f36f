//! A Throne turn as a path of choices: Throw (the round's whole power
//! chain, T8), or a piece by its place, its kind when several kinds stand
//! there, and the values it spends (T10, T11) — what the source texts'
//! destination badges and combination buttons offer.

use super::{Throne, not_now, seat, view::view};
use game_api::{
    Choice, Choices, GameRecord, Outcome, Phrase, Picture, Plays, Step, TurnTrie, Words, refuse,
};
use throne::{Action, Move, Phase, Position};
use throne_render::seat_phrase;

/// The path of choices that makes `m` in `pos`, where `mixed` says
/// whether several kinds stand on its place (then the kind is chosen).
fn path_of(pos: &Position, m: &Move, mixed: bool) -> Vec<Choice> {
    let from = m.from.to_string();
    let place = super::labels::place_label(m.from);
    let mut path = vec![Choice::place(from.clone(), place.clone())];
    if mixed {
        path.push(
            Choice::named(
                format!("kind.{}", m.kind),
                super::labels::kind_phrase("throne-choice-kind", m.kind),
            )
            .in_group(place.clone()),
        );
    }
    let group = Words::from(place)
        .and(Words::code(" "))
        .and(super::labels::kind_phrase("throne-kind", m.kind));
    let values = Choice::named(
        format!("values.{}", m.values),
        super::labels::move_label(pos, m),
    )
    .in_group(group);
    // Its destination badge on the board chooses it too.
    path.push(match pos.destination(m) {
        Ok(to) => values.drawn_at(to.to_string()),
        Err(_) => values,
    });
    path
}

/// Whether another kind than `m`'s may move from its place among `moves`
/// (then the path chooses the kind).
fn mixed(moves: &[Move], m: &Move) -> bool {
    moves.iter().any(|o| o.from == m.from && o.kind != m.kind)
}

/// The keys of the path of choices that makes `m`, one of `pos`'s legal
/// `moves`: what a move's button under the turn message plays.
pub(super) fn path_keys(pos: &Position, moves: &[Move], m: &Move) -> Vec<String> {
    path_of(pos, m, mixed(moves, m))
        .into_iter()
        .map(|c| c.key)
        .collect()
}

/// The next step of `seat`'s turn after `path`.
pub(super) fn step(pos: &Position, seat_index: usize, path: &[String]) -> Outcome<Step> {
    if matches!(pos.phase(), Phase::Won(_)) {
        return refuse(Phrase::new("throne-game-over-short"));
    }
    if pos.turn() != seat(seat_index) {
        return game_api::refuse_because(
            game_api::Why::NotYourTurn,
            Phrase::new("throne-their-turn").with("seat", seat_phrase(pos.turn())),
        );
    }
    let mut trie = TurnTrie::new();
    let prompt = match pos.phase() {
        // A throw is one press: its path has no choice, only the throw.
        Phase::Throw => {
            trie.add(vec![], "throw".into());
            Some(Phrase::new("throne-prompt-throw"))
        }
        _ => {
            let moves = pos.legal_moves();
            for m in &moves {
                trie.add(
                    path_of(pos, m, mixed(&moves, m)),
                    Action::Move(*m).to_string(),
                );
            }
            None
        }
    };
    let Some(found) = trie.step(path) else {
        return refuse(Phrase::new("throne-stale-choices"));
    };
    let kinds = |prefix: &str| found.choices.iter().any(|c| c.key.starts_with(prefix));
    let prompt = if let Some(prompt) = prompt {
        prompt
    } else if found.chosen.is_empty() {
        Phrase::new("throne-prompt-piece").code("values", pos.unused())
    } else if kinds("kind.") {
        Phrase::new("throne-prompt-kind")
    } else if kinds("values.") {
        Phrase::new("throne-prompt-values")
    } else {
        Phrase::new("throne-prompt-move")
    };
    let plays = match pos.phase() {
        Phase::Throw => Plays::Throw,
        _ => Plays::Move,
    };
    Ok(found.with_prompt(prompt).playing(plays))
}

impl Choices for Throne {
    /// A seat not on turn is told whose round it is, as the turn
    /// message's buttons tell it.
    fn choices(
        &self,
        game: &GameRecord,
        pos: &Position,
        seat_index: usize,
        path: &[String],
    ) -> Outcome<Step> {
        if let Some(why) = not_now(game, pos, seat(seat_index)) {
            return Err(why);
        }
        step(pos, seat_index, path)
    }

    /// The picture of a step: the board with its reach badges (every
    /// square the values reach, T-rules' picture), as the channel sees it.
    fn choice_picture(
        &self,
        game: &GameRecord,
        pos: &Position,
        seat_index: usize,
        path: &[String],
    ) -> Outcome<Box<dyn Picture>> {
        step(pos, seat_index, path)?;
        Ok(Box::new(view(&self.art, game, pos.clone())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use throne::Kind;

    /// How many of `moves` move a piece of `kind`.
    fn count(moves: &[Move], kind: Kind) -> usize {
        moves.iter().filter(|m| m.kind == kind).count()
    }

    fn paths(pos: &Position) -> Vec<String> {
        let mut out = vec![];
        let seat = pos.turn().index();
        let mut step = |p: &[String]| step(pos, seat, p).ok();
        game_api::choice::complete_paths(&mut step, &mut vec![], &mut out);
        out.into_iter().map(|(_, t)| t).collect()
    }

    /// Random games of 2–4 players: at every move phase the paths are
    /// exactly the legal moves; at every throw, one path, Throw.
    #[test]
    fn t8_t10_t11_every_legal_move_is_exactly_one_complete_path() {
        let mut mixed_seen = 0;
        for (players, seed) in [(2, 1u64), (3, 2), (4, 3), (4, 4)] {
            let mut pos = Position::new(players, seed).unwrap();
            let mut events = vec![];
            let mut pick = seed;
            for _ in 0..600 {
                match pos.phase() {
                    Phase::Won(_) => break,
                    Phase::Throw => {
                        assert_eq!(paths(&pos), ["throw"]);
                        pos.throw(&mut events).unwrap();
                    }
                    Phase::Move => {
                        let moves = pos.legal_moves();
                        let found = paths(&pos);
                        let legal: BTreeSet<String> =
                            moves.iter().map(|m| Action::Move(*m).to_string()).collect();
                        let distinct: BTreeSet<String> = found.iter().cloned().collect();
                        assert_eq!(found.len(), moves.len());
                        assert_eq!(distinct, legal);
                        mixed_seen += usize::from(
                            count(&moves, Kind::Unit) > 0 && count(&moves, Kind::Soldier) > 0,
                        );
                        pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
                        pos.apply(&moves[(pick >> 33) as usize % moves.len()], &mut events)
                            .unwrap();
                    }
                }
            }
        }
        assert!(mixed_seen > 0, "some move phase offered several kinds");
    }
}
