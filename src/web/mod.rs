//! The games' web pages, served by the bot's own process (or alone by
//! `gamehost web --db …`): each game at `/g/<key>`, its key one nobody can
//! guess, every turn its own URL, the board from the game's own renderer
//! in the public view only, live while the game runs.
//!
//! The site only reads: every route is a GET, it opens read transactions
//! only, and no request names a file. Where the pieces are:
//! - `game_page.rs`: the HTML of a game's page;
//! - `pictures.rs`: where a page gets its picture (drawn from the public
//!   view, cached);
//! - `live.rs`: the event stream that tells open pages a game moved on;
//! - `archive.rs`: a server's archive and its players' pages, once the
//!   server lists them;
//! - `connections.rs`: the connection loop (header and idle timeouts,
//!   connections capped in all and per address);
//! - `requests.rs`: a request's body read whole before anything else, and
//!   changes taken only from the site's own pages at its own names;
//! - `client.rs`: who a request comes from (trusted proxies' headers);
//! - `limits.rs`: requests per minute per visitor;
//! - `names.rs`: players' names as pages show them (isolated, anonymous);
//! - `segments.rs`: a path's segments, a bad one answered as no page;
//! - `language.rs`: which language a page is in (`?lang=`, its cookie, a
//!   seat player's choice, the browser's), and one-sentence answers said
//!   in it;
//! - `frame.rs`: the frame every page shares (`<html lang>`, the head,
//!   the language menu);
//! - `seat_page.rs`: where a seated player plays by clicking (a play
//!   link proves the seat; every ask goes through the host);
//! - `console_seats.rs`: the local console's "play as" on loopback;
//! - `activity.rs`: the page inside Discord (an Activity) and its OAuth2
//!   sign-in;
//! - `assets/`: the style sheet, the pages' scripts, and Discord's
//!   Embedded App SDK (vendored, with its licence).
//!
//! The site reads only, except where a seat plays: those asks go through
//! the host (`Host::seat_choose`), as a command does.

mod activity;
mod analysis;
mod archive;
mod client;
mod connections;
mod console_seats;
mod frame;
mod game_page;
mod kept;
mod language;
mod limits;
mod live;
mod names;
mod pictures;
mod requests;
mod seat_page;
mod segments;

use crate::config::{GameSettings, WebSettings};
use crate::host::Games;
use crate::store::Store;
use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use game_api::{Phrase, Speak};
use segments::Segments;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tower_http::set_header::SetResponseHeaderLayer;

pub use connections::{Caps, HEADER_TIME, IDLE_TIME};
pub use requests::{BODY_TIME, MOST_BODY};

/// What the pages are made from: the database, the games, the settings.
pub struct Site {
    store: Store,
    games: Arc<Games>,
    web: WebSettings,
    rules_url: Option<String>,
    pictures: kept::Kept<(kept::At, game_api::Locale), game_api::Drawn>,
    /// Game pages kept by game, version, turn, hidden seats and language.
    pages: kept::Kept<(kept::At, game_api::Locale, bool), String>,
    /// Replays kept by game, version and hidden seats (a finished game's,
    /// for good).
    replays: kept::Kept<((i64, i64, u8), game_api::Locale), game_api::Drawn>,
    /// One replay drawn at a time: asked for by many, drawn once.
    replay_drawing: tokio::sync::Mutex<()>,
    /// How many replays have been drawn.
    replays_drawn: std::sync::atomic::AtomicU64,
    live: live::Hub,
    /// Where seated players play, when they may.
    play: Option<Play>,
    step_pictures: seat_page::StepPictures,
    /// Which players of each game are anonymous, as read a moment ago.
    anonymity: names::Anonymity,
    /// Activity sign-ins per visitor.
    sign_ins: limits::Limiter,
    /// Calls to Discord's token endpoint under way.
    sign_in_calls: tokio::sync::Semaphore,
}

