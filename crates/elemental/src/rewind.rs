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
    flooded: &mut Vec<u8>,
) -> (Position, Vec<Event>) {
    let mut events = Vec::new();
    let undo = past.len().min(2);
    // E11, E66: enemy pieces a Water side took in the undone plies.
    let undone: Vec<Position> = past[past.len() - undo..]
        .iter()
        .copied()
        .chain(std::iter::once(*current))
        .collect();
    for pair in undone.windows(2) {
        let (before, after) = (&pair[0], &pair[1]);
        let water = before.turn();
        if before.element(water) != Some(Element::Water) {
            continue;
        }
        for sq in Square::all() {
            if let Some((c, _, info)) = before.piece(sq)
                && c != water
                && find(after, info.id).is_none_or(|(_, _, on)| on.is_none())
                && !flooded.contains(&info.id)
            {
                flooded.push(info.id);
            }
        }
    }
    // E87: a piece Resurrection has returned is kept no longer.
    flooded.retain(|id| find(current, *id).is_none_or(|(_, _, on)| on.is_none()));
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
    // E11, E54, E87: Flood Wake keeps them removed, judged with the restored
    // side to move: all or none, never leaving the other side in check.
    if !flooded.is_empty() {
        let mut washed = restored;
        let mut kept = Vec::new();
        for id in flooded.iter() {
            if let Some((color, role, Some(sq))) = find(&washed, *id) {
                let also = washed.twin(sq);
                washed.take_off(sq);
                kept.push((color, role, sq, also));
            }
        }
        // E1: an en passant right needs the passed pawn on its square.
        if let Some(ep) = washed.board.ep_square()
            && ep
                .offset(0, -washed.turn().forward())
                .and_then(|s| washed.board.role_at(s))
                != Some(crate::square::Role::Pawn)
        {
            washed.board.set_ep(None);
        }
        if !kept.is_empty() && !washed.in_check(washed.turn().other()) {
            restored = washed;
            for (color, role, square, also) in kept {
                events.push(Event::Removed {
                    color,
                    role,
                    square,
                    also,
                    by: "Flood Wake (E11)",
                });
            }
        }
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

#[cfg(test)]
mod tests {
    //! Flood Wake through rewinds (E11, E54, E66, E87); Water's
    //! concealment has its own tests in `tests/concealment.rs`.

    use crate::{Event, Game, Loadout, Position, Turn};

    /// A game with these loadouts.
    fn game(fen: &str, white: &str, black: &str) -> Game {
        let loadouts: [Loadout; 2] = [white.parse().unwrap(), black.parse().unwrap()];
        let position = Position::with_loadouts(fen.parse().unwrap(), [&loadouts[0], &loadouts[1]]);
        Game {
            line: crate::game::Line::start(position, 1),
            loadouts,
            seed: 1,
        }
    }

    fn play(g: &Game, t: &str) -> (Game, Vec<Event>) {
        g.play(&t.parse::<Turn>().unwrap())
            .unwrap_or_else(|e| panic!("{t}: {e}"))
    }

    /// The game after `turns`, each legal.
    fn after(g: Game, turns: &[&str]) -> Game {
        turns.iter().fold(g, |g, t| play(&g, t).0)
    }

    /// Whether the events hold a two-ply Do-Over.
    fn rewound_two(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::DoOver { plies: 2, .. }))
    }

    /// Whether Flood Wake kept a piece removed.
    fn flooded(events: &[Event]) -> bool {
        events
            .iter()
            .any(|e| matches!(e, Event::Removed { by, .. } if by.starts_with("Flood Wake")))
    }

    fn occupied(g: &Game, s: &str) -> bool {
        g.position().piece(s.parse().unwrap()).is_some()
    }

    /// Black's d5 and g5 pawns carry Do-Over; Water's a3 pawn can take b4.
    const FEN: &str = "4k3/8/8/3p2p1/1p2P2P/P7/8/4K3 w - - 0 1";
    const BLACK: &str = "lightning -/-/- d5=-/-/do-over g5=-/-/do-over";

    #[test]
    fn e11_e66_flood_wake_keeps_waters_captures_of_the_undone_plies() {
        let g = after(
            game(FEN, "water -/-/-", BLACK),
            &["e1-f1", "e8-f8", "a3-b4", "f8-e8"],
        );
        let (g, events) = play(&g, "e4-d5");
        assert!(rewound_two(&events));
        assert!(flooded(&events));
        // Restored before a3-b4: the white pawn is back on a3, the black
        // one it took stays off the board.
        assert!(occupied(&g, "a3") && !occupied(&g, "b4"));
        assert!(occupied(&g, "e4") && occupied(&g, "d5"));
        // Without Water, the rewind gives the pawn back.
        let plain = after(
            game(FEN, "light -/-/-", BLACK),
            &["e1-f1", "e8-f8", "a3-b4", "f8-e8"],
        );
        let (plain, _) = play(&plain, "e4-d5");
        assert!(occupied(&plain, "b4"));
    }

    #[test]
    fn e54_flood_wake_is_cancelled_when_it_would_leave_the_other_side_in_check() {
        // Nd3xb4 takes the pawn that blocks Ba3's line to f8. The rewind
        // restores the position after e8-f8 with White to move: keeping
        // b4 off the board would leave Black's king in check there, so
        // Flood Wake keeps nothing (E54).
        let fen = "4k3/8/8/3p2p1/1p2P2P/B2N4/8/4K3 w - - 0 1";
        let g = after(
            game(fen, "water -/-/-", BLACK),
            &["e1-f1", "e8-f8", "d3-b4", "f8-e8"],
        );
        let (g, events) = play(&g, "e4-d5");
        assert!(rewound_two(&events));
        assert!(!flooded(&events));
        assert!(occupied(&g, "b4") && occupied(&g, "d3") && occupied(&g, "f8"));
    }

    #[test]
    fn e87_a_flooded_piece_stays_removed_through_a_later_rewind() {
        let g = after(
            game(FEN, "water -/-/-", BLACK),
            &["e1-f1", "e8-f8", "a3-b4", "f8-e8", "e4-d5"],
        );
        // A second Do-Over at once goes back to the start, where the b4
        // pawn stood: it stays removed.
        let (g, events) = play(&g, "h4-g5");
        assert!(events.iter().any(|e| matches!(e, Event::DoOver { .. })));
        assert!(
            occupied(&g, "e1") && !occupied(&g, "b4"),
            "{}",
            g.position().board()
        );
        // The stored text keeps the flooded piece.
        let text = g.to_string();
        assert!(text.contains(" | f:"), "{text}");
    }

    #[test]
    fn e12_mist_shroud_gives_every_water_piece_quantum_step() {
        let g = game(
            "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1",
            "water -/-/-",
            "light -/-/-",
        );
        assert!(g.find(&"g1-f3 then:g4".parse().unwrap()).is_ok(), "a blink");
        let plain = game(
            "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1",
            "light -/-/-",
            "light -/-/-",
        );
        assert!(plain.find(&"g1-f3 then:g4".parse().unwrap()).is_err());
    }
}
