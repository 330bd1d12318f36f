//! Playing by choosing, the same for every game: a player's choice session
//! (the choices made so far, kept in their draft for the game's version),
//! each step answered privately with the game's picture of it and its
//! choices as buttons or menus, Back, Start again and End turn. A complete
//! path is the game's own notation of a turn, played through the same
//! commit as a typed command.
//!
//! Button and menu ids, all under `cs` ([`ChoiceAsk`], the one kind of
//! button a game shows): `g:ID:VERSION:cs` opens (or shows again) the
//! presser's session; `g:ID:VERSION:cs:p:REV:KEY` adds a choice (a menu:
//! `cs:p:REV:~N`, the key its value); `cs:b:REV`, `cs:a:REV` and
//! `cs:e:REV` go back one, start again and play the turn. `REV` is the
//! session's revision: a button from an older step is refused. A whole
//! path (`cs:go:KEY|KEY…`, a move's button under a turn message) is
//! checked choice by choice and played at once.

use super::reply::{Button, ButtonStyle, Menu, MenuOption, Reply};
use super::staging::{self, Chosen};
use super::{Ctx, NotDone, Session, refuse};
use crate::store::Conn;
use game_api::{ButtonId, Choice, ChoiceAsk, Game, GameRecord, Out, Phrase, Step, Words};

/// Buttons under one message (Discord: 5 rows of 5; one row is kept for
/// Back, Start again and End turn).
const MAX_CHOICE_BUTTONS: usize = 20;
/// Options in one select menu (Discord's limit).
const MENU_SIZE: usize = game_api::MAX_SUGGESTIONS;
/// Select menus under one message (Discord's five rows, one kept for the
/// step's own buttons).
const MAX_MENUS: usize = 4;
/// The longest button or menu id Discord takes.
const MAX_ID: usize = 100;

/// The answer to a choice made on an older step of the session.
fn chosen_since() -> NotDone {
    NotDone::Refused(game_api::Refusal::because(
        game_api::Why::ChosenSince,
        Phrase::new("choosing-chosen-since"),
    ))
}

/// What a player asks of their choice session: by a button, a menu,
/// `/choose`, or a click on the game's page — one type, read once where
/// it arrived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Show the current step.
    Show,
    /// Add the choice with this key.
    Pick(String),
    /// Take the last choice back.
    Back,
    /// Drop every choice.
    Again,
    /// Play the complete turn.
    End,
}

/// `/play`, or the Play button: the presser's current step.
pub(super) async fn open(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
) -> Result<Vec<Out>, NotDone> {
    act(session, c, ctx, game, None, None, Ask::Show).await
}

/// `/choose N`: the `n`th choice (from 1) of the user's current step.
pub(super) async fn choose_number(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    n: usize,
) -> Result<Vec<Out>, NotDone> {
    let g = super::lookup::adapter(session.games, &game)?;
    let seat = super::lookup::seated(&game, ctx)?;
    let draft = staging::load(c, &game, &ctx.user.id).await?;
    let chosen = Chosen::current(&draft, &game, g, seat);
    let step = g.choices(&game, seat, &chosen.keys)?;
    let Some(choice) = n.checked_sub(1).and_then(|i| step.choices.get(i)) else {
        return refuse(
            Phrase::new("choosing-no-such-choice")
                .with("n", n)
                .with("count", step.choices.len()),
        );
    };
    let key = choice.key.clone();
    let revision = Some(chosen.revision);
    act(session, c, ctx, game, revision, None, Ask::Pick(key)).await
}

/// `/endturn` with a turn chosen step by step: plays it if complete.
pub(super) async fn end(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
) -> Result<Vec<Out>, NotDone> {
    act(session, c, ctx, game, None, None, Ask::End).await
}

/// End turn for the session at `revision`.
pub(super) async fn end_at(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    revision: u32,
) -> Result<Vec<Out>, NotDone> {
    act(session, c, ctx, game, Some(revision), None, Ask::End).await
}

