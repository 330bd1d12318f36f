//! Which channels are direct messages or group DMs between people, where
//! the bot can only answer interactions.

use super::Conn;

/// Notes that `channel` is a DM or group DM between people.
pub async fn keep_private_channel(c: &mut Conn, channel: &str) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO private_channels (channel) VALUES ($1) ON CONFLICT DO NOTHING")
        .bind(channel)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Whether `channel` was noted as a DM or group DM between people.
pub async fn is_private_channel(c: &mut Conn, channel: &str) -> Result<bool, sqlx::Error> {
    let found: Option<String> =
        sqlx::query_scalar("SELECT channel FROM private_channels WHERE channel = $1")
            .bind(channel)
            .fetch_optional(&mut *c)
            .await?;
    Ok(found.is_some())
}
