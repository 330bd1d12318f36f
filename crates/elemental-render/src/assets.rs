//! Everything expensive, prepared once at start-up: piece sprites, element
//! emblems, ability badges, facing arrows, markers, the backgrounds with
//! their labels baked in, the glyphs and the palette.

use crate::layout::{self, Geometry};
use crate::theme;
pub use board_render::{AssetError, FONT};
use board_render::{
    Backgrounds, Canvas, Prepare, Rgb, Sprite, SpriteError, Text, paint, sprite_samples,
    svg_sprites, text_samples, tinted,
};
use elemental::{Ability, Color, Element, Role, Square};
use tiny_skia::{FillRule, Path, PathBuilder, Pixmap, Stroke, Transform};

/// The SVG source of each role's silhouette (original designs for this game).
fn svg(role: Role) -> &'static str {
    match role {
        Role::Pawn => include_str!("../assets/pawn.svg"),
        Role::Knight => include_str!("../assets/knight.svg"),
        Role::Bishop => include_str!("../assets/bishop.svg"),
        Role::Rook => include_str!("../assets/rook.svg"),
        Role::Queen => include_str!("../assets/queen.svg"),
        Role::King => include_str!("../assets/king.svg"),
    }
}

/// Everything a frame is composed from.
pub struct Assets {
    /// `pieces[color][role]`: square-sized sprites.
    pub pieces: [[Sprite; 6]; 2],
    /// One emblem per element, drawn bottom-left of a piece's square.
    pub emblems: [Sprite; 7],
    /// The disc under an ability badge's letters, top-right.
    pub badge: Sprite,
    /// Badge letters.
    pub badge_text: Text,
    /// Block Piece facing arrows by screen direction (up, right, down, left).
    pub arrows: [Sprite; 4],
    /// The Sturdy pip, bottom-right.
    pub sturdy: Sprite,
    /// The red ring under a king in check.
    pub check_ring: Sprite,
    /// Part-two markers: scorch hatching, lock, mark.
    pub scorch: Sprite,
    /// A padlock.
    pub lock: Sprite,
    /// A crosshair.
    pub mark: Sprite,
    /// A staged turn's capture brackets and passed-through dot.
    pub marks: board_render::staged::Marks,
    /// Header text.
    pub header: Text,
}

