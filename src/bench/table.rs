//! One game of the load: its channel, its game and players, and playing one
//! random legal action through the host as a person would type it.

use super::turns;
use crate::host::command::{Command, DrawAction, SideChoice, TurnTime, User};
use crate::host::{Ctx, Host};
use crate::store::{self, GameRecord};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// What one try to act did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Played {
    /// A person's action was done.
    Done,
    /// The host refused it (a bug in the generator or the host: counted).
    Refused,
    /// No person is to act now (the engine's seat is).
    Waiting,
}

/// A channel where one game after another is played.
pub(crate) struct Table {
    /// The channel.
    pub channel: String,
    /// The game played (its registered name).
    game: String,
    /// The people, in seat order (for an engine game, the one person).
    people: Vec<User>,
    /// Whether the other seats are the engine's (level 5).
    engine: bool,
    /// Seconds each turn may take, if the game has a clock.
    turn_seconds: Option<i64>,
    /// The last log entry acknowledged: game id and entry number.
    acked: Mutex<(i64, i64)>,
}

impl Table {
    /// The `i`th table of the load: two players, or for Throne two to
    /// four (by `i`).
    pub fn new(channel: String, game: &str, i: usize) -> Table {
        let seats = if game == "throne" { 2 + i % 3 } else { 2 };
        let people = (0..seats)
            .map(|s| User::named(&format!("{channel}-{}", (b'a' + s as u8) as char)))
            .collect();
        Table {
            channel,
            game: game.to_string(),
            people,
            engine: false,
            turn_seconds: None,
            acked: Mutex::new((0, 0)),
        }
    }

    /// A game of one person against the engine at level 5 (Throne: three
    /// engine seats).
    pub fn against_engine(channel: String, game: &str) -> Table {
        Table {
            people: vec![User::named(&format!("{channel}-a"))],
            engine: true,
            ..Table::new(channel, game, 0)
        }
    }

    /// The same table, its games played with `seconds` per turn.
    pub fn timed(self, seconds: i64) -> Table {
        Table {
            turn_seconds: Some(seconds),
            ..self
        }
    }

    /// The people, in seat order.
    pub fn people(&self) -> &[User] {
        &self.people
    }

    fn ctx(&self, user: &User) -> Ctx {
        Ctx {
            server: "bench".into(),
            channel: self.channel.clone(),
            user: user.clone(),
            manages_server: false,
        }
    }

    pub async fn running(&self, host: &Host) -> anyhow::Result<Option<GameRecord>> {
        let mut c = host.store().read().await?;
        Ok(store::running_game(&mut c, &self.channel).await?)
    }

    /// Every person of the table asks for a DM alert each turn of theirs.
    pub async fn ask_for_alerts(&self, host: &Host) {
        let every = crate::host::command::alerts::NotifyChoice {
            mode: crate::host::command::alerts::NotifyMode::Every,
            game: None,
            quiet: None,
            zone: None,
            zone_name: None,
            low_seconds: None,
        };
        for p in &self.people {
            host.handle(&self.ctx(p), Command::Notify(every.clone()))
                .await;
        }
    }

    /// The running game, starting one if none runs.
    pub async fn open(&self, host: &Host) -> anyhow::Result<GameRecord> {
        for _ in 0..3 {
            if let Some(game) = self.running(host).await? {
                return Ok(game);
            }
            self.start(host).await;
        }
        anyhow::bail!("no game starts in {}", self.channel)
    }

