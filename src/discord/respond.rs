//! Answering an interaction with the host's replies, within Discord's
//! 3 seconds: directly when the work is quick, otherwise deferred first and
//! filled in when done.

use super::rest::{self, File, Rest, RestError};
use crate::host::Answer;
use crate::host::reply::{Attachment, Audience, ButtonStyle, Posted, Reply};
use crate::speech::controls::{self, SaidButton, SaidMenu};
use crate::speech::{Speaker, Times, Voices};
use game_api::{Phrase, Speak};
use poise::serenity_prelude as serenity;
use serde_json::Value;
use std::future::Future;
use std::time::{Duration, Instant};

/// Discord's window for the first answer to an interaction.
const CALLBACK_WINDOW: Duration = Duration::from_millis(2900);

/// Discord's limit on a message's text.
const MAX_CONTENT: usize = 2000;
/// Buttons per row.
const BUTTONS_PER_ROW: usize = 5;

/// The interaction being answered.
#[derive(Clone, Copy)]
pub struct Target<'a> {
    /// Its id.
    pub id: serenity::InteractionId,
    /// Its token (valid for 15 minutes of follow-ups).
    pub token: &'a str,
    /// When the bot received it: the callback must follow within 3 s.
    pub received: Instant,
    /// The largest upload Discord accepts for it (bytes; 0 when unknown).
    pub attachment_limit: u64,
    /// For a click on a private message, the clicker's id: a first answer
    /// to that same user that is itself a form (menus) replaces the clicked
    /// message instead of adding another.
    pub replaces_for: Option<&'a str>,
    /// The languages of the answer: the asker's for private replies, the
    /// server's for public ones.
    pub voices: Voices,
    /// Most follow-up messages Discord takes for it, where it limits them
    /// (an app installed only to the user, used where it is not a member).
    pub followups: Option<usize>,
}

/// Discord's limit on follow-ups to one interaction of an app installed
/// only to the user, not to the server (or group DM) it is used in.
const USER_INSTALL_FOLLOWUPS: usize = 5;

/// Most files in one message.
const FILES_PER_MESSAGE: usize = 10;

/// The follow-ups Discord allows an interaction authorized by `owners`:
/// limited when no server installed the app.
pub fn followup_limit(owners: &serenity::AuthorizingIntegrationOwners) -> Option<usize> {
    let by_server = owners
        .0
        .iter()
        .any(|o| matches!(o, serenity::AuthorizingIntegrationOwner::GuildInstall(_)));
    (!by_server).then_some(USER_INSTALL_FOLLOWUPS)
}

/// `replies` as at most `most` messages: the surplus is said in the last
/// one (its words and files added, the newest message's buttons kept, as
/// they are the current ones), as long as each has the same audience; one
/// with another audience cannot be joined without showing it to the wrong
/// people, and is left out.
fn within(mut replies: Vec<Reply>, most: usize) -> Vec<Reply> {
    let most = most.max(1);
    if replies.len() <= most {
        return replies;
    }
    let surplus = replies.split_off(most);
    let Some(last) = replies.last_mut() else {
        return replies;
    };
    for reply in surplus {
        if reply.audience != last.audience {
            tracing::warn!("a reply beyond Discord's follow-ups was left out");
            continue;
        }
        last.text = std::mem::take(&mut last.text).line(reply.text);
        let room = FILES_PER_MESSAGE.saturating_sub(last.attachments.len());
        last.attachments
            .extend(reply.attachments.into_iter().take(room));
        for ping in reply.pings {
            if !last.pings.contains(&ping) {
                last.pings.push(ping);
            }
        }
        last.buttons = reply.buttons;
        last.menus = reply.menus;
        last.due = reply.due.or(last.due);
        last.posted = reply.posted.or(last.posted);
    }
    replies
}

/// What the answer was: what to record and what to take buttons off.
pub struct Answered {
    /// The messages posted for replies the host will name again
    /// ([`Posted`]), to record with `Host::note_posted`.
    pub posted: Vec<(Posted, serenity::MessageId)>,
    /// Messages whose buttons no longer apply, as the host said.
    pub retired: Vec<String>,
    /// Whether the first reply was public: the interaction did something
    /// everyone sees (refusals are private).
    pub public: bool,
}

