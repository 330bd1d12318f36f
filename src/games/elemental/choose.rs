//! Choosing loadouts (E4–E6): a button opens a private message with one
//! menu per slot and Lock in; with Lightning's Overload (E5, E18) a second
//! private step sets single pieces. `/loadout` does the same by command.
//! Nothing here reaches anyone but the chooser until both have locked in.

use super::state::{Draft, Loaded, Phase, State};
use super::{ElementalArt, color, name, view};
use elemental::{
    Ability, Augmentor, Color, Element, Game, Loadout, Offense, Slots, Square, Temporal,
};
use game_api::GameDraft;
use game_api::{
    Audience, Button, ButtonId, ButtonStyle, Commit, Effect, Menu, MenuOption, Out, Outcome, Play,
    Reply, Viewer,
};

/// The slots a menu sets.
const SLOTS: [&str; 4] = ["element", "augmentor", "offense", "temporal"];

fn options<A: Ability>(with_none: bool) -> Vec<MenuOption> {
    let mut out = vec![];
    if with_none {
        out.push(MenuOption {
            label: "none".into(),
            value: "none".into(),
        });
    }
    for a in A::ALL.iter().filter(|a| a.available()) {
        out.push(MenuOption {
            label: a.title().into(),
            value: a.key().into(),
        });
    }
    out
}

fn slot_options(slot: &str) -> Vec<MenuOption> {
    match slot {
        "element" => options::<Element>(false),
        "augmentor" => options::<Augmentor>(true),
        "offense" => options::<Offense>(true),
        _ => options::<Temporal>(true),
    }
}

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
        .ok_or("Choose an element first (the Element menu, or /loadout element:earth).")
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

