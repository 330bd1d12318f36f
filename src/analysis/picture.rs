//! A finished game's analysis drawn for a chat (issue 48): the win-chance
//! graph over the game (each seat's share stacked, one column per
//! position), the marked turns under it, then lines of words (each
//! player's accuracy and marks, the biggest swings), in the reader's
//! language. Pure: typed values in, a PNG and its alt text out.

use super::review::{Mark, Review};
use board_render::{Canvas, IndexedImage, Palette, Rgb, Text};
use game_api::{Drawn, Fault, Picture, Speak, Words};

const GROUND: Rgb = [0xFA, 0xF7, 0xF0];
const INK: Rgb = [0x22, 0x20, 0x1C];
const SOFT: Rgb = [0x5C, 0x58, 0x52];
const MIDLINE: Rgb = [0x9A, 0x94, 0x88];
/// Each seat's colour in the graph: the first light, the second dark (as
/// a chess board's sides), then Throne's third and fourth seats.
const SEATS: [Rgb; 4] = [
    [0xF2, 0xEE, 0xE4],
    [0x3A, 0x36, 0x30],
    [0x4A, 0x7A, 0x4C],
    [0xC8, 0x9B, 0x2E],
];
/// Each mark's colour, in [`Mark::ALL`] order.
const MARKS: [Rgb; 3] = [[0xD9, 0xB2, 0x1F], [0xE0, 0x7B, 0x1A], [0xC0, 0x2B, 0x22]];

/// Width of the picture, pixels.
const WIDTH: u32 = 800;
/// Height of the graph.
const GRAPH: u32 = 220;
/// Space around everything.
const MARGIN: u32 = 20;
/// Type sizes.
const TITLE_PX: f32 = 26.0;
const LINE_PX: f32 = 22.0;

/// What the picture shows, all of it made by the host from typed values.
#[derive(Debug)]
pub struct AnalysisPicture {
    /// The heading (`Analysis of game 12 (Masters: alice vs bob)`).
    pub title: Words,
    /// The review: its chances make the graph, its marks the ticks.
    pub review: Review,
    /// One line per seat under the graph (its accuracy and marks), each
    /// beside a square of the seat's colour in the graph.
    pub players: Vec<Words>,
    /// The lines after them (the biggest swings).
    pub notes: Vec<Words>,
    /// The alt text.
    pub alt: Words,
}

impl Picture for AnalysisPicture {
    fn draw(&self, speak: &dyn Speak) -> Result<Drawn, Fault> {
        let fault = |e: &dyn std::fmt::Display| Fault::new(format!("analysis picture: {e}"));
        let title = Text::new(board_render::FONT, TITLE_PX).map_err(|e| fault(&e))?;
        let text = Text::new(board_render::FONT, LINE_PX).map_err(|e| fault(&e))?;
        let inner = WIDTH - 2 * MARGIN;
        let heading = title.fit(&speak.words(&self.title), inner);
        let swatch = text.line_height().saturating_sub(6);
        let players: Vec<String> = self
            .players
            .iter()
            .map(|l| text.fit(&speak.words(l), inner - swatch - 8))
            .collect();
        let notes: Vec<String> = self
            .notes
            .iter()
            .map(|l| text.fit(&speak.words(l), inner))
            .collect();
        let line = text.line_height() + 6;
        let graph_top = MARGIN + title.line_height() + 12;
        let ticks = 10;
        let lines_top = graph_top + GRAPH + ticks + 16;
        let height = lines_top + line * (players.len() + notes.len()) as u32 + MARGIN;
        let mut canvas = Canvas::new(WIDTH, height, GROUND);
        title.draw(&mut canvas, MARGIN as i32, MARGIN as i32, INK, &heading);
        graph(&mut canvas, &self.review, MARGIN, graph_top, inner);
        for (seat, l) in players.iter().enumerate() {
            let y = lines_top + line * seat as u32;
            // The seat's colour as in the graph, outlined (the first is light).
            let (x, top) = (MARGIN as i32, y as i32 + 3);
            canvas.fill_rect(x, top, swatch, swatch, INK);
            canvas.fill_rect(x + 1, top + 1, swatch - 2, swatch - 2, SEATS[seat % 4]);
            text.draw(&mut canvas, x + (swatch + 8) as i32, y as i32, INK, l);
        }
        for (i, l) in notes.iter().enumerate() {
            let y = lines_top + line * (players.len() + i) as u32;
            text.draw(&mut canvas, MARGIN as i32, y as i32, SOFT, l);
        }
        let samples: Vec<Rgb> = canvas.pixels().iter().step_by(7).copied().collect();
        let mut exact = vec![GROUND, INK, SOFT, MIDLINE];
        exact.extend(SEATS);
        exact.extend(MARKS);
        let palette = Palette::train(&samples, &exact, 64);
        let image = IndexedImage::from_canvas(&canvas, &palette);
        let alt = speak.words(&self.alt);
        let picture =
            board_render::Picture::encode(&image, &palette, alt).map_err(|e| fault(&e))?;
        Ok(Drawn {
            filename: "analysis.png".into(),
            bytes: picture.png,
            alt: picture.alt,
        })
    }
}

/// The stacked win-chance columns at (`left`, `top`), `width` wide, with
/// the even line and a tick under each marked turn.
fn graph(canvas: &mut Canvas, review: &Review, left: u32, top: u32, width: u32) {
    let positions = review.chances.len().max(1) as u32;
    let column = |i: u32| left + i * width / positions;
    for (i, chances) in review.chances.iter().enumerate() {
        let (x0, x1) = (column(i as u32), column(i as u32 + 1));
        let mut y = top;
        for (seat, chance) in chances.iter().enumerate() {
            let h = (chance.clamp(0.0, 1.0) * f64::from(GRAPH)).round() as u32;
            let h = h.min(top + GRAPH - y);
            canvas.fill_rect(x0 as i32, y as i32, (x1 - x0).max(1), h, SEATS[seat % 4]);
            y += h;
        }
        if y < top + GRAPH {
            // Rounding leaves the last seat's share a pixel short.
            let last = SEATS[(chances.len().max(1) - 1) % 4];
            canvas.fill_rect(x0 as i32, y as i32, (x1 - x0).max(1), top + GRAPH - y, last);
        }
    }
    canvas.fill_rect(left as i32, (top + GRAPH / 2) as i32, width, 1, MIDLINE);
    for t in &review.turns {
        if let Some(mark) = t.mark {
            let x = column(t.entry as u32 + 1);
            canvas.fill_rect(x as i32 - 3, (top + GRAPH + 3) as i32, 7, 7, colour(mark));
        }
    }
}

/// A mark's colour.
fn colour(mark: Mark) -> Rgb {
    MARKS[mark.index()]
}
