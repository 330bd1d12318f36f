//! A game's page: who plays, how it stands or ended, the board after any
//! turn (each turn its own URL, first / back / forward / last as plain
//! links, so it works without a script), the record in the game's own
//! notation with the turn shown highlighted, and the record to download.
//! Everything is the public view: set-up choices read as the channel read
//! them until the game makes them public. Every text is escaped by the
//! template engine.

use super::kept::LATEST;
use super::{
    KeyAndTurn, Segments, Site, SiteState, find_shown, log_of, not_found, pictures, turn_in,
};
use crate::host::record::{self, RecordLine};
use crate::store::{GameRecord, LogEntry};

use axum::http::header;
use axum::response::{IntoResponse, Response};
use game_api::Viewer;
use maud::{DOCTYPE, Markup, html};

/// `/g/<key>`: the page at the game's latest turn.
pub(super) async fn latest(state: SiteState, key: Segments<String>) -> Response {
    kept_page(&state.0, &key.0, None).await
}

/// `/g/<key>/<turn>`: the page after the game's first `turn` log entries.
pub(super) async fn at_turn(state: SiteState, path: KeyAndTurn) -> Response {
    let (key, turn) = path.0;
    // Checked for shape before anything is read.
    if turn_in(&turn, 999_999).is_none() {
        return not_found().await;
    }
    kept_page(&state.0, &key, Some(turn)).await
}

/// A page as kept for the game's version, made if it is not: a page many
/// people watch is made once per change.
async fn kept_page(site: &Site, key: &str, turn: Option<String>) -> Response {
    let (game, hidden) = match find_shown(site, key).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let asked = match &turn {
        Some(t) => turn_in(t, 999_999).unwrap_or(LATEST),
        None => LATEST,
    };
    let at = (game.id, game.version, asked, hidden);
    if let Some(page) = site.pages.get(&at) {
        return answer(page.as_str().to_owned());
    }
    let log = match log_of(site, &game).await {
        Ok(log) => log,
        Err(answer) => return answer,
    };
    let shown = match turn {
        None => log.len(),
        Some(t) => match turn_in(&t, log.len()) {
            Some(t) => t,
            None => return not_found().await,
        },
    };
    match page(site, key, &game, hidden, &log, shown, None).await {
        Ok(text) => answer(site.pages.put(at, text).as_str().to_owned()),
        Err(answer) => answer,
    }
}

/// A page's answer: HTML that is always checked again.
fn answer(text: String) -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        text,
    )
        .into_response()
}

/// `/g/<key>/record.txt`: the public record as text, named by its game.
pub(super) async fn record(state: SiteState, key: Segments<String>) -> Response {
    let site = state.0;
    let (game, _) = match find_shown(&site, &key.0).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let log = match log_of(&site, &game).await {
        Ok(log) => log,
        Err(answer) => return answer,
    };
    let Some(g) = site.games.get(&game.game) else {
        return not_found().await;
    };
    let mut text = format!("{}: {}\n", g.meta().title, players(&site, &game));
    for line in record::lines(g, &game, &log, Viewer::Public) {
        text.push_str(&line_text(&line));
        text.push('\n');
    }
    if let Some(result) = &game.result {
        text.push_str(result);
        text.push('\n');
    }
    let file = format!("attachment; filename=\"{}-{}.txt\"", g.meta().name, game.id);
    (
        [
            (
                header::CONTENT_TYPE,
                "text/plain; charset=utf-8".to_string(),
            ),
            (header::CONTENT_DISPOSITION, file),
        ],
        text,
    )
        .into_response()
}

/// A record line as the channel writes it.
fn line_text(line: &RecordLine) -> String {
    match line.number {
        Some(n) => format!("{n}. {} ({})", line.text, line.who),
        None => format!("- {} ({})", line.text, line.who),
    }
}

/// A record line in the page's list, before who played it: numbered
/// turns keep their number, set-up choices and notes read without the
/// record's dash.
fn list_text(line: &RecordLine) -> String {
    match line.number {
        Some(n) => format!("{n}. {}", line.text),
        None => line.text.clone(),
    }
}

/// The players with their seats, `alice (Ember) vs bob (Frost)`.
fn players(site: &Site, game: &GameRecord) -> String {
    let seats = site
        .games
        .get(&game.game)
        .map_or(&[][..], |g| g.meta().seat_names);
    game.players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} ({})", p.name, seats.get(i).copied().unwrap_or("?")))
        .collect::<Vec<_>>()
        .join(" vs ")
}

/// A date for people, `27 November 2026`.
fn date(unix: i64) -> String {
    let format = time::macros::format_description!("[day padding:none] [month repr:long] [year]");
    time::OffsetDateTime::from_unix_timestamp(unix)
        .ok()
        .and_then(|t| t.format(&format).ok())
        .unwrap_or_default()
}

/// A seated player's page: who plays there and where its session is.
pub(super) struct Seated<'a> {
    /// The seat page's own address (`/g/<key>/seat/<token>`).
    pub base: &'a str,
    /// The seat's player, for the page's heading.
    pub player: &'a str,
}

