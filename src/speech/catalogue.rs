//! The catalogue: every message in every shipped language, read from
//! `locales/<locale>/*.ftl` (embedded in the binary) into one Fluent
//! bundle per locale. A message a locale lacks is said in the nearest
//! shipped one (`es-419` in `es-ES`), then in en-US, the source.

use super::pseudo;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use game_api::{Arg, Bit, Join, Locale, Phrase, Speak, Words, say::isolate};
use include_dir::{Dir, include_dir};
use std::collections::HashMap;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// The `.ftl` files, one folder per locale.
static FILES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/locales");

/// One locale's messages.
type Bundle = FluentBundle<FluentResource>;

/// Every shipped locale's messages, and which to try for each locale.
pub struct Catalogue {
    bundles: HashMap<Locale, Bundle>,
    /// The shipped locales, en-US first.
    shipped: Vec<Locale>,
    /// For each locale, the shipped ones to try, in order (en-US last).
    chains: HashMap<Locale, Vec<Locale>>,
}

/// A file of the catalogue that Fluent cannot read.
#[derive(Debug, thiserror::Error)]
#[error("{file}: {problem}")]
pub struct BadFile {
    /// The file, like `de/host.ftl`.
    pub file: String,
    /// What is wrong.
    pub problem: String,
}

/// The catalogue, read once per process.
pub fn catalogue() -> &'static Catalogue {
    static READ: OnceLock<Catalogue> = OnceLock::new();
    READ.get_or_init(|| Catalogue::read().unwrap_or_else(|e| panic!("the catalogue: {e}")))
}

/// The `.ftl` sources of one shipped locale: (file name, text), by name.
pub fn sources(locale: Locale) -> Vec<(String, &'static str)> {
    let code = match locale {
        Locale::Pseudo => Locale::EnUs.code(),
        l => l.code(),
    };
    let Some(dir) = FILES.get_dir(code) else {
        return vec![];
    };
    let mut files: Vec<(String, &'static str)> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
        .filter_map(|f| {
            let name = f.path().file_name()?.to_string_lossy().into_owned();
            Some((name, f.contents_utf8()?))
        })
        .collect();
    files.sort();
    files
}

impl Catalogue {
    /// Reads every locale's files; a file Fluent cannot parse, or a message
    /// defined twice, is an error.
    pub fn read() -> Result<Catalogue, BadFile> {
        let shipped: Vec<Locale> = std::iter::once(Locale::EnUs)
            .chain(
                Locale::ALL
                    .into_iter()
                    .filter(|&l| l != Locale::EnUs && l != Locale::Pseudo)
                    .filter(|&l| !sources(l).is_empty()),
            )
            .collect();
        let mut bundles = HashMap::new();
        for &locale in shipped.iter().chain(std::iter::once(&Locale::Pseudo)) {
            bundles.insert(locale, bundle(locale)?);
        }
        let chains = Locale::ALL
            .into_iter()
            .map(|l| (l, chain(l, &shipped)))
            .collect();
        Ok(Catalogue {
            bundles,
            shipped,
            chains,
        })
    }

    /// The locales with messages of their own, en-US first.
    pub fn shipped(&self) -> &[Locale] {
        &self.shipped
    }

    /// A speaker of `locale`.
    pub fn speaker(&'static self, locale: Locale) -> Speaker {
        Speaker {
            locale,
            times: Times::Utc,
            catalogue: self,
        }
    }

    /// The shipped locale `locale` is said in when it has no messages of
    /// its own: its nearest shipped relative (`es-419`: es-ES), else en-US.
    pub fn nearest_shipped(&self, locale: Locale) -> Locale {
        self.chains
            .get(&locale)
            .and_then(|chain| chain.first().copied())
            .unwrap_or(Locale::EnUs)
    }

    /// Whether `locale` itself (not a fallback) has the message `id`.
    pub fn has(&self, locale: Locale, id: &str) -> bool {
        self.bundles.get(&locale).is_some_and(|b| b.has_message(id))
    }

    /// `phrase` in `locale`, from the first locale of its chain that has
    /// it, moments written as UTC dates.
    pub fn say(&self, locale: Locale, phrase: &Phrase) -> String {
        self.say_with(locale, Times::Utc, phrase)
    }

    /// `phrase` in `locale`, moments written the `times` way.
    pub fn say_with(&self, locale: Locale, times: Times, phrase: &Phrase) -> String {
        let chain = self.chains.get(&locale).map(Vec::as_slice).unwrap_or(&[]);
        for l in chain {
            let bundle = &self.bundles[l];
            if let Some(text) = self.format(bundle, *l, times, phrase) {
                return match locale {
                    Locale::Pseudo => pseudo::wrap(&text),
                    _ => text,
                };
            }
        }
        tracing::error!(id = phrase.id(), "a message no locale has");
        phrase.id().to_string()
    }

    /// `words` in `locale`: phrases said, names isolated, notation as it is.
    fn words_with(&self, locale: Locale, times: Times, words: &Words) -> String {
        let mut out = String::new();
        for bit in words.bits() {
            match bit {
                Bit::Say(p) => out.push_str(&self.say_with(locale, times, p)),
                Bit::Code(s) => out.push_str(s),
                Bit::Name(s) => out.push_str(&isolate(s)),
            }
        }
        out
    }

    fn format(
        &self,
        bundle: &Bundle,
        locale: Locale,
        times: Times,
        phrase: &Phrase,
    ) -> Option<String> {
        let message = bundle.get_message(phrase.id())?;
        let pattern = message.value()?;
        let mut args = FluentArgs::new();
        for (name, arg) in phrase.args() {
            args.set(name.clone(), self.value(locale, times, arg));
        }
        let mut errors = vec![];
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            tracing::error!(
                id = phrase.id(),
                ?errors,
                "a message said with the wrong arguments"
            );
        }
        Some(text.into_owned())
    }

    fn value(&self, locale: Locale, times: Times, arg: &Arg) -> FluentValue<'static> {
        match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Name(s) => FluentValue::from(isolate(s)),
            Arg::Code(s) => FluentValue::from(s.clone()),
            Arg::Phrase(p) => FluentValue::from(self.say_with(locale, times, p)),
            Arg::List(join, items) => FluentValue::from(self.list(locale, times, *join, items)),
            Arg::When(t) => FluentValue::from(times.write(*t)),
            Arg::Words(w) => FluentValue::from(self.words_with(locale, times, w)),
        }
    }

    /// Items joined the language's way: `a, b and c`.
    fn list(&self, locale: Locale, times: Times, join: Join, items: &[Phrase]) -> String {
        let said: Vec<String> = items
            .iter()
            .map(|p| self.say_with(locale, times, p))
            .collect();
        match said.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => {
                let comma = self.say(locale, &Phrase::new("list-comma"));
                let id = match join {
                    Join::And => "list-and",
                    Join::Or => "list-or",
                };
                self.say(
                    locale,
                    &Phrase::new(id)
                        .code("head", rest.join(&comma))
                        .code("last", last),
                )
            }
        }
    }
}

