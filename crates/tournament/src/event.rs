//! An event from its opening to its end, whatever its format: who has
//! joined, the rounds paired so far and their results, and what to play
//! next. The host stores an [`Event`] and drives it: each game it reports
//! may complete a round, and then the next round's games come back to be
//! created ([`Board`]s). Nothing here does I/O or knows the games.

use crate::knockout::{self, DrawRule};
use crate::record::{Outcome, Pairing, Record};
use crate::{arena, round_robin, swiss, tables};

/// How the event is played.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Format {
    /// Swiss, this many rounds.
    Swiss {
        /// Rounds to play.
        rounds: usize,
    },
    /// Everyone meets everyone, once or (double) twice.
    RoundRobin {
        /// Twice, with the seats reversed.
        double: bool,
    },
    /// A bracket seeded by rating; a drawn game is decided by `draws`.
    Knockout {
        /// What decides a drawn game.
        draws: DrawRule,
    },
    /// Players who finish are paired again at once until `until` (unix
    /// seconds); a win 2 points, a draw 1.
    Arena {
        /// When no new game starts.
        until: i64,
    },
    /// Throne: rounds of tables of 2–4 seated by standings, then a final
    /// table of the best four.
    Tables {
        /// Rounds before the final table.
        rounds: usize,
    },
}

/// Where an event stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// Players may join and leave.
    Open,
    /// Rounds are played.
    Running,
    /// No new round is paired until it is resumed.
    Paused,
    /// Over; the standings are final.
    Finished,
}

/// Someone in the event.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Entrant {
    /// Their user id.
    pub id: String,
    /// Their rating when they joined (seeding, Swiss order).
    pub rating: i32,
}

/// A game to create: the event's round, its board, and its seats in order
/// (players by entry number).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Board {
    /// The round (from 1).
    pub round: usize,
    /// The board in the round (from 1).
    pub board: usize,
    /// The players in seat order.
    pub seats: Vec<usize>,
}

/// How a game of the event ended: the seats' places, best first (a
/// two-player game: `[winner, loser]`, or both level in a draw).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Finish {
    /// Seat `0`'s player won, and so on down: players in finishing order.
    Order(Vec<usize>),
    /// A draw between every seat.
    Draw,
}

/// Why something was not done (its wording is the host's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A player asked to join an event that has started.
    JoinAfterStart,
    /// A player asked to join twice.
    AlreadyJoined,
    /// A player asked to leave an event that has started (the organiser
    /// withdraws them instead).
    LeaveAfterStart,
    /// A player who has not joined asked to leave.
    NotJoined,
    /// The event was asked to start twice.
    AlreadyStarted,
    /// Too few players joined to start.
    TooFewPlayers,
    /// The player to withdraw is not in the event.
    NotAPlayer,
    /// An event that is not running was asked to pause.
    NotRunning,
    /// An event that is not paused was asked to resume.
    NotPaused,
    /// A result was reported for a game that is not the event's.
    NotTheEventsGame,
    /// A result was reported twice.
    ResultIn,
}

fn refuse<T>(why: Refusal) -> Result<T, Refusal> {
    Err(why)
}

/// A game of the event and its result.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
struct Played {
    board: Board,
    finish: Option<Finish>,
}

/// An event.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Event {
    /// How it is played.
    pub format: Format,
    /// Where it stands.
    pub phase: Phase,
    /// Who joined, in order (a player's number is their place here).
    pub entrants: Vec<Entrant>,
    /// Who withdrew.
    pub withdrawn: Vec<usize>,
    games: Vec<Played>,
    /// Round robin: the whole schedule, made at the start.
    schedule: Vec<Vec<Pairing>>,
    /// Arena: the players waiting for a game.
    waiting: Vec<usize>,
    /// How many rounds have been paired.
    round: usize,
    /// Knockout: the current stage's matches, each with who went through.
    stage: Vec<(Vec<usize>, Option<usize>)>,
}

impl Event {
    /// An event open for players.
    pub fn new(format: Format) -> Event {
        Event {
            format,
            phase: Phase::Open,
            entrants: vec![],
            withdrawn: vec![],
            games: vec![],
            schedule: vec![],
            waiting: vec![],
            round: 0,
            stage: vec![],
        }
    }

