//! `/mygames`: the player's running games in every server and channel,
//! whose turn each is and when it is due, each linked to its channel.

use super::{Ctx, NotDone, Session};
use crate::store::{self, Conn};
use game_api::{Arg, GameRecord, Join, Out, Phrase, Reply, Words};

/// The most games one answer lists (newest first); the rest are counted.
pub(super) const LISTED: usize = 10;

/// `/mygames`, answered privately.
pub(super) async fn my_games(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    // One more than listed tells whether there are more.
    let games = store::running_games_of(c, &ctx.user.id, LISTED as i64 + 1).await?;
    let text = if games.is_empty() {
        Words::from(Phrase::new("mygames-none"))
    } else {
        let mut lines = vec![Words::from(Phrase::new("mygames-header"))];
        for game in games.iter().take(LISTED) {
            if let Some(line) = line(session, game, &ctx.user.id) {
                lines.push(Words::code("- ").and(line));
            }
        }
        if games.len() > LISTED {
            lines.push(
                Phrase::new("mygames-more")
                    .with("listed", LISTED as i64)
                    .into(),
            );
        }
        Words::lines(lines)
    };
    Ok(vec![Out::Plain(Reply::private(&ctx.user.id, text))])
}

/// A channel as a message names it: Discord's mention for a Discord
/// channel id (a link in every client), `#name` for the console's.
pub(super) fn channel_mention(channel: &str) -> String {
    if channel.chars().all(|c| c.is_ascii_digit()) {
        format!("<#{channel}>")
    } else {
        format!("#{channel}")
    }
}

/// One game's line: which, against whom, where, and whose turn.
pub(super) fn line(session: &Session<'_>, game: &GameRecord, me: &str) -> Option<Phrase> {
    let g = session.games.get(&game.game)?;
    let mine = game.seat_of(me)?;
    let opponents: Vec<Phrase> = game
        .players
        .iter()
        .enumerate()
        .filter(|(s, _)| *s != mine)
        .map(|(_, p)| super::lookup::player(p))
        .collect();
    let to_act = g.to_act(&game.state).unwrap_or_default();
    let state = match (to_act.contains(&mine), game.deadline) {
        (true, Some(due)) => Phrase::new("mygames-your-turn-due").with("when", Arg::When(due)),
        (true, None) => Phrase::new("mygames-your-turn"),
        (false, _) => {
            let movers: Vec<Phrase> = to_act
                .iter()
                .map(|&s| super::lookup::player(game.player(s)))
                .collect();
            Phrase::new("mygames-waiting").with("movers", Arg::List(Join::And, movers))
        }
    };
    Some(
        Phrase::new("mygames-line")
            .code("title", g.meta().title)
            .with("number", game.id)
            .with("opponents", Arg::List(Join::And, opponents))
            .code("channel", channel_mention(&game.channel))
            .with("state", state),
    )
}
