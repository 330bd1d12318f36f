//! `/archive` and `/anonymous`: whether a server's games are listed on the
//! web pages, and whether a player is shown there by name.

use super::reply::Reply;
use super::{Ctx, NotDone, Session, refuse};
use crate::store::{self, Conn};
use game_api::{Out, Phrase};

/// `/archive state:on|off`: who manages the server lists its games on
/// the web (recent games, leaderboards, players' pages), or stops.
pub(super) async fn set_archive(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    on: bool,
) -> Result<Vec<Out>, NotDone> {
    if !ctx.manages_server {
        return refuse(Phrase::new("archive-managers-only"));
    }
    store::set_archive(c, &ctx.server, on).await?;
    let text = match (on, session.pages) {
        (true, Some(base)) => {
            Phrase::new("archive-on").code("link", format!("{base}/s/{}", ctx.server))
        }
        (true, None) => Phrase::new("archive-on-later"),
        (false, _) => Phrase::new("archive-off"),
    };
    Ok(vec![Out::Plain(Reply::public(text))])
}

/// `/anonymous state:on|off`: the player is shown as "anonymous" in web
/// archives, or by name again.
pub(super) async fn set_anonymous(c: &mut Conn, ctx: &Ctx, on: bool) -> Result<Vec<Out>, NotDone> {
    store::set_anonymous(c, &ctx.user.id, on).await?;
    let text = Phrase::new(match on {
        true => "archive-anonymous-on",
        false => "archive-anonymous-off",
    });
    Ok(vec![Out::Plain(Reply::private(&ctx.user.id, text))])
}
