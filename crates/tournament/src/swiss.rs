//! A Swiss round. The rules it follows (after the FIDE Handbook, C.04,
//! "Basic rules for Swiss systems"):
//!
//! 1. two players meet at most once (C.04.1 b);
//! 2. a player has at most one bye (C.04.1 c: one who received a point
//!    without playing shall not receive a bye);
//! 3. players are paired with others of the same score, or as near as may
//!    be (C.04.1 e);
//! 4. no player's first seats and second seats differ by more than two
//!    (C.04.1 f: "the difference … shall not be greater than 2"), and a
//!    player gets the other colour from last time where it may be (C.04.1 g);
//! 5. with an odd number of players, the bye goes to a player of the
//!    lowest score who has not had one.
//!
//! Rules 1, 2 and 4 are absolute: a round that cannot keep them is not
//! paired ([`NoPairing`]). Rules 3 and 5 are what the pairing makes as
//! good as it can: the round is a minimum-cost perfect matching (the
//! blossom algorithm, `integer-blossom`) on the graph of the players (and
//! a "bye" vertex when their number is odd), where an edge's cost grows
//! with the square of the score difference, then with colour trouble,
//! then with the distance in the ranking; edges that break an absolute
//! rule cost more than any pairing that keeps them all.

use crate::record::{Colour, Pairing, Record};

/// Why a round cannot be paired.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoPairing;

impl std::fmt::Display for NoPairing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("no pairing keeps every player from a rematch, a second bye and a colour difference of three")
    }
}

impl std::error::Error for NoPairing {}

/// The cost of breaking an absolute rule: more than any pairing that keeps
/// them all can cost.
const FORBIDDEN: i64 = 1 << 50;

/// The next round of `record` with players' `ratings` (for the order
/// within a score group): its pairings, first seat first, the bye last.
pub fn pair(record: &Record, ratings: &[i32]) -> Result<Vec<Pairing>, NoPairing> {
    let active = record.active();
    if active.len() < 2 {
        return Err(NoPairing);
    }
    let scores = record.scores();
    // The ranking: score, then rating, then entry order.
    let mut ranked = active.clone();
    ranked.sort_by_key(|p| {
        (
            std::cmp::Reverse(scores[*p]),
            std::cmp::Reverse(ratings.get(*p).copied().unwrap_or(0)),
            *p,
        )
    });
    let rank: Vec<usize> = {
        let mut r = vec![0; record.players];
        for (i, p) in ranked.iter().enumerate() {
            r[*p] = i;
        }
        r
    };
    let colours: Vec<i32> = (0..record.players)
        .map(|p| record.colour_difference(p))
        .collect();
    let last: Vec<Option<Colour>> = (0..record.players)
        .map(|p| record.colours(p).last().copied())
        .collect();
    let met = met_matrix(record);
    // How many active players share each score: a score group's top half
    // meets its bottom half.
    let mut group = std::collections::BTreeMap::new();
    for p in &ranked {
        *group.entry(scores[*p]).or_insert(0usize) += 1;
    }
    let half: Vec<usize> = (0..record.players)
        .map(|p| group.get(&scores[p]).copied().unwrap_or(0) / 2)
        .collect();
    let bye = ranked.len() % 2 == 1;
    let n = ranked.len() + usize::from(bye);
    let top = scores.iter().copied().max().unwrap_or(0) as i64;
    let mut cost = vec![0i64; n * n];
    for i in 0..n {
        for j in (i + 1)..n {
            let c = match (ranked.get(i), ranked.get(j)) {
                (Some(&a), Some(&b)) => {
                    if met[a * record.players + b] || colour(a, b, &colours, &last).is_none() {
                        FORBIDDEN
                    } else {
                        game_cost(a, b, &scores, &colours, &last, &rank, &half)
                    }
                }
                // The bye vertex: the lowest score, then the lowest rank.
                (Some(&a), None) | (None, Some(&a)) => {
                    if record.byes(a) > 0 {
                        FORBIDDEN
                    } else {
                        let above = top - scores[a] as i64;
                        (top * top - above * above) * 1_000_000 + (n - rank[a]) as i64
                    }
                }
                (None, None) => FORBIDDEN,
            };
            cost[i * n + j] = c;
            cost[j * n + i] = c;
        }
    }
    let mate = integer_blossom::min_weight_perfect_matching(&cost, n);
    let mut out = vec![];
    let mut bye_to = None;
    for i in 0..n {
        let j = mate[i];
        if j < i {
            continue;
        }
        if cost[i * n + j] >= FORBIDDEN {
            return Err(NoPairing);
        }
        match (ranked.get(i), ranked.get(j)) {
            (Some(&a), Some(&b)) => {
                let (first, second) = colour(a, b, &colours, &last).ok_or(NoPairing)?;
                out.push(Pairing::game(first, second));
            }
            (Some(&a), None) | (None, Some(&a)) => bye_to = Some(a),
            (None, None) => {}
        }
    }
    // Top boards first.
    out.sort_by_key(|p| match *p {
        Pairing::Game { first, second, .. } => rank[first].min(rank[second]),
        Pairing::Bye(_) => usize::MAX,
    });
    out.extend(bye_to.map(Pairing::Bye));
    Ok(out)
}

