//! A small fake of Discord on 127.0.0.1: the REST routes the bot calls and
//! a gateway that says HELLO, answers IDENTIFY with READY and delivers the
//! interactions a test sends. Every REST call is recorded for the test to
//! inspect.

use bytes::Bytes;
use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::{Request, Response, StatusCode};
use serde_json::{Value, json};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;

/// How long a test waits for the bot to do something: generous, so that
/// only a bot that stopped answering fails, however slow the machine.
pub const PATIENCE: Duration = Duration::from_secs(120);
use tokio::sync::{Notify, mpsc};
use tokio_tungstenite::tungstenite::Message as Frame;

/// The bot's application and user id.
pub const APP: &str = "4200";
/// The guild everything happens in.
pub const GUILD: &str = "900";

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    /// GET, POST, …
    pub method: String,
    /// The path without `/api/v10`.
    pub path: String,
    /// The JSON body (`payload_json` of a multipart body).
    pub json: Value,
    /// Uploaded files: (field name, file name, bytes).
    pub files: Vec<(String, String, Vec<u8>)>,
    /// When it arrived.
    pub at: Instant,
    /// The status the fake answered.
    pub status: u16,
}

#[derive(Default)]
struct State {
    calls: Mutex<Vec<Call>>,
    changed: Notify,
    gateway: Mutex<Option<mpsc::UnboundedSender<String>>>,
    /// The original response message of each interaction token.
    originals: Mutex<HashMap<String, Value>>,
    /// The message each component interaction was made on, by token (an
    /// UPDATE_MESSAGE answer replaces it).
    clicked: Mutex<HashMap<String, Value>>,
    ws_url: Mutex<String>,
    /// The session's own address, given in READY for resuming.
    resume_url: Mutex<String>,
    identifies: Mutex<Vec<Value>>,
    /// Each gateway connection's first command: (which address, op code).
    openings: Mutex<Vec<(&'static str, u64)>>,
    answer_times: Mutex<Vec<Duration>>,
    /// How many command registrations still fail with a 500.
    failing_registrations: std::sync::atomic::AtomicUsize,
    /// Per kind of route (`callback`, `original`, `followup`, `message`):
    /// how many more requests get a 429, and its `retry_after` in seconds.
    rate_limits: Mutex<HashMap<&'static str, (usize, f64)>>,
    /// The upload limit each interaction carries (bytes; 0 means Discord's 25 MiB).
    attachment_limit: AtomicU64,
    /// Each user's client locale, where not en-US.
    locales: Mutex<HashMap<&'static str, &'static str>>,
    /// The server's preferred locale, where not en-US.
    guild_locale: Mutex<Option<&'static str>>,
    /// Users whose DMs are closed to the bot (a message there is refused
    /// with 50007).
    closed_dms: Mutex<std::collections::HashSet<String>>,
    /// Channels that are direct messages with the bot.
    dms: Mutex<std::collections::HashSet<String>>,
    /// How many more DM channel openings are refused with 40003 (opening
    /// direct messages too fast).
    refused_openings: AtomicU64,
    /// Channels that are DMs or group DMs between people, where the app is
    /// installed to its users only and is not a member: nothing can be
    /// posted or edited there but through an interaction's answer.
    private: Mutex<std::collections::HashSet<String>>,
    /// The channel of each interaction, by token (its answers are there).
    token_channels: Mutex<HashMap<String, String>>,
    /// Follow-ups sent so far to each interaction of a user-installed app
    /// in a private channel (Discord takes at most five).
    limited_followups: Mutex<HashMap<String, usize>>,
}

/// Discord's limit on follow-ups to one interaction of an app installed
/// only to the user, where it is not a member.
pub const USER_INSTALL_FOLLOWUPS: usize = 5;

/// The fake Discord.
pub struct Fake {
    /// The REST base URL (`discord.api_base`).
    pub api_base: String,
    state: Arc<State>,
    next_id: AtomicU64,
    seq: AtomicU64,
}

/// A user of the fake guild.
#[derive(Clone, Copy, Debug)]
pub struct Person {
    /// Snowflake.
    pub id: &'static str,
    /// User name.
    pub name: &'static str,
}

pub const ALICE: Person = Person {
    id: "101",
    name: "alice",
};
pub const BOB: Person = Person {
    id: "102",
    name: "bob",
};
pub const CAROL: Person = Person {
    id: "103",
    name: "carol",
};

/// A member with the Manage Server permission.
pub const DORA: Person = Person {
    id: "105",
    name: "dora",
};

/// Another bot in the server (not the gamehost).
pub const ROBOT: Person = Person {
    id: "104",
    name: "robot",
};

/// The gamehost itself (the application's bot user): the engine opponent.
pub const GAMEHOST: Person = Person {
    id: APP,
    name: "gamehost",
};

fn user(p: Person) -> Value {
    json!({"id": p.id, "username": p.name, "global_name": null, "avatar": null, "discriminator": "0",
           "bot": p.id == ROBOT.id || p.id == APP})
}

fn bot_user() -> Value {
    json!({"id": APP, "username": "gamehost", "avatar": null, "discriminator": "0", "bot": true})
}

fn now() -> &'static str {
    "2026-11-22T12:00:00.000000+00:00"
}

