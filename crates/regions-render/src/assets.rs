//! Everything expensive, prepared once at start-up: piece sprites, markers,
//! the two terrain backgrounds with their labels baked in, the glyphs and
//! the palette.

use crate::layout::{self, Geometry};
use crate::theme;
pub use board_render::{AssetError, FONT};
use board_render::{
    Backgrounds, Canvas, Prepare, Rgb, Sprite, SpriteError, Text, paint, sprite_samples,
    svg_sprites, text_samples, tinted,
};
use regions::{FILES, Kind, RANKS, Region, Side, Square};
use tiny_skia::{FillRule, PathBuilder, Stroke, StrokeDash, Transform};

/// The SVG source of each kind's silhouette (original designs, one per kind,
/// each hinting at how it moves: the commander's pennant, the jumper's
/// leaping chevrons, the scout's wings that cross the sky).
fn svg(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => include_str!("../assets/pawn.svg"),
        Kind::Commander => include_str!("../assets/commander.svg"),
        Kind::Jumper => include_str!("../assets/jumper.svg"),
        Kind::Hussar => include_str!("../assets/hussar.svg"),
        Kind::Bishop => include_str!("../assets/bishop.svg"),
        Kind::Scout => include_str!("../assets/scout.svg"),
        Kind::Tower => include_str!("../assets/tower.svg"),
        Kind::Queen => include_str!("../assets/queen.svg"),
        Kind::King => include_str!("../assets/king.svg"),
    }
}

/// A side's piece sprites, per kind.
pub type PieceSet = [Sprite; 9];

/// Everything a frame is composed from.
pub struct Assets {
    /// `pieces[side]`: square-sized sprites.
    pub pieces: [PieceSet; 2],
    /// A staged turn's capture brackets and passed-through dot.
    pub marks: board_render::staged::Marks,
    /// The red ring under a king in check.
    pub check_ring: Sprite,
    /// The viewer's own infiltrator badge (a mask), top-right of its square.
    pub infiltrator: Sprite,
    /// The dashed ring round a piece the viewer may pick.
    pub pick_ring: Sprite,
    /// Header text.
    pub header: Text,
    /// The small labels round the board (the regions' names over the files).
    pub label: Text,
}

fn piece_set(side: Side, size: u32) -> Result<PieceSet, SpriteError> {
    let colors = theme::side(side);
    let ink = (colors.fill, colors.line);
    svg_sprites(Kind::ALL.map(svg), ink, size, theme::ALPHA_LEVELS)
}

/// A ring of `color` round the square's middle, solid or dashed, with a
/// pale underlay so it shows on every terrain.
fn ring(color: Rgb, square: u32, dashed: bool) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let c = square as f32 / 2.0;
        let s = square as f32 / 64.0;
        if let Some(circle) = PathBuilder::from_circle(c, c, c - 3.5 * s) {
            let dash = || {
                dashed
                    .then(|| StrokeDash::new(vec![7.0 * s, 5.0 * s], 0.0))
                    .flatten()
            };
            let under = Stroke {
                width: 6.0 * s,
                dash: dash(),
                ..Stroke::default()
            };
            let over = Stroke {
                width: 3.6 * s,
                dash: dash(),
                ..Stroke::default()
            };
            let id = Transform::identity();
            pm.stroke_path(&circle, &paint([255, 255, 255], 170), &under, id, None);
            pm.stroke_path(&circle, &paint(color, 255), &over, id, None);
        }
    })
}

/// The infiltrator badge: a purple disc with a white mask.
fn mask_badge(square: u32) -> Result<Sprite, SpriteError> {
    let size = (square * 3 / 8).max(14);
    Sprite::draw(size, size, |pm| {
        let c = size as f32 / 2.0;
        let k = size as f32 / 24.0;
        let id = Transform::identity();
        if let Some(disc) = PathBuilder::from_circle(c, c, c - 1.0) {
            pm.fill_path(
                &disc,
                &paint(theme::INFILTRATOR, 255),
                FillRule::Winding,
                id,
                None,
            );
            let stroke = Stroke {
                width: 1.5,
                ..Stroke::default()
            };
            pm.stroke_path(&disc, &paint([255, 255, 255], 255), &stroke, id, None);
        }
        // A domino mask: a band with two eye holes.
        let mut pb = PathBuilder::new();
        pb.move_to(4.0 * k, 10.0 * k);
        pb.cubic_to(8.0 * k, 7.0 * k, 16.0 * k, 7.0 * k, 20.0 * k, 10.0 * k);
        pb.cubic_to(20.0 * k, 15.0 * k, 15.0 * k, 17.0 * k, 12.0 * k, 14.5 * k);
        pb.cubic_to(9.0 * k, 17.0 * k, 4.0 * k, 15.0 * k, 4.0 * k, 10.0 * k);
        pb.close();
        if let Some(band) = pb.finish() {
            pm.fill_path(
                &band,
                &paint([255, 255, 255], 255),
                FillRule::Winding,
                id,
                None,
            );
        }
        for x in [8.5, 15.5] {
            if let Some(eye) = PathBuilder::from_circle(x * k, 11.2 * k, 1.8 * k) {
                pm.fill_path(
                    &eye,
                    &paint(theme::INFILTRATOR, 255),
                    FillRule::Winding,
                    id,
                    None,
                );
            }
        }
    })
}