fn fill(pm: &mut Pixmap, path: &Path, c: Rgb) {
    pm.fill_path(
        path,
        &paint(c, 255),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
}

fn outline(pm: &mut Pixmap, path: &Path, c: Rgb, width: f32) {
    let stroke = Stroke {
        width,
        ..Stroke::default()
    };
    pm.stroke_path(path, &paint(c, 255), &stroke, Transform::identity(), None);
}

fn polygon(points: &[(f32, f32)]) -> Option<Path> {
    let mut pb = PathBuilder::new();
    let (first, rest) = points.split_first()?;
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    pb.close();
    pb.finish()
}

/// An element's emblem: its colour in its own shape (fire a flame
/// triangle, water a drop, earth a block, air a ring, lightning a bolt,
/// light a four-point star, shadow a crescent), outlined dark.
fn emblem(e: Element, size: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(size, size, |pm| {
        let k = size as f32 / 20.0;
        let ink = [0x14, 0x14, 0x18];
        let color = theme::element(e);
        let path = match e {
            Element::Fire => polygon(&[
                (10.0 * k, 2.0 * k),
                (18.0 * k, 18.0 * k),
                (2.0 * k, 18.0 * k),
            ]),
            Element::Water => {
                let mut pb = PathBuilder::new();
                pb.move_to(10.0 * k, 2.0 * k);
                pb.cubic_to(14.0 * k, 8.0 * k, 17.0 * k, 11.0 * k, 17.0 * k, 13.0 * k);
                pb.cubic_to(17.0 * k, 17.0 * k, 14.0 * k, 19.0 * k, 10.0 * k, 19.0 * k);
                pb.cubic_to(6.0 * k, 19.0 * k, 3.0 * k, 17.0 * k, 3.0 * k, 13.0 * k);
                pb.cubic_to(3.0 * k, 11.0 * k, 6.0 * k, 8.0 * k, 10.0 * k, 2.0 * k);
                pb.close();
                pb.finish()
            }
            Element::Earth => polygon(&[
                (3.0 * k, 3.0 * k),
                (17.0 * k, 3.0 * k),
                (17.0 * k, 17.0 * k),
                (3.0 * k, 17.0 * k),
            ]),
            Element::Air => PathBuilder::from_circle(10.0 * k, 10.0 * k, 7.5 * k),
            Element::Lightning => polygon(&[
                (12.0 * k, 1.0 * k),
                (4.0 * k, 11.0 * k),
                (9.5 * k, 11.0 * k),
                (7.0 * k, 19.0 * k),
                (16.0 * k, 8.0 * k),
                (10.5 * k, 8.0 * k),
            ]),
            Element::Light => polygon(&[
                (10.0 * k, 1.0 * k),
                (12.5 * k, 7.5 * k),
                (19.0 * k, 10.0 * k),
                (12.5 * k, 12.5 * k),
                (10.0 * k, 19.0 * k),
                (7.5 * k, 12.5 * k),
                (1.0 * k, 10.0 * k),
                (7.5 * k, 7.5 * k),
            ]),
            Element::Shadow => {
                let mut pb = PathBuilder::new();
                pb.move_to(12.0 * k, 2.0 * k);
                pb.cubic_to(3.0 * k, 2.0 * k, 0.0 * k, 15.0 * k, 8.0 * k, 18.0 * k);
                pb.cubic_to(12.0 * k, 19.5 * k, 16.0 * k, 18.0 * k, 18.0 * k, 15.0 * k);
                pb.cubic_to(10.0 * k, 16.0 * k, 6.0 * k, 8.0 * k, 12.0 * k, 2.0 * k);
                pb.close();
                pb.finish()
            }
        };
        if let Some(path) = path {
            if e == Element::Air {
                outline(pm, &path, ink, 5.0 * k);
                outline(pm, &path, color, 3.0 * k);
            } else {
                fill(pm, &path, color);
                outline(pm, &path, ink, 1.2 * k);
            }
        }
    })
}

/// The disc under a badge's letters.
fn badge_disc(size: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(size, size / 3 * 2 + 2, |pm| {
        let h = (size / 3 * 2 + 2) as f32;
        let mut pb = PathBuilder::new();
        let r = h / 2.0;
        pb.push_rect(
            tiny_skia::Rect::from_xywh(r, 0.5, size as f32 - 2.0 * r, h - 1.0)
                .unwrap_or(tiny_skia::Rect::from_xywh(0.0, 0.0, 1.0, 1.0).expect("a rect")),
        );
        if let Some(p) = pb.finish() {
            fill(pm, &p, theme::BADGE);
        }
        for x in [r, size as f32 - r] {
            if let Some(c) = PathBuilder::from_circle(x, r, r - 0.5) {
                fill(pm, &c, theme::BADGE);
            }
        }
    })
}

/// A facing arrow: a triangle against the square's edge in screen
/// direction `dir` (0 up, 1 right, 2 down, 3 left).
fn arrow(dir: usize, square: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let s = square as f32;
        let (tip, base) = (2.0, s * 0.16);
        let half = s * 0.14;
        let c = s / 2.0;
        let pts = match dir {
            0 => [(c, tip), (c - half, base), (c + half, base)],
            1 => [(s - tip, c), (s - base, c - half), (s - base, c + half)],
            2 => [(c, s - tip), (c - half, s - base), (c + half, s - base)],
            _ => [(tip, c), (base, c - half), (base, c + half)],
        };
        if let Some(p) = polygon(&pts) {
            fill(pm, &p, theme::FACING);
            outline(pm, &p, [255, 255, 255], 1.2);
        }
    })
}

/// The Sturdy pip: a small brown shield.
fn sturdy_pip(size: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(size, size, |pm| {
        let k = size as f32 / 16.0;
        let mut pb = PathBuilder::new();
        pb.move_to(2.0 * k, 2.0 * k);
        pb.line_to(14.0 * k, 2.0 * k);
        pb.line_to(14.0 * k, 8.0 * k);
        pb.cubic_to(14.0 * k, 12.0 * k, 10.0 * k, 14.0 * k, 8.0 * k, 15.0 * k);
        pb.cubic_to(6.0 * k, 14.0 * k, 2.0 * k, 12.0 * k, 2.0 * k, 8.0 * k);
        pb.close();
        if let Some(p) = pb.finish() {
            fill(pm, &p, theme::STURDY);
            outline(pm, &p, [255, 255, 255], 1.2 * k);
        }
    })
}

/// A ring of `color` round the square's middle, with a pale underlay.
fn ring(color: Rgb, square: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let c = square as f32 / 2.0;
        let s = square as f32 / 64.0;
        if let Some(circle) = PathBuilder::from_circle(c, c, c - 3.5 * s) {
            outline(pm, &circle, [255, 255, 255], 6.0 * s);
            outline(pm, &circle, color, 3.6 * s);
        }
    })
}