impl Fake {
    /// Starts the REST server and the gateway on free ports.
    pub async fn start() -> Fake {
        let state = Arc::new(State::default());
        let ws = TcpListener::bind("127.0.0.1:0").await.unwrap();
        *state.ws_url.lock().unwrap() = format!("ws://{}", ws.local_addr().unwrap());
        tokio::spawn(gateway(ws, "gateway", Arc::clone(&state)));
        let resume = TcpListener::bind("127.0.0.1:0").await.unwrap();
        *state.resume_url.lock().unwrap() = format!("ws://{}", resume.local_addr().unwrap());
        tokio::spawn(gateway(resume, "resume", Arc::clone(&state)));
        let rest = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let api_base = format!("http://{}", rest.local_addr().unwrap());
        let served = Arc::clone(&state);
        tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = rest.accept().await else {
                    return;
                };
                let state = Arc::clone(&served);
                tokio::spawn(async move {
                    let service = hyper::service::service_fn(move |req| {
                        let state = Arc::clone(&state);
                        async move { Ok::<_, std::convert::Infallible>(route(state, req).await) }
                    });
                    let _ = hyper::server::conn::http1::Builder::new()
                        .serve_connection(hyper_util::rt::TokioIo::new(stream), service)
                        .await;
                });
            }
        });
        Fake {
            api_base,
            state,
            next_id: AtomicU64::new(10_000),
            seq: AtomicU64::new(1),
        }
    }

    /// Every call so far.
    pub fn calls(&self) -> Vec<Call> {
        self.state.calls.lock().unwrap().clone()
    }

    /// How long each interaction checked by [`Fake::callback`] waited for
    /// its answer, slowest first.
    pub fn answer_times(&self) -> Vec<Duration> {
        let mut times = self.state.answer_times.lock().unwrap().clone();
        times.sort_unstable_by(|a, b| b.cmp(a));
        times
    }

    /// Each gateway connection's first command (IDENTIFY 2, RESUME 6), with
    /// the address it came to: `gateway` (the default) or `resume` (the
    /// session's, from READY).
    pub fn openings(&self) -> Vec<(&'static str, u64)> {
        self.state.openings.lock().unwrap().clone()
    }

    /// Asks the bot to reconnect (Discord's op 7), as Discord does when a
    /// gateway server goes away: the bot should resume its session at the
    /// address READY gave it.
    pub fn ask_to_reconnect(&self) {
        if let Some(tx) = self.state.gateway.lock().unwrap().as_ref() {
            let _ = tx.send(json!({"op": 7, "d": null}).to_string());
        }
    }

    /// Waits (up to `limit`) until some connection opened with `op`.
    pub async fn wait_opening(&self, op: u64, limit: Duration) -> Vec<(&'static str, u64)> {
        let deadline = Instant::now() + limit;
        loop {
            let notified = self.state.changed.notified();
            let seen = self.openings();
            if seen.iter().any(|(_, o)| *o == op) {
                return seen;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "no op {op} within {limit:?}: {seen:?}");
            let _ = tokio::time::timeout(left, notified).await;
        }
    }

    /// The IDENTIFY payloads the gateway received.
    pub fn identifies(&self) -> Vec<Value> {
        self.state.identifies.lock().unwrap().clone()
    }

    /// Interactions from now on say uploads may be at most `bytes`.
    pub fn attachment_limit(&self, bytes: u64) {
        self.state.attachment_limit.store(bytes, Ordering::SeqCst);
    }

    /// The next `n` command registrations fail with a 500.
    pub fn fail_registrations(&self, n: usize) {
        self.state.failing_registrations.store(n, Ordering::SeqCst);
    }

    /// The next `n` requests to `route` (`callback`, `original` edits,
    /// `followup`, channel `message` edits, `dm` messages) are answered 429 with
    /// `retry_after` seconds in the body, as Discord does.
    pub fn rate_limit(&self, route: &'static str, n: usize, retry_after: f64) {
        self.state
            .rate_limits
            .lock()
            .unwrap()
            .insert(route, (n, retry_after));
    }

    /// Waits (up to `limit`) for a call after the first `skip` that `want` accepts.
    pub async fn wait_call(
        &self,
        skip: usize,
        limit: Duration,
        want: impl Fn(&Call) -> bool,
    ) -> Call {
        let deadline = Instant::now() + limit;
        loop {
            let notified = self.state.changed.notified();
            if let Some(c) = self.calls().into_iter().skip(skip).find(|c| want(c)) {
                return c;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(
                !left.is_zero(),
                "no such call within {limit:?}; calls: {:#?}",
                self.summary()
            );
            let _ = tokio::time::timeout(left, notified).await;
        }
    }

    /// Method and path of every call, for failure messages.
    pub fn summary(&self) -> Vec<String> {
        self.calls()
            .iter()
            .map(|c| format!("{} {}", c.method, c.path))
            .collect()
    }

    /// From now on `who`'s Discord client says `locale`.
    pub fn set_locale(&self, who: Person, locale: &'static str) {
        self.state.locales.lock().unwrap().insert(who.id, locale);
    }

    /// From now on `who` takes no direct messages from the bot.
    pub fn close_dms(&self, who: Person) {
        self.state
            .closed_dms
            .lock()
            .unwrap()
            .insert(who.id.to_string());
    }

    /// From now on `who` takes direct messages from the bot again.
    pub fn open_dms(&self, who: Person) {
        self.state.closed_dms.lock().unwrap().remove(who.id);
    }

    /// From now on the server's preferred locale is `locale`.
    pub fn set_guild_locale(&self, locale: &'static str) {
        *self.state.guild_locale.lock().unwrap() = Some(locale);
    }

    /// Waits until the bot is connected and has registered its commands.
    pub async fn wait_ready(&self, skip: usize) -> Call {
        self.wait_call(skip, PATIENCE, |c| {
            c.method == "PUT" && c.path.starts_with(&format!("/applications/{APP}/"))
        })
        .await
    }

    fn id(&self) -> String {
        self.next_id.fetch_add(1, Ordering::Relaxed).to_string()
    }

    /// Sends an interaction over the gateway; returns its id and token.
    async fn dispatch(&self, mut interaction: Value) -> Sent {
        let channel = interaction["channel_id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let private = self.state.private.lock().unwrap().contains(&channel);
        if private || self.state.dms.lock().unwrap().contains(&channel) {
            // A direct message: no server, the user alone. With the bot,
            // the app's server install authorizes it; between people, the
            // user's own install (context 2).
            let object = interaction.as_object_mut().unwrap();
            object.remove("guild_id");
            let member = object.remove("member").unwrap_or_default();
            let user = member["user"].clone();
            let owners = match private {
                true => json!({"1": user["id"]}),
                false => json!({"0": "0"}),
            };
            object.insert("user".into(), user);
            object.insert("context".into(), json!(if private { 2 } else { 1 }));
            object.insert("authorizing_integration_owners".into(), owners);
        } else {
            interaction["context"] = json!(0);
            interaction["authorizing_integration_owners"] = json!({"0": GUILD});
        }
        let id = self.id();
        let token = format!("itoken-{id}");
        self.state
            .token_channels
            .lock()
            .unwrap()
            .insert(token.clone(), channel.clone());
        if private {
            self.state
                .limited_followups
                .lock()
                .unwrap()
                .insert(token.clone(), 0);
        }
        interaction["id"] = json!(id);
        interaction["token"] = json!(token);
        interaction["application_id"] = json!(APP);
        interaction["version"] = json!(1);
        let who = interaction["member"]["user"]["id"]
            .as_str()
            .or(interaction["user"]["id"].as_str())
            .unwrap_or_default()
            .to_string();
        let locale = self
            .state
            .locales
            .lock()
            .unwrap()
            .get(who.as_str())
            .copied();
        interaction["locale"] = json!(locale.unwrap_or("en-US"));
        let guild_locale = *self.state.guild_locale.lock().unwrap();
        if interaction.get("guild_id").is_some() {
            interaction["guild_locale"] = json!(guild_locale.unwrap_or("en-US"));
        }
        interaction["entitlements"] = json!([]);
        interaction["attachment_size_limit"] =
            json!(match self.state.attachment_limit.load(Ordering::SeqCst) {
                0 => 26_214_400,
                n => n,
            });
        interaction["app_permissions"] = json!("0");
        let frame = json!({
            "op": 0, "t": "INTERACTION_CREATE",
            "s": self.seq.fetch_add(1, Ordering::Relaxed), "d": interaction,
        });
        let sender = self
            .state
            .gateway
            .lock()
            .unwrap()
            .clone()
            .expect("the bot is connected");
        if let Some(message) = interaction.get("message") {
            self.state
                .clicked
                .lock()
                .unwrap()
                .insert(token.clone(), message.clone());
        }
        let skip = self.calls().len();
        sender.send(frame.to_string()).unwrap();
        Sent {
            id,
            token,
            at: Instant::now(),
            skip,
        }
    }

    fn member(p: Person) -> Value {
        // Manage Server is bit 5 (32).
        let permissions = if p.id == DORA.id { "32" } else { "0" };
        json!({"user": user(p), "roles": [], "joined_at": now(), "deaf": false, "mute": false,
               "flags": 0, "permissions": permissions})
    }

    /// `/name option:value …` typed by `who` in `channel`; option values
    /// starting with `@` are users (type 6).
    pub async fn command(
        &self,
        who: Person,
        channel: &str,
        name: &str,
        options: &[(&str, &str)],
    ) -> Sent {
        let mut users = serde_json::Map::new();
        let registered = self.registered_options(name);
        let options: Vec<Value> = options
            .iter()
            .map(|(k, v)| {
                // Discord offers only the options the bot registered.
                if let Some(registered) = &registered {
                    assert!(
                        registered.iter().any(|o| o["name"] == *k),
                        "/{name} has no option {k}: {:?}",
                        registered.iter().map(|o| &o["name"]).collect::<Vec<_>>()
                    );
                }
                (k, v)
            })
            .map(|(k, v)| match v.strip_prefix('@') {
                Some(id) => {
                    let p = [ALICE, BOB, CAROL, ROBOT, GAMEHOST]
                        .into_iter()
                        .find(|p| p.id == id)
                        .unwrap();
                    users.insert(id.to_string(), user(p));
                    json!({"name": k, "type": 6, "value": id})
                }
                None => self.option(name, k, v),
            })
            .collect();
        let (name, options) = Fake::nested(name, options);
        self.dispatch(json!({
            "type": 2, "guild_id": GUILD, "channel_id": channel, "member": Fake::member(who),
            "data": {"id": "77", "name": name, "type": 1, "options": options,
                     "resolved": {"users": users}},
        }))
        .await
    }

    /// Makes `channel` a direct message between `who` and the bot: commands
    /// typed there come without a server or a member.
    pub fn direct_message(&self, channel: &str) {
        self.state.dms.lock().unwrap().insert(channel.to_string());
    }

    /// The next `n` DM channel openings are refused with 40003 (opening
    /// direct messages too fast).
    pub fn refuse_dm_openings(&self, n: u64) {
        self.state.refused_openings.store(n, Ordering::SeqCst);
    }

    /// Makes `channel` a DM or group DM between people, where the app is
    /// installed to its users only and is not a member: interactions come
    /// without a server (context 2), and the bot may not post or edit
    /// there (403, 50001) but through their answers.
    pub fn private_channel(&self, channel: &str) {
        self.state
            .private
            .lock()
            .unwrap()
            .insert(channel.to_string());
    }

    /// A command's name and options as Discord sends them: for a
    /// subcommand (`move masters`), the parent's name and the options
    /// inside the subcommand.
    fn nested(name: &str, options: Vec<Value>) -> (String, Vec<Value>) {
        match name.split_once(' ') {
            Some((parent, sub)) => (
                parent.to_string(),
                vec![json!({"name": sub, "type": 1, "options": options})],
            ),
            None => (name.to_string(), options),
        }
    }

    /// The options the bot registered for `name` (`move masters` for a
    /// subcommand), if it registered that command.
    fn registered_options(&self, name: &str) -> Option<Vec<Value>> {
        let registered = self
            .calls()
            .into_iter()
            .rev()
            .find(|c| c.method == "PUT")
            .map(|c| c.json)?;
        let (parent, sub) = match name.split_once(' ') {
            Some((parent, sub)) => (parent, Some(sub)),
            None => (name, None),
        };
        let command = registered
            .as_array()?
            .iter()
            .find(|c| c["name"] == parent)?
            .clone();
        let options = command["options"].as_array().cloned().unwrap_or_default();
        match sub {
            None => Some(options),
            Some(sub) => options
                .into_iter()
                .find(|o| o["name"] == sub && o["type"] == 1)
                .map(|o| o["options"].as_array().cloned().unwrap_or_default()),
        }
    }

    /// An option as Discord sends it: a choice picked by its name is sent
    /// with the value and type the bot registered for it.
    fn option(&self, command: &str, name: &str, value: &str) -> Value {
        let option = self
            .registered_options(command)
            .unwrap_or_default()
            .into_iter()
            .find(|o| o["name"] == name);
        if let Some(option) = &option
            && let Some(choices) = option["choices"].as_array().filter(|c| !c.is_empty())
        {
            let choice = choices
                .iter()
                .find(|c| c["name"] == value)
                .unwrap_or_else(|| panic!("/{command} {name} has no choice {value}"));
            return json!({"name": name, "type": option["type"], "value": choice["value"]});
        }
        // Integers arrive as numbers, typed as registered.
        if let Some(option) = &option
            && option["type"] == 4
        {
            let number: i64 = value
                .parse()
                .unwrap_or_else(|_| panic!("/{command} {name} takes an integer"));
            return json!({"name": name, "type": 4, "value": number});
        }
        json!({"name": name, "type": 3, "value": value})
    }

    /// Autocomplete of `focused` (typed so far: `typed`) with other options filled in.
    pub async fn autocomplete(
        &self,
        who: Person,
        channel: &str,
        name: &str,
        filled: &[(&str, &str)],
        focused: &str,
        typed: &str,
    ) -> Sent {
        let mut options: Vec<Value> = filled
            .iter()
            .map(|(k, v)| json!({"name": k, "type": 3, "value": v}))
            .collect();
        options.push(json!({"name": focused, "type": 3, "value": typed, "focused": true}));
        let (name, options) = Fake::nested(name, options);
        self.dispatch(json!({
            "type": 4, "guild_id": GUILD, "channel_id": channel, "member": Fake::member(who),
            "data": {"id": "77", "name": name, "type": 1, "options": options},
        }))
        .await
    }

    /// A click on the button `custom_id` under `message` (as the bot sent it).
    pub async fn click(&self, who: Person, message: &Value, custom_id: &str) -> Sent {
        let channel = message["channel_id"].as_str().unwrap().to_string();
        self.dispatch(json!({
            "type": 3, "guild_id": GUILD, "channel_id": channel, "member": Fake::member(who),
            "message": message,
            "data": {"custom_id": custom_id, "component_type": 2},
        }))
        .await
    }

    /// `who` chooses `value` in the select menu `custom_id` under `message`.
    pub async fn select(&self, who: Person, message: &Value, custom_id: &str, value: &str) -> Sent {
        let channel = message["channel_id"].as_str().unwrap().to_string();
        self.dispatch(json!({
            "type": 3, "guild_id": GUILD, "channel_id": channel, "member": Fake::member(who),
            "message": message,
            "data": {"custom_id": custom_id, "component_type": 3, "values": [value]},
        }))
        .await
    }

    /// The interaction callback for `sent`. How long it took is recorded
    /// (a test prints the slowest and the median against Discord's 3 s),
    /// not asserted: a loaded machine may take longer, and the bot's
    /// deferral, which keeps it inside the window, is tested by what it
    /// sends, not by the clock.
    pub async fn callback(&self, sent: &Sent) -> Call {
        let path = format!("/interactions/{}/{}/callback", sent.id, sent.token);
        let call = self
            .wait_call(sent.skip, PATIENCE, |c| c.path == path && c.status < 400)
            .await;
        self.state
            .answer_times
            .lock()
            .unwrap()
            .push(call.at - sent.at);
        call
    }

    /// The message that answers `sent`: the original response (after a
    /// deferral: once edited in) as Discord would show it.
    pub async fn answer(&self, sent: &Sent) -> Value {
        let callback = self.callback(sent).await;
        if callback.json["type"] == 5 {
            let path = format!("/webhooks/{APP}/{}/messages/@original", sent.token);
            self.wait_call(sent.skip, PATIENCE, |c| {
                c.path == path && c.method == "PATCH"
            })
            .await;
        }
        self.state
            .originals
            .lock()
            .unwrap()
            .get(&sent.token)
            .cloned()
            .expect("an original response")
    }
}

/// An interaction the test sent.
pub struct Sent {
    /// Its id.
    pub id: String,
    /// Its token.
    pub token: String,
    /// When it was sent.
    pub at: Instant,
    /// Calls before it.
    pub skip: usize,
}

/// A message as Discord returns it.
/// The message Discord shows for a body the bot posted in `channel` (to
/// click a button on a message whose answer was not recorded).
pub fn posted(channel: &str, body: &Value) -> Value {
    message("8000000", channel, body, &[])
}

fn message(id: &str, channel: &str, data: &Value, files: &[(String, String, Vec<u8>)]) -> Value {
    let attachments: Vec<Value> = data["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let size = files.get(i).map_or(0, |f| f.2.len());
            json!({"id": format!("{id}{i}"), "filename": a["filename"], "description": a["description"],
                   "size": size, "url": "http://x/", "proxy_url": "http://x/"})
        })
        .collect();
    // Discord answers with the components as sent, with their numeric types.
    json!({
        "id": id, "channel_id": channel, "author": bot_user(), "content": data["content"].as_str().unwrap_or(""),
        "timestamp": now(), "edited_timestamp": null, "tts": false, "mention_everyone": false,
        "mentions": [], "mention_roles": [], "attachments": attachments, "embeds": [], "pinned": false,
        "type": 0, "flags": data["flags"].as_u64().unwrap_or(0),
        "components": data["components"].clone().as_array().cloned().unwrap_or_default(),
    })
}

