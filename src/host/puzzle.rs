//! Solving puzzles (issue 48). `/puzzle` (or a daily puzzle's Solve
//! button, or Next puzzle under a finished attempt) starts an attempt: a
//! game of its own in the channel, unrated as a game, from the puzzle's
//! position, with the solver in the seat to move and the engine in the
//! other. The solver plays it by every way a turn is played (typed, the
//! Play button and its menus, the web page's clicks); every commit of it
//! passes [`check`], which refuses a turn that is not the solution's
//! (counted as a miss after the refusal, [`count_miss`]) and ends the
//! attempt once the solution's last turn is played. The engine's replies
//! are the solution's own ([`reply`]), played by its seat as any engine
//! turn is.
//!
//! Ratings: a solver's first attempt at a puzzle is rated, once, by
//! Glicko-2 as a game between the solver (their puzzle rating in that
//! game) and the puzzle (its own rating): won when solved with no miss,
//! lost at the first miss or when given up.

use super::controls;
use super::reply::{Audience, Button, ButtonStyle, Reply};
use super::{Ctx, NotDone, Session, refuse};
use crate::store::{self, Conn, PuzzleAttempt, PuzzleRating, StoredPuzzle};
use game_api::out::append_first_public;
use game_api::{
    ButtonId, EntryKind, Game, GameRecord, GameStatus, Out, Phrase, Refusal, User, Viewer, Why,
};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};

/// The engine level the puzzle's other seat is named at (its turns are
/// the solution's, found at the strongest effort).
const OPPONENT_LEVEL: u8 = 5;

/// The time each of the solver's turns may take: an attempt left alone
/// is lost on time, and its channel free again.
pub const TURN_SECONDS: i64 = 30 * 60;

/// Seconds in a day: the daily puzzle's day is `now / DAY` (UTC).
pub const DAY: i64 = 86_400;

/// `/puzzle [game:…] [daily:on|off]`.
pub(super) async fn command(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: Option<String>,
    daily: Option<bool>,
) -> Result<Vec<Out>, NotDone> {
    if let Some(on) = daily {
        return set_daily(session, c, ctx, on).await;
    }
    let Some(puzzle) =
        store::next_puzzle(c, own_server(ctx), game.as_deref(), &ctx.user.id).await?
    else {
        return refuse(Phrase::new("puzzle-none-left"));
    };
    start(session, c, ctx, puzzle, None).await
}

/// The Solve button of a daily puzzle (`Some`), or Next puzzle (`None`).
pub(super) async fn press(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
    game_channel: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let puzzle = match id {
        Some(id) => store::puzzle(c, id).await?,
        None => store::next_puzzle(c, own_server(ctx), None, &ctx.user.id).await?,
    };
    let Some(puzzle) = puzzle else {
        return refuse(Phrase::new("puzzle-none-left"));
    };
    start(session, c, ctx, puzzle, game_channel).await
}

/// The server whose puzzles come first for a command or an attempt on
/// `server`: that one, or none (``) in a DM, where every conversation
/// shares one name but none is a server.
fn puzzles_server(server: &str) -> &str {
    match server {
        super::DIRECT | super::PRIVATE => "",
        server => server,
    }
}

/// [`puzzles_server`] for the server a command came from.
fn own_server(ctx: &Ctx) -> &str {
    puzzles_server(&ctx.server)
}

/// The seats of an attempt at a puzzle solved from `solver_seat`: `solver`
/// there, the engine in the other.
fn seats(solver_seat: usize, solver: User) -> Vec<User> {
    let engine = User::engine(OPPONENT_LEVEL, 1);
    match solver_seat {
        0 => vec![solver, engine],
        _ => vec![engine, solver],
    }
}

