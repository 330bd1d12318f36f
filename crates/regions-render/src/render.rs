//! Composing a frame: copy the prepared background, redraw only the squares
//! that hold something, write the header, encode.

use crate::alt;
use crate::assets::Assets;
use crate::request::{BoardRequest, Picture};
use crate::theme;
use board_render::staged::{GHOST_OPACITY, SquareStaging};
use board_render::{Area, Canvas, IndexedImage, Prepared, TileCache};
use game_api::{Phrase, Speak};
use regions::{Kind, Piece, Side, Square};

pub use board_render::RenderError;

/// Draws Regions pictures. Build it once; it is cheap to share between threads.
pub struct Renderer {
    /// Its geometry and everything drawn at it, prepared once.
    prepared: Prepared<Assets, 2>,
    /// Finished squares, quantised, by ground colour and contents.
    tiles: TileCache<(board_render::Rgb, SquareLook)>,
}

/// Most squares kept in the tile cache; it is emptied when full.
const MAX_TILES: usize = 2048;

/// What one square shows in a frame.
#[derive(Default, Clone, Copy, PartialEq, Eq, Hash)]
struct SquareLook {
    highlight: bool,
    piece: Option<Piece>,
    staged: SquareStaging<Piece>,
    check: bool,
    infiltrator: bool,
    pickable: bool,
}

/// Its geometry, palette and encoding are the prepared part's
/// ([`Prepared::geometry`], [`Prepared::palette`], [`Prepared::encode`]).
impl std::ops::Deref for Renderer {
    type Target = Prepared<Assets, 2>;
    fn deref(&self) -> &Prepared<Assets, 2> {
        &self.prepared
    }
}

impl Renderer {
    /// Prepares sprites, glyphs, backgrounds and the palette, for 64-pixel squares.
    pub fn new() -> Result<Renderer, RenderError> {
        Renderer::with_square(theme::DEFAULT_SQUARE)
    }

    /// The same, for squares of `square` pixels
    /// ([`theme::MIN_SQUARE`]–[`theme::MAX_SQUARE`]).
    pub fn with_square(square: u32) -> Result<Renderer, RenderError> {
        Ok(Renderer {
            prepared: Prepared::new(square)?,
            tiles: TileCache::new(MAX_TILES),
        })
    }

    fn draw_square(&self, tile: &mut Canvas, look: &SquareLook) {
        let a = self.assets();
        let square = self.geometry().square;
        if look.highlight {
            tile.tint_rect(
                0,
                0,
                square,
                square,
                theme::HIGHLIGHT,
                theme::HIGHLIGHT_ALPHA,
            );
        }
        if look.check {
            tile.blit(&a.check_ring, 0, 0, 255);
        }
        if look.pickable {
            tile.blit(&a.pick_ring, 0, 0, 255);
        }
        let staged = look.staged;
        if staged.dim {
            tile.tint_rect(
                0,
                0,
                square,
                square,
                [0, 0, 0],
                board_render::staged::DIM_ALPHA,
            );
        }
        if let Some(p) = look.piece {
            let opacity = if staged.dim { 170 } else { 255 };
            tile.blit(&a.pieces[p.side.index()][p.kind.index()], 0, 0, opacity);
        }
        if let Some(p) = staged.ghost {
            tile.blit(
                &a.pieces[p.side.index()][p.kind.index()],
                0,
                0,
                GHOST_OPACITY,
            );
        }
        if staged.taken {
            tile.blit(&a.marks.brackets, 0, 0, 255);
        }
        if staged.passed {
            tile.blit(&a.marks.passed, 0, 0, 255);
        }
        if staged.option {
            tile.blit(&a.marks.option, 0, 0, 255);
        }
        if look.infiltrator {
            let b = &a.infiltrator;
            tile.blit(b, (square - b.width()) as i32 - 1, 1, 255);
        }
    }

    /// The board picture of `req`, drawn for its viewer.
    pub fn board(&self, req: &BoardRequest, speak: &dyn Speak) -> Result<Picture, RenderError> {
        let alt = alt::describe(req, speak);
        self.encode(&self.board_frame(req, speak), alt)
    }

