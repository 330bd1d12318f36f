//! Turning what a command did into replies. Pictures are drawn here, after
//! the transaction has committed, so nothing slow happens under the lock.

use game_api::{Attachment, Out, Picture, Reply};

/// Draws the pictures and makes the replies.
pub fn render(outs: Vec<Out>) -> Vec<Reply> {
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
            ),
            Out::Rich { reply, picture } => with_picture(reply, picture.as_ref()),
        })
        .collect()
}

fn with_picture(reply: Reply, picture: &dyn Picture) -> Reply {
    match picture.draw(&crate::speech::speaker(game_api::Locale::EnUs)) {
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
