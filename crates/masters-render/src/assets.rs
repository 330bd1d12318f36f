//! Everything expensive, prepared once at start-up: piece sprites for both
//! sides at every size used, markers, the two board backgrounds with their
//! labels baked in, the glyphs, and the palette.

use crate::layout::{self, Geometry};
use crate::theme;
pub use board_render::{AssetError, FONT};
use board_render::{
    Backgrounds, Canvas, Prepare, Rgb, Sprite, SpriteError, Text, paint, svg_sprites, text_samples,
    tinted,
};
use masters::{FILES, Kind, RANKS, Side, Square};
use tiny_skia::{FillRule, PathBuilder, Stroke, StrokeDash, Transform};

/// The SVG source of each kind's silhouette.
fn svg(kind: Kind) -> &'static str {
    match kind {
        Kind::General => include_str!("../assets/general.svg"),
        Kind::Puppeteer => include_str!("../assets/puppeteer.svg"),
        Kind::Witch => include_str!("../assets/witch.svg"),
        Kind::Cardinal => include_str!("../assets/cardinal.svg"),
        Kind::Dragon => include_str!("../assets/dragon.svg"),
        Kind::Sentinel => include_str!("../assets/sentinel.svg"),
        Kind::Archer => include_str!("../assets/archer.svg"),
        Kind::Horseman => include_str!("../assets/horseman.svg"),
        Kind::Scout => include_str!("../assets/scout.svg"),
    }
}

/// A piece sprite of one side at one size, per kind.
pub type PieceSet = [Sprite; 9];

/// Everything a frame is composed from.
pub struct Assets {
    /// `pieces[side]`: square-sized sprites.
    pub pieces: [PieceSet; 2],
    /// `small[side]`: tray-sized sprites.
    pub small: [PieceSet; 2],
    /// `badges[side]`: the witch's corner badge per inherited kind.
    pub badges: [PieceSet; 2],
    /// The aura dot.
    pub gold_dot: Sprite,
    /// `claim_dot[side]`: a committed claim in the claimer's colour.
    pub claim_dot: [Sprite; 2],
    /// `claim_base[side]`: the ring round a claimed piece's base, in the
    /// claimer's colour (square-sized, drawn under the piece).
    pub claim_base: [Sprite; 2],
    /// `staged_dot[side]`: a staged claim, with its soft halo.
    pub staged_dot: [Sprite; 2],
    /// `ring[side]`: the dashed ring around an eligible claim target.
    pub ring: [Sprite; 2],
    /// Corner brackets around a capturable square (piece diagrams).
    pub brackets: Sprite,
    /// The staged-turn marks every board shares (the option ring).
    pub marks: board_render::staged::Marks,
    /// Header text.
    pub header: Text,
    /// Label text.
    pub label: Text,
}

/// Fills the circle of `radius` around (`c`, `c`) with `fill` and outlines it with `line`.
fn outlined_disc(
    pm: &mut tiny_skia::Pixmap,
    c: f32,
    radius: f32,
    fill: Rgb,
    line: Rgb,
    width: f32,
) {
    if let Some(circle) = PathBuilder::from_circle(c, c, radius) {
        pm.fill_path(
            &circle,
            &paint(fill, 255),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        let stroke = Stroke {
            width,
            ..Stroke::default()
        };
        pm.stroke_path(
            &circle,
            &paint(line, 255),
            &stroke,
            Transform::identity(),
            None,
        );
    }
}

fn dot(fill: Rgb, line: Rgb, radius: f32) -> Result<Sprite, SpriteError> {
    let size = (radius * 2.0 + 4.0).ceil() as u32;
    Sprite::draw(size, size, |pm| {
        let c = size as f32 / 2.0;
        outlined_disc(pm, c, radius, fill, line, 1.6);
    })
}

/// A staged claim: the claim dot inside a soft, translucent halo of the
/// same colour. The halo is flat (one alpha) so its few blends survive the
/// small palette.
fn halo_dot(color: Rgb) -> Result<Sprite, SpriteError> {
    let size = 28;
    Sprite::draw(size, size, |pm| {
        let c = size as f32 / 2.0;
        if let Some(halo) = PathBuilder::from_circle(c, c, c - 1.0) {
            pm.fill_path(
                &halo,
                &paint(color, theme::HALO_ALPHA),
                FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
        outlined_disc(pm, c, 5.5, color, [255, 255, 255], 1.6);
    })
}

/// A claimed piece's base ring: a flat ellipse round the foot of the
/// piece in the claimer's colour over a pale underlay, so a claim shows
/// at a glance on both square colours (M20).
fn base_ring(color: Rgb, square: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let s = square as f32 / 64.0;
        let Some(rect) = tiny_skia::Rect::from_xywh(10.0 * s, 49.0 * s, 44.0 * s, 13.0 * s) else {
            return;
        };
        let Some(oval) = PathBuilder::from_oval(rect) else {
            return;
        };
        let under = Stroke {
            width: 5.5 * s,
            ..Stroke::default()
        };
        let over = Stroke {
            width: 3.2 * s,
            ..Stroke::default()
        };
        pm.stroke_path(
            &oval,
            &paint([255, 255, 255], 190),
            &under,
            Transform::identity(),
            None,
        );
        pm.stroke_path(
            &oval,
            &paint(color, 255),
            &over,
            Transform::identity(),
            None,
        );
    })
}

fn ring(color: Rgb, square: u32) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let c = square as f32 / 2.0;
        if let Some(circle) = PathBuilder::from_circle(c, c, c - 4.0) {
            let dash = || StrokeDash::new(vec![7.0, 5.0], 0.0);
            // A pale underlay keeps the dashes visible on both square colours.
            let under = Stroke {
                width: 5.0,
                dash: dash(),
                ..Stroke::default()
            };
            let over = Stroke {
                width: 3.2,
                dash: dash(),
                ..Stroke::default()
            };
            pm.stroke_path(
                &circle,
                &paint([255, 255, 255], 150),
                &under,
                Transform::identity(),
                None,
            );
            pm.stroke_path(
                &circle,
                &paint(color, 255),
                &over,
                Transform::identity(),
                None,
            );
        }
    })
}

