//! The analysis on a finished game's page (issue 48): the win-chance
//! graph as SVG (each seat's share stacked per position, each column a
//! link to that turn, alt text in words), each player's accuracy and
//! marks, the biggest swings, and for the turn shown its mark and what
//! the engine preferred. The same for every viewer: nothing of it exists
//! while the game runs.

use crate::analysis::{Mark, Review};
use crate::speech::Speaker;
use crate::store::{GameRecord, LogEntry};
use game_api::{Game, Phrase, Speak};
use maud::{Markup, html};

/// Each seat's colour in the graph (as the chat picture's).
const SEATS: [&str; 4] = ["#f2eee4", "#3a3630", "#4a7a4c", "#c89b2e"];
/// Each mark's colour, in [`Mark::ALL`] order.
const MARKS: [&str; 3] = ["#d9b21f", "#e07b1a", "#c02b22"];
/// The graph's size in its own units.
const WIDTH: usize = 600;
const HEIGHT: usize = 120;

/// One position's column of the graph.
struct Column {
    /// Its left edge and width, in the graph's units.
    x: usize,
    width: usize,
    /// Each seat's share: top, height and colour.
    shares: Vec<(f64, f64, &'static str)>,
}

/// A mark as the record shows it beside a turn: the chess annotation
/// symbols (`?!`, `?`, `??`), with the word for a title.
pub(super) fn symbol(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "?!",
        Mark::Mistake => "?",
        Mark::Blunder => "??",
    }
}

/// The analysis section of a page at `turn` (log entries shown), where
/// `at` is the link to the page after a number of entries.
pub(super) fn section(
    speak: &Speaker,
    g: &dyn Game,
    game: &GameRecord,
    log: &[LogEntry],
    review: &Review,
    turn: usize,
    at: &dyn Fn(usize) -> String,
) -> Markup {
    let say = |p: Phrase| speak.say(&p);
    let alt = say(Phrase::new("web-analysis-graph-alt").code("id", game.id));
    let players = crate::host::analysis::player_lines(game, review);
    let swings = crate::host::analysis::swing_lines(game, g, log, review);
    let shown = turn.checked_sub(1).and_then(|e| review.turn_at(e));
    let positions = review.chances.len().max(1);
    let column = |i: usize| i * WIDTH / positions;
    // Each position's column: each seat's share stacked, from the top.
    let columns: Vec<Column> = review
        .chances
        .iter()
        .enumerate()
        .map(|(i, chances)| {
            let mut y = 0.0;
            let shares = chances
                .iter()
                .enumerate()
                .map(|(seat, chance)| {
                    let h = chance.clamp(0.0, 1.0) * HEIGHT as f64;
                    y += h;
                    (y - h, h, SEATS[seat % 4])
                })
                .collect();
            Column {
                x: column(i),
                width: (column(i + 1) - column(i)).max(1),
                shares,
            }
        })
        .collect();
    html! {
        section.analysis aria-labelledby="analysis-title" {
            h2 id="analysis-title" { (say(Phrase::new("web-analysis-title"))) }
            @if g.setup().is_some() {
                p.note { (say(Phrase::new("web-analysis-secrets"))) }
            }
            svg viewBox=(format!("0 0 {WIDTH} {}", HEIGHT + 10)) role="img" aria-label=(alt)
                preserveAspectRatio="none" {
                title { (alt) }
                @for (i, c) in columns.iter().enumerate() {
                    a href=(at(i)) {
                        @for (y, h, fill) in &c.shares {
                            rect x=(c.x) y=(format!("{y:.1}")) width=(c.width)
                                height=(format!("{h:.1}")) fill=(fill) {}
                        }
                    }
                }
                line x1="0" y1=(HEIGHT / 2) x2=(WIDTH) y2=(HEIGHT / 2) stroke="#9a9488" stroke-width="1" {}
                @for t in &review.turns {
                    @if let Some(mark) = t.mark {
                        rect x=(column(t.entry + 1).saturating_sub(3)) y=(HEIGHT + 3) width="6" height="6"
                            fill=(MARKS[mark.index()]) {}
                    }
                }
                @if turn > 0 {
                    rect.at x=(column(turn)) y="0" width="2" height=(HEIGHT) fill="#b5651d" {}
                }
            }
            @if let Some(t) = shown {
                p.shown {
                    @if let Some(mark) = t.mark {
                        (say(Phrase::new("web-analysis-shown-mark")
                            .with("mark", crate::host::analysis::mark(mark))))
                        " "
                    }
                    @if t.played_best {
                        (say(Phrase::new("web-analysis-shown-best")))
                    } @else {
                        (say(Phrase::new("web-analysis-shown-preferred").code("best", &t.best)
                            .code("line", t.line.join(" "))))
                    }
                }
            }
            ul.accuracy {
                @for (seat, line) in players.iter().enumerate() {
                    li { span class=(format!("swatch seat-{}", seat % 4)) {} (speak.words(line)) }
                }
            }
            @if !swings.is_empty() {
                p { (say(Phrase::new("analyse-swings"))) }
                ul.swings {
                    @for line in &swings { li { (speak.words(line)) } }
                }
            }
            p.note { (say(Phrase::new("web-analysis-how"))) }
        }
    }
}

