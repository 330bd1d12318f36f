//! The Discord front end: slash commands, autocomplete and buttons through
//! poise on serenity. It only translates: interactions become host
//! [`Command`](crate::host::command::Command)s and the host's
//! [`Reply`](crate::host::reply::Reply)s become interaction responses.
//!
//! - `commands`: the slash commands, built from the host's and the games'
//!   declarations (their descriptions are what users see).
//! - `autocomplete`: legal values for the option being typed, from the host.
//! - `buttons`: button clicks, read from their custom ids in the event
//!   handler, so buttons keep working after a restart.
//! - `respond`: answering within Discord's 3 seconds (deferring when slow).
//! - `threads`: moving an accepted game into its own thread.

mod autocomplete;
mod buttons;
mod commands;
mod direct;
mod languages;
pub mod registration;
mod respond;
mod rest;
mod threads;

use crate::config::DiscordSettings;
use crate::host::Ctx;
use crate::host::Host;
use crate::host::command::User;
use crate::host::events::Happened;
use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use std::time::Duration;

/// What every command and event handler can reach.
pub struct Bot {
    host: Host,
    /// Interaction answers and message edits, with rate limits waited out.
    rest: rest::Rest,
    thread_per_game: bool,
    defer_after: Duration,
    /// Whether the Play button launches the Activity.
    activity: bool,
}

/// The slash commands registered for `games`, by name: the host's own and
/// every game command once.
pub fn slash_command_names(games: &crate::host::Games) -> Vec<String> {
    registration::all(games)
        .into_iter()
        .map(|c| c.name.to_string())
        .collect()
}

/// Errors from the Discord side (sending a response failed).
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// The context poise gives commands.
pub type Context<'a> = poise::Context<'a, Bot, Error>;

/// The host's view of who sent an interaction and where: in a server, in
/// a DM with the bot, or in a DM or group DM between people (`context`
/// [`serenity::InteractionContext::PrivateChannel`]), where the bot only
/// answers interactions.
fn host_ctx(
    channel: serenity::ChannelId,
    user: &serenity::User,
    member: Option<&serenity::Member>,
    context: Option<serenity::InteractionContext>,
) -> Ctx {
    let name = member.map_or_else(|| user.display_name(), |m| m.display_name());
    let outside = match context {
        Some(serenity::InteractionContext::PrivateChannel) => crate::host::PRIVATE,
        _ => crate::host::DIRECT,
    };
    Ctx {
        // A member comes with its guild; a direct message has neither.
        server: member.map_or_else(|| outside.to_string(), |m| m.guild_id.to_string()),
        channel: channel.to_string(),
        // A name is shown in sentences and pictures: nothing in it may
        // hide or reorder the text around it.
        user: User {
            id: user.id.to_string(),
            name: game_api::user::visible_name(name).into_owned(),
        },
        // Discord sends the member's permissions in the channel with
        // every interaction.
        manages_server: member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild()),
    }
}

/// After an interaction: records the messages posted for what the host
/// will name again (a challenge, a table, a draw offer), and takes the
/// buttons off every message the host says no longer applies.
async fn settle(bot: &Bot, who: &Ctx, channel: serenity::ChannelId, answered: respond::Answered) {
    let mut retired = answered.retired;
    for (posted, message) in answered.posted {
        match bot.host.note_posted(posted, &message.to_string()).await {
            Ok(replaced) => retired.extend(replaced),
            Err(e) => tracing::warn!("could not record the message of {posted:?}: {e}"),
        }
    }
    // The bot cannot edit messages in a DM or group DM between people: a
    // later press on one is refused as out of date instead.
    if who.server != crate::host::PRIVATE {
        retire(&bot.rest, channel, &retired).await;
    }
}

/// Takes the buttons off these messages (ids as the host keeps them).
async fn retire(rest: &rest::Rest, channel: serenity::ChannelId, messages: &[String]) {
    for message in messages {
        if let Some(id) = message.parse::<u64>().ok().filter(|id| *id != 0) {
            respond::remove_buttons(rest, channel, serenity::MessageId::new(id)).await;
        }
    }
}

