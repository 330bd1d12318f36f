//! Everything expensive, prepared once: piece sprites per seat, emblems,
//! the lock, the reach badge, the shells, the glyphs, the empty board for
//! 2, 3 and 4 players with its labels baked in, and the palette.

use crate::layout::Geometry;
use crate::theme::{self, Emblem};
pub use board_render::{AssetError, FONT};
use board_render::{Backgrounds, Canvas, Prepare, Rgb, Sprite, SpriteError, Text, paint};
use throne::Kind;
use throne::board::{self, Seat};
use tiny_skia::{FillRule, PathBuilder, Pixmap, Stroke, Transform};

fn svg(kind: Kind) -> &'static str {
    match kind {
        Kind::Soldier => include_str!("../assets/soldier.svg"),
        Kind::Unit => include_str!("../assets/unit.svg"),
        Kind::Squad => include_str!("../assets/squad.svg"),
    }
}

/// Everything a frame is composed from.
pub struct Assets {
    /// `crowded[gate][seat][kind]`: the same, small enough for a 2 × 2
    /// grid under a cell's top strip (its number and reach badge) and, on
    /// a gate, above its cart slots, for a cell where several stacks stand.
    pub crowded: [Vec<[Sprite; 3]>; 2],
    /// `big[seat][kind]`: the same, most of a cell wide, for a cell that
    /// holds one stack (the usual case).
    pub big: Vec<[Sprite; 3]>,
    /// `emblems[seat]`: the seat's shape, for labels and the Throne.
    pub emblems: Vec<Sprite>,
    /// The padlock on a locked gate.
    pub lock: Sprite,
    /// The badge on a reachable square.
    pub reach: Sprite,
    /// A shell face up (white) and face down.
    pub shells: [Sprite; 2],
    /// Header text.
    pub header: Text,
    /// Square numbers and small labels.
    pub label: Text,
    /// A smaller label, for a home tile's word when the label's size
    /// leaves no room for the whole word.
    pub small: Text,
    /// Home counts.
    pub count: Text,
}

/// A lighter shade of `c`, mixed with the ground colour.
pub(crate) fn pale(c: Rgb) -> Rgb {
    let mix = |a: u8, b: u8| ((a as u32 + 2 * b as u32) / 3) as u8;
    [
        mix(c[0], theme::GROUND[0]),
        mix(c[1], theme::GROUND[1]),
        mix(c[2], theme::GROUND[2]),
    ]
}

fn emblem_path(shape: Emblem, x: f32, y: f32, size: f32) -> Option<tiny_skia::Path> {
    let c = size / 2.0;
    match shape {
        Emblem::Circle => PathBuilder::from_circle(x + c, y + c, c * 0.85),
        Emblem::Square => {
            tiny_skia::Rect::from_xywh(x + size * 0.12, y + size * 0.12, size * 0.76, size * 0.76)
                .map(PathBuilder::from_rect)
        }
        Emblem::Triangle => {
            let mut pb = PathBuilder::new();
            pb.move_to(x + c, y + size * 0.05);
            pb.line_to(x + size * 0.97, y + size * 0.9);
            pb.line_to(x + size * 0.03, y + size * 0.9);
            pb.close();
            pb.finish()
        }
        Emblem::Diamond => {
            let mut pb = PathBuilder::new();
            pb.move_to(x + c, y);
            pb.line_to(x + size, y + c);
            pb.line_to(x + c, y + size);
            pb.line_to(x, y + c);
            pb.close();
            pb.finish()
        }
    }
}

/// Draws `seat`'s emblem at (`x`, `y`) in a `size` box: white with a dark outline.
fn draw_emblem(pm: &mut Pixmap, seat: Seat, x: f32, y: f32, size: f32, fill: Rgb) {
    if let Some(path) = emblem_path(theme::emblem(seat), x, y, size) {
        let id = Transform::identity();
        pm.fill_path(&path, &paint(fill, 255), FillRule::Winding, id, None);
        let stroke = Stroke {
            width: (size / 7.0).max(1.2),
            ..Stroke::default()
        };
        pm.stroke_path(&path, &paint(theme::LINE, 255), &stroke, id, None);
    }
}