/// A button or menu choice of a session, as its id asked it (a step's
/// made for the session that began at `made_at`, the id's version).
pub(super) async fn press(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    made_at: Option<i64>,
    ask: ChoiceAsk,
) -> Result<Vec<Out>, NotDone> {
    let (rev, ask) = match ask {
        ChoiceAsk::Open => (None, Ask::Show),
        ChoiceAsk::Pick { revision, key } => (Some(revision), Ask::Pick(key)),
        ChoiceAsk::Back { revision } => (Some(revision), Ask::Back),
        ChoiceAsk::Again { revision } => (Some(revision), Ask::Again),
        ChoiceAsk::End { revision } => (Some(revision), Ask::End),
        ChoiceAsk::Path(keys) => return play_path(session, c, ctx, game, &keys).await,
    };
    act(session, c, ctx, game, rev, made_at, ask).await
}

/// A whole path of choices pressed at once (a move's button under a turn
/// message, Throne's Throw): each choice checked against its step, then
/// the turn played through the same commit as End turn. The presser's
/// own session is left as it was (the commit ends it, as any turn does).
async fn play_path(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    keys: &[String],
) -> Result<Vec<Out>, NotDone> {
    let g = super::lookup::adapter(session.games, &game)?;
    let seat = super::lookup::seated(&game, ctx)?;
    let mut step = g.choices(&game, seat, &[])?;
    for (i, key) in keys.iter().enumerate() {
        if !step.choices.iter().any(|c| c.key == *key) {
            return refuse(Phrase::new("choosing-not-a-choice"));
        }
        step = g.choices(&game, seat, &keys[..=i])?;
    }
    let Some(turn) = step.complete else {
        return refuse(incomplete(&step));
    };
    let draft = staging::load(c, &game, &ctx.user.id).await?;
    let effect = g.play_choice(staging::play(&game, ctx, &draft), &turn)?;
    super::commit::apply(session, c, ctx, game, effect).await
}

/// Does what `ask` asks of the user's session (checked against `rev`,
/// the revision its button was made for, and `made_at`, the version its
/// session began at), stores the session, and answers with the next step
/// — or, for End turn, plays the turn.
async fn act(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    rev: Option<u32>,
    made_at: Option<i64>,
    ask: Ask,
) -> Result<Vec<Out>, NotDone> {
    let g = super::lookup::adapter(session.games, &game)?;
    let web = match ask {
        // The Play button (or /play) links the page where the turn may be
        // played by clicking, when pages are linked.
        Ask::Show => super::controls::play_link(session, c, ctx, &game).await?,
        _ => None,
    };
    match (
        advance(session, c, ctx, game.clone(), rev, made_at, ask).await,
        web,
    ) {
        (Ok(Advanced::Played(outs)), _) => Ok(outs),
        (Ok(Advanced::Step(shown)), web) => Ok(vec![step_message(&game, g, ctx, shown, web)]),
        // Nothing to choose now (another seat's turn): said, with the link
        // to the page, which follows the game until it is.
        (Err(NotDone::Refused(why)), Some(url)) => {
            let mut reply = Reply::private(&ctx.user.id, why.text().clone());
            reply.buttons.push(Button {
                id: url,
                label: Phrase::new("button-play-on-the-web").into(),
                style: ButtonStyle::Link,
            });
            Ok(vec![Out::Plain(reply)])
        }
        (Err(e), _) => Err(e),
    }
}

/// Where a session's step led.
pub(super) enum Advanced {
    /// To the next step, stored.
    Step(Shown),
    /// End turn played the turn: what the commit says.
    Played(Vec<Out>),
}

/// A step as it is shown: the step, its picture, and the session.
pub(super) struct Shown {
    /// The step.
    pub step: Step,
    /// The game's picture of it, for the seat.
    pub picture: Box<dyn game_api::Picture>,
    /// The session it belongs to.
    pub chosen: Chosen,
}

