//! A game's page: who plays, how it stands or ended, the board after any
//! turn (each turn its own URL, first / back / forward / last as plain
//! links, so it works without a script), the record in the game's own
//! notation with the turn shown highlighted, and the record to download.
//! Everything is the public view: set-up choices read as the channel read
//! them until the game makes them public. Every word is the catalogue's,
//! in the page's language, but what the games still write themselves
//! (the record's lines, the result, the board's alt text). Every text is
//! escaped by the template engine.

use super::analysis;
use super::frame::{self, Head};
use super::kept::LATEST;
use super::language::Asked;
use super::{
    KeyAndTurn, Segments, Site, SiteState, find_shown, log_of, not_found, pictures, turn_in,
};
use crate::host::record::{self, RecordLine};
use crate::speech::Speaker;
use crate::store::{GameRecord, LogEntry};

use axum::http::header;
use axum::response::{IntoResponse, Response};
use game_api::{Phrase, Speak, Viewer};
use maud::{Markup, html};

/// `/g/<key>`: the page at the game's latest turn.
pub(super) async fn latest(state: SiteState, asked: Asked, key: Segments<String>) -> Response {
    kept_page(&state.0, &asked.speaker(None), &key.0, None).await
}

/// `/g/<key>/<turn>`: the page after the game's first `turn` log entries.
pub(super) async fn at_turn(state: SiteState, asked: Asked, path: KeyAndTurn) -> Response {
    let (key, turn) = path.0;
    // Checked for shape before anything is read.
    if turn_in(&turn, 999_999).is_none() {
        return not_found().await;
    }
    kept_page(&state.0, &asked.speaker(None), &key, Some(turn)).await
}

/// A page as kept for the game's version and the page's language, made if
/// it is not: a page many people watch is made once per change.
async fn kept_page(site: &Site, speak: &Speaker, key: &str, turn: Option<String>) -> Response {
    let (game, hidden) = match find_shown(site, key, speak).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let asked = match &turn {
        Some(t) => turn_in(t, 999_999).unwrap_or(LATEST),
        None => LATEST,
    };
    let review = match review_of(site, &game).await {
        Ok(review) => review,
        Err(answer) => return answer,
    };
    // A finished game's page is kept apart before and after its analysis.
    let at = (
        (game.id, game.version, asked, hidden),
        speak.locale(),
        review.is_some(),
    );
    if let Some(page) = site.pages.get(&at) {
        return answer(page.as_str().to_owned());
    }
    let log = match log_of(site, &game).await {
        Ok(log) => log,
        Err(answer) => return answer,
    };
    let shown_analysis = match (&review, site.games.get(&game.game)) {
        (Some(review), _) => analysis::Shown::Ready(review),
        (None, Some(g)) if crate::host::analysis::worth_analysing(g, &game, &log) => {
            analysis::Shown::Waiting
        }
        _ => analysis::Shown::Nothing,
    };
    let shown = match turn {
        None => log.len(),
        Some(t) => match turn_in(&t, log.len()) {
            Some(t) => t,
            None => return not_found().await,
        },
    };
    match page(
        site,
        speak,
        key,
        &game,
        hidden,
        &log,
        shown,
        None,
        shown_analysis,
    )
    .await
    {
        Ok(text) => answer(site.pages.put(at, text).as_str().to_owned()),
        Err(answer) => answer,
    }
}

/// A finished game's stored analysis (none while it runs).
async fn review_of(
    site: &Site,
    game: &GameRecord,
) -> Result<Option<crate::analysis::Review>, Response> {
    if game.running() {
        return Ok(None);
    }
    let mut c = site.store.read().await.map_err(super::unavailable)?;
    crate::host::analysis::stored_review(&mut c, game.id)
        .await
        .map_err(super::unavailable)
}

/// Where a puzzle attempt's puzzle came from, as its page says it.
enum PuzzleFrom {
    /// That game's number and page.
    Page(i64, String),
    /// Words alone (a game whose page is not the solver's to open).
    Said(Phrase),
    /// Nothing (a game no longer stored).
    Unknown,
}

