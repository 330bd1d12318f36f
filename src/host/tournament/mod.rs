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
use game_api::{Arg, Join, Out, Phrase, Reply, Words};
pub use picture::StandingsPicture;
pub(crate) use stored::{EventState, Loaded};
use tournament::event::{Board, Event, Format, Phase};

/// An event's standings for a page: what it is (`a Swiss event of
/// Masters (3 rounds, 1 day per turn)`) and its table; `None` for an
/// event whose state cannot be read.
pub fn standings_of(games: &super::Games, row: StoredEvent) -> Option<(Phrase, standings::Table)> {
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
            return refuse(Phrase::new(NO_EVENT));
        };
        let loaded = Loaded::read(row)?;
        return Ok(vec![standings_message(session, &loaded)]);
    }
    let Some(row) = store::current_event(c, &ctx.channel).await? else {
        return refuse(Phrase::new(NO_EVENT));
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
        return refuse(Phrase::new("tournament-organiser-only"));
    }
    let text: Words = match action {
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
                return refuse(Phrase::new("tournament-you-not-joined"));
            };
            loaded.state.event.leave(&ctx.user.id).map_err(refusal)?;
            loaded.state.players.remove(at);
            Words::from(
                Phrase::new("tournament-left")
                    .name("who", &ctx.user)
                    .with("players", count_players(loaded.state.players.len())),
            )
        }
        EventAction::Start => {
            let boards = start(session, &mut loaded).map_err(refusal)?;
            loaded.add_boards(c, &boards).await?;
            Words::from(Phrase::new("tournament-started-by").name("who", &ctx.user))
                .then(round_text(&loaded, &boards))
        }
        EventAction::Withdraw { player } => {
            let Some(p) = loaded.entry_of(&player.id) else {
                return refuse(Phrase::new("tournament-not-in").name("who", &player));
            };
            if loaded.state.event.phase == Phase::Open {
                loaded.state.event.leave(&player.id).map_err(refusal)?;
                loaded.state.players.remove(p);
                Phrase::new("tournament-unentered")
                    .name("who", &player)
                    .into()
            } else {
                let playing = loaded
                    .state
                    .event
                    .in_play()
                    .iter()
                    .any(|b| b.seats.contains(&p));
                loaded.state.event.withdraw(p).map_err(refusal)?;
                let id = match playing {
                    true => "tournament-withdrew-playing",
                    false => "tournament-withdrew",
                };
                Phrase::new(id)
                    .name("organiser", &ctx.user)
                    .name("who", &player)
                    .into()
            }
        }
        EventAction::Pause => {
            loaded.state.event.pause().map_err(refusal)?;
            Phrase::new("tournament-paused").into()
        }
        EventAction::Resume => {
            let boards = loaded.state.event.resume(session.now).map_err(refusal)?;
            loaded.add_boards(c, &boards).await?;
            Words::from(Phrase::new("tournament-running-again")).then(round_text(&loaded, &boards))
        }
        EventAction::End => {
            if loaded.state.event.phase == Phase::Finished {
                return refuse(Phrase::new("tournament-over-already"));
            }
            loaded.state.event.end();
            loaded.save_or_refuse(c).await?;
            // Its end is told here, with its standings, not again later.
            store::tell_end(c, loaded.row.id).await?;
            let mut out = standings_message(session, &loaded);
            game_api::out::prepend_first_public(
                std::slice::from_mut(&mut out),
                Phrase::new("tournament-ended-by").name("who", &ctx.user),
            );
            return Ok(vec![out]);
        }
    };
    loaded.save_or_refuse(c).await?;
    let mut text = text;
    if loaded.state.event.phase == Phase::Finished {
        text = text.then(Phrase::new("tournament-over-see-standings"));
    }
    Ok(vec![Out::Plain(Reply::public(text))])
}

/// What a channel without an event is told.
const NO_EVENT: &str = "tournament-no-event";

fn refusal(r: tournament::event::Refusal) -> NotDone {
    NotDone::refused(refusal_text(r))
}

/// What a refusal of the tournament's says to people.
fn refusal_text(r: tournament::event::Refusal) -> Phrase {
    use tournament::event::Refusal;
    Phrase::new(match r {
        Refusal::JoinAfterStart => "tournament-refused-join-after-start",
        Refusal::AlreadyJoined => "tournament-refused-already-joined",
        Refusal::LeaveAfterStart => "tournament-refused-leave-after-start",
        Refusal::NotJoined => "tournament-refused-not-joined",
        Refusal::AlreadyStarted => "tournament-refused-already-started",
        Refusal::TooFewPlayers => "tournament-refused-too-few",
        Refusal::NotAPlayer => "tournament-refused-not-a-player",
        Refusal::NotRunning => "tournament-refused-not-running",
        Refusal::NotPaused => "tournament-refused-not-paused",
        Refusal::NotTheEventsGame => "tournament-refused-not-its-game",
        Refusal::ResultIn => "tournament-refused-result-in",
    })
}