/// Takes the buttons off a public message whose question has just been
/// settled (a challenge or a draw offer), so nobody presses them again.
/// Failing to is harmless: a later press is refused as out of date.
pub async fn remove_buttons(
    rest: &Rest,
    channel: serenity::ChannelId,
    message: serenity::MessageId,
) {
    let edit = serde_json::json!({"components": []});
    if let Err(e) = rest.edit_message(channel, message, &edit).await {
        tracing::warn!("could not remove the buttons of message {message}: {e}");
    }
}

/// A builder as the JSON Discord reads.
fn json(builder: &impl serde::Serialize) -> Value {
    serde_json::to_value(builder).unwrap_or(Value::Null)
}

/// A reply said in its reader's language: what Discord is sent.
pub struct Shown {
    audience: Audience,
    text: String,
    attachments: Vec<Attachment>,
    buttons: Vec<SaidButton>,
    menus: Vec<SaidMenu>,
    pings: Vec<String>,
    replaces: bool,
    posted: Option<Posted>,
}

/// A speaker of `locale` writing moments Discord's way.
pub fn speaker(locale: game_api::Locale) -> Speaker {
    crate::speech::speaker(locale).writing_times(Times::Discord)
}

/// `reply` said in its audience's language of `voices`.
pub fn shown(reply: Reply, voices: Voices) -> Shown {
    let speak = speaker(voices.of(&reply.audience));
    let text = speak.words(&reply.text_with_due());
    Shown {
        text,
        buttons: controls::buttons(&speak, &reply.buttons),
        menus: controls::menus(&speak, &reply.menus),
        audience: reply.audience,
        attachments: reply.attachments,
        pings: reply.pings,
        replaces: reply.replaces,
        posted: reply.posted,
    }
}

/// The reply's files, for a multipart body.
fn files(reply: &mut Shown) -> Vec<File> {
    std::mem::take(&mut reply.attachments)
        .into_iter()
        .map(|a: Attachment| File {
            filename: a.filename,
            bytes: a.bytes,
            description: a.description,
        })
        .collect()
}

/// The message id in a message JSON.
fn message_id(message: &Value) -> Option<serenity::MessageId> {
    message["id"]
        .as_str()
        .and_then(|id| id.parse::<u64>().ok())
        .filter(|id| *id != 0)
        .map(serenity::MessageId::new)
}