/// The HTML of `game`'s page (the game as the pages show it, with the
/// seats `hidden`) after its first `turn` log entries; with
/// `seated`, the page where that seat plays by clicking (its board and
/// choices come from the seat's session, fetched by the page's script).
#[allow(clippy::too_many_arguments)]
pub(super) async fn page(
    site: &Site,
    key: &str,
    game: &GameRecord,
    hidden: u8,
    log: &[LogEntry],
    turn: usize,
    seated: Option<Seated<'_>>,
) -> Result<String, Response> {
    let Some(g) = site.games.get(&game.game) else {
        return Err(not_found().await);
    };
    let frame = pictures::frame(site, game, hidden, log, turn).await?;
    let created = match site.store.read().await {
        Ok(mut c) => crate::store::created_at(&mut c, game.id)
            .await
            .ok()
            .flatten(),
        Err(_) => None,
    };
    let title = g.meta().title;
    let seat_names = g.meta().seat_names;
    let who = players(site, game);
    let lines = record::lines(g, game, log, Viewer::Public);
    let last = log.len();
    let base = format!("/g/{key}");
    // A seat's page steps through the past on the seat's own pages (its
    // panel then says so and leads back to the turn); anyone else's on
    // the game's.
    let at = |t: usize| match &seated {
        Some(s) if t == last => s.base.to_string(),
        Some(s) => format!("{}/at/{t}", s.base),
        None => format!("{base}/{t}"),
    };
    let public_at = |t: usize| format!("{base}/{t}");
    let board_url = format!("{base}/{turn}/board.png");
    let standing = match (&game.result, game.running()) {
        (Some(result), _) => result.clone(),
        (None, true) => "In play.".to_string(),
        (None, false) => String::new(),
    };
    // What the turn shown did, in words: its line of the record.
    let this_turn = lines
        .iter()
        .find(|l| turn > 0 && l.entry == turn - 1)
        .map(|l| match l.number {
            Some(n) => format!("After {n}. {} ({})", l.text, l.who),
            None => format!("After a set-up choice: {} ({})", l.text, l.who),
        });
    let caption = match (turn, this_turn) {
        (0, _) => "The start.".to_string(),
        (_, Some(text)) => text,
        (_, None) => format!("After entry {turn}."),
    };
    let rules = site
        .rules_url
        .as_ref()
        .map(|u| format!("{}/{}.md", u.trim_end_matches('/'), g.meta().name));
    let public = site
        .web
        .public_url
        .as_deref()
        .map(|u| u.trim_end_matches('/'));
    let markup: Markup = html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) ": " (who) }
                meta name="description" content=(format!("{title}: {who}. {standing}"));
                meta property="og:type" content="website";
                meta property="og:title" content=(format!("{title}: {who}"));
                meta property="og:description" content=(frame.alt);
                @if let Some(public) = public {
                    meta property="og:image" content=(format!("{public}{board_url}"));
                    meta property="og:url" content=(format!("{public}{}", public_at(turn)));
                }
                link rel="stylesheet" href="/assets/page.css";
                script src="/assets/page.js" defer {}
                @if seated.is_some() {
                    script src="/assets/play.js" defer {}
                }
            }
            body {
                main id="game" class=[seated.is_some().then_some("seated")]
                    data-live=(format!("{base}/live")) data-turn=(turn)
                    data-last=(last) data-version=(game.version)
                    data-latest=(seated.as_ref().map_or(base.as_str(), |s| s.base))
                    data-seat=[seated.as_ref().map(|s| s.base)] {
                    header {
                        h1 { (title) }
                        p.players {
                            @for (i, p) in game.players.iter().enumerate() {
                                @if i > 0 { " vs " }
                                bdi.name title=(p.name) { (p.name) }
                                " (" (seat_names.get(i).copied().unwrap_or("?")) ")"
                            }
                        }
                        p.standing { (standing) }
                        p.meta {
                            @if let Some(created) = created { "Started " (date(created)) }
                            @if let Some(rules) = &rules { " · " a href=(rules) { "Rules" } }
                        }
                    }
                    figure {
                        div.board {
                            img src=(board_url) alt=(frame.alt);
                        }
                        figcaption { (caption) }
                    }
                    @if let Some(seated) = &seated {
                        section id="play" aria-label="Your turn" data-past=[(turn < last).then_some("1")]
                            data-several="Several choices here: pick one."
                            data-unanswered="The server did not answer; try again." {
                            h2 { "Playing as " bdi.name title=(seated.player) { (seated.player) } }
                            @if turn < last {
                                p.past {
                                    "You are looking at the game as it was after turn " (turn) " of " (last) "."
                                }
                                p { a.present href=(seated.base) { "Back to the game as it stands" } }
                            } @else {
                                p.prompt aria-live="polite" {
                                    "Playing here needs the page's script; the game's commands work as ever."
                                }
                            }
                        }
                    }
                    nav.steps aria-label="Turns" {
                        @if turn > 0 {
                            a id="first" href=(at(0)) { "« First" }
                            a id="back" rel="prev" href=(at(turn - 1)) { "◀ Back" }
                        } @else {
                            span { "« First" } span { "◀ Back" }
                        }
                        span.at { (turn) " / " (last) }
                        @if turn < last {
                            a id="forward" rel="next" href=(at(turn + 1)) { "Forward ▶" }
                            a id="last" href=(at(last)) { "Last »" }
                        } @else {
                            span { "Forward ▶" } span { "Last »" }
                        }
                    }
                    section.record aria-label="Record" {
                        h2 { "Record" }
                        @if lines.is_empty() {
                            p { "No turns have been played yet." }
                        }
                        ol {
                            @for line in &lines {
                                @let current = turn > 0 && line.entry == turn - 1;
                                li class=[current.then_some("current")] {
                                    a href=(at(line.entry + 1)) aria-current=[current.then_some("step")] {
                                        (list_text(line)) " (" bdi.name { (line.who) } ")"
                                    }
                                }
                            }
                        }
                    }
                    p.files {
                        a href=(format!("{base}/replay.gif")) { "Replay (GIF)" }
                        " · "
                        a href=(format!("{base}/record.txt")) download { "Download the record" }
                    }
                }
            }
        }
    };
    Ok(markup.into_string())
}
