//! A server's archive (`/s/<server>`): its recent games, filtered by game
//! or player through plain links, and its leaderboards; and a player's page
//! (`/s/<server>/p/<user>`): ratings, the rating over time as a plot,
//! recent games. Listed only once the server turned its archive on
//! (`/archive state:on`); a player who asked to be anonymous is shown as
//! "anonymous" (in the page's language) and has no page. Game pages open
//! from their links whatever the archive says.

use super::frame::{self, Head};
use super::language::Asked;
use super::{Segments, Site, SiteState, html, not_found, unavailable};
use crate::speech::Speaker;
use crate::store::{self, GameRecord};
use axum::extract::Query;
use axum::response::Response;
use game_api::{Phrase, Speak};
use maud::{Markup, html};
use std::collections::HashSet;

/// The archive's filters, from the query string.
#[derive(serde::Deserialize, Default)]
pub(super) struct Filters {
    /// Only games of this game (`masters`).
    game: Option<String>,
    /// Only games with this player (a user id).
    player: Option<String>,
}

/// Most games an archive page lists.
const LISTED: i64 = 50;

/// A server id or user id as it may appear in a path: 1–64 letters,
/// digits, `-` or `_`.
fn shaped(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// What an archive shows of `server`, if it is listed: the anonymous players.
async fn listed(site: &Site, server: &str) -> Result<HashSet<String>, Response> {
    if !shaped(server) {
        return Err(not_found().await);
    }
    let mut c = site.store.read().await.map_err(unavailable)?;
    if !store::archive_on(&mut c, server)
        .await
        .map_err(unavailable)?
    {
        return Err(not_found().await);
    }
    Ok(store::anonymous_players(&mut c)
        .await
        .map_err(unavailable)?
        .into_iter()
        .collect())
}

/// An archive page in `speak`'s language.
fn frame(speak: &Speaker, title: &str, body: Markup) -> Markup {
    frame::document(
        speak,
        Head::titled(title),
        html! { main.archive { (body) } },
    )
}

/// One game in a list: its title, players (linked to their pages), how it
/// stands, linked to its page.
fn game_row(
    site: &Site,
    speak: &Speaker,
    server: &str,
    game: &GameRecord,
    key: &str,
    anonymous: &HashSet<String>,
) -> Markup {
    let (title, seats) = site
        .games
        .get(&game.game)
        .map_or((game.game.as_str(), vec![]), |g| {
            (g.meta().title, g.meta().seats())
        });
    // Names and result as every page shows them (anonymous players hidden).
    let shown = super::names::as_shown(game, &seats, anonymous, speak);
    let standing = shown
        .result
        .as_ref()
        .map(|r| speak.words(r))
        .unwrap_or_else(|| {
            if game.running() {
                speak.say(&Phrase::new("web-in-play"))
            } else {
                String::new()
            }
        });
    let versus = speak.say(&Phrase::new("web-versus"));
    html! {
        li {
            a href=(format!("/g/{key}")) { (title) " #" (game.id) }
            " · "
            @for (i, p) in shown.players.iter().enumerate() {
                @if i > 0 { " " (versus) " " }
                @if anonymous.contains(&p.id) || p.is_engine() {
                    bdi.name { (p.name) }
                } @else {
                    a href=(format!("/s/{server}/p/{}", p.id)) { bdi.name title=(p.name) { (p.name) } }
                }
            }
            " · " (standing)
        }
    }
}

/// `/s/<server>`: recent games and leaderboards.
pub(super) async fn server_page(
    state: SiteState,
    asked: Asked,
    server: Segments<String>,
    Query(filters): Query<Filters>,
) -> Response {
    let (site, server) = (state.0, server.0);
    let anonymous = match listed(&site, &server).await {
        Ok(a) => a,
        Err(answer) => return answer,
    };
    let game_filter = filters
        .game
        .as_deref()
        .and_then(|g| site.games.get(g))
        .map(|g| g.meta().name);
    let player_filter = filters
        .player
        .filter(|p| shaped(p) && !anonymous.contains(p));
    let mut c = match site.store.read().await {
        Ok(c) => c,
        Err(e) => return unavailable(e),
    };
    let games = match &player_filter {
        Some(p) => store::recent_games_of(&mut c, &server, p, game_filter, LISTED).await,
        None => store::recent_games(&mut c, &server, game_filter, LISTED).await,
    };
    let games = match games {
        Ok(g) => g,
        Err(e) => return unavailable(e),
    };
    let mut boards = vec![];
    for g in site.games.iter() {
        let name = g.meta().name;
        if game_filter.is_some_and(|f| f != name) {
            continue;
        }
        match crate::ratings::leaderboard(&mut c, &server, name).await {
            Ok(rows) if !rows.is_empty() => boards.push((g.meta().title, rows)),
            Ok(_) => {}
            Err(e) => return unavailable(e),
        }
    }
    let events = match store::events_of_server(&mut c, &server, EVENTS_LISTED).await {
        Ok(rows) => rows
            .into_iter()
            .filter(|e| game_filter.is_none_or(|f| f == e.game))
            .filter_map(|e| crate::host::tournament::standings_of(&site.games, e))
            .collect::<Vec<_>>(),
        Err(e) => return unavailable(e),
    };
    let base = format!("/s/{server}");
    let speak = asked.speaker(None);
    let say = |p: Phrase| speak.say(&p);
    let title = say(Phrase::new("web-archive"));
    let body = html! {
        h1 { (title) }
        nav.steps aria-label=(say(Phrase::new("web-archive-games"))) {
            a href=(base) { (say(Phrase::new("web-archive-all"))) }
            @for g in site.games.iter() {
                a href=(format!("{base}?game={}", g.meta().name)) { (g.meta().title) }
            }
        }
        @if let Some(p) = &player_filter {
            p {
                (frame::around(&speak, Phrase::new("web-archive-one-player"), "everyone",
                    html! { a href=(base) { (say(Phrase::new("web-archive-everyone"))) } }))
            }
            p { a href=(format!("{base}/p/{p}")) { (say(Phrase::new("web-archive-player-page"))) } }
        }
        section aria-label=(say(Phrase::new("web-recent-games"))) {
            h2 { (say(Phrase::new("web-recent-games"))) }
            @if games.is_empty() { p { (say(Phrase::new("web-archive-empty"))) } }
            ol.games {
                @for (g, key) in &games { (game_row(&site, &speak, &server, g, key, &anonymous)) }
            }
        }
        @if !events.is_empty() {
            section aria-label=(say(Phrase::new("web-archive-events"))) {
                h2 { (say(Phrase::new("web-archive-events"))) }
                @for (what, table) in &events {
                    (event_table(&speak, &base, what, table, &anonymous))
                }
            }
        }
        @for (game, rows) in &boards {
            @let leaderboard = say(Phrase::new("web-leaderboard").code("game", game));
            section aria-label=(leaderboard) {
                h2 { (leaderboard) }
                ol {
                    @for r in rows.iter().take(10) {
                        li {
                            @if anonymous.contains(&r.user.id) {
                                (say(Phrase::new("web-anonymous")))
                            } @else {
                                a href=(format!("{base}/p/{}", r.user.id)) { bdi.name title=(r.user.name) { (super::names::shown(&r.user.name)) } }
                            }
                            " · " (format!("{:.0}", r.rating))
                            " · " (r.wins) "–" (r.losses) "–" (r.draws)
                        }
                    }
                }
            }
        }
    };
    html(frame(&speak, &title, body))
}

/// Most events an archive page shows.
const EVENTS_LISTED: i64 = 10;

/// One event's standings as a table: rank, player (linked to their page),
/// points, tie-breaks and results; scrolls sideways on a narrow screen.
fn event_table(
    speak: &Speaker,
    base: &str,
    what: &Phrase,
    table: &crate::host::tournament::standings::Table,
    anonymous: &HashSet<String>,
) -> Markup {
    let columns = table
        .rows
        .iter()
        .map(|r| r.results.len())
        .max()
        .unwrap_or(0);
    let say = |p: Phrase| speak.say(&p);
    html! {
        h3 { (speak.say(&table.title)) }
        p { (speak.say(what)) }
        div.scroll {
            table.standings {
                thead {
                    tr {
                        th scope="col" { "#" }
                        th scope="col" { (say(Phrase::new("web-standings-player"))) }
                        th scope="col" { (say(Phrase::new("web-standings-points"))) }
                        @if table.tie_breaks {
                            th scope="col" abbr=(say(Phrase::new("web-standings-buchholz"))) {
                                (say(Phrase::new("web-standings-bh")))
                            }
                            th scope="col" abbr=(say(Phrase::new("web-standings-sonneborn-berger"))) {
                                (say(Phrase::new("web-standings-sb")))
                            }
                        }
                        @for i in 0..columns {
                            th scope="col" { (speak.say(&table.column(i))) }
                        }
                    }
                }
                tbody {
                    @for r in &table.rows {
                        tr {
                            td { (r.rank) }
                            th scope="row" {
                                @if anonymous.contains(&r.id) {
                                    (say(Phrase::new("web-anonymous")))
                                } @else if game_api::user::is_engine_id(&r.id) {
                                    bdi.name { (super::names::shown(&r.name)) }
                                } @else {
                                    a href=(format!("{base}/p/{}", r.id)) { bdi.name title=(r.name) { (super::names::shown(&r.name)) } }
                                }
                                @if r.withdrawn {
                                    " " (speak.say(&Phrase::new("tournament-withdrawn-mark")))
                                }
                            }
                            td { (r.points) }
                            @if let Some((bh, sb)) = &r.tie_breaks {
                                td { (bh) }
                                td { (sb) }
                            }
                            @for i in 0..columns {
                                td { (r.results.get(i).map(|c| speak.words(&c.words())).unwrap_or_default()) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `/s/<server>/p/<user>`: a player's ratings, rating over time, games.
pub(super) async fn player_page(
    state: SiteState,
    asked: Asked,
    path: Segments<(String, String)>,
) -> Response {
    let (site, (server, user)) = (state.0, path.0);
    let anonymous = match listed(&site, &server).await {
        Ok(a) => a,
        Err(answer) => return answer,
    };
    if !shaped(&user) || anonymous.contains(&user) {
        return not_found().await;
    }
    let mut c = match site.store.read().await {
        Ok(c) => c,
        Err(e) => return unavailable(e),
    };
    let results = match crate::ratings::results(&mut c, &server, &user).await {
        Ok(r) => r,
        Err(e) => return unavailable(e),
    };
    let games = match store::recent_games_of(&mut c, &server, &user, None, LISTED).await {
        Ok(g) => g,
        Err(e) => return unavailable(e),
    };
    let Some(name) = games
        .iter()
        .flat_map(|(g, _)| g.players.iter())
        .find(|u| u.id == user)
        .map(|u| u.name.clone())
    else {
        return not_found().await;
    };
    let mut plots = vec![];
    for g in site.games.iter() {
        // Oldest first: the rating after each rated game of this game.
        let points: Vec<f64> = results
            .iter()
            .rev()
            .filter(|r| r.game == g.meta().name)
            .map(|r| r.after)
            .collect();
        if !points.is_empty() {
            plots.push((g.meta().title, points));
        }
    }
    let base = format!("/s/{server}");
    let name = super::names::shown(&name).into_owned();
    let speak = asked.speaker(None);
    let say = |p: Phrase| speak.say(&p);
    let body = html! {
        h1 { bdi.name { (name) } }
        p { a href=(base) { (say(Phrase::new("web-archive-back"))) } }
        @for (title, points) in &plots {
            section aria-label=(say(Phrase::new("web-rating").code("game", title))) {
                h2 { (title) ": " (format!("{:.0}", points.last().copied().unwrap_or_default())) }
                (plot(&speak, title, points))
            }
        }
        section aria-label=(say(Phrase::new("web-recent-games"))) {
            h2 { (say(Phrase::new("web-recent-games"))) }
            ol.games {
                @for (g, key) in &games { (game_row(&site, &speak, &server, g, key, &anonymous)) }
            }
        }
    };
    html(frame(&speak, &name, body))
}

/// The rating over time as an SVG line, with its range in words (the
/// plot's alternative text).
fn plot(speak: &Speaker, title: &str, points: &[f64]) -> Markup {
    let (w, h, pad) = (320.0, 120.0, 8.0);
    let lo = points.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = points.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let span = (hi - lo).max(1.0);
    // The line keeps clear of the labels on the right.
    let labels = 40.0;
    let step = if points.len() > 1 {
        (w - 2.0 * pad - labels) / (points.len() - 1) as f64
    } else {
        0.0
    };
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            format!(
                "{:.1},{:.1}",
                pad + step * i as f64,
                h - pad - (p - lo) / span * (h - 2.0 * pad)
            )
        })
        .collect();
    let rating = |r: f64| format!("{r:.0}");
    let words = speak.say(&match points {
        [one] => Phrase::new("web-rating-one")
            .code("game", title)
            .code("rating", rating(*one)),
        _ => Phrase::new("web-rating-over")
            .code("game", title)
            .with("games", points.len())
            .code("first", rating(points.first().copied().unwrap_or_default()))
            .code("last", rating(points.last().copied().unwrap_or_default()))
            .code("lowest", rating(lo))
            .code("highest", rating(hi)),
    });
    html! {
        svg.plot viewBox=(format!("0 0 {w} {h}")) role="img" aria-label=(words) {
            title { (words) }
            polyline fill="none" stroke="currentColor" stroke-width="2" points=(line.join(" ")) {}
            // One game is one point: drawn as a dot.
            @if points.len() == 1 {
                circle cx=(pad) cy=(h / 2.0) r="4" fill="currentColor" {}
            }
            text x=(w - pad) y=(pad + 10.0) text-anchor="end" font-size="11" fill="currentColor" { (format!("{hi:.0}")) }
            text x=(w - pad) y=(h - pad - 2.0) text-anchor="end" font-size="11" fill="currentColor" { (format!("{lo:.0}")) }
        }
    }
}
