//! Refusals of what was typed into a command's options: the value quoted
//! back (shortened) and the values the option takes, said as lists the
//! language's way. Shared by the host's commands and `/tournament`.

use crate::host::registry::Games;
use game_api::words::shorten;
use game_api::{Arg, Join, Phrase, Words};

/// The values an option takes (`offer`, `accept`), joined with "or" the
/// language's way.
pub(super) fn one_of<S: AsRef<str>>(values: &[S]) -> Arg {
    Arg::List(
        Join::Or,
        values
            .iter()
            .map(|v| Phrase::new("game-value").code("value", v.as_ref()))
            .collect(),
    )
}

/// The refusal `id` of what was typed (`value`, shortened, as typed).
pub(super) fn typed(id: &'static str, value: &str) -> Words {
    typed_phrase(id, value).into()
}

/// The message `id` about what was typed, for more arguments.
pub(super) fn typed_phrase(id: &'static str, value: &str) -> Phrase {
    Phrase::new(id).name("value", shorten(value))
}

/// The game `value` names, or why it names none.
pub(super) fn name_of_game(games: &Games, value: &str) -> Result<String, Words> {
    match games.get(value) {
        Some(g) => Ok(g.meta().name.to_string()),
        None => Err(typed_phrase("parse-not-a-game", value)
            .with("games", one_of(&games.names()))
            .into()),
    }
}
