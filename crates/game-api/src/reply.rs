//! What a game or the host answers: messages for everyone in a channel or
//! for one user, with pictures, files, buttons and menus. Front ends
//! (console, Discord) only deliver them.

use crate::say::Words;
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
    /// A link to a web page: the button's id is the page's address, and
    /// pressing it opens the page (nothing reaches the bot).
    Link,
}

/// A button under a message; its id says what pressing it does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Button {
    /// What pressing it does, with the game id and version (see `Press`).
    pub id: String,
    /// Its label.
    pub label: Words,
    /// Its look.
    pub style: ButtonStyle,
}

/// One choice in a select menu.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MenuOption {
    /// What the menu shows, like `e9 · Black's commander`.
    pub label: Words,
    /// What choosing it sends.
    pub value: String,
}

/// A select menu under a message (Discord's string select; the console
/// lists the options and takes `/choose ID VALUE`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Menu {
    /// What choosing does, with the game id and version (like a button id).
    pub id: String,
    /// Shown before anything is chosen.
    pub placeholder: Words,
    /// The choices (at most 25, Discord's limit).
    pub options: Vec<MenuOption>,
}

/// What a message shows that lives on after it is sent: a front end that
/// has message ids records the posted message under this
/// ([`Reply::posted`]), and the host later names it again when its buttons
/// no longer apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Posted {
    /// The open challenge or table with this id (Accept, Join, Start…).
    Challenge(i64),
    /// The draw offer standing in the game with this id (Accept draw,
    /// Decline draw).
    DrawOffer(i64),
}

/// One message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// Who sees it.
    pub audience: Audience,
    /// The text, said in its reader's language by the front end.
    pub text: Words,
    /// Pictures and files.
    pub attachments: Vec<Attachment>,
    /// Buttons.
    pub buttons: Vec<Button>,
    /// Select menus.
    pub menus: Vec<Menu>,
    /// Users to notify (Discord mentions exactly these, and nobody else).
    pub pings: Vec<String>,
    /// When the turn this message announces is due (unix seconds): Discord
    /// shows it as a relative time, the console as a date.
    pub due: Option<i64>,
    /// Whether, answering a click on its reader's own private message, it
    /// replaces that message rather than adding one (a step of a turn
    /// being chosen: the steps follow each other in one place).
    pub replaces: bool,
    /// What this message shows that a front end should remember it by.
    pub posted: Option<Posted>,
}

impl Reply {
    /// A message for everyone.
    pub fn public(text: impl Into<Words>) -> Reply {
        Reply {
            audience: Audience::Everyone,
            text: text.into(),
            attachments: vec![],
            buttons: vec![],
            menus: vec![],
            pings: vec![],
            due: None,
            replaces: false,
            posted: None,
        }
    }

    /// A message for one user.
    pub fn private(user: &str, text: impl Into<Words>) -> Reply {
        Reply {
            audience: Audience::Private(user.to_string()),
            text: text.into(),
            attachments: vec![],
            buttons: vec![],
            menus: vec![],
            pings: vec![],
            due: None,
            replaces: false,
            posted: None,
        }
    }

    /// The same message, remembered as showing `posted`.
    pub fn posting(mut self, posted: Posted) -> Reply {
        self.posted = Some(posted);
        self
    }

    /// The same message with a file.
    pub fn with_file(mut self, attachment: Attachment) -> Reply {
        self.attachments.push(attachment);
        self
    }

    /// The same message with a select menu.
    pub fn with_menu(mut self, menu: Menu) -> Reply {
        self.menus.push(menu);
        self
    }

    /// The text with its due time: said by the text itself when one of its
    /// phrases names it, else on a line of its own (`Due in 3 hours.`).
    pub fn text_with_due(&self) -> Words {
        match self.due {
            Some(due) if !self.text.names_a_time() => self.text.clone().line(
                crate::say::Phrase::new("reply-due").with("when", crate::say::Arg::When(due)),
            ),
            _ => self.text.clone(),
        }
    }

    /// The same message with buttons.
    pub fn with_buttons(mut self, buttons: Vec<Button>) -> Reply {
        self.buttons.extend(buttons);
        self
    }
}
