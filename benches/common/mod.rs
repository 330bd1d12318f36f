//! What the benchmarks that drive a host share: commands typed as a user,
//! games started, latency summaries, a little random generator.
#![allow(dead_code)]

use gamehost::host::Host;
use gamehost::host::command::User;
use std::time::{Duration, Instant};

/// `line` typed by `user` in `channel`; how long the host took.
pub async fn say(h: &Host, channel: &str, user: &str, line: &str) -> Duration {
    let ctx = gamehost::host::Ctx {
        server: "s".into(),
        channel: channel.into(),
        user: User::named(user),
        manages_server: false,
    };
    let command = h.parse(line, |n| Some(User::named(n))).expect("a command");
    let t = Instant::now();
    h.handle(&ctx, command).await;
    t.elapsed()
}

/// A game of `game` in `channel` between alice (first to act) and bob.
pub async fn start(h: &Host, channel: &str, game: &str) {
    if game == "throne" {
        say(h, channel, "alice", "/challenge game:throne players:2").await;
        say(h, channel, "bob", "/join").await;
        say(h, channel, "alice", "/start").await;
    } else {
        let side = if game == "masters" { "ember" } else { "white" };
        let challenge = format!("/challenge opponent:bob game:{game} side:{side}");
        say(h, channel, "alice", &challenge).await;
        say(h, channel, "bob", "/accept").await;
    }
}

/// `times` as samples, p50, p99 and max.
pub fn summary(mut times: Vec<Duration>) -> String {
    if times.is_empty() {
        return "no samples".into();
    }
    times.sort();
    let at = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    format!(
        "{} samples, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(*times.last().unwrap())
    )
}

/// A little generator for picking at random, the same picks for a seed.
pub struct Draws(pub u64);

impl Draws {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}