/// The colour of `sq`'s square.
pub fn square_color(sq: Square) -> Rgb {
    theme::squares(sq.region())[usize::from(!layout::is_light(sq))]
}

/// The empty board seen from `bottom`: frame, terrain squares, file
/// letters below, rank numbers at the sides (the region names above are
/// words, drawn in the reader's language on each frame:
/// [`region_names`]).
fn background(bottom: Side, label: &Text, g: Geometry) -> Canvas {
    let square = g.square;
    let mut c = Canvas::new(g.width(), g.height(), theme::FRAME);
    for sq in Square::all() {
        let (x, y) = g.square_origin(sq, bottom);
        c.fill_rect(x as i32, y as i32, square, square, square_color(sq));
    }
    let h = label.line_height() as i32;
    let band = theme::LABEL_BAND as i32;
    let below = (g.board_top() + square * RANKS as u32) as i32 + (band - h) / 2;
    for file in 0..FILES {
        let sq = Square::new(file, 0).expect("on board");
        let (x, _) = g.square_origin(sq, bottom);
        let text = ((b'a' + file) as char).to_string();
        let tx = x as i32 + (square as i32 - label.width(&text) as i32) / 2;
        label.draw(&mut c, tx, below, theme::MUTED, &text);
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

/// The colours that must come out exactly.
pub fn exact_colors() -> Vec<Rgb> {
    let mut exact = vec![
        theme::FRAME,
        theme::INK,
        theme::MUTED,
        theme::CHECK,
        theme::INFILTRATOR,
        [255, 255, 255],
    ];
    exact.push(board_render::staged::CAPTURE);
    for region in [Region::Water, Region::Land, Region::Air] {
        for ground in theme::squares(region) {
            exact.push(ground);
            exact.push(tinted(ground, theme::HIGHLIGHT, theme::HIGHLIGHT_ALPHA));
        }
    }
    for side in Side::ALL {
        let c = theme::side(side);
        exact.extend([c.fill, c.line]);
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
            piece_set(Side::White, square)?,
            piece_set(Side::Black, square)?,
        ];
        let check_ring = ring(theme::CHECK, square, false)?;
        let pick_ring = ring(theme::PICKABLE, square, true)?;
        let infiltrator = mask_badge(square)?;
        let marks = board_render::staged::Marks::new(square)?;
        let header = Text::new(FONT, theme::HEADER_PX)?;
        let label = Text::new(FONT, theme::LABEL_PX)?;
        let background = [
            background(Side::White, &label, g),
            background(Side::Black, &label, g),
        ];
        // Train the palette on every sprite over every ground it can land on.
        let mut samples: Vec<Rgb> = background[0].pixels().to_vec();
        let mut grounds = exact_colors();
        grounds.truncate(grounds.len() - 4);
        samples.extend(sprite_samples(
            &grounds,
            pieces
                .iter()
                .flatten()
                .chain([&check_ring, &pick_ring, &infiltrator])
                .chain(marks.sprites()),
            square,
        ));
        samples.extend(text_samples(
            &header,
            (g.width(), theme::HEADER),
            theme::FRAME,
            theme::INK,
            "Turn 0123456789 · White Black to move wins drawn ()",
        ));
        for region in [Region::Water, Region::Land, Region::Air] {
            samples.extend(text_samples(
                &label,
                (g.width(), theme::LABEL_BAND),
                theme::FRAME,
                theme::squares(region)[0],
                "water land air",
            ));
        }
        let backgrounds =
            Backgrounds::train(background, &samples, &exact_colors(), theme::PALETTE_SIZE);
        Ok((
            Assets {
                pieces,
                marks,
                check_ring,
                infiltrator,
                pick_ring,
                header,
                label,
            },
            backgrounds,
        ))
    }
}

/// The band over the board seen from `bottom`, with each region's name
/// (as `name` says it) over its pair of files (a–b water, c–d land, …).
pub fn region_names(
    label: &Text,
    g: Geometry,
    bottom: Side,
    name: impl Fn(Region) -> String,
) -> Canvas {
    let square = g.square;
    let mut c = Canvas::new(g.width(), theme::LABEL_BAND, theme::FRAME);
    let h = label.line_height() as i32;
    let band = theme::LABEL_BAND as i32;
    let y = (band - h) / 2;
    for pair in 0..FILES / 2 {
        let left = Square::new(pair * 2, 0).expect("on board");
        let right = Square::new(pair * 2 + 1, 0).expect("on board");
        let (x1, _) = g.square_origin(left, bottom);
        let (x2, _) = g.square_origin(right, bottom);
        let x = x1.min(x2) as i32;
        let text = label.fit(&name(left.region()), 2 * square);
        let colour = theme::squares(left.region())[0];
        let tx = x + (2 * square as i32 - label.width(&text) as i32) / 2;
        label.draw(&mut c, tx, y, colour, &text);
    }
    c
}
