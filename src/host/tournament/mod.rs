//! A server's tournaments, as the host runs them: `/tournament` (create,
//! join, leave, start, standings, withdraw, pause, resume, end), each
//! event's games created as host games in channels of their own
//! ([`placing`]), a game's end reported to its event in the game's own
//! commit ([`results`]), what the clock starts or closes ([`clock`]), and
//! the standings as text and picture ([`standings`], [`picture`]).
//!
//! Pairing itself is the `tournament` crate's; an event is stored as its
//! JSON with the host's additions ([`stored`]), changed only at the
//! version it was read at.

pub(crate) mod clock;
mod picture;
pub mod placing;
pub(crate) mod results;
pub mod standings;
mod stored;

use super::command::{EventAction, EventFormat, EventTerms, TurnTime, User};
use super::{Ctx, DEFAULT_TURN_SECONDS, NotDone, Session, refuse};
use crate::ratings;
use crate::store::{self, Conn, StoredEvent};
use game_api::{Out, Reply};
pub(crate) use stored::{EventState, Loaded};
use tournament::event::{Board, Event, Format, Phase};

/// An event's standings for a page: what it is (`a Swiss event of
/// Masters (3 rounds, 1 day per turn)`) and its table; `None` for an
/// event whose state cannot be read.
pub fn standings_of(games: &super::Games, row: StoredEvent) -> Option<(String, standings::Table)> {
    let loaded = Loaded::read(row).ok()?;
    Some((describe(games, &loaded), standings::table(games, &loaded)))
}

/// Arena length when `/tournament create` names none.
pub const DEFAULT_ARENA_SECONDS: i64 = 3600;

/// Rounds of a tables event (Throne) when the organiser names none,
/// before its final table.
pub const DEFAULT_TABLE_ROUNDS: usize = 3;

/// Runs a `/tournament` command.
pub(super) async fn command(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    action: EventAction,
) -> Result<Vec<Out>, NotDone> {
    if let EventAction::Create(terms) = action {
        return create(session, c, ctx, terms).await;
    }
    if let EventAction::Standings = action {
        let Some(row) = store::latest_event(c, &ctx.channel).await? else {
            return refuse(NO_EVENT);
        };
        let loaded = Loaded::read(row)?;
        return Ok(vec![standings_message(session, &loaded)]);
    }
    let Some(row) = store::current_event(c, &ctx.channel).await? else {
        return refuse(NO_EVENT);
    };
    let mut loaded = Loaded::read(row)?;
    let organiser = loaded.organised_by(&ctx.user.id, ctx.manages_server);
    let needs_organiser = matches!(
        action,
        EventAction::Start
            | EventAction::Withdraw { .. }
            | EventAction::Pause
            | EventAction::Resume
            | EventAction::End
    );
    if needs_organiser && !organiser {
        return refuse(
            "Only the event's organiser (who created it, or who manages the server) may do that.",
        );
    }
    let text = match action {
        EventAction::Create(_) | EventAction::Standings => {
            // Both are answered above, before the event is read.
            return Err(NotDone::Fault(game_api::Fault::new(
                "an event action reached the wrong handler",
            )));
        }
        EventAction::Join { player, level } => {
            join(session, c, ctx, &mut loaded, player, level, organiser).await?
        }
        EventAction::Leave => {
            let Some(at) = loaded.entry_of(&ctx.user.id) else {
                return refuse("You have not joined this event.");
            };
            loaded.state.event.leave(&ctx.user.id).map_err(refusal)?;
            loaded.state.players.remove(at);
            format!(
                "{} left the event ({}).",
                ctx.user.name,
                count_players(loaded.state.players.len())
            )
        }
        EventAction::Start => {
            let boards = start(session, &mut loaded).map_err(refusal)?;
            loaded.add_boards(c, &boards).await?;
            format!(
                "{} started the event. {}",
                ctx.user.name,
                round_text(&loaded, &boards)
            )
        }
        EventAction::Withdraw { player } => {
            let Some(p) = loaded.entry_of(&player.id) else {
                return refuse(format!("{} is not in this event.", player.name));
            };
            if loaded.state.event.phase == Phase::Open {
                loaded.state.event.leave(&player.id).map_err(refusal)?;
                loaded.state.players.remove(p);
                format!("{} is no longer entered in the event.", player.name)
            } else {
                let playing = loaded
                    .state
                    .event
                    .in_play()
                    .iter()
                    .any(|b| b.seats.contains(&p));
                loaded.state.event.withdraw(p).map_err(refusal)?;
                format!(
                    "{} withdrew {} from the event: no more pairings{}.",
                    ctx.user.name,
                    player.name,
                    if playing {
                        "; the game in play is played out"
                    } else {
                        ""
                    }
                )
            }
        }
        EventAction::Pause => {
            loaded.state.event.pause().map_err(refusal)?;
            "The event is paused: games in play go on, and no new round is paired until /tournament action:resume."
                .to_string()
        }
        EventAction::Resume => {
            let boards = loaded.state.event.resume(session.now).map_err(refusal)?;
            loaded.add_boards(c, &boards).await?;
            match boards.is_empty() {
                true => "The event is running again.".to_string(),
                false => format!(
                    "The event is running again. {}",
                    round_text(&loaded, &boards)
                ),
            }
        }
        EventAction::End => {
            if loaded.state.event.phase == Phase::Finished {
                return refuse("The event is over already.");
            }
            loaded.state.event.end();
            loaded.save_or_refuse(c).await?;
            // Its end is told here, with its standings, not again later.
            store::tell_end(c, loaded.row.id).await?;
            let mut out = standings_message(session, &loaded);
            game_api::out::prepend_first_public(
                std::slice::from_mut(&mut out),
                format!(
                    "{} ended the event; these standings are final (games still in play no longer count).",
                    ctx.user.name
                ),
            );
            return Ok(vec![out]);
        }
    };
    loaded.save_or_refuse(c).await?;
    let mut text = text;
    if loaded.state.event.phase == Phase::Finished {
        text.push_str(
            " The event is over: /tournament action:standings shows the final standings.",
        );
    }
    Ok(vec![Out::Plain(Reply::public(text))])
}

