//! An Elemental chess turn as a path of choices.
//!
//! Before the first move: the secret loadout (E4), an element then the
//! army's augmentor, offense and temporal ability; with Lightning's
//! Overload (E18), after the army's slots any of the player's pieces may
//! be given slots of its own, piece by piece. Only the chooser sees these
//! steps.
//!
//! Then each turn, read from the legal turns as the mover sees them (E12:
//! nothing of a concealed loadout shows): a piece and its square (or a
//! Laugh, or a pass), a promotion, then each ability's choice in E38's
//! order — Chain Kill's link, Double and Quantum Kill targets, Blaze
//! Rush's extras, Resurrection, Temporal Lock, the Quantum Step and extra
//! steps (E93), Raijin's capture and its own choices. Block Piece facings
//! (E25, E49) are modifiers: offered once the turn is complete, and not
//! a turn of their own.

use super::state::{Loaded, Phase};
use super::{Elemental, color, view};
use elemental::{
    Ability, Augmentor, Color, Element, Facing, Game, Offense, Square, Temporal, Turn,
};
use game_api::{Choice, Choices, GameRecord, Outcome, Picture, Step, TurnTrie, Viewer, refuse};

/// The path of choices that makes `turn` in `game` (as the mover sees it).
fn path_of(game: &Game, turn: &Turn) -> Vec<Choice> {
    if turn.is_pass() {
        return vec![Choice::named("pass", "pass: every move is locked (E36)")];
    }
    let piece = |sq: Square| {
        game.position()
            .piece(sq)
            .map_or(sq.to_string(), |(_, r, _)| format!("{sq} · {}", r.name()))
    };
    let named = |key: String, label: String| Choice::named(key, label);
    let place_keyed = |prefix: &str, sq: Square, label: String| {
        Choice::place_keyed(format!("{prefix}.{sq}"), sq.to_string(), label)
    };
    let mut path = vec![
        Choice::place(turn.from.to_string(), piece(turn.from)),
        Choice::place(turn.to.to_string(), format!("{}-{}", turn.from, turn.to))
            .in_group(turn.from.to_string()),
    ];
    if turn.laugh {
        path.push(named(
            "laugh".into(),
            "Schrödinger's Laugh: copy it there (E37)".into(),
        ));
        return path;
    }
    if let Some(r) = turn.promotion {
        path.push(named(
            format!("promote.{}", r.name()),
            format!("Promote to a {}", r.name()),
        ));
    }
    if let Some(c) = turn.chain {
        path.push(
            place_keyed("chain", c, format!("Chain Kill from {c} (E33)")).marked(legend::CHAIN),
        );
    }
    if let Some(t) = turn.double_kill {
        path.push(place_keyed("dk", t, format!("Double Kill on {t}")).marked(legend::DOUBLE_KILL));
    }
    if let Some(t) = turn.quantum_kill {
        path.push(
            place_keyed("qk", t, format!("Quantum Kill on {t}")).marked(legend::QUANTUM_KILL),
        );
    }
    if let Some(t) = turn.blaze_double_kill {
        path.push(
            place_keyed("bdk", t, format!("Blaze Rush's Double Kill on {t}")).marked(legend::BLAZE),
        );
    }
    if let Some(t) = turn.blaze_quantum_kill {
        path.push(
            place_keyed("bqk", t, format!("Blaze Rush's Quantum Kill on {t}"))
                .marked(legend::BLAZE),
        );
    }
    if let Some(r) = turn.revival {
        path.push(
            Choice::place_keyed(
                format!("res.{r}"),
                r.square.to_string(),
                format!("Resurrection: {r}"),
            )
            .in_group(format!("return a {}", r.role.name()))
            .marked(legend::RESURRECTION),
        );
    }
    if let Some(t) = turn.lock {
        path.push(place_keyed("lock", t, format!("Temporal Lock on {t}")).marked(legend::LOCK));
    }
    for (i, sq) in turn.then.iter().enumerate() {
        let label = if i == 0 {
            format!("Then to {sq}")
        } else {
            format!("And on to {sq}")
        };
        path.push(place_keyed("then", *sq, label).marked(legend::STEP));
    }
    if let Some(rj) = &turn.raijin {
        path.push(
            place_keyed("rj", rj.to, format!("Raijin's capture on {}", rj.to))
                .marked(legend::RAIJIN),
        );
        if let Some(r) = rj.promotion {
            path.push(named(
                format!("rj-promote.{}", r.name()),
                format!("Promote to a {}", r.name()),
            ));
        }
        if let Some(c) = rj.chain {
            path.push(
                place_keyed("rj-chain", c, format!("Its Chain Kill from {c}"))
                    .marked(legend::CHAIN),
            );
        }
        if let Some(t) = rj.double_kill {
            path.push(
                place_keyed("rj-dk", t, format!("Its Double Kill on {t}"))
                    .marked(legend::DOUBLE_KILL),
            );
        }
        if let Some(t) = rj.quantum_kill {
            path.push(
                place_keyed("rj-qk", t, format!("Its Quantum Kill on {t}"))
                    .marked(legend::QUANTUM_KILL),
            );
        }
        if let Some(r) = rj.revival {
            path.push(
                Choice::place_keyed(
                    format!("rj-res.{r}"),
                    r.square.to_string(),
                    format!("Its Resurrection: {r}"),
                )
                .marked(legend::RESURRECTION),
            );
        }
    }
    path
}

