//! A reply's buttons and menus said in one language: what every front end
//! shows (Discord builds its components from these, the console prints
//! them as JSON).

use game_api::{Button, ButtonStyle, Menu, Speak};
use serde::Serialize;

/// A button with its label said.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SaidButton {
    /// Its custom id (a link button: its address).
    pub id: String,
    /// Its label, said.
    pub label: String,
    /// How it looks (Discord's styles; the console does not show it).
    #[serde(skip)]
    pub style: ButtonStyle,
}

/// A select menu with its placeholder and options said.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SaidMenu {
    /// Its custom id.
    pub id: String,
    /// What it shows before a choice, said.
    pub placeholder: String,
    /// Its options, in order.
    pub options: Vec<SaidOption>,
}

/// One option of a [`SaidMenu`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SaidOption {
    /// Its label, said.
    pub label: String,
    /// The value a choice of it sends back.
    pub value: String,
}

/// `buttons` said by `speak`.
pub fn buttons(speak: &impl Speak, buttons: &[Button]) -> Vec<SaidButton> {
    buttons
        .iter()
        .map(|b| SaidButton {
            id: b.id.clone(),
            label: speak.words(&b.label),
            style: b.style,
        })
        .collect()
}

/// `menus` said by `speak`.
pub fn menus(speak: &impl Speak, menus: &[Menu]) -> Vec<SaidMenu> {
    menus
        .iter()
        .map(|m| SaidMenu {
            id: m.id.clone(),
            placeholder: speak.words(&m.placeholder),
            options: m
                .options
                .iter()
                .map(|o| SaidOption {
                    label: speak.words(&o.label),
                    value: o.value.clone(),
                })
                .collect(),
        })
        .collect()
}