/// Starts `ctx.user`'s attempt at `puzzle` in the channel (or
/// `game_channel`): its first message.
async fn start(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    puzzle: StoredPuzzle,
    game_channel: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let Some(g) = session.games.get(&puzzle.game) else {
        return refuse(Phrase::new("host-game-gone"));
    };
    let channel = game_channel.unwrap_or(&ctx.channel);
    if store::running_game(c, channel).await?.is_some() {
        return refuse(Phrase::new("puzzle-game-running-here"));
    }
    if super::opening::live_challenge(session, c, channel)
        .await?
        .is_some()
    {
        return refuse(Phrase::new("puzzle-challenge-open-here"));
    }
    let solver_seat = puzzle.seat as usize;
    let players = seats(solver_seat, ctx.user.clone());
    // A clock, so that an attempt left alone frees its channel (and
    // counts as given up).
    let terms = store::GameTerms {
        server: &ctx.server,
        rated: false,
        clock: Some((TURN_SECONDS, session.now + TURN_SECONDS)),
    };
    // Rated only at the solver's first try, and where no earlier attempt
    // left its answer in the channel's messages (a daily puzzle's).
    let tried = store::tried_puzzle(c, puzzle.id, &ctx.user.id).await?;
    let seen_here = store::puzzle_played_in(c, puzzle.id, channel).await?;
    let id = store::insert_game(c, channel, &puzzle.game, &players, &puzzle.state, terms).await?;
    let rated = !tried && !seen_here;
    store::start_attempt(c, id, puzzle.id, &ctx.user.id, rated, session.now).await?;
    let Some(row) = store::game(c, id).await? else {
        return refuse(Phrase::new("host-game-not-read-back"));
    };
    let solution = solution(&puzzle)?;
    let rating = store::puzzle_rating(c, puzzle.id)
        .await?
        .map_or(Glicko2Rating::new().rating, |r| r.0);
    let mut text = game_api::Words::from(
        Phrase::new("puzzle-start")
            .code("id", puzzle.id)
            .code("game", g.meta().title)
            .with("seat", g.meta().seat(solver_seat))
            .name("solver", &ctx.user)
            .with("turns", solver_turns(&solution))
            .code("rating", format!("{rating:.0}")),
    );
    if tried {
        text = text.line(Phrase::new("puzzle-tried-before"));
    } else if seen_here {
        text = text.line(Phrase::new("puzzle-played-here-before"));
    }
    if let Some(line) = where_from(c, &puzzle, ctx).await? {
        text = text.line(line);
    }
    let mut buttons = vec![controls::play_button(&row)];
    if let Some(button) = controls::page_button(session, c, id).await? {
        buttons.push(button);
    }
    let mut outs = vec![Out::Board {
        audience: Audience::Everyone,
        text,
        picture: g.board(&row, Viewer::Public)?,
        buttons,
    }];
    game_api::out::ping_first_public(&mut outs, vec![ctx.user.id.clone()]);
    if let Some(due) = row.deadline {
        game_api::out::due_first_public(&mut outs, due);
    }
    // In a game with secrets the solver's seat has its own (a pick, a
    // loadout): shown to them alone, as a player sees their own.
    if g.setup().is_some() {
        outs.push(Out::Board {
            audience: Audience::Private(ctx.user.id.clone()),
            text: Phrase::new("puzzle-your-view").into(),
            picture: g.board(&row, Viewer::Seat(solver_seat))?,
            buttons: vec![],
        });
    }
    Ok(outs)
}

/// The solution's turns, as stored.
fn solution(puzzle: &StoredPuzzle) -> Result<Vec<String>, NotDone> {
    serde_json::from_str(&puzzle.solution).map_err(|e| {
        NotDone::Fault(game_api::Fault::new(format!(
            "puzzle {} has no readable solution: {e}",
            puzzle.id
        )))
    })
}

/// How many of a solution's turns are the solver's (it starts and ends
/// with one).
fn solver_turns(solution: &[String]) -> i64 {
    solution.len().div_ceil(2) as i64
}

/// Where a puzzle came from, as the channel of an attempt may be told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Game `game`, whose server lists its games on the web: its page is
    /// public (linked once the attempt is over: before, it would show the
    /// answer).
    Listed {
        /// The game.
        game: i64,
        /// Whether it was played on the attempt's server.
        here: bool,
    },
    /// A game of the attempt's server, not listed.
    ThisServer,
    /// A game of another server (or a conversation), not listed.
    Elsewhere,
    /// A game no longer stored.
    Gone,
}

/// Where `puzzle` came from, as told on `server` (`` for a DM).
pub async fn source(
    c: &mut Conn,
    puzzle: &StoredPuzzle,
    server: &str,
) -> Result<Source, sqlx::Error> {
    let Some(game) = store::game(c, puzzle.game_id).await? else {
        return Ok(Source::Gone);
    };
    let here = game.server == server;
    Ok(if store::archive_on(c, &game.server).await? {
        Source::Listed {
            game: game.id,
            here,
        }
    } else if here {
        Source::ThisServer
    } else {
        Source::Elsewhere
    })
}

