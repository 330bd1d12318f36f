//! The game host: what every command does, whoever sends it (console or
//! Discord). It knows channels, users, challenges, games and turns; it
//! knows nothing of Discord.
//!
//! Every command runs in one write transaction; replies are made only after
//! it commits, so an acknowledged turn is stored. A command that fails
//! changes nothing and answers the user privately with what to do instead.

pub mod command;
pub mod draft;
mod play;
pub mod reply;
pub mod suggest;
mod view;

use crate::config::GameSettings;
use crate::store::{self, Store};
use command::{Command, SideChoice, User};
use masters::{Kind, Position, Side};
use masters_render::Renderer;
use reply::{Audience, Button, ButtonStyle, Reply};
use sqlx::SqliteConnection;
use std::sync::Arc;
use view::Out;

/// Where a command came from: a channel and a user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ctx {
    /// The channel (or thread) id.
    pub channel: String,
    /// Who sent it.
    pub user: User,
}

/// Why a command did nothing.
#[derive(Debug)]
pub(crate) enum Refusal {
    /// The user asked for something the rules or the game do not allow; the sentence says why.
    User(String),
    /// Storage failed.
    Store(sqlx::Error),
}

impl From<sqlx::Error> for Refusal {
    fn from(e: sqlx::Error) -> Refusal {
        Refusal::Store(e)
    }
}

impl From<String> for Refusal {
    fn from(s: String) -> Refusal {
        Refusal::User(s)
    }
}

/// Short for a refusal with a sentence.
pub(crate) fn refuse<T>(text: impl Into<String>) -> Result<T, Refusal> {
    Err(Refusal::User(text.into()))
}

/// The host: storage, the renderer, and the settings.
#[derive(Clone)]
pub struct Host {
    store: Store,
    renderer: Arc<Renderer>,
    /// At most one picture per core at a time: bounds memory and keeps
    /// latency even under load.
    drawing: Arc<tokio::sync::Semaphore>,
    settings: GameSettings,
}

impl Host {
    /// A host over `store`, drawing with `renderer`.
    pub fn new(store: Store, renderer: Arc<Renderer>, settings: GameSettings) -> Host {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let drawing = Arc::new(tokio::sync::Semaphore::new(cores));
        Host {
            store,
            renderer,
            drawing,
            settings,
        }
    }

    /// The storage.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Runs one command and returns what to send. Never panics on input.
    pub async fn handle(&self, ctx: &Ctx, command: Command) -> Vec<Reply> {
        self.run(ctx, command, None).await
    }

    /// Runs an accept (`/accept` or an Accept button) whose game is to be
    /// played in `game_channel` (a thread made for it) rather than in the
    /// channel of the challenge. Other commands run as [`Host::handle`] does.
    pub async fn accept_into(&self, ctx: &Ctx, command: Command, game_channel: &str) -> Vec<Reply> {
        self.run(ctx, command, Some(game_channel)).await
    }

    /// The open (unexpired) challenge in `channel`, if any.
    pub async fn open_challenge(
        &self,
        channel: &str,
    ) -> Result<Option<store::ChallengeRow>, sqlx::Error> {
        let mut c = self.store.read().await?;
        Ok(store::open_challenge(&mut c, channel)
            .await?
            .filter(|ch| !ch.expired()))
    }

    /// Records the message that shows challenge `id` (front ends that have
    /// message ids call this after posting it).
    pub async fn note_challenge_message(
        &self,
        id: i64,
        message_id: &str,
    ) -> Result<(), sqlx::Error> {
        let mut tx = self.store.write().await?;
        store::set_challenge_message(&mut tx, id, message_id).await?;
        tx.commit().await
    }

    async fn run(&self, ctx: &Ctx, command: Command, game_channel: Option<&str>) -> Vec<Reply> {
        let result = async {
            let mut tx = self.store.write().await?;
            let outs = self.dispatch(&mut tx, ctx, command, game_channel).await?;
            tx.commit().await?;
            Ok::<_, Refusal>(outs)
        }
        .await;
        match result {
            Ok(outs) => {
                // Pictures take a millisecond or two of CPU: draw them off the
                // async workers, one per core at a time.
                let renderer = Arc::clone(&self.renderer);
                let permit = Arc::clone(&self.drawing).acquire_owned().await;
                let drawn =
                    tokio::task::spawn_blocking(move || view::render(&renderer, outs)).await;
                drop(permit);
                match drawn {
                    Ok(replies) => replies,
                    Err(e) => {
                        tracing::error!("drawing failed: {e}");
                        vec![Reply::private(
                            &ctx.user.id,
                            "Your command was done, but I could not draw the picture.",
                        )]
                    }
                }
            }
            Err(Refusal::User(text)) => vec![Reply::private(&ctx.user.id, text)],
            Err(Refusal::Store(e)) => {
                tracing::error!("storage error in {}: {e}", ctx.channel);
                vec![Reply::private(
                    &ctx.user.id,
                    "Something went wrong on my side and nothing was changed. Please try again.",
                )]
            }
        }
    }

