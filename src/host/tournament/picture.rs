//! The standings drawn as a picture: a table of ranks, names, points,
//! tie-breaks and results, in large type on a light ground so it reads on
//! a phone, with alt text saying the same.

use super::standings::Table;
use board_render::{Canvas, IndexedImage, Palette, Rgb, Text};
use game_api::{Drawn, Fault, Phrase, Picture, Speak, Words};

const GROUND: Rgb = [0xFA, 0xF7, 0xF0];
const INK: Rgb = [0x22, 0x20, 0x1C];
const HEAD: Rgb = [0x2E, 0x3A, 0x4A];
const HEAD_INK: Rgb = [0xF5, 0xF2, 0xEA];
const STRIPE: Rgb = [0xEC, 0xE6, 0xDA];
const WIN: Rgb = [0x1B, 0x6E, 0x35];
const LOSS: Rgb = [0xA3, 0x2E, 0x25];
const SOFT: Rgb = [0x5C, 0x58, 0x52];

/// Type size of the table, in pixels.
const PX: f32 = 26.0;
/// Row height.
const ROW: u32 = 44;
/// Space around the table and inside each cell.
const MARGIN: u32 = 18;
const PAD: u32 = 14;
/// Widest a name is drawn (longer names are cut with "…").
const NAME_MAX: u32 = 320;

/// An event's standings, to draw once the command has committed.
#[derive(Debug)]
pub struct StandingsPicture {
    /// What to draw.
    pub table: Table,
}

impl Picture for StandingsPicture {
    fn draw(&self, speak: &dyn Speak) -> Result<Drawn, Fault> {
        let (png, alt) = draw(&self.table, speak)?;
        Ok(Drawn {
            filename: "standings.png".into(),
            bytes: png,
            alt,
        })
    }
}

fn fault(e: impl std::fmt::Display) -> Fault {
    Fault::new(format!("standings picture: {e}"))
}

/// The columns: header and each row's cell, with the cell's colour.
fn columns(table: &Table, speak: &dyn Speak) -> Vec<(String, Vec<(String, Rgb)>)> {
    let say = |id: &'static str| speak.say(&Phrase::new(id));
    let mut cols = vec![
        (
            "#".to_string(),
            table
                .rows
                .iter()
                .map(|r| (r.rank.to_string(), INK))
                .collect(),
        ),
        (
            say("web-standings-player"),
            table.rows.iter().map(|r| (name(r, speak), INK)).collect(),
        ),
        (
            say("tournament-picture-points"),
            table.rows.iter().map(|r| (r.points.clone(), INK)).collect(),
        ),
    ];
    if table.tie_breaks {
        for (head, pick) in [("web-standings-bh", 0), ("web-standings-sb", 1)] {
            cols.push((
                say(head),
                table
                    .rows
                    .iter()
                    .map(|r| {
                        let tb = r.tie_breaks.clone().unwrap_or_default();
                        (if pick == 0 { tb.0 } else { tb.1 }, SOFT)
                    })
                    .collect(),
            ));
        }
    }
    let width = table
        .rows
        .iter()
        .map(|r| r.results.len())
        .max()
        .unwrap_or(0);
    for i in 0..width {
        cols.push((
            speak.say(&table.column(i)),
            table
                .rows
                .iter()
                .map(|r| match r.results.get(i) {
                    None => (String::new(), SOFT),
                    Some(cell) => {
                        let colour = match () {
                            () if cell.won() => WIN,
                            () if cell.lost() => LOSS,
                            () => SOFT,
                        };
                        (speak.words(&cell.words()), colour)
                    }
                })
                .collect(),
        ));
    }
    cols
}

/// A player's name as drawn: `alice`, `alice (withdrawn)`.
fn name(row: &super::standings::Row, speak: &dyn Speak) -> String {
    match row.withdrawn {
        false => row.name.clone(),
        true => speak.say(&Phrase::new("tournament-withdrawn").name("who", &row.name)),
    }
}

