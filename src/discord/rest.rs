//! The interaction routes of Discord's REST API (the callback, the
//! original response, follow-ups) and message edits, sent by the bot
//! itself so that a rate limit is waited out instead of dropping the
//! answer: a 429 carries `retry_after` in its body, which the general
//! client does not pass on, and interaction routes have no rate-limit
//! bucket it would wait for.
//!
//! Tokens never reach the logs: interaction tokens are cut from every path
//! written there.

use poise::serenity_prelude as serenity;
use serde_json::Value;
use std::time::{Duration, Instant};

/// Discord's REST API version.
const API: &str = "/api/v10";
/// Rate-limit retries before giving up.
const MAX_RETRIES: u32 = 5;
/// Longest wait for a rate limit when the response does not say.
const DEFAULT_RETRY: Duration = Duration::from_secs(1);

/// A file sent with a message, with its alt text.
#[derive(Clone, Debug)]
pub struct File {
    /// File name, like `board.png`.
    pub filename: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// Alt text.
    pub description: String,
}

/// Why a request failed.
#[derive(Debug, thiserror::Error)]
pub enum RestError {
    /// The connection failed.
    #[error("Discord could not be reached: {0}")]
    Send(#[from] reqwest::Error),
    /// Discord answered with an error status.
    #[error("Discord answered {status} to {route}: {body}")]
    Status {
        /// The status.
        status: u16,
        /// The route, without tokens.
        route: String,
        /// The body (Discord's error JSON).
        body: String,
    },
    /// Still rate-limited after the retries, or the wait would pass the deadline.
    #[error("Discord kept rate-limiting {route} (would wait {wait:?} more)")]
    RateLimited {
        /// The route, without tokens.
        route: String,
        /// The wait Discord asked for last.
        wait: Duration,
    },
}

/// The REST client for interactions.
#[derive(Clone)]
pub struct Rest {
    client: reqwest::Client,
    base: String,
    authorization: String,
}

impl Rest {
    /// A client for `api_base` (Discord itself when `None`) with the bot `token`.
    pub fn new(api_base: Option<&str>, token: &str) -> Rest {
        let base = api_base
            .unwrap_or("https://discord.com")
            .trim_end_matches('/')
            .to_string();
        Rest {
            client: reqwest::Client::new(),
            base: format!("{base}{API}"),
            authorization: format!("Bot {}", token.trim().trim_start_matches("Bot ")),
        }
    }

    /// Sends one request, waiting out rate limits (as long as the answer
    /// can still arrive before `deadline`); the response body as JSON
    /// (`Null` when empty).
    async fn send(
        &self,
        method: reqwest::Method,
        path: &str,
        route: &str,
        payload: Option<&Value>,
        files: &[File],
        deadline: Instant,
    ) -> Result<Value, RestError> {
        let url = format!("{}{path}", self.base);
        for attempt in 0..=MAX_RETRIES {
            let mut request = self
                .client
                .request(method.clone(), &url)
                .header(reqwest::header::AUTHORIZATION, &self.authorization)
                .header(reqwest::header::USER_AGENT, "DiscordBot (gamehost, 0.1)");
            request = match (payload, files.is_empty()) {
                (Some(json), true) => request
                    .header(reqwest::header::CONTENT_TYPE, "application/json")
                    .body(json.to_string()),
                (Some(json), false) => request.multipart(form(json, files)),
                (None, _) => request,
            };
            let response = request.send().await?;
            let status = response.status();
            if status == reqwest::StatusCode::TOO_MANY_REQUESTS {
                let header = response
                    .headers()
                    .get(reqwest::header::RETRY_AFTER)
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse::<f64>().ok());
                let text = response.text().await.unwrap_or_default();
                let body: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                let seconds = body["retry_after"].as_f64().or(header);
                let wait = seconds
                    .filter(|s| s.is_finite() && *s >= 0.0)
                    .map_or(DEFAULT_RETRY, Duration::from_secs_f64);
                if attempt == MAX_RETRIES || Instant::now() + wait >= deadline {
                    return Err(RestError::RateLimited {
                        route: route.to_string(),
                        wait,
                    });
                }
                tracing::warn!(
                    "Discord rate-limited {route} (429, global: {}): retrying in {:.2} s",
                    body["global"].as_bool().unwrap_or(false),
                    wait.as_secs_f64()
                );
                tokio::time::sleep(wait).await;
                continue;
            }
            let text = response.text().await?;
            if !status.is_success() {
                return Err(RestError::Status {
                    status: status.as_u16(),
                    route: route.to_string(),
                    body: text.chars().take(300).collect(),
                });
            }
            return Ok(serde_json::from_str(&text).unwrap_or(Value::Null));
        }
        unreachable!("the loop returns on its last attempt")
    }

