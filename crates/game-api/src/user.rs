//! Who plays and who looks.

/// A user as the host knows them: a stable id and a display name.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct User {
    /// Stable id (a Discord snowflake, or the name in the console).
    pub id: String,
    /// Display name.
    pub name: String,
}

impl User {
    /// A user whose id is their name (the console).
    pub fn named(name: &str) -> User {
        User {
            id: name.to_string(),
            name: name.to_string(),
        }
    }
}

/// Who a text or picture is made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewer {
    /// The channel, spectators, the record: no secret may show.
    Public,
    /// The player in this seat (0-based): their own secrets may show.
    Seat(usize),
}
