//! Turning what a command did into replies. Pictures are drawn here, after
//! the transaction has committed, so nothing slow happens under the lock.

use crate::host::reply::{Attachment, Audience, Button, Reply};
use masters::{Kind, Move, Position, Side};
use masters_render::{BoardRequest, Preview, Renderer};

/// A board picture to draw.
#[derive(Clone, Debug)]
pub struct BoardView {
    /// The position.
    pub position: Position,
    /// Player names, Ember's then Frost's.
    pub players: [String; 2],
    /// The side at the bottom.
    pub bottom: Side,
    /// The last move.
    pub last_move: Option<Move>,
    /// Kinds lost, Ember's then Frost's.
    pub captured: [Vec<Kind>; 2],
    /// A staged turn, for previews.
    pub preview: Preview,
}

/// One message to send once the change is safely stored.
#[derive(Clone, Debug)]
pub enum Out {
    /// Text (and perhaps buttons or files) only.
    Plain(Reply),
    /// A message with a board picture.
    Board {
        /// Who sees it.
        audience: Audience,
        /// The text.
        text: String,
        /// What to draw.
        view: Box<BoardView>,
        /// Buttons.
        buttons: Vec<Button>,
    },
    /// A message with a piece diagram.
    Diagram {
        /// Who sees it.
        audience: Audience,
        /// The text.
        text: String,
        /// Which piece.
        kind: Kind,
    },
}

/// Draws the pictures and makes the replies.
pub fn render(renderer: &Renderer, outs: Vec<Out>) -> Vec<Reply> {
    outs.into_iter()
        .map(|out| match out {
            Out::Plain(reply) => reply,
            Out::Board {
                audience,
                text,
                view,
                buttons,
            } => {
                let req = BoardRequest {
                    position: &view.position,
                    players: [&view.players[0], &view.players[1]],
                    bottom: view.bottom,
                    last_move: view.last_move,
                    captured: [&view.captured[0], &view.captured[1]],
                    preview: view.preview,
                };
                let reply = Reply {
                    audience,
                    text,
                    attachments: vec![],
                    buttons,
                };
                match renderer.board(&req) {
                    Ok(p) => reply.with_file(Attachment {
                        filename: "board.png".into(),
                        bytes: p.png,
                        description: p.alt,
                    }),
                    Err(e) => {
                        tracing::error!("board picture failed: {e}");
                        reply
                    }
                }
            }
            Out::Diagram {
                audience,
                text,
                kind,
            } => {
                let reply = Reply {
                    audience,
                    text,
                    attachments: vec![],
                    buttons: vec![],
                };
                match renderer.diagram(kind) {
                    Ok(p) => reply.with_file(Attachment {
                        filename: format!("{kind}.png"),
                        bytes: p.png,
                        description: p.alt,
                    }),
                    Err(e) => {
                        tracing::error!("diagram failed: {e}");
                        reply
                    }
                }
            }
        })
        .collect()
}
