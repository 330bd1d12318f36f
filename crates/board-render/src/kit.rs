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
