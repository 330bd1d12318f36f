//! Composing a frame: copy the prepared background, redraw only the squares
//! that hold something, write the header and the tray, encode.

use crate::alt;
use crate::assets::Assets;
use crate::layout;
use crate::request::{BoardRequest, Picture};
use crate::theme;
use crate::words;
use board_render::{Area, Canvas, IndexedImage, Prepared, TileCache};
use game_api::{Phrase, Speak};
use masters::{Bitboard, Kind, Piece, Side, Square};

pub use board_render::RenderError;

/// Draws Masters pictures. Build it once; it is cheap to share between threads.
pub struct Renderer {
    /// Its geometry and everything drawn at it, prepared once.
    prepared: Prepared<Assets, 2>,
    /// Finished squares, quantised, by what they show: most squares look the
    /// same from one frame to the next.
    tiles: TileCache<(bool, SquareLook)>,
}

/// Most squares kept in the tile cache (4 KiB each); it is emptied when full.
const MAX_TILES: usize = 1024;

/// What one square shows in a frame.
#[derive(Default, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct SquareLook {
    pub highlight: bool,
    pub dim: bool,
    pub piece: Option<Piece>,
    pub ghost: Option<Piece>,
    pub silhouette: Option<Piece>,
    pub witch_badge: Option<(Side, Kind)>,
    pub gold: bool,
    pub claimed_by: Option<Side>,
    pub staged_claim: Option<Side>,
    pub ring: Option<Side>,
    pub brackets: bool,
    pub option: bool,
}

impl SquareLook {
    /// Whether the square shows nothing but its background.
    fn is_plain(&self) -> bool {
        !self.highlight
            && !self.dim
            && !self.gold
            && self.claimed_by.is_none()
            && self.piece.is_none()
            && self.ghost.is_none()
            && self.silhouette.is_none()
            && self.ring.is_none()
            && self.staged_claim.is_none()
            && !self.brackets
            && !self.option
    }
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
    /// ([`theme::MIN_SQUARE`]–[`theme::MAX_SQUARE`]; the picture's width is
    /// `10 × square + 48`).
    pub fn with_square(square: u32) -> Result<Renderer, RenderError> {
        Ok(Renderer {
            prepared: Prepared::new(square)?,
            tiles: TileCache::new(MAX_TILES),
        })
    }

    /// Draws one square's contents onto `tile` (already holding its background).
    pub(crate) fn draw_square(&self, tile: &mut Canvas, look: &SquareLook) {
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
        if look.dim {
            tile.tint_rect(0, 0, square, square, [0, 0, 0], theme::DIM_ALPHA);
        }
        if let Some(p) = look.silhouette {
            tile.blit(
                &a.pieces[p.owner.index()][p.kind.index()],
                0,
                0,
                theme::DIAGRAM_OPACITY,
            );
        }
        if let Some(side) = look.staged_claim.or(look.claimed_by)
            && look.piece.is_some()
        {
            tile.blit(&a.claim_base[side.index()], 0, 0, 255);
        }
        if let Some(p) = look.piece {
            tile.blit(
                &a.pieces[p.owner.index()][p.kind.index()],
                0,
                0,
                if look.dim { 170 } else { 255 },
            );
        }
        if let Some(p) = look.ghost {
            tile.blit(
                &a.pieces[p.owner.index()][p.kind.index()],
                0,
                0,
                theme::GHOST_OPACITY,
            );
        }
        if let Some((side, kind)) = look.witch_badge {
            let b = &a.badges[side.index()][kind.index()];
            tile.blit(
                b,
                (square - b.width()) as i32 - 1,
                (square - b.height()) as i32 - 1,
                255,
            );
        }
        if look.brackets {
            tile.blit(&a.brackets, 0, 0, 255);
        }
        if let Some(side) = look.ring {
            tile.blit(&a.ring[side.index()], 0, 0, 255);
        }
        if look.option {
            tile.blit(&a.marks.option, 0, 0, 255);
        }
        let markers = usize::from(look.gold)
            + usize::from(look.claimed_by.is_some() || look.staged_claim.is_some());
        let centres = self.geometry().marker_centres(markers);
        let mut spots = centres.iter();
        let mut place = |sprite: &board_render::Sprite, tile: &mut Canvas| {
            if let Some(&(cx, cy)) = spots.next() {
                let x = (cx - sprite.width() as f32 / 2.0).round() as i32;
                let y = (cy - sprite.height() as f32 / 2.0).round() as i32;
                tile.blit(sprite, x, y, 255);
            }
        };
        if look.gold {
            place(&a.gold_dot, tile);
        }
        if let Some(side) = look.staged_claim {
            place(&a.staged_dot[side.index()], tile);
        } else if let Some(side) = look.claimed_by {
            place(&a.claim_dot[side.index()], tile);
        }
    }

    /// The board picture of `req`, its words said by `speak`.
    pub fn board(&self, req: &BoardRequest, speak: &dyn Speak) -> Result<Picture, RenderError> {
        let alt = alt::describe(req, speak);
        self.encode(&self.board_frame(req, speak), alt)
    }