fn piece_set(side: Side, size: u32) -> Result<PieceSet, SpriteError> {
    let colors = theme::side(side);
    let ink = (colors.fill, colors.line);
    svg_sprites(Kind::ALL.map(svg), ink, size, theme::ALPHA_LEVELS)
}

/// The witch's badge: the inherited piece in its own colours and
/// outline (the silhouette players know from the board), on a white disc
/// ringed in the witch's purple.
fn badge_set(side: Side, size: u32) -> Result<PieceSet, SpriteError> {
    let icons = piece_set(side, size - 4)?;
    let mut out = Vec::with_capacity(9);
    for icon in icons {
        let mut canvas_sprite = Sprite::draw(size, size, |pm| {
            let c = size as f32 / 2.0;
            outlined_disc(pm, c, c - 1.5, [255, 255, 255], theme::BADGE, 2.4);
        })?;
        canvas_sprite = overlay(&canvas_sprite, &icon, 2, 1);
        out.push(canvas_sprite);
    }
    Ok(out
        .try_into()
        .unwrap_or_else(|_| unreachable!("nine kinds")))
}

/// `top` drawn over `base` at (`x`, `y`), both premultiplied.
fn overlay(base: &Sprite, top: &Sprite, x: u32, y: u32) -> Sprite {
    let mut px = base.pixels().to_vec();
    for ty in 0..top.height() {
        for tx in 0..top.width() {
            let (bx, by) = (x + tx, y + ty);
            if bx >= base.width() || by >= base.height() {
                continue;
            }
            let s = top.pixels()[(ty * top.width() + tx) as usize];
            let d = &mut px[(by * base.width() + bx) as usize];
            let keep = 255 - u32::from(s[3]);
            for c in 0..4 {
                d[c] = (u32::from(s[c]) + (u32::from(d[c]) * keep + 127) / 255) as u8;
            }
        }
    }
    Sprite::from_premultiplied(base.width(), base.height(), px).unwrap_or_else(|_| base.clone())
}

/// The empty board with `bottom` at the bottom: frame, squares, labels.
fn background(bottom: Side, label: &Text, g: Geometry) -> Canvas {
    let square = g.square;
    let mut c = Canvas::new(g.width(), g.height(), theme::FRAME);
    for sq in Square::all() {
        let (x, y) = g.square_origin(sq, bottom);
        let color = if layout::is_light(sq) {
            theme::LIGHT
        } else {
            theme::DARK
        };
        c.fill_rect(x as i32, y as i32, square, square, color);
    }
    let h = label.line_height() as i32;
    for file in 0..FILES {
        let sq = Square::new(file, 0).expect("on board");
        let (x, _) = g.square_origin(sq, bottom);
        let text = ((b'A' + file) as char).to_string();
        let tx = x as i32 + (square as i32 - label.width(&text) as i32) / 2;
        let ty = (g.tray_top() - theme::LABEL_BAND) as i32 + (theme::LABEL_BAND as i32 - h) / 2;
        label.draw(&mut c, tx, ty, theme::MUTED, &text);
    }
    for rank in 0..RANKS {
        let sq = Square::new(0, rank).expect("on board");
        let (_, y) = g.square_origin(sq, bottom);
        let text = (rank + 1).to_string();
        let ty = y as i32 + (square as i32 - h) / 2;
        let w = label.width(&text) as i32;
        let m = theme::SIDE_MARGIN as i32;
        label.draw(&mut c, (m - w) / 2, ty, theme::MUTED, &text);
    }
    c
}

