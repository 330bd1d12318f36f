//! `gamehost seed`: a database as a year of play leaves it. N finished
//! games of the four games, 40–120 log entries each, spread over a year,
//! over servers of every size, their channels and thousands of players
//! (named in many scripts), rated in the order they ended, some unrated,
//! some drawn by agreement, some lost on time, some with a draw offer that
//! lapsed.
//!
//! Each game is one of `distinct` whole games played through the host on
//! a scratch database by the games' own rules ([`pool`]), given its own
//! server, channel, players, times and page key; its log, results and the
//! players' ratings are written as the host would have written them, in
//! large transactions of multi-row inserts ([`write`]). `gamehost verify`
//! passes on what it makes.

pub mod pool;
pub mod world;
pub mod write;

use crate::config::GameSettings;
use crate::host::Games;
use crate::host::clock::{Clock, SystemClock};
use crate::progress::Progress;
use crate::ratings::{self, Rating, System};
use crate::store::log_codec::{StoredEntry, encode};
use crate::store::{Backend, Store};
use pool::Template;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sqlx::Row;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};
use world::World;
use write::{Rows, Value};

/// What to seed.
#[derive(Clone, Debug)]
pub struct SeedOptions {
    /// Finished games to store.
    pub games: usize,
    /// Different games played by the rules; the stored games are these,
    /// each given its own place, players and times.
    pub distinct: usize,
    /// Servers (default: one per 500 games, at least two).
    pub servers: Option<usize>,
    /// Playing members of each server.
    pub members: usize,
    /// Random seed (also sets the ids of the world's players).
    pub seed: u64,
    /// Days the games are spread over, ending now.
    pub days: i64,
    /// Games per write transaction.
    pub batch: usize,
    /// Logs as rows of `turns`, as releases before compact logs wrote
    /// them (a database to test `gamehost compact` on); compact otherwise.
    pub rows: bool,
}

impl Default for SeedOptions {
    fn default() -> SeedOptions {
        SeedOptions {
            games: 1_000,
            distinct: 2_000,
            servers: None,
            members: 40,
            seed: 1,
            days: 365,
            batch: 1_000,
            rows: false,
        }
    }
}

/// What a seeding stored, and how long it took.
#[derive(Clone, Debug, Default)]
pub struct SeedReport {
    /// Games stored.
    pub games: usize,
    /// Log entries stored.
    pub entries: usize,
    /// Result rows stored (one per player of a rated game).
    pub results: usize,
    /// Players with a rating.
    pub rated_players: usize,
    /// Time to play the distinct games.
    pub playing: Duration,
    /// Time to write the stored games.
    pub writing: Duration,
}

impl SeedReport {
    /// The printed summary.
    pub fn summary(&self) -> String {
        format!(
            "seed: stored {} games ({} log entries, {} results, {} rated players) in {:.1} s (playing the distinct games {:.1} s, writing {:.1} s: {:.0} games/s)",
            self.games,
            self.entries,
            self.results,
            self.rated_players,
            (self.playing + self.writing).as_secs_f64(),
            self.playing.as_secs_f64(),
            self.writing.as_secs_f64(),
            self.games as f64 / self.writing.as_secs_f64().max(1e-9)
        )
    }
}