    /// Opens a game: a challenge and its accept, or a Throne table that
    /// every player joins and its opener starts.
    async fn start(&self, host: &Host) {
        let opener = &self.people[0];
        let throne = self.game == "throne";
        let challenge = Command::Challenge {
            opponent: match (throne, self.engine) {
                (true, _) => None,
                (false, true) => Some(User::named(game_api::user::ENGINE_ID)),
                (false, false) => Some(self.people[1].clone()),
            },
            game: self.game.clone(),
            side: SideChoice::Seat(usize::from(self.engine)),
            players: throne.then_some(if self.engine { 4 } else { self.people.len() }),
            time: self.turn_seconds.map(TurnTime::Seconds),
            rated: !self.engine,
            level: self.engine.then_some(5),
            bots: (throne && self.engine).then_some(3),
        };
        host.handle(&self.ctx(opener), challenge).await;
        if throne {
            for p in &self.people[1..] {
                host.handle(&self.ctx(p), Command::Join).await;
            }
            host.handle(&self.ctx(opener), Command::Start).await;
        } else if !self.engine {
            host.handle(&self.ctx(&self.people[1]), Command::Accept)
                .await;
        }
    }

    /// Plays one random legal action of a person who is to act (starting a
    /// game if none runs); with `ack`, the log entry it made is appended
    /// once committed.
    pub async fn play_one(
        &self,
        host: &Host,
        seed: &mut u64,
        ack: &Option<Arc<Mutex<std::fs::File>>>,
    ) -> anyhow::Result<Played> {
        let game = self.open(host).await?;
        let Some(g) = host.games().get(&game.game) else {
            anyhow::bail!("{} is not hosted", game.game);
        };
        let to_act = g.to_act(&game.state)?;
        for seat in to_act {
            let Some(user) = game.players.get(seat).filter(|u| !u.is_engine()) else {
                continue;
            };
            let Some(line) = turns::line(&game.game, &game.state, seat, seed) else {
                continue;
            };
            let command = match host.parse(&line, |n| Some(User::named(n))) {
                Ok(command) => command,
                Err(why) => {
                    tracing::warn!(
                        "{line} does not parse in {}: {}",
                        self.channel,
                        crate::speech::english(&why)
                    );
                    return Ok(Played::Refused);
                }
            };
            return match host.try_handle(&self.ctx(user), command).await {
                Ok(_) => {
                    if let Some(file) = ack {
                        self.acknowledge(host, game.id, file).await?;
                    }
                    Ok(Played::Done)
                }
                Err(replies) => {
                    tracing::warn!(
                        "{line} refused in {}: {:?}",
                        self.channel,
                        replies.first().map(|r| &r.text)
                    );
                    Ok(Played::Refused)
                }
            };
        }
        Ok(Played::Waiting)
    }

    /// Appends the game's newest log entry, if not yet acknowledged, as
    /// `game<TAB>number<TAB>notation` (one write call per line: a kill
    /// cannot leave half a line that the next run's first line completes).
    async fn acknowledge(
        &self,
        host: &Host,
        game: i64,
        file: &Mutex<std::fs::File>,
    ) -> anyhow::Result<()> {
        let log = {
            let mut c = host.store().read().await?;
            store::turns(&mut c, game).await?
        };
        let Some(last) = log.last() else {
            return Ok(());
        };
        let mut acked = self
            .acked
            .lock()
            .map_err(|_| anyhow::anyhow!("ack lock poisoned"))?;
        if *acked == (game, last.number) {
            return Ok(());
        }
        *acked = (game, last.number);
        let line = format!("{game}\t{}\t{}\n", last.number, last.notation);
        file.lock()
            .map_err(|_| anyhow::anyhow!("ack file lock poisoned"))?
            .write_all(line.as_bytes())?;
        Ok(())
    }

    /// `person` does `action` about a draw in the running game; whether
    /// the host accepted it.
    pub async fn draw(&self, host: &Host, person: &User, action: DrawAction) -> bool {
        let command = Command::Draw { action };
        host.try_handle(&self.ctx(person), command).await.is_ok()
    }

    /// `person` resigns the running game, if one runs.
    pub async fn resign_one(&self, host: &Host, person: &User) {
        host.handle(&self.ctx(person), Command::Resign).await;
    }

    /// Every person resigns the running game, if one runs.
    pub async fn resign(&self, host: &Host) {
        for p in &self.people {
            host.handle(&self.ctx(p), Command::Resign).await;
        }
    }
}
