//! The slash commands. Each one gathers its options as text and hands them
//! to [`Command::from_options`], the same check the console uses, so both
//! front ends accept and refuse exactly the same things. The doc comment of
//! each command is the description Discord shows.

use super::{Bot, Context, Error, autocomplete, challenge_message, host_ctx, respond, threads};
use crate::host::command::{Command, User};
use crate::host::reply::Reply;
use poise::ChoiceParameter;
use poise::serenity_prelude as serenity;

/// Every command, for registration: in server channels only (games are
/// played in a channel with an opponent; a direct message has none).
pub fn all() -> Vec<poise::Command<Bot, Error>> {
    let mut commands = vec![
        challenge(),
        accept(),
        decline(),
        cancel(),
        join(),
        leave(),
        start(),
        throw(),
        r#move(),
        claim(),
        inherit(),
        pick(),
        loadout(),
        reveal(),
        undo(),
        endturn(),
        turn(),
        board(),
        game(),
        history(),
        resign(),
        abort(),
        draw(),
        leaderboard(),
        profile(),
        replay(),
        rules(),
        help(),
    ];
    for c in &mut commands {
        c.guild_only = true;
    }
    commands
}

/// Games this bot hosts.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    /// Ember against Frost on a 10×12 board.
    #[name = "masters"]
    Masters,
    /// Chess on water, land and air, with secret infiltrators.
    #[name = "regions"]
    Regions,
    /// The shell-throw race for 2–4 players (opens a table to join).
    #[name = "throne"]
    Throne,
    /// Chess with secret element and ability loadouts.
    #[name = "elemental"]
    Elemental,
}

/// Elements offered in this release (E4; the picker offers only what works).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ElementChoice {
    /// Bastion (180° cones, knockbacks) and Sturdy.
    #[name = "earth"]
    Earth,
    /// Gale Lift, Tailwind and Scatter Shot.
    #[name = "air"]
    Air,
    /// Overload: slots chosen per piece.
    #[name = "lightning"]
    Lightning,
    /// Radiant Vision and Light Speed.
    #[name = "light"]
    Light,
    /// Anarchist Streak: rank comparisons ignored.
    #[name = "shadow"]
    Shadow,
}

/// Augmentors (E25–E31).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum AugmentorChoice {
    /// No augmentor.
    #[name = "none"]
    None,
    /// A step after the move.
    #[name = "side-step"]
    SideStep,
    /// A facing and a cone that blocks captures.
    #[name = "block-piece"]
    BlockPiece,
    /// Swap with a lower-ranked neighbour, or blink.
    #[name = "quantum-step"]
    QuantumStep,
    /// Lower ranks cannot capture it.
    #[name = "stalwart"]
    Stalwart,
    /// Higher ranks cannot capture it.
    #[name = "belligerent"]
    Belligerent,
    /// Immune to ability removals.
    #[name = "indomitable"]
    Indomitable,
}

/// Offense and temporal slots: none yet in this release.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LaterChoice {
    /// Empty (the abilities come in a later release).
    #[name = "none"]
    None,
}

/// Time per turn.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum TimeChoice {
    /// 5 minutes per turn.
    #[name = "5m"]
    FiveMinutes,
    /// 15 minutes per turn.
    #[name = "15m"]
    FifteenMinutes,
    /// 1 hour per turn.
    #[name = "1h"]
    Hour,
    /// 6 hours per turn.
    #[name = "6h"]
    SixHours,
    /// 1 day per turn (the default).
    #[name = "1d"]
    Day,
    /// 3 days per turn.
    #[name = "3d"]
    ThreeDays,
    /// 7 days per turn.
    #[name = "7d"]
    Week,
    /// No clock.
    #[name = "none"]
    Unlimited,
}

/// The challenger's side.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SideChoice {
    /// Ember (moves first).
    #[name = "ember"]
    Ember,
    /// Frost.
    #[name = "frost"]
    Frost,
    /// White (Regions; moves first).
    #[name = "white"]
    White,
    /// Black (Regions).
    #[name = "black"]
    Black,
    /// A coin flip when the challenge is accepted.
    #[name = "random"]
    Random,
}