/// What playing on the pages needs: the host the turns go through.
pub struct Play {
    /// The host (its choice sessions, checks and commit).
    pub host: crate::host::Host,
    /// Whether this is the local console's site: anyone on this machine
    /// may choose which console user they are. Honoured only while the
    /// site listens on loopback alone and has no public address.
    pub console: bool,
    /// The Discord Activity, when on.
    pub activity: Option<activity::ActivitySettings>,
}

impl Site {
    /// A site over `store` showing `games`.
    pub fn new(
        store: Store,
        games: Arc<Games>,
        web: WebSettings,
        games_settings: &GameSettings,
    ) -> Site {
        Site {
            store: store.clone(),
            games,
            web,
            rules_url: games_settings.rules_url.clone(),
            pictures: kept::Kept::new(pictures::KEPT),
            pages: kept::Kept::new(pictures::KEPT),
            replays: kept::Kept::new(pictures::KEPT_REPLAYS),
            replay_drawing: tokio::sync::Mutex::new(()),
            replays_drawn: std::sync::atomic::AtomicU64::new(0),
            live: live::Hub::new(store),
            play: None,
            step_pictures: seat_page::StepPictures::default(),
            anonymity: names::Anonymity::default(),
            sign_ins: limits::Limiter::per_minute(SIGN_INS_PER_MINUTE, limits::MOST_CLIENTS),
            sign_in_calls: tokio::sync::Semaphore::new(SIGN_IN_CALLS_AT_ONCE),
        }
    }

    /// The same site, where seated players play through `play`'s host.
    pub fn with_play(mut self, play: Play) -> Site {
        self.live.wake_with(play.host.clone());
        self.play = Some(play);
        self
    }

    /// How many replay animations this site has drawn (each game's once
    /// per version, however often it is asked for).
    pub fn replays_drawn(&self) -> u64 {
        self.replays_drawn
            .load(std::sync::atomic::Ordering::Relaxed)
    }
}

pub use activity::ActivitySettings;

/// The strict policy every response carries: nothing but this site's own
/// style sheet, script, pictures and event stream; forms post only here.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; img-src 'self'; style-src 'self'; \
     script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; \
     frame-ancestors 'none'";

/// How many page requests are answered at once (an event stream counts
/// only while its answer starts). Nothing slow happens under this permit:
/// bodies are read before it, outside services are called outside it.
const PAGES_AT_ONCE: usize = 1;

/// How many replay animations are drawn at once (apart from the pages:
/// a long game's first replay does not hold the pages up).
const REPLAYS_AT_ONCE: usize = 1;

/// Activity sign-ins one visitor may try per minute.
const SIGN_INS_PER_MINUTE: u32 = 10;

/// Calls to Discord's token endpoint under way at once.
const SIGN_IN_CALLS_AT_ONCE: usize = 2;

/// The longest a request may take to answer (an event stream's body
/// runs on after its answer), its body's arrival included.
const REQUEST_TIME: Duration = Duration::from_secs(15);

/// How long browsers keep to https once told (a year).
const HSTS: &str = "max-age=31536000";

