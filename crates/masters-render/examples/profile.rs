//! Renders one mid-game board many times, for profilers, and reports the
//! renderer's start-up time and memory (resident set growth):
//! `cargo run --release -p masters-render --example profile -- [N]`.

use masters::Position;
use masters_render::{BoardRequest, Renderer};

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(50);
    let rss_before = resident_kib();
    let started = std::time::Instant::now();
    let renderer = Renderer::new().expect("renderer starts");
    println!(
        "start-up {:.1} ms, resident set +{:.1} MiB",
        started.elapsed().as_secs_f64() * 1e3,
        (resident_kib() - rss_before) as f64 / 1024.0
    );
    let pos: Position = "nha1g1wahn/sssD*1p3s/10/4s1d*ss1/10/8c1/10/7S2/1S2H5/5S2S1/S1S1S1P2S/N2AG1WAHN f 22 C/s -/- -"
        .parse()
        .expect("valid position");
    let req = BoardRequest::new(&pos);
    let started = std::time::Instant::now();
    let mut bytes = 0;
    for _ in 0..n {
        bytes = renderer
            .board(&req, &game_api::Ids)
            .expect("renders")
            .png
            .len();
    }
    println!(
        "{n} boards, {bytes} bytes each, {:.3} ms each",
        started.elapsed().as_secs_f64() * 1e3 / n as f64
    );
}

/// The process's resident set in KiB (Linux), or 0 where unknown.
fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}
