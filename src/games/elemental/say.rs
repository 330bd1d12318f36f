//! Elemental chess in words: its vocabulary (sides, pieces, facings,
//! elements and abilities, each a Fluent term of `locales/*/elemental.ftl`)
//! and the rules crate's typed values — events, blockers, loadouts — as
//! catalogue phrases. Nothing here makes a sentence; the front end says
//! them in its reader's language.

use elemental::{
    Ability, Augmentor, Blocker, Choice, Chosen, Color, Element, Event, Facing, Loadout, Offense,
    Revealed, Role, Slots, Square, Temporal, TurnError,
};
use game_api::{Arg, Join, Phrase, Words};

/// A side's name (`White`).
pub fn side(c: Color) -> Phrase {
    Phrase::new(match c {
        Color::White => "elemental-side-white",
        Color::Black => "elemental-side-black",
    })
}

/// A piece's name as a sentence says it (`knight`).
pub fn piece(r: Role) -> Phrase {
    Phrase::new(match r {
        Role::Pawn => "elemental-piece-pawn",
        Role::Knight => "elemental-piece-knight",
        Role::Bishop => "elemental-piece-bishop",
        Role::Rook => "elemental-piece-rook",
        Role::Queen => "elemental-piece-queen",
        Role::King => "elemental-piece-king",
    })
}

/// A piece's name starting a sentence (`Knight`).
pub fn piece_start(r: Role) -> Phrase {
    Phrase::new(match r {
        Role::Pawn => "elemental-piece-pawn-start",
        Role::Knight => "elemental-piece-knight-start",
        Role::Bishop => "elemental-piece-bishop-start",
        Role::Rook => "elemental-piece-rook-start",
        Role::Queen => "elemental-piece-queen-start",
        Role::King => "elemental-piece-king-start",
    })
}

/// A direction a Block Piece faces (`north`).
pub fn facing(f: Facing) -> Phrase {
    Phrase::new(match f {
        Facing::North => "elemental-facing-north",
        Facing::East => "elemental-facing-east",
        Facing::South => "elemental-facing-south",
        Facing::West => "elemental-facing-west",
    })
}

/// What names an element or ability and explains it.
pub trait Named: Ability {
    /// Its name (a proper name: English in every language).
    fn phrase(self) -> Phrase;
    /// What it does, citing its rules.
    fn summary_phrase(self) -> Phrase;
}

impl Named for Element {
    fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Element::Fire => "elemental-element-fire",
            Element::Water => "elemental-element-water",
            Element::Earth => "elemental-element-earth",
            Element::Air => "elemental-element-air",
            Element::Lightning => "elemental-element-lightning",
            Element::Light => "elemental-element-light",
            Element::Shadow => "elemental-element-shadow",
        })
    }
    fn summary_phrase(self) -> Phrase {
        Phrase::new(match self {
            Element::Fire => "elemental-about-fire",
            Element::Water => "elemental-about-water",
            Element::Earth => "elemental-about-earth",
            Element::Air => "elemental-about-air",
            Element::Lightning => "elemental-about-lightning",
            Element::Light => "elemental-about-light",
            Element::Shadow => "elemental-about-shadow",
        })
    }
}

impl Named for Augmentor {
    fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Augmentor::SideStep => "elemental-augmentor-side-step",
            Augmentor::BlockPiece => "elemental-augmentor-block-piece",
            Augmentor::QuantumStep => "elemental-augmentor-quantum-step",
            Augmentor::Stalwart => "elemental-augmentor-stalwart",
            Augmentor::Belligerent => "elemental-augmentor-belligerent",
            Augmentor::Indomitable => "elemental-augmentor-indomitable",
        })
    }
    fn summary_phrase(self) -> Phrase {
        Phrase::new(match self {
            Augmentor::SideStep => "elemental-about-side-step",
            Augmentor::BlockPiece => "elemental-about-block-piece",
            Augmentor::QuantumStep => "elemental-about-quantum-step",
            Augmentor::Stalwart => "elemental-about-stalwart",
            Augmentor::Belligerent => "elemental-about-belligerent",
            Augmentor::Indomitable => "elemental-about-indomitable",
        })
    }
}

