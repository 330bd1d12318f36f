//! The engine opponent in a Masters game: its turn, searched by the
//! rules crate ([`masters::search`]), and played through the same commit
//! as a player's `/turn`.

use super::turns::commit;
use super::{Masters, on_turn, side_of};
use crate::games::common::{engine_level, engine_stop};
use game_api::{Effect, Engine, Fault, GameRecord, Outcome, Play, Think};
use masters::{Position, Turn};

impl Engine for Masters {
    /// Plays a turn (the engine's, or a complete path of choices), as
    /// `/turn` would.
    fn play_choice(
        &self,
        play: Play<'_>,
        pos: Position,
        choice: &str,
    ) -> Outcome<Effect<Position>> {
        on_turn(&play, &pos)?;
        let turn: Turn = choice.parse().map_err(|e: masters::ParseTurnError| {
            Fault::new(format!("engine turn `{choice}`: {e}"))
        })?;
        commit(&self.art, &play, pos, turn)
    }

    /// The engine's turn for `think.seat`, in turn notation (`D1-D7 ^F9`);
    /// `None` when it is not that seat's turn or the game is over. Masters
    /// has no secret: the whole position is the seat's view.
    fn think(
        &self,
        _game: &GameRecord,
        pos: &Position,
        think: &Think,
    ) -> Result<Option<String>, Fault> {
        if pos.winner().is_some() || pos.to_move() != side_of(think.seat) {
            return Ok(None);
        }
        let level = engine_level(think)?;
        let turn = masters::search::choose(pos, level, think.seed, think.nodes, engine_stop(think));
        Ok(turn.map(|t| t.to_string()))
    }
}
