//! An event's standings as a table (rank, player, points, tie-breaks and
//! each round's result), told as text and drawn as a picture.

use super::{Loaded, describe};
use crate::host::Games;
use tournament::event::{Finish, Format, Phase};

/// Most result columns the table shows (the latest ones).
pub const MAX_RESULT_COLUMNS: usize = 10;

/// Most players the text lists (the picture shows everyone).
const TEXT_ROWS: usize = 10;

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// Their user id (not shown: an archive hides who asked to be anonymous).
    pub id: String,
    /// Their rank (1 = first).
    pub rank: usize,
    /// Their name, with "(withdrawn)" when they withdrew.
    pub name: String,
    /// Their points, as shown (`2½`).
    pub points: String,
    /// Buchholz and Sonneborn–Berger, as shown (two-player formats).
    pub tie_breaks: Option<(String, String)>,
    /// Their results, oldest first: `W3` (won against the player ranked
    /// 3rd), `D5`, `L2`, `bye`, `…4` (in play against the 4th); at tables
    /// `2/4` (second of four) or `…`.
    pub results: Vec<String>,
}

/// The standings of an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// `Masters · Swiss · after round 2 of 3`.
    pub title: String,
    /// Whether there are tie-break columns.
    pub tie_breaks: bool,
    /// What the result columns are (`R` rounds, `G` games in an arena).
    pub column_letter: char,
    /// The first result column's number (earlier ones are not shown).
    pub first_column: usize,
    /// The players, best first.
    pub rows: Vec<Row>,
    /// Whether some game of the event is still being played (its cells
    /// read `…`).
    pub in_play: bool,
}

/// Half points as shown: `2½`, `½`, `3` (points, Buchholz).
fn halves(v: u32) -> String {
    match (v / 2, v % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{n}½"),
        (n, _) => n.to_string(),
    }
}

/// Quarter points as shown: `2¾`, `¼`, `3` (Sonneborn–Berger).
fn quarters(v: u32) -> String {
    let fraction = ["", "¼", "½", "¾"][(v % 4) as usize];
    match (v / 4, fraction) {
        (0, "") => "0".into(),
        (0, f) => f.into(),
        (n, f) => format!("{n}{f}"),
    }
}

/// The standings of `loaded`'s event.
pub(crate) fn table(games: &Games, loaded: &Loaded) -> Table {
    let event = &loaded.state.event;
    let two_player = !matches!(event.format, Format::Tables { .. });
    let order = event.standings();
    let mut rank_of = vec![0; order.len()];
    for (i, p) in order.iter().enumerate() {
        rank_of[*p] = i + 1;
    }
    let points = event.points();
    let record = event.record();
    let results = event.results();
    let arena = matches!(event.format, Format::Arena { .. });
    let cells = |p: usize| -> Vec<String> {
        let last_round = results.iter().map(|(b, _)| b.round).max().unwrap_or(0);
        let mut cells = vec![];
        for round in 1..=last_round {
            let mine = results
                .iter()
                .find(|(b, _)| b.round == round && b.seats.contains(&p));
            let cell = match mine {
                None if arena => continue,
                None => "–".to_string(),
                Some((b, finish)) => cell(b, finish.as_ref(), p, &rank_of),
            };
            cells.push(cell);
        }
        cells
    };
    let all: Vec<Vec<String>> = order.iter().map(|p| cells(*p)).collect();
    let columns = all.iter().map(Vec::len).max().unwrap_or(0);
    let first = columns.saturating_sub(MAX_RESULT_COLUMNS);
    let rows = order
        .iter()
        .zip(all)
        .enumerate()
        .map(|(i, (&p, cells))| {
            let mut name = loaded.name(p).to_string();
            if event.withdrawn.contains(&p) {
                name.push_str(" (withdrawn)");
            }
            Row {
                id: loaded
                    .state
                    .players
                    .get(p)
                    .map_or(String::new(), |u| u.id.clone()),
                rank: i + 1,
                name,
                points: match two_player {
                    true => halves(points[p]),
                    false => points[p].to_string(),
                },
                tie_breaks: two_player.then(|| {
                    (
                        halves(record.buchholz(p)),
                        quarters(record.sonneborn_berger(p)),
                    )
                }),
                results: cells.into_iter().skip(first).collect(),
            }
        })
        .collect();
    let title = games
        .get(&loaded.row.game)
        .map_or("Event", |g| g.meta().title);
    Table {
        title: format!("{title} {} · {}", format_name(loaded), status(loaded)),
        tie_breaks: two_player,
        column_letter: if arena { 'G' } else { 'R' },
        first_column: first + 1,
        rows,
        in_play: results.iter().any(|(_, finish)| finish.is_none()),
    }
}

