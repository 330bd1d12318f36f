//! A PNG's image data compressed in bands of rows, each distinct band
//! compressed once.
//!
//! Most of a board picture is the same from one turn to the next: a turn
//! changes a few squares, the header and the tray. So the zlib stream of a
//! picture is made of independent pieces, one per band of rows (a row of
//! squares, or [`BAND_ROWS`] rows; see [`crate::BandLayout`]), each
//! ending in a deflate full flush (the compressor's history is reset, so a
//! piece decodes after any other). A piece is looked up by its rows'
//! content (a 128-bit hash) and compressed only when no earlier picture had
//! those rows; the Adler-32 checksums of the pieces are combined, not
//! recomputed.
//!
//! Each band's first row is filtered "None" and the others "Up", so a band's
//! bytes depend on its own rows only. Pieces do not depend on the palette:
//! pictures of every game share one cache.

use flate2::{Compress, Compression, FlushCompress, Status};
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Rows per band of an image that sets no [`crate::BandLayout`] of its
/// own. Chess-like boards band by rows of squares instead. Measured before
/// they did (`gamehost bench` at saturation, interleaved runs): 2,300–3,170
/// turns/s with 16 rows, 2,160–2,800 with 64 and 2,300–2,770 with 8.
pub const BAND_ROWS: usize = 16;

/// Compressed bytes kept in each of the cache's two generations (so the
/// cache holds at most twice this, plus its keys).
const GENERATION_BYTES: usize = 16 << 20;

/// Adler-32's modulus.
const ADLER_MOD: u32 = 65_521;

/// One band's compressed piece.
struct Piece {
    /// Raw deflate blocks, ending in a full flush (never the final block).
    deflate: Vec<u8>,
    /// Adler-32 of the band's filtered bytes.
    adler: u32,
    /// How many filtered bytes the band has.
    len: usize,
}

/// Pieces by band content, in two generations: a lookup that finds a piece
/// in the old generation moves it to the new one, and when the new one is
/// full the old one is dropped. What was used recently survives; memory
/// stays bounded.
#[derive(Default)]
struct PieceCache {
    new: HashMap<u128, Arc<Piece>>,
    old: HashMap<u128, Arc<Piece>>,
    /// Compressed bytes in `new`.
    new_bytes: usize,
    /// Bands compressed so far (the lookups that missed).
    compressed: u64,
}

impl PieceCache {
    fn get(&mut self, key: u128) -> Option<Arc<Piece>> {
        if let Some(p) = self.new.get(&key) {
            return Some(Arc::clone(p));
        }
        let p = self.old.remove(&key)?;
        self.insert(key, Arc::clone(&p));
        Some(p)
    }

    fn insert(&mut self, key: u128, piece: Arc<Piece>) {
        self.insert_within(key, piece, GENERATION_BYTES);
    }

    /// Inserts, starting a new generation first if `new` holds `limit` bytes.
    fn insert_within(&mut self, key: u128, piece: Arc<Piece>, limit: usize) {
        if self.new_bytes >= limit {
            self.old = std::mem::take(&mut self.new);
            self.new_bytes = 0;
        }
        self.new_bytes += piece.deflate.len();
        self.new.insert(key, piece);
    }
}

thread_local! {
    /// This thread's compressor and its level.
    static COMPRESSOR: RefCell<Option<(u32, Compress)>> = const { RefCell::new(None) };
}

fn cache() -> &'static Mutex<PieceCache> {
    static CACHE: OnceLock<Mutex<PieceCache>> = OnceLock::new();
    CACHE.get_or_init(Mutex::default)
}

/// Empties the process's band cache (benchmarks measure a cold start with it).
pub fn clear_band_cache() {
    if let Ok(mut c) = cache().lock() {
        *c = PieceCache::default();
    }
}

/// The zlib stream (a PNG's IDAT data) of `pixels`, `width` indices per
/// row, filtered and deflated band by band (`bands`: row ranges that
/// cover the image in order) at `level`.
pub fn zlib_stream(
    width: usize,
    pixels: &[u8],
    bands: impl Iterator<Item = std::ops::Range<u32>>,
    level: u32,
) -> std::io::Result<Vec<u8>> {
    stream_with(cache(), width, pixels, bands, level)
}

