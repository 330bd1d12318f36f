//! A player's side in a generated game: from the stored state and a seat,
//! a legal action drawn by a seed and typed as the command a person would
//! type (`/name key:value …`), or `None` while that seat has nothing to do.
//! The rules crates say what is legal. The load benchmark plays its games
//! with these, and the end-to-end tests play the person's side against the
//! engine with them.

use serde_json::Value;

/// A draw from `seed`, below `n`.
pub fn below(seed: &mut u64, n: usize) -> usize {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    ((*seed >> 33) as usize) % n.max(1)
}

/// A legal action for `seat` in a game of `game` (its registered name) at
/// `state`; `None` for a game these do not play, or while the seat waits.
pub fn line(game: &str, state: &str, seat: usize, seed: &mut u64) -> Option<String> {
    match game {
        "masters" => masters(state, *masters::Side::ALL.get(seat)?, seed),
        "regions" => regions(state, *regions::Side::ALL.get(seat)?, seed),
        "elemental" => {
            let colour = [elemental::Color::White, elemental::Color::Black];
            elemental(state, *colour.get(seat)?, seed)
        }
        "throne" => throne(state, seat, seed),
        _ => None,
    }
}

/// Masters: a legal turn for `side`, with its claim and inheritance.
pub fn masters(state: &str, side: masters::Side, seed: &mut u64) -> Option<String> {
    let pos: masters::Position = state.parse().ok()?;
    if pos.to_move() != side {
        return None;
    }
    let turns = pos.legal_turns();
    if turns.is_empty() {
        // No legal turn (M40).
        return Some("/resign".into());
    }
    let t = turns[below(seed, turns.len())];
    let mut command = "/turn".to_string();
    if let Some(m) = t.mv() {
        command += &format!(" move:{}-{}", m.from, m.to);
        if let Some(p) = m.promotion {
            command += &format!(" promote:{p}");
        }
    }
    if let Some(c) = t.claim() {
        command += &format!(" claim:{c}");
    }
    match t.inheritance {
        Some(masters::Inheritance::Accept(k)) => command += &format!(" inherit:{}", k.name()),
        Some(masters::Inheritance::Decline) => command += " inherit:decline",
        None => {}
    }
    Some(command)
}

/// Regions chess: the infiltrator pick while picks are open, then a move
/// without a carry for `side`, or the reveal when no such move is left.
pub fn regions(state: &str, side: regions::Side, seed: &mut u64) -> Option<String> {
    let pos: regions::Position = state.parse().ok()?;
    if !pos.picks_done() {
        let choices = pos.pick_choices(side);
        return Some(format!(
            "/pick piece:{}",
            choices.get(below(seed, choices.len()))?
        ));
    }
    if pos.to_move() != side {
        return None;
    }
    let plain: Vec<regions::Move> = pos
        .legal_actions()
        .into_iter()
        .filter_map(|a| a.mv())
        .filter(|m| m.carry.is_none())
        .collect();
    if plain.is_empty() {
        return Some("/reveal".into());
    }
    let m = plain[below(seed, plain.len())];
    Some(match m.promotion {
        Some(p) => format!("/turn move:{}-{} promote:{p}", m.from, m.to),
        None => format!("/turn move:{}-{}", m.from, m.to),
    })
}

/// Elemental chess: the Fire loadout until the game starts, then a plain
/// move for `colour` (no ability), or resigning when none is left.
pub fn elemental(state: &str, colour: elemental::Color, seed: &mut u64) -> Option<String> {
    let stored: Value = serde_json::from_str(state).ok()?;
    let Some(game) = stored["game"].as_str() else {
        return Some("/loadout element:fire".into());
    };
    let game: elemental::Game = game.parse().ok()?;
    if game.turn() != colour {
        return None;
    }
    let plain: Vec<elemental::Turn> = game
        .legal_turns()
        .into_iter()
        .map(|c| c.turn)
        .filter(|t| !t.to_string().contains(' ') && !t.to_string().contains(':'))
        .collect();
    if plain.is_empty() {
        return Some("/resign".into());
    }
    let t = &plain[below(seed, plain.len())];
    Some(format!(
        "/turn move:{}",
        t.to_string()
            .replace("=q", " promote:queen")
            .replace("=r", " promote:rook")
            .replace("=b", " promote:bishop")
            .replace("=n", " promote:knight")
    ))
}

/// Throne: the throw or a legal move for the seat `seat`.
pub fn throne(state: &str, seat: usize, seed: &mut u64) -> Option<String> {
    let pos: throne::Position = state.parse().ok()?;
    if pos.turn().index() != seat {
        return None;
    }
    match pos.phase() {
        throne::Phase::Throw => Some("/throw".into()),
        throne::Phase::Move => {
            let moves = pos.legal_moves();
            let m = moves.get(below(seed, moves.len()))?;
            Some(format!(
                "/move piece:{} kind:{} values:{}",
                m.from, m.kind, m.values
            ))
        }
        throne::Phase::Won(_) => None,
    }
}
