//! Why a submitted turn is refused (E39, E53): one typed reason each,
//! carrying the squares, pieces and abilities it concerns. A front end
//! says it in its reader's words; `Display` is the English of logs and
//! tests.

use std::fmt;

use crate::position::Blocker;
use crate::square::{Color, Role, Square};
use crate::turn::{Extra, Revival, Turn};

/// Why a turn was refused. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TurnError {
    /// The game has ended, or the side to move has no legal turn (E1, E97).
    #[error("The game is over.")]
    GameOver,
    /// Two re-facings name one square (E49).
    #[error("{square} is re-faced twice.")]
    RefacedTwice {
        /// The square named twice.
        square: Square,
    },
    /// A re-facing names a piece of the mover without Block Piece (E25).
    #[error("Your {} on {square} has no Block Piece to face (E25).", .role.name())]
    NoBlockPiece {
        /// The piece.
        role: Role,
        /// Where it stands.
        square: Square,
    },
    /// A re-facing names a square without a piece of the mover (E25).
    #[error("None of your pieces stands on {square} to face (E25).")]
    NothingToFace {
        /// The square.
        square: Square,
    },
    /// A pass while some move is not locked (E36).
    #[error("You may pass only when every move you have is locked (E36).")]
    PassNotAllowed,
    /// A Schrödinger's Laugh that is not offered (E37).
    #[error(
        "No Laugh from {from} onto {to}: Schrödinger's Laugh (E37) is once per piece, not the king's, not a locked piece's, and onto an empty neighbouring square the piece may be placed on."
    )]
    NoLaugh {
        /// The laughing piece's square.
        from: Square,
        /// Where its copy would go.
        to: Square,
    },
    /// The move starts on an empty square.
    #[error("There is no piece on {square}.")]
    NoPiece {
        /// The square.
        square: Square,
    },
    /// The move starts on a piece of the other side.
    #[error("The {} on {square} is {}'s; you play {}.", .role.name(), .owner.name(), .mover.name())]
    NotYours {
        /// The piece.
        role: Role,
        /// Where it stands.
        square: Square,
        /// Whose it is.
        owner: Color,
        /// Who moves.
        mover: Color,
    },
    /// The piece is under Temporal Lock (E36).
    #[error("Your {} on {square} is under Temporal Lock for {turns} more of your turns (E36).", .role.name())]
    Locked {
        /// The piece.
        role: Role,
        /// Where it stands.
        square: Square,
        /// Its side's turns the lock still lasts.
        turns: u8,
    },
    /// A capture an ability blocks while the mover is in check (E40).
    #[error("That capture would be blocked by {} and leave your king in check (E40).", .blocker.title())]
    BlockedInCheck {
        /// What blocks it.
        blocker: Blocker,
    },
    /// A blocked capture without effect (E30, E42).
    #[error("That capture would be blocked by {} and have no effect, so it is not allowed (E30, E42).", .blocker.title())]
    BlockedWithoutEffect {
        /// What blocks it.
        blocker: Blocker,
    },
    /// A move of the piece's pattern that leaves the king in check or
    /// castles across an attacked square (E1b, E44).
    #[error("{} {from}-{to} would leave your king in check or cross an attacked square (E1b, E44).", Capital(.role.name()))]
    KingUnsafe {
        /// The moving piece.
        role: Role,
        /// Its square.
        from: Square,
        /// Where it would go.
        to: Square,
    },
    /// The destination is scorched against the piece (E9).
    #[error("{square} is scorched: a rank-{rank} tag for {turns} more of Fire's turns stops your {} there (E9).", .role.name())]
    Scorched {
        /// The scorched square.
        square: Square,
        /// The rank the tag stops (and those below it).
        rank: u8,
        /// Fire's turns the tag still lasts.
        turns: u8,
        /// The moving piece.
        role: Role,
    },
    /// The piece has no such move.
    #[error("The {} on {from} cannot go to {to}.", .role.name())]
    CannotGo {
        /// The piece.
        role: Role,
        /// Its square.
        from: Square,
        /// Where it cannot go.
        to: Square,
    },
    /// A choice given where its ability has none after this move.
    #[error("{}:{given} is not allowed: {} has no choice after this move.", .choice.option(), .choice.about())]
    NoChoice {
        /// The choice.
        choice: Choice,
        /// What was given.
        given: Chosen,
    },
    /// A choice its ability does not offer after this move.
    #[error("{}:{given} is not allowed: {} may choose one of {}.", .choice.option(), .choice.about(), Joined(.offered, ", "))]
    NotOffered {
        /// The choice.
        choice: Choice,
        /// What was given.
        given: Chosen,
        /// What the ability may choose (at most 16, each once).
        offered: Vec<Chosen>,
    },
    /// Two removals name one piece that the first removes as far as the
    /// mover can see (E57, E96).
    #[error("{}:{square} and {}:{square} name the same piece: as far as you can see, your {} removes it, so {} may not name it again; only a piece still standing after a removal (saved by Sturdy) may be named twice (E57, E96).", .first.option(), .second.option(), .first.name(), .second.name())]
    NamedTwice {
        /// The removal named first.
        first: Choice,
        /// The one naming the piece again.
        second: Choice,
        /// The piece's square.
        square: Square,
    },
    /// A blocked capture given a promotion or steps (E30, E50).
    #[error(
        "That capture is blocked, so the piece does not arrive: leave out promote: and then: (E30, E50)."
    )]
    BlockedDoesNotArrive,
    /// A pawn reaching its last rank without a promotion (E1).
    #[error(
        "The pawn reaches its last rank: name the piece with promote:queen (or rook, bishop, knight)."
    )]
    PromotionMissing,
    /// A promotion where none happens.
    #[error("Only a pawn reaching its last rank promotes.")]
    CannotPromote,
    /// Raijin's capture without the Quantum Step it follows (E19).
    #[error(
        "Raijin's capture comes after a Quantum Step (E19): add then: with the square the piece steps or swaps to."
    )]
    RaijinWithoutStep,
    /// The move alone is not a legal turn; with steps it is (E1b, E43).
    #[error(
        "{from}-{to} alone would leave your king in check or end the turn where the piece started (E1b, E43); add then: steps."
    )]
    StepsNeeded {
        /// The piece's square.
        from: Square,
        /// Where it moves.
        to: Square,
    },
    /// Steps after a move that allows none (E16, E26, E27).
    #[error("The {} may take no step after {from}-{to} (Side Step E26, Tailwind E16, Quantum Step E27).", .role.name())]
    NoSteps {
        /// The piece.
        role: Role,
        /// Its square.
        from: Square,
        /// Where it moves.
        to: Square,
    },
    /// Steps the move does not allow (E16, E26, E27, E43, E44).
    #[error("then:{} is not allowed after {from}-{to} (E16, E26, E27, E43, E44); it may be one of: {}.", Joined(.then, ","), Steps(.allowed))]
    StepsNotAllowed {
        /// The steps given.
        then: Vec<Square>,
        /// The piece's square.
        from: Square,
        /// Where it moves.
        to: Square,
        /// Steps that are allowed (at most 12 lists).
        allowed: Vec<Vec<Square>>,
    },
    /// A concealed Indomitable defeats a removal the rest of the turn
    /// needed (E12, E53).
    #[error(
        "A concealed Indomitable defeats your removal, and the rest of your turn needed it (E12, E53). Choose another turn."
    )]
    RemovalDefeated,
    /// The captured piece's concealed Poisonous Meat would leave the king
    /// unsafe (E86, E53).
    #[error(
        "The piece you would capture carries a concealed Poisonous Meat: your capturing piece would be removed and your king left unsafe (E86, E53). Choose another turn."
    )]
    Poisoned,
    /// A concealed ability blocks Raijin's capture where the piece may
    /// not stay (E53, E70).
    #[error(
        "Raijin's capture there is blocked by a concealed ability, and your piece could not end its turn where it stands (E53, E70). Choose another turn."
    )]
    RaijinBlocked,
    /// A concealed ability blocks the capture, and the king is not safe
    /// with the piece staying (E53).
    #[error(
        "A concealed ability of the piece on {defender} stops that, and your king would not be safe with your piece staying where it is (E53). Choose another turn."
    )]
    UnsafeToStay {
        /// The defending piece's square.
        defender: Square,
    },
    /// A turn of the mover's belief the real position has no place for.
    #[error("{turn} cannot be played here; choose another turn.")]
    NotHere {
        /// The turn.
        turn: Box<Turn>,
    },
}

