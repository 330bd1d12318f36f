//! A player's staged turn, kept in the database until committed or undone.

use game_api::{Phrase, Words};
use masters::{Inheritance, Kind, Move, Position, Square, Turn};
use serde::{Deserialize, Serialize};

/// An inheritance answer as typed: `accept` (the only offer), `decline`, or a piece.
/// Stored as the word typed (`accept`, `decline`, `horseman`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum InheritChoice {
    /// Accept the only pending offer.
    Accept,
    /// Decline the offers.
    Decline,
    /// Accept the offer of this kind.
    Piece(Kind),
}

impl From<InheritChoice> for String {
    fn from(c: InheritChoice) -> String {
        match c {
            InheritChoice::Accept => "accept".into(),
            InheritChoice::Decline => "decline".into(),
            InheritChoice::Piece(k) => k.name().into(),
        }
    }
}

impl TryFrom<String> for InheritChoice {
    type Error = String;
    fn try_from(s: String) -> Result<InheritChoice, String> {
        inherit(&s)
    }
}

/// Reads an answer: `accept`, `decline` or a piece with a moveset (the
/// error, in English, is for a stored draft that does not read; a player
/// is answered with [`inherit_or_refuse`]).
pub fn inherit(value: &str) -> Result<InheritChoice, String> {
    match value.to_ascii_lowercase().as_str() {
        "accept" => Ok(InheritChoice::Accept),
        "decline" => Ok(InheritChoice::Decline),
        other => other
            .parse::<Kind>()
            .ok()
            .filter(|k| k.is_moveset())
            .map(InheritChoice::Piece)
            .ok_or_else(|| format!("`{value}` is not an inheritance answer")),
    }
}

/// Reads an answer a player typed, or says what they may type instead.
pub fn inherit_or_refuse(value: &str) -> Result<InheritChoice, Words> {
    inherit(value).map_err(|_| {
        Phrase::new("masters-bad-answer")
            .code("value", value.chars().take(20).collect::<String>())
            .into()
    })
}

/// The staged parts of a turn, as the host keeps them (with the revision
/// that tells an older preview's End turn apart).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Draft {
    /// The staged move, in turn notation (`E2-E4`, `E11-E12=dragon`).
    pub mv: Option<String>,
    /// The staged claim target.
    pub claim: Option<String>,
    /// The staged inheritance answer.
    pub inherit: Option<InheritChoice>,
}

impl Draft {
    /// The staged move.
    pub fn mv(&self) -> Option<Move> {
        self.mv.as_deref().and_then(|m| m.parse().ok())
    }

    /// The staged claim target.
    pub fn claim(&self) -> Option<Square> {
        self.claim.as_deref().and_then(|c| c.parse().ok())
    }

    /// Whether nothing is staged.
    pub fn is_empty(&self) -> bool {
        self.mv.is_none() && self.claim.is_none() && self.inherit.is_none()
    }

    /// The turn this draft makes in `pos`, or why it makes none.
    pub fn turn(&self, pos: &Position) -> Result<Turn, Words> {
        let inheritance = self
            .inherit
            .map(|c| resolve(c, pos, "choice"))
            .transpose()?;
        Turn::new(self.mv(), self.claim(), inheritance)
            .ok_or_else(|| Phrase::new("masters-nothing-staged").into())
    }
}

/// Turns a typed answer into the rules' answer: `accept` means the only
/// pending offer (or the forced one). `option` is the option the player
/// typed it in (`choice` of `/inherit`, `inherit` of `/turn`), for hints.
pub fn resolve(
    choice: InheritChoice,
    pos: &Position,
    option: &'static str,
) -> Result<Inheritance, Words> {
    let us = pos.to_move();
    match choice {
        InheritChoice::Decline => Ok(Inheritance::Decline),
        InheritChoice::Piece(kind) => Ok(Inheritance::Accept(kind)),
        InheritChoice::Accept => {
            if let Some(kind) = pos.forced_offer(us) {
                return Ok(Inheritance::Accept(kind));
            }
            let offers: Vec<Kind> = pos.offers(us).iter().collect();
            match offers.as_slice() {
                [] => Err(Phrase::new("masters-no-offer-to-accept").into()),
                [only] => Ok(Inheritance::Accept(*only)),
                many => Err(Phrase::new("masters-several-offers")
                    .with("offers", super::say::pieces(many.iter().copied()))
                    .code("option", option)
                    .code("first", many[0].name())
                    .into()),
            }
        }
    }
}

/// An inheritance answer as a staged part: "inherit the horseman".
pub(crate) fn answer(choice: InheritChoice) -> Phrase {
    match choice {
        InheritChoice::Accept => Phrase::new("masters-draft-accept"),
        InheritChoice::Decline => Phrase::new("masters-draft-decline"),
        InheritChoice::Piece(k) => {
            Phrase::new("masters-draft-inherit").with("piece", masters_render::words::piece(k))
        }
    }
}
