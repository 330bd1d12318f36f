//! Turning what a command did into replies. Pictures are drawn here, after
//! the transaction has committed, so nothing slow happens under the lock.

use crate::speech::{Voices, speaker};
use game_api::{Attachment, Out, Picture, Reply};

/// Draws the pictures, each in its audience's language of `voices`, and
/// makes the replies.
pub fn render(outs: Vec<Out>, voices: Voices) -> Vec<Reply> {
    outs.into_iter()
        .map(|out| match out {
            Out::Plain(reply) => reply,
            Out::Board {
                audience,
                text,
                picture,
                buttons,
            } => with_picture(
                Reply {
                    audience,
                    text,
                    attachments: vec![],
                    buttons,
                    menus: vec![],
                    pings: vec![],
                    due: None,
                    replaces: false,
                    posted: None,
                },
                picture.as_ref(),
                voices,
            ),
            Out::Rich { reply, picture } => with_picture(reply, picture.as_ref(), voices),
        })
        .collect()
}

fn with_picture(reply: Reply, picture: &dyn Picture, voices: Voices) -> Reply {
    match picture.draw(&speaker(voices.of(&reply.audience))) {
        Ok(p) => reply.with_file(Attachment {
            filename: p.filename,
            bytes: p.bytes,
            description: p.alt,
        }),
        Err(e) => {
            tracing::error!("picture failed: {e}");
            reply
        }
    }
}
