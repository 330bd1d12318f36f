//! Settings: defaults, then `config.toml` (or the file given), then
//! environment variables `GAMEHOST_…` (nested keys joined by `__`, e.g.
//! `GAMEHOST_DATABASE__PATH`). The Discord token also comes from `DISCORD_TOKEN`.

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Every setting, with its default.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Storage.
    pub database: DatabaseSettings,
    /// Games and challenges.
    pub games: GameSettings,
    /// Board pictures.
    pub images: ImageSettings,
    /// Discord connection.
    pub discord: DiscordSettings,
    /// The games' web pages.
    pub web: WebSettings,
}

/// The web server that shows games as pages.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct WebSettings {
    /// Where it listens (`127.0.0.1:8350`). Unset: the local console
    /// serves on [`WebSettings::CONSOLE_LISTEN`], Discord serves no pages.
    /// An address other than loopback exposes the pages to the network.
    pub listen: Option<std::net::SocketAddr>,
    /// The pages' public address (`https://games.example.org`), for
    /// links in messages; unset, messages carry no links.
    pub public_url: Option<String>,
    /// Requests one client address may make per minute.
    pub requests_per_minute: u32,
    /// Whether the local console serves the pages on loopback when
    /// `listen` is unset (tests that compare its output byte for byte turn
    /// it off: each game's page key is random).
    pub console_pages: bool,
    /// The secret that signs the links a seated player plays with (HMAC);
    /// prefer the `GAMEHOST_WEB__LINK_SECRET` environment variable. Unset,
    /// a random one is made at each start (links then end with the
    /// process).
    pub link_secret: Option<Token>,
    /// Hours a play link stays good.
    pub link_hours: u64,
    /// The reverse proxies whose `X-Forwarded-For` / `Forwarded` header
    /// names the visitor (addresses or networks: `127.0.0.1`,
    /// `10.0.0.0/8`, `::1`). A request from anywhere else is its own
    /// visitor, whatever its headers say.
    pub trusted_proxies: Vec<String>,
    /// Most connections the site holds open at once (further ones are
    /// refused, or the longest idle one is closed for them); never more
    /// than the process's file limit leaves after the bot's own share.
    pub max_connections: u32,
    /// Most connections one address (an IPv6 /64) holds open at once; a
    /// trusted proxy is held only to `max_connections`.
    pub connections_per_address: u32,
}

impl WebSettings {
    /// Where the local console serves pages unless told otherwise.
    pub const CONSOLE_LISTEN: &'static str = "127.0.0.1:8350";

    /// The trusted proxies as networks (an address alone is a network of
    /// one); an error names the entry that is neither.
    pub fn trusted_networks(&self) -> Result<Vec<ipnet::IpNet>, String> {
        self.trusted_proxies
            .iter()
            .map(|text| {
                let text = text.trim();
                text.parse::<ipnet::IpNet>()
                    .or_else(|_| text.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
                    .map(|n| n.trunc())
                    .map_err(|_| {
                        format!("web.trusted_proxies: {text:?} is not an address or a network")
                    })
            })
            .collect()
    }
}

impl Default for WebSettings {
    fn default() -> Self {
        WebSettings {
            listen: None,
            public_url: None,
            requests_per_minute: 600,
            console_pages: true,
            link_secret: None,
            link_hours: 12,
            trusted_proxies: vec![],
            max_connections: 4096,
            connections_per_address: 64,
        }
    }
}

/// Where and how games are stored.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct DatabaseSettings {
    /// The SQLite file (created if missing), when `url` is not set.
    pub path: PathBuf,
    /// The database as a URL, instead of `path`: `sqlite://FILE` or
    /// `postgres://USER:PASSWORD@HOST:PORT/DATABASE` (add `?sslmode=require`
    /// or `verify-full` for TLS). Several bot processes may share one
    /// PostgreSQL database.
    pub url: Option<String>,
    /// Connections each bot process keeps open to the database.
    pub pool_size: u32,
    /// Seconds one statement may run before PostgreSQL cancels it, and the
    /// longest wait for a free connection.
    pub statement_timeout_seconds: u64,
    /// SQLite `synchronous` in WAL mode: `normal` (the default: a commit is
    /// written to the WAL before it is acknowledged, so it survives kill -9
    /// and a restart; an OS crash or power cut may lose the last commits) or
    /// `full` (also fsynced: survives power loss, at one fsync per commit).
    pub synchronous: Synchronous,
}

