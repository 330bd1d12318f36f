//! The local console: reads `#channel user /command …` lines from standard
//! input (a terminal or a script), runs them through the host, and prints
//! every reply with its channel and audience. Pictures and files are saved
//! to the images folder and named in the output. `--json` prints one JSON
//! object per reply instead.

use crate::host::command::User;
use crate::host::events::Happened;
use crate::host::reply::{Audience, Reply};
use crate::host::{Ctx, Host};
use crate::speech::controls::{self, SaidButton, SaidMenu};
use game_api::{Phrase, Words};
use serde::Serialize;
use std::path::{Path, PathBuf};
use tokio::io::{AsyncBufReadExt, BufReader};

/// How replies are printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// For people.
    Text,
    /// One JSON object per reply.
    Json,
}

#[derive(Serialize)]
struct JsonReply<'a> {
    channel: &'a str,
    audience: &'static str,
    user: Option<&'a str>,
    text: &'a str,
    image: Option<String>,
    alt: Option<&'a str>,
    files: Vec<String>,
    buttons: Vec<SaidButton>,
    /// Only when there are some, so replies without menus read as before.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    menus: Vec<SaidMenu>,
    /// When the turn is due (unix seconds), when the reply says.
    #[serde(skip_serializing_if = "Option::is_none")]
    due: Option<i64>,
}

/// The server every console game is played on (its archive's name).
pub const SERVER: &str = "console";

/// Longest channel or user name accepted in a console line.
pub const MAX_NAME: usize = 64;

/// A channel or user name as typed, or why it cannot be one: it must show
/// (no control, zero-width or direction-changing characters), so two
/// names that look alike are alike.
/// `channel` says whether it names a channel (else a user).
pub fn check_name(name: &str, channel: bool) -> Result<(), Phrase> {
    if name.is_empty() {
        return Err(Phrase::new(match channel {
            true => "console-channel-empty",
            false => "console-user-empty",
        }));
    }
    if name.chars().any(game_api::user::is_hidden_char) {
        return Err(Phrase::new(match channel {
            true => "console-channel-hidden",
            false => "console-user-hidden",
        }));
    }
    Ok(())
}

/// Splits `#channel user /command …` into its parts (any spaces between them).
fn split_line(line: &str) -> Result<(String, String, String), Phrase> {
    let line = line.trim();
    let usage = || Phrase::new("console-usage");
    let (channel, rest) = line.split_once(char::is_whitespace).ok_or_else(usage)?;
    let (user, rest) = rest
        .trim_start()
        .split_once(char::is_whitespace)
        .ok_or_else(usage)?;
    let Some(channel) = channel.strip_prefix('#').filter(|c| !c.is_empty()) else {
        return Err(Phrase::new("console-not-a-channel").name(
            "channel",
            channel.chars().take(MAX_NAME).collect::<String>(),
        ));
    };
    if channel.chars().count() > MAX_NAME || user.chars().count() > MAX_NAME {
        return Err(Phrase::new("console-name-too-long").with("most", MAX_NAME));
    }
    check_name(channel, true)?;
    check_name(user, false)?;
    Ok((
        channel.to_string(),
        user.to_string(),
        rest.trim().to_string(),
    ))
}

/// A console user: names are compared without regard to case (`ALICE` is
/// `alice`), and shown as typed.
fn console_user(name: &str) -> User {
    User {
        id: name.to_lowercase(),
        name: name.to_string(),
    }
}

/// Where replies go: standard output (or the writer given), and files in
/// the images folder.
struct Output<'a> {
    format: Format,
    /// The language replies are said in.
    speaker: crate::speech::Speaker,
    images: &'a Path,
    /// Where lines are written; standard output when `None`.
    sink: Option<Box<dyn std::io::Write + Send>>,
}

/// Whether printing can go on (the reader may have gone away).
enum Flow {
    Go,
    Stop,
}

