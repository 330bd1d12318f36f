//! Turning what a command did into replies. Pictures are drawn here, after
//! the transaction has committed, so nothing slow happens under the lock.

use crate::games::{Art, Picture};
use crate::host::reply::{Attachment, Audience, Button, Reply};

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
        text: String,
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

/// The first public message of `outs` as a full reply (a picture message
/// becomes a reply with its picture), for adding pings, lines or a due time.
fn first_public(outs: &mut [Out]) -> Option<&mut Reply> {
    let out = outs.iter_mut().find(|out| match out {
        Out::Plain(r) | Out::Rich { reply: r, .. } => r.audience == Audience::Everyone,
        Out::Board { audience, .. } => *audience == Audience::Everyone,
    })?;
    if let Out::Board { .. } = out {
        let Out::Board {
            audience,
            text,
            picture,
            buttons,
        } = std::mem::replace(out, Out::Plain(Reply::public("")))
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
pub fn append_first_public(outs: &mut [Out], line: &str) {
    if let Some(reply) = first_public(outs) {
        reply.text = format!("{}\n{line}", reply.text);
    }
}

/// Shows `due` (when the turn is due) on the first public message of `outs`.
pub fn due_first_public(outs: &mut [Out], due: i64) {
    if let Some(reply) = first_public(outs) {
        reply.due = Some(due);
    }
}

/// Draws the pictures and makes the replies.
pub fn render(art: &Art, outs: Vec<Out>) -> Vec<Reply> {
    outs.into_iter()
        .map(|out| match out {
            Out::Plain(reply) => reply,
            Out::Board {
                audience,
                text,
                picture,
                buttons,
            } => with_picture(
                art,
                Reply {
                    audience,
                    text,
                    attachments: vec![],
                    buttons,
                    menus: vec![],
                    pings: vec![],
                    due: None,
                },
                picture.as_ref(),
            ),
            Out::Rich { reply, picture } => with_picture(art, reply, picture.as_ref()),
        })
        .collect()
}

fn with_picture(art: &Art, reply: Reply, picture: &dyn Picture) -> Reply {
    match picture.draw(art) {
        Ok(p) => reply.with_file(Attachment {
            filename: p.filename,
            bytes: p.png,
            description: p.alt,
        }),
        Err(e) => {
            tracing::error!("picture failed: {e}");
            reply
        }
    }
}
