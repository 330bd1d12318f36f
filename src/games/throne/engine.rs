//! The engine opponent at a Throne table: its throws and moves, chosen by
//! the rules crate ([`throne::search`]) without the hidden generator, and
//! played through the same throw and move as a player's `/throw` and
//! `/move`.

use super::turns::{play_move, throw};
use super::{Throne, seat};
use crate::games::common::engine_level;
use game_api::{Effect, Engine, Fault, GameRecord, Outcome, Play, Think};
use throne::{Action, Phase, Position};

impl Engine for Throne {
    /// Plays a throw or a move (the engine's, or a complete path of
    /// choices), as `/throw` or `/move` would.
    fn play_choice(
        &self,
        play: Play<'_>,
        pos: Position,
        choice: &str,
    ) -> Outcome<Effect<Position>> {
        // A throw uses the stored generator, as `/throw` does (T9).
        if choice == "throw" {
            return throw(&self.art, &play, &pos);
        }
        let action: Action = choice.parse().map_err(|e: throne::NotationError| {
            Fault::new(format!("engine choice `{choice}`: {e}"))
        })?;
        match action {
            Action::Move(mv) => play_move(&self.art, &play, &pos, mv),
            Action::Throw(_) | Action::Resign(_) => {
                Err(Fault::new(format!("engine choice `{choice}` is not one it makes")).into())
            }
        }
    }

    /// The engine's action for its seat on its round (`throw`, or a move
    /// like `home soldier 6+5`); `None` when another seat is on turn.
    fn think(
        &self,
        _game: &GameRecord,
        pos: &Position,
        think: &Think,
    ) -> Result<Option<String>, Fault> {
        if matches!(pos.phase(), Phase::Won(_))
            || pos.turn() != seat(think.seat)
            || pos.resigned(seat(think.seat))
        {
            return Ok(None);
        }
        let level = engine_level(think)?;
        let action = throne::search::choose(pos, level, think.seed, Some(&think.stop));
        Ok(action.map(|a| a.to_string()))
    }
}