    /// The board of `req` as an indexed frame in [`Prepared::palette`]
    /// (what [`Renderer::board`] encodes; replays animate these).
    pub fn board_frame(&self, req: &BoardRequest, speak: &dyn Speak) -> IndexedImage {
        let g = self.geometry();
        let square = g.square;
        let pos = req.position;
        let bottom = req.bottom();
        let masked: Vec<Square> = req
            .shown_infiltrators()
            .into_iter()
            .map(|(_, sq)| sq)
            .collect();
        let pickable: Vec<Square> = match (req.show_pick_choices, req.viewer) {
            (true, crate::Viewer::Player(side)) => pos.pick_choices(side),
            _ => vec![],
        };
        let mut image = self.backgrounds().indexed[bottom.index()].clone();
        // A band edge where each row of squares starts: a turn recompresses
        // only the rows it changed (and the header).
        image.set_bands(board_render::BandLayout::square_rows(g.board_top(), square));
        let background = &self.backgrounds().canvas[bottom.index()];
        let mut tile = Canvas::new(square, square, theme::FRAME);
        for sq in Square::all() {
            let piece = pos.piece_at(sq);
            let look = SquareLook {
                highlight: req.last_move.is_some_and(|(f, t)| f == sq || t == sq),
                piece,
                check: piece.is_some_and(|p| p.kind == Kind::King && pos.in_check(p.side)),
                infiltrator: masked.contains(&sq),
                pickable: pickable.contains(&sq),
                staged: req.staged.map(|s| s.at(sq)).unwrap_or_default(),
            };
            if look == SquareLook::default() {
                continue;
            }
            let (x, y) = g.square_origin(sq, bottom);
            let key = (crate::assets::square_color(sq), look);
            let finished = self.tiles.get_or_draw(key, || {
                tile.copy_from(background, Area::new(x, y, square, square), 0, 0);
                self.draw_square(&mut tile, &look);
                IndexedImage::from_canvas(&tile, self.palette())
            });
            image.paste(&finished, x, y);
        }
        self.draw_header(&mut image, req, speak);
        let regions = crate::assets::region_names(&self.assets().label, g, bottom, |r| {
            speak.say(&alt::region(r))
        });
        image.put(
            &regions,
            0,
            g.board_top() - theme::LABEL_BAND,
            self.palette(),
        );
        image
    }

    /// The `/rules piece:` diagram of `kind`: the piece on a made-up board,
    /// a ghost of it on every square it may move to and brackets on every
    /// piece it may capture (the look of a staged turn, and of the Masters
    /// diagrams), its name in the header.
    pub fn diagram(&self, kind: Kind, speak: &dyn Speak) -> Result<Picture, RenderError> {
        let (position, at) = crate::diagram::position(kind);
        let targets = crate::diagram::targets(&position, at);
        let piece = position.piece_at(at);
        let marks = crate::Staged {
            ghosts: targets
                .iter()
                .filter(|s| position.piece_at(**s).is_none())
                .filter_map(|s| Some((*s, piece?)))
                .collect(),
            taken: targets
                .iter()
                .copied()
                .filter(|s| position.piece_at(*s).is_some())
                .collect(),
            ..Default::default()
        };
        // The header names the sides, in the reader's language.
        let sides = Side::ALL.map(|s| speak.say(&alt::side(s)));
        let req = BoardRequest {
            staged: Some(&marks),
            players: [&sides[0], &sides[1]],
            ..BoardRequest::new(&position)
        };
        let mut image = self.board_frame(&req, speak);
        let a = self.assets();
        let mut band = Canvas::new(self.geometry().width(), theme::HEADER, theme::FRAME);
        let y = (theme::HEADER as i32 - a.header.line_height() as i32) / 2;
        let title = speak.say(
            &Phrase::new("regions-diagram-title")
                .with("kind", alt::kind(kind))
                .code("rule", kind.rule())
                .code("square", at),
        );
        a.header
            .draw(&mut band, theme::SIDE_MARGIN as i32, y, theme::INK, &title);
        image.put(&band, 0, 0, self.palette());
        let alt = crate::alt::diagram(&position, kind, at, &targets, speak);
        self.encode(&image, alt)
    }

    fn draw_header(&self, image: &mut IndexedImage, req: &BoardRequest, speak: &dyn Speak) {
        let a = self.assets();
        let width = self.geometry().width();
        let pos = req.position;
        let mut band = Canvas::new(width, theme::HEADER, theme::FRAME);
        let status = speak.say(&match req.ended {
            Some(ended) => Phrase::new("regions-header-ended").with("ended", ended.clone()),
            None => alt::status(pos),
        });
        // A status wider than the picture (a long one in some language,
        // or a small square size) is cut to fit, leaving the names no room.
        let status = a.header.fit(&status, width - theme::SIDE_MARGIN * 2);
        let status_w = a.header.width(&status);
        let y = (theme::HEADER as i32 - a.header.line_height() as i32) / 2;
        let right = width as i32 - theme::SIDE_MARGIN as i32;
        a.header
            .draw(&mut band, right - status_w as i32, y, theme::INK, &status);
        let room = width.saturating_sub(status_w + theme::SIDE_MARGIN * 2 + 24) / 2;
        let mut x = theme::SIDE_MARGIN as i32;
        for side in Side::ALL {
            let swatch = theme::side(side);
            let size = 14;
            let top = (theme::HEADER as i32 - size) / 2;
            band.fill_rect(
                x - 1,
                top - 1,
                size as u32 + 2,
                size as u32 + 2,
                swatch.line,
            );
            band.fill_rect(x, top, size as u32, size as u32, swatch.fill);
            x += size + 6;
            let name = a
                .header
                .fit(&req.name(side), room.saturating_sub(size as u32 + 18));
            x = a.header.draw(&mut band, x, y, theme::INK, &name) + 14;
        }
        image.put(&band, 0, 0, self.palette());
    }
}
