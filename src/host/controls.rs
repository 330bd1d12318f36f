//! The buttons and lines the host puts under a game's messages: Play
//! while it runs, Rematch and the replay line once it is over.

use super::reply::{Button, ButtonStyle};
use game_api::{ButtonId, GameRecord};

/// The Play button under a turn message: opens the presser's choices.
pub fn play_button(game: &GameRecord) -> Button {
    Button {
        id: ButtonId::game(game.id, Some(game.version), &["cs"]).to_string(),
        label: "Play".into(),
        style: ButtonStyle::Primary,
    }
}

/// The Rematch button for finished game `game_id`.
pub fn rematch_button(game_id: i64) -> Button {
    Button {
        id: ButtonId::Rematch { id: game_id }.to_string(),
        label: "Rematch".into(),
        style: ButtonStyle::Secondary,
    }
}

/// The line that links a finished game's replay.
pub fn replay_line(game_id: i64) -> String {
    format!("Watch it again: /replay game:{game_id}")
}
