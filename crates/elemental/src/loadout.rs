//! Loadouts (E4–E8): an element and three army-wide slots, or with
//! Lightning's Overload (E18) slots per piece; which of them this release
//! implements, and their text form.

use crate::square::{Color, Square};
use std::fmt;

/// What one choice is, for menus and texts.
pub trait Ability: Copy + Sized + 'static {
    /// Every value, in menu order.
    const ALL: &'static [Self];
    /// The name in commands: `side-step`.
    fn key(self) -> &'static str;
    /// The name people read: `Side Step`.
    fn title(self) -> &'static str;
    /// One line saying what it does, citing the rule.
    fn summary(self) -> &'static str;
    /// Whether this release implements it (the picker offers only these).
    fn available(self) -> bool;
    /// The value by key or title, in any case.
    fn from_key(text: &str) -> Option<Self> {
        let t = text.trim().to_ascii_lowercase().replace([' ', '_'], "-");
        Self::ALL
            .iter()
            .copied()
            .find(|a| a.key() == t || a.title().to_ascii_lowercase().replace(' ', "-") == t)
    }
}

macro_rules! ability {
    ($(#[$doc:meta])* $name:ident { $($(#[$vdoc:meta])* $variant:ident = ($key:literal, $title:literal, $avail:expr, $summary:literal)),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vdoc])* $variant),* }
        impl Ability for $name {
            const ALL: &'static [Self] = &[$($name::$variant),*];
            fn key(self) -> &'static str { match self { $($name::$variant => $key),* } }
            fn title(self) -> &'static str { match self { $($name::$variant => $title),* } }
            fn summary(self) -> &'static str { match self { $($name::$variant => $summary),* } }
            fn available(self) -> bool { match self { $($name::$variant => $avail),* } }
        }
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str(self.title()) }
        }
    };
}

ability!(
    /// An element: equips all of its abilities on all of the player's pieces (E7).
    Element {
        /// Scorch and Blaze Rush (E9, E10).
        Fire = ("fire", "Fire", true, "Scorch: a square your piece leaves stops lower-rank enemies (not Water) for your next 3 turns; Blaze Rush: after a capture, one extra Double or Quantum Kill, both against Earth (E9–E10)."),
        /// Flood Wake and Mist Shroud (E11, E12).
        Water = ("water", "Water", true, "Flood Wake: pieces your side took in the plies a Do-Over undoes stay removed; Mist Shroud: every piece has Quantum Step, and your loadout is hidden from the opponent until each ability first takes effect (E11–E12)."),
        /// Bastion and Sturdy (E13, E14).
        Earth = ("earth", "Earth", true, "Bastion: 180° Block Piece cones and seeded knockbacks; Sturdy: survive the first capture (E13–E14)."),
        /// Gale Lift, Tailwind and Scatter Shot (E15–E17).
        Air = ("air", "Air", true, "Gale Lift phasing, Tailwind's 2 extra steps, Scatter Shot sideways pawn captures (E15–E17)."),
        /// Overload and Raijin (E18, E19).
        Lightning = ("lightning", "Lightning", true, "Overload: slots chosen per piece (E18); Raijin: Quantum Kill ignores Indomitable, and after a Quantum Step the piece may capture once more (E19)."),
        /// Radiant Vision, Blinding and Light Speed (E20–E22).
        Light = ("light", "Light", true, "Radiant Vision: sliders give check through the first blocker; Light Speed: Sturdy tested first on your captures (E20, E22)."),
        /// Anarchist Streak and Sadist Streak (E23, E24).
        Shadow = ("shadow", "Shadow", true, "Anarchist Streak: every rank comparison in every ability is ignored, for both sides (E23); Sadist Streak: your Poisonous Meat marks the captor, removed two of its turns later with every piece of its side that came next to it (E24)."),
    }
);

ability!(
    /// The augmentor slot (E25–E31).
    Augmentor {
        /// One step after the move (E26).
        SideStep = ("side-step", "Side Step", true, "After its move the piece may step 1 square onto an empty neighbour (E26)."),
        /// A facing and a cone that blocks captures (E25).
        BlockPiece = ("block-piece", "Block Piece", true, "Captures from inside its 90° cone are blocked; re-face it with face: (E25)."),
        /// Swap with a lower-ranked neighbour or blink (E27).
        QuantumStep = ("quantum-step", "Quantum Step", true, "After its move the piece may swap with a lower-ranked friendly neighbour or blink to an empty neighbour (E27)."),
        /// Lower ranks cannot capture it (E28).
        Stalwart = ("stalwart", "Stalwart", true, "Pieces of lower rank cannot capture it (E28)."),
        /// Higher ranks cannot capture it (E29).
        Belligerent = ("belligerent", "Belligerent", true, "Pieces of higher rank cannot capture it (E29)."),
        /// Immune to ability removals (E31).
        Indomitable = ("indomitable", "Indomitable", true, "Immune to ability removals; cannot be phased through (E31, E3)."),
    }
);