    async fn dispatch(
        &self,
        c: &mut SqliteConnection,
        ctx: &Ctx,
        command: Command,
        game_channel: Option<&str>,
    ) -> Result<Vec<Out>, Refusal> {
        match command {
            Command::Challenge { opponent, side } => self.challenge(c, ctx, opponent, side).await,
            Command::Accept => self.accept(c, ctx, None, game_channel).await,
            Command::Decline => self.decline(c, ctx, None).await,
            Command::Cancel => self.cancel(c, ctx).await,
            Command::Help => Ok(vec![Out::Plain(Reply::private(&ctx.user.id, help_text()))]),
            Command::Rules { piece } => Ok(vec![rules(ctx, piece)]),
            Command::Press { button } => self.press(c, ctx, &button, game_channel).await,
            Command::Board => play::board(c, ctx).await,
            Command::Game => play::game_info(c, ctx).await,
            Command::History => play::history(c, ctx).await,
            other => play::game_command(c, ctx, other).await,
        }
    }

    /// The open challenge in the channel, after expiring it if its time is up.
    async fn live_challenge(
        &self,
        c: &mut SqliteConnection,
        channel: &str,
    ) -> Result<Option<store::ChallengeRow>, Refusal> {
        match store::open_challenge(c, channel).await? {
            Some(ch) if ch.expired() => {
                store::set_challenge_status(c, ch.id, "expired").await?;
                Ok(None)
            }
            other => Ok(other),
        }
    }

    async fn challenge(
        &self,
        c: &mut SqliteConnection,
        ctx: &Ctx,
        opponent: User,
        side: SideChoice,
    ) -> Result<Vec<Out>, Refusal> {
        if opponent.id == ctx.user.id {
            return refuse(
                "You can't challenge yourself: name someone else, like /challenge opponent:bob.",
            );
        }
        if store::running_game(c, &ctx.channel).await?.is_some() {
            return refuse(
                "A game is already running in this channel: watch it with /board, or challenge in another channel.",
            );
        }
        if let Some(open) = self.live_challenge(c, &ctx.channel).await? {
            return refuse(format!(
                "{} has already challenged {} here; it must be answered or cancelled first.",
                open.challenger.name, open.opponent.name
            ));
        }
        let minutes = self.settings.challenge_expiry_minutes;
        let side_word = match side {
            SideChoice::Ember => "ember",
            SideChoice::Frost => "frost",
            SideChoice::Random => "random",
        };
        let expires = store::now() + (minutes as i64) * 60;
        let id = store::insert_challenge(c, &ctx.channel, &ctx.user, &opponent, side_word, expires)
            .await?;
        let plays = match side {
            SideChoice::Ember => "playing Ember".to_string(),
            SideChoice::Frost => "playing Frost".to_string(),
            SideChoice::Random => "sides by coin flip".to_string(),
        };
        let text = format!(
            "{} challenges {} to Masters ({plays}). {}, answer with /accept or /decline within {minutes} minutes.",
            ctx.user.name, opponent.name, opponent.name
        );
        let buttons = vec![
            Button {
                id: format!("ch:{id}:accept"),
                label: "Accept".into(),
                style: ButtonStyle::Primary,
            },
            Button {
                id: format!("ch:{id}:decline"),
                label: "Decline".into(),
                style: ButtonStyle::Secondary,
            },
        ];
        Ok(vec![Out::Plain(Reply::public(text).with_buttons(buttons))])
    }

    /// The open challenge addressed to the user, or why there is none.
    async fn my_challenge(
        &self,
        c: &mut SqliteConnection,
        ctx: &Ctx,
        id: Option<i64>,
    ) -> Result<store::ChallengeRow, Refusal> {
        let Some(ch) = self.live_challenge(c, &ctx.channel).await? else {
            return refuse(match id {
                Some(_) => "This challenge is no longer open.",
                None => {
                    "There is no open challenge in this channel; start one with /challenge opponent:<name>."
                }
            });
        };
        if id.is_some_and(|id| id != ch.id) {
            return refuse("This challenge is no longer open.");
        }
        if ch.opponent.id != ctx.user.id {
            return refuse(format!(
                "This challenge is for {}; only they can answer it.",
                ch.opponent.name
            ));
        }
        Ok(ch)
    }

