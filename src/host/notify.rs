//! Turn alerts by direct message (`/notify`): a player who asks is told
//! privately when it is their turn, or when their time runs low, at most
//! once per turn, never while they are at the game (they acted in it or
//! had its seat page open in the last few minutes) and never in their
//! quiet hours. An alert is written in the transaction that makes it due
//! (nothing lost on a crash), and each is claimed by the one process that
//! sends it, through the front end's [`Mailer`].

use super::reply::Reply;
use super::{Ctx, Host, NotDone, Session};
use crate::store::{self, Conn, NotifyRow};
use game_api::{GameRecord, Out, Phrase, Viewer, Words};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// How long after acting in a game (or looking at its seat page) a player
/// counts as being at it by default: no alert reaches them meanwhile
/// (`games.at_the_game_seconds`).
pub const AT_THE_GAME: i64 = 5 * 60;

/// How long a process may take to send an alert it claimed before another
/// may take it over.
const CLAIM_SECONDS: i64 = 60;

/// Most alerts sent in one look.
const AT_ONCE: i64 = 50;

pub use super::command::alerts::{NotifyChoice, NotifyMode, Quiet, parse_quiet, parse_zone};

/// When an alert due at `at` may be sent: at once, or at the end of the
/// quiet hours it falls in.
pub fn after_quiet(at: i64, quiet: Quiet, zone: &jiff::tz::TimeZone) -> i64 {
    let Ok(when) = jiff::Timestamp::from_second(at) else {
        return at;
    };
    let local = when.to_zoned(zone.clone());
    let minute = i64::from(local.hour()) * 60 + i64::from(local.minute());
    let (from, to) = (i64::from(quiet.from), i64::from(quiet.to));
    let inside = if from < to {
        minute >= from && minute < to
    } else {
        minute >= from || minute < to
    };
    if !inside {
        return at;
    }
    let end_time = jiff::civil::time((to / 60) as i8, (to % 60) as i8, 0, 0);
    let mut day = local.date();
    if minute >= to {
        day = day.tomorrow().unwrap_or(day);
    }
    day.to_datetime(end_time)
        .to_zoned(zone.clone())
        .map_or(at, |end| end.timestamp().as_second())
}

/// `/notify`: stores the player's choice and says it back.
pub(super) async fn set_notify(
    c: &mut Conn,
    ctx: &Ctx,
    choice: NotifyChoice,
) -> Result<Vec<Out>, NotDone> {
    let row = NotifyRow {
        mode: choice.mode.word().to_string(),
        low_seconds: choice.low_seconds,
        quiet: choice.quiet.map(|q| (i64::from(q.from), i64::from(q.to))),
        zone: choice.zone_name.clone(),
    };
    let game = choice.game.clone().unwrap_or_default();
    store::set_notify(c, &ctx.user.id, &game, &row).await?;
    let said = match choice.mode {
        NotifyMode::Off => Phrase::new("notify-off"),
        NotifyMode::Every => Phrase::new("notify-every"),
        NotifyMode::Low => Phrase::new("notify-low"),
        NotifyMode::Digest => Phrase::new("notify-digest").code("at", digest_clock()),
    };
    let mut text = Words::from(said);
    if let Some(game) = &choice.game {
        text = text.then(Phrase::new("notify-only-game").code("game", game));
    }
    if let (Some(q), Some(zone)) = (choice.quiet, &choice.zone_name) {
        let clock = |m: u16| format!("{:02}:{:02}", m / 60, m % 60);
        text = text.line(
            Phrase::new("notify-quiet")
                .code("from", clock(q.from))
                .code("to", clock(q.to))
                .code("zone", zone),
        );
    }
    Ok(vec![Out::Plain(Reply::private(&ctx.user.id, text))])
}

/// The threshold below which a turn's time counts as running low: the
/// player's, else a quarter of the turn's time, at most an hour.
pub fn low_threshold(turn_seconds: i64, chosen: Option<i64>) -> i64 {
    chosen.unwrap_or((turn_seconds / 4).min(3600))
}