/// An answer to the witch's inheritance offer.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum InheritChoice {
    /// Accept the only offer.
    #[name = "accept"]
    Accept,
    /// Decline the offers.
    #[name = "decline"]
    Decline,
    /// Take the general's moves.
    #[name = "general"]
    General,
    /// Take the puppeteer's moves.
    #[name = "puppeteer"]
    Puppeteer,
    /// Take the cardinal's moves.
    #[name = "cardinal"]
    Cardinal,
    /// Take the dragon's moves.
    #[name = "dragon"]
    Dragon,
    /// Take the sentinel's moves.
    #[name = "sentinel"]
    Sentinel,
    /// Take the archer's moves.
    #[name = "archer"]
    Archer,
    /// Take the horseman's moves.
    #[name = "horseman"]
    Horseman,
    /// Take the scout's moves.
    #[name = "scout"]
    Scout,
}

/// What to do about a draw.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum DrawChoice {
    /// Offer a draw.
    #[name = "offer"]
    Offer,
    /// Accept your opponent's offer.
    #[name = "accept"]
    Accept,
    /// Decline it.
    #[name = "decline"]
    Decline,
}

/// An option's value as the host reads it.
fn text<C: ChoiceParameter>(choice: Option<C>) -> Option<String> {
    choice.map(|c| c.name().to_string())
}

/// Answers the interaction privately with `text` and does nothing else.
async fn refuse(ctx: Context<'_>, text: String) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let interaction = app.interaction;
    app.has_sent_initial_response
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let target = respond::Target {
        id: interaction.id,
        token: &interaction.token,
        received: std::time::Instant::now(),
        attachment_limit: u64::from(interaction.attachment_size_limit),
        replaces_for: None,
    };
    let refusal = vec![Reply::private(&interaction.user.id.to_string(), text)];
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

/// Runs the command `name` with its options and answers the interaction.
async fn run(
    ctx: Context<'_>,
    name: &str,
    options: &[(&str, Option<String>)],
    mentioned: Option<User>,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let interaction = app.interaction;
    let bot = ctx.data();
    let who = host_ctx(
        interaction.channel_id,
        &interaction.user,
        interaction.member.as_deref(),
    );
    let options: Vec<(String, String)> = options
        .iter()
        .filter_map(|(k, v)| v.clone().map(|v| (k.to_string(), v)))
        .collect();
    let command = Command::from_options(name, &options, |id| {
        mentioned.clone().filter(|u| u.id == id)
    });
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
    };
    // The challenge message that /accept, /decline or /cancel would settle.
    let settles = match command {
        Ok(Command::Accept | Command::Decline | Command::Cancel) => bot
            .host
            .open_challenge(&who.channel)
            .await?
            .as_ref()
            .and_then(challenge_message),
        _ => None,
    };
    let answered = match command {
        Err(text) => {
            let refusal = vec![Reply::private(&who.user.id, text)];
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
        Ok(Command::Accept) if bot.thread_per_game => {
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
            let private = command.answers_privately();
            let work = bot.host.handle(&who, command);
            respond::answer(http, &bot.rest, target, work, bot.defer_after, private).await?
        }
    };
    if let Some((challenge, message)) = answered.challenge_message {
        bot.host
            .note_challenge_message(challenge, &message.to_string())
            .await?;
    }
    if let Some(message) = settles
        && answered.public
    {
        respond::remove_buttons(&bot.rest, interaction.channel_id, message).await;
    }
    super::settle_draw_offer(bot, interaction.channel_id, answered.draw_message).await;
    Ok(())
}

/// Challenge someone to a game in this channel.
#[poise::command(slash_command)]
pub async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you challenge (Throne: who you invite; anyone may join)"] opponent: Option<
        serenity::User,
    >,
    #[description = "Which game (default: Masters)"] game: Option<GameChoice>,
    #[description = "Your side (default: a coin flip)"] side: Option<SideChoice>,
    #[description = "Throne: seats at the table, 2–4 (default 4)"]
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    #[description = "Time per turn (default 1 day); the player on turn loses when it runs out"]
    time: Option<TimeChoice>,
    #[description = "Whether the game counts for ratings (default true; false: a friendly game)"]
    rated: Option<bool>,
) -> Result<(), Error> {
    let players = players.map(|n| n.to_string());
    let rated = rated.map(|r| r.to_string());
    let Some(opponent) = opponent else {
        let options = [
            ("game", text(game)),
            ("side", text(side)),
            ("players", players),
            ("time", text(time)),
            ("rated", rated),
        ];
        return run(ctx, "challenge", &options, None).await;
    };
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .get(&opponent.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    if opponent.bot {
        // Bots cannot play yet: refused before anything is stored.
        return refuse(
            ctx,
            format!(
                "{} is a bot, and bots cannot play yet: challenge a person in this channel.",
                opponent.display_name()
            ),
        )
        .await;
    }
    let user = User {
        id: opponent.id.to_string(),
        name: nick.unwrap_or_else(|| opponent.display_name().to_string()),
    };
    let options = [
        ("opponent", Some(user.id.clone())),
        ("game", text(game)),
        ("side", text(side)),
        ("players", players),
        ("time", text(time)),
        ("rated", rated),
    ];
    run(ctx, "challenge", &options, Some(user)).await
}

/// The ten best rated players of a game on this server, and your place.
#[poise::command(slash_command)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: the one in this channel)"] game: Option<GameChoice>,
) -> Result<(), Error> {
    run(ctx, "leaderboard", &[("game", text(game))], None).await
}