/// Who met whom, as a players × players table.
fn met_matrix(record: &Record) -> Vec<bool> {
    let n = record.players;
    let mut met = vec![false; n * n];
    for pairing in record.rounds.iter().flatten() {
        if let Pairing::Game { first, second, .. } = *pairing {
            met[first * n + second] = true;
            met[second * n + first] = true;
        }
    }
    met
}

/// The seats of `a` and `b` (first seat first), if some keeps both
/// players' colour differences within two (rule 4): the one with fewer
/// first seats gets the first seat; level, the one who had the second
/// seat last time; else the better ranked (lower number) one.
fn colour(a: usize, b: usize, colours: &[i32], last: &[Option<Colour>]) -> Option<(usize, usize)> {
    let fits = |first: usize, second: usize| colours[first] < 2 && colours[second] > -2;
    let prefer_a = match colours[a].cmp(&colours[b]) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match (last[a], last[b]) {
            (Some(Colour::Second), Some(Colour::First)) => true,
            (Some(Colour::First), Some(Colour::Second)) => false,
            _ => a < b,
        },
    };
    let (x, y) = if prefer_a { (a, b) } else { (b, a) };
    if fits(x, y) {
        Some((x, y))
    } else if fits(y, x) {
        Some((y, x))
    } else {
        None
    }
}

/// The cost of pairing `a` with `b`: score difference first (squared, so
/// two small floats beat one large), then whether one of them gets the
/// seat they had last time, then how far their distance in the ranking
/// is from half their score group (so the group's top half meets its
/// bottom half, first with first: C.04.3, the Dutch system).
fn game_cost(
    a: usize,
    b: usize,
    scores: &[u32],
    colours: &[i32],
    last: &[Option<Colour>],
    rank: &[usize],
    half: &[usize],
) -> i64 {
    let diff = (scores[a] as i64 - scores[b] as i64).abs();
    let repeat = match colour(a, b, colours, last) {
        Some((first, second)) => {
            i64::from(last[first] == Some(Colour::First))
                + i64::from(last[second] == Some(Colour::Second))
        }
        None => 2,
    };
    // Within a group of n players, the ideal partner is n/2 places away:
    // the farther from that, the dearer (a tie-break only).
    let distance = (rank[a] as i64 - rank[b] as i64).abs();
    let off = (distance - half[a].max(1) as i64).abs().min(9_999);
    diff * diff * 1_000_000 + repeat * 10_000 + off
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::Outcome;

    fn won(pairings: Vec<Pairing>) -> Vec<Pairing> {
        pairings
            .into_iter()
            .map(|p| p.played(Outcome::FirstWins))
            .collect()
    }

    #[test]
    fn winners_meet_winners_with_the_other_colour_and_the_last_gets_the_bye() {
        let ratings: Vec<i32> = (0..9).map(|p| 2000 - p * 10).collect();
        let mut r = Record::new(9);
        let first = pair(&r, &ratings).unwrap();
        // Round 1: the top half meets the bottom half; the lowest rated
        // has the bye.
        assert_eq!(first.last(), Some(&Pairing::Bye(8)));
        assert!(first.contains(&Pairing::game(0, 4)) || first.contains(&Pairing::game(4, 0)));
        r.rounds.push(won(first));
        let second = pair(&r, &ratings).unwrap();
        let scores = r.scores();
        for p in &second {
            if let Pairing::Game { first, second, .. } = *p {
                // Level scores meet where they can (the winners are 4 plus
                // the bye: one of them floats down).
                assert!(scores[first].abs_diff(scores[second]) <= 2, "{p:?}");
                // Nobody who had the first seat has it again while the
                // other had the second.
                assert!(
                    !(r.colours(first) == [Colour::First] && r.colours(second) == [Colour::Second]),
                    "{p:?}"
                );
            }
            if let Pairing::Bye(q) = *p {
                assert_ne!(q, 8, "no second bye");
                assert_eq!(scores[q], 0, "the bye goes to the lowest score");
            }
        }
    }
}
