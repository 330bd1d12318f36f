//! What a game keeps for a player between commands — a staged turn, a form
//! in progress — as the game's own serde type. The host stores it as JSON
//! inside its own record of the player's draft (an object within an
//! object, not text holding JSON), and hands it back as it was.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A game's own draft data: any serde type of the game's, kept as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameDraft(serde_json::Value);

impl GameDraft {
    /// The draft holding `value`.
    pub fn of<T: Serialize>(value: &T) -> GameDraft {
        GameDraft(serde_json::to_value(value).unwrap_or(serde_json::Value::Null))
    }

    /// The value, as the game's type; `None` when it does not read as one
    /// (damaged, or another release's shape). A draft stored by earlier
    /// releases as JSON written into a string reads the same.
    pub fn read<T: DeserializeOwned>(&self) -> Option<T> {
        if let Ok(value) = serde_json::from_value::<T>(self.0.clone()) {
            return Some(value);
        }
        let serde_json::Value::String(text) = &self.0 else {
            return None;
        };
        serde_json::from_str(text).ok()
    }

    /// The value as text, when the game keeps text (a staged turn in its
    /// notation).
    pub fn text(&self) -> Option<&str> {
        self.0.as_str()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
    struct Form {
        mv: Option<String>,
        revision: u32,
    }

    #[test]
    fn a_draft_is_kept_as_json_and_read_back_as_the_games_type() {
        let form = Form {
            mv: Some("E2-E4".into()),
            revision: 3,
        };
        let kept = GameDraft::of(&form);
        let stored = serde_json::to_string(&kept).unwrap();
        assert_eq!(
            stored, r#"{"mv":"E2-E4","revision":3}"#,
            "an object, not text"
        );
        let back: GameDraft = serde_json::from_str(&stored).unwrap();
        assert_eq!(back.read::<Form>(), Some(form));
        // Text stays text.
        assert_eq!(GameDraft::of(&"e2-e4").text(), Some("e2-e4"));
        assert_eq!(
            GameDraft::of(&"e2-e4").read::<String>().as_deref(),
            Some("e2-e4")
        );
    }

    #[test]
    fn an_older_draft_written_as_text_still_reads() {
        let old = GameDraft(serde_json::Value::String(
            r#"{"mv":"E2-E4","revision":1}"#.into(),
        ));
        assert_eq!(
            old.read::<Form>(),
            Some(Form {
                mv: Some("E2-E4".into()),
                revision: 1
            })
        );
        assert_eq!(GameDraft(serde_json::json!([1, 2])).read::<Form>(), None);
    }
}
