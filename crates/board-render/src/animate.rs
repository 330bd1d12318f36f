//! Animated GIFs from indexed frames that share one palette, kept small
//! the way lichess's lila-gif does: the first frame whole, then for each
//! frame only the rectangle that changed since the one before, drawn over
//! it. No colour work happens here: the frames are already indexed.

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

/// The smallest rectangle (x, y, width, height) where `a` and `b` differ.
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
        (right - left + 1) as u32,
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
    // GIF palettes hold a power of two colours.
    let size = (colours.len() / 3).next_power_of_two().max(2);
    colours.resize(size * 3, 0);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, w as u16, h as u16, &colours)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        let mut previous: Option<&IndexedImage> = None;
        for (i, frame) in frames.iter().enumerate() {
            let delay = delays.get(i).copied().unwrap_or(100);
            let (x, y, fw, fh) = match previous {
                None => (0, 0, w, h),
                // An unchanged frame still holds its time: one pixel redrawn.
                Some(prev) => changed(prev, frame).unwrap_or((0, 0, 1, 1)),
            };
            let mut buffer = Vec::with_capacity((fw * fh) as usize);
            for row in y..y + fh {
                let start = (row * w + x) as usize;
                buffer.extend_from_slice(&frame.pixels()[start..start + fw as usize]);
            }
            let f = gif::Frame {
                left: x as u16,
                top: y as u16,
                width: fw as u16,
                height: fh as u16,
                delay,
                dispose: gif::DisposalMethod::Keep,
                buffer: buffer.into(),
                ..gif::Frame::default()
            };
            encoder.write_frame(&f)?;
            previous = Some(frame);
        }
    }
    Ok(out)
}
