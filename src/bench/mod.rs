//! `gamehost bench`: drives the host core directly (no Discord) with many
//! concurrent games, each playing random legal turns through the same path
//! as a real command: validate, commit to the database, render the public
//! picture. The games are a configurable mix of every hosted game
//! (`--mix masters=2,throne=1`; all four alike by default), Throne tables
//! of two to four; engine games (`--engines`) take the mix's games in turn.
//!
//! Closed loop (default): every game submits its next turn as soon as the
//! last one committed, which measures saturation throughput. Open loop
//! (`--rate R`): R turns per second in total are offered at random moments
//! to random games, as a busy server would see them; a turn's latency counts
//! from the moment it was offered, queueing included.
//!
//! With `--ack FILE`, every committed log entry is appended to FILE as
//! `game-id<TAB>entry-number<TAB>notation`, only after its commit returned
//! (the crash test checks them against the database).
//! Games found running in the bench channels are continued, so a killed run
//! can be resumed on the same database.

pub mod cpu;
pub mod stored;
pub mod turns;

use crate::host::Host;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// What to run.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// Concurrent games.
    pub games: usize,
    /// Turns per game.
    pub turns: usize,
    /// Total turns per second offered (open loop); closed loop if absent.
    pub rate: Option<f64>,
    /// Where to append acknowledgements.
    pub ack: Option<PathBuf>,
    /// Random seed.
    pub seed: u64,
    /// Finished games to store before the load starts (for memory figures).
    pub stored: usize,
    /// Level-5 engine games kept thinking in channels of their own while
    /// the load runs (the host's engine pool bounds how many searches run
    /// at once).
    pub engines: usize,
    /// The first game's channel number: processes sharing one database
    /// each take their own range of channels, as shard ranges do.
    pub first_channel: usize,
    /// Which games are played, and how often.
    pub mix: Mix,
    /// Whether every player asks for an alert each turn (written with the
    /// turns; the bench sends none).
    pub alerts: bool,
    /// Whether the analyses the database asks for are made while the
    /// load runs (at the lowest priority, as a bot makes them).
    pub analyse: bool,
}

/// Which games the load plays: each game's name with its weight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mix(Vec<(String, usize)>);

/// The games the benchmark knows how to play.
pub const MIXABLE: [&str; 4] = ["masters", "regions", "throne", "elemental"];

impl Default for Mix {
    /// Every game alike.
    fn default() -> Mix {
        Mix(MIXABLE.iter().map(|g| (g.to_string(), 1)).collect())
    }
}

impl std::str::FromStr for Mix {
    type Err = String;

    /// `masters`, `masters,throne` or `masters=3,throne=1`.
    fn from_str(text: &str) -> Result<Mix, String> {
        let mut mix = vec![];
        for part in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (game, weight) = part.split_once('=').unwrap_or((part, "1"));
            if !MIXABLE.contains(&game) {
                return Err(format!(
                    "`{game}` is not a game the benchmark plays: use {}",
                    MIXABLE.join(", ")
                ));
            }
            let weight: usize = weight
                .parse()
                .map_err(|_| format!("`{part}`: the weight is a whole number"))?;
            if weight > 0 {
                mix.push((game.to_string(), weight));
            }
        }
        if mix.is_empty() {
            return Err("the mix names no game".into());
        }
        Ok(Mix(mix))
    }
}

impl std::fmt::Display for Mix {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(g, w)| format!("{g}={w}")).collect();
        f.write_str(&parts.join(","))
    }
}

impl Mix {
    /// The game of the `i`th table: the weights spread evenly over the tables.
    pub fn game(&self, i: usize) -> &str {
        let total: usize = self.0.iter().map(|(_, w)| w).sum();
        let mut at = i % total.max(1);
        for (game, weight) in &self.0 {
            if at < *weight {
                return game;
            }
            at -= weight;
        }
        &self.0[0].0
    }
}

/// What a run measured.
#[derive(Clone, Debug)]
pub struct BenchReport {
    /// Turns committed.
    pub committed: usize,
    /// Turns refused (should be 0).
    pub refused: usize,
    /// Wall time.
    pub elapsed: Duration,
    /// Latency percentiles (p50, p99, max).
    pub p50: Duration,
    /// 99th percentile.
    pub p99: Duration,
    /// Slowest turn.
    pub max: Duration,
    /// Peak resident memory in MiB (VmHWM).
    pub peak_rss_mib: f64,
    /// What the machine gave the load while it ran.
    pub used: cpu::Used,
    /// Analyses stored by the end, when they were made during the load.
    pub analysed: Option<i64>,
}