    /// The fewest players the format starts with.
    pub fn least_players(&self) -> usize {
        match self.format {
            Format::Tables { .. } => 3,
            _ => 2,
        }
    }

    /// `id` joins.
    pub fn join(&mut self, id: &str, rating: i32) -> Result<usize, Refusal> {
        if self.phase != Phase::Open {
            return refuse(Refusal::JoinAfterStart);
        }
        if self.entrants.iter().any(|e| e.id == id) {
            return refuse(Refusal::AlreadyJoined);
        }
        self.entrants.push(Entrant {
            id: id.to_string(),
            rating,
        });
        Ok(self.entrants.len() - 1)
    }

    /// `id` leaves before the start.
    pub fn leave(&mut self, id: &str) -> Result<(), Refusal> {
        if self.phase != Phase::Open {
            return refuse(Refusal::LeaveAfterStart);
        }
        let Some(at) = self.entrants.iter().position(|e| e.id == id) else {
            return refuse(Refusal::NotJoined);
        };
        self.entrants.remove(at);
        Ok(())
    }

    /// Starts the event at `now`: the first round's games.
    pub fn start(&mut self, now: i64) -> Result<Vec<Board>, Refusal> {
        if self.phase != Phase::Open {
            return refuse(Refusal::AlreadyStarted);
        }
        if self.entrants.len() < self.least_players() {
            return refuse(Refusal::TooFewPlayers);
        }
        self.phase = Phase::Running;
        if let Format::RoundRobin { double } = self.format {
            self.schedule = round_robin::schedule(self.entrants.len(), double);
        }
        if let Format::Arena { .. } = self.format {
            self.waiting = (0..self.entrants.len()).collect();
        }
        Ok(self.next(now))
    }

    /// Withdraws player `p`: paired no more (a game in play is played out).
    pub fn withdraw(&mut self, p: usize) -> Result<(), Refusal> {
        if p >= self.entrants.len() {
            return refuse(Refusal::NotAPlayer);
        }
        if !self.withdrawn.contains(&p) {
            self.withdrawn.push(p);
        }
        self.waiting.retain(|w| *w != p);
        Ok(())
    }

    /// Pauses pairing: games in play go on, no new round starts.
    pub fn pause(&mut self) -> Result<(), Refusal> {
        if self.phase != Phase::Running {
            return refuse(Refusal::NotRunning);
        }
        self.phase = Phase::Paused;
        Ok(())
    }

    /// Resumes a paused event at `now`: the games now due.
    pub fn resume(&mut self, now: i64) -> Result<Vec<Board>, Refusal> {
        if self.phase != Phase::Paused {
            return refuse(Refusal::NotPaused);
        }
        self.phase = Phase::Running;
        Ok(self.next(now))
    }

    /// Ends the event now; its standings are final.
    pub fn end(&mut self) {
        self.phase = Phase::Finished;
    }

    /// The games in play: paired, not reported.
    pub fn in_play(&self) -> Vec<Board> {
        self.games
            .iter()
            .filter(|g| g.finish.is_none() && g.board.seats.len() > 1)
            .map(|g| g.board.clone())
            .collect()
    }

    /// Records how the game on `board` of `round` ended, at `now`: the
    /// games to create next (the next round once this one is complete;
    /// in an arena, the players' next games at once).
    pub fn report(
        &mut self,
        round: usize,
        board: usize,
        finish: Finish,
        now: i64,
    ) -> Result<Vec<Board>, Refusal> {
        let Some(game) = self
            .games
            .iter_mut()
            .find(|g| g.board.round == round && g.board.board == board)
        else {
            return refuse(Refusal::NotTheEventsGame);
        };
        if game.finish.is_some() {
            return refuse(Refusal::ResultIn);
        }
        game.finish = Some(finish);
        if let Format::Arena { .. } = self.format {
            for p in game.board.seats.clone() {
                if !self.withdrawn.contains(&p) {
                    self.waiting.push(p);
                }
            }
        }
        Ok(self.next(now))
    }

