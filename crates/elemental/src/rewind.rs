//! The course of play behind a position, and Do-Over's rewind (E34): the
//! positions before each completed ply (kept while Do-Over is in play) and
//! the repetition keys; restoring the position two plies back with the
//! used Do-Overs kept (E63), then Blinding (E21, E54, E64).

use crate::event::Event;
use crate::loadout::Element;
use crate::position::Position;
use crate::square::{Color, Role, Square};

/// Most past positions kept: far more than the rewinds a game can hold
/// (each piece fires its Do-Over once).
pub(crate) const MAX_PAST: usize = 600;

/// Records a completed ply from `before` to `after`. With `keep`, the
/// position before it and every key since the start; without, only the
/// keys since the last irreversible turn (all repetition needs, E1).
pub(crate) fn record(
    past: &mut Vec<Position>,
    history: &mut Vec<u64>,
    before: &Position,
    after: &Position,
    keep: bool,
) {
    if keep {
        past.push(*before);
        if past.len() > MAX_PAST {
            past.remove(0);
            history.remove(0);
        }
    } else if after.board().halfmoves() == 0 {
        history.clear();
    }
    history.push(after.key());
}

/// How often the position `now` occurred since the last irreversible turn.
pub(crate) fn repetitions(history: &[u64], now: &Position) -> usize {
    let key = now.key();
    let since = now.board().halfmoves() as usize + 1;
    history
        .iter()
        .rev()
        .take(since)
        .filter(|k| **k == key)
        .count()
}

/// Where a piece is in `p` by its number: its colour and role, and its
/// square if it is on the board.
fn find(p: &Position, id: u8) -> Option<(Color, Role, Option<Square>)> {
    for sq in Square::all() {
        if let Some((c, r, info)) = p.piece(sq)
            && info.id == id
        {
            return Some((c, r, Some(sq)));
        }
    }
    Color::BOTH.into_iter().find_map(|c| {
        p.missing(c)
            .find(|m| m.info.id == id)
            .map(|m| (c, m.role, None))
    })
}

/// Every piece whose Do-Over is used in `p`, on the board or missing.
fn used(p: &Position) -> Vec<u8> {
    let board = Square::all().filter_map(|sq| {
        let (_, _, info) = p.piece(sq)?;
        info.do_over_used.then_some(info.id)
    });
    let missing = Color::BOTH.into_iter().flat_map(|c| {
        p.missing(c)
            .filter(|m| m.info.do_over_used)
            .map(|m| m.info.id)
            .collect::<Vec<_>>()
    });
    board.chain(missing).collect()
}

/// Marks the Do-Overs of `ids` used in `p`.
fn mark_used(p: &mut Position, ids: &[u8]) {
    for sq in 0..64 {
        if ids.contains(&p.info[sq].id) && p.board.occupied() & (1 << sq) != 0 {
            p.info[sq].do_over_used = true;
        }
    }
    for list in &mut p.missing {
        for m in list.iter_mut().flatten() {
            if ids.contains(&m.info.id) {
                m.info.do_over_used = true;
            }
        }
    }
}

/// The rewind a Do-Over fired by piece `fired` makes during the turn
/// played from `current` (E34): the turn is discarded, the last two
/// completed plies (fewer at the start, E76) are undone, every used
/// Do-Over stays used (E63), and Blinding may give the Light side the move
/// (E21, E54, E64). `past` and `history` are cut back to match.
pub(crate) fn rewind(
    current: &Position,
    fired: u8,
    past: &mut Vec<Position>,
    history: &mut Vec<u64>,
) -> (Position, Vec<Event>) {
    let mut events = Vec::new();
    let undo = past.len().min(2);
    let mut restored = if undo == 0 {
        *current
    } else {
        past[past.len() - undo]
    };
    past.truncate(past.len() - undo);
    history.truncate(history.len().saturating_sub(undo));
    let mut spent = used(current);
    spent.push(fired);
    mark_used(&mut restored, &spent);
    let owner = find(current, fired);
    if let Some((color, role, _)) = owner {
        events.push(Event::DoOver {
            color,
            role,
            plies: undo as u8,
        });
    }
    // E21, E64: Blinding gives the Light side the move unless the other
    // side is then in check.
    if let Some((light, _, _)) = owner
        && restored.element(light) == Some(Element::Light)
        && restored.turn() != light
        && !restored.in_check(light.other())
    {
        restored.board.set_turn(light);
        restored.board.set_ep(None);
        events.push(Event::Blinded { color: light });
    }
    history.pop();
    history.push(restored.key());
    (restored, events)
}
