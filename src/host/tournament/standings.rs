//! An event's standings as a table (rank, player, points, tie-breaks and
//! each round's result), told as text and drawn as a picture.

use super::{Loaded, describe};
use crate::host::Games;
use game_api::{Arg, Phrase, Words};
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
    /// Their name.
    pub name: String,
    /// Whether they withdrew.
    pub withdrawn: bool,
    /// Their points, as shown (`2½`).
    pub points: String,
    /// Their points when they are whole (`None`: a fraction, `2½`).
    pub whole: Option<u32>,
    /// Buchholz and Sonneborn–Berger, as shown (two-player formats).
    pub tie_breaks: Option<(String, String)>,
    /// Their results, oldest first.
    pub results: Vec<Cell>,
}

/// One result of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// `W3`: won against the player ranked 3rd.
    Won(usize),
    /// `D5`: drew with the 5th.
    Drew(usize),
    /// `L2`: lost to the 2nd.
    Lost(usize),
    /// `bye`: a round without a game.
    Bye,
    /// `…4`: in play against the 4th.
    Playing(usize),
    /// `2/4`: second of four at a table (`1/4` each when all are level).
    Place(usize, usize),
    /// `…`: in play at a table.
    AtTable,
    /// `–`: no game that round.
    Missed,
}

impl Cell {
    /// The cell as shown: a catalogue message where it has letters,
    /// notation where it has none.
    pub fn words(&self) -> Words {
        let with_rank = |id: &'static str, rank: usize| Phrase::new(id).with("rank", rank).into();
        match self {
            Cell::Won(r) => with_rank("tournament-cell-won", *r),
            Cell::Drew(r) => with_rank("tournament-cell-drew", *r),
            Cell::Lost(r) => with_rank("tournament-cell-lost", *r),
            Cell::Bye => Phrase::new("tournament-cell-bye").into(),
            Cell::Playing(r) => Words::code(format!("…{r}")),
            Cell::Place(place, of) => Words::code(format!("{place}/{of}")),
            Cell::AtTable => Words::code("…"),
            Cell::Missed => Words::code("–"),
        }
    }

    /// Whether it is a win (or first place at a table).
    pub fn won(&self) -> bool {
        matches!(self, Cell::Won(_) | Cell::Place(1, _))
    }

    /// Whether it is a loss.
    pub fn lost(&self) -> bool {
        matches!(self, Cell::Lost(_))
    }
}

impl Row {
    /// Their name as a message's argument: `alice`, or `alice (withdrawn)`.
    pub fn who(&self) -> Arg {
        match self.withdrawn {
            false => Arg::Name(self.name.clone()),
            true => Phrase::new("tournament-withdrawn")
                .name("who", &self.name)
                .into(),
        }
    }
}

/// The standings of an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// `Masters Swiss · round 2 of 3`.
    pub title: Phrase,
    /// Whether there are tie-break columns.
    pub tie_breaks: bool,
    /// Whether the result columns are an arena's games (`G1`), not
    /// rounds (`R1`).
    pub arena: bool,
    /// The first result column's number (earlier ones are not shown).
    pub first_column: usize,
    /// The players, best first.
    pub rows: Vec<Row>,
    /// Whether some game of the event is still being played (its cells
    /// read `…`).
    pub in_play: bool,
}

