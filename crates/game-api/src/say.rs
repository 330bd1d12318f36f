//! What the bot says, as data: a [`Phrase`] is a message id with typed
//! arguments, [`Words`] a run of phrases, names and notation. Nothing below
//! the front ends makes a sentence; a front end renders words in its
//! reader's [`Locale`] through a [`Speak`] (the host's Fluent catalogue,
//! `src/words/`).
//!
//! Arguments say what they are, so the catalogue treats each right: a
//! [`Arg::Name`] is someone's input (isolated, so a right-to-left name does
//! not reorder the sentence around it), [`Arg::Code`] is notation shown as
//! it is (`E2-E4`), [`Arg::Number`] is chosen among plural forms by the
//! language's rules, and [`Arg::Phrase`] is another message in the same
//! language (a piece's name, a side, a reason).

use serde::{Deserialize, Serialize};

/// A language the bot may be asked to speak: every locale Discord tells a
/// bot, and a pseudo-locale that marks every message for tests.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(into = "String", try_from = "String")]
pub enum Locale {
    /// English (United States): the source and the fallback.
    #[default]
    EnUs,
    /// English (United Kingdom).
    EnGb,
    /// Bulgarian.
    Bg,
    /// Czech.
    Cs,
    /// Danish.
    Da,
    /// German.
    De,
    /// Greek.
    El,
    /// Spanish (Spain).
    EsEs,
    /// Spanish (Latin America).
    Es419,
    /// Finnish.
    Fi,
    /// French.
    Fr,
    /// Hindi.
    Hi,
    /// Croatian.
    Hr,
    /// Hungarian.
    Hu,
    /// Indonesian.
    Id,
    /// Italian.
    It,
    /// Japanese.
    Ja,
    /// Korean.
    Ko,
    /// Lithuanian.
    Lt,
    /// Dutch.
    Nl,
    /// Norwegian.
    No,
    /// Polish.
    Pl,
    /// Portuguese (Brazil).
    PtBr,
    /// Romanian.
    Ro,
    /// Russian.
    Ru,
    /// Swedish.
    SvSe,
    /// Thai.
    Th,
    /// Turkish.
    Tr,
    /// Ukrainian.
    Uk,
    /// Vietnamese.
    Vi,
    /// Chinese (simplified).
    ZhCn,
    /// Chinese (traditional).
    ZhTw,
    /// Every message wrapped and accented (`⟦Ŧûŗñ 3⟧`), so a test sees any
    /// word that did not come from the catalogue.
    Pseudo,
}

impl Locale {
    /// Every locale, Discord's in its order, then the pseudo-locale.
    pub const ALL: [Locale; 33] = [
        Locale::Id,
        Locale::Da,
        Locale::De,
        Locale::EnGb,
        Locale::EnUs,
        Locale::EsEs,
        Locale::Es419,
        Locale::Fr,
        Locale::Hr,
        Locale::It,
        Locale::Lt,
        Locale::Hu,
        Locale::Nl,
        Locale::No,
        Locale::Pl,
        Locale::PtBr,
        Locale::Ro,
        Locale::Fi,
        Locale::SvSe,
        Locale::Vi,
        Locale::Tr,
        Locale::Cs,
        Locale::El,
        Locale::Bg,
        Locale::Ru,
        Locale::Uk,
        Locale::Hi,
        Locale::Th,
        Locale::ZhCn,
        Locale::Ja,
        Locale::ZhTw,
        Locale::Ko,
        Locale::Pseudo,
    ];

