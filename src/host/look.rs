//! Looking at a game: `/board` for everyone, `/game` and `/history`
//! privately, each as the asker may see it.

use super::lookup::{adapter, latest, name, viewer};
use super::reply::{Attachment, Audience, Reply};
use super::{Ctx, NotDone, Session, clock};
use crate::ratings;
use crate::store::Conn;
use crate::store::{self};
use game_api::{Arg, Out, Phrase, Viewer, Words};

/// `/board`: the current (or last finished) game, for everyone.
pub(super) async fn board(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let game = latest(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    let text = g.status_line(&game)?;
    let picture = g.board(&game, Viewer::Public)?;
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text,
        picture,
        buttons: vec![],
    }])
}

/// `/game`: the state of play in words, privately, as the user may see it.
pub(super) async fn game_info(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let game = latest(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    let mut lines: Vec<Words> = g.describe(&game, viewer(&game, ctx))?;
    let mut reply = Reply::private(&ctx.user.id, String::new());
    match (game.turn_seconds, game.deadline) {
        (Some(s), Some(due)) if game.status == game_api::GameStatus::Running => {
            let on_turn = g.to_act(&game.state).unwrap_or_default();
            // Seats that left the game (a Throne resignation) wait for nothing.
            let playing = g.in_play(&game.state);
            let waiting: Vec<&str> = (0..game.players.len())
                .filter(|s| !on_turn.contains(s) && playing.contains(s))
                .map(|s| name(&game, s))
                .collect();
            lines.push(
                Phrase::new("host-clock")
                    .with("span", clock::span(s))
                    .into(),
            );
            if !waiting.is_empty() {
                lines.push(
                    Phrase::new("host-clock-waiting")
                        .name("waiting", waiting.join(", "))
                        .with("span", clock::span(s))
                        .into(),
                );
            }
            let movers: Vec<&str> = on_turn.iter().map(|&s| name(&game, s)).collect();
            lines.push(
                Phrase::new("host-turn-due")
                    .name("movers", movers.join(", "))
                    .with("when", Arg::When(due))
                    .into(),
            );
            reply.due = Some(due);
        }
        // A finished game has no clock any more.
        _ if game.status != game_api::GameStatus::Running => {}
        (Some(s), _) => lines.push(
            Phrase::new("host-clock")
                .with("span", clock::span(s))
                .into(),
        ),
        (None, _) => lines.push(Phrase::new("host-no-clock").into()),
    }
    if game.status != game_api::GameStatus::Running {
        let changes = ratings::changes_of(c, game.id).await?;
        if !changes.is_empty() {
            let sys = ratings::System::for_players(*g.meta().players.end());
            let parts: Vec<Phrase> = changes
                .iter()
                .map(|(id, before, after)| {
                    let who = game
                        .players
                        .iter()
                        .find(|p| &p.id == id)
                        .map_or(id.as_str(), |p| p.name.as_str());
                    Phrase::new("host-rating-moved")
                        .name("who", who)
                        .code("before", sys.show(*before))
                        .code("after", sys.show(*after))
                })
                .collect();
            let moved = Arg::List(game_api::Join::And, parts);
            lines.push(
                Phrase::new("host-rating-change")
                    .with("changes", moved)
                    .into(),
            );
        } else if !game.rated {
            lines.push(Phrase::new("host-friendly-game").into());
        }
    }
    reply.text = lines.into_iter().fold(Words::new(), Words::line);
    Ok(vec![Out::Plain(reply)])
}

/// `/history`: the game record as the user may see it, as text and as a file.
pub(super) async fn history(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let game = latest(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    let turns = store::turns(c, game.id).await?;
    let seats = g.meta().seat_names;
    let sides: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{} ({})", p.name, seats.get(i).copied().unwrap_or("?")))
        .collect();
    let mut record = format!("{}: {}\n", g.meta().title, sides.join(" vs "));
    for line in super::record::lines(g, &game, &turns, viewer(&game, ctx)) {
        match line.number {
            Some(number) => record.push_str(&format!(
                "{number}. {} ({})\n",
                crate::speech::english(&line.text),
                line.who
            )),
            None => record.push_str(&format!(
                "- {} ({})\n",
                crate::speech::english(&line.text),
                line.who
            )),
        }
    }
    if let Some(result) = &game.result {
        record.push_str(&format!("{}\n", crate::speech::english(result)));
    }
    if !turns.is_empty() {
        let replay = crate::speech::english(&super::controls::replay_line(game.id).into());
        record.push_str(&format!("{replay}\n"));
        if let Some(line) = super::controls::page_line(session, c, game.id).await? {
            record.push_str(&format!("{line}\n"));
        }
    }
    let shown = if record.len() > 1800 {
        format!(
            "{}…\n(the whole record is attached)",
            &record[..record.floor_char_boundary(1800)]
        )
    } else {
        record.clone()
    };
    let text = if turns.is_empty() {
        "No turns have been played yet.".to_string()
    } else {
        shown
    };
    let reply = Reply::private(&ctx.user.id, text).with_file(Attachment {
        filename: format!("{}-game-{}.txt", g.meta().name, game.id),
        bytes: record.into_bytes(),
        description: "The game record in turn notation.".into(),
    });
    Ok(vec![Out::Plain(reply)])
}
