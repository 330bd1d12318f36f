//! An event as the host keeps it: the tournament crate's event and what
//! the host adds (who its players are, its clock, its start time), read
//! and written at a version, so two changes never both stand.

use crate::host::NotDone;
use crate::store::{self, Conn, StoredEvent};
use game_api::User;
use tournament::event::{Event, Format, Phase};

/// An event's whole state, stored as JSON.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct EventState {
    /// The pairings, results and phase.
    pub event: Event,
    /// The players, by entry number (the event knows only their ids).
    pub players: Vec<User>,
    /// Time per turn in every game.
    pub turn_seconds: i64,
    /// When it starts by itself, if the organiser said.
    pub starts_at: Option<i64>,
    /// Arena: how long new games are paired after the start.
    pub length: i64,
    /// Rounds the organiser asked for (Swiss, tables); otherwise decided
    /// at the start from the number of players.
    pub rounds: Option<usize>,
    /// Arena: its window has closed (nobody is paired again).
    #[serde(default)]
    pub closed: bool,
}

/// An event read in a transaction, to change and save at its version.
#[derive(Clone, Debug)]
pub(crate) struct Loaded {
    /// The stored row (its version, channel, game, organiser).
    pub row: StoredEvent,
    /// Its state.
    pub state: EventState,
}

impl Loaded {
    /// Reads a stored event; damaged JSON is a fault.
    pub fn read(row: StoredEvent) -> Result<Loaded, NotDone> {
        let state = serde_json::from_str(&row.state).map_err(|e| {
            NotDone::Fault(game_api::Fault::new(format!(
                "event {} cannot be read: {e}",
                row.id
            )))
        })?;
        Ok(Loaded { row, state })
    }

    /// Event `id`, if it exists.
    pub async fn by_id(c: &mut Conn, id: i64) -> Result<Option<Loaded>, NotDone> {
        store::event(c, id).await?.map(Loaded::read).transpose()
    }

    /// When the event next has something due by the clock: its start, or
    /// an arena's close.
    pub fn due_at(&self) -> Option<i64> {
        match (self.state.event.phase, &self.state.event.format) {
            (Phase::Open, _) => self.state.starts_at,
            (Phase::Running, Format::Arena { until }) if !self.state.closed => Some(*until),
            _ => None,
        }
    }

    /// Whether `user` may run the event: its creator, or someone who
    /// manages the server.
    pub fn organised_by(&self, user: &str, manages_server: bool) -> bool {
        manages_server || self.row.organiser == user
    }

    /// The entry number of `user`, if they are in the event.
    pub fn entry_of(&self, user: &str) -> Option<usize> {
        self.state.players.iter().position(|p| p.id == user)
    }

    /// Saves the changed state at the version it was read at; false when
    /// another change got there first (nothing written).
    pub async fn save(&self, c: &mut Conn) -> Result<bool, NotDone> {
        let state = serde_json::to_string(&self.state)
            .map_err(|e| NotDone::Fault(game_api::Fault::new(format!("event state: {e}"))))?;
        let change = store::EventChange {
            state: &state,
            finished: self.state.event.phase == Phase::Finished,
            due_at: self.due_at(),
        };
        Ok(store::save_event(c, self.row.id, &change, self.row.version).await?)
    }

    /// Saves, or refuses when the event changed meanwhile.
    pub async fn save_or_refuse(&self, c: &mut Conn) -> Result<(), NotDone> {
        match self.save(c).await? {
            true => Ok(()),
            false => crate::host::refuse(game_api::Phrase::new("tournament-changed")),
        }
    }

    /// Adds `boards` as pairings waiting for their channels.
    pub async fn add_boards(
        &self,
        c: &mut Conn,
        boards: &[tournament::event::Board],
    ) -> Result<(), NotDone> {
        for b in boards {
            store::add_board(c, self.row.id, b.round as i64, b.board as i64, &b.seats).await?;
        }
        Ok(())
    }

    /// A player's display name by entry number.
    pub fn name(&self, p: usize) -> &str {
        self.state.players.get(p).map_or("?", |u| u.name.as_str())
    }
}