/// What a channel without an event is told.
const NO_EVENT: &str =
    "There is no event in this channel; an organiser creates one with /tournament action:create.";

fn refusal(r: tournament::event::Refusal) -> NotDone {
    NotDone::refused(refusal_text(r))
}

/// What a refusal of the tournament's says to people.
fn refusal_text(r: tournament::event::Refusal) -> &'static str {
    use tournament::event::Refusal;
    match r {
        Refusal::JoinAfterStart => "The event has started: nobody joins now.",
        Refusal::AlreadyJoined => "You have joined already.",
        Refusal::LeaveAfterStart => "The event has started: ask the organiser to withdraw you.",
        Refusal::NotJoined => "You have not joined.",
        Refusal::AlreadyStarted => "The event has started already.",
        Refusal::TooFewPlayers => "Too few players have joined to start.",
        Refusal::NotAPlayer => "That player is not in the event.",
        Refusal::NotRunning => "Only a running event can be paused.",
        Refusal::NotPaused => "The event is not paused.",
        Refusal::NotTheEventsGame => "That game is not one of the event's.",
        Refusal::ResultIn => "That game's result is in already.",
    }
}

/// `3 players`.
fn count_players(n: usize) -> String {
    match n {
        1 => "1 player".into(),
        n => format!("{n} players"),
    }
}

