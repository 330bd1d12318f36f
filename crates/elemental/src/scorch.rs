//! Fire's Scorch (E9, E52, E59, E68, E69): the squares a Fire piece leaves
//! carry its rank as a tag for the Fire player's next three turns; enemy
//! pieces of lower rank (every enemy piece under Anarchist Streak) may not
//! enter them or pass through them; Water pieces ignore them.

use crate::bitboard::Bits;
use crate::loadout::Element;
use crate::position::Position;
use crate::square::{Color, Role, Square};

/// A scorched square's tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Tag {
    /// The Fire player whose piece left the square.
    pub owner: Color,
    /// The rank of that piece (E9).
    pub rank: u8,
    /// The owner's turns the tag still lasts, this one included while it
    /// is being played: 3 after the turn that made it (E9).
    pub turns: u8,
}

/// A new tag's count during the turn that makes it: the turn's own end
/// takes it to 3.
const FRESH: u8 = 4;

impl Position {
    /// The tag on a square, if it is scorched.
    pub fn tag(&self, sq: Square) -> Option<Tag> {
        self.tags[sq.index()]
    }

    /// Whether a piece of `color` and `role` is stopped by the tag on `sq`
    /// (E9, E59): an enemy tag, not a Water piece, and a lower rank (any
    /// rank under Anarchist Streak, kings included).
    pub(crate) fn stops(&self, sq: Square, color: Color, role: Role) -> bool {
        if self.tagged & sq.bit() == 0 {
            return false;
        }
        self.tags[sq.index()].is_some_and(|t| {
            t.owner != color
                && !self.has(color, Element::Water)
                && (self.anarchy() || role.rank() < t.rank)
        })
    }

    /// Tags the square a Fire piece of `color` and `role` just left (E68).
    pub(crate) fn scorch_left(&mut self, sq: Square, color: Color, role: Role) {
        if self.has(color, Element::Fire) {
            self.tags[sq.index()] = Some(Tag {
                owner: color,
                rank: role.rank(),
                turns: FRESH,
            });
            self.tagged |= sq.bit();
        }
    }

    /// Step 11 for `color` (E9, E38): its tags count down; expired ones go.
    pub(crate) fn expire_tags(&mut self, color: Color) {
        for sq in Bits(self.tagged) {
            if let Some(t) = &mut self.tags[sq]
                && t.owner == color
            {
                t.turns = t.turns.saturating_sub(1);
                if t.turns == 0 {
                    self.tags[sq] = None;
                    self.tagged &= !(1u64 << sq);
                }
            }
        }
    }

    /// The squares whose tags stop `by`'s pieces of rank `rank`: the lines
    /// those pieces attack along end there (E52, E69).
    pub(crate) fn line_stops(&self, by: Color, rank: u8) -> u64 {
        if self.tagged == 0 || self.has(by, Element::Water) {
            return 0;
        }
        let anarchy = self.anarchy();
        Bits(self.tagged)
            .filter(|&sq| {
                self.tags[sq].is_some_and(|t| t.owner != by && (anarchy || rank < t.rank))
            })
            .fold(0, |m, sq| m | 1u64 << sq)
    }

    /// Puts a tag as read from stored text.
    pub(crate) fn set_tag(&mut self, sq: Square, tag: Tag) {
        self.tags[sq.index()] = Some(tag);
        self.tagged |= sq.bit();
    }
}