/// The site's routes with their limits and headers, for a site listening
/// on `bound`.
pub fn router(site: Arc<Site>, bound: Option<SocketAddr>) -> Router {
    let limiter = Arc::new(limits::Limiter::per_minute(
        site.web.requests_per_minute,
        limits::MOST_CLIENTS,
    ));
    let proxies = Arc::new(client::TrustedProxies::new(
        site.web.trusted_networks().unwrap_or_default(),
    ));
    let activity = site.play.as_ref().and_then(|p| p.activity.as_ref());
    let origins = Arc::new(requests::Origins::new(
        site.web.public_url.as_deref(),
        bound,
        activity.map(|a| a.client_id),
    ));
    // With the Activity on, Discord may frame the pages; else nobody.
    let policy = match activity {
        Some(a) => HeaderValue::from_str(&activity::policy(&a.frame_ancestors))
            .unwrap_or(HeaderValue::from_static(CONTENT_SECURITY_POLICY)),
        None => HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    };
    let https = site
        .web
        .public_url
        .as_deref()
        .is_some_and(|u| u.to_ascii_lowercase().starts_with("https://"));
    // The pages: one lane, a bounded number answered at once, the rest
    // wait their turn; however hard the site is read, the bot's commands
    // keep the other cores.
    let pages = Router::new()
        .route("/g/{key}/seat/{token}", get(seat_page::seat_page))
        .route(
            "/g/{key}/seat/{token}/at/{turn}",
            get(seat_page::seat_page_at),
        )
        .route(
            "/g/{key}/seat/{token}/step",
            get(seat_page::current).post(seat_page::act),
        )
        .route(
            "/g/{key}/seat/{token}/board/{version}/{revision}",
            get(seat_page::picture),
        )
        .route("/g/{key}", get(game_page::latest))
        .route("/g/{key}/live", get(live::stream))
        .route("/g/{key}/record.txt", get(game_page::record))
        .route("/g/{key}/{turn}", get(game_page::at_turn))
        .route("/g/{key}/{turn}/board.png", get(pictures::board))
        .route("/s/{server}", get(archive::server_page))
        .route("/s/{server}/p/{user}", get(archive::player_page))
        .merge(
            // The console's "play as": only at this site's own names.
            Router::new()
                .route("/g/{key}/as", get(console_seats::choose))
                .route("/g/{key}/as/{seat}", post(console_seats::play_as))
                .layer(axum::middleware::from_fn_with_state(
                    Arc::clone(&origins),
                    requests::own_host,
                )),
        )
        .layer(tower::limit::GlobalConcurrencyLimitLayer::new(
            PAGES_AT_ONCE,
        ));
    let replays = Router::new()
        .route("/g/{key}/replay.gif", get(pictures::replay))
        .layer(tower::limit::GlobalConcurrencyLimitLayer::new(
            REPLAYS_AT_ONCE,
        ));
    // Files and the Activity's sign-in hold no shared permit (the
    // sign-in calls Discord, limited per visitor and in number).
    let free = Router::new()
        .route("/", get(home))
        .route("/assets/page.css", get(style))
        .route("/assets/page.js", get(script))
        .route("/assets/play.js", get(play_script))
        .route("/assets/activity.js", get(activity::script))
        .route("/assets/discord-sdk.js", get(activity::sdk))
        .route("/activity", get(activity::page))
        .route("/activity/session", post(activity::session));
    let mut app = Router::new()
        .merge(pages)
        .merge(replays)
        .merge(free)
        .fallback(not_found)
        .with_state(site)
        .layer(axum::middleware::from_fn(requests::whole_body))
        .layer(axum::middleware::from_fn_with_state(
            origins,
            requests::same_site_changes,
        ))
        .layer(axum::middleware::from_fn_with_state(limiter, limits::limit))
        .layer(axum::middleware::from_fn_with_state(
            proxies,
            client::find_client,
        ))
        .layer(tower_http::limit::RequestBodyLimitLayer::new(MOST_BODY))
        .layer(tower_http::timeout::TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIME,
        ))
        // Outside every other layer: their one-sentence answers are said
        // in the request's language too.
        .layer(axum::middleware::from_fn(language::layer))
        .layer(SetResponseHeaderLayer::overriding(
            header::CONTENT_SECURITY_POLICY,
            policy,
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ));
    if https {
        app = app.layer(SetResponseHeaderLayer::overriding(
            header::STRICT_TRANSPORT_SECURITY,
            HeaderValue::from_static(HSTS),
        ));
    }
    app
}

/// Binds `addr`; the listener and the address it got (port 0 picks one).
pub async fn bind(addr: SocketAddr) -> std::io::Result<(tokio::net::TcpListener, SocketAddr)> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    Ok((listener, bound))
}

