//! The buttons and lines the host puts under a game's messages: Play
//! while it runs, Rematch and the replay line once it is over.

use super::reply::{Button, ButtonStyle};
use super::{Ctx, NotDone, Session};
use crate::store::{self, Conn};
use game_api::{ButtonId, GameRecord, Phrase};

/// Game `game_id`'s web page address, where messages link to the pages.
async fn page_url(
    session: &Session<'_>,
    c: &mut Conn,
    game_id: i64,
) -> Result<Option<String>, sqlx::Error> {
    let Some(base) = session.pages else {
        return Ok(None);
    };
    Ok(store::page_key(c, game_id)
        .await?
        .map(|key| format!("{base}/g/{key}")))
}

/// The line that links game `game_id`'s web page (in a text such as the
/// record), where messages link to the pages.
pub(super) async fn page_line(
    session: &Session<'_>,
    c: &mut Conn,
    game_id: i64,
) -> Result<Option<Phrase>, sqlx::Error> {
    Ok(page_url(session, c, game_id)
        .await?
        .map(|url| Phrase::new("record-page-line").code("url", url)))
}

/// The Link button to game `game_id`'s web page, where messages link to
/// the pages.
pub(super) async fn page_button(
    session: &Session<'_>,
    c: &mut Conn,
    game_id: i64,
) -> Result<Option<Button>, sqlx::Error> {
    Ok(page_url(session, c, game_id).await?.map(|url| Button {
        id: url,
        label: Phrase::new("button-game-page").into(),
        style: ButtonStyle::Link,
    }))
}

/// The Play button under a turn message: opens the presser's choices.
pub fn play_button(game: &GameRecord) -> Button {
    Button {
        id: ButtonId::game(game.id, Some(game.version), &["cs"]).to_string(),
        label: Phrase::new("button-play").into(),
        style: ButtonStyle::Primary,
    }
}

/// The Rematch button for finished game `game_id`.
pub fn rematch_button(game_id: i64) -> Button {
    Button {
        id: ButtonId::Rematch { id: game_id }.to_string(),
        label: Phrase::new("button-rematch").into(),
        style: ButtonStyle::Secondary,
    }
}

/// The line that links a finished game's replay.
pub fn replay_line(game_id: i64) -> Phrase {
    Phrase::new("replay-line").code("game", game_id)
}

/// The page where `ctx`'s user plays `game` by clicking, with a new play
/// link (revoking the older): when pages are linked and the user is seated
/// in the running game.
pub(super) async fn play_link(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: &GameRecord,
) -> Result<Option<String>, NotDone> {
    let (Some(pages), Some(links)) = (session.pages, session.links) else {
        return Ok(None);
    };
    let Some(seat) = game.players.iter().position(|p| p.id == ctx.user.id) else {
        return Ok(None);
    };
    if !game.running() {
        return Ok(None);
    }
    let Some(key) = crate::store::page_key(c, game.id).await? else {
        return Ok(None);
    };
    let generation = crate::store::next_seat_link(c, game.id, seat).await?;
    let token = links.sign(game.id, seat, &ctx.user.id, generation, session.now);
    Ok(Some(format!("{pages}/g/{key}/seat/{token}")))
}