/// The puzzle game `game` is an attempt at, and where it came from: what
/// its page shows.
pub async fn attempt_source(
    c: &mut Conn,
    game: &GameRecord,
) -> Result<Option<(StoredPuzzle, Source)>, sqlx::Error> {
    let Some((_, puzzle)) = attempt_and_puzzle(c, game).await? else {
        return Ok(None);
    };
    let from = source(c, &puzzle, puzzles_server(&game.server)).await?;
    Ok(Some((puzzle, from)))
}

/// The line saying where a puzzle came from, as an attempt starts: no
/// game named yet (its record would show the answer).
async fn where_from(
    c: &mut Conn,
    puzzle: &StoredPuzzle,
    ctx: &Ctx,
) -> Result<Option<Phrase>, NotDone> {
    Ok(match source(c, puzzle, own_server(ctx)).await? {
        Source::Gone => None,
        Source::ThisServer | Source::Listed { here: true, .. } => {
            Some(Phrase::new("puzzle-from-this-server"))
        }
        Source::Elsewhere | Source::Listed { here: false, .. } => {
            Some(Phrase::new("puzzle-from-elsewhere"))
        }
    })
}

/// The line naming the game a puzzle came from, with its page, once an
/// attempt is over; only for a game whose server lists its games.
async fn source_line(
    session: &Session<'_>,
    c: &mut Conn,
    puzzle: &StoredPuzzle,
) -> Result<Option<Phrase>, NotDone> {
    let Source::Listed { game, .. } = source(c, puzzle, "").await? else {
        return Ok(None);
    };
    Ok(Some(
        match controls::page_button(session, c, game).await? {
            Some(page) => Phrase::new("puzzle-from-game-page")
                .code("source", game)
                .code("url", page.id),
            None => Phrase::new("puzzle-from-game").code("source", game),
        },
    ))
}

/// The attempt game `game` is, if it is one. Only an unrated game with an
/// engine seat can be: every other game is told apart without a read.
async fn attempt_of(c: &mut Conn, game: &GameRecord) -> Result<Option<PuzzleAttempt>, sqlx::Error> {
    if !may_be_attempt(game) {
        return Ok(None);
    }
    store::attempt(c, game.id).await
}

/// The attempt game `game` is, and its puzzle, if both are stored.
async fn attempt_and_puzzle(
    c: &mut Conn,
    game: &GameRecord,
) -> Result<Option<(PuzzleAttempt, StoredPuzzle)>, sqlx::Error> {
    let Some(attempt) = attempt_of(c, game).await? else {
        return Ok(None);
    };
    Ok(store::puzzle(c, attempt.puzzle_id)
        .await?
        .map(|puzzle| (attempt, puzzle)))
}

/// Whether `game` may be a puzzle attempt: unrated, with an engine seat.
fn may_be_attempt(game: &GameRecord) -> bool {
    !game.rated && game.players.iter().any(User::is_engine)
}

/// The engine's reply in an attempt: the solution's next turn (`None`
/// for any other game).
pub(super) async fn reply(c: &mut Conn, game: &GameRecord) -> Result<Option<String>, NotDone> {
    let Some((_, puzzle)) = attempt_and_puzzle(c, game).await? else {
        return Ok(None);
    };
    let step = turns_played(c, game.id).await?;
    Ok(solution(&puzzle)?.get(step).cloned())
}

/// Turns played so far in game `id` (set-up entries and notes not counted).
async fn turns_played(c: &mut Conn, id: i64) -> Result<usize, NotDone> {
    Ok(store::turns(c, id)
        .await?
        .iter()
        .filter(|e| e.kind == EntryKind::Turn)
        .count())
}

/// What a change of a puzzle attempt is.
pub(super) struct Checked {
    /// The attempt.
    attempt: PuzzleAttempt,
    /// Whether this change played the solution's last turn.
    solved: bool,
    /// What the change's message adds (right, solved, the rating moved).
    pub line: Option<Phrase>,
    /// How the attempt ends (solved), with each seat's place, when the
    /// game itself does not end it.
    pub ending: Option<(game_api::Ending, Option<Vec<u8>>)>,
}