/// Seeds `store` with `options.games` finished games.
pub async fn seed(
    store: &Store,
    games: Arc<Games>,
    settings: GameSettings,
    options: &SeedOptions,
    show_progress: bool,
) -> anyhow::Result<SeedReport> {
    let progress = |what: &str, total: usize, unit: &'static str| {
        if show_progress {
            Progress::new(what, total as u64, unit)
        } else {
            Progress::hidden()
        }
    };
    let servers = options.servers.unwrap_or((options.games / 500).max(2));
    let world = World::new(servers, options.members, options.seed);
    refuse_a_seeded_world(store, &world).await?;

    let started = Instant::now();
    let scratch = Scratch::new()?;
    let distinct = options.distinct.clamp(1, options.games.max(1));
    let playing = progress("seed: playing distinct games", distinct, "games");
    let parallel = 2 * std::thread::available_parallelism().map_or(2, |n| n.get());
    let templates = pool::play(
        Arc::clone(&games),
        settings,
        scratch.path(),
        distinct,
        options.seed,
        parallel,
        &playing,
    )
    .await?;
    playing.finish();
    anyhow::ensure!(!templates.is_empty(), "no game of the pool finished");
    let mut report = SeedReport {
        playing: started.elapsed(),
        ..SeedReport::default()
    };

    let started = Instant::now();
    let writing = progress("seed: writing games", options.games, "games");
    let mut layout = Layout::new(store, &games, &world, options).await?;
    let mut done = 0;
    while done < options.games {
        let n = options.batch.max(1).min(options.games - done);
        let mut batch = Batch::default();
        for _ in 0..n {
            let template = &templates[layout.rng.random_range(0..templates.len())];
            layout.place(template, &mut batch)?;
        }
        let mut tx = store.write().await?;
        batch.games.flush(&mut tx).await?;
        batch.turns.flush(&mut tx).await?;
        batch.logs.flush(&mut tx).await?;
        batch.players.flush(&mut tx).await?;
        batch.results.flush(&mut tx).await?;
        tx.commit().await?;
        if store.backend() == Backend::Sqlite {
            // One writer without a pause never lets the background
            // checkpoint reach the WAL's end, and the WAL would grow by
            // the whole database: fold it in after every batch.
            let mut c = store.read().await?;
            sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)")
                .execute(&mut *c)
                .await?;
        }
        report.entries += batch.entries;
        report.results += batch.result_rows;
        done += n;
        writing.inc(n as u64);
    }
    report.rated_players = layout.finish(store).await?;
    writing.finish();
    report.games = options.games;
    report.writing = started.elapsed();
    Ok(report)
}

/// A folder for the pool's database, removed when dropped.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new() -> std::io::Result<Scratch> {
        let dir = std::env::temp_dir().join(format!(
            "gamehost-seed-{}-{:016x}",
            std::process::id(),
            rand::random::<u64>()
        ));
        std::fs::create_dir_all(&dir)?;
        Ok(Scratch(dir))
    }

    fn path(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Seeding the same world twice would rate its players twice over.
async fn refuse_a_seeded_world(store: &Store, world: &World) -> anyhow::Result<()> {
    let mut c = store.read().await?;
    let seeded = sqlx::query("SELECT 1 FROM results WHERE server = $1 LIMIT 1")
        .bind(world.server_id(0))
        .fetch_optional(&mut *c)
        .await?
        .is_some();
    anyhow::ensure!(
        !seeded,
        "this database already holds the games of this seed's world: seed with another --seed"
    );
    Ok(())
}

/// One transaction's rows.
struct Batch {
    games: Rows,
    turns: Rows,
    logs: Rows,
    players: Rows,
    results: Rows,
    entries: usize,
    result_rows: usize,
}

impl Default for Batch {
    fn default() -> Batch {
        Batch {
            games: Rows::new(
                "games",
                &[
                    "id",
                    "channel",
                    "game",
                    "players",
                    "start_state",
                    "state",
                    "version",
                    "status",
                    "result",
                    "last_move",
                    "captured",
                    "created_at",
                    "updated_at",
                    "turn_seconds",
                    "server",
                    "rated",
                    "page_key",
                    "places",
                ],
            ),
            turns: Rows::new(
                "turns",
                &[
                    "game_id",
                    "number",
                    "user_id",
                    "notation",
                    "committed_at",
                    "seat",
                    "kind",
                ],
            ),
            logs: Rows::new("game_logs", &["game_id", "entries", "log"]),
            players: Rows::new("game_players", &["user_id", "server", "game_id"]),
            results: Rows::new(
                "results",
                &[
                    "game_id",
                    "user_id",
                    "server",
                    "game",
                    "outcome",
                    "place",
                    "rating_before",
                    "rating_after",
                    "finished_at",
                ],
            ),
            entries: 0,
            result_rows: 0,
        }
    }
}

/// Where and when each stored game is played, and the ratings so far.
struct Layout<'a> {
    games: &'a Games,
    world: &'a World,
    rng: StdRng,
    next_id: i64,
    /// When the first game starts, and seconds between two games' starts.
    start: i64,
    spacing: f64,
    placed: i64,
    /// Each player's rating so far, by server, game and player id.
    ratings: HashMap<(usize, String, String), Rating>,
    backend: Backend,
    /// Whether logs are written as rows.
    rows: bool,
}

