//! The site's own connection loop, in place of `axum::serve`'s defaults:
//! no connection lives forever and no visitor holds more than their share.
//!
//! - A request's header must arrive within [`HEADER_TIME`] (hyper's
//!   header timeout), and a connection with no request in flight is
//!   closed after [`IDLE_TIME`] (one that never sends anything included).
//! - At most a total of connections is held open, and at most a share of
//!   it from one address (an IPv6 /64); a trusted proxy, which carries
//!   many visitors, counts towards the total only. When the total is
//!   reached, the connection idle the longest is closed to make room;
//!   when none is idle, the newcomer is.
//! - The total never exceeds what the process's open-file limit leaves
//!   after the bot's own share (its database, pictures and Discord
//!   sockets), raised to the hard limit first where the system allows.

use super::client::{ClientKey, TrustedProxies};
use axum::Router;
use axum::body::Bytes;
use axum::extract::ConnectInfo;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::sync::Notify;
use tokio::time::Instant;

/// The longest a request's header may take to arrive.
pub const HEADER_TIME: Duration = Duration::from_secs(10);

/// The longest a connection stays open with no request in flight.
pub const IDLE_TIME: Duration = Duration::from_secs(20);

/// The least number of open files left to the bot besides the site.
const BOTS_SHARE: u64 = 256;

/// What the connection loop admits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// Most connections open at once.
    pub total: usize,
    /// Most from one address (trusted proxies excepted).
    pub per_address: usize,
}

impl Caps {
    /// The configured caps, the total bounded by the open-file limit.
    pub fn from_settings(web: &crate::config::WebSettings) -> Caps {
        let files = open_file_limit();
        let left = files.saturating_sub(BOTS_SHARE.max(files / 4));
        let total = u64::from(web.max_connections).min(left).max(1);
        Caps {
            total: usize::try_from(total).unwrap_or(usize::MAX),
            per_address: usize::try_from(web.connections_per_address.max(1)).unwrap_or(usize::MAX),
        }
    }
}

/// The process's open-file limit, raised to its hard limit first where
/// the system allows.
fn open_file_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit and setrlimit read and write only the struct given.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) != 0 {
            return 1024;
        }
        if limit.rlim_cur < limit.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: limit.rlim_max,
                rlim_max: limit.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                limit.rlim_cur = limit.rlim_max;
            }
        }
    }
    limit.rlim_cur
}

/// What one open connection is doing: requests in flight, and since when
/// it has had none.
struct Activity {
    in_flight: AtomicUsize,
    /// Milliseconds since the loop began when the last request finished
    /// (or the connection was accepted).
    idle_since: AtomicU64,
    /// Wakes the connection's watch when a request ends, or when the loop
    /// closes it.
    changed: Notify,
    began: Instant,
}

