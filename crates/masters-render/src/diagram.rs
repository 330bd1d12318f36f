//! Piece diagrams for the rules help: one piece in the centre of a small
//! board; translucent silhouettes on the empty squares it can move to,
//! brackets on the squares where it can capture (the crate's own move
//! query on a sample position decides which).

use crate::render::{RenderError, Renderer, SquareLook};
use crate::request::Picture;
use crate::theme;
use board_render::{Area, Canvas, IndexedImage};
use game_api::{Phrase, Speak};
use masters::{Kind, Piece, Position, SQUARES, Setup, Side, Square};

/// Files and ranks shown: A–G × 1–7, the piece on D4.
const SPAN: u8 = 7;
/// Top of a diagram's board.
const BOARD_TOP: u32 = theme::HEADER + theme::LABEL_BAND;

/// The sample position for `kind`: Ember's piece on D4, Frost pieces where
/// it can capture, an Ember piece where it cannot land, leaders far away.
fn sample(kind: Kind) -> (Position, &'static str) {
    let (pieces, caption): (&str, &str) = match kind {
        Kind::General => ("d:D6 s:F6 S:B4", "masters-diagram-general"),
        Kind::Puppeteer => ("a:A4 s:D6 h:D7 c:F6 S:E3", "masters-diagram-puppeteer"),
        Kind::Witch => ("s:F5 h:C6 S:B5", "masters-diagram-witch"),
        Kind::Cardinal => ("s:F6 s:C5 S:B2", "masters-diagram-cardinal"),
        Kind::Dragon => ("S:D5 s:D7 a:G4 s:B6", "masters-diagram-dragon"),
        Kind::Sentinel => ("s:D6 S:B4 h:F4", "masters-diagram-sentinel"),
        Kind::Archer => ("s:D6 S:F4 h:B2", "masters-diagram-archer"),
        Kind::Horseman => ("s:C6 a:F5 S:E2", "masters-diagram-horseman"),
        Kind::Scout => ("s:C5 S:E5", "masters-diagram-scout"),
    };
    let mut board = [None; SQUARES];
    let mut put = |sq: &str, p: Piece| {
        if let Ok(sq) = sq.parse::<Square>() {
            board[sq.index()] = Some(p);
        }
    };
    put("D4", Piece::new(kind, Side::Ember));
    put(
        "J1",
        Piece::new(
            if kind == Kind::General {
                Kind::Puppeteer
            } else {
                Kind::General
            },
            Side::Ember,
        ),
    );
    put("J12", Piece::new(Kind::General, Side::Frost));
    for token in pieces.split_whitespace() {
        let (letter, sq) = token.split_once(':').unwrap_or(("", ""));
        let Some(c) = letter.chars().next() else {
            continue;
        };
        let Some(k) = Kind::from_letter(c) else {
            continue;
        };
        let owner = if c.is_ascii_uppercase() {
            Side::Ember
        } else {
            Side::Frost
        };
        put(sq, Piece::new(k, owner));
    }
    let setup = Setup {
        board,
        witch_moveset: [(kind == Kind::Witch).then_some(Kind::Horseman), None],
        ..Setup::empty(Side::Ember)
    };
    let pos = Position::from_setup(setup).expect("diagram positions are legal");
    (pos, caption)
}

/// The title of `kind`'s diagram (`Horseman`).
fn title_of(kind: Kind) -> &'static str {
    match kind {
        Kind::General => "masters-title-general",
        Kind::Puppeteer => "masters-title-puppeteer",
        Kind::Witch => "masters-title-witch",
        Kind::Cardinal => "masters-title-cardinal",
        Kind::Dragon => "masters-title-dragon",
        Kind::Sentinel => "masters-title-sentinel",
        Kind::Archer => "masters-title-archer",
        Kind::Horseman => "masters-title-horseman",
        Kind::Scout => "masters-title-scout",
    }
}

impl Renderer {
    /// The rules diagram of `kind`, with a one-line caption as its alt
    /// text, its words said by `speak`.
    pub fn diagram(&self, kind: Kind, speak: &dyn Speak) -> Result<Picture, RenderError> {
        let a = self.assets();
        let square = self.geometry().square;
        let (diagram_width, diagram_height) = (
            theme::SIDE_MARGIN * 2 + square * SPAN as u32,
            BOARD_TOP + square * SPAN as u32 + theme::LABEL_BAND,
        );
        let (pos, caption) = sample(kind);
        let centre = Square::new(3, 3).expect("D4");
        let dests = pos.destinations(centre);
        let rings = if kind == Kind::Puppeteer {
            pos.claim_targets()
        } else {
            Default::default()
        };
        let mut canvas = Canvas::new(diagram_width, diagram_height, theme::FRAME);
        let origin = |sq: Square| {
            (
                theme::SIDE_MARGIN + sq.file() as u32 * square,
                BOARD_TOP + (SPAN - 1 - sq.rank()) as u32 * square,
            )
        };
        let title = speak.say(&Phrase::new(title_of(kind)));
        a.header.draw(
            &mut canvas,
            theme::SIDE_MARGIN as i32,
            10,
            theme::INK,
            &title,
        );
        let mut tile = Canvas::new(square, square, theme::LIGHT);
        for file in 0..SPAN {
            for rank in 0..SPAN {
                let sq = Square::new(file, rank).expect("on board");
                let ground = if crate::layout::is_light(sq) {
                    theme::LIGHT
                } else {
                    theme::DARK
                };
                tile.fill_rect(0, 0, square, square, ground);
                let piece = pos.piece_at(sq);
                let look = SquareLook {
                    piece,
                    silhouette: (dests.contains(sq) && piece.is_none())
                        .then(|| Piece::new(kind, Side::Ember)),
                    brackets: dests.contains(sq) && piece.is_some(),
                    ring: rings.contains(sq).then_some(Side::Ember),
                    witch_badge: (sq == centre && kind == Kind::Witch)
                        .then_some((Side::Ember, Kind::Horseman)),
                    gold: piece.is_some() && pos.protected().contains(sq),
                    ..SquareLook::default()
                };
                self.draw_square(&mut tile, &look);
                let (x, y) = origin(sq);
                canvas.copy_from(&tile, Area::new(0, 0, square, square), x as i32, y as i32);
            }
        }
        let h = a.label.line_height() as i32;
        for i in 0..SPAN {
            let file = ((b'A' + i) as char).to_string();
            let x = theme::SIDE_MARGIN as i32
                + i as i32 * square as i32
                + (square as i32 - a.label.width(&file) as i32) / 2;
            a.label.draw(
                &mut canvas,
                x,
                (BOARD_TOP + square * SPAN as u32) as i32 + (theme::LABEL_BAND as i32 - h) / 2,
                theme::MUTED,
                &file,
            );
            let rank = (i + 1).to_string();
            let y =
                BOARD_TOP as i32 + (SPAN - 1 - i) as i32 * square as i32 + (square as i32 - h) / 2;
            a.label.draw(
                &mut canvas,
                (theme::SIDE_MARGIN as i32 - a.label.width(&rank) as i32) / 2,
                y,
                theme::MUTED,
                &rank,
            );
        }
        let image = IndexedImage::from_canvas(&canvas, self.palette());
        self.encode(&image, speak.say(&Phrase::new(caption)))
    }
}