/// The Discord message that shows a challenge, if one was recorded.
fn challenge_message(challenge: &crate::store::ChallengeRow) -> Option<serenity::MessageId> {
    let id = challenge.message_id.as_deref()?.parse::<u64>().ok()?;
    (id != 0).then(|| serenity::MessageId::new(id))
}

/// What the host tells: every message it says without an asker (an
/// engine's turn, the clock, a turn played on a game page, an event's
/// start or end) posted in its channel, buttons that no longer apply taken
/// off, and each event game waiting for a channel placed.
async fn announce(
    host: Host,
    mut events: tokio::sync::broadcast::Receiver<Happened>,
    http: std::sync::Arc<serenity::Http>,
    rest: rest::Rest,
    threads: bool,
) {
    loop {
        let happened = match events.recv().await {
            Ok(happened) => happened,
            Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                tracing::warn!("the Discord front end fell {n} events behind");
                continue;
            }
            Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
        };
        match happened {
            Happened::Said { channel, replies } => {
                let Ok(id) = channel.parse::<u64>() else {
                    continue;
                };
                let voices = languages::of_channel(&host, &channel).await;
                let channel = serenity::ChannelId::new(id);
                for reply in replies {
                    if let Err(e) = channel
                        .send_message(&http, respond::message(reply, voices))
                        .await
                    {
                        tracing::warn!("could not post in {channel}: {e}");
                    }
                }
            }
            Happened::Retired { channel, messages } => {
                if let Ok(id) = channel.parse::<u64>() {
                    retire(&rest, serenity::ChannelId::new(id), &messages).await;
                }
            }
            Happened::BoardsWaiting(boards) => {
                for board in boards {
                    // Told again before it was placed: placed once.
                    if board.still_waits(&host).await {
                        place_event_game(&host, &http, &board, threads).await;
                    }
                }
            }
            Happened::Game(_) | Happened::Direct { .. } => {}
        }
    }
}

/// Places one event game: in a new thread, or in the event's channel.
async fn place_event_game(
    host: &Host,
    http: &serenity::Http,
    board: &crate::host::tournament::placing::WaitingBoard,
    threads: bool,
) {
    let voices = languages::of_channel(host, &board.event_channel).await;
    let Ok(id) = board.event_channel.parse::<u64>() else {
        return;
    };
    let channel = serenity::ChannelId::new(id);
    let thread = match threads {
        false => None,
        true => {
            let name = game_api::Speak::say(&respond::speaker(voices.public), &board.name);
            let name: String = name.chars().take(100).collect();
            let builder = serenity::CreateThread::new(name)
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
            match channel.create_thread(http, builder).await {
                Ok(thread) => Some(thread.id),
                Err(e) => {
                    tracing::warn!("cannot start a thread in {channel} for an event game: {e}");
                    None
                }
            }
        }
    };
    let (place, label) = match thread {
        Some(t) => (t, Some(format!("<#{t}>"))),
        None => (channel, None),
    };
    match host
        .open_board(board, &place.to_string(), label.as_deref())
        .await
    {
        Some(placed) => {
            if let Err(e) = channel
                .send_message(http, respond::message(placed.notice, voices))
                .await
            {
                tracing::warn!("could not announce an event game in {channel}: {e}");
            }
            for reply in placed.game {
                if let Err(e) = place
                    .send_message(http, respond::message(reply, voices))
                    .await
                {
                    tracing::warn!("could not post an event game in {place}: {e}");
                }
            }
        }
        None => {
            // Placed by another process, or not now (the channel is busy):
            // the thread made for it goes.
            if let Some(t) = thread
                && let Err(e) = t.delete(http).await
            {
                tracing::warn!("cannot remove the unused thread {t}: {e}");
            }
        }
    }
}