/// `/tournament action:create`.
async fn create(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    terms: EventTerms,
) -> Result<Vec<Out>, NotDone> {
    if let Some(open) = store::current_event(c, &ctx.channel).await? {
        let open = Loaded::read(open)?;
        return refuse(format!(
            "This channel has an event already ({}); it must end before another is created here.",
            describe(session.games, &open)
        ));
    }
    if session.games.get(&terms.game).is_none() {
        return refuse("That game is not hosted here any more.");
    }
    let turn_seconds = match terms.time {
        Some(TurnTime::Seconds(s)) => s,
        _ => DEFAULT_TURN_SECONDS,
    };
    let format = match terms.format {
        EventFormat::Swiss => Format::Swiss {
            rounds: terms.rounds.unwrap_or(0),
        },
        EventFormat::RoundRobin => Format::RoundRobin { double: false },
        EventFormat::DoubleRoundRobin => Format::RoundRobin { double: true },
        EventFormat::Knockout => Format::Knockout { draws: terms.draws },
        EventFormat::Arena => Format::Arena { until: 0 },
        EventFormat::Tables => Format::Tables {
            rounds: terms.rounds.unwrap_or(DEFAULT_TABLE_ROUNDS),
        },
    };
    let state = EventState {
        event: Event::new(format),
        players: vec![],
        turn_seconds,
        starts_at: terms.starts_in.map(|s| session.now + s),
        length: terms.length.unwrap_or(DEFAULT_ARENA_SECONDS),
        rounds: terms.rounds,
        closed: false,
    };
    let json = serde_json::to_string(&state)
        .map_err(|e| NotDone::Fault(game_api::Fault::new(format!("event state: {e}"))))?;
    let mut row = StoredEvent {
        id: 0,
        server: ctx.server.clone(),
        channel: ctx.channel.clone(),
        game: terms.game.clone(),
        organiser: ctx.user.id.clone(),
        state: json,
        version: 0,
    };
    row.id = store::create_event(c, &row, session.now).await?;
    let loaded = Loaded { row, state };
    // Its start time, for the sweeper.
    loaded.save_or_refuse(c).await?;
    let start = match terms.starts_in {
        Some(s) => format!(
            "It starts by itself in {} (or when {} starts it with /tournament action:start).",
            span(s),
            ctx.user.name
        ),
        None => format!("{} starts it with /tournament action:start.", ctx.user.name),
    };
    Ok(vec![Out::Plain(Reply::public(format!(
        "{} created {}. Join with /tournament action:join; {start}",
        ctx.user.name,
        describe(session.games, &loaded)
    )))])
}

/// `30 minutes`, `2 hours`, `1 day`.
fn span(seconds: i64) -> String {
    let (n, unit) = match seconds {
        s if s % 86_400 == 0 => (s / 86_400, "day"),
        s if s % 3600 == 0 => (s / 3600, "hour"),
        s if s % 60 == 0 => (s / 60, "minute"),
        s => (s, "second"),
    };
    match n {
        1 => format!("1 {unit}"),
        n => format!("{n} {unit}s"),
    }
}

/// `a Swiss event of Masters (5 rounds, 1 day per turn)`.
pub(crate) fn describe(games: &super::Games, loaded: &Loaded) -> String {
    let title = games
        .get(&loaded.row.game)
        .map_or("a game", |g| g.meta().title);
    let per_turn = span(loaded.state.turn_seconds);
    let rounds = |n: usize| match n {
        0 => "rounds by the number of players".to_string(),
        1 => "1 round".to_string(),
        n => format!("{n} rounds"),
    };
    match &loaded.state.event.format {
        Format::Swiss { rounds: n } => {
            format!(
                "a Swiss event of {title} ({}, {per_turn} per turn)",
                rounds(*n)
            )
        }
        Format::RoundRobin { double: false } => {
            format!("a round robin of {title} ({per_turn} per turn)")
        }
        Format::RoundRobin { double: true } => {
            format!("a double round robin of {title} ({per_turn} per turn)")
        }
        Format::Knockout { draws } => format!(
            "a knockout of {title} ({per_turn} per turn; a drawn game {})",
            match draws {
                tournament::knockout::DrawRule::Replay => "is played again, seats reversed",
                tournament::knockout::DrawRule::HigherSeed => "sends the higher seed through",
            }
        ),
        Format::Arena { .. } => format!(
            "an arena of {title} (games paired for {}, {per_turn} per turn)",
            span(loaded.state.length)
        ),
        Format::Tables { rounds: n } => format!(
            "a {title} event at tables ({} then a final table, {per_turn} per turn)",
            rounds(*n)
        ),
    }
}