impl Output<'_> {
    /// Writes one line to standard output; a closed pipe ends the console quietly.
    fn line(&mut self, text: &str) -> anyhow::Result<Flow> {
        use std::io::Write;
        let written = match self.sink.as_mut() {
            Some(sink) => writeln!(sink, "{text}").and_then(|()| sink.flush()),
            None => {
                let mut out = std::io::stdout().lock();
                writeln!(out, "{text}").and_then(|()| out.flush())
            }
        };
        match written {
            Ok(()) => Ok(Flow::Go),
            Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(Flow::Stop),
            Err(e) => Err(e.into()),
        }
    }

    /// Answers a line that is not a command (in JSON: an `error` object).
    fn refuse(&mut self, number: usize, why: &Words) -> anyhow::Result<Flow> {
        let text = game_api::Speak::words(&self.speaker, why);
        match self.format {
            Format::Json => {
                self.line(&serde_json::json!({"line": number, "error": text}).to_string())
            }
            Format::Text => {
                eprintln!("line {number}: {text}");
                Ok(Flow::Go)
            }
        }
    }

    /// Saves an attachment under a safe, numbered name; returns its path.
    fn save(&mut self, a: &crate::host::reply::Attachment) -> Option<PathBuf> {
        let safe: String = a
            .filename
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                    c
                } else {
                    '_'
                }
            })
            .take(40)
            .collect();
        // Another console may share the folder: numbers are handed out
        // under a lock on the folder, each the one after every numbered
        // file there (whatever its suffix), so no two files share one.
        let claimed = (|| -> std::io::Result<PathBuf> {
            let _lock = FolderLock::take(self.images)?;
            let n = first_free_number(self.images);
            let path = self.images.join(format!("{n:06}-{safe}"));
            let mut file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path)?;
            use std::io::Write;
            file.write_all(&a.bytes)?;
            Ok(path)
        })();
        match claimed {
            Ok(path) => Some(path),
            Err(e) => {
                tracing::warn!("could not save a picture in {}: {e}", self.images.display());
                None
            }
        }
    }
}

/// An exclusive lock on a pictures folder (its `.numbering.lock` file),
/// held while a number is handed out; released when dropped (the file
/// closes).
struct FolderLock {
    _file: std::fs::File,
}

impl FolderLock {
    fn take(folder: &Path) -> std::io::Result<FolderLock> {
        use std::os::fd::AsRawFd;
        let file = std::fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(folder.join(".numbering.lock"))?;
        // SAFETY: flock on a descriptor this value owns; it blocks until
        // the lock is granted and is released when the file is closed.
        if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(FolderLock { _file: file })
    }
}

/// The number after the highest numbered file already in `images`.
fn first_free_number(images: &Path) -> u64 {
    std::fs::read_dir(images)
        .into_iter()
        .flatten()
        .filter_map(|e| {
            let name = e.ok()?.file_name().into_string().ok()?;
            name.split('-').next()?.parse::<u64>().ok()
        })
        .max()
        .map_or(1, |n| n + 1)
}

/// Runs the console until the end of input (or until its output is closed).
/// Every line is answered: a malformed one, or one that is not UTF-8 text,
/// with a sentence saying what to type (in JSON, an `error` object).
pub async fn run(
    host: &Host,
    images: &Path,
    format: Format,
    locale: game_api::Locale,
) -> anyhow::Result<()> {
    let input = BufReader::new(tokio::io::stdin());
    serve(host, images, format, locale, input, None, CLOCK_TICK).await
}

