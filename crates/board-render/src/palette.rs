//! A fixed 256-colour palette, trained once at start-up, with a lookup
//! table that maps any colour to its palette index in one step.

use crate::canvas::Rgb;

const BITS: u32 = 5;
const SIDE: usize = 1 << BITS;

/// Up to 256 colours and a table from 15-bit colours to the nearest one.
#[derive(Clone, Debug)]
pub struct Palette {
    colors: Vec<Rgb>,
    lut: Vec<u8>,
}

#[inline(always)]
fn key(c: Rgb) -> usize {
    let shift = 8 - BITS;
    ((c[0] as usize >> shift) << (2 * BITS))
        | ((c[1] as usize >> shift) << BITS)
        | (c[2] as usize >> shift)
}

fn distance(a: Rgb, b: Rgb) -> u32 {
    // Weighted towards green, where the eye is most sensitive.
    let d = |i: usize, w: i32| {
        let x = i32::from(a[i]) - i32::from(b[i]);
        (x * x * w) as u32
    };
    d(0, 3) + d(1, 4) + d(2, 2)
}

impl Palette {
    /// Trains a palette of at most `size` (≤ 256) colours on `samples` (the
    /// colours pictures will contain), with every colour of `exact` kept
    /// exactly, each in its own slot. Fewer colours compress better; `exact`
    /// beyond `size` is cut.
    pub fn train(samples: &[Rgb], exact: &[Rgb], size: usize) -> Palette {
        let size = size.clamp(1, 256);
        let mut colors: Vec<Rgb> = Vec::with_capacity(size);
        for &c in exact {
            if colors.len() < size && !colors.contains(&c) {
                colors.push(c);
            }
        }
        let free = size - colors.len();
        if free > 0 && !samples.is_empty() {
            let rgba: Vec<u8> = samples
                .iter()
                .flat_map(|c| [c[0], c[1], c[2], 255])
                .collect();
            let quant = color_quant::NeuQuant::new(10, free.max(4), &rgba);
            let mut learned: Vec<Rgb> = quant
                .color_map_rgb()
                .chunks_exact(3)
                .map(|c| [c[0], c[1], c[2]])
                .collect();
            learned.retain(|c| !colors.contains(c));
            learned.truncate(free);
            colors.extend(learned);
        }
        if colors.is_empty() {
            colors.push([0, 0, 0]);
        }
        let lut = (0..SIDE * SIDE * SIDE)
            .map(|k| {
                let centre = |bits: usize| ((bits << (8 - BITS)) | (1 << (7 - BITS))) as u8;
                let c = [
                    centre(k >> (2 * BITS)),
                    centre((k >> BITS) & (SIDE - 1)),
                    centre(k & (SIDE - 1)),
                ];
                nearest(&colors, c)
            })
            .collect::<Vec<u8>>();
        let mut palette = Palette { colors, lut };
        // Exact colours always map to their own slot.
        for (i, &c) in exact.iter().enumerate().take(256) {
            palette.lut[key(c)] = i as u8;
        }
        palette
    }

    /// The colours, index order.
    pub fn colors(&self) -> &[Rgb] {
        &self.colors
    }

    /// The palette index for `color`.
    #[inline(always)]
    pub fn index(&self, color: Rgb) -> u8 {
        self.lut[key(color)]
    }
}

fn nearest(colors: &[Rgb], c: Rgb) -> u8 {
    let mut best = 0;
    let mut best_d = u32::MAX;
    for (i, &p) in colors.iter().enumerate() {
        let d = distance(p, c);
        if d < best_d {
            best_d = d;
            best = i;
        }
    }
    best as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_colours_keep_their_slots_and_others_map_near() {
        let samples: Vec<Rgb> = (0..=255u8).map(|v| [v, v / 2, 255 - v]).collect();
        let exact = [[240, 217, 181], [181, 136, 99], [255, 0, 0]];
        let p = Palette::train(&samples, &exact, 256);
        assert!(p.colors().len() <= 256);
        for (i, c) in exact.iter().enumerate() {
            assert_eq!(p.index(*c) as usize, i);
            assert_eq!(p.colors()[i], *c);
        }
        let probe = [100, 50, 155];
        let got = p.colors()[p.index(probe) as usize];
        assert!(
            distance(got, probe) < 3 * 24 * 24 * 3,
            "{got:?} too far from {probe:?}"
        );
    }
}
