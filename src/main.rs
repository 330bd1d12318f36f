//! `gamehost`: a Discord bot that hosts board games in channels.
//!
//! `gamehost` starts the bot (the local console when no Discord token is
//! configured); `gamehost console` always starts the console; `gamehost
//! verify` checks every stored game against its turn log.

use clap::{Parser, Subcommand};
use gamehost::config::{Settings, WebSettings};
use gamehost::host::seat_link::SeatLinks;
use gamehost::host::{Games, Host};
use gamehost::{bench, console, store, verify};
use std::path::PathBuf;
use std::sync::Arc;

/// Hosts board games: challenge someone, play by commands, watch the board.
#[derive(Parser, Debug)]
#[command(version, about)]
struct Cli {
    /// Settings file (default: config.toml, if present).
    #[arg(long, global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Mode>,
}

#[derive(Subcommand, Debug)]
enum Mode {
    /// Connect to Discord; without a token, start the console.
    Run,
    /// Play in the terminal: lines like `#lobby alice /challenge opponent:bob`.
    Console {
        /// Database file or `postgres://` URL (default: the configured one).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Folder for pictures and files.
        #[arg(long, default_value = "images")]
        images: PathBuf,
        /// Print one JSON object per reply.
        #[arg(long)]
        json: bool,
        /// The language to answer in, like `de` or `pt-BR` (default: the
        /// system's `LC_ALL`, `LC_MESSAGES` or `LANG`, else en-US).
        #[arg(long)]
        locale: Option<String>,
    },
    /// Load benchmark: N concurrent games playing random legal turns through the host.
    Bench {
        /// Concurrent games (channels).
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// Turns per game.
        #[arg(long, default_value_t = 20)]
        turns: usize,
        /// Offer this many turns per second in total (open loop); default: closed loop.
        #[arg(long)]
        rate: Option<f64>,
        /// Database file or `postgres://` URL (default: a fresh temporary file).
        #[arg(long)]
        db: Option<PathBuf>,
        /// Append every acknowledged turn to this file, after its commit returned.
        #[arg(long)]
        ack: Option<PathBuf>,
        /// Random seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Store this many finished games first (memory with many stored games).
        #[arg(long, default_value_t = 0)]
        stored: usize,
        /// Keep this many level-5 engine games thinking while the load runs.
        #[arg(long, default_value_t = 0)]
        engines: usize,
        /// Number the games' channels from here (bench-N, …), so that
        /// several processes on one database each play their own games.
        #[arg(long, default_value_t = 0)]
        first_channel: usize,
        /// Which games, and how often: `masters`, or `masters=2,throne=1`
        /// (default: every game alike).
        #[arg(long, default_value_t = bench::Mix::default())]
        mix: bench::Mix,
        /// Every player asks for a DM alert each turn (`/notify
        /// mode:every`): the alerts are written with the turns, as real
        /// players' are, and left for a bot process to send.
        #[arg(long)]
        alerts: bool,
        /// Make the analyses the database asks for (`gamehost analyse
        /// --ask-only`) while the load runs, as a bot does in the
        /// background; how many were made is reported.
        #[arg(long)]
        analyse: bool,
    },
    /// Serve the games' web pages alone, from a database (no Discord, no
    /// console): a separate host in front of a shared PostgreSQL.
    Web {
        /// Database file or `postgres://` URL (default: the configured one).
        #[arg(long)]
        db: Option<String>,
        /// Where to listen (default: `web.listen`, else 127.0.0.1:8350).
        #[arg(long)]
        listen: Option<std::net::SocketAddr>,
    },
    /// Store N finished games, as a year of play would leave them (for
    /// figures on a large database): whole games played by the rules,
    /// spread over servers, channels, players and a year, rated in order.
    Seed {
        /// Database file or URL, `sqlite://…` or `postgres://…` (default:
        /// the configured one).
        #[arg(long)]
        db: Option<String>,
        /// Finished games to store.
        #[arg(long, default_value_t = 1_000)]
        games: usize,
        /// Different games played by the rules (each stored game is one of
        /// them, with its own server, players and times).
        #[arg(long, default_value_t = 2_000)]
        distinct: usize,
        /// Servers (default: one per 500 games).
        #[arg(long)]
        servers: Option<usize>,
        /// Playing members per server.
        #[arg(long, default_value_t = 40)]
        members: usize,
        /// Random seed (a different seed makes different players).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Write the logs as rows, as releases before compact logs did (a
        /// database to try `gamehost compact` on).
        #[arg(long)]
        rows: bool,
    },
    /// Time every command and page on the database as it is (figures
    /// for 1,000 against 1,000,000 stored games; see BENCHMARKS.md).
    Timings {
        /// Database file or URL, `sqlite://…` or `postgres://…`; given
        /// more than once, the databases take turns and each one's figures
        /// are compared with the first's.
        #[arg(long, required = true)]
        db: Vec<String>,
        /// Rounds (each command and page once per round).
        #[arg(long, default_value_t = 25)]
        runs: usize,
    },
    /// Move every finished game's log into its compact form (the bot also
    /// does it slowly in the background); stops and resumes anywhere.
    Compact {
        /// Database file or URL, `sqlite://…` or `postgres://…` (default:
        /// the configured one).
        #[arg(long)]
        db: Option<String>,
    },
    /// Print how much of en-US each Discord locale's messages cover (the
    /// README's table).
    Locales,
    /// Replay every stored game's turn log and compare with its stored position.
    Verify {
        /// Database file or URL, `sqlite://…` or `postgres://…` (default:
        /// the configured one).
        #[arg(long)]
        db: Option<String>,
    },
    /// Ask for the engine's analysis of finished games that have none
    /// (oldest first) and make every analysis asked for, with a progress
    /// bar; then the figures by game (CPU per analysis, puzzles found).
    Analyse {
        /// Database file or URL, `sqlite://…` or `postgres://…` (default:
        /// the configured one).
        #[arg(long)]
        db: Option<String>,
        /// Ask for at most this many games' analyses (default: every one).
        #[arg(long)]
        games: Option<usize>,
        /// Only ask; the bot makes them in the background.
        #[arg(long)]
        ask_only: bool,
    },
}