    async fn accept(
        &self,
        c: &mut SqliteConnection,
        ctx: &Ctx,
        id: Option<i64>,
        game_channel: Option<&str>,
    ) -> Result<Vec<Out>, Refusal> {
        let ch = self.my_challenge(c, ctx, id).await?;
        let challenger_side = match ch.side.as_str() {
            "ember" => Side::Ember,
            "frost" => Side::Frost,
            _ => {
                if rand::random::<bool>() {
                    Side::Ember
                } else {
                    Side::Frost
                }
            }
        };
        let players = match challenger_side {
            Side::Ember => vec![ch.challenger.clone(), ch.opponent.clone()],
            Side::Frost => vec![ch.opponent.clone(), ch.challenger.clone()],
        };
        let start = Position::start();
        store::set_challenge_status(c, ch.id, "accepted").await?;
        let channel = game_channel.unwrap_or(&ctx.channel);
        if store::running_game(c, channel).await?.is_some() {
            return refuse("A game is already running there.");
        }
        store::insert_game(c, channel, &players, &start.to_string()).await?;
        let text = format!(
            "Game on: {} (Ember) vs {} (Frost). Ember moves first: {}, stage your turn with /move and /claim, then /endturn (or /turn in one go).",
            players[0].name, players[1].name, players[0].name
        );
        let view = view::BoardView {
            position: start,
            players: [players[0].name.clone(), players[1].name.clone()],
            bottom: Side::Ember,
            last_move: None,
            captured: [vec![], vec![]],
            preview: Default::default(),
        };
        Ok(vec![Out::Board {
            audience: Audience::Everyone,
            text,
            view: Box::new(view),
            buttons: vec![],
        }])
    }

    async fn decline(
        &self,
        c: &mut SqliteConnection,
        ctx: &Ctx,
        id: Option<i64>,
    ) -> Result<Vec<Out>, Refusal> {
        let ch = self.my_challenge(c, ctx, id).await?;
        store::set_challenge_status(c, ch.id, "declined").await?;
        Ok(vec![Out::Plain(Reply::public(format!(
            "{} declined {}'s challenge.",
            ctx.user.name, ch.challenger.name
        )))])
    }

    async fn cancel(&self, c: &mut SqliteConnection, ctx: &Ctx) -> Result<Vec<Out>, Refusal> {
        let Some(ch) = self.live_challenge(c, &ctx.channel).await? else {
            return refuse("There is no open challenge in this channel to cancel.");
        };
        if ch.challenger.id != ctx.user.id {
            return refuse(format!(
                "Only {} can cancel their challenge.",
                ch.challenger.name
            ));
        }
        store::set_challenge_status(c, ch.id, "cancelled").await?;
        Ok(vec![Out::Plain(Reply::public(format!(
            "{} withdrew the challenge to {}.",
            ctx.user.name, ch.opponent.name
        )))])
    }

    /// A button: `ch:ID:accept|decline` or `g:ID:VERSION:ACTION[:REVISION]`.
    async fn press(
        &self,
        c: &mut SqliteConnection,
        ctx: &Ctx,
        button: &str,
        game_channel: Option<&str>,
    ) -> Result<Vec<Out>, Refusal> {
        let parts: Vec<&str> = button.split(':').collect();
        let number = |s: &str| s.parse::<i64>().ok();
        match parts.as_slice() {
            ["ch", id, action] => {
                let id = number(id)
                    .ok_or_else(|| Refusal::User("That button is not one of mine.".into()))?;
                match *action {
                    "accept" => self.accept(c, ctx, Some(id), game_channel).await,
                    "decline" => self.decline(c, ctx, Some(id)).await,
                    _ => refuse("That button is not one of mine."),
                }
            }
            ["g", id, version, rest @ ..] => {
                let (Some(id), Some(version)) = (number(id), number(version)) else {
                    return refuse("That button is not one of mine.");
                };
                play::press(c, ctx, id, version, rest).await
            }
            _ => refuse("That button is not one of mine."),
        }
    }
}

/// `/help`.
pub fn help_text() -> String {
    let mut text = String::from("Commands (options as name:value):\n");
    for (name, options, what) in command::COMMANDS {
        if *name == "press" {
            continue;
        }
        let opts: String = options.iter().map(|o| format!(" {o}:…")).collect();
        text.push_str(&format!("/{name}{opts} — {what}\n"));
    }
    text.push_str("A turn is a move, a claim, or both: stage them privately, look at the preview, then /endturn.");
    text
}