/// `3 players`.
fn count_players(n: usize) -> Phrase {
    Phrase::new("tournament-players").with("n", n)
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
        return refuse(
            Phrase::new("tournament-busy").with("about", describe(session.games, &open)),
        );
    }
    if session.games.get(&terms.game).is_none() {
        return refuse(Phrase::new("tournament-game-gone"));
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
        Some(s) => Phrase::new("tournament-starts-in")
            .with("span", span(s))
            .name("who", &ctx.user),
        None => Phrase::new("tournament-starts-by").name("who", &ctx.user),
    };
    let created = Phrase::new("tournament-created")
        .name("who", &ctx.user)
        .with("about", describe(session.games, &loaded));
    Ok(vec![Out::Plain(Reply::public(
        Words::from(created).then(start),
    ))])
}

/// `30 minutes`, `2 hours`, `1 day`.
fn span(seconds: i64) -> Phrase {
    super::clock::span(seconds)
}

/// `a Swiss event of Masters (5 rounds, 1 day per turn)`.
pub(crate) fn describe(games: &super::Games, loaded: &Loaded) -> Phrase {
    let title = games
        .get(&loaded.row.game)
        .map_or(loaded.row.game.as_str(), |g| g.meta().title);
    let rounds = |n: usize| Phrase::new("tournament-rounds").with("n", n);
    let about = |id: &'static str| {
        Phrase::new(id)
            .code("game", title)
            .with("span", span(loaded.state.turn_seconds))
    };
    match &loaded.state.event.format {
        Format::Swiss { rounds: n } => about("tournament-about-swiss").with("rounds", rounds(*n)),
        Format::RoundRobin { double: false } => about("tournament-about-round-robin"),
        Format::RoundRobin { double: true } => about("tournament-about-double-round-robin"),
        Format::Knockout { draws } => about(match draws {
            tournament::knockout::DrawRule::Replay => "tournament-about-knockout-replay",
            tournament::knockout::DrawRule::HigherSeed => "tournament-about-knockout-seed",
        }),
        Format::Arena { .. } => {
            about("tournament-about-arena").with("length", span(loaded.state.length))
        }
        Format::Tables { rounds: n } => about("tournament-about-tables").with("rounds", rounds(*n)),
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
) -> Result<Words, NotDone> {
    let mut user = player.unwrap_or_else(|| ctx.user.clone());
    if user.id != ctx.user.id && !organiser {
        return refuse(Phrase::new("tournament-enter-yourself"));
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
        return refuse(Phrase::new("tournament-level-for-bot"));
    }
    let Some(game) = session.games.get(&loaded.row.game) else {
        return refuse(Phrase::new("tournament-game-gone"));
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
            false => NotDone::refused(Phrase::new("tournament-joined-already").name("who", &user)),
        })?;
    loaded.state.players.push(user.clone());
    Ok(Phrase::new("tournament-joined")
        .name("who", &user)
        .with("players", count_players(loaded.state.players.len()))
        .into())
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

/// `alice vs bob` (`alice vs bob vs carol` at a table): the players of a
/// game, each as `who` gives them.
pub(crate) fn versus(players: impl IntoIterator<Item = Arg>) -> Phrase {
    let mut players = players.into_iter();
    let first = players.next().unwrap_or(Arg::Name(String::new()));
    let Some(second) = players.next() else {
        return Phrase::new("tournament-name").with("who", first);
    };
    let mut shown = Phrase::new("tournament-versus")
        .with("first", first)
        .with("second", second);
    for next in players {
        shown = Phrase::new("tournament-versus")
            .with("first", shown)
            .with("second", next);
    }
    shown
}

/// `Round 2: alice vs bob, carol vs dan; bye: erin. Each game opens in a
/// channel of its own.` (nothing when no game was paired).
pub(crate) fn round_text(loaded: &Loaded, boards: &[Board]) -> Words {
    let Some(round) = boards.first().map(|b| b.round) else {
        return Words::new();
    };
    let games: Vec<Phrase> = boards
        .iter()
        .map(|b| {
            versus(
                b.seats
                    .iter()
                    .map(|p| Arg::Name(loaded.name(*p).to_string())),
            )
        })
        .collect();
    let byes: Vec<Phrase> = loaded
        .state
        .event
        .boards()
        .iter()
        .filter(|b| b.round == round && b.seats.len() == 1)
        .map(|b| Phrase::new("tournament-name").name("who", loaded.name(b.seats[0])))
        .collect();
    let arena = matches!(loaded.state.event.format, Format::Arena { .. });
    let id = match (arena, byes.is_empty()) {
        (true, true) => "tournament-new-games",
        (true, false) => "tournament-new-games-byes",
        (false, true) => "tournament-round",
        (false, false) => "tournament-round-byes",
    };
    let mut text = Phrase::new(id)
        .with("round", round)
        .with("games", Arg::List(Join::And, games));
    if !byes.is_empty() {
        text = text.with("byes", Arg::List(Join::And, byes));
    }
    text.into()
}

/// The standings as a message: text and picture.
pub(crate) fn standings_message(session: &Session<'_>, loaded: &Loaded) -> Out {
    let table = standings::table(session.games, loaded);
    Out::Board {
        audience: game_api::reply::Audience::Everyone,
        text: standings::text(session.games, loaded, &table),
        picture: Box::new(picture::StandingsPicture { table }),
        buttons: vec![],
    }
}