/// A player's ratings, wins, losses, draws, streak and last five games.
#[poise::command(slash_command)]
pub async fn profile(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let Some(user) = user else {
        return run(ctx, "profile", &[], None).await;
    };
    let who = User {
        id: user.id.to_string(),
        name: user.display_name().to_string(),
    };
    run(ctx, "profile", &[("user", Some(who.id.clone()))], Some(who)).await
}

/// A game as an animated picture (the channel's latest, or one by its number).
#[poise::command(slash_command)]
pub async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number, as /history shows it (default: this channel's latest)"]
    #[min = 1]
    game: Option<i64>,
) -> Result<(), Error> {
    run(
        ctx,
        "replay",
        &[("game", game.map(|g| g.to_string()))],
        None,
    )
    .await
}

/// End the game before its second turn, with no result.
#[poise::command(slash_command)]
pub async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "abort", &[], None).await
}

/// Take a seat at the open table.
#[poise::command(slash_command)]
pub async fn join(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "join", &[], None).await
}

/// Give up your seat at the open table.
#[poise::command(slash_command)]
pub async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "leave", &[], None).await
}

/// Start the table's game (its opener, once 2 or more sit).
#[poise::command(slash_command)]
pub async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "start", &[], None).await
}

/// Throne: throw the shells for your round.
#[poise::command(slash_command)]
pub async fn throw(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "throw", &[], None).await
}

/// Accept the challenge to you.
#[poise::command(slash_command)]
pub async fn accept(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "accept", &[], None).await
}

/// Decline the challenge to you.
#[poise::command(slash_command)]
pub async fn decline(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "decline", &[], None).await
}

/// Withdraw your challenge.
#[poise::command(slash_command)]
pub async fn cancel(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "cancel", &[], None).await
}

/// Stage a move; you see a private preview before you end your turn.
// One slash command serves every game, so it has every game's options.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command, rename = "move")]
pub async fn r#move(
    ctx: Context<'_>,
    #[description = "The piece's square, like E2"]
    #[autocomplete = "autocomplete::from"]
    from: Option<String>,
    #[description = "Where it goes, like E4"]
    #[autocomplete = "autocomplete::to"]
    to: Option<String>,
    #[description = "What a piece reaching its last rank becomes"]
    #[autocomplete = "autocomplete::promote"]
    promote: Option<String>,
    #[description = "Regions: the pawn your commander carries along"]
    #[autocomplete = "autocomplete::carry"]
    carry: Option<String>,
    #[description = "Regions: what the carried pawn becomes on its last rank"]
    #[autocomplete = "autocomplete::promote"]
    carry_promote: Option<String>,
    #[description = "Elemental: steps after the move, or the Quantum Step target, like f4 or f4,g5"]
    #[autocomplete = "autocomplete::then"]
    then: Option<String>,
    #[description = "Elemental: Block Piece facings, like north or e2=north"]
    #[autocomplete = "autocomplete::face"]
    face: Option<String>,
    #[description = "Throne: where the piece stands (home, 1–12, red-1 …)"]
    #[autocomplete = "autocomplete::place"]
    piece: Option<String>,
    #[description = "Throne: soldier, unit or squad, when several stand there"]
    #[autocomplete = "autocomplete::kind"]
    kind: Option<String>,
    #[description = "Throne: the values to spend, like 6+5"]
    #[autocomplete = "autocomplete::values"]
    values: Option<String>,
) -> Result<(), Error> {
    let options = [
        ("from", from),
        ("to", to),
        ("promote", promote),
        ("carry", carry),
        ("carry_promote", carry_promote),
        ("then", then),
        ("face", face),
        ("piece", piece),
        ("kind", kind),
        ("values", values),
    ];
    run(ctx, "move", &options, None).await
}

