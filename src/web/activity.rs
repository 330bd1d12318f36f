//! The game page inside Discord, as an Activity. Discord loads `/activity`
//! in a frame (through its proxy, by the URL mapping set in the developer
//! portal); the page's script does the Embedded App SDK's handshake with
//! its parent frame, asks Discord to authorize the app (an OAuth2 code),
//! and sends the code and the channel to `/activity/session`. There the
//! bot's server exchanges the code for the player's identity at Discord's
//! token endpoint (never trusting the page for who it is), and answers
//! with where to go: the seat's play page (a new play link) for a player
//! of the channel's running game; the spectator page when the server lists
//! its archive; otherwise a sentence.

use super::client::{ClientAddr, ClientKey};
use super::frame::{self, Head};
use super::language::Asked;
use super::{Site, SiteState, not_found};
use crate::config::Token;
use crate::speech::Speaker;
use axum::extract::Form;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use game_api::{Phrase, Speak};
use serde::{Deserialize, Serialize};

/// What the Activity needs from the settings.
#[derive(Clone, Debug)]
pub struct ActivitySettings {
    /// The application's (OAuth2 client's) id.
    pub client_id: u64,
    /// Its OAuth2 secret.
    pub client_secret: Token,
    /// Where the token endpoint and the user endpoint are
    /// (`https://discord.com/api`).
    pub oauth_base: String,
    /// Who may frame the page (CSP `frame-ancestors`).
    pub frame_ancestors: String,
}

/// The site's policy when the Activity is on: its pages may be framed by
/// Discord (the Activity's page, then the game's page it goes to), and by
/// nobody else.
pub(super) fn policy(frame_ancestors: &str) -> String {
    let ancestors: String = frame_ancestors
        .chars()
        .filter(|c| !matches!(c, ';' | ',' | '\r' | '\n'))
        .collect();
    super::CONTENT_SECURITY_POLICY.replace(
        "frame-ancestors 'none'",
        &format!("frame-ancestors {}", ancestors.trim()),
    )
}

/// `/activity`: the page Discord frames; what its script says on the way
/// is in the page (its `data-` attributes), in the page's language.
pub(super) async fn page(state: SiteState, asked: Asked) -> Response {
    let site = state.0;
    let Some(activity) = site.play.as_ref().and_then(|p| p.activity.as_ref()) else {
        return not_found().await;
    };
    let speak = asked.speaker(None);
    let say = |p: Phrase| speak.say(&p);
    let title = say(Phrase::new("web-home-title"));
    let body = maud::html! {
        main id="activity" data-client-id=(activity.client_id)
            data-outside=(say(Phrase::new("web-activity-outside")))
            data-asking=(say(Phrase::new("web-activity-asking")))
            data-failed=(say(Phrase::new("web-activity-failed")))
            data-not-framed=(say(Phrase::new("web-activity-not-framed"))) {
            h1 { (title) }
            p id="status" aria-live="polite" { (say(Phrase::new("web-activity-connecting"))) }
        }
    };
    let head = Head {
        scripts: &["/assets/discord-sdk.js", "/assets/activity.js"],
        ..Head::titled(&title)
    };
    super::html(frame::document(&speak, head, body))
}

/// What the Activity's script sends: Discord's OAuth2 code and the
/// channel the Activity runs in.
#[derive(Deserialize)]
pub(super) struct SignIn {
    code: String,
    channel: String,
}

/// Where the Activity goes next, or why it cannot.
enum Next {
    Go(String),
    Stay(Phrase),
}

/// [`Next`] as the Activity's script reads it.
#[derive(Serialize)]
#[serde(untagged)]
enum NextJson {
    Go { url: String },
    Stay { error: String },
}

/// `n` as JSON, said by `speak`.
fn next(speak: &Speaker, n: Next) -> Response {
    let json = match n {
        Next::Go(url) => NextJson::Go { url },
        Next::Stay(why) => NextJson::Stay {
            error: speak.say(&why),
        },
    };
    (
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        serde_json::to_string(&json).unwrap_or_default(),
    )
        .into_response()
}

/// `POST /activity/session`: who the code says the player is, and where
/// they go. Only while the Activity is on (else no such page); a visitor
/// may try a few times a minute, and Discord's token endpoint is called
/// by a few sign-ins at a time, with no page's permit held meanwhile.
pub(super) async fn session(
    state: SiteState,
    asked: Asked,
    client: Option<axum::Extension<ClientAddr>>,
    form: Result<Form<SignIn>, axum::extract::rejection::FormRejection>,
) -> Response {
    let site = state.0;
    let Some(play) = &site.play else {
        return not_found().await;
    };
    let Some(activity) = &play.activity else {
        return not_found().await;
    };
    if let Some(axum::Extension(ClientAddr(ip))) = client
        && let Err(seconds) = site.sign_ins.check(&ClientKey::of(ip))
    {
        return super::limits::too_many(seconds);
    }
    let speak = asked.speaker(None);
    let stay = |why: Phrase| next(&speak, Next::Stay(why));
    let Ok(Form(sign_in)) = form else {
        return stay(Phrase::new("web-activity-no-code"));
    };
    let valid = |s: &str, most: usize| !s.is_empty() && s.len() <= most;
    if !valid(&sign_in.code, 200)
        || !valid(&sign_in.channel, 30)
        || !sign_in.channel.bytes().all(|b| b.is_ascii_digit())
    {
        return stay(Phrase::new("web-activity-no-code"));
    }
    let user = {
        let Ok(_calling) = site.sign_in_calls.acquire().await else {
            return not_found().await;
        };
        identify(activity, &sign_in.code).await
    };
    let user = match user {
        Ok(user) => user,
        Err(e) => {
            tracing::warn!("the Activity could not identify a player: {e}");
            return stay(Phrase::new("web-activity-unconfirmed"));
        }
    };
    match destination(&site, &play.host, &sign_in.channel, &user).await {
        Ok(n) => next(&speak, n),
        Err(e) => super::unavailable(e),
    }
}

