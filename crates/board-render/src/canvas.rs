//! An opaque RGB canvas with the few blend loops board pictures need.

use crate::sprite::{Mask, Sprite};

/// An opaque colour.
pub type Rgb = [u8; 3];

/// A rectangle of pixels: its top-left corner and size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Area {
    /// Left edge.
    pub x: u32,
    /// Top edge.
    pub y: u32,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
}

impl Area {
    /// The area at (`x`, `y`) of `width` × `height`.
    pub const fn new(x: u32, y: u32, width: u32, height: u32) -> Area {
        Area {
            x,
            y,
            width,
            height,
        }
    }
}

/// A rectangle of opaque RGB pixels, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    width: u32,
    height: u32,
    pixels: Vec<Rgb>,
}

/// `a * b / 255`, rounded, for bytes.
#[inline(always)]
fn mul255(a: u32, b: u32) -> u32 {
    let t = a * b + 128;
    (t + (t >> 8)) >> 8
}

impl Canvas {
    /// A canvas filled with `fill`.
    pub fn new(width: u32, height: u32, fill: Rgb) -> Canvas {
        Canvas {
            width,
            height,
            pixels: vec![fill; (width * height) as usize],
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

    /// The pixels, row by row.
    pub fn pixels(&self) -> &[Rgb] {
        &self.pixels
    }

    /// The pixel at (`x`, `y`), if inside.
    pub fn get(&self, x: u32, y: u32) -> Option<Rgb> {
        (x < self.width && y < self.height).then(|| self.pixels[(y * self.width + x) as usize])
    }

    /// Clips a rectangle at (`x`, `y`) of `w` × `h` to the canvas: (x0, y0, x1, y1, skip_x, skip_y).
    fn clip(&self, x: i32, y: i32, w: u32, h: u32) -> Option<(u32, u32, u32, u32, u32, u32)> {
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + w as i32).min(self.width as i32);
        let y1 = (y + h as i32).min(self.height as i32);
        (x0 < x1 && y0 < y1).then(|| {
            (
                x0 as u32,
                y0 as u32,
                x1 as u32,
                y1 as u32,
                (x0 - x) as u32,
                (y0 - y) as u32,
            )
        })
    }

    /// Fills a rectangle (clipped to the canvas).
    pub fn fill_rect(&mut self, x: i32, y: i32, w: u32, h: u32, color: Rgb) {
        let Some((x0, y0, x1, y1, _, _)) = self.clip(x, y, w, h) else {
            return;
        };
        for row in y0..y1 {
            let start = (row * self.width) as usize;
            self.pixels[start + x0 as usize..start + x1 as usize].fill(color);
        }
    }

    /// Blends `color` at `alpha` (0–255) over a rectangle.
    pub fn tint_rect(&mut self, x: i32, y: i32, w: u32, h: u32, color: Rgb, alpha: u8) {
        let Some((x0, y0, x1, y1, _, _)) = self.clip(x, y, w, h) else {
            return;
        };
        let a = u32::from(alpha);
        for row in y0..y1 {
            let start = (row * self.width) as usize;
            for px in &mut self.pixels[start + x0 as usize..start + x1 as usize] {
                for c in 0..3 {
                    px[c] =
                        (mul255(u32::from(color[c]), a) + mul255(u32::from(px[c]), 255 - a)) as u8;
                }
            }
        }
    }

    /// Copies `area` of `src` to (`x`, `y`).
    pub fn copy_from(&mut self, src: &Canvas, area: Area, x: i32, y: i32) {
        let Area {
            x: sx,
            y: sy,
            width: w,
            height: h,
        } = area;
        let w = w.min(src.width.saturating_sub(sx));
        let h = h.min(src.height.saturating_sub(sy));
        let Some((x0, y0, x1, y1, skip_x, skip_y)) = self.clip(x, y, w, h) else {
            return;
        };
        let n = (x1 - x0) as usize;
        for row in 0..(y1 - y0) {
            let d = ((y0 + row) * self.width + x0) as usize;
            let s = ((sy + skip_y + row) * src.width + sx + skip_x) as usize;
            self.pixels[d..d + n].copy_from_slice(&src.pixels[s..s + n]);
        }
    }

    /// Blends a premultiplied sprite at (`x`, `y`), scaled by `opacity` (255 = as drawn).
    pub fn blit(&mut self, sprite: &Sprite, x: i32, y: i32, opacity: u8) {
        let Some((x0, y0, x1, y1, skip_x, skip_y)) =
            self.clip(x, y, sprite.width(), sprite.height())
        else {
            return;
        };
        let o = u32::from(opacity);
        let n = (x1 - x0) as usize;
        for row in 0..(y1 - y0) {
            let d = ((y0 + row) * self.width + x0) as usize;
            let s = ((skip_y + row) * sprite.width() + skip_x) as usize;
            let src = &sprite.pixels()[s..s + n];
            for (dst, &[r, g, b, a]) in self.pixels[d..d + n].iter_mut().zip(src) {
                if a == 0 {
                    continue;
                }
                if a == 255 && o == 255 {
                    *dst = [r, g, b];
                    continue;
                }
                // Opacity scales the whole premultiplied pixel, alpha included.
                let (src, keep) = if o == 255 {
                    (
                        [u32::from(r), u32::from(g), u32::from(b)],
                        255 - u32::from(a),
                    )
                } else {
                    let sc = |c: u8| mul255(u32::from(c), o);
                    ([sc(r), sc(g), sc(b)], 255 - sc(a))
                };
                for c in 0..3 {
                    dst[c] = (src[c] + mul255(u32::from(dst[c]), keep)) as u8;
                }
            }
        }
    }

    /// Blends `color` through a coverage mask at (`x`, `y`).
    pub fn blit_mask(&mut self, mask: &Mask, x: i32, y: i32, color: Rgb) {
        let Some((x0, y0, x1, y1, skip_x, skip_y)) = self.clip(x, y, mask.width(), mask.height())
        else {
            return;
        };
        let n = (x1 - x0) as usize;
        for row in 0..(y1 - y0) {
            let d = ((y0 + row) * self.width + x0) as usize;
            let s = ((skip_y + row) * mask.width() + skip_x) as usize;
            for (dst, &a) in self.pixels[d..d + n]
                .iter_mut()
                .zip(&mask.coverage()[s..s + n])
            {
                if a == 0 {
                    continue;
                }
                let a = u32::from(a);
                for c in 0..3 {
                    dst[c] =
                        (mul255(u32::from(color[c]), a) + mul255(u32::from(dst[c]), 255 - a)) as u8;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blit_blends_premultiplied_pixels() {
        let mut c = Canvas::new(2, 1, [200, 100, 0]);
        // Half-transparent white, premultiplied.
        let s = Sprite::from_premultiplied(2, 1, vec![[128, 128, 128, 128], [0, 0, 0, 0]]).unwrap();
        c.blit(&s, 0, 0, 255);
        assert_eq!(c.get(0, 0), Some([228, 178, 128]));
        assert_eq!(c.get(1, 0), Some([200, 100, 0]));
        c.blit(&s, -1, 0, 255); // clipped, no panic
        c.blit(&s, 5, 5, 255);
    }

    #[test]
    fn copy_and_fill_clip_at_the_edges() {
        let src = Canvas::new(4, 4, [1, 2, 3]);
        let mut c = Canvas::new(3, 3, [0, 0, 0]);
        c.copy_from(&src, Area::new(2, 2, 4, 4), 1, 1);
        assert_eq!(c.get(1, 1), Some([1, 2, 3]));
        assert_eq!(c.get(2, 2), Some([1, 2, 3]));
        assert_eq!(c.get(0, 0), Some([0, 0, 0]));
        c.fill_rect(-5, -5, 6, 6, [9, 9, 9]);
        assert_eq!(c.get(0, 0), Some([9, 9, 9]));
        assert_eq!(c.get(1, 1), Some([1, 2, 3]));
    }
}
