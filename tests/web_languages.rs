//! Every page in its reader's language (issue 45). Which language a page
//! is in: `?lang=` (kept in a cookie), the cookie, a seat player's own
//! `/language` choice on their seat's page, the browser's
//! `Accept-Language`, else en-US; `<html lang>` says it; every page has a
//! menu of the shipped languages. And every word a page shows comes from
//! the catalogue: read in the pseudo-locale, where each message is
//! wrapped and accented, the game page, a seat page (and its script's
//! step), the archive, a player's page and a one-sentence answer show no
//! plain word but the players' names, the games' titles and seats, and
//! what the games still write themselves (the record's lines, the
//! result, the board's alt text), read here from the host. In a browser
//! (headless Chromium, under `scripts/with-browser`), a language chosen
//! on one page follows to the seat's page and its script's words, and the
//! menu changes it.

mod common;

use common::browser::{chromedriver, driver, session, until};
use common::web::{Page, key, latest, list_the_archive, play, seat_url, serve_playing, to_act};
use common::{host, say};
use game_api::{Locale, Viewer};
use gamehost::host::Host;
use gamehost::speech::{InEnglish, catalogue, pseudo};
use reqwest::header;

/// The words a page about `channel`'s latest game may show as they are:
/// the players' names, every hosted game's title and seats' names, and
/// what the game wrote itself (its record's lines, its result, the
/// board's alt text at its last turn).
async fn as_they_are(h: &Host, channel: &str) -> Vec<String> {
    let game = latest(h, channel).await;
    let g = h.games().get(&game.game).unwrap();
    let log = {
        let mut c = h.store().read().await.unwrap();
        gamehost::store::turns(&mut c, game.id).await.unwrap()
    };
    let mut texts: Vec<String> = game.players.iter().map(|p| p.name.clone()).collect();
    for hosted in h.games().iter() {
        texts.push(hosted.meta().title.to_string());
        texts.extend(hosted.meta().seat_names.iter().map(|s| s.to_string()));
    }
    for line in gamehost::host::record::lines(g, &game, &log, Viewer::Public) {
        texts.push(line.text.en());
    }
    texts.extend(game.result.as_ref().map(InEnglish::en));
    let row = gamehost::host::replay::position_at(g, &game, &log, log.len()).unwrap();
    let board = g.board(&row, Viewer::Public).ok().unwrap();
    texts.push(
        board
            .draw(&gamehost::speech::speaker(game_api::Locale::EnUs))
            .unwrap()
            .alt,
    );
    texts
        .iter()
        .flat_map(|t| pseudo::strays(t, &[]))
        .map(str::to_string)
        .collect()
}

/// `&` and the characters the template escapes, as they read.
fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A tag's attributes (`name="value"`), in order.
fn attributes(tag: &str) -> Vec<(&str, &str)> {
    let mut out = vec![];
    let mut rest = tag;
    while let Some(eq) = rest.find("=\"") {
        let name = rest[..eq].rsplit(char::is_whitespace).next().unwrap_or("");
        let after = &rest[eq + 2..];
        let end = after.find('"').unwrap_or(after.len());
        out.push((name, &after[..end]));
        rest = &after[(end + 1).min(after.len())..];
    }
    out
}

/// What a page shows a person: its text, and the attributes people read
/// or hear (alt and title texts, labels, abbreviations' expansions, a
/// link preview's title and description, the texts kept for its script
/// in `data-` attributes; not addresses nor numbers).
fn shown(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        out.push(' ');
        let close = rest[open..].find('>').map_or(rest.len(), |c| open + c);
        let tag = &rest[open + 1..close];
        let attrs = attributes(tag);
        let previewed = attrs.iter().any(|(n, v)| {
            (*n == "name" && *v == "description")
                || (*n == "property" && ["og:title", "og:description"].contains(v))
        });
        for (name, value) in attrs {
            let read = ["alt", "title", "aria-label", "abbr"].contains(&name)
                || (name == "content" && previewed)
                || (name.starts_with("data-")
                    && !value.starts_with('/')
                    && value.parse::<f64>().is_err());
            if read {
                out.push_str(value);
                out.push(' ');
            }
        }
        rest = &rest[(close + 1).min(rest.len())..];
    }
    out.push_str(rest);
    unescape(&out)
}

