//! The games this host serves: a list of [`Game`]s it knows nothing else
//! about. The binary makes it with `gamehost::default_games`; a test may add a
//! game of its own.

use game_api::{Game, Verb};
use std::sync::Arc;

/// The registered games, in the order `/help` lists them; the first is
/// the default of `/challenge` without `game:`.
#[derive(Clone)]
pub struct Games {
    list: Vec<Arc<dyn Game>>,
}

impl std::fmt::Debug for Games {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

impl Games {
    /// The registry of `list`; refused when it is empty, when two games
    /// share a name, or when a game declares a host command, a verb whose
    /// option appears twice, or a command that stages a turn without
    /// handing out its staged turns.
    pub fn new(list: Vec<Arc<dyn Game>>) -> Result<Games, String> {
        if list.is_empty() {
            return Err("no games are registered".into());
        }
        for (i, g) in list.iter().enumerate() {
            let meta = g.meta();
            let name = meta.name;
            if name.is_empty()
                || !name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
            {
                return Err(format!(
                    "game name `{name}` is not lower-case letters and digits"
                ));
            }
            if list[..i].iter().any(|o| o.meta().name == name) {
                return Err(format!("two games are named `{name}`"));
            }
            if meta.seat_names.len() < *meta.players.end() {
                return Err(format!("`{name}` names fewer seats than it has players"));
            }
            for verb in g.meta().verbs {
                let host = super::verbs::HOST_VERBS
                    .iter()
                    .chain(super::verbs::CONSOLE_VERBS);
                if host.clone().any(|h| h.name == verb.name) {
                    return Err(format!(
                        "`{name}` declares the host's command /{}",
                        verb.name
                    ));
                }
                if verb.role == game_api::Role::Stage && g.staging().is_none() {
                    return Err(format!(
                        "`{name}`: /{} stages a turn, but the game has no staged turns",
                        verb.name
                    ));
                }
                for (j, o) in verb.options.iter().enumerate() {
                    if verb.options[..j].iter().any(|p| p.name == o.name) {
                        return Err(format!("`{name}`: /{} has `{}` twice", verb.name, o.name));
                    }
                }
            }
        }
        Ok(Games { list })
    }

    /// Every game, in order.
    pub fn iter(&self) -> impl Iterator<Item = &dyn Game> {
        self.list.iter().map(|g| g.as_ref())
    }

    /// The game called `name` (any case), shared: for work that outlives
    /// the caller's borrow (an analysis on the host's threads).
    pub fn shared(&self, name: &str) -> Option<Arc<dyn Game>> {
        self.find(name).cloned()
    }

    /// The game named `name` (in any case).
    pub fn get(&self, name: &str) -> Option<&dyn Game> {
        self.find(name).map(|g| g.as_ref())
    }

    fn find(&self, name: &str) -> Option<&Arc<dyn Game>> {
        let name = name.trim();
        self.list
            .iter()
            .find(|g| g.meta().name.eq_ignore_ascii_case(name))
    }

    /// The default game (the first registered).
    pub fn first(&self) -> &dyn Game {
        self.list[0].as_ref()
    }

    /// Every game's name, in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.iter().map(|g| g.meta().name).collect()
    }

    /// The games that have the command `verb`, with its declaration there.
    pub fn with_verb(&self, verb: &str) -> Vec<(&dyn Game, &'static Verb)> {
        self.iter()
            .filter_map(|g| {
                g.meta()
                    .verbs
                    .iter()
                    .find(|v| v.name == verb)
                    .map(|v| (g, v))
            })
            .collect()
    }

    /// Every game command's name, each once, in the order first declared.
    pub fn verb_names(&self) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = vec![];
        for g in self.iter() {
            for v in g.meta().verbs {
                if !names.contains(&v.name) {
                    names.push(v.name);
                }
            }
        }
        names
    }

    /// The sentence for `/verb` typed in a channel playing `playing`, which
    /// does not have it: which games do.
    pub fn elsewhere(&self, verb: &str, playing: &dyn Game) -> game_api::Phrase {
        let owners: Vec<&str> = self
            .with_verb(verb)
            .into_iter()
            .map(|(g, _)| g.meta().title)
            .collect();
        verb_of(verb, &owners, playing)
    }
}

/// `/verb` is a command of `owners` (or of none), not of `playing`.
pub fn verb_of(verb: &str, owners: &[&str], playing: &dyn Game) -> game_api::Phrase {
    let phrase = if owners.is_empty() {
        game_api::Phrase::new("host-verb-nowhere")
    } else {
        let titles = owners
            .iter()
            .map(|t| game_api::Phrase::new("game-title").code("title", t))
            .collect();
        game_api::Phrase::new("host-verb-elsewhere")
            .with("games", game_api::Arg::List(game_api::Join::And, titles))
    };
    phrase.code("verb", verb).code("game", playing.meta().title)
}