ability!(
    /// The offense slot (E32, E33).
    Offense {
        /// Remove a neighbour of the victim (E32).
        DoubleKill = ("double-kill", "Double Kill", true, "After a capture, remove an enemy next to the victim of rank ≤ the victim's (E32)."),
        /// Remove any enemy once per turn (E32).
        QuantumKill = ("quantum-kill", "Quantum Kill", true, "Once per turn after a capture, remove any enemy of rank ≤ the victim's; with Lightning, Indomitable ones too (E32, E19)."),
        /// Capture from the end of a chain of friends (E33).
        ChainKill = ("chain-kill", "Chain Kill", true, "Capture from the end of a chain of adjacent friendly pieces, as if standing there (E33); with Air it also grants Quantum Step (E16)."),
        /// The captor dies too (E32).
        PoisonousMeat = ("poisonous-meat", "Poisonous Meat", true, "A higher rank that captures it is removed too, unless a king or Indomitable (E32)."),
    }
);

ability!(
    /// The temporal slot (E34–E37).
    Temporal {
        /// Rewind two plies (E34).
        DoOver = ("do-over", "Do-Over", true, "Once per piece: when it is captured or removed, the turn is discarded and the last two plies are undone (E34)."),
        /// Return a missing piece (E35).
        Resurrection = ("resurrection", "Resurrection", true, "After its capture, return one of your missing pieces of rank ≤ the victim's to your back two ranks (E35)."),
        /// Freeze an enemy piece (E36).
        TemporalLock = ("temporal-lock", "Temporal Lock", true, "Once per piece, after it moves, lock an enemy piece (not the king) for its side's next 2 turns (E36)."),
        /// Split into two squares (E37).
        SchrodingersLaugh = ("schrodingers-laugh", "Schrödinger's Laugh", true, "Once per piece (not the king), instead of moving, copy itself onto an empty neighbour: one piece on two squares, taken together (E37)."),
    }
);

impl Augmentor {
    /// Stalwart, Belligerent and Indomitable (E8).
    pub fn is_defensive(self) -> bool {
        matches!(
            self,
            Augmentor::Stalwart | Augmentor::Belligerent | Augmentor::Indomitable
        )
    }
}

/// The three slots of a piece (or of the whole army).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Slots {
    /// The augmentor, if any.
    pub augmentor: Option<Augmentor>,
    /// The offense ability, if any.
    pub offense: Option<Offense>,
    /// The temporal ability, if any.
    pub temporal: Option<Temporal>,
}

/// One player's loadout (E4, E5).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Loadout {
    /// The element (E7).
    pub element: Element,
    /// The army-wide slots.
    pub army: Slots,
    /// With Lightning (E18): slots of single pieces, by their starting square.
    pub pieces: Vec<(Square, Slots)>,
}

/// Why a loadout cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LoadoutError {
    /// Not implemented in this release.
    #[error("{0} is not in the game yet; /rules game:elemental lists what is")]
    NotYet(&'static str),
    /// Two abilities that need each other, one missing (E51).
    #[error("{0}")]
    Pair(&'static str),
    /// Per-piece slots without Lightning.
    #[error("only Lightning (Overload, E18) chooses slots per piece")]
    NotOverload,
    /// A per-piece square without a piece of that player at the start.
    #[error("{0} holds none of your pieces at the start")]
    NoPiece(Square),
    /// Wrong shape.
    #[error("not a loadout: {0}")]
    Syntax(String),
}

impl Loadout {
    /// An army with this element and no slots.
    pub fn new(element: Element) -> Loadout {
        Loadout {
            element,
            army: Slots::default(),
            pieces: Vec::new(),
        }
    }

    /// The slots of the piece that starts on `square`.
    pub fn slots_at(&self, square: Square) -> Slots {
        self.pieces
            .iter()
            .find(|(s, _)| *s == square)
            .map_or(self.army, |(_, slots)| *slots)
    }

    /// Checks that this release implements everything chosen, for the
    /// player of `color` (E4, E5, E51).
    pub fn check(&self, color: Color) -> Result<(), LoadoutError> {
        if !self.element.available() {
            return Err(LoadoutError::NotYet(self.element.title()));
        }
        if !self.pieces.is_empty() && self.element != Element::Lightning {
            return Err(LoadoutError::NotOverload);
        }
        for (square, _) in &self.pieces {
            let home = match color {
                Color::White => square.rank() <= 1,
                Color::Black => square.rank() >= 6,
            };
            if !home {
                return Err(LoadoutError::NoPiece(*square));
            }
        }
        for slots in std::iter::once(&self.army).chain(self.pieces.iter().map(|(_, s)| s)) {
            check_slots(self.element, slots)?;
        }
        Ok(())
    }
}

/// The slot checks of one piece under `element` (every pairing of E51 is
/// implemented now, so only what is not yet offered is refused).
pub fn check_slots(_element: Element, slots: &Slots) -> Result<(), LoadoutError> {
    if let Some(a) = slots.augmentor.filter(|a| !a.available()) {
        return Err(LoadoutError::NotYet(a.title()));
    }
    if let Some(o) = slots.offense.filter(|o| !o.available()) {
        return Err(LoadoutError::NotYet(o.title()));
    }
    if let Some(t) = slots.temporal.filter(|t| !t.available()) {
        return Err(LoadoutError::NotYet(t.title()));
    }
    Ok(())
}

fn slot_text<A: Ability>(a: Option<A>) -> &'static str {
    a.map_or("-", A::key)
}

