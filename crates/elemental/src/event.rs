//! What a turn did, in order, as sentences.

use crate::position::Blocker;
use crate::square::{Color, Facing, Role, Square};
use std::fmt;

/// One thing that happened in a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A piece moved.
    Moved {
        /// Whose.
        color: Color,
        /// Which.
        role: Role,
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// Castling.
    Castled {
        /// Who castled.
        color: Color,
        /// Whether king side.
        king_side: bool,
    },
    /// A piece was captured.
    Captured {
        /// Whose piece.
        color: Color,
        /// Which.
        role: Role,
        /// Where it stood.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
    },
    /// A pawn promoted.
    Promoted {
        /// Where.
        square: Square,
        /// Into what.
        role: Role,
        /// Whether by displacement (always a queen, E50).
        displaced: bool,
    },
    /// A capture was blocked (E30).
    Blocked {
        /// The attacker's role.
        attacker: Role,
        /// The attacker's square.
        from: Square,
        /// The defender's role.
        defender: Role,
        /// The defender's square.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
        /// What blocked it.
        by: Blocker,
    },
    /// Sturdy was used up (E14).
    SturdyUsed {
        /// The surviving piece.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
    },
    /// The attacker was knocked back (E13).
    KnockedBack {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
    },
    /// A drawn knockback was cancelled: it would have exposed the king (E40).
    KnockbackCancelled {
        /// The attacker, who stays.
        square: Square,
    },
    /// An extra step (Side Step, Tailwind).
    Stepped {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A Quantum Step swap (E27).
    Swapped {
        /// The moved piece's square before.
        from: Square,
        /// The friend's square before.
        with: Square,
    },
    /// Poisonous Meat acts: the captor is to be removed too (E32).
    Poisoned {
        /// The captor's role.
        role: Role,
        /// The captor's square.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
        /// The poisoned piece it took.
        victim: Role,
    },
    /// An ability removed a piece (E32).
    Removed {
        /// Whose piece.
        color: Color,
        /// Which.
        role: Role,
        /// Where it stood.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
        /// The ability, with its rule: `Double Kill (E32)`.
        by: &'static str,
    },
    /// Sturdy saved a piece from an ability's removal (E14).
    SturdySaved {
        /// The piece's square.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
        /// Its role.
        role: Role,
        /// The ability, with its rule.
        by: &'static str,
    },
    /// Resurrection returned a missing piece (E35).
    Resurrected {
        /// Whose piece.
        color: Color,
        /// Which.
        role: Role,
        /// Where it returns.
        square: Square,
    },
    /// Temporal Lock locked an enemy piece (E36).
    Locked {
        /// Whose piece.
        color: Color,
        /// Which.
        role: Role,
        /// Where it stands.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
    },
    /// Sadist Streak marked a piece (E24).
    Marked {
        /// Whose piece.
        color: Color,
        /// Which.
        role: Role,
        /// Where it stands.
        square: Square,
        /// The piece's other square, when it stands on two (E37, E98).
        also: Option<Square>,
        /// Its side's turns until the removal.
        turns: u8,
    },
    /// Raijin's extra capture after the Quantum Step (E19).
    Raijin {
        /// The piece's square after the Quantum Step.
        from: Square,
        /// Where it captures.
        to: Square,
    },
    /// A Do-Over fired: the turn is discarded and plies undone (E34).
    DoOver {
        /// Whose piece fired it.
        color: Color,
        /// Which.
        role: Role,
        /// How many completed plies were undone (2, fewer at the start).
        plies: u8,
    },
    /// Blinding gave the Light side the move after a rewind (E21).
    Blinded {
        /// The Light side.
        color: Color,
    },
    /// A side passed: every move it has is locked (E36).
    Passed {
        /// Who passed.
        color: Color,
    },
    /// A Block Piece turned (E25).
    Faced {
        /// The piece (its square after the turn).
        square: Square,
        /// Its new facing.
        facing: Facing,
    },
    /// A slide stopped at a piece whose concealed augmentor cannot be
    /// phased through (E62): the mover stays, the turn ends.
    Stopped {
        /// The mover's role.
        role: Role,
        /// Where it stays.
        from: Square,
        /// The piece it could not pass.
        square: Square,
    },
    /// Part of a Water side's concealed loadout took effect and is shown
    /// from now on (E12, E74).
    Revealed {
        /// The Water side.
        color: Color,
        /// What: `Stalwart`, `Mist Shroud`.
        ability: &'static str,
    },
    /// A concealed ability leaves the side to move without a legal turn,
    /// deciding the game (E97).
    Decided {
        /// The side whose ability it is.
        color: Color,
        /// What: `Belligerent`.
        ability: &'static str,
    },
    /// A king is in check.
    Check {
        /// Whose king.
        color: Color,
    },
    /// Checkmate.
    Checkmate {
        /// The winner.
        winner: Color,
    },
    /// Stalemate (E1).
    Stalemate,
    /// 150 plies without capture, removal, Sturdy use or pawn movement (E1).
    SeventyFiveMoves,
    /// The same position for the fifth time (E1).
    Fivefold,
}

/// `on e5`, or for a piece on two squares `on e5 (also on c3)` (E98).
fn on(square: Square, also: Option<Square>) -> String {
    match also {
        Some(other) => format!("on {square} (also on {other})"),
        None => format!("on {square}"),
    }
}

/// ` (also on c3)` for a piece on two squares, or nothing (E98).
fn also_on(also: Option<Square>) -> String {
    also.map(|other| format!(" (also on {other})"))
        .unwrap_or_default()
}

/// A piece's two squares in the order E98 names them: the one `named`
/// (a turn's squares, in its order) names first, or, when it names
/// neither, the first in board order a1…h8.
fn first_named(square: Square, other: Square, named: &[Square]) -> (Square, Square) {
    let at = |s: Square| named.iter().position(|n| *n == s);
    let square_first = match (at(square), at(other)) {
        (Some(i), Some(j)) => i <= j,
        (Some(_), None) => true,
        (None, Some(_)) => false,
        (None, None) => square <= other,
    };
    if square_first {
        (square, other)
    } else {
        (other, square)
    }
}

impl Event {
    /// Orders the two squares of every piece on two squares this event
    /// names as E98 says: the one `named` (the submitted turn's squares,
    /// in its order) names first, else the first in board order.
    pub fn name_twins(&mut self, named: &[Square]) {
        match self {
            Event::Captured { square, also, .. }
            | Event::Blocked { square, also, .. }
            | Event::SturdyUsed { square, also }
            | Event::Poisoned { square, also, .. }
            | Event::Removed { square, also, .. }
            | Event::SturdySaved { square, also, .. }
            | Event::Locked { square, also, .. }
            | Event::Marked { square, also, .. } => {
                if let Some(other) = *also {
                    let (first, second) = first_named(*square, other, named);
                    *square = first;
                    *also = Some(second);
                }
            }
            _ => {}
        }
    }

    /// How the game ended, if this event ends it.
    pub fn ending(&self) -> Option<crate::Status> {
        match self {
            Event::Checkmate { winner } => Some(crate::Status::Checkmate { winner: *winner }),
            Event::Stalemate => Some(crate::Status::Stalemate),
            Event::SeventyFiveMoves => Some(crate::Status::SeventyFiveMoves),
            Event::Fivefold => Some(crate::Status::Fivefold),
            _ => None,
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Moved {
                color,
                role,
                from,
                to,
            } => write!(f, "{} {} {from}-{to}.", color.name(), role.name()),
            Event::Castled { color, king_side } => write!(
                f,
                "{} castled {}.",
                color.name(),
                if *king_side {
                    "king side"
                } else {
                    "queen side"
                }
            ),
            Event::Captured {
                color,
                role,
                square,
                also,
            } => write!(
                f,
                "{}'s {} {} is captured.",
                color.name(),
                role.name(),
                on(*square, *also)
            ),
            Event::Promoted {
                square,
                role,
                displaced,
            } => {
                if *displaced {
                    write!(
                        f,
                        "The pawn displaced onto {square} promotes to a queen (E50)."
                    )
                } else {
                    write!(f, "The pawn on {square} promotes to a {}.", role.name())
                }
            }
            Event::Stopped { role, from, square } => write!(
                f,
                "The {} on {from} cannot pass the piece on {square}: it cannot be phased through, so the {} stays and the turn ends (E3, E62).",
                role.name(),
                role.name()
            ),
            Event::Revealed { color, ability } => write!(
                f,
                "{}'s concealed {ability} is revealed (E12).",
                color.name()
            ),
            Event::Blocked {
                attacker,
                from,
                defender,
                square,
                also,
                by,
            } => write!(
                f,
                "The {} on {from} cannot capture the {} {}: blocked by {}, the capture does not happen (E30).",
                attacker.name(),
                defender.name(),
                on(*square, *also),
                by.title()
            ),
            Event::SturdyUsed { square, also } => {
                write!(
                    f,
                    "The piece {} survives: its Sturdy is used up (E14).",
                    on(*square, *also)
                )
            }
            Event::KnockedBack { from, to, also } => {
                write!(
                    f,
                    "Bastion knocks the attacker{} back from {from} to {to} (E13).",
                    also_on(*also)
                )
            }
            Event::KnockbackCancelled { square } => write!(
                f,
                "The knockback drawn for the attacker on {square} would expose its king, so it stays (E40)."
            ),
            Event::Stepped { from, to } => write!(f, "It steps {from}-{to}."),
            Event::Swapped { from, with } => {
                write!(
                    f,
                    "Quantum Step: it swaps with the friend on {with} and stands there; the friend goes to {from} (E27)."
                )
            }
            Event::Poisoned {
                role,
                square,
                also,
                victim,
            } => write!(
                f,
                "Poisonous Meat: the {} {} took a poisoned {} (E32).",
                role.name(),
                on(*square, *also),
                victim.name()
            ),
            Event::Removed {
                color,
                role,
                square,
                also,
                by,
            } => write!(
                f,
                "{by} removes {}'s {} {}.",
                color.name(),
                role.name(),
                on(*square, *also)
            ),
            Event::SturdySaved {
                square,
                also,
                role,
                by,
            } => write!(
                f,
                "The {} {} survives {by}: its Sturdy is used up (E14).",
                role.name(),
                on(*square, *also)
            ),
            Event::Resurrected {
                color,
                role,
                square,
            } => write!(
                f,
                "Resurrection returns {}'s {} to {square} (E35).",
                color.name(),
                role.name()
            ),
            Event::Locked {
                color,
                role,
                square,
                also,
            } => write!(
                f,
                "Temporal Lock: {}'s {} {} cannot move for its side's next 2 turns (E36).",
                color.name(),
                role.name(),
                on(*square, *also)
            ),
            Event::Marked {
                color,
                role,
                square,
                also,
                turns,
            } => write!(
                f,
                "Sadist Streak marks {}'s {} {}: it is removed at its side's {} turn from now{} (E24).",
                color.name(),
                role.name(),
                on(*square, *also),
                if *turns == 2 { "second" } else { "third" },
                if *turns == 2 {
                    ", with every piece of its side that stands next to it by then"
                } else {
                    ", alone"
                }
            ),
            Event::Raijin { from, to } => write!(
                f,
                "Raijin: after its Quantum Step the piece on {from} captures once more, on {to} (E19)."
            ),
            Event::DoOver { color, role, plies } => write!(
                f,
                "Do-Over! {}'s {} fires it: this turn is discarded and the board rewinds {plies} pl{} (E34).",
                color.name(),
                role.name(),
                if *plies == 1 { "y" } else { "ies" }
            ),
            Event::Blinded { color } => write!(f, "Blinding: {} moves next (E21).", color.name()),
            Event::Passed { color } => write!(
                f,
                "{} passes: every move it has is locked (E36).",
                color.name()
            ),
            Event::Faced { square, facing } => {
                write!(
                    f,
                    "The Block Piece on {square} now faces {}.",
                    facing.name()
                )
            }
            Event::Decided { color, ability } => write!(
                f,
                "{}'s {ability}, concealed until now, leaves {} no legal turn (E97).",
                color.name(),
                color.other().name()
            ),
            Event::Check { color } => write!(f, "{} is in check.", color.name()),
            Event::Checkmate { winner } => {
                write!(f, "Checkmate: {} wins.", winner.name())
            }
            Event::Stalemate => write!(f, "Stalemate: drawn (E1)."),
            Event::SeventyFiveMoves => write!(
                f,
                "Drawn by the 75-move rule: 150 plies without a capture, removal, Sturdy use or pawn movement (E1)."
            ),
            Event::Fivefold => write!(f, "Drawn: the same position for the fifth time (E1)."),
        }
    }
}

/// `Knight` from `knight`.
fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// An ability's name without its rule: `Double Kill` from `Double Kill (E32)`.
fn bare(by: &str) -> &str {
    by.split(" (").next().unwrap_or(by)
}

/// The turn told in order, in short, for the channel's turn line (E38):
/// `Bishop takes knight on f6 · Double Kill removes the pawn on g7`. Checks,
/// endings and facings are left to the full sentences.
pub fn story(events: &[Event]) -> String {
    let mut parts: Vec<String> = Vec::new();
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
                    Some(format!(
                        "{} takes {} {}",
                        capital(role.name()),
                        victim.name(),
                        on(*square, *also)
                    ))
                }
                _ => Some(format!("{} {from}-{to}", capital(role.name()))),
            },
            Event::Castled { king_side, .. } => Some(
                if *king_side {
                    "Castles king side"
                } else {
                    "Castles queen side"
                }
                .to_string(),
            ),
            Event::Captured {
                role, square, also, ..
            } => Some(format!("takes {} {}", role.name(), on(*square, *also))),
            Event::Promoted { role, square, .. } => {
                Some(format!("promotes to a {} on {square}", role.name()))
            }
            Event::Blocked {
                attacker,
                defender,
                square,
                also,
                by,
                ..
            } => Some(format!(
                "{} cannot take {} {}: {}",
                capital(attacker.name()),
                defender.name(),
                on(*square, *also),
                bare(by.title())
            )),
            Event::SturdyUsed { square, also } => {
                Some(format!("Sturdy saves the piece {}", on(*square, *also)))
            }
            Event::KnockedBack { to, also, .. } => {
                Some(format!("Bastion knocks it{} back to {to}", also_on(*also)))
            }
            Event::Removed {
                role,
                square,
                also,
                by,
                ..
            } => Some(format!(
                "{} removes the {} {}",
                bare(by),
                role.name(),
                on(*square, *also)
            )),
            Event::SturdySaved {
                square,
                also,
                role,
                by,
            } => Some(format!(
                "Sturdy saves the {} {} from {}",
                role.name(),
                on(*square, *also),
                bare(by)
            )),
            Event::Resurrected { role, square, .. } => Some(format!(
                "Resurrection returns the {} to {square}",
                role.name()
            )),
            Event::Locked {
                role, square, also, ..
            } => Some(format!(
                "Temporal Lock holds the {} {}",
                role.name(),
                on(*square, *also)
            )),
            Event::Passed { color } => Some(format!("{} passes, every move locked", color.name())),
            Event::Marked {
                role, square, also, ..
            } => Some(format!(
                "Sadist Streak marks the {} {}",
                role.name(),
                on(*square, *also)
            )),
            Event::Raijin { .. } => match events.get(i + 1) {
                Some(Event::Captured {
                    role, square, also, ..
                }) => {
                    i += 1;
                    Some(format!(
                        "Raijin takes {} {}",
                        role.name(),
                        on(*square, *also)
                    ))
                }
                _ => Some("Raijin".to_string()),
            },
            Event::DoOver { plies, .. } => Some(format!(
                "Do-Over! The board rewinds {plies} pl{}",
                if *plies == 1 { "y" } else { "ies" }
            )),
            Event::Blinded { color } => Some(format!("Blinding: {} moves next", color.name())),
            Event::Stopped { role, square, .. } => Some(format!(
                "{} cannot pass the piece on {square}",
                capital(role.name())
            )),
            Event::Revealed { color, ability } => {
                Some(format!("{}'s {ability} is revealed", color.name()))
            }
            Event::Stepped { to, .. } => Some(format!("steps to {to}")),
            Event::Swapped { with, .. } => Some(format!("Quantum Step swaps with {with}")),
            _ => None,
        };
        parts.extend(part);
        i += 1;
    }
    parts.join(" · ")
}