impl Named for Offense {
    fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Offense::DoubleKill => "elemental-offense-double-kill",
            Offense::QuantumKill => "elemental-offense-quantum-kill",
            Offense::ChainKill => "elemental-offense-chain-kill",
            Offense::PoisonousMeat => "elemental-offense-poisonous-meat",
        })
    }
    fn summary_phrase(self) -> Phrase {
        Phrase::new(match self {
            Offense::DoubleKill => "elemental-about-double-kill",
            Offense::QuantumKill => "elemental-about-quantum-kill",
            Offense::ChainKill => "elemental-about-chain-kill",
            Offense::PoisonousMeat => "elemental-about-poisonous-meat",
        })
    }
}

impl Named for Temporal {
    fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Temporal::DoOver => "elemental-temporal-do-over",
            Temporal::Resurrection => "elemental-temporal-resurrection",
            Temporal::TemporalLock => "elemental-temporal-temporal-lock",
            Temporal::SchrodingersLaugh => "elemental-temporal-schrodingers-laugh",
        })
    }
    fn summary_phrase(self) -> Phrase {
        Phrase::new(match self {
            Temporal::DoOver => "elemental-about-do-over",
            Temporal::Resurrection => "elemental-about-resurrection",
            Temporal::TemporalLock => "elemental-about-temporal-lock",
            Temporal::SchrodingersLaugh => "elemental-about-schrodingers-laugh",
        })
    }
}

/// An ability the rules crate names by its title (what a Water side
/// reveals, what decided a game, E12, E97): its phrase; an unknown title
/// is shown as it is.
pub fn titled(title: &str) -> Words {
    fn find<A: Named>(title: &str) -> Option<Phrase> {
        A::ALL
            .iter()
            .find(|a| a.title() == title)
            .map(|a| a.phrase())
    }
    find::<Augmentor>(title)
        .or_else(|| find::<Offense>(title))
        .or_else(|| find::<Temporal>(title))
        .or_else(|| find::<Element>(title))
        .or_else(|| match title {
            "Mist Shroud" => Some(Phrase::new("elemental-mist-shroud-name")),
            "an empty slot" => Some(Phrase::new("elemental-empty-slot")),
            _ => None,
        })
        .map_or_else(|| Words::code(title), Words::from)
}

/// What removed or threatened a piece (an event's `by`): with its rule,
/// and its bare name for the short story.
fn by(by: &str) -> (Words, Words) {
    let (full, short) = match by {
        "Double Kill (E32)" => ("elemental-by-double-kill", "elemental-offense-double-kill"),
        "Quantum Kill (E32)" => (
            "elemental-by-quantum-kill",
            "elemental-offense-quantum-kill",
        ),
        "Poisonous Meat (E32)" => (
            "elemental-by-poisonous-meat",
            "elemental-offense-poisonous-meat",
        ),
        "Blaze Rush's Double Kill (E10)" => (
            "elemental-by-blaze-double-kill",
            "elemental-blaze-double-kill",
        ),
        "Blaze Rush's Quantum Kill (E10)" => (
            "elemental-by-blaze-quantum-kill",
            "elemental-blaze-quantum-kill",
        ),
        "Sadist Streak (E24)" => ("elemental-by-sadist-streak", "elemental-sadist-streak-name"),
        "Flood Wake (E11)" => ("elemental-by-flood-wake", "elemental-flood-wake-name"),
        other => {
            let bare = other.split(" (").next().unwrap_or(other);
            return (Words::code(other), Words::code(bare));
        }
    };
    (Phrase::new(full).into(), Phrase::new(short).into())
}

/// What blocked a capture, with its rule (`Stalwart (E28)`).
pub fn blocker(b: Blocker) -> Phrase {
    Phrase::new(match b {
        Blocker::Cone => "elemental-blocker-cone",
        Blocker::Stalwart => "elemental-blocker-stalwart",
        Blocker::Belligerent => "elemental-blocker-belligerent",
        Blocker::Sturdy => "elemental-blocker-sturdy",
        Blocker::Solid => "elemental-blocker-solid",
    })
}

/// What blocked a capture, in short (`Stalwart`).
fn blocker_short(b: Blocker) -> Phrase {
    Phrase::new(match b {
        Blocker::Cone => "elemental-augmentor-block-piece",
        Blocker::Stalwart => "elemental-augmentor-stalwart",
        Blocker::Belligerent => "elemental-augmentor-belligerent",
        Blocker::Sturdy => "elemental-sturdy-name",
        Blocker::Solid => "elemental-blocker-solid-short",
    })
}

