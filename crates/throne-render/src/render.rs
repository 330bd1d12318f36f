//! Composing a frame: start from the prepared empty board, redraw only the
//! cells that show something (pieces, locks, cart slots, badges, homes, the
//! Throne), write the header and the throw, encode.

use crate::alt;
use crate::assets::Assets;
use crate::request::{BoardRequest, Picture};
use crate::theme;
use board_render::{Area, Canvas, IndexedImage, Prepared};
use game_api::{Phrase, Speak};
use std::collections::BTreeMap;
use throne::board::{self, Place, Seat};
use throne::{Kind, Phase, Position};

pub use board_render::RenderError;

/// Draws Throne pictures. Build it once; it is cheap to share between threads.
pub struct Renderer {
    /// Its geometry and everything drawn at it, prepared once.
    prepared: Prepared<Assets, 3>,
}

/// What one cell shows besides its background.
#[derive(Default)]
struct Cell {
    /// (seat, kind, count), in seat then kind order.
    pieces: Vec<(Seat, Kind, u8)>,
    /// A ring square's number and its left offset, drawn again over the
    /// pieces so it stays readable.
    number: Option<(u8, u32)>,
    /// Whether it is a gate (its foot holds the cart slots).
    gate: bool,
    lock: bool,
    carts: Option<(Seat, u8)>,
    reach: bool,
}

/// Its geometry, palette and encoding are the prepared part's
/// ([`Prepared::geometry`], [`Prepared::palette`], [`Prepared::encode`]).
impl std::ops::Deref for Renderer {
    type Target = Prepared<Assets, 3>;
    fn deref(&self) -> &Prepared<Assets, 3> {
        &self.prepared
    }
}

impl Renderer {
    /// Prepares everything for 64-pixel squares.
    pub fn new() -> Result<Renderer, RenderError> {
        Renderer::with_square(theme::DEFAULT_SQUARE)
    }

    /// The same for `square`-pixel squares ([`theme::MIN_SQUARE`]–[`theme::MAX_SQUARE`]).
    pub fn with_square(square: u32) -> Result<Renderer, RenderError> {
        Ok(Renderer {
            prepared: Prepared::new(square)?,
        })
    }

    /// The cells that show something, by their top-left corner.
    fn cells(&self, pos: &Position) -> BTreeMap<(u32, u32), Cell> {
        let g = self.geometry();
        let players = pos.players();
        let mut cells: BTreeMap<(u32, u32), Cell> = BTreeMap::new();
        for seat in pos.active() {
            for (step, kind, n) in pos.pieces(seat) {
                let at = g.cell_of(players, seat, pos.place(seat, step));
                cells.entry(at).or_default().pieces.push((seat, kind, n));
            }
            let gate = g.ring_cell(board::ring_square(players, seat, 12));
            let cell = cells.entry(gate).or_default();
            cell.gate = true;
            cell.lock = !pos.gate_open(seat);
            let slots = pos.cart_slots(seat);
            if slots > 0 {
                cell.carts = Some((seat, slots));
            }
        }
        let line = (g.square / 32).max(1);
        for q in 1..=board::RING {
            if let Some(cell) = cells.get_mut(&g.ring_cell(q))
                && !cell.pieces.is_empty()
            {
                let entry = (0..players)
                    .filter_map(Seat::new)
                    .any(|s| board::entry(players, s) == q);
                let dx = if entry {
                    g.cell() / 7 + 2 * line
                } else {
                    3 * line
                };
                cell.number = Some((q, dx));
            }
        }
        if pos.phase() == Phase::Move {
            let seat = pos.turn();
            for m in pos.legal_moves() {
                if let Ok(place) = pos.destination(&m)
                    && place != Place::Throne
                {
                    cells
                        .entry(g.cell_of(players, seat, place))
                        .or_default()
                        .reach = true;
                }
            }
        }
        cells
    }