/// [`zlib_stream`] with pieces looked up in and added to `cache`.
fn stream_with(
    cache: &Mutex<PieceCache>,
    width: usize,
    pixels: &[u8],
    bands: impl Iterator<Item = std::ops::Range<u32>>,
    level: u32,
) -> std::io::Result<Vec<u8>> {
    // CMF: deflate with a 32 KiB window; FLG: no dictionary, check bits
    // making the pair a multiple of 31.
    let mut out = vec![0x78, 0x01];
    let mut adler = 1u32;
    if width == 0 {
        out.extend_from_slice(&[0x03, 0x00]);
        out.extend_from_slice(&adler.to_be_bytes());
        return Ok(out);
    }
    for rows in bands {
        let (start, end) = (rows.start as usize * width, rows.end as usize * width);
        let Some(band) = pixels.get(start..end) else {
            break;
        };
        let key = band_key(width, band);
        let cached = cache.lock().ok().and_then(|mut c| c.get(key));
        let piece = match cached {
            Some(p) => p,
            None => {
                let piece = Arc::new(compress_band(width, band, level)?);
                if let Ok(mut c) = cache.lock() {
                    c.compressed += 1;
                    c.insert(key, Arc::clone(&piece));
                }
                piece
            }
        };
        out.extend_from_slice(&piece.deflate);
        adler = adler32_combine(adler, piece.adler, piece.len);
    }
    // The final block: fixed Huffman codes, nothing but the end-of-block code.
    out.extend_from_slice(&[0x03, 0x00]);
    out.extend_from_slice(&adler.to_be_bytes());
    Ok(out)
}

/// The key of a band: its width and a 128-bit hash of its indices.
fn band_key(width: usize, band: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128_with_seed(band, width as u64)
}

/// Filters and compresses one band.
fn compress_band(width: usize, band: &[u8], level: u32) -> std::io::Result<Piece> {
    let rows = band.len() / width;
    let mut filtered = Vec::with_capacity((width + 1) * rows);
    for row in 0..rows {
        let cur = &band[row * width..(row + 1) * width];
        if row == 0 {
            filtered.push(0); // None
            filtered.extend_from_slice(cur);
        } else {
            filtered.push(2); // Up
            let up = &band[(row - 1) * width..row * width];
            filtered.extend(cur.iter().zip(up).map(|(c, u)| c.wrapping_sub(*u)));
        }
    }
    let deflate = COMPRESSOR.with(|slot| {
        let mut slot = slot.borrow_mut();
        // One compressor per thread, reset between bands: its tables are
        // allocated once, not for every band.
        let z = match &mut *slot {
            Some((l, z)) if *l == level => {
                z.reset();
                z
            }
            _ => {
                &mut slot
                    .insert((level, Compress::new(Compression::new(level), false)))
                    .1
            }
        };
        deflate_all(z, &filtered)
    })?;
    let mut adler = simd_adler32::Adler32::new();
    adler.write(&filtered);
    Ok(Piece {
        deflate,
        adler: adler.finish(),
        len: filtered.len(),
    })
}

/// Raw deflate blocks of all of `input`, ending in a full flush.
fn deflate_all(z: &mut Compress, input: &[u8]) -> std::io::Result<Vec<u8>> {
    let start = z.total_in();
    let mut out = Vec::with_capacity(input.len() / 4 + 64);
    loop {
        let consumed = (z.total_in() - start) as usize;
        if out.capacity() - out.len() < 64 {
            out.reserve(out.capacity().max(1024));
        }
        let status = z
            .compress_vec(&input[consumed..], &mut out, FlushCompress::Full)
            .map_err(std::io::Error::other)?;
        // Done once every byte is in and the flush left room to spare (a
        // full output buffer may hide more pending output).
        let all_in = (z.total_in() - start) as usize == input.len();
        if (all_in && out.len() < out.capacity()) || status == Status::StreamEnd {
            // Pieces are kept: keep only their bytes.
            out.shrink_to_fit();
            return Ok(out);
        }
    }
}

