//! Staged turns, the same for every game that stages them: the player's
//! draft (the staged turn in the game's own text, its revision, and any
//! private form the game keeps), the private preview with End turn and
//! Undo, `/undo`, `/endturn`, `/turn` refused while something is staged,
//! and the out-of-date checks. The game only checks a staged turn (its
//! preview) and plays it.

use super::reply::{Button, ButtonStyle, Reply};
use super::{Ctx, Games, NotDone, refuse};
use crate::store;
use crate::store::Conn;
use game_api::{
    Arg, Audience, Bit, ButtonId, Game, GameCommand, GameDraft, GameRecord, GameStaging, Join, Out,
    Phrase, Play, Role, Stage, Words,
};
use serde::{Deserialize, Serialize};

/// A player's draft in one game, as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Draft {
    /// Bumped by every change of the staged turn: End turn and Undo
    /// buttons carry it, so an older preview's buttons are refused.
    #[serde(default)]
    pub revision: u32,
    /// The staged turn, as the game keeps it.
    #[serde(default)]
    pub staged: Option<GameDraft>,
    /// A private form the game keeps (loadout choices in progress).
    #[serde(default)]
    pub own: Option<GameDraft>,
    /// The choices made so far in a turn being chosen (`/play`).
    #[serde(default)]
    pub chosen: Option<Chosen>,
}

impl Draft {
    /// The stored draft; one that does not read (a release before this
    /// one stored the game's own text) reads as empty.
    pub fn read(text: Option<&str>) -> Draft {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }

    fn json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }
}

/// The user's draft in `game`.
pub(super) async fn load(
    c: &mut Conn,
    game: &GameRecord,
    user: &str,
) -> Result<Draft, sqlx::Error> {
    Ok(Draft::read(
        store::draft(c, game.id, user).await?.as_deref(),
    ))
}

/// Stores the user's draft.
pub(super) async fn save(
    c: &mut Conn,
    game: &GameRecord,
    user: &str,
    draft: &Draft,
) -> Result<(), sqlx::Error> {
    store::put_draft(c, game.id, user, &draft.json()).await
}

/// The End turn and Undo buttons under a private preview: stale once the
/// game moves on (its version) or the staged turn changes (its revision).
pub fn turn_buttons(game: &GameRecord, revision: u32) -> Vec<Button> {
    let revision = revision.to_string();
    vec![
        Button {
            id: ButtonId::game(game.id, Some(game.version), &["endturn", &revision]).to_string(),
            label: Phrase::new("button-end-turn").into(),
            style: ButtonStyle::Primary,
        },
        Button {
            id: ButtonId::game(game.id, Some(game.version), &["undo", &revision]).to_string(),
            label: Phrase::new("button-undo").into(),
            style: ButtonStyle::Secondary,
        },
    ]
}

/// The refusal for `/endturn` with nothing staged: what stages a turn in
/// this game.
pub fn nothing_staged(game: &dyn Game) -> Phrase {
    let verbs: Vec<Phrase> = game
        .meta()
        .verbs
        .iter()
        .filter(|v| v.role == Role::Stage)
        .map(|v| Phrase::new("host-command").code("verb", v.name))
        .collect();
    Phrase::new("staging-nothing-staged").with("verbs", Arg::List(Join::Or, verbs))
}

/// Whether `game` stages turns (it has commands of [`Role::Stage`], and
/// hands out its staging).
pub fn stages(game: &dyn Game) -> bool {
    game.staging().is_some()
}

/// The refusal for `/undo` or `/endturn` in a game that plays every
/// command at once: which games stage turns.
pub fn not_staged_here(games: &Games, verb: &str, playing: &dyn Game) -> Phrase {
    let owners: Vec<&str> = games
        .iter()
        .filter(|g| stages(*g))
        .map(|g| g.meta().title)
        .collect();
    super::registry::verb_of(verb, &owners, playing)
}

/// A command that adds to the staged turn: the game checks it, the host
/// keeps it and shows the preview privately with End turn and Undo.
pub(super) async fn stage(
    c: &mut Conn,
    ctx: &Ctx,
    game: &GameRecord,
    g: &dyn GameStaging,
    command: &GameCommand,
) -> Result<Vec<Out>, NotDone> {
    let mut draft = load(c, game, &ctx.user.id).await?;
    let play = play(game, ctx, &draft);
    match g.stage(play, command)? {
        Stage::Answer(outs) => Ok(outs),
        Stage::Staged(staged) => {
            draft.revision += 1;
            draft.staged = Some(staged.turn);
            save(c, game, &ctx.user.id, &draft).await?;
            Ok(vec![Out::Board {
                audience: Audience::Private(ctx.user.id.clone()),
                text: staged.text,
                picture: staged.picture,
                buttons: turn_buttons(game, draft.revision),
            }])
        }
    }
}

