//! Choosing loadouts (E4–E6) by command: `/loadout` with the army's slots
//! locks in; with Lightning's Overload (E5, E18) `/loadout piece:…` first
//! sets single pieces, kept in the chooser's draft. (The Choose loadout
//! button opens the same choice as a path of choices, `choices.rs`.)
//! Nothing here reaches anyone but the chooser until both have locked in.

use super::state::{Draft, Loaded, Phase, State};
use super::{ElementalArt, color, name, view};
use elemental::{Ability, Color, Element, Game, Loadout, Slots, Square};
use game_api::GameDraft;
use game_api::{Audience, Commit, Effect, Out, Outcome, Play, Reply, Viewer};

fn parse_slot<A: Ability>(value: Option<&str>) -> Outcome<Option<A>> {
    match value {
        None | Some("none") | Some("-") => Ok(None),
        Some(v) => A::from_key(v)
            .map(Some)
            .ok_or_else(|| game_api::Failure::refused(format!("\"{v}\" is not a choice here."))),
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
        .ok_or("Choose an element first (/loadout element:earth, or press Choose loadout).")
        .map_err(game_api::Failure::refused)?;
    let mut l = Loadout::new(element);
    l.army = slots_of(
        d.augmentor.as_deref(),
        d.offense.as_deref(),
        d.temporal.as_deref(),
    )?;
    if element == Element::Lightning {
        for (sq, slots) in &d.pieces {
            let sq: Square = sq
                .parse()
                .map_err(|e| format!("{e}."))
                .map_err(game_api::Failure::refused)?;
            l.pieces.push((
                sq,
                slots
                    .parse()
                    .map_err(|e: elemental::LoadoutError| e.to_string())
                    .map_err(game_api::Failure::refused)?,
            ));
        }
    }
    l.check(side)
        .map_err(|e| format!("{e}."))
        .map_err(game_api::Failure::refused)?;
    Ok(l)
}

/// The chooser's draft in words.
fn summary(d: &Draft) -> String {
    let show = |v: &Option<String>| v.clone().unwrap_or_else(|| "none".into());
    let mut text = format!(
        "Element: {} · augmentor: {} · offense: {} · temporal: {}",
        d.element.clone().unwrap_or_else(|| "not chosen".into()),
        show(&d.augmentor),
        show(&d.offense),
        show(&d.temporal)
    );
    if d.element.as_deref() == Some("lightning") && !d.pieces.is_empty() {
        let pieces: Vec<String> = d.pieces.iter().map(|(s, v)| format!("{s}={v}")).collect();
        text.push_str(&format!(" · per piece: {}", pieces.join(" ")));
    }
    text
}

/// Refuses a player who is not seated or has locked in already.
fn chooser(play: &Play<'_>, locked: &[Option<Loadout>; 2]) -> Outcome<usize> {
    let seat = play.seated()?;
    if locked[seat].is_some() {
        return Err(game_api::Failure::refused(
            "You have locked in your loadout already; play starts when both have (E6).",
        ));
    }
    Ok(seat)
}

/// Sets one slot of one piece in the draft (Overload).
fn set_piece_slot(d: &mut Draft, seat: usize, sq: &str, slot: &str, value: &str) -> Outcome<()> {
    let square: Square = sq
        .parse()
        .map_err(|e| format!("{e}."))
        .map_err(game_api::Failure::refused)?;
    let home = match color(seat) {
        Color::White => square.rank() <= 1,
        Color::Black => square.rank() >= 6,
    };
    if !home {
        return Err(game_api::Failure::refused(format!(
            "{sq} holds none of your pieces at the start."
        )));
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
    let mut slots: Slots = current
        .parse()
        .map_err(|e: elemental::LoadoutError| e.to_string())
        .map_err(game_api::Failure::refused)?;
    match slot {
        "augmentor" => slots.augmentor = parse_slot(Some(value))?,
        "offense" => slots.offense = parse_slot(Some(value))?,
        "temporal" => slots.temporal = parse_slot(Some(value))?,
        _ => return Err(game_api::Failure::refused("That menu is not one of mine.")),
    }
    elemental::check_slots(Element::Lightning, &slots)
        .map_err(|e| format!("{e}."))
        .map_err(game_api::Failure::refused)?;
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
            return Err(game_api::Failure::refused(
                "Only Lightning (Overload, E18) chooses slots per piece: add element:lightning.",
            ));
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
        let text = format!(
            "Set (only you see this). {}\nLock in with /loadout element:lightning and the army's slots.",
            summary(&d)
        );
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
        format!(
            "You locked in: {}. Only you see it until both have locked in (E6).",
            loadout.describe()
        ),
    ));
    let mut playing = None;
    let public = if let [Some(w), Some(b)] = &all {
        let game = Game::new([w.clone(), b.clone()], state.seed)
            .map_err(|e| format!("{e}."))
            .map_err(game_api::Failure::refused)?;
        next.game = Some(game.to_string());
        playing = Some(Box::new(game.clone()));
        row.state = next.json();
        let text = format!(
            "Both loadouts are locked in (E6).\n{} (White): {}.\n{} (Black): {}.\n{} (White) moves first{}. The emblems, badges and pips on the board: /rules piece:board.",
            name(&row, Color::White),
            game.loadout_words(Color::White, None),
            name(&row, Color::Black),
            game.loadout_words(Color::Black, None),
            name(&row, Color::White),
            crate::games::common::how_to_act(&row, Color::White.index(), ": /move from:e2 to:e4")
        );
        Out::Board {
            audience: Audience::Everyone,
            text: text.into(),
            picture: Box::new(view::playing(art, &row, &game, Viewer::Public)),
            buttons: vec![],
        }
    } else {
        row.state = next.json();
        Out::Board {
            audience: Audience::Everyone,
            text: format!(
                "{} ({}) has locked in a loadout; waiting for {}.",
                play.user.name,
                side.name(),
                name(&row, side.other())
            )
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
