//! What every game's renderer prepares once, the same way: the square
//! size checked, the geometry for it and the assets drawn at it
//! ([`Prepared`]); a set of piece sprites from their SVG templates
//! ([`svg_sprites`]); the empty boards quantised through the palette
//! trained for them ([`Backgrounds`]), with a header's glyphs among the
//! samples ([`text_samples`]). A game's renderer says what it draws and
//! where; how it is set up is written here once.

use crate::{
    AssetError, Canvas, IndexedImage, Palette, Picture, RenderError, Rgb, Sprite, SpriteError,
    Text, check_square,
};

/// A game's picture assets: everything expensive, prepared once for one
/// square size, beside its `N` empty boards and their palette.
pub trait Prepare<const N: usize>: Sized {
    /// Where everything is drawn, for one square size.
    type Geometry: Copy;
    /// The geometry for squares of a size (already checked against
    /// [`crate::MIN_SQUARE`]–[`crate::MAX_SQUARE`]).
    const GEOMETRY: fn(u32) -> Self::Geometry;
    /// Everything drawn at `geometry` (sprites, glyphs), and the empty
    /// boards with the palette trained for the pictures.
    fn prepare(geometry: Self::Geometry) -> Result<(Self, Backgrounds<N>), AssetError>;
}

/// What a game's renderer prepares once: its geometry, its assets and its
/// `N` empty boards with their palette, for one square size. A game's
/// `Renderer` holds one (and dereferences to it), so `geometry`,
/// `palette` and `encode` are written here alone.
pub struct Prepared<A: Prepare<N>, const N: usize> {
    geometry: A::Geometry,
    assets: A,
    backgrounds: Backgrounds<N>,
}

impl<A: Prepare<N>, const N: usize> Prepared<A, N> {
    /// Everything for squares of `square` pixels; refused outside
    /// [`crate::MIN_SQUARE`]–[`crate::MAX_SQUARE`].
    pub fn new(square: u32) -> Result<Prepared<A, N>, RenderError> {
        let geometry = (A::GEOMETRY)(check_square(square)?);
        let (assets, backgrounds) = A::prepare(geometry)?;
        Ok(Prepared {
            geometry,
            assets,
            backgrounds,
        })
    }

    /// The picture geometry (square size, where each thing is drawn).
    pub fn geometry(&self) -> A::Geometry {
        self.geometry
    }

    /// Everything prepared once (for the drawing modules).
    pub fn assets(&self) -> &A {
        &self.assets
    }

    /// The empty boards, as drawn and quantised.
    pub fn backgrounds(&self) -> &Backgrounds<N> {
        &self.backgrounds
    }

    /// The palette every picture (and every replay frame) uses.
    pub fn palette(&self) -> &Palette {
        &self.backgrounds.palette
    }

    /// `image` (in [`Prepared::palette`]) as a picture described by `alt`.
    pub fn encode(&self, image: &IndexedImage, alt: String) -> Result<Picture, RenderError> {
        Ok(Picture::encode(image, self.palette(), alt)?)
    }
}

/// One sprite per SVG template of `svgs` ([`Sprite::from_svg_template`]),
/// in the colours `(fill, line)` at `size` pixels, each cut to
/// `alpha_levels` levels of opacity: a side's pieces.
pub fn svg_sprites<const N: usize>(
    svgs: [&str; N],
    (fill, line): (Rgb, Rgb),
    size: u32,
    alpha_levels: u8,
) -> Result<[Sprite; N], SpriteError> {
    let mut sprites = Vec::with_capacity(N);
    for svg in svgs {
        let sprite = Sprite::from_svg_template(svg, fill, line, size)?;
        sprites.push(sprite.with_alpha_levels(alpha_levels));
    }
    Ok(sprites
        .try_into()
        .unwrap_or_else(|_| unreachable!("one sprite per template")))
}

/// Palette-training samples of a header band `width` × `height` on
/// `ground`, with `sample` (the words and digits headers use) written in
/// `ink` where headers write it.
pub fn text_samples(
    text: &Text,
    (width, height): (u32, u32),
    ground: Rgb,
    ink: Rgb,
    sample: &str,
) -> Vec<Rgb> {
    let mut band = Canvas::new(width, height, ground);
    text.draw(&mut band, 4, 8, ink, sample);
    band.pixels().to_vec()
}

/// A game's empty boards (labels baked in), the palette of its pictures,
/// trained on them and on what is drawn over them, and each board
/// quantised through it once.
pub struct Backgrounds<const N: usize> {
    /// The empty boards.
    pub canvas: [Canvas; N],
    /// The same, quantised.
    pub indexed: [IndexedImage; N],
    /// The palette every picture uses.
    pub palette: Palette,
}

impl<const N: usize> Backgrounds<N> {
    /// The palette of at most `size` colours trained on `samples` (the
    /// `exact` colours kept as they are), and `canvas` quantised through it.
    pub fn train(
        canvas: [Canvas; N],
        samples: &[Rgb],
        exact: &[Rgb],
        size: usize,
    ) -> Backgrounds<N> {
        let palette = Palette::train(samples, exact, size);
        let indexed = std::array::from_fn(|i| IndexedImage::from_canvas(&canvas[i], &palette));
        Backgrounds {
            canvas,
            indexed,
            palette,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Boards of one colour each, for the tests.
    struct Plain;

    impl Prepare<2> for Plain {
        type Geometry = u32;
        const GEOMETRY: fn(u32) -> u32 = |square| square * 2;
        fn prepare(width: u32) -> Result<(Plain, Backgrounds<2>), AssetError> {
            let canvas = [
                Canvas::new(width, width, [10, 20, 30]),
                Canvas::new(width, width, [200, 100, 0]),
            ];
            let samples = [[10, 20, 30], [200, 100, 0]];
            Ok((Plain, Backgrounds::train(canvas, &samples, &[], 4)))
        }
    }

    #[test]
    fn a_renderer_is_prepared_for_a_square_size_it_accepts() {
        assert!(matches!(
            Prepared::<Plain, 2>::new(crate::MIN_SQUARE - 1),
            Err(RenderError::SquareSize(_))
        ));
        let p = Prepared::<Plain, 2>::new(crate::MIN_SQUARE).unwrap();
        assert_eq!(p.geometry(), 2 * crate::MIN_SQUARE);
        let board = p.backgrounds();
        assert_eq!(board.indexed[1].width(), 2 * crate::MIN_SQUARE);
        let picture = p.encode(&board.indexed[1], "A board.".into()).unwrap();
        assert_eq!((picture.width, picture.alt.as_str()), (80, "A board."));
    }

    #[test]
    fn a_set_has_one_sprite_per_template_at_its_size() {
        let svg = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="2" y="2" width="6" height="6" fill="#FILL" stroke="#LINE"/></svg>"##;
        let side = crate::CHESS_SIDES[0];
        let set = svg_sprites([svg, svg, svg], (side.fill, side.line), 24, 4).unwrap();
        assert_eq!(set.len(), 3);
        assert!(set.iter().all(|s| (s.width(), s.height()) == (24, 24)));
    }
}
