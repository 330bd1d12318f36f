//! The staged-turn look every chess-like board shares, as the source texts
//! describe it: the piece's source square dimmed, a ghost of the piece on
//! its destination, and (beyond the seeds, for what a turn adds) corner
//! brackets on a piece the turn takes, a small dot on a square a piece
//! passes through. The board itself stays the position before the turn,
//! so the header still names the player who is staging.
//!
//! A game's renderer keeps its own square look and pieces; this module
//! gives it the marks ([`Marks`]), the strengths ([`DIM_ALPHA`],
//! [`GHOST_OPACITY`]) and what each square shows ([`Staging`]), worked out
//! from the positions before and after the staged turn
//! ([`Staging::between`]).

use crate::canvas::Rgb;
use crate::kit::paint;
use crate::sprite::{Sprite, SpriteError};
use tiny_skia::{PathBuilder, Stroke, Transform};

/// How dark a dimmed square is (the black tint's alpha).
pub const DIM_ALPHA: u8 = 110;
/// How opaque a ghost is.
pub const GHOST_OPACITY: u8 = 120;
/// The brackets' colour: the same red as the Masters diagrams' capture
/// brackets, so a bracket means "taken" on every board.
pub const CAPTURE: Rgb = [0xC2, 0x2B, 0x2B];
/// The dot on a square a piece passes through.
pub const PASSED: Rgb = [0x2B, 0x2A, 0x33];
/// The ring on a square that may be chosen next.
pub const OPTION: Rgb = [0x1F, 0x6F, 0xD1];

/// What the squares of a staged turn show, by square, for pieces `P`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Staging<S, P> {
    /// Squares a piece of the mover leaves: dimmed.
    pub left: Vec<S>,
    /// Pieces that arrive, each a ghost on its square.
    pub ghosts: Vec<(S, P)>,
    /// Squares whose piece the turn takes: the piece is drawn as it
    /// stands, with brackets.
    pub taken: Vec<S>,
    /// Squares a piece passes through on its way (extra steps): a dot.
    pub passed: Vec<S>,
    /// Squares the player may choose next (a turn being built by
    /// choices): a ring.
    pub options: Vec<S>,
}

impl<S, P> Default for Staging<S, P> {
    fn default() -> Self {
        Staging {
            left: Vec::new(),
            ghosts: Vec::new(),
            taken: Vec::new(),
            passed: Vec::new(),
            options: Vec::new(),
        }
    }
}

impl<S: Copy + PartialEq, P: Copy + PartialEq> Staging<S, P> {
    /// The staging of a turn from the pieces on each square `before` and
    /// `after` it, the mover's pieces told by `mine`: an enemy piece that
    /// is gone or replaced was taken; a piece of the mover's that is gone
    /// left; a piece that is new (or changed, like a promotion) arrives.
    pub fn between(
        squares: impl IntoIterator<Item = S>,
        before: impl Fn(S) -> Option<P>,
        after: impl Fn(S) -> Option<P>,
        mine: impl Fn(P) -> bool,
    ) -> Staging<S, P> {
        let mut staging = Staging::default();
        for sq in squares {
            let (b, a) = (before(sq), after(sq));
            if b == a {
                continue;
            }
            match b {
                Some(piece) if !mine(piece) => staging.taken.push(sq),
                Some(_) => {
                    staging.left.push(sq);
                    if let Some(arrived) = a {
                        staging.ghosts.push((sq, arrived));
                    }
                }
                None => {
                    if let Some(arrived) = a {
                        staging.ghosts.push((sq, arrived));
                    }
                }
            }
        }
        staging
    }