pub use crate::store::Synchronous;

/// Game settings.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct GameSettings {
    /// Minutes an open challenge waits for an answer.
    pub challenge_expiry_minutes: u64,
    /// How many engine searches run at once (each on a core of its own;
    /// more wait in line). 0: one per core but one, so that a core is
    /// always left to the channels' commands (at least one search).
    pub engine_searches: usize,
    /// A fixed node budget per engine turn instead of each level's time:
    /// the engine then plays the same game for the same moves (tests).
    pub engine_nodes: Option<u64>,
    /// The public address of the rules pages, one per game named by the
    /// game (`<rules_url>/throne.md`): the repository's `docs/rules`
    /// folder where it is published. `/rules` links there; without it
    /// `/rules` says everything in the message itself.
    pub rules_url: Option<String>,
    /// Seconds after acting in a game (or looking at its seat page) during
    /// which a player counts as being at it: no turn alert reaches them.
    pub at_the_game_seconds: i64,
}

/// Board picture settings.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct ImageSettings {
    /// Edge of a board square in pixels (40–128): the picture is
    /// `10 × square_px + 48` pixels wide.
    pub square_px: u32,
}

impl Default for ImageSettings {
    fn default() -> Self {
        ImageSettings {
            square_px: masters_render::theme::DEFAULT_SQUARE,
        }
    }
}

/// Discord settings.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordSettings {
    /// The bot token; prefer the `DISCORD_TOKEN` environment variable.
    pub token: Option<Token>,
    /// Register the slash commands in this one server (guild) only: they
    /// appear at once, which suits development. Without it they are
    /// registered globally.
    pub guild_id: Option<u64>,
    /// On accept, start a thread from the challenge message and play the
    /// game there.
    pub thread_per_game: bool,
    /// Advanced: send Discord API calls to this base URL instead of
    /// `https://discord.com` (a rate-limiting proxy, or the tests' fake
    /// Discord). The gateway address is asked from it too.
    pub api_base: Option<String>,
    /// Run only these shards in this process (for several processes);
    /// without it, as many shards as Discord recommends.
    pub shards: Option<ShardSettings>,
    /// Advanced: answer an interaction directly if its work is done within
    /// this many milliseconds; otherwise defer it first and edit the answer
    /// in later (Discord drops interactions unanswered after 3 s); 0 always
    /// defers.
    pub defer_after_ms: u64,
    /// The Play button launches the game page inside Discord as an
    /// Activity (set the URL mapping in the developer portal, see the
    /// README); needs `client_id`, `client_secret` and `web.public_url`.
    pub activity: bool,
    /// The application's id (the OAuth2 client id), for the Activity.
    pub client_id: Option<u64>,
    /// The application's OAuth2 client secret, for the Activity; prefer
    /// the `GAMEHOST_DISCORD__CLIENT_SECRET` environment variable.
    pub client_secret: Option<Token>,
    /// Advanced: where the Activity's OAuth2 code is exchanged and the
    /// player read (`<oauth_base>/oauth2/token`, `<oauth_base>/users/@me`)
    /// instead of `https://discord.com/api` (the tests' fake).
    pub oauth_base: Option<String>,
    /// Which pages may frame the Activity (a Content-Security-Policy
    /// `frame-ancestors` list).
    pub activity_frame_ancestors: String,
}

impl DiscordSettings {
    /// Where Discord's OAuth2 and user endpoints are.
    pub fn oauth_base(&self) -> &str {
        self.oauth_base
            .as_deref()
            .unwrap_or("https://discord.com/api")
            .trim_end_matches('/')
    }
}