/// A choice of a turn an ability makes (E39), by its option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Choice {
    /// Chain Kill's last link (E33).
    Chain,
    /// Double Kill's target (E32).
    DoubleKill,
    /// Quantum Kill's target (E32).
    QuantumKill,
    /// Blaze Rush's extra Double Kill (E10).
    BlazeDoubleKill,
    /// Blaze Rush's extra Quantum Kill (E10).
    BlazeQuantumKill,
    /// Resurrection's returned piece (E35).
    Resurrection,
    /// Raijin's capture (E19).
    Raijin,
    /// Temporal Lock's target (E36).
    Lock,
}

impl Choice {
    /// The option as a turn writes it: `dk`.
    pub fn option(self) -> &'static str {
        match self {
            Choice::Chain => "chain",
            Choice::DoubleKill => "dk",
            Choice::QuantumKill => "qk",
            Choice::BlazeDoubleKill => "bdk",
            Choice::BlazeQuantumKill => "bqk",
            Choice::Resurrection => "res",
            Choice::Raijin => "rj",
            Choice::Lock => "lock",
        }
    }

    /// The ability's name (for logs and tests).
    fn name(self) -> &'static str {
        match self {
            Choice::Chain => "Chain Kill",
            Choice::DoubleKill => "Double Kill",
            Choice::QuantumKill => "Quantum Kill",
            Choice::BlazeDoubleKill => "Blaze Rush's Double Kill",
            Choice::BlazeQuantumKill => "Blaze Rush's Quantum Kill",
            Choice::Resurrection => "Resurrection",
            Choice::Raijin => "Raijin",
            Choice::Lock => "Temporal Lock",
        }
    }

    /// The ability with what it may choose (for logs and tests).
    fn about(self) -> &'static str {
        match self {
            Choice::Chain => {
                "Chain Kill (E33: the last friendly piece of a chain of adjacent friends that starts next to the piece, and a capture from there)"
            }
            Choice::DoubleKill => {
                "Double Kill (E32: an enemy next to the captured square, rank ≤ the victim's, not a king or an Indomitable piece)"
            }
            Choice::QuantumKill => {
                "Quantum Kill (E32: any enemy of rank ≤ the victim's, not a king or an Indomitable piece)"
            }
            Choice::BlazeDoubleKill => {
                "Blaze Rush's extra Double Kill (E10: as Double Kill; against Earth besides the extra Quantum Kill, otherwise instead of it)"
            }
            Choice::BlazeQuantumKill => {
                "Blaze Rush's extra Quantum Kill (E10: as Quantum Kill; against Earth besides the extra Double Kill, otherwise instead of it)"
            }
            Choice::Resurrection => {
                "Resurrection (E35: a missing piece of rank ≤ the victim's, on an empty square of your back two ranks)"
            }
            Choice::Raijin => {
                "Raijin (E19: after a Quantum Step, one more capture from the new square)"
            }
            Choice::Lock => "Temporal Lock (E36: once per piece, any enemy piece but the king)",
        }
    }
}

