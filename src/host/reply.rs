//! What the host answers: messages for everyone in a channel or for one
//! user, with pictures, files and buttons. Front ends (console, Discord)
//! only deliver them.

use serde::Serialize;

/// Who sees a reply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase", tag = "kind", content = "user")]
pub enum Audience {
    /// Everyone in the channel.
    Everyone,
    /// Only this user (an ephemeral reply on Discord).
    Private(String),
}

/// A file sent with a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// File name, e.g. `board.png`.
    pub filename: String,
    /// The bytes.
    pub bytes: Vec<u8>,
    /// Description for screen readers (Discord's attachment description).
    pub description: String,
}

/// How a button looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum ButtonStyle {
    /// The main action.
    Primary,
    /// A neutral action.
    Secondary,
}

/// A button under a message; its id says what pressing it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Button {
    /// What pressing it does, with the game id and version (see `Press`).
    pub id: String,
    /// Its label.
    pub label: String,
    /// Its look.
    pub style: ButtonStyle,
}

/// One message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// Who sees it.
    pub audience: Audience,
    /// The text.
    pub text: String,
    /// Pictures and files.
    pub attachments: Vec<Attachment>,
    /// Buttons.
    pub buttons: Vec<Button>,
}

impl Reply {
    /// A message for everyone.
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Everyone,
            text: text.into(),
            attachments: vec![],
            buttons: vec![],
        }
    }

    /// A message for one user.
    pub fn private(user: &str, text: impl Into<String>) -> Reply {
        Reply {
            audience: Audience::Private(user.to_string()),
            text: text.into(),
            attachments: vec![],
            buttons: vec![],
        }
    }

    /// The same message with a file.
    pub fn with_file(mut self, attachment: Attachment) -> Reply {
        self.attachments.push(attachment);
        self
    }

    /// The same message with buttons.
    pub fn with_buttons(mut self, buttons: Vec<Button>) -> Reply {
        self.buttons.extend(buttons);
        self
    }
}
