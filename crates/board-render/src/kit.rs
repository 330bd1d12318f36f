//! What every game's picture assets start from: the shared font, the error
//! of preparing assets, and a paint for vector drawing.

use crate::{FontError, Rgb, SpriteError};
use tiny_skia::Paint;

/// The font of every picture.
pub const FONT: &[u8] = include_bytes!("../../../fonts/DejaVuSans-Bold.ttf");

/// Why a game's renderer could not prepare its assets.
#[derive(Debug, thiserror::Error)]
pub enum AssetError {
    /// A sprite failed to rasterise.
    #[error(transparent)]
    Sprite(#[from] SpriteError),
    /// The font failed to load.
    #[error(transparent)]
    Font(#[from] FontError),
}

/// An anti-aliased solid paint of `color` at `alpha` (0–255).
pub fn paint(color: Rgb, alpha: u8) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(color[0], color[1], color[2], alpha);
    p.anti_alias = true;
    p
}

/// Edge of a board square in pixels, unless configured otherwise.
pub const DEFAULT_SQUARE: u32 = 64;
/// Smallest square size any game's pictures accept.
pub const MIN_SQUARE: u32 = 40;
/// Largest square size any game's pictures accept.
pub const MAX_SQUARE: u32 = 128;

/// Why a game's picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// A square size outside the supported range.
    #[error("a board square must be {MIN_SQUARE}–{MAX_SQUARE} pixels, not {0}")]
    SquareSize(u32),
    /// Start-up failed.
    #[error(transparent)]
    Assets(#[from] AssetError),
    /// PNG encoding failed.
    #[error(transparent)]
    Encode(#[from] crate::EncodeError),
}

/// Checks a square size against [`MIN_SQUARE`]–[`MAX_SQUARE`].
pub fn check_square(square: u32) -> Result<u32, RenderError> {
    if (MIN_SQUARE..=MAX_SQUARE).contains(&square) {
        Ok(square)
    } else {
        Err(RenderError::SquareSize(square))
    }
}

/// `ground` with `color` laid over it at `alpha`, exactly as
/// [`crate::Canvas::tint_rect`] blends it (for palettes that must hold it).
pub fn tinted(ground: Rgb, color: Rgb, alpha: u8) -> Rgb {
    let mut c = crate::Canvas::new(1, 1, ground);
    c.tint_rect(0, 0, 1, 1, color, alpha);
    c.get(0, 0).unwrap_or(ground)
}

/// Palette-training samples: each sprite over each ground in turn (grounds
/// outer, sprites inner), every third pixel of a square tile.
pub fn sprite_samples<'a>(
    grounds: &[Rgb],
    sprites: impl Iterator<Item = &'a crate::Sprite> + Clone,
    square: u32,
) -> Vec<Rgb> {
    let mut samples = Vec::new();
    for &ground in grounds {
        for sprite in sprites.clone() {
            let mut tile = crate::Canvas::new(square, square, ground);
            tile.blit(sprite, 0, 0, 255);
            samples.extend(tile.pixels().iter().step_by(3));
        }
    }
    samples
}

/// Longest player name drawn (longer names are cut).
pub const MAX_NAME_CHARS: usize = 64;

/// A player name as pictures draw it: control characters dropped, cut to
/// [`MAX_NAME_CHARS`].
pub fn drawn_name(name: &str) -> String {
    name.chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME_CHARS)
        .collect()
}

/// A finished board picture: a PNG file and its description for screen
/// readers (at most 1,024 characters, Discord's limit).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    /// The PNG file.
    pub png: Vec<u8>,
    /// Alt text.
    pub alt: String,
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
}

impl Picture {
    /// The picture of `image` in `palette`, described by `alt`: encoded as
    /// PNG, with the alt text cut to the one rule ([`clip_alt`]). Every
    /// game's pictures are made here.
    pub fn encode(
        image: &crate::IndexedImage,
        palette: &crate::Palette,
        alt: String,
    ) -> Result<Picture, crate::EncodeError> {
        Ok(Picture {
            png: image.encode_png(palette)?,
            alt: clip_alt(alt),
            width: image.width(),
            height: image.height(),
        })
    }
}

/// A side's piece colours: fill and outline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideColors {
    /// Piece fill.
    pub fill: Rgb,
    /// Piece outline.
    pub line: Rgb,
}

/// The chess games' sides, White then Black: ivory pieces with dark
/// outlines and near-black pieces with pale outlines, which differ in
/// lightness on every ground.
pub const CHESS_SIDES: [SideColors; 2] = [
    SideColors {
        fill: [0xFA, 0xF6, 0xEC],
        line: [0x22, 0x20, 0x1C],
    },
    SideColors {
        fill: [0x2A, 0x27, 0x30],
        line: [0xF0, 0xEC, 0xE4],
    },
];

/// Longest alt text a picture carries (Discord accepts 1,024 characters
/// for an attachment's description).
pub const MAX_ALT: usize = 1024;

/// Alt text cut to [`MAX_ALT`] characters, at a word boundary, ending
/// with "…": the one clipping rule of every game's pictures.
pub fn clip_alt(text: String) -> String {
    if text.chars().count() <= MAX_ALT {
        return text;
    }
    let mut out: String = text.chars().take(MAX_ALT - 1).collect();
    if let Some(space) = out.rfind(' ') {
        out.truncate(space);
    }
    out.push('…');
    out
}

#[cfg(test)]
mod alt_tests {
    use super::*;

    #[test]
    fn long_alt_text_is_cut_at_a_word_within_the_limit() {
        let short = "A board.".to_string();
        assert_eq!(clip_alt(short.clone()), short);
        let long = "é word ".repeat(400);
        let cut = clip_alt(long);
        assert!(cut.chars().count() <= MAX_ALT);
        assert!(cut.ends_with("word…"), "{}", &cut[cut.len() - 12..]);
    }
}
