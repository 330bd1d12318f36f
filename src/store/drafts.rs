//! The `drafts` table: each player's private work in progress in a game
//! (a staged turn, a form), kept until it is played, undone or the game ends.

use super::Conn;

/// A user's staged draft in a game (JSON), if any.
pub async fn draft(
    c: &mut Conn,
    game_id: i64,
    user_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT draft FROM drafts WHERE game_id = $1 AND user_id = $2")
        .bind(game_id)
        .bind(user_id)
        .fetch_optional(&mut *c)
        .await
}

/// Stores a user's draft.
pub async fn put_draft(
    c: &mut Conn,
    game_id: i64,
    user_id: &str,
    draft: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("INSERT INTO drafts (game_id, user_id, draft) VALUES ($1, $2, $3) ON CONFLICT (game_id, user_id) DO UPDATE SET draft = excluded.draft")
        .bind(game_id)
        .bind(user_id)
        .bind(draft)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Drops one user's draft in a game (after their commit: the other
/// players' private choices, like an Elemental loadout being chosen, stay).
pub async fn clear_draft(c: &mut Conn, game_id: i64, user_id: &str) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM drafts WHERE game_id = $1 AND user_id = $2")
        .bind(game_id)
        .bind(user_id)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Drops every draft of a game (when it ends, or a clock moves it on).
pub async fn clear_drafts(c: &mut Conn, game_id: i64) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM drafts WHERE game_id = $1")
        .bind(game_id)
        .execute(&mut *c)
        .await?;
    Ok(())
}