impl Default for DiscordSettings {
    fn default() -> Self {
        DiscordSettings {
            token: None,
            guild_id: None,
            thread_per_game: false,
            api_base: None,
            shards: None,
            defer_after_ms: 1500,
            activity: false,
            client_id: None,
            client_secret: None,
            oauth_base: None,
            activity_frame_ancestors:
                "https://discord.com https://*.discord.com https://*.discordsays.com".into(),
        }
    }
}

/// The shards one process runs: `first` to `last` (inclusive) of `total`.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct ShardSettings {
    /// The first shard id this process runs.
    pub first: u32,
    /// The last shard id this process runs.
    pub last: u32,
    /// Shards across all processes.
    pub total: u32,
}

impl ShardSettings {
    /// Checks that the range lies within the total.
    pub fn check(&self) -> Result<(), String> {
        if self.first <= self.last && self.last < self.total {
            Ok(())
        } else {
            Err(format!(
                "discord.shards: need first <= last < total, got first = {}, last = {}, total = {}",
                self.first, self.last, self.total
            ))
        }
    }
}

/// A bot token: printed as `Token(…)` so it never reaches a log.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Token(String);

impl Token {
    /// A token from its text.
    pub fn new(text: impl Into<String>) -> Token {
        Token(text.into())
    }

    /// The secret itself, for the Discord client only.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Token(…)")
    }
}

impl DatabaseSettings {
    /// How to connect: `url` (or `database`, a path or URL given on the
    /// command line, first), else the SQLite file at `path`.
    pub fn connect(&self, database: Option<&str>) -> crate::store::Connect {
        let url = match database.or(self.url.as_deref()) {
            Some(given) if given.contains("://") || given.starts_with("sqlite:") => {
                given.to_string()
            }
            Some(file) => crate::store::sqlite_url(Path::new(file)),
            None => crate::store::sqlite_url(&self.path),
        };
        self.connect_url(url)
    }

    /// How to connect to the database at `url`, with these settings.
    pub fn connect_url(&self, url: String) -> crate::store::Connect {
        crate::store::Connect {
            url,
            synchronous: self.synchronous,
            pool_size: self.pool_size,
            statement_timeout: std::time::Duration::from_secs(
                self.statement_timeout_seconds.max(1),
            ),
        }
    }
}

impl Default for DatabaseSettings {
    fn default() -> Self {
        DatabaseSettings {
            path: PathBuf::from("gamehost.db"),
            url: None,
            pool_size: crate::store::DEFAULT_POOL_SIZE,
            statement_timeout_seconds: crate::store::DEFAULT_STATEMENT_TIMEOUT.as_secs(),
            synchronous: Synchronous::Normal,
        }
    }
}

impl Default for GameSettings {
    fn default() -> Self {
        GameSettings {
            challenge_expiry_minutes: 15,
            engine_searches: 0,
            engine_nodes: None,
            rules_url: None,
            at_the_game_seconds: crate::host::notify::AT_THE_GAME,
        }
    }
}