fn reply(status: StatusCode, body: Value) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(
        if status == StatusCode::NO_CONTENT {
            vec![]
        } else {
            body.to_string().into_bytes()
        },
    )));
    *r.status_mut() = status;
    r.headers_mut()
        .insert("content-type", "application/json".parse().unwrap());
    r
}

/// Splits a multipart body into `payload_json` and the files.
fn multipart(boundary: &str, body: &[u8]) -> (Value, Vec<(String, String, Vec<u8>)>) {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut json = Value::Null;
    let mut files = vec![];
    let mut parts = vec![];
    let mut start = 0;
    while let Some(i) = find(&body[start..], &delimiter) {
        parts.push(&body[start..start + i]);
        start += i + delimiter.len();
    }
    for part in parts.into_iter().skip(1) {
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..split]).to_string();
        let content = part[split + 4..].to_vec();
        // `name="…"` and `filename="…"` of the Content-Disposition line
        // (other header lines, like Content-Type, may follow it).
        let disposition = headers.lines().next().unwrap_or("").to_string();
        let field = |key: &str| {
            disposition.split(';').find_map(|h| {
                h.trim()
                    .strip_prefix(&format!("{key}=\""))
                    .and_then(|v| v.split('"').next())
                    .map(str::to_string)
            })
        };
        let name = field("name").unwrap_or_default();
        if name == "payload_json" {
            json = serde_json::from_slice(&content).unwrap_or(Value::Null);
        } else {
            files.push((name, field("filename").unwrap_or_default(), content));
        }
    }
    (json, files)
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

