//! Where a seated player plays by clicking: `/g/<key>/seat/<token>`, the
//! game's page with the seat's own board and choices. The page asks its
//! step (`…/step`, JSON), acts on it (a POST to the same address: a
//! choice's key, Back, Undo or End turn, with the game's version and the
//! session's revision it saw) and shows the step's picture
//! (`…/board/<version>/<revision>`), the game's own picture of the step,
//! with where each place is drawn so that a click names a place.
//!
//! Nothing here decides anything: every ask goes through the host's
//! choice session, its version check and its commit, as the Play button's
//! do. The token proves the seat (the host checks it on every request);
//! nothing the client sends is trusted beyond naming a choice.

use super::frame::{self, Head};
use super::game_page::{self, Seated};
use super::language::{self, Asked};
use super::{Segments, Site, SiteState, not_found};
use crate::host::Ask;
use crate::host::seat::{NoPass, SeatAnswer, SeatPass, SeatStep};
use crate::speech::Speaker;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use game_api::{Drawn, Phrase, Plays, Speak, Target};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// The revision a waiting seat's board is kept under (no session's).
const WAITING: u32 = u32::MAX;

/// A seat, and the language its page is read in: its game's id, its
/// number, the locale (a seat's pictures are kept per language).
type SeatOf = (i64, usize, game_api::Locale);

/// A step's picture: the game's version, the session's revision, the PNG.
type StepPicture = (i64, u32, Arc<Drawn>);

/// The last step picture of each seat, served to its page.
#[derive(Default)]
pub(super) struct StepPictures {
    by_seat: Mutex<HashMap<SeatOf, StepPicture>>,
}

/// Most seats whose last picture is kept; past it they are all let go.
const KEPT_SEATS: usize = 4096;

impl StepPictures {
    fn put(&self, seat: SeatOf, version: i64, revision: u32, drawn: Drawn) {
        let mut map = self.by_seat.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= KEPT_SEATS {
            map.clear();
        }
        map.insert(seat, (version, revision, Arc::new(drawn)));
    }

    fn get(&self, seat: SeatOf, version: i64, revision: u32) -> Option<Arc<Drawn>> {
        let map = self.by_seat.lock().unwrap_or_else(|e| e.into_inner());
        match map.get(&seat) {
            Some((v, r, d)) if *v == version && *r == revision => Some(Arc::clone(d)),
            _ => None,
        }
    }
}

/// What the page asks (its script sends it as JSON, tagged by `ask`), with
/// the game's version and the session's revision it saw: read once, here,
/// into the choice session's own [`Ask`].
#[derive(Deserialize)]
#[serde(tag = "ask", rename_all = "lowercase")]
pub(super) enum PageAsk {
    /// The step again.
    Show,
    /// A choice, by its key.
    Pick {
        key: String,
        version: i64,
        revision: u32,
    },
    /// Take the last choice back.
    Back { version: i64, revision: u32 },
    /// Start again.
    Again { version: i64, revision: u32 },
    /// Play the complete turn.
    End { version: i64, revision: u32 },
}

/// The longest choice key a page sends.
const MOST_KEY: usize = 200;

impl PageAsk {
    /// The ask, and the version and revision it was made at; `None` for
    /// one no page makes.
    fn read(self) -> Option<(Ask, Option<i64>, Option<u32>)> {
        Some(match self {
            PageAsk::Show => (Ask::Show, None, None),
            PageAsk::Pick { key, .. } if key.len() > MOST_KEY => return None,
            PageAsk::Pick {
                key,
                version,
                revision,
            } => (Ask::Pick(key), Some(version), Some(revision)),
            PageAsk::Back { version, revision } => (Ask::Back, Some(version), Some(revision)),
            PageAsk::Again { version, revision } => (Ask::Again, Some(version), Some(revision)),
            PageAsk::End { version, revision } => (Ask::End, Some(version), Some(revision)),
        })
    }
}