/// The turns of `seen` (a game as the mover sees it) with their paths.
fn turn_trie(seen: &Game) -> TurnTrie {
    let mut trie = TurnTrie::new();
    for c in seen.legal_turns() {
        trie.add(path_of(seen, &c.turn), c.turn.to_string());
    }
    trie
}

/// A position as its mover sees it (E12), its turns with their paths, and
/// its status line (worked out once, when a picture first asks).
struct Known {
    seen: Game,
    trie: TurnTrie,
    status: std::sync::OnceLock<game_api::Phrase>,
}

/// Positions whose turns were made into paths lately, newest last: a turn
/// chosen step by step asks for one position at every step and for every
/// step's picture, so its turns are made once.
static RECENT: std::sync::Mutex<Vec<(String, Color, std::sync::Arc<Known>)>> =
    std::sync::Mutex::new(Vec::new());

/// How many positions [`RECENT`] keeps.
const RECENT_POSITIONS: usize = 32;

/// `game`'s turns for `side`, made into paths once per position.
fn known(game: &Game, side: Color) -> std::sync::Arc<Known> {
    let key = game.to_string();
    let recent = |r: &[(String, Color, std::sync::Arc<Known>)]| {
        r.iter()
            .rev()
            .find(|(k, s, _)| *s == side && *k == key)
            .map(|(_, _, known)| std::sync::Arc::clone(known))
    };
    if let Some(found) = recent(&RECENT.lock().unwrap_or_else(|e| e.into_inner())) {
        return found;
    }
    let seen = game.seen_by(Some(side));
    let trie = turn_trie(&seen);
    let made = std::sync::Arc::new(Known {
        seen,
        trie,
        status: std::sync::OnceLock::new(),
    });
    let mut recent = RECENT.lock().unwrap_or_else(|e| e.into_inner());
    if recent.len() >= RECENT_POSITIONS {
        recent.remove(0);
    }
    recent.push((key, side, std::sync::Arc::clone(&made)));
    made
}

/// The re-facings a complete turn may add (E25, E49): each of the mover's
/// Block Piece pieces not yet re-faced, to each direction it does not face.
/// What the marks of an ability's choices mean, in the legend beside the
/// board (E39's choices, each kind once).
mod legend {
    pub(super) const STEP: &str =
        "A step after the move, or the Quantum Step's square (E16, E26, E27, E93)";
    pub(super) const CHAIN: &str = "Chain Kill: the friendly piece to capture from (E33)";
    pub(super) const DOUBLE_KILL: &str =
        "Double Kill: the enemy beside the captured square to remove";
    pub(super) const QUANTUM_KILL: &str = "Quantum Kill: the enemy to remove";
    pub(super) const BLAZE: &str = "Blaze Rush: the extra kill's target (E10)";
    pub(super) const RESURRECTION: &str = "Resurrection: where the piece returns";
    pub(super) const LOCK: &str = "Temporal Lock: the enemy piece to lock (E36)";
    pub(super) const RAIJIN: &str = "Raijin: the capture after the Quantum Step (E19)";
    pub(super) const FACING: &str = "Block Piece: turn a piece to face another way (E25)";
}