/// One locale's bundle: its files in name order, isolation left to
/// [`isolate`] (names only), the pseudo-locale's text accented.
fn bundle(locale: Locale) -> Result<Bundle, BadFile> {
    let id: LanguageIdentifier = match locale {
        Locale::Pseudo => Locale::EnUs.code(),
        l => l.code(),
    }
    .parse()
    .map_err(|_| BadFile {
        file: locale.code().into(),
        problem: "not a language tag".into(),
    })?;
    let mut bundle = Bundle::new_concurrent(vec![id]);
    bundle.set_use_isolating(false);
    if locale == Locale::Pseudo {
        bundle.set_transform(Some(pseudo::accent));
    }
    for (name, text) in sources(locale) {
        let file = format!("{}/{name}", locale.code());
        let resource =
            FluentResource::try_new(text.to_string()).map_err(|(_, errors)| BadFile {
                file: file.clone(),
                problem: format!("{errors:?}"),
            })?;
        bundle.add_resource(resource).map_err(|errors| BadFile {
            file,
            problem: format!("{errors:?}"),
        })?;
    }
    Ok(bundle)
}

/// The shipped locales to try for `locale`: itself or its nearest shipped
/// relative (Fluent's language negotiation), then en-US.
fn chain(locale: Locale, shipped: &[Locale]) -> Vec<Locale> {
    if locale == Locale::Pseudo {
        return vec![Locale::Pseudo];
    }
    let ids: Vec<LanguageIdentifier> = shipped
        .iter()
        .filter_map(|l| l.code().parse().ok())
        .collect();
    let Ok(wanted) = locale.code().parse::<LanguageIdentifier>() else {
        return vec![Locale::EnUs];
    };
    let found = fluent_langneg::negotiate_languages(
        &[wanted],
        &ids,
        None,
        fluent_langneg::NegotiationStrategy::Filtering,
    );
    let mut out: Vec<Locale> = found
        .into_iter()
        .filter_map(|id| Locale::from_code(&id.to_string()))
        .collect();
    if !out.contains(&Locale::EnUs) {
        out.push(Locale::EnUs);
    }
    out
}

/// How a front end writes a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Times {
    /// A UTC date and time (`2026-11-28 05:30 UTC`): the console, the pages.
    Utc,
    /// Discord's timestamp markup (`<t:…:R>`), which each reader sees as a
    /// relative time in their own zone.
    Discord,
}

impl Times {
    /// `unix` (seconds) written this way.
    pub fn write(self, unix: i64) -> String {
        match self {
            Times::Utc => crate::host::clock::utc(unix),
            Times::Discord => format!("<t:{unix}:R>"),
        }
    }
}

/// The catalogue speaking one language.
#[derive(Clone, Copy)]
pub struct Speaker {
    locale: Locale,
    times: Times,
    catalogue: &'static Catalogue,
}

impl std::fmt::Debug for Speaker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Speaker({})", self.locale)
    }
}

impl Speak for Speaker {
    fn locale(&self) -> Locale {
        self.locale
    }

    fn say(&self, phrase: &Phrase) -> String {
        self.catalogue.say_with(self.locale, self.times, phrase)
    }

    fn when(&self, unix: i64) -> String {
        self.times.write(unix)
    }
}

impl Speaker {
    /// The same speaker, writing moments the `times` way.
    #[must_use]
    pub fn writing_times(mut self, times: Times) -> Speaker {
        self.times = times;
        self
    }
}

/// A speaker of `locale` from the process's catalogue.
pub fn speaker(locale: Locale) -> Speaker {
    catalogue().speaker(locale)
}