    fn draw_cell(&self, tile: &mut Canvas, cell: &Cell) {
        let a = self.assets();
        let g = self.geometry();
        let c = g.cell();
        let line = g.line() as i32;
        if cell.lock {
            let l = &a.lock;
            tile.blit(
                l,
                (c - l.width()) as i32 / 2,
                (c - l.height()) as i32 / 2 - line,
                200,
            );
        }
        // What stands here never covers the marks: the number (left) and
        // the reach badge (right) keep the top, a gate's cart slots its foot.
        let foot = if cell.gate {
            c - g.cart_slot(0).1
        } else {
            2 * line as u32
        };
        match cell.pieces[..] {
            [] => {}
            [(seat, kind, n)] => {
                // One stack is drawn big, in the cell's lower part.
                let p = &a.big[seat.index()][kind as usize];
                let (x, y) = (
                    (c - p.width()) as i32 / 2,
                    (c - p.height()) as i32 - foot.max(2 * line as u32) as i32,
                );
                tile.blit(p, x, y, 255);
                if n > 1 {
                    let (tx, ty) = (c as i32 - 4 * line, (c - foot) as i32 - line);
                    self.count_badge(tile, &n.to_string(), tx, ty);
                }
            }
            _ => {
                // Up to four stacks in a 2 × 2 grid between the top strip
                // and the foot; a fifth and more are summed up.
                let q = g.crowded_icon(cell.gate) as i32 + 1;
                let x0 = (c as i32 - 2 * q) / 2;
                let y0 = g.crowded_strip() as i32;
                let sprites = &a.crowded[usize::from(cell.gate)];
                for (i, &(seat, kind, n)) in cell.pieces.iter().take(4).enumerate() {
                    let (x, y) = (x0 + (i as i32 % 2) * q, y0 + (i as i32 / 2) * q);
                    tile.blit(&sprites[seat.index()][kind as usize], x, y, 255);
                    let more = if i == 3 && cell.pieces.len() > 4 {
                        Some(format!("+{}", cell.pieces.len() - 3))
                    } else if n > 1 {
                        Some(n.to_string())
                    } else {
                        None
                    };
                    if let Some(text) = more {
                        self.count_badge(tile, &text, x + q, y + q);
                    }
                }
            }
        }
        if let Some((seat, n)) = cell.carts {
            for i in 0..u32::from(n) {
                let (x, y, w, h) = g.cart_slot(i);
                tile.fill_rect(x as i32 + 1, y as i32 + 1, w - 2, h - 2, theme::seat(seat));
            }
        }
        if let Some((q, dx)) = cell.number {
            let text = q.to_string();
            let w = a.label.width(&text);
            let h = a.label.line_height();
            let (x, y) = (dx as i32, 2 * line);
            tile.fill_rect(x - 2, y, w + 4, h, theme::GROUND);
            a.label.draw(tile, x, y, theme::LABEL, &text);
        }
        if cell.reach {
            let r = &a.reach;
            tile.blit(r, (c - r.width()) as i32 - 2 * line, 2 * line, 255);
        }
    }

    /// A count (`3`, `+2`) on a white chip whose bottom-right corner is at
    /// (`right`, `bottom`).
    fn count_badge(&self, tile: &mut Canvas, text: &str, right: i32, bottom: i32) {
        let a = self.assets();
        let w = a.label.width(text) as i32;
        let h = a.label.line_height() as i32;
        let (tx, ty) = (right - w - 2, bottom - h);
        tile.fill_rect(tx - 2, ty, (w + 4) as u32, h as u32, theme::REACH);
        a.label.draw(tile, tx, ty, theme::LINE, text);
    }

    fn draw_home(&self, tile: &mut Canvas, pos: &Position, seat: Seat, req: &BoardRequest) {
        let a = self.assets();
        let c = self.geometry().cell();
        let n = pos.home(seat).to_string();
        let w = a.count.width(&n);
        let h = a.count.line_height();
        a.count.draw(
            tile,
            (c - w) as i32 / 2,
            ((c - h) / 2) as i32,
            theme::LINE,
            &n,
        );
        let name = a.label.fit(&req.label(seat), c - 6);
        let nw = a.label.width(&name);
        let lh = a.label.line_height();
        a.label.draw(
            tile,
            (c - nw) as i32 / 2,
            (c - lh - 3) as i32,
            theme::LABEL,
            &name,
        );
        self.draw_home_word(tile, seat, req);
    }

    /// The word `home`, in the reader's language, right of the emblem.
    fn draw_home_word(&self, tile: &mut Canvas, seat: Seat, req: &BoardRequest) {
        let a = self.assets();
        let c = self.geometry().cell();
        let line = (self.geometry().square / 32).max(1);
        let room = c.saturating_sub(a.emblems[seat.index()].width() + 8 * line);
        let said = req.speak.say(&Phrase::new("throne-label-home"));
        // The whole word, smaller if need be: a word cut short says nothing.
        let (face, word) = if a.label.width(&said) <= room {
            (&a.label, said)
        } else {
            (&a.small, a.small.fit(&said, room))
        };
        face.draw(
            tile,
            c.saturating_sub(face.width(&word) + 3 * line) as i32,
            (3 * line) as i32,
            theme::LABEL,
            &word,
        );
    }

