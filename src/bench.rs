//! `gamehost bench`: drives the host core directly (no Discord) with many
//! concurrent games, each playing random legal turns through the same path
//! as a real command: validate, commit to SQLite, render the public picture.
//!
//! Closed loop (default): every game submits its next turn as soon as the
//! last one committed, which measures saturation throughput. Open loop
//! (`--rate R`): R turns per second in total are offered at random moments
//! to random games, as a busy server would see them; a turn's latency counts
//! from the moment it was offered, queueing included.
//!
//! With `--ack FILE`, every committed turn is appended to FILE as
//! `game-id<TAB>turn-number<TAB>notation`, only after its commit returned
//! (the crash test checks them against the database).
//! Games found running in the bench channels are continued, so a killed run
//! can be resumed on the same database.

use crate::host::command::{Command, SideChoice, User};
use crate::host::{Ctx, Host};
use crate::store;
use masters::{Inheritance, Position, Turn};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::io::Write;
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
}

impl BenchReport {
    /// The printed summary.
    pub fn summary(&self) -> String {
        format!(
            "committed {} turns in {:.2} s: {:.0} turns/s; latency p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; refused {}; peak resident memory {:.1} MiB",
            self.committed,
            self.elapsed.as_secs_f64(),
            self.committed as f64 / self.elapsed.as_secs_f64().max(1e-9),
            self.p50.as_secs_f64() * 1e3,
            self.p99.as_secs_f64() * 1e3,
            self.max.as_secs_f64() * 1e3,
            self.refused,
            self.peak_rss_mib
        )
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

/// The command that plays `turn`.
fn command_for(turn: &Turn) -> Command {
    let mv = turn.mv();
    let mut options = vec![];
    if let Some(m) = mv {
        options.push(("move".to_string(), format!("{}-{}", m.from, m.to)));
        if let Some(p) = m.promotion {
            options.push(("promote".to_string(), p.to_string()));
        }
    }
    if let Some(c) = turn.claim() {
        options.push(("claim".to_string(), c.to_string()));
    }
    if let Some(i) = turn.inheritance {
        let answer = match i {
            Inheritance::Accept(k) => k.name().to_string(),
            Inheritance::Decline => "decline".to_string(),
        };
        options.push(("inherit".to_string(), answer));
    }
    Command::Play {
        command: game_api::GameCommand {
            verb: "turn".into(),
            options,
        },
        game: None,
    }
}

struct Table {
    channel: String,
    players: [User; 2],
}

impl Table {
    fn new(i: usize) -> Table {
        Table {
            channel: format!("bench-{i}"),
            players: [
                User::named(&format!("p{i}a")),
                User::named(&format!("p{i}b")),
            ],
        }
    }

    fn ctx(&self, seat: usize) -> Ctx {
        Ctx {
            server: "bench".into(),
            channel: self.channel.clone(),
            user: self.players[seat].clone(),
        }
    }

    /// The running game's id and position and the seat to move, starting a game if none runs.
    async fn position(&self, host: &Host) -> anyhow::Result<(i64, Position, usize)> {
        loop {
            let game = {
                let mut c = host.store().read().await?;
                store::running_game(&mut c, &self.channel).await?
            };
            if let Some(game) = game {
                let pos: Position = game.state.parse()?;
                let mover = &game.players[pos.to_move().index()];
                let seat = if mover.id == self.players[0].id { 0 } else { 1 };
                if pos.legal_turns().is_empty() {
                    // No legal turn (M40): resign and start again.
                    host.handle(&self.ctx(seat), Command::Resign).await;
                    continue;
                }
                return Ok((game.id, pos, seat));
            }
            let challenge = Command::Challenge {
                opponent: Some(self.players[1].clone()),
                game: "masters".into(),
                side: SideChoice::Seat(0),
                players: None,
                time: None,
                rated: true,
                level: None,
                bots: None,
            };
            host.handle(&self.ctx(0), challenge).await;
            host.handle(&self.ctx(1), Command::Accept).await;
        }
    }

    /// Plays one random legal turn; returns whether it committed.
    async fn play_one(
        &self,
        host: &Host,
        rng: &mut StdRng,
        ack: &Option<Arc<Mutex<std::fs::File>>>,
    ) -> anyhow::Result<bool> {
        let (game_id, pos, seat) = self.position(host).await?;
        let turns = pos.legal_turns();
        let turn = turns[rng.random_range(0..turns.len())];
        let replies = host.handle(&self.ctx(seat), command_for(&turn)).await;
        let committed = replies
            .first()
            .is_some_and(|r| r.text.starts_with(&format!("Turn {} ·", pos.turn())));
        if committed {
            if let Some(file) = ack {
                let mut f = file
                    .lock()
                    .map_err(|_| anyhow::anyhow!("ack file lock poisoned"))?;
                // One write call per line: a kill cannot leave half a line
                // that the next run's first line would then complete.
                let line = format!("{game_id}\t{}\t{turn}\n", pos.turn());
                f.write_all(line.as_bytes())?;
            }
        } else {
            tracing::warn!(
                "turn refused in {}: {:?}",
                self.channel,
                replies.first().map(|r| &r.text)
            );
        }
        Ok(committed)
    }
}

/// Records one turn: its latency since `since` if it committed, a refusal otherwise.
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

/// Stores `n` finished games (challenge, accept, one turn, resign), at most
/// 16 at a time, in channels `stored-…`.
async fn prefill(host: &Host, n: usize) -> anyhow::Result<()> {
    let mut set = tokio::task::JoinSet::new();
    for i in 0..n {
        if set.len() >= 16
            && let Some(done) = set.join_next().await
        {
            done??;
        }
        let host = host.clone();
        set.spawn(async move {
            let table = Table {
                channel: format!("stored-{i}"),
                players: [
                    User::named(&format!("s{i}a")),
                    User::named(&format!("s{i}b")),
                ],
            };
            let (_, pos, seat) = table.position(&host).await?;
            let turn = pos.legal_turns()[0];
            host.handle(&table.ctx(seat), command_for(&turn)).await;
            host.handle(&table.ctx(0), Command::Resign).await;
            Ok::<_, anyhow::Error>(())
        });
    }
    while let Some(done) = set.join_next().await {
        done??;
    }
    Ok(())
}

/// Plays a Masters game against the engine at level 5 in `engine-{i}`
/// until `done`: the engine thinks (about 2 s), a person answers at once
/// with a random legal turn, again; a finished game is followed by another.
async fn engine_load(host: Host, i: usize, done: Arc<std::sync::atomic::AtomicBool>) {
    use std::sync::atomic::Ordering;
    let channel = format!("engine-{i}");
    let person = User::named(&format!("e{i}"));
    let ctx = Ctx {
        server: "bench".into(),
        channel: channel.clone(),
        user: person.clone(),
    };
    let mut rng = StdRng::seed_from_u64(i as u64);
    while !done.load(Ordering::Relaxed) {
        let running = match host.store().read().await {
            Ok(mut c) => store::running_game(&mut c, &channel).await.ok().flatten(),
            Err(_) => None,
        };
        let Some(game) = running else {
            let challenge = Command::Challenge {
                opponent: Some(User::named(game_api::user::ENGINE_ID)),
                game: "masters".into(),
                side: SideChoice::Seat(1),
                players: None,
                time: None,
                rated: false,
                level: Some(5),
                bots: None,
            };
            host.handle(&ctx, challenge).await;
            continue;
        };
        let Ok(pos) = game.state.parse::<Position>() else {
            return;
        };
        let mover = &game.players[pos.to_move().index()];
        if mover.id == person.id {
            let turns = pos.legal_turns();
            let command = match turns.is_empty() {
                true => Command::Resign,
                false => command_for(&turns[rng.random_range(0..turns.len())]),
            };
            host.handle(&ctx, command).await;
        } else {
            host.drain_engine_turns(Some(&channel), 1).await;
        }
    }
}

/// Runs the load and reports what it measured.
pub async fn run(host: Host, options: BenchOptions) -> anyhow::Result<BenchReport> {
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let thinking: Vec<_> = (0..options.engines)
        .map(|i| tokio::spawn(engine_load(host.clone(), i, Arc::clone(&done))))
        .collect();
    let report = measure(&host, options).await;
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    host.stop_engines();
    for t in thinking {
        let _ = t.await;
    }
    report
}

/// The load itself.
async fn measure(host: &Host, options: BenchOptions) -> anyhow::Result<BenchReport> {
    if options.stored > 0 {
        let t = Instant::now();
        prefill(host, options.stored).await?;
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
        .map(|i| Arc::new(Table::new(i)))
        .collect();
    for t in &tables {
        t.position(host).await?;
    }
    let started = Instant::now();
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
            StdRng::seed_from_u64(options.seed ^ (i as u64).wrapping_mul(0x9E37_79B9)),
        )
    };
    match options.rate {
        None => {
            for (i, table) in tables.iter().enumerate() {
                let (host, table, ack, latencies, refused, mut rng) = worker(i, table);
                let turns = options.turns;
                tasks.push(tokio::spawn(async move {
                    for _ in 0..turns {
                        let t0 = Instant::now();
                        let ok = table.play_one(&host, &mut rng, &ack).await?;
                        record(&latencies, &refused, ok, t0)?;
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
                let (host, table, ack, latencies, refused, mut rng) = worker(i, table);
                tasks.push(tokio::spawn(async move {
                    while let Some(offered) = rx.recv().await {
                        let ok = table.play_one(&host, &mut rng, &ack).await?;
                        record(&latencies, &refused, ok, offered)?;
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
    })
}