async fn open_host(settings: &Settings, db: Option<PathBuf>) -> anyhow::Result<Host> {
    let db = db.map(|p| p.to_string_lossy().into_owned());
    let store = open_store(settings, db.as_deref()).await?;
    let games = registry(settings)?;
    Ok(Host::new(store, games, settings.games.clone()))
}

/// The database `db` names (a file or URL), else the configured one.
async fn open_store(settings: &Settings, db: Option<&str>) -> anyhow::Result<store::Store> {
    let how = settings.database.connect(db);
    store::Store::connect(&how).await.map_err(|e| {
        anyhow::anyhow!(
            "cannot open the database {}: {e}",
            store::shown_url(&how.url)
        )
    })
}

/// The games this binary serves: every game of `gamehost::games::all`.
fn registry(settings: &Settings) -> anyhow::Result<Arc<Games>> {
    gamehost::default_games(settings.images.square_px)
        .map_err(|e| anyhow::anyhow!("cannot start the renderer (images.square_px): {e}"))
}

/// Starts the web pages beside the bot: at `web.listen`, else (for the
/// console, `local`) on loopback; prints where. A console whose usual
/// port is taken serves on another free one. Messages link to the pages
/// at `web.public_url`, or (the console) where they are served.
async fn start_web(settings: &Settings, host: &mut Host, local: bool) -> anyhow::Result<()> {
    if let Some(public) = &settings.web.public_url {
        host.link_pages(public);
    }
    let wanted = match (settings.web.listen, local) {
        (Some(addr), _) => addr,
        (None, true) if settings.web.console_pages => WebSettings::CONSOLE_LISTEN.parse()?,
        (None, _) => return Ok(()),
    };
    let bound = match gamehost::web::bind(wanted).await {
        Ok(b) => b,
        Err(_) if settings.web.listen.is_none() => {
            gamehost::web::bind(std::net::SocketAddr::from(([127, 0, 0, 1], 0))).await?
        }
        Err(e) => anyhow::bail!("cannot serve the web pages on {wanted}: {e}"),
    };
    let (listener, addr) = bound;
    announce_web(&addr);
    if local && settings.web.public_url.is_none() {
        host.link_pages(&format!("http://{addr}"));
    }
    // Seated players play on the pages with links signed by this secret.
    let hours = settings.web.link_hours;
    host.enable_seat_links(match &settings.web.link_secret {
        Some(secret) => SeatLinks::new(secret.expose().as_bytes(), hours),
        None => SeatLinks::random(hours),
    });
    let activity = activity_settings(settings)?;
    // "Play as" is the console's, on this machine only: never where the
    // pages reach the network or have a public address.
    let console = local
        && settings.discord.token.is_none()
        && addr.ip().is_loopback()
        && settings.web.public_url.is_none();
    let site = gamehost::web::Site::new(
        host.store().clone(),
        host.shared_games(),
        settings.web.clone(),
        &settings.games,
    )
    .with_play(gamehost::web::Play {
        host: host.clone(),
        console,
        activity,
    });
    gamehost::web::serve_beside_the_bot(listener, Arc::new(site))?;
    Ok(())
}