    /// The staging in words for the alt text (`Staged, not yet played:
    /// leaves e2; lands on e4 (pawn); takes d5; passes f4.`), each piece
    /// named by `name`.
    pub fn describe(&self, name: impl Fn(P) -> String) -> String
    where
        S: std::fmt::Display,
    {
        let list = |squares: &[S]| {
            squares
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut parts = Vec::new();
        if !self.left.is_empty() {
            parts.push(format!("leaves {}", list(&self.left)));
        }
        if !self.ghosts.is_empty() {
            let landed: Vec<String> = self
                .ghosts
                .iter()
                .map(|(s, p)| format!("{s} ({})", name(*p)))
                .collect();
            parts.push(format!("lands on {}", landed.join(", ")));
        }
        if !self.taken.is_empty() {
            parts.push(format!("takes {}", list(&self.taken)));
        }
        if !self.passed.is_empty() {
            parts.push(format!("passes {}", list(&self.passed)));
        }
        let marked = (!self.options.is_empty())
            .then(|| format!("Marked to choose: {}.", list(&self.options)));
        match (parts.is_empty(), marked) {
            (true, Some(marked)) => marked,
            (false, Some(marked)) => {
                format!("Staged, not yet played: {}. {marked}", parts.join("; "))
            }
            (_, None) => format!("Staged, not yet played: {}.", parts.join("; ")),
        }
    }

    /// Whether the staging marks nothing.
    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
            && self.ghosts.is_empty()
            && self.taken.is_empty()
            && self.passed.is_empty()
            && self.options.is_empty()
    }

    /// What `sq` shows: whether it is dimmed, its ghost, whether it is
    /// taken, whether it is passed through.
    pub fn at(&self, sq: S) -> SquareStaging<P> {
        SquareStaging {
            dim: self.left.contains(&sq),
            ghost: self.ghosts.iter().find(|(s, _)| *s == sq).map(|(_, p)| *p),
            taken: self.taken.contains(&sq),
            passed: self.passed.contains(&sq) && !self.ghosts.iter().any(|(s, _)| *s == sq),
            option: self.options.contains(&sq),
        }
    }
}

/// What one square shows of a staged turn (part of a renderer's square
/// look, so equal squares share a cached tile).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareStaging<P> {
    /// The piece left: the square is dimmed.
    pub dim: bool,
    /// A piece arrives: its ghost.
    pub ghost: Option<P>,
    /// The piece here is taken: brackets.
    pub taken: bool,
    /// A piece passes through: a dot.
    pub passed: bool,
    /// It may be chosen next: a ring.
    pub option: bool,
}

impl<P> Default for SquareStaging<P> {
    fn default() -> Self {
        SquareStaging {
            dim: false,
            ghost: None,
            taken: false,
            passed: false,
            option: false,
        }
    }
}

impl<P> SquareStaging<P> {
    /// Whether the square shows no staging.
    pub fn is_plain(&self) -> bool {
        !self.dim && self.ghost.is_none() && !self.taken && !self.passed && !self.option
    }
}

/// The marks' sprites for squares of one size.
pub struct Marks {
    /// Corner brackets around a square whose piece is taken.
    pub brackets: Sprite,
    /// A dot in the middle of a square passed through.
    pub passed: Sprite,
    /// A ring in the middle of a square that may be chosen next.
    pub option: Sprite,
}

impl Marks {
    /// The marks for squares of `square` pixels.
    pub fn new(square: u32) -> Result<Marks, SpriteError> {
        Ok(Marks {
            brackets: brackets(square, CAPTURE)?,
            passed: dot(square, PASSED)?,
            option: ring(square, OPTION)?,
        })
    }

    /// Every sprite, for training a palette that can show them.
    pub fn sprites(&self) -> [&Sprite; 3] {
        [&self.brackets, &self.passed, &self.option]
    }
}

/// Four corner brackets in `color`, for squares of `square` pixels.
pub fn brackets(square: u32, color: Rgb) -> Result<Sprite, SpriteError> {
    let scale = square as f32 / 64.0;
    Sprite::draw(square, square, |pm| {
        let (a, b, l) = (4.0 * scale, square as f32 - 4.0 * scale, 14.0 * scale);
        let mut pb = PathBuilder::new();
        for (x, y, dx, dy) in [
            (a, a, 1.0, 1.0),
            (b, a, -1.0, 1.0),
            (a, b, 1.0, -1.0),
            (b, b, -1.0, -1.0),
        ] {
            pb.move_to(x + dx * l, y);
            pb.line_to(x, y);
            pb.line_to(x, y + dy * l);
        }
        if let Some(path) = pb.finish() {
            let stroke = Stroke {
                width: (4.0 * scale).max(2.0),
                line_cap: tiny_skia::LineCap::Round,
                ..Stroke::default()
            };
            pm.stroke_path(
                &path,
                &paint(color, 255),
                &stroke,
                Transform::identity(),
                None,
            );
        }
    })
}

