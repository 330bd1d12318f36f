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

/// The longest button label Discord shows.
pub const MAX_BUTTON_LABEL: usize = 80;
/// The longest menu option label Discord takes.
pub const MAX_OPTION_LABEL: usize = 100;
/// The longest menu placeholder Discord takes.
pub const MAX_PLACEHOLDER: usize = 150;

/// `text` in at most `max` characters, cut with `…` when longer.
pub fn fit(text: String, max: usize) -> String {
    if text.chars().count() <= max {
        return text;
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// `buttons` said by `speak`, each label fitted to Discord's length.
pub fn buttons(speak: &impl Speak, buttons: &[Button]) -> Vec<SaidButton> {
    buttons
        .iter()
        .map(|b| SaidButton {
            id: b.id.clone(),
            label: fit(speak.words(&b.label), MAX_BUTTON_LABEL),
            style: b.style,
        })
        .collect()
}

/// `menus` said by `speak`, fitted to Discord's lengths.
pub fn menus(speak: &impl Speak, menus: &[Menu]) -> Vec<SaidMenu> {
    menus
        .iter()
        .map(|m| SaidMenu {
            id: m.id.clone(),
            placeholder: fit(speak.words(&m.placeholder), MAX_PLACEHOLDER),
            options: m
                .options
                .iter()
                .map(|o| SaidOption {
                    label: fit(speak.words(&o.label), MAX_OPTION_LABEL),
                    value: o.value.clone(),
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_labels_are_cut_to_the_limit_with_an_ellipsis() {
        assert_eq!(fit("short".into(), 80), "short");
        let long = "é".repeat(81);
        let cut = fit(long, MAX_BUTTON_LABEL);
        assert_eq!(cut.chars().count(), MAX_BUTTON_LABEL);
        assert!(cut.ends_with('…'));
        assert_eq!(fit("x".repeat(80), 80), "x".repeat(80));
    }
}
