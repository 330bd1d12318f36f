//! What the machine gave the load, for figures that survive a noisy
//! machine: the process's CPU time (user + system), the time its threads
//! were ready to run but waited for a CPU (each thread's run-queue wait,
//! `/proc/self/task/*/schedstat`), and the share of the machine's CPU its
//! hypervisor gave to others (steal: `/proc/stat`, the eighth `cpu`
//! field). Where Linux does not tell, a figure is zero.

use std::time::Duration;

/// A share of stolen CPU above which a run's figures are not compared
/// with another's.
pub const TOO_MUCH_STOLEN: f64 = 0.05;

/// The counters at one moment.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sample {
    /// The process's user + system time.
    cpu: Duration,
    /// Its threads' time waiting in a run queue.
    waited: Duration,
    /// The machine's CPU time stolen, in clock ticks.
    stolen_ticks: u64,
    /// The machine's CPU time in all, in clock ticks.
    total_ticks: u64,
}

impl Sample {
    /// The counters now.
    pub fn now() -> Sample {
        let (stolen_ticks, total_ticks) = machine_ticks().unwrap_or_default();
        Sample {
            cpu: process_cpu(),
            waited: run_queue_wait(),
            stolen_ticks,
            total_ticks,
        }
    }
}

/// What a run used between two samples.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Used {
    /// CPU time per committed turn.
    pub cpu_per_turn: Duration,
    /// Time waiting for a CPU per committed turn.
    pub waited_per_turn: Duration,
    /// The share of the time its threads could run that they waited.
    pub waited_share: f64,
    /// The share of the machine's CPU stolen meanwhile.
    pub stolen_share: f64,
}

impl Used {
    /// What was used from `before` to `after` over `turns` turns.
    pub fn between(before: Sample, after: Sample, turns: usize) -> Used {
        let per_turn = |d: Duration| d / u32::try_from(turns.max(1)).unwrap_or(u32::MAX);
        let cpu = after.cpu.saturating_sub(before.cpu);
        let waited = after.waited.saturating_sub(before.waited);
        let runnable = (cpu + waited).as_secs_f64();
        let total = after.total_ticks.saturating_sub(before.total_ticks);
        let stolen = after.stolen_ticks.saturating_sub(before.stolen_ticks);
        Used {
            cpu_per_turn: per_turn(cpu),
            waited_per_turn: per_turn(waited),
            waited_share: if runnable > 0.0 {
                waited.as_secs_f64() / runnable
            } else {
                0.0
            },
            stolen_share: if total > 0 {
                stolen as f64 / total as f64
            } else {
                0.0
            },
        }
    }

    /// Whether too much CPU was stolen for the run to be compared.
    pub fn too_much_stolen(&self) -> bool {
        self.stolen_share > TOO_MUCH_STOLEN
    }
}

/// The process's user + system time.
fn process_cpu() -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut usage) } != 0 {
        return Duration::ZERO;
    }
    let time = |t: libc::timeval| {
        Duration::from_secs(u64::try_from(t.tv_sec).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec).unwrap_or(0))
    };
    time(usage.ru_utime) + time(usage.ru_stime)
}

/// The run-queue wait of every thread of the process (nanoseconds, the
/// second field of each `schedstat`).
fn run_queue_wait() -> Duration {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return Duration::ZERO;
    };
    let nanos: u64 = tasks
        .flatten()
        .filter_map(|t| std::fs::read_to_string(t.path().join("schedstat")).ok())
        .filter_map(|s| s.split_whitespace().nth(1)?.parse::<u64>().ok())
        .sum();
    Duration::from_nanos(nanos)
}

/// The machine's stolen and total CPU ticks (`/proc/stat`).
fn machine_ticks() -> Option<(u64, u64)> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    parse_cpu_line(stat.lines().next()?)
}

/// Stolen and total ticks from `/proc/stat`'s first line (`cpu  user nice
/// system idle iowait irq softirq steal …`; guest time is inside user).
fn parse_cpu_line(line: &str) -> Option<(u64, u64)> {
    let mut fields = line.split_whitespace();
    if fields.next()? != "cpu" {
        return None;
    }
    let ticks: Vec<u64> = fields
        .take(8)
        .map(|f| f.parse().ok())
        .collect::<Option<_>>()?;
    let stolen = *ticks.get(7)?;
    Some((stolen, ticks.iter().sum()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stolen_and_total_ticks_are_read_from_the_cpu_line() {
        assert_eq!(
            parse_cpu_line("cpu  100 5 50 800 10 0 5 30 0 0"),
            Some((30, 1000))
        );
        assert_eq!(parse_cpu_line("cpu0 1 2 3 4 5 6 7 8"), None);
        assert_eq!(parse_cpu_line("cpu 1 2"), None);
    }

    #[test]
    fn what_a_run_used_is_per_turn_and_shares() {
        let before = Sample {
            cpu: Duration::from_millis(1000),
            waited: Duration::from_millis(100),
            stolen_ticks: 10,
            total_ticks: 1000,
        };
        let after = Sample {
            cpu: Duration::from_millis(3000),
            waited: Duration::from_millis(600),
            stolen_ticks: 30,
            total_ticks: 1200,
        };
        let used = Used::between(before, after, 1000);
        assert_eq!(used.cpu_per_turn, Duration::from_millis(2));
        assert_eq!(used.waited_per_turn, Duration::from_micros(500));
        assert!((used.waited_share - 0.2).abs() < 1e-9);
        assert!((used.stolen_share - 0.1).abs() < 1e-9);
        assert!(used.too_much_stolen());
    }
}