/// Connects to Discord and serves until the process is stopped.
pub async fn run(host: Host, settings: &DiscordSettings) -> anyhow::Result<()> {
    let token = settings
        .token
        .as_ref()
        .context("no Discord token configured (set DISCORD_TOKEN)")?;
    let mut http = serenity::HttpBuilder::new(token.expose());
    if let Some(base) = &settings.api_base {
        // The built-in rate limiter would bypass the proxy: the proxy (or
        // the fake Discord) is trusted with rate limits instead.
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    let guild = settings.guild_id.map(serenity::GuildId::new);
    let thread_per_game = settings.thread_per_game;
    let rest = rest::Rest::new(settings.api_base.as_deref(), token.expose());
    let defer_after = Duration::from_millis(settings.defer_after_ms);
    let activity = settings.activity;
    let store = host.store().clone();
    let host_for_stop = host.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: registration::all(host.games()),
            on_error: |error| Box::pin(on_error(error)),
            event_handler: |framework, event| {
                Box::pin(buttons::on_event(
                    framework.serenity_context,
                    event,
                    framework.user_data,
                ))
            },
            ..Default::default()
        })
        // Owners are not used: no owner-only commands.
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                register(ctx, &registration::payload(host.games()), guild).await?;
                tracing::info!(
                    "connected as {} with {} commands registered {}",
                    ready.user.name,
                    commands.len(),
                    guild.map_or("globally".to_string(), |g| format!("in guild {g}"))
                );
                eprintln!("Connected to Discord as {}.", ready.user.name);
                // The host's own duties, and what they (and turns played
                // on the pages) tell, posted here.
                tokio::spawn(announce(
                    host.clone(),
                    host.subscribe(),
                    ctx.http.clone(),
                    rest.clone(),
                    thread_per_game,
                ));
                // Turn alerts go to players' DMs from here.
                host.send_alerts_by(std::sync::Arc::new(direct::Direct::new(
                    ctx.http.clone(),
                    host.store().clone(),
                )));
                tokio::spawn(host.clone().run_duties());
                Ok(Bot {
                    host,
                    rest,
                    thread_per_game,
                    defer_after,
                    activity,
                })
            })
        })
        .build();
    let resume = ResumeAddress::default();
    let mut client = serenity::ClientBuilder::new_with_http(
        http.build(),
        serenity::GatewayIntents::non_privileged(),
    )
    .framework(framework)
    .event_handler(resume.clone())
    .await
    .context("cannot start the Discord client")?;
    // Where the shards connect: READY's resume address replaces it.
    let _ = resume.gateway.set(client.ws_url.clone());
    let shards = client.shard_manager.clone();
    let stopping = host_for_stop.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            eprintln!("Stopping: closing the Discord connection.");
            stopping.stop_engines();
            stopping.stop_analyses();
            shards.shutdown_all().await;
        }
    });
    let result = match settings.shards {
        // serenity's range end is the last shard, inclusive.
        Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
        // As many shards as Discord recommends (one per 2,500 servers).
        None => client.start_autosharded().await,
    };
    store.close().await;
    result.context(
        "the Discord connection failed (check the network, the token and discord.api_base)",
    )
}

/// Resuming at the session's own address (READY's `resume_gateway_url`),
/// as Discord asks, rather than at the default gateway address.
///
/// serenity 0.12 connects every shard, for a resume or a new session
/// alike, to the one address its client keeps; this handler writes each
/// READY's resume address there. With one shard per process (the usual
/// deployment, and what `discord.shards` ranges of one give) that is
/// exactly Discord's rule; with several shards in one process a shard may
/// resume, or identify anew, at another shard's session address, which
/// is a Discord gateway all the same.
#[derive(Clone, Default)]
struct ResumeAddress {
    /// The client's gateway address, once the client is built.
    gateway: std::sync::Arc<std::sync::OnceLock<std::sync::Arc<tokio::sync::Mutex<String>>>>,
}

#[serenity::async_trait]
impl serenity::EventHandler for ResumeAddress {
    async fn ready(&self, _ctx: serenity::Context, ready: serenity::Ready) {
        let Some(gateway) = self.gateway.get() else {
            return;
        };
        let url = ready.resume_gateway_url.trim_end_matches('/').to_string();
        if !url.is_empty() {
            tracing::debug!("resuming at the session's own gateway address from now on");
            *gateway.lock().await = url;
        }
    }
}

