//! Choosing loadouts (E4–E6) by command: `/loadout` with the army's slots
//! locks in; with Lightning's Overload (E5, E18) `/loadout piece:…` first
//! sets single pieces, kept in the chooser's draft. (The Choose loadout
//! button opens the same choice as a path of choices, `choices.rs`.)
//! Nothing here reaches anyone but the chooser until both have locked in.

use super::state::{Draft, Loaded, Phase, State};
use super::{ElementalArt, color, name, say, view};
use elemental::{Ability, Color, Element, Game, Loadout, Slots, Square};
use game_api::{Audience, Commit, Effect, Out, Outcome, Play, Reply, Viewer};
use game_api::{GameDraft, Phrase, Words};

fn parse_slot<A: Ability>(value: Option<&str>) -> Outcome<Option<A>> {
    match value {
        None | Some("none") | Some("-") => Ok(None),
        Some(v) => A::from_key(v).map(Some).ok_or_else(|| {
            game_api::Failure::refused(
                Phrase::new("elemental-not-a-choice-here")
                    .name("value", game_api::words::shorten(v)),
            )
        }),
    }
}

fn slots_of(aug: Option<&str>, off: Option<&str>, tmp: Option<&str>) -> Outcome<Slots> {
    Ok(Slots {
        augmentor: parse_slot(aug)?,
        offense: parse_slot(off)?,
        temporal: parse_slot(tmp)?,
    })
}

/// The loadout a draft describes, checked for the chooser's side.
fn loadout_of(d: &Draft, side: Color) -> Outcome<Loadout> {
    let element = d
        .element
        .as_deref()
        .and_then(Element::from_key)
        .ok_or_else(|| game_api::Failure::refused(Phrase::new("elemental-element-first")))?;
    let mut l = Loadout::new(element);
    l.army = slots_of(
        d.augmentor.as_deref(),
        d.offense.as_deref(),
        d.temporal.as_deref(),
    )?;
    if element == Element::Lightning {
        for (sq, slots) in &d.pieces {
            let sq: Square = sq.parse().map_err(|_| not_a_square(sq))?;
            l.pieces
                .push((sq, slots.parse().map_err(|e| loadout_refused(&e))?));
        }
    }
    l.check(side).map_err(|e| loadout_refused(&e))?;
    Ok(l)
}

/// The refusal of a text that is not a square.
fn not_a_square(value: &str) -> game_api::Failure {
    game_api::Failure::refused(
        Phrase::new("elemental-not-a-square").name("value", game_api::words::shorten(value)),
    )
}

/// Why a loadout cannot be used, as its chooser reads it.
pub(super) fn loadout_refused(e: &elemental::LoadoutError) -> game_api::Failure {
    use elemental::LoadoutError;
    game_api::Failure::refused(match e {
        LoadoutError::NotYet(what) => Words::from(
            Phrase::new("elemental-not-in-the-game-yet-named")
                .with("name", Phrase::new("elemental-code").code("code", what)),
        ),
        LoadoutError::Pair(_) => Phrase::new("elemental-loadout-pair").into(),
        LoadoutError::NotOverload => Phrase::new("elemental-only-lightning-per-piece").into(),
        LoadoutError::NoPiece(sq) => Phrase::new("elemental-holds-none-of-your-pieces")
            .code("square", sq)
            .into(),
        LoadoutError::Syntax(_) => Phrase::new("elemental-not-a-loadout").into(),
    })
}

/// The chooser's draft in words.
fn summary(d: &Draft) -> Words {
    let show = |v: &Option<String>| match v.as_deref() {
        None | Some("none") | Some("-") => Phrase::new("elemental-none"),
        Some(key) => Phrase::new("elemental-code").code("code", key),
    };
    let element = match d.element.as_deref().and_then(Element::from_key) {
        Some(e) => {
            use say::Named as _;
            e.phrase()
        }
        None => Phrase::new("elemental-not-chosen"),
    };
    let mut text: Words = Phrase::new("elemental-draft")
        .with("element", element)
        .with("augmentor", show(&d.augmentor))
        .with("offense", show(&d.offense))
        .with("temporal", show(&d.temporal))
        .into();
    if d.element.as_deref() == Some("lightning") && !d.pieces.is_empty() {
        let pieces: Vec<String> = d.pieces.iter().map(|(s, v)| format!("{s}={v}")).collect();
        text = text.and(Phrase::new("elemental-draft-per-piece").code("pieces", pieces.join(" ")));
    }
    text
}

