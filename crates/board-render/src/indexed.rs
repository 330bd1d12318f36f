//! An 8-bit indexed image and its PNG encoding: rows filtered "Up",
//! deflated by zlib-rs at [`DEFLATE_LEVEL`], written with the `png` crate.

use crate::canvas::Canvas;
use crate::palette::Palette;
use flate2::Compression;
use flate2::write::ZlibEncoder;
use std::io::Write;

/// The deflate level. Measured on a mid-game Masters board (zlib-rs):
/// level 1 gave 32.3 KB in 1.48 ms, level 2 22.8 KB in 1.74 ms, level 3
/// 22.6 KB in 2.14 ms, level 4 22.2 KB in 2.90 ms. Level 2 is the knee.
pub const DEFLATE_LEVEL: u32 = 2;

/// Why a PNG could not be written.
#[derive(Debug, thiserror::Error)]
pub enum EncodeError {
    /// The png crate refused the header or a chunk.
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    /// Compressing the image data failed.
    #[error("compression failed: {0}")]
    Io(#[from] std::io::Error),
}

/// Palette indices, row by row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexedImage {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

impl IndexedImage {
    /// An image quantised from a whole canvas.
    pub fn from_canvas(canvas: &Canvas, palette: &Palette) -> IndexedImage {
        let mut image = IndexedImage {
            width: canvas.width(),
            height: canvas.height(),
            pixels: vec![0; canvas.pixels().len()],
        };
        image.put(canvas, 0, 0, palette);
        image
    }

    /// Width in pixels.
    pub fn width(&self) -> u32 {
        self.width
    }

    /// Height in pixels.
    pub fn height(&self) -> u32 {
        self.height
    }

    /// The indices, row by row.
    pub fn pixels(&self) -> &[u8] {
        &self.pixels
    }

    /// Quantises `canvas` into this image with its top-left corner at (`x`, `y`), clipped.
    pub fn put(&mut self, canvas: &Canvas, x: u32, y: u32, palette: &Palette) {
        let w = canvas.width().min(self.width.saturating_sub(x)) as usize;
        let h = canvas.height().min(self.height.saturating_sub(y)) as usize;
        let (cw, iw) = (canvas.width() as usize, self.width as usize);
        for row in 0..h {
            let src = &canvas.pixels()[row * cw..row * cw + w];
            let start = (y as usize + row) * iw + x as usize;
            let dst = &mut self.pixels[start..start + w];
            for (d, &c) in dst.iter_mut().zip(src) {
                *d = palette.index(c);
            }
        }
    }

    /// Copies `src` into this image with its top-left corner at (`x`, `y`), clipped.
    pub fn paste(&mut self, src: &IndexedImage, x: u32, y: u32) {
        let w = src.width.min(self.width.saturating_sub(x)) as usize;
        let h = src.height.min(self.height.saturating_sub(y)) as usize;
        let (sw, iw) = (src.width as usize, self.width as usize);
        for row in 0..h {
            let start = (y as usize + row) * iw + x as usize;
            self.pixels[start..start + w].copy_from_slice(&src.pixels[row * sw..row * sw + w]);
        }
    }

    /// The whole image as a PNG file.
    pub fn encode_png(&self, palette: &Palette) -> Result<Vec<u8>, EncodeError> {
        let w = self.width as usize;
        let h = self.height as usize;
        // Filter every row with "Up": each byte minus the byte above it.
        let mut filtered = vec![0u8; (w + 1) * h];
        for (row, out) in filtered.chunks_exact_mut(w + 1).enumerate() {
            out[0] = 2;
            let cur = &self.pixels[row * w..(row + 1) * w];
            if row == 0 {
                out[1..].copy_from_slice(cur);
            } else {
                let up = &self.pixels[(row - 1) * w..row * w];
                for ((o, c), u) in out[1..].iter_mut().zip(cur).zip(up) {
                    *o = c.wrapping_sub(*u);
                }
            }
        }
        let mut z = ZlibEncoder::new(
            Vec::with_capacity(filtered.len() / 8),
            Compression::new(DEFLATE_LEVEL),
        );
        z.write_all(&filtered)?;
        let idat = z.finish()?;

        let mut out = Vec::with_capacity(idat.len() + 1024);
        let mut encoder = png::Encoder::new(&mut out, self.width, self.height);
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(
            palette
                .colors()
                .iter()
                .flatten()
                .copied()
                .collect::<Vec<u8>>(),
        );
        let mut writer = encoder.write_header()?;
        writer.write_chunk(png::chunk::IDAT, &idat)?;
        writer.finish()?;
        Ok(out)
    }
}
