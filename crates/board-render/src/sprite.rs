//! Pictures prepared once and blended many times: sprites (premultiplied
//! RGBA, drawn with tiny-skia or rasterised from SVG) and coverage masks.

use tiny_skia::Pixmap;

/// Why a sprite could not be made.
#[derive(Debug, thiserror::Error)]
pub enum SpriteError {
    /// Zero or oversized dimensions, or a pixel count that does not match.
    #[error("a sprite must be 1–4096 pixels wide and high, with one pixel per position")]
    Size,
    /// The SVG text did not parse.
    #[error("invalid SVG: {0}")]
    Svg(String),
}

/// Premultiplied RGBA pixels, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sprite {
    width: u32,
    height: u32,
    pixels: Vec<[u8; 4]>,
}

impl Sprite {
    /// A sprite from premultiplied pixels.
    pub fn from_premultiplied(
        width: u32,
        height: u32,
        pixels: Vec<[u8; 4]>,
    ) -> Result<Sprite, SpriteError> {
        if width == 0
            || height == 0
            || width > 4096
            || height > 4096
            || pixels.len() != (width * height) as usize
        {
            return Err(SpriteError::Size);
        }
        Ok(Sprite {
            width,
            height,
            pixels,
        })
    }

    /// A sprite from a tiny-skia pixmap (which is premultiplied already).
    pub fn from_pixmap(pixmap: &Pixmap) -> Sprite {
        let pixels = pixmap
            .data()
            .chunks_exact(4)
            .map(|p| [p[0], p[1], p[2], p[3]])
            .collect();
        Sprite {
            width: pixmap.width(),
            height: pixmap.height(),
            pixels,
        }
    }

    /// Draws a `width` × `height` sprite with tiny-skia.
    pub fn draw(
        width: u32,
        height: u32,
        paint: impl FnOnce(&mut Pixmap),
    ) -> Result<Sprite, SpriteError> {
        let mut pixmap = Pixmap::new(width, height).ok_or(SpriteError::Size)?;
        paint(&mut pixmap);
        Ok(Sprite::from_pixmap(&pixmap))
    }

    /// Rasterises SVG text, scaled to fit `width` × `height`.
    pub fn from_svg(svg: &str, width: u32, height: u32) -> Result<Sprite, SpriteError> {
        let tree = resvg::usvg::Tree::from_str(svg, &resvg::usvg::Options::default())
            .map_err(|e| SpriteError::Svg(e.to_string()))?;
        let size = tree.size();
        let scale = (width as f32 / size.width()).min(height as f32 / size.height());
        Sprite::draw(width, height, |pixmap| {
            let dx = (width as f32 - size.width() * scale) / 2.0;
            let dy = (height as f32 - size.height() * scale) / 2.0;
            let transform = tiny_skia::Transform::from_scale(scale, scale).post_translate(dx, dy);
            resvg::render(&tree, transform, &mut pixmap.as_mut());
        })
    }

    /// Rasterises a piece drawing whose colours are the placeholders
    /// `#FILL` and `#LINE` (the pieces of every game are drawn this way),
    /// with `fill` and `line` put in, at `size` × `size` pixels.
    pub fn from_svg_template(
        svg: &str,
        fill: crate::Rgb,
        line: crate::Rgb,
        size: u32,
    ) -> Result<Sprite, SpriteError> {
        let hex = |c: crate::Rgb| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]);
        let text = svg
            .replace("#FILL", &hex(fill))
            .replace("#LINE", &hex(line));
        Sprite::from_svg(&text, size, size)
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The premultiplied pixels, row by row.
    pub fn pixels(&self) -> &[[u8; 4]] {
        &self.pixels
    }

    /// The same sprite with its alpha snapped to `levels` evenly spaced
    /// values (2–255): fewer distinct edge colours compress better, at a
    /// small cost in smoothness.
    pub fn with_alpha_levels(&self, levels: u8) -> Sprite {
        let steps = u32::from(levels.clamp(2, 255)) - 1;
        let pixels = self
            .pixels
            .iter()
            .map(|&[r, g, b, a]| {
                if a == 0 || a == 255 {
                    return [r, g, b, a];
                }
                let snapped = ((u32::from(a) * steps + 127) / 255 * 255 + steps / 2) / steps;
                let scale = |c: u8| {
                    ((u32::from(c) * snapped + u32::from(a) / 2) / u32::from(a)).min(snapped) as u8
                };
                [scale(r), scale(g), scale(b), snapped as u8]
            })
            .collect();
        Sprite {
            width: self.width,
            height: self.height,
            pixels,
        }
    }

    /// The same shape in one flat colour (premultiplied by the sprite's alpha):
    /// for tinted badges and silhouettes.
    pub fn tinted(&self, color: [u8; 3]) -> Sprite {
        let pixels = self
            .pixels
            .iter()
            .map(|&[_, _, _, a]| {
                let m = |c: u8| ((u32::from(c) * u32::from(a) + 127) / 255) as u8;
                [m(color[0]), m(color[1]), m(color[2]), a]
            })
            .collect();
        Sprite {
            width: self.width,
            height: self.height,
            pixels,
        }
    }
}

/// Coverage values (0–255), row by row: a glyph or a shape to fill with a colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    width: u32,
    height: u32,
    coverage: Vec<u8>,
}

impl Mask {
    /// An empty mask.
    pub fn new(width: u32, height: u32) -> Mask {
        Mask {
            width,
            height,
            coverage: vec![0; (width * height) as usize],
        }
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The coverage values, row by row.
    pub fn coverage(&self) -> &[u8] {
        &self.coverage
    }

    /// Raises the coverage at (`x`, `y`) to at least `value` (ignored outside).
    pub fn cover(&mut self, x: i32, y: i32, value: u8) {
        if x >= 0 && y >= 0 && (x as u32) < self.width && (y as u32) < self.height {
            let c = &mut self.coverage[(y as u32 * self.width + x as u32) as usize];
            *c = (*c).max(value);
        }
    }
}