/// Where `user` goes in `channel`.
async fn destination(
    site: &Site,
    host: &crate::host::Host,
    channel: &str,
    user: &str,
) -> Result<Next, sqlx::Error> {
    let game = {
        let mut c = site.store.read().await?;
        let Some(game) = crate::store::running_game(&mut c, channel).await? else {
            return Ok(Next::Stay(Phrase::new("web-activity-no-game")));
        };
        let key = crate::store::page_key(&mut c, game.id).await?;
        let listed = crate::store::archive_on(&mut c, &game.server).await?;
        (game, key, listed)
    };
    let (game, Some(key), listed) = game else {
        return Ok(Next::Stay(Phrase::new("web-activity-no-page")));
    };
    if let Some(seat) = game.players.iter().position(|p| p.id == user)
        && let Some(token) = host.new_seat_token(game.id, seat).await?
    {
        return Ok(Next::Go(format!("/g/{key}/seat/{token}")));
    }
    if listed {
        return Ok(Next::Go(format!("/g/{key}")));
    }
    Ok(Next::Stay(Phrase::new("web-activity-players-only")))
}

/// The id of the Discord user whose authorization `code` is: the code
/// exchanged at the token endpoint, the user read with the token.
async fn identify(activity: &ActivitySettings, code: &str) -> Result<String, String> {
    #[derive(Deserialize)]
    struct Granted {
        access_token: String,
    }
    #[derive(Deserialize)]
    struct Me {
        id: String,
    }
    let client = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(8))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|e| e.to_string())?;
    let base = activity.oauth_base.trim_end_matches('/');
    let client_id = activity.client_id.to_string();
    let granted = client
        .post(format!("{base}/oauth2/token"))
        .form(&[
            ("client_id", client_id.as_str()),
            ("client_secret", activity.client_secret.expose()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ])
        .send()
        .await
        .map_err(|e| format!("token endpoint: {}", e.without_url()))?;
    if !granted.status().is_success() {
        return Err(format!("token endpoint answered {}", granted.status()));
    }
    let granted: Granted = serde_json::from_slice(
        &capped(granted)
            .await
            .map_err(|e| format!("token endpoint: {e}"))?,
    )
    .map_err(|e| format!("token endpoint: {e}"))?;
    let me = client
        .get(format!("{base}/users/@me"))
        .bearer_auth(&granted.access_token)
        .send()
        .await
        .map_err(|e| format!("user endpoint: {}", e.without_url()))?;
    if !me.status().is_success() {
        return Err(format!("user endpoint answered {}", me.status()));
    }
    let me: Me = serde_json::from_slice(
        &capped(me)
            .await
            .map_err(|e| format!("user endpoint: {e}"))?,
    )
    .map_err(|e| format!("user endpoint: {e}"))?;
    if me.id.is_empty() || me.id.len() > 30 || !me.id.bytes().all(|b| b.is_ascii_digit()) {
        return Err("user endpoint: not a user id".into());
    }
    Ok(me.id)
}

/// The largest answer read from Discord's OAuth2 endpoints (theirs are a
/// few hundred bytes).
const MOST_ANSWER: usize = 16 * 1024;

/// An endpoint's answer, read only up to [`MOST_ANSWER`] bytes.
async fn capped(mut answer: reqwest::Response) -> Result<Vec<u8>, String> {
    if answer
        .content_length()
        .is_some_and(|n| n > MOST_ANSWER as u64)
    {
        return Err("answer too large".into());
    }
    let mut body = vec![];
    while let Some(chunk) = answer
        .chunk()
        .await
        .map_err(|e| e.without_url().to_string())?
    {
        if body.len() + chunk.len() > MOST_ANSWER {
            return Err("answer too large".into());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// `/assets/activity.js`.
pub(super) async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("assets/activity.js"),
    )
        .into_response()
}

/// `/assets/discord-sdk.js`: Discord's Embedded App SDK, vendored
/// (`scripts/refresh-discord-sdk`).
pub(super) async fn sdk() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=86400"),
        ],
        include_str!("assets/discord-sdk.js"),
    )
        .into_response()
}