/// Runs `work` and answers `target` with its replies. If `work` takes longer
/// than `defer_after`, the interaction is deferred first (ephemerally if
/// `private_if_deferred`) and the answer edited in when it is ready; a zero
/// `defer_after` always defers.
pub async fn answer(
    http: &serenity::Http,
    rest: &Rest,
    target: Target<'_>,
    work: impl Future<Output = Answer>,
    defer_after: Duration,
    private_if_deferred: bool,
) -> Result<Answered, RestError> {
    let deadline = target.received + CALLBACK_WINDOW;
    let app = http.application_id().map_or(0, |a| a.get());
    let defer = || async {
        let response = serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(private_if_deferred),
        );
        rest.callback(target.id, target.token, &json(&response), &[], deadline)
            .await
    };
    let mut work = std::pin::pin!(work);
    let (done, deferred) = if defer_after.is_zero() {
        // Zero means always defer first.
        defer().await?;
        (work.await, Some(private_if_deferred))
    } else {
        tokio::select! {
            replies = &mut work => (replies, None),
            () = tokio::time::sleep(defer_after) => {
                defer().await?;
                (work.await, Some(private_if_deferred))
            }
        }
    };
    let mut answered = Answered {
        posted: vec![],
        retired: done.retired,
        public: false,
    };
    // The first answer and the follow-ups, each of which may be the one
    // that replaces a deferred answer of the wrong visibility.
    let replies = match target.followups {
        Some(most) => within(done.replies, most),
        None => done.replies,
    };
    for (i, reply) in replies.into_iter().enumerate() {
        let mut reply = shown(reply, target.voices);
        let private = matches!(reply.audience, Audience::Private(_));
        if i == 0 {
            answered.public = !private;
        }
        let posted = reply.posted;
        let mut files = files(&mut reply);
        // A file over the upload limit would fail the whole answer: leave it out and say so.
        let limit = target.attachment_limit;
        if limit > 0 && files.iter().any(|f| f.bytes.len() as u64 > limit) {
            files.retain(|f| f.bytes.len() as u64 <= limit);
            let note = Phrase::new("discord-picture-too-large")
                .with("megabytes", limit.div_ceil(1_048_576));
            let said = speaker(target.voices.of(&reply.audience)).say(&note);
            reply.text = format!("{}\n{said}", reply.text);
        }
        let message = match (i, deferred) {
            (0, None)
                if (reply.replaces || !reply.menus.is_empty())
                    && matches!(&reply.audience, Audience::Private(u)
                        if Some(u.as_str()) == target.replaces_for) =>
            {
                let mut body = json(&serenity::CreateInteractionResponse::UpdateMessage(update(
                    reply,
                )));
                body["data"]["attachments"] = rest::attachments(&files);
                rest.callback(target.id, target.token, &body, &files, deadline)
                    .await?;
                None
            }
            (0, None) => {
                let mut body = json(&serenity::CreateInteractionResponse::Message(initial(
                    reply,
                )));
                body["data"]["attachments"] = rest::attachments(&files);
                rest.callback(target.id, target.token, &body, &files, deadline)
                    .await?;
                match posted {
                    None => None,
                    Some(_) => Some(rest.original(app, target.token).await?),
                }
            }
            (0, Some(deferred_private)) if deferred_private == private => {
                let mut body = json(&edit(reply));
                body["attachments"] = rest::attachments(&files);
                Some(rest.edit_original(app, target.token, &body, &files).await?)
            }
            (0, Some(_)) => {
                // The deferred answer has the wrong visibility: remove it and
                // answer with a follow-up that has the right one.
                rest.delete_original(app, target.token).await?;
                let mut body = json(&followup(reply));
                body["attachments"] = rest::attachments(&files);
                Some(rest.followup(app, target.token, &body, &files).await?)
            }
            _ => {
                let mut body = json(&followup(reply));
                body["attachments"] = rest::attachments(&files);
                Some(rest.followup(app, target.token, &body, &files).await?)
            }
        };
        if let (Some(posted), Some(m)) = (posted, message.as_ref().and_then(message_id)) {
            answered.posted.push((posted, m));
        }
    }
    Ok(answered)
}

/// The text, cut to Discord's limit.
fn content(text: &str) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text.to_string();
    }
    let cut: String = text.chars().take(MAX_CONTENT - 1).collect();
    format!("{cut}…")
}

/// A file with its alt text.
fn attachment(a: Attachment) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(a.bytes, a.filename).description(a.description)
}

/// A reply's components: its select menus (one row each), then its
/// buttons in rows of five.
fn components(reply: &Shown) -> Vec<serenity::CreateActionRow> {
    let mut rows: Vec<serenity::CreateActionRow> = reply.menus.iter().map(select).collect();
    rows.extend(button_rows(&reply.buttons));
    rows
}

/// A string select menu (at most 25 options, Discord's limit).
fn select(menu: &SaidMenu) -> serenity::CreateActionRow {
    let options = menu
        .options
        .iter()
        .take(25)
        .map(|o| serenity::CreateSelectMenuOption::new(&o.label, &o.value))
        .collect();
    serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(
            &menu.id,
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(&menu.placeholder),
    )
}

/// Buttons in rows of five.
fn button_rows(buttons: &[SaidButton]) -> Vec<serenity::CreateActionRow> {
    buttons
        .chunks(BUTTONS_PER_ROW)
        .map(|row| {
            serenity::CreateActionRow::Buttons(
                row.iter()
                    .map(|b| match b.style {
                        ButtonStyle::Link => {
                            serenity::CreateButton::new_link(&b.id).label(&b.label)
                        }
                        ButtonStyle::Primary => serenity::CreateButton::new(&b.id)
                            .label(&b.label)
                            .style(serenity::ButtonStyle::Primary),
                        ButtonStyle::Secondary => serenity::CreateButton::new(&b.id)
                            .label(&b.label)
                            .style(serenity::ButtonStyle::Secondary),
                    })
                    .collect(),
            )
        })
        .collect()
}