    /// The interaction callback (must come within 3 s of the interaction).
    pub async fn callback(
        &self,
        id: serenity::InteractionId,
        token: &str,
        payload: &Value,
        files: &[File],
        deadline: Instant,
    ) -> Result<(), RestError> {
        let path = format!("/interactions/{id}/{token}/callback");
        let route = format!("POST /interactions/{id}/…/callback");
        self.send(
            reqwest::Method::POST,
            &path,
            &route,
            Some(payload),
            files,
            deadline,
        )
        .await
        .map(|_| ())
    }

    /// The original response message (after the callback).
    pub async fn original(&self, app: u64, token: &str) -> Result<Value, RestError> {
        let path = format!("/webhooks/{app}/{token}/messages/@original");
        let route = format!("GET /webhooks/{app}/…/messages/@original");
        self.send(
            reqwest::Method::GET,
            &path,
            &route,
            None,
            &[],
            followup_deadline(),
        )
        .await
    }

    /// Replaces the original response (a deferred answer filled in).
    pub async fn edit_original(
        &self,
        app: u64,
        token: &str,
        payload: &Value,
        files: &[File],
    ) -> Result<Value, RestError> {
        let path = format!("/webhooks/{app}/{token}/messages/@original");
        let route = format!("PATCH /webhooks/{app}/…/messages/@original");
        self.send(
            reqwest::Method::PATCH,
            &path,
            &route,
            Some(payload),
            files,
            followup_deadline(),
        )
        .await
    }

    /// Deletes the original response.
    pub async fn delete_original(&self, app: u64, token: &str) -> Result<(), RestError> {
        let path = format!("/webhooks/{app}/{token}/messages/@original");
        let route = format!("DELETE /webhooks/{app}/…/messages/@original");
        self.send(
            reqwest::Method::DELETE,
            &path,
            &route,
            None,
            &[],
            followup_deadline(),
        )
        .await
        .map(|_| ())
    }

    /// A follow-up message.
    pub async fn followup(
        &self,
        app: u64,
        token: &str,
        payload: &Value,
        files: &[File],
    ) -> Result<Value, RestError> {
        let path = format!("/webhooks/{app}/{token}");
        let route = format!("POST /webhooks/{app}/…");
        self.send(
            reqwest::Method::POST,
            &path,
            &route,
            Some(payload),
            files,
            followup_deadline(),
        )
        .await
    }

    /// Edits a channel message.
    pub async fn edit_message(
        &self,
        channel: serenity::ChannelId,
        message: serenity::MessageId,
        payload: &Value,
    ) -> Result<Value, RestError> {
        let path = format!("/channels/{channel}/messages/{message}");
        let route = format!("PATCH {path}");
        let deadline = Instant::now() + Duration::from_secs(60);
        self.send(
            reqwest::Method::PATCH,
            &path,
            &route,
            Some(payload),
            &[],
            deadline,
        )
        .await
    }
}

/// Follow-ups and edits of an interaction work for 15 minutes after it;
/// a rate limit is waited out for at most a minute of that.
fn followup_deadline() -> Instant {
    Instant::now() + Duration::from_secs(60)
}

/// A multipart body: `payload_json` and `files[i]`, whose metadata (alt
/// text) the payload's `attachments` list carries under the same ids.
fn form(json: &Value, files: &[File]) -> reqwest::multipart::Form {
    let mut form = reqwest::multipart::Form::new().text("payload_json", json.to_string());
    for (i, f) in files.iter().enumerate() {
        let mime = if f.filename.ends_with(".png") {
            "image/png"
        } else if f.filename.ends_with(".gif") {
            "image/gif"
        } else {
            "text/plain"
        };
        let part = reqwest::multipart::Part::bytes(f.bytes.clone())
            .file_name(f.filename.clone())
            .mime_str(mime)
            .unwrap_or_else(|_| reqwest::multipart::Part::bytes(f.bytes.clone()));
        form = form.part(format!("files[{i}]"), part);
    }
    form
}

/// The `attachments` list describing `files` (ids match the `files[i]` parts).
pub fn attachments(files: &[File]) -> Value {
    Value::Array(
        files
            .iter()
            .enumerate()
            .map(|(i, f)| serde_json::json!({"id": i, "filename": f.filename, "description": f.description}))
            .collect(),
    )
}
