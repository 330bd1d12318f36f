//! The one way a game's stored state changes. A player's turn, End turn,
//! a choice session's turn, the engine's turn, a resignation, a draw, an
//! abort and the clock's time-outs all describe what changed as a
//! [`Change`], and [`commit`] does the rest the same way for each: the
//! version check (two racing commits never both succeed), the log entry,
//! the drafts, the clock, the end of a game only engines are left in,
//! ratings, who is notified and the message's buttons — all on the host's
//! injected clock, in the command's own transaction.

use super::lookup::{adapter, seat};
use super::staging;
use super::{Ctx, NotDone, Session};
use crate::ratings;
use crate::store::{self, Conn};
use game_api::out::{
    append_first_public, button_first_public, due_first_public, first_line_then, ping_first_public,
};
use game_api::{Effect, Ending, GameRecord, GameStatus, Next, Out};

/// What made a change: it decides how a game the last person leaves
/// ends, and whose draft goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Cause {
    /// A seated user acted (their turn, resignation, draw, abort): their
    /// id and seat.
    Seat(String, usize),
    /// The clock: the seat on turn ran out of time (`Some`), or an abort
    /// before the second turn (`None`).
    Clock(Option<usize>),
}

/// A change of a game, as its maker describes it.
#[derive(Debug)]
pub(super) struct Change {
    /// Who or what made it.
    pub cause: Cause,
    /// The new state and who acts next, when the position changed.
    pub next: Option<Next>,
    /// The log entry, made by this seat (replayed by `gamehost verify`).
    pub log: Option<(usize, game_api::LogLine)>,
    /// The last move, when this change moved.
    pub last_move: Option<Option<String>>,
    /// Kinds lost per seat, replacing the stored list.
    pub captured: Option<Vec<Vec<String>>>,
    /// How the game ended, if it did, with each seat's place for ratings.
    pub ended: Option<(Ending, Option<Vec<u8>>)>,
    /// Whether a standing draw offer by another player lapses.
    pub lapses_draw: bool,
    /// When the next seat's clock starts: the commit's time, or for a
    /// time-out the moment the last deadline passed.
    pub clock_from: i64,
    /// What to send.
    pub outs: Vec<Out>,
}

impl Change {
    /// A change by `cause` at `now` that sends `outs`, and changes nothing
    /// else yet.
    pub fn new(cause: Cause, now: i64, outs: Vec<Out>) -> Change {
        Change {
            cause,
            next: None,
            log: None,
            last_move: None,
            captured: None,
            ended: None,
            lapses_draw: false,
            clock_from: now,
            outs,
        }
    }
}

