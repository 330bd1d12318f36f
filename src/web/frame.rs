//! The frame every page shares: `<html lang>` in the page's language, its
//! head (title, the style sheet, its scripts), and the language menu at
//! its foot; and a sentence with markup in it (a name in its `<bdi>`, a
//! link) in the order the language puts it.

use crate::speech::{Speaker, catalogue};
use game_api::{Phrase, Speak};
use maud::{DOCTYPE, Markup, PreEscaped, html};

/// A page's head.
pub(super) struct Head<'a> {
    /// Its title.
    pub title: &'a str,
    /// Its scripts (`/assets/…`), run deferred.
    pub scripts: &'a [&'a str],
    /// More of it (a game page's description for link previews).
    pub more: Markup,
}

impl<'a> Head<'a> {
    /// A head with only a title.
    pub(super) fn titled(title: &'a str) -> Head<'a> {
        Head {
            title,
            scripts: &[],
            more: PreEscaped(String::new()),
        }
    }
}

/// A whole page in `speak`'s language: `head`, then `body` and the
/// language menu.
pub(super) fn document(speak: &Speaker, head: Head<'_>, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(speak.locale().code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (head.title) }
                (head.more)
                link rel="stylesheet" href="/assets/page.css";
                @for s in head.scripts {
                    script src=(s) defer {}
                }
            }
            body {
                (body)
                (menu(speak))
            }
        }
    }
}

/// The shipped languages, each a link that chooses it (`?lang=<code>`),
/// the page's own marked.
fn menu(speak: &Speaker) -> Markup {
    let current = speak.locale();
    html! {
        footer.languages {
            nav aria-label=(speak.say(&Phrase::new("web-languages"))) {
                ul {
                    @for l in catalogue().shipped() {
                        li {
                            a href=(format!("?lang={}", l.code())) hreflang=(l.code())
                                aria-current=[(*l == current).then_some("true")] {
                                (speak.say(&Phrase::new("language-name").code("code", l.code())))
                            }
                        }
                    }
                }
            }
        }
    }
}

/// What marks where a piece of markup goes in a said sentence (a private
/// use character no message holds).
const SLOT: &str = "\u{E000}";

/// `phrase` said by `speak` with `inside` where its argument `arg` goes:
/// the language orders the sentence, the markup (a name's `<bdi>`, a
/// link) stays markup.
pub(super) fn around(speak: &Speaker, phrase: Phrase, arg: &'static str, inside: Markup) -> Markup {
    let said = speak.say(&phrase.code(arg, SLOT));
    let (before, after) = said.split_once(SLOT).unwrap_or((said.as_str(), ""));
    html! { (before) (inside) (after) }
}
