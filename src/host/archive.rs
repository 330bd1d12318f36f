//! `/archive` and `/anonymous`: whether a server's games are listed on the
//! web pages, and whether a player is shown there by name.

use super::reply::Reply;
use super::{Ctx, NotDone, Session, refuse};
use crate::store::{self, Conn};
use game_api::Out;

/// `/archive state:on|off`: who manages the server lists its games on
/// the web (recent games, leaderboards, players' pages), or stops.
pub(super) async fn set_archive(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    on: bool,
) -> Result<Vec<Out>, NotDone> {
    if !ctx.manages_server {
        return refuse("Only someone who may manage this server can list its games on the web.");
    }
    store::set_archive(c, &ctx.server, on).await?;
    let text = match (on, session.pages) {
        (true, Some(base)) => format!(
            "This server's games are listed on the web now: {base}/s/{}. Players may hide their name with /anonymous state:on.",
            ctx.server
        ),
        (true, None) => "This server's games will be listed on the web once the bot serves its pages (web.public_url). Players may hide their name with /anonymous state:on.".to_string(),
        (false, _) => "This server's games are no longer listed on the web; each game's own page still opens from its link.".to_string(),
    };
    Ok(vec![Out::Plain(Reply::public(text))])
}

/// `/anonymous state:on|off`: the player is shown as "anonymous" in web
/// archives, or by name again.
pub(super) async fn set_anonymous(c: &mut Conn, ctx: &Ctx, on: bool) -> Result<Vec<Out>, NotDone> {
    store::set_anonymous(c, &ctx.user.id, on).await?;
    let text = if on {
        "You are shown as \"anonymous\" in the web archives from now on."
    } else {
        "You are shown by your name in the web archives again."
    };
    Ok(vec![Out::Plain(Reply::private(&ctx.user.id, text))])
}