/// A step as the page's script reads it.
#[derive(Serialize)]
#[serde(tag = "state", rename_all = "lowercase")]
enum StepJson {
    /// Choose.
    Step(Box<StepBody>),
    /// Nothing to choose now: why, and the seat's board.
    Waiting {
        text: String,
        version: i64,
        picture: Option<String>,
        alt: Option<String>,
    },
    /// The turn was played.
    Played,
    /// Refused; nothing changed. `stale`: the page is behind the game
    /// (or the session) and shows it again.
    Refused { text: String, stale: bool },
}

/// What a page chooses from at a step.
#[derive(Serialize)]
struct StepBody {
    version: i64,
    revision: u32,
    prompt: String,
    /// The choices so far, as a sentence (empty when none).
    so_far: String,
    complete: Option<String>,
    /// The buttons that take the last choice back and start again.
    back: String,
    again: String,
    /// The button that plays the complete path, in words.
    play: Option<String>,
    /// What each kind of mark on the board means.
    legend: Vec<String>,
    chosen: bool,
    picture: String,
    alt: String,
    width: u32,
    height: u32,
    /// Choices of a place, each with the box the place is drawn in.
    places: Vec<PlaceJson>,
    /// Named choices (and places the picture does not draw).
    options: Vec<OptionJson>,
}

#[derive(Serialize)]
struct PlaceJson {
    key: String,
    label: String,
    /// Which entry of the step's legend its mark is, if any.
    mark: Option<usize>,
    place: String,
    x: u32,
    y: u32,
    w: u32,
    h: u32,
}

#[derive(Serialize)]
struct OptionJson {
    key: String,
    label: String,
    group: Option<String>,
    detail: Option<String>,
}

/// The seat a page's token proves, for the game its key names; `Err` is
/// the answer to give (a one-sentence refusal).
async fn pass(site: &Site, key: &str, token: &str) -> Result<SeatPass, Response> {
    pass_or(site, key, token)
        .await
        .map_err(|(_, answer)| answer)
}

/// The same, with why a link does not play.
async fn pass_or(
    site: &Site,
    key: &str,
    token: &str,
) -> Result<SeatPass, (Option<NoPass>, Response)> {
    let Some(play) = &site.play else {
        return Err((None, not_found().await));
    };
    let game = super::find_game(site, key)
        .await
        .map_err(|answer| (None, answer))?;
    play.host.seat_pass(token, game.id).await.map_err(|no| {
        (
            Some(no.clone()),
            language::plain(StatusCode::FORBIDDEN, why(&no)),
        )
    })
}

/// Why a play link does not play, in one sentence.
fn why(no: &NoPass) -> Phrase {
    match no {
        NoPass::Forged => Phrase::new("web-link-forged"),
        NoPass::Expired => Phrase::new("web-link-expired"),
        NoPass::Replaced => Phrase::new("web-link-replaced"),
        NoPass::Finished => Phrase::new("web-link-finished"),
        NoPass::Unavailable => Phrase::new("web-link-unavailable"),
    }
}

/// The language of `pass`'s seat's pages: the visitor's choice on this
/// site, else the seat's player's own (`/language`), else the browser's.
async fn seat_speaker(site: &Site, asked: &Asked, pass: &SeatPass) -> Speaker {
    if asked.chosen_here().is_some() {
        return asked.speaker(None);
    }
    let stored = match (pass.game.players.get(pass.seat), site.store.read().await) {
        (Some(player), Ok(mut c)) => {
            crate::store::locale(&mut c, crate::store::LocaleOf::Player(&player.id))
                .await
                .ok()
                .flatten()
        }
        _ => None,
    };
    asked.speaker(stored)
}

