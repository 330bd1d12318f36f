//! One message to send once a change is safely stored, perhaps with a
//! picture still to draw.

use crate::picture::Picture;
use crate::reply::{Audience, Button, Reply};
use crate::say::Words;

/// One message to send once the change is safely stored.
#[derive(Debug)]
pub enum Out {
    /// Text (and perhaps buttons, menus or files) only.
    Plain(Reply),
    /// A message with a picture, made by the game for this audience.
    Board {
        /// Who sees it.
        audience: Audience,
        /// The text.
        text: Words,
        /// What to draw.
        picture: Box<dyn Picture>,
        /// Buttons.
        buttons: Vec<Button>,
    },
    /// A message with a picture and the rest of a reply (menus, buttons).
    Rich {
        /// The reply without its picture.
        reply: Reply,
        /// What to draw.
        picture: Box<dyn Picture>,
    },
}

impl Out {
    /// Who sees this message.
    pub fn audience(&self) -> &Audience {
        match self {
            Out::Plain(r) | Out::Rich { reply: r, .. } => &r.audience,
            Out::Board { audience, .. } => audience,
        }
    }

    /// Its text.
    pub fn text(&self) -> &Words {
        match self {
            Out::Plain(r) | Out::Rich { reply: r, .. } => &r.text,
            Out::Board { text, .. } => text,
        }
    }
}

/// The first public message of `outs` as a full reply (a picture message
/// becomes a reply with its picture), for adding pings, lines or a due time.
fn first_public(outs: &mut [Out]) -> Option<&mut Reply> {
    let out = outs
        .iter_mut()
        .find(|out| *out.audience() == Audience::Everyone)?;
    if let Out::Board { .. } = out {
        let Out::Board {
            audience,
            text,
            picture,
            buttons,
        } = std::mem::replace(out, Out::Plain(Reply::public(Words::new())))
        else {
            unreachable!("matched just above")
        };
        let mut reply = Reply::public(text).with_buttons(buttons);
        reply.audience = audience;
        *out = Out::Rich { reply, picture };
    }
    match out {
        Out::Plain(r) | Out::Rich { reply: r, .. } => Some(r),
        Out::Board { .. } => None,
    }
}

/// Notifies `users` with the first public message of `outs` (the turn or
/// challenge they are asked to answer).
pub fn ping_first_public(outs: &mut [Out], users: Vec<String>) {
    if users.is_empty() {
        return;
    }
    if let Some(reply) = first_public(outs) {
        reply.pings = users;
    }
}

/// Adds `line` to the text of the first public message of `outs`.
pub fn append_first_public(outs: &mut [Out], line: impl Into<Words>) {
    if let Some(reply) = first_public(outs) {
        reply.text = std::mem::take(&mut reply.text).line(line);
    }
}

/// Puts `line` before the text of the first public message of `outs`.
pub fn prepend_first_public(outs: &mut [Out], line: impl Into<Words>) {
    if let Some(reply) = first_public(outs) {
        reply.text = line.into().line(std::mem::take(&mut reply.text));
    }
}

/// Shows `due` (when the turn is due) on the first public message of `outs`.
pub fn due_first_public(outs: &mut [Out], due: i64) {
    if let Some(reply) = first_public(outs) {
        reply.due = Some(due);
    }
}

/// Adds `button` under the first public message of `outs`.
pub fn button_first_public(outs: &mut [Out], button: Button) {
    if let Some(reply) = first_public(outs) {
        reply.buttons.push(button);
    }
}

/// Takes the turn's controls (game buttons and menus made for the state
/// just reached) off every public message of `outs`: the seats to act are
/// the engine's, which play by themselves, so nobody may press them.
/// Buttons that do not belong to one state (a draw offer, Rematch) stay.
pub fn drop_turn_controls(outs: &mut [Out]) {
    let for_the_turn = |id: &str| {
        matches!(
            crate::ButtonId::parse(id),
            Some(crate::ButtonId::Game {
                version: Some(_),
                ..
            })
        )
    };
    for out in outs.iter_mut() {
        match out {
            Out::Plain(r) | Out::Rich { reply: r, .. } if r.audience == Audience::Everyone => {
                r.buttons.retain(|b| !for_the_turn(&b.id));
                r.menus.retain(|m| !for_the_turn(&m.id));
            }
            Out::Board {
                audience: Audience::Everyone,
                buttons,
                ..
            } => buttons.retain(|b| !for_the_turn(&b.id)),
            _ => {}
        }
    }
}

/// Keeps only the first line of the first public message of `outs` (what
/// just happened) and adds `line`: for a game the host ends right after
/// the game announced who acts next.
pub fn first_line_then(outs: &mut [Out], line: impl Into<Words>) {
    if let Some(reply) = first_public(outs) {
        reply.text = reply.text.first_line().line(line);
    }
}