/// The Adler-32 of two byte strings one after the other, from the checksum
/// of each and the length of the second. With A = 1 + Σ bytes and B = Σ A
/// after each byte: A = A₁ + A₂ − 1 and B = B₁ + B₂ + len₂·(A₁ − 1).
fn adler32_combine(first: u32, second: u32, second_len: usize) -> u32 {
    let m = ADLER_MOD as u64;
    let (a1, b1) = ((first & 0xffff) as u64, (first >> 16) as u64);
    let (a2, b2) = ((second & 0xffff) as u64, (second >> 16) as u64);
    let n = second_len as u64 % m;
    let a = (a1 + a2 + m - 1) % m;
    let b = (b1 + b2 + n * ((a1 + m - 1) % m)) % m;
    ((b << 16) | a) as u32
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    fn adler(bytes: &[u8]) -> u32 {
        let mut a = simd_adler32::Adler32::new();
        a.write(bytes);
        a.finish()
    }

    fn inflate(stream: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        flate2::read::ZlibDecoder::new(stream)
            .read_to_end(&mut out)
            .expect("a valid zlib stream with a correct Adler-32");
        out
    }

    /// Bands of `n` rows over an image `height` rows tall.
    fn every(n: u32, height: usize) -> impl Iterator<Item = std::ops::Range<u32>> {
        crate::BandLayout { first: n, every: n }.rows(height as u32)
    }

    /// The filtered bytes the PNG decoder must see, made the plain way
    /// (band starts: every `n` rows).
    fn filtered(width: usize, pixels: &[u8], n: usize) -> Vec<u8> {
        let mut out = Vec::new();
        for (i, row) in pixels.chunks(width).enumerate() {
            if i % n == 0 {
                out.push(0);
                out.extend_from_slice(row);
            } else {
                out.push(2);
                let up = &pixels[(i - 1) * width..i * width];
                out.extend(row.iter().zip(up).map(|(c, u)| c.wrapping_sub(*u)));
            }
        }
        out
    }

    #[test]
    fn combining_checksums_equals_checksumming_the_whole() {
        let data: Vec<u8> = (0..70_000u32).map(|i| (i * 7919 % 251) as u8).collect();
        for split in [0, 1, 100, 5_552, 65_521, 65_522, 70_000] {
            let (x, y) = data.split_at(split);
            assert_eq!(
                adler32_combine(adler(x), adler(y), y.len()),
                adler(&data),
                "split at {split}"
            );
        }
    }

    #[test]
    fn the_stream_inflates_to_the_filtered_rows_with_a_valid_checksum() {
        let width = 37;
        let pixels: Vec<u8> = (0..width * 53).map(|i| ((i / 5) % 9) as u8).collect();
        for n in [1, 7, 16, 53, 60] {
            let stream = zlib_stream(width, &pixels, every(n, 53), 2).unwrap();
            assert_eq!(inflate(&stream), filtered(width, &pixels, n as usize));
        }
    }

    #[test]
    fn a_band_seen_before_is_reused_and_a_changed_band_is_not() {
        let cache = Mutex::default();
        let compressed = || {
            cache
                .lock()
                .map(|c: std::sync::MutexGuard<PieceCache>| c.compressed)
                .unwrap()
        };
        let width = 29;
        let mut pixels: Vec<u8> = (0..width * BAND_ROWS * 3).map(|i| (i % 7) as u8).collect();
        let bands = || every(BAND_ROWS as u32, BAND_ROWS * 3);
        let first = stream_with(&cache, width, &pixels, bands(), 2).unwrap();
        assert_eq!(compressed(), 3);
        // Change one pixel of the middle band only: one band compressed.
        pixels[width * BAND_ROWS + 3] = 200;
        let second = stream_with(&cache, width, &pixels, bands(), 2).unwrap();
        assert_eq!(compressed(), 4);
        assert_ne!(first, second);
        assert_eq!(inflate(&second), filtered(width, &pixels, BAND_ROWS));
        // Same content again: the very same bytes, nothing compressed.
        assert_eq!(
            stream_with(&cache, width, &pixels, bands(), 2).unwrap(),
            second
        );
        assert_eq!(compressed(), 4);
    }

    #[test]
    fn a_layout_covers_every_row_once_in_order() {
        use crate::BandLayout;
        let rows = |first, every, height| {
            BandLayout { first, every }
                .rows(height)
                .map(|r| (r.start, r.end))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            rows(40, 64, 200),
            [(0, 40), (40, 104), (104, 168), (168, 200)]
        );
        assert_eq!(rows(16, 16, 20), [(0, 16), (16, 20)]);
        // A first band taller than the image, or degenerate numbers.
        assert_eq!(rows(500, 64, 30), [(0, 30)]);
        assert_eq!(rows(0, 0, 3), [(0, 1), (1, 2), (2, 3)]);
        assert!(rows(16, 16, 0).is_empty());
    }

    #[test]
    fn the_cache_keeps_two_generations() {
        // Pieces of 10 bytes, generations of 100 bytes.
        let mut c = PieceCache::default();
        let piece = || {
            Arc::new(Piece {
                deflate: vec![0; 10],
                adler: 1,
                len: 0,
            })
        };
        for key in 0..10u128 {
            c.insert_within(key, piece(), 100);
        }
        // A full generation moves to "old" when the next piece comes.
        c.insert_within(99, piece(), 100);
        assert_eq!((c.new.len(), c.old.len()), (1, 10));
        // A hit in the old generation moves to the new one.
        assert!(c.get(0).is_some());
        assert_eq!((c.new.len(), c.old.len()), (2, 9));
        // The next turnover drops what was never asked for again.
        for key in 100..108u128 {
            c.insert_within(key, piece(), 100);
        }
        assert_eq!(c.new_bytes, 100);
        c.insert_within(200, piece(), 100);
        assert!(c.get(5).is_none());
        assert!(c.get(0).is_some());
    }

    #[test]
    fn an_empty_image_is_a_valid_stream() {
        assert!(inflate(&zlib_stream(0, &[], every(16, 0), 2).unwrap()).is_empty());
        assert!(inflate(&zlib_stream(4, &[], every(16, 0), 2).unwrap()).is_empty());
    }
}