/// The name of the piece on `sq` (`pawn`), or `piece`.
fn role_name(game: &Game, sq: Square) -> &'static str {
    game.position()
        .piece(sq)
        .map_or("piece", |(_, r, _)| r.name())
}

fn facings(game: &Game, done: &[(Square, Facing)]) -> Vec<Choice> {
    let us = game.position().turn();
    let mut out = vec![];
    for sq in Square::all() {
        let Some((c, _, info)) = game.position().piece(sq) else {
            continue;
        };
        if c != us
            || info.slots.augmentor != Some(Augmentor::BlockPiece)
            || done.iter().any(|(s, _)| *s == sq)
        {
            continue;
        }
        for f in Facing::ALL {
            if info.facing == Some(f) {
                continue;
            }
            out.push(
                Choice::place_keyed(
                    format!("face.{sq}={}", f.name()),
                    sq.to_string(),
                    format!(
                        "Turn the {} on {sq} to face {}",
                        role_name(game, sq),
                        f.name()
                    ),
                )
                .in_group(format!("re-face {sq}"))
                .marked(legend::FACING)
                .as_modifier(),
            );
        }
    }
    out
}

/// The next step of a turn in play.
fn playing(game: &Game, seat: usize, path: &[String]) -> Outcome<Step> {
    let side = color(seat);
    if game.status().is_over() {
        return refuse("The game is over.");
    }
    if game.position().turn() != side {
        return game_api::refuse_because(
            game_api::Why::NotYourTurn,
            format!("It is {}'s turn, not yours.", game.position().turn().name()),
        );
    }
    // E12: the mover's turns as it sees them.
    let known = known(game, side);
    let seen = &known.seen;
    // Re-facings come last and change no turn: they are read off the end.
    let split = path
        .iter()
        .position(|k| k.starts_with("face."))
        .unwrap_or(path.len());
    let (core, faced) = path.split_at(split);
    let mut done = vec![];
    for key in faced {
        let Some((sq, f)) = key
            .strip_prefix("face.")
            .and_then(|f| f.split_once('='))
            .and_then(|(s, f)| Some((s.parse::<Square>().ok()?, Facing::from_name(f)?)))
        else {
            return refuse("Those choices no longer make a turn here: start again.");
        };
        done.push((sq, f));
    }
    let Some(mut found) = known.trie.step(core) else {
        return refuse("Those choices no longer make a turn here: start again.");
    };
    if !done.is_empty() && found.turn.is_none() {
        return refuse("Those choices no longer make a turn here: start again.");
    }
    if let Some(turn) = found.turn.as_mut() {
        let offered = facings(seen, &done);
        for (sq, f) in &done {
            let key = format!("face.{sq}={}", f.name());
            if !facings(seen, &[]).iter().any(|c| c.key == key) {
                return refuse("Those choices no longer make a turn here: start again.");
            }
            turn.push_str(&format!(" face:{sq}={}", f.name()));
        }
        // Once a piece is re-faced only re-facings follow (they come last),
        // while the turn's text has room for one more (its limit).
        if !done.is_empty() {
            found.choices.clear();
        }
        if turn.len() + " face:a1=north".len() <= elemental::MAX_TURN_LEN {
            found.choices.extend(offered);
        }
    }
    let kinds = |prefix: &str| found.choices.iter().any(|c| c.key.starts_with(prefix));
    let prompt = if core.is_empty() {
        "Choose a piece to move."
    } else if core.len() == 1 {
        "Choose where it goes."
    } else if found.turn.is_some()
        && !found.choices.is_empty()
        && kinds("face.")
        && found.choices.iter().all(|c| c.key.starts_with("face."))
    {
        "Re-face a Block Piece (the marked pieces), or End turn."
    } else if found.turn.is_some() && !found.choices.is_empty() && kinds("face.") {
        "Add an ability's choice or re-face a Block Piece (the legend says which mark is which), or End turn."
    } else if found.turn.is_some() && !found.choices.is_empty() {
        "Add an ability's choice (the legend says which mark is which), or End turn."
    } else if found.turn.is_some() {
        "End turn to play it."
    } else if kinds("promote.") || kinds("rj-promote.") {
        "Choose what the pawn becomes."
    } else {
        "Choose what the turn's abilities do."
    };
    // Choices come in the order the turn resolves them (E38): a step
    // chosen while a Temporal Lock was still on offer leaves the lock
    // behind, which the player is told rather than finding it gone.
    let lock_passed = core.len() > 2
        && core.last().is_some_and(|k| k.starts_with("then."))
        && known
            .trie
            .step(&core[..core.len() - 1])
            .is_some_and(|before| before.choices.iter().any(|c| c.key.starts_with("lock.")))
        && !found.choices.iter().any(|c| c.key.starts_with("lock."));
    let prompt = if lock_passed {
        format!(
            "{prompt} (A Temporal Lock is chosen before the steps, E38: Take back to choose one.)"
        )
    } else {
        prompt.to_string()
    };
    let mut step = found.with_prompt(prompt);
    for (sq, f) in &done {
        step.so_far.push_str(&format!(", face {sq} {}", f.name()));
    }
    Ok(step)
}

