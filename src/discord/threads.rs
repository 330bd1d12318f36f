//! `thread_per_game`: an accepted game moves into a thread started from the
//! challenge message, and the thread is the game's channel from then on.

use super::{Bot, challenge_message, respond};
use crate::host::command::Command;
use crate::host::reply::{Audience, Reply};
use crate::host::{Answer, Ctx};
use poise::serenity_prelude as serenity;

/// Accepts the challenge in `channel` (by `/accept` or its button) into a new
/// thread, posts the game's first board there, and returns the answer for
/// the interaction. When the accept is refused, no thread is left behind;
/// when the thread cannot be made, the game is played in the channel.
pub async fn accept(
    bot: &Bot,
    http: &serenity::Http,
    channel: serenity::ChannelId,
    who: &Ctx,
    command: Command,
    anchor: Option<serenity::MessageId>,
) -> Answer {
    let challenge = match bot.host.open_challenge(&who.channel).await {
        Ok(Some(ch)) if ch.opponent.as_ref().is_some_and(|o| o.id == who.user.id) => ch,
        // Not acceptable by this user: let the host say why.
        _ => return bot.host.answer(who, command, None).await,
    };
    let anchor = anchor.or_else(|| challenge_message(&challenge));
    let voices = super::languages::of_channel(&bot.host, &who.channel).await;
    let players = [
        challenge.challenger.name.clone(),
        challenge
            .opponent
            .as_ref()
            .map_or("?".to_string(), |o| o.name.clone()),
    ];
    let name = game_api::Phrase::new("discord-thread-name")
        .code(
            "game",
            bot.host
                .games()
                .get(&challenge.game)
                .map_or(challenge.game.as_str(), |g| g.meta().title),
        )
        .with(
            "players",
            crate::host::tournament::versus(players.into_iter().map(game_api::Arg::Name)),
        );
    let name = game_api::Speak::say(&respond::speaker(voices.public), &name);
    let name: String = name.chars().take(100).collect();
    let builder = serenity::CreateThread::new(name)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let made = match anchor {
        Some(message) => {
            channel
                .create_thread_from_message(http, message, builder)
                .await
        }
        None => {
            channel
                .create_thread(http, builder.kind(serenity::ChannelType::PublicThread))
                .await
        }
    };
    let thread = match made {
        Ok(thread) => thread.id,
        Err(e) => {
            tracing::warn!("cannot start a thread in {channel}, playing in the channel: {e}");
            return bot.host.answer(who, command, None).await;
        }
    };
    let done = bot
        .host
        .answer(who, command, Some(&thread.to_string()))
        .await;
    if !done
        .replies
        .iter()
        .any(|r| r.audience == Audience::Everyone)
    {
        if let Err(e) = thread.delete(http).await {
            tracing::warn!("cannot remove the unused thread {thread}: {e}");
        }
        return done;
    }
    let mut answer = vec![];
    for reply in done.replies {
        if reply.audience != Audience::Everyone {
            answer.push(reply);
            continue;
        }
        if let Err(e) = thread
            .send_message(http, respond::message(reply, voices))
            .await
        {
            tracing::error!("cannot post in the game thread {thread}: {e}");
        }
    }
    answer.insert(
        0,
        Reply::public(
            game_api::Phrase::new("discord-accepted-in-thread")
                .name("who", &who.user.name)
                .code("thread", format!("<#{thread}>")),
        ),
    );
    Answer {
        replies: answer,
        ..done
    }
}