fn piece(seat: Seat, kind: Kind, size: u32) -> Result<Sprite, SpriteError> {
    let body = Sprite::from_svg_template(svg(kind), theme::seat(seat), theme::LINE, size)?;
    // The emblem in the top-left corner: colour is never the only cue.
    let mark = (size as f32 * 0.36).max(7.0);
    let emblem = Sprite::draw(size, size, |pm| {
        draw_emblem(pm, seat, 0.5, 0.5, mark, [0xFF, 0xFF, 0xFF]);
    })?;
    let mut canvas_pixels: Vec<[u8; 4]> = body.pixels().to_vec();
    for (dst, &src) in canvas_pixels.iter_mut().zip(emblem.pixels()) {
        // Premultiplied "over".
        let a = src[3] as u32;
        for c in 0..4 {
            dst[c] = (src[c] as u32 + dst[c] as u32 * (255 - a) / 255) as u8;
        }
    }
    Ok(Sprite::from_premultiplied(size, size, canvas_pixels)?
        .with_alpha_levels(theme::ALPHA_LEVELS))
}

fn lock(size: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(size, size, |pm| {
        let s = size as f32;
        let id = Transform::identity();
        let mut pb = PathBuilder::new();
        pb.move_to(s * 0.3, s * 0.5);
        pb.line_to(s * 0.3, s * 0.32);
        pb.cubic_to(s * 0.3, s * 0.08, s * 0.7, s * 0.08, s * 0.7, s * 0.32);
        pb.line_to(s * 0.7, s * 0.5);
        if let Some(shackle) = pb.finish() {
            let stroke = Stroke {
                width: s * 0.12,
                ..Stroke::default()
            };
            pm.stroke_path(&shackle, &paint(theme::LOCK, 255), &stroke, id, None);
        }
        if let Some(body) = tiny_skia::Rect::from_xywh(s * 0.15, s * 0.45, s * 0.7, s * 0.5) {
            let path = PathBuilder::from_rect(body);
            pm.fill_path(&path, &paint(theme::LOCK, 255), FillRule::Winding, id, None);
        }
        if let Some(hole) = PathBuilder::from_circle(s * 0.5, s * 0.66, s * 0.07) {
            pm.fill_path(
                &hole,
                &paint([0xF0, 0xF0, 0xF0], 255),
                FillRule::Winding,
                id,
                None,
            );
        }
    })
}

fn reach(size: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(size, size, |pm| {
        let c = size as f32 / 2.0;
        let id = Transform::identity();
        if let Some(disc) = PathBuilder::from_circle(c, c, c - 1.0) {
            pm.fill_path(
                &disc,
                &paint(theme::REACH, 255),
                FillRule::Winding,
                id,
                None,
            );
            let stroke = Stroke {
                width: (size as f32 / 6.0).max(1.5),
                ..Stroke::default()
            };
            pm.stroke_path(&disc, &paint(theme::LINE, 255), &stroke, id, None);
        }
        if let Some(dot) = PathBuilder::from_circle(c, c, c * 0.35) {
            pm.fill_path(&dot, &paint(theme::LINE, 255), FillRule::Winding, id, None);
        }
    })
}

fn shell(width: u32, height: u32, face: Rgb) -> Result<Sprite, SpriteError> {
    Sprite::draw(width, height, |pm| {
        let id = Transform::identity();
        if let Some(r) =
            tiny_skia::Rect::from_xywh(1.0, 1.0, width as f32 - 2.0, height as f32 - 2.0)
            && let Some(oval) = PathBuilder::from_oval(r)
        {
            pm.fill_path(&oval, &paint(face, 255), FillRule::Winding, id, None);
            let stroke = Stroke {
                width: 1.5,
                ..Stroke::default()
            };
            pm.stroke_path(&oval, &paint(theme::LINE, 255), &stroke, id, None);
        }
    })
}

fn fill_cell(c: &mut Canvas, (x, y): (u32, u32), size: u32, fill: Rgb, border: Rgb, width: u32) {
    c.fill_rect(x as i32, y as i32, size, size, border);
    c.fill_rect(
        (x + width) as i32,
        (y + width) as i32,
        size - 2 * width,
        size - 2 * width,
        fill,
    );
}

