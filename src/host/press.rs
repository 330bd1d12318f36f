//! Buttons and menu choices: the id says what to do (`ButtonId`), so a
//! click is handled the same way after a restart.

use super::play;
use super::{Ctx, NotDone, Session};
use crate::store::Conn;
use game_api::{ButtonId, ChallengeAction, Out};

/// A button or menu choice, by its id.
pub(super) async fn press(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    button: ButtonId,
    game_channel: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    match button {
        ButtonId::Rematch { id } => super::rematch::rematch(session, c, ctx, id).await,
        ButtonId::Analyse { id } => super::analysis::analyse(session, c, ctx, Some(id)).await,
        ButtonId::Puzzle { id } => super::puzzle::press(session, c, ctx, id, game_channel).await,
        ButtonId::Challenge { id, action } => match action {
            ChallengeAction::Accept => {
                super::challenge::accept(session, c, ctx, Some(id), game_channel).await
            }
            ChallengeAction::Decline => super::challenge::decline(session, c, ctx, Some(id)).await,
            ChallengeAction::Join => super::table::join(session, c, ctx, Some(id)).await,
            ChallengeAction::Leave => super::table::leave(session, c, ctx, Some(id)).await,
            ChallengeAction::Start => {
                super::table::start(session, c, ctx, Some(id), game_channel).await
            }
        },
        ButtonId::Game {
            id,
            version,
            action,
        } => {
            let parts: Vec<&str> = action.iter().map(String::as_str).collect();
            play::press(session, c, ctx, id, version, &parts).await
        }
    }
}