impl Table {
    /// The head of the result column `i` (from 0): `R3`, `G3`.
    pub fn column(&self, i: usize) -> Phrase {
        let id = match self.arena {
            true => "tournament-column-game",
            false => "tournament-column-round",
        };
        Phrase::new(id).with("n", self.first_column + i)
    }
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
    let cells = |p: usize| -> Vec<Cell> {
        let last_round = results.iter().map(|(b, _)| b.round).max().unwrap_or(0);
        let mut cells = vec![];
        for round in 1..=last_round {
            let mine = results
                .iter()
                .find(|(b, _)| b.round == round && b.seats.contains(&p));
            let cell = match mine {
                None if arena => continue,
                None => Cell::Missed,
                Some((b, finish)) => cell(b, finish.as_ref(), p, &rank_of),
            };
            cells.push(cell);
        }
        cells
    };
    let all: Vec<Vec<Cell>> = order.iter().map(|p| cells(*p)).collect();
    let columns = all.iter().map(Vec::len).max().unwrap_or(0);
    let first = columns.saturating_sub(MAX_RESULT_COLUMNS);
    let rows = order
        .iter()
        .zip(all)
        .enumerate()
        .map(|(i, (&p, cells))| Row {
            id: loaded
                .state
                .players
                .get(p)
                .map_or(String::new(), |u| u.id.clone()),
            rank: i + 1,
            name: loaded.name(p).to_string(),
            withdrawn: event.withdrawn.contains(&p),
            points: match two_player {
                true => halves(points[p]),
                false => points[p].to_string(),
            },
            whole: match two_player {
                true => points[p].is_multiple_of(2).then_some(points[p] / 2),
                false => Some(points[p]),
            },
            tie_breaks: two_player.then(|| {
                (
                    halves(record.buchholz(p)),
                    quarters(record.sonneborn_berger(p)),
                )
            }),
            results: cells.into_iter().skip(first).collect(),
        })
        .collect();
    let title = games
        .get(&loaded.row.game)
        .map_or(loaded.row.game.as_str(), |g| g.meta().title);
    Table {
        title: Phrase::new("tournament-standings-title")
            .code("game", title)
            .with("format", format_name(loaded))
            .with("status", status(loaded)),
        tie_breaks: two_player,
        arena,
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
) -> Cell {
    match board.seats.as_slice() {
        [_] => Cell::Bye,
        [a, b] => {
            let other = if *a == p { *b } else { *a };
            let rank = rank_of[other];
            match finish {
                None => Cell::Playing(rank),
                Some(Finish::Draw) => Cell::Drew(rank),
                Some(Finish::Order(o)) if o.first() == Some(&p) => Cell::Won(rank),
                Some(Finish::Order(_)) => Cell::Lost(rank),
            }
        }
        seats => match finish {
            None => Cell::AtTable,
            Some(Finish::Draw) => Cell::Place(1, seats.len()),
            Some(Finish::Order(o)) => {
                let place = o.iter().position(|q| *q == p).map_or(0, |i| i + 1);
                Cell::Place(place, seats.len())
            }
        },
    }
}

/// `Swiss`, `round robin`, …
fn format_name(loaded: &Loaded) -> Phrase {
    Phrase::new(match loaded.state.event.format {
        Format::Swiss { .. } => "tournament-format-swiss",
        Format::RoundRobin { double: false } => "tournament-format-round-robin",
        Format::RoundRobin { double: true } => "tournament-format-double-round-robin",
        Format::Knockout { .. } => "tournament-format-knockout",
        Format::Arena { .. } => "tournament-format-arena",
        Format::Tables { .. } => "tournament-format-tables",
    })
}

/// `round 2 of 3`, `final standings`, `open, 5 joined`.
fn status(loaded: &Loaded) -> Phrase {
    let event = &loaded.state.event;
    let round = event.boards().iter().map(|b| b.round).max().unwrap_or(0);
    let in_round = match event.format {
        Format::Swiss { rounds } => {
            Phrase::new("tournament-status-round-of").with("rounds", rounds)
        }
        Format::Tables { rounds } => {
            Phrase::new("tournament-status-round-of-final").with("rounds", rounds)
        }
        _ => Phrase::new("tournament-status-round"),
    }
    .with("round", round);
    match event.phase {
        Phase::Open => {
            Phrase::new("tournament-status-open").with("count", loaded.state.players.len())
        }
        Phase::Finished => Phrase::new("tournament-status-final"),
        Phase::Paused => Phrase::new("tournament-status-paused").with("round", in_round),
        Phase::Running if matches!(event.format, Format::Arena { .. }) => {
            Phrase::new("tournament-status-arena")
        }
        Phase::Running => in_round,
    }
}

/// The standings as text: the best players, one a line.
pub(crate) fn text(games: &Games, loaded: &Loaded, table: &Table) -> Words {
    let mut lines = vec![Words::from(
        Phrase::new("tournament-standings-head")
            .with("about", describe(games, loaded))
            .with("status", status(loaded)),
    )];
    if table.rows.is_empty() {
        lines.push(Phrase::new("tournament-standings-nobody").into());
    }
    for row in table.rows.iter().take(TEXT_ROWS) {
        let line = match row.whole {
            Some(n) => Phrase::new("tournament-standings-row").with("n", n),
            None => Phrase::new("tournament-standings-row-half"),
        }
        .with("rank", row.rank)
        .with("who", row.who())
        .code("points", &row.points);
        let mut line = Words::from(line);
        if let Some((bh, sb)) = &row.tie_breaks {
            line = line.then(
                Phrase::new("tournament-standings-tie-breaks")
                    .code("bh", bh)
                    .code("sb", sb),
            );
        }
        lines.push(line);
    }
    if table.rows.len() > TEXT_ROWS {
        lines.push(
            Phrase::new("tournament-standings-more")
                .with("n", table.rows.len() - TEXT_ROWS)
                .into(),
        );
    }
    Words::lines(lines)
}