/// The page at `url` (with `headers`): its status, `<html lang>`, its
/// `Set-Cookie` and its body.
async fn get(url: &str, headers: &[(header::HeaderName, &str)]) -> (u16, String, String, String) {
    let mut request = reqwest::Client::new().get(url);
    for (name, value) in headers {
        request = request.header(name, *value);
    }
    let r = request.send().await.unwrap();
    let status = r.status().as_u16();
    let cookie = r
        .headers()
        .get(header::SET_COOKIE)
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    let body = r.text().await.unwrap();
    let lang = body
        .split("<html lang=\"")
        .nth(1)
        .and_then(|s| s.split('"').next())
        .unwrap_or_default()
        .to_string();
    (status, lang, cookie, body)
}

/// A running Masters game in `#m` (alice and bob, a few turns) and a
/// finished one in `#f`, on an archive the server lists.
async fn games(h: &Host) {
    say(h, "m", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "m", "bob", "/accept").await;
    play(h, "m", 3, 7).await;
    say(h, "f", "alice", "/challenge opponent:bob side:ember").await;
    say(h, "f", "bob", "/accept").await;
    play(h, "f", 4, 8).await;
    say(h, "f", "bob", "/resign").await;
    list_the_archive(h).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_the_pseudo_locale_every_word_of_every_page_is_the_catalogues() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    games(&h).await;
    let pseudo = format!("?lang={}", Locale::Pseudo.code());
    let (running, _) = key(&h, "m").await;
    let (finished, _) = key(&h, "f").await;
    let (_, to_play) = to_act(&h, "m").await.unwrap();
    let seat = seat_url(&h, &base, "m", to_play).await;
    let running_words = as_they_are(&h, "m").await;
    let mut finished_words = as_they_are(&h, "f").await;
    finished_words.extend(running_words.iter().cloned());
    for (url, allowed) in [
        (format!("{base}/g/{running}"), &running_words),
        (format!("{base}/g/{running}/1"), &running_words),
        (seat.clone(), &running_words),
        (format!("{base}/g/{finished}"), &finished_words),
        (format!("{base}/s/s"), &finished_words),
        (format!("{base}/s/s/p/alice"), &finished_words),
    ] {
        let (status, lang, _, body) = get(&format!("{url}{pseudo}"), &[]).await;
        assert_eq!(status, 200, "{url}");
        assert_eq!(lang, Locale::Pseudo.code(), "{url}");
        let allowed: Vec<&str> = allowed.iter().map(String::as_str).collect();
        let text = shown(&body);
        let strays = pseudo::strays(&text, &allowed);
        assert!(strays.is_empty(), "{url}: {strays:?}\n{text}");
    }
    // The seat's step, as the page's script reads it: its own buttons
    // are the catalogue's too (the choices are the game's).
    let cookie = format!("lang={}", Locale::Pseudo.code());
    let step: serde_json::Value = serde_json::from_str(
        &reqwest::Client::new()
            .get(format!("{seat}/step"))
            .header(header::COOKIE, &cookie)
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap(),
    )
    .unwrap();
    assert_eq!(step["state"], "step", "{step:#}");
    for said in ["back", "again"] {
        let text = step[said].as_str().unwrap();
        assert!(pseudo::strays(text, &[]).is_empty(), "{said}: {text}");
    }
    // A one-sentence answer is said in the asked language too.
    let (status, _, _, body) = get(&format!("{base}/g/no-such-game{pseudo}"), &[]).await;
    assert_eq!(status, 404);
    assert!(
        !body.is_empty() && pseudo::strays(&body, &[]).is_empty(),
        "{body}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pages_language_is_the_query_then_the_cookie_then_the_player_then_the_browser() {
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    games(&h).await;
    let (running, _) = key(&h, "m").await;
    let page = format!("{base}/g/{running}");
    let english = Locale::EnUs.code();
    let pseudo = Locale::Pseudo.code();
    let cookie = format!("lang={pseudo}");

    // Nothing asked: en-US.
    let (_, lang, set, plain) = get(&page, &[]).await;
    assert_eq!(lang, Locale::default().code());
    assert!(set.is_empty(), "{set}");
    // `?lang=` is kept in a cookie for the whole site, a year.
    let (_, lang, set, _) = get(&format!("{page}?lang={pseudo}"), &[]).await;
    assert_eq!(lang, pseudo);
    let parts: Vec<&str> = set.split(';').map(str::trim).collect();
    let year = (365 * 24 * 60 * 60).to_string();
    assert!(parts.contains(&cookie.as_str()), "{set}");
    assert!(parts.contains(&"Path=/"), "{set}");
    assert!(parts.contains(&format!("Max-Age={year}").as_str()), "{set}");
    assert!(parts.contains(&"SameSite=Lax"), "{set}");
    // The cookie, on any page; `?lang=` before it.
    let (_, lang, set, _) = get(&page, &[(header::COOKIE, &cookie)]).await;
    assert_eq!(lang, pseudo);
    assert!(set.is_empty(), "{set}");
    let (_, lang, _, _) = get(
        &format!("{page}?lang={english}"),
        &[(header::COOKIE, &cookie)],
    )
    .await;
    assert_eq!(lang, english);
    // The browser's language, after the cookie.
    for &locale in catalogue().shipped() {
        let (_, lang, _, _) = get(&page, &[(header::ACCEPT_LANGUAGE, locale.code())]).await;
        assert_eq!(lang, locale.code());
        let (_, lang, _, _) = get(
            &page,
            &[
                (header::ACCEPT_LANGUAGE, locale.code()),
                (header::COOKIE, &cookie),
            ],
        )
        .await;
        assert_eq!(lang, pseudo);
    }
    // A value that names no language changes nothing, and is not kept.
    for bad in ["xx-nonsense", "%3Cscript%3E", ""] {
        let (status, lang, set, body) = get(&format!("{page}?lang={bad}"), &[]).await;
        assert_eq!((status, lang.as_str()), (200, english), "{bad}");
        assert!(set.is_empty(), "{bad}: {set}");
        assert_eq!(body, plain, "{bad}");
        let (_, lang, _, _) =
            get(&format!("{page}?lang={bad}"), &[(header::COOKIE, &cookie)]).await;
        assert_eq!(lang, pseudo, "{bad}");
    }

    // On a seat's page, the player's own choice comes after the cookie
    // and before the browser's; the other seat's page is not touched.
    let (game, seat) = to_act(&h, "m").await.unwrap();
    {
        let mut c = h.store().write().await.unwrap();
        gamehost::store::set_locale(
            &mut c,
            gamehost::store::LocaleOf::Player(&game.players[seat].id),
            Some(Locale::Pseudo),
        )
        .await
        .unwrap();
        c.commit().await.unwrap();
    }
    let chosen = seat_url(&h, &base, "m", seat).await;
    let other = seat_url(&h, &base, "m", 1 - seat).await;
    let (_, lang, _, _) = get(&chosen, &[(header::ACCEPT_LANGUAGE, english)]).await;
    assert_eq!(lang, pseudo);
    let (_, lang, _, _) = get(&format!("{chosen}?lang={english}"), &[]).await;
    assert_eq!(lang, english);
    let (_, lang, _, _) = get(&other, &[]).await;
    assert_eq!(lang, english);
    // The seat's step is in the player's language too.
    let step = Page::new(chosen.clone()).step().await;
    let back = step["back"].as_str().unwrap_or_default();
    assert!(
        back.contains('⟦') && pseudo::strays(back, &[]).is_empty(),
        "{step:#}"
    );

    // Every page has the menu: each shipped language by its code, the
    // page's own marked.
    for url in [
        page.clone(),
        chosen,
        format!("{base}/s/s"),
        format!("{base}/"),
    ] {
        let (_, lang, _, body) = get(&url, &[(header::COOKIE, &format!("lang={english}"))]).await;
        let menu = body
            .split("<footer class=\"languages\">")
            .nth(1)
            .and_then(|m| m.split("</footer>").next())
            .unwrap_or_else(|| panic!("{url} has a language menu"));
        let links: Vec<String> = menu
            .split("<a ")
            .skip(1)
            .map(|a| {
                let attrs = attributes(a.split('>').next().unwrap());
                let href = attrs.iter().find(|(n, _)| *n == "href").unwrap().1;
                let current = attrs.iter().any(|(n, _)| *n == "aria-current");
                format!("{href}{}", if current { " (current)" } else { "" })
            })
            .collect();
        let expected: Vec<String> = catalogue()
            .shipped()
            .iter()
            .map(|l| {
                let current = if l.code() == lang { " (current)" } else { "" };
                format!("?lang={}{current}", l.code())
            })
            .collect();
        assert_eq!(links, expected, "{url}");
    }
}

/// At a phone's width (390 px): a language chosen on a game's page
/// follows to the seat's page, whose script speaks it; the menu changes
/// it; in German and in Chinese both pages fit the screen.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_browser_a_language_chosen_follows_to_the_seat_page_the_menu_changes_it_and_pages_fit_a_phone()
 {
    let Some(path) = chromedriver() else {
        eprintln!("skipped: no ChromeDriver (run under scripts/with-browser)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (base, h) = serve_playing(host(&dir).await, None).await;
    games(&h).await;
    let (running, _) = key(&h, "m").await;
    let (_, to_play) = to_act(&h, "m").await.unwrap();
    let seat = seat_url(&h, &base, "m", to_play).await;
    let driver = driver(&path).await;
    let (c, _profile) = session(&driver, 390, 844).await;
    let lang = "return document.documentElement.lang;";
    let step = "const p = document.getElementById('play');
                return !!p && p.dataset.state === 'step' && p.dataset.shown;";
    // Chosen on the game's page, kept for the seat's.
    c.goto(&format!(
        "{base}/g/{running}?lang={}",
        Locale::Pseudo.code()
    ))
    .await
    .unwrap();
    assert_eq!(
        c.execute(lang, vec![]).await.unwrap(),
        Locale::Pseudo.code()
    );
    c.goto(&seat).await.unwrap();
    assert_eq!(
        c.execute(lang, vec![]).await.unwrap(),
        Locale::Pseudo.code()
    );
    let shown = until(&c, "the step shows", step).await;
    // The script's own words (the turn's buttons, a note) are the page's
    // language's, from the step it fetched or from the page.
    c.execute(
        "const b = document.querySelector('#play .options button') || document.querySelector('.spots button.spot');
         b.click();",
        vec![],
    )
    .await
    .unwrap();
    until(
        &c,
        "the next step",
        &format!(
            "const p = document.getElementById('play'); return p.dataset.shown !== '{}';",
            shown.as_str().unwrap()
        ),
    )
    .await;
    let said = c
        .execute(
            "return [...document.querySelectorAll('#play .turn button.back, #play .turn button.undo, #play .note')].map(e => e.textContent);",
            vec![],
        )
        .await
        .unwrap();
    let said: Vec<&str> = said
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|t| t.as_str())
        .collect();
    assert!(!said.is_empty(), "the script says something of its own");
    for text in said {
        assert!(pseudo::strays(text, &[]).is_empty(), "{text}");
    }
    // The menu chooses another language, for this page and the next.
    let first = catalogue().shipped()[0].code();
    c.execute(
        &format!("document.querySelector('footer.languages a[hreflang=\"{first}\"]').click();"),
        vec![],
    )
    .await
    .unwrap();
    until(
        &c,
        "the page is in the language chosen",
        &format!("return document.documentElement.lang === '{first}';"),
    )
    .await;
    until(&c, "the step shows again", step).await;
    c.goto(&format!("{base}/g/{running}")).await.unwrap();
    assert_eq!(c.execute(lang, vec![]).await.unwrap(), first);
    // In German and in Chinese, the game's page and the seat's fit the
    // phone: nothing is wider than the screen.
    let overflow =
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth;";
    for locale in [Locale::De, Locale::ZhCn] {
        let code = locale.code();
        c.goto(&format!("{base}/g/{running}?lang={code}"))
            .await
            .unwrap();
        assert_eq!(c.execute(lang, vec![]).await.unwrap(), code);
        assert_eq!(
            c.execute(overflow, vec![]).await.unwrap(),
            0,
            "{code}: the game's page"
        );
        c.goto(&seat).await.unwrap();
        until(&c, "the step shows", step).await;
        assert_eq!(c.execute(lang, vec![]).await.unwrap(), code);
        assert_eq!(
            c.execute(overflow, vec![]).await.unwrap(),
            0,
            "{code}: the seat's page"
        );
    }
    c.close().await.unwrap();
}