/// The page of a play link that does not play: why, and the ways on (the
/// game's page; on the console, "play as").
async fn dead_link(
    site: &Site,
    speak: &Speaker,
    key: &str,
    no: &NoPass,
    client: Option<axum::Extension<super::client::ClientAddr>>,
) -> Response {
    let play_as = client.is_some_and(|c| super::console_seats::allowed(site, c.0));
    let say = |p: Phrase| speak.say(&p);
    let title = say(Phrase::new("web-dead-link"));
    let body = maud::html! {
        main.archive {
            h1 { (title) }
            p { (say(why(no))) }
            ul {
                li { a href=(format!("/g/{key}")) { (say(Phrase::new("web-watch-game"))) } }
                @if play_as {
                    li { a href=(format!("/g/{key}/as")) { (say(Phrase::new("web-play-as"))) } }
                }
            }
        }
    };
    (
        StatusCode::FORBIDDEN,
        [(header::CACHE_CONTROL, "no-store")],
        super::html(frame::document(speak, Head::titled(&title), body)),
    )
        .into_response()
}

/// `/g/<key>/seat/<token>/at/<turn>`: the seat's page at an earlier turn
/// (watching the past, with the way back to the turn).
pub(super) async fn seat_page_at(
    state: SiteState,
    asked: Asked,
    client: Option<axum::Extension<super::client::ClientAddr>>,
    path: Segments<(String, String, String)>,
) -> Response {
    let (key, token, turn) = path.0;
    let Some(turn) = super::turn_in(&turn, 999_999) else {
        return not_found().await;
    };
    seat_page_of(state.0, asked, client, key, token, Some(turn)).await
}

/// `/g/<key>/seat/<token>`: the page the seat plays on.
pub(super) async fn seat_page(
    state: SiteState,
    asked: Asked,
    client: Option<axum::Extension<super::client::ClientAddr>>,
    path: Segments<(String, String)>,
) -> Response {
    let (key, token) = path.0;
    seat_page_of(state.0, asked, client, key, token, None).await
}

/// The seat's page at `turn` (its latest when `None`).
async fn seat_page_of(
    site: std::sync::Arc<Site>,
    asked: Asked,
    client: Option<axum::Extension<super::client::ClientAddr>>,
    key: String,
    token: String,
    turn: Option<usize>,
) -> Response {
    let pass = match pass_or(&site, &key, &token).await {
        Ok(pass) => pass,
        // A game that ended is shown as everyone sees it.
        Err((Some(NoPass::Finished), _)) => {
            return (
                StatusCode::SEE_OTHER,
                [
                    (header::LOCATION, format!("/g/{key}")),
                    (header::CACHE_CONTROL, "no-store".to_string()),
                ],
            )
                .into_response();
        }
        // A link that does not play: said on a page with the ways on.
        Err((Some(no), _)) => {
            return dead_link(&site, &asked.speaker(None), &key, &no, client).await;
        }
        Err((_, answer)) => return answer,
    };
    let speak = seat_speaker(&site, &asked, &pass).await;
    let (game, hidden) = match super::find_shown(&site, &key, &speak).await {
        Ok(found) => found,
        Err(answer) => return answer,
    };
    let log = match super::log_of(&site, &game).await {
        Ok(log) => log,
        Err(answer) => return answer,
    };
    let base = format!("/g/{key}/seat/{token}");
    let player = game.players.get(pass.seat).map_or("?", |p| p.name.as_str());
    let seated = Seated {
        base: &base,
        player,
    };
    let turn = match turn {
        None => log.len(),
        Some(t) if t <= log.len() => t,
        Some(_) => return not_found().await,
    };
    let analysis = super::analysis::Shown::Nothing;
    match game_page::page(
        &site,
        &speak,
        &key,
        &game,
        hidden,
        &log,
        turn,
        Some(seated),
        analysis,
    )
    .await
    {
        Ok(text) => (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            text,
        )
            .into_response(),
        Err(answer) => answer,
    }
}