    /// The games due now, if the event runs and the round is complete
    /// (arena: whoever waits); the event finishes when nothing more is.
    fn next(&mut self, now: i64) -> Vec<Board> {
        if self.phase != Phase::Running {
            return vec![];
        }
        if let Format::Arena { until } = self.format {
            return self.next_in_arena(now, until);
        }
        if !self.in_play().is_empty() {
            return vec![];
        }
        loop {
            let boards = self.pair_round();
            if boards.is_empty() {
                // Nothing left to pair: the event is over.
                self.phase = Phase::Finished;
                return vec![];
            }
            let games: Vec<Board> = boards.into_iter().filter(|b| b.seats.len() > 1).collect();
            if !games.is_empty() {
                return games;
            }
            // A round of byes only (its games' players withdrew): the next.
        }
    }

    fn next_in_arena(&mut self, now: i64, until: i64) -> Vec<Board> {
        if now >= until {
            self.waiting.clear();
            if self.in_play().is_empty() {
                self.phase = Phase::Finished;
            }
            return vec![];
        }
        let scores = self.points();
        let last = |p: usize| {
            self.games
                .iter()
                .rev()
                .find(|g| g.board.seats.contains(&p))
                .and_then(|g| g.board.seats.iter().copied().find(|q| *q != p))
        };
        let waiting: Vec<arena::Waiting> = self
            .waiting
            .iter()
            .map(|&p| arena::Waiting {
                player: p,
                score: scores[p],
                last: last(p),
            })
            .collect();
        let (pairs, left) = arena::pair(&waiting);
        self.waiting = left;
        self.round += 1;
        let round = self.round;
        pairs
            .into_iter()
            .enumerate()
            .map(|(i, (a, b))| {
                self.add(Board {
                    round,
                    board: i + 1,
                    seats: vec![a, b],
                })
            })
            .collect()
    }

    /// Adds a game of the event.
    fn add(&mut self, board: Board) -> Board {
        self.games.push(Played {
            board: board.clone(),
            finish: None,
        });
        board
    }

    /// The next round's boards (a bye as a board of one), or none when
    /// the event is over.
    fn pair_round(&mut self) -> Vec<Board> {
        let round = self.round + 1;
        let active: Vec<usize> = (0..self.entrants.len())
            .filter(|p| !self.withdrawn.contains(p))
            .collect();
        let pairings: Vec<Vec<usize>> = match &self.format {
            Format::Swiss { rounds } => {
                if round > *rounds || active.len() < 2 {
                    return vec![];
                }
                let ratings: Vec<i32> = self.entrants.iter().map(|e| e.rating).collect();
                match swiss::pair(&self.record(), &ratings) {
                    Ok(p) => p.iter().map(Pairing::players).collect(),
                    // No pairing keeps the rules: the event ends here.
                    Err(_) => return vec![],
                }
            }
            Format::RoundRobin { .. } => {
                let Some(r) = self.schedule.get(round - 1) else {
                    return vec![];
                };
                r.iter()
                    .filter(|p| p.players().iter().all(|q| active.contains(q)))
                    .map(Pairing::players)
                    .collect()
            }
            Format::Knockout { draws } => {
                let draws = *draws;
                let Some(next) = self.knockout_round(round, draws) else {
                    return vec![];
                };
                next
            }
            Format::Tables { rounds } => {
                if round > *rounds + 1 || active.len() < 2 {
                    return vec![];
                }
                let standings: Vec<usize> = self
                    .standings()
                    .into_iter()
                    .filter(|p| active.contains(p))
                    .collect();
                if round == *rounds + 1 {
                    // The final table: the best four.
                    vec![standings.into_iter().take(4).collect()]
                } else {
                    tables::seat(&standings)
                }
            }
            Format::Arena { .. } => return vec![],
        };
        self.round = round;
        let mut boards = vec![];
        for (i, seats) in pairings.into_iter().enumerate() {
            if seats.is_empty() {
                continue;
            }
            let board = Board {
                round,
                board: i + 1,
                seats,
            };
            if board.seats.len() == 1 {
                // A bye: a point without a game, recorded at once.
                self.games.push(Played {
                    board: board.clone(),
                    finish: Some(Finish::Order(board.seats.clone())),
                });
                boards.push(board);
            } else {
                boards.push(self.add(board));
            }
        }
        boards
    }

