//! Animated GIFs from indexed frames that share one palette, kept small
//! the way lichess's lila-gif does: the first frame whole, then for each
//! frame only the rectangle that changed since the one before, drawn over
//! it. Each turn is exactly one GIF frame with its own time on screen (a
//! frame with no delay shows for about 100 ms in browsers, so a moved
//! piece would stand on two squares): inside the changed rectangle, pixels
//! that did not change are transparent, so the rectangle compresses as
//! well as the changed bands alone did. No colour work happens here: the
//! frames are already indexed.

use crate::{IndexedImage, Palette};

/// Why an animation could not be made.
#[derive(Debug, thiserror::Error)]
pub enum AnimateError {
    /// No frames, or frames of different sizes.
    #[error("an animation needs frames of one size")]
    Frames,
    /// The GIF encoder failed.
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
}

/// The rectangle (x, y, width, height) holding every pixel where `a` and
/// `b` differ, if any does.
fn changed(a: &IndexedImage, b: &IndexedImage) -> Option<(u32, u32, u32, u32)> {
    let w = a.width() as usize;
    let (pa, pb) = (a.pixels(), b.pixels());
    let rows: Vec<usize> = (0..a.height() as usize)
        .filter(|&y| pa[y * w..(y + 1) * w] != pb[y * w..(y + 1) * w])
        .collect();
    let (&top, &bottom) = (rows.first()?, rows.last()?);
    let (mut left, mut right) = (w, 0);
    for &y in &rows {
        let (ra, rb) = (&pa[y * w..(y + 1) * w], &pb[y * w..(y + 1) * w]);
        if let Some(l) = (0..w).find(|&x| ra[x] != rb[x]) {
            left = left.min(l);
        }
        if let Some(r) = (0..w).rev().find(|&x| ra[x] != rb[x]) {
            right = right.max(r);
        }
    }
    Some((
        left as u32,
        top as u32,
        (right.max(left) - left + 1) as u32,
        (bottom - top + 1) as u32,
    ))
}

/// Encodes `frames` (all of one size, indexed with `palette`) as a looping
/// GIF; `delays` are each frame's time on screen in hundredths of a second.
pub fn animate(
    frames: &[IndexedImage],
    palette: &Palette,
    delays: &[u16],
) -> Result<Vec<u8>, AnimateError> {
    let first = frames.first().ok_or(AnimateError::Frames)?;
    let (w, h) = (first.width(), first.height());
    if frames.iter().any(|f| f.width() != w || f.height() != h) || w > 0xffff || h > 0xffff {
        return Err(AnimateError::Frames);
    }
    let mut colours: Vec<u8> = palette.colors().iter().flatten().copied().collect();
    // One more index, after the palette's colours, means "unchanged".
    let transparent = colours.len() / 3;
    if transparent > 255 {
        return Err(AnimateError::Frames);
    }
    // GIF palettes hold a power of two colours.
    let size = (transparent + 1).next_power_of_two().max(2);
    colours.resize(size * 3, 0);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, w as u16, h as u16, &colours)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        let mut previous: Option<&IndexedImage> = None;
        for (i, frame) in frames.iter().enumerate() {
            let delay = delays.get(i).copied().unwrap_or(100);
            // An unchanged frame still holds its time: one pixel, unchanged.
            let (x, y, fw, fh) = match previous {
                None => (0, 0, w, h),
                Some(prev) => changed(prev, frame).unwrap_or((0, 0, 1, 1)),
            };
            let mut buffer = Vec::with_capacity((fw * fh) as usize);
            for row in y..y + fh {
                let start = (row * w + x) as usize;
                let now = &frame.pixels()[start..start + fw as usize];
                match previous {
                    None => buffer.extend_from_slice(now),
                    Some(prev) => {
                        let before = &prev.pixels()[start..start + fw as usize];
                        buffer.extend(
                            now.iter().zip(before).map(
                                |(&n, &b)| {
                                    if n == b { transparent as u8 } else { n }
                                },
                            ),
                        );
                    }
                }
            }
            let f = gif::Frame {
                left: x as u16,
                top: y as u16,
                width: fw as u16,
                height: fh as u16,
                delay,
                dispose: gif::DisposalMethod::Keep,
                transparent: previous.map(|_| transparent as u8),
                buffer: buffer.into(),
                ..gif::Frame::default()
            };
            encoder.write_frame(&f)?;
            previous = Some(frame);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Canvas;

    #[test]
    fn one_frame_per_turn_holding_only_what_changed_and_every_turn_keeps_its_time() {
        let palette = Palette::train(&[], &[[0, 0, 0], [255, 255, 255], [200, 0, 0]], 4);
        let mut a = Canvas::new(40, 40, [0, 0, 0]);
        let first = IndexedImage::from_canvas(&a, &palette);
        // Two changes far apart: one rectangle round both, the rest of it
        // transparent; then no change at all.
        a.fill_rect(2, 2, 3, 3, [255, 255, 255]);
        a.fill_rect(30, 30, 4, 2, [200, 0, 0]);
        let second = IndexedImage::from_canvas(&a, &palette);
        let frames = [first, second.clone(), second];
        let gif_bytes = animate(&frames, &palette, &[50, 60, 300]).unwrap();
        let mut decoder = gif::DecodeOptions::new().read_info(&gif_bytes[..]).unwrap();
        let mut seen = Vec::new();
        let mut unchanged = 0;
        while let Some(f) = decoder.read_next_frame().unwrap() {
            seen.push((f.left, f.top, f.width, f.height, f.delay));
            if let Some(t) = f.transparent {
                unchanged += f.buffer.iter().filter(|&&p| p == t).count();
            }
        }
        assert_eq!(
            seen,
            [(0, 0, 40, 40, 50), (2, 2, 32, 30, 60), (0, 0, 1, 1, 300)]
        );
        // Of the 32 × 30 rectangle only the 9 + 8 changed pixels are drawn.
        assert_eq!(unchanged, 32 * 30 - 17 + 1);
        assert!(animate(&[], &palette, &[]).is_err());
    }
}