/// Does what `ask` asks of the user's session (checked against `rev` and
/// `made_at`, the revision and the version a button names), stores the
/// session, and says where it led.
pub(super) async fn advance(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: GameRecord,
    rev: Option<u32>,
    made_at: Option<i64>,
    ask: Ask,
) -> Result<Advanced, NotDone> {
    let g = super::lookup::adapter(session.games, &game)?;
    let seat = super::lookup::seated(&game, ctx)?;
    let mut draft = staging::load(c, &game, &ctx.user.id).await?;
    let mut chosen = Chosen::current(&draft, &game, g, seat);
    // A button of an older session: the game moved on past it.
    if made_at.is_some_and(|v| v != chosen.version) {
        return Err(staging::moved_on());
    }
    if rev.is_some_and(|r| r != chosen.revision) {
        return Err(chosen_since());
    }
    match &ask {
        Ask::Show => {}
        Ask::Pick(key) => {
            let step = g.choices(&game, seat, &chosen.keys)?;
            if !step.choices.iter().any(|c| c.key == *key) {
                return refuse(Phrase::new("choosing-not-a-choice"));
            }
            chosen.keys.push(key.clone());
            chosen.revision += 1;
        }
        Ask::Back => {
            if chosen.keys.pop().is_none() {
                return refuse(Phrase::new("choosing-nothing-chosen"));
            }
            chosen.revision += 1;
        }
        Ask::Again => {
            chosen.keys.clear();
            chosen.revision += 1;
        }
        Ask::End => {
            let step = g.choices(&game, seat, &chosen.keys)?;
            let Some(turn) = step.complete else {
                return refuse(incomplete(&step));
            };
            let play = staging::play(&game, ctx, &draft);
            let effect = g.play_choice(play, &turn)?;
            let outs = super::commit::apply(session, c, ctx, game, effect).await?;
            return Ok(Advanced::Played(outs));
        }
    }
    let step = g.choices(&game, seat, &chosen.keys)?;
    let picture = g.choice_picture(&game, seat, &chosen.keys)?;
    // Showing the step changes nothing: only a choice is stored.
    if !matches!(ask, Ask::Show) {
        draft.chosen = Some(chosen.clone());
        staging::save(c, &game, &ctx.user.id, &draft).await?;
    }
    Ok(Advanced::Step(Shown {
        step,
        picture,
        chosen,
    }))
}

/// The private message that shows a step: what to do, the choices so far,
/// the choices now (numbered, for `/choose N`), as buttons or menus.
fn step_message(
    game: &GameRecord,
    g: &dyn Game,
    ctx: &Ctx,
    shown: Shown,
    web: Option<String>,
) -> Out {
    let Shown {
        step,
        picture,
        chosen,
    } = shown;
    // The prompt, what was chosen and the choices are the game's words.
    let mut lines: Vec<Words> = vec![
        Phrase::new("choosing-step")
            .code("game", g.meta().title)
            .with("prompt", step.prompt.clone())
            .into(),
    ];
    if !step.so_far.is_empty() {
        lines.push(
            Phrase::new("choosing-so-far")
                .with("so_far", step.so_far.clone())
                .into(),
        );
    }
    if let Some(turn) = &step.complete {
        lines.push(
            Phrase::new("choosing-complete")
                .with("button", plays_phrase(step.plays))
                // The game's notation, set as code.
                .code("turn", format!("`{turn}`"))
                .into(),
        );
    }
    if !step.choices.is_empty() {
        let numbered = step
            .choices
            .iter()
            .enumerate()
            .fold(Words::new(), |all, (i, c)| {
                let sep = if i == 0 { "" } else { " · " };
                all.and(Words::code(format!("{sep}{} ", i + 1)))
                    .and(c.label.clone())
            });
        lines.push(
            Phrase::new("choosing-choices")
                .with("choices", numbered)
                .into(),
        );
    }
    let revision = chosen.revision;
    // The step's buttons name the session's version (it may have begun
    // before another seat's change it outlived).
    let version = Some(chosen.version);
    let id = |ask: ChoiceAsk| ButtonId::choice(game.id, version, &ask).to_string();
    let pick = |c: &Choice| {
        id(ChoiceAsk::Pick {
            revision,
            key: c.key.clone(),
        })
    };
    let mut reply = Reply::private(&ctx.user.id, Words::lines(lines));
    reply.replaces = true;
    let fits = |c: &Choice| pick(c).len() <= MAX_ID;
    if step.choices.len() <= MAX_CHOICE_BUTTONS && step.choices.iter().all(fits) {
        reply.buttons = step
            .choices
            .iter()
            .map(|c| Button {
                id: pick(c),
                label: c.label.clone(),
                style: ButtonStyle::Secondary,
            })
            .collect();
    } else {
        let menu = |n: usize| ChoiceAsk::pick_menu(game.id, version, revision, n);
        reply.menus = menus(&step.choices, menu);
    }
    if !chosen.keys.is_empty() {
        reply.buttons.push(Button {
            id: id(ChoiceAsk::Back { revision }),
            label: Phrase::new("button-back").into(),
            style: ButtonStyle::Secondary,
        });
        reply.buttons.push(Button {
            id: id(ChoiceAsk::Again { revision }),
            label: Phrase::new("button-start-again").into(),
            style: ButtonStyle::Secondary,
        });
    }
    if step.complete.is_some() {
        reply.buttons.push(Button {
            id: id(ChoiceAsk::End { revision }),
            label: plays_phrase(step.plays).into(),
            style: ButtonStyle::Primary,
        });
    }
    if let Some(url) = web {
        reply.buttons.push(Button {
            id: url,
            label: Phrase::new("button-play-on-the-web").into(),
            style: ButtonStyle::Link,
        });
    }
    Out::Rich { reply, picture }
}