/// One result cell.
fn cell(
    board: &tournament::event::Board,
    finish: Option<&Finish>,
    p: usize,
    rank_of: &[usize],
) -> String {
    match board.seats.as_slice() {
        [_] => "bye".into(),
        [a, b] => {
            let other = if *a == p { *b } else { *a };
            let rank = rank_of[other];
            match finish {
                None => format!("…{rank}"),
                Some(Finish::Draw) => format!("D{rank}"),
                Some(Finish::Order(o)) if o.first() == Some(&p) => format!("W{rank}"),
                Some(Finish::Order(_)) => format!("L{rank}"),
            }
        }
        seats => match finish {
            None => "…".into(),
            Some(Finish::Draw) => format!("1/{}", seats.len()),
            Some(Finish::Order(o)) => {
                let place = o.iter().position(|q| *q == p).map_or(0, |i| i + 1);
                format!("{place}/{}", seats.len())
            }
        },
    }
}

/// `Swiss`, `round robin`, …
fn format_name(loaded: &Loaded) -> &'static str {
    match loaded.state.event.format {
        Format::Swiss { .. } => "Swiss",
        Format::RoundRobin { double: false } => "round robin",
        Format::RoundRobin { double: true } => "double round robin",
        Format::Knockout { .. } => "knockout",
        Format::Arena { .. } => "arena",
        Format::Tables { .. } => "tables",
    }
}

/// `after round 2 of 3`, `final standings`, `open: 5 players`.
fn status(loaded: &Loaded) -> String {
    let event = &loaded.state.event;
    let round = event.boards().iter().map(|b| b.round).max().unwrap_or(0);
    let of = match event.format {
        Format::Swiss { rounds } => format!(" of {rounds}"),
        Format::Tables { rounds } => format!(" of {} and the final", rounds),
        _ => String::new(),
    };
    match event.phase {
        Phase::Open => format!("open, {} joined", loaded.state.players.len()),
        Phase::Finished => "final standings".into(),
        Phase::Paused => format!("paused in round {round}{of}"),
        Phase::Running if matches!(event.format, Format::Arena { .. }) => "arena in play".into(),
        Phase::Running => format!("round {round}{of}"),
    }
}

/// The standings as text: the best players, one a line.
pub(crate) fn text(games: &Games, loaded: &Loaded, table: &Table) -> String {
    let mut lines = vec![format!(
        "Standings of {} — {}:",
        describe(games, loaded),
        status(loaded)
    )];
    if table.rows.is_empty() {
        lines.push("Nobody has joined yet: /tournament action:join.".into());
    }
    for row in table.rows.iter().take(TEXT_ROWS) {
        let unit = if row.points == "1" { "pt" } else { "pts" };
        let mut line = format!("{}. {} — {} {unit}", row.rank, row.name, row.points);
        if let Some((bh, sb)) = &row.tie_breaks {
            line.push_str(&format!(" (Buchholz {bh}, SB {sb})"));
        }
        lines.push(line);
    }
    if table.rows.len() > TEXT_ROWS {
        lines.push(format!(
            "…and {} more (the picture shows everyone).",
            table.rows.len() - TEXT_ROWS
        ));
    }
    lines.join("\n")
}
