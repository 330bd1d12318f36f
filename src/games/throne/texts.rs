//! What the channel reads: the line for whoever acts next, event lines
//! with players named, and the move and throw buttons (each a whole path
//! of choices, played through the choice session).

use super::choices::{move_label, path_keys};
use super::{seat, who};
use crate::games::common::how_to_act;
use game_api::{Button, ButtonId, ButtonStyle, ChoiceAsk, GameRecord, Menu, MenuOption};
use throne::{Event, Phase, Position};

/// At most this many legal moves are offered as buttons under a message.
pub const MAX_MOVE_BUTTONS: usize = 20;

/// The move buttons for the seat on turn, when there are few enough.
pub(super) fn move_buttons(game_id: i64, version: i64, pos: &Position) -> Vec<Button> {
    let moves = pos.legal_moves();
    if moves.is_empty() || moves.len() > MAX_MOVE_BUTTONS {
        return vec![];
    }
    moves
        .iter()
        .map(|m| Button {
            id: ButtonId::choice(
                game_id,
                Some(version),
                &ChoiceAsk::Path(path_keys(pos, &moves, m)),
            )
            .to_string(),
            label: move_label(pos, m).into(),
            style: ButtonStyle::Secondary,
        })
        .collect()
}

/// Moves per select menu (Discord's limit).
const MENU_SIZE: usize = 25;

/// Menus under one message (Discord's five rows).
const MAX_MENUS: usize = 5;

/// Past [`MAX_MOVE_BUTTONS`], every legal move in select menus of 25, one
/// menu a page (five pages at most: 125 moves; `/move` takes any).
pub(super) fn move_menus(game_id: i64, version: i64, pos: &Position) -> Vec<Menu> {
    let moves = pos.legal_moves();
    if moves.len() <= MAX_MOVE_BUTTONS {
        return vec![];
    }
    moves
        .chunks(MENU_SIZE)
        .take(MAX_MENUS)
        .enumerate()
        .map(|(page, chunk)| Menu {
            id: ChoiceAsk::path_menu(game_id, Some(version), page).to_string(),
            placeholder: format!(
                "Moves {}–{} of {}",
                page * MENU_SIZE + 1,
                page * MENU_SIZE + chunk.len(),
                moves.len()
            )
            .into(),
            options: chunk
                .iter()
                .map(|m| MenuOption {
                    label: move_label(pos, m).into(),
                    value: ChoiceAsk::path_value(&path_keys(pos, &moves, m)),
                })
                .collect(),
        })
        .collect()
}

/// The Throw button: the throw phase's one path, which has no choice.
pub(super) fn throw_button(game_id: i64, version: i64) -> Button {
    Button {
        id: ButtonId::choice(game_id, Some(version), &ChoiceAsk::Path(vec![])).to_string(),
        label: "Throw".into(),
        style: ButtonStyle::Primary,
    }
}

/// The line for what the seat on turn does next.
pub(super) fn next_line(game: &GameRecord, pos: &Position) -> Option<String> {
    match pos.phase() {
        Phase::Won(_) => None,
        Phase::Throw => Some(format!(
            "{} to throw{}.",
            who(game, pos.turn()),
            how_to_act(game, pos.turn().index(), ": /throw")
        )),
        Phase::Move => {
            let n = pos.legal_moves().len();
            let how = if n <= MAX_MOVE_BUTTONS {
                ": /move piece:<place> values:<values> or a button"
            } else {
                ": /move piece:<place> values:<values> or a menu"
            };
            Some(format!(
                "{} to move with {} ({n} legal move{}){}.",
                who(game, pos.turn()),
                pos.unused(),
                if n == 1 { "" } else { "s" },
                how_to_act(game, pos.turn().index(), how)
            ))
        }
    }
}

/// Event lines for the channel, with players named.
pub(super) fn event_lines(game: &GameRecord, events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter(|e| {
            !matches!(
                e,
                Event::Threw { .. } | Event::ChainContinued { .. } | Event::TurnPassed { .. }
            )
        })
        .map(|e| {
            let text = e.to_string();
            // Name the player the first time their colour starts a sentence.
            for s in (0..game.players.len()).map(seat) {
                let colour = s.to_string();
                if let Some(rest) = text.strip_prefix(&colour) {
                    return format!("{}{rest}", who(game, s));
                }
            }
            text
        })
        .collect()
}