impl Activity {
    fn now_ms(&self) -> u64 {
        u64::try_from(self.began.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn idle_for(&self) -> Option<Duration> {
        if self.in_flight.load(Ordering::Acquire) > 0 {
            return None;
        }
        let since = self.idle_since.load(Ordering::Acquire);
        Some(Duration::from_millis(self.now_ms().saturating_sub(since)))
    }
}

/// A request in flight on a connection, until its answer's body is done.
struct InFlight(Arc<Activity>);

impl InFlight {
    fn begin(activity: &Arc<Activity>) -> InFlight {
        activity.in_flight.fetch_add(1, Ordering::AcqRel);
        InFlight(Arc::clone(activity))
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.idle_since.store(self.0.now_ms(), Ordering::Release);
        self.0.in_flight.fetch_sub(1, Ordering::AcqRel);
        self.0.changed.notify_one();
    }
}

/// An answer's body that keeps its request counted in flight until it
/// has been sent (an event stream for as long as it runs).
struct Counted {
    body: axum::body::Body,
    _in_flight: InFlight,
}

impl http_body::Body for Counted {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// One open connection as the loop keeps it.
struct Open {
    key: ClientKey,
    counted_per_address: bool,
    activity: Arc<Activity>,
    /// Set when the loop closes it to make room.
    closed: Arc<Notify>,
}

/// The open connections.
#[derive(Default)]
struct Table {
    next: u64,
    open: HashMap<u64, Open>,
    per_address: HashMap<ClientKey, usize>,
}

impl Table {
    fn forget(&mut self, id: u64) {
        if let Some(gone) = self.open.remove(&id)
            && gone.counted_per_address
            && let Some(n) = self.per_address.get_mut(&gone.key)
        {
            *n -= 1;
            if *n == 0 {
                self.per_address.remove(&gone.key);
            }
        }
    }
}

/// The loop's admissions: the caps and who is open.
pub(super) struct Doors {
    caps: Caps,
    trusted: TrustedProxies,
    table: Mutex<Table>,
    began: Instant,
}

/// A connection's place in the table, given up when it closes.
struct Ticket {
    doors: Arc<Doors>,
    id: u64,
    activity: Arc<Activity>,
    closed: Arc<Notify>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.doors.lock().forget(self.id);
    }
}

impl Doors {
    pub(super) fn new(caps: Caps, trusted: TrustedProxies) -> Doors {
        Doors {
            caps,
            trusted,
            table: Mutex::new(Table::default()),
            began: Instant::now(),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Table> {
        self.table.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A place for a connection from `peer`, or `None` when it must be
    /// closed: its address holds its share already, or every place is
    /// taken by a connection that is answering.
    fn admit(self: &Arc<Self>, peer: SocketAddr) -> Option<Ticket> {
        let key = ClientKey::of(peer.ip());
        let counted_per_address = !self.trusted.trusts(peer.ip());
        let mut table = self.lock();
        if counted_per_address
            && table.per_address.get(&key).copied().unwrap_or(0) >= self.caps.per_address
        {
            return None;
        }
        if table.open.len() >= self.caps.total {
            let idlest = table
                .open
                .iter()
                .filter_map(|(id, o)| o.activity.idle_for().map(|d| (d, *id)))
                .max()
                .map(|(_, id)| id)?;
            if let Some(o) = table.open.get(&idlest) {
                o.closed.notify_one();
            }
            table.forget(idlest);
        }
        let activity = Arc::new(Activity {
            in_flight: AtomicUsize::new(0),
            idle_since: AtomicU64::new(0),
            changed: Notify::new(),
            began: self.began,
        });
        activity
            .idle_since
            .store(activity.now_ms(), Ordering::Release);
        let closed = Arc::new(Notify::new());
        table.next += 1;
        let id = table.next;
        table.open.insert(
            id,
            Open {
                key,
                counted_per_address,
                activity: Arc::clone(&activity),
                closed: Arc::clone(&closed),
            },
        );
        if counted_per_address {
            *table.per_address.entry(key).or_default() += 1;
        }
        Some(Ticket {
            doors: Arc::clone(self),
            id,
            activity,
            closed,
        })
    }

    /// How many connections are open (for tests and logs).
    pub(super) fn open(&self) -> usize {
        self.lock().open.len()
    }
}

/// Accepts connections on `listener` and serves `router` on each, within
/// the caps and timeouts, until the process ends.
pub(super) async fn serve(
    listener: tokio::net::TcpListener,
    router: Router,
    doors: Arc<Doors>,
) -> std::io::Result<()> {
    let mut refused_lately = false;
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of files or a connection reset before it was taken:
                // the loop goes on after a breath (never a busy loop).
                tracing::warn!("the web pages could not accept a connection: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(ticket) = doors.admit(peer) else {
            if !refused_lately {
                tracing::warn!(
                    "the web pages refused connections: {} open (caps: {:?})",
                    doors.open(),
                    doors.caps
                );
                refused_lately = true;
            }
            drop(stream);
            continue;
        };
        refused_lately = false;
        let _ = stream.set_nodelay(true);
        tokio::spawn(connection(stream, peer, ticket, router.clone()));
    }
}

/// Serves one connection until it closes, idles too long or is closed to
/// make room.
async fn connection(
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
    ticket: Ticket,
    router: Router,
) {
    let activity = Arc::clone(&ticket.activity);
    let service =
        hyper::service::service_fn(move |mut request: hyper::Request<hyper::body::Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            let in_flight = InFlight::begin(&activity);
            let answer = tower::ServiceExt::oneshot(router.clone(), request);
            async move {
                let response = answer.await?;
                Ok::<_, std::convert::Infallible>(response.map(|body| {
                    axum::body::Body::new(Counted {
                        body,
                        _in_flight: in_flight,
                    })
                }))
            }
        });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(HEADER_TIME)
        .max_buf_size(64 * 1024);
    let served = http.serve_connection(TokioIo::new(stream), service);
    tokio::pin!(served);
    loop {
        let wait = match ticket.activity.idle_for() {
            Some(idle) if idle >= IDLE_TIME => return,
            Some(idle) => IDLE_TIME - idle,
            None => IDLE_TIME,
        };
        tokio::select! {
            _ = &mut served => return,
            () = ticket.closed.notified() => return,
            () = ticket.activity.changed.notified() => {}
            () = tokio::time::sleep(wait) => {}
        }
    }
}