    /// The board of `req` as an indexed frame in [`Prepared::palette`]
    /// (what [`Renderer::board`] encodes; replays animate these), its
    /// header said by `speak`.
    pub fn board_frame(&self, req: &BoardRequest, speak: &dyn Speak) -> IndexedImage {
        let g = self.geometry();
        let square = g.square;
        let pos = req.position;
        let bottom = req.bottom;
        let mover = pos.to_move();
        let protected = pos.protected();
        let staged = req
            .preview
            .staged_move
            .filter(|m| pos.piece_at(m.from).is_some());
        let rings = if req.preview.claim_picking && pos.winner().is_none() {
            match staged {
                Some(m) => pos.claim_targets_after(m).unwrap_or(Bitboard::EMPTY),
                None => pos.claim_targets(),
            }
        } else {
            Bitboard::EMPTY
        };
        // A staged claim on the moving piece (M24) is shown where the piece lands.
        let staged_claim_square = req.preview.staged_claim.map(|t| match staged {
            Some(m) if m.from == t => m.to,
            _ => t,
        });

        let mut image = self.backgrounds().indexed[bottom.index()].clone();
        // A band edge where each row of squares starts: a turn recompresses
        // only the rows it changed (and the header).
        image.set_bands(board_render::BandLayout::square_rows(g.board_top(), square));
        let background = &self.backgrounds().canvas[bottom.index()];
        let mut tile = Canvas::new(square, square, theme::LIGHT);
        for sq in Square::all() {
            let piece = pos.piece_at(sq);
            let mut look = SquareLook {
                highlight: req.last_move.is_some_and(|m| m.from == sq || m.to == sq),
                piece,
                gold: piece.is_some() && protected.contains(sq),
                claimed_by: pos.claimer(sq),
                ring: rings.contains(sq).then_some(mover),
                staged_claim: (staged_claim_square == Some(sq)).then_some(mover),
                option: req.options.contains(&sq),
                ..SquareLook::default()
            };
            if let Some(p) = piece.filter(|p| p.kind == Kind::Witch) {
                look.witch_badge = pos.witch_moveset(p.owner).map(|k| (p.owner, k));
            }
            if let Some(m) = staged {
                if m.from == sq {
                    look.dim = true;
                }
                if m.to == sq {
                    let moving = pos.piece_at(m.from).expect("filtered above");
                    if piece.is_some_and(|p| p.owner != moving.owner) {
                        // A capture: the victim as it stands, bracketed
                        // (the diagrams' capture mark), not a blend.
                        look.brackets = true;
                    } else {
                        let kind = match m.promotion {
                            Some(p) if moving.kind == Kind::Scout => p.kind(),
                            _ => moving.kind,
                        };
                        look.ghost = Some(Piece::new(kind, moving.owner));
                    }
                }
            }
            if look.is_plain() {
                continue;
            }
            let (x, y) = g.square_origin(sq, bottom);
            let key = (layout::is_light(sq), look);
            let finished = self.tiles.get_or_draw(key, || {
                tile.copy_from(background, Area::new(x, y, square, square), 0, 0);
                self.draw_square(&mut tile, &look);
                IndexedImage::from_canvas(&tile, self.palette())
            });
            image.paste(&finished, x, y);
        }
        self.draw_header(&mut image, req, speak);
        self.draw_tray(&mut image, req);
        image
    }

    fn draw_header(&self, image: &mut IndexedImage, req: &BoardRequest, speak: &dyn Speak) {
        let a = self.assets();
        let width = self.geometry().width();
        let pos = req.position;
        let mut band = Canvas::new(width, theme::HEADER, theme::FRAME);
        let status = speak.say(&match (req.ended, pos.winner()) {
            (Some(ended), _) => Phrase::new("masters-header-over").with("ended", ended.clone()),
            (None, Some(w)) => Phrase::new("masters-header-won")
                .with("turn", pos.turn() - 1)
                .with("side", words::side(w)),
            (None, None) => Phrase::new("masters-header-to-move")
                .with("turn", pos.turn())
                .with("side", words::side(pos.to_move())),
        });
        let status_w = a.header.width(&status);
        let y = (theme::HEADER as i32 - a.header.line_height() as i32) / 2;
        let right = width as i32 - theme::SIDE_MARGIN as i32;
        a.header
            .draw(&mut band, right - status_w as i32, y, theme::INK, &status);
        // Players: a dot in each side's colour, then the name; the side to move first in weight.
        let room = width.saturating_sub(status_w + theme::SIDE_MARGIN * 2 + 24) / 2;
        let mut x = theme::SIDE_MARGIN as i32;
        for side in [Side::Ember, Side::Frost] {
            let dot = &a.claim_dot[side.index()];
            band.blit(
                dot,
                x,
                (theme::HEADER as i32 - dot.height() as i32) / 2,
                255,
            );
            x += dot.width() as i32 + 5;
            let name = a
                .header
                .fit(&req.name(side), room.saturating_sub(dot.width() + 17));
            x = a.header.draw(&mut band, x, y, theme::INK, &name) + 14;
        }
        image.put(&band, 0, 0, self.palette());
    }

    fn draw_tray(&self, image: &mut IndexedImage, req: &BoardRequest) {
        let a = self.assets();
        let width = self.geometry().width();
        let mut band = Canvas::new(width, theme::TRAY, theme::FRAME);
        let half = (width - theme::SIDE_MARGIN * 2) / 2;
        // The bottom player's losses on the left.
        for (i, side) in [req.bottom, req.bottom.other()].into_iter().enumerate() {
            let lost = req.captured(side);
            if lost.is_empty() {
                continue;
            }
            let icon = theme::TRAY_ICON;
            // Side by side while they fit, overlapping only when many are lost.
            let step = ((half - icon - 8) / lost.len().max(1) as u32).clamp(6, icon);
            let x0 = theme::SIDE_MARGIN + i as u32 * half;
            for (j, kind) in lost.iter().enumerate() {
                let x = x0 + j as u32 * step;
                band.blit(
                    &a.small[side.index()][kind.index()],
                    x as i32,
                    ((theme::TRAY - icon) / 2) as i32,
                    255,
                );
            }
        }
        image.put(&band, 0, self.geometry().tray_top(), self.palette());
    }
}
