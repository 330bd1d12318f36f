//! Zobrist keys of chess positions: a random number per (colour, role,
//! square), per castling right, per en passant file and for Black to move,
//! made at compile time; a position's key is the exclusive-or of its own.

use crate::bitboard::Bits;
use crate::chess::Board;
use crate::square::{Color, Role};

const fn splitmix(mut state: u64) -> (u64, u64) {
    state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

/// 768 piece keys, 4 castling keys, 8 en passant keys, 1 side key.
const KEYS: [u64; 781] = {
    let mut keys = [0u64; 781];
    let mut state = 0x005E_ED0F_E1E7_u64;
    let mut i = 0;
    while i < keys.len() {
        let (s, k) = splitmix(state);
        state = s;
        keys[i] = k;
        i += 1;
    }
    keys
};

/// The position's key.
pub fn key(b: &Board) -> u64 {
    let mut k = 0;
    for (ci, c) in Color::BOTH.into_iter().enumerate() {
        for (ri, r) in Role::ALL.into_iter().enumerate() {
            for sq in Bits(b.pieces(c, r)) {
                k ^= KEYS[(ci * 6 + ri) * 64 + sq];
            }
        }
    }
    for right in 0..4 {
        if b.castling() & (1 << right) != 0 {
            k ^= KEYS[768 + right];
        }
    }
    if let Some(ep) = b.ep_square() {
        k ^= KEYS[772 + ep.file() as usize];
    }
    if b.turn() == Color::Black {
        k ^= KEYS[780];
    }
    k
}