/// How often an idle console looks at the clock: challenge expiries, turn
/// reminders and timeouts are announced when they happen, not when someone
/// next types a line.
pub const CLOCK_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// The console over `input`, writing to `sink` (standard output when
/// `None`) in `locale`, looking at the clock every `tick` while nobody types.
pub async fn serve(
    host: &Host,
    images: &Path,
    format: Format,
    locale: game_api::Locale,
    input: impl tokio::io::AsyncBufRead + Unpin + Send + 'static,
    sink: Option<Box<dyn std::io::Write + Send>>,
    tick: std::time::Duration,
) -> anyhow::Result<()> {
    if images.exists() && !images.is_dir() {
        anyhow::bail!(
            "cannot keep pictures in {}: it is a file, not a folder",
            images.display()
        );
    }
    std::fs::create_dir_all(images).map_err(|e| {
        anyhow::anyhow!("cannot make the pictures folder {}: {e}", images.display())
    })?;
    host.speak_by_default(locale);
    host.tell_alerts();
    let mut out = Output {
        format,
        speaker: crate::speech::speaker(locale),
        images,
        sink,
    };
    let mut number = 0usize;
    let mut events = host.subscribe();
    // Engine seats left to act by an earlier run think again now, and
    // events' games left waiting for a channel are placed.
    host.clock_duty().await;
    let first = settle(host, &mut events, None).await;
    if let Flow::Stop = print_all(&first, &mut out)? {
        return Ok(());
    }
    if format == Format::Text {
        eprintln!(
            "{}",
            game_api::Speak::say(&out.speaker, &Phrase::new("console-greeting"))
        );
    }
    // Lines are read by a task of their own, so waiting for one never
    // keeps the clock from being looked at.
    let (lines, mut incoming) = tokio::sync::mpsc::channel::<std::io::Result<Vec<u8>>>(16);
    tokio::spawn(async move {
        let mut input = input;
        loop {
            let mut bytes = Vec::new();
            let read = input.read_until(b'\n', &mut bytes).await;
            let end = matches!(read, Ok(0) | Err(_));
            if lines.send(read.map(|_| bytes)).await.is_err() || end {
                break;
            }
        }
    });
    loop {
        let bytes = tokio::select! {
            // What happened meanwhile without a line (a turn played on a
            // game page), then what it made due.
            got = events.recv() => {
                let mut said = told(got.into_iter().collect(), host).await;
                let channel = said.first().map(|(c, _)| c.clone());
                if !said.is_empty() {
                    said.extend(settle(host, &mut events, channel.as_deref()).await);
                }
                if let Flow::Stop = print_all(&said, &mut out)? {
                    break;
                }
                continue;
            }
            read = incoming.recv() => match read {
                Some(Ok(bytes)) if !bytes.is_empty() => bytes,
                Some(Err(e)) => return Err(e.into()),
                _ => break,
            },
            () = tokio::time::sleep(tick) => {
                host.clock_duty().await;
                let due = settle(host, &mut events, None).await;
                if let Flow::Stop = print_all(&due, &mut out)? {
                    break;
                }
                continue;
            }
        };
        number += 1;
        let flow = match std::str::from_utf8(&bytes) {
            Err(_) => out.refuse(number, &Phrase::new("console-not-utf8").into())?,
            Ok(line) => answer(host, &mut events, &mut out, number, line.trim()).await?,
        };
        if let Flow::Stop = flow {
            break;
        }
    }
    Ok(())
}

/// Prints every reply, in order.
fn print_all(replies: &[(String, Reply)], out: &mut Output<'_>) -> anyhow::Result<Flow> {
    for (channel, reply) in replies {
        if let Flow::Stop = print_reply(channel, reply, out)? {
            return Ok(Flow::Stop);
        }
    }
    Ok(Flow::Go)
}

/// Most passes of the host's duties after a line (each placing the
/// events' games that wait, which may make engine turns due).
const DUTY_PASSES_AT_ONCE: usize = 8;

/// Everything told on the event stream so far (without waiting), each
/// message with its channel.
async fn told_so_far(
    events: &mut tokio::sync::broadcast::Receiver<Happened>,
    host: &Host,
) -> Vec<(String, Reply)> {
    let mut got = vec![];
    loop {
        match events.try_recv() {
            Ok(happened) => got.push(happened),
            Err(tokio::sync::broadcast::error::TryRecvError::Lagged(n)) => {
                tracing::warn!("the console fell {n} events behind");
            }
            Err(_) => break,
        }
    }
    told(got, host).await
}

/// The channel a direct message is printed under (no console channel can
/// be named so: names hold no control characters).
const DIRECT: &str = "\u{1}dm";

/// What these events say, each message with its channel; an event's
/// games waiting for a channel are placed, each in a console channel of
/// its own (`#<event channel>-e<event>r<round>b<board>`).
async fn told(happened: Vec<Happened>, host: &Host) -> Vec<(String, Reply)> {
    let mut out = vec![];
    for h in happened {
        match h {
            Happened::Said { channel, replies } => {
                out.extend(replies.into_iter().map(|r| (channel.clone(), r)));
            }
            Happened::BoardsWaiting(boards) => {
                for board in boards {
                    if !board.still_waits(host).await {
                        continue;
                    }
                    let channel = format!(
                        "{}-e{}r{}b{}",
                        board.event_channel, board.event_id, board.round, board.board
                    );
                    let label = format!("#{channel}");
                    if let Some(placed) = host.open_board(&board, &channel, Some(&label)).await {
                        out.push((board.event_channel.clone(), placed.notice));
                        out.extend(placed.game.into_iter().map(|r| (channel.clone(), r)));
                    }
                }
            }
            // The console shows no buttons to take off, and follows no
            // game by its changes.
            Happened::Direct { reply, .. } => out.push((DIRECT.to_string(), reply)),
            Happened::Retired { .. } | Happened::Game(_) => {}
        }
    }
    out
}