/// Scorch: diagonal orange hatching over the whole square.
fn scorch(square: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let s = square as f32;
        let step = s / 6.0;
        let mut pb = PathBuilder::new();
        let mut x = -s;
        while x < s {
            pb.move_to(x, s);
            pb.line_to(x + s, 0.0);
            x += step;
        }
        if let Some(p) = pb.finish() {
            let stroke = Stroke {
                width: s / 24.0,
                ..Stroke::default()
            };
            pm.stroke_path(
                &p,
                &paint(theme::SCORCH, 150),
                &stroke,
                Transform::identity(),
                None,
            );
        }
    })
}

/// A padlock.
fn padlock(size: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(size, size, |pm| {
        let k = size as f32 / 16.0;
        if let Some(body) = polygon(&[
            (3.0 * k, 7.0 * k),
            (13.0 * k, 7.0 * k),
            (13.0 * k, 15.0 * k),
            (3.0 * k, 15.0 * k),
        ]) {
            fill(pm, &body, theme::LOCK);
            outline(pm, &body, [255, 255, 255], 1.0 * k);
        }
        let mut pb = PathBuilder::new();
        pb.move_to(5.0 * k, 7.0 * k);
        pb.line_to(5.0 * k, 5.0 * k);
        pb.cubic_to(5.0 * k, 1.0 * k, 11.0 * k, 1.0 * k, 11.0 * k, 5.0 * k);
        pb.line_to(11.0 * k, 7.0 * k);
        if let Some(p) = pb.finish() {
            outline(pm, &p, theme::LOCK, 2.0 * k);
        }
    })
}

/// A crosshair.
fn crosshair(square: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let s = square as f32;
        let c = s / 2.0;
        if let Some(circle) = PathBuilder::from_circle(c, c, s * 0.3) {
            outline(pm, &circle, theme::MARK, s / 22.0);
        }
        let mut pb = PathBuilder::new();
        for (a, b) in [
            ((c, s * 0.1), (c, s * 0.3)),
            ((c, s * 0.7), (c, s * 0.9)),
            ((s * 0.1, c), (s * 0.3, c)),
            ((s * 0.7, c), (s * 0.9, c)),
        ] {
            pb.move_to(a.0, a.1);
            pb.line_to(b.0, b.1);
        }
        if let Some(p) = pb.finish() {
            outline(pm, &p, theme::MARK, s / 22.0);
        }
    })
}

/// The colour of `sq`'s square.
pub fn square_color(sq: Square) -> Rgb {
    theme::SQUARES[usize::from(!layout::is_light(sq))]
}

/// The empty board seen from `bottom`: frame, squares, file letters
/// above and below, rank numbers at the sides.
fn background(bottom: Color, label: &Text, g: Geometry) -> Canvas {
    let square = g.square;
    let mut c = Canvas::new(g.width(), g.height(), theme::FRAME);
    for sq in Square::all() {
        let (x, y) = g.square_origin(sq, bottom);
        c.fill_rect(x as i32, y as i32, square, square, square_color(sq));
    }
    let h = label.line_height() as i32;
    let band = theme::LABEL_BAND as i32;
    let below = (g.board_top() + square * 8) as i32 + (band - h) / 2;
    let above = (g.board_top() as i32 - band) + (band - h) / 2;
    for file in 0..8 {
        let sq = Square::new(file, 0).expect("on board");
        let (x, _) = g.square_origin(sq, bottom);
        let text = ((b'a' + file as u8) as char).to_string();
        let tx = x as i32 + (square as i32 - label.width(&text) as i32) / 2;
        label.draw(&mut c, tx, below, theme::MUTED, &text);
        label.draw(&mut c, tx, above, theme::MUTED, &text);
    }
    for rank in 0..8 {
        let sq = Square::new(0, rank).expect("on board");
        let (_, y) = g.square_origin(sq, bottom);
        let text = (rank + 1).to_string();
        let ty = y as i32 + (square as i32 - h) / 2;
        let w = label.width(&text) as i32;
        let m = theme::SIDE_MARGIN as i32;
        label.draw(&mut c, (m - w) / 2, ty, theme::MUTED, &text);
        label.draw(
            &mut c,
            g.width() as i32 - m + (m - w) / 2,
            ty,
            theme::MUTED,
            &text,
        );
    }
    c
}