/// Serves `site` on `listener` until the process ends: each connection
/// within the caps and timeouts of [`connections`].
pub async fn serve(listener: tokio::net::TcpListener, site: Arc<Site>) -> std::io::Result<()> {
    let bound = listener.local_addr().ok();
    let caps = Caps::from_settings(&site.web);
    let proxies = client::TrustedProxies::new(site.web.trusted_networks().unwrap_or_default());
    let doors = Arc::new(connections::Doors::new(caps, proxies));
    connections::serve(listener, router(site, bound), doors).await
}

/// Serves `site` on a free loopback port in the background; its base URL
/// (`http://127.0.0.1:PORT`), for tests and benchmarks.
pub async fn serve_on_loopback(site: Site) -> std::io::Result<String> {
    serve_shared_on_loopback(Arc::new(site)).await
}

/// The same, for a site the caller keeps a hold of (to ask what it did).
pub async fn serve_shared_on_loopback(site: Arc<Site>) -> std::io::Result<String> {
    let (listener, addr) = bind(SocketAddr::from(([127, 0, 0, 1], 0))).await?;
    serve_beside_the_bot(listener, site)?;
    Ok(format!("http://{addr}"))
}

/// Serves `site` on `listener` from threads of its own, below the bot's
/// CPU priority (as pictures are drawn): however hard the pages are read,
/// the bot's commands come first. Returns once the threads have started.
pub fn serve_beside_the_bot(
    listener: tokio::net::TcpListener,
    site: Arc<Site>,
) -> std::io::Result<()> {
    let listener = listener.into_std()?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(std::thread::available_parallelism().map_or(2, |n| n.get()))
        .thread_name("web")
        .on_thread_start(|| {
            crate::host::threads::lower_priority(crate::host::threads::DRAWING_NICE)
        })
        .enable_all()
        .build()?;
    std::thread::Builder::new()
        .name("web".into())
        .spawn(move || {
            crate::host::threads::lower_priority(crate::host::threads::DRAWING_NICE);
            runtime.block_on(async move {
                match tokio::net::TcpListener::from_std(listener) {
                    Ok(listener) => {
                        if let Err(e) = serve(listener, site).await {
                            tracing::error!("the web pages stopped: {e}");
                        }
                    }
                    Err(e) => tracing::error!("the web pages cannot listen: {e}"),
                }
            })
        })?;
    Ok(())
}

/// Whether `addr` is reachable from this machine only.
pub fn is_loopback(addr: &SocketAddr) -> bool {
    addr.ip().is_loopback()
}

/// `/`: what the site is; on the local console, to a visitor on this
/// machine, the running games with "play as" for each, and the archive.
async fn home(
    state: SiteState,
    asked: language::Asked,
    client: Option<axum::Extension<client::ClientAddr>>,
) -> Response {
    let site = state.0;
    let speak = asked.speaker(None);
    let say = |p: Phrase| speak.say(&p);
    let console = client.is_some_and(|c| console_seats::allowed(&site, c.0));
    let (running, archive) = if console {
        let mut c = match site.store.read().await {
            Ok(c) => c,
            Err(e) => return unavailable(e),
        };
        let running = match crate::store::running_games(&mut c, CONSOLE_LISTED).await {
            Ok(r) => r,
            Err(e) => return unavailable(e),
        };
        let archive = crate::store::archive_on(&mut c, CONSOLE_SERVER)
            .await
            .unwrap_or(false);
        (running, archive)
    } else {
        (vec![], false)
    };
    let title = say(Phrase::new("web-home-title"));
    let body = maud::html! {
        main.archive {
            h1 { (title) }
            p { (say(Phrase::new("web-home-about"))) }
            @if console {
                section aria-label=(say(Phrase::new("web-home-running"))) {
                    h2 { (say(Phrase::new("web-home-running"))) }
                    @if running.is_empty() {
                        p { (say(Phrase::new("web-home-none"))) }
                    }
                    ul.games {
                        @for (g, key) in &running {
                            li {
                                a href=(format!("/g/{key}")) {
                                    (say(Phrase::new("web-home-game")
                                        .code("game", site.games.get(&g.game).map_or(g.game.as_str(), |x| x.meta().title))
                                        .code("id", g.id)
                                        .code("channel", &g.channel)))
                                }
                                " · "
                                @for (i, p) in g.players.iter().enumerate() {
                                    @if i > 0 { " " (say(Phrase::new("web-versus"))) " " }
                                    bdi.name { (names::shown(&p.shown(&speak))) }
                                }
                                " · "
                                a href=(format!("/g/{key}/as")) { (say(Phrase::new("web-play-as"))) }
                            }
                        }
                    }
                }
                @if archive {
                    p { a href=(format!("/s/{CONSOLE_SERVER}")) { (say(Phrase::new("web-home-archive"))) } }
                }
            }
        }
    };
    html(frame::document(&speak, frame::Head::titled(&title), body))
}

