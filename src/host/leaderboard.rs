//! `/leaderboard` and `/profile`: ratings per server and game, read back.

use super::command::User;
use super::reply::Reply;
use super::{Ctx, NotDone, Session};
use crate::ratings::{self, System};
use crate::store;
use crate::store::Conn;
use game_api::{Game, Out};

/// How many players the leaderboard lists.
pub const TOP: usize = 10;

fn system(game: &dyn Game) -> System {
    System::for_players(*game.meta().players.end())
}

/// `/leaderboard [game]`: the ten best, with ratings and game counts, and the caller's place.
pub(super) async fn leaderboard(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let name = match game {
        Some(name) => Some(name.to_string()),
        None => store::latest_game(c, &ctx.channel).await?.map(|g| g.game),
    };
    let kind = name
        .and_then(|n| session.games.get(&n))
        .unwrap_or_else(|| session.games.first());
    let sys = system(kind);
    let board = ratings::leaderboard(c, &ctx.server, kind.meta().name).await?;
    let title = kind.meta().title;
    if board.is_empty() {
        return Ok(vec![Out::Plain(Reply::public(format!(
            "Nobody has a {title} rating on this server yet: finish a rated game first (challenges are rated unless they say rated:false)."
        )))]);
    }
    let mut lines = vec![format!("{title} leaderboard (? = provisional):")];
    // Equal ratings share a place.
    let mut place = 0;
    let mut last = None;
    for (i, r) in board.iter().enumerate() {
        if last != Some(r.rating) {
            place = i + 1;
            last = Some(r.rating);
        }
        if i < TOP {
            lines.push(format!(
                "{place}. {} {} ({} game{}: {}–{}–{})",
                r.user.name,
                r.shown(sys),
                r.games,
                if r.games == 1 { "" } else { "s" },
                r.wins,
                r.losses,
                r.draws
            ));
        }
    }
    // The asker's own place is for the asker alone.
    let mine = match board.iter().position(|r| r.user.id == ctx.user.id) {
        Some(i) => {
            let mine = &board[i];
            let rank = board.iter().filter(|r| r.rating > mine.rating).count() + 1;
            format!("You: {rank} of {} with {}.", board.len(), mine.shown(sys))
        }
        None => format!("You have no rated {title} game on this server yet."),
    };
    Ok(vec![
        Out::Plain(Reply::public(lines.join("\n"))),
        Out::Plain(Reply::private(&ctx.user.id, mine)),
    ])
}

/// `/profile [user]`: rating per game, wins, losses, draws, streak, last five games.
pub(super) async fn profile(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    user: Option<User>,
) -> Result<Vec<Out>, NotDone> {
    let who = user.unwrap_or_else(|| ctx.user.clone());
    let mut lines = vec![format!("{} on this server:", who.name)];
    let mut any = false;
    for kind in session.games.iter() {
        let sys = system(kind);
        let r = ratings::get(c, &ctx.server, kind.meta().name, sys, &who).await?;
        if r.games == 0 {
            continue;
        }
        any = true;
        lines.push(format!(
            "{}: {} · {} won, {} lost, {} drawn",
            kind.meta().title,
            r.shown(sys),
            r.wins,
            r.losses,
            r.draws
        ));
    }
    let results = ratings::results(c, &ctx.server, &who.id).await?;
    if !any || results.is_empty() {
        lines.push("No rated games yet.".into());
        return Ok(vec![Out::Plain(Reply::private(
            &ctx.user.id,
            lines.join("\n"),
        ))]);
    }
    let first = &results[0].outcome;
    let streak = results.iter().take_while(|r| &r.outcome == first).count();
    let word = match first.as_str() {
        "win" => "win",
        "loss" => "loss",
        _ => "draw",
    };
    let plural = if streak == 1 {
        word.to_string()
    } else if word == "loss" {
        "losses".to_string()
    } else {
        format!("{word}s")
    };
    lines.push(format!("Current streak: {streak} {plural}."));
    lines.push("Last games:".into());
    for r in results.iter().take(5) {
        let title = session
            .games
            .get(&r.game)
            .map_or(r.game.as_str(), |k| k.meta().title);
        let sys = session.games.get(&r.game).map_or(System::Glicko2, system);
        lines.push(format!(
            "game {} · {title} · {} · {} → {}",
            r.game_id,
            r.outcome,
            sys.show(r.before),
            sys.show(r.after)
        ));
    }
    Ok(vec![Out::Plain(Reply::private(
        &ctx.user.id,
        lines.join("\n"),
    ))])
}
