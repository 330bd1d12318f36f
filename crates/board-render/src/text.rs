//! Text drawn with a TrueType font: glyphs for printable ASCII are
//! rasterised once per size; anything else is rasterised when needed.

use crate::canvas::{Canvas, Rgb};
use crate::sprite::Mask;
use ab_glyph::{Font as _, FontArc, Glyph, PxScale, ScaleFont};
use std::collections::HashMap;

/// Why a font could not be loaded.
#[derive(Debug, thiserror::Error)]
#[error("invalid font file: {0}")]
pub struct FontError(String);

/// One rasterised glyph: its coverage, where it sits relative to the pen, and how far the pen moves.
#[derive(Clone, Debug)]
struct RasterGlyph {
    mask: Mask,
    left: i32,
    top: i32,
    advance: f32,
}

/// A font at one pixel size, with its ASCII glyphs ready.
#[derive(Clone, Debug)]
pub struct Text {
    font: FontArc,
    px: f32,
    ascii: HashMap<char, RasterGlyph>,
}

impl Text {
    /// Loads a TrueType/OpenType font for drawing at `px` pixels.
    pub fn new(font_bytes: &'static [u8], px: f32) -> Result<Text, FontError> {
        let font = FontArc::try_from_slice(font_bytes).map_err(|e| FontError(e.to_string()))?;
        let mut text = Text {
            font,
            px,
            ascii: HashMap::new(),
        };
        for c in ' '..='~' {
            let g = text.rasterise(c);
            text.ascii.insert(c, g);
        }
        Ok(text)
    }

    fn rasterise(&self, c: char) -> RasterGlyph {
        let scaled = self.font.as_scaled(PxScale::from(self.px));
        let id = self.font.glyph_id(c);
        let advance = scaled.h_advance(id);
        let glyph: Glyph =
            id.with_scale_and_position(self.px, ab_glyph::point(0.0, scaled.ascent()));
        match self.font.outline_glyph(glyph) {
            Some(outline) => {
                let b = outline.px_bounds();
                let mut mask = Mask::new(b.width().ceil() as u32 + 1, b.height().ceil() as u32 + 1);
                outline.draw(|x, y, v| {
                    mask.cover(
                        x as i32,
                        y as i32,
                        (v.clamp(0.0, 1.0) * 255.0).round() as u8,
                    )
                });
                RasterGlyph {
                    mask,
                    left: b.min.x.floor() as i32,
                    top: b.min.y.floor() as i32,
                    advance,
                }
            }
            None => RasterGlyph {
                mask: Mask::new(1, 1),
                left: 0,
                top: 0,
                advance,
            },
        }
    }

    fn with_glyph<R>(&self, c: char, f: impl FnOnce(&RasterGlyph) -> R) -> R {
        match self.ascii.get(&c) {
            Some(g) => f(g),
            None => f(&self.rasterise(c)),
        }
    }

    /// The height of a line in pixels.
    pub fn line_height(&self) -> u32 {
        let scaled = self.font.as_scaled(PxScale::from(self.px));
        (scaled.ascent() - scaled.descent()).ceil() as u32
    }

    /// The width `text` takes in pixels.
    pub fn width(&self, text: &str) -> u32 {
        text.chars()
            .map(|c| self.with_glyph(c, |g| g.advance))
            .sum::<f32>()
            .ceil() as u32
    }

    /// Draws `text` with its top-left corner at (`x`, `y`); returns the x after it.
    pub fn draw(&self, canvas: &mut Canvas, x: i32, y: i32, color: Rgb, text: &str) -> i32 {
        let mut pen = x as f32;
        for c in text.chars() {
            pen += self.with_glyph(c, |g| {
                canvas.blit_mask(&g.mask, pen.round() as i32 + g.left, y + g.top, color);
                g.advance
            });
        }
        pen.round() as i32
    }

    /// The longest prefix of `text` that fits in `max_width` pixels, with "…" when cut.
    pub fn fit(&self, text: &str, max_width: u32) -> String {
        if self.width(text) <= max_width {
            return text.to_string();
        }
        let ellipsis = self.width("…");
        let mut out = String::new();
        let mut used = 0.0f32;
        for c in text.chars() {
            let adv = self.with_glyph(c, |g| g.advance);
            if (used + adv).ceil() as u32 + ellipsis > max_width {
                break;
            }
            used += adv;
            out.push(c);
        }
        out.push('…');
        out
    }
}