    /// Its code, as Discord and BCP 47 write it (`de`, `pt-BR`; the
    /// pseudo-locale is `en-XA`).
    pub fn code(self) -> &'static str {
        match self {
            Locale::EnUs => "en-US",
            Locale::EnGb => "en-GB",
            Locale::Bg => "bg",
            Locale::Cs => "cs",
            Locale::Da => "da",
            Locale::De => "de",
            Locale::El => "el",
            Locale::EsEs => "es-ES",
            Locale::Es419 => "es-419",
            Locale::Fi => "fi",
            Locale::Fr => "fr",
            Locale::Hi => "hi",
            Locale::Hr => "hr",
            Locale::Hu => "hu",
            Locale::Id => "id",
            Locale::It => "it",
            Locale::Ja => "ja",
            Locale::Ko => "ko",
            Locale::Lt => "lt",
            Locale::Nl => "nl",
            Locale::No => "no",
            Locale::Pl => "pl",
            Locale::PtBr => "pt-BR",
            Locale::Ro => "ro",
            Locale::Ru => "ru",
            Locale::SvSe => "sv-SE",
            Locale::Th => "th",
            Locale::Tr => "tr",
            Locale::Uk => "uk",
            Locale::Vi => "vi",
            Locale::ZhCn => "zh-CN",
            Locale::ZhTw => "zh-TW",
            Locale::Pseudo => "en-XA",
        }
    }

    /// The locale with this code (as [`Locale::code`] writes it, in any
    /// case), if it is one.
    pub fn from_code(code: &str) -> Option<Locale> {
        Locale::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// Its name in its own language, for a language menu (`Deutsch`, `日本語`).
    pub fn own_name(self) -> &'static str {
        match self {
            Locale::EnUs => "English (US)",
            Locale::EnGb => "English (UK)",
            Locale::Bg => "български",
            Locale::Cs => "čeština",
            Locale::Da => "dansk",
            Locale::De => "Deutsch",
            Locale::El => "Ελληνικά",
            Locale::EsEs => "español",
            Locale::Es419 => "español (Latinoamérica)",
            Locale::Fi => "suomi",
            Locale::Fr => "français",
            Locale::Hi => "हिन्दी",
            Locale::Hr => "hrvatski",
            Locale::Hu => "magyar",
            Locale::Id => "Bahasa Indonesia",
            Locale::It => "italiano",
            Locale::Ja => "日本語",
            Locale::Ko => "한국어",
            Locale::Lt => "lietuvių",
            Locale::Nl => "Nederlands",
            Locale::No => "norsk",
            Locale::Pl => "polski",
            Locale::PtBr => "português (Brasil)",
            Locale::Ro => "română",
            Locale::Ru => "русский",
            Locale::SvSe => "svenska",
            Locale::Th => "ไทย",
            Locale::Tr => "Türkçe",
            Locale::Uk => "українська",
            Locale::Vi => "Tiếng Việt",
            Locale::ZhCn => "中文（简体）",
            Locale::ZhTw => "中文（繁體）",
            Locale::Pseudo => "Ƥšéûđø",
        }
    }
}

impl std::fmt::Display for Locale {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

impl From<Locale> for String {
    fn from(l: Locale) -> String {
        l.code().to_string()
    }
}

/// A code that names no locale.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no such locale")]
pub struct UnknownLocale;

impl TryFrom<String> for Locale {
    type Error = UnknownLocale;
    fn try_from(code: String) -> Result<Locale, UnknownLocale> {
        Locale::from_code(&code).ok_or(UnknownLocale)
    }
}

impl std::str::FromStr for Locale {
    type Err = UnknownLocale;
    fn from_str(code: &str) -> Result<Locale, UnknownLocale> {
        Locale::from_code(code).ok_or(UnknownLocale)
    }
}

/// One message: its id in the catalogue (`locales/<locale>/*.ftl`) and its
/// arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Phrase {
    id: std::borrow::Cow<'static, str>,
    args: Vec<(std::borrow::Cow<'static, str>, Arg)>,
}

/// How a list is joined: `a, b and c` or `a, b or c`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Join {
    /// All of them.
    And,
    /// One of them.
    Or,
}

/// One argument of a phrase.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// A count or a number: plural forms are chosen by it.
    Number(i64),
    /// Something a person typed or is called: shown as it is, isolated
    /// from the sentence's direction.
    Name(String),
    /// Notation or a value shown as it is (`E2-E4`, `1500`, `2:05`).
    Code(String),
    /// Another message, in the same language.
    Phrase(Box<Phrase>),
    /// Messages joined as a list, the language's way.
    List(Join, Vec<Phrase>),
    /// A moment (unix seconds), written the front end's way: Discord shows
    /// each reader a relative time in their own zone, the console a date.
    When(i64),
    /// Words made elsewhere (a choice's label inside a menu's
    /// placeholder), said in the same language.
    Words(Words),
}

impl Phrase {
    /// The message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Phrase {
        Phrase {
            id: std::borrow::Cow::Borrowed(id),
            args: vec![],
        }
    }

    /// The message whose id is made from a declaration's names
    /// (`command-move-from`): ids a source scan cannot see, so a test
    /// enumerates them from the declarations instead.
    pub fn keyed(id: String) -> Phrase {
        Phrase {
            id: std::borrow::Cow::Owned(id),
            args: vec![],
        }
    }

    /// The same message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Phrase {
        self.args
            .push((std::borrow::Cow::Borrowed(name), value.into()));
        self
    }

    /// The same message with a name (someone's input, or a user: an engine
    /// seat is named in the reader's language) as an argument.
    #[must_use]
    pub fn name(self, name: &'static str, value: impl Named) -> Phrase {
        self.with(name, value.named())
    }

    /// The same message with notation (shown as it is) as an argument.
    #[must_use]
    pub fn code(self, name: &'static str, value: impl std::fmt::Display) -> Phrase {
        self.with(name, Arg::Code(value.to_string()))
    }

    /// Its id.
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Its arguments, in the order given.
    pub fn args(&self) -> &[(std::borrow::Cow<'static, str>, Arg)] {
        &self.args
    }
}