impl BenchReport {
    /// The printed summary.
    pub fn summary(&self) -> String {
        format!(
            "committed {} turns in {:.2} s: {:.0} turns/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; refused {}; peak resident memory {:.1} MiB; CPU {:.3} ms per turn (user + system), waiting for a CPU {:.3} ms per turn ({:.1} % of the time it could run); {:.1} % of the machine's CPU stolen{}",
            self.committed,
            self.elapsed.as_secs_f64(),
            self.committed as f64 / self.elapsed.as_secs_f64().max(1e-9),
            self.p50.as_secs_f64() * 1e3,
            self.p99.as_secs_f64() * 1e3,
            self.max.as_secs_f64() * 1e3,
            self.refused,
            self.peak_rss_mib,
            self.used.cpu_per_turn.as_secs_f64() * 1e3,
            self.used.waited_per_turn.as_secs_f64() * 1e3,
            self.used.waited_share * 100.0,
            self.used.stolen_share * 100.0,
            if self.used.too_much_stolen() {
                " (too much to compare this run with another)"
            } else {
                ""
            }
        ) + &self
            .analysed
            .map_or(String::new(), |n| format!("; {n} analyses stored"))
    }
}

/// Peak resident memory of this process in MiB (Linux), 0 where unknown.
pub fn peak_rss_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        })
        .map_or(0.0, |kib| kib / 1024.0)
}

pub(crate) mod table;
use table::{Played, Table};

