//! Time for the host: the wall clock in the bot, a clock the tests move by
//! hand. Every deadline (challenge expiry, turn clocks, reminders) is read
//! from it, so no test sleeps.

use game_api::Phrase;
use std::sync::atomic::{AtomicI64, Ordering};

/// Where the host reads the time (unix seconds).
pub trait Clock: Send + Sync + 'static {
    /// Now, in unix seconds.
    fn now(&self) -> i64;
}

/// The system's clock.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as i64)
            .unwrap_or(0)
    }
}

/// A clock that moves only when told to (tests).
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    /// A clock showing `now`.
    pub fn at(now: i64) -> ManualClock {
        ManualClock(AtomicI64::new(now))
    }

    /// Moves it `seconds` forward.
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }

    /// Sets it to `now`.
    pub fn set(&self, now: i64) {
        self.0.store(now, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// A turn time as a message: `5 minutes`, `1 hour`, `1 day`, `3 days`
/// (the largest whole unit, with the language's plural forms).
pub fn span(seconds: i64) -> Phrase {
    let (n, unit) = if seconds % 86_400 == 0 {
        (seconds / 86_400, "day")
    } else if seconds % 3600 == 0 {
        (seconds / 3600, "hour")
    } else if seconds % 60 == 0 {
        (seconds / 60, "minute")
    } else {
        (seconds, "second")
    };
    Phrase::new("time-span").code("unit", unit).with("n", n)
}

/// A moment for people reading the console: `2026-11-24 13:05 UTC`.
pub fn utc(unix: i64) -> String {
    let Ok(at) = time::OffsetDateTime::from_unix_timestamp(unix) else {
        return format!("{unix} (unix time)");
    };
    let Ok(format) =
        time::format_description::parse_borrowed::<2>("[year]-[month]-[day] [hour]:[minute] UTC")
    else {
        return format!("{unix} (unix time)");
    };
    at.format(&format)
        .unwrap_or_else(|_| format!("{unix} (unix time)"))
}

/// A game's terms for people: `1 day per turn` or `no clock`, with
/// `, friendly (unrated)` when it is not rated.
pub fn terms(turn_seconds: Option<i64>, rated: bool) -> Phrase {
    let clock = match turn_seconds {
        Some(s) => Phrase::new("terms-per-turn").with("span", span(s)),
        None => Phrase::new("terms-no-clock"),
    };
    Phrase::new("terms")
        .with("clock", clock)
        .code("rated", if rated { "yes" } else { "no" })
}

/// The channel's reminder that time runs low for `seats` of `game` (a
/// game of `title`, `seconds` per turn, due at `deadline`), mentioning
/// them.
pub(super) fn time_running_low(
    game: &game_api::GameRecord,
    title: &str,
    seats: &[usize],
    seconds: i64,
    deadline: i64,
) -> super::reply::Reply {
    let names: Vec<Phrase> = seats
        .iter()
        .map(|&s| super::lookup::player(super::lookup::name(game, s)))
        .collect();
    let mut reply = super::reply::Reply::public(
        Phrase::new("host-time-running-low")
            .with("movers", game_api::Arg::List(game_api::Join::And, names))
            .code("game", title)
            .with("per_turn", span(seconds))
            .with("when", game_api::Arg::When(deadline)),
    );
    reply.pings = seats
        .iter()
        .filter_map(|&s| game.players.get(s).map(|u| u.id.clone()))
        .collect();
    reply.due = Some(deadline);
    reply
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_times_and_moments_read_as_words() {
        let words = |s| crate::speech::english(&span(s).into());
        assert_eq!(words(300), "5 minutes");
        assert_eq!(words(3600), "1 hour");
        assert_eq!(words(86_400), "1 day");
        assert_eq!(words(3 * 86_400), "3 days");
        assert_eq!(words(45), "45 seconds");
        assert_eq!(utc(1_795_000_000), "2026-11-18 11:06 UTC");
        let c = ManualClock::at(10);
        c.advance(5);
        assert_eq!(c.now(), 15);
    }
}