/// What names someone in a message: text as it is (a typed name, a
/// display name) or a [`User`](crate::user::User), whose engine seats are
/// named by the catalogue.
pub trait Named {
    /// The argument that names it.
    fn named(self) -> Arg;
}

impl Named for &str {
    fn named(self) -> Arg {
        Arg::Name(self.to_string())
    }
}

impl Named for String {
    fn named(self) -> Arg {
        Arg::Name(self)
    }
}

impl Named for &String {
    fn named(self) -> Arg {
        Arg::Name(self.clone())
    }
}

impl Named for std::borrow::Cow<'_, str> {
    fn named(self) -> Arg {
        Arg::Name(self.into_owned())
    }
}

impl Named for &crate::user::User {
    fn named(self) -> Arg {
        self.named_arg()
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<Phrase> for Arg {
    fn from(p: Phrase) -> Arg {
        Arg::Phrase(Box::new(p))
    }
}

impl From<Words> for Arg {
    fn from(w: Words) -> Arg {
        Arg::Words(w)
    }
}

/// A run of what a message shows: phrases, names and notation, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Words(Vec<Bit>);

/// One part of [`Words`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bit {
    /// A message from the catalogue.
    Say(Phrase),
    /// Shown as it is: notation, a code block, markup, a line break.
    Code(String),
    /// Someone's input or name, isolated from the sentence's direction.
    Name(String),
}

impl Words {
    /// Nothing.
    pub fn new() -> Words {
        Words(vec![])
    }

    /// Shown as it is (notation, a code block, a line break).
    pub fn code(text: impl Into<String>) -> Words {
        Words(vec![Bit::Code(text.into())])
    }

    /// Whether there is nothing to show.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|b| match b {
            Bit::Say(_) => false,
            Bit::Code(s) | Bit::Name(s) => s.is_empty(),
        })
    }

    /// Its parts.
    pub fn bits(&self) -> &[Bit] {
        &self.0
    }

    /// The same words and then `more`, with nothing between.
    #[must_use]
    pub fn and(mut self, more: impl Into<Words>) -> Words {
        self.0.extend(more.into().0);
        self
    }

    /// The same words, a space, and `more` (just `more` when these are empty).
    #[must_use]
    pub fn then(self, more: impl Into<Words>) -> Words {
        let more = more.into();
        if self.is_empty() {
            return more;
        }
        if more.is_empty() {
            return self;
        }
        self.and(Words::code(" ")).and(more)
    }

    /// The same words, a line break, and `more` (just `more` when these
    /// are empty).
    #[must_use]
    pub fn line(self, more: impl Into<Words>) -> Words {
        let more = more.into();
        if self.is_empty() {
            return more;
        }
        if more.is_empty() {
            return self;
        }
        self.and(Words::code("\n")).and(more)
    }

    /// Items of a running list (the choices made so far: `E2 · pawn, E4`),
    /// separated by commas (empty ones left out).
    pub fn listing(items: impl IntoIterator<Item = Words>) -> Words {
        items
            .into_iter()
            .filter(|w| !w.is_empty())
            .fold(Words::new(), |all, item| {
                if all.is_empty() {
                    item
                } else {
                    all.and(Words::code(", ")).and(item)
                }
            })
    }

    /// Each of `lines` on its own line (empty ones left out).
    pub fn lines<W: Into<Words>>(lines: impl IntoIterator<Item = W>) -> Words {
        lines
            .into_iter()
            .fold(Words::new(), |all, line| all.line(line))
    }

    /// Its first line: every part before the first line break (a line
    /// break inside shown-as-is text cuts it there).
    #[must_use]
    pub fn first_line(&self) -> Words {
        let mut out = vec![];
        for bit in &self.0 {
            match bit {
                Bit::Code(s) if s.contains('\n') => {
                    let head = s.split('\n').next().unwrap_or("");
                    if !head.is_empty() {
                        out.push(Bit::Code(head.to_string()));
                    }
                    break;
                }
                b => out.push(b.clone()),
            }
        }
        Words(out)
    }

    /// These words as stored (a game's result): JSON, read back by
    /// [`Words::from_stored`].
    pub fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Words stored by [`Words::to_stored`]; text stored before results
    /// were words (an English sentence) is shown as it is.
    pub fn from_stored(stored: &str) -> Words {
        if stored.starts_with('[')
            && let Ok(words) = serde_json::from_str(stored)
        {
            return words;
        }
        Words::code(stored)
    }

    /// Whether a phrase of these words names a moment ([`Arg::When`]).
    pub fn names_a_time(&self) -> bool {
        self.phrases()
            .any(|p| p.args.iter().any(|(_, a)| matches!(a, Arg::When(_))))
    }

    /// The phrases in these words, in order (for tests and checks).
    pub fn phrases(&self) -> impl Iterator<Item = &Phrase> {
        self.0.iter().filter_map(|b| match b {
            Bit::Say(p) => Some(p),
            _ => None,
        })
    }
}