/// An ability's name by the choice of a turn it makes (`Double Kill`).
fn choice_name(c: Choice) -> Phrase {
    Phrase::new(match c {
        Choice::Chain => "elemental-offense-chain-kill",
        Choice::DoubleKill => "elemental-offense-double-kill",
        Choice::QuantumKill => "elemental-offense-quantum-kill",
        Choice::BlazeDoubleKill => "elemental-blaze-double-kill",
        Choice::BlazeQuantumKill => "elemental-blaze-quantum-kill",
        Choice::Resurrection => "elemental-temporal-resurrection",
        Choice::Raijin => "elemental-raijin-name",
        Choice::Lock => "elemental-temporal-temporal-lock",
    })
}

/// An ability by the choice of a turn it makes, with its rule and what
/// it may choose (`Double Kill (E32: an enemy next to …)`).
fn choice_about(c: Choice) -> Phrase {
    Phrase::new(match c {
        Choice::Chain => "elemental-turn-choice-chain",
        Choice::DoubleKill => "elemental-turn-choice-double-kill",
        Choice::QuantumKill => "elemental-turn-choice-quantum-kill",
        Choice::BlazeDoubleKill => "elemental-turn-choice-blaze-double-kill",
        Choice::BlazeQuantumKill => "elemental-turn-choice-blaze-quantum-kill",
        Choice::Resurrection => "elemental-turn-choice-resurrection",
        Choice::Raijin => "elemental-turn-choice-raijin",
        Choice::Lock => "elemental-turn-choice-lock",
    })
}