/// `/rules [piece]`.
fn rules(ctx: &Ctx, piece: Option<Kind>) -> Out {
    match piece {
        Some(kind) => Out::Diagram {
            audience: Audience::Private(ctx.user.id.clone()),
            text: format!(
                "The {kind}: translucent pieces show where it can move; brackets show where it can capture."
            ),
            kind,
        },
        None => Out::Plain(Reply::private(
            &ctx.user.id,
            "Masters: Ember against Frost on a 10×12 board; Ember moves first. You win when all three enemy leaders \
             (general, puppeteer, witch) are captured or claimed.\n\
             A turn is a move, a claim, or both. Your puppeteer can claim an enemy piece on its rank or file with nothing \
             between them; you then control that piece until the line breaks. Cardinals shield the 8 squares around them \
             (gold dots): those pieces can't be captured or claimed. When one of your pieces is captured, your witch may \
             inherit its moves on your next turn. A scout reaching the far rank becomes a dragon, sentinel, archer or horseman.\n\
             See a piece move with /rules piece:horseman.",
        )),
    }
}

/// Helpers for the host's tests: a host on a fresh database, and a user in
/// the channel `lobby`.
#[cfg(test)]
pub(crate) mod test_support {
    use super::*;
    use crate::config::Synchronous;

    /// A host on a new database in `dir`.
    pub(crate) async fn host(dir: &tempfile::TempDir) -> Host {
        let store = Store::open(&dir.path().join("t.db"), Synchronous::Normal)
            .await
            .unwrap();
        Host::new(
            store,
            Arc::new(Renderer::new().unwrap()),
            GameSettings::default(),
        )
    }

    /// `user` in the channel `lobby`.
    pub(crate) fn ctx(user: &str) -> Ctx {
        Ctx {
            channel: "lobby".into(),
            user: User::named(user),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::test_support::{ctx, host};
    use super::*;

    async fn say(h: &Host, user: &str, line: &str) -> Vec<Reply> {
        h.handle(
            &ctx(user),
            Command::parse(line, |n| Some(User::named(n))).unwrap(),
        )
        .await
    }

    /// `Command::answers_privately` tells front ends what the host will do:
    /// checked on the host's real answers through a game's opening.
    #[tokio::test]
    async fn answers_are_private_exactly_when_the_command_says_so() {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        let script = [
            ("alice", "/challenge opponent:bob side:ember"),
            ("alice", "/help"),
            ("alice", "/rules piece:dragon"),
            ("bob", "/accept"),
            ("carol", "/board"),
            ("alice", "/game"),
            ("alice", "/history"),
            ("alice", "/move from:E2 to:E4"),
            ("alice", "/undo"),
            ("alice", "/move from:E2 to:E4"),
            ("alice", "/endturn"),
            ("bob", "/turn move:E11-E9"),
            ("alice", "/draw action:offer"),
            ("bob", "/draw action:decline"),
            ("alice", "/resign"),
        ];
        for (user, line) in script {
            let command = Command::parse(line, |n| Some(User::named(n))).unwrap();
            let private = command.answers_privately();
            let replies = h.handle(&ctx(user), command).await;
            assert_eq!(
                matches!(replies[0].audience, reply::Audience::Private(_)),
                private,
                "{line}: {}",
                replies[0].text
            );
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
    async fn simultaneous_end_turns_and_presses_commit_exactly_once() {
        let dir = tempfile::tempdir().unwrap();
        let h = host(&dir).await;
        say(&h, "alice", "/challenge opponent:bob side:ember").await;
        say(&h, "bob", "/accept").await;
        let preview = say(&h, "alice", "/move from:E2 to:E4").await;
        let button = preview[0].buttons[0].id.clone();
        let attempts = (0..24).map(|i| {
            let h = h.clone();
            let line = if i % 2 == 0 {
                format!("/press {button}")
            } else {
                "/endturn".to_string()
            };
            tokio::spawn(async move { say(&h, "alice", &line).await })
        });
        let mut committed = 0;
        let mut stale = 0;
        for a in attempts {
            let replies = a.await.unwrap();
            if replies[0].text.starts_with("Turn 1 · Ember (alice): E2-E4") {
                committed += 1;
            } else if replies[0].text.contains("This board is out of date") {
                stale += 1;
            } else {
                panic!("unexpected reply: {:?}", replies[0].text);
            }
        }
        assert_eq!((committed, stale), (1, 23));
        let mut c = h.store().read().await.unwrap();
        let game = store::running_game(&mut c, "lobby").await.unwrap().unwrap();
        assert_eq!(store::turns(&mut c, game.id).await.unwrap().len(), 1);
        assert_eq!(game.version, 1);
    }
}