/// One slot's choices: every ability of `A` this release offers, and none.
fn slot_choices<A: Ability>(slot: &str, none_allowed: bool) -> Vec<Choice> {
    let mut out: Vec<Choice> = A::ALL
        .iter()
        .filter(|a| a.available())
        .map(|a| Choice::named(format!("{slot}.{}", a.key()), a.title()).detailed(a.summary()))
        .collect();
    if none_allowed {
        out.push(Choice::named(format!("{slot}.-"), format!("No {slot}")));
    }
    out
}

/// A slot's chosen value: `-` for none, else an ability this release
/// offers; `None` when it is neither.
fn slot_value<A: Ability>(value: &str) -> Option<Option<A>> {
    if value == "-" {
        return Some(None);
    }
    A::from_key(value).filter(|a| a.available()).map(Some)
}

/// The next step of the secret loadout (E4, E18), read from the path
/// itself: element, the army's three slots, then (Lightning) a piece and
/// its three slots, as often as wanted.
fn loadout(
    seat: usize,
    locked: &[Option<elemental::Loadout>; 2],
    path: &[String],
) -> Outcome<Step> {
    let side = color(seat);
    if locked[seat].is_some() {
        return refuse("Your loadout is locked in already; play starts when your opponent's is.");
    }
    let stale = || refuse("Those choices no longer make a loadout: start again.");
    let mut keys = path.iter();
    let Some(element) = keys
        .next()
        .map(|k| k.strip_prefix("element.").and_then(Element::from_key))
    else {
        let choices = Element::ALL
            .iter()
            .filter(|e| e.available())
            .map(|e| Choice::named(format!("element.{}", e.key()), e.title()).detailed(e.summary()))
            .collect();
        return Ok(Step {
            prompt: "Choose your army's element (only you see this until both have locked in, E6)."
                .into(),
            choices,
            complete: None,
            so_far: String::new(),
            plays: game_api::Plays::EndTurn,
        });
    };
    let Some(element) = element else {
        return stale();
    };
    let mut words = vec![element.title().to_string()];
    let mut army = elemental::Slots::default();
    let mut pieces: Vec<(Square, elemental::Slots)> = vec![];
    // Whose slots are being chosen: the army's, or a piece's.
    let mut current: Option<Square> = None;
    let mut slots = elemental::Slots::default();
    let mut filled = 0;
    for key in keys {
        let (slot, value) = key.split_once('.').unwrap_or((key.as_str(), ""));
        match (filled, slot) {
            (0, "augmentor") => match slot_value(value) {
                Some(a) => slots.augmentor = a,
                None => return stale(),
            },
            (1, "offense") => match slot_value(value) {
                Some(a) => slots.offense = a,
                None => return stale(),
            },
            (2, "temporal") => match slot_value(value) {
                Some(a) => slots.temporal = a,
                None => return stale(),
            },
            (3, "piece") if element == Element::Lightning => {
                let Ok(sq) = value.parse::<Square>() else {
                    return stale();
                };
                let home = match side {
                    Color::White => sq.rank() <= 1,
                    Color::Black => sq.rank() >= 6,
                };
                if !home || pieces.iter().any(|(s, _)| *s == sq) {
                    return stale();
                }
                current = Some(sq);
                slots = elemental::Slots::default();
                filled = 0;
                words.push(format!("{sq}:"));
                continue;
            }
            _ => return stale(),
        }
        filled += 1;
        words.push(value.to_string());
        if filled == 3 {
            match current {
                None => army = slots,
                Some(sq) => pieces.push((sq, slots)),
            }
        }
    }
    let loadout = elemental::Loadout {
        element,
        army,
        pieces: pieces.clone(),
    };
    let (prompt, choices, complete) = match filled {
        0 => (
            "Choose an augmentor.",
            slot_choices::<Augmentor>("augmentor", true),
            None,
        ),
        1 => (
            "Choose an offense ability.",
            slot_choices::<Offense>("offense", true),
            None,
        ),
        2 => (
            "Choose a temporal ability.",
            slot_choices::<Temporal>("temporal", true),
            None,
        ),
        _ => {
            if loadout.check(side).is_err() {
                return stale();
            }
            let mut more = vec![];
            if element == Element::Lightning {
                for sq in Square::all() {
                    let home = match side {
                        Color::White => sq.rank() <= 1,
                        Color::Black => sq.rank() >= 6,
                    };
                    if home && !pieces.iter().any(|(s, _)| *s == sq) && current != Some(sq) {
                        more.push(
                            Choice::place_keyed(
                                format!("piece.{sq}"),
                                sq.to_string(),
                                format!("slots for {sq} (Overload, E18)"),
                            )
                            .in_group("Overload"),
                        );
                    }
                }
            }
            (
                if more.is_empty() {
                    "Lock in your loadout with End turn."
                } else {
                    "Lock in with End turn, or give a piece slots of its own (Overload, E18)."
                },
                more,
                Some(format!("loadout {loadout}")),
            )
        }
    };
    Ok(Step {
        prompt: prompt.into(),
        choices,
        complete,
        so_far: words.join(" "),
        plays: game_api::Plays::EndTurn,
    })
}

