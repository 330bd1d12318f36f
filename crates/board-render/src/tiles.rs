//! A cache of finished squares: most squares of a board look the same from
//! one frame to the next, so each look is drawn and quantised once.

use crate::IndexedImage;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// Finished, quantised tiles by what they show. Shared between threads;
/// emptied when it reaches its size limit.
pub struct TileCache<K> {
    tiles: Mutex<HashMap<K, Arc<IndexedImage>>>,
    max: usize,
}

impl<K: Hash + Eq> TileCache<K> {
    /// An empty cache holding at most `max` tiles.
    pub fn new(max: usize) -> TileCache<K> {
        TileCache {
            tiles: Mutex::new(HashMap::new()),
            max,
        }
    }

    /// The tile for `key`, drawn by `draw` the first time it is asked for.
    pub fn get_or_draw(&self, key: K, draw: impl FnOnce() -> IndexedImage) -> Arc<IndexedImage> {
        if let Some(tile) = self.tiles.lock().ok().and_then(|t| t.get(&key).cloned()) {
            return tile;
        }
        let tile = Arc::new(draw());
        if let Ok(mut tiles) = self.tiles.lock() {
            if tiles.len() >= self.max {
                tiles.clear();
            }
            tiles.insert(key, Arc::clone(&tile));
        }
        tile
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Canvas, Palette};

    #[test]
    fn a_tile_is_drawn_once_and_the_cache_empties_when_full() {
        let palette = Palette::train(&[[0, 0, 0]], &[[0, 0, 0], [255, 255, 255]], 4);
        let tile = || IndexedImage::from_canvas(&Canvas::new(2, 2, [255, 255, 255]), &palette);
        let cache = TileCache::new(2);
        let mut drawn = 0;
        for key in [1, 1, 2, 1, 3, 1] {
            cache.get_or_draw(key, || {
                drawn += 1;
                tile()
            });
        }
        // 1 and 2 drawn; 3 empties the full cache; 1 is drawn again.
        assert_eq!(drawn, 4);
    }
}
