//! `gamehost timings`: how long each command and page takes on the
//! database as it is (a seeded year of play, or a few games), so that the
//! same figures on 1,000 and on 1,000,000 stored games say which grow.
//!
//! The work of one answer is kept alike between databases of different
//! sizes: the server is the one whose game count is nearest a typical
//! server's, the player the one of that server whose result count is
//! nearest a regular's, the game a Masters game of that server of about
//! 80 entries, and `/history` is asked in the channel whose latest game
//! is nearest such a game. What differs is only how much else is
//! stored. Each command is answered through the host, each page over HTTP
//! from the site on loopback; they take turns, `runs` rounds, and the
//! median and 90th percentile of each are reported.

use super::table::{Played, Table};
use crate::host::command::User;
use crate::host::{Ctx, Host};
use sqlx::Row;
use std::time::{Duration, Instant};

/// Games on a typical server, results of a regular player, entries of a
/// typical game (what the targets are chosen nearest to).
const SERVER_GAMES: i64 = 500;
const PLAYER_RESULTS: i64 = 30;
const GAME_ENTRIES: i64 = 80;

/// One command's or page's figures.
#[derive(Clone, Debug)]
pub struct Timing {
    /// What was asked (`/profile`, `GET /s/{server}`).
    pub what: String,
    /// Median.
    pub median: Duration,
    /// 90th percentile.
    pub p90: Duration,
}

/// What the figures were taken on.
#[derive(Clone, Debug)]
pub struct Targets {
    /// Stored games.
    pub games: i64,
    /// The server.
    pub server: String,
    /// The player.
    pub player: String,
    /// The channel of `/history`, and its latest game's entries.
    pub channel: (String, i64),
    /// The game of `/replay` and the game's pages: its id, page key and entries.
    pub game: (i64, String, i64),
}

/// Chooses what to ask about (see the module's note).
pub async fn targets(host: &Host) -> anyhow::Result<Targets> {
    let mut c = host.store().read().await?;
    let games: i64 = sqlx::query("SELECT COUNT(*) FROM games")
        .fetch_one(&mut *c)
        .await?
        .try_get(0)?;
    let server: String = sqlx::query(
        "SELECT server FROM games GROUP BY server ORDER BY ABS(COUNT(*) - $1), server LIMIT 1",
    )
    .bind(SERVER_GAMES)
    .fetch_one(&mut *c)
    .await?
    .try_get(0)?;
    let player: String = sqlx::query(
        "SELECT user_id FROM results WHERE server = $1 GROUP BY user_id ORDER BY ABS(COUNT(*) - $2), user_id LIMIT 1",
    )
    .bind(&server)
    .bind(PLAYER_RESULTS)
    .fetch_one(&mut *c)
    .await?
    .try_get(0)?;
    // The channel for `/history` (its latest game), and the game for
    // `/replay` and the game's pages.
    let latest = sqlx::query(
        "SELECT g.channel, (COALESCE((SELECT l.entries FROM game_logs l WHERE l.game_id = g.id), 0) + (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id)) AS entries \
         FROM games g WHERE g.id IN (SELECT MAX(id) FROM games WHERE server = $1 GROUP BY channel) \
         ORDER BY CASE WHEN g.game = 'masters' THEN 0 ELSE 1 END, \
         ABS((COALESCE((SELECT l.entries FROM game_logs l WHERE l.game_id = g.id), 0) + (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id)) - $2), g.id LIMIT 1",
    )
    .bind(&server)
    .bind(GAME_ENTRIES)
    .fetch_one(&mut *c)
    .await?;
    let game = sqlx::query(
        "SELECT g.id, g.page_key, (COALESCE((SELECT l.entries FROM game_logs l WHERE l.game_id = g.id), 0) + (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id)) AS entries \
         FROM games g WHERE g.server = $1 AND g.game = 'masters' \
         ORDER BY ABS((COALESCE((SELECT l.entries FROM game_logs l WHERE l.game_id = g.id), 0) + (SELECT COUNT(*) FROM turns t WHERE t.game_id = g.id)) - $2), g.id LIMIT 1",
    )
    .bind(&server)
    .bind(GAME_ENTRIES)
    .fetch_one(&mut *c)
    .await?;
    Ok(Targets {
        games,
        server,
        player,
        channel: (latest.try_get("channel")?, latest.try_get("entries")?),
        game: (
            game.try_get("id")?,
            game.try_get("page_key")?,
            game.try_get("entries")?,
        ),
    })
}

/// Times every command and page of one database, a round at a time (so
/// that rounds on several databases can take turns).
pub struct Timer<'a> {
    host: &'a Host,
    base: String,
    ctx: Ctx,
    commands: Vec<String>,
    pages: Vec<String>,
    /// Names for the report, with ids written as placeholders.
    names: Vec<String>,
    turns: Table,
    seed: u64,
    client: reqwest::Client,
    times: Vec<Vec<Duration>>,
}