impl From<Phrase> for Words {
    fn from(p: Phrase) -> Words {
        Words(vec![Bit::Say(p)])
    }
}

impl From<Bit> for Words {
    fn from(b: Bit) -> Words {
        Words(vec![b])
    }
}

impl FromIterator<Words> for Words {
    fn from_iter<I: IntoIterator<Item = Words>>(iter: I) -> Words {
        Words(iter.into_iter().flat_map(|w| w.0).collect())
    }
}

/// Turns phrases into text in one language: the host's catalogue, or
/// [`Ids`] where a test wants to see the ids themselves.
pub trait Speak: Send + Sync {
    /// The language it speaks.
    fn locale(&self) -> Locale;

    /// One message as text.
    fn say(&self, phrase: &Phrase) -> String;

    /// A moment (unix seconds) as text, the front end's way.
    fn when(&self, unix: i64) -> String;

    /// Words as text: phrases said, names isolated, notation as it is.
    fn words(&self, words: &Words) -> String {
        let mut out = String::new();
        for bit in words.bits() {
            match bit {
                Bit::Say(p) => out.push_str(&self.say(p)),
                Bit::Code(s) => out.push_str(s),
                Bit::Name(s) => out.push_str(&isolate(s)),
            }
        }
        out
    }
}

/// `name` between Unicode's first-strong isolate and pop-directional-isolate
/// marks (invisible), so a right-to-left name does not reorder the sentence
/// around it; a name with no right-to-left letter is left as it is.
pub fn isolate(name: &str) -> String {
    if name.chars().any(is_right_to_left) {
        format!("\u{2068}{name}\u{2069}")
    } else {
        name.to_string()
    }
}

/// Whether `c` is a letter of a right-to-left script (Hebrew, Arabic,
/// Syriac, Thaana, N'Ko and their presentation forms).
fn is_right_to_left(c: char) -> bool {
    matches!(c, '\u{0590}'..='\u{08FF}' | '\u{FB1D}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

/// A speaker that shows each message as its id and arguments
/// (`masters-turn(turn: 3)`): for tests of crates that draw or build
/// messages without the catalogue.
#[derive(Clone, Copy, Debug, Default)]
pub struct Ids;

impl Speak for Ids {
    fn locale(&self) -> Locale {
        Locale::EnUs
    }

    fn when(&self, unix: i64) -> String {
        format!("@{unix}")
    }

    fn say(&self, phrase: &Phrase) -> String {
        if phrase.args.is_empty() {
            return phrase.id.to_string();
        }
        let args: Vec<String> = phrase
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Number(n) => n.to_string(),
                    Arg::When(t) => self.when(*t),
                    Arg::Name(s) | Arg::Code(s) => s.clone(),
                    Arg::Phrase(p) => self.say(p),
                    Arg::Words(w) => self.words(w),
                    Arg::List(_, items) => items
                        .iter()
                        .map(|p| self.say(p))
                        .collect::<Vec<_>>()
                        .join(", "),
                };
                format!("{name}: {value}")
            })
            .collect();
        format!("{}({})", phrase.id, args.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_locale_reads_back_from_its_code() {
        for l in Locale::ALL {
            assert_eq!(Locale::from_code(l.code()), Some(l));
            assert_eq!(l.code().parse::<Locale>(), Ok(l));
        }
        assert_eq!(Locale::from_code("PT-br"), Some(Locale::PtBr));
        assert_eq!(Locale::from_code("xx"), None);
    }

    #[test]
    fn words_join_with_spaces_and_lines_and_skip_empty_parts() {
        let w = Words::from(Phrase::new("a"))
            .then(Words::new())
            .then(Phrase::new("b").with("n", 2))
            .line(Words::code("E2-E4"));
        assert_eq!(Ids.words(&w), "a b(n: 2)\nE2-E4");
        assert_eq!(
            Words::new().line(Phrase::new("c")),
            Words::from(Phrase::new("c"))
        );
    }

    #[test]
    fn only_right_to_left_names_are_isolated() {
        assert_eq!(isolate("alice"), "alice");
        assert_eq!(isolate("محمد"), "\u{2068}محمد\u{2069}");
        assert_eq!(isolate("דוד"), "\u{2068}דוד\u{2069}");
        let w = Words::from(Bit::Name("محمد".into()));
        assert_eq!(Ids.words(&w), "\u{2068}محمد\u{2069}");
    }
}