/// How many times registering the commands is tried before giving up.
const REGISTER_ATTEMPTS: u32 = 5;

/// Registers the commands (globally or in one guild), retrying with
/// doubling waits: a bot whose commands are not registered answers nothing.
async fn register(
    ctx: &serenity::Context,
    commands: &serde_json::Value,
    guild: Option<serenity::GuildId>,
) -> Result<(), Error> {
    let mut wait = std::time::Duration::from_millis(500);
    for attempt in 1.. {
        let done = match guild {
            Some(g) => ctx.http.create_guild_commands(g, commands).await,
            None => ctx.http.create_global_commands(commands).await,
        };
        match done {
            Ok(_) => return Ok(()),
            Err(e) if attempt < REGISTER_ATTEMPTS => {
                tracing::warn!(
                    "registering the slash commands failed (attempt {attempt} of {REGISTER_ATTEMPTS}), trying again in {wait:?}: {e}"
                );
                tokio::time::sleep(wait).await;
                wait *= 2;
            }
            Err(e) => return Err(e.into()),
        }
    }
    unreachable!("the loop returns")
}

/// Autocomplete for a command in an older shape (a client that cached
/// `/move` before it had a subcommand per game): one suggestion that says
/// which command to use, rather than no answer ("Loading options
/// failed"); picking it keeps what was typed.
async fn old_shape_suggestion(ctx: poise::ApplicationContext<'_, Bot, Error>) {
    let command = ctx.command();
    let games: Vec<&str> = command
        .subcommands
        .iter()
        .map(|s| s.name.as_ref())
        .collect();
    let phrase = if games.is_empty() {
        game_api::Phrase::new("discord-out-of-date").code("command", &command.name)
    } else {
        game_api::Phrase::new("discord-out-of-date-games")
            .code("command", &command.name)
            .code("games", games.join(", "))
    };
    let voices = languages::discord(
        &ctx.interaction.locale,
        ctx.interaction.guild_locale.as_deref(),
    );
    let text = game_api::Speak::say(&respond::speaker(voices.private), &phrase);
    let typed = ctx
        .interaction
        .data
        .options
        .iter()
        .find_map(|o| match &o.value {
            serenity::CommandDataOptionValue::Autocomplete { value, .. } => Some(value.clone()),
            _ => None,
        })
        .filter(|v| !v.is_empty() && v.chars().count() <= 100)
        .unwrap_or_else(|| command.name.to_string());
    let text: String = text.chars().take(100).collect();
    let response = serenity::CreateInteractionResponse::Autocomplete(
        serenity::CreateAutocompleteResponse::new()
            .set_choices(vec![serenity::AutocompleteChoice::new(text, typed)]),
    );
    if let Err(e) = ctx
        .interaction
        .create_response(ctx.serenity_context(), response)
        .await
    {
        tracing::warn!("cannot answer an old /{} autocomplete: {e}", command.name);
    }
}

/// One handler for every framework error: log it; tell the user when a
/// command failed midway. A bot that could not register its commands exits
/// (a supervisor restarts it) rather than stay connected and deaf.
async fn on_error(error: poise::FrameworkError<'_, Bot, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!("start-up failed: {error}");
            eprintln!(
                "gamehost: could not register the slash commands after {REGISTER_ATTEMPTS} attempts, stopping: {error}"
            );
            std::process::exit(1);
        }
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!("/{} failed: {error}", ctx.command().name);
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // Discord still shows an older version of the command.
            tracing::warn!(
                "/{} arrived in an old shape: {description}",
                ctx.command().name
            );
            if ctx.interaction_type == poise::CommandInteractionType::Autocomplete {
                old_shape_suggestion(ctx).await;
                return;
            }
            let text = "I could not read this command's options: Discord may still show an older version of it. Try again in a minute, or type /help.";
            let reply = poise::CreateReply::default().content(text).ephemeral(true);
            if let Err(e) = poise::Context::Application(ctx).send(reply).await {
                tracing::error!("cannot answer /{}: {e}", ctx.command().name);
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("while handling an error: {e}");
            }
        }
    }
}