/// Records one turn: its latency since `since` if it committed, a refusal
/// otherwise (nobody to act in a game of people counts as one too).
fn record(
    latencies: &Mutex<Vec<Duration>>,
    refused: &Mutex<usize>,
    ok: bool,
    since: Instant,
) -> anyhow::Result<()> {
    fn poisoned<T>(_: T) -> anyhow::Error {
        anyhow::anyhow!("a load task panicked")
    }
    if ok {
        latencies.lock().map_err(poisoned)?.push(since.elapsed());
    } else {
        *refused.lock().map_err(poisoned)? += 1;
    }
    Ok(())
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// Stores `n` finished games (opened, one action, resigned), at most 16
/// at a time, in channels `stored-…`, of the mix's games.
async fn prefill(host: &Host, n: usize, mix: &Mix) -> anyhow::Result<()> {
    let mut set = tokio::task::JoinSet::new();
    for i in 0..n {
        if set.len() >= 16
            && let Some(done) = set.join_next().await
        {
            done??;
        }
        let host = host.clone();
        let table = Table::new(format!("stored-{i}"), mix.game(i), i);
        set.spawn(async move {
            let mut seed = i as u64;
            table.play_one(&host, &mut seed, &None).await?;
            table.resign(&host).await;
            Ok::<_, anyhow::Error>(())
        });
    }
    while let Some(done) = set.join_next().await {
        done??;
    }
    Ok(())
}

/// Plays games against the engine at level 5 in `engine-{i}` until
/// `done`: the engine thinks (about 2 s), a person answers at once with a
/// random legal action, again; a finished game is followed by another.
async fn engine_load(host: Host, i: usize, game: String, done: Arc<std::sync::atomic::AtomicBool>) {
    use std::sync::atomic::Ordering;
    let table = Table::against_engine(format!("engine-{i}"), &game);
    let mut seed = i as u64;
    while !done.load(Ordering::Relaxed) {
        match table.play_one(&host, &mut seed, &None).await {
            // The engine's seat is to act: its turn.
            Ok(Played::Waiting) => {
                host.drain_engine_turns(Some(&table.channel), 1).await;
            }
            Ok(Played::Done) => {}
            Ok(Played::Refused) => return,
            Err(e) => {
                tracing::warn!("engine game in {}: {e}", table.channel);
                return;
            }
        }
    }
}

/// Runs the load and reports what it measured.
pub async fn run(host: Host, options: BenchOptions) -> anyhow::Result<BenchReport> {
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let thinking: Vec<_> = (0..options.engines)
        .map(|i| {
            let game = options.mix.game(i).to_string();
            tokio::spawn(engine_load(host.clone(), i, game, Arc::clone(&done)))
        })
        .collect();
    let analysing = options
        .analyse
        .then(|| tokio::spawn(host.clone().analyse_in_background()));
    let report = measure(&host, options).await;
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    host.stop_engines();
    host.stop_analyses();
    for t in thinking {
        let _ = t.await;
    }
    let mut report = report?;
    if let Some(analysing) = analysing {
        analysing.abort();
        let mut c = host.store().read().await?;
        report.analysed = Some(crate::store::analysis_count(&mut c).await?);
    }
    Ok(report)
}

/// The load itself.
async fn measure(host: &Host, options: BenchOptions) -> anyhow::Result<BenchReport> {
    if options.stored > 0 {
        let t = Instant::now();
        prefill(host, options.stored, &options.mix).await?;
        eprintln!(
            "stored {} finished games in {:.1} s",
            options.stored,
            t.elapsed().as_secs_f64()
        );
    }
    let ack = match &options.ack {
        Some(path) => Some(Arc::new(Mutex::new(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)?,
        ))),
        None => None,
    };
    let first = options.first_channel;
    let tables: Vec<Arc<Table>> = (first..first + options.games)
        .map(|i| Arc::new(Table::new(format!("bench-{i}"), options.mix.game(i), i)))
        .collect();
    for t in &tables {
        if options.alerts {
            t.ask_for_alerts(host).await;
        }
        t.open(host).await?;
    }
    let started = Instant::now();
    let before = cpu::Sample::now();
    let latencies = Arc::new(Mutex::new(Vec::with_capacity(
        options.games * options.turns,
    )));
    let refused = Arc::new(Mutex::new(0usize));
    let mut tasks = Vec::new();
    // What one game's task needs: its own handles and a seeded generator.
    let worker = |i: usize, table: &Arc<Table>| {
        (
            host.clone(),
            Arc::clone(table),
            ack.clone(),
            Arc::clone(&latencies),
            Arc::clone(&refused),
            options.seed ^ (i as u64).wrapping_mul(0x9E37_79B9),
        )
    };
    match options.rate {
        None => {
            for (i, table) in tables.iter().enumerate() {
                let (host, table, ack, latencies, refused, mut seed) = worker(i, table);
                let turns = options.turns;
                tasks.push(tokio::spawn(async move {
                    for _ in 0..turns {
                        let t0 = Instant::now();
                        let played = table.play_one(&host, &mut seed, &ack).await?;
                        record(&latencies, &refused, played == Played::Done, t0)?;
                    }
                    Ok::<_, anyhow::Error>(())
                }));
            }
        }
        Some(rate) => {
            // One queue per game; a scheduler offers turns at random moments to random games.
            let mut senders = Vec::new();
            for (i, table) in tables.iter().enumerate() {
                let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<Instant>();
                senders.push(tx);
                let (host, table, ack, latencies, refused, mut seed) = worker(i, table);
                tasks.push(tokio::spawn(async move {
                    while let Some(offered) = rx.recv().await {
                        let played = table.play_one(&host, &mut seed, &ack).await?;
                        record(&latencies, &refused, played == Played::Done, offered)?;
                    }
                    Ok::<_, anyhow::Error>(())
                }));
            }
            let total = options.games * options.turns;
            let mut rng = StdRng::seed_from_u64(options.seed);
            let mut next = Instant::now();
            for _ in 0..total {
                let gap: f64 = -(1.0 - rng.random::<f64>()).ln() / rate.max(1e-6);
                next += Duration::from_secs_f64(gap);
                tokio::time::sleep_until(next.into()).await;
                let game = rng.random_range(0..senders.len());
                let _ = senders[game].send(Instant::now());
            }
            drop(senders);
        }
    }
    for t in tasks {
        t.await??;
    }
    let elapsed = started.elapsed();
    let after = cpu::Sample::now();
    let mut lat = latencies
        .lock()
        .map_err(|_| anyhow::anyhow!("poisoned"))?
        .clone();
    lat.sort();
    let refused = *refused.lock().map_err(|_| anyhow::anyhow!("poisoned"))?;
    Ok(BenchReport {
        committed: lat.len(),
        refused,
        elapsed,
        p50: percentile(&lat, 0.50),
        p99: percentile(&lat, 0.99),
        max: lat.last().copied().unwrap_or_default(),
        peak_rss_mib: peak_rss_mib(),
        used: cpu::Used::between(before, after, lat.len()),
        analysed: None,
    })
}