/// The alerts `game`'s commit made due: for each person to act now who
/// asked for them, a turn alert (every turn) and a low-time reminder
/// (when the turn has a clock), each once, moved past quiet hours.
pub(super) async fn after_commit(
    session: &Session<'_>,
    c: &mut Conn,
    game: &GameRecord,
    to_act: &[usize],
    actor: Option<&str>,
) -> Result<(), sqlx::Error> {
    let next = next_to_tell(game, to_act, actor);
    let asked: Vec<&str> = next.iter().copied().chain(actor).collect();
    let chosen = store::notify_of(c, &asked, &game.game).await?;
    // Who acted is remembered only if they want alerts (it holds back
    // theirs): a player without any does no write for it (the mix's cost).
    if let Some(actor) = actor
        && chosen.contains_key(actor)
    {
        store::saw_game(c, actor, game.id, session.now).await?;
    }
    for user in next {
        let Some(row) = chosen.get(user) else {
            continue;
        };
        let mode = NotifyMode::from_word(&row.mode).unwrap_or_default();
        let quiet = row.quiet.map(|(from, to)| Quiet {
            from: from as u16,
            to: to as u16,
        });
        let zone = row.zone.as_deref().and_then(parse_zone);
        let moved = |at: i64| match (quiet, &zone) {
            (Some(q), Some(z)) => after_quiet(at, q, z),
            _ => at,
        };
        if mode == NotifyMode::Every {
            let at = moved(session.now);
            store::add_alert(c, user, game.id, game.version, "turn", at).await?;
        }
        if mode == NotifyMode::Digest {
            // One digest a day, whatever number of games wait: kept under
            // game 0 and the day it is sent.
            let at = next_digest(session.now, zone.as_ref());
            store::add_alert(c, user, 0, at.div_euclid(86_400), DIGEST, at).await?;
        }
        if matches!(mode, NotifyMode::Every | NotifyMode::Low)
            && let (Some(due), Some(turn)) = (game.deadline, game.turn_seconds)
        {
            let at = due - low_threshold(turn, row.low_seconds);
            // A reminder the quiet hours would put past the deadline is
            // sent when due: losing on time is worse than a late-night DM.
            let at = Some(moved(at)).filter(|&m| m < due).unwrap_or(at);
            store::add_alert(c, user, game.id, game.version, LOW, at.max(session.now)).await?;
        }
    }
    Ok(())
}

/// The people `game`'s commit may alert: the next to act while the game
/// runs, people, not the one who acted.
fn next_to_tell<'a>(game: &'a GameRecord, to_act: &[usize], actor: Option<&str>) -> Vec<&'a str> {
    to_act
        .iter()
        .filter(|_| game.running())
        .filter_map(|&seat| game.players.get(seat))
        .filter(|u| !u.is_engine() && Some(u.id.as_str()) != actor)
        .map(|u| u.id.as_str())
        .collect()
}

/// Whose `/notify` choices `game`'s commit needs: the people it may alert
/// and the one who acted (their choice holds back their own alerts). The
/// commit asks the store whether any of them chose anything in the
/// statement that writes the game, and reads the choices only then.
pub(super) fn people_to_ask<'a>(
    game: &'a GameRecord,
    to_act: &[usize],
    actor: Option<&'a str>,
) -> Vec<&'a str> {
    next_to_tell(game, to_act, actor)
        .into_iter()
        .chain(actor)
        .collect()
}

/// The kind of alert that is a low-time reminder.
const LOW: &str = "low";

/// The kind of alert that is a player's daily digest.
const DIGEST: &str = "digest";

/// The most games a digest lists.
const DIGEST_LISTED: i64 = 25;

/// The local hour a daily digest is sent at.
const DIGEST_HOUR: i8 = 9;

/// The digest's hour as the player reads it (`09:00`).
fn digest_clock() -> String {
    format!("{DIGEST_HOUR:02}:00")
}

/// The next [`DIGEST_HOUR`] after `now` in `zone` (UTC without one).
pub fn next_digest(now: i64, zone: Option<&jiff::tz::TimeZone>) -> i64 {
    let zone = zone.cloned().unwrap_or(jiff::tz::TimeZone::UTC);
    let Ok(when) = jiff::Timestamp::from_second(now) else {
        return now;
    };
    let local = when.to_zoned(zone.clone());
    let hour = jiff::civil::time(DIGEST_HOUR, 0, 0, 0);
    let mut day = local.date();
    if local.time() >= hour {
        day = day.tomorrow().unwrap_or(day);
    }
    day.to_datetime(hour)
        .to_zoned(zone)
        .map_or(now, |at| at.timestamp().as_second())
}

/// How a direct message went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Delivered.
    Sent,
    /// The person cannot be reached (DMs closed, the bot blocked).
    Unreachable,
    /// Not now: try again after this many seconds (the front end's queue
    /// is slowed by Discord).
    Later(i64),
}