/// Checks a change of `game` when it is a puzzle attempt, before the
/// commit writes it: the log entry it adds (`log`) and the position it
/// leads to (`next`). A solver's turn that is not the solution's is
/// refused (and its miss noted on the session); the solution's last one
/// ends the game as solved, with the rating it moves. `None` for any
/// other game.
pub(super) async fn check(
    session: &Session<'_>,
    c: &mut Conn,
    g: &dyn Game,
    game: &GameRecord,
    log: Option<&(usize, game_api::LogLine)>,
    next: Option<&game_api::Next>,
) -> Result<Option<Checked>, NotDone> {
    let Some(attempt) = attempt_of(c, game).await? else {
        return Ok(None);
    };
    // Judged against the game as stored: a change another unit committed
    // first is refused as such, never taken for a wrong answer.
    if store::lock_game_version(c, game.id).await? != Some(game.version) {
        return Err(NotDone::Refused(Refusal::because(
            Why::CommittedFirst,
            Phrase::new("host-committed-first"),
        )));
    }
    let solver_seat = game.players.iter().position(|p| p.id == attempt.solver);
    let unchecked = |attempt| Checked {
        attempt,
        solved: false,
        line: None,
        ending: None,
    };
    let Some((seat, line)) = log.filter(|(seat, _)| Some(*seat) == solver_seat) else {
        // The engine's reply, a resignation, an abort.
        return Ok(Some(unchecked(attempt)));
    };
    let Some(puzzle) = store::puzzle(c, attempt.puzzle_id).await? else {
        return Err(NotDone::Fault(game_api::Fault::new(format!(
            "attempt {} is at a puzzle no longer stored",
            game.id
        ))));
    };
    let solution = solution(&puzzle)?;
    let step = turns_played(c, game.id).await?;
    let expected = solution
        .get(step)
        .and_then(|turn| g.replay_state(&game.state, &[(*seat, turn.as_str())]).ok());
    let played = next.map(|n| &n.text);
    let right = line.kind == EntryKind::Turn && expected.is_some() && played == expected.as_ref();
    if !right {
        session
            .puzzle_misses
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(game.id);
        let counted = attempt.rated && attempt.outcome.is_none();
        return Err(NotDone::Refused(Refusal::because(
            Why::NotTheAnswer,
            Phrase::new(if counted {
                "puzzle-not-the-answer-counted"
            } else {
                "puzzle-not-the-answer"
            }),
        )));
    }
    if step + 1 < solution.len() {
        return Ok(Some(Checked {
            line: Some(Phrase::new("puzzle-right-go-on")),
            ..unchecked(attempt)
        }));
    }
    let places = (0..game.players.len())
        .map(|s| if s == *seat { 1 } else { 2 })
        .collect();
    let ending = game_api::Ending::new(
        GameStatus::Won,
        Phrase::new("puzzle-solved-result").name("solver", game.player(*seat)),
    );
    let line = match rate(c, &attempt, &puzzle, attempt.misses == 0).await? {
        Some(moved) => Phrase::new("puzzle-solved-rated").with("rating", moved),
        None => Phrase::new("puzzle-solved"),
    };
    Ok(Some(Checked {
        attempt,
        solved: true,
        line: Some(line),
        ending: Some((ending, Some(places))),
    }))
}

/// What the end of an attempt adds to its last message (in the commit
/// that ends it): a give-up's rating, and Next puzzle instead of Rematch
/// and Analysis.
pub(super) async fn ended(
    session: &Session<'_>,
    c: &mut Conn,
    checked: &Checked,
    (g, game): (&dyn Game, &GameRecord),
    outs: &mut [Out],
) -> Result<(), NotDone> {
    if checked.solved {
        // The turn's picture was drawn before the solution ended the
        // game: the board is shown again as it ended.
        let shown = outs
            .iter_mut()
            .filter(|o| *o.audience() == Audience::Everyone)
            .find_map(|o| match o {
                Out::Board { picture, .. } | Out::Rich { picture, .. } => Some(picture),
                Out::Plain(_) => None,
            });
        if let Some(picture) = shown {
            *picture = g.board(game, Viewer::Public)?;
        }
    }
    let Some(puzzle) = store::puzzle(c, checked.attempt.puzzle_id).await? else {
        return Ok(());
    };
    if !checked.solved
        && let Some(moved) = rate(c, &checked.attempt, &puzzle, false).await?
    {
        append_first_public(
            outs,
            Phrase::new("puzzle-given-up-rated").with("rating", moved),
        );
    }
    // Now that it is over, the game it came from may be named.
    if let Some(line) = source_line(session, c, &puzzle).await? {
        append_first_public(outs, line);
    }
    game_api::out::button_first_public(outs, next_button());
    Ok(())
}

