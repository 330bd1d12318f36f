//! Composing a frame: copy the prepared background, redraw only the
//! squares that hold something, write the header, encode.

use crate::alt;
use crate::assets::{Assets, badge_letters};
use crate::layout::screen_direction;
use crate::request::{BoardRequest, Marker, Picture};
use crate::theme;
use board_render::staged::{DIM_ALPHA, GHOST_OPACITY, SquareStaging};
use board_render::{Area, Canvas, IndexedImage, Prepared, TileCache};
use elemental::{Augmentor, Color, Element, Role, Square};

pub use board_render::RenderError;

/// Draws Elemental chess pictures. Build it once; it is cheap to share
/// between threads.
pub struct Renderer {
    /// Its geometry and everything drawn at it, prepared once.
    prepared: Prepared<Assets, 2>,
    tiles: TileCache<(board_render::Rgb, SquareLook)>,
}

/// Most squares kept in the tile cache; it is emptied when full.
const MAX_TILES: usize = 4096;

/// What one square shows in a frame.
#[derive(Default, Clone, Copy, PartialEq, Eq, Hash)]
struct SquareLook {
    highlight: bool,
    piece: Option<(Color, Role)>,
    staged: SquareStaging<(Color, Role)>,
    emblem: Option<Element>,
    badge: Option<Augmentor>,
    /// Screen direction of a Block Piece arrow.
    arrow: Option<usize>,
    sturdy: bool,
    check: bool,
    scorch: Option<(u8, u8)>,
    lock: Option<u8>,
    linked: bool,
    mark: bool,
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
        if let Some((rank, turns)) = look.scorch {
            tile.blit(&a.scorch, 0, 0, 255);
            // The tag's rank, and under it one dot per turn it still lasts.
            a.badge_text
                .draw(tile, 3, 2, theme::SCORCH, &rank.to_string());
            let h = a.badge_text.line_height() as i32;
            let dot = (square / 16).max(3);
            for i in 0..i32::from(turns) {
                tile.tint_rect(
                    3 + i * (dot as i32 + 2),
                    4 + h,
                    dot,
                    dot,
                    theme::SCORCH,
                    255,
                );
            }
        }
        if look.check {
            tile.blit(&a.check_ring, 0, 0, 255);
        }
        let staged = look.staged;
        if staged.dim {
            tile.tint_rect(0, 0, square, square, [0, 0, 0], DIM_ALPHA);
        }
        if let Some((c, r)) = look.piece {
            let opacity = if staged.dim { 170 } else { 255 };
            tile.blit(&a.pieces[c.index()][r as usize], 0, 0, opacity);
        }
        if let Some((c, r)) = staged.ghost {
            tile.blit(&a.pieces[c.index()][r as usize], 0, 0, GHOST_OPACITY);
        }
        if let Some(e) = look.emblem {
            let s = &a.emblems[e as usize];
            tile.blit(s, 1, (square - s.height()) as i32 - 1, 255);
        }
        if let Some(aug) = look.badge {
            let b = &a.badge;
            let x = (square - b.width()) as i32;
            tile.blit(b, x, 0, 255);
            let letters = badge_letters(aug);
            let w = a.badge_text.width(letters) as i32;
            let h = a.badge_text.line_height() as i32;
            a.badge_text.draw(
                tile,
                x + (b.width() as i32 - w) / 2,
                1 + (b.height() as i32 - h) / 2,
                [255, 255, 255],
                letters,
            );
        }
        if let Some(dir) = look.arrow {
            tile.blit(&a.arrows[dir], 0, 0, 255);
        }
        if look.sturdy {
            let s = &a.sturdy;
            tile.blit(
                s,
                (square - s.width()) as i32 - 2,
                (square - s.height()) as i32 - 2,
                255,
            );
        }
        if let Some(turns) = look.lock {
            let s = &a.lock;
            let x = (square - s.width()) as i32 / 2;
            tile.blit(s, x, 1, 255);
            let text = turns.to_string();
            a.badge_text
                .draw(tile, x + s.width() as i32 + 1, 1, theme::SCORCH, &text);
        }
        if look.mark {
            tile.blit(&a.mark, 0, 0, 255);
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
        if look.linked {
            // Two interlocked links at the foot of the square (E37).
            let s = (square / 8).max(4);
            let x = (square as i32 - 3 * s as i32 / 2) / 2;
            let y = square as i32 - s as i32 - 2;
            for dx in [0, s as i32 / 2] {
                tile.tint_rect(x + dx, y, s, 2, theme::FACING, 255);
                tile.tint_rect(x + dx, y + s as i32 - 2, s, 2, theme::FACING, 255);
                tile.tint_rect(x + dx, y, 2, s, theme::FACING, 255);
                tile.tint_rect(x + dx + s as i32 - 2, y, 2, s, theme::FACING, 255);
            }
        }
    }

