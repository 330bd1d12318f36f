//! A game of an event ends: its result goes to the event in the game's
//! own commit (one transaction: the game's end and the event's next round
//! stand or fall together), and the game's channel is told what follows.

use super::{Loaded, round_text};
use crate::host::{NotDone, Session, refuse};
use crate::store::{self, Conn};
use game_api::{Game, GameRecord, GameStatus, Phrase, Words};
use tournament::event::{Finish, Format, Phase};

/// How often a report is tried again when another process changed the
/// event between its read and its write (another game of the event ended
/// at the same moment). Each try reads the event afresh.
const TRIES: usize = 8;

/// Reports `game`'s end to its event, if it is an event's game: the line
/// its channel is told (the next round, or what the event waits for).
/// `places` gives each seat's place (1 = first), when the game has a
/// result.
pub(crate) async fn game_ended(
    session: &Session<'_>,
    c: &mut Conn,
    game: &GameRecord,
    g: &dyn Game,
    places: Option<&[u8]>,
) -> Result<Option<Words>, NotDone> {
    let Some(board) = store::board_of_game(c, game.id).await? else {
        return Ok(None);
    };
    let finish = finish_of(g, game, &board.seats, places);
    for _ in 0..TRIES {
        let Some(mut loaded) = Loaded::by_id(c, board.event_id).await? else {
            return Ok(None);
        };
        if loaded.state.event.phase == Phase::Finished {
            return Ok(Some(Phrase::new("tournament-result-not-counted").into()));
        }
        let (round, number) = (board.round as usize, board.board as usize);
        let boards = match loaded
            .state
            .event
            .report(round, number, finish.clone(), session.now)
        {
            Ok(boards) => boards,
            Err(why) => {
                tracing::warn!(
                    "event {} round {round} board {number}: {why:?}",
                    board.event_id
                );
                return Ok(None);
            }
        };
        if !loaded.save(c).await? {
            continue;
        }
        loaded.add_boards(c, &boards).await?;
        return Ok(Some(after(&loaded, round, &boards)));
    }
    refuse(Phrase::new("tournament-changed"))
}

/// The event's result of a game: places as an order (ties by seat), all
/// level a draw; with no result (an abort before the second turn), the
/// seats that were to act lose — a no-show loses.
pub(crate) fn finish_of(
    g: &dyn Game,
    game: &GameRecord,
    seats: &[usize],
    places: Option<&[u8]>,
) -> Finish {
    let order = |key: &dyn Fn(usize) -> u8| {
        let mut at: Vec<usize> = (0..seats.len()).collect();
        at.sort_by_key(|&s| (key(s), s));
        Finish::Order(at.into_iter().map(|s| seats[s]).collect())
    };
    match places {
        Some(p) if p.len() == seats.len() => {
            if p.iter().all(|x| *x == p[0]) {
                Finish::Draw
            } else {
                order(&|s| p[s])
            }
        }
        _ => {
            let late = match game.status {
                GameStatus::Aborted => g.to_act(&game.state).unwrap_or_default(),
                _ => vec![],
            };
            if late.is_empty() || late.len() == seats.len() {
                Finish::Draw
            } else {
                order(&|s| u8::from(late.contains(&s)))
            }
        }
    }
}

/// What the game's channel is told after its result went in.
fn after(loaded: &Loaded, round: usize, boards: &[tournament::event::Board]) -> Words {
    let event = &loaded.state.event;
    if event.phase == Phase::Finished {
        return Phrase::new("tournament-last-game").into();
    }
    if !boards.is_empty() {
        let lead = match event.format {
            Format::Arena { .. } => Phrase::new("tournament-goes-on"),
            _ => Phrase::new("tournament-round-complete").with("round", round),
        };
        return Words::from(lead).then(round_text(loaded, boards));
    }
    if event.phase == Phase::Paused {
        return Phrase::new("tournament-paused-next").into();
    }
    match event.format {
        Format::Arena { .. } => Phrase::new("tournament-arena-goes-on").into(),
        _ => Phrase::new("tournament-round-waits")
            .with("round", round)
            .with("left", event.in_play().len())
            .into(),
    }
}