fn menu_id(play: &Play<'_>, seat: usize, slot: &str) -> String {
    ButtonId::game(play.game.id, None, &["lo", &seat.to_string(), slot]).to_string()
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

/// The private menus for the player in `play`.
pub fn prompt(play: &Play<'_>, locked: &[Option<Loadout>; 2]) -> Outcome<Effect<Loaded>> {
    let seat = chooser(play, locked)?;
    let d = Draft::read(play);
    Ok(Effect::Reply(vec![Out::Plain(menus(play, seat, &d))]))
}

fn menus(play: &Play<'_>, seat: usize, d: &Draft) -> Reply {
    let mut reply = Reply::private(
        &play.user.id,
        format!(
            "Choose your loadout (only you see this): one element, and an augmentor, offense and temporal ability for every piece. Then press Lock in; /rules game:elemental explains each ability.\n{}",
            summary(d)
        ),
    );
    for slot in SLOTS {
        reply = reply.with_menu(Menu {
            id: menu_id(play, seat, slot),
            placeholder: format!("{}{}", slot[..1].to_ascii_uppercase(), &slot[1..]).into(),
            options: slot_options(slot),
        });
    }
    let mut buttons = vec![Button {
        id: ButtonId::game(play.game.id, None, &["lock", &seat.to_string()]).to_string(),
        label: "Lock in".into(),
        style: ButtonStyle::Primary,
    }];
    if d.element.as_deref() == Some("lightning") {
        buttons.push(Button {
            id: menu_id(play, seat, "pieces"),
            label: "Per piece (Overload)".into(),
            style: ButtonStyle::Secondary,
        });
    }
    reply.with_buttons(buttons)
}

/// The Overload step: a menu of the chooser's pieces, then its slots.
fn piece_menus(play: &Play<'_>, seat: usize, d: &Draft) -> Reply {
    let side = color(seat);
    let ranks: [i8; 2] = if side == Color::White { [0, 1] } else { [7, 6] };
    let board = elemental::Board::start();
    let pieces: Vec<MenuOption> = ranks
        .iter()
        .flat_map(|&r| (0..8).filter_map(move |f| Square::new(f, r)))
        .filter_map(|sq| {
            let (_, role) = board.piece_at(sq)?;
            Some(MenuOption {
                label: format!("{sq} · {}", role.name()).into(),
                value: sq.to_string(),
            })
        })
        .collect();
    let mut text = format!(
        "Overload (E18): choose a piece, then its slots; the others keep the army's. Only you see this.\n{}",
        summary(d)
    );
    let mut reply = Reply::private(&play.user.id, String::new()).with_menu(Menu {
        id: menu_id(play, seat, "piece"),
        placeholder: "Piece".into(),
        options: pieces,
    });
    if let Some(sq) = &d.piece {
        text.push_str(&format!("\nSetting {sq}."));
        for slot in ["augmentor", "offense", "temporal"] {
            reply = reply.with_menu(Menu {
                id: menu_id(play, seat, &format!("p-{slot}")),
                placeholder: format!("{sq}: {slot}").into(),
                options: slot_options(slot),
            });
        }
    }
    reply.text = text.into();
    reply.with_buttons(vec![Button {
        id: ButtonId::game(play.game.id, None, &["loadout"]).to_string(),
        label: "Back to the army".into(),
        style: ButtonStyle::Secondary,
    }])
}

/// A menu choice or the Overload button.
pub fn choose(
    play: &Play<'_>,
    locked: &[Option<Loadout>; 2],
    seat_text: &str,
    slot: &str,
    value: Option<&str>,
) -> Outcome<Effect<Loaded>> {
    let seat = chooser(play, locked)?;
    if seat.to_string() != seat_text {
        return Err(game_api::Failure::refused(
            "That menu is another player's; press Choose loadout for your own.",
        ));
    }
    let mut d = Draft::read(play);
    let reply = match (slot, value) {
        ("pieces", None) => {
            if d.element.as_deref() != Some("lightning") {
                return Err(game_api::Failure::refused(
                    "Only Lightning (Overload, E18) chooses slots per piece.",
                ));
            }
            return Ok(Effect::Reply(vec![Out::Plain(piece_menus(play, seat, &d))]));
        }
        ("piece", Some(v)) => {
            let sq: Square = v
                .parse()
                .map_err(|e| format!("{e}."))
                .map_err(game_api::Failure::refused)?;
            d.piece = Some(sq.to_string());
            piece_menus(play, seat, &d)
        }
        (s, Some(v)) if s.starts_with("p-") => {
            let sq = d
                .piece
                .clone()
                .ok_or("Choose the piece first.")
                .map_err(game_api::Failure::refused)?;
            set_piece_slot(&mut d, seat, &sq, &s[2..], v)?;
            piece_menus(play, seat, &d)
        }
        (s, Some(v)) if SLOTS.contains(&s) => {
            let ok = slot_options(s).iter().any(|o| o.value == v);
            if !ok {
                return Err(game_api::Failure::refused(format!(
                    "\"{v}\" is not offered for {s}."
                )));
            }
            let value = Some(v.to_string());
            match s {
                "element" => d.element = value,
                "augmentor" => d.augmentor = value,
                "offense" => d.offense = value,
                _ => d.temporal = value,
            }
            menus(play, seat, &d)
        }
        _ => return Err(game_api::Failure::refused("That menu is not one of mine.")),
    };
    d.revision += 1;
    Ok(Effect::Draft {
        draft: GameDraft::of(&d),
        outs: vec![Out::Plain(reply)],
    })
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

/// The Lock in button.
pub fn lock_button(
    art: &ElementalArt,
    play: &Play<'_>,
    state: &State,
    locked: &[Option<Loadout>; 2],
    seat_text: &str,
) -> Outcome<Effect<Loaded>> {
    let seat = chooser(play, locked)?;
    if seat.to_string() != seat_text {
        return Err(game_api::Failure::refused(
            "That button is another player's; press Choose loadout for your own.",
        ));
    }
    lock_in(art, play, state, locked, seat, &Draft::read(play))
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
