//! A knockout bracket seeded by rating: the bracket is the next power of
//! two, seeds placed so that seed 1 and seed 2 can meet only in the final,
//! 1–4 only in the semi-finals, and so on (the usual seeding: in the first
//! round seed `s` meets seed `size + 1 - s`); the places past the number
//! of players are byes, which fall to the top seeds.

/// What decides a drawn game, as the organiser chose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DrawRule {
    /// The game is played again with the seats reversed.
    Replay,
    /// The higher seed goes through.
    HigherSeed,
}

/// The bracket's first-round slots, top to bottom: the seed in each slot
/// (1-based), `size` a power of two. Slots `2k` and `2k + 1` meet.
pub fn slots(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let next = order.len() * 2 + 1;
        order = order.iter().flat_map(|&s| [s, next - s]).collect();
    }
    order
}

/// The first round of a bracket for players of `ratings` (index = player):
/// each match as `(higher seed, Some(lower seed))`, or `(seed, None)` for
/// a bye; players by index. Seeds go by rating, then entry order.
pub fn first_round(ratings: &[i32]) -> Vec<(usize, Option<usize>)> {
    let mut by_seed: Vec<usize> = (0..ratings.len()).collect();
    by_seed.sort_by_key(|p| (std::cmp::Reverse(ratings[*p]), *p));
    let size = ratings.len().next_power_of_two().max(2);
    let order = slots(size);
    order
        .chunks(2)
        .filter_map(|pair| {
            let player = |seed: usize| by_seed.get(seed - 1).copied();
            match (player(pair[0]), player(pair[1])) {
                (Some(a), b) => Some((a, b)),
                (None, Some(b)) => Some((b, None)),
                (None, None) => None,
            }
        })
        .collect()
}

/// Who goes through a match between seeds `higher` and `lower` (players
/// by index) that ended `outcome` for `higher`: `Some(player)`, or `None`
/// when the organiser's rule asks for a replay.
pub fn through(
    higher: usize,
    lower: usize,
    outcome: crate::Outcome,
    rule: DrawRule,
) -> Option<usize> {
    match (outcome, rule) {
        (crate::Outcome::FirstWins, _) => Some(higher),
        (crate::Outcome::SecondWins, _) => Some(lower),
        (crate::Outcome::Draw, DrawRule::HigherSeed) => Some(higher),
        (crate::Outcome::Draw, DrawRule::Replay) => None,
    }
}
