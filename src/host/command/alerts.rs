//! What `/notify` asks for, read once by the parser: the mode, a game
//! kind, quiet hours in a time zone, the low-time threshold.

/// What a player asked `/notify` for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NotifyMode {
    /// No alerts (the default).
    #[default]
    Off,
    /// Each turn of theirs, and when their time runs low.
    Every,
    /// Only when their time runs low.
    Low,
    /// Once a day, the games waiting for them.
    Digest,
}

impl NotifyMode {
    /// The word `/notify mode:` takes and the store keeps.
    pub fn word(self) -> &'static str {
        match self {
            NotifyMode::Off => "off",
            NotifyMode::Every => "every",
            NotifyMode::Low => "low",
            NotifyMode::Digest => "digest",
        }
    }

    /// The mode a stored or typed word names.
    pub fn from_word(word: &str) -> Option<NotifyMode> {
        match word {
            "off" => Some(NotifyMode::Off),
            "every" => Some(NotifyMode::Every),
            "low" => Some(NotifyMode::Low),
            "digest" => Some(NotifyMode::Digest),
            _ => None,
        }
    }
}

/// Quiet hours: local minutes after midnight, from and to (to may be the
/// next day: 22:00–07:00).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quiet {
    /// When they start.
    pub from: u16,
    /// When they end.
    pub to: u16,
}

/// `/notify`: what a player asked for, read once by the parser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotifyChoice {
    /// The mode.
    pub mode: NotifyMode,
    /// For one game kind only (its name), or every kind.
    pub game: Option<String>,
    /// Quiet hours, in `zone`.
    pub quiet: Option<Quiet>,
    /// The player's time zone.
    pub zone: Option<jiff::tz::TimeZone>,
    /// The zone's IANA name, as typed and kept.
    pub zone_name: Option<String>,
    /// The low-time threshold in seconds (default: a quarter of the
    /// turn's time, at most an hour).
    pub low_seconds: Option<i64>,
}

/// `22-07` or `22:30-07:00`: quiet hours.
pub fn parse_quiet(text: &str) -> Option<Quiet> {
    let (from, to) = text.trim().split_once('-')?;
    let minutes = |t: &str| -> Option<u16> {
        let t = t.trim();
        let (h, m) = t.split_once(':').unwrap_or((t, "0"));
        let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
        (h < 24 && m < 60).then_some(h * 60 + m)
    };
    let (from, to) = (minutes(from)?, minutes(to)?);
    (from != to).then_some(Quiet { from, to })
}

/// An IANA time zone by name (`Europe/Berlin`).
pub fn parse_zone(name: &str) -> Option<jiff::tz::TimeZone> {
    jiff::tz::TimeZone::get(name.trim()).ok()
}
