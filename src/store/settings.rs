//! What servers and players have chosen about the web archive: whether a
//! server's games are listed, whether a player is shown as "anonymous".

use super::Conn;
use game_api::Locale;

/// Lists (or stops listing) `server`'s games in its web archive.
pub async fn set_archive(c: &mut Conn, server: &str, on: bool) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO server_settings (server, archive) VALUES ($1, $2) \
         ON CONFLICT (server) DO UPDATE SET archive = excluded.archive",
    )
    .bind(server)
    .bind(i64::from(on))
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// Whether `server`'s archive is listed.
pub async fn archive_on(c: &mut Conn, server: &str) -> Result<bool, sqlx::Error> {
    let on: Option<i64> =
        sqlx::query_scalar("SELECT archive FROM server_settings WHERE server = $1")
            .bind(server)
            .fetch_optional(&mut *c)
            .await?;
    Ok(on == Some(1))
}

/// Shows (or stops showing) `user_id` as "anonymous" in archives.
pub async fn set_anonymous(c: &mut Conn, user_id: &str, on: bool) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO player_settings (user_id, anonymous) VALUES ($1, $2) \
         ON CONFLICT (user_id) DO UPDATE SET anonymous = excluded.anonymous",
    )
    .bind(user_id)
    .bind(i64::from(on))
    .execute(&mut *c)
    .await?;
    Ok(())
}

/// The players who asked to be shown as "anonymous".
pub async fn anonymous_players(c: &mut Conn) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT user_id FROM player_settings WHERE anonymous = 1")
        .fetch_all(&mut *c)
        .await
}

/// Which of `users` asked to be shown as "anonymous" (a game's players:
/// four at a time, by the index on `user_id`).
pub async fn anonymous_among(c: &mut Conn, users: &[&str]) -> Result<Vec<String>, sqlx::Error> {
    let mut out: Vec<String> = vec![];
    for four in users.chunks(4) {
        let at = |i: usize| four.get(i).copied().unwrap_or(four[0]);
        let found: Vec<String> = sqlx::query_scalar(
            "SELECT user_id FROM player_settings WHERE anonymous = 1 AND user_id IN ($1, $2, $3, $4)",
        )
        .bind(at(0))
        .bind(at(1))
        .bind(at(2))
        .bind(at(3))
        .fetch_all(&mut *c)
        .await?;
        for id in found {
            if !out.contains(&id) {
                out.push(id);
            }
        }
    }
    Ok(out)
}

/// Whose language: a player's (by user id) or a server's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocaleOf<'a> {
    /// A player's, for the replies only they see.
    Player(&'a str),
    /// A server's, for its public messages.
    Server(&'a str),
}

impl LocaleOf<'_> {
    /// The statements that write and read it, and its key.
    fn sql(self) -> (&'static str, &'static str, String) {
        match self {
            LocaleOf::Player(id) => (
                "INSERT INTO player_settings (user_id, locale) VALUES ($1, $2) \
                 ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                "SELECT locale FROM player_settings WHERE user_id = $1",
                id.to_string(),
            ),
            LocaleOf::Server(id) => (
                "INSERT INTO server_settings (server, locale) VALUES ($1, $2) \
                 ON CONFLICT (server) DO UPDATE SET locale = excluded.locale",
                "SELECT locale FROM server_settings WHERE server = $1",
                id.to_string(),
            ),
        }
    }
}

/// Sets the language `whose` chose (`None`: follow Discord's).
pub async fn set_locale(
    c: &mut Conn,
    whose: LocaleOf<'_>,
    locale: Option<Locale>,
) -> Result<(), sqlx::Error> {
    let (write, _, key) = whose.sql();
    sqlx::query(write)
        .bind(key)
        .bind(locale.map(Locale::code))
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// The language `whose` chose, if any (a code no longer known reads as no
/// choice).
pub async fn locale(c: &mut Conn, whose: LocaleOf<'_>) -> Result<Option<Locale>, sqlx::Error> {
    let (_, read, key) = whose.sql();
    let code: Option<Option<String>> = sqlx::query_scalar(read)
        .bind(key)
        .fetch_optional(&mut *c)
        .await?;
    Ok(code.flatten().and_then(|c| Locale::from_code(&c)))
}

/// The language chosen for the server `channel` belongs to (as its latest
/// game tells), if any: for messages no interaction prompted. `None` when
/// no game tells the channel's server; `Some(None)` when the server chose
/// no language.
pub async fn channel_locale(
    c: &mut Conn,
    channel: &str,
) -> Result<Option<Option<Locale>>, sqlx::Error> {
    let code: Option<Option<String>> = sqlx::query_scalar(
        "SELECT s.locale FROM \
         (SELECT server FROM games WHERE channel = $1 ORDER BY id DESC LIMIT 1) g \
         LEFT JOIN server_settings s ON s.server = g.server",
    )
    .bind(channel)
    .fetch_optional(&mut *c)
    .await?;
    Ok(code.map(|code| code.and_then(|c| Locale::from_code(&c))))
}
