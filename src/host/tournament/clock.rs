//! What the clock does to events: an event starts by itself at the time
//! its organiser gave (or closes, if too few joined), and an arena's
//! window closes. Run by the host's sweeper, each event changed at the
//! version it was read at, so with several processes one does each.

use super::{Loaded, round_text, start};
use crate::host::{NotDone, Session};
use crate::store::{self, Conn};
use game_api::{Phrase, Reply, Words};
use tournament::event::{Format, Phase};

/// Acts on every event due by the clock; the announcements, each with
/// the event's channel.
pub(crate) async fn sweep(
    session: &Session<'_>,
    c: &mut Conn,
) -> Result<Vec<(String, Reply)>, NotDone> {
    let mut told = vec![];
    for row in store::due_events(c, session.now).await? {
        let mut loaded = Loaded::read(row)?;
        let text: Words = match (loaded.state.event.phase, &loaded.state.event.format) {
            (Phase::Open, _) => match start(session, &mut loaded) {
                Ok(boards) => {
                    loaded.add_boards(c, &boards).await?;
                    Words::from(Phrase::new("tournament-has-started"))
                        .then(round_text(&loaded, &boards))
                }
                Err(_) => {
                    let joined = loaded.state.players.len();
                    let least = loaded.state.event.least_players();
                    loaded.state.event.end();
                    // Nothing to stand: its end is this message.
                    store::tell_end(c, loaded.row.id).await?;
                    Phrase::new("tournament-could-not-start")
                        .with("joined", joined)
                        .with("least", least)
                        .into()
                }
            },
            (Phase::Running, Format::Arena { .. }) => {
                loaded.state.closed = true;
                let boards = loaded.state.event.tick(session.now);
                loaded.add_boards(c, &boards).await?;
                Phrase::new("tournament-arena-time-up").into()
            }
            _ => continue,
        };
        if loaded.save(c).await? {
            told.push((loaded.row.channel.clone(), Reply::public(text)));
        }
    }
    Ok(told)
}
