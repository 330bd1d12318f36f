//! The Rematch button under a finished game's last message: the same
//! players again, seats swapped (rotated for 3–4), same clock and rating.

use super::command::SideChoice;
use super::{Ctx, NotDone, Session, refuse};
use crate::store;
use crate::store::Conn;
use game_api::{Game, GameRecord, Out, Phrase};

/// A press of Rematch under game `id`'s final message.
pub(super) async fn rematch(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: i64,
) -> Result<Vec<Out>, NotDone> {
    let Some(old) = store::game(c, id).await? else {
        return refuse(Phrase::new("host-button-unknown-game"));
    };
    if old.channel != ctx.channel {
        return refuse(Phrase::new("host-button-other-channel"));
    }
    if old.status == game_api::GameStatus::Running {
        return refuse(Phrase::new("rematch-still-running"));
    }
    let Some(me) = old.players.iter().position(|p| p.id == ctx.user.id) else {
        return Err(game_api::not_seated(&old).into());
    };
    let Some(game) = session.games.get(&old.game) else {
        return refuse(Phrase::new("host-game-gone"));
    };
    // The other player pressed Rematch first: this press answers it.
    if let Some(open) = super::opening::live_challenge(session, c, &ctx.channel).await?
        && open.game == old.game
        && old.players.iter().any(|p| p.id == open.challenger.id)
    {
        if open.table.is_some() {
            return super::table::join(session, c, ctx, Some(open.id)).await;
        }
        if open.opponent.as_ref().is_some_and(|o| o.id == ctx.user.id) {
            return super::challenge::accept(session, c, ctx, Some(open.id), None).await;
        }
    }
    let turn_seconds = old.turn_seconds;
    let terms = (turn_seconds, old.rated);
    if *game.meta().players.end() > 2 {
        return rematch_table(session, c, ctx, &old, game, terms).await;
    }
    let Some(opponent) = old.players.get(1 - me.min(1)).cloned() else {
        return refuse(Phrase::new("rematch-no-opponent"));
    };
    // Seats swapped: the presser takes the other seat.
    let side = SideChoice::Seat(1 - me.min(1));
    let terms = super::challenge::Terms {
        turn_seconds,
        rated: old.rated,
        level: None,
    };
    super::challenge::challenge(session, c, ctx, opponent, game, side, terms).await
}

async fn rematch_table(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    old: &GameRecord,
    game: &dyn Game,
    terms: (Option<i64>, bool),
) -> Result<Vec<Out>, NotDone> {
    // Seats rotated: the first seat moves to the last; the presser opens it.
    let mut seats = old.players.clone();
    seats.rotate_left(1);
    super::table::open_table_with(session, c, ctx, game, seats, terms).await
}