/// The next step of `seat`'s turn after `path`.
pub(super) fn step(loaded: &Loaded, seat: usize, path: &[String]) -> Outcome<Step> {
    match &loaded.phase {
        Phase::Loadouts(locked) => loadout(seat, locked, path),
        Phase::Playing(game) => playing(game, seat, path),
    }
}

impl Choices for Elemental {
    fn choices(
        &self,
        _game: &GameRecord,
        loaded: &Loaded,
        seat: usize,
        path: &[String],
    ) -> Outcome<Step> {
        step(loaded, seat, path)
    }

    /// The picture of a step, for `seat` alone: in play the turn chosen so
    /// far staged and the squares that may be chosen next ringed; while
    /// choosing loadouts, the plain board.
    fn choice_picture(
        &self,
        row: &GameRecord,
        loaded: &Loaded,
        seat: usize,
        path: &[String],
    ) -> Outcome<Box<dyn Picture>> {
        let next = step(loaded, seat, path)?;
        let Phase::Playing(game) = &loaded.phase else {
            return Ok(Box::new(view::choosing(&self.art, row, Viewer::Seat(seat))));
        };
        let side = color(seat);
        let known = known(game, side);
        let seen = &known.seen;
        let piece = |p: &elemental::Position, s: Square| p.piece(s).map(|(c, r, _)| (c, r));
        let mut staged_lock = None;
        let (before, mut marks) = match &next.complete {
            Some(text) => {
                let turn: Turn = text
                    .parse()
                    .map_err(|e| game_api::Fault::new(format!("choice turn `{text}`: {e}")))?;
                let before = seen
                    .with_facings(&turn)
                    .map_err(|e| super::turns::refused(&e))?;
                let marks = match seen.play(&turn) {
                    Ok((after, _))
                        if seen
                            .find(&turn)
                            .is_ok_and(|c| c.outcome.do_over().is_none()) =>
                    {
                        staged_lock = turn.lock.and_then(|t| {
                            let (_, _, info) = after.position().piece(t)?;
                            Some((t, info.locked))
                        });
                        let mut m = elemental_render::Staged::between(
                            Square::all(),
                            |s| piece(&before, s),
                            |s| piece(after.position(), s),
                            |(c, _)| c == side,
                        );
                        if let Some((_, on_the_way)) = turn.then.split_last() {
                            m.passed.push(turn.to);
                            m.passed.extend_from_slice(on_the_way);
                        }
                        m
                    }
                    _ => elemental_render::Staged {
                        left: vec![turn.from],
                        passed: vec![turn.to],
                        ..Default::default()
                    },
                };
                (before, marks)
            }
            None => {
                let mut m = elemental_render::Staged::default();
                if let Some(from) = path.first().and_then(|k| k.parse::<Square>().ok()) {
                    m.left.push(from);
                }
                (*seen.position(), m)
            }
        };
        marks.options = next
            .choices
            .iter()
            .filter_map(|c| c.place_name()?.parse().ok())
            .collect();
        Ok(Box::new(view::staged(
            view::playing_with_status(&self.art, row, game, Viewer::Seat(seat), || {
                known.status.get_or_init(|| view::status(game)).clone()
            }),
            before,
            marks,
            staged_lock,
        )))
    }

