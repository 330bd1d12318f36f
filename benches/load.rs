//! `cargo bench -p gamehost`: the load benchmark at a size that finishes in
//! under a minute: closed loop (saturation) and open loop (latency under an
//! offered rate), both through the real `gamehost bench` command. The
//! published figures (500 games) come from the commands in BENCHMARKS.md.

use std::process::Command;

fn run(args: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .arg("bench")
        .args(args)
        .output()
        .expect("gamehost runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    println!(
        "gamehost bench {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&out.stdout).trim()
    );
}

fn main() {
    run(&["--games", "200", "--turns", "10"]);
    run(&["--games", "200", "--turns", "5", "--rate", "150"]);
}