/// The Next puzzle button.
pub fn next_button() -> Button {
    Button {
        id: ButtonId::Puzzle { id: None }.to_string(),
        label: Phrase::new("button-next-puzzle").into(),
        style: ButtonStyle::Primary,
    }
}

/// Counts a miss in attempt `game_id` and, if it is rated and not yet,
/// rates it as missed (its own unit, after the refusal: see
/// [`super::Host::transact`]).
pub(super) async fn count_miss(
    _session: &Session<'_>,
    c: &mut Conn,
    game_id: i64,
) -> Result<(), NotDone> {
    let Some(attempt) = store::attempt(c, game_id).await? else {
        return Ok(());
    };
    store::count_miss(c, game_id).await?;
    if let Some(puzzle) = store::puzzle(c, attempt.puzzle_id).await? {
        rate(c, &attempt, &puzzle, false).await?;
    }
    Ok(())
}

/// Rates `attempt` once, if it is rated: the solver's puzzle rating in
/// the puzzle's game and the puzzle's own move by Glicko-2, as after a
/// game the solver won (`solved`) or lost against the puzzle. The
/// solver's rating before and after, as words, when it moved.
async fn rate(
    c: &mut Conn,
    attempt: &PuzzleAttempt,
    puzzle: &StoredPuzzle,
    solved: bool,
) -> Result<Option<Phrase>, NotDone> {
    if !attempt.rated
        || !store::set_outcome(c, attempt.game_id, if solved { "solved" } else { "missed" }).await?
    {
        return Ok(None);
    }
    crate::ratings::lock(c, &format!("puzzle/{}/{}", puzzle.game, attempt.solver)).await?;
    let start = Glicko2Rating::new();
    let before = store::player_puzzle_rating(c, &attempt.solver, &puzzle.game)
        .await?
        .unwrap_or(PuzzleRating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            solved: 0,
            missed: 0,
        });
    let Some(own) = store::puzzle_rating(c, puzzle.id).await? else {
        return Ok(None);
    };
    let (solver, puzzle_after) = rated(&before, own, solved);
    let after = PuzzleRating {
        rating: solver.rating,
        deviation: solver.deviation,
        volatility: solver.volatility,
        solved: before.solved + i64::from(solved),
        missed: before.missed + i64::from(!solved),
    };
    store::set_player_puzzle_rating(c, &attempt.solver, &puzzle.game, &after).await?;
    store::set_puzzle_rating(
        c,
        puzzle.id,
        (
            puzzle_after.rating,
            puzzle_after.deviation,
            puzzle_after.volatility,
        ),
    )
    .await?;
    Ok(Some(
        Phrase::new("puzzle-rating-moved")
            .code("before", format!("{:.0}", before.rating))
            .code("after", format!("{:.0}", after.rating)),
    ))
}

/// The solver's and the puzzle's ratings after one rated attempt: Glicko-2
/// as a game the solver won (`solved`) or lost against the puzzle.
pub fn rated(
    solver: &PuzzleRating,
    puzzle: store::Glicko,
    solved: bool,
) -> (Glicko2Rating, Glicko2Rating) {
    let solver = Glicko2Rating {
        rating: solver.rating,
        deviation: solver.deviation,
        volatility: solver.volatility,
    };
    let puzzle = Glicko2Rating {
        rating: puzzle.0,
        deviation: puzzle.1,
        volatility: puzzle.2,
    };
    let outcome = if solved {
        Outcomes::WIN
    } else {
        Outcomes::LOSS
    };
    glicko2(&solver, &puzzle, &outcome, &Glicko2Config::new())
}

impl super::Host {
    /// Posts the daily puzzles not yet posted today, looking once a day
    /// (a server that turns its daily puzzle on is shown today's at once).
    pub async fn daily_puzzle_duty(&self) {
        use std::sync::atomic::Ordering;
        let today = self.now().div_euclid(DAY);
        if self.daily_posted.load(Ordering::Relaxed) >= today {
            return;
        }
        let posts = match self
            .transact(async |session, c| post_daily(session, c).await)
            .await
        {
            Ok(posts) => posts,
            Err(e) => {
                tracing::warn!("could not post the daily puzzles: {e:?}");
                return;
            }
        };
        self.daily_posted.store(today, Ordering::Relaxed);
        for post in posts {
            let ctx = Ctx {
                server: post.server.clone(),
                channel: post.channel.clone(),
                user: User::named(""),
                manages_server: false,
            };
            let answer = self.deliver(&ctx, Ok((post.outs, vec![]))).await;
            self.publish_said(&post.channel, answer.replies, vec![])
                .await;
        }
    }
}