async fn route(state: Arc<State>, req: Request<hyper::body::Incoming>) -> Response<Full<Bytes>> {
    let method = req.method().to_string();
    let path = req.uri().path().trim_start_matches("/api/v10").to_string();
    let content_type = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let body = req
        .into_body()
        .collect()
        .await
        .map(|b| b.to_bytes())
        .unwrap_or_default();
    let (json, files) = match content_type.split_once("boundary=") {
        Some((_, boundary)) => multipart(boundary.trim_matches('"'), &body),
        None => (serde_json::from_slice(&body).unwrap_or(Value::Null), vec![]),
    };
    let at = Instant::now();
    let response = respond(&state, &method, &path, &json, &files);
    let call = Call {
        method: method.clone(),
        path: path.clone(),
        json: json.clone(),
        files: files.clone(),
        at,
        status: response.status().as_u16(),
    };
    state.calls.lock().unwrap().push(call);
    state.changed.notify_waiters();
    response
}

fn respond(
    state: &State,
    method: &str,
    path: &str,
    json: &Value,
    files: &[(String, String, Vec<u8>)],
) -> Response<Full<Bytes>> {
    static NEXT: AtomicU64 = AtomicU64::new(500_000);
    let new_id = || NEXT.fetch_add(1, Ordering::Relaxed).to_string();
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    // An interaction's answers are shown in its channel.
    let answered_in = |token: &str| {
        state
            .token_channels
            .lock()
            .unwrap()
            .get(token)
            .cloned()
            .unwrap_or_else(|| "500".to_string())
    };
    let private = |channel: &str| state.private.lock().unwrap().contains(channel);
    match (method, segments.as_slice()) {
        ("POST", ["channels", channel, "messages"])
        | ("PATCH", ["channels", channel, "messages", _])
        | ("POST", ["channels", channel, "messages", _, "threads"])
        | ("POST", ["channels", channel, "threads"])
            if private(channel) =>
        {
            return reply(
                StatusCode::FORBIDDEN,
                json!({"code": 50001, "message": "Missing Access"}),
            );
        }
        ("POST", ["webhooks", _, token]) => {
            let mut limited = state.limited_followups.lock().unwrap();
            if let Some(sent) = limited.get_mut(*token) {
                if *sent >= USER_INSTALL_FOLLOWUPS {
                    return reply(
                        StatusCode::BAD_REQUEST,
                        json!({"code": 40094, "message": "Maximum number of follow-up messages reached"}),
                    );
                }
                *sent += 1;
            }
        }
        _ => {}
    }
    let kind = match (method, segments.as_slice()) {
        ("POST", ["interactions", _, _, "callback"]) => Some("callback"),
        ("PATCH", ["webhooks", _, _, "messages", "@original"]) => Some("original"),
        ("POST", ["webhooks", _, _]) => Some("followup"),
        ("PATCH", ["channels", _, "messages", _]) => Some("message"),
        ("POST", ["channels", channel, "messages"]) if channel.starts_with('9') => Some("dm"),
        _ => None,
    };
    if let Some(kind) = kind {
        let mut limits = state.rate_limits.lock().unwrap();
        if let Some((n, retry_after)) = limits.get_mut(kind)
            && *n > 0
        {
            *n -= 1;
            let mut r = reply(
                StatusCode::TOO_MANY_REQUESTS,
                json!({"message": "You are being rate limited.", "retry_after": *retry_after, "global": false}),
            );
            r.headers_mut().insert(
                "retry-after",
                (retry_after.ceil() as u64).to_string().parse().unwrap(),
            );
            return r;
        }
    }
    match (method, segments.as_slice()) {
        ("GET", ["gateway", "bot"]) => reply(
            StatusCode::OK,
            json!({
                "url": *state.ws_url.lock().unwrap(), "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
            }),
        ),
        ("GET", ["gateway"]) => reply(
            StatusCode::OK,
            json!({"url": *state.ws_url.lock().unwrap()}),
        ),
        ("PUT", ["applications", _, "commands"])
        | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            let failing = &state.failing_registrations;
            let fail = failing
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                .is_ok();
            if fail {
                reply(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    json!({"message": "500: Internal Server Error", "code": 0}),
                )
            } else {
                reply(StatusCode::OK, json!([]))
            }
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            let kind = json["type"].as_u64().unwrap_or(0);
            if kind == 4 || kind == 5 {
                let data = if kind == 4 {
                    json["data"].clone()
                } else {
                    json!({"content": "", "flags": json["data"]["flags"]})
                };
                let m = message(&new_id(), &answered_in(token), &data, files);
                state.originals.lock().unwrap().insert(token.to_string(), m);
            } else if kind == 7 {
                // UPDATE_MESSAGE: the clicked message, replaced, keeps its id
                // and its visibility.
                let clicked = state.clicked.lock().unwrap().get(*token).cloned();
                let clicked = clicked.unwrap_or(Value::Null);
                let mut data = json["data"].clone();
                data["flags"] = clicked["flags"].clone();
                let id = clicked["id"].as_str().map_or_else(new_id, str::to_string);
                let m = message(&id, &answered_in(token), &data, files);
                state.originals.lock().unwrap().insert(token.to_string(), m);
            }
            reply(StatusCode::NO_CONTENT, Value::Null)
        }
        ("GET", ["webhooks", _, token, "messages", "@original"]) => {
            match state.originals.lock().unwrap().get(*token) {
                Some(m) => reply(StatusCode::OK, m.clone()),
                None => reply(
                    StatusCode::NOT_FOUND,
                    json!({"code": 10008, "message": "Unknown Message"}),
                ),
            }
        }
        ("PATCH", ["webhooks", _, token, "messages", "@original"]) => {
            let mut originals = state.originals.lock().unwrap();
            let old = originals.get(*token).cloned().unwrap_or(Value::Null);
            let mut data = json.clone();
            data["flags"] = old["flags"].clone();
            let m = message(
                old["id"].as_str().unwrap_or("1"),
                &answered_in(token),
                &data,
                files,
            );
            originals.insert(token.to_string(), m.clone());
            reply(StatusCode::OK, m)
        }
        ("DELETE", ["webhooks", _, token, "messages", "@original"]) => {
            state.originals.lock().unwrap().remove(*token);
            reply(StatusCode::NO_CONTENT, Value::Null)
        }
        ("POST", ["webhooks", _, token]) => reply(
            StatusCode::OK,
            message(&new_id(), &answered_in(token), json, files),
        ),
        ("POST", ["users", "@me", "channels"])
            if state
                .refused_openings
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
                .is_ok() =>
        {
            reply(
                StatusCode::FORBIDDEN,
                json!({"code": 40003, "message": "You are opening direct messages too fast."}),
            )
        }
        // A user's DM channel: its id is `9` and the user's id.
        ("POST", ["users", "@me", "channels"]) => {
            let user = json["recipient_id"].as_str().unwrap_or("0");
            reply(
                StatusCode::OK,
                json!({"id": format!("9{user}"), "type": 1, "last_message_id": null,
                       "recipients": [{"id": user, "username": "someone", "discriminator": "0", "avatar": null}]}),
            )
        }
        ("POST", ["channels", channel, "messages"])
            if channel
                .strip_prefix('9')
                .is_some_and(|user| state.closed_dms.lock().unwrap().contains(user)) =>
        {
            reply(
                StatusCode::FORBIDDEN,
                json!({"code": 50007, "message": "Cannot send messages to this user"}),
            )
        }
        ("POST", ["channels", channel, "messages"]) => {
            reply(StatusCode::OK, message(&new_id(), channel, json, files))
        }
        ("PATCH", ["channels", channel, "messages", id]) => {
            reply(StatusCode::OK, message(id, channel, json, files))
        }
        ("POST", ["channels", channel, "messages", _, "threads"])
        | ("POST", ["channels", channel, "threads"]) => reply(
            StatusCode::CREATED,
            json!({
                "id": new_id(), "guild_id": GUILD, "parent_id": channel, "type": 11,
                "name": json["name"], "owner_id": APP,
            }),
        ),
        ("DELETE", ["channels", channel]) => reply(
            StatusCode::OK,
            json!({"id": channel, "guild_id": GUILD, "type": 11, "name": "gone"}),
        ),
        _ => reply(
            StatusCode::NOT_FOUND,
            json!({"code": 0, "message": format!("the fake has no {method} {path}")}),
        ),
    }
}