/// Stores `change` of `game` and returns what to send; `None` when the
/// game changed meanwhile (its version moved on: nothing is written).
pub(super) async fn commit(
    session: &Session<'_>,
    c: &mut Conn,
    mut game: GameRecord,
    mut change: Change,
) -> Result<Option<Vec<Out>>, NotDone> {
    let g = adapter(session.games, &game)?;
    // A puzzle attempt's turn must be its solution's (issue 48).
    let puzzle = super::puzzle::check(
        session,
        c,
        g,
        &game,
        change.log.as_ref(),
        change.next.as_ref(),
    )
    .await?;
    if let Some(checked) = &puzzle {
        if let Some(line) = &checked.line {
            append_first_public(&mut change.outs, line.clone());
        }
        if change.ended.is_none() {
            change.ended = checked.ending.clone();
        }
    }
    let expected = game.version;
    let actor = match &change.cause {
        Cause::Seat(id, _) => Some(id.clone()),
        Cause::Clock(_) => None,
    };
    let mut to_act = vec![];
    let mut standings = None;
    if let Some(next) = change.next {
        game.state = next.text;
        to_act = next.to_act;
        standings = next.standings;
    }
    if let Some(last) = change.last_move {
        game.last_move = last;
    }
    if let Some(captured) = change.captured {
        game.captured = captured;
    }
    if change.lapses_draw {
        game.draw_offer.take_if(|o| Some(&*o) != actor.as_ref());
    }
    let mut places = None;
    if let Some((ending, given)) = change.ended {
        game.status = ending.status;
        game.result = Some(ending.result);
        places = given.or(standings);
    }
    // A game that plays on without a seat that left (Throne) ends once
    // only the engine's seats are left: the bot does not play on alone.
    let engines_alone = game.running() && only_engines_left(g, &game);
    if engines_alone {
        let (who, status, how) = match &change.cause {
            Cause::Seat(_, s) => (*s, GameStatus::Resigned, "resigned"),
            Cause::Clock(s) => (s.unwrap_or(0), GameStatus::Timeout, "timeout"),
        };
        game.status = status;
        game.result = Some(
            game_api::Phrase::new("ending-engines-alone-result")
                .name("who", game.player(who))
                .with("seat", g.meta().seat(who))
                .code("how", how)
                .into(),
        );
    }
    if !game.running() {
        game.draw_offer = None;
        // Who won, as data: a result with no places (an abort) keeps none.
        game.places = places
            .clone()
            .filter(|p| p.len() == game.players.len() && game.status != GameStatus::Aborted);
    }
    // The next seat's clock runs from this change.
    game.deadline = match game.turn_seconds {
        Some(s) if game.running() => Some(change.clock_from + s),
        _ => None,
    };
    game.reminded = false;
    let asked = super::notify::people_to_ask(&game, &to_act, actor.as_deref());
    let Some(anyone_asked) = store::update_game_asking(c, &game, expected, &asked).await? else {
        return Ok(None);
    };
    game.version = expected + 1;
    session.wrote(g, &game);
    if anyone_asked {
        super::notify::after_commit(session, c, &game, &to_act, actor.as_deref()).await?;
    }
    super::shown::settle_draw(session, c, &mut game).await?;
    if let Some((seat, entry)) = &change.log {
        let user = game
            .players
            .get(*seat)
            .map_or("", |u| u.id.as_str())
            .to_string();
        store::append_turn(c, game.id, &user, *seat, entry).await?;
    }
    match (&change.cause, game.running()) {
        (Cause::Seat(id, _), true) if session.draft_is_empty(game.id, id) => {}
        (Cause::Seat(id, _), true) => store::clear_draft(c, game.id, id).await?,
        _ => store::clear_drafts(c, game.id).await?,
    }
    let mut outs = change.outs;
    if engines_alone {
        first_line_then(&mut outs, game_api::Phrase::new("ending-engines-alone"));
    }
    let engines_to_act = !to_act.is_empty()
        && to_act
            .iter()
            .all(|&s| game.players.get(s).is_some_and(|u| u.is_engine()));
    if !game.running() || engines_to_act {
        // Nobody may press a turn's buttons: the game is over, or the
        // engine's seats play by themselves.
        game_api::out::drop_turn_controls(&mut outs);
    } else {
        // Whoever is to act may choose their turn without typing; their
        // game prepares the first step once this commits (a game that
        // keeps nothing ahead does nothing then).
        button_first_public(&mut outs, super::controls::play_button(&game));
        let people: Vec<usize> = to_act
            .iter()
            .copied()
            .filter(|&s| game.players.get(s).is_some_and(|u| !u.is_engine()))
            .collect();
        if !people.is_empty() {
            session
                .prepare
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((game.clone(), people));
        }
    }
    // Whoever must act next is notified (not the one who just acted, nor
    // the engine).
    let next: Vec<String> = to_act
        .into_iter()
        .filter_map(|s| game.players.get(s))
        .filter(|u| Some(&u.id) != actor.as_ref() && !u.is_engine())
        .map(|u| u.id.clone())
        .collect();
    ping_first_public(&mut outs, next);
    if let Some(due) = game.deadline {
        due_first_public(&mut outs, due);
    }
    if !game.running() {
        let log = store::turns(c, game.id).await?;
        // The finished log is kept compactly from now on.
        store::compact_log(c, game.id).await?;
        // R16, E99: what the game kept secret is told with its ending.
        if let Some(line) = g.setup().and_then(|s| s.at_end(&game, &log)) {
            append_first_public(&mut outs, line);
        }
        let event_line =
            super::tournament::results::game_ended(session, c, &game, g, places.as_deref()).await?;
        if let Some(line) = rate(session, c, &game, places).await? {
            append_first_public(&mut outs, line);
        }
        if let Some(line) = event_line {
            append_first_public(&mut outs, line);
        }
        if let Some(attempt) = &puzzle {
            // A puzzle is followed by the next, not replayed or analysed.
            super::puzzle::ended(session, c, attempt, (g, &game), &mut outs).await?;
        } else {
            button_first_public(&mut outs, super::controls::rematch_button(game.id));
            // Its analysis is made in the background from now on (issue 48).
            super::analysis::want_at_end(c, g, &game, &log, change.clock_from).await?;
            if super::analysis::worth_analysing(g, &game, &log) {
                button_first_public(&mut outs, super::analysis::analysis_button(game.id));
            }
        }
        // A game with no turn played has nothing to watch again.
        if g.turns_played(&log) > 0 {
            append_first_public(&mut outs, super::controls::replay_line(game.id));
        }
        if let Some(button) = super::controls::page_button(session, c, game.id).await? {
            button_first_public(&mut outs, button);
        }
    }
    Ok(Some(outs))
}