/// `/puzzle daily:on|off`: who manages the server has a puzzle posted in
/// this channel every day (today's at once), or stops it.
async fn set_daily(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    on: bool,
) -> Result<Vec<Out>, NotDone> {
    if !ctx.in_a_server() {
        return refuse(Phrase::new("puzzle-daily-servers-only"));
    }
    if !ctx.manages_server {
        return refuse(Phrase::new("puzzle-daily-managers-only"));
    }
    let today = session.now.div_euclid(DAY);
    if !on {
        store::set_daily_puzzle(c, &ctx.server, None).await?;
        return Ok(vec![Out::Plain(Reply::public(Phrase::new(
            "puzzle-daily-off",
        )))]);
    }
    store::set_daily_puzzle(c, &ctx.server, Some((ctx.channel.as_str(), today + 1))).await?;
    let mut outs = vec![Out::Plain(Reply::public(Phrase::new("puzzle-daily-on")))];
    if let Some(puzzle) = store::puzzle_of_day(c, &ctx.server, today).await?
        && let Some(g) = session.games.get(&puzzle.game)
    {
        outs.extend(daily_message(g, &puzzle)?);
    }
    Ok(outs)
}

/// A daily puzzle posted: where, and the message.
pub struct DailyPost {
    /// The server.
    pub server: String,
    /// The channel.
    pub channel: String,
    /// What to send there.
    pub outs: Vec<Out>,
}

/// Posts each server's daily puzzle not yet posted today, each recorded
/// as posted in the same transaction that makes its message (so a crash
/// neither loses nor repeats one).
pub(super) async fn post_daily(
    session: &Session<'_>,
    c: &mut Conn,
) -> Result<Vec<DailyPost>, NotDone> {
    let today = session.now.div_euclid(DAY);
    let mut posts = Vec::new();
    for due in store::daily_puzzles_due(c, today).await? {
        if !store::daily_puzzle_posted(c, &due.server, today).await? {
            continue;
        }
        let Some(puzzle) = store::puzzle_of_day(c, &due.server, today).await? else {
            continue;
        };
        let Some(g) = session.games.get(&puzzle.game) else {
            continue;
        };
        let outs = match daily_message(g, &puzzle) {
            Ok(outs) => outs,
            Err(e) => {
                tracing::error!("the daily puzzle {} cannot be shown: {e:?}", puzzle.id);
                continue;
            }
        };
        posts.push(DailyPost {
            server: due.server,
            channel: due.channel,
            outs,
        });
    }
    Ok(posts)
}

/// The daily puzzle's message: its position for everyone, and Solve.
fn daily_message(g: &dyn Game, puzzle: &StoredPuzzle) -> Result<Vec<Out>, NotDone> {
    let seat = puzzle.seat as usize;
    // Nobody sits in it yet: the seat to move is named `?`.
    let players = seats(seat, User::named("?"));
    let shown = GameRecord::unstored(&puzzle.game, players, puzzle.state.clone());
    let text = Phrase::new("puzzle-daily")
        .code("id", puzzle.id)
        .code("game", g.meta().title)
        .with("seat", g.meta().seat(seat))
        .with("turns", solver_turns(&solution(puzzle)?));
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text: text.into(),
        picture: g.board(&shown, Viewer::Public)?,
        buttons: vec![Button {
            id: ButtonId::Puzzle {
                id: Some(puzzle.id),
            }
            .to_string(),
            label: Phrase::new("button-solve-puzzle").into(),
            style: ButtonStyle::Primary,
        }],
    }])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solution_of_three_turns_is_two_of_the_solvers() {
        let line: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        assert_eq!(solver_turns(&line), 2);
        assert_eq!(solver_turns(&line[..1]), 1);
    }

    #[test]
    fn a_solved_puzzle_raises_the_solver_and_lowers_the_puzzle() {
        let start = Glicko2Rating::new();
        let solver = PuzzleRating {
            rating: start.rating,
            deviation: start.deviation,
            volatility: start.volatility,
            solved: 0,
            missed: 0,
        };
        let own = (start.rating, start.deviation, start.volatility);
        let (s, p) = rated(&solver, own, true);
        assert!(s.rating > 1500.0 && p.rating < 1500.0);
        let (s, p) = rated(&solver, own, false);
        assert!(s.rating < 1500.0 && p.rating > 1500.0);
    }
}