/// `/turn` is refused while a turn is staged (the player ends or undoes it
/// first); otherwise the game plays it at once.
pub(super) async fn before_turn(
    c: &mut Conn,
    ctx: &Ctx,
    game: &GameRecord,
    g: &dyn Game,
) -> Result<Draft, NotDone> {
    let draft = load(c, game, &ctx.user.id).await?;
    if let (Some(staged), Some(staging)) = (&draft.staged, g.staging()) {
        return refuse(
            Phrase::new("staging-staged-first")
                .with("staged", as_arg(staging.describe_staged(staged))),
        );
    }
    Ok(draft)
}

/// A game's words for a staged turn as one argument of a sentence: its
/// message, or its notation; words of several parts read as "a turn".
fn as_arg(words: Words) -> Arg {
    match words.bits() {
        [Bit::Say(p)] => Arg::Phrase(Box::new(p.clone())),
        bits if bits.iter().all(|b| !matches!(b, Bit::Say(_))) => {
            let mut text = String::new();
            for b in bits {
                if let Bit::Code(s) | Bit::Name(s) = b {
                    text.push_str(s);
                }
            }
            Arg::Code(text)
        }
        _ => Arg::Phrase(Box::new(Phrase::new("game-a-turn"))),
    }
}

/// `/undo` or the Undo button: clears the staged turn.
pub(super) async fn undo(
    c: &mut Conn,
    ctx: &Ctx,
    game: &GameRecord,
    g: &dyn Game,
) -> Result<Vec<Out>, NotDone> {
    let Some(seat) = game.seat_of(&ctx.user.id) else {
        return Err(game_api::not_seated(game).into());
    };
    let mut draft = load(c, game, &ctx.user.id).await?;
    let chosen = has_choices(&draft, game, g, seat);
    if draft.staged.is_none() && !chosen {
        return refuse(Phrase::new("staging-nothing"));
    }
    draft.staged = None;
    if let Some(c) = draft.chosen.as_mut() {
        // A new start; the older steps' buttons go stale.
        c.keys.clear();
        c.revision += 1;
    }
    draft.revision += 1;
    save(c, game, &ctx.user.id, &draft).await?;
    Ok(vec![Out::Plain(Reply::private(
        &ctx.user.id,
        Phrase::new("staging-cleared"),
    ))])
}

/// Whether the End turn of `revision` (a button's) is still the newest
/// preview's; `None` (typed `/endturn`) always is.
pub(super) fn current(draft: &Draft, revision: Option<&str>) -> Result<(), NotDone> {
    match revision {
        Some(r) if r.parse::<u32>().ok() != Some(draft.revision) => {
            refuse(Phrase::new("staging-old-preview"))
        }
        _ => Ok(()),
    }
}

/// The game's view of a command from `ctx`: the game, who asks, their
/// private form and staged turn.
pub(super) fn play<'a>(game: &'a GameRecord, ctx: &'a Ctx, draft: &'a Draft) -> Play<'a> {
    Play {
        game,
        user: &ctx.user,
        seat: game.seat_of(&ctx.user.id),
        draft: draft.own.as_ref(),
        staged: draft.staged.as_ref(),
    }
}

/// The answer to a button of a version the game has left.
pub(super) fn moved_on() -> NotDone {
    NotDone::Refused(game_api::Refusal::because(
        game_api::Why::MovedOn,
        Phrase::new("staging-moved-on"),
    ))
}

/// A player's choices so far in one game, as stored in their draft.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Chosen {
    /// The game's version the session began at: its buttons carry it. It
    /// outlives another seat's change while its choices still lead
    /// somewhere (see [`Chosen::current`]).
    pub version: i64,
    /// Bumped by every change: a button of an older step is refused.
    pub(super) revision: u32,
    /// The choices' keys, in order.
    pub(super) keys: Vec<String>,
}

impl Chosen {
    /// The session in `draft`, as it stands for `seat` in `game` (of the
    /// game `g`): the same session while the game is at the version it
    /// began at, and after a change by someone else as long as its choices
    /// still lead to a step (a pick or a loadout half chosen while the
    /// other player locks in theirs; a turn being chosen while the
    /// opponent offers a draw); otherwise a new, empty one. The seat's own
    /// commit ends its session (the commit clears its draft).
    pub(super) fn current(draft: &Draft, game: &GameRecord, g: &dyn Game, seat: usize) -> Chosen {
        match &draft.chosen {
            Some(c) if c.version == game.version => c.clone(),
            Some(c) if g.choices(game, seat, &c.keys).is_ok() => c.clone(),
            Some(c) => Chosen {
                version: game.version,
                revision: c.revision + 1,
                keys: vec![],
            },
            None => Chosen {
                version: game.version,
                ..Chosen::default()
            },
        }
    }
}

/// Whether `draft` holds a session with choices that still stands for
/// `seat` in `game` (see [`Chosen::current`]).
pub(super) fn has_choices(draft: &Draft, game: &GameRecord, g: &dyn Game, seat: usize) -> bool {
    draft.chosen.is_some() && !Chosen::current(draft, game, g, seat).keys.is_empty()
}
