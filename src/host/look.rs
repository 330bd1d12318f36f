//! Looking at a game: `/board` for everyone, `/game` and `/history`
//! privately, each as the asker may see it.

use super::lookup::{adapter, latest, name, viewer};
use super::reply::{Audience, Reply};
use super::{Ctx, NotDone, Session, clock};
use crate::ratings;
use crate::store::Conn;
use crate::store::{self};
use game_api::{Arg, Drawn, Fault, Out, Phrase, Picture, User, Viewer, Words};

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
    let mut reply = Reply::private(&ctx.user.id, Words::new());
    match (game.turn_seconds, game.deadline) {
        (Some(s), Some(due)) if game.status == game_api::GameStatus::Running => {
            let on_turn = g.to_act(&game.state).unwrap_or_default();
            // Seats that left the game (a Throne resignation) wait for nothing.
            let playing = g.in_play(&game.state);
            let waiting: Vec<Phrase> = (0..game.players.len())
                .filter(|s| !on_turn.contains(s) && playing.contains(s))
                .map(|s| super::lookup::player(name(&game, s)))
                .collect();
            lines.push(
                Phrase::new("host-clock")
                    .with("span", clock::span(s))
                    .into(),
            );
            if !waiting.is_empty() {
                lines.push(
                    Phrase::new("host-clock-waiting")
                        .with("waiting", Arg::List(game_api::Join::And, waiting))
                        .with("span", clock::span(s))
                        .into(),
                );
            }
            let movers: Vec<Phrase> = on_turn
                .iter()
                .map(|&s| super::lookup::player(name(&game, s)))
                .collect();
            lines.push(
                Phrase::new("host-turn-due")
                    .with("movers", Arg::List(game_api::Join::And, movers))
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
                    let who = game.players.iter().find(|p| &p.id == id);
                    Phrase::new("host-rating-moved")
                        .with("who", who.map_or(Arg::Name(id.clone()), User::named_arg))
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

/// Most lines of the record `/history` shows in its message (the whole
/// record is attached; Discord takes at most 2000 characters a message).
const SHOWN_LINES: usize = 30;

/// `/history`: the game record as the user may see it, as text and as a file.
pub(super) async fn history(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
) -> Result<Vec<Out>, NotDone> {
    let game = latest(c, ctx).await?;
    let g = adapter(session.games, &game)?;
    let turns = store::turns(c, game.id).await?;
    let sides = (0..game.players.len())
        .map(|i| super::ending::player_seat(&game, g.meta(), i))
        .reduce(super::lookup::versus);
    let mut record: Vec<Words> = vec![];
    let mut head = Phrase::new("record-header").code("game", g.meta().title);
    if let Some(sides) = sides {
        head = head.with("players", sides);
    }
    record.push(head.into());
    for line in super::record::lines(g, &game, &turns, viewer(&game, ctx)) {
        let start = match line.number {
            Some(number) => format!("{number}. "),
            None => "- ".to_string(),
        };
        record.push(
            Words::code(start)
                .and(line.text)
                .and(Words::code(" ("))
                .and(Phrase::new("host-player").name("who", &line.who))
                .and(Words::code(")")),
        );
    }
    if let Some(result) = &game.result {
        record.push(result.clone());
    }
    if !turns.is_empty() {
        record.push(super::controls::replay_line(game.id).into());
        if let Some(line) = super::controls::page_line(session, c, game.id).await? {
            record.push(line.into());
        }
    }
    let text = if turns.is_empty() {
        Phrase::new("record-no-turns").into()
    } else if record.len() > SHOWN_LINES {
        Words::lines(record.iter().take(SHOWN_LINES).cloned())
            .and(Words::code("…"))
            .line(Phrase::new("record-attached"))
    } else {
        Words::lines(record.iter().cloned())
    };
    let file = RecordFile {
        filename: format!("{}-game-{}.txt", g.meta().name, game.id),
        record: Words::lines(record),
    };
    let reply = Reply::private(&ctx.user.id, text);
    Ok(vec![Out::Rich {
        reply,
        picture: Box::new(file),
    }])
}

/// The record as a text file, said in its reader's language when the
/// reply is sent (like a picture, it is made once the change is stored).
#[derive(Debug)]
struct RecordFile {
    filename: String,
    record: Words,
}

impl Picture for RecordFile {
    fn draw(&self, speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
        let mut text = speak.words(&self.record);
        text.push('\n');
        Ok(Drawn {
            filename: self.filename.clone(),
            bytes: text.into_bytes(),
            alt: speak.say(&Phrase::new("record-description")),
        })
    }
}
