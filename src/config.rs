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
}

/// Where and how games are stored.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct DatabaseSettings {
    /// The SQLite file (created if missing).
    pub path: PathBuf,
    /// SQLite `synchronous` in WAL mode: `normal` (the default: a commit is
    /// written to the WAL before it is acknowledged, so it survives kill -9
    /// and a restart; an OS crash or power cut may lose the last commits) or
    /// `full` (also fsynced: survives power loss, at one fsync per commit).
    pub synchronous: Synchronous,
}

/// SQLite durability level.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Synchronous {
    /// fsync on every commit.
    Full,
    /// fsync at checkpoints only.
    Normal,
}

/// Game settings.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct GameSettings {
    /// Minutes an open challenge waits for an answer.
    pub challenge_expiry_minutes: u64,
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
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordSettings {
    /// The bot token; prefer the `DISCORD_TOKEN` environment variable.
    pub token: Option<String>,
}

impl Default for DatabaseSettings {
    fn default() -> Self {
        DatabaseSettings {
            path: PathBuf::from("gamehost.db"),
            synchronous: Synchronous::Normal,
        }
    }
}

impl Default for GameSettings {
    fn default() -> Self {
        GameSettings {
            challenge_expiry_minutes: 15,
        }
    }
}

impl Settings {
    /// Loads the settings: defaults, the TOML file if it exists, the environment.
    pub fn load(file: Option<&Path>) -> anyhow::Result<Settings> {
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
            settings.discord.token = Some(token.trim().to_string());
        }
        settings.discord.token = settings.discord.token.filter(|t| !t.trim().is_empty());
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
}
