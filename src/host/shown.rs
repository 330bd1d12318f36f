//! Messages on show with buttons that outlive the command: a challenge or
//! table, a draw offer. A front end with message ids records each posted
//! one ([`Posted`]); once its buttons no longer apply, the host names it
//! again in the command's own transaction, so the front end takes them off.

use super::Session;
use crate::store::{self, Conn};
use game_api::{GameRecord, Posted};

/// The channel's open challenge or table with its recorded message, as it
/// stands before a command.
pub(super) async fn challenge_shown(
    c: &mut Conn,
    channel: &str,
) -> Result<Option<(i64, String)>, sqlx::Error> {
    Ok(store::open_challenge(c, channel)
        .await?
        .and_then(|ch| ch.message_id.map(|m| (ch.id, m))))
}

/// The messages in `channel` whose buttons no longer apply after a
/// command: the challenge shown before it if it is no longer open, and
/// every draw offer the session's changes settled (each named once).
pub(super) async fn retired(
    session: &Session<'_>,
    c: &mut Conn,
    channel: &str,
    challenge_before: Option<(i64, String)>,
) -> Result<Vec<String>, sqlx::Error> {
    let mut retired = vec![];
    if let Some((id, message)) = challenge_before {
        let open = store::open_challenge(c, channel).await?;
        if open.is_none_or(|ch| ch.id != id) {
            retired.push(message);
        }
    }
    retired.extend(session.take_retired());
    Ok(retired)
}

/// Once `game`'s draw offer no longer stands (answered, lapsed, or ended
/// with the game), its recorded message is retired and forgotten.
pub(super) async fn settle_draw(
    session: &Session<'_>,
    c: &mut Conn,
    game: &mut GameRecord,
) -> Result<(), sqlx::Error> {
    if game.draw_offer.is_some() && game.running() {
        return Ok(());
    }
    if let Some(message) = game.draw_message.take() {
        store::set_draw_message(c, game.id, None).await?;
        session.retire(message);
    }
    Ok(())
}

/// Records the message a front end posted for `posted`; returns the
/// messages whose buttons should go: the one it replaces, and itself when
/// what it shows was settled before it could be recorded (a quick answer
/// to a draw offer).
pub(super) async fn record(
    c: &mut Conn,
    posted: Posted,
    message_id: &str,
) -> Result<Vec<String>, sqlx::Error> {
    match posted {
        Posted::Challenge(id) => {
            let (replaced, open) = store::set_challenge_message(c, id, message_id).await?;
            let mut retired: Vec<String> = replaced.into_iter().collect();
            if !open {
                retired.push(message_id.to_string());
            }
            Ok(retired)
        }
        Posted::DrawOffer(game) => {
            store::set_draw_message(c, game, Some(message_id)).await?;
            let Some(record) = store::game(c, game).await? else {
                return Ok(vec![]);
            };
            store::settled_draw_messages(c, &record.channel).await
        }
    }
}
