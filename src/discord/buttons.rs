//! Button clicks and select-menu choices, and commands the bot no longer has. The custom id says everything
//! (`ch:ID:accept`, `g:ID:VERSION:endturn:REV`, `g:ID:*:pick`, …), so a
//! click is handled the same way after a restart; the host refuses stale
//! ones by their version (or, for `*`, the game decides).

use super::{Bot, Error, host_ctx, respond, threads};
use crate::host::command::Command;
use poise::serenity_prelude as serenity;

/// The event handler: button clicks (commands and autocomplete are poise's).
pub async fn on_event(
    ctx: &serenity::Context,
    event: &serenity::FullEvent,
    bot: &Bot,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(click),
        } => press(ctx, click, bot).await?,
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Command(command),
        } if !crate::host::verbs::HOST_VERBS
            .iter()
            .any(|v| v.name == command.data.name)
            && !bot
                .host
                .games()
                .verb_names()
                .contains(&command.data.name.as_str()) =>
        {
            unknown(ctx, command).await?;
        }
        _ => {}
    }
    Ok(())
}

/// A slash command this bot no longer has (a stale registration): a
/// private answer instead of silence.
async fn unknown(
    ctx: &serenity::Context,
    command: &serenity::CommandInteraction,
) -> Result<(), Error> {
    let voices = super::languages::discord(&command.locale, command.guild_locale.as_deref());
    let text = game_api::Speak::say(
        &respond::speaker(voices.private),
        &game_api::Phrase::new("discord-unknown-command").code(
            "command",
            command.data.name.chars().take(32).collect::<String>(),
        ),
    );
    let response = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    command.create_response(&ctx.http, response).await?;
    Ok(())
}

/// The answer to a component whose id is none of this bot's (a message of
/// another bot's version): one private sentence.
async fn not_mine(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let voices = super::languages::discord(&click.locale, click.guild_locale.as_deref());
    let text = game_api::Speak::say(
        &respond::speaker(voices.private),
        &game_api::Phrase::new("discord-not-my-button"),
    );
    let response = serenity::CreateInteractionResponse::Message(
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true),
    );
    click.create_response(&ctx.http, response).await?;
    Ok(())
}

/// The interaction callback that launches the app's Activity.
const LAUNCH_ACTIVITY: u8 = 12;

async fn press(
    ctx: &serenity::Context,
    click: &serenity::ComponentInteraction,
    bot: &Bot,
) -> Result<(), Error> {
    let who = host_ctx(
        click.channel_id,
        &click.user,
        click.member.as_ref(),
        click.context,
    );
    let id = &click.data.custom_id;
    // The id is read once, here: a button's, or a menu's with the value
    // chosen.
    let button = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            game_api::ButtonId::parse_choice(id, values.first().map_or("", String::as_str))
        }
        _ => game_api::ButtonId::parse(id),
    };
    let Some(button) = button else {
        return not_mine(ctx, click).await;
    };
    let accept = matches!(
        button,
        game_api::ButtonId::Challenge {
            action: game_api::ChallengeAction::Accept,
            ..
        }
    );
    // The Play button opens the game inside Discord, where the Activity
    // is on (it then learns who pressed it from Discord itself).
    if bot.activity
        && matches!(
            &button,
            game_api::ButtonId::Game { action, .. } if action.len() == 1 && action[0] == "cs"
        )
    {
        let launch = serde_json::json!({ "type": LAUNCH_ACTIVITY });
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
        bot.rest
            .callback(click.id, &click.token, &launch, &[], deadline)
            .await?;
        return Ok(());
    }
    let command = Command::Press { button };
    let private = bot.host.answers_privately(&who, &command).await;
    let ephemeral = click
        .message
        .flags
        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
    let target = respond::Target {
        id: click.id,
        token: &click.token,
        received: std::time::Instant::now(),
        attachment_limit: u64::from(click.attachment_size_limit),
        replaces_for: ephemeral.then_some(who.user.id.as_str()),
        voices: super::languages::of_interaction(
            &bot.host,
            &who,
            &click.locale,
            click.guild_locale.as_deref(),
            None,
        )
        .await,
        followups: respond::followup_limit(&click.authorizing_integration_owners),
    };
    let http = &ctx.http;
    let answered = if accept && bot.thread_per_game && who.in_a_server() {
        let work = threads::accept(
            bot,
            http,
            click.channel_id,
            &who,
            command,
            Some(click.message.id),
        );
        respond::answer(http, &bot.rest, target, work, bot.defer_after, false).await?
    } else {
        let work = bot.host.answer(&who, command, None);
        respond::answer(http, &bot.rest, target, work, bot.defer_after, private).await?
    };
    let mut answered = answered;
    // A message in a DM or group DM between people cannot be edited by
    // the bot: a later press on it is refused as out of date.
    if answered.public && !ephemeral && who.server != crate::host::PRIVATE {
        respond::remove_buttons(&bot.rest, click.channel_id, click.message.id).await;
        let clicked = click.message.id.to_string();
        answered.retired.retain(|m| *m != clicked);
    }
    super::settle(bot, &who, click.channel_id, answered).await;
    Ok(())
}