/// The PNG and its alt text.
fn draw(table: &Table, speak: &dyn Speak) -> Result<(Vec<u8>, String), Fault> {
    let text = Text::new(board_render::FONT, PX).map_err(fault)?;
    let title = Text::new(board_render::FONT, PX + 2.0).map_err(fault)?;
    let cols = columns(table, speak);
    let heading = speak.say(&table.title);
    let widths: Vec<u32> = cols
        .iter()
        .enumerate()
        .map(|(i, (head, cells))| {
            let widest = cells
                .iter()
                .map(|(c, _)| text.width(c))
                .chain([text.width(head)])
                .max()
                .unwrap_or(0);
            let widest = if i == 1 { widest.min(NAME_MAX) } else { widest };
            widest + 2 * PAD
        })
        .collect();
    let table_width: u32 = widths.iter().sum();
    let width = (table_width + 2 * MARGIN).max(title.width(&heading) + 2 * MARGIN);
    let rows = table.rows.len().max(1) as u32;
    let small = Text::new(board_render::FONT, PX - 6.0).map_err(fault)?;
    let legend: Vec<String> = legend(table)
        .into_iter()
        .map(|id| speak.say(&Phrase::new(id)))
        .collect();
    let legend = wrap(&small, &legend, width - 2 * MARGIN);
    let line = small.line_height() + 4;
    let height = MARGIN + ROW + ROW * (rows + 1) + PAD + line * legend.len() as u32 + MARGIN;
    let mut canvas = Canvas::new(width, height, GROUND);
    let baseline = |top: u32, t: &Text| top as i32 + ((ROW - t.line_height()) / 2) as i32;
    title.draw(
        &mut canvas,
        MARGIN as i32,
        baseline(MARGIN, &title),
        INK,
        &title.fit(&heading, width - 2 * MARGIN),
    );
    let head_top = MARGIN + ROW;
    canvas.fill_rect(MARGIN as i32, head_top as i32, table_width, ROW, HEAD);
    let mut x = MARGIN;
    for ((head, cells), w) in cols.iter().zip(&widths) {
        text.draw(
            &mut canvas,
            (x + PAD) as i32,
            baseline(head_top, &text),
            HEAD_INK,
            head,
        );
        for (r, (cell, colour)) in cells.iter().enumerate() {
            let top = head_top + ROW * (r as u32 + 1);
            if x == MARGIN && r % 2 == 1 {
                canvas.fill_rect(MARGIN as i32, top as i32, table_width, ROW, STRIPE);
            }
            let shown = text.fit(cell, w - 2 * PAD);
            text.draw(
                &mut canvas,
                (x + PAD) as i32,
                baseline(top, &text),
                *colour,
                &shown,
            );
        }
        x += w;
    }
    if table.rows.is_empty() {
        text.draw(
            &mut canvas,
            (MARGIN + PAD) as i32,
            baseline(head_top + ROW, &text),
            SOFT,
            &speak.say(&Phrase::new("tournament-picture-nobody")),
        );
    }
    let legend_top = head_top + ROW * (rows + 1) + PAD;
    for (i, text) in legend.iter().enumerate() {
        let y = legend_top + line * i as u32;
        small.draw(&mut canvas, MARGIN as i32, y as i32, SOFT, text);
    }
    let samples: Vec<Rgb> = canvas.pixels().iter().step_by(5).copied().collect();
    let exact = [GROUND, INK, HEAD, HEAD_INK, STRIPE, WIN, LOSS, SOFT];
    let palette = Palette::train(&samples, &exact, 64);
    let image = IndexedImage::from_canvas(&canvas, &palette);
    let picture =
        board_render::Picture::encode(&image, &palette, alt(table, speak)).map_err(fault)?;
    Ok((picture.png, picture.alt))
}

/// The key under the table, in parts.
fn legend(table: &Table) -> Vec<&'static str> {
    let mut parts = match table.tie_breaks {
        true => vec![
            "tournament-legend-bh",
            "tournament-legend-sb",
            "tournament-legend-won",
            "tournament-legend-drew",
            "tournament-legend-lost",
        ],
        false => vec!["tournament-legend-place"],
    };
    // Only while a game is still being played.
    if table.in_play {
        parts.push(match table.tie_breaks {
            true => "tournament-legend-playing",
            false => "tournament-legend-playing-table",
        });
    }
    parts
}

/// `parts` joined with " · " into lines no wider than `width`.
fn wrap(text: &Text, parts: &[String], width: u32) -> Vec<String> {
    let mut lines: Vec<String> = vec![];
    for part in parts {
        match lines.last_mut() {
            Some(last) if text.width(&format!("{last} · {part}")) <= width => {
                last.push_str(" · ");
                last.push_str(part);
            }
            _ => lines.push(text.fit(part, width)),
        }
    }
    lines
}

/// The alt text: the table in words.
fn alt(table: &Table, speak: &dyn Speak) -> String {
    let mut parts = vec![Words::from(
        Phrase::new("tournament-alt-head").with("title", table.title.clone()),
    )];
    if table.rows.is_empty() {
        parts.push(Phrase::new("tournament-alt-nobody").into());
    }
    for r in &table.rows {
        let row = match r.whole {
            Some(n) => Phrase::new("tournament-alt-row").with("n", n),
            None => Phrase::new("tournament-alt-row-half"),
        }
        .with("rank", r.rank)
        .with("who", r.who())
        .code("points", &r.points);
        let mut line = Words::from(row);
        if let Some((bh, sb)) = &r.tie_breaks {
            line = line.and(
                Phrase::new("tournament-alt-tie-breaks")
                    .code("bh", bh)
                    .code("sb", sb),
            );
        }
        if !r.results.is_empty() {
            let results: Vec<String> = r.results.iter().map(|c| speak.words(&c.words())).collect();
            line =
                line.and(Phrase::new("tournament-alt-results").code("results", results.join(" ")));
        }
        parts.push(line.and(Words::code(";")));
    }
    speak.words(&parts.into_iter().fold(Words::new(), Words::then))
}