/// Does the host's duties (its engine turns, those in `first` first, and
/// its events'), placing the events' games they leave waiting, until none
/// is due: everything they told, each with its channel.
async fn settle(
    host: &Host,
    events: &mut tokio::sync::broadcast::Receiver<Happened>,
    first: Option<&str>,
) -> Vec<(String, Reply)> {
    let mut out = told_so_far(events, host).await;
    for _ in 0..DUTY_PASSES_AT_ONCE {
        host.engine_duty(first).await;
        host.events_duty().await;
        let said = told_so_far(events, host).await;
        if said.is_empty() {
            break;
        }
        out.extend(said);
    }
    out
}

/// Runs one console line and prints its replies.
async fn answer(
    host: &Host,
    events: &mut tokio::sync::broadcast::Receiver<Happened>,
    out: &mut Output<'_>,
    number: usize,
    line: &str,
) -> anyhow::Result<Flow> {
    if line.is_empty() || line.starts_with("//") {
        return match out.format {
            Format::Json => {
                let note =
                    game_api::Speak::say(&out.speaker, &Phrase::new("console-nothing-to-do"));
                out.line(&serde_json::json!({"line": number, "note": note}).to_string())
            }
            Format::Text => Ok(Flow::Go),
        };
    }
    let replies = match line_replies(host, events, line).await {
        Ok((replies, _)) => replies,
        Err(e) => return out.refuse(number, &e),
    };
    for (channel, reply) in &replies {
        if let Flow::Stop = print_reply(channel, reply, out)? {
            return Ok(Flow::Stop);
        }
    }
    Ok(Flow::Go)
}

/// Runs one console line (`#channel user /command …`) and returns every
/// reply with the channel it goes to: first what the clock did meanwhile
/// (challenges, tables and turns whose time ran out), then the answer. A
/// line that is not `#channel user /command` is refused with the sentence.
pub async fn lines(host: &Host, line: &str) -> Result<Vec<(String, Reply)>, Words> {
    Ok(checked_lines(host, line).await?.0)
}

/// The same, and whether the command was done (`false`: it was refused,
/// and its one reply says why).
pub async fn checked_lines(host: &Host, line: &str) -> Result<(Vec<(String, Reply)>, bool), Words> {
    let mut events = host.subscribe();
    line_replies(host, &mut events, line).await
}

/// [`checked_lines`] reading what the host tells from `events`.
async fn line_replies(
    host: &Host,
    events: &mut tokio::sync::broadcast::Receiver<Happened>,
    line: &str,
) -> Result<(Vec<(String, Reply)>, bool), Words> {
    let (channel, user, rest) = split_line(line)?;
    if game_api::user::is_engine_id(&console_user(&user).id) {
        return Err(Phrase::new("console-engine-name").name("user", user).into());
    }
    // Channels, like users, are named without regard to case.
    let channel = channel.to_lowercase();
    let ctx = Ctx {
        server: SERVER.into(),
        channel: channel.clone(),
        user: console_user(&user),
        // The console is one person's machine: they manage its server.
        manages_server: true,
    };
    // What the clock made due is announced first, in its own channels
    // (the console's clock runs between lines).
    host.clock_duty().await;
    let mut out = told_so_far(events, host).await;
    let (replies, done) = match host.parse(&rest, |name| {
        // Someone no console user could be is nobody to challenge.
        let name = name.trim_start_matches('@');
        check_name(name, false).ok()?;
        (name.chars().count() <= MAX_NAME).then(|| console_user(name))
    }) {
        Ok(command) => match host.try_handle(&ctx, command).await {
            Ok(replies) => (replies, true),
            Err(refusal) => (refusal, false),
        },
        Err(text) => (vec![Reply::private(&ctx.user.id, text)], false),
    };
    out.extend(replies.into_iter().map(|r| (channel.clone(), r)));
    // The bot answers at once: its turns (this channel's first), each
    // announced like a player's, and the events' games they make due.
    if done {
        out.extend(settle(host, events, Some(&channel)).await);
    }
    Ok((out, done))
}