    /// Makes `seat`'s turns into paths now, if they are to move, so that
    /// their first step finds them made.
    fn prepare_choices(&self, loaded: &Loaded, seat: usize) {
        if let Phase::Playing(game) = &loaded.phase
            && game.position().turn() == color(seat)
        {
            known(game, color(seat));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// A game from a FEN and the recorded ability lines' side texts
    /// (`fire/-/double-kill/-`); `None` for a side with no element (E92),
    /// which a game never has.
    fn game(fen: &str, sides: [&str; 2], seed: u64) -> Option<Game> {
        let loadout = |t: &str| -> Option<elemental::Loadout> {
            let (element, army) = elemental::side_from_text(t).unwrap();
            Some(elemental::Loadout {
                element: element?,
                army,
                pieces: vec![],
            })
        };
        let loadouts = [loadout(sides[0])?, loadout(sides[1])?];
        Some(Game::from_board(fen.parse().unwrap(), loadouts, seed).unwrap())
    }

    fn paths(game: &Game, seat: usize) -> Vec<String> {
        let mut out = vec![];
        let mut step = |p: &[String]| playing(game, seat, p).ok();
        game_api::choice::complete_paths(&mut step, &mut vec![], &mut out);
        out.into_iter().map(|(_, t)| t).collect()
    }

    /// Every recorded ability line (every element, augmentor, offense and
    /// temporal ability of E82's positions) and the E93 lines: the paths
    /// are exactly the turns the mover sees, each once; where nothing is
    /// concealed from the mover their number is perft(1).
    #[test]
    fn e82_e93_every_turn_the_mover_sees_is_exactly_one_complete_path() {
        let text = include_str!("../../../crates/elemental/tests/abilities.perft");
        let (mut fen, mut sides, mut checked) = (String::new(), Vec::<String>::new(), 0);
        for line in text.lines() {
            if let Some(f) = line.strip_prefix("fen ") {
                fen = f.to_string();
                sides.clear();
            } else if let Some(s) = line.strip_prefix("white ").or(line.strip_prefix("black ")) {
                sides.push(s.to_string());
            } else if let Some(n) = line.strip_prefix("perft 1 ") {
                let Some(g) = game(&fen, [&sides[0], &sides[1]], 0) else {
                    continue;
                };
                // The tree walked once (each step alone is what a
                // player's click asks; the whole walk here is quadratic).
                let sees = g.seen_by(Some(g.position().turn()));
                let trie = turn_trie(&sees);
                let mut found = vec![];
                let mut step = |p: &[String]| trie.step(p).map(|s| s.with_prompt(""));
                game_api::choice::complete_paths(&mut step, &mut vec![], &mut found);
                let found: Vec<String> = found.into_iter().map(|(_, t)| t).collect();
                let seen: BTreeSet<String> = sees
                    .legal_turns()
                    .iter()
                    .map(|c| c.turn.to_string())
                    .collect();
                let distinct: BTreeSet<String> = found.iter().cloned().collect();
                assert_eq!(distinct.len(), found.len(), "{fen}: a turn reached twice");
                assert_eq!(distinct, seen, "{fen} {sides:?}");
                let concealed = !g.concealed_from(g.position().turn(), None).is_empty();
                if !concealed {
                    assert_eq!(
                        found.len() as u64,
                        n.parse::<u64>().unwrap(),
                        "{fen} {sides:?}"
                    );
                }
                checked += 1;
            }
        }
        assert!(checked >= 6, "{checked}");
    }

    #[test]
    fn e1_paths_two_turns_deep_from_the_start_count_perft_2() {
        let start = elemental::Board::start().to_string();
        let g = game(&start, ["light/-/-/-", "light/-/-/-"], 0).unwrap();
        let total: usize = paths(&g, 0)
            .iter()
            .map(|t| paths(&g.play(&t.parse().unwrap()).unwrap().0, 1).len())
            .sum();
        assert_eq!(total, 400);
    }

    #[test]
    fn e25_facings_are_modifiers_of_a_complete_turn() {
        let g = game(
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            ["earth/block-piece/-/-", "light/-/-/-"],
            0,
        )
        .unwrap();
        let step = playing(&g, 0, &["e2".into(), "e4".into()]).unwrap();
        assert!(step.is_complete());
        let face = step.choices.iter().find(|c| c.modifier).expect("a facing");
        let faced = playing(&g, 0, &["e2".into(), "e4".into(), face.key.clone()]).unwrap();
        assert!(
            faced
                .complete
                .as_deref()
                .is_some_and(|t| t.contains("face:")),
            "{faced:?}"
        );
    }

    #[test]
    fn e4_e18_a_loadout_is_a_path_and_lightning_adds_pieces() {
        let none = [None, None];
        let k = |s: &str| s.to_string();
        let first = loadout(0, &none, &[]).unwrap();
        assert!(first.choices.iter().any(|c| c.key == "element.earth"));
        let done = loadout(
            0,
            &none,
            &[
                k("element.earth"),
                k("augmentor.block-piece"),
                k("offense.-"),
                k("temporal.-"),
            ],
        )
        .unwrap();
        assert_eq!(
            done.complete.as_deref(),
            Some("loadout earth block-piece/-/-")
        );
        let lightning = [
            k("element.lightning"),
            k("augmentor.stalwart"),
            k("offense.-"),
            k("temporal.-"),
            k("piece.e2"),
            k("augmentor.side-step"),
            k("offense.-"),
            k("temporal.-"),
        ];
        let over = loadout(0, &none, &lightning).unwrap();
        assert_eq!(
            over.complete.as_deref(),
            Some("loadout lightning stalwart/-/- e2=side-step/-/-")
        );
        assert!(
            over.choices.iter().all(|c| c.key != "piece.e2"),
            "e2 is set"
        );
        assert!(loadout(0, &none, &[k("element.nothing")]).is_err());
        assert!(loadout(1, &none, &lightning).is_err(), "e2 is not Black's");
    }
}