/// The Activity's settings when `discord.activity` is on (an error when
/// what it needs is missing).
fn activity_settings(
    settings: &Settings,
) -> anyhow::Result<Option<gamehost::web::ActivitySettings>> {
    let d = &settings.discord;
    if !d.activity {
        return Ok(None);
    }
    let (Some(client_id), Some(client_secret)) = (d.client_id, d.client_secret.clone()) else {
        anyhow::bail!(
            "discord.activity is on: set discord.client_id and discord.client_secret (GAMEHOST_DISCORD__CLIENT_SECRET)"
        );
    };
    Ok(Some(gamehost::web::ActivitySettings {
        client_id,
        client_secret,
        oauth_base: d.oauth_base().to_string(),
        frame_ancestors: d.activity_frame_ancestors.clone(),
    }))
}

/// Says where the pages are, and whether the network can reach them.
fn announce_web(addr: &std::net::SocketAddr) {
    if gamehost::web::is_loopback(addr) {
        eprintln!("Game pages: http://{addr}/ (this machine only)");
    } else {
        eprintln!(
            "Game pages: http://{addr}/ (reachable from the network: put a TLS proxy in front)"
        );
    }
}

/// A fresh folder under the system's temporary folder.
fn tempfile_dir() -> anyhow::Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!(
        "gamehost-bench-{}-{}",
        std::process::id(),
        gamehost::host::clock::Clock::now(&gamehost::host::clock::SystemClock)
    ));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    match run().await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // One line for people, each cause once (an SQLite error names
            // its cause in its own text already); details are for the logs.
            let mut line = e.to_string();
            for cause in e.chain().skip(1) {
                let cause = cause.to_string();
                if !line.contains(&cause) {
                    line.push_str(": ");
                    line.push_str(&cause);
                }
            }
            eprintln!("gamehost: {line}");
            std::process::ExitCode::FAILURE
        }
    }
}