fn print_reply(channel: &str, reply: &Reply, out: &mut Output<'_>) -> anyhow::Result<Flow> {
    let mut image = None;
    let mut alt = None;
    let mut files = vec![];
    for a in &reply.attachments {
        let Some(path) = out.save(a) else { continue };
        if a.filename.ends_with(".png") && image.is_none() {
            image = Some(path.display().to_string());
            alt = Some(a.description.as_str());
        } else {
            files.push(path.display().to_string());
        }
    }
    let (audience, user) = match &reply.audience {
        Audience::Everyone => ("everyone", None),
        Audience::Private(u) => ("private", Some(u.as_str())),
    };
    let speak = out.speaker;
    let say = |w: &game_api::Words| game_api::Speak::words(&speak, w);
    let text = say(&reply.text_with_due());
    match out.format {
        Format::Json => {
            let json = JsonReply {
                channel,
                audience,
                user,
                text: &text,
                image,
                alt,
                files,
                buttons: controls::buttons(&speak, &reply.buttons),
                menus: controls::menus(&speak, &reply.menus),
                due: reply.due,
            };
            out.line(&serde_json::to_string(&json)?)
        }
        Format::Text => {
            let to = user.map_or("everyone".to_string(), |u| format!("{u} only"));
            // Discord's small-print marker (`-# `) is Discord's: a terminal
            // shows the line as it is.
            let shown: Vec<&str> = text
                .lines()
                .map(|l| l.strip_prefix("-# ").unwrap_or(l))
                .collect();
            let mut lines = if channel == DIRECT {
                vec![format!(
                    "dm {}: {}",
                    user.unwrap_or(""),
                    shown.join("\n    ")
                )]
            } else {
                vec![format!("[#{channel} → {to}] {}", shown.join("\n    "))]
            };
            if let Some(path) = image {
                lines.push(format!("    picture: {path}"));
            }
            for f in files {
                lines.push(format!("    file: {f}"));
            }
            for b in &reply.buttons {
                match b.style {
                    game_api::ButtonStyle::Link => {
                        lines.push(format!("    link [{}]: {}", say(&b.label), b.id))
                    }
                    _ => lines.push(format!("    button [{}]: /press {}", say(&b.label), b.id)),
                }
            }
            for m in &reply.menus {
                lines.push(format!(
                    "    menu [{}]: /choose {} <value>",
                    say(&m.placeholder),
                    m.id
                ));
                for (i, o) in m.options.iter().enumerate() {
                    lines.push(format!("      {}. {} ({})", i + 1, say(&o.label), o.value));
                }
            }
            out.line(&lines.join("\n"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::english;

    #[test]
    fn console_lines_name_channel_user_and_command() {
        assert_eq!(
            split_line("#lobby alice /move from:E2 to:E4").unwrap(),
            ("lobby".into(), "alice".into(), "/move from:E2 to:E4".into())
        );
        assert!(split_line("lobby alice /help").is_err());
        assert!(split_line("#lobby alice").is_err());
        assert!(split_line("# alice /help").is_err());
        let long = format!("#{} alice /help", "x".repeat(MAX_NAME + 1));
        assert!(english(&split_line(&long).unwrap_err().into()).contains("at most"));
        assert_eq!(console_user("ALICE").id, console_user("alice").id);
    }

    #[test]
    fn names_must_show() {
        // A double space no longer makes a nameless player.
        assert_eq!(
            split_line("#lobby  alice /help").unwrap(),
            ("lobby".into(), "alice".into(), "/help".into())
        );
        for (line, why) in [
            ("#lobby bob\u{200B} /help", "zero-width"),
            ("#lobby \u{202E}bob /help", "direction-changing"),
            ("#lob\u{7}by bob /help", "control"),
        ] {
            let err = english(&split_line(line).unwrap_err().into());
            assert!(err.contains(why), "{line:?}: {err}");
        }
        assert!(english(&check_name("", false).unwrap_err().into()).contains("empty"));
        assert!(check_name("bob", false).is_ok());
    }

    #[test]
    fn two_consoles_in_one_folder_never_share_a_picture_number() {
        let dir = tempfile::tempdir().unwrap();
        let output = || Output {
            format: Format::Json,
            speaker: crate::speech::speaker(game_api::Locale::EnUs),
            images: dir.path(),
            sink: None,
        };
        let file = |name: &str, bytes: &[u8]| crate::host::reply::Attachment {
            filename: name.into(),
            bytes: bytes.to_vec(),
            description: String::new(),
        };
        // Two consoles saving at once, boards and replays alternately.
        let saved: Vec<PathBuf> = std::thread::scope(|s| {
            let runs: Vec<_> = (0..2)
                .map(|c| {
                    s.spawn(move || {
                        let mut out = output();
                        (0..40)
                            .map(|i| {
                                let name = if i % 2 == 0 {
                                    "board.png"
                                } else {
                                    "replay.gif"
                                };
                                out.save(&file(name, format!("{c}-{i}").as_bytes()))
                                    .unwrap()
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            runs.into_iter().flat_map(|r| r.join().unwrap()).collect()
        });
        let mut numbers: Vec<String> = saved
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy()[..6].to_string())
            .collect();
        numbers.sort();
        numbers.dedup();
        assert_eq!(
            numbers.len(),
            80,
            "every file its own number, whatever its suffix"
        );
    }
}
