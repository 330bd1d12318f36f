//! The local console: reads `#channel user /command …` lines from standard
//! input (a terminal or a script), runs them through the host, and prints
//! every reply with its channel and audience. Pictures and files are saved
//! to the images folder and named in the output. `--json` prints one JSON
//! object per reply instead.

use crate::host::command::{Command, User};
use crate::host::reply::{Audience, Reply};
use crate::host::{Ctx, Host};
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
struct JsonButton<'a> {
    id: &'a str,
    label: &'a str,
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
    buttons: Vec<JsonButton<'a>>,
    /// Only when there are some, so replies without menus read as before.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    menus: &'a [crate::host::reply::Menu],
}

/// Splits `#channel user /command …` into its parts.
fn split_line(line: &str) -> Result<(String, String, String), String> {
    let mut parts = line.trim().splitn(3, char::is_whitespace);
    let (Some(channel), Some(user), Some(rest)) = (parts.next(), parts.next(), parts.next()) else {
        return Err("write `#channel user /command`, like `#lobby alice /help`".into());
    };
    let Some(channel) = channel.strip_prefix('#').filter(|c| !c.is_empty()) else {
        return Err(format!(
            "`{channel}` is not a channel: channels start with #, like #lobby"
        ));
    };
    Ok((
        channel.to_string(),
        user.to_string(),
        rest.trim().to_string(),
    ))
}

/// Runs the console until the end of input.
pub async fn run(host: &Host, images: &Path, format: Format) -> anyhow::Result<()> {
    std::fs::create_dir_all(images)?;
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    let mut counter = 0usize;
    let mut number = 0usize;
    if format == Format::Text {
        eprintln!(
            "gamehost console: type `#channel user /command`, like `#lobby alice /help`. End with Ctrl-D."
        );
    }
    while let Some(line) = lines.next_line().await? {
        number += 1;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with("//") {
            continue;
        }
        let (channel, user, rest) = match split_line(trimmed) {
            Ok(parts) => parts,
            Err(e) => {
                eprintln!("line {number}: {e}");
                continue;
            }
        };
        let ctx = Ctx {
            channel: channel.clone(),
            user: User::named(&user),
        };
        let replies = match Command::parse(&rest, |name| {
            Some(User::named(name.trim_start_matches('@')))
        }) {
            Ok(command) => host.handle(&ctx, command).await,
            Err(text) => vec![Reply::private(&user, text)],
        };
        for reply in &replies {
            print_reply(&channel, reply, images, &mut counter, format)?;
        }
    }
    Ok(())
}

fn print_reply(
    channel: &str,
    reply: &Reply,
    images: &Path,
    counter: &mut usize,
    format: Format,
) -> anyhow::Result<()> {
    let mut image = None;
    let mut alt = None;
    let mut files = vec![];
    for a in &reply.attachments {
        *counter += 1;
        let path: PathBuf = images.join(format!("{channel}-{:04}-{}", *counter, a.filename));
        std::fs::write(&path, &a.bytes)?;
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
    match format {
        Format::Json => {
            let json = JsonReply {
                channel,
                audience,
                user,
                text: &reply.text,
                image,
                alt,
                files,
                buttons: reply
                    .buttons
                    .iter()
                    .map(|b| JsonButton {
                        id: &b.id,
                        label: &b.label,
                    })
                    .collect(),
                menus: &reply.menus,
            };
            println!("{}", serde_json::to_string(&json)?);
        }
        Format::Text => {
            let to = user.map_or("everyone".to_string(), |u| format!("{u} only"));
            println!("[#{channel} → {to}] {}", reply.text.replace('\n', "\n    "));
            if let Some(path) = image {
                println!("    picture: {path}");
            }
            for f in files {
                println!("    file: {f}");
            }
            for b in &reply.buttons {
                println!("    button [{}]: /press {}", b.label, b.id);
            }
            for m in &reply.menus {
                println!("    menu [{}]: /choose {} <value>", m.placeholder, m.id);
                for (i, o) in m.options.iter().enumerate() {
                    println!("      {}. {} ({})", i + 1, o.label, o.value);
                }
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn console_lines_name_channel_user_and_command() {
        assert_eq!(
            split_line("#lobby alice /move from:E2 to:E4").unwrap(),
            ("lobby".into(), "alice".into(), "/move from:E2 to:E4".into())
        );
        assert!(split_line("lobby alice /help").is_err());
        assert!(split_line("#lobby alice").is_err());
        assert!(split_line("# alice /help").is_err());
    }
}
