//! `/replay [game:<id>]`: a whole game as an animated GIF, one frame per
//! turn from the public view (no secret shows), the last move marked, a
//! longer hold on the final position. Frames are the games' own board
//! pictures as indexed images in their fixed palette; only what changed
//! between two frames is stored (`board_render::animate`).

use super::reply::Reply;
use super::{Ctx, NotDone, Session, refuse};
use crate::store;
use crate::store::Conn;
use game_api::{Drawn, Fault, Game, GameRecord, LogEntry, Out, Phrase, Picture, Viewer, Words};

/// Most turns a replay shows; a longer game shows its last ones, with a note.
pub const MAX_TURNS: usize = 200;
/// Time on screen per turn, in hundredths of a second.
pub const FRAME_CS: u16 = 80;
/// Time on screen for the final position.
pub const FINAL_CS: u16 = 400;

/// The animation, drawn off the async workers like every picture.
#[derive(Debug)]
pub struct Replay {
    frames: Vec<Box<dyn Picture>>,
    alt: game_api::Words,
}

impl Replay {
    /// An animation of `frames`, described by `alt`.
    pub fn new(frames: Vec<Box<dyn Picture>>, alt: game_api::Words) -> Replay {
        Replay { frames, alt }
    }
}

impl Picture for Replay {
    fn draw(&self, speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
        let mut images = Vec::with_capacity(self.frames.len());
        let mut palette = None;
        for f in &self.frames {
            let frame = f
                .frame(speak)
                .ok_or_else(|| Fault::new("this game's pictures cannot be animated"))??;
            palette = Some(frame.palette);
            images.push(frame.image);
        }
        let palette = palette.ok_or_else(|| Fault::new("a replay needs at least one frame"))?;
        let mut delays = vec![FRAME_CS; images.len()];
        if let Some(last) = delays.last_mut() {
            *last = FINAL_CS;
        }
        let gif = board_render::animate(&images, palette, &delays)
            .map_err(|e| Fault::new(e.to_string()))?;
        Ok(Drawn {
            filename: "replay.gif".into(),
            bytes: gif,
            alt: speak.words(&self.alt),
        })
    }
}

/// The public-view frames of `game`: its start, then the position after
/// each logged turn (at most the last [`MAX_TURNS`]); and how many turns
/// were left out.
pub fn frames(
    g: &dyn Game,
    game: &GameRecord,
    log: &[LogEntry],
) -> Result<(Vec<Box<dyn Picture>>, usize), Fault> {
    let entries = LogEntry::replayable(log);
    let replayed = g
        .replay_frames(&game.start_state, &entries)
        .map_err(|(i, e)| Fault::new(format!("turn {} does not replay: {e}", i + 1)))?;
    let mut states = vec![(game.start_state.clone(), vec![], None)];
    for (r, t) in replayed.into_iter().zip(log) {
        states.push((r.state, r.lost, Some(t.notation.clone())));
    }
    let skipped = states.len().saturating_sub(MAX_TURNS + 1);
    let last = states.len() - 1;
    let mut frames = Vec::with_capacity(states.len() - skipped);
    for (i, (state, lost, notation)) in states.into_iter().enumerate().skip(skipped) {
        let mut row = game.clone();
        row.state = state;
        row.last_move = notation;
        // Each frame's own tray: what was lost by then.
        row.captured = lost;
        if i < last {
            // Only the last frame shows how the game ended.
            row.status = game_api::GameStatus::Running;
            row.result = None;
        }
        let frame = g.board(&row, Viewer::Public).map_err(|e| match e {
            game_api::Failure::Fault(f) => f,
            game_api::Failure::Refused(r) => Fault::new(crate::speech::english(r.text())),
        })?;
        frames.push(frame);
    }
    Ok((frames, skipped))
}