/// `GET /g/<key>/seat/<token>/step`: the seat's current step.
pub(super) async fn current(
    state: SiteState,
    asked: Asked,
    path: Segments<(String, String)>,
) -> Response {
    let (site, (key, token)) = (state.0, path.0);
    let pass = match pass(&site, &key, &token).await {
        Ok(pass) => pass,
        Err(answer) => return answer,
    };
    let speak = seat_speaker(&site, &asked, &pass).await;
    let answer = match &site.play {
        Some(play) => {
            play.host
                .seat_choose(&pass, None, None, Ask::Show, speak.locale())
                .await
        }
        None => return not_found().await,
    };
    json(&site, &speak, &key, &token, &pass, answer)
}

/// `POST /g/<key>/seat/<token>/step`: a choice, Back, Undo or End turn.
pub(super) async fn act(
    state: SiteState,
    language: Asked,
    path: Segments<(String, String)>,
    asked: Result<axum::Json<PageAsk>, axum::extract::rejection::JsonRejection>,
) -> Response {
    let Some((ask, version, revision)) = asked.ok().and_then(|a| a.0.read()) else {
        return language::plain(StatusCode::BAD_REQUEST, Phrase::new("web-not-an-ask"));
    };
    let (site, (key, token)) = (state.0, path.0);
    let pass = match pass(&site, &key, &token).await {
        Ok(pass) => pass,
        Err(answer) => return answer,
    };
    let speak = seat_speaker(&site, &language, &pass).await;
    let answer = match &site.play {
        Some(play) => {
            play.host
                .seat_choose(&pass, version, revision, ask, speak.locale())
                .await
        }
        None => return not_found().await,
    };
    json(&site, &speak, &key, &token, &pass, answer)
}

/// `/g/<key>/seat/<token>/board/<version>/<revision>`: the picture of the
/// seat's step at that version and revision (kept since the page asked
/// for the step).
pub(super) async fn picture(
    state: SiteState,
    asked: Asked,
    path: Segments<(String, String, String, String)>,
) -> Response {
    let (site, (key, token, version, revision)) = (state.0, path.0);
    let (Ok(version), Ok(revision)) = (version.parse::<i64>(), revision.parse::<u32>()) else {
        return not_found().await;
    };
    let pass = match pass(&site, &key, &token).await {
        Ok(pass) => pass,
        Err(answer) => return answer,
    };
    let locale = seat_speaker(&site, &asked, &pass).await.locale();
    match site
        .step_pictures
        .get((pass.game.id, pass.seat, locale), version, revision)
    {
        Some(drawn) => (
            [
                (header::CONTENT_TYPE, "image/png"),
                (header::CACHE_CONTROL, "private, no-store"),
            ],
            drawn.bytes.clone(),
        )
            .into_response(),
        None => not_found().await,
    }
}

/// An answer as JSON in `speak`'s language, the step's picture kept for
/// the page to fetch.
fn json(
    site: &Site,
    speak: &Speaker,
    key: &str,
    token: &str,
    pass: &SeatPass,
    answer: SeatAnswer,
) -> Response {
    let say = |w: game_api::Words| speak.words(&w);
    let body = match answer {
        SeatAnswer::Step(step) => step_json(site, speak, key, token, pass, step),
        SeatAnswer::Waiting {
            text,
            version,
            picture,
        } => {
            let alt = picture.as_ref().map(|p| p.alt.clone());
            let url = picture.map(|p| {
                site.step_pictures.put(
                    (pass.game.id, pass.seat, speak.locale()),
                    version,
                    WAITING,
                    p,
                );
                format!("/g/{key}/seat/{token}/board/{version}/{WAITING}")
            });
            StepJson::Waiting {
                text: say(text),
                version,
                picture: url,
                alt,
            }
        }
        SeatAnswer::Played => StepJson::Played,
        SeatAnswer::Refused(text) => StepJson::Refused {
            text: say(text),
            stale: false,
        },
        SeatAnswer::Stale(text) => StepJson::Refused {
            text: say(text),
            stale: true,
        },
    };
    match serde_json::to_string(&body) {
        Ok(text) => (
            [
                (header::CONTENT_TYPE, "application/json"),
                (header::CACHE_CONTROL, "no-store"),
            ],
            text,
        )
            .into_response(),
        Err(e) => super::unavailable(e),
    }
}