/// Where a front end sends direct messages (a Discord DM; the console's
/// `dm <user>:` line).
pub trait Mailer: Send + Sync {
    /// Sends `reply` to `user` privately, its words in `locale`.
    fn send<'a>(
        &'a self,
        user: &'a game_api::User,
        reply: Reply,
        locale: game_api::Locale,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Delivery> + Send + 'a>>;
}

/// A mailer that tells each direct message on the event stream
/// ([`super::events::Happened::Direct`]), for a front end that shows them
/// all (the console): each is delivered at once.
struct Told(Arc<tokio::sync::broadcast::Sender<super::events::Happened>>);

impl Mailer for Told {
    fn send<'a>(
        &'a self,
        user: &'a game_api::User,
        reply: Reply,
        _locale: game_api::Locale,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Delivery> + Send + 'a>> {
        let _ = self.0.send(super::events::Happened::Direct {
            user: user.id.clone(),
            reply,
        });
        Box::pin(std::future::ready(Delivery::Sent))
    }
}

/// What the host keeps for alerts: the front end's mailer, once one is
/// set, and when each seat's page was last looked at.
#[derive(Default)]
pub(crate) struct Alerts {
    mailer: OnceLock<Arc<dyn Mailer>>,
    pages: Mutex<HashMap<(i64, usize), i64>>,
    /// Who could not be reached, until they next use the bot.
    unreachable: Mutex<std::collections::HashSet<String>>,
}

impl Alerts {
    /// The front end's mailer, once one is set.
    pub(super) fn mailer(&self) -> Option<Arc<dyn Mailer>> {
        self.mailer.get().cloned()
    }
}

/// Most seats whose page views are remembered.
const REMEMBERED_PAGES: usize = 10_000;

impl Host {
    /// Sends this process's alerts through `mailer` (a front end sets it
    /// once; a process without one sends none, and another process does).
    pub fn send_alerts_by(&self, mailer: Arc<dyn Mailer>) {
        let _ = self.alerts.mailer.set(mailer);
    }

    /// Tells this process's alerts on the event stream
    /// ([`super::events::Happened::Direct`]) instead of sending them: for
    /// the console, which shows every direct message.
    pub fn tell_alerts(&self) {
        self.send_alerts_by(Arc::new(Told(Arc::clone(&self.events))));
    }

    /// Notes that `seat`'s page of `game` was looked at now: its player is
    /// at the game, and gets no alert for a while.
    pub fn seat_page_seen(&self, game: i64, seat: usize) {
        let mut pages = self.alerts.pages.lock().unwrap_or_else(|e| e.into_inner());
        if pages.len() >= REMEMBERED_PAGES && !pages.contains_key(&(game, seat)) {
            pages.clear();
        }
        pages.insert((game, seat), self.now());
    }