    /// A knockout's round `round`: the first seeded; then the drawn games
    /// of the last round again with the seats reversed (when the rule is a
    /// replay) while the rest wait; once every match of a stage is decided,
    /// the winners in bracket order meet in the next stage. A board's
    /// number is its match's place in the stage. None once one is left.
    fn knockout_round(&mut self, round: usize, draws: DrawRule) -> Option<Vec<Vec<usize>>> {
        if round == 1 {
            let ratings: Vec<i32> = self.entrants.iter().map(|e| e.rating).collect();
            self.stage = knockout::first_round(&ratings)
                .into_iter()
                .map(|(a, b)| match b {
                    Some(b) => (vec![a, b], None),
                    // A bye is through at once.
                    None => (vec![a], Some(a)),
                })
                .collect();
            return Some(self.stage.iter().map(|(m, _)| m.clone()).collect());
        }
        // The last round's results decide its matches.
        let last: Vec<(usize, Vec<usize>, Option<Finish>)> = self
            .games
            .iter()
            .filter(|g| g.board.round == round - 1 && g.board.seats.len() == 2)
            .map(|g| (g.board.board - 1, g.board.seats.clone(), g.finish.clone()))
            .collect();
        let mut replays = vec![];
        for (slot, seats, finish) in last {
            let winner = match finish {
                Some(Finish::Order(order)) => order.first().copied(),
                Some(Finish::Draw) => {
                    // The higher seed first, for the draw rule.
                    let (higher, lower) = if self.seed(seats[0]) < self.seed(seats[1]) {
                        (seats[0], seats[1])
                    } else {
                        (seats[1], seats[0])
                    };
                    let w = knockout::through(higher, lower, Outcome::Draw, draws);
                    if w.is_none() {
                        replays.push((slot, vec![seats[1], seats[0]]));
                    }
                    w
                }
                None => None,
            };
            // A withdrawn winner's opponent goes through.
            let winner = match winner {
                Some(w) if self.withdrawn.contains(&w) => seats.iter().copied().find(|p| *p != w),
                w => w,
            };
            if let Some(entry) = self.stage.get_mut(slot) {
                entry.1 = winner;
            }
        }
        if !replays.is_empty() {
            // Replays keep their match's place; the other boards stay empty.
            let mut boards = vec![vec![]; self.stage.len()];
            for (slot, seats) in replays {
                boards[slot] = seats;
            }
            return Some(boards);
        }
        let winners: Vec<usize> = self.stage.iter().filter_map(|(_, w)| *w).collect();
        if winners.len() < 2 {
            return None;
        }
        self.stage = winners
            .chunks(2)
            .map(|c| (c.to_vec(), if c.len() == 1 { Some(c[0]) } else { None }))
            .collect();
        Some(self.stage.iter().map(|(m, _)| m.clone()).collect())
    }

    /// `p`'s seed (from 0): by rating, then entry order.
    pub fn seed(&self, p: usize) -> usize {
        let key = |q: usize| (std::cmp::Reverse(self.entrants[q].rating), q);
        (0..self.entrants.len())
            .filter(|q| key(*q) < key(p))
            .count()
    }

    /// Looks at the clock: an arena whose window has closed pairs nobody
    /// more and finishes once its last game is in; a running event with
    /// nothing in play pairs its next round. The games due now.
    pub fn tick(&mut self, now: i64) -> Vec<Board> {
        self.next(now)
    }

    /// Every board paired so far with its result, if it is in (a bye as a
    /// board of one, its player first).
    pub fn results(&self) -> Vec<(Board, Option<Finish>)> {
        self.games
            .iter()
            .map(|g| (g.board.clone(), g.finish.clone()))
            .collect()
    }

    /// Every board paired so far (a bye as a board of one), in order.
    pub fn boards(&self) -> Vec<Board> {
        self.games.iter().map(|g| g.board.clone()).collect()
    }

    /// The event's two-player results as a record (byes as byes).
    pub fn record(&self) -> Record {
        let mut r = Record::new(self.entrants.len());
        r.withdrawn = self.withdrawn.iter().copied().collect();
        for round in 1..=self.round {
            let games: Vec<Pairing> = self
                .games
                .iter()
                .filter(|g| g.board.round == round)
                .filter_map(|g| match (g.board.seats.as_slice(), &g.finish) {
                    ([p], _) => Some(Pairing::Bye(*p)),
                    ([a, b], finish) => Some(Pairing::Game {
                        first: *a,
                        second: *b,
                        outcome: finish.as_ref().map(|f| match f {
                            Finish::Draw => Outcome::Draw,
                            Finish::Order(o) if o.first() == Some(a) => Outcome::FirstWins,
                            Finish::Order(_) => Outcome::SecondWins,
                        }),
                    }),
                    _ => None,
                })
                .collect();
            r.rounds.push(games);
        }
        r
    }

