//! Running a slash command: every command (`registration` builds them)
//! runs through one action that reads its options as text and hands them
//! to [`Command::from_options`], the same check the console uses, so both
//! front ends accept and refuse exactly the same things.

use super::{Bot, Error, host_ctx, respond, threads};
use crate::host::Answer;
use crate::host::command::{Command, User};
use crate::host::reply::Reply;
use poise::serenity_prelude as serenity;

/// The one action behind every slash command.
pub(super) fn slash(
    ctx: poise::ApplicationContext<'_, Bot, Error>,
) -> poise::BoxFuture<'_, Result<(), poise::FrameworkError<'_, Bot, Error>>> {
    Box::pin(async move {
        run(ctx)
            .await
            .map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
    })
}

/// The options of an interaction as text (a fixed choice as its word, a
/// user as their id), and the user it names, if any.
fn read_options(
    app: &poise::ApplicationContext<'_, Bot, Error>,
) -> (
    Vec<(String, String)>,
    Option<serenity::User>,
    Option<String>,
) {
    let command = app.command();
    let mut options = vec![];
    let mut mentioned = None;
    let mut nick = None;
    for arg in app.args {
        let param = command.parameters.iter().find(|p| p.name == arg.name);
        let text = match &arg.value {
            serenity::ResolvedValue::Integer(i) => match param.filter(|p| !p.choices.is_empty()) {
                Some(p) => usize::try_from(*i)
                    .ok()
                    .and_then(|i| p.choices.get(i))
                    .map(|c| c.name.to_string())
                    .unwrap_or_default(),
                None => i.to_string(),
            },
            serenity::ResolvedValue::String(s) => s.to_string(),
            serenity::ResolvedValue::Boolean(b) => b.to_string(),
            serenity::ResolvedValue::User(u, member) => {
                mentioned = Some((*u).clone());
                nick = member.and_then(|m| m.nick.clone());
                u.id.to_string()
            }
            _ => continue,
        };
        options.push((arg.name.to_string(), text));
    }
    (options, mentioned, nick)
}

/// The command's verb, and the game its subcommand names (`/move masters`),
/// if it is one of a game's.
pub(super) fn invoked(app: &poise::ApplicationContext<'_, Bot, Error>) -> (String, Option<String>) {
    match app.command_tree {
        [parent, .., sub] => (parent.name.to_string(), Some(sub.name.to_string())),
        _ => (app.command().name.to_string(), None),
    }
}

/// Answers the interaction privately with `text` and does nothing else.
async fn refuse(
    app: poise::ApplicationContext<'_, Bot, Error>,
    text: game_api::Words,
) -> Result<(), Error> {
    let interaction = app.interaction;
    let ctx = poise::Context::Application(app);
    app.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let target = respond::Target {
        id: interaction.id,
        token: &interaction.token,
        received: std::time::Instant::now(),
        attachment_limit: u64::from(interaction.attachment_size_limit),
        replaces_for: None,
        voices: super::languages::discord(&interaction.locale, interaction.guild_locale.as_deref()),
        followups: respond::followup_limit(&interaction.authorizing_integration_owners),
    };
    let refusal = Answer {
        replies: vec![Reply::private(&interaction.user.id.to_string(), text)],
        ..Answer::nothing()
    };
    let http = &ctx.serenity_context().http;
    respond::answer(
        http,
        &ctx.data().rest,
        target,
        async { refusal },
        ctx.data().defer_after,
        true,
    )
    .await?;
    Ok(())
}

/// Runs the command with its options and answers the interaction.
async fn run(app: poise::ApplicationContext<'_, Bot, Error>) -> Result<(), Error> {
    let ctx = poise::Context::Application(app);
    let interaction = app.interaction;
    let bot = ctx.data();
    let (name, for_game) = invoked(&app);
    let who = host_ctx(
        interaction.channel_id,
        &interaction.user,
        interaction.member.as_deref(),
        interaction.context,
    );
    let (options, mentioned, nick) = read_options(&app);
    // This bot is the engine opponent; other bots cannot play.
    let engine = mentioned
        .as_ref()
        .is_some_and(|u| u.id == app.framework().bot_id());
    if let Some(user) = &mentioned
        && user.bot
        && !engine
        && name == "challenge"
    {
        // Refused before anything is stored.
        return refuse(
            app,
            game_api::Phrase::new("discord-bot-opponent")
                .name("who", game_api::user::visible_name(user.display_name()))
                .into(),
        )
        .await;
    }
    // The mention as typed (its Discord id), and the player it names.
    let mentioned = mentioned.map(|u| {
        let player = User {
            id: if engine {
                game_api::user::ENGINE_ID.to_string()
            } else {
                u.id.to_string()
            },
            name: game_api::user::visible_name(
                &nick.unwrap_or_else(|| u.display_name().to_string()),
            )
            .into_owned(),
        };
        (u.id.to_string(), player)
    });
    let command = Command::from_options(&name, &options, bot.host.games(), |id| {
        mentioned
            .clone()
            .filter(|(typed, _)| typed == id)
            .map(|(_, player)| player)
    })
    .map(|command| command.for_game(for_game));
    // This command answers the interaction itself; poise must not.
    app.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let http = &ctx.serenity_context().http;
    let target = respond::Target {
        id: interaction.id,
        token: &interaction.token,
        received: std::time::Instant::now(),
        attachment_limit: u64::from(interaction.attachment_size_limit),
        replaces_for: None,
        voices: super::languages::of_interaction(
            &bot.host,
            &who,
            &interaction.locale,
            interaction.guild_locale.as_deref(),
            command.as_ref().ok(),
        )
        .await,
        followups: respond::followup_limit(&interaction.authorizing_integration_owners),
    };
    let answered = match command {
        Err(text) => {
            let refusal = Answer {
                replies: vec![Reply::private(&who.user.id, text)],
                ..Answer::nothing()
            };
            respond::answer(
                http,
                &bot.rest,
                target,
                async { refusal },
                bot.defer_after,
                true,
            )
            .await?
        }
        Ok(Command::Accept) if bot.thread_per_game && who.in_a_server() => {
            let work = threads::accept(
                bot,
                http,
                interaction.channel_id,
                &who,
                Command::Accept,
                None,
            );
            respond::answer(http, &bot.rest, target, work, bot.defer_after, false).await?
        }
        Ok(command) => {
            let private = bot.host.answers_privately(&who, &command).await;
            let work = bot.host.answer(&who, command, None);
            respond::answer(http, &bot.rest, target, work, bot.defer_after, private).await?
        }
    };
    super::settle(bot, &who, interaction.channel_id, answered).await;
    Ok(())
}
