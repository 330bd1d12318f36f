//! A game's record as a viewer may read it: one line per log entry that
//! viewer sees, turns numbered as the channel numbers them, set-up choices
//! (a Regions pick, an Elemental loadout) shown in full only to their owner
//! until the game makes them public (E6, R13). `/history` and the web
//! pages both read it.

use super::lookup::{name, seat};
use game_api::{EntryKind, Game, GameRecord, LogEntry, Viewer, Words};

/// One line of a game's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordLine {
    /// The log entry it tells (its place in the log, from 0).
    pub entry: usize,
    /// The turn's number as the channel shows it; `None` for a set-up
    /// choice or a note.
    pub number: Option<usize>,
    /// What happened, in the game's notation with what it did besides
    /// (captures, a forced inheritance).
    pub text: Words,
    /// Who did it.
    pub who: game_api::User,
}

/// The lines of `game`'s record that `looking` may read.
pub fn lines(
    g: &dyn Game,
    game: &GameRecord,
    turns: &[LogEntry],
    looking: Viewer,
) -> Vec<RecordLine> {
    let setup = g.setup();
    let entries = LogEntry::replayable(turns);
    let notes = g.annotations(&game.start_state, &entries);
    // Set-up choices are not turns: turns are numbered as the channel
    // numbers them, set-up lines are not numbered.
    let mut turn = 0;
    let mut out = vec![];
    for (entry, (t, note)) in turns.iter().zip(notes).enumerate() {
        let mover = seat(game, &t.user_id);
        let who = mover.map_or_else(
            || game_api::User::named(&t.user_id),
            |s| name(game, s).clone(),
        );
        if let Some(s) = setup.filter(|_| t.kind == EntryKind::Setup) {
            // A set-up choice reads in full for its owner alone, and for
            // everyone once the game has made it public.
            let owner = mover.is_some_and(|m| looking == Viewer::Seat(m));
            let shown = mover.is_some_and(|m| s.shown(game, m));
            let text = match (owner || shown, shown) {
                (false, _) => Some(s.public_entry().into()),
                (true, true) => g.record_line(game, t, mover, Viewer::Public),
                (true, false) => g.record_line(game, t, mover, looking),
            };
            if let Some(text) = text {
                out.push(RecordLine {
                    entry,
                    number: None,
                    text,
                    who,
                });
            }
            continue;
        }
        let number = (t.kind == EntryKind::Turn).then(|| {
            turn += 1;
            g.turn_number(turn - 1)
        });
        let Some(mut text) = g.record_line(game, t, mover, looking) else {
            continue;
        };
        if let Some(note) = note {
            text = text.and(Words::code(" (")).and(note).and(Words::code(")"));
        }
        out.push(RecordLine {
            entry,
            number,
            text,
            who,
        });
    }
    out
}