/// The gateway at one address (`name`): one connection at a time (the
/// bot runs one shard). An IDENTIFY is answered with READY (which gives
/// the session's resume address), a RESUME with RESUMED; a Reconnect (op
/// 7) sent through [`Fake::ask_to_reconnect`] closes the connection after it.
async fn gateway(listener: TcpListener, name: &'static str, state: Arc<State>) {
    loop {
        let Ok((stream, _)) = listener.accept().await else {
            return;
        };
        let state = Arc::clone(&state);
        tokio::spawn(async move {
            let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
                return;
            };
            let (mut out, mut inp) = ws.split();
            let hello = json!({"op": 10, "d": {"heartbeat_interval": 41_250}});
            if out.send(Frame::text(hello.to_string())).await.is_err() {
                return;
            }
            let (tx, mut rx) = mpsc::unbounded_channel::<String>();
            loop {
                tokio::select! {
                    frame = inp.next() => {
                        let Some(Ok(frame)) = frame else { break };
                        let Ok(text) = frame.to_text() else { continue };
                        let Ok(payload) = serde_json::from_str::<Value>(text) else { continue };
                        match payload["op"].as_u64() {
                            Some(1) => { let _ = out.send(Frame::text(json!({"op": 11}).to_string())).await; }
                            Some(2) => {
                                state.identifies.lock().unwrap().push(payload.clone());
                                state.openings.lock().unwrap().push((name, 2));
                                let ready = json!({"op": 0, "t": "READY", "s": 0, "d": {
                                    "v": 10, "user": bot_user(), "guilds": [], "session_id": "session",
                                    "resume_gateway_url": *state.resume_url.lock().unwrap(), "shard": [0, 1],
                                    "application": {"id": APP, "flags": 0},
                                }});
                                let _ = out.send(Frame::text(ready.to_string())).await;
                                *state.gateway.lock().unwrap() = Some(tx.clone());
                                state.changed.notify_waiters();
                            }
                            Some(6) => {
                                state.openings.lock().unwrap().push((name, 6));
                                let resumed = json!({"op": 0, "t": "RESUMED", "s": payload["d"]["seq"].as_u64().unwrap_or(0) + 1, "d": {}});
                                let _ = out.send(Frame::text(resumed.to_string())).await;
                                *state.gateway.lock().unwrap() = Some(tx.clone());
                                state.changed.notify_waiters();
                            }
                            _ => {}
                        }
                    }
                    Some(text) = rx.recv() => {
                        let reconnect = text.contains("\"op\":7");
                        if out.send(Frame::text(text)).await.is_err() || reconnect { break; }
                    }
                }
            }
        });
    }
}