    fn lock_unreachable(&self) -> std::sync::MutexGuard<'_, std::collections::HashSet<String>> {
        self.alerts
            .unreachable
            .lock()
            .unwrap_or_else(|e| e.into_inner())
    }

    /// Notes that `user` cannot be reached by DM until they next use the
    /// bot.
    pub(super) fn mark_unreachable(&self, user: &str) {
        self.lock_unreachable().insert(user.to_string());
    }

    pub(super) fn cannot_reach(&self, user: &str) -> bool {
        self.lock_unreachable().contains(user)
    }

    /// Notes that `user` used the bot: direct messages are tried again.
    pub(super) fn reachable_again(&self, user: &str) {
        self.lock_unreachable().remove(user);
    }

    fn page_seen_since(&self, game: i64, seat: usize, since: i64) -> bool {
        let pages = self.alerts.pages.lock().unwrap_or_else(|e| e.into_inner());
        pages.get(&(game, seat)).is_some_and(|&at| at > since)
    }

    /// When the next alert is due, if any.
    pub(super) async fn next_alert(&self) -> Option<i64> {
        self.alerts.mailer.get()?;
        let mut c = self.store().read().await.ok()?;
        store::next_alert(&mut c).await.ok().flatten()
    }

    /// Sends the alerts due now (claimed first, so that each is sent by one
    /// process), and settles each.
    pub async fn alert_duty(&self) {
        let Some(mailer) = self.alerts.mailer.get().cloned() else {
            return;
        };
        let now = self.now();
        let due = match self.store().read().await {
            Ok(mut c) => store::due_alerts(&mut c, now, AT_ONCE).await,
            Err(e) => Err(e),
        };
        let due = match due {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!("cannot read the alerts due: {e}");
                return;
            }
        };
        for alert in due {
            if let Err(e) = self.send_alert(mailer.as_ref(), &alert, now).await {
                tracing::warn!("alert {} was not sent: {e:?}", alert.id);
            }
        }
    }

    async fn send_alert(
        &self,
        mailer: &dyn Mailer,
        alert: &store::Alert,
        now: i64,
    ) -> Result<(), NotDone> {
        let claimed = self
            .transact(async |_, c| {
                Ok(store::claim_alert(c, alert.id, now, now + CLAIM_SECONDS).await?)
            })
            .await?;
        if !claimed {
            return Ok(());
        }
        let unreachable = self.cannot_reach(&alert.user);
        let reply = match unreachable {
            true => None,
            false => self.alert_message(alert, now).await?,
        };
        let outcome = match reply {
            None if unreachable => "unreachable",
            None => "skipped",
            Some((user, reply, locale)) => match mailer.send(&user, reply, locale).await {
                Delivery::Sent => "sent",
                Delivery::Unreachable => {
                    self.mark_unreachable(&user.id);
                    "unreachable"
                }
                Delivery::Later(seconds) => {
                    let at = now + seconds.max(1);
                    return self
                        .transact(async |_, c| Ok(store::delay_alert(c, alert.id, at).await?))
                        .await;
                }
            },
        };
        self.transact(async |_, c| Ok(store::settle_alert(c, alert.id, now, outcome).await?))
            .await?;
        if outcome == "unreachable" && alert.kind == LOW {
            // DMs closed: reminded by a mention in the game's channel.
            self.remind_in_the_channel(alert).await?;
        }
        Ok(())
    }

    /// The low-time reminder of `alert`'s player said in the game's
    /// channel, when the DM cannot reach them: while the turn it was made
    /// for is still theirs to play.
    async fn remind_in_the_channel(&self, alert: &store::Alert) -> Result<(), NotDone> {
        let game = {
            let mut c = self.store().read().await?;
            store::game(&mut c, alert.game).await?
        };
        let Some(game) = game.filter(|g| g.running() && g.version == alert.version) else {
            return Ok(());
        };
        let (Some(seat), Some(g), Some(due), Some(seconds)) = (
            game.seat_of(&alert.user),
            self.games().get(&game.game),
            game.deadline,
            game.turn_seconds,
        ) else {
            return Ok(());
        };
        let reply = super::clock::time_running_low(&game, g.meta().title, &[seat], seconds, due);
        self.publish_said(&game.channel, vec![reply], vec![]).await;
        Ok(())
    }

    /// The "Play on the web" link for `user`'s seat in `game` (a new play
    /// link, as the Play button's choices give), when pages are served.
    async fn play_on_the_web(
        &self,
        game: &GameRecord,
        user: &game_api::User,
    ) -> Option<game_api::Button> {
        let ctx = Ctx {
            server: game.server.clone(),
            channel: game.channel.clone(),
            user: user.clone(),
            manages_server: false,
        };
        let url = self
            .transact(async |session, c| super::controls::play_link(session, c, &ctx, game).await)
            .await;
        match url {
            Ok(url) => url.map(|url| game_api::Button {
                id: url,
                label: Phrase::new("button-play-on-the-web").into(),
                style: game_api::ButtonStyle::Link,
            }),
            Err(e) => {
                tracing::warn!("no play link for an alert: {e:?}");
                None
            }
        }
    }

    /// A daily digest: every game waiting for its player's turn, or `None`
    /// when none waits (they played meanwhile).
    async fn digest_message(
        &self,
        alert: &store::Alert,
    ) -> Result<Option<(game_api::User, Reply, game_api::Locale)>, sqlx::Error> {
        let games = {
            let mut c = self.store().read().await?;
            store::running_games_of(&mut c, &alert.user, DIGEST_LISTED).await?
        };
        let session = self.session();
        let waiting: Vec<&GameRecord> = games
            .iter()
            .filter(|game| {
                let Some(g) = self.games().get(&game.game) else {
                    return false;
                };
                let to_act = g.to_act(&game.state).unwrap_or_default();
                game.seat_of(&alert.user)
                    .is_some_and(|s| to_act.contains(&s))
            })
            .collect();
        let Some(first) = waiting.first() else {
            return Ok(None);
        };
        let Some(user) = first.players.iter().find(|p| p.id == alert.user).cloned() else {
            return Ok(None);
        };
        let mut lines = vec![Words::from(
            Phrase::new("notify-digest-header").with("count", waiting.len() as i64),
        )];
        lines.extend(
            waiting
                .iter()
                .filter_map(|game| super::mine::line(&session, game, &alert.user))
                .map(|line| Words::code("- ").and(line)),
        );
        let voices = self.voices(&first.channel, &user.id).await;
        let reply = Reply::private(&user.id, Words::lines(lines));
        Ok(Some((user, reply, voices.private)))
    }

    /// The message of `alert`, or `None` when it no longer applies: the
    /// game moved on or ended, or its player is at the game.
    async fn alert_message(
        &self,
        alert: &store::Alert,
        now: i64,
    ) -> Result<Option<(game_api::User, Reply, game_api::Locale)>, sqlx::Error> {
        if alert.kind == DIGEST {
            return self.digest_message(alert).await;
        }
        let mut c = self.store().read().await?;
        let Some(game) = store::game(&mut c, alert.game).await? else {
            return Ok(None);
        };
        let Some(seat) = game.players.iter().position(|p| p.id == alert.user) else {
            return Ok(None);
        };
        let since = now - self.settings.at_the_game_seconds;
        let at_the_game = store::seen_game(&mut c, &alert.user, game.id)
            .await?
            .is_some_and(|at| at > since)
            || self.page_seen_since(game.id, seat, since);
        if !game.running() || game.version != alert.version || at_the_game {
            return Ok(None);
        }
        let Some(g) = self.games().get(&game.game) else {
            return Ok(None);
        };
        let session = self.session();
        let page = super::controls::page_button(&session, &mut c, game.id).await?;
        drop(c);
        let user = game.players[seat].clone();
        let web = self.play_on_the_web(&game, &user).await;
        let opponents: Vec<game_api::Phrase> = game
            .players
            .iter()
            .filter(|p| p.id != user.id)
            .map(|p| Phrase::new("notify-name").name("name", p))
            .collect();
        let said = match alert.kind.as_str() {
            LOW => Phrase::new("notify-alert-low"),
            _ => Phrase::new("notify-alert-turn"),
        };
        let mut text = Words::from(
            said.code("title", g.meta().title)
                .with("number", game.id)
                .with(
                    "opponents",
                    game_api::Arg::List(game_api::Join::And, opponents),
                )
                .code("channel", super::mine::channel_mention(&game.channel)),
        );
        if let Some(due) = game.deadline {
            text =
                text.line(Phrase::new("notify-time-left").with("when", game_api::Arg::When(due)));
        }
        let mut reply = Reply::private(&user.id, text);
        reply.buttons.push(super::controls::play_button(&game));
        reply.buttons.extend(page);
        reply.buttons.extend(web);
        let picture = g.board(&game, Viewer::Seat(seat)).ok();
        let voices = self.voices(&game.channel, &user.id).await;
        let reply = match picture {
            Some(picture) => {
                let outs = vec![Out::Rich { reply, picture }];
                let drawn = self
                    .drawing
                    .run(move || super::view::render(outs, voices))
                    .await
                    .unwrap_or_default();
                match drawn.into_iter().next() {
                    Some(reply) => reply,
                    None => return Ok(None),
                }
            }
            None => reply,
        };
        Ok(Some((user, reply, voices.private)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quiet_hours_read_and_move_an_alert_to_their_end() {
        assert_eq!(
            parse_quiet("22-07"),
            Some(Quiet {
                from: 1320,
                to: 420
            })
        );
        assert_eq!(
            parse_quiet("22:30-7:15"),
            Some(Quiet {
                from: 1350,
                to: 435
            })
        );
        assert_eq!(parse_quiet("7-7"), None);
        assert_eq!(parse_quiet("25-07"), None);
        let berlin = parse_zone("Europe/Berlin").unwrap();
        let quiet = parse_quiet("22-07").unwrap();
        // 2026-11-28 23:30 in Berlin (UTC+1) is 22:30 UTC: quiet until 07:00.
        let late = 1_795_824_000 + 22 * 3600 + 1800;
        let morning = 1_795_824_000 + 24 * 3600 + 6 * 3600;
        assert_eq!(after_quiet(late, quiet, &berlin), morning);
        // At noon nothing is quiet.
        let noon = 1_795_824_000 + 11 * 3600;
        assert_eq!(after_quiet(noon, quiet, &berlin), noon);
        assert!(parse_zone("Mars/Olympus").is_none());
    }

    #[test]
    fn time_runs_low_at_a_quarter_of_the_turn_or_an_hour() {
        assert_eq!(low_threshold(86_400, None), 3600);
        assert_eq!(low_threshold(600, None), 150);
        assert_eq!(low_threshold(600, Some(60)), 60);
    }
}