/// The puzzle `game` is an attempt at: its number, and where it came from
/// (the game's page only when its server lists its games, and only once
/// the attempt is over).
async fn puzzle_of(
    c: &mut crate::store::Conn,
    game: &GameRecord,
) -> Result<Option<(i64, PuzzleFrom)>, sqlx::Error> {
    use crate::host::puzzle::Source;
    let Some((puzzle, from)) = crate::host::puzzle::attempt_source(c, game).await? else {
        return Ok(None);
    };
    let from = match from {
        // Named once the attempt is over: its page would show the answer.
        Source::Listed { game: source, .. } if !game.running() => {
            match crate::store::page_key(c, source).await? {
                Some(key) => PuzzleFrom::Page(source, format!("/g/{key}")),
                None => PuzzleFrom::Unknown,
            }
        }
        Source::ThisServer | Source::Listed { here: true, .. } => {
            PuzzleFrom::Said(Phrase::new("web-puzzle-from-this-server"))
        }
        Source::Elsewhere | Source::Listed { here: false, .. } => {
            PuzzleFrom::Said(Phrase::new("web-puzzle-from-elsewhere"))
        }
        Source::Gone => PuzzleFrom::Unknown,
    };
    Ok(Some((puzzle.id, from)))
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
pub(super) async fn record(state: SiteState, asked: Asked, key: Segments<String>) -> Response {
    let site = state.0;
    let speak = asked.speaker(None);
    let (game, _) = match find_shown(&site, &key.0, &speak).await {
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
    let mut text = format!("{}: {}\n", g.meta().title, players(&site, &game, &speak));
    for line in record::lines(g, &game, &log, Viewer::Public) {
        text.push_str(&line_text(&line, &speak));
        text.push('\n');
    }
    if let Some(result) = &game.result {
        text.push_str(&speak.words(result));
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
fn line_text(line: &RecordLine, speak: &Speaker) -> String {
    let text = speak.words(&line.text);
    match line.number {
        Some(n) => format!("{n}. {text} ({})", line.who.shown(speak)),
        None => format!("- {text} ({})", line.who.shown(speak)),
    }
}

/// A record line in the page's list, before who played it: numbered
/// turns keep their number, set-up choices and notes read without the
/// record's dash.
fn list_text(line: &RecordLine, speak: &Speaker) -> String {
    let text = speak.words(&line.text);
    match line.number {
        Some(n) => format!("{n}. {text}"),
        None => text,
    }
}

/// The players with their seats, `alice (Ember) vs bob (Frost)`.
fn players(site: &Site, game: &GameRecord, speak: &Speaker) -> String {
    let seats = site
        .games
        .get(&game.game)
        .map_or(vec![], |g| g.meta().seats());
    let seat = |i: usize| seats.get(i).map_or("?".to_string(), |s| speak.say(s));
    let versus = format!(" {} ", speak.say(&Phrase::new("web-versus")));
    game.players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} ({})", p.name, seat(i)))
        .collect::<Vec<_>>()
        .join(&versus)
}

/// When a game started, for people (`Started 27 November 2026`).
fn started(unix: i64) -> Option<Phrase> {
    let t = time::OffsetDateTime::from_unix_timestamp(unix).ok()?;
    Some(
        Phrase::new("web-started")
            .code("day", t.day())
            .with("month", u8::from(t.month()))
            .code("year", t.year()),
    )
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
    speak: &Speaker,
    key: &str,
    game: &GameRecord,
    hidden: u8,
    log: &[LogEntry],
    turn: usize,
    seated: Option<Seated<'_>>,
    analysis: analysis::Shown<'_>,
) -> Result<String, Response> {
    let Some(g) = site.games.get(&game.game) else {
        return Err(not_found().await);
    };
    let board = pictures::frame(site, game, hidden, log, turn, speak.locale()).await?;
    let created = match site.store.read().await {
        Ok(mut c) => crate::store::created_at(&mut c, game.id)
            .await
            .ok()
            .flatten(),
        Err(_) => None,
    };
    let puzzle = match site.store.read().await {
        Ok(mut c) => puzzle_of(&mut c, game).await.ok().flatten(),
        Err(_) => None,
    };
    // A puzzle's attempt is not analysed.
    let analysis = match puzzle {
        Some(_) => analysis::Shown::Nothing,
        None => analysis,
    };
    let arrow = match &analysis {
        analysis::Shown::Ready(review) => analysis::arrow(site, g, game, log, review, turn).await,
        _ => None,
    };
    let say = |p: Phrase| speak.say(&p);
    let title = g.meta().title;
    let seat_names: Vec<String> = g.meta().seats().iter().map(|s| speak.say(s)).collect();
    let who = players(site, game, speak);
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
        (Some(result), _) => speak.words(result),
        (None, true) => say(Phrase::new("web-in-play")),
        (None, false) => String::new(),
    };
    // What the turn shown did, in words: its line of the record.
    let this_turn = lines
        .iter()
        .find(|l| turn > 0 && l.entry == turn - 1)
        .map(|l| match l.number {
            Some(n) => Phrase::new("web-caption-turn")
                .with("number", n)
                .code("line", speak.words(&l.text))
                .name("who", &l.who),
            None => Phrase::new("web-caption-setup")
                .code("line", speak.words(&l.text))
                .name("who", &l.who),
        });
    let caption = say(match (turn, this_turn) {
        (0, _) => Phrase::new("web-caption-start"),
        (_, Some(said)) => said,
        (_, None) => Phrase::new("web-caption-entry").with("entry", turn),
    });
    let rules = site
        .rules_url
        .as_ref()
        .map(|u| format!("{}/{}.md", u.trim_end_matches('/'), g.meta().name));
    let public = site
        .web
        .public_url
        .as_deref()
        .map(|u| u.trim_end_matches('/'));
    let heading = say(Phrase::new("web-game-title")
        .code("game", title)
        .code("players", &who));
    let more = html! {
        meta name="description" content=(say(Phrase::new("web-game-description")
            .code("game", title)
            .code("players", &who)
            .code("standing", &standing)));
        meta property="og:type" content="website";
        meta property="og:title" content=(heading);
        meta property="og:description" content=(board.alt);
        @if let Some(public) = public {
            meta property="og:image" content=(format!("{public}{board_url}"));
            meta property="og:url" content=(format!("{public}{}", public_at(turn)));
        }
    };
    let scripts: &[&str] = if seated.is_some() {
        &["/assets/page.js", "/assets/play.js"]
    } else {
        &["/assets/page.js"]
    };
    let versus = say(Phrase::new("web-versus"));
    let mark_of = |entry: usize| match &analysis {
        analysis::Shown::Ready(review) => review.turn_at(entry).and_then(|t| t.mark),
        _ => None,
    };
    let body: Markup = html! {
        main id="game" class=[seated.is_some().then_some("seated")]
            data-live=(format!("{base}/live")) data-turn=(turn)
            data-last=(last) data-version=(game.version)
            data-latest=(seated.as_ref().map_or(base.as_str(), |s| s.base))
            data-seat=[seated.as_ref().map(|s| s.base)] {
            header {
                h1 { (title) }
                p.players {
                    @for (i, p) in game.players.iter().enumerate() {
                        @if i > 0 { " " (versus) " " }
                        bdi.name title=(p.name) { (p.name) }
                        " (" (seat_names.get(i).map_or("?", String::as_str)) ")"
                    }
                }
                p.standing { (standing) }
                p.meta {
                    @if let Some(started) = created.and_then(started) { (say(started)) }
                    @if let Some(rules) = &rules { " · " a href=(rules) { (say(Phrase::new("web-rules"))) } }
                }
                @if let Some((id, from)) = &puzzle {
                    p.puzzle {
                        (say(Phrase::new("web-puzzle").code("id", id)))
                        @if !matches!(from, PuzzleFrom::Unknown) { " · " }
                        @match from {
                            PuzzleFrom::Page(source, url) => {
                                a href=(url) { (say(Phrase::new("web-puzzle-from-game").code("source", source))) }
                            }
                            PuzzleFrom::Said(phrase) => { (say(phrase.clone())) }
                            PuzzleFrom::Unknown => {}
                        }
                    }
                }
            }
            figure {
                div.board {
                    img src=(board_url) alt=(board.alt);
                    @if let Some(arrow) = &arrow { (analysis::arrow_svg(arrow)) }
                }
                figcaption {
                    (caption)
                    @if let Some(arrow) = &arrow { br; span.best { (analysis::arrow_caption(speak, arrow)) } }
                }
            }
            @if let Some(seated) = &seated {
                section id="play" aria-label=(say(Phrase::new("web-seat-label")))
                    data-past=[(turn < last).then_some("1")]
                    data-several=(say(Phrase::new("web-seat-several")))
                    data-unanswered=(say(Phrase::new("web-seat-unanswered"))) {
                    h2 {
                        (frame::around(speak, Phrase::new("web-seat-playing-as"), "name",
                            html! { bdi.name title=(seated.player) { (seated.player) } }))
                    }
                    @if turn < last {
                        p.past {
                            (say(Phrase::new("web-seat-past").with("turn", turn).with("last", last)))
                        }
                        p { a.present href=(seated.base) { (say(Phrase::new("web-seat-present"))) } }
                    } @else {
                        p.prompt aria-live="polite" {
                            (say(Phrase::new("web-seat-needs-script")))
                        }
                    }
                }
            }
            nav.steps aria-label=(say(Phrase::new("web-steps-label"))) {
                @let first = say(Phrase::new("web-step-first"));
                @let back = say(Phrase::new("web-step-back"));
                @let forward = say(Phrase::new("web-step-forward"));
                @let latest = say(Phrase::new("web-step-last"));
                @if turn > 0 {
                    a id="first" href=(at(0)) { (first) }
                    a id="back" rel="prev" href=(at(turn - 1)) { (back) }
                } @else {
                    span { (first) } span { (back) }
                }
                span.at { (turn) " / " (last) }
                @if turn < last {
                    a id="forward" rel="next" href=(at(turn + 1)) { (forward) }
                    a id="last" href=(at(last)) { (latest) }
                } @else {
                    span { (forward) } span { (latest) }
                }
            }
            @match &analysis {
                analysis::Shown::Ready(review) => {
                    (analysis::section(speak, g, game, log, review, turn, &public_at))
                }
                analysis::Shown::Waiting => { (analysis::waiting(speak)) }
                analysis::Shown::Nothing => {}
            }
            section.record aria-label=(say(Phrase::new("web-record"))) {
                h2 { (say(Phrase::new("web-record"))) }
                @if lines.is_empty() {
                    p { (say(Phrase::new("web-record-empty"))) }
                }
                ol {
                    @for line in &lines {
                        @let current = turn > 0 && line.entry == turn - 1;
                        li class=[current.then_some("current")] {
                            a href=(at(line.entry + 1)) aria-current=[current.then_some("step")] {
                                (list_text(line, speak)) " (" bdi.name { (line.who.shown(speak)) } ")"
                                @if let Some(mark) = mark_of(line.entry) {
                                    " " abbr.mark title=(speak.say(&crate::host::analysis::mark(mark))) {
                                        (analysis::symbol(mark))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            p.files {
                a href=(format!("{base}/replay.gif")) { (say(Phrase::new("web-replay"))) }
                " · "
                a href=(format!("{base}/record.txt")) download { (say(Phrase::new("web-download-record"))) }
            }
        }
    };
    let head = Head {
        title: &heading,
        scripts,
        more,
    };
    Ok(frame::document(speak, head, body).into_string())
}