/// Regions: pick your secret infiltrator, an enemy piece (only you see it).
#[poise::command(slash_command)]
pub async fn pick(
    ctx: Context<'_>,
    #[description = "The enemy piece's square, like e9"]
    #[autocomplete = "autocomplete::pick"]
    piece: String,
) -> Result<(), Error> {
    run(ctx, "pick", &[("piece", Some(piece))], None).await
}

/// Elemental chess: choose and lock in your secret loadout (piece: sets one piece, Lightning only).
#[poise::command(slash_command)]
pub async fn loadout(
    ctx: Context<'_>,
    #[description = "Your element"] element: Option<ElementChoice>,
    #[description = "The augmentor every piece carries (or this piece, with piece:)"]
    augmentor: Option<AugmentorChoice>,
    #[description = "Offense ability (none yet in this release)"] offense: Option<LaterChoice>,
    #[description = "Temporal ability (none yet in this release)"] temporal: Option<LaterChoice>,
    #[description = "Lightning: the piece these slots are for, like e2"] piece: Option<String>,
) -> Result<(), Error> {
    let name = |c: Option<&'static str>| c.map(str::to_string);
    let options = [
        ("element", name(element.map(|e| e.name()))),
        ("augmentor", name(augmentor.map(|a| a.name()))),
        ("offense", name(offense.map(|o| o.name()))),
        ("temporal", name(temporal.map(|t| t.name()))),
        ("piece", piece),
    ];
    run(ctx, "loadout", &options, None).await
}

/// Regions: reveal your infiltrator (once a check has happened); it ends your turn.
#[poise::command(slash_command)]
pub async fn reveal(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "reveal", &[], None).await
}

/// Stage a claim with your puppeteer; without a target, see the eligible ones.
#[poise::command(slash_command)]
pub async fn claim(
    ctx: Context<'_>,
    #[description = "The enemy piece's square, like F9"]
    #[autocomplete = "autocomplete::target"]
    target: Option<String>,
) -> Result<(), Error> {
    run(ctx, "claim", &[("target", target)], None).await
}

/// Answer your witch's inheritance offer.
#[poise::command(slash_command)]
pub async fn inherit(
    ctx: Context<'_>,
    #[description = "accept, decline, or the piece whose moves to take"] choice: InheritChoice,
) -> Result<(), Error> {
    run(ctx, "inherit", &[("choice", text(Some(choice)))], None).await
}

/// Clear your staged turn.
#[poise::command(slash_command)]
pub async fn undo(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "undo", &[], None).await
}

/// Play your staged turn.
#[poise::command(slash_command)]
pub async fn endturn(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "endturn", &[], None).await
}

/// Play a whole turn in one command.
#[poise::command(slash_command)]
pub async fn turn(
    ctx: Context<'_>,
    #[description = "A move, like E2-E4"]
    #[rename = "move"]
    mv: Option<String>,
    #[description = "A claim target, like F9"] claim: Option<String>,
    #[description = "Your answer to the witch's offer"] inherit: Option<InheritChoice>,
    #[description = "What a piece reaching its last rank becomes"]
    #[autocomplete = "autocomplete::promote"]
    promote: Option<String>,
) -> Result<(), Error> {
    let options = [
        ("move", mv),
        ("claim", claim),
        ("inherit", text(inherit)),
        ("promote", promote),
    ];
    run(ctx, "turn", &options, None).await
}

/// Show the board to everyone.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "board", &[], None).await
}

/// Whose turn it is, claims, offers, captures and the position (privately).
#[poise::command(slash_command)]
pub async fn game(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "game", &[], None).await
}

/// The game record (privately).
#[poise::command(slash_command)]
pub async fn history(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "history", &[], None).await
}

