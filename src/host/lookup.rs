//! Finding things for a command: the channel's game, the asker's seat,
//! the game's rules behind a stored record, the names of the seats.

use super::{Ctx, Games, NotDone, refuse};
use crate::store::{self, Conn};
use game_api::{Game, GameRecord, Viewer};

/// The game a stored record is of, or a fault if no registered game has its name.
pub(super) fn adapter<'g>(games: &'g Games, game: &GameRecord) -> Result<&'g dyn Game, NotDone> {
    games.get(&game.game).ok_or_else(|| {
        NotDone::Fault(game_api::Fault::new(format!(
            "game {} is of a game not registered here: `{}`",
            game.id, game.game
        )))
    })
}

/// The running game in the channel, or a refusal saying how to start one.
pub(super) async fn running(c: &mut Conn, ctx: &Ctx) -> Result<GameRecord, NotDone> {
    match store::running_game(c, &ctx.channel).await? {
        Some(game) => {
            traced(&game, ctx);
            Ok(game)
        }
        None => Err(NotDone::Refused(game_api::Refusal::because(
            game_api::Why::NotAllowedHere,
            game_api::Phrase::new("host-no-game-running"),
        ))),
    }
}

/// The latest game in the channel (running or finished), or a refusal.
pub(super) async fn latest(c: &mut Conn, ctx: &Ctx) -> Result<GameRecord, NotDone> {
    match store::latest_game(c, &ctx.channel).await? {
        Some(game) => {
            traced(&game, ctx);
            Ok(game)
        }
        None => refuse(game_api::Phrase::new("host-no-game-yet")),
    }
}

/// Adds the game and the asker's seat to the command's log span.
fn traced(game: &GameRecord, ctx: &Ctx) {
    let span = tracing::Span::current();
    span.record("game", game.id);
    if let Some(seat) = seat(game, &ctx.user.id) {
        span.record("seat", seat);
    }
}

/// The seat `user` plays, if seated.
pub(super) fn seat(game: &GameRecord, user_id: &str) -> Option<usize> {
    game.players.iter().position(|p| p.id == user_id)
}

/// The player in `seat` (named `?` for no such seat).
pub(super) fn name(game: &GameRecord, seat: usize) -> &game_api::User {
    game.player(seat)
}

/// A player's name as an item of a list (an engine seat's said in the
/// reader's language).
pub(super) fn player(who: &game_api::User) -> game_api::Phrase {
    game_api::Phrase::new("host-player").name("who", who)
}

/// Who is looking: their seat if they play, else the public.
pub(super) fn viewer(game: &GameRecord, ctx: &Ctx) -> Viewer {
    seat(game, &ctx.user.id).map_or(Viewer::Public, Viewer::Seat)
}

/// The user's seat, if they are seated; otherwise a refusal.
pub(super) fn seated(game: &GameRecord, ctx: &Ctx) -> Result<usize, NotDone> {
    seat(game, &ctx.user.id).ok_or_else(|| NotDone::from(game_api::not_seated(game)))
}

/// `a vs b`: two players (or more, folded) of a game.
pub(super) fn versus(first: game_api::Phrase, second: game_api::Phrase) -> game_api::Phrase {
    game_api::Phrase::new("record-versus")
        .with("first", first)
        .with("second", second)
}