/// Every colour a picture may contain, for training the palette: each
/// sprite on every square colour a frame can give it.
fn training_pixels(
    pieces: &[PieceSet; 2],
    extras: &[&Sprite],
    backgrounds: &[Canvas; 2],
    square: u32,
) -> Vec<Rgb> {
    let mut samples: Vec<Rgb> = backgrounds[0].pixels().to_vec();
    let mut grounds = vec![theme::LIGHT, theme::DARK];
    for g in [theme::LIGHT, theme::DARK] {
        grounds.push(tinted(g, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA));
        grounds.push(tinted(g, [0, 0, 0], theme::DIM_ALPHA));
    }
    for &ground in &grounds {
        for set in pieces {
            for sprite in set {
                for opacity in [255, theme::GHOST_OPACITY] {
                    let mut tile = Canvas::new(square, square, ground);
                    tile.blit(sprite, 0, 0, opacity);
                    samples.extend(tile.pixels().iter().step_by(3));
                }
            }
        }
    }
    // Markers land on pieces too: train them over piece colours as well.
    for side in Side::ALL {
        grounds.push(theme::side(side).fill);
        grounds.push(theme::side(side).line);
    }
    for &ground in &grounds {
        for sprite in extras {
            let mut tile = Canvas::new(square, square, ground);
            tile.blit(sprite, 0, 0, 255);
            samples.extend(&tile.pixels()[..(sprite.height().min(square) * square) as usize]);
        }
    }
    samples
}

/// The colours that must come out exactly (flat areas and markers tests look for).
pub fn exact_colors() -> Vec<Rgb> {
    let mut exact = vec![
        theme::LIGHT,
        theme::DARK,
        theme::FRAME,
        theme::INK,
        theme::MUTED,
        theme::GOLD,
        theme::MARKER_LINE,
        theme::BRACKET,
        theme::BADGE,
        [255, 255, 255],
    ];
    for side in Side::ALL {
        let c = theme::side(side);
        exact.extend([c.fill, c.line, c.marker]);
    }
    for g in [theme::LIGHT, theme::DARK] {
        exact.push(tinted(g, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA));
        exact.push(tinted(g, [0, 0, 0], theme::DIM_ALPHA));
    }
    // A staged claim's halo over the squares and the pieces it lands on.
    for claimer in Side::ALL {
        for ground in [
            theme::LIGHT,
            theme::DARK,
            theme::side(Side::Ember).fill,
            theme::side(Side::Frost).fill,
        ] {
            exact.push(tinted(
                ground,
                theme::side(claimer).marker,
                theme::HALO_ALPHA,
            ));
        }
    }
    exact
}

impl Prepare<2> for Assets {
    type Geometry = Geometry;
    const GEOMETRY: fn(u32) -> Geometry = Geometry::new;

    /// Prepares everything for squares of `g.square` pixels.
    fn prepare(g: Geometry) -> Result<(Assets, Backgrounds<2>), AssetError> {
        let square = g.square;
        let pieces = [
            piece_set(Side::Ember, square)?,
            piece_set(Side::Frost, square)?,
        ];
        let small = [
            piece_set(Side::Ember, theme::TRAY_ICON)?,
            piece_set(Side::Frost, theme::TRAY_ICON)?,
        ];
        let badges = [
            badge_set(Side::Ember, g.badge())?,
            badge_set(Side::Frost, g.badge())?,
        ];
        let gold_dot = dot(theme::GOLD, theme::MARKER_LINE, 5.0)?;
        let marker = |s: Side| theme::side(s).marker;
        let claim_dot = [
            dot(marker(Side::Ember), [255, 255, 255], 5.5)?,
            dot(marker(Side::Frost), [255, 255, 255], 5.5)?,
        ];
        let claim_base = [
            base_ring(marker(Side::Ember), square)?.with_alpha_levels(theme::ALPHA_LEVELS),
            base_ring(marker(Side::Frost), square)?.with_alpha_levels(theme::ALPHA_LEVELS),
        ];
        let staged_dot = [
            halo_dot(marker(Side::Ember))?,
            halo_dot(marker(Side::Frost))?,
        ];
        let ring = [
            ring(marker(Side::Ember), square)?,
            ring(marker(Side::Frost), square)?,
        ];
        let brackets = board_render::staged::brackets(square, theme::BRACKET)?;
        // Not trained into the palette: the option ring takes its nearest
        // colours, and every board stays under its size limit.
        let marks = board_render::staged::Marks::new(square)?;
        let header = Text::new(FONT, theme::HEADER_PX)?;
        let label = Text::new(FONT, theme::LABEL_PX)?;
        let background = [
            background(Side::Ember, &label, g),
            background(Side::Frost, &label, g),
        ];
        let mut extras: Vec<&Sprite> = vec![&gold_dot, &brackets];
        extras.extend(
            claim_dot
                .iter()
                .chain(&staged_dot)
                .chain(&ring)
                .chain(&claim_base),
        );
        extras.extend(badges.iter().flatten());
        let mut samples = training_pixels(&pieces, &extras, &background, square);
        // Header text in both ink colours.
        samples.extend(text_samples(
            &header,
            (g.width(), theme::HEADER),
            theme::FRAME,
            theme::INK,
            "Turn 0123456789 · Ember Frost to move wins ()",
        ));
        let backgrounds =
            Backgrounds::train(background, &samples, &exact_colors(), theme::PALETTE_SIZE);
        Ok((
            Assets {
                pieces,
                small,
                badges,
                gold_dot,
                claim_dot,
                claim_base,
                staged_dot,
                ring,
                brackets,
                marks,
                header,
                label,
            },
            backgrounds,
        ))
    }
}
