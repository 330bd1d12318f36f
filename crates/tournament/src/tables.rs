//! Throne's tables (2–4 players a table, T1): players seated by
//! standings, the best together, as few tables as seats of four allow,
//! their sizes as even as may be (ten players: 4, 3 and 3).

/// The tables for `standings` (players, best first): each table's players,
/// the first table the best.
pub fn seat(standings: &[usize]) -> Vec<Vec<usize>> {
    let n = standings.len();
    if n < 2 {
        return vec![];
    }
    let tables = n.div_ceil(4);
    let mut out = vec![];
    let mut at = 0;
    for t in 0..tables {
        // The first `n % tables` tables take one more.
        let size = n / tables + usize::from(t < n % tables);
        out.push(standings[at..at + size].to_vec());
        at += size;
    }
    out
}