/// A small dot with a pale rim in the middle of a square.
fn dot(square: u32, color: Rgb) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let c = square as f32 / 2.0;
        let r = (square as f32 / 9.0).max(3.0);
        if let Some(rim) = PathBuilder::from_circle(c, c, r + 2.0) {
            pm.fill_path(
                &rim,
                &paint([255, 255, 255], 200),
                tiny_skia::FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
        if let Some(inner) = PathBuilder::from_circle(c, c, r) {
            pm.fill_path(
                &inner,
                &paint(color, 255),
                tiny_skia::FillRule::Winding,
                Transform::identity(),
                None,
            );
        }
    })
}

/// A frame with a pale rim just inside a square's edge: what may be
/// chosen next (a square frame, so it is never taken for a piece's round
/// emblem or badge).
fn ring(square: u32, color: Rgb) -> Result<Sprite, SpriteError> {
    Sprite::draw(square, square, |pm| {
        let scale = square as f32 / 64.0;
        let inset = 4.0 * scale;
        let side = square as f32 - 2.0 * inset;
        let Some(rect) = tiny_skia::Rect::from_xywh(inset, inset, side, side) else {
            return;
        };
        let path = PathBuilder::from_rect(rect);
        for (width, paint_) in [(7.0, paint([255, 255, 255], 200)), (4.0, paint(color, 255))] {
            let stroke = Stroke {
                width: width * scale,
                line_join: tiny_skia::LineJoin::Round,
                ..Stroke::default()
            };
            pm.stroke_path(&path, &paint_, &stroke, Transform::identity(), None);
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Pieces as (owner, kind) on squares 0..6.
    fn staging(
        before: [Option<(u8, char)>; 6],
        after: [Option<(u8, char)>; 6],
    ) -> Staging<usize, (u8, char)> {
        Staging::between(0..6, |s| before[s], |s| after[s], |p| p.0 == 0)
    }

    #[test]
    fn a_move_dims_its_source_and_ghosts_its_destination() {
        let s = staging(
            [Some((0, 'n')), None, None, None, None, None],
            [None, None, Some((0, 'n')), None, None, None],
        );
        assert_eq!(s.left, [0]);
        assert_eq!(s.ghosts, [(2, (0, 'n'))]);
        assert!(s.taken.is_empty());
    }

    #[test]
    fn a_capture_brackets_the_victim_and_draws_no_ghost_over_it() {
        let s = staging(
            [
                Some((0, 'b')),
                None,
                None,
                Some((1, 'p')),
                None,
                Some((1, 'r')),
            ],
            [None, None, None, Some((0, 'b')), None, None],
        );
        assert_eq!(s.left, [0]);
        assert_eq!(s.taken, [3, 5], "the victim and a removal elsewhere");
        assert!(s.ghosts.is_empty());
        let at = s.at(3);
        assert!(at.taken && at.ghost.is_none() && !at.dim);
    }

    #[test]
    fn a_promotion_or_swap_in_place_dims_and_ghosts_the_new_piece() {
        let s = staging(
            [Some((0, 'p')), Some((0, 'n')), None, None, None, None],
            [Some((0, 'q')), Some((0, 'p')), None, None, None, None],
        );
        assert_eq!(s.left, [0, 1]);
        assert_eq!(s.ghosts, [(0, (0, 'q')), (1, (0, 'p'))]);
    }

    #[test]
    fn marks_draw_at_every_size() {
        for square in [40, 64, 128] {
            let m = Marks::new(square).unwrap();
            assert_eq!(m.brackets.width(), square);
            assert!(m.passed.pixels().iter().any(|p| p[3] > 0));
        }
    }
}
