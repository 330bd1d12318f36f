//! The games the bot hosts, each one adapter over its rules crate and its
//! picture crate, implementing [`game_api::Game`].
//!
//! An adapter turns its game's commands into actions, says what each
//! viewer may see, and makes the texts and pictures; it knows nothing of
//! the host, the database or Discord. [`all`] is the one place that lists
//! the games: the binary registers exactly these.
//!
//! Secrets (a Regions infiltrator pick, an Elemental loadout) live only in
//! the stored state and in a seat's private view: every text and picture
//! an adapter makes is made for a [`game_api::Viewer`].

pub mod common;
pub mod elemental;
pub mod judging;
pub mod masters;
pub mod regions;
pub mod throne;

use game_api::{Fault, Game, Typed};
use std::sync::Arc;

/// Every hosted game, in the order `/help` lists them (the first is the
/// default of `/challenge`), drawing squares of `square_px` pixels.
pub fn all(square_px: u32) -> Result<Vec<Arc<dyn Game>>, Fault> {
    board_render::check_square(square_px).map_err(|e| Fault::new(e.to_string()))?;
    Ok(vec![
        Arc::new(Typed(masters::Masters::new(square_px)?)),
        Arc::new(Typed(regions::Regions::new(square_px))),
        Arc::new(Typed(throne::Throne::new(square_px))),
        Arc::new(Typed(elemental::Elemental::new(square_px))),
    ])
}