/// The colours that must come out exactly.
pub fn exact_colors() -> Vec<Rgb> {
    let mut exact = vec![
        theme::FRAME,
        theme::INK,
        theme::MUTED,
        theme::CHECK,
        theme::BADGE,
        theme::FACING,
        theme::STURDY,
        [255, 255, 255],
    ];
    for ground in theme::SQUARES {
        exact.push(ground);
        exact.push(tinted(ground, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA));
    }
    for e in Element::ALL {
        exact.push(theme::element(*e));
    }
    for c in Color::BOTH {
        let s = theme::side(c);
        exact.extend([s.fill, s.line]);
    }
    exact
}

impl Prepare<2> for Assets {
    type Geometry = Geometry;
    const GEOMETRY: fn(u32) -> Geometry = Geometry::new;

    /// Prepares everything for squares of `g.square` pixels.
    fn prepare(g: Geometry) -> Result<(Assets, Backgrounds<2>), AssetError> {
        let square = g.square;
        let set = |c: Color| -> Result<[Sprite; 6], SpriteError> {
            let colors = theme::side(c);
            let ink = (colors.fill, colors.line);
            svg_sprites(Role::ALL.map(svg), ink, square, theme::ALPHA_LEVELS)
        };
        let pieces = [set(Color::White)?, set(Color::Black)?];
        let emblem_size = (square * 5 / 16).max(12);
        let mut emblems = Vec::with_capacity(7);
        for e in Element::ALL {
            emblems.push(emblem(*e, emblem_size)?.with_alpha_levels(theme::ALPHA_LEVELS));
        }
        let emblems: [Sprite; 7] = emblems
            .try_into()
            .unwrap_or_else(|_| unreachable!("seven elements"));
        // In the corner, clear of the king's cross and the crowns.
        let badge = badge_disc((square * 5 / 16).max(14))?;
        let badge_text = Text::new(FONT, theme::BADGE_PX * square as f32 / 64.0)?;
        let arrows = [
            arrow(0, square)?,
            arrow(1, square)?,
            arrow(2, square)?,
            arrow(3, square)?,
        ];
        let sturdy = sturdy_pip((square / 4).max(10))?;
        let check_ring = ring(theme::CHECK, square)?;
        let scorch = scorch(square)?;
        let lock = padlock((square / 4).max(10))?;
        let mark = crosshair(square)?;
        // Not trained into the palette: a preview's brackets and dots take
        // its nearest colours (the check ring's red, the frame's dark), and
        // every board stays under its size limit.
        let marks = board_render::staged::Marks::new(square)?;
        let header = Text::new(FONT, theme::HEADER_PX)?;
        let label = Text::new(FONT, theme::LABEL_PX)?;
        let background = [
            background(Color::White, &label, g),
            background(Color::Black, &label, g),
        ];
        // Train the palette on every sprite over both grounds.
        let mut samples: Vec<Rgb> = background[0].pixels().to_vec();
        let mut grounds: Vec<Rgb> = theme::SQUARES.to_vec();
        for ground in theme::SQUARES {
            grounds.push(tinted(ground, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA));
        }
        let extras = emblems.iter().chain(arrows.iter()).chain([
            &badge,
            &sturdy,
            &check_ring,
            &scorch,
            &lock,
            &mark,
        ]);
        samples.extend(sprite_samples(
            &grounds,
            pieces.iter().flatten().chain(extras),
            square,
        ));
        let mut chip = Canvas::new(badge.width(), badge.height(), theme::BADGE);
        badge_text.draw(&mut chip, 1, 0, [255, 255, 255], "SsBpQsStBeIn");
        samples.extend(chip.pixels());
        samples.extend(text_samples(
            &header,
            (g.width(), theme::HEADER),
            theme::FRAME,
            theme::INK,
            "Move 0123456789 · White Black to move wins drawn",
        ));
        let backgrounds =
            Backgrounds::train(background, &samples, &exact_colors(), theme::PALETTE_SIZE);
        Ok((
            Assets {
                pieces,
                emblems,
                badge,
                badge_text,
                arrows,
                sturdy,
                check_ring,
                scorch,
                lock,
                mark,
                marks,
                header,
            },
            backgrounds,
        ))
    }
}

/// The badge letters of an augmentor: `Ss`, `Bp`, `Qs`, `St`, `Be`, `In`.
pub fn badge_letters(a: elemental::Augmentor) -> &'static str {
    use elemental::Augmentor::*;
    let _ = a.key();
    match a {
        SideStep => "Ss",
        BlockPiece => "Bp",
        QuantumStep => "Qs",
        Stalwart => "St",
        Belligerent => "Be",
        Indomitable => "In",
    }
}