/// What a choice names: a square, a returned piece or Raijin's capture.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Chosen {
    /// A piece or chain link by its square.
    Square(Square),
    /// Resurrection's returned piece.
    Revival(Revival),
    /// Raijin's capture with its choices.
    Raijin(Extra),
}

impl fmt::Display for Chosen {
    /// As a turn writes it: `g7`, `knight@b1`, `f8=q,dk:g7`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Chosen::Square(s) => write!(f, "{s}"),
            Chosen::Revival(r) => write!(f, "{r}"),
            Chosen::Raijin(e) => write!(f, "{e}"),
        }
    }
}

/// A word with its first letter capital.
struct Capital<'a>(&'a str);

impl fmt::Display for Capital<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut c = self.0.chars();
        if let Some(first) = c.next() {
            write!(f, "{}", first.to_uppercase())?;
        }
        f.write_str(c.as_str())
    }
}

/// Items joined by a separator.
struct Joined<'a, T>(&'a [T], &'a str);

impl<T: fmt::Display> fmt::Display for Joined<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, item) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(self.1)?;
            }
            write!(f, "{item}")?;
        }
        Ok(())
    }
}

/// Lists of steps: `f4,g5 · e3`.
struct Steps<'a>(&'a [Vec<Square>]);

impl fmt::Display for Steps<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, steps) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(" · ")?;
            }
            write!(f, "{}", Joined(steps, ","))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn the_english_of_logs_lists_what_is_allowed() {
        let offered = TurnError::NotOffered {
            choice: Choice::DoubleKill,
            given: Chosen::Square(sq("g5")),
            offered: vec![Chosen::Square(sq("g7")), Chosen::Square(sq("e7"))],
        };
        assert_eq!(
            offered.to_string(),
            "dk:g5 is not allowed: Double Kill (E32: an enemy next to the captured square, rank ≤ the victim's, not a king or an Indomitable piece) may choose one of g7, e7."
        );
        let steps = TurnError::StepsNotAllowed {
            then: vec![sq("f7"), sq("g7")],
            from: sq("e3"),
            to: sq("d5"),
            allowed: vec![vec![sq("c4")], vec![sq("d4"), sq("e4")]],
        };
        assert_eq!(
            steps.to_string(),
            "then:f7,g7 is not allowed after e3-d5 (E16, E26, E27, E43, E44); it may be one of: c4 · d4,e4."
        );
        let unsafe_move = TurnError::KingUnsafe {
            role: Role::Bishop,
            from: sq("e2"),
            to: sq("d3"),
        };
        assert_eq!(
            unsafe_move.to_string(),
            "Bishop e2-d3 would leave your king in check or cross an attacked square (E1b, E44)."
        );
        let twice = TurnError::NamedTwice {
            first: Choice::QuantumKill,
            second: Choice::BlazeQuantumKill,
            square: sq("a7"),
        };
        assert!(twice.to_string().starts_with(
            "qk:a7 and bqk:a7 name the same piece: as far as you can see, your Quantum Kill removes it, so Blaze Rush's Quantum Kill may not name it again;"
        ));
    }
}