impl<'a> Layout<'a> {
    async fn new(
        store: &Store,
        games: &'a Games,
        world: &'a World,
        options: &SeedOptions,
    ) -> anyhow::Result<Layout<'a>> {
        let mut c = store.read().await?;
        let next_id: i64 = sqlx::query("SELECT COALESCE(MAX(id), 0) + 1 FROM games")
            .fetch_one(&mut *c)
            .await?
            .try_get(0)?;
        let span = options.days.max(1) * 86_400;
        Ok(Layout {
            games,
            world,
            rng: StdRng::seed_from_u64(options.seed),
            next_id,
            start: SystemClock.now() - span,
            spacing: span as f64 / options.games.max(1) as f64,
            placed: 0,
            ratings: HashMap::new(),
            backend: store.backend(),
            rows: options.rows,
        })
    }

    /// Gives `template` a server, channel, players and times, rates it,
    /// and adds its rows to `batch`.
    fn place(&mut self, template: &Template, batch: &mut Batch) -> anyhow::Result<()> {
        let id = self.next_id;
        self.next_id += 1;
        let server = self.world.server(&mut self.rng);
        let server_id = self.world.server_id(server);
        let channel = self.world.channel(server, &mut self.rng);
        let seats = self
            .world
            .seats(server, template.players.len(), &mut self.rng);
        anyhow::ensure!(
            seats.len() == template.players.len(),
            "a server has fewer members than a table has seats"
        );
        let created = self.start + (self.placed as f64 * self.spacing) as i64;
        self.placed += 1;
        let gap = self.rng.random_range(10..=240_i64);
        let log: Vec<StoredEntry> = (1..)
            .zip(&template.entries)
            .map(|(number, entry)| StoredEntry {
                number,
                user_id: seats[entry.player].id.clone(),
                seat: entry.seat,
                kind: entry.kind.clone(),
                notation: entry.notation.clone(),
                committed_at: created + number * gap,
            })
            .collect();
        let at = log.last().map_or(created, |e| e.committed_at);
        batch.entries += log.len();
        if self.rows {
            for e in log {
                batch.turns.push([
                    Value::Int(id),
                    Value::Int(e.number),
                    Value::Text(e.user_id),
                    Value::Text(e.notation),
                    Value::Int(e.committed_at),
                    Value::Int(e.seat),
                    Value::Text(e.kind),
                ]);
            }
        } else if !log.is_empty() {
            batch.logs.push([
                Value::Int(id),
                Value::Int(log.len() as i64),
                Value::Bytes(encode(&log)),
            ]);
        }
        let ended = at + template.turn_seconds.unwrap_or(gap);
        // A tenth of the games are friendly.
        let rated = self.rng.random_range(0..10) != 0;
        let result = template.result.as_ref().map(|text| {
            let mut text = text.clone();
            for (old, new) in template.players.iter().zip(&seats) {
                let escaped = serde_json::to_string(&new.name).unwrap_or_default();
                text = text.replace(&old.name, escaped.trim_matches('"'));
            }
            text
        });
        for user in &seats {
            batch.players.push([
                Value::Text(user.id.clone()),
                Value::Text(server_id.clone()),
                Value::Int(id),
            ]);
        }
        let key: [u8; 12] = self.rng.random();
        batch.games.push([
            Value::Int(id),
            Value::Text(channel),
            Value::Text(template.game.clone()),
            Value::Text(serde_json::to_string(&seats)?),
            Value::Text(template.start_state.clone()),
            Value::Text(template.state.clone()),
            Value::Int(template.version),
            Value::Text(template.status.clone()),
            Value::MaybeText(result),
            Value::MaybeText(template.last_move.clone()),
            Value::Text(template.captured.clone()),
            Value::Int(created),
            Value::Int(ended),
            Value::MaybeInt(template.turn_seconds),
            Value::Text(server_id.clone()),
            Value::Int(i64::from(rated)),
            Value::Text(key.iter().map(|b| format!("{b:02x}")).collect()),
            Value::MaybeText(template.places_column.clone()),
        ]);
        if let (true, Some(places)) = (rated, &template.places) {
            self.rate(id, server, template, &seats, places, ended, batch);
        }
        Ok(())
    }

    /// The game's result rows, and its players' new ratings.
    #[allow(clippy::too_many_arguments)]
    fn rate(
        &mut self,
        id: i64,
        server: usize,
        template: &Template,
        seats: &[crate::host::command::User],
        places: &[u8],
        ended: i64,
        batch: &mut Batch,
    ) {
        let max_players = self
            .games
            .get(&template.game)
            .map_or(2, |g| *g.meta().players.end());
        let system = System::for_players(max_players);
        let key =
            |user: &crate::host::command::User| (server, template.game.clone(), user.id.clone());
        let before: Vec<Rating> = seats
            .iter()
            .map(|u| {
                self.ratings
                    .get(&key(u))
                    .cloned()
                    .unwrap_or_else(|| Rating::new_player(system, u))
            })
            .collect();
        let after = ratings::rate(system, &before, places);
        let outcomes = ratings::outcomes(places);
        for (((old, new), outcome), (user, &place)) in before
            .iter()
            .zip(after)
            .zip(outcomes)
            .zip(seats.iter().zip(places))
        {
            batch.results.push([
                Value::Int(id),
                Value::Text(user.id.clone()),
                Value::Text(self.world.server_id(server)),
                Value::Text(template.game.clone()),
                Value::Text(outcome.to_string()),
                Value::Int(i64::from(place)),
                Value::Real(old.rating),
                Value::Real(new.0),
                Value::Int(ended),
            ]);
            batch.result_rows += 1;
            self.ratings.insert(key(user), old.after(new, outcome));
        }
    }

    /// Writes every player's rating, opens every seeded server's archive,
    /// and moves PostgreSQL's id sequence past the seeded games; the
    /// number of ratings written.
    async fn finish(self, store: &Store) -> anyhow::Result<usize> {
        let mut tx = store.write().await?;
        let mut rows = Rows::new(
            "ratings",
            &[
                "server",
                "game",
                "user_id",
                "name",
                "rating",
                "deviation",
                "volatility",
                "games",
                "wins",
                "losses",
                "draws",
            ],
        );
        let mut keys: Vec<_> = self.ratings.keys().cloned().collect();
        keys.sort();
        for key in &keys {
            let r = &self.ratings[key];
            rows.push([
                Value::Text(self.world.server_id(key.0)),
                Value::Text(key.1.clone()),
                Value::Text(r.user.id.clone()),
                Value::Text(r.user.name.clone()),
                Value::Real(r.rating),
                Value::Real(r.deviation),
                Value::Real(r.volatility),
                Value::Int(r.games),
                Value::Int(r.wins),
                Value::Int(r.losses),
                Value::Int(r.draws),
            ]);
        }
        rows.flush(&mut tx).await?;
        let mut archives = Rows::new("server_settings", &["server", "archive"])
            .ending(" ON CONFLICT (server) DO UPDATE SET archive = 1");
        let mut servers: Vec<usize> = keys.iter().map(|k| k.0).collect();
        servers.dedup();
        servers.sort_unstable();
        servers.dedup();
        for s in servers {
            archives.push([Value::Text(self.world.server_id(s)), Value::Int(1)]);
        }
        archives.flush(&mut tx).await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT MAX(id) FROM games))::TEXT")
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(keys.len())
    }
}