/// The legend entry of `c`'s mark (said by `speak`), added to `legend`
/// if new.
fn mark_of(legend: &mut Vec<String>, speak: &Speaker, c: &game_api::Choice) -> Option<usize> {
    let text = speak.words(c.legend.as_ref()?);
    Some(match legend.iter().position(|l| *l == text) {
        Some(i) => i,
        None => {
            legend.push(text);
            legend.len() - 1
        }
    })
}

fn step_json(
    site: &Site,
    speak: &Speaker,
    key: &str,
    token: &str,
    pass: &SeatPass,
    step: SeatStep,
) -> StepJson {
    let say = |p: Phrase| speak.say(&p);
    let mut places = vec![];
    let mut options = vec![];
    let mut legend = vec![];
    let spot_of = |name: &str| step.places.spots.iter().find(|s| s.place == name);
    for c in step.choices {
        // A named choice the board draws (a destination badge) is a
        // button there as well as by the board.
        if let (Target::Named, Some(s)) = (&c.target, c.drawn_at.as_deref().and_then(spot_of)) {
            places.push(PlaceJson {
                key: c.key.clone(),
                label: speak.words(&c.label),
                mark: mark_of(&mut legend, speak, &c),
                place: s.place.clone(),
                x: s.x,
                y: s.y,
                w: s.w,
                h: s.h,
            });
        }
        let spot = match &c.target {
            Target::Place(name) => spot_of(name),
            Target::Named => None,
        };
        match spot {
            Some(s) => places.push(PlaceJson {
                mark: mark_of(&mut legend, speak, &c),
                label: speak.words(&c.label),
                key: c.key,
                place: s.place.clone(),
                x: s.x,
                y: s.y,
                w: s.w,
                h: s.h,
            }),
            None => options.push(OptionJson {
                label: speak.words(&c.label),
                group: c.group.as_ref().map(|g| speak.words(g)),
                detail: c.detail.as_ref().map(|d| speak.words(d)),
                key: c.key,
            }),
        }
    }
    let picture = format!(
        "/g/{key}/seat/{token}/board/{}/{}",
        step.version, step.revision
    );
    let alt = step.picture.alt.clone();
    site.step_pictures.put(
        (pass.game.id, pass.seat, speak.locale()),
        step.version,
        step.revision,
        step.picture,
    );
    // The button says what it plays in the choices' words (`End turn:
    // E2-E4, Claim F9`), not in the game's notation.
    let play = step.complete.as_ref().map(|turn| {
        let word = match step.plays {
            Plays::EndTurn => Phrase::new("web-plays-end-turn"),
            Plays::Throw => Phrase::new("web-plays-throw"),
            Plays::Move => Phrase::new("web-plays-move"),
        };
        say(match (step.plays, step.so_far.is_empty()) {
            (Plays::Throw, _) => word,
            (_, false) => Phrase::new("web-plays-what")
                .with("plays", word)
                .with("what", step.so_far.clone()),
            (_, true) => Phrase::new("web-plays-what")
                .with("plays", word)
                .code("what", turn),
        })
    });
    StepJson::Step(Box::new(StepBody {
        version: step.version,
        revision: step.revision,
        prompt: speak.words(&step.prompt),
        so_far: if step.so_far.is_empty() {
            String::new()
        } else {
            say(Phrase::new("web-so-far").with("choices", step.so_far.clone()))
        },
        back: say(Phrase::new("web-take-back")),
        again: say(Phrase::new("web-start-again")),
        play,
        complete: step.complete,
        legend,
        chosen: step.chosen_any,
        picture,
        alt,
        width: step.places.width,
        height: step.places.height,
        places,
        options,
    }))
}