/// Mentions only the users the reply notifies (never roles or @everyone).
fn mentions(reply: &Shown) -> serenity::CreateAllowedMentions {
    let users = reply
        .pings
        .iter()
        .filter_map(|id| id.parse::<u64>().ok())
        .map(serenity::UserId::new);
    serenity::CreateAllowedMentions::new().users(users)
}

/// The text with the notified users' mentions after it (the first words
/// stay the message's own).
fn text_of(reply: &Shown) -> String {
    let pinged: Vec<String> = reply
        .pings
        .iter()
        .filter(|id| id.parse::<u64>().is_ok())
        .map(|id| format!("<@{id}>"))
        .collect();
    if pinged.is_empty() {
        content(&reply.text)
    } else {
        let mentions = pinged.join(" ");
        // The mentions must survive Discord's length limit: cut the text, not them.
        let room = MAX_CONTENT.saturating_sub(mentions.chars().count() + 1);
        let text: String = if reply.text.chars().count() > room {
            let cut: String = reply.text.chars().take(room.saturating_sub(1)).collect();
            format!("{cut}…")
        } else {
            reply.text.clone()
        };
        format!("{text} {mentions}")
    }
}

/// The first answer (its files go separately, see [`files`]).
fn initial(reply: Shown) -> serenity::CreateInteractionResponseMessage {
    let private = matches!(reply.audience, Audience::Private(_));
    serenity::CreateInteractionResponseMessage::new()
        .content(text_of(&reply))
        .ephemeral(private)
        .allowed_mentions(mentions(&reply))
        .components(components(&reply))
}

/// The clicked private message, rewritten (its files go separately).
fn update(reply: Shown) -> serenity::CreateInteractionResponseMessage {
    serenity::CreateInteractionResponseMessage::new()
        .content(text_of(&reply))
        .allowed_mentions(mentions(&reply))
        .components(components(&reply))
}

/// A deferred answer filled in (its files go separately).
fn edit(reply: Shown) -> serenity::EditInteractionResponse {
    serenity::EditInteractionResponse::new()
        .content(text_of(&reply))
        .allowed_mentions(mentions(&reply))
        .components(components(&reply))
}

/// A further message (its files go separately).
fn followup(reply: Shown) -> serenity::CreateInteractionResponseFollowup {
    let private = matches!(reply.audience, Audience::Private(_));
    serenity::CreateInteractionResponseFollowup::new()
        .content(text_of(&reply))
        .ephemeral(private)
        .allowed_mentions(mentions(&reply))
        .components(components(&reply))
}

/// A public reply as a plain channel message (a game's thread), said in
/// the language of `voices`.
pub fn message(reply: Reply, voices: Voices) -> serenity::CreateMessage {
    let reply = shown(reply, voices);
    serenity::CreateMessage::new()
        .content(text_of(&reply))
        .allowed_mentions(mentions(&reply))
        .components(components(&reply))
        .add_files(reply.attachments.into_iter().map(attachment))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_beyond_the_follow_up_limit_is_joined_into_its_last_message() {
        let said = |n: i64| Reply::public(Phrase::new("reply-due").with("when", n));
        let replies: Vec<Reply> = (1..=8).map(said).collect();
        let fitted = within(replies.clone(), 5);
        assert_eq!(fitted.len(), 5);
        assert_eq!(fitted[..4], replies[..4]);
        let mut joined = said(5).text;
        for n in 6..=8 {
            joined = joined.line(said(n).text);
        }
        assert_eq!(fitted[4].text, joined);
        assert_eq!(within(replies[..3].to_vec(), 5), replies[..3].to_vec());
    }

    #[test]
    fn a_private_reply_is_never_joined_into_a_public_one() {
        let public = Reply::public(Phrase::new("reply-due").with("when", 1));
        let private = Reply::private("7", Phrase::new("reply-due").with("when", 2));
        let fitted = within(vec![public.clone(), public.clone(), private], 2);
        assert_eq!(fitted, vec![public.clone(), public]);
    }

    #[test]
    fn long_text_is_cut_to_discords_limit() {
        let text = "é".repeat(2500);
        let cut = content(&text);
        assert_eq!(cut.chars().count(), MAX_CONTENT);
        assert!(cut.ends_with('…'));
        assert_eq!(content("short"), "short");
    }
}
