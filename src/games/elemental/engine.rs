//! The engine opponent in an Elemental game: its secret loadout, chosen
//! without the other player's (E4, E6), and its turns, searched on the
//! game as its own seat sees it (E12: a concealed Water ability is not in
//! it); both played through the same lock-in and commit as a player's.

use super::state::{Loaded, Phase};
use super::{Elemental, choose, color, turns};
use crate::games::common::{engine_level, engine_stop};
use elemental::search::choose as search;
use game_api::{Effect, Engine, Fault, GameRecord, Outcome, Play, Think};

impl Engine for Elemental {
    /// Plays a loadout or a turn (the engine's, or a complete path of
    /// choices), as locking in a loadout or `/turn` would.
    fn play_choice(&self, play: Play<'_>, loaded: Loaded, choice: &str) -> Outcome<Effect<Loaded>> {
        let fault =
            |e: &dyn std::fmt::Display| Fault::new(format!("engine choice `{choice}`: {e}"));
        let seat = play.seated()?;
        let Loaded { stored, phase } = loaded;
        match (&phase, choice.strip_prefix("loadout ")) {
            (Phase::Loadouts(locked), Some(text)) => {
                if locked.get(seat).is_none_or(Option::is_some) {
                    return Err(game_api::Failure::refused(game_api::Phrase::new(
                        "elemental-loadout-locked-already",
                    )));
                }
                let loadout: elemental::Loadout = text.parse().map_err(|e| fault(&e))?;
                loadout.check(color(seat)).map_err(|e| fault(&e))?;
                choose::lock_loadout(&self.art, &play, &stored, locked, seat, loadout)
            }
            (Phase::Playing(game), None) => {
                let turn: elemental::Turn = choice.parse().map_err(|e| fault(&e))?;
                turns::commit(&self.art, &play, &stored, game, turn)
            }
            _ => Err(fault(&"not a choice for this phase").into()),
        }
    }

    /// The engine's loadout (`loadout …`) while it has none, then its turn
    /// on its turns (`e2-e4 dk:f6`); `None` when the seat has nothing to do.
    fn think(
        &self,
        _game: &GameRecord,
        loaded: &Loaded,
        think: &Think,
    ) -> Result<Option<String>, Fault> {
        let level = engine_level(think)?;
        let me = color(think.seat);
        match &loaded.phase {
            Phase::Loadouts(locked) => Ok(locked
                .get(think.seat)
                .is_some_and(Option::is_none)
                .then(|| format!("loadout {}", search::loadout(level, think.seed)))),
            Phase::Playing(game) if game.status().is_over() || game.turn() != me => Ok(None),
            Phase::Playing(game) => {
                Ok(
                    search::turn(game, me, level, think.seed, think.nodes, engine_stop(think))
                        .map(|t| t.to_string()),
                )
            }
        }
    }
}