/// Refuses a player who is not seated or has locked in already.
fn chooser(play: &Play<'_>, locked: &[Option<Loadout>; 2]) -> Outcome<usize> {
    let seat = play.seated()?;
    if locked[seat].is_some() {
        return Err(game_api::Failure::refused(Phrase::new(
            "elemental-locked-in-already",
        )));
    }
    Ok(seat)
}

/// Sets one slot of one piece in the draft (Overload).
fn set_piece_slot(d: &mut Draft, seat: usize, sq: &str, slot: &str, value: &str) -> Outcome<()> {
    let square: Square = sq.parse().map_err(|_| not_a_square(sq))?;
    let home = match color(seat) {
        Color::White => square.rank() <= 1,
        Color::Black => square.rank() >= 6,
    };
    if !home {
        return Err(game_api::Failure::refused(
            Phrase::new("elemental-holds-none-of-your-pieces").code("square", sq),
        ));
    }
    let current = d
        .pieces
        .iter()
        .find(|(s, _)| s == sq)
        .map(|(_, v)| v.clone())
        .unwrap_or_else(|| {
            Slots {
                augmentor: parse_slot(d.augmentor.as_deref()).ok().flatten(),
                offense: parse_slot(d.offense.as_deref()).ok().flatten(),
                temporal: parse_slot(d.temporal.as_deref()).ok().flatten(),
            }
            .to_string()
        });
    let mut slots: Slots = current.parse().map_err(|e| loadout_refused(&e))?;
    match slot {
        "augmentor" => slots.augmentor = parse_slot(Some(value))?,
        "offense" => slots.offense = parse_slot(Some(value))?,
        "temporal" => slots.temporal = parse_slot(Some(value))?,
        _ => {
            return Err(game_api::Failure::refused(Phrase::new(
                "elemental-not-my-menu",
            )));
        }
    }
    elemental::check_slots(Element::Lightning, &slots).map_err(|e| loadout_refused(&e))?;
    d.pieces.retain(|(s, _)| s != sq);
    d.pieces.push((sq.to_string(), slots.to_string()));
    Ok(())
}

/// `/loadout`: with `piece:` one piece's slots (Lightning), otherwise the
/// army's choices, then lock in.
#[allow(clippy::too_many_arguments)]
pub fn command(
    art: &ElementalArt,
    play: &Play<'_>,
    state: &State,
    locked: &[Option<Loadout>; 2],
    element: Option<&str>,
    augmentor: Option<&str>,
    offense: Option<&str>,
    temporal: Option<&str>,
    piece: Option<&str>,
) -> Outcome<Effect<Loaded>> {
    let seat = chooser(play, locked)?;
    let mut d = Draft::read(play);
    if let Some(e) = element {
        d.element = Some(e.to_string());
    }
    if let Some(sq) = piece {
        if d.element.as_deref() != Some("lightning") {
            return Err(game_api::Failure::refused(Phrase::new(
                "elemental-only-lightning-add-element",
            )));
        }
        for (slot, value) in [
            ("augmentor", augmentor),
            ("offense", offense),
            ("temporal", temporal),
        ] {
            if let Some(v) = value {
                set_piece_slot(&mut d, seat, &sq.to_ascii_lowercase(), slot, v)?;
            }
        }
        d.revision += 1;
        let text = Words::from(Phrase::new("elemental-set-only-you"))
            .then(summary(&d))
            .line(Phrase::new("elemental-lock-in-lightning"));
        return Ok(Effect::Draft {
            draft: GameDraft::of(&d),
            outs: vec![Out::Plain(Reply::private(&play.user.id, text))],
        });
    }
    for (slot, value) in [
        (&mut d.augmentor, augmentor),
        (&mut d.offense, offense),
        (&mut d.temporal, temporal),
    ] {
        if let Some(v) = value {
            *slot = Some(v.to_string());
        }
    }
    lock_in(art, play, state, locked, seat, &d)
}

