//! `/leaderboard` and `/profile`: ratings per server and game, read back.

use super::command::User;
use super::reply::Reply;
use super::{Ctx, NotDone, Session};
use crate::ratings::{self, System};
use crate::store;
use crate::store::Conn;
use game_api::{Game, Out, Phrase, Words};

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
        return Ok(vec![Out::Plain(Reply::public(
            Phrase::new("leaderboard-nobody").code("game", title),
        ))]);
    }
    let mut lines = vec![Phrase::new("leaderboard-head").code("game", title)];
    // Equal ratings share a place.
    let mut place = 0;
    let mut last = None;
    for (i, r) in board.iter().enumerate() {
        if last != Some(r.rating) {
            place = i + 1;
            last = Some(r.rating);
        }
        if i < TOP {
            lines.push(
                Phrase::new("leaderboard-row")
                    .with("place", place)
                    .name("who", &r.user)
                    .code("rating", r.shown(sys))
                    .with("games", r.games)
                    .with("wins", r.wins)
                    .with("losses", r.losses)
                    .with("draws", r.draws),
            );
        }
    }
    // The asker's own place is for the asker alone.
    let mine = match board.iter().position(|r| r.user.id == ctx.user.id) {
        Some(i) => {
            let mine = &board[i];
            let rank = board.iter().filter(|r| r.rating > mine.rating).count() + 1;
            Phrase::new("leaderboard-you")
                .with("rank", rank)
                .with("count", board.len())
                .code("rating", mine.shown(sys))
        }
        None => Phrase::new("leaderboard-you-unrated").code("game", title),
    };
    Ok(vec![
        Out::Plain(Reply::public(Words::lines(lines))),
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
    let mut lines: Vec<Words> = vec![
        Phrase::new("leaderboard-profile-head")
            .name("who", &who)
            .into(),
    ];
    let mut any = false;
    for kind in session.games.iter() {
        let sys = system(kind);
        let r = ratings::get(c, &ctx.server, kind.meta().name, sys, &who).await?;
        if r.games == 0 {
            continue;
        }
        any = true;
        lines.push(
            Phrase::new("leaderboard-profile-game")
                .code("game", kind.meta().title)
                .code("rating", r.shown(sys))
                .with("wins", r.wins)
                .with("losses", r.losses)
                .with("draws", r.draws)
                .into(),
        );
    }
    // Puzzle ratings are the player's own, whatever the server (issue 48).
    for kind in session.games.iter() {
        let name = kind.meta().name;
        if let Some(p) = crate::store::player_puzzle_rating(c, &who.id, name).await? {
            lines.push(
                Phrase::new("leaderboard-profile-puzzles")
                    .code("game", kind.meta().title)
                    .code("rating", format!("{:.0}", p.rating))
                    .with("solved", p.solved)
                    .with("missed", p.missed)
                    .into(),
            );
        }
    }
    let results = ratings::results(c, &ctx.server, &who.id).await?;
    if !any || results.is_empty() {
        lines.push(Phrase::new("leaderboard-profile-none").into());
        return Ok(vec![Out::Plain(Reply::private(
            &ctx.user.id,
            Words::lines(lines),
        ))]);
    }
    let first = &results[0].outcome;
    let streak = results.iter().take_while(|r| &r.outcome == first).count();
    let streak_id = match first.as_str() {
        "win" => "leaderboard-streak-win",
        "loss" => "leaderboard-streak-loss",
        _ => "leaderboard-streak-draw",
    };
    lines.push(Phrase::new(streak_id).with("n", streak).into());
    lines.push(Phrase::new("leaderboard-last-games").into());
    for r in results.iter().take(5) {
        let title = session
            .games
            .get(&r.game)
            .map_or(r.game.as_str(), |k| k.meta().title);
        let sys = session.games.get(&r.game).map_or(System::Glicko2, system);
        let outcome = match r.outcome.as_str() {
            "win" => Phrase::new("leaderboard-outcome-win"),
            "loss" => Phrase::new("leaderboard-outcome-loss"),
            _ => Phrase::new("leaderboard-outcome-draw"),
        };
        lines.push(
            Phrase::new("leaderboard-last-game")
                .code("id", r.game_id)
                .code("game", title)
                .with("outcome", outcome)
                .code("before", sys.show(r.before))
                .code("after", sys.show(r.after))
                .into(),
        );
    }
    Ok(vec![Out::Plain(Reply::private(
        &ctx.user.id,
        Words::lines(lines),
    ))])
}
