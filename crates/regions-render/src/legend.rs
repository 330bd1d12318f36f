//! The legend `/rules` shows: the four pieces a chess player has not met
//! (scout, jumper, commander pawn, hussar), each side's, with its name and
//! the rule that moves it.

use crate::render::Renderer;
use crate::request::Picture;
use crate::theme;
use board_render::{Canvas, IndexedImage, RenderError};
use game_api::{Arg, Join, Phrase, Speak};
use regions::{Kind, Region, Side};

/// The pieces the legend shows, in reading order.
pub const LEGEND: [Kind; 4] = [Kind::Scout, Kind::Jumper, Kind::Commander, Kind::Hussar];

impl Renderer {
    /// The legend of the unfamiliar pieces: per piece White's and Black's
    /// on land squares, the name and rule id underneath.
    pub fn legend(&self, speak: &dyn Speak) -> Result<Picture, RenderError> {
        let a = self.assets();
        let square = self.geometry().square;
        let width = self.geometry().width();
        let line = a.header.line_height();
        let height = theme::HEADER + square + line + 16;
        let mut canvas = Canvas::new(width, height, theme::FRAME);
        let title = speak.say(&Phrase::new("regions-legend-title"));
        let y = (theme::HEADER as i32 - line as i32) / 2;
        a.header.draw(
            &mut canvas,
            theme::SIDE_MARGIN as i32,
            y,
            theme::INK,
            &title,
        );
        let column = (width - theme::SIDE_MARGIN * 2) / LEGEND.len() as u32;
        let grounds = theme::squares(Region::Land);
        for (i, kind) in LEGEND.into_iter().enumerate() {
            let left = theme::SIDE_MARGIN + i as u32 * column;
            let x0 = left + column.saturating_sub(square * 2) / 2;
            for (j, side) in Side::ALL.into_iter().enumerate() {
                let x = (x0 + j as u32 * square) as i32;
                canvas.fill_rect(x, theme::HEADER as i32, square, square, grounds[j]);
                canvas.blit(
                    &a.pieces[side.index()][kind.index()],
                    x,
                    theme::HEADER as i32,
                    255,
                );
            }
            let name = speak.say(&name_of(kind));
            let tx = left as i32 + (column as i32 - a.header.width(&name) as i32) / 2;
            let ty = (theme::HEADER + square + 6) as i32;
            a.header.draw(&mut canvas, tx, ty, theme::INK, &name);
        }
        let image = IndexedImage::from_canvas(&canvas, self.palette());
        let names = LEGEND.iter().map(|k| name_of(*k)).collect();
        let alt = speak
            .say(&Phrase::new("regions-legend-alt").with("pieces", Arg::List(Join::And, names)));
        self.encode(&image, alt)
    }
}

/// A piece's name and the rule that moves it: `scout (R8)`.
fn name_of(kind: Kind) -> Phrase {
    Phrase::new("regions-legend-name")
        .with("kind", crate::alt::kind(kind))
        .code("rule", kind.rule())
}