/// `/tournament action:join`.
async fn join(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    loaded: &mut Loaded,
    player: Option<User>,
    level: Option<u8>,
    organiser: bool,
) -> Result<String, NotDone> {
    let mut user = player.unwrap_or_else(|| ctx.user.clone());
    if user.id != ctx.user.id && !organiser {
        return refuse(
            "Only the event's organiser may enter someone else; join yourself with /tournament action:join.",
        );
    }
    if game_api::user::is_engine_id(&user.id) {
        let bots = loaded
            .state
            .players
            .iter()
            .filter(|p| p.is_engine())
            .count();
        user = User::engine(level.unwrap_or(1), bots + 1);
    } else if level.is_some() {
        return refuse(
            "`level:` is for entering the bot, like /tournament action:join player:engine level:1.",
        );
    }
    let Some(game) = session.games.get(&loaded.row.game) else {
        return refuse("That game is not hosted here any more.");
    };
    let system = ratings::System::for_players(*game.meta().players.end());
    let rating = ratings::get(c, &loaded.row.server, &loaded.row.game, system, &user).await?;
    let seed_rating = (rating.rating * 100.0).round() as i32;
    loaded
        .state
        .event
        .join(&user.id, seed_rating)
        .map_err(|r| match user.id == ctx.user.id {
            true => refusal(r),
            false => NotDone::refused(format!("{} has joined already.", user.name)),
        })?;
    loaded.state.players.push(user.clone());
    Ok(format!(
        "{} joined the event ({}).",
        user.name,
        count_players(loaded.state.players.len())
    ))
}

/// Starts `loaded`'s event now: the rounds decided from the number of
/// players when the organiser named none, an arena's window opened; the
/// first round's games.
pub(crate) fn start(
    session: &Session<'_>,
    loaded: &mut Loaded,
) -> Result<Vec<Board>, tournament::event::Refusal> {
    let n = loaded.state.players.len();
    let event = &mut loaded.state.event;
    match &mut event.format {
        Format::Swiss { rounds } if *rounds == 0 => {
            // Enough rounds for one player to stand alone: ⌈log2 n⌉.
            *rounds = (usize::BITS - n.saturating_sub(1).leading_zeros()).max(1) as usize;
        }
        Format::Arena { until } => *until = session.now + loaded.state.length,
        _ => {}
    }
    event.start(session.now)
}

/// `Round 2: alice vs bob, carol vs dan; bye: erin. Each game opens in a thread of its own.`
pub(crate) fn round_text(loaded: &Loaded, boards: &[Board]) -> String {
    let Some(round) = boards.first().map(|b| b.round) else {
        return String::new();
    };
    let games: Vec<String> = boards
        .iter()
        .map(|b| {
            let names: Vec<&str> = b.seats.iter().map(|p| loaded.name(*p)).collect();
            names.join(" vs ")
        })
        .collect();
    let byes: Vec<&str> = loaded
        .state
        .event
        .boards()
        .iter()
        .filter(|b| b.round == round && b.seats.len() == 1)
        .map(|b| loaded.name(b.seats[0]))
        .collect();
    let which = match loaded.state.event.format {
        Format::Arena { .. } => "New games".to_string(),
        _ => format!("Round {round}"),
    };
    let mut text = format!("{which}: {}", games.join(", "));
    if !byes.is_empty() {
        text.push_str(&format!("; bye: {}", byes.join(", ")));
    }
    text.push_str(". Each game opens in a channel of its own.");
    text
}

/// The standings as a message: text and picture.
pub(crate) fn standings_message(session: &Session<'_>, loaded: &Loaded) -> Out {
    let table = standings::table(session.games, loaded);
    Out::Board {
        audience: game_api::reply::Audience::Everyone,
        text: standings::text(session.games, loaded, &table).into(),
        picture: Box::new(picture::StandingsPicture { table }),
        buttons: vec![],
    }
}