/// The empty board for `players`: ring squares with numbers, shields,
/// entries, gates with empty cart slots, bridges, homes and the Throne.
fn background(players: usize, g: Geometry, label: &Text, emblems: &[Sprite]) -> Canvas {
    let mut c = Canvas::new(g.width(), g.height(), theme::FRAME);
    let cell = g.cell();
    let line = (g.square / 32).max(1);
    // The Throne.
    let (cx, cy) = g.centre();
    let r = g.throne_radius();
    let throne = Sprite::draw(g.throne_box(), g.throne_box(), |pm| {
        if let Some(circle) = PathBuilder::from_circle(r, r, r - 2.0) {
            let id = Transform::identity();
            pm.fill_path(
                &circle,
                &paint(theme::THRONE, 255),
                FillRule::Winding,
                id,
                None,
            );
            let stroke = Stroke {
                width: 3.0,
                ..Stroke::default()
            };
            pm.stroke_path(&circle, &paint(theme::LINE, 255), &stroke, id, None);
        }
    });
    // The track: the ring, each bridge's way in, each home's way on.
    let track = Sprite::draw(g.width(), g.footer_top(), |pm| {
        let id = Transform::identity();
        let stroke = Stroke {
            width: g.square as f32 / 10.0,
            ..Stroke::default()
        };
        if let Some(ring) = PathBuilder::from_circle(cx, cy, g.ring_radius()) {
            pm.stroke_path(&ring, &paint(theme::MUTED, 255), &stroke, id, None);
        }
        for seat in (0..players).filter_map(Seat::new) {
            let gate = g.centre_of(g.ring_cell(board::ring_square(players, seat, 12)));
            let b1 = g.centre_of(g.bridge_cell(players, seat, 1));
            let b2 = g.centre_of(g.bridge_cell(players, seat, 2));
            let home = g.centre_of(g.home_cell(players, seat));
            let entry = g.centre_of(g.ring_cell(board::entry(players, seat)));
            let mut pb = PathBuilder::new();
            pb.move_to(gate.0, gate.1);
            pb.line_to(b1.0, b1.1);
            pb.line_to(b2.0, b2.1);
            pb.line_to(cx, cy);
            pb.move_to(home.0, home.1);
            pb.line_to(entry.0, entry.1);
            if let Some(path) = pb.finish() {
                pm.stroke_path(&path, &paint(theme::seat(seat), 255), &stroke, id, None);
            }
        }
    });
    if let Ok(t) = track {
        c.blit(&t, 0, 0, 255);
    }
    if let Ok(t) = &throne {
        c.blit(t, (cx - r) as i32, (cy - r) as i32, 255);
    }
    // The Throne's title and each home's word are drawn on every frame,
    // in the reader's language (render.rs).
    // Ring squares.
    for q in 1..=board::RING {
        let shield = board::is_shield(players, q);
        let fill = if shield { theme::SHIELD } else { theme::GROUND };
        fill_cell(&mut c, g.ring_cell(q), cell, fill, theme::LINE, line);
    }
    for seat in (0..players).filter_map(Seat::new) {
        let colour = theme::seat(seat);
        let gate = board::ring_square(players, seat, 12);
        let entry = board::entry(players, seat);
        // The gate: a thick border in the seat's colour and 4 empty cart slots.
        let (gx, gy) = g.ring_cell(gate);
        fill_cell(&mut c, (gx, gy), cell, theme::SHIELD, colour, 4 * line);
        for i in 0..4 {
            let (sx, sy, w, h) = g.cart_slot(i);
            let (sx, sy) = ((gx + sx) as i32, (gy + sy) as i32);
            c.fill_rect(sx, sy, w, h, theme::LINE);
            c.fill_rect(sx + 1, sy + 1, w - 2, h - 2, theme::SHIELD);
        }
        // The entry: a strip down its left side in the seat's colour.
        let (ex, ey) = g.ring_cell(entry);
        c.fill_rect(
            (ex + line) as i32,
            (ey + line) as i32,
            cell / 7,
            cell - 2 * line,
            colour,
        );
        // The bridge.
        for k in 1..=2 {
            let at = g.bridge_cell(players, seat, k);
            fill_cell(&mut c, at, cell, pale(colour), colour, 2 * line);
            label.draw(
                &mut c,
                (at.0 + 4 * line) as i32,
                (at.1 + 3 * line) as i32,
                theme::LABEL,
                &k.to_string(),
            );
        }
        // Home.
        let at = g.home_cell(players, seat);
        fill_cell(&mut c, at, cell, pale(colour), colour, 2 * line);
        if let Some(e) = emblems.get(seat.index()) {
            c.blit(e, (at.0 + 3 * line) as i32, (at.1 + 3 * line) as i32, 255);
        }
    }
    // Square numbers last, over the entry strips.
    for q in 1..=board::RING {
        let (x, y) = g.ring_cell(q);
        let text = q.to_string();
        let entry = (0..players)
            .filter_map(Seat::new)
            .any(|s| board::entry(players, s) == q);
        let dx = if entry { cell / 7 + 2 * line } else { 3 * line };
        label.draw(
            &mut c,
            (x + dx) as i32,
            (y + 2 * line) as i32,
            theme::LABEL,
            &text,
        );
    }
    c
}