/// Most running games the console's home page lists.
const CONSOLE_LISTED: i64 = 50;

/// The server the local console's games are played on.
const CONSOLE_SERVER: &str = crate::console::SERVER;

/// An HTML answer.
fn html(page: maud::Markup) -> Response {
    (
        [(header::CONTENT_TYPE, "text/html; charset=utf-8")],
        page.into_string(),
    )
        .into_response()
}

async fn style() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/css; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("assets/page.css"),
    )
        .into_response()
}

async fn play_script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("assets/play.js"),
    )
        .into_response()
}

async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        include_str!("assets/page.js"),
    )
        .into_response()
}

/// The one answer for anything that is not a page: no game, no such turn,
/// a malformed key.
async fn not_found() -> Response {
    language::plain(StatusCode::NOT_FOUND, Phrase::new("web-no-such-page"))
}

/// A fault reading the database: logged, answered in one sentence.
fn unavailable(e: impl std::fmt::Display) -> Response {
    tracing::error!("web: {e}");
    language::plain(
        StatusCode::SERVICE_UNAVAILABLE,
        Phrase::new("web-unavailable"),
    )
}

/// The game a page key names; `Err` is the answer to give.
async fn find_game(site: &Site, key: &str) -> Result<crate::store::GameRecord, Response> {
    let mut c = site.store.read().await.map_err(unavailable)?;
    match crate::store::game_by_page_key(&mut c, key).await {
        Ok(Some(game)) => Ok(game),
        Ok(None) => Err(not_found().await),
        Err(e) => Err(unavailable(e)),
    }
}

/// The game a page key names as the pages show it (names without
/// direction controls, anonymous players hidden, as `speak` calls them)
/// and the seats hidden, which pages and pictures are kept under; `Err`
/// is the answer to give.
async fn find_shown(
    site: &Site,
    key: &str,
    speak: &crate::speech::Speaker,
) -> Result<(crate::store::GameRecord, u8), Response> {
    // One connection for both reads.
    let mut c = site.store.read().await.map_err(unavailable)?;
    let game = match crate::store::game_by_page_key(&mut c, key).await {
        Ok(Some(game)) => game,
        Ok(None) => return Err(not_found().await),
        Err(e) => return Err(unavailable(e)),
    };
    let anonymous = site.anonymity.of(&mut c, &game).await?;
    drop(c);
    let seats = site
        .games
        .get(&game.game)
        .map_or(vec![], |g| g.meta().seats());
    Ok((
        names::as_shown(&game, &seats, &anonymous, speak),
        names::mask(&game, &anonymous),
    ))
}

/// `game`'s log.
async fn log_of(
    site: &Site,
    game: &crate::store::GameRecord,
) -> Result<Vec<crate::store::LogEntry>, Response> {
    let mut c = site.store.read().await.map_err(unavailable)?;
    crate::store::turns(&mut c, game.id)
        .await
        .map_err(unavailable)
}

/// Keys and turn numbers as they arrive in a path.
type KeyAndTurn = Segments<(String, String)>;

/// A turn number from a path: 0 to `last`.
fn turn_in(text: &str, last: usize) -> Option<usize> {
    if text.is_empty() || text.len() > 6 || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|t| *t <= last)
}

/// Shared by the handlers.
type SiteState = State<Arc<Site>>;
