//! The engine opponent in a Regions game: its secret infiltrator pick and
//! its actions, chosen by the rules crate ([`regions::search::secret`])
//! without reading the other player's pick (R13, R14), and played through
//! the same pick and commit as a player's `/pick` and `/turn`.

use super::turns::{commit, pick};
use super::{Regions, side_of};
use crate::games::common::{engine_level, engine_stop};
use game_api::{Effect, Engine, Fault, GameRecord, Outcome, Play, Think};
use regions::search::secret;
use regions::{Action, Infiltrator, Position, Square};

impl Engine for Regions {
    /// Plays a pick or an action (the engine's, or a complete path of
    /// choices), as `/pick` or `/turn` would.
    fn play_choice(
        &self,
        play: Play<'_>,
        pos: Position,
        choice: &str,
    ) -> Outcome<Effect<Position>> {
        let fault =
            |e: &dyn std::fmt::Display| Fault::new(format!("engine choice `{choice}`: {e}"));
        if let Some(sq) = choice.strip_prefix("pick ") {
            let sq: Square = sq.parse().map_err(|e| fault(&e))?;
            return pick(&self.art, &play, &pos, sq);
        }
        let action: Action = choice.parse().map_err(|e| fault(&e))?;
        commit(&self.art, &play, &pos, action)
    }

    /// The engine's pick (`pick e9`) while it has none, then its action on
    /// its turns (`e2-e4`, `reveal`); `None` when the seat has nothing to do.
    fn think(
        &self,
        _game: &GameRecord,
        pos: &Position,
        think: &Think,
    ) -> Result<Option<String>, Fault> {
        let side = side_of(think.seat);
        if pos.winner().is_some() || pos.is_drawn() {
            return Ok(None);
        }
        let level = engine_level(think)?;
        if !pos.picks_done() {
            if pos.infiltrator(side) != Infiltrator::Unpicked {
                return Ok(None);
            }
            return Ok(secret::pick(pos, side, level, think.seed).map(|sq| format!("pick {sq}")));
        }
        if pos.to_move() != side {
            return Ok(None);
        }
        let action = secret::choose(pos, level, think.seed, think.nodes, engine_stop(think));
        Ok(action.map(|a| a.to_string()))
    }
}
