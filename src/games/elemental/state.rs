//! The stored state of an Elemental chess game and each player's draft.
//!
//! The state (JSON) holds both locked-in loadouts and the generator's seed
//! (E41): the server needs them, and neither is ever shown from here. The
//! game itself, once both have locked in, is the rules crate's text.

use elemental::{Color, Game, Loadout};
use game_api::GameDraft;
use game_api::{Fault, Play};
use serde::{Deserialize, Serialize};

/// What is stored for a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    /// Locked-in loadouts by seat, in their text form (E4–E6).
    pub loadouts: [Option<String>; 2],
    /// The generator's seed, drawn when the game is created (E41).
    pub seed: u64,
    /// The game, once both have locked in.
    pub game: Option<String>,
}

/// A state read back: either still choosing loadouts, or playing.
#[derive(Clone)]
pub enum Phase {
    /// Before the first move: who has locked in what.
    Loadouts([Option<Loadout>; 2]),
    /// The game.
    Playing(Box<Game>),
}

impl State {
    /// A new game's state with this seed.
    pub fn new(seed: u64) -> State {
        State {
            loadouts: [None, None],
            seed,
            game: None,
        }
    }

    /// The JSON text.
    pub fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// Reads a stored state text.
    pub fn parse(text: &str) -> Result<(State, Phase), String> {
        let state: State = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let phase = match &state.game {
            Some(g) => Phase::Playing(Box::new(g.parse::<Game>().map_err(|e| e.to_string())?)),
            None => {
                let mut locked = [None, None];
                for c in Color::BOTH {
                    if let Some(t) = &state.loadouts[c.index()] {
                        let l: Loadout = t
                            .parse()
                            .map_err(|e: elemental::LoadoutError| e.to_string())?;
                        l.check(c).map_err(|e| e.to_string())?;
                        locked[c.index()] = Some(l);
                    }
                }
                Phase::Loadouts(locked)
            }
        };
        Ok((state, phase))
    }
}

/// A state read once: what is stored, and the phase it stands in (the
/// game's own text read).
#[derive(Clone)]
pub struct Loaded {
    /// What is stored.
    pub stored: State,
    /// The phase, read from it.
    pub phase: Phase,
}

impl Loaded {
    /// Reads a stored text; a damaged one is a fault that names no secret.
    pub fn read(text: &str) -> Result<Loaded, Fault> {
        if let Some(known) = recently_read(text) {
            return Ok(known);
        }
        let loaded = State::parse(text)
            .map(|(stored, phase)| Loaded { stored, phase })
            .map_err(|_| Fault::new("unreadable Elemental chess state"))?;
        remember_read(text, &loaded);
        Ok(loaded)
    }
}

/// The states read last, with their texts: a turn chosen step by step
/// reads the same state at every step (its options, then its picture),
/// and reading a game's text replays its history, which costs more than
/// a copy of the game read.
static RECENT: std::sync::Mutex<Vec<(String, Loaded)>> = std::sync::Mutex::new(Vec::new());

/// How many states [`RECENT`] keeps.
const RECENT_STATES: usize = 16;

fn recently_read(text: &str) -> Option<Loaded> {
    let recent = RECENT.lock().unwrap_or_else(|e| e.into_inner());
    recent
        .iter()
        .find(|(t, _)| t == text)
        .map(|(_, loaded)| loaded.clone())
}

fn remember_read(text: &str, loaded: &Loaded) {
    let mut recent = RECENT.lock().unwrap_or_else(|e| e.into_inner());
    if recent.len() >= RECENT_STATES {
        recent.remove(0);
    }
    recent.push((text.to_string(), loaded.clone()));
}

/// A player's private work in progress: loadout choices by command
/// before locking in (a draft stored by an earlier release, with the
/// piece its menus were setting, reads the same).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// The element chosen so far.
    pub element: Option<String>,
    /// The army's augmentor (`none` for empty).
    pub augmentor: Option<String>,
    /// The army's offense ability.
    pub offense: Option<String>,
    /// The army's temporal ability.
    pub temporal: Option<String>,
    /// With Lightning: per-piece slots, square and `aug/off/tmp`.
    pub pieces: Vec<(String, String)>,
    /// Bumped by every change.
    pub revision: u32,
}

impl Draft {
    /// The draft of the player in `play`.
    pub fn read(play: &Play<'_>) -> Draft {
        play.draft.and_then(GameDraft::read).unwrap_or_default()
    }
}
