//! Buttons and menu choices: the id says what to do (`ButtonId`), so a
//! click is handled the same way after a restart.

use super::play;
use super::{Ctx, Host, NotDone};
use crate::store::Conn;
use game_api::{ButtonId, ChallengeAction, Out};

impl Host {
    /// A button or menu choice, by its id.
    pub(super) async fn press(
        &self,
        c: &mut Conn,
        ctx: &Ctx,
        button: ButtonId,
        game_channel: Option<&str>,
    ) -> Result<Vec<Out>, NotDone> {
        match button {
            ButtonId::Rematch { id } => self.rematch(c, ctx, id).await,
            ButtonId::Challenge { id, action } => match action {
                ChallengeAction::Accept => self.accept(c, ctx, Some(id), game_channel).await,
                ChallengeAction::Decline => self.decline(c, ctx, Some(id)).await,
                ChallengeAction::Join => self.join(c, ctx, Some(id)).await,
                ChallengeAction::Leave => self.leave(c, ctx, Some(id)).await,
                ChallengeAction::Start => self.start(c, ctx, Some(id), game_channel).await,
            },
            ButtonId::Game {
                id,
                version,
                action,
            } => {
                let parts: Vec<&str> = action.iter().map(String::as_str).collect();
                play::press(&self.games, c, ctx, id, version, &parts, self.now()).await
            }
        }
    }
}