/// `game` as it stood after its first `turn` log entries (0: its start),
/// as the public saw it then: that turn's tray and last move, and the
/// ending only on the last entry.
pub fn position_at(
    g: &dyn Game,
    game: &GameRecord,
    log: &[LogEntry],
    turn: usize,
) -> Result<GameRecord, Fault> {
    let turn = turn.min(log.len());
    // After the last entry the game stands as stored: nothing to replay.
    if turn == log.len() && turn > 0 {
        let mut row = game.clone();
        row.last_move = log
            .iter()
            .rev()
            .find(|t| t.kind == game_api::EntryKind::Turn)
            .map(|t| t.notation.clone());
        return Ok(row);
    }
    let entries = LogEntry::replayable(&log[..turn]);
    let replayed = g
        .replay_frames(&game.start_state, &entries)
        .map_err(|(i, e)| Fault::new(format!("turn {} does not replay: {e}", i + 1)))?;
    let mut row = game.clone();
    match replayed.into_iter().last() {
        Some(last) => {
            row.state = last.state;
            row.captured = last.lost;
            // A set-up choice (a secret pick) is never a last move.
            row.last_move = log[..turn]
                .iter()
                .rev()
                .find(|t| t.kind == game_api::EntryKind::Turn)
                .map(|t| t.notation.clone());
        }
        None => {
            row.state = game.start_state.clone();
            row.captured = vec![vec![]; game.players.len()];
            row.last_move = None;
        }
    }
    if turn < log.len() {
        row.status = game_api::GameStatus::Running;
        row.result = None;
        row.draw_offer = None;
    }
    Ok(row)
}

/// The game a command names: game `id` when it was played in this
/// channel or on this server (else the refusal `no_such`, with `$id`), or
/// without one the channel's latest (else the refusal `none_yet`).
pub(super) async fn game_asked_for(
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
    no_such: &'static str,
    none_yet: &'static str,
) -> Result<GameRecord, NotDone> {
    match id {
        Some(id) => match store::game(c, id).await? {
            Some(g)
                if g.channel == ctx.channel || (!g.server.is_empty() && g.server == ctx.server) =>
            {
                Ok(g)
            }
            _ => refuse(Phrase::new(no_such).code("id", id)),
        },
        None => match store::latest_game(c, &ctx.channel).await? {
            Some(g) => Ok(g),
            None => refuse(Phrase::new(none_yet)),
        },
    }
}

/// `/replay [game]`: the latest game in the channel, or game `id` of this server.
pub(super) async fn replay(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    id: Option<i64>,
) -> Result<Vec<Out>, NotDone> {
    let game = game_asked_for(c, ctx, id, "replay-no-such-game", "replay-no-game-yet").await?;
    let log = store::turns(c, game.id).await?;
    let Some(g) = session.games.get(&game.game) else {
        return refuse(Phrase::new("host-game-gone"));
    };
    let (frames, skipped) = frames(g, &game, &log).map_err(|e| {
        tracing::error!("game {} cannot be replayed: {e}", game.id);
        NotDone::refused(Phrase::new("replay-cannot"))
    })?;
    let title = g.meta().title;
    let said = |id: &'static str| {
        let mut phrase = Phrase::new(id)
            .code("id", game.id)
            .code("game", title)
            .with("turns", log.len());
        let players = game
            .players
            .iter()
            .map(super::lookup::player)
            .reduce(super::lookup::versus);
        if let Some(players) = players {
            phrase = phrase.with("players", players);
        }
        phrase
    };
    let mut text = Words::from(said("replay-of"));
    let mut alt = Words::from(said("replay-alt"));
    if skipped > 0 {
        let left_out = Phrase::new("replay-skipped")
            .with("shown", MAX_TURNS)
            .with("skipped", skipped);
        text = text.then(left_out.clone());
        alt = alt.then(left_out);
    }
    if let Some(result) = &game.result {
        text = text.then(result.clone());
        alt = alt.then(result.clone());
    }
    Ok(vec![Out::Rich {
        reply: Reply::public(text),
        picture: Box::new(Replay { frames, alt }),
    }])
}