impl Prepare<3> for Assets {
    type Geometry = Geometry;
    const GEOMETRY: fn(u32) -> Geometry = Geometry::new;

    /// Prepares everything for `g`.
    fn prepare(g: Geometry) -> Result<(Assets, Backgrounds<3>), AssetError> {
        let k = g.square as f32 / 64.0;
        let big_icon = g.cell() * 7 / 10;
        let mut crowded = [Vec::new(), Vec::new()];
        let mut big = Vec::new();
        let mut emblems = Vec::new();
        for seat in (0..4).filter_map(Seat::new) {
            for (gate, set) in crowded.iter_mut().enumerate() {
                let size = g.crowded_icon(gate == 1);
                set.push([
                    piece(seat, Kind::Soldier, size)?,
                    piece(seat, Kind::Unit, size)?,
                    piece(seat, Kind::Squad, size)?,
                ]);
            }
            big.push([
                piece(seat, Kind::Soldier, big_icon)?,
                piece(seat, Kind::Unit, big_icon)?,
                piece(seat, Kind::Squad, big_icon)?,
            ]);
            let size = (13.0 * k).round() as u32;
            emblems.push(
                Sprite::draw(size, size, |pm| {
                    draw_emblem(pm, seat, 0.5, 0.5, size as f32 - 1.0, theme::seat(seat))
                })?
                .with_alpha_levels(theme::ALPHA_LEVELS),
            );
        }
        let label = Text::new(FONT, theme::LABEL_PX * k)?;
        let small = Text::new(FONT, theme::SMALL_LABEL_PX * k)?;
        let header = Text::new(FONT, theme::HEADER_PX)?;
        let count = Text::new(FONT, 18.0 * k)?;
        let lock = lock((g.cell() * 2 / 5).max(12))?.with_alpha_levels(theme::ALPHA_LEVELS);
        let reach = reach((g.cell() / 4).max(10))?.with_alpha_levels(theme::ALPHA_LEVELS);
        let (sw, sh) = ((26.0 * k) as u32, (36.0 * k) as u32);
        let shells = [
            shell(sw, sh, theme::SHELL_WHITE)?.with_alpha_levels(theme::ALPHA_LEVELS),
            shell(sw, sh, theme::SHELL_DARK)?.with_alpha_levels(theme::ALPHA_LEVELS),
        ];
        let background: [Canvas; 3] =
            std::array::from_fn(|i| background(i + 2, g, &label, &emblems));
        // Train the palette on the backgrounds and every sprite over the ground.
        let mut samples: Vec<Rgb> = Vec::new();
        for b in &background {
            samples.extend(b.pixels().iter().step_by(7).copied());
        }
        let mut sprite_samples = |s: &Sprite, ground: Rgb| {
            let mut tile = Canvas::new(s.width(), s.height(), ground);
            tile.blit(s, 0, 0, 255);
            samples.extend(tile.pixels().iter().copied());
        };
        let sets = big.iter().chain(crowded.iter().flatten());
        for (i, set) in sets.enumerate() {
            let i = i % big.len();
            for p in set {
                for ground in [
                    theme::GROUND,
                    theme::SHIELD,
                    pale(theme::seat(Seat::new(i).expect("seat"))),
                ] {
                    sprite_samples(p, ground);
                }
            }
        }
        for s in [&lock, &reach, &shells[0], &shells[1]] {
            sprite_samples(s, theme::SHIELD);
            sprite_samples(s, theme::FRAME);
        }
        let mut exact = vec![
            theme::FRAME,
            theme::INK,
            theme::MUTED,
            theme::GROUND,
            theme::SHIELD,
            theme::LINE,
            theme::THRONE,
            theme::LABEL,
            theme::LOCK,
            theme::REACH,
            theme::SHELL_WHITE,
            theme::SHELL_DARK,
        ];
        for seat in (0..4).filter_map(Seat::new) {
            exact.push(theme::seat(seat));
            exact.push(pale(theme::seat(seat)));
        }
        let backgrounds = Backgrounds::train(background, &samples, &exact, theme::PALETTE_SIZE);
        Ok((
            Assets {
                crowded,
                big,
                emblems,
                lock,
                reach,
                shells,
                header,
                label,
                small,
                count,
            },
            backgrounds,
        ))
    }
}