impl Settings {
    /// Loads the settings: defaults, the TOML file if it exists, the environment.
    pub fn load(file: Option<&Path>) -> anyhow::Result<Settings> {
        if let Some(named) = file
            && !named.is_file()
        {
            let why = if named.is_dir() {
                "is a directory"
            } else if named.exists() {
                "is not a file"
            } else {
                "does not exist"
            };
            anyhow::bail!("the settings file {} {why}", named.display());
        }
        let file = file
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("config.toml"));
        let mut settings: Settings = Figment::from(Serialized::defaults(Settings::default()))
            .merge(Toml::file(&file))
            .merge(Env::prefixed("GAMEHOST_").split("__"))
            .extract()
            .map_err(|e| anyhow::anyhow!("invalid settings: {e}"))?;
        if let Ok(token) = std::env::var("DISCORD_TOKEN")
            && !token.trim().is_empty()
        {
            settings.discord.token = Some(Token::new(token.trim()));
        }
        settings.discord.token = settings
            .discord
            .token
            .filter(|t| !t.expose().trim().is_empty());
        if settings.games.challenge_expiry_minutes == 0 {
            anyhow::bail!("invalid settings: games.challenge_expiry_minutes must be at least 1");
        }
        settings
            .web
            .trusted_networks()
            .map_err(|e| anyhow::anyhow!("invalid settings: {e}"))?;
        if let Some(shards) = &settings.discord.shards {
            shards
                .check()
                .map_err(|e| anyhow::anyhow!("invalid settings: {e}"))?;
        }
        Ok(settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_file_parses_to_the_defaults() {
        let text = include_str!("../config.example.toml");
        let parsed: Settings = Figment::from(Serialized::defaults(Settings::default()))
            .merge(Toml::string(text))
            .extract()
            .unwrap();
        assert_eq!(parsed, Settings::default());
    }

    #[test]
    fn the_database_is_a_file_or_a_url_and_the_command_line_wins() {
        let mut db = DatabaseSettings {
            path: PathBuf::from("/var/lib/my games/g.db"),
            ..DatabaseSettings::default()
        };
        let file = db.connect(None).url;
        assert_eq!(file, "sqlite:///var/lib/my%20games/g.db?mode=rwc");
        assert_eq!(
            crate::store::sqlite_file(&file),
            Some(PathBuf::from("/var/lib/my games/g.db"))
        );
        db.url = Some("postgres://bot:pw@db:5432/games?sslmode=require".into());
        assert_eq!(
            db.connect(None).url,
            "postgres://bot:pw@db:5432/games?sslmode=require"
        );
        assert_eq!(
            crate::store::shown_url(&db.connect(None).url),
            "postgres://bot:…@db:5432/games?sslmode=require"
        );
        assert_eq!(
            db.connect(Some("other.db")).url,
            "sqlite://other.db?mode=rwc"
        );
        assert_eq!(db.connect(Some("postgres://h/x")).url, "postgres://h/x");
        assert_eq!(crate::store::sqlite_file("postgres://h/x"), None);
        // Non-ASCII names survive the URL (sqlx decodes the escapes).
        let named = crate::store::sqlite_url(Path::new("/srv/spiele ä/g.db"));
        assert_eq!(
            crate::store::sqlite_file(&named),
            Some(PathBuf::from("/srv/spiele ä/g.db"))
        );
    }

    #[test]
    fn a_shard_range_must_lie_within_the_total() {
        let ok = ShardSettings {
            first: 0,
            last: 1,
            total: 2,
        };
        assert!(ok.check().is_ok());
        for (first, last, total) in [(1, 0, 2), (0, 2, 2), (0, 0, 0)] {
            let bad = ShardSettings { first, last, total };
            assert!(bad.check().unwrap_err().contains("first <= last < total"));
        }
    }

    #[test]
    fn trusted_proxies_are_addresses_or_networks() {
        let web = WebSettings {
            trusted_proxies: vec!["127.0.0.1".into(), "10.1.2.3/8".into(), "::1".into()],
            ..WebSettings::default()
        };
        let nets: Vec<String> = web
            .trusted_networks()
            .unwrap()
            .iter()
            .map(|n| n.to_string())
            .collect();
        assert_eq!(nets, ["127.0.0.1/32", "10.0.0.0/8", "::1/128"]);
        let bad = WebSettings {
            trusted_proxies: vec!["proxy.example".into()],
            ..WebSettings::default()
        };
        assert_eq!(
            bad.trusted_networks(),
            Err(
                "web.trusted_proxies: \"proxy.example\" is not an address or a network".to_string()
            )
        );
    }

    #[test]
    fn the_token_never_shows_in_debug_output() {
        let mut settings = Settings::default();
        settings.discord.token = Some(Token::new("secret-token-text"));
        let printed = format!("{settings:?}");
        assert!(!printed.contains("secret-token-text"), "{printed}");
        assert!(printed.contains("Token(…)"));
    }
}