/// The button that plays a complete path, as a message.
pub fn plays_phrase(plays: game_api::Plays) -> Phrase {
    Phrase::new(match plays {
        game_api::Plays::EndTurn => "button-end-turn",
        game_api::Plays::Throw => "button-throw",
        game_api::Plays::Move => "button-move",
    })
}

/// The refusal of a turn not yet complete: what to do next (the game's
/// prompt).
fn incomplete(step: &Step) -> Phrase {
    Phrase::new("choosing-incomplete").with("prompt", step.prompt.clone())
}

/// The choices as select menus of at most 25 each: one menu per group
/// while the groups fit, else in runs of 25, at most [`MAX_MENUS`] menus
/// (no choice is cut off: a step with more than 100 choices is grouped
/// first by the game). Labels are fitted to the front end's lengths
/// where they are said.
fn menus(choices: &[Choice], id: impl Fn(usize) -> ButtonId) -> Vec<Menu> {
    let option = |c: &Choice| MenuOption {
        label: c.label.clone(),
        value: c.key.clone(),
    };
    let mut groups: Vec<(Option<&Words>, Vec<&Choice>)> = vec![];
    for c in choices {
        match groups.iter_mut().find(|(g, _)| *g == c.group.as_ref()) {
            Some((_, list)) => list.push(c),
            None => groups.push((c.group.as_ref(), vec![c])),
        }
    }
    let by_group = groups.len() <= MAX_MENUS && groups.iter().all(|(_, l)| l.len() <= MENU_SIZE);
    let runs: Vec<(Phrase, Vec<&Choice>)> = if by_group {
        groups
            .into_iter()
            .map(|(g, l)| {
                let placeholder = g.map_or(Phrase::new("choosing-menu"), |g| {
                    Phrase::new("choosing-menu-group").with("group", g.clone())
                });
                (placeholder, l)
            })
            .collect()
    } else {
        choices
            .chunks(MENU_SIZE)
            .enumerate()
            .map(|(i, run)| {
                let first = run.first().map(|c| c.label.clone()).unwrap_or_default();
                let placeholder = Phrase::new("choosing-menu-run")
                    .with("number", i + 1)
                    .with("first", first);
                (placeholder, run.iter().collect())
            })
            .collect()
    };
    runs.into_iter()
        .take(MAX_MENUS)
        .enumerate()
        .map(|(i, (placeholder, list))| Menu {
            // Each menu its own id (Discord asks for unique ones): its
            // number, marked `~`, comes back before the value chosen.
            id: id(i).to_string(),
            placeholder: placeholder.into(),
            options: list.into_iter().map(option).collect(),
        })
        .collect()
}