    /// The board picture of `req`, drawn for its viewer, with the crate's
    /// own English alt text (its examples and tests; the bot says its
    /// alt text in the reader's language through [`Renderer::board_with_alt`]).
    pub fn board(&self, req: &BoardRequest) -> Result<Picture, RenderError> {
        self.board_with_alt(req, alt::describe(req))
    }

    /// The board picture of `req`, drawn for its viewer, described by `alt`.
    pub fn board_with_alt(&self, req: &BoardRequest, alt: String) -> Result<Picture, RenderError> {
        self.encode(&self.board_frame(req), alt)
    }

    /// The board of `req` as an indexed frame in [`Prepared::palette`].
    pub fn board_frame(&self, req: &BoardRequest) -> IndexedImage {
        let g = self.geometry();
        let square = g.square;
        let pos = req.position;
        let bottom = req.bottom();
        let mut image = self.backgrounds().indexed[bottom.index()].clone();
        // A band edge where each row of squares starts: a turn recompresses
        // only the rows it changed (and the header).
        image.set_bands(board_render::BandLayout::square_rows(g.board_top(), square));
        let background = &self.backgrounds().canvas[bottom.index()];
        let mut tile = Canvas::new(square, square, theme::FRAME);
        for sq in Square::all() {
            let piece = pos.piece(sq);
            let shown = piece.filter(|(c, _, _)| req.shows(*c));
            let marker =
                |f: fn(&Marker) -> bool| req.markers.iter().any(|m| m.square() == sq && f(m));
            let look = SquareLook {
                highlight: req.last_move.is_some_and(|(f, t)| f == sq || t == sq),
                piece: piece.map(|(c, r, _)| (c, r)),
                emblem: shown.and_then(|(c, _, _)| pos.element(c)),
                // A Block Piece's arrow is its badge.
                badge: shown
                    .and_then(|(_, _, info)| info.slots.augmentor)
                    .filter(|a| *a != Augmentor::BlockPiece),
                arrow: shown
                    .and_then(|(_, _, info)| info.facing)
                    .map(|f| screen_direction(f, bottom)),
                sturdy: shown.is_some_and(|(c, _, info)| {
                    pos.element(c) == Some(Element::Earth)
                        && !info.sturdy_used
                        && !info.slots.augmentor.is_some_and(Augmentor::is_defensive)
                }),
                check: piece.is_some_and(|(c, r, _)| r == Role::King && pos.in_check(c)),
                scorch: req.markers.iter().find_map(|m| match m {
                    Marker::Scorch {
                        square,
                        rank,
                        turns,
                    } if *square == sq => Some((*rank, *turns)),
                    _ => None,
                }),
                lock: req.markers.iter().find_map(|m| match m {
                    Marker::Lock { square, turns } if *square == sq => Some(*turns),
                    _ => None,
                }),
                mark: marker(|m| matches!(m, Marker::Mark { .. })),
                linked: marker(|m| matches!(m, Marker::Linked { .. })),
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
        self.draw_header(&mut image, req);
        image
    }

    fn draw_header(&self, image: &mut IndexedImage, req: &BoardRequest) {
        let a = self.assets();
        let width = self.geometry().width();
        let mut band = Canvas::new(width, theme::HEADER, theme::FRAME);
        let status = a.header.fit(req.headline, width / 2);
        let status_w = a.header.width(&status);
        let y = (theme::HEADER as i32 - a.header.line_height() as i32) / 2;
        let right = width as i32 - theme::SIDE_MARGIN as i32 / 2;
        a.header
            .draw(&mut band, right - status_w as i32, y, theme::INK, &status);
        let room = width.saturating_sub(status_w + theme::SIDE_MARGIN + 24) / 2;
        let mut x = theme::SIDE_MARGIN as i32 / 2;
        for c in Color::BOTH {
            let swatch = theme::side(c);
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
            x += size + 4;
            if req.shows(c)
                && let Some(e) = req.position.element(c)
            {
                let s = &a.emblems[e as usize];
                let t = (theme::HEADER as i32 - s.height() as i32) / 2;
                let mut chip = Canvas::new(s.width(), s.height(), theme::FRAME);
                chip.blit(s, 0, 0, 255);
                band.copy_from(&chip, Area::new(0, 0, s.width(), s.height()), x, t);
                x += s.width() as i32 + 4;
                // E12: a concealed loadout is marked, never drawn.
                if !req.concealed[c.index()].is_empty() {
                    x = a.header.draw(&mut band, x, y, theme::INK, "?") + 4;
                }
            }
            let name = a
                .header
                .fit(&req.name(c), room.saturating_sub(size as u32 + 30));
            x = a.header.draw(&mut band, x, y, theme::INK, &name) + 12;
        }
        image.put(&band, 0, 0, self.palette());
    }
}