async fn run() -> anyhow::Result<()> {
    use std::io::IsTerminal;
    let mut filter =
        tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into());
    // The Discord client's own logs print request routes and gateway
    // payloads (in its spans, at info and below), which carry interaction
    // tokens (each lets anyone answer as the bot for 15 minutes): serenity
    // logs warnings only, the HTTP stack info at most, whatever RUST_LOG says.
    for quiet in [
        "serenity=warn",
        "poise=info",
        "reqwest=info",
        "hyper=info",
        "hyper_util=info",
    ] {
        if let Ok(directive) = quiet.parse() {
            filter = filter.add_directive(directive);
        }
    }
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        // Colour codes only for a terminal, not for log files and pipes.
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    let cli = Cli::parse();
    let settings = Settings::load(cli.config.as_deref())?;
    match cli.command.unwrap_or(Mode::Run) {
        Mode::Run => {
            let mut host = open_host(&settings, None).await?;
            // Games that ended before compact logs are moved slowly.
            tokio::spawn(gamehost::compact::in_background(host.store().clone()));
            // Finished games are analysed at the lowest priority.
            tokio::spawn(host.clone().analyse_in_background());
            start_web(&settings, &mut host, settings.discord.token.is_none()).await?;
            if settings.discord.token.is_some() {
                eprintln!("Connecting to Discord…");
                gamehost::discord::run(host, &settings.discord).await?;
            } else {
                eprintln!(
                    "No Discord token configured (set DISCORD_TOKEN): starting the local console."
                );
                console::run(
                    &host,
                    &PathBuf::from("images"),
                    console::Format::Text,
                    console_locale(None),
                )
                .await?;
                host.store().close().await;
            }
        }
        Mode::Console {
            db,
            images,
            json,
            locale,
        } => {
            let mut host = open_host(&settings, db).await?;
            start_web(&settings, &mut host, true).await?;
            let format = if json {
                console::Format::Json
            } else {
                console::Format::Text
            };
            console::run(&host, &images, format, console_locale(locale.as_deref())).await?;
            host.store().close().await;
        }
        Mode::Bench {
            games,
            turns,
            rate,
            db,
            ack,
            seed,
            stored,
            engines,
            first_channel,
            mix,
            alerts,
            analyse,
        } => {
            let scratch = tempfile_dir()?;
            let path = db.unwrap_or_else(|| scratch.join("bench.db"));
            let host = open_host(&settings, Some(path.clone())).await?;
            eprintln!(
                "bench: {games} games ({mix}) × {turns} turns, {}, {engines} engine games thinking, synchronous = {:?}, database {}",
                rate.map_or("closed loop".to_string(), |r| format!(
                    "{r} turns/s offered"
                )),
                settings.database.synchronous,
                store::shown_url(&path.to_string_lossy())
            );
            let report = bench::run(
                host.clone(),
                bench::BenchOptions {
                    games,
                    turns,
                    rate,
                    ack,
                    seed,
                    stored,
                    engines,
                    first_channel,
                    mix,
                    alerts,
                    analyse,
                },
            )
            .await?;
            host.store().close().await;
            println!("{}", report.summary());
            let _ = std::fs::remove_dir_all(&scratch);
        }
        Mode::Web { db, listen } => {
            let store = open_store(&settings, db.as_deref()).await?;
            let wanted = match listen.or(settings.web.listen) {
                Some(addr) => addr,
                None => WebSettings::CONSOLE_LISTEN.parse()?,
            };
            let (listener, addr) = gamehost::web::bind(wanted)
                .await
                .map_err(|e| anyhow::anyhow!("cannot serve the web pages on {wanted}: {e}"))?;
            announce_web(&addr);
            let site = gamehost::web::Site::new(
                store,
                registry(&settings)?,
                settings.web.clone(),
                &settings.games,
            );
            gamehost::web::serve(listener, Arc::new(site)).await?;
        }
        Mode::Seed {
            db,
            games,
            distinct,
            servers,
            members,
            seed,
            rows,
        } => {
            let store = open_store(&settings, db.as_deref()).await?;
            let options = gamehost::seed::SeedOptions {
                games,
                distinct,
                servers,
                members,
                seed,
                rows,
                ..gamehost::seed::SeedOptions::default()
            };
            let report = gamehost::seed::seed(
                &store,
                registry(&settings)?,
                settings.games.clone(),
                &options,
                true,
            )
            .await?;
            store.close().await;
            println!("{}", report.summary());
        }
        Mode::Timings { db, runs } => {
            let mut hosts = vec![];
            for url in &db {
                let store = open_store(&settings, Some(url)).await?;
                let host = Host::new(store.clone(), registry(&settings)?, settings.games.clone());
                let site = gamehost::web::Site::new(
                    store,
                    host.shared_games(),
                    WebSettings {
                        requests_per_minute: u32::MAX,
                        ..settings.web.clone()
                    },
                    &settings.games,
                );
                let base = gamehost::web::serve_on_loopback(site).await?;
                let targets = bench::stored::targets(&host).await?;
                println!(
                    "{}: {} stored games; server {}, player {}, game {} ({} entries), /history in {} ({} entries)",
                    store::shown_url(url),
                    targets.games,
                    targets.server,
                    targets.player,
                    targets.game.0,
                    targets.game.2,
                    targets.channel.0,
                    targets.channel.1
                );
                hosts.push((host, base, targets));
            }
            let mut timers: Vec<_> = hosts
                .iter()
                .map(|(host, base, targets)| bench::stored::Timer::new(host, base, targets))
                .collect();
            // The databases take turns, a round each.
            for _ in 0..runs {
                for timer in &mut timers {
                    timer.round().await?;
                }
            }
            print!("{}", bench::stored::table(&timers));
            for (host, _, _) in &hosts {
                host.store().close().await;
            }
        }
        Mode::Compact { db } => {
            let store = open_store(&settings, db.as_deref()).await?;
            let finished = {
                let mut c = store.read().await?;
                store::finished_count(&mut c).await?
            };
            let progress = gamehost::progress::Progress::new("compact", finished as u64, "games");
            let moved = gamehost::compact::compact(&store, &progress).await?;
            store.close().await;
            println!(
                "compact: moved the logs of {} finished games ({} entries) into compact form.",
                moved.games, moved.entries
            );
        }
        Mode::Locales => print!("{}", gamehost::speech::coverage::table()),
        Mode::Analyse {
            db,
            games,
            ask_only,
        } => {
            let store = open_store(&settings, db.as_deref()).await?;
            let host = Host::new(store.clone(), registry(&settings)?, settings.games.clone());
            let asked = gamehost::analyse::ask(&host, games.unwrap_or(usize::MAX)).await?;
            let waiting = {
                let mut c = store.read().await?;
                store::next_wanted(&mut c).await?.map_or(0, |(_, n)| n)
            };
            println!("analyse: asked for {asked} games' analyses; {waiting} wait.");
            if !ask_only {
                let progress =
                    gamehost::progress::Progress::new("analyse", waiting as u64, "games");
                let figures = gamehost::analyse::run(&host, &progress).await?;
                print!("{}", gamehost::analyse::table(&figures));
            }
            store.close().await;
        }
        Mode::Verify { db } => {
            let how = settings.database.connect(db.as_deref());
            // Checking must not create an empty SQLite file where none was.
            if let Some(file) = store::sqlite_file(&how.url)
                && !file.is_file()
            {
                anyhow::bail!("there is no database at {}", file.display());
            }
            let store = open_store(&settings, db.as_deref()).await?;
            let games = registry(&settings)?;
            let total = {
                let mut c = store.read().await?;
                store::game_count(&mut c).await?
            };
            let progress = gamehost::progress::Progress::new("verify", total as u64, "games");
            let report = verify::verify_with(&store, &games, &progress).await?;
            println!("{}", report.summary());
            store.close().await;
            if !report.mismatches.is_empty() {
                std::process::exit(1);
            }
        }
    }
    Ok(())
}

/// The console's language: the one asked for, else the system's (a POSIX
/// name like `de_DE.UTF-8` read as `de-DE`), matched to a shipped locale;
/// en-US when nothing matches.
fn console_locale(asked: Option<&str>) -> game_api::Locale {
    let system = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty());
    let wanted = asked.map(str::to_owned).or(system).unwrap_or_default();
    let tag = wanted
        .split(['.', '@'])
        .next()
        .unwrap_or("")
        .replace('_', "-");
    gamehost::speech::choose::named(&tag).unwrap_or(game_api::Locale::EnUs)
}