impl<'a> Timer<'a> {
    /// Times `host`'s commands, and the pages at `base`, about `targets`.
    pub fn new(host: &'a Host, base: &str, targets: &Targets) -> Timer<'a> {
        let (game_id, key, entries) = &targets.game;
        let channel = &targets.channel.0;
        let (server, player) = (&targets.server, &targets.player);
        let commands = vec![
            "/history".to_string(),
            format!("/replay game:{game_id}"),
            "/profile".to_string(),
            "/leaderboard game:masters".to_string(),
            "/leaderboard game:throne".to_string(),
            "/mygames".to_string(),
        ];
        let pages = vec![
            format!("/g/{key}"),
            format!("/g/{key}/{}", entries / 2),
            format!("/g/{key}/record.txt"),
            format!("/s/{server}"),
            format!("/s/{server}?game=throne"),
            format!("/s/{server}?player={player}"),
            format!("/s/{server}?game=masters&player={player}"),
            format!("/s/{server}/p/{player}"),
        ];
        let names = std::iter::once("a turn (Masters)".to_string())
            .chain(
                commands
                    .iter()
                    .map(|c| c.replace(&game_id.to_string(), "{id}")),
            )
            .chain(pages.iter().map(|p| {
                let p = p.replace(key.as_str(), "{key}");
                let p = p.replace(player.as_str(), "{player}");
                format!("GET {}", p.replace(server.as_str(), "{server}"))
            }))
            .collect();
        Timer {
            host,
            base: base.to_string(),
            ctx: Ctx {
                server: server.clone(),
                channel: channel.clone(),
                user: User::named(player),
                manages_server: false,
            },
            times: vec![vec![]; 1 + commands.len() + pages.len()],
            commands,
            pages,
            names,
            turns: Table::new("timings-turns".into(), "masters", 0),
            seed: 1,
            client: reqwest::Client::new(),
        }
    }

    /// Asks everything once: a turn, each command, each page.
    pub async fn round(&mut self) -> anyhow::Result<()> {
        let t = Instant::now();
        match self
            .turns
            .play_one(self.host, &mut self.seed, &None)
            .await?
        {
            Played::Done => self.times[0].push(t.elapsed()),
            Played::Refused | Played::Waiting => anyhow::bail!("a timed turn was refused"),
        }
        for (i, line) in self.commands.iter().enumerate() {
            let command = self
                .host
                .parse(line, |n| Some(User::named(n)))
                .map_err(|_| anyhow::anyhow!("{line} does not parse"))?;
            let t = Instant::now();
            self.host
                .try_handle(&self.ctx, command)
                .await
                .map_err(|_| anyhow::anyhow!("{line} was refused"))?;
            self.times[1 + i].push(t.elapsed());
        }
        for (i, path) in self.pages.iter().enumerate() {
            let t = Instant::now();
            let response = self
                .client
                .get(format!("{}{path}", self.base))
                .send()
                .await?;
            let status = response.status();
            response.bytes().await?;
            anyhow::ensure!(status.is_success(), "GET {path}: {status}");
            self.times[1 + self.commands.len() + i].push(t.elapsed());
        }
        Ok(())
    }

    /// The figures of the rounds so far.
    pub fn timings(&self) -> Vec<Timing> {
        self.names
            .iter()
            .zip(&self.times)
            .map(|(what, t)| {
                let mut t = t.clone();
                t.sort();
                Timing {
                    what: what.clone(),
                    median: super::percentile(&t, 0.5),
                    p90: super::percentile(&t, 0.9),
                }
            })
            .collect()
    }
}

/// The figures of each timer side by side (a Markdown table): the median
/// and 90th percentile in ms, and each later database's median as a
/// multiple of the first's.
pub fn table(timers: &[Timer<'_>]) -> String {
    use std::fmt::Write;
    let figures: Vec<Vec<Timing>> = timers.iter().map(Timer::timings).collect();
    let Some(first) = figures.first() else {
        return String::new();
    };
    let mut out = String::from("| Command or page |");
    for i in 0..figures.len() {
        let _ = write!(out, " db {} median | p90 |", i + 1);
        if i > 0 {
            let _ = write!(out, " ×db 1 |");
        }
    }
    out.push('\n');
    out.push_str("|---|");
    for i in 0..figures.len() {
        out.push_str("---:|---:|");
        if i > 0 {
            out.push_str("---:|");
        }
    }
    out.push('\n');
    for (row, base) in first.iter().enumerate() {
        let _ = write!(out, "| {} |", base.what.replace('|', "\\|"));
        for (i, f) in figures.iter().enumerate() {
            let t = &f[row];
            let ms = |d: Duration| d.as_secs_f64() * 1e3;
            let _ = write!(out, " {:.2} | {:.2} |", ms(t.median), ms(t.p90));
            if i > 0 {
                let _ = write!(out, " {:.2} |", ms(t.median) / ms(base.median).max(1e-9));
            }
        }
        out.push('\n');
    }
    out
}
