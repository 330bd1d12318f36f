//! An 8-bit indexed image and its PNG encoding: deflated by zlib-rs at
//! [`DEFLATE_LEVEL`] in bands that are compressed once each
//! ([`crate::bands`]), written with the `png` crate.

use crate::canvas::Canvas;
use crate::palette::Palette;

/// The deflate level. Measured on a mid-game Masters board (zlib-rs, one
/// stream): level 1 gave 32.3 KB in 1.48 ms, level 2 22.8 KB in 1.74 ms,
/// level 3 22.6 KB in 2.14 ms, level 4 22.2 KB in 2.90 ms. Level 2 is the
/// knee. In bands ([`crate::bands`]) level 1 made the board 35.1 KB and
/// level 2 25.8 KB.
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
    bands: BandLayout,
}

/// Where the image's independently compressed bands ([`crate::bands`])
/// start: at row 0, at row `first`, then every `every` rows. A board
/// picture puts a band edge where its squares' rows start, so that a turn
/// recompresses only the rows of squares it changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BandLayout {
    /// The second band's first row.
    pub first: u32,
    /// Rows per band after it (at least 1).
    pub every: u32,
}

impl Default for BandLayout {
    /// Bands of [`crate::BAND_ROWS`] rows.
    fn default() -> BandLayout {
        BandLayout {
            first: crate::BAND_ROWS as u32,
            every: crate::BAND_ROWS as u32,
        }
    }
}

impl BandLayout {
    /// A board's layout: everything above the squares (`board_top` rows)
    /// as one band, then a band per row of `square`-pixel squares.
    pub fn square_rows(board_top: u32, square: u32) -> BandLayout {
        BandLayout {
            first: board_top,
            every: square,
        }
    }

    /// The bands' row ranges in an image `height` rows tall.
    pub fn rows(self, height: u32) -> impl Iterator<Item = std::ops::Range<u32>> {
        let every = self.every.max(1);
        let first = self.first.clamp(1, height.max(1));
        std::iter::once(0..first.min(height))
            .chain(
                (first..height)
                    .step_by(every as usize)
                    .map(move |s| s..(s + every).min(height)),
            )
            .filter(|r| !r.is_empty())
    }
}

impl IndexedImage {
    /// An image quantised from a whole canvas.
    pub fn from_canvas(canvas: &Canvas, palette: &Palette) -> IndexedImage {
        let mut image = IndexedImage {
            width: canvas.width(),
            height: canvas.height(),
            pixels: vec![0; canvas.pixels().len()],
            bands: BandLayout::default(),
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

    /// Sets where the compressed bands start (see [`BandLayout`]).
    pub fn set_bands(&mut self, bands: BandLayout) {
        self.bands = bands;
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
        let idat = crate::bands::zlib_stream(
            self.width as usize,
            &self.pixels,
            self.bands.rows(self.height),
            DEFLATE_LEVEL,
        )?;

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