/// Whether every seat still playing in `game` is the engine's (and at
/// least one person sat in it).
pub(super) fn only_engines_left(g: &dyn game_api::Game, game: &GameRecord) -> bool {
    let people = game.players.iter().any(|u| !u.is_engine());
    let in_play = g.in_play(&game.state);
    people
        && !in_play.is_empty()
        && in_play
            .iter()
            .all(|&s| game.players.get(s).is_some_and(|u| u.is_engine()))
}

/// Rates a finished game when it is rated and `places` (per seat, 1 =
/// first) says how it ended; the line that announces the new ratings.
pub(super) async fn rate(
    session: &Session<'_>,
    c: &mut Conn,
    game: &GameRecord,
    places: Option<Vec<u8>>,
) -> Result<Option<game_api::Phrase>, sqlx::Error> {
    if !game.rated {
        return Ok(None);
    }
    let Some(places) = places.filter(|p| p.len() == game.players.len()) else {
        return Ok(None);
    };
    let Ok(g) = adapter(session.games, game) else {
        return Ok(None);
    };
    let system = ratings::System::for_players(*g.meta().players.end());
    let changes = ratings::record(c, game, system, &places, session.now).await?;
    let parts: Vec<game_api::Phrase> = changes
        .iter()
        .map(|ch| {
            game_api::Phrase::new("host-rating-moved")
                .name("who", ch.user.name.as_str())
                .code("before", system.show(ch.before))
                .code("after", system.show(ch.after))
        })
        .collect();
    Ok(Some(game_api::Phrase::new("host-ratings").with(
        "changes",
        game_api::Arg::List(game_api::Join::And, parts),
    )))
}

/// [`commit`] for a command: a change that lost the race to another is
/// refused with the sentence that says so.
pub(super) async fn commit_command(
    session: &Session<'_>,
    c: &mut Conn,
    game: GameRecord,
    change: Change,
) -> Result<Vec<Out>, NotDone> {
    match commit(session, c, game, change).await? {
        Some(outs) => Ok(outs),
        None => Err(NotDone::Refused(game_api::Refusal::because(
            game_api::Why::CommittedFirst,
            game_api::Phrase::new("host-committed-first"),
        ))),
    }
}

/// Stores what a game command did: a draft, or a committed action (through
/// the one commit path, [`super::commit`]).
pub(super) async fn apply(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    effect: Effect,
) -> Result<Vec<Out>, NotDone> {
    match effect {
        Effect::Reply(outs) => Ok(outs),
        Effect::Draft { draft, outs } => {
            let mut stored = staging::load(c, &game, &ctx.user.id).await?;
            stored.own = Some(draft);
            staging::save(c, &game, &ctx.user.id, &stored).await?;
            session.read_draft(game.id, &ctx.user.id, false);
            Ok(outs)
        }
        Effect::Commit(done) => {
            let seat = seat(&game, &ctx.user.id).unwrap_or(0);
            let cause = Cause::Seat(ctx.user.id.clone(), seat);
            let mut change = Change::new(cause, session.now, done.outs);
            change.next = Some(done.state);
            change.log = Some((seat, done.log));
            change.last_move = Some(done.last_move);
            change.captured = Some(done.captured);
            change.ended = done.ended.map(|e| (e, None));
            change.lapses_draw = done.lapses_draw;
            commit_command(session, c, game, change).await
        }
    }
}
