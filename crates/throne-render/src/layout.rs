//! Where everything goes: the ring on a circle round the Throne, each
//! seat's bridge pointing inwards between its gate and its entry, homes
//! outside the ring by the entries, the header above and the throw below.

use crate::theme;
use throne::board::{self, Place, Seat};

/// The picture's geometry for one square size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// Edge of a ring cell's slot in pixels.
    pub square: u32,
}

impl Geometry {
    /// The geometry for `square`-pixel cells.
    pub fn new(square: u32) -> Geometry {
        Geometry { square }
    }

    fn s(&self) -> f32 {
        self.square as f32
    }

    /// Picture width.
    pub fn width(&self) -> u32 {
        self.square * 12
    }

    /// Height of the band under the board (shells and values).
    pub fn footer(&self) -> u32 {
        self.square
    }

    /// Picture height.
    pub fn height(&self) -> u32 {
        theme::HEADER + self.square * 12 + self.footer()
    }

    /// Top of the footer band.
    pub fn footer_top(&self) -> u32 {
        theme::HEADER + self.square * 12
    }

    /// The centre of the Throne.
    pub fn centre(&self) -> (f32, f32) {
        (
            self.width() as f32 / 2.0,
            theme::HEADER as f32 + 6.0 * self.s(),
        )
    }

    /// Edge of a drawn cell (ring, bridge, home).
    pub fn cell(&self) -> u32 {
        self.square * 15 / 16
    }

    /// The width of a line on the board.
    pub fn line(&self) -> u32 {
        (self.square / 32).max(1)
    }

    /// Height of a crowded cell's top strip (its number and reach badge).
    pub fn crowded_strip(&self) -> u32 {
        self.cell() / 4
    }

    /// Cart slot `i` (0–3) of a gate cell: its left, top, width and
    /// height inside the cell, a row along the inside of the gate's thick
    /// border at the foot.
    pub fn cart_slot(&self, i: u32) -> (u32, u32, u32, u32) {
        let c = self.cell();
        let (w, h) = (c / 6, (c / 10).max(4));
        (c / 2 - 2 * w + i * w, c - 4 * self.line() - h - 1, w, h)
    }

    /// Edge of a piece in a crowded cell's 2 × 2 grid, between the top
    /// strip and the cell's foot (a gate's: its cart slots).
    pub fn crowded_icon(&self, gate: bool) -> u32 {
        let bottom = if gate {
            self.cart_slot(0).1
        } else {
            self.cell() - 2 * self.line()
        };
        (bottom - self.crowded_strip()) / 2 - 1
    }

    /// Radius of the circle through the ring squares' centres.
    pub fn ring_radius(&self) -> f32 {
        4.1 * self.s()
    }

    /// The centre of the cell whose top-left corner is `at`.
    pub fn centre_of(&self, at: (u32, u32)) -> (f32, f32) {
        let half = self.cell() as f32 / 2.0;
        (at.0 as f32 + half, at.1 as f32 + half)
    }

    /// Radius of the Throne circle.
    pub fn throne_radius(&self) -> f32 {
        0.95 * self.s()
    }

    fn at(&self, angle_deg: f32, radius: f32) -> (u32, u32) {
        let (cx, cy) = self.centre();
        let a = angle_deg.to_radians();
        let half = self.cell() as f32 / 2.0;
        (
            (cx + radius * a.cos() - half).round() as u32,
            (cy + radius * a.sin() - half).round() as u32,
        )
    }

    /// Angle of ring square `q` (1–12), clockwise from the top.
    pub fn ring_angle(q: u8) -> f32 {
        -90.0 + (q as f32 - 1.0) * 30.0 + 15.0
    }

    /// Top-left corner of ring square `q`'s cell.
    pub fn ring_cell(&self, q: u8) -> (u32, u32) {
        self.at(Geometry::ring_angle(q), self.ring_radius())
    }

    /// Angle of `seat`'s bridge: between its gate and its entry.
    pub fn bridge_angle(players: usize, seat: Seat) -> f32 {
        Geometry::ring_angle(board::entry(players, seat)) - 15.0
    }

    /// Top-left corner of `seat`'s bridge square `k` (1 or 2).
    pub fn bridge_cell(&self, players: usize, seat: Seat, k: u8) -> (u32, u32) {
        let angle = Geometry::bridge_angle(players, seat);
        // Apart by a cell and a little along the slanted bridge.
        let a = angle.to_radians();
        let apart = 1.02 / a.cos().abs().max(a.sin().abs());
        let r = if k == 1 { 2.95 } else { 2.95 - apart };
        self.at(angle, r * self.s())
    }

    /// Top-left corner of `seat`'s home box, outside its entry.
    pub fn home_cell(&self, players: usize, seat: Seat) -> (u32, u32) {
        let angle = Geometry::ring_angle(board::entry(players, seat));
        let a = angle.to_radians();
        let apart = 1.15 / a.cos().abs().max(a.sin().abs());
        self.at(angle, self.ring_radius() + apart * self.s())
    }

    /// Top-left corner of the cell that shows `place` (the Throne: its box).
    pub fn cell_of(&self, players: usize, seat: Seat, place: Place) -> (u32, u32) {
        match place {
            Place::Home => self.home_cell(players, seat),
            Place::Ring(q) => self.ring_cell(q),
            Place::Bridge(s, k) => self.bridge_cell(players, s, k),
            Place::Throne => {
                let (cx, cy) = self.centre();
                let r = self.throne_radius();
                ((cx - r) as u32, (cy - r) as u32)
            }
        }
    }

    /// The Throne's box edge.
    pub fn throne_box(&self) -> u32 {
        (2.0 * self.throne_radius()).ceil() as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_stay_inside_the_picture_and_do_not_overlap() {
        for square in [theme::MIN_SQUARE, theme::DEFAULT_SQUARE, theme::MAX_SQUARE] {
            let g = Geometry::new(square);
            for players in 2..=4 {
                let mut cells: Vec<(u32, u32)> = (1..=12).map(|q| g.ring_cell(q)).collect();
                for seat in (0..players).filter_map(Seat::new) {
                    cells.push(g.bridge_cell(players, seat, 1));
                    cells.push(g.bridge_cell(players, seat, 2));
                    cells.push(g.home_cell(players, seat));
                }
                let c = g.cell();
                for (i, a) in cells.iter().enumerate() {
                    assert!(a.0 + c <= g.width() && a.1 + c <= g.footer_top());
                    for b in &cells[i + 1..] {
                        let apart =
                            a.0 + c <= b.0 || b.0 + c <= a.0 || a.1 + c <= b.1 || b.1 + c <= a.1;
                        assert!(
                            apart,
                            "{players} players, {square} px: {a:?} and {b:?} overlap"
                        );
                    }
                }
            }
        }
    }
}