/// Resign the game.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "resign", &[], None).await
}

/// Offer, accept or decline a draw.
#[poise::command(slash_command)]
pub async fn draw(
    ctx: Context<'_>,
    #[description = "offer, accept or decline"] action: DrawChoice,
) -> Result<(), Error> {
    run(ctx, "draw", &[("action", text(Some(action)))], None).await
}

/// The rules of a game; with a piece, how it moves.
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game (default: the one in this channel)"] game: Option<GameChoice>,
    #[description = "A piece to show"]
    #[autocomplete = "autocomplete::piece"]
    piece: Option<String>,
) -> Result<(), Error> {
    let options = [("game", text(game)), ("piece", piece)];
    run(ctx, "rules", &options, None).await
}

/// The commands and how a turn works.
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, "help", &[], None).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::command::COMMANDS;

    #[test]
    fn every_host_command_but_press_is_a_slash_command_with_a_description() {
        let slash: Vec<_> = all();
        for (name, options, _) in COMMANDS
            .iter()
            .filter(|(n, _, _)| !matches!(*n, "press" | "choose"))
        {
            let command = slash
                .iter()
                .find(|c| c.name == *name)
                .unwrap_or_else(|| panic!("/{name} is missing"));
            let description = command.description.as_deref().unwrap_or("");
            assert!(
                !description.is_empty() && description.len() <= 100,
                "/{name}: {description:?}"
            );
            let mut have: Vec<&str> = command.parameters.iter().map(|p| p.name.as_ref()).collect();
            let mut want: Vec<&str> = options.to_vec();
            have.sort_unstable();
            want.sort_unstable();
            assert_eq!(have, want, "/{name} options");
            for p in &command.parameters {
                assert!(
                    p.description.as_deref().is_some_and(|d| !d.is_empty()),
                    "/{name} {}",
                    p.name
                );
            }
        }
        assert_eq!(slash.len(), COMMANDS.len() - 2);
    }

    #[test]
    fn fixed_options_offer_exactly_the_words_the_host_accepts() {
        for c in InheritChoice::list().iter() {
            let parsed =
                Command::from_options("inherit", &[("choice".into(), c.name.to_string())], |_| {
                    None
                });
            assert!(parsed.is_ok(), "{}: {parsed:?}", c.name);
        }
        for g in crate::games::GameKind::ALL {
            for piece in g.game().words("piece") {
                let options = [("piece".into(), piece.to_string())];
                assert!(Command::from_options("rules", &options, |_| None).is_ok());
            }
            for promote in g.game().words("promote") {
                let options = [
                    ("from".into(), "E11".into()),
                    ("to".into(), "E12".into()),
                    ("promote".into(), promote.to_string()),
                ];
                assert!(Command::from_options("move", &options, |_| None).is_ok());
            }
        }
        for c in GameChoice::list().iter() {
            let options = [("game".into(), c.name.to_string())];
            assert!(Command::from_options("rules", &options, |_| None).is_ok());
        }
        let times: Vec<String> = TimeChoice::list()
            .iter()
            .map(|c| c.name.to_string())
            .collect();
        let mut accepted: Vec<String> = crate::host::command::TURN_TIMES
            .iter()
            .map(|(n, _)| n.to_string())
            .collect();
        accepted.push("none".into());
        assert_eq!(
            times, accepted,
            "the time choices are the host's turn times"
        );
        for t in &times {
            let options = [
                ("opponent".into(), "bob".into()),
                ("time".into(), t.clone()),
            ];
            let bob = |_: &str| Some(crate::host::command::User::named("bob"));
            assert!(
                Command::from_options("challenge", &options, bob).is_ok(),
                "{t}"
            );
        }
        for c in DrawChoice::list().iter() {
            assert!(
                Command::from_options("draw", &[("action".into(), c.name.to_string())], |_| None)
                    .is_ok()
            );
        }
        for c in SideChoice::list().iter() {
            let game = if matches!(&*c.name, "white" | "black") {
                "regions"
            } else {
                "masters"
            };
            let options = [
                ("opponent".into(), "1".into()),
                ("game".into(), game.into()),
                ("side".into(), c.name.to_string()),
            ];
            assert!(
                Command::from_options("challenge", &options, |_| Some(User::named("b"))).is_ok()
            );
        }
    }
}