/// Stores the loadout (secretly) and announces only that it was locked
/// in; once both are, shows both to everyone (E6) and starts play.
fn lock_in(
    art: &ElementalArt,
    play: &Play<'_>,
    state: &State,
    locked: &[Option<Loadout>; 2],
    seat: usize,
    d: &Draft,
) -> Outcome<Effect<Loaded>> {
    let loadout = loadout_of(d, color(seat))?;
    lock_loadout(art, play, state, locked, seat, loadout)
}

/// Stores a checked `loadout` for `seat` (secretly) and announces only
/// that it was locked in; once both are, shows both to everyone (E6) and
/// starts play. The engine's loadout is locked in here too.
pub fn lock_loadout(
    art: &ElementalArt,
    play: &Play<'_>,
    state: &State,
    locked: &[Option<Loadout>; 2],
    seat: usize,
    loadout: Loadout,
) -> Outcome<Effect<Loaded>> {
    let side = color(seat);
    let mut next = state.clone();
    next.loadouts[seat] = Some(loadout.to_string());
    let mut all = locked.clone();
    all[seat] = Some(loadout.clone());
    let mut row = play.game.clone();
    let private = Out::Plain(Reply::private(
        &play.user.id,
        Words::from(Phrase::new("elemental-you-locked-in"))
            .then(say::loadout(&loadout))
            .and(Words::code(". "))
            .and(Phrase::new("elemental-only-you-see-it")),
    ));
    let mut playing = None;
    let public = if let [Some(w), Some(b)] = &all {
        let game =
            Game::new([w.clone(), b.clone()], state.seed).map_err(|e| loadout_refused(&e))?;
        next.game = Some(game.to_string());
        playing = Some(Box::new(game.clone()));
        row.state = next.json();
        let player = |c: Color| {
            Words::from(
                Phrase::new("elemental-player-side")
                    .name("player", name(&row, c))
                    .with("side", say::side(c)),
            )
        };
        let concealment = game.concealment(None);
        let engine = crate::games::common::how_to_act(&row, Color::White.index(), "x").is_empty();
        let text = Words::from(Phrase::new("elemental-both-locked-in"))
            .line(
                player(Color::White)
                    .and(Words::code(": "))
                    .and(say::loadout_seen(&game, Color::White, concealment))
                    .and(Words::code(".")),
            )
            .line(
                player(Color::Black)
                    .and(Words::code(": "))
                    .and(say::loadout_seen(&game, Color::Black, concealment))
                    .and(Words::code(".")),
            )
            .line(
                Phrase::new(if engine {
                    "elemental-moves-first"
                } else {
                    "elemental-moves-first-how"
                })
                .name("player", name(&row, Color::White))
                .with("side", say::side(Color::White)),
            );
        Out::Board {
            audience: Audience::Everyone,
            text,
            picture: Box::new(view::playing(art, &row, &game, Viewer::Public)),
            buttons: vec![],
        }
    } else {
        row.state = next.json();
        Out::Board {
            audience: Audience::Everyone,
            text: Phrase::new("elemental-locked-in-waiting")
                .name("player", &play.user.name)
                .with("side", say::side(side))
                .name("other", name(&row, side.other()))
                .into(),
            picture: Box::new(view::choosing(art, &row, Viewer::Public)),
            buttons: vec![],
        }
    };
    let phase = match playing {
        Some(game) => Phase::Playing(game),
        None => Phase::Loadouts(all),
    };
    Ok(Effect::Commit(Box::new(Commit {
        state: Loaded {
            stored: next,
            phase,
        },
        log: game_api::LogLine::setup(format!("loadout {loadout}")),
        last_move: None,
        captured: row.captured.clone(),
        ended: None,
        lapses_draw: false,
        outs: vec![private, public],
    })))
}