fn parse_slot<A: Ability>(text: &str) -> Result<Option<A>, LoadoutError> {
    if text == "-" || text.eq_ignore_ascii_case("none") {
        return Ok(None);
    }
    A::from_key(text)
        .map(Some)
        .ok_or_else(|| LoadoutError::Syntax(format!("unknown ability \"{text}\"")))
}

impl fmt::Display for Slots {
    /// `side-step/-/-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}/{}/{}",
            slot_text(self.augmentor),
            slot_text(self.offense),
            slot_text(self.temporal)
        )
    }
}

impl std::str::FromStr for Slots {
    type Err = LoadoutError;
    fn from_str(s: &str) -> Result<Slots, LoadoutError> {
        let parts: Vec<&str> = s.split('/').collect();
        let [a, o, t] = parts.as_slice() else {
            return Err(LoadoutError::Syntax(
                "slots are augmentor/offense/temporal".into(),
            ));
        };
        Ok(Slots {
            augmentor: parse_slot(a)?,
            offense: parse_slot(o)?,
            temporal: parse_slot(t)?,
        })
    }
}

impl fmt::Display for Loadout {
    /// `lightning stalwart/-/- e2=side-step/-/-`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.element.key(), self.army)?;
        for (sq, slots) in &self.pieces {
            write!(f, " {sq}={slots}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Loadout {
    type Err = LoadoutError;
    fn from_str(s: &str) -> Result<Loadout, LoadoutError> {
        if s.len() > 1024 {
            return Err(LoadoutError::Syntax("too long".into()));
        }
        let mut words = s.split_ascii_whitespace();
        let element = words
            .next()
            .and_then(Element::from_key)
            .ok_or_else(|| LoadoutError::Syntax("it starts with an element".into()))?;
        let army: Slots = words.next().unwrap_or("-/-/-").parse()?;
        let mut pieces = Vec::new();
        for w in words {
            let (sq, slots) = w
                .split_once('=')
                .ok_or_else(|| LoadoutError::Syntax(format!("\"{w}\" is not square=slots")))?;
            let sq: Square = sq.parse().map_err(|e: crate::square::ParseSquareError| {
                LoadoutError::Syntax(e.to_string())
            })?;
            if pieces.iter().any(|(s, _)| *s == sq) {
                return Err(LoadoutError::Syntax(format!("{sq} is given twice")));
            }
            pieces.push((sq, slots.parse()?));
        }
        Ok(Loadout {
            element,
            army,
            pieces,
        })
    }
}

/// The words a loadout is described with, for texts: `Earth · Block Piece`.
pub fn describe_slots(slots: &Slots) -> String {
    let mut parts = Vec::new();
    if let Some(a) = slots.augmentor {
        parts.push(a.title());
    }
    if let Some(o) = slots.offense {
        parts.push(o.title());
    }
    if let Some(t) = slots.temporal {
        parts.push(t.title());
    }
    if parts.is_empty() {
        "no slots".into()
    } else {
        parts.join(", ")
    }
}

impl Loadout {
    /// In words: `Lightning; army: Stalwart; e2: Side Step`.
    pub fn describe(&self) -> String {
        let mut text = format!("{}; army: {}", self.element, describe_slots(&self.army));
        for (sq, slots) in &self.pieces {
            text.push_str(&format!("; {sq}: {}", describe_slots(slots)));
        }
        text
    }
}

/// One side for perft and tests (E82, E92): `ELEMENT/AUGMENTOR/OFFENSE/TEMPORAL`,
/// `-` for an empty slot or no element; `schrodinger` names Schrödinger's
/// Laugh. Everything named must be offered in this release.
pub fn side_from_text(text: &str) -> Result<(Option<Element>, Slots), LoadoutError> {
    let parts: Vec<&str> = text.split('/').collect();
    let [e, a, o, t] = parts.as_slice() else {
        return Err(LoadoutError::Syntax(format!(
            "{text}: give ELEMENT/AUGMENTOR/OFFENSE/TEMPORAL"
        )));
    };
    fn slot<A: Ability>(t: &str) -> Result<Option<A>, LoadoutError> {
        if t == "-" {
            return Ok(None);
        }
        let key = if t.eq_ignore_ascii_case("schrodinger") {
            "schrodingers-laugh"
        } else {
            t
        };
        let a = A::from_key(key)
            .ok_or_else(|| LoadoutError::Syntax(format!("unknown ability \"{t}\"")))?;
        if !a.available() {
            return Err(LoadoutError::NotYet(a.title()));
        }
        Ok(Some(a))
    }
    let element = slot::<Element>(e)?;
    let slots = Slots {
        augmentor: slot::<Augmentor>(a)?,
        offense: slot::<Offense>(o)?,
        temporal: slot::<Temporal>(t)?,
    };
    Ok((element, slots))
}