    fn draw_throne(&self, tile: &mut Canvas, pos: &Position, speak: &dyn Speak) {
        let a = self.assets();
        let size = self.geometry().throne_box();
        // Its title, in the reader's language.
        let title = speak
            .say(&Phrase::new("throne-label-throne"))
            .to_uppercase();
        let title = a.label.fit(&title, size.saturating_sub(8));
        a.label.draw(
            tile,
            (size.saturating_sub(a.label.width(&title)) / 2) as i32,
            (self.geometry().throne_radius() * 0.22) as i32,
            theme::LABEL,
            &title,
        );
        let e = a.emblems[0].width();
        let pip = (e * 3 / 4).max(6);
        let rows: Vec<Seat> = pos.seats().collect();
        let row_h = e + 3;
        let top = size / 2 - (row_h * rows.len() as u32) / 2 + row_h / 3;
        for (i, seat) in rows.into_iter().enumerate() {
            let y = (top + i as u32 * row_h) as i32;
            let width = e + 4 + 5 * (pip + 2);
            let x = (size - width) as i32 / 2;
            tile.blit(&a.emblems[seat.index()], x, y, 255);
            for k in 0..5u32 {
                let px = x + (e + 4 + k * (pip + 2)) as i32;
                let py = y + ((e - pip) / 2) as i32;
                tile.fill_rect(px, py, pip, pip, theme::LINE);
                if k < pos.finished(seat) as u32 && !pos.resigned(seat) {
                    tile.fill_rect(px + 1, py + 1, pip - 2, pip - 2, theme::seat(seat));
                }
            }
        }
    }

    fn draw_header(&self, tile: &mut Canvas, req: &BoardRequest) {
        let a = self.assets();
        let pos = req.position;
        // A long name is shortened here (the alt text keeps it whole), so
        // what the seat does and the turn stay in view.
        let text = match req.ended {
            Some(ended) => Phrase::new("throne-header-ended").code("ended", ended),
            None => {
                let status = alt::status_with(req, |seat| req.short_who(seat));
                Phrase::new("throne-header")
                    .code("status", req.speak.words(&status))
                    .with("turn", pos.current_round())
            }
        };
        let text = req.speak.say(&text);
        let text = a.header.fit(&text, self.geometry().width() - 24);
        let colour = match pos.phase() {
            Phase::Won(s) => theme::seat(s),
            _ => theme::INK,
        };
        let y = (theme::HEADER - a.header.line_height()) as i32 / 2;
        a.header.draw(tile, 12, y, colour, &text);
    }

    fn draw_footer(&self, tile: &mut Canvas, pos: &Position, speak: &dyn Speak) {
        let a = self.assets();
        let g = self.geometry();
        let (sw, sh) = (a.shells[0].width(), a.shells[0].height());
        let y = (g.footer() - sh) as i32 / 2;
        let text = match pos.last_throw() {
            Some(t) => {
                for i in 0..8u32 {
                    let white = t.shells & (1 << i) != 0;
                    let s = &a.shells[usize::from(!white)];
                    tile.blit(s, 12 + (i * (sw + 4)) as i32, y, 255);
                }
                let foot = if pos.phase() == Phase::Move {
                    Phrase::new("throne-foot-left").code("left", pos.unused())
                } else {
                    Phrase::new("throne-foot")
                };
                speak.say(
                    &foot
                        .with("value", t.value())
                        .code("values", pos.round_values()),
                )
            }
            None => speak.say(&Phrase::new("throne-foot-no-throw")),
        };
        let x = match pos.last_throw() {
            Some(_) => 12 + 8 * (sw + 4) as i32 + 10,
            None => 12,
        };
        let ty = (g.footer() - a.header.line_height()) as i32 / 2;
        let text = a.header.fit(&text, g.width().saturating_sub(x as u32 + 12));
        a.header.draw(tile, x, ty, theme::INK, &text);
    }

    /// Copies a region of the background, lets `draw` paint on it, and quantises it into `image`.
    fn patch(
        &self,
        image: &mut IndexedImage,
        background: &Canvas,
        area: Area,
        draw: impl FnOnce(&mut Canvas),
    ) {
        let mut tile = Canvas::new(area.width, area.height, theme::FRAME);
        tile.copy_from(background, area, 0, 0);
        draw(&mut tile);
        image.put(&tile, area.x, area.y, self.palette());
    }

    /// The board picture of `req`.
    pub fn board(&self, req: &BoardRequest) -> Result<Picture, RenderError> {
        let alt = alt::describe(req);
        self.encode(&self.frame(req), alt)
    }

    /// The board of `req` as an indexed frame in [`Prepared::palette`]
    /// (what [`Renderer::board`] encodes; replays animate these).
    pub fn board_frame(&self, req: &BoardRequest) -> IndexedImage {
        self.frame(req)
    }