/// The engine's choice at a position whose next turn was marked, drawn
/// as an arrow over the board (in the picture's pixels).
pub(super) struct Arrow {
    /// The picture's width and height.
    size: (u32, u32),
    /// The centres of the places it goes from and to.
    from: (u32, u32),
    to: (u32, u32),
    /// A place's width, for the arrow's.
    thick: u32,
    /// The engine's choice, in the game's notation.
    best: String,
}

/// The arrow for the page after `turn` log entries when the next turn
/// (entry `turn`) was marked and was not the engine's choice; `None`
/// otherwise, or when the choice moves nothing on the board.
pub(super) async fn arrow(
    site: &super::Site,
    g: &dyn Game,
    game: &GameRecord,
    log: &[LogEntry],
    review: &Review,
    turn: usize,
) -> Option<Arrow> {
    let next = review.turn_at(turn)?;
    if next.mark.is_none() || next.played_best {
        return None;
    }
    let (from, to) = g.turn_path(&next.best)?;
    let places = super::pictures::places_at(site, game, log, turn).await?;
    let centre = |name: &str| {
        let s = places.spots.iter().find(|s| s.place == name)?;
        Some(((s.x + s.w / 2, s.y + s.h / 2), s.w))
    };
    let ((from, thick), (to, _)) = (centre(&from)?, centre(&to)?);
    Some(Arrow {
        size: (places.width, places.height),
        from,
        to,
        thick,
        best: next.best.clone(),
    })
}

/// The arrow, over the board (hidden from screen readers: the caption
/// under the board says it in words).
pub(super) fn arrow_svg(a: &Arrow) -> Markup {
    let width = (a.thick / 6).max(2);
    html! {
        svg.best viewBox=(format!("0 0 {} {}", a.size.0, a.size.1)) aria-hidden="true" {
            defs {
                marker id="best-head" viewBox="0 0 10 10" refX="6" refY="5"
                    markerWidth="3" markerHeight="3" orient="auto-start-reverse" {
                    path d="M 0 0 L 10 5 L 0 10 z" fill="#2e7d32" {}
                }
            }
            line x1=(a.from.0) y1=(a.from.1) x2=(a.to.0) y2=(a.to.1) stroke="#2e7d32"
                stroke-opacity="0.85" stroke-width=(width) stroke-linecap="round"
                marker-end="url(#best-head)" {}
        }
    }
}

/// The arrow's caption: the engine's choice in words.
pub(super) fn arrow_caption(speak: &Speaker, a: &Arrow) -> String {
    speak.say(&Phrase::new("web-analysis-arrow").code("best", &a.best))
}

/// What a page shows of a game's analysis.
pub(super) enum Shown<'a> {
    /// Nothing: the game runs, or it has nothing to analyse.
    Nothing,
    /// The analysis is still to come.
    Waiting,
    /// The analysis.
    Ready(&'a Review),
}

/// The line a page shows where a finished game's analysis is still to
/// come.
pub(super) fn waiting(speak: &Speaker) -> Markup {
    html! {
        section.analysis {
            h2 { (speak.say(&Phrase::new("web-analysis-title"))) }
            p { (speak.say(&Phrase::new("web-analysis-waiting"))) }
        }
    }
}
