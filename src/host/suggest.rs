//! Suggestions while a player types an option (Discord's autocomplete):
//! only what the rules allow them now, in the game in their channel. The
//! game's adapter says what is legal; the host narrows it to what was typed.

use super::{Ctx, Host};
use crate::store;
pub use game_api::MAX_SUGGESTIONS;
use game_api::{Field, Suggestion};

impl Host {
    /// The legal values for `field` starting with `typed` (in any case), for
    /// the user in their channel's game; empty when they have nothing to
    /// choose now (not their turn, no game, a spectator). At most
    /// [`MAX_SUGGESTIONS`].
    pub async fn suggest(&self, ctx: &Ctx, field: &Field, typed: &str) -> Vec<Suggestion> {
        match self.legal_values(ctx, field).await {
            Ok(list) => {
                let typed = typed.trim().to_ascii_lowercase();
                list.into_iter()
                    .filter(|s| s.value.to_ascii_lowercase().starts_with(&typed))
                    .take(MAX_SUGGESTIONS)
                    .collect()
            }
            Err(e) => {
                tracing::warn!("no suggestions in {}: {e}", ctx.channel);
                vec![]
            }
        }
    }

    async fn legal_values(&self, ctx: &Ctx, field: &Field) -> Result<Vec<Suggestion>, sqlx::Error> {
        let mut c = self.store().read().await?;
        let Some(game) = store::running_game(&mut c, &ctx.channel).await? else {
            return Ok(vec![]);
        };
        let Some(g) = self.games().get(&game.game) else {
            return Ok(vec![]);
        };
        if !g.meta().verbs.iter().any(|v| v.name == field.verb) {
            return Ok(vec![]);
        }
        let seat = game.players.iter().position(|p| p.id == ctx.user.id);
        if seat.is_none() {
            return Ok(vec![]);
        }
        let draft = super::staging::load(&mut c, &game, &ctx.user.id).await?;
        let play = super::staging::play(&game, ctx, &draft);
        Ok(g.suggest(play, field))
    }
}