    /// The quantised board of `req`, before encoding.
    fn frame(&self, req: &BoardRequest) -> IndexedImage {
        let g = self.geometry();
        let pos = req.position;
        let players = pos.players();
        let k = players - 2;
        let background = &self.backgrounds().canvas[k];
        let mut image = self.backgrounds().indexed[k].clone();
        let c = g.cell();
        // The header, then bands two cells tall: a turn recompresses the
        // header and the rows of the cells it changed. (One cell tall made
        // the largest test picture 24,596 bytes, over the 24 KiB limit;
        // two cells 24,260, one band for the whole picture 24,279.)
        image.set_bands(board_render::BandLayout {
            first: theme::HEADER,
            every: 2 * c,
        });
        for (&(x, y), cell) in &self.cells(pos) {
            self.patch(&mut image, background, Area::new(x, y, c, c), |t| {
                self.draw_cell(t, cell)
            });
        }
        for seat in pos.seats() {
            let (x, y) = g.home_cell(players, seat);
            if pos.resigned(seat) {
                self.patch(&mut image, background, Area::new(x, y, c, c), |t| {
                    self.draw_home_word(t, seat, req)
                });
                continue;
            }
            self.patch(&mut image, background, Area::new(x, y, c, c), |t| {
                self.draw_home(t, pos, seat, req)
            });
        }
        let (tx, ty) = g.cell_of(players, Seat::new(0).expect("seat"), Place::Throne);
        let tb = g.throne_box();
        self.patch(&mut image, background, Area::new(tx, ty, tb, tb), |t| {
            self.draw_throne(t, pos, req.speak)
        });
        self.patch(
            &mut image,
            background,
            Area::new(0, 0, g.width(), theme::HEADER),
            |t| self.draw_header(t, req),
        );
        self.patch(
            &mut image,
            background,
            Area::new(0, g.footer_top(), g.width(), g.footer()),
            |t| self.draw_footer(t, pos, req.speak),
        );
        image
    }

    /// The board of a 2-player game at the start, with its parts named
    /// (home, entry, gate with lock and cart slots, shield, bridge, the
    /// Throne), for `/rules`.
    pub fn diagram(&self, speak: &dyn Speak) -> Result<Picture, RenderError> {
        let g = self.geometry();
        let a = self.assets();
        let pos = Position::new(2, 0).map_err(|_| RenderError::SquareSize(0))?;
        let you = speak.say(&Phrase::new("throne-diagram-you"));
        let opponent = speak.say(&Phrase::new("throne-diagram-opponent"));
        let names = [you.as_str(), opponent.as_str()];
        let req = BoardRequest {
            position: &pos,
            players: &names,
            ended: None,
            speak,
        };
        let mut image = self.frame(&req);
        let background = &self.backgrounds().canvas[0];
        let red = Seat::new(0).expect("seat");
        let blue = Seat::new(1).expect("seat");
        let c = g.cell();
        let s = g.square;
        // (cell, label, side): the label goes beside its cell, away from the others.
        let right = |(x, y): (u32, u32)| (x + c + s / 8, y + c / 3);
        let left = |(x, y): (u32, u32), w: u32| (x.saturating_sub(w + s / 8), y + c / 3);
        let labels: Vec<((u32, u32), String)> = {
            let mut v = Vec::new();
            let entry = g.ring_cell(board::entry(2, red));
            let say = |id: &'static str| speak.say(&Phrase::new(id));
            v.push((right(entry), say("throne-diagram-entry")));
            let home = g.home_cell(2, red);
            v.push((right(home), say("throne-diagram-home")));
            let gate_text = say("throne-diagram-gate");
            let w = a.label.width(&gate_text) + 8;
            v.push((left(g.ring_cell(12), w), gate_text));
            let bridge = g.bridge_cell(2, red, 1);
            v.push((right(bridge), say("throne-diagram-bridge")));
            let shield = g.ring_cell(board::entry(2, blue));
            let text = say("throne-diagram-shields");
            let w = a.label.width(&text) + 8;
            v.push((left(shield, w), text));
            v
        };
        for ((x, y), text) in labels {
            let w = a.label.width(&text) + 8;
            let h = a.label.line_height() + 4;
            let x = x.min(g.width().saturating_sub(w));
            self.patch(&mut image, background, Area::new(x, y, w, h), |t| {
                t.fill_rect(0, 0, w, h, theme::LINE);
                a.label.draw(t, 4, 2, theme::INK, &text);
            });
        }
        self.encode(&image, speak.say(&Phrase::new("throne-diagram-alt")))
    }

    /// The places badged as reachable, for tests and the alt text.
    pub fn reachable(pos: &Position) -> Vec<Place> {
        alt::reachable(pos)
    }
}
