//! Why an action is refused, as one sentence naming the rule. The
//! position is unchanged.

use crate::board::{Place, Seat};
use crate::piece::Kind;
use crate::throw::Values;

/// Why an action is not legal now.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Rejection {
    /// The game has a winner (T20, T21).
    #[error("The game is over: {0} has won.")]
    GameOver(Seat),
    /// Someone else's round.
    #[error("It is {0}'s round, not yours.")]
    NotYourRound(Seat),
    /// A seat that resigned acts.
    #[error("{0} has resigned and no longer plays (T21).")]
    Resigned(Seat),
    /// A move before the chain is thrown (T8).
    #[error("Throw first: moving is locked until the round's throws are done (T8).")]
    ThrowFirst,
    /// A throw while values are still to be used (T16).
    #[error(
        "You have already thrown this round: use its values {0} with a move; there is no passing (T16)."
    )]
    AlreadyThrown(Values),
    /// Given throw values that are not a chain (T8).
    #[error(
        "`{0}` is not a round's throws: every value but the last must be a power value (16, 11, 4, 6, 8) and the last must not be (T8)."
    )]
    NotAChain(String),
    /// An empty combination (T10).
    #[error("Name at least one of the round's values to move with (T10).")]
    NoValues,
    /// Values the round does not have (T10).
    #[error("The round has {unused} left, not {asked} (T10).")]
    ValuesNotThrown {
        /// What is left.
        unused: Values,
        /// What was asked for.
        asked: Values,
    },
    /// No such piece to move.
    #[error("You have no {kind} {at}.", at = at(*place))]
    NoPiece {
        /// The kind asked for.
        kind: Kind,
        /// Where.
        place: Place,
    },
    /// Values a unit or squad cannot use (T11).
    #[error(
        "A {kind} moves only with {which}; {values} will not do (T11).",
        which = if *kind == Kind::Unit { "even values (2, 4, 6, 8, 16)" } else { "multiples of 4 (4, 8, 16)" }
    )]
    WrongValuesForKind {
        /// The kind.
        kind: Kind,
        /// The combination.
        values: Values,
    },
    /// A move past the Throne (T12).
    #[error("That goes {over} step{s} past the Throne: entering needs the exact distance (T12).", s = if *over == 1 { "" } else { "s" })]
    Overshoot {
        /// Steps too many.
        over: u8,
    },
    /// A single soldier ending on the second bridge square (T12).
    #[error(
        "A single soldier may not stop on {0}: it could never leave it, as no throw gives 1 (T12)."
    )]
    SoldierOnLastBridge(Place),
    /// A whole lap with the gate locked (T13).
    #[error(
        "With your gate locked, {dist} steps bring the piece round to {place} again: a move must change its square (T13)."
    )]
    WholeLap {
        /// The distance.
        dist: u32,
        /// Where it stands.
        place: Place,
    },
    /// A single soldier waiting on the gate while the formations are incomplete (T13a).
    #[error(
        "Your single soldiers wait on your gate ({0}) until both your squads and your unit exist (T13a)."
    )]
    HeldAtGate(Place),
    /// Landing on another type of enemy piece (T14).
    #[error(
        "Your {mover} cannot land on {place}: {owner}'s {other} stands there, and only a piece of the same type captures (T14)."
    )]
    MixedLanding {
        /// The moving kind.
        mover: Kind,
        /// Where.
        place: Place,
        /// The other seat.
        owner: Seat,
        /// Its kind.
        other: Kind,
    },
    /// The wrong type entering the Throne (T19).
    #[error(
        "Your next piece into the Throne must be a {expected}, not a {kind} (order: squad, squad, unit, soldier, soldier; T19)."
    )]
    WrongFinishOrder {
        /// What must enter next.
        expected: Kind,
        /// What tried.
        kind: Kind,
    },
}

fn at(place: Place) -> String {
    match place {
        Place::Home => "at home".into(),
        Place::Throne => "in the Throne".into(),
        other => format!("on {other}"),
    }
}