/// Squares as a turn writes them after `then:` (`f4,g5`).
fn steps(squares: &[Square]) -> String {
    squares
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Why the rules refused a turn (E39, E53), as a catalogue message.
pub fn turn_error(e: &TurnError) -> Phrase {
    match e {
        TurnError::GameOver => Phrase::new("elemental-turn-game-over"),
        TurnError::RefacedTwice { square } => {
            Phrase::new("elemental-turn-refaced-twice").code("square", square)
        }
        TurnError::NoBlockPiece { role, square } => Phrase::new("elemental-turn-no-block-piece")
            .with("piece", piece(*role))
            .code("square", square),
        TurnError::NothingToFace { square } => {
            Phrase::new("elemental-turn-nothing-to-face").code("square", square)
        }
        TurnError::PassNotAllowed => Phrase::new("elemental-turn-pass-not-allowed"),
        TurnError::NoLaugh { from, to } => Phrase::new("elemental-turn-no-laugh")
            .code("from", from)
            .code("to", to),
        TurnError::NoPiece { square } => {
            Phrase::new("elemental-turn-no-piece").code("square", square)
        }
        TurnError::NotYours {
            role,
            square,
            owner,
            mover,
        } => Phrase::new("elemental-turn-not-yours")
            .with("piece", piece(*role))
            .code("square", square)
            .with("owner", side(*owner))
            .with("side", side(*mover)),
        TurnError::Locked {
            role,
            square,
            turns,
        } => Phrase::new("elemental-turn-locked")
            .with("piece", piece(*role))
            .code("square", square)
            .with("n", *turns),
        TurnError::BlockedInCheck { blocker: b } => {
            Phrase::new("elemental-turn-blocked-in-check").with("blocker", blocker(*b))
        }
        TurnError::BlockedWithoutEffect { blocker: b } => {
            Phrase::new("elemental-turn-blocked-without-effect").with("blocker", blocker(*b))
        }
        TurnError::KingUnsafe { role, from, to } => Phrase::new("elemental-turn-king-unsafe")
            .with("piece", piece_start(*role))
            .code("from", from)
            .code("to", to),
        TurnError::Scorched {
            square,
            rank,
            turns,
            role,
        } => Phrase::new("elemental-turn-scorched")
            .code("square", square)
            .with("rank", *rank)
            .with("n", *turns)
            .with("piece", piece(*role)),
        TurnError::CannotGo { role, from, to } => Phrase::new("elemental-turn-cannot-go")
            .with("piece", piece(*role))
            .code("from", from)
            .code("to", to),
        TurnError::NoChoice { choice, given } => Phrase::new("elemental-turn-no-choice")
            .code("option", choice.option())
            .code("given", given)
            .with("ability", choice_about(*choice)),
        TurnError::NotOffered {
            choice,
            given,
            offered,
        } => Phrase::new("elemental-turn-not-offered")
            .code("option", choice.option())
            .code("given", given)
            .with("ability", choice_about(*choice))
            .with("n", offered.len())
            .with(
                "offered",
                Arg::List(
                    Join::Or,
                    offered
                        .iter()
                        .map(|c: &Chosen| Phrase::new("elemental-code").code("code", c))
                        .collect(),
                ),
            ),
        TurnError::NamedTwice {
            first,
            second,
            square,
        } => Phrase::new("elemental-turn-named-twice")
            .code("option", first.option())
            .code("again", second.option())
            .code("square", square)
            .with("first", choice_name(*first))
            .with("second", choice_name(*second)),
        TurnError::BlockedDoesNotArrive => Phrase::new("elemental-turn-blocked-does-not-arrive"),
        TurnError::PromotionMissing => Phrase::new("elemental-turn-promotion-missing"),
        TurnError::CannotPromote => Phrase::new("elemental-turn-cannot-promote"),
        TurnError::RaijinWithoutStep => Phrase::new("elemental-turn-raijin-without-step"),
        TurnError::StepsNeeded { from, to } => Phrase::new("elemental-turn-steps-needed")
            .code("from", from)
            .code("to", to),
        TurnError::NoSteps { role, from, to } => Phrase::new("elemental-turn-no-steps")
            .with("piece", piece(*role))
            .code("from", from)
            .code("to", to),
        TurnError::StepsNotAllowed {
            then,
            from,
            to,
            allowed,
        } => Phrase::new("elemental-turn-steps-not-allowed")
            .code("steps", steps(then))
            .code("from", from)
            .code("to", to)
            .with("n", allowed.len())
            .with(
                "allowed",
                Arg::List(
                    Join::Or,
                    allowed
                        .iter()
                        .map(|s| {
                            Phrase::new("elemental-code").code("code", format!("then:{}", steps(s)))
                        })
                        .collect(),
                ),
            ),
        TurnError::RemovalDefeated => Phrase::new("elemental-turn-removal-defeated"),
        TurnError::Poisoned => Phrase::new("elemental-turn-poisoned"),
        TurnError::RaijinBlocked => Phrase::new("elemental-turn-raijin-blocked"),
        TurnError::UnsafeToStay { defender } => {
            Phrase::new("elemental-turn-unsafe-to-stay").code("square", defender)
        }
        TurnError::NotHere { turn } => Phrase::new("elemental-turn-not-here").code("turn", turn),
    }
}

/// `on e5`, or for a piece on two squares `on e5 (also on c3)` (E98).
pub fn on(square: Square, also: Option<Square>) -> Phrase {
    match also {
        Some(other) => Phrase::new("elemental-on-also")
            .code("square", square)
            .code("other", other),
        None => Phrase::new("elemental-on").code("square", square),
    }
}

/// Words as an argument: a phrase argument when the words are one
/// phrase, else the notation they show.
fn arg(words: Words) -> Arg {
    match words.bits() {
        [game_api::Bit::Say(p)] => Arg::Phrase(Box::new(p.clone())),
        bits => Arg::Code(
            bits.iter()
                .map(|b| match b {
                    game_api::Bit::Code(s) | game_api::Bit::Name(s) => s.as_str(),
                    game_api::Bit::Say(p) => p.id(),
                })
                .collect(),
        ),
    }
}

/// Slots in words: `Stalwart, Double Kill`, or `no slots`.
pub fn slots(s: &Slots) -> Phrase {
    let mut parts = vec![];
    if let Some(a) = s.augmentor {
        parts.push(a.phrase());
    }
    if let Some(o) = s.offense {
        parts.push(o.phrase());
    }
    if let Some(t) = s.temporal {
        parts.push(t.phrase());
    }
    let mut parts = parts.into_iter();
    match (parts.next(), parts.next(), parts.next()) {
        (None, _, _) => Phrase::new("elemental-no-slots"),
        (Some(a), None, _) => Phrase::new("elemental-slots-one").with("first", a),
        (Some(a), Some(b), None) => Phrase::new("elemental-slots-two")
            .with("first", a)
            .with("second", b),
        (Some(a), Some(b), Some(c)) => Phrase::new("elemental-slots-three")
            .with("first", a)
            .with("second", b)
            .with("third", c),
    }
}

/// A loadout in words: `Lightning; army: Stalwart; e7: Side Step`, each
/// piece's own slots by `squares` (their starting squares, or where they
/// stand now).
pub(super) fn loadout_with(element: Element, army: &Slots, pieces: &[(Square, Slots)]) -> Words {
    let mut words: Words = Phrase::new("elemental-loadout")
        .with("element", element.phrase())
        .with("army", slots(army))
        .into();
    for (sq, s) in pieces {
        words = words.and(
            Phrase::new("elemental-loadout-piece")
                .code("square", sq)
                .with("slots", slots(s)),
        );
    }
    words
}

/// A locked-in loadout in words (per-piece slots by starting square).
pub fn loadout(l: &Loadout) -> Words {
    loadout_with(l.element, &l.army, &l.pieces)
}

/// `side`'s loadout as `game` shows it with each side's `concealment`
/// (what a viewer does not see, E12): per-piece slots where the pieces
/// stand now, and what is concealed.
pub fn loadout_seen(game: &elemental::Game, side: Color, concealment: [Revealed; 2]) -> Words {
    let seen = game.seen_with(concealment);
    let l = seen.loadout(side);
    let pos = seen.position();
    let hidden = concealment[side.index()];
    let text = if hidden.contains(Revealed::SLOTS) {
        Words::from(l.element.phrase())
    } else {
        let pieces: Vec<(Square, Slots)> = Square::all()
            .filter_map(|sq| {
                let (owner, _, info) = pos.piece(sq)?;
                (owner == side && info.slots != l.army).then_some((sq, info.slots))
            })
            .collect();
        loadout_with(l.element, &l.army, &pieces)
    };
    if hidden.is_empty() {
        return text;
    }
    text.and(Phrase::new("elemental-concealed").with("parts", concealed(hidden)))
}

/// What is concealed of a loadout: `augmentor, offense and Mist Shroud`.
pub fn concealed(hidden: Revealed) -> Arg {
    Arg::List(
        Join::And,
        hidden
            .parts()
            .map(|p| {
                Phrase::new(if p == Revealed::AUGMENTOR {
                    "elemental-slot-augmentor"
                } else if p == Revealed::OFFENSE {
                    "elemental-slot-offense"
                } else if p == Revealed::TEMPORAL {
                    "elemental-slot-temporal"
                } else {
                    "elemental-mist-shroud-name"
                })
            })
            .collect(),
    )
}

/// One event as the channel's `-#` line says it.
pub fn event(e: &Event) -> Words {
    let p = match e {
        Event::Moved {
            color,
            role,
            from,
            to,
        } => Phrase::new("elemental-event-moved")
            .with("side", side(*color))
            .with("piece", piece(*role))
            .code("from", from)
            .code("to", to),
        Event::Castled { color, king_side } => Phrase::new(if *king_side {
            "elemental-event-castled-king-side"
        } else {
            "elemental-event-castled-queen-side"
        })
        .with("side", side(*color)),
        Event::Captured {
            color,
            role,
            square,
            also,
        } => Phrase::new("elemental-event-captured")
            .with("side", side(*color))
            .with("piece", piece(*role))
            .with("on", on(*square, *also)),
        Event::Promoted {
            square,
            role,
            displaced,
        } => {
            if *displaced {
                Phrase::new("elemental-event-promoted-displaced").code("square", square)
            } else {
                Phrase::new("elemental-event-promoted")
                    .code("square", square)
                    .with("piece", piece(*role))
            }
        }
        Event::Stopped { role, from, square } => Phrase::new("elemental-event-stopped")
            .with("piece", piece(*role))
            .code("from", from)
            .code("square", square),
        Event::Revealed { color, ability } => Phrase::new("elemental-event-revealed")
            .with("side", side(*color))
            .with("ability", arg(titled(ability))),
        Event::Blocked {
            attacker,
            from,
            defender,
            square,
            also,
            by,
        } => Phrase::new("elemental-event-blocked")
            .with("attacker", piece(*attacker))
            .code("from", from)
            .with("defender", piece(*defender))
            .with("on", on(*square, *also))
            .with("by", blocker(*by)),
        Event::SturdyUsed { square, also } => {
            Phrase::new("elemental-event-sturdy-used").with("on", on(*square, *also))
        }
        Event::KnockedBack { from, to, also } => match also {
            Some(other) => Phrase::new("elemental-event-knocked-back-also")
                .code("other", other)
                .code("from", from)
                .code("to", to),
            None => Phrase::new("elemental-event-knocked-back")
                .code("from", from)
                .code("to", to),
        },
        Event::KnockbackCancelled { square } => {
            Phrase::new("elemental-event-knockback-cancelled").code("square", square)
        }
        Event::Stepped { from, to } => Phrase::new("elemental-event-stepped")
            .code("from", from)
            .code("to", to),
        Event::Swapped { from, with } => Phrase::new("elemental-event-swapped")
            .code("from", from)
            .code("with", with),
        Event::Poisoned {
            role,
            square,
            also,
            victim,
        } => Phrase::new("elemental-event-poisoned")
            .with("piece", piece(*role))
            .with("on", on(*square, *also))
            .with("victim", piece(*victim)),
        Event::Removed {
            color,
            role,
            square,
            also,
            by: what,
        } => Phrase::new("elemental-event-removed")
            .with("by", arg(by(what).0))
            .with("side", side(*color))
            .with("piece", piece(*role))
            .with("on", on(*square, *also)),
        Event::SturdySaved {
            square,
            also,
            role,
            by: what,
        } => Phrase::new("elemental-event-sturdy-saved")
            .with("piece", piece(*role))
            .with("on", on(*square, *also))
            .with("by", arg(by(what).0)),
        Event::Resurrected {
            color,
            role,
            square,
        } => Phrase::new("elemental-event-resurrected")
            .with("side", side(*color))
            .with("piece", piece(*role))
            .code("square", square),
        Event::Locked {
            color,
            role,
            square,
            also,
        } => Phrase::new("elemental-event-locked")
            .with("side", side(*color))
            .with("piece", piece(*role))
            .with("on", on(*square, *also)),
        Event::Marked {
            color,
            role,
            square,
            also,
            turns,
        } => Phrase::new(if *turns == 2 {
            "elemental-event-marked-second"
        } else {
            "elemental-event-marked-third"
        })
        .with("side", side(*color))
        .with("piece", piece(*role))
        .with("on", on(*square, *also)),
        Event::Raijin { from, to } => Phrase::new("elemental-event-raijin")
            .code("from", from)
            .code("to", to),
        Event::DoOver { color, role, plies } => Phrase::new("elemental-event-do-over")
            .with("side", side(*color))
            .with("piece", piece(*role))
            .with("plies", *plies),
        Event::Blinded { color } => {
            Phrase::new("elemental-event-blinded").with("side", side(*color))
        }
        Event::Passed { color } => Phrase::new("elemental-event-passed").with("side", side(*color)),
        Event::Faced { square, facing: f } => Phrase::new("elemental-event-faced")
            .code("square", square)
            .with("facing", facing(*f)),
        Event::Decided { color, ability } => Phrase::new("elemental-event-decided")
            .with("side", side(*color))
            .with("ability", arg(titled(ability)))
            .with("other", side(color.other())),
        Event::Check { color } => Phrase::new("elemental-in-check").with("side", side(*color)),
        Event::Checkmate { winner } => {
            Phrase::new("elemental-event-checkmate").with("side", side(*winner))
        }
        Event::Stalemate => Phrase::new("elemental-event-stalemate"),
        Event::SeventyFiveMoves => Phrase::new("elemental-event-seventy-five-moves"),
        Event::Fivefold => Phrase::new("elemental-event-fivefold"),
    };
    p.into()
}

/// The turn told in order, in short, for the channel's turn line (E38):
/// `Bishop takes knight on f6 · Double Kill removes the pawn on g7`.
/// Checks, endings and facings are left to the full sentences; nothing
/// when the turn told nothing.
pub fn story(events: &[Event]) -> Vec<Phrase> {
    let mut parts: Vec<Phrase> = Vec::new();
    let mut i = 0;
    while i < events.len() {
        let part = match &events[i] {
            Event::Moved { role, from, to, .. } => match events.get(i + 1) {
                Some(Event::Captured {
                    role: victim,
                    square,
                    also,
                    ..
                }) => {
                    i += 1;
                    Some(
                        Phrase::new("elemental-story-takes")
                            .with("piece", piece_start(*role))
                            .with("victim", piece(*victim))
                            .with("on", on(*square, *also)),
                    )
                }
                _ => Some(
                    Phrase::new("elemental-story-moves")
                        .with("piece", piece_start(*role))
                        .code("from", from)
                        .code("to", to),
                ),
            },
            Event::Castled { king_side, .. } => Some(Phrase::new(if *king_side {
                "elemental-story-castles-king-side"
            } else {
                "elemental-story-castles-queen-side"
            })),
            Event::Captured {
                role, square, also, ..
            } => Some(
                Phrase::new("elemental-story-captured")
                    .with("piece", piece(*role))
                    .with("on", on(*square, *also)),
            ),
            Event::Promoted { role, square, .. } => Some(
                Phrase::new("elemental-story-promotes")
                    .with("piece", piece(*role))
                    .code("square", square),
            ),
            Event::Blocked {
                attacker,
                defender,
                square,
                also,
                by,
                ..
            } => Some(
                Phrase::new("elemental-story-blocked")
                    .with("attacker", piece_start(*attacker))
                    .with("defender", piece(*defender))
                    .with("on", on(*square, *also))
                    .with("by", blocker_short(*by)),
            ),
            Event::SturdyUsed { square, also } => {
                Some(Phrase::new("elemental-story-sturdy-used").with("on", on(*square, *also)))
            }
            Event::KnockedBack { to, also, .. } => Some(match also {
                Some(other) => Phrase::new("elemental-story-knocked-back-also")
                    .code("other", other)
                    .code("to", to),
                None => Phrase::new("elemental-story-knocked-back").code("to", to),
            }),
            Event::Removed {
                role,
                square,
                also,
                by: what,
                ..
            } => Some(
                Phrase::new("elemental-story-removed")
                    .with("by", arg(by(what).1))
                    .with("piece", piece(*role))
                    .with("on", on(*square, *also)),
            ),
            Event::SturdySaved {
                square,
                also,
                role,
                by: what,
            } => Some(
                Phrase::new("elemental-story-sturdy-saved")
                    .with("piece", piece(*role))
                    .with("on", on(*square, *also))
                    .with("by", arg(by(what).1)),
            ),
            Event::Resurrected { role, square, .. } => Some(
                Phrase::new("elemental-story-resurrected")
                    .with("piece", piece(*role))
                    .code("square", square),
            ),
            Event::Locked {
                role, square, also, ..
            } => Some(
                Phrase::new("elemental-story-locked")
                    .with("piece", piece(*role))
                    .with("on", on(*square, *also)),
            ),
            Event::Passed { color } => {
                Some(Phrase::new("elemental-story-passed").with("side", side(*color)))
            }
            Event::Marked {
                role, square, also, ..
            } => Some(
                Phrase::new("elemental-story-marked")
                    .with("piece", piece(*role))
                    .with("on", on(*square, *also)),
            ),
            Event::Raijin { .. } => match events.get(i + 1) {
                Some(Event::Captured {
                    role, square, also, ..
                }) => {
                    i += 1;
                    Some(
                        Phrase::new("elemental-story-raijin-takes")
                            .with("piece", piece(*role))
                            .with("on", on(*square, *also)),
                    )
                }
                _ => Some(Phrase::new("elemental-raijin-name")),
            },
            Event::DoOver { plies, .. } => {
                Some(Phrase::new("elemental-story-do-over").with("plies", *plies))
            }
            Event::Blinded { color } => {
                Some(Phrase::new("elemental-story-blinded").with("side", side(*color)))
            }
            Event::Stopped { role, square, .. } => Some(
                Phrase::new("elemental-story-stopped")
                    .with("piece", piece_start(*role))
                    .code("square", square),
            ),
            Event::Revealed { color, ability } => Some(
                Phrase::new("elemental-story-revealed")
                    .with("side", side(*color))
                    .with("ability", arg(titled(ability))),
            ),
            Event::Stepped { to, .. } => {
                Some(Phrase::new("elemental-story-stepped").code("square", to))
            }
            Event::Swapped { with, .. } => {
                Some(Phrase::new("elemental-story-swapped").code("square", with))
            }
            _ => None,
        };
        parts.extend(part);
        i += 1;
    }
    parts
}

/// The story's parts joined by ` · `.
pub fn story_words(parts: &[Phrase]) -> Words {
    let mut words = Words::new();
    for (i, p) in parts.iter().enumerate() {
        if i > 0 {
            words = words.and(Words::code(" · "));
        }
        words = words.and(p.clone());
    }
    words
}