    /// Points by player: two-player games a win 2, a draw 1, a bye 2; a
    /// table of n players gives n - 1 points to the first, down to 0.
    pub fn points(&self) -> Vec<u32> {
        let mut points = vec![0u32; self.entrants.len()];
        for g in &self.games {
            match (&g.finish, g.board.seats.len()) {
                (Some(Finish::Order(order)), 1) => points[order[0]] += 2,
                (Some(Finish::Order(order)), 2) => points[order[0]] += 2,
                (Some(Finish::Draw), 2) => {
                    for p in &g.board.seats {
                        points[*p] += 1;
                    }
                }
                (Some(Finish::Order(order)), n) => {
                    for (place, p) in order.iter().enumerate() {
                        points[*p] += (n - 1 - place) as u32;
                    }
                }
                (Some(Finish::Draw), _) => {}
                (None, _) => {}
            }
        }
        points
    }

    /// The standings, best first: points, then (two-player formats)
    /// Buchholz and Sonneborn–Berger, then rating, then entry order.
    pub fn standings(&self) -> Vec<usize> {
        let points = self.points();
        let record = self.record();
        let mut order: Vec<usize> = (0..self.entrants.len()).collect();
        order.sort_by_key(|p| {
            (
                std::cmp::Reverse(points[*p]),
                std::cmp::Reverse(record.buchholz(*p)),
                std::cmp::Reverse(record.sonneborn_berger(*p)),
                std::cmp::Reverse(self.entrants[*p].rating),
                *p,
            )
        });
        order
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_refuses_what_its_phase_does_not_allow() {
        let mut e = Event::new(Format::Swiss { rounds: 3 });
        e.join("a", 1500).unwrap();
        assert_eq!(e.join("a", 1500), refuse(Refusal::AlreadyJoined));
        assert_eq!(e.start(0), refuse(Refusal::TooFewPlayers));
        assert_eq!(e.leave("b"), refuse(Refusal::NotJoined));
        e.join("b", 1400).unwrap();
        e.join("c", 1300).unwrap();
        e.leave("c").unwrap();
        assert_eq!(e.pause(), refuse(Refusal::NotRunning));
        let first = e.start(0).unwrap();
        assert_eq!(first.len(), 1);
        assert_eq!(e.join("d", 1000), refuse(Refusal::JoinAfterStart));
        assert_eq!(e.leave("a"), refuse(Refusal::LeaveAfterStart));
        assert_eq!(
            e.report(1, 2, Finish::Draw, 1),
            refuse(Refusal::NotTheEventsGame)
        );
        // Paused: the result is kept, nothing new is paired until resumed.
        e.pause().unwrap();
        let b = &first[0];
        assert_eq!(e.report(b.round, b.board, Finish::Draw, 1), Ok(vec![]));
        assert_eq!(
            e.report(b.round, b.board, Finish::Draw, 1),
            refuse(Refusal::ResultIn)
        );
        // Two players who have met cannot meet again: resumed, the Swiss
        // event has nothing left to pair and ends.
        assert_eq!(e.resume(2), Ok(vec![]));
        assert_eq!(e.phase, Phase::Finished);
        assert_eq!(e.points(), vec![1, 1]);
    }
}

#[cfg(test)]
mod stored {
    use super::*;

    #[test]
    fn an_event_reads_back_as_it_was_stored() {
        let mut e = Event::new(Format::Knockout {
            draws: DrawRule::Replay,
        });
        for p in ["a", "b", "c"] {
            e.join(p, 1500).unwrap();
        }
        let boards = e.start(0).unwrap();
        let b = &boards[0];
        e.report(b.round, b.board, Finish::Draw, 1).unwrap();
        let text = serde_json::to_string(&e).unwrap();
        let back: Event = serde_json::from_str(&text).unwrap();
        assert_eq!(back, e);
    }
}
