//! Arena pairing: within a time window, a player who has finished a game
//! is paired again at once with someone waiting nearest in score (the
//! way Lichess's arenas pair), never with the opponent just played when
//! anyone else waits.

/// Someone waiting for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// The player.
    pub player: usize,
    /// Their score in the arena.
    pub score: u32,
    /// Whom they played last, if anyone.
    pub last: Option<usize>,
}

/// Pairs the players waiting now, nearest in score; whoever is left over
/// waits for the next to finish. Pairs are `(first seat, second seat)`.
pub fn pair(waiting: &[Waiting]) -> (Vec<(usize, usize)>, Vec<usize>) {
    let mut queue: Vec<Waiting> = waiting.to_vec();
    queue.sort_by_key(|w| (std::cmp::Reverse(w.score), w.player));
    let mut pairs = vec![];
    while queue.len() >= 2 {
        let a = queue.remove(0);
        // The nearest in score who is not the one just played; that one
        // only if nobody else waits.
        let pick = queue
            .iter()
            .position(|b| a.last != Some(b.player) && b.last != Some(a.player))
            .unwrap_or(0);
        let b = queue.remove(pick);
        pairs.push((a.player, b.player));
    }
    (pairs, queue.into_iter().map(|w| w.player).collect())
}
