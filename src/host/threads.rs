//! Threads of the host's own below the async workers' CPU priority, fed
//! from one queue: the engine's searches (the lowest priority) and the
//! pictures (a lowered one).
//!
//! A busy core then runs the async workers and the database's connection
//! threads first. That matters most for SQLite, whose one writer holds
//! the write lock across a few hand-overs between threads: a picture that
//! takes the core in the middle stretches every other game's wait. With
//! the pictures' threads at nice 10 the saturation throughput went from
//! about 1,800 to about 2,200 turns/s (BENCHMARKS.md).

use std::sync::{Arc, Mutex};

/// CPU priority (Linux nice value) of the threads that draw pictures.
pub(crate) const DRAWING_NICE: i32 = 10;

/// CPU priority of the engine's searches: the lowest. Linux's idle
/// scheduling class was measured too and left the host's tail longer
/// (BENCHMARKS.md).
pub(super) const ENGINE_NICE: i32 = 19;

/// Work for a pool thread.
type Job = Box<dyn FnOnce() + Send>;

/// A fixed number of named threads at one CPU priority; jobs wait in
/// line. The threads end when the pool is dropped.
pub(super) struct Pool {
    jobs: Mutex<std::sync::mpsc::Sender<Job>>,
}

impl Pool {
    /// `threads` threads named `name-N`, each at nice `nice`.
    pub(super) fn new(name: &str, threads: usize, nice: i32) -> Pool {
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for n in 0..threads.max(1) {
            let rx = Arc::clone(&rx);
            let spawned = std::thread::Builder::new()
                .name(format!("{name}-{n}"))
                .spawn(move || {
                    lower_priority(nice);
                    loop {
                        let job = {
                            let rx = rx.lock().unwrap_or_else(|e| e.into_inner());
                            rx.recv()
                        };
                        match job {
                            Ok(job) => job(),
                            Err(_) => return,
                        }
                    }
                });
            if let Err(e) = spawned {
                tracing::error!("cannot start a {name} thread: {e}");
            }
        }
        Pool {
            jobs: Mutex::new(tx),
        }
    }

    /// Runs `f` on the pool when a thread is free, without waiting for it
    /// (a panic is caught and logged).
    pub(super) fn spawn(&self, f: impl FnOnce() + Send + 'static) {
        let job: Job = Box::new(move || {
            if std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err() {
                tracing::error!("a job of the host's threads panicked");
            }
        });
        let _ = self
            .jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .send(job);
    }

    /// Runs `f` on the pool; its answer, or `None` if the pool is gone or
    /// `f` panicked.
    pub(super) async fn run<T: Send + 'static>(
        &self,
        f: impl FnOnce() -> T + Send + 'static,
    ) -> Option<T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            // A panic is caught here so that the thread lives on; the
            // caller sees `None`.
            if let Ok(answer) = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
                let _ = tx.send(answer);
            }
        });
        self.jobs
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .send(job)
            .ok()?;
        rx.await.ok()
    }
}

/// Lowers the calling thread's CPU priority to nice `nice` (Linux: this
/// thread alone); elsewhere it keeps its priority.
pub(crate) fn lower_priority(nice: i32) {
    #[cfg(target_os = "linux")]
    // SAFETY: gettid and setpriority only read their integer arguments.
    unsafe {
        let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
        if libc::setpriority(libc::PRIO_PROCESS, tid, nice) != 0 {
            tracing::warn!("a pool thread keeps its CPU priority");
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = nice;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn jobs_run_at_the_pools_priority_and_a_panic_answers_none() {
        let pool = Pool::new("test", 2, 7);
        #[cfg(target_os = "linux")]
        {
            // SAFETY: as in lower_priority.
            let nice = pool
                .run(|| unsafe {
                    let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
                    libc::getpriority(libc::PRIO_PROCESS, tid)
                })
                .await;
            assert_eq!(nice, Some(7));
        }
        assert_eq!(pool.run(|| 6 * 7).await, Some(42));
        let panicked: Option<()> = pool.run(|| panic!("a job that fails")).await;
        assert_eq!(panicked, None);
        // The threads live on after a panic.
        assert_eq!(pool.run(|| "still here").await, Some("still here"));
    }
}
