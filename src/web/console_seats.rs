//! The local console's pages: whoever sits at this machine chooses which
//! console user they are and plays that seat (`/g/<key>/as`, then a `POST`
//! to `/g/<key>/as/<seat>`, which makes a play link and goes there). Only
//! when the site serves the console on loopback alone with no public
//! address, only to a visitor on this machine, and only at the site's own
//! names (a rebound name or another site's page cannot make a link).

use super::client::ClientAddr;
use super::frame::{self, Head};
use super::language::Asked;
use super::{Segments, Site, SiteState, find_game, html, not_found};
use axum::Extension;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use game_api::{Phrase, Speak};

/// Whether the visitor at `client` may choose a console user here.
pub(super) fn allowed(site: &Site, client: ClientAddr) -> bool {
    site.play.as_ref().is_some_and(|p| p.console)
        && site.web.public_url.is_none()
        && site.web.listen.is_none_or(|l| l.ip().is_loopback())
        && client.0.is_loopback()
}

/// `/g/<key>/as`: the seats to play as.
pub(super) async fn choose(
    state: SiteState,
    asked: Asked,
    client: Option<Extension<ClientAddr>>,
    key: Segments<String>,
) -> Response {
    let site = state.0;
    if !client.is_some_and(|c| allowed(&site, c.0)) {
        return not_found().await;
    }
    let game = match find_game(&site, &key.0).await {
        Ok(game) => game,
        Err(answer) => return answer,
    };
    let speak = asked.speaker(None);
    let say = |p: Phrase| speak.say(&p);
    let game_title = site.games.get(&game.game).map_or_else(
        || say(Phrase::new("web-a-game")),
        |g| g.meta().title.to_string(),
    );
    let title = say(Phrase::new("web-play-as-title").code("game", game_title));
    let body = maud::html! {
        main.archive {
            h1 { (title) }
            @if !game.running() {
                p { (say(Phrase::new("web-game-over"))) }
            }
            ul.seats {
                @for (i, p) in game.players.iter().enumerate() {
                    @if game.running() && !p.is_engine() {
                        li {
                            form method="post" action=(format!("/g/{}/as/{i}", key.0)) {
                                button type="submit" { bdi { (super::names::shown(&p.name)) } }
                            }
                        }
                    }
                }
            }
            p { a href=(format!("/g/{}", key.0)) { (say(Phrase::new("web-watch-instead"))) } }
        }
    };
    html(frame::document(&speak, Head::titled(&title), body))
}

/// `POST /g/<key>/as/<seat>`: a new play link for that seat, and there.
pub(super) async fn play_as(
    state: SiteState,
    client: Option<Extension<ClientAddr>>,
    path: Segments<(String, String)>,
) -> Response {
    let (site, (key, seat)) = (state.0, path.0);
    if !client.is_some_and(|c| allowed(&site, c.0)) {
        return not_found().await;
    }
    let Some(seat) = super::turn_in(&seat, 64) else {
        return not_found().await;
    };
    let game = match find_game(&site, &key).await {
        Ok(game) => game,
        Err(answer) => return answer,
    };
    let Some(play) = &site.play else {
        return not_found().await;
    };
    match play.host.new_seat_token(game.id, seat).await {
        Ok(Some(token)) => (
            StatusCode::SEE_OTHER,
            [
                (header::LOCATION, format!("/g/{key}/seat/{token}")),
                (header::CACHE_CONTROL, "no-store".to_string()),
            ],
        )
            .into_response(),
        Ok(None) => not_found().await,
        Err(e) => super::unavailable(e),
    }
}
